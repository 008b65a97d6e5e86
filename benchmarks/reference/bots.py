"""Computer players for :class:`~tarot_learn.game.Game`: a random one and a sensible one.

A bot sees only its seat's :class:`~tarot_learn.game.SeatView` and asks the rules core for
everything it may do; it never decides legality itself. :func:`run_bots` lets the bots act
until a human seat must act (or the deal is over); :func:`play_bot_deal` plays a whole deal.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from .cards import EXCUSE, KING, PETIT, Card, CardSet
from .contracts import Contract
from .ecart import legal_ecart
from .game import BIDDING, CALL, ECART, PLAY, Game, SeatView
from .play import trick_winner


class RandomBot:
    """Picks at random among what the rules allow: a bid or a pass, a callable card, a legal
    écart, a legal card. Reproducible from its seed."""

    def __init__(self, seed: int | str | None = None):
        self.rng = random.Random(seed)

    def act(self, game: Game, seat: int) -> None:
        """Do whatever ``seat`` must do now."""
        view = game.view(seat)
        phase = game.phase
        if phase is BIDDING:
            game.bid(seat, self.choose_bid(view))
        elif phase is CALL:
            game.call(seat, self.choose_call(view))
        elif phase is ECART:
            game.make_ecart(seat, self.choose_ecart(view))
        elif phase is PLAY:
            first_card = not game.tricks and seat not in game.poignees
            shown = self.choose_poignee(view) if first_card and view.poignee_options() else None
            if shown:
                game.declare_poignee(seat, shown)
            game.play(seat, self.choose_card(view))

    def choose_bid(self, view: SeatView) -> Contract | None:
        return self.rng.choice([None, *view.allowed_bids()])

    def choose_call(self, view: SeatView) -> Card:
        return self.rng.choice(view.callable_cards())

    def choose_ecart(self, view: SeatView) -> CardSet:
        """A legal écart, its cards picked at random among those the rules allow (RULES.md §4)."""
        return legal_ecart(view.hand, view.chien, order=lambda _card: self.rng.random())

    def choose_poignee(self, view: SeatView) -> CardSet | None:
        return None

    def choose_card(self, view: SeatView) -> Card:
        return view.legal_cards().choice(self.rng)


class SimpleBot(RandomBot):
    """Plays by a few rules of thumb, enough for a learner to play a whole deal against:
    bids on its bouts and trumps, keeps its kings and trumps out of the écart, wins a trick
    cheaply when it can, gives points to a partner's trick, and saves its Excuse and Petit."""

    def choose_bid(self, view: SeatView) -> Contract | None:
        hand = view.hand
        # Bouts count the same at any table; trumps and kings on an 18-card scale.
        length = 2 * len(hand.trumps) + 3 * sum(card.is_king for card in hand)
        strength = 10 * sum(card.is_bout for card in hand) + length * 18 / len(hand)
        if strength < 28:
            return None
        wanted = Contract.GARDE_SANS if strength >= 60 else Contract.GARDE if strength >= 42 else Contract.PETITE
        allowed = view.allowed_bids()
        return wanted if wanted in allowed else None

    def choose_call(self, view: SeatView) -> Card:
        """A king it does not hold, in the suit where it holds most cards."""
        hand = view.hand
        cards = [card for card in view.callable_cards() if card not in hand] or view.callable_cards()
        return max(cards, key=lambda card: (len(hand.of_suit(card.suit)), -card.index))

    def choose_ecart(self, view: SeatView) -> CardSet:
        """High cards of short suits first (they count for the taker and make voids), trumps
        only when the rules force them, the lowest ones."""
        pool = view.hand | view.chien
        return legal_ecart(view.hand, view.chien, order=lambda c: (len(pool.of_suit(c.suit)), -c.half_points, c))

    def choose_poignee(self, view: SeatView) -> CardSet | None:
        from .poignee import cards_to_show

        options = view.poignee_options()
        return cards_to_show(view.hand, options[-1], view.players) if options else None

    def choose_card(self, view: SeatView) -> Card:
        legal = list(view.legal_cards())
        if len(legal) == 1:
            return legal[0]
        trick = view.trick
        last_trick = len(view.hand) == 1
        if not trick.cards:
            return self._lead(view, legal)
        seats = [(view.leader + offset) % view.players for offset in range(len(trick.cards))]
        winning_seat = seats[trick_winner(trick)] if trick.led is not None else None
        friendly = winning_seat is not None and self._same_side(view, winning_seat)
        last_to_play = len(trick.cards) == view.players - 1
        if friendly and last_to_play:  # give points to one's own side's trick
            return max((c for c in legal if c is not EXCUSE), key=lambda c: (c.half_points, -c.index))
        winners = [card for card in legal if card is not EXCUSE and self._wins(trick, card)]
        if winners and not friendly:
            return min(winners, key=lambda card: (card is PETIT and not last_to_play, card.index))
        if EXCUSE in legal and not last_trick and not friendly:
            return EXCUSE  # keeps its 4.5 points rather than losing a card of value
        return min(legal, key=lambda card: (card is EXCUSE, card is PETIT, card.half_points, card.index))

    def _lead(self, view: SeatView, legal: list[Card]) -> Card:
        """Lead a small card of its longest suit; the taker with many trumps leads trumps."""
        hand = view.hand
        if view.seat == view.taker and len(hand.trumps) * 2 > len(hand):
            trumps = [card for card in legal if card.is_trump and card is not PETIT]
            if trumps:
                return max(trumps)
        plain = [card for card in legal if not card.is_trump and card is not EXCUSE and card.rank < KING]
        if plain:
            return min(plain, key=lambda card: (-len(hand.of_suit(card.suit)), card.rank))
        return min(legal, key=lambda card: (card is EXCUSE, card is PETIT, card.half_points, card.index))

    @staticmethod
    def _wins(trick, card: Card) -> bool:
        cards = trick.add(card)
        return trick_winner(cards) == len(cards) - 1

    @staticmethod
    def _same_side(view: SeatView, seat: int) -> bool:
        """Whether ``seat`` is on this bot's side, as far as this seat can know."""
        attack = {view.taker, view.partner} - {None}
        if view.seat == view.taker or view.seat == view.partner:
            return seat in attack
        return seat not in attack if view.partner is not None or view.players < 5 else seat != view.taker


def run_bots(game: Game, bots: Mapping[int, RandomBot]) -> None:
    """Let the bots act until a seat without a bot must act, or the deal is over."""
    seat = game.to_act
    while seat in bots:  # to_act is None once the deal is over
        bots[seat].act(game, seat)
        seat = game.to_act


def play_bot_deal(players: int = 4, seed: int | str | None = None, *, bot=RandomBot, **options) -> Game:
    """A whole deal played by bots of class ``bot`` (seeded from ``seed``), scored."""
    game = Game(players, seed=seed, **options)
    bots = {seat: bot(f"{game.deal.seed}/{seat}") for seat in range(players)}
    run_bots(game, bots)
    return game
