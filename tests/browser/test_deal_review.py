"""« Où avez-vous perdu des points ? » in JupyterLab: lesson 08's game table, a seeded deal played to
its end against the bots, then the review — the progress bar, the chart drawn, the costliest
decisions explained — in French and in English, in step with the same table built in the test
process (see table_player.py). The review is seeded: the kernel's and the test's are the same."""

from __future__ import annotations

import pytest
from learner import assert_no_errors, button, find_notebook, open_and_run, screenshot, widget_titled
from playwright.sync_api import expect
from table_player import play_whole_deal

from tarot_learn import i18n
from tarot_learn.display.review_chart import describe
from tarot_learn.widgets import GameTable

LESSON_TABLE = {"players": 4, "seed": 7, "seat": 0}  # lesson 08's first table
REVIEW_TIMEOUT_MS = 240_000  # a whole deal measured by the evaluator, on two busy cores


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_review_at_the_end_of_a_deal(lab, page, lang):
    open_and_run(page, lab.url, find_notebook(lab.root, "notebooks", lang, "08"))
    table = widget_titled(page, i18n.text("table.title", lang), count=3, index=0)
    reference = GameTable(**LESSON_TABLE, lang=lang)
    play_whole_deal(page, table, reference, lang, f"deal_review_{lang}")

    # Playwright reads the French narrow no-break space before "?" as a plain space.
    button(table, " ".join(i18n.text("table.review.button", lang).split())).click()
    reference.deal_review.run()
    review = reference.deal_review.review
    chart = table.locator(".tarot-review-chart img")
    expect(chart).to_have_attribute("alt", describe(review, lang), timeout=REVIEW_TIMEOUT_MS)
    assert chart.evaluate("img => img.complete && img.naturalWidth > 0"), "the chart is not drawn"
    sentences = review.explanations(lang)
    assert sentences, "no costly decision in this deal: choose another seed"
    expect(table.locator("li.tarot-review-cost")).to_have_text(sentences)
    expect(table).to_contain_text(i18n.text("review.counts", lang, **review.counts()))
    assert_no_errors(page, f"the review ({lang})")
    screenshot(page, f"deal_review_{lang}", table)
