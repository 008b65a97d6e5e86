"""The game table's live region in Voilà (issue 35): one per widget, with ``aria-live``, empty when
the table is shown, then saying the learner's bid, the bots' answers, and after a card the bots'
cards and the trick's winner — what a screen reader reads aloud. In step with the same table
built in the test process. In JupyterLab and in Voilà, the region that says a card and a grade is
the very node the page showed empty (live_region_check.py; JupyterLite: test_lite_site.py)."""

from __future__ import annotations

import pytest
from learner import (
    KERNEL_TIMEOUT_MS,
    assert_no_errors,
    button,
    card_button,
    open_and_run,
    screenshot,
    widget_titled,
    write_notebook,
)
from live_region_check import MARK, READ_MARK, a_card_keeps_the_region, a_grade_keeps_the_region
from playwright.sync_api import Page, expect

from tarot_learn import i18n
from tarot_learn.contracts import Contract
from tarot_learn.widgets import ExerciseWidget, GameTable

TABLE = {"players": 4, "seed": 7, "seat": 0}
CELL = "from tarot_learn.widgets import GameTable\nGameTable(players=4, seed=7, seat=0, lang={lang!r})"
REGIONS = ".tarot-learn [aria-live]:not([aria-live='off'])"
EXERCISE = "play-follow-2"
EXERCISE_CELL = "from tarot_learn.widgets import ExerciseWidget\nExerciseWidget({exercise!r}, lang={lang!r})"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_live_region_is_made_empty_and_says_the_bots_play(lab, served, page: Page, lang):
    name = f"live_region_{lang}.ipynb"
    write_notebook(served / "scenarios" / name, CELL.format(lang=lang))
    page.goto(f"{lab.url}/voila/render/scenarios/{name}", timeout=KERNEL_TIMEOUT_MS)
    table = page.locator(".tarot-learn").first
    table.locator("button.jupyter-button").first.wait_for(timeout=KERNEL_TIMEOUT_MS)
    assert_no_errors(page, name)

    regions = page.locator(REGIONS)
    expect(regions).to_have_count(1)  # the table's score sheet is a trainer too: its region is its own, below
    region = regions.first
    assert region.get_attribute("aria-live") == "polite"
    assert region.get_attribute("lang") == lang
    assert region.get_attribute("aria-label") == i18n.text("widgets.live.label", lang)
    expect(region).to_have_text("")
    region.evaluate(MARK, "shown")  # the node a screen reader watches from now on

    reference = GameTable(**TABLE, lang=lang)
    button(table, Contract.GARDE_SANS.localized(lang)).click()
    reference.bid(Contract.GARDE_SANS)
    expect(region).to_have_text(reference.live.plain)
    button(table, i18n.text("table.no_slam", lang)).click()
    reference.decide_slam(False)
    expect(region).to_have_text(reference.live.plain)

    for _card in range(2):  # the first card ends trick 1; the second leads trick 2, the bots answer it
        card = next(card for card in reference.view.hand if card in reference.view.legal_cards())
        done = len(reference.game.history)
        card_button(table, card.text(lang)).click()
        reference.play_card(card)
        expect(region).to_have_text(reference.live.plain)
    bots = [e for e in reference.game.history[done:] if e.kind == "play" and e.seat != reference.seat]
    tricks = [e for e in reference.game.history[done:] if e.kind == "trick"]
    assert bots and tricks, "the card chosen is followed by the bots' cards and a trick's winner"
    names = reference._seat_names()
    for event in bots + tricks:
        assert event.describe(lang, names) in region.text_content()
    assert region.evaluate(READ_MARK) == "shown", "the region that says the cards is the one shown empty"
    screenshot(page, f"live_region_{lang}")


@pytest.mark.parametrize(("where", "lang"), [("lab", "fr"), ("voila", "en")])
def test_the_live_region_outlives_a_grade_and_a_card(lab, served, page: Page, where, lang):
    """A wrong answer checked at an exercise; a bid, no slam and a card at the table: each trainer's
    region, empty when shown, says the news in the node it was — not in a new one, which screen
    readers may not read. Both trainers look as they did (screenshots of each)."""
    name = f"live_region_kept_{where}_{lang}.ipynb"
    write_notebook(
        served / "scenarios" / name, EXERCISE_CELL.format(exercise=EXERCISE, lang=lang), CELL.format(lang=lang)
    )
    if where == "lab":
        open_and_run(page, lab.url, f"scenarios/{name}")
    else:
        page.goto(f"{lab.url}/voila/render/scenarios/{name}", timeout=KERNEL_TIMEOUT_MS)
        page.locator(".tarot-learn button.jupyter-button").first.wait_for(timeout=KERNEL_TIMEOUT_MS)
        assert_no_errors(page, name)

    exercise = ExerciseWidget(EXERCISE, lang=lang)
    widget = widget_titled(page, exercise.exercise.question_text(lang))
    screenshot(page, f"live_region_kept_{where}_{lang}_exercise", widget)  # the region shows nothing
    a_grade_keeps_the_region(widget, exercise, lang, f"exercise-{where}")

    table = widget_titled(page, i18n.text("table.title", lang))
    screenshot(page, f"live_region_kept_{where}_{lang}_table", table)
    a_card_keeps_the_region(table, GameTable(**TABLE, lang=lang), lang, f"table-{where}", bid=Contract.GARDE_SANS)
    screenshot(page, f"live_region_kept_{where}_{lang}")
