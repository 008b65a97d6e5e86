"""What an exercise is: a position, a question, hints, and the answer the rules core gives.

An :class:`Exercise` is an immutable value. It holds its ``kind`` (the name of a kind registered in
:data:`~tarot_learn.exercises.kinds.KINDS`), its position (that kind's own typed position, a
subclass of :class:`~tarot_learn.exercises.kinds.base.Position`), the question and its hints in
French and English, and — for hand-written exercises — the answer its author stored. That stored
answer is never used to grade: :func:`solve` asks the rules core, through the exercise's kind,
every time, and the tests check that the core agrees with every stored answer.

The kinds — what each asks, how its answer is read, judged and explained — live in
:mod:`tarot_learn.exercises.kinds`, one class each; nothing here knows a kind by its name.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ..errors import TarotError, shown
from ..i18n import check_language
from .kinds import KINDS, Position, kind_of

CHAPTERS = ("cards", "dealing", "bidding", "ecart", "play", "excuse", "scoring", "advice", "card_play")


PRACTICE_MARK = "~"
"""Between a practice position's source and its digest in its id: ``play-follow-1~3f2a…``."""


def source_id(exercise_id: str) -> str:
    """The exercise a practice position was drawn from (``play-follow-1~3f2a…`` → ``play-follow-1``),
    so that a teacher's report counts a learner's practice of a rule under one line; any other id
    is its own source."""
    return exercise_id.split(PRACTICE_MARK, 1)[0]


@dataclass(frozen=True)
class Exercise:
    """One exercise. ``question`` maps ``"fr"``/``"en"`` to the text; ``hints`` is a tuple of
    such mappings, from the gentlest to the most explicit. ``stored_answer`` is what the
    author wrote (bank exercises only); ``situation`` names the rule being practised
    (``"must_overtrump"``…) and ``seed`` is set on generated exercises."""

    id: str
    chapter: str
    kind: str
    position: Position
    question: Mapping[str, str]
    hints: tuple[Mapping[str, str], ...] = ()
    stored_answer: object = None
    situation: str | None = None
    seed: int | str | None = None
    title: Mapping[str, str] = field(default_factory=dict)

    def question_text(self, lang: str | None = None) -> str:
        return self.question[check_language(lang)]

    def hint(self, number: int, lang: str | None = None) -> str:
        """Hint ``number`` (counted from 1); past the last one, the last one again."""
        if not self.hints:
            return ""
        return self.hints[min(max(number, 1), len(self.hints)) - 1][check_language(lang)]


def check_exercise(exercise) -> Exercise:
    """``exercise`` if it is an :class:`Exercise`; anything else is refused with a sentence."""
    if not isinstance(exercise, Exercise):
        raise TarotError("exercise.error.not_exercise", given=shown(exercise))
    return exercise


def position_text(exercise: Exercise, lang: str | None = None) -> str:
    """The position in words, for a typed answer or a screen reader: the hand, the trick with
    who played each card, the pile, the chien or the tricks of an Excuse deal."""
    lang = check_language(lang)
    return "\n".join(kind_of(check_exercise(exercise)).position_lines(exercise.position, lang))


def solve(exercise: Exercise):
    """The expected answer, computed by the rules core (through the exercise's kind)."""
    return kind_of(check_exercise(exercise)).solve(exercise.position)


__all__ = ["CHAPTERS", "KINDS", "Exercise", "Position", "check_exercise", "position_text", "solve"]
