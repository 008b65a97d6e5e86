"""Fresh exercises from random deals, reproducible from a seed.

:func:`generate` asks the kind that makes the chosen situation (each kind lists its
``situations``) for a position: a play position comes from cards dealt with
:func:`tarot_learn.deal.deal` and played out by the rules core with random legal cards
(:mod:`tarot_learn.strategy.playout`), stopped at the first position that practises the
situation — a player who must overtrump, say. Whether a position fits is read from the core's
own verdicts (``explain_play(...).reason``), so the generator never decides a rule itself.

:func:`exercise_for` gives each learner his own variant of a bank exercise: same kind, same
situation, a position drawn from a seed derived from the learner's id and the exercise's id
with SHA-256 (never Python's ``hash()``, which changes from one run to the next). A teacher
hands out :func:`exercise_set` and every learner gets different, reproducible positions.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import replace
from functools import lru_cache

from .. import i18n
from ..errors import TarotError
from .bank import bank_exercise, chapter_exercises
from .kinds import KINDS, kind_named, kind_of
from .model import Exercise

# Every situation some kind generates, in the registry's order.
SITUATIONS = tuple(dict.fromkeys(situation for kind in KINDS.values() for situation in kind.situations))


def generate(situation: str, seed: int | str, *, kind: str | None = None, exercise_id: str | None = None) -> Exercise:
    """A new exercise practising ``situation`` (one of ``SITUATIONS``), the same for the same seed.

    ``kind`` chooses among the kinds that generate the situation (for a play situation,
    ``"legal_play"``, the default, or ``"all_legal"``; for ``"dealing"``, ``"deal_size"`` or
    ``"first_player"``). ``exercise_id`` names the result (default ``"gen-<situation>-<seed>"``).
    """
    makers = [maker for maker in KINDS.values() if situation in maker.situations]
    if not makers:
        raise TarotError("exercise.unknown_situation", given=repr(situation), choices=", ".join(SITUATIONS))
    maker = makers[0] if kind is None else kind_named(kind)
    if maker not in makers:
        choices = ", ".join(maker.name for maker in makers)
        raise TarotError("exercise.error.unknown_kind", given=repr(kind), choices=choices)
    rng = random.Random(f"{situation}/{seed}")  # a text seed is hashed by SHA-512: stable everywhere
    position = maker.generate(situation, rng)
    exercise = Exercise(
        id=exercise_id or f"gen-{situation}-{seed}",
        chapter=maker.chapters[0],
        kind=maker.name,
        position=position,
        question=questions(maker, position),
        situation=situation,
        seed=seed,
    )
    return replace(exercise, hints=maker.hint_ladder(exercise))


def learner_seed(learner_id: str, exercise_id: str) -> int:
    """A seed that depends only on the learner and the exercise (SHA-256 of both)."""
    digest = hashlib.sha256(f"{learner_id}\x00{exercise_id}".encode("utf-8", "surrogatepass")).digest()  # any text
    return int.from_bytes(digest[:8], "big")


def exercise_for(learner_id: str, exercise_id: str) -> Exercise:
    """The learner's own variant of the bank exercise ``exercise_id``: same id and kind, a
    position of its own that keeps what the exercise teaches (:meth:`~.kinds.base.Kind.keeps_target`), never the
    same question as an earlier exercise of the chapter — or the bank's own position when no
    such variant is found (or when every learner should see the same position: see
    :data:`SAME_FOR_EVERYONE`)."""
    original = bank_exercise(exercise_id)  # an old id (bank.RENAMED) names the same exercise
    chapter = _chapter_variants(str(learner_id), original.chapter)
    return next(exercise for exercise in chapter if exercise.id == original.id)


def exercise_set(learner_id: str, chapter: str) -> list[Exercise]:
    """A chapter's exercises, each one the learner's own variant (see :func:`exercise_for`)."""
    chapter_exercises(chapter)  # a clear error for an unknown chapter
    return list(_chapter_variants(str(learner_id), chapter))


SAME_FOR_EVERYONE = "class"
"""The learner id that gets the bank's own positions, so that a whole class can discuss the
same exercise together: ``ExerciseWidget("play-follow-2", learner=SAME_FOR_EVERYONE)`` (the
exercise notebooks' ``SAME_FOR_EVERYONE = True`` setting does this); a learner id starting
with ``"class:"`` (``"class:alice"``) gets the bank positions too, and saves under its own name."""
_SIZES = "a deal's sizes depend on the number of players only"
_CONTRACT = "the contract's own rule"
_POINTS = "the cards' points"
_CUT = "the limits of a regular cut"
_SLAM = "the slam's bonus (400, 200, -200)"
_CHANCES = "a chance at the deal, which depends on the number of players only"
RULES_FACTS: dict[str, str] = {
    **dict.fromkeys(
        ("dealing-hand-3p", "dealing-hand-4p", "dealing-hand-5p", "dealing-chien-4p", "dealing-chien-5p"), _SIZES
    ),
    "dealing-packet-3p": _SIZES,
    **dict.fromkeys(
        ("chien-petite-4p", "chien-garde-5p", "chien-garde-sans-4p", "chien-garde-contre-4p", "chien-garde-contre-3p"),
        _CONTRACT,
    ),
    **dict.fromkeys(("bidding-multiplier-garde-sans", "bidding-multiplier-garde-contre-3p"), _CONTRACT),
    **dict.fromkeys(("cards-points-bouts", "cards-points-courts", "cards-points-suit"), _POINTS),
    **dict.fromkeys(("cut-too-few-lifted", "cut-fewest-lifted", "cut-too-few-left", "cut-fewest-left"), _CUT),
    **dict.fromkeys(("slam-announced-made-4p", "slam-unannounced-3p", "slam-by-defence-5p"), _SLAM),
    **dict.fromkeys(
        (
            "stats-petit-sec-player-4p",
            "stats-petit-sec-player-5p",
            "stats-petit-sec-table-4p",
            "stats-trumps-mean-4p",
            "stats-trumps-mean-3p",
        ),
        _CHANCES,
    ),
}
"""The bank exercises whose facts are the rules themselves (a deal's sizes, a contract's chien and
multiplier, the cards' points, the cut's limits, the slam's bonus) or a chance that depends on the
number of players only, each with why: every learner may see the same position. (The measure of
variety, ``python -m benchmarks.bench_variety``, counts them apart.)"""

FEW_SEATS = frozenset(
    {
        "cut-who-cuts-3p",
        "cut-who-cuts-4p",
        "dealing-first-player-4p",
        "lead-first-right-of-dealer-4p",
        "lead-first-slam-dealer-announces-3p",
        "next-dealer-after-a-misdeal-3p",
        "bidding-first-speaker-4p",
    }
)
"""The bank exercises whose only variant is another dealer at a table of three or four: each learner
gets one of its 3 or 4 seats (every one of them over 40 learners), never five positions."""
_VARIANT_TRIES = 40  # sub-seeds tried before the bank's own position is given (measured: see the tests)


def same_for_everyone(learner_id: str) -> bool:
    """Whether ``learner_id`` asks for the bank's positions (see :data:`SAME_FOR_EVERYONE`)."""
    return learner_id == SAME_FOR_EVERYONE or learner_id.startswith(SAME_FOR_EVERYONE + ":")


@lru_cache(maxsize=512)
def _chapter_variants(learner_id: str, chapter: str) -> tuple[Exercise, ...]:
    """The learner's variants of a chapter, in the bank's order: each keeps its bank exercise's
    target, and none repeats a position given earlier in the chapter."""
    variants: list[Exercise] = []
    asked: set = set()
    for original in chapter_exercises(chapter):
        variant = original if same_for_everyone(learner_id) else _variant(learner_id, original, asked)
        asked.add((variant.kind, variant.position))
        variants.append(variant)
    return tuple(variants)


def _variant(learner_id: str, original: Exercise, asked: set) -> Exercise:
    """Generate, check, retry with the next sub-seed; the bank's position after ``_VARIANT_TRIES``
    (or at once, when the kind has nothing to vary in this position)."""
    kind = kind_of(original)
    seed = learner_seed(learner_id, original.id)
    for attempt in range(_VARIANT_TRIES):
        position = kind.vary(original.position, random.Random(f"{seed}/{attempt}"))
        if position is None:
            return original
        candidate = replace(original, position=position, seed=seed)
        if (candidate.kind, position) in asked or not kind.keeps_target(original, candidate):
            continue
        # A question whose words name the position's seats or points keeps the bank's words, said of
        # the variant (its seats turned, its points changed: the kind's ``reword``), or is dropped.
        if kind.keeps_words(original.position):
            question = reworded(kind, original, position)
        else:
            question = questions(kind, position)
        if question is None:
            continue
        return replace(candidate, question=question, hints=kind.hint_ladder(candidate), stored_answer=None)
    return original


def reworded(kind, original: Exercise, position) -> dict[str, str] | None:
    """The bank's question said of a variant's ``position`` in every language, or None when it cannot be."""
    question = {lang: kind.reword(original.position, position, text, lang) for lang, text in original.question.items()}
    return None if None in question.values() else question


def questions(kind, position) -> dict[str, str]:
    """The question of a generated exercise or a variant, in every language."""
    return {lang: kind.question(position, lang) for lang in i18n.LANGUAGES}
