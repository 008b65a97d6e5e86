"""On a phone (390 × 844 CSS px, issue 35): the game table at play in Voilà, in French and in
English — every card of the learner's hand can be reached, as a button (scrolled to, it lies
inside the screen's width and nothing covers it) and in the picture (no picture wider than the
screen, so none is cut)."""

from __future__ import annotations

import pytest
from learner import KERNEL_TIMEOUT_MS, assert_no_errors, screenshot, write_notebook
from playwright.sync_api import Page
from test_card_names import card_of

from tarot_learn.contracts import Contract
from tarot_learn.widgets import GameTable

PHONE = {"width": 390, "height": 844}
REACHED = """(button) => {
    const box = button.getBoundingClientRect();
    if (box.width === 0 || box.left < 0 || box.right > window.innerWidth) return false;
    const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return found !== null && (found === button || button.contains(found));
}"""
PICTURES_WIDER_THAN_SCREEN = """() => [...document.querySelectorAll('.jp-OutputArea-output svg[role="img"]')]
    .filter(svg => svg.getBoundingClientRect().right > window.innerWidth + 1)
    .map(svg => (svg.getAttribute('aria-label') || '').slice(0, 60)
                + ' ' + Math.round(svg.getBoundingClientRect().width))"""


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_hand_card_is_reachable_at_390_px(lab, served, browser, lang):
    cells = [
        "from tarot_learn.contracts import Contract\nfrom tarot_learn.widgets import GameTable\n"
        f"table = GameTable(players=4, seed=7, seat=0, lang={lang!r})\n"
        "table.bid(Contract.GARDE_SANS)\ntable.decide_slam(False)\ntable"
    ]
    reference = GameTable(players=4, seed=7, seat=0, lang=lang)
    reference.bid(Contract.GARDE_SANS)
    reference.decide_slam(False)
    hand = list(reference.view.hand)
    name = f"phone_{lang}.ipynb"
    write_notebook(served / "scenarios" / name, *cells)
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, device_scale_factor=2)
    page: Page = context.new_page()
    try:
        page.goto(f"{lab.url}/voila/render/scenarios/{name}", timeout=KERNEL_TIMEOUT_MS)
        page.locator("button.jupyter-button").first.wait_for(timeout=KERNEL_TIMEOUT_MS)
        page.wait_for_timeout(1_000)
        assert_no_errors(page, name)
        buttons = {}
        for button in page.locator("button.widget-button").all():
            card = card_of(button.inner_text().strip(), lang)
            if card in hand:
                buttons[card] = button
        reached = []
        for card, button in buttons.items():
            button.scroll_into_view_if_needed()
            if button.evaluate(REACHED):
                reached.append(card)
        screenshot(page, f"phone_{lang}")
        wide = page.evaluate(PICTURES_WIDER_THAN_SCREEN)
        print(f"\nhand cards reachable at 390 px ({lang}): {len(reached)}/{len(hand)}; pictures cut: {len(wide)}")
        assert len(buttons) == len(hand), f"{len(buttons)} hand buttons for {len(hand)} cards"
        assert len(reached) == len(hand), f"unreachable: {[card.text(lang) for card in hand if card not in reached]}"
        assert not wide, f"pictures wider than the screen: {wide}"
    finally:
        context.close()
