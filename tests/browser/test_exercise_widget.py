"""Exercise set 04 in JupyterLab: the learner answers an exercise wrongly, reads the reason,
tries again and answers rightly; both attempts are saved in his progress file (ExerciseWidget)
— clicking a card in French, typing in English."""

from __future__ import annotations

import json

import pytest
from exercise_player import answer_wrong_then_right
from learner import find_notebook, open_and_run, widget_titled

from tarot_learn.widgets import ExerciseWidget

EXERCISE, LEARNER = "play-follow-2", "learner"  # as exercise set 04 shows it


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_wrong_then_right_answer(lab, page, lang):
    open_and_run(page, lab.url, find_notebook(lab.root, "exercises", lang, "05"))
    exercise = ExerciseWidget(EXERCISE, lang=lang, learner=LEARNER).exercise  # the learner's own variant
    widget = widget_titled(page, exercise.question_text(lang))
    clicking = lang == "fr"
    wrong, right, elapsed_ms = answer_wrong_then_right(page, widget, exercise, lang, f"exercise_{lang}", click=clicking)
    print(f"\nexercise ({lang}), click on Check to feedback: {elapsed_ms:.0f} ms")

    saved = json.loads((lab.progress_dir / f"{LEARNER}.json").read_text())["attempts"]
    mine = [(item["answer"], item["correct"]) for item in saved if item["exercise"] == EXERCISE]
    assert mine[-2:] == [(wrong.text(lang), False), (right.text(lang), True)]
