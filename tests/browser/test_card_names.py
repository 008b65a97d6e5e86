"""Every card control says its card in words to a screen reader (issue 35): in Voilà, a game table
at play, an exercise, a practice set and an écart, in French and in English, read from Playwright's
ARIA snapshot — the accessible name a screen reader announces — not from ``title``. A card button
keeps its symbol first (« C♥ — cavalier de cœur », "20 — trump 20") and names the card as the rules
core does (``Card.name(lang)``)."""

from __future__ import annotations

import re

import pytest
from learner import KERNEL_TIMEOUT_MS, assert_no_errors, write_notebook
from playwright.sync_api import Page, expect
from test_axe_on_screen import scenario

from tarot_learn import DECK, i18n

SNAPSHOT_BUTTON = re.compile(r'^\s*- button "(.*)"', re.MULTILINE)


def card_of(name: str, lang: str):
    """The card a button is for, read from the start of its accessible name (its symbol), or None."""
    for card in DECK:
        shown = card.text(lang)
        if name == shown or name.startswith(f"{shown} —"):
            return card
    return None


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_card_control_is_named_in_words(lab, served, page: Page, lang):
    name = f"card_names_{lang}.ipynb"
    write_notebook(served / "scenarios" / name, *scenario(lang))
    page.goto(f"{lab.url}/voila/render/scenarios/{name}", timeout=KERNEL_TIMEOUT_MS)
    page.locator(".jp-OutputArea-output svg").last.wait_for(timeout=KERNEL_TIMEOUT_MS)
    page.wait_for_timeout(1_000)
    assert_no_errors(page, name)

    names = [json_unescape(found) for found in SNAPSHOT_BUTTON.findall(page.locator("body").aria_snapshot())]
    controls = [(found, card) for found in names if (card := card_of(found, lang)) is not None]
    in_words = [found for found, card in controls if card.name(lang) in found]
    print(f"\ncard controls named in words ({lang}): {len(in_words)}/{len(controls)}")
    assert len(controls) >= 40, f"only {len(controls)} card controls found: {names[:20]}"
    unnamed = sorted({found for found, card in controls if card.name(lang) not in found})
    assert not unnamed, f"{len(controls) - len(in_words)}/{len(controls)} card controls not named in words: {unnamed}"

    hearts_king = next(card for card in DECK if card.text("fr") == "R♥")  # in the table's hand (seed 7)
    label = f"{hearts_king.text(lang)} — {hearts_king.name(lang)}"
    expect(page.get_by_role("button", name=label, exact=True).first).to_be_visible()


def json_unescape(quoted: str) -> str:
    """An ARIA snapshot quotes names as YAML double-quoted strings: undo its escapes."""
    return quoted.replace('\\"', '"').replace("\\\\", "\\")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_trainer_titles_are_headings(lab, served, page: Page, lang):
    """A trainer's title is a heading (screen readers list headings and jump between them): the
    game table's, the écart's and the practice set's."""
    name = f"headings_{lang}.ipynb"
    write_notebook(served / "scenarios" / name, *scenario(lang))
    page.goto(f"{lab.url}/voila/render/scenarios/{name}", timeout=KERNEL_TIMEOUT_MS)
    page.locator(".jp-OutputArea-output svg").last.wait_for(timeout=KERNEL_TIMEOUT_MS)
    for title in (i18n.text("table.title", lang), i18n.text("widgets.ecart.title", lang)):
        expect(page.get_by_role("heading", name=title, exact=True)).to_be_visible()
    expect(page.locator(".tarot-practice").get_by_role("heading").first).to_be_visible()
