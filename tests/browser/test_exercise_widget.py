"""Exercise set 04 in JupyterLab: the learner answers an exercise wrongly, reads the reason,
tries again and answers rightly; both attempts are saved in his progress file (ExerciseWidget)
— clicking a card in French, typing in English."""

from __future__ import annotations

import json
import re

import nbformat
import pytest
from exercise_player import answer_wrong_then_right
from learner import find_notebook, open_and_run, widget_titled

from tarot_learn.widgets import ExerciseWidget

EXERCISE, LEARNER = "play-follow-2", "learner"  # as exercise set 04 shows it


def asked_alike(notebook, question: str, lang: str) -> list[str]:
    """The exercises of ``notebook``, in its order, whose question (the learner's variant) reads ``question``."""
    code = "\n".join(cell.source for cell in nbformat.read(notebook, as_version=4).cells if cell.cell_type == "code")
    shown = re.findall(r'ExerciseWidget\("([^"]+)"', code)
    variants = {name: ExerciseWidget(name, lang=lang, learner=LEARNER).exercise for name in shown}
    return [name for name in shown if variants[name].question_text(lang) == question]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_wrong_then_right_answer(lab, page, lang):
    open_and_run(page, lab.url, find_notebook(lab.root, "exercises", lang, "05"))
    exercise = ExerciseWidget(EXERCISE, lang=lang, learner=LEARNER).exercise  # the learner's own variant
    path = find_notebook(lab.root, "exercises", lang, "05")
    same_question = asked_alike(lab.root / path, exercise.question_text(lang), lang)  # several ask it in these words
    widget = widget_titled(
        page, exercise.question_text(lang), count=len(same_question), index=same_question.index(EXERCISE)
    )
    clicking = lang == "fr"
    wrong, right, elapsed_ms = answer_wrong_then_right(page, widget, exercise, lang, f"exercise_{lang}", click=clicking)
    print(f"\nexercise ({lang}), click on Check to feedback: {elapsed_ms:.0f} ms")

    saved = json.loads((lab.progress_dir / f"{LEARNER}.json").read_text())["attempts"]
    mine = [(item["answer"], item["correct"]) for item in saved if item["exercise"] == EXERCISE]
    assert mine[-2:] == [(wrong.text(lang), False), (right.text(lang), True)]
