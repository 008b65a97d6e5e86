"""Fresh exercises from random deals, reproducible from a seed.

:func:`generate` deals cards with :func:`tarot_learn.deal.deal`, has the rules core play
them out with random legal cards (:mod:`tarot_learn.strategy.playout`) and stops at the first
position that practises the chosen situation — a player who must overtrump, say. Whether a
position fits is read from the core's own verdicts (``explain_play(...).reason``), so the
generator never decides a rule itself.

:func:`exercise_for` gives each learner his own variant of a bank exercise: same kind, same
situation, a position drawn from a seed derived from the learner's id and the exercise's id
with SHA-256 (never Python's ``hash()``, which changes from one run to the next). A teacher
hands out :func:`exercise_set` and every learner gets different, reproducible positions.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import replace
from functools import lru_cache, partial

from .. import i18n
from ..cards import DECK, EXCUSE, KING_BITS, SUIT_BITS, SUITS, CardSet, suit_card
from ..contracts import Contract
from ..deal import deal
from ..errors import TarotError
from ..game import OVER
from ..play import PlayedTrick, Reason, explain_play, legal_cards, trick_state
from ..seats import seat_name
from ..strategy.playout import play_on, start_play
from .bank import bank_exercise, chapter_exercises
from .hints import three_hints
from .kinds import KINDS, kind_named, kind_of
from .model import DEALING_FACTS, Exercise, Position
from .variants import fits, make_variant

PLAY_SITUATIONS = (
    "follow_suit",
    "must_trump",
    "must_overtrump",
    "undertrump",
    "trump_led",
    "discard",
    "excuse_led",
    "excuse_in_hand",
    "last_trick",
    "called_suit",
)
OTHER_SITUATIONS = ("trick_winner", "points", "dealing", "excuse", "excuse_last_trick", "ecart", "contract")
SITUATIONS = PLAY_SITUATIONS + OTHER_SITUATIONS
_CHAPTERS = {
    "trick_winner": "play",
    "points": "cards",
    "dealing": "dealing",
    "excuse": "excuse",
    "excuse_last_trick": "excuse",
    "ecart": "ecart",
    "contract": "scoring",
}
_TRIES = 2000  # deals tried before giving up (measured: every situation is found within a few dozen)


def generate(situation: str, seed: int | str, *, kind: str | None = None, exercise_id: str | None = None) -> Exercise:
    """A new exercise practising ``situation`` (one of ``SITUATIONS``), the same for the same seed.

    ``kind`` chooses between ``"legal_play"`` (the default) and ``"all_legal"`` for the play
    situations. ``exercise_id`` names the result (default ``"gen-<situation>-<seed>"``).
    """
    if situation not in SITUATIONS:
        raise TarotError("exercise.unknown_situation", given=repr(situation), choices=", ".join(SITUATIONS))
    rng = random.Random(f"{situation}/{seed}")  # a text seed is hashed by SHA-512: stable everywhere
    makers = [maker for maker in KINDS.values() if situation in maker.situations]
    if makers:
        maker = kind_named(kind) if kind is not None else makers[0]
        if maker not in makers:
            raise TarotError("exercise.unknown_situation", given=repr(situation), choices=", ".join(SITUATIONS))
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
        return replace(exercise, hints=three_hints(exercise))
    if situation in PLAY_SITUATIONS:
        kind = kind or "legal_play"
        position = _play_position(situation, rng)
        chapter = "play"
    else:
        kind = "excuse" if situation.startswith("excuse") else situation
        position = _POSITION_MAKERS[situation](rng)
        chapter = _CHAPTERS[situation]
    exercise = Exercise(
        id=exercise_id or f"gen-{situation}-{seed}",
        chapter=chapter,
        kind=kind,
        position=position,
        question=_question(kind, position),
        situation=situation,
        seed=seed,
    )
    return replace(exercise, hints=three_hints(exercise))


def learner_seed(learner_id: str, exercise_id: str) -> int:
    """A seed that depends only on the learner and the exercise (SHA-256 of both)."""
    digest = hashlib.sha256(f"{learner_id}\x00{exercise_id}".encode("utf-8", "surrogatepass")).digest()  # any text
    return int.from_bytes(digest[:8], "big")


def exercise_for(learner_id: str, exercise_id: str) -> Exercise:
    """The learner's own variant of the bank exercise ``exercise_id``: same id and kind, a
    position of its own that keeps what the exercise teaches (:mod:`.variants`), never the
    same question as an earlier exercise of the chapter — or the bank's own position when no
    such variant is found (or when every learner should see the same position: see
    :data:`SAME_FOR_EVERYONE`)."""
    original = bank_exercise(exercise_id)
    chapter = _chapter_variants(str(learner_id), original.chapter)
    return next(exercise for exercise in chapter if exercise.id == exercise_id)


def exercise_set(learner_id: str, chapter: str) -> list[Exercise]:
    """A chapter's exercises, each one the learner's own variant (see :func:`exercise_for`)."""
    chapter_exercises(chapter)  # a clear error for an unknown chapter
    return list(_chapter_variants(str(learner_id), chapter))


SAME_FOR_EVERYONE = "class"
"""The learner id that gets the bank's own positions, so that a whole class can discuss the
same exercise together: ``ExerciseWidget("play-follow-2", learner=SAME_FOR_EVERYONE)`` (the
exercise notebooks' ``SAME_FOR_EVERYONE = True`` setting does this); a learner id starting
with ``"class:"`` (``"class:alice"``) gets the bank positions too, and saves under its own name."""
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
    """Generate, check, retry with the next sub-seed; the bank's position after ``_VARIANT_TRIES``."""
    if getattr(original.position, "excuse_last_trick", "camp") != "camp" or original.situation == "excuse_slam":
        return original  # a rules option or a slam that only the bank's question explains
    seed = learner_seed(learner_id, original.id)
    for attempt in range(_VARIANT_TRIES):
        position = make_variant(original, random.Random(f"{seed}/{attempt}"))
        if position is None:
            return original
        candidate = replace(original, position=position, seed=seed)
        if (candidate.kind, position) in asked or not fits(original, candidate):
            continue
        # A rules or advice question keeps the bank's words: its variants change only what the words do not name.
        if original.kind in KINDS:
            kind = kind_of(original)
            question = original.question if kind.keeps_bank_words else questions(kind, position)
            return replace(candidate, question=question, hints=three_hints(candidate), stored_answer=None)
        keep_words = original.kind in ("rules", "advice")
        question = original.question if keep_words else _question(original.kind, position)
        return replace(candidate, question=question, hints=three_hints(candidate), stored_answer=None)
    return original


# --- play situations: random legal play until the position fits ----------------------------------
def _fits(situation: str, hand: CardSet, trick: tuple) -> bool:
    """Whether the player holding ``hand``, facing ``trick``, practises ``situation``.
    Decided from the core's reasons, one per card of the hand."""
    if not trick:
        return False
    if situation == "last_trick":
        return hand == CardSet([EXCUSE])
    reasons = {explain_play(card, hand, trick).reason for card in hand}
    led, _ = trick_state(trick)
    excuse_led = trick[0] is EXCUSE
    some_illegal = len(legal_cards(hand, trick)) < len(hand)
    if situation == "excuse_led":
        return excuse_led and len(trick) >= 2 and some_illegal
    if situation == "excuse_in_hand":
        return EXCUSE in hand and some_illegal
    if excuse_led:
        return False
    wanted = {
        "follow_suit": {Reason.MUST_FOLLOW},
        "must_trump": {Reason.TRUMPS, Reason.MUST_TRUMP},
        "must_overtrump": {Reason.OVERTRUMPS, Reason.MUST_OVERTRUMP},
        "undertrump": {Reason.UNDERTRUMPS, Reason.MUST_TRUMP},
        "trump_led": {Reason.OVERTRUMPS, Reason.MUST_GO_OVER},
        "discard": {Reason.DISCARD},
    }[situation]
    return wanted <= reasons and (situation != "discard" or len(hand) > 1)


def _play_position(situation: str, rng: random.Random) -> Position:
    for _ in range(_TRIES):
        players = 5 if situation == "called_suit" else rng.choice((3, 4, 5))
        dealt = deal(players, seed=rng.randrange(2**32), dealer=rng.randrange(players))
        if situation == "called_suit":
            position = _called_suit_position(dealt, rng)
        else:
            position = _first_fitting(situation, dealt, rng)
        if position is not None:
            return position
    raise RuntimeError(f"no position found for {situation!r}")  # never seen; would be a generator bug


def _first_fitting(situation: str, dealt, rng: random.Random) -> Position | None:
    """Play the deal with random legal cards; return the first position that fits."""
    keep = EXCUSE if situation == "last_trick" else None  # the Excuse kept for the end, as players often do

    def fits(game) -> bool:
        return _fits(situation, CardSet(game.view(game.to_act).hand), game.trick)

    game = play_on(start_play(dealt), rng, keep=keep, stop=fits)
    if game.phase is OVER:
        return None
    seat = game.to_act
    hand = CardSet(game.view(seat).hand)
    return Position(players=game.players, hand=hand, trick=game.trick.cards, leader=game.leader, seat=seat)


def _called_suit_position(dealt, rng: random.Random) -> Position | None:
    """5 players, first trick: the leader holds the called suit, so the rule of §4 bites."""
    seat = dealt.first_player
    hand = dealt.hands[seat]
    suits = [suit for suit in SUITS if hand.bits & SUIT_BITS[suit] & ~KING_BITS]
    if not suits:
        return None
    called = suit_card(14, rng.choice(suits))
    if legal_cards(hand, (), called_card=called) == hand:
        return None
    return Position(players=5, hand=hand, trick=(), leader=seat, seat=seat, called_card=called)


# --- the other kinds ---------------------------------------------------------------------------
def _trick_winner_position(rng: random.Random) -> Position:
    players = rng.choice((3, 4, 5))
    dealt = deal(players, seed=rng.randrange(2**32), dealer=rng.randrange(players))
    game = play_on(start_play(dealt), rng, stop=lambda game: len(game.tricks) == 1)
    first = game.tricks[0]
    return Position(players=players, trick=first.cards, leader=first.seats[0])


def _points_position(rng: random.Random) -> Position:
    return Position(pile=CardSet(rng.sample(DECK, rng.randint(3, 9))))


def _dealing_position(rng: random.Random) -> Position:
    players = rng.choice((3, 4, 5))
    return Position(players=players, fact=rng.choice(DEALING_FACTS), dealer=rng.randrange(players))


def _excuse_position(rng: random.Random, keep_excuse: bool = False) -> Position:
    """A whole deal played with random legal cards, the Excuse in somebody's hand; the taker
    is drawn at random, and at 5 players his partner is the holder of the king he calls."""
    while True:
        players = rng.choice((3, 4, 5))
        dealt = deal(players, seed=rng.randrange(2**32), dealer=rng.randrange(players))
        game = start_play(dealt, taker=rng.randrange(players))
        if EXCUSE not in game.deal.chien:
            break
    play_on(game, rng, keep=EXCUSE if keep_excuse else None)
    tricks: tuple[PlayedTrick, ...] = tuple(game.tricks)
    return Position(players=players, tricks=tricks, taker=game.taker, partner=game.partner)


def _ecart_position(rng: random.Random) -> Position:
    players = rng.choice((3, 4, 5))
    dealt = deal(players, seed=rng.randrange(2**32))
    taker = rng.randrange(players)
    return Position(players=players, hand=dealt.hands[taker], chien=dealt.chien, taker=taker)


def _contract_position(rng: random.Random) -> Position:
    players = rng.choice((3, 4, 5))
    halves = rng.randrange(40, 141) if players != 4 else 2 * rng.randrange(20, 71)  # whole points at 4
    return Position(
        players=players, contract=rng.choice(list(Contract)), bouts=rng.randrange(4), attack_points=halves / 2
    )


_POSITION_MAKERS = {
    "trick_winner": _trick_winner_position,
    "points": _points_position,
    "dealing": _dealing_position,
    "excuse": _excuse_position,
    "excuse_last_trick": lambda rng: _excuse_position(rng, keep_excuse=True),
    "ecart": _ecart_position,
    "contract": _contract_position,
}


# --- the words of a generated exercise ------------------------------------------------------------
def questions(kind, position) -> dict[str, str]:
    """The question of a generated exercise or a variant, in every language."""
    return {lang: kind.question(position, lang) for lang in i18n.LANGUAGES}


def _question(kind: str, position: Position) -> dict[str, str]:
    return {lang: _question_text(kind, position, lang) for lang in i18n.LANGUAGES}


def _question_text(kind: str, position: Position, lang: str) -> str:
    text = i18n.text
    if kind in ("legal_play", "all_legal"):
        parts = [text(f"exercise.question.{kind}", lang, players=position.players)]
        if position.called_card is not None:
            parts.append(text("exercise.question.called", lang, card=position.called_card))
        if position.partner is not None:
            partner = seat_name(position.partner, position.learner_seat, position.players, lang, noun=True)
            parts.append(text("exercise.question.partner_leads", lang, partner=partner))
        if len(position.hand) == 1:
            parts.append(text("exercise.question.last_trick", lang))
        return " ".join(parts)
    if kind == "trick_winner":
        leader = seat_name(position.leader, None, position.players, lang, noun=True)
        return text("exercise.question.trick_winner", lang, leader=leader, players=position.players)
    if kind == "points":
        return text("exercise.question.points", lang)
    if kind == "dealing":
        dealer = seat_name(position.dealer, None, position.players, lang, noun=True)
        return text(f"exercise.question.dealing.{position.fact}", lang, players=position.players, dealer=dealer)
    if kind == "excuse":
        return _excuse_question(position, lang)
    if kind == "ecart":
        return text("exercise.question.ecart", lang, players=position.players, count=len(position.chien))
    return text(
        "exercise.question.contract",
        lang,
        players=position.players,
        contract=position.contract,
        bouts=position.bouts,
        points=float(position.attack_points),
    )


def _excuse_question(position: Position, lang: str) -> str:
    number, trick = next((n, t) for n, t in enumerate(position.tricks, 1) if EXCUSE in t.cards)
    name = partial(seat_name, viewer=None, players=position.players, lang=lang, noun=True)
    partner = (
        i18n.text("exercise.question.partner", lang, partner=name(position.partner))
        if position.partner is not None
        else ""
    )
    return i18n.text(
        "exercise.question.excuse",
        lang,
        taker=name(position.taker),
        partner=partner,
        owner=name(trick.seat_of(EXCUSE)),
        trick=number,
        count=len(position.tricks),
        winner=name(trick.winner),
    )
