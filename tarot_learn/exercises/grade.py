"""Grading an answer: one pure function, :func:`grade`, for every kind of exercise.

The exercise's kind (:mod:`.kinds`) reads the learner's answer, asks the rules core for the truth
and gives its verdict: the rule that decides, as a key with its parameters, and the reason in the
learner's language, about this very position. The grader is honest: an answer is ``correct`` only
when the core agrees, and an answer the kind cannot read is never correct — it gets a sentence
saying what to write instead (``feedback_kind == "invalid"``).

Scores are between 0 and 1. Every kind scores 0 or 1, except ``all_legal``, which gives partial
credit (see :class:`~.kinds.play.AllLegal`). A two-choice question (attack or defence, yes or no)
earns its point on the first try only.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from .. import i18n
from ..errors import TarotError, shown
from .kinds import kind_of
from .model import Exercise, check_exercise


@dataclass(frozen=True)
class GradeResult:
    """The grader's verdict. ``reason`` says which rule decides, applied to this position;
    ``hint`` is the next hint (empty when the answer is correct); ``expected`` is the
    solution, as a sentence; ``feedback_kind`` is ``"correct"``, ``"partial"``, ``"wrong"``
    or ``"invalid"`` (the answer could not be read: it says what to write).

    ``rule`` is the rule that decides, as a key — ``"must_overtrump"``, ``"wrong_sign"``,
    ``"last_trick_camp"``…, for an unreadable answer the key of the sentence saying what to write
    (``"exercise.answer.not_number"``), for a right second try at a two-choice question
    ``"second_try"`` — and ``params`` its parameters in this position (the cards, seats,
    numbers), so that a test or a report checks a verdict without reading its sentence.
    ``misconception`` names what a wrong answer reveals, when the kind recognises it."""

    correct: bool
    score: float
    reason: str
    hint: str
    expected: str
    feedback_kind: str
    lang: str | None = None
    note: str = ""  # what the learner must know besides the grade (his attempt could not be saved…)
    rule: str = ""
    params: Mapping[str, object] = field(default_factory=dict, hash=False)
    # The misconception a wrong answer reveals, as a key ("half_point_to_winner"…); "" when none is recognised.
    misconception: str = ""

    def sentence(self) -> str:
        """The whole feedback in one paragraph: verdict, reason, the hint if any, then the note."""
        parts = [i18n.text(f"exercise.verdict.{self.feedback_kind}", self.lang), self.reason]
        if self.feedback_kind == "partial":
            score = i18n.format_percent(self.score * 100, lang=self.lang)
            parts.insert(1, i18n.text("exercise.score", self.lang, score=score))
        if self.hint:
            parts.append(i18n.text("exercise.hint", self.lang, hint=self.hint))
        parts.append(self.note)
        return " ".join(part for part in parts if part)

    def __str__(self) -> str:
        return self.sentence()

    def _repr_pretty_(self, printer, cycle) -> None:  # how IPython shows it at the end of a cell
        printer.text(self.sentence())


def grade(exercise: Exercise, answer, *, lang: str | None = None, attempt: int = 1) -> GradeResult:
    """Grade ``answer`` to ``exercise`` (the ``attempt``-th try) in ``lang``. Never raises for
    any answer; raises :class:`~tarot_learn.errors.LanguageError` for an unknown ``lang``."""
    lang = i18n.check_language(lang)
    if type(attempt) is not int or attempt < 1:
        raise TarotError("exercise.error.attempt", given=shown(attempt))
    kind = kind_of(check_exercise(exercise))
    expected = kind.solution(exercise.position, lang)
    hint = exercise.hint(attempt, lang)
    try:  # what the kind cannot read (or a card not held, which the core refuses) says what to write
        verdict = kind.verdict(exercise, kind.read_answer(answer, exercise.position))
    except TarotError as error:
        return GradeResult(
            False, 0.0, error.message(lang), hint, expected, "invalid", lang, "", error.key, error.params
        )
    reason = verdict.reason(lang)
    if verdict.score == 1 and kind.two_choices and attempt > 1:
        # The other side was tried first: the right side now proves nothing, so it earns nothing.
        guessed = i18n.text("exercise.two_choices.second_try", lang)
        params = {**verdict.params, "rule": verdict.rule}
        return GradeResult(False, 0.0, f"{guessed} {reason}", "", expected, "partial", lang, "", "second_try", params)
    if verdict.score == 1:
        return GradeResult(True, 1.0, reason, "", expected, "correct", lang, "", verdict.rule, verdict.params)
    feedback = "partial" if verdict.score > 0 else "wrong"
    return GradeResult(
        False,
        verdict.score,
        reason,
        hint,
        expected,
        feedback,
        lang,
        "",
        verdict.rule,
        verdict.params,
        verdict.misconception,
    )


def expected_text(exercise: Exercise, lang: str | None = None) -> str:
    """The solution as a sentence, from the rules core."""
    return kind_of(check_exercise(exercise)).solution(exercise.position, i18n.check_language(lang))
