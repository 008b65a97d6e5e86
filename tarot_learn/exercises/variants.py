"""A learner's own variant of a bank exercise that keeps what the exercise teaches.

Each bank exercise teaches one thing: a rule applied with a given number of players, in a
given situation (the Excuse in hand, no trump left, a partner who leads, D = 0, a half point,
the Excuse owed…). :func:`target` reads that from the rules core — the set of
``explain_play`` reasons over the hand, ``explain_winner``'s reason, ``settle_excuse``'s case,
the margin's sign… — so "the same target" means "decided by the same rules, the same way".

:func:`make_variant` draws a candidate from the bank position with a seeded generator — the
suits shuffled, the small cards and the middle trumps re-drawn in the same order, the seats
turned round the table, the points or the dealer re-drawn — and keeps it only when the core
gives it the bank's target and the bank's hand size. Kings, courts and bouts keep their rank,
so the points and the écart's rules see the same kinds of cards. The caller tries the next
sub-seed when a candidate misses (or repeats a question already asked) and falls back on the
bank position after a bounded number of attempts.
"""

from __future__ import annotations

import random
from dataclasses import replace

from ..cards import EXCUSE, SUITS, Card, CardSet, Suit, suit_card, trump
from ..play import PlayedTrick, explain_play, explain_winner, trick_state, trick_winner
from ..scoring import points_needed
from .advice_questions import advice_target, advice_variant
from .kinds import KINDS, kind_of
from .model import Exercise, Position, ecart_example, score, settle

PLAY_KINDS = ("legal_play", "all_legal")
HAND_ASKS = ("petit_sec", "poignee", "callable")  # rules questions about a hand only: its cards may change
MAX_PLAY_HAND = 8  # a play position shows at most this many cards, unless the bank shows more
_SMALL_RANKS = range(1, 11)  # suit cards worth half a point; courts (11–14) keep their rank
_MIDDLE_TRUMPS = range(2, 21)  # the trumps that are not bouts


def target(exercise: Exercise) -> tuple:
    """What decides the answer of ``exercise``, as the core reads it; a variant must give the same."""
    position = exercise.position
    kind = exercise.kind
    if kind in KINDS:
        return kind, kind_of(exercise).target(position)
    if kind in PLAY_KINDS:
        trick = position.trick
        reasons = frozenset(
            explain_play(card, position.hand, trick, players=position.players, called_card=position.called_card).reason
            for card in position.hand
        )
        led, top = trick_state(trick)
        partner = None if position.partner is None else (position.partner - position.leader) % position.players
        return (
            kind,
            position.players,
            reasons,
            len(position.hand),
            len(trick),
            led is Suit.TRUMPS,
            bool(top),
            bool(trick) and trick[0] is EXCUSE,
            position.called_card is not None,
            partner,
        )
    if kind == "trick_winner":
        verdict = explain_winner(position.trick)
        return kind, position.players, verdict.reason, len(position.trick), EXCUSE in position.trick
    if kind == "points":
        return kind, len(position.pile), position.pile.points, len(position.pile & CardSet("1 21 Excuse"))
    if kind == "dealing":
        return kind, position.players, position.fact
    if kind == "excuse":
        settlement = settle(position)
        owner_side = position.side_of(settlement.owner) if settlement.owner is not None else None
        return kind, position.players, settlement.case, settlement.excuse_side, owner_side, len(position.tricks)
    if kind == "contract":
        breakdown = score(position)
        half = position.attack_points != int(position.attack_points)
        return kind, position.players, position.contract, breakdown.made, breakdown.difference == 0, half
    if kind == "rules":
        return kind, position.ask, position.players, _rules_shape(position)
    if kind == "ecart":
        forced = sum(1 for card in ecart_example(position) if card.is_trump)
        return kind, position.players, len(position.chien), forced
    if kind == "advice":
        return kind, position.players, advice_target(position)
    raise KeyError(kind)


def hand_limit(exercise: Exercise) -> int | None:
    """The most cards a variant's hand may hold: the bank's, and 8 at most for play positions."""
    hand = getattr(exercise.position, "hand", None)
    if hand is None:
        return None
    return min(len(hand), MAX_PLAY_HAND) if exercise.kind in PLAY_KINDS and len(hand) <= MAX_PLAY_HAND else len(hand)


def make_variant(bank: Exercise, rng: random.Random) -> Position | None:
    """One candidate position for ``bank``'s variant, or None when its kind has nothing to vary."""
    position = bank.position
    kind = bank.kind
    if kind in KINDS:
        return kind_of(bank).vary(position, rng)
    if kind == "dealing":
        if position.fact != "first_player":
            return None  # the sizes depend on the number of players only: the bank's question is the question
        return replace(position, dealer=rng.randrange(position.players))
    if kind == "contract":
        return _contract_variant(bank, rng)
    if kind == "rules":
        return _rules_variant(position, rng)
    relabel = _card_relabelling(_cards_of(position), rng)
    turn = rng.randrange(position.players)
    if kind in PLAY_KINDS:
        return replace(
            position,
            hand=CardSet(relabel[card] for card in position.hand),
            trick=tuple(relabel[card] for card in position.trick),
            leader=(position.leader + turn) % position.players,
            seat=(position.leader + len(position.trick) + turn) % position.players,
            partner=None if position.partner is None else (position.partner + turn) % position.players,
            called_card=None if position.called_card is None else relabel[position.called_card],
        )
    if kind == "trick_winner":
        return replace(
            position,
            trick=tuple(relabel[card] for card in position.trick),
            leader=(position.leader + turn) % position.players,
        )
    if kind == "points":
        return replace(position, pile=CardSet(relabel[card] for card in position.pile))
    if kind == "ecart":
        return replace(
            position,
            hand=CardSet(relabel[card] for card in position.hand),
            chien=CardSet(relabel[card] for card in position.chien),
        )
    if kind == "excuse":
        return _excuse_variant(position, relabel, turn)
    if kind == "advice":
        return advice_variant(position, relabel)
    return None


def fits(bank: Exercise, candidate: Exercise) -> bool:
    """Whether ``candidate`` keeps ``bank``'s target and hand size."""
    limit = hand_limit(bank)
    if limit is not None and len(candidate.position.hand) > limit:
        return False
    return target(candidate) == target(bank)


# --- how a position is varied ----------------------------------------------------------------------------
def _cards_of(position: Position) -> set[Card]:
    cards: set[Card] = set(position.trick)
    for pile in (position.hand, position.pile, position.chien):
        if pile is not None:
            cards |= set(pile)
    for played in position.tricks:
        cards |= set(played.cards)
    if position.called_card is not None:
        cards.add(position.called_card)
    return cards


def _card_relabelling(cards: set[Card], rng: random.Random) -> dict[Card, Card]:
    """A one-to-one map of ``cards``: the four suits shuffled; in each suit the small cards
    re-drawn among the small ranks in the same order; the middle trumps re-drawn among 2–20 in
    the same order. Courts, bouts and the Excuse keep their rank."""
    suits = dict(zip(SUITS, rng.sample(SUITS, len(SUITS)), strict=True))
    relabel: dict[Card, Card] = {}
    for suit in SUITS:
        small = sorted(card.rank for card in cards if card.suit is suit and card.rank in _SMALL_RANKS)
        new_ranks = dict(zip(small, sorted(rng.sample(_SMALL_RANKS, len(small))), strict=True))
        for card in cards:
            if card.suit is suit:
                relabel[card] = suit_card(new_ranks.get(card.rank, card.rank), suits[suit])
    middle = sorted(card.rank for card in cards if card.is_trump and card.rank in _MIDDLE_TRUMPS)
    new_trumps = dict(zip(middle, sorted(rng.sample(_MIDDLE_TRUMPS, len(middle))), strict=True))
    for card in cards:
        if card.is_trump:
            relabel[card] = trump(new_trumps.get(card.rank, card.rank))
    relabel[EXCUSE] = EXCUSE
    return relabel


def _excuse_variant(position: Position, relabel: dict[Card, Card], turn: int) -> Position:
    """The same short deal with other cards and the seats turned; each trick's winner is the core's."""
    players = position.players
    tricks = []
    for played in position.tricks:
        cards = tuple(relabel[card] for card in played.cards)
        seats = tuple((seat + turn) % players for seat in played.seats)
        slam_excuse = played.winner == played.seat_of(EXCUSE) if EXCUSE in played.cards else False
        tricks.append(PlayedTrick(cards, seats, seats[trick_winner(cards, excuse_wins=slam_excuse)]))
    return replace(
        position,
        tricks=tuple(tricks),
        taker=None if position.taker is None else (position.taker + turn) % players,
        partner=None if position.partner is None else (position.partner + turn) % players,
    )


def _contract_variant(bank: Exercise, rng: random.Random) -> Position:
    """Other bouts and other points, with the bank's sign of D, D = 0 or not, and its half point."""
    position = bank.position
    bouts = rng.randrange(4)
    margin = abs(score(position).raw_difference)
    new_margin = 0 if margin == 0 else rng.randint(1, 20) - (0.5 if margin != int(margin) else 0)
    made = score(position).made
    points = points_needed(bouts) + (new_margin if made else -new_margin)
    return replace(position, bouts=bouts, attack_points=float(points))


# --- questions on the rules around the play (see .rules) -------------------------------------------------
def _rules_shape(position) -> tuple:
    """What a rules question's answer is, seen from the table's seats: the seat that speaks or takes
    counted from the dealer, the partner from the taker; the other answers as they are."""
    from .rules import rules_answer

    answer = rules_answer(position)
    players = position.players
    if position.ask in ("speaker", "taker"):
        return (None if answer is None else (answer - position.dealer) % players,)
    if position.ask == "partner":
        return (None if answer is None else (answer - position.taker) % players,)
    if position.ask == "callable":
        return (frozenset(card.rank for card in answer),)
    if position.ask == "score":
        return answer, position.seat == position.taker, position.seat == position.partner
    return (answer,)


def _rules_variant(position: Position, rng: random.Random) -> Position | None:
    """A hand's cards re-drawn as for a play position, for the questions whose words name no card
    and no seat (the Petit sec, the poignée, the cards one may call); the other questions keep the
    bank's position, whose words they are."""
    if position.ask not in HAND_ASKS:
        return None
    relabel = _card_relabelling(_cards_of(position), rng)
    return replace(position, hand=CardSet(relabel[card] for card in position.hand))
