"""Lesson 10, the écart advice and the advice exercises never contradict each other (issue 22): the
lesson's worked écart is read from the lesson itself (fr and en) and graded by the advice exercise's
grader, on the bank exercise that holds the lesson's hand and chien."""

import re
from pathlib import Path

import jupytext
import pytest

from tarot_learn import CardSet
from tarot_learn.exercises import bank_exercise, grade
from tarot_learn.strategy.ecart_advice import advise_ecart, suggest_ecart

ROOT = Path(__file__).resolve().parents[2]
LESSONS = {"fr": ROOT / "notebooks/fr/10_premiers_conseils.md", "en": ROOT / "notebooks/en/10_first_advice.md"}
EXERCISE = "advice-ecart-lesson-4p"


def worked_ecart(lang: str) -> dict:
    """The lesson's hand, its chien, the learner's écart it comments and the écarts it calls as good
    as the best, as its code cells write them."""
    code = "\n".join(cell.source for cell in jupytext.read(LESSONS[lang]).cells if cell.cell_type == "code")
    hand = re.search(r'^hand = "([^"]+)"', code, re.MULTILINE).group(1)
    chien, ecart = re.search(r'advise_ecart\(hand, "([^"]+)", "([^"]+)"\)', code).groups()
    as_good = re.search(r"^AS_GOOD = \[([^\]]+)\]", code, re.MULTILINE).group(1)
    return {
        "hand": CardSet(hand),
        "chien": CardSet(chien),
        "ecart": CardSet(ecart),
        "as_good": [CardSet(text) for text in re.findall(r'"([^"]+)"', as_good)],
    }


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_lessons_worked_ecart_is_the_exercises_position(lang):
    worked = worked_ecart(lang)
    position = bank_exercise(EXERCISE).position
    assert (worked["hand"], worked["chien"]) == (position.hand, position.chien)
    assert worked == worked_ecart("fr")  # one example in both languages


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_grader_agrees_with_what_the_lesson_prints(lang):
    worked = worked_ecart(lang)
    exercise = bank_exercise(EXERCISE)
    advice = advise_ecart(worked["hand"], worked["chien"], worked["ecart"])
    # The lesson prints « Mieux : … » for the learner's écart: the exercise marks it wrong...
    assert advice.better is not None and not grade(exercise, worked["ecart"], lang=lang).correct
    # ...and right the better écart it prints, and each écart the lesson calls as good as the best.
    assert grade(exercise, advice.better, lang=lang).correct
    assert worked["as_good"] and suggest_ecart(worked["hand"], worked["chien"]) in worked["as_good"]
    for ecart in worked["as_good"]:
        assert advise_ecart(worked["hand"], worked["chien"], ecart).better is None
        assert grade(exercise, ecart, lang=lang).correct, ecart
