"""A deal with its suits relabelled: a learner's own copy of a seeded deal (a tarot problem, the
inference drill).

The rules treat the four suits alike (RULES.md §1, §5): exchanging them — spades for hearts, say —
changes no rule's verdict, no card's points, no count of trumps, so a problem certified on the
bank's deal keeps its answer, relabelled, and a drill's question keeps its answer. The relabelled
game is the bank's game replayed by the rules core's *checked* steps (``bid``, ``call``,
``make_ecart``, ``declare_poignee``, ``play``) with every card relabelled: the core refuses any step
that the relabelling would make illegal.
"""

from __future__ import annotations

import random

from ...cards import SUITS, Card, CardSet, Suit, suit_card
from ...deal import Deal
from ...game import Game


def draw_suits(rng: random.Random) -> str:
    """A relabelling of the suits, as their symbols: ``SUITS[i]`` becomes the ``i``-th ("♥♠♣♦");
    "" leaves them as they are."""
    suits = "".join(suit.value for suit in rng.sample(SUITS, len(SUITS)))
    return "" if suits == "".join(suit.value for suit in SUITS) else suits


def relabel_card(card: Card, suits: str) -> Card:
    """``card`` with its suit relabelled (a trump and the Excuse stay themselves)."""
    if not suits or card.suit not in SUITS:
        return card
    return suit_card(card.rank, Suit(suits[SUITS.index(card.suit)]))


def relabel_cards(cards, suits: str) -> CardSet:
    return CardSet(relabel_card(card, suits) for card in cards)


def relabelled_game(game: Game, suits: str) -> Game:
    """``game`` as it stands, its suits relabelled by ``suits``: the same deal (its last one, after
    any redeal) relabelled, and every step since it was dealt replayed through the checked steps."""
    if not suits:
        return game
    dealt = game.deal
    pack = tuple(relabel_card(card, suits) for card in dealt.pack)
    twin = Game.from_deal(Deal(dealt.players, dealt.dealer, dealt.seed, pack, dealt.chien_after))
    events = game.history
    start = max(number for number, event in enumerate(events) if event.kind in ("deal", "deal_prepared"))
    for event in events[start + 1 :]:
        seat, params = event.seat, event.details
        if event.kind == "pass":
            twin.bid(seat, None)
        elif event.kind == "bid":
            twin.bid(seat, params["contract"])
        elif event.kind == "call":
            twin.call(seat, relabel_card(params["card"], suits))
        elif event.kind == "ecart":
            twin.make_ecart(seat, relabel_cards(game.ecart, suits))
        elif event.kind == "slam":
            twin.announce_slam(seat)
        elif event.kind == "poignee":
            twin.declare_poignee(seat, relabel_cards(params["cards"], suits))
        elif event.kind == "play":
            twin.play(seat, relabel_card(params["card"], suits))
    return twin
