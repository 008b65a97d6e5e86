"""A whole deal, from the shuffle to the score (RULES.md §2–§7), as one state object.

``Game`` walks the phases in order — deal (and redeal on a Petit sec or when everyone
passes), bidding, the call at 5 players, the chien and the écart, the tricks, the score —
and at each step it knows whose turn it is and what that seat may do (:meth:`Game.prompt`).
Every action is checked by the rules modules; an illegal one raises
:class:`~tarot_learn.errors.IllegalActionError` with the reason, and changes nothing.

A seat sees only what it may see: :meth:`Game.view` gives its own hand, the chien when it is
shown, the tricks, what was announced — never another player's hand. Bots and widgets play
through views. Everything that happened is in :attr:`Game.history`, to replay a deal.

**The engine inside.** Bots, simulations and searches play thousands of deals a second, so the
state is kept the way the rules read it fastest (RULES.md §5, §6): each hand an int with one bit
per card (:attr:`Game.hand_bits`), the trick a :class:`~tarot_learn.play.Trick` that knows its
bits, led suit and highest trump, whose turn a stored field (:attr:`Game.to_act`), the history
as compact entries turned into :class:`Event` values only when :attr:`Game.history` is read.

Two routes act on a game, as python-chess keeps ``push`` beside ``push_san``:

* **checked** — :meth:`Game.bid`, :meth:`Game.call`, :meth:`Game.make_ecart`,
  :meth:`Game.declare_poignee`, :meth:`Game.announce_slam`, :meth:`Game.play`, and
  :meth:`Game.act` for whatever the phase asks: every action is checked, an illegal one is
  refused with the rule's sentence and changes nothing;
* **unchecked** — :meth:`Game.push` (a bid, the called card, the écart or a card, by the phase)
  and :meth:`Game.push_poignee`, for a caller that already holds a legal action: the legal cards
  as an int come from :meth:`Game.legal_bits`, the bids from ``game.auction.allowed()``… They
  record the same events and reach the same state, faster; given an illegal action, they leave
  the game in a state the rules never reach.

:meth:`Game.copy` gives a game to play on without changing this one; bots play through
:class:`SeatView`, the :class:`~tarot_learn.strategy.bots.Bot` protocol and
:func:`~tarot_learn.strategy.bots.play_out` (unchecked) or :func:`~tarot_learn.strategy.bots.run_bots`
(checked).
"""

from __future__ import annotations

import enum
from collections import namedtuple
from collections.abc import Sequence
from dataclasses import dataclass

from . import i18n
from .bidding import Auction
from .call import callable_cards, check_call, partner_seat
from .cards import (
    BOUT_BITS,
    DECK,
    PETIT,
    TRUMP_BITS,
    Card,
    CardSet,
    Hand,
    Suit,
    half_points_of,
)
from .contracts import Contract
from .deal import Deal, check_seat, deal, deal_size, redeal
from .ecart import check_ecart, ecart_candidates
from .errors import CardNotInHandError, IllegalActionError
from .excuse import ExcuseSettlement, check_excuse_option, settle_played
from .i18n import Deferred
from .parsing import parse_card, parse_cards
from .play import (
    PlayedTrick,
    PlayVerdict,
    Trick,
    called_suit_bits,
    excuse_wins_trick,
    explain_play,
    first_leader,
    legal_bits,
    may_announce_slam,
    winning_index,
)
from .poignee import POIGNEE_SIZES, POIGNEES, Poignee, cards_to_show, check_poignee, poignee_options
from .scoring import ScoreBreakdown, score_breakdown
from .seats import seat_name
from .sides import ATTACK, DEFENCE, Side


class Phase(enum.Enum):
    """Where a deal stands."""

    BIDDING = "bidding"
    CALL = "call"  # 5 players: the taker calls a king
    ECART = "ecart"  # Petite and Garde: the taker puts cards aside
    PLAY = "play"
    OVER = "over"

    def localized(self, lang: str | None = None) -> str:
        return i18n.text(f"game.phase.{self.value}", lang)


# The phases under plain names too: reading ``Phase.PLAY`` costs ten times reading a global in
# Python 3.11, and the game asks "which phase?" at every card.
BIDDING, CALL, ECART, PLAY, OVER = Phase


# ``details`` defaults to one dict, shared by the events without details and never changed.
# (collections' namedtuple rather than typing's NamedTuple: typing would cost every import of tarot_learn.)
class Event(namedtuple("Event", ("kind", "seat", "details"), defaults=(None, {}))):
    """One line of a deal's history: what happened (``kind``: str), who did it (``seat``: an int
    or None), and the details (a dict). (A named tuple: a deal records one at every card, and
    tuples are quick to make.)"""

    __slots__ = ()

    def describe(self, lang: str | None = None, names: Sequence[str] | None = None) -> str:
        """The event in a sentence; its seat by ``names[seat]`` (a viewer's "Vous", "À droite"…,
        :func:`tarot_learn.seats.seat_names`), else as "Joueur 1…5": a learner counts from 1."""
        if self.seat is None:
            return i18n.text(f"game.event.{self.kind}", lang, **self.details)
        who = names[self.seat] if names is not None else i18n.text("seat.label.number", lang, number=self.seat + 1)
        return i18n.text(f"game.event.{self.kind}", lang, seat=who, **self.details)


def _dealt_event(dealt: Deal) -> Event:
    """Who dealt, and from which seed — a prepared deal has none to give (RULES.md §2)."""
    if dealt.prepared:
        return Event("deal_prepared", dealt.dealer)
    return Event("deal", dealt.dealer, {"seed": dealt.seed})


@dataclass(frozen=True)
class DealResult:
    """The end of a deal: the Excuse's settlement, what the attack counted, and the score."""

    settlement: ExcuseSettlement
    attack_cards: CardSet  # its tricks after the Excuse exchange, plus the écart or the chien
    attack_points: float
    bouts: int
    score: ScoreBreakdown


class Game:
    """One deal of French Tarot for 3, 4 or 5 players.

    ``Game(players=4, seed=7, dealer=0)`` deals at once. Then the seat :attr:`to_act` acts:
    :meth:`bid`, :meth:`call` (5 players), :meth:`make_ecart`, :meth:`announce_slam`,
    :meth:`declare_poignee` and :meth:`play`. ``excuse_last_trick`` is the rules option of
    RULES.md §6 (``"camp"``, the Decision, or ``"winner"``).

    >>> game = Game(players=4, seed=7)
    >>> print(game.prompt("en"))
    To bid: player 2; pass, or Petite, Garde, Garde sans (without the chien), Garde contre (against the chien).
    >>> game.bid(1, "garde"); game.bid(2, None); game.bid(3, None); game.bid(0, None)
    >>> game.phase, game.to_act
    (<Phase.ECART: 'ecart'>, 1)
    >>> print(game.prompt("en"))
    The taker (player 2) puts 6 cards aside.

    What the engine keeps, for bots and searches to read (never to write: the engine changes them
    in place — play on a :meth:`copy`):

    * ``hand_bits`` — each seat's cards now, as ints with one bit per card (RULES.md §1);
      :attr:`hands` gives them as :class:`~tarot_learn.cards.Hand` values;
    * ``trick`` — the trick on the table, a :class:`~tarot_learn.play.Trick` (its cards, bits, led
      suit, highest trump and seats), which the engine empties for the next leader at each trick's end;
    * ``tricks`` — the finished tricks (:class:`~tarot_learn.play.PlayedTrick`), ``leader`` the seat
      that led the trick on the table, ``to_act`` the seat to act (``None`` once the deal is over).
    """

    __slots__ = (
        "players",
        "excuse_last_trick",
        "redeals",
        "deal",
        "hand_bits",
        "auction",
        "phase",
        "to_act",
        "contract",
        "taker",
        "called_card",
        "partner",
        "_called_played",
        "ecart",
        "shown_trumps",
        "slam_announced",
        "poignees",
        "tricks",
        "leader",
        "trick",
        "result",
        "_log",
    )

    def __init__(
        self,
        players: int = 4,
        seed: int | str | None = None,
        dealer: int = 0,
        *,
        excuse_last_trick="camp",
        dealt: Deal | None = None,
    ):
        if dealt is not None:  # a prepared deal: it fixes the players and the dealer
            players, dealer = dealt.players, dealt.dealer
        deal_size(players)
        self.players = players
        self.excuse_last_trick = check_excuse_option(excuse_last_trick)
        self._log: list[tuple[int, Event]] = []  # (cards played by then, event): see `history`
        self.redeals = 0
        self._start(dealt or deal(players, seed, check_seat(dealer, players)))

    @classmethod
    def from_deal(cls, dealt: Deal, *, excuse_last_trick="camp") -> Game:
        """A game that starts from a given deal (see :func:`~tarot_learn.deal.deal_from_hands`)."""
        return cls(dealt=dealt, excuse_last_trick=excuse_last_trick)

    # --- the deal and the bidding (RULES.md §2, §3) -----------------------------------------------
    def _start(self, dealt: Deal) -> None:
        """Deal, redealing while a player has the Petit sec (§2)."""
        self._log.append((0, _dealt_event(dealt)))  # no card played yet
        while dealt.petit_sec_seats():
            self._log.append((0, Event("petit_sec", dealt.petit_sec_seats()[0])))
            dealt = self._redeal(dealt)
            self._log.append((0, _dealt_event(dealt)))
        self.deal = dealt
        self.hand_bits = list(dealt.hand_bits)  # the hands as they are now (see the class's docstring)
        self.auction = Auction(self.players, dealt.dealer)
        self.phase = BIDDING
        self.to_act: int | None = self.auction.speaker  # the seat that must act now; None once over
        self.contract: Contract | None = None
        self.taker: int | None = None
        self.called_card: Card | None = None
        self.partner: int | None = None  # the called card's holder (None: the taker is alone)
        self._called_played = False  # the called card is in a finished trick (see partner_revealed)
        self.ecart = CardSet.from_bits(0)
        self.shown_trumps = CardSet.from_bits(0)  # trumps put in the écart, shown to the defence (§4)
        self.slam_announced = False
        self.poignees: dict[int, tuple[Poignee, CardSet]] = {}  # seat: what he showed
        self.tricks: list[PlayedTrick] = []
        self.leader = dealt.first_player
        self.trick = Trick.starting(self.leader, self.players)  # the trick on the table (§5)
        self.result: DealResult | None = None

    @property
    def partner_revealed(self) -> bool:
        """Whether the called card has been played, which shows its holder to all (RULES.md §4)."""
        called = self.called_card
        return called is not None and (self._called_played or bool(self.trick.bits & called.bit))

    @property
    def hands(self) -> tuple[Hand, ...]:
        """Each seat's cards now, as :class:`~tarot_learn.cards.Hand` values (as :attr:`Deal.hands`
        gives the dealt ones). Every player's: a seat sees its own through :meth:`view`."""
        return tuple(Hand.from_bits(bits) for bits in self.hand_bits)

    def _redeal(self, dealt: Deal) -> Deal:
        self.redeals += 1
        return redeal(dealt)

    @property
    def dealer(self) -> int:
        return self.deal.dealer

    def _record(self, event: Event) -> None:
        """Log what happened, with how many cards had been played by then (the cards themselves
        are in the tricks: :attr:`history` puts the two together)."""
        self._log.append((len(self.tricks) * self.players + len(self.trick.cards), event))

    @property
    def history(self) -> list[Event]:
        """Everything that happened, in order, as :class:`Event` values made now: the events
        logged as they happened and, between them, each card played, the partner shown by the
        called card and each finished trick, read from the tricks themselves."""
        plays = [play for trick in self.tricks for play in zip(trick.seats, trick.cards, strict=True)]
        plays += zip(self.trick.seats, self.trick.cards, strict=True)
        events = []
        played = 0
        for position, event in [*self._log, (len(plays), None)]:
            while played < position:
                seat, card = plays[played]
                events.append(Event("play", seat, {"card": card}))
                if card is self.called_card:  # the called card is played once: the partner is known (§4)
                    events.append(Event("partner", seat, {"card": card}))
                played += 1
                if played % self.players == 0:
                    number = played // self.players
                    trick = self.tricks[number - 1]
                    events.append(Event("trick", trick.winner, {"number": number, "cards": trick.cards}))
            if event is not None:
                events.append(event)
        return events

    def bid(self, seat: int, contract: Contract | str | None) -> None:
        """``seat`` passes (``None``) or bids (RULES.md §3). Everyone passing redeals."""
        self._expect(BIDDING, seat)
        self.auction.bid(seat, contract)
        self._after_bid(seat, self.auction.history[-1][1])

    def _bid(self, contract: Contract | None) -> None:
        """The seat to act bids ``contract`` (``None``: passes), unchecked (see :meth:`push`)."""
        seat = self.to_act
        self.auction._say(seat, contract)
        self._after_bid(seat, contract)

    def _after_bid(self, seat: int, said: Contract | None) -> None:
        self._record(Event("bid", seat, {"contract": said}) if said else Event("pass", seat))
        if not self.auction.is_over:
            self.to_act = self.auction.speaker
            return
        if self.auction.all_passed:
            self._record(Event("all_passed", None))
            self._start(self._redeal(self.deal))
            return
        self.taker, self.contract = self.auction.taker, self.auction.contract
        self._record(Event("taker", self.taker, {"contract": self.contract}))
        if self.players == 5:
            self.phase = CALL
            self.to_act = self.taker
        else:
            self._turn_chien()

    # --- the call and the chien (RULES.md §4) -----------------------------------------------------------
    def call(self, seat: int, card: Card | str) -> None:
        """At 5 players, the taker calls a king (or a queen… when he holds all the kings)."""
        self._expect(CALL, seat)
        self._call(check_call(self._hand(seat), card))

    def _call(self, card: Card) -> None:
        """The taker calls ``card``, unchecked (see :meth:`push`). Its holder is his partner; the
        taker's own card, or one in the chien, leaves him alone (§4)."""
        seat = self.taker
        self.called_card = card
        self.partner = partner_seat(seat, card, self.deal.hand_bits, self.deal.chien_bits)
        self._record(Event("call", seat, {"card": card}))
        self._turn_chien()

    def _turn_chien(self) -> None:
        if self.contract.taker_takes_chien:
            self._record(Event("chien_shown", self.taker, {"cards": self.deal.chien}))
            self.phase = ECART
            self.to_act = self.taker
        else:
            side = "chien_to_taker" if self.contract.chien_counts_for_attack else "chien_to_defence"
            self._record(Event(side, self.taker))
            self._start_play()

    def ecart_candidates(self) -> CardSet:
        """The cards the taker may put aside (RULES.md §4)."""
        return ecart_candidates(self._hand(self.taker), self.deal.chien)

    def make_ecart(self, seat: int, cards) -> None:
        """The taker puts aside as many cards as the chien held (RULES.md §4)."""
        self._expect(ECART, seat)
        verdict = check_ecart(self._hand(seat), self.deal.chien, cards)
        if not verdict.legal:
            raise IllegalActionError("error.game.ecart", reasons=Deferred(verdict.explain))
        self._put_aside(verdict.ecart.bits)

    def _put_aside(self, ecart: int) -> None:
        """The taker takes the chien and puts the cards ``ecart`` (bits) aside, unchecked (see
        :meth:`push`): a legal écart has no bout, and its trumps are shown (RULES.md §4)."""
        seat = self.taker
        self.hand_bits[seat] = (self.hand_bits[seat] | self.deal.chien_bits) & ~ecart
        self.ecart = CardSet.from_bits(ecart)
        self.shown_trumps = CardSet.from_bits(ecart & TRUMP_BITS)
        self._record(Event("ecart", seat, {"count": len(self.ecart), "shown": self.shown_trumps}))
        self._start_play()

    def _start_play(self) -> None:
        self.phase = PLAY
        self._lead(first_leader(self.dealer, self.players))

    def _lead(self, seat: int) -> None:
        """``seat`` leads the next trick."""
        self.leader = self.to_act = seat
        self.trick.start(seat, self.players)

    # --- announcements (RULES.md §5, §7) ------------------------------------------------------------------
    def announce_slam(self, seat: int) -> None:
        """The taker announces a slam before the first card; he then leads the first trick (§5)."""
        if self.phase is not PLAY or self.tricks or self.trick.cards:
            raise IllegalActionError("error.game.slam_time")
        if not may_announce_slam(check_seat(seat, self.players), self.taker, self.players):
            raise IllegalActionError("error.game.slam_taker", seat=seat, taker=self.taker)
        self.slam_announced = True
        self._lead(first_leader(self.dealer, self.players, slam_announcer=seat))
        self._record(Event("slam", seat))

    def _shown_in_ecart(self, seat: int) -> CardSet:
        """The trumps ``seat`` put in his écart and showed: they count toward his poignée (§7)."""
        return self.shown_trumps if seat == self.taker else CardSet.from_bits(0)

    def poignee_options(self, seat: int) -> list[Poignee]:
        """The poignées ``seat`` may still show: only before his first card (§7)."""
        if self.phase is not PLAY or self.tricks or seat in self.poignees or seat != self.to_act:
            return []
        return poignee_options(self._hand(seat), self.players, shown_in_ecart=self._shown_in_ecart(seat))

    def cards_to_show(self, seat: int, poignee: Poignee) -> CardSet:
        """What ``seat`` shows for ``poignee``, écart trumps included (§7)."""
        return cards_to_show(self._hand(seat), poignee, self.players, shown_in_ecart=self._shown_in_ecart(seat))

    def declare_poignee(self, seat: int, cards) -> Poignee:
        """``seat`` shows a poignée just before playing his first card (RULES.md §7)."""
        self._expect(PLAY, seat)
        if self.tricks or seat in self.poignees:
            raise IllegalActionError("error.game.poignee_time")
        poignee = check_poignee(self._hand(seat), cards, self.players, shown_in_ecart=self._shown_in_ecart(seat))
        self._show_poignee(seat, CardSet(parse_cards(cards)), poignee)
        return poignee

    def push_poignee(self, shown: CardSet) -> None:
        """The seat to act shows the trumps ``shown`` as a poignée before its first card (RULES.md
        §7) — **unchecked**, like :meth:`push`: the caller took them from :meth:`cards_to_show` for
        one of :meth:`poignee_options`, so they are exactly one poignée's number of trumps, which
        tells which poignée. :meth:`declare_poignee` is the checked step."""
        self._show_poignee(self.to_act, shown, POIGNEES[POIGNEE_SIZES[self.players].index(len(shown))])

    def _show_poignee(self, seat: int, shown: CardSet, poignee: Poignee) -> None:
        self.poignees[seat] = (poignee, shown)
        self._record(Event("poignee", seat, {"poignee": poignee, "cards": shown}))

    # --- the tricks (RULES.md §5, §6) -----------------------------------------------------------------------
    def _first_lead_called_card(self) -> Card | None:
        """At 5 players the called suit may not be led on the first trick (§4)."""
        return self.called_card if not self.tricks and not self.trick.cards else None

    def legal_cards(self, seat: int | None = None) -> CardSet:
        """The cards ``seat`` (default: the seat to play) may play now."""
        if seat is not None:
            check_seat(seat, self.players)
        if self.phase is not PLAY or (seat is not None and seat != self.to_act):
            return CardSet()
        return CardSet.from_bits(self.legal_bits())

    def legal_bits(self) -> int:
        """The legal cards of the seat to play, as an int with one bit per card (RULES.md §5; §4
        for the first lead at 5 players): the engine's question for bots and searches. Not
        checked: in the play phase only, where its answer means something (:meth:`legal_cards`
        answers in any phase, for any seat, as cards; :meth:`SeatView.legal_bits` for a seat)."""
        trick = self.trick
        hand = self.hand_bits[self.to_act]
        if self.called_card is not None and not trick.cards and not self.tricks:
            hand &= ~called_suit_bits(hand, self.called_card)
        return legal_bits(hand, trick.led_bits, trick.top)

    def explain_play(self, seat: int, card: Card | str, lang: str | None = None) -> PlayVerdict:
        """May ``seat``, whose turn it is, play ``card`` now, and why (RULES.md §5; §4 at the first
        lead at 5 players): the verdict :meth:`play` gives."""
        card = parse_card(card)
        return explain_play(card, self._hand(seat), self.trick, lang=lang, called_card=self._first_lead_called_card())

    def play(self, seat: int, card: Card | str) -> None:
        """``seat`` plays ``card`` to the trick. An illegal card is refused with the rule."""
        if self.phase is not PLAY or seat != self.to_act:
            self._expect(PLAY, seat)  # raises the error that says whose turn it is
        card = parse_card(card)
        hand = self.hand_bits[seat]
        if not hand & card.bit:
            raise CardNotInHandError("error.card.not_in_hand", card=card, hand=Hand.from_bits(hand))
        if not self.legal_bits() & card.bit:
            verdict = self.explain_play(seat, card)
            raise IllegalActionError("error.game.illegal_card", reason=Deferred(verdict.explain))
        self.push(card)

    # --- one step, whatever the phase ---------------------------------------------------------------------
    def act(self, seat: int, action) -> None:
        """``seat`` does ``action``, which the phase says: a contract or ``None`` (a pass) while
        bidding, the card to call, the écart's cards, or a card to play — through the checked
        :meth:`bid`, :meth:`call`, :meth:`make_ecart` or :meth:`play`, which refuse an illegal one."""
        phase = self.phase
        if phase is PLAY or phase is OVER:
            self.play(seat, action)  # once the deal is over: the error that says so
        elif phase is BIDDING:
            self.bid(seat, action)
        elif phase is CALL:
            self.call(seat, action)
        else:
            self.make_ecart(seat, action)

    def push(self, action) -> None:
        """The seat to act (:attr:`to_act`) does ``action``, which the phase says: a
        :class:`~tarot_learn.contracts.Contract` or ``None`` (a pass) while bidding, the
        :class:`~tarot_learn.cards.Card` to call, the écart as a :class:`~tarot_learn.cards.CardSet`,
        or a :class:`~tarot_learn.cards.Card` to play. The same events and state as :meth:`act`.

        **Unchecked**: nothing checks that the action is legal, nor even that it is a card
        in the hand — this is the engine's fast step, for bots and searches that chose the
        action among what the rules allow (:meth:`legal_bits`, ``auction.allowed()``,
        :meth:`SeatView.callable_cards`, a legal écart). An illegal action leaves the game in a
        state the rules never reach. From a learner's input, use :meth:`act` or the checked
        methods."""
        if self.phase is PLAY:  # the common case first: a card, its trick updated at once
            self.hand_bits[self.to_act] ^= action.bit
            trick = self.trick
            played = trick.push(action)
            if played < self.players:
                self.to_act = trick.order[played]
            else:
                self._end_trick(trick)
        elif self.phase is BIDDING:
            self._bid(action)
        elif self.phase is CALL:
            self._call(action)
        elif self.phase is ECART:
            self._put_aside(action.bits)
        else:
            raise IllegalActionError("error.game.phase", phase=self.phase, wanted=PLAY)

    def _end_trick(self, trick: Trick) -> None:
        order = trick.order
        if self.slam_announced and self._slam_exception(trick.cards):
            winner = order[0]
        else:  # §5 "Winner": the highest trump, else the highest card of the led suit (Trick.winning_card)
            winner = order[trick.cards.index(DECK[winning_index(trick.bits, trick.led_bits)])]
        self.tricks.append(PlayedTrick._of(trick, winner))
        if self.called_card is not None and trick.bits & self.called_card.bit:
            self._called_played = True
        self.leader = self.to_act = winner  # he leads the next trick (as _lead, at every trick's end)
        trick.start(winner, self.players)
        if not self.hand_bits[winner]:
            self._score()

    def _slam_exception(self, cards: tuple[Card, ...]) -> bool:
        """§6: the slam announcer, whose side won every trick, leads the Excuse to the last trick."""
        return excuse_wins_trick(
            cards,
            last_trick=not self.hand_bits[self.leader],
            leader_announced_slam=self.leader == self.taker,
            leader_side_won_every_trick=all(self.side_of(trick.winner) == ATTACK for trick in self.tricks),
        )

    # --- the score (RULES.md §6, §7) ---------------------------------------------------------------------------
    def side_of(self, seat: int) -> Side:
        """``Side.ATTACK`` for the taker and his partner, ``Side.DEFENCE`` for the others."""
        return ATTACK if seat == self.taker or seat == self.partner else DEFENCE

    def _score(self) -> None:
        sides = [DEFENCE] * self.players
        sides[self.taker] = ATTACK
        if self.partner is not None:
            sides[self.partner] = ATTACK
        settlement = settle_played(self.tricks, sides, self.excuse_last_trick)  # the game's own tricks: no check
        attack_bits = settlement.piles[ATTACK].bits
        points = settlement.points[ATTACK]
        # The écart (Petite, Garde) or the unseen chien (Garde sans) counts for the taker (§4).
        extra = self.ecart.bits if self.contract.taker_takes_chien else self.deal.chien_bits
        if self.contract.chien_counts_for_attack:
            attack_bits |= extra
            points += half_points_of(extra) / 2
        bouts = (attack_bits & BOUT_BITS).bit_count()
        winners = {sides[seat] for seat in {trick.winner for trick in self.tricks}}
        # Everything below comes from the deal itself: scored without checking it again (§7).
        score = score_breakdown(
            self.players,
            self.contract,
            float(points),
            bouts,
            taker=self.taker,
            partner=None if self.partner == self.taker else self.partner,
            petit_au_bout=self._petit_au_bout(settlement.case == "slam"),
            poignees=tuple((poignee.bonus, sides[seat]) for seat, (poignee, _) in self.poignees.items()),
            slam_announced=self.slam_announced,
            slam=winners.pop() if len(winners) == 1 else None,
        )
        self.result = DealResult(settlement, CardSet.from_bits(attack_bits), points, bouts, score)
        self.phase = OVER
        self.to_act = None
        self._record(Event("made" if score.made else "failed", self.taker, {"difference": abs(score.difference)}))

    def _petit_au_bout(self, excuse_won_last: bool) -> str | None:
        """The side that won the last trick with the Petit in it — or the second-to-last trick
        when the Excuse won the last one under the slam exception (§6, §7)."""
        last = self.tricks[-2] if excuse_won_last and not self.tricks[-1].bits & PETIT.bit else self.tricks[-1]
        return self.side_of(last.winner) if last.bits & PETIT.bit else None

    # --- whose turn, and what he may do ------------------------------------------------------------------
    def _expect(self, phase: Phase, seat: int) -> None:
        check_seat(seat, self.players)
        if self.phase is not phase:
            raise IllegalActionError("error.game.phase", phase=self.phase, wanted=phase)
        if seat != self.to_act:
            raise IllegalActionError("error.game.turn", seat=seat, to_act=self.to_act)

    def prompt(self, lang: str | None = None) -> str:
        """Whose turn it is and what he may do, in one sentence (the seat counted from 1: "le joueur 1")."""
        seat = self.to_act
        if self.phase is OVER:
            return i18n.text("game.prompt.over", lang, scores=" / ".join(f"{s:+d}" for s in self.result.score.scores))
        name = seat_name(seat, None, self.players, lang, noun=True)
        if self.phase is BIDDING:
            return i18n.text("game.prompt.bid", lang, seat=name, allowed=self.auction.allowed())
        if self.phase is CALL:
            return i18n.text("game.prompt.call", lang, seat=name, cards=callable_cards(self._hand(seat)))
        if self.phase is ECART:
            return i18n.text("game.prompt.ecart", lang, seat=name, count=len(self.deal.chien))
        return i18n.text("game.prompt.play", lang, seat=name, cards=self.legal_cards(seat))

    def _hand(self, seat: int) -> Hand:
        return Hand.from_bits(self.hand_bits[seat])

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may see now."""
        return SeatView(self, check_seat(seat, self.players))

    def copy(self) -> Game:
        """An independent copy of this game at this point, to play on without changing it (a coach
        tries a card, a simulation plays the deal out many times from one position)."""
        twin = object.__new__(Game)
        for name in _SHARED:  # values never changed in place: numbers, enums, cards, card sets, the deal
            setattr(twin, name, getattr(self, name))
        # What the game changes in place is copied (a finished trick never changes).
        twin._log, twin.hand_bits, twin.tricks = list(self._log), list(self.hand_bits), list(self.tricks)
        twin.trick, twin.auction, twin.poignees = self.trick.copy(), self.auction.copy(), dict(self.poignees)
        return twin

    def __repr__(self) -> str:
        return f"Game(players={self.players}, seed={self.deal.seed!r}, phase={self.phase.value})"

    def _repr_svg_(self) -> str:
        from .display.game_view import game_svg

        return game_svg(self.view(self.to_act if self.to_act is not None else 0))

    def _repr_html_(self) -> str:
        # JupyterLab draws an SVG output as an <img> without alt text: this one carries the picture's words.
        from .display.markup import svg_img

        return svg_img(self._repr_svg_())


# Game.copy(): the slots whose values the game never changes in place, shared by a copy.
_SHARED = tuple(
    name for name in Game.__slots__ if name not in ("_log", "hand_bits", "tricks", "trick", "auction", "poignees")
)


class SeatView:
    """The deal as one seat sees it: his own hand, and what is public (RULES.md §4–§7).

    A view is live: it reads the game at each question, so a bot may keep one view per seat for a
    whole deal.
    """

    __slots__ = ("_game", "seat")

    def __init__(self, game: Game, seat: int):
        self._game = game
        self.seat = seat

    players = property(lambda self: self._game.players)
    dealer = property(lambda self: self._game.dealer)
    phase = property(lambda self: self._game.phase)
    to_act = property(lambda self: self._game.to_act)
    contract = property(lambda self: self._game.contract)
    taker = property(lambda self: self._game.taker)
    called_card = property(lambda self: self._game.called_card)
    trick = property(lambda self: self._game.trick)  # the game's own Trick: read it, never push to it
    leader = property(lambda self: self._game.leader)
    tricks = property(lambda self: list(self._game.tricks))
    bids = property(lambda self: self._game.auction.history)
    shown_trumps = property(lambda self: self._game.shown_trumps)
    poignees = property(lambda self: dict(self._game.poignees))
    slam_announced = property(lambda self: self._game.slam_announced)
    result = property(lambda self: self._game.result)
    # The rules option of RULES.md §6 the table plays by: agreed before the deal, known to all.
    excuse_last_trick = property(lambda self: self._game.excuse_last_trick)

    @property
    def hand(self) -> Hand:
        return self._game._hand(self.seat)

    @property
    def chien(self) -> CardSet | None:
        """The chien, once it is shown (Petite, Garde) — never at Garde sans or contre (§4)."""
        game = self._game
        shown = game.phase not in (BIDDING, CALL) and game.contract.taker_takes_chien
        return game.deal.chien if shown or game.phase is OVER else None

    @property
    def ecart(self) -> CardSet | None:
        """The écart: the taker's secret, seen by him alone until the deal is over."""
        game = self._game
        return game.ecart if self.seat == game.taker or game.phase is OVER else None

    @property
    def played(self) -> CardSet:
        """Every card played so far, in the finished tricks and on the table: public, all seats
        saw them (RULES.md §5).

        >>> game = Game(4, seed=7)
        >>> game.bid(1, "garde sans"); game.bid(2, None); game.bid(3, None); game.bid(0, None)
        >>> game.play(1, "V♣"); game.play(2, "D♣"); game.play(3, "R♣"); game.play(0, "6♣")
        >>> game.play(3, "4♣")
        >>> game.view(0).played
        CardSet('4♣ 6♣ V♣ D♣ R♣')
        """
        game = self._game
        bits = game.trick.bits
        for trick in game.tricks:
            bits |= trick.bits
        return CardSet.from_bits(bits)

    def voids(self, seat: int) -> list[Suit]:
        """The suits ``seat`` has shown he no longer holds, in the order he showed it: a suit led
        to a trick (§5.2) that he did not follow (§5.3), Excuse apart. Public: everyone saw the
        tricks.

        >>> game = Game(4, seed=7)
        >>> game.bid(1, "garde sans"); game.bid(2, None); game.bid(3, None); game.bid(0, None)
        >>> game.play(1, "V♣"); game.play(2, "D♣"); game.play(3, "R♣"); game.play(0, "6♣")
        >>> game.play(3, "4♣"); game.play(0, "9♣")
        >>> game.view(2).voids(1)
        []
        >>> game.play(1, "2")  # player 1 trumps: he has no club left
        >>> game.view(2).voids(1)
        [<Suit.CLUBS: '♣'>]
        """
        check_seat(seat, self.players)
        game = self._game
        voids: list[Suit] = []
        for trick in [*game.tricks, game.trick]:
            if seat not in trick.seats:  # he has not played to the trick on the table yet
                continue
            led = trick.led
            card = trick.cards[trick.seats.index(seat)]
            if led is not None and card.suit is not led and not card.is_excuse and led not in voids:
                voids.append(led)
        return voids

    @property
    def partner(self) -> int | None:
        """The taker's partner at 5 players, once known to this seat (see :attr:`sides_known`);
        ``None`` while unknown, and when the taker plays alone."""
        return self._game.partner if self.sides_known else None

    @property
    def sides_known(self) -> bool:
        """Whether this seat knows every seat's side (RULES.md §3, §4). At 3 and 4 players, as
        soon as the taker is known. At 5 players, once the called card has been played or the
        deal is over, or when this seat has seen the called card: in his own hand (he is the
        partner, or the taker playing alone), in the chien shown to all, in his own écart."""
        game = self._game
        if game.taker is None:
            return False
        if game.players < 5 or game.partner_revealed or game.phase is OVER:
            return True
        called = game.called_card
        return called is not None and bool(self._seen_bits() & called.bit)

    def _seen_bits(self) -> int:
        """The cards this seat has seen once the king is called, as bits: his hand, the chien
        shown to all (Petite, Garde), and his own écart if he is the taker (RULES.md §4)."""
        game = self._game
        seen = game.hand_bits[self.seat]
        if game.contract.taker_takes_chien:
            seen |= game.deal.chien_bits
        if self.seat == game.taker:
            seen |= game.ecart.bits
        return seen

    def side_of(self, seat: int) -> Side | None:
        """The side of ``seat`` as this seat knows it, ``None`` while it cannot know: the taker
        is the attack for all; a seat that has not seen the called card (and is not the taker)
        knows it defends, but not who the partner is (RULES.md §4)."""
        game = self._game
        if game.taker is None:
            return None
        if seat == game.taker or self.sides_known:
            return game.side_of(seat)
        if seat == self.seat and game.called_card is not None:
            return DEFENCE
        return None

    def legal_cards(self) -> CardSet:
        return self._game.legal_cards(self.seat)

    def legal_bits(self) -> int:
        """This seat's legal cards as an int, when it is to play (:meth:`Game.legal_bits`, RULES.md
        §5); 0 otherwise: the bots' question at every card."""
        game = self._game
        return game.legal_bits() if game.to_act == self.seat and game.phase is PLAY else 0

    def explain_play(self, card: Card | str, lang: str | None = None):
        """May this seat play ``card`` now, and why (:meth:`Game.explain_play`)."""
        return self._game.explain_play(self.seat, card, lang)

    def allowed_bids(self) -> list[Contract]:
        return self._game.auction.allowed() if self.to_act == self.seat else []

    def callable_cards(self) -> list[Card]:
        return callable_cards(self.hand)

    def ecart_candidates(self) -> CardSet:
        return self._game.ecart_candidates()

    def poignee_options(self) -> list[Poignee]:
        return self._game.poignee_options(self.seat)

    def cards_to_show(self, poignee: Poignee) -> CardSet:
        return self._game.cards_to_show(self.seat, poignee)

    def __repr__(self) -> str:
        return f"SeatView(seat={self.seat}, phase={self.phase.value}, hand={str(self.hand)!r})"
