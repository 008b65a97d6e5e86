"""A whole deal, from the shuffle to the score (RULES.md §2–§7), as one state object.

``Game`` walks the phases in order — deal (and redeal on a Petit sec or when everyone
passes), bidding, the call at 5 players, the chien and the écart, the tricks, the score —
and at each step it knows whose turn it is and what that seat may do (:meth:`Game.prompt`).
Every action is checked by the rules modules; an illegal one raises
:class:`~tarot_learn.errors.IllegalActionError` with the reason, and changes nothing.

A seat sees only what it may see: :meth:`Game.view` gives its own hand, the chien when it is
shown, the tricks, what was announced — never another player's hand. Bots and widgets play
through views. Everything that happened is in :attr:`Game.history`, to replay a deal.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import NamedTuple

from . import i18n
from .bidding import Auction
from .call import callable_cards, check_call, partner_of
from .cards import BOUT_BITS, PETIT, Card, CardSet, Hand, half_points_of
from .contracts import Contract
from .deal import Deal, check_seat, deal, deal_size, redeal
from .ecart import check_ecart, ecart_candidates
from .errors import CardNotInHandError, IllegalActionError
from .excuse import ExcuseSettlement, check_excuse_option, settle_excuse
from .parsing import parse_card, parse_cards
from .play import PlayedTrick, Trick, excuse_wins_trick, explain_play, legal_bits, legal_cards, trick_winner
from .poignee import Poignee, check_poignee, poignee_options
from .scoring import ScoreBreakdown, score_deal

ATTACK, DEFENCE = "attack", "defence"


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


class Event(NamedTuple):
    """One line of a deal's history: what happened (``kind``), who did it, and the details.
    (A named tuple: a deal records one at every card, and tuples are quick to make.)"""

    kind: str
    seat: int | None = None
    details: dict = {}  # shared by the events without details, and never changed

    def describe(self, lang: str | None = None) -> str:
        return i18n.text(f"game.event.{self.kind}", lang, seat=self.seat, **self.details)


class _Sentence:
    """A sentence made in the learner's language only when shown (an error's reason)."""

    def __init__(self, explain):
        self.explain = explain

    def localized(self, lang: str | None = None) -> str:
        return self.explain(lang)


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
    """

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
        self.history: list[Event] = []
        self.redeals = 0
        self._start(dealt or deal(players, seed, check_seat(dealer, players)))

    @classmethod
    def from_deal(cls, dealt: Deal, *, excuse_last_trick="camp") -> Game:
        """A game that starts from a given deal (see :func:`~tarot_learn.deal.deal_from_hands`)."""
        return cls(dealt=dealt, excuse_last_trick=excuse_last_trick)

    # --- the deal and the bidding (RULES.md §2, §3) -----------------------------------------------
    def _start(self, dealt: Deal) -> None:
        """Deal, redealing while a player has the Petit sec (§2)."""
        self.history.append(Event("deal", dealt.dealer, {"seed": dealt.seed}))
        while dealt.petit_sec_seats():
            self.history.append(Event("petit_sec", dealt.petit_sec_seats()[0]))
            dealt = self._redeal(dealt)
            self.history.append(Event("deal", dealt.dealer, {"seed": dealt.seed}))
        self.deal = dealt
        self.hands = list(dealt.hand_bits)  # each seat's cards, as bits, as the deal goes on
        self.auction = Auction(self.players, dealt.dealer)
        self.phase = BIDDING
        self.contract: Contract | None = None
        self.taker: int | None = None
        self.called_card: Card | None = None
        self.partner: int | None = None  # the called card's holder (None: the taker is alone)
        self.partner_revealed = False
        self.ecart = CardSet()
        self.shown_trumps = CardSet()  # trumps put in the écart, shown to the defence (§4)
        self.slam_announced = False
        self.poignees: dict[int, tuple[Poignee, CardSet]] = {}  # seat: what he showed
        self.tricks: list[PlayedTrick] = []
        self.trick = Trick()
        self.leader = dealt.first_player
        self.result: DealResult | None = None

    def _redeal(self, dealt: Deal) -> Deal:
        self.redeals += 1
        return redeal(dealt)

    @property
    def dealer(self) -> int:
        return self.deal.dealer

    def bid(self, seat: int, contract: Contract | str | None) -> None:
        """``seat`` passes (``None``) or bids (RULES.md §3). Everyone passing redeals."""
        self._expect(BIDDING, seat)
        self.auction.bid(seat, contract)
        said = self.auction.history[-1][1]
        self.history.append(Event("bid", seat, {"contract": said}) if said else Event("pass", seat))
        if not self.auction.is_over:
            return
        if self.auction.all_passed:
            self.history.append(Event("all_passed", None))
            self._start(self._redeal(self.deal))
            return
        self.taker, self.contract = self.auction.taker, self.auction.contract
        self.history.append(Event("taker", self.taker, {"contract": self.contract}))
        if self.players == 5:
            self.phase = CALL
        else:
            self._turn_chien()

    # --- the call and the chien (RULES.md §4) -----------------------------------------------------------
    def call(self, seat: int, card: Card | str) -> None:
        """At 5 players, the taker calls a king (or a queen… when he holds all the kings)."""
        self._expect(CALL, seat)
        self.called_card = check_call(Hand.from_bits(self.hands[seat]), card)
        self.partner = partner_of(seat, self.called_card, self.deal.hands, self.deal.chien)
        self.history.append(Event("call", seat, {"card": self.called_card}))
        self._turn_chien()

    def _turn_chien(self) -> None:
        if self.contract.taker_takes_chien:
            self.history.append(Event("chien_shown", self.taker, {"cards": self.deal.chien}))
            self.phase = ECART
        else:
            side = "chien_to_taker" if self.contract.chien_counts_for_attack else "chien_to_defence"
            self.history.append(Event(side, self.taker))
            self._start_play()

    def ecart_candidates(self) -> CardSet:
        """The cards the taker may put aside (RULES.md §4)."""
        return ecart_candidates(Hand.from_bits(self.hands[self.taker]), self.deal.chien)

    def make_ecart(self, seat: int, cards) -> None:
        """The taker puts aside as many cards as the chien held (RULES.md §4)."""
        self._expect(ECART, seat)
        verdict = check_ecart(Hand.from_bits(self.hands[seat]), self.deal.chien, cards)
        if not verdict.legal:
            raise IllegalActionError("error.game.ecart", reasons=_Sentence(verdict.explain))
        self.hands[seat] = verdict.new_hand.bits
        self.ecart = verdict.ecart
        self.shown_trumps = verdict.must_show
        self.history.append(Event("ecart", seat, {"count": len(self.ecart), "shown": self.shown_trumps}))
        self._start_play()

    def _start_play(self) -> None:
        self.phase = PLAY
        self.leader = self.deal.first_player

    # --- announcements (RULES.md §5, §7) ------------------------------------------------------------------
    def announce_slam(self, seat: int) -> None:
        """The taker announces a slam before the first card; he then leads the first trick (§5)."""
        if self.phase is not PLAY or self.tricks or self.trick.cards:
            raise IllegalActionError("error.game.slam_time")
        if seat != self.taker:
            raise IllegalActionError("error.game.slam_taker", seat=seat, taker=self.taker)
        self.slam_announced = True
        self.leader = seat
        self.history.append(Event("slam", seat))

    def poignee_options(self, seat: int) -> list[Poignee]:
        """The poignées ``seat`` may still show: only before his first card (§7)."""
        if self.phase is not PLAY or self.tricks or seat in self.poignees or seat != self.to_act:
            return []
        return poignee_options(Hand.from_bits(self.hands[seat]), self.players)

    def declare_poignee(self, seat: int, cards) -> Poignee:
        """``seat`` shows a poignée just before playing his first card (RULES.md §7)."""
        self._expect(PLAY, seat)
        if self.tricks or seat in self.poignees:
            raise IllegalActionError("error.game.poignee_time")
        poignee = check_poignee(Hand.from_bits(self.hands[seat]), cards, self.players)
        shown = CardSet(parse_cards(cards))
        self.poignees[seat] = (poignee, shown)
        self.history.append(Event("poignee", seat, {"poignee": poignee, "cards": shown}))
        return poignee

    # --- the tricks (RULES.md §5, §6) -----------------------------------------------------------------------
    def _first_lead_called_card(self) -> Card | None:
        """At 5 players the called suit may not be led on the first trick (§4)."""
        return self.called_card if not self.tricks and not self.trick.cards else None

    def legal_cards(self, seat: int | None = None) -> CardSet:
        """The cards ``seat`` (default: the seat to play) may play now."""
        to_act = self.to_act
        if self.phase is not PLAY or (seat is not None and seat != to_act):
            return CardSet()
        called = self._first_lead_called_card() if self.called_card is not None else None
        return legal_cards(Hand.from_bits(self.hands[to_act]), self.trick, called_card=called)

    def play(self, seat: int, card: Card | str) -> None:
        """``seat`` plays ``card`` to the trick. An illegal card is refused with the rule."""
        if self.phase is not PLAY or seat != self.to_act:
            self._expect(PLAY, seat)  # raises the error that says whose turn it is
        card = parse_card(card)
        hand = self.hands[seat]
        if not hand & card.bit:
            raise CardNotInHandError("error.card.not_in_hand", card=card, hand=Hand.from_bits(hand))
        called = self._first_lead_called_card() if self.called_card is not None else None
        if called is None:
            allowed = legal_bits(hand, self.trick.led_bits, self.trick.top)
        else:
            allowed = legal_cards(Hand.from_bits(hand), self.trick, called_card=called).bits
        if not allowed & card.bit:
            verdict = explain_play(card, Hand.from_bits(hand), self.trick, called_card=called)
            raise IllegalActionError("error.game.illegal_card", reason=_Sentence(verdict.explain))
        self.hands[seat] = hand ^ card.bit
        self.trick = self.trick.add(card)
        self.history.append(Event("play", seat, {"card": card}))
        if card is self.called_card and not self.partner_revealed:
            self.partner_revealed = True
            self.history.append(Event("partner", seat, {"card": card}))
        if len(self.trick.cards) == self.players:
            self._end_trick()

    def _end_trick(self) -> None:
        seats = tuple((self.leader + offset) % self.players for offset in range(self.players))
        winner = seats[trick_winner(self.trick, excuse_wins=self._slam_exception())]
        self.tricks.append(PlayedTrick(self.trick.cards, seats, winner))
        self.history.append(Event("trick", winner, {"number": len(self.tricks), "cards": self.trick.cards}))
        self.trick = Trick()
        self.leader = winner
        if not self.hands[winner]:
            self._score()

    def _slam_exception(self) -> bool:
        """§6: the slam announcer, whose side won every trick, leads the Excuse to the last trick."""
        return self.slam_announced and excuse_wins_trick(
            self.trick.cards,
            last_trick=not self.hands[self.leader],
            leader_announced_slam=self.slam_announced and self.leader == self.taker,
            leader_side_won_every_trick=all(self.side_of(trick.winner) == ATTACK for trick in self.tricks),
        )

    # --- the score (RULES.md §6, §7) ---------------------------------------------------------------------------
    def side_of(self, seat: int) -> str:
        """``"attack"`` for the taker and his partner, ``"defence"`` for the others."""
        return ATTACK if seat == self.taker or seat == self.partner else DEFENCE

    def _score(self) -> None:
        sides = [self.side_of(seat) for seat in range(self.players)]
        settlement = settle_excuse(self.tricks, sides, excuse_last_trick=self.excuse_last_trick)
        attack_bits = settlement.piles[ATTACK].bits
        points = settlement.points[ATTACK]
        # The écart (Petite, Garde) or the unseen chien (Garde sans) counts for the taker (§4).
        extra = self.ecart.bits if self.contract.taker_takes_chien else self.deal.chien_bits
        if self.contract.chien_counts_for_attack:
            attack_bits |= extra
            points += half_points_of(extra) / 2
        bouts = (attack_bits & BOUT_BITS).bit_count()
        winners = {self.side_of(trick.winner) for trick in self.tricks}
        score = score_deal(
            self.players,
            self.contract,
            points,
            bouts,
            taker=self.taker,
            partner=self.partner,
            petit_au_bout=self._petit_au_bout(settlement.case == "slam"),
            poignees=[(poignee, sides[seat]) for seat, (poignee, _) in self.poignees.items()],
            slam_announced=self.slam_announced,
            slam=winners.pop() if len(winners) == 1 else None,
        )
        self.result = DealResult(settlement, CardSet.from_bits(attack_bits), points, bouts, score)
        self.phase = OVER
        self.history.append(
            Event("made" if score.made else "failed", self.taker, {"difference": abs(score.difference)})
        )

    def _petit_au_bout(self, excuse_won_last: bool) -> str | None:
        """The side that won the last trick with the Petit in it — or the second-to-last trick
        when the Excuse won the last one under the slam exception (§6, §7)."""
        last = self.tricks[-2] if excuse_won_last and PETIT not in self.tricks[-1].cards else self.tricks[-1]
        return self.side_of(last.winner) if PETIT in last.cards else None

    # --- whose turn, and what he may do ------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        """The seat that must act now; ``None`` once the deal is over."""
        if self.phase is BIDDING:
            return self.auction.speaker
        if self.phase in (CALL, ECART):
            return self.taker
        if self.phase is PLAY:
            return (self.leader + len(self.trick.cards)) % self.players
        return None

    def _expect(self, phase: Phase, seat: int) -> None:
        check_seat(seat, self.players)
        if self.phase is not phase:
            raise IllegalActionError("error.game.phase", phase=self.phase, wanted=phase)
        if seat != self.to_act:
            raise IllegalActionError("error.game.turn", seat=seat, to_act=self.to_act)

    def prompt(self, lang: str | None = None) -> str:
        """Whose turn it is and what he may do, in one sentence."""
        seat = self.to_act
        if self.phase is BIDDING:
            return i18n.text("game.prompt.bid", lang, seat=seat, allowed=self.auction.allowed())
        if self.phase is CALL:
            return i18n.text("game.prompt.call", lang, seat=seat, cards=callable_cards(self._hand(seat)))
        if self.phase is ECART:
            return i18n.text("game.prompt.ecart", lang, seat=seat, count=len(self.deal.chien))
        if self.phase is PLAY:
            return i18n.text("game.prompt.play", lang, seat=seat, cards=self.legal_cards(seat))
        return i18n.text("game.prompt.over", lang, scores=" / ".join(f"{s:+d}" for s in self.result.score.scores))

    def _hand(self, seat: int) -> Hand:
        return Hand.from_bits(self.hands[seat])

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may see now."""
        return SeatView(self, check_seat(seat, self.players))

    def __repr__(self) -> str:
        return f"Game(players={self.players}, seed={self.deal.seed!r}, phase={self.phase.value})"

    def _repr_svg_(self) -> str:
        from .display.game_view import game_svg

        return game_svg(self.view(self.to_act if self.to_act is not None else 0))


class SeatView:
    """The deal as one seat sees it: his own hand, and what is public (RULES.md §4–§7)."""

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
    trick = property(lambda self: self._game.trick)
    leader = property(lambda self: self._game.leader)
    tricks = property(lambda self: list(self._game.tricks))
    bids = property(lambda self: self._game.auction.history)
    shown_trumps = property(lambda self: self._game.shown_trumps)
    poignees = property(lambda self: dict(self._game.poignees))
    slam_announced = property(lambda self: self._game.slam_announced)
    result = property(lambda self: self._game.result)

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
    def partner(self) -> int | None:
        """The taker's partner at 5 players, once known to this seat: when the called card has
        been played, or when this seat holds it."""
        game = self._game
        if game.partner_revealed or game.phase is OVER or self.seat == game.partner:
            return game.partner
        return None

    def legal_cards(self) -> CardSet:
        return self._game.legal_cards(self.seat)

    def allowed_bids(self) -> list[Contract]:
        return self._game.auction.allowed() if self.to_act == self.seat else []

    def callable_cards(self) -> list[Card]:
        return callable_cards(self.hand)

    def ecart_candidates(self) -> CardSet:
        return self._game.ecart_candidates()

    def poignee_options(self) -> list[Poignee]:
        return self._game.poignee_options(self.seat)

    def __repr__(self) -> str:
        return f"SeatView(seat={self.seat}, phase={self.phase.value}, hand={str(self.hand)!r})"
