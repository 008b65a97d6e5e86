"""A deal played with real cards, typed in JupyterLab (issue 32 item 5): the teacher types each hand in its box,
a card typed twice is refused with both boxes named, the deal corrected reads, the robots play it — the score
in the page as the rules core makes it — and the review of a chosen seat comes up under it."""

from __future__ import annotations

from learner import assert_no_errors, button, open_and_run, screenshot, widget_titled, write_notebook
from playwright.sync_api import expect

from tarot_learn import i18n
from tarot_learn.deal import deal
from tarot_learn.seats import numbered_name
from tarot_learn.widgets import RealDeal

DEALT = deal(4, seed="real-browser-1", dealer=0)  # a deal the robots bid on (another may be thrown in)


def said(text: str) -> str:
    """A sentence as Playwright reads it: French typography's no-break spaces as plain spaces."""
    return " ".join(text.split())


def test_a_deal_typed_in_is_refused_then_read_played_by_the_robots_and_reviewed(lab, page):
    write_notebook(
        lab.root / "scenarios" / "real_deal.ipynb",
        "from tarot_learn.widgets import RealDeal",
        "RealDeal(players=4, lang='fr')",
    )
    open_and_run(page, lab.url, "scenarios/real_deal.ipynb")
    shown = widget_titled(page, i18n.text("widgets.real_deal.title", "fr"))
    boxes = shown.locator("textarea")
    hands = [" ".join(card.text("fr") for card in hand) for hand in DEALT.hands]
    chien = " ".join(card.text("fr") for card in DEALT.chien)
    twice = hands[0].split()[0]
    for index, typed in enumerate([hands[0], hands[1], f"{hands[2]} {twice}", hands[3], chien]):
        boxes.nth(index).fill(typed)
    check = button(shown, said(i18n.text("widgets.real_deal.read_button", "fr")))
    check.click()
    both = i18n.text("typed_deal.and", "fr", first=numbered_name(0, "fr"), last=numbered_name(2, "fr"))
    expect(shown).to_contain_text(said(i18n.text("error.typed_deal.twice", "fr", boxes=both, cards=[twice])))
    screenshot(page, "real_deal_refused", shown)

    boxes.nth(2).fill(hands[2])
    check.click()
    dealer = numbered_name(0, "fr", noun=True)
    expect(shown).to_contain_text(said(i18n.text("widgets.real_deal.read", "fr", hand=18, chien=6, dealer=dealer)))

    reference = RealDeal(4, lang="fr")
    for box, typed in zip(reference.hand_boxes, hands, strict=True):
        box.value = typed
    reference.chien_box.value = chien
    game = reference.robots_play()
    button(shown, said(i18n.text("widgets.real_deal.robots_button", "fr"))).click()
    for line in game.result.score.lines("fr"):
        expect(shown).to_contain_text(said(line))

    played = shown.locator(".widget-html", has_text=said(game.result.score.lines("fr")[0])).last
    played.scroll_into_view_if_needed()
    screenshot(page, "real_deal_played", played)  # a part in view: JupyterLab paints only what is on screen

    button(shown, said(i18n.text("widgets.real_deal.review_button", "fr"))).click()
    heading = said(i18n.text("table.review.heading", "fr"))
    expect(shown).to_contain_text(heading, timeout=60_000)
    review = shown.locator(".widget-html", has_text=heading).last
    review.scroll_into_view_if_needed()
    assert_no_errors(page, "the real deal")
    screenshot(page, "real_deal_reviewed", review)
