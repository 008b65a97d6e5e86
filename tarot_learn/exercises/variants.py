"""A learner's own variant of a bank exercise that keeps what the exercise teaches.

Each bank exercise teaches one thing: a rule applied with a given number of players, in a
given situation (the Excuse in hand, no trump left, a partner who leads, D = 0, a half point,
the Excuse owed…). Its kind's :meth:`~.kinds.base.Kind.target` reads that from the rules core —
the set of ``explain_play`` reasons over the hand, ``explain_winner``'s reason, ``settle_excuse``'s
case, the margin's sign… — so "the same target" means "decided by the same rules, the same way".

Its kind's :meth:`~.kinds.base.Kind.vary` draws a candidate from the bank position with a seeded
generator — the suits shuffled, the small cards and the middle trumps re-drawn in the same order
(:mod:`.kinds.shuffle`), the seats turned round the table, the points or the dealer re-drawn — and
the candidate is kept only when the core gives it the bank's target. Kings, courts and bouts keep
their rank, so the points and the écart's rules see the same kinds of cards. The caller
(:func:`.generate.exercise_for`) tries the next sub-seed when a candidate misses (or repeats a
question already asked) and falls back on the bank position after a bounded number of attempts.
"""

from __future__ import annotations

import random

from .kinds import kind_of
from .model import Exercise, Position


def target(exercise: Exercise) -> tuple:
    """What decides the answer of ``exercise``, as the core reads it; a variant must give the same."""
    return exercise.kind, kind_of(exercise).target(exercise.position)


def make_variant(bank: Exercise, rng: random.Random) -> Position | None:
    """One candidate position for ``bank``'s variant, or None when its kind has nothing to vary."""
    return kind_of(bank).vary(bank.position, rng)


def fits(bank: Exercise, candidate: Exercise) -> bool:
    """Whether ``candidate`` keeps ``bank``'s target."""
    return target(candidate) == target(bank)
