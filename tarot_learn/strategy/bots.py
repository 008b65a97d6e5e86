"""Computer players for :class:`~tarot_learn.game.Game`: a random one and a sensible one.

A bot is anything that follows the :class:`Bot` protocol: from its seat's
:class:`~tarot_learn.game.SeatView` alone it chooses what the seat does now (:meth:`Bot.choose`)
and whether to show a poignée (:meth:`Bot.choose_poignee`), among what the rules core allows —
it never decides legality itself. :class:`RandomBot`, :class:`SimpleBot` and
:class:`~tarot_learn.strategy.coach.CoachBot` are bots.

:func:`take_turn` lets the seat to act do what its bot chooses; :func:`run_bots` takes turns
through the checked steps (:meth:`Game.act`) until a seat without a bot must act, a game
table's route; :func:`play_out` does the same through the engine's unchecked steps
(:meth:`Game.push`), the simulations' route — the same choices either way, so both routes play
the same deal. :func:`play_bot_deal` plays a whole deal.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Protocol, runtime_checkable

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
from ..game import BIDDING, CALL, PLAY, Game, SeatView
from ..play import winning_bits
from .tactics import cheapest_card, lowest_card, richest_card

Action = Contract | Card | CardSet | None  # what a seat does: see Bot.choose


@runtime_checkable
class Bot(Protocol):
    """A computer player: it sees one seat's :class:`~tarot_learn.game.SeatView` and chooses among
    what the rules allow; the game checks nothing more on the fast route (:func:`play_out`)."""

    def choose(self, view: SeatView) -> Action:
        """What the seat does now, by ``view.phase``: while bidding, a
        :class:`~tarot_learn.contracts.Contract` of ``view.allowed_bids()`` or ``None`` (a pass);
        at the call (5 players), a card of ``view.callable_cards()``; at the écart, a legal écart
        as a :class:`~tarot_learn.cards.CardSet` (``view.ecart_candidates()``, RULES.md §4); in
        the tricks, a card of ``view.legal_bits()`` (RULES.md §5)."""
        ...

    def choose_poignee(self, view: SeatView) -> CardSet | None:
        """Just before the seat's first card: the trumps it shows as a poignée —
        ``view.cards_to_show(poignee)`` for one of ``view.poignee_options()`` — or ``None`` to
        show none (RULES.md §7). Asked before each card of the first trick."""
        ...


class RandomBot:
    """Picks at random among what the rules allow: a bid or a pass, a callable card, a legal
    écart, a legal card. Reproducible from its seed. The base of the package's bots: its
    :meth:`choose` asks :meth:`choose_bid`, :meth:`choose_call`, :meth:`choose_ecart`, or in the
    tricks ``_choose_card(view, legal)`` with the legal cards as an int, which subclasses override."""

    def __init__(self, seed: int | str | random.Random | None = None):
        # A random.Random is shared as it is: the bots of one simulated deal draw from one generator.
        if isinstance(seed, random.Random):
            self.rng = seed
        else:
            self.rng = random_source(seed) if seed is not None else random.Random()

    def choose(self, view: SeatView) -> Action:
        """What the seat does now (see :meth:`Bot.choose`), asked of the method of the phase."""
        legal = view.legal_bits()  # the common case first: in the tricks, a card among the legal ones
        if legal:
            return self._choose_card(view, legal)
        phase = view.phase
        if phase is BIDDING:
            return self.choose_bid(view)
        if phase is CALL:
            return self.choose_call(view)
        return self.choose_ecart(view)

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
        return self._choose_card(view, view.legal_bits())

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

    def _choose_card(self, view: SeatView, legal: int) -> Card:
        if not legal & (legal - 1):  # one legal card
            return DECK[legal.bit_length() - 1]
        trick = view.trick
        if not trick.cards:
            return self._lead(view, legal)
        players = view.players
        last_to_play = len(trick.cards) == players - 1
        winning = trick.winning_card()
        friendly = winning is not None and self._same_side(view, trick.seat_of(winning))
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


def take_turn(game: Game, bot: Bot) -> None:
    """The seat to act does what ``bot`` chooses from its view, through the checked steps
    (:meth:`Game.act`, :meth:`Game.declare_poignee`), which refuse an illegal choice: just before
    its first card, the poignée the bot shows, if any (RULES.md §7); then its action for the phase."""
    seat = game.to_act
    view = SeatView(game, seat)
    if not game.tricks and (shown := _poignee_shown(game, bot, view)):
        game.declare_poignee(seat, shown)
    game.act(seat, bot.choose(view))


def run_bots(game: Game, bots: Mapping[int, Bot]) -> None:
    """Let the bots (seat: bot) take their turns (:func:`take_turn`, checked) until a seat without
    a bot must act or the deal is over: a game table's route."""
    while (bot := bots.get(game.to_act)) is not None:  # to_act is None once the deal is over
        take_turn(game, bot)


def play_out(game: Game, bots: Mapping[int, Bot]) -> None:
    """Play ``game`` on from where it stands, with ``bots`` (seat: bot), until a seat without a bot
    must act or the deal is over — the engine's entry point for simulations and advisers.

    The same deal as :func:`run_bots` (the bots choose the same actions), on the fast route: each
    action goes through the engine's unchecked :meth:`Game.push` (:meth:`Game.push_poignee`), the
    bot having chosen it among what the rules allow; each seat's view is made once.

    To play many deals from one position (a coach, a hand adviser), play out a
    :meth:`Game.copy` of it each time; for a given hand, start from
    ``Game.from_deal(deal_from_hands(...))``."""
    views = {seat: SeatView(game, seat) for seat in bots}
    push = game.push
    while (bot := bots.get(seat := game.to_act)) is not None:  # to_act is None once the deal is over
        view = views[seat]
        if not game.tricks and (shown := _poignee_shown(game, bot, view)):
            game.push_poignee(shown)
        push(bot.choose(view))


def _poignee_shown(game: Game, bot: Bot, view: SeatView) -> CardSet | None:
    """During the first trick (the caller asks): the poignée the bot shows just before the seat's
    first card (RULES.md §7), or None — nothing at another phase or once the seat has shown one."""
    if game.phase is PLAY and view.seat not in game.poignees:
        return bot.choose_poignee(view)
    return None


def play_bot_deal(players: int = 4, seed: int | str | None = None, *, bot=RandomBot, **options) -> Game:
    """A whole deal played by bots of class ``bot``, scored. The deal is dealt from ``seed``
    (:func:`~tarot_learn.deal.deal`), and the bots of every seat draw from one generator seeded
    with the deal's seed (a text seed hashed once): the same seed, the same deal and play."""
    game = Game(players, seed=seed, **options)
    rng = random_source(game.deal.seed)
    play_out(game, {seat: bot(rng) for seat in range(players)})
    return game
