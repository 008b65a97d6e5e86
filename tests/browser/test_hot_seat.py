"""Four learners, one laptop (issue 24): the hot seat in JupyterLab. Each person's hand stays off the
screen until he asks for it, and goes again once the turn passes to the next person — in step with
the same table built in the test process."""

from __future__ import annotations

from learner import assert_no_errors, button, card_names_in, open_and_run, screenshot, widget_titled, write_notebook
from playwright.sync_api import expect

from tarot_learn import i18n
from tarot_learn.widgets import HotSeatTable
from tarot_learn.widgets._common import plain_text

TABLE = {"players": 4, "humans": (0, 2), "seed": 7, "lang": "fr"}


def said(text: str) -> str:
    """A label as Playwright reads it: French typography's no-break spaces as plain spaces."""
    return " ".join(text.split())


def test_each_hand_stays_hidden_until_its_player_asks_for_it(lab, page):
    cells = ("from tarot_learn.widgets import HotSeatTable", f"HotSeatTable(**{TABLE!r})")
    write_notebook(lab.root / "scenarios" / "hot_seat.ipynb", *cells)
    open_and_run(page, lab.url, "scenarios/hot_seat.ipynb")
    table = widget_titled(page, i18n.text("hot_seat.title", "fr"))
    reference = HotSeatTable(**TABLE)
    first = reference.seat  # the first person to speak (the bots before him have spoken)
    hand = [card.name("fr") for card in reference.game.hands[first]]

    reveal = button(table, said(i18n.text("hot_seat.reveal", "fr", seat=reference._name(first))))
    expect(reveal).to_be_visible()
    assert not set(hand) & set(card_names_in(table, "fr")), "a hidden hand is on the screen"
    screenshot(page, "hot_seat_hidden", table)

    reveal.click()
    reference.reveal()
    expect(table).to_contain_text(plain_text(reference.prompt.value))
    assert set(hand) <= set(card_names_in(table, "fr")), "the hand asked for is not on the screen"
    screenshot(page, "hot_seat_shown", table)

    button(table, said(i18n.text("table.pass", "fr"))).click()
    reference.bid(None)
    second = reference.seat
    assert second != first and second in TABLE["humans"]
    expect(button(table, said(i18n.text("hot_seat.reveal", "fr", seat=reference._name(second))))).to_be_visible()
    assert not set(hand) & set(card_names_in(table, "fr")), "the first hand stayed on the screen"
    assert_no_errors(page, "the hot seat")
    screenshot(page, "hot_seat_next_player", table)


def test_three_deals_at_the_hot_seat_are_written_on_the_score_sheet(lab, page):
    """The feuille de marque in JupyterLab (issue 32): three deals of a hot-seat table, each written on
    the table's score sheet as it ends, the totals in the page as the rules core adds them — summing to
    zero. The people's cards are played by the core's SimpleBot through the table's own game (the
    clicking itself is the test above's)."""
    table = {"players": 4, "humans": (0, 2), "seed": 3, "lang": "fr"}
    cells = (
        "from tarot_learn.strategy.bots import SimpleBot, run_bots\nfrom tarot_learn.widgets import HotSeatTable",
        f"table = HotSeatTable(**{table!r})\n"
        "for deal in range(3):\n"
        "    run_bots(table.game, {seat: SimpleBot(f'{deal}/{seat}') for seat in range(4)})\n"
        "    table._advance()\n"
        "    if deal < 2:\n"
        "        table.new_deal()\n"
        "table",
    )
    write_notebook(lab.root / "scenarios" / "score_sheet.ipynb", *cells)
    open_and_run(page, lab.url, "scenarios/score_sheet.ipynb")
    shown = widget_titled(page, i18n.text("hot_seat.title", "fr"))

    from tarot_learn.strategy.bots import SimpleBot, run_bots

    reference = HotSeatTable(**table)
    for deal in range(3):
        run_bots(reference.game, {seat: SimpleBot(f"{deal}/{seat}") for seat in range(4)})
        reference._advance()
        if deal < 2:
            reference.new_deal()
    sheet = reference.score_sheet
    assert len(sheet.tally) == 3 and sum(sheet.totals) == 0
    expect(shown).to_contain_text(said(i18n.text("widgets.score_sheet.title", "fr")))
    for total in sheet.totals:
        expect(shown.locator("table").last).to_contain_text(said(i18n.format_signed(total, "fr")))
    expect(shown).to_contain_text(said(i18n.text("widgets.score_sheet.balanced", "fr", total=0)))
    assert_no_errors(page, "the score sheet")
    screenshot(page, "hot_seat_score_sheet", shown)
