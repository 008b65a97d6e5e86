"""A deal played out with legal cards, the winner of each trick leading the next (RULES.md §5, §6).

The widgets and the exercise generator need positions from real deals: the trick trainer a
trick in progress, the generator a player who must overtrump, the Excuse explorer a whole
deal. They do not play the cards themselves: :func:`start_play` brings a
:class:`~tarot_learn.game.Game` to its first card, and :func:`play_on` plays it on with legal
cards drawn from a seeded generator, so every rule — which cards are legal, who wins a trick,
the slam exception, where the Excuse ends — is the game's. (:func:`tarot_learn.strategy.bots.play_out`
plays a game on with bots.)
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..call import callable_cards
from ..cards import Card, CardSet
from ..contracts import Contract
from ..deal import Deal
from ..ecart import legal_ecart
from ..game import CALL, ECART, PLAY, Game


def start_play(
    dealt: Deal,
    taker: int | None = None,
    *,
    contract: Contract | str = Contract.GARDE_SANS,
    slam: bool = False,
    excuse_last_trick: str = "camp",
) -> Game:
    """A game of ``dealt`` at its first card (redealt, like any game, if a player holds the Petit
    sec, RULES.md §2).

    ``taker`` (default: the first to speak) bids ``contract`` and the others pass. Garde sans,
    the default, leaves the chien aside, so no écart is made; at Petite or Garde the taker makes
    a legal écart. At 5 players he calls the first king he does not hold (RULES.md §4). With
    ``slam`` he announces a slam, and so leads the first trick (RULES.md §5).
    """
    game = Game.from_deal(dealt, excuse_last_trick=excuse_last_trick)
    taker = game.to_act if taker is None else taker
    for _ in range(game.players):
        seat = game.to_act
        game.bid(seat, contract if seat == taker else None)
    if game.phase is CALL:
        hand = game.view(taker).hand
        cards = callable_cards(hand)
        game.call(taker, next((card for card in cards if card not in hand), cards[0]))
    if game.phase is ECART:
        view = game.view(taker)
        game.make_ecart(taker, legal_ecart(view.hand, view.chien))
    if slam:
        game.announce_slam(taker)
    return game


def play_on(
    game: Game,
    rng: random.Random,
    *,
    keep: Card | None = None,
    choose: Callable[[Game, int], Card | None] | None = None,
    stop: Callable[[Game], bool] | None = None,
) -> Game:
    """Play ``game`` on, one card at a time, until the deal is over or ``stop(game)`` — asked
    before each card — says to stop. Returns the game.

    Each card is ``choose(game, seat)`` when that gives one (the hook that forces a card at a
    given trick and seat), otherwise a legal card drawn with ``rng``
    (:func:`random_legal_card`, holding ``keep`` back while another card is legal).
    """
    while game.phase is PLAY and not (stop and stop(game)):
        seat = game.to_act
        card = choose(game, seat) if choose else None
        if card is not None:
            game.play(seat, card)  # the checked route: a forced card may break a rule
        else:  # drawn among the legal cards: the engine's unchecked step
            game.push(random_legal_card(CardSet.from_bits(game.legal_bits()), rng, keep=keep))
    return game


def random_legal_card(legal: CardSet, rng: random.Random, *, keep: Card | None = None) -> Card:
    """One of the ``legal`` cards, drawn with ``rng`` so that the same seed gives the same play.
    ``keep`` is held back while another card is legal (the Excuse kept for the end, say)."""
    cards = list(legal)
    others = [card for card in cards if card is not keep]
    return rng.choice(others or cards)
