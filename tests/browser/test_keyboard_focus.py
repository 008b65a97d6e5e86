"""Keyboard only, at the game table in Voilà (issue 35): the learner plays a whole deal's cards
with Tab and Enter, and after each card the focus is on something to do next — never back on
``<body>``, from where a keyboard user would start again at the top of the page."""

from __future__ import annotations

import pytest
from learner import KERNEL_TIMEOUT_MS, assert_no_errors, screenshot, write_notebook
from playwright.sync_api import Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tarot_learn import i18n

CELL = (
    "from tarot_learn.contracts import Contract\nfrom tarot_learn.widgets import GameTable\n"
    "table = GameTable(players=4, seed=7, seat=0, lang={lang!r})\n"
    "table.bid(Contract.GARDE_SANS)\ntable.decide_slam(False)\ntable.show_legal.value = True\ntable"
)
ON_A_PLAYABLE_CARD = """() => {
    const element = document.activeElement;
    return element && element.tagName === 'BUTTON' && element.querySelector('i.fa-check') !== null;
}"""
FOCUSED = """() => {
    const e = document.activeElement;
    return e ? e.tagName + ' ' + e.textContent.trim().slice(0, 80) : 'none';
}"""
STATUS = "() => [...document.querySelectorAll('[role=status]')].map(e => e.textContent).join('|')"
MAX_TABS = 120
CARDS = 18  # a 4-player hand


@pytest.mark.parametrize("lang", ["fr"])
def test_focus_never_falls_to_body_in_a_whole_deal(lab, served, page: Page, lang):
    name = f"keyboard_{lang}.ipynb"
    write_notebook(served / "scenarios" / name, CELL.format(lang=lang))
    page.goto(f"{lab.url}/voila/render/scenarios/{name}", timeout=KERNEL_TIMEOUT_MS)
    page.locator("button i.fa-check").first.wait_for(timeout=KERNEL_TIMEOUT_MS)
    assert_no_errors(page, name)
    kept, lost = 0, []
    for turn in range(CARDS):
        for _tab in range(MAX_TABS):
            if page.evaluate(ON_A_PLAYABLE_CARD):
                break
            page.keyboard.press("Tab")
        else:
            raise AssertionError(f"card {turn + 1}: no playable card reached with Tab")
        before, card = page.evaluate(STATUS), page.evaluate(FOCUSED)
        page.keyboard.press("Enter")
        page.wait_for_function(f"() => ({STATUS})() !== {before!r}", timeout=KERNEL_TIMEOUT_MS)
        try:
            page.wait_for_function(
                "() => document.activeElement && document.activeElement !== document.body", timeout=3_000
            )
            kept += 1
        except PlaywrightTimeout:
            lost.append(f"after {card}")
    focused = page.evaluate(FOCUSED)
    screenshot(page, f"keyboard_{lang}_end")
    print(f"\nfocus kept ({lang}): {kept}/{CARDS} actions; at the end on {focused!r}")
    assert not lost, f"focus fell to <body> {len(lost)}/{CARDS} times: {lost[:6]}"
    assert i18n.text("widgets.new_deal", lang) in focused, f"at the end the focus is on {focused!r}"
