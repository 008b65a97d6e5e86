"""The lessons whose trainers have no scenario of their own (the Excuse explorer, the score
calculator), and the welcome lesson, run in JupyterLab in French and in English: Run All
leaves no Python error on the page and every trainer renders."""

from __future__ import annotations

import pytest
from learner import find_notebook, open_and_run, screenshot, widget_titled

from tarot_learn import i18n

LESSONS = {  # lesson number: (title of its trainers, how many it shows)
    "00": ("widgets.deal.title", 1),
    "06": ("widgets.excuse.title", 3),
    "07": ("widgets.score.title", 1),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("number", sorted(LESSONS))
def test_lesson_runs_and_renders(lab, page, number, lang):
    path = find_notebook(lab.root, "notebooks", lang, number)
    open_and_run(page, lab.url, path)
    key, count = LESSONS[number]
    for index in range(count):
        trainer = widget_titled(page, i18n.text(key, lang), count=count, index=index)
        assert trainer.locator("button, select, input").count() > 0, f"{path}: trainer {index} shows no control"
    screenshot(page, f"lesson_{number}_{lang}")
