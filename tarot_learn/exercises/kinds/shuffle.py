"""How a learner's variant re-draws a position's cards and turns its seats round the table.

The suits are shuffled; in each suit the small cards are re-drawn among the small ranks in the same
order; the middle trumps are re-drawn among 2–20 in the same order. Kings, courts, bouts and the
Excuse keep their rank, so the points and the écart's rules see the same kinds of cards.
"""

from __future__ import annotations

import random

from ...cards import EXCUSE, SUITS, Card, CardSet, suit_card, trump

_SMALL_RANKS = range(1, 11)  # suit cards worth half a point; courts (11–14) keep their rank
_MIDDLE_TRUMPS = range(2, 21)  # the trumps that are not bouts


def relabelling(cards: set[Card], rng: random.Random) -> dict[Card, Card]:
    """A one-to-one map of ``cards`` (see the module's docstring)."""
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


def relabelling_and_turn(position, rng: random.Random) -> tuple[dict[Card, Card], int]:
    """The cards' relabelling, then a turn of the seats (``0`` to ``players − 1``), drawn in this
    order for every kind that re-draws cards — even one whose seats do not matter — so that a
    learner's variants stay those he was given before."""
    relabel = relabelling(position.cards(), rng)
    return relabel, rng.randrange(position.players)


def relabelled(cards: CardSet, relabel: dict[Card, Card]) -> CardSet:
    return CardSet(relabel[card] for card in cards)
