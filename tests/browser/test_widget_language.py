"""A French trainer in a page that is not French (issue 35): Voilà's default page says
``<html lang="en">``, as JupyterLab's does; every text a trainer shows (its HTML parts: title,
prompt, feedback, pictures, live region) must sit inside an element whose ``lang`` is the
trainer's, so that a screen reader reads it in French."""

from __future__ import annotations

import pytest
from learner import KERNEL_TIMEOUT_MS, assert_no_errors, write_notebook
from playwright.sync_api import Page

CELLS = (
    "from tarot_learn.contracts import Contract\nfrom tarot_learn.widgets import GameTable, ExerciseWidget",
    "table = GameTable(players=4, seed=7, seat=0, lang={lang!r})\ntable.bid(Contract.GARDE_SANS)\ntable",
    "exercise = ExerciseWidget('play-follow-2', lang={lang!r})\n"
    "exercise.answer.value = '7'\nexercise.check()\nexercise",
)
# Each trainer's HTML part that holds something, and the language its first element is in.
LANGUAGES = """() => [...document.querySelectorAll('.tarot-learn .widget-html-content')]
    .filter(content => content.firstElementChild)
    .map(content => ({lang: content.firstElementChild.closest('[lang]')?.getAttribute('lang') || '',
                      text: content.textContent.trim().slice(0, 60)}))"""


@pytest.mark.parametrize("lang", ["fr"])
def test_a_french_trainers_text_is_marked_french_in_an_english_page(lab, served, page: Page, lang):
    name = f"widget_language_{lang}.ipynb"
    write_notebook(served / "scenarios" / name, *(cell.format(lang=lang) for cell in CELLS))
    page.goto(f"{lab.url}/voila/render/scenarios/{name}", timeout=KERNEL_TIMEOUT_MS)
    page.locator(".tarot-learn button.jupyter-button").last.wait_for(timeout=KERNEL_TIMEOUT_MS)
    assert_no_errors(page, name)
    page.wait_for_timeout(1_000)
    assert page.evaluate("() => document.documentElement.lang") != lang  # the page itself is not French
    parts = page.evaluate(LANGUAGES)
    wrong = [part for part in parts if part["lang"] != lang]
    print(f"\nwidget text marked lang={lang}: {len(parts) - len(wrong)}/{len(parts)} HTML parts")
    assert len(parts) >= 10, f"only {len(parts)} HTML parts found"
    assert not wrong, f"{len(wrong)}/{len(parts)} parts not in {lang}: {wrong[:5]}"
