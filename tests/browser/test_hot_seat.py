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
