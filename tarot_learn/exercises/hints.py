"""Three hints for every exercise: the rule, where to look in this position, nearly the answer.

The exercise's kind writes each level (:meth:`~.kinds.base.Kind.hint`), reading every fact from
the rules core: the first states the rule of the exercise's situation; the second points at what
matters in this very position (the suit led, the highest trump, the sides of the players, the
bouts); the third comes close to the answer without giving it (how many cards are legal, what
kind of card wins, how many trumps the écart needs). A bank exercise may write its own hints —
one (the first), two (the first and the last) or all three — where the computed ones do not fit
the question: they stand in for the computed ones, level for level.

No hint at any level gives the solution, and each level says something the one before did not
(``tests/contracts/test_hint_contract.py``); the exercise widget gives the last level only after a wrong answer.
"""

from __future__ import annotations

from .. import i18n
from .kinds import kind_of
from .model import Exercise

LEVELS = (1, 2, 3)


def three_hints(exercise: Exercise) -> tuple[dict[str, str], ...]:
    """The three hints of ``exercise`` in every language, from the gentlest to the most explicit."""
    kind = kind_of(exercise)
    return tuple({lang: kind.hint(exercise, level, lang) for lang in i18n.LANGUAGES} for level in LEVELS)


def with_where_to_look(exercise: Exercise) -> tuple[dict[str, str], ...]:
    """A bank exercise's hints in three levels, like a variant's: its first written hint (the
    rule, gently), "where to look in this position" (written, when the bank writes three), then
    its last written hint (close to the answer) — the computed ones stand in for hints the bank
    does not write."""
    computed = three_hints(exercise)
    written = exercise.hints
    first = written[0] if written else computed[0]
    where = written[1] if len(written) >= len(LEVELS) else computed[1]
    last = written[-1] if len(written) > 1 else computed[2]
    return first, where, last
