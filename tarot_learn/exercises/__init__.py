"""Exercises that ask for the legal play (and more) and grade the answer with the reason.

Three ways to answer the same exercise, all graded by :func:`grade`:

* a widget: ``ExerciseWidget("play-must-overtrump-1", lang="fr")`` (``tarot_learn.widgets``);
* a typed answer: ``check("play-must-overtrump-1", "19", lang="fr")`` shows the verdict and why;
* an autograder cell: ``assert_correct("play-must-overtrump-1", answer)`` raises
  ``AssertionError`` with the reason when the answer is wrong.

**With nbgrader or otter-grader.** The learner writes his answer in a cell
(``answer = "19"``); the teacher's test cell (nbgrader: a read-only "autograder tests" cell
worth some points; otter-grader: a ``# TEST`` cell, or a test file) is just::

    from tarot_learn.exercises import assert_correct
    assert_correct("play-must-overtrump-1", answer, learner=LEARNER_ID)

The cell passes when the answer is correct and fails with the rule's explanation otherwise;
it never fails for another reason (an unreadable answer is an ``AssertionError`` too, whose
message says what to write). Pass ``learner=`` when each learner has his own variant
(:func:`exercise_for`).
"""

from __future__ import annotations

import dataclasses

from .. import i18n
from .bank import bank_exercise, chapter_exercises, load_bank
from .classroom import class_code, positions_for, set_class_code
from .generate import SITUATIONS, exercise_for, exercise_set, generate, learner_seed
from .grade import GradeResult, expected_text, grade
from .model import CHAPTERS, KINDS, Exercise, Position, position_text, solve
from .progress import Progress, ProgressFileError
from .report import report
from .teacher import load_exercises


def find_exercise(exercise, learner: str | None = None) -> Exercise:
    """An :class:`Exercise` as it is, or the bank exercise of that id — the learner's own
    variant when ``learner`` is given, or the whole class's position while a class code is set
    (:mod:`.classroom`)."""
    if isinstance(exercise, Exercise):
        return exercise
    bank_exercise(exercise)  # a clear error for an unknown id
    if learner is None:
        return bank_exercise(exercise)
    return exercise_for(positions_for(str(learner)), exercise)


def check(exercise, answer, *, lang: str | None = None, attempt: int = 1, learner: str | None = None) -> GradeResult:
    """Grade a typed answer: ``check("play-follow-2", "3♦", lang="fr")``. The result shows
    itself as one sentence in a notebook (verdict, reason, next hint). With ``learner``, the
    learner's own variant is graded and the attempt is saved in his progress file, like an
    answer given in the exercise widget."""
    found = find_exercise(exercise, learner)
    result = grade(found, answer, lang=lang, attempt=attempt)
    if learner is None:
        return result
    progress = failure = None
    try:
        progress = Progress(learner)
        progress.record(found, result, answer)
    except ProgressFileError as error:  # the grade is still shown, with why the attempt was not saved
        failure = error
    notices = [*(progress.take_notices() if progress else ()), *([failure] if failure else ())]
    note = " ".join(notice.message(result.lang) for notice in notices)
    return dataclasses.replace(result, note=note) if note else result


def assert_correct(exercise, answer, *, lang: str | None = None, learner: str | None = None) -> GradeResult:
    """An autograder test: passes (returns the result) when ``answer`` is correct, raises
    ``AssertionError`` with the reason otherwise."""
    result = grade(find_exercise(exercise, learner), answer, lang=lang or i18n.get_language())
    if not result.correct:
        raise AssertionError(result.sentence())
    return result


__all__ = [
    "CHAPTERS",
    "KINDS",
    "SITUATIONS",
    "Exercise",
    "GradeResult",
    "Position",
    "Progress",
    "ProgressFileError",
    "assert_correct",
    "bank_exercise",
    "chapter_exercises",
    "check",
    "class_code",
    "exercise_for",
    "exercise_set",
    "expected_text",
    "find_exercise",
    "generate",
    "grade",
    "learner_seed",
    "load_bank",
    "load_exercises",
    "position_text",
    "positions_for",
    "report",
    "set_class_code",
    "solve",
]
