"""Computer players for :class:`~tarot_learn.game.Game`: a random one and a sensible one.

A bot sees only its seat's :class:`~tarot_learn.game.SeatView` and asks the rules core for
everything it may do; it never decides legality itself. :func:`run_bots` lets the bots act
until a human seat must act (or the deal is over); :func:`play_bot_deal` plays a whole deal.

Bots choose their card on bit sets (one view of the seat per decision, the legal cards as an
int): :meth:`RandomBot.act` plays it through the checked :meth:`Game.play`, and :func:`play_out`
through the engine's unchecked step — the same card either way, so both routes play the same deal.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from ..cards import (
    BOUT_BITS,
    DECK,
    EXCUSE,
    EXCUSE_BIT,
    KING_BITS,
    PETIT,
    SUIT_BITS,
    SUIT_BITS_BY_INDEX,
    SUITS,
    TRUMP_BITS,
    Card,
    CardSet,
    random_card,
)
from ..contracts import Contract
from ..deal import random_source
from ..ecart import legal_ecart
from ..game import BIDDING, CALL, ECART, PLAY, Game, SeatView
from ..play import winning_bits, winning_index
from .tactics import cheapest_card, lowest_card, richest_card


class RandomBot:
    """Picks at random among what the rules allow: a bid or a pass, a callable card, a legal
    écart, a legal card. Reproducible from its seed."""

    def __init__(self, seed: int | str | random.Random | None = None):
        # A random.Random is shared as it is: the bots of one simulated deal draw from one generator.
        if isinstance(seed, random.Random):
            self.rng = seed
        else:
            self.rng = random_source(seed) if seed is not None else random.Random()

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
            self.show_poignee(game, seat)
            game.play(seat, self.choose_card(view))

    def show_poignee(self, game: Game, seat: int) -> None:
        """Just before its first card, show the poignée :meth:`choose_poignee` picks, if any
        (RULES.md §7); later, nothing."""
        if not game.tricks and seat not in game.poignees:
            shown = self.choose_poignee(game.view(seat))
            if shown:
                game.declare_poignee(seat, shown)

    def card_to_play(self, game: Game, seat: int) -> Card:
        """The card ``seat`` (the seat to play) plays now, chosen among the engine's legal bits:
        :func:`play_out`'s route, with no view (a random card needs none)."""
        return random_card(game._legal_bits(), self.rng)

    def choose_bid(self, view: SeatView) -> Contract | None:
        return self.rng.choice([None, *view.allowed_bids()])

    def choose_call(self, view: SeatView) -> Card:
        return self.rng.choice(view.callable_cards())

    def choose_ecart(self, view: SeatView) -> CardSet:
        """A legal écart, its cards picked at random among those the rules allow (RULES.md §4)."""
        return legal_ecart(view.hand, view.chien, order=lambda _card: self.rng.random())

    def choose_poignee(self, view: SeatView) -> CardSet | None:
        """The cards to show in a poignée, or ``None``: this bot never shows one (the poignées
        the hand may show are ``view.poignee_options()``)."""
        return None

    def choose_card(self, view: SeatView) -> Card:
        return self._choose_card(view, view.legal_cards().bits)

    def _choose_card(self, view: SeatView, legal: int) -> Card:
        """The card to play among the ``legal`` bits."""
        return random_card(legal, self.rng)


class SimpleBot(RandomBot):
    """Plays by a few rules of thumb, enough for a learner to play a whole deal against:
    bids on its bouts and trumps, keeps its kings and trumps out of the écart, wins a trick
    cheaply when it can, gives points to a partner's trick, and saves its Excuse and Petit."""

    def choose_bid(self, view: SeatView) -> Contract | None:
        hand = view.hand.bits
        # Bouts count the same at any table; trumps and kings on an 18-card scale.
        length = 2 * (hand & TRUMP_BITS).bit_count() + 3 * (hand & KING_BITS).bit_count()
        strength = 10 * (hand & BOUT_BITS).bit_count() + length * 18 / hand.bit_count()
        if strength < 28:
            return None
        wanted = Contract.GARDE_SANS if strength >= 60 else Contract.GARDE if strength >= 42 else Contract.PETITE
        allowed = view.allowed_bids()
        return wanted if wanted in allowed else None

    def choose_call(self, view: SeatView) -> Card:
        """A king it does not hold, in the suit where it holds most cards."""
        hand = view.hand.bits
        callable_cards = view.callable_cards()
        cards = [card for card in callable_cards if not hand & card.bit] or callable_cards
        return max(cards, key=lambda card: ((hand & SUIT_BITS_BY_INDEX[card.index]).bit_count(), -card.index))

    def choose_ecart(self, view: SeatView) -> CardSet:
        """High cards of short suits first (they count for the taker and make voids), trumps
        only when the rules force them, the lowest ones."""
        hand, chien = view.hand, view.chien
        pool = hand.bits | chien.bits

        def order(card: Card) -> tuple:  # the suit's length in hand and chien, then the points
            return (pool & SUIT_BITS_BY_INDEX[card.index]).bit_count(), -card.half_points, card

        return legal_ecart(hand, chien, order=order)

    def choose_poignee(self, view: SeatView) -> CardSet | None:
        options = view.poignee_options()
        return view.cards_to_show(options[-1]) if options else None

    def card_to_play(self, game: Game, seat: int) -> Card:
        """The card ``seat`` (the seat to play) plays now: its view made once for the decision."""
        return self._choose_card(SeatView(game, seat), game._legal_bits())

    def _choose_card(self, view: SeatView, legal: int) -> Card:
        if not legal & (legal - 1):  # one legal card
            return DECK[legal.bit_length() - 1]
        trick = view.trick
        if not trick.cards:
            return self._lead(view, legal)
        players = view.players
        last_to_play = len(trick.cards) == players - 1
        winning_seat = None
        if trick.led is not None:
            winning_seat = (view.leader + trick.cards.index(DECK[winning_index(trick.bits, trick.led_bits)])) % players
        friendly = winning_seat is not None and self._same_side(view, winning_seat)
        if friendly and last_to_play:  # give points to one's own side's trick
            return richest_card(legal)
        winners = legal & ~EXCUSE_BIT & winning_bits(trick)
        if winners and not friendly:
            if not last_to_play and winners & ~PETIT.bit:
                winners &= ~PETIT.bit  # the Petit wins only as the last card, where it cannot be taken
            return lowest_card(winners)
        if legal & EXCUSE_BIT and len(view.hand) > 1 and not friendly:
            return EXCUSE  # keeps its 4.5 points rather than losing a card of value
        return cheapest_card(legal)

    def _lead(self, view: SeatView, legal: int) -> Card:
        """Lead a small card of its longest suit; the taker with many trumps leads trumps."""
        hand = view.hand.bits
        if view.seat == view.taker and (hand & TRUMP_BITS).bit_count() * 2 > hand.bit_count():
            trumps = legal & TRUMP_BITS & ~PETIT.bit
            if trumps:
                return DECK[trumps.bit_length() - 1]
        # Each suit's lowest card under the king, the longest suit first, then the lowest rank.
        plain = [lowest_card(cards) for suit in PLAIN_SUITS if (cards := legal & suit & ~KING_BITS)]
        if plain:
            return min(plain, key=lambda card: (-(hand & SUIT_BITS_BY_INDEX[card.index]).bit_count(), card.rank))
        return cheapest_card(legal)

    @staticmethod
    def _same_side(view: SeatView, seat: int) -> bool:
        """Whether ``seat`` is on this bot's side, as far as this seat knows. A seat whose side
        it cannot know yet (5 players, the called card unseen) is taken for a defender, as
        most seats are."""
        if seat == view.seat:
            return True
        if not view.sides_known:  # only the taker's side is known to all (§4): the others pass for defenders
            return (seat == view.taker) == (view.seat == view.taker)
        attack = (view.taker, view.partner)  # the partner, known to this seat now (None: the taker alone)
        return (seat in attack) == (view.seat in attack)


PLAIN_SUITS = tuple(SUIT_BITS[suit] for suit in SUITS)  # the four suits' bits, in canonical order


def run_bots(game: Game, bots: Mapping[int, RandomBot]) -> None:
    """Let the bots act until a seat without a bot must act, or the deal is over."""
    seat = game.to_act
    while seat in bots:  # to_act is None once the deal is over
        bots[seat].act(game, seat)
        seat = game.to_act


def play_out(game: Game, bots: Mapping[int, RandomBot]) -> None:
    """Play ``game`` on from where it stands, with ``bots`` (seat: bot), until a seat without a bot
    must act or the deal is over — the engine's entry point for simulations and advisers.

    The same deal as :func:`run_bots` (the bots choose the same cards), on the fast route: every
    card goes through the engine's unchecked step, the bot having chosen it among the legal
    bits; so do the bids, the call, the écart and the poignées, chosen among what the rules
    allow.

    To play many deals from one position (a coach, a hand adviser), play out a
    :meth:`Game.copy` of it each time; for a given hand, start from
    ``Game.from_deal(deal_from_hands(...))``."""
    push = game._push
    seat = game.to_act
    while (bot := bots.get(seat)) is not None:  # to_act is None once the deal is over
        phase = game.phase
        if phase is PLAY:
            if not game.tricks and seat not in game.poignees:  # a poignée is shown before one's first card (§7)
                shown = bot.choose_poignee(game.view(seat))
                if shown:
                    game._show_poignee(seat, shown)
            push(bot.card_to_play(game, seat))
        elif phase is BIDDING:
            game._bid(bot.choose_bid(game.view(seat)))
        elif phase is ECART:
            game._put_aside(bot.choose_ecart(game.view(seat)).bits)
        else:  # the call, at 5 players
            game._call(bot.choose_call(game.view(seat)))
        seat = game.to_act


def play_bot_deal(players: int = 4, seed: int | str | None = None, *, bot=RandomBot, **options) -> Game:
    """A whole deal played by bots of class ``bot``, scored. The deal is dealt from ``seed``
    (:func:`~tarot_learn.deal.deal`), and the bots of every seat draw from one generator seeded
    with the deal's seed (a text seed hashed once): the same seed, the same deal and play."""
    game = Game(players, seed=seed, **options)
    rng = random_source(game.deal.seed)
    play_out(game, {seat: bot(rng) for seat in range(players)})
    return game
