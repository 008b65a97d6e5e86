"""What a typical wrong answer reveals: the one way a kind lists its misconceptions.

A beginner's wrong answer is rarely random: −2,5 for a margin shows that the half point was not
given to the winner, +106 for the taker's score that his share (3 × S at four) was forgotten, the
dealer's left for the first player that the deal was thought to go clockwise. A kind lists such
answers in its ``misconceptions`` class fact, each a :class:`Misconception`: a ``key`` (what the
progress file records, ``GradeResult.misconception``), how it is recognised (``spotted``: a
function of the position and the answer as the kind reads it, returning the sentence's parameters,
or None), its sentence (``exercise.misconception.<key>`` by default) and where the lessons teach
the rule (``lesson``, and ``section``: the key ``exercise.section.<section>`` of the sentence naming
that lesson and its section's title). A teacher reads it otherwise: ``teacher_key``
(``exercise.misconception_teacher.<key>``) is a short phrase about the learner, « oublie que l'Excuse
est toujours jouable », which the class view shows.

:meth:`~.base.Kind.verdict` reads the catalogue, in order, after every wrong verdict: the first
misconception spotted names the verdict's ``misconception``, and its sentence, followed by where to
look, becomes the reason (it says more than the rule area's generic sentence, and never gives the solution) —
or, where the kind's own reason already names the rule broken (``explain_play``, an écart's
problems: :attr:`~.base.Kind.generic_wrong_reason` is False), it follows that reason.
``tests/contracts/test_exercise_kinds.py`` checks every kind's catalogue: sentences in both languages, the
section in the lesson, each misconception spotted by a wrong answer and never by a right one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from ...i18n import Sentence


@dataclass(frozen=True)
class Misconception:
    """A typical wrong answer of a kind and what it reveals (see the module's docstring)."""

    key: str
    spotted: Callable[[object, object], Mapping[str, object] | None]
    lesson: str  # the lesson's number, "05"
    section: str  # where to look, the key exercise.section.<section>: the lesson and its section's title
    sentence: str = ""  # the sentence's key; exercise.misconception.<key> when empty

    @property
    def sentence_key(self) -> str:
        return self.sentence or f"exercise.misconception.{self.key}"

    @property
    def teacher_key(self) -> str:
        """The teacher's label: what the learner does or believes, in the third person and with no
        placeholder (the class view names it with no position at hand)."""
        return teacher_key(self.key)

    def said(self, params: Mapping[str, object]) -> tuple[Sentence, Sentence]:
        """What the learner is told: what his answer shows, then where the lesson teaches the rule."""
        return Sentence(self.sentence_key, params), Sentence(f"exercise.section.{self.section}")


def teacher_key(key: str) -> str:
    """The teacher's label of a misconception key (also for a key read from a progress file)."""
    return f"exercise.misconception_teacher.{key}"


def when(test: Callable[[object, object], bool]) -> Callable[[object, object], Mapping[str, object] | None]:
    """A ``spotted`` function for a misconception whose sentence needs no parameter."""
    return lambda position, given: {} if test(position, given) else None
