"""Playing a card to a trick: which cards are legal, why, and who wins (RULES.md §5, §6).

A trick is the cards already played to it, in order: a :class:`Trick`, the one object every
part of the package reads a trick through — a game's trick on the table, a position's, a text's.
It keeps, card by card, the two facts that decide everything (:func:`trick_state` reads them):

* the **led suit** — the suit of the first card that is not the Excuse (the Excuse led
  does not set the suit: the next card does, RULES.md §5.2), written once, in :meth:`Trick.push`;
* the **highest trump** already in the trick (0 when there is none).

:func:`legal_cards` applies the rules of §5 in order, with one bit per card so that each
rule is a single ``&``; :func:`explain_play` walks the same rules for one card and names
the one that decides it, in French or English. :func:`trick_winner` says who wins a trick,
and :func:`explain_winner` why; :func:`first_leader` and :func:`next_leader` who leads.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from . import i18n
from .cards import (
    ALL_BITS,
    DECK,
    EXCUSE,
    EXCUSE_BIT,
    SUIT_BITS,
    SUIT_BITS_BY_INDEX,
    SUITS,
    TRUMP_BASE,
    TRUMP_BITS,
    Card,
    CardSet,
    Suit,
    cards_of,
    trump,
)
from .deal import check_seat, deal_size
from .errors import CardNotInHandError, DuplicateCardError, TarotError, TrickError, shown
from .parsing import parse_card, parse_cards
from .seats import numbered_name

MAX_PLAYERS = 5
_new_object = object.__new__

# ABOVE[t]: the bits of the trumps strictly higher than trump t (t = 0 means "no trump yet").
ABOVE = tuple(TRUMP_BITS & ~((1 << (TRUMP_BASE + rank)) - 1) for rank in range(22))


class Reason(enum.Enum):
    """Why a card is legal or not: one code per rule of RULES.md §5 (and §4 for the call)."""

    LEADING = "play.leading"  # §5: the leader plays anything
    EXCUSE_ALWAYS = "play.excuse_always"  # §5.1
    AFTER_EXCUSE_LEAD = "play.after_excuse_lead"  # §5.2
    FOLLOWS_SUIT = "play.follows_suit"  # §5.3, legal
    MUST_FOLLOW = "play.must_follow"  # §5.3, illegal
    TRUMPS = "play.trumps"  # §5.4, legal: trumps a suit trick
    MUST_TRUMP = "play.must_trump"  # §5.4, illegal: discarded while holding a trump
    OVERTRUMPS = "play.overtrumps"  # §5.4 and §5.5, legal: goes over the highest trump
    MUST_OVERTRUMP = "play.must_overtrump"  # §5.4, illegal: a higher trump was held
    UNDERTRUMPS = "play.undertrumps"  # §5.4, legal: no higher trump, so a lower one
    TRUMP_LED_FOLLOWS = "play.trump_led_follows"  # §5.5, legal: no higher trump, any trump
    MUST_GO_OVER = "play.must_go_over"  # §5.5, illegal: trumps led and a higher trump held
    MUST_PLAY_TRUMP = "play.must_play_trump"  # §5.5, illegal: trumps led, a trump held
    DISCARD = "play.discard"  # §5.6
    DISCARD_TRUMPS_LED = "play.discard_trumps_led"  # §5.5 and §5.6: trumps led, none left
    CALLED_SUIT_FIRST_TRICK = "play.called_suit_first_trick"  # §4, 5 players, illegal
    CALLED_CARD_LEAD = "play.called_card_lead"  # §4, 5 players, legal

    def localized(self, lang: str | None = None) -> str:
        return i18n.text(self.value, lang)


# --- reading a trick ---------------------------------------------------------------------------
# §5.2: the first card that is not the Excuse sets the suit. LEADS[i] is the suit's bits that card
# i would set if nothing were led yet — 0 for the Excuse, so that the next card sets it. Every trick
# of the package (a game's, a position's, a text's) reads its led suit through Trick.add, here.
LEADS = SUIT_BITS_BY_INDEX
_SUIT_LED = {0: None, **{SUIT_BITS[suit]: suit for suit in Suit}}


class Trick:
    """The cards played so far to a trick, in order, read for the rules (RULES.md §5).

    ``led_bits`` is the led suit's bits — the suit of the first card that is not the Excuse, 0
    while nothing (or only the Excuse) is on the table (§5.2); ``led`` is that suit (or None);
    ``top`` is the rank of the highest trump in the trick (0 if none); ``bits`` its cards as bits.
    A game's trick also knows its seats: ``order`` is the table's seats in playing order from the
    leader (:meth:`starting`), ``seats`` those that have played, :meth:`seat_of` a card's seat;
    a trick read from text has no seats (``order`` is empty).

    ``Trick("Excuse 5♥")`` reads text; :meth:`add` returns a new trick with one more card, checked.
    A game keeps one trick for the trick on the table, :meth:`starting` it at each lead, and plays
    each card to it in place with :meth:`push`, the engine's unchecked step — read a game's trick,
    never push to it: the game does (and keep ``trick.cards``, a tuple, to remember a moment of it).
    A trick never holds the same card twice, nor more than 5 cards.
    """

    __slots__ = ("cards", "bits", "led_bits", "top", "order")

    def __init__(self, cards=()):
        if isinstance(cards, (tuple, list)) and (not cards or _all_cards(cards)):
            cards = tuple(cards)
        else:  # text, a set of cards… or None, a number: refused with a sentence by the parser
            cards = tuple(parse_cards(cards))
        if len(cards) > MAX_PLAYERS:
            raise TrickError("error.trick.too_long", count=len(cards), players=MAX_PLAYERS)
        self.cards, self.bits, self.led_bits, self.top, self.order = (), 0, 0, 0, ()
        for card in cards:
            if self.bits & card.bit:
                raise _refused(self.cards, card)
            self.push(card)

    @classmethod
    def starting(cls, leader: int, players: int) -> Trick:
        """The empty trick ``leader`` leads at a table of ``players``: its seats known (a game's)."""
        trick = _new_object(cls)
        trick.start(leader, players)
        return trick

    def add(self, card: Card) -> Trick:
        """This trick with ``card`` played to it, as a new trick (this one unchanged). A card
        already in the trick, or a sixth card, is refused with a sentence."""
        if self.bits & card.bit or len(self.cards) == MAX_PLAYERS:
            raise _refused(self.cards, card)
        trick = self.copy()
        trick.push(card)
        return trick

    def push(self, card: Card) -> int:
        """Play ``card`` to this trick, in place and **unchecked** (a game's step: the card is
        checked neither against the trick nor against a hand); returns how many cards the trick
        holds now. The only place where a trick's led suit is set (§5.2, :data:`LEADS`) and its
        highest trump raised."""
        cards = self.cards = self.cards + _ALONE[card.index]
        self.bits |= card.bit
        if not self.led_bits:
            self.led_bits = LEADS[card.index]
        if card.is_trump and card.rank > self.top:
            self.top = card.rank
        return len(cards)

    def start(self, leader: int, players: int) -> None:
        """Empty this trick, in place, for ``leader`` to lead at a table of ``players`` (a game's
        trick, at the end of each trick: the game keeps one trick object for the table)."""
        self.cards = ()
        self.bits = self.led_bits = self.top = 0
        self.order = _ORDERS[players][leader]

    def copy(self) -> Trick:
        """The same trick, to push to without changing this one."""
        trick = _new_object(Trick)
        trick.cards, trick.bits, trick.led_bits, trick.top = self.cards, self.bits, self.led_bits, self.top
        trick.order = self.order
        return trick

    @property
    def led(self) -> Suit | None:
        """The led suit (§5.2): None while nothing, or only the Excuse, is on the table."""
        return _SUIT_LED[self.led_bits]

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats that have played to this trick, in order (empty when its seats are unknown)."""
        return self.order[: len(self.cards)]

    def seat_of(self, card: Card) -> int:
        """The seat that played ``card`` (a game's trick only)."""
        return self.order[self.cards.index(card)]

    def winning_card(self) -> Card | None:
        """The card that wins the trick as it stands (RULES.md §5 "Winner": the highest trump,
        else the highest card of the led suit), None while no suit is led. The slam exception
        of §6 is the game's to apply at the last trick (:func:`excuse_wins_trick`)."""
        return DECK[winning_index(self.bits, self.led_bits)] if self.led_bits else None

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self):
        return iter(self.cards)

    def __getitem__(self, index):
        return self.cards[index]

    def __eq__(self, other) -> bool:
        if isinstance(other, Trick):
            return self.cards == other.cards
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.cards)

    def __repr__(self) -> str:
        return f"Trick({' '.join(map(str, self.cards))!r})"

    def _repr_svg_(self) -> str:
        from .display.svg import trick_svg

        return trick_svg(self.cards)

    def _repr_html_(self) -> str:
        # JupyterLab draws an SVG output as an <img> without alt text: this one carries the picture's words.
        from .display.markup import svg_img

        return svg_img(self._repr_svg_())


def _refused(cards: tuple[Card, ...], card: Card) -> TarotError:
    if card in cards:
        return DuplicateCardError("error.card.duplicate", card=card)
    return TrickError("error.trick.too_long", count=len(cards) + 1, players=MAX_PLAYERS)


_ALONE = tuple((card,) for card in DECK)  # each card as a 1-tuple, added to a trick's cards without making one
_ORDERS = {
    players: tuple(tuple((leader + n) % players for n in range(players)) for leader in range(players))
    for players in (3, 4, 5)
}


def _all_cards(cards) -> bool:
    return isinstance(cards, (tuple, list)) and all(isinstance(card, Card) for card in cards)


def trick_state(trick) -> tuple[Suit | None, int]:
    """The led suit and the rank of the highest trump of a trick (see :class:`Trick`)."""
    trick = as_trick(trick)
    return trick.led, trick.top


def as_trick(trick) -> Trick:
    """``trick`` as a :class:`Trick`: a Trick as it is, cards or text read."""
    if type(trick) is Trick:
        return trick
    if isinstance(trick, PlayedTrick):
        return trick.as_trick()
    return Trick(trick)


def legal_bits(hand: int, led_bits: int, top: int) -> int:
    """The legal cards of a hand, as bits (RULES.md §5.1–5.6); ``led_bits`` is the led suit's
    bits (0 while no suit is led), ``top`` the highest trump in the trick."""
    if not led_bits:  # leading, or only the Excuse on the table (§5.2)
        return hand
    if led_bits != TRUMP_BITS:
        follow = hand & led_bits
        if follow:  # §5.3: follow suit, with no duty to go higher; the Excuse is always allowed (§5.1)
            return follow | (hand & EXCUSE_BIT)
    trumps = hand & TRUMP_BITS
    if trumps:  # §5.4 must trump, and overtrump if he can; §5.5 trumps led: go over if he can
        return (trumps & ABOVE[top] or trumps) | (hand & EXCUSE_BIT)
    return hand  # §5.6: neither the suit nor a trump: any card


def winning_bits(trick) -> int:
    """The cards that would win ``trick`` if played to it now, as bits (RULES.md §5 "Winner"): a
    trump above its highest trump; with no trump in it, a card of the led suit above the highest
    one, or any trump; with nothing led yet (or only the Excuse, §5.2), any card but the Excuse.
    Whether a seat may play one is :func:`legal_bits`' question: a player keeps the cards of his
    hand that are both.

    >>> from tarot_learn.cards import CardSet
    >>> CardSet.from_bits(winning_bits(Trick("7♥ V♥")) & CardSet("10♥ R♥ 2").bits)
    CardSet('R♥ 2')
    """
    trick = as_trick(trick)
    if trick.top:
        return ABOVE[trick.top]
    if trick.led_bits:
        return ABOVE[0] | (trick.led_bits & ~((1 << (trick.bits & trick.led_bits).bit_length()) - 1))
    return ALL_BITS & ~EXCUSE_BIT


def _check_position(hand_bits: int, trick: Trick, players: int | None) -> None:
    """Refuse positions that cannot happen: an empty hand, a full trick, a card in two places."""
    if players is not None:
        deal_size(players)  # a table of 3, 4 or 5, said in a sentence
    if hand_bits and not trick.bits & hand_bits and len(trick.cards) < (players or MAX_PLAYERS):
        return
    if not hand_bits:
        raise TarotError("error.hand.empty")
    if players is not None and len(trick.cards) >= players:
        raise TrickError("error.trick.full", count=len(trick.cards), players=players)
    if len(trick.cards) == MAX_PLAYERS:
        raise TrickError("error.trick.full", count=MAX_PLAYERS, players=MAX_PLAYERS)
    if trick.bits & hand_bits:
        raise DuplicateCardError("error.card.in_hand_and_trick", card=cards_of(trick.bits & hand_bits)[0])


def _called_suit_bits(hand: int, trick: Trick, called_card: Card | None) -> int:
    """§4, 5 players: the cards the leader of the first trick may not lead (see :func:`called_suit_bits`)."""
    if called_card is None or trick.cards:
        return 0
    return called_suit_bits(hand, called_card)


def called_suit_bits(hand: int, called_card: Card) -> int:
    """§4, 5 players: the cards of ``hand`` the leader of the first trick may not lead — the called
    suit, except the called card itself. Nothing is forbidden if that would leave no card."""
    if called_card.suit not in SUITS:
        return 0
    forbidden = hand & SUIT_BITS[called_card.suit] & ~called_card.bit
    return forbidden if hand & ~forbidden else 0


def legal_cards(hand, trick=(), *, players: int | None = None, called_card: Card | str | None = None) -> CardSet:
    """The cards of ``hand`` that may be played to ``trick`` (RULES.md §5).

    ``hand`` is a :class:`CardSet` or anything :func:`parse_cards` reads; ``trick`` is the
    cards already played, in order (a :class:`Trick`, cards or text). ``players`` (3, 4 or 5),
    when given, bounds the trick's length. ``called_card``: at 5 players, on the first trick
    only, the called card (§4).

    >>> legal_cards("R♥ 3♥ 8♣ 12", "5♥ 9")         # hearts led: follow hearts
    CardSet('3♥ R♥')
    >>> legal_cards("8♣ 3 12 Excuse", "5♥ 9")      # no hearts: trump over the 9; the Excuse, always
    CardSet('12 Excuse')
    """
    hand_bits = hand.bits if isinstance(hand, CardSet) else CardSet(hand).bits
    if type(trick) is not Trick:
        trick = as_trick(trick)
    if players is not None and (type(players) is not int or not 3 <= players <= 5):
        deal_size(players)  # refuses, in a sentence, a table of other than 3, 4 or 5
    if not hand_bits or trick.bits & hand_bits or len(trick.cards) >= (players or MAX_PLAYERS):
        _check_position(hand_bits, trick, players)  # raises the error that says what is wrong
    if called_card is not None:
        hand_bits &= ~_called_suit_bits(hand_bits, trick, parse_card(called_card))
    card_set = _new_object(CardSet)
    card_set.bits = legal_bits(hand_bits, trick.led_bits, trick.top)
    return card_set


def is_legal(card, hand, trick=(), **options) -> bool:
    """Whether ``card`` may be played from ``hand`` to ``trick`` (see :func:`legal_cards`)."""
    return explain_play(card, hand, trick, **options).legal


# --- explaining a play ---------------------------------------------------------------------------
@dataclass(frozen=True)
class PlayVerdict:
    """The answer to "may I play this card?": ``legal``, the deciding rule (``reason``), the
    cards that are legal, and the sentence that says why in ``lang``."""

    card: Card
    legal: bool
    reason: Reason
    legal_cards: CardSet
    params: dict = field(default_factory=dict)
    lang: str | None = None  # None: the session language when the sentence is asked for

    def explain(self, lang: str | None = None) -> str:
        """ "7♥ is not legal. The suit led is hearts ♥ and you hold …: you must follow …"."""
        lang = lang or self.lang
        verdict = i18n.text("play.verdict.legal" if self.legal else "play.verdict.illegal", lang, card=self.card)
        return f"{verdict} {self.because(lang)}"

    def because(self, lang: str | None = None) -> str:
        """Only the reason: the rule, applied to this position."""
        return i18n.text(self.reason.value, lang or self.lang, card=self.card, **self.params)

    @property
    def message(self) -> str:
        return self.explain()

    def __str__(self) -> str:
        return self.explain()


def explain_play(
    card, hand, trick=(), *, lang: str | None = None, players: int | None = None, called_card=None
) -> PlayVerdict:
    """May ``card`` be played from ``hand`` to ``trick``, and why (RULES.md §5, §6)?

    Raises :class:`CardNotInHandError` when the card is not in the hand.

    >>> verdict = explain_play("8♣", "8♣ 3 12 Excuse", "5♥ 9")
    >>> verdict.legal, verdict.reason
    (False, <Reason.MUST_TRUMP: 'play.must_trump'>)
    >>> print(verdict.explain("en"))
    Not a legal card: 8♣. You have no hearts ♥ but you hold trumps (3 12): you must trump, not discard.
    """
    lang = i18n.check_language(lang)
    card = parse_card(card)
    hand_bits = hand.bits if isinstance(hand, CardSet) else CardSet(hand).bits
    trick = as_trick(trick)
    _check_position(hand_bits, trick, players)
    if not hand_bits & card.bit:
        raise CardNotInHandError("error.card.not_in_hand", card=card, hand=CardSet.from_bits(hand_bits))
    called = parse_card(called_card) if called_card is not None else None
    legal = legal_cards(CardSet.from_bits(hand_bits), trick, players=players, called_card=called)
    reason, params = _reason(card, hand_bits, trick, called)
    return PlayVerdict(card, card in legal, reason, legal, params, lang)


def _reason(card: Card, hand: int, trick: Trick, called: Card | None) -> tuple[Reason, dict]:
    """The rule of §5 that decides ``card``, with what the sentence needs to name."""
    led, top = trick.led, trick.top
    trumps = hand & TRUMP_BITS
    higher = trumps & ABOVE[top]
    if card.is_excuse:
        return Reason.EXCUSE_ALWAYS, {}
    if led is None:
        if trick.cards:
            return Reason.AFTER_EXCUSE_LEAD, {}
        forbidden = _called_suit_bits(hand, trick, called)
        if called is not None and card.suit is called.suit and not card.is_trump:
            if card.bit & forbidden:
                return Reason.CALLED_SUIT_FIRST_TRICK, {"suit": called.suit, "called": called}
            if card == called:
                return Reason.CALLED_CARD_LEAD, {}
        return Reason.LEADING, {}
    cards = CardSet.from_bits
    if led is not Suit.TRUMPS and hand & SUIT_BITS[led]:
        if card.suit is led:
            return Reason.FOLLOWS_SUIT, {"suit": led}
        return Reason.MUST_FOLLOW, {"suit": led, "cards": cards(hand & SUIT_BITS[led])}
    top_card = _trump_card(top)
    if led is Suit.TRUMPS:
        if card.is_trump:
            if higher:
                return (Reason.OVERTRUMPS if card.rank > top else Reason.MUST_GO_OVER), {
                    "top": top_card,
                    "cards": cards(higher),
                }
            return Reason.TRUMP_LED_FOLLOWS, {"top": top_card}
        if trumps:
            if higher:
                return Reason.MUST_GO_OVER, {"top": top_card, "cards": cards(higher)}
            return Reason.MUST_PLAY_TRUMP, {"cards": cards(trumps)}
        return Reason.DISCARD_TRUMPS_LED, {}  # one suit to lack, not « neither trumps nor trumps »
    if not trumps:
        return Reason.DISCARD, {"suit": led}
    if not card.is_trump:
        return Reason.MUST_TRUMP, {"suit": led, "cards": cards(trumps)}
    if not top:
        return Reason.TRUMPS, {"suit": led}
    if higher:
        if card.rank > top:
            return Reason.OVERTRUMPS, {"top": top_card}
        return Reason.MUST_OVERTRUMP, {"top": top_card, "cards": cards(higher)}
    return Reason.UNDERTRUMPS, {"top": top_card}


def _trump_card(rank: int) -> Card | None:
    return trump(rank) if rank else None


# --- who wins -------------------------------------------------------------------------------------
def trick_winner(trick, *, excuse_wins: bool = False) -> int:
    """The index, in ``trick``, of the card that wins it (RULES.md §5 "Winner", §6).

    The highest trump wins; with no trump, the highest card of the led suit. The Excuse
    never wins, except in the slam exception of §6: pass ``excuse_wins=True`` when the
    Excuse is led to the last trick by a player who announced a slam and whose side has won
    every trick so far.

    >>> trick_winner("5♥ R♥ 2 9♥")      # a trump beats every suit card
    2
    >>> trick_winner("Excuse 5♥ R♥ 9♥")  # the Excuse never wins; the second card set hearts
    2
    """
    if type(trick) is not Trick:
        trick = as_trick(trick)
    cards = trick.cards
    if not cards:
        raise TrickError("error.trick.empty")
    if excuse_wins and cards[0] is EXCUSE:
        return 0
    if not trick.led_bits:
        raise TrickError("error.trick.only_excuse")
    return cards.index(DECK[winning_index(trick.bits, trick.led_bits)])


def winning_index(trick_bits: int, led_bits: int) -> int:
    """The deck index of the card that wins a trick, read from its bits (RULES.md §5 "Winner"):
    the highest trump, else the highest card of the led suit. Within a suit, and among the
    trumps, a card's index grows with its rank, so the winner is the highest bit of the pool.
    (The Excuse never wins, except in the slam exception of §6: see :func:`trick_winner`.)"""
    pool = trick_bits & TRUMP_BITS or trick_bits & led_bits
    return pool.bit_length() - 1


class WinReason(enum.Enum):
    """Why a card wins a trick (RULES.md §5 "Winner", §6)."""

    HIGHEST_TRUMP = "play.winner.highest_trump"
    HIGHEST_OF_SUIT = "play.winner.highest_of_suit"  # no trump in the trick
    SLAM_EXCUSE = "play.winner.slam_excuse"  # §6, the slam exception

    def localized(self, lang: str | None = None) -> str:
        return i18n.text(self.value, lang)


@dataclass(frozen=True)
class WinnerVerdict:
    """The answer to "who wins this trick?": the winning card's ``index`` in the trick, the
    card, its ``seat`` (when the seats are known), the rule that decides (``reason``), and the
    sentence that says why in ``lang``."""

    trick: tuple[Card, ...]
    index: int
    reason: WinReason
    seat: int | None = None
    lang: str | None = None  # None: the session language when the sentence is asked for

    @property
    def card(self) -> Card:
        return self.trick[self.index]

    def because(self, lang: str | None = None) -> str:
        """The rule, applied to this trick: "The highest trump in the trick wins: the 18." — and,
        when the Excuse was played and lost, that it never wins."""
        lang = lang or self.lang
        led = as_trick(self.trick).led
        sentence = i18n.text(self.reason.value, lang, card=self.card, suit=led)
        if self.reason is not WinReason.SLAM_EXCUSE and EXCUSE in self.trick:
            sentence += " " + i18n.text("play.winner.excuse_never_wins", lang)
        return sentence

    def explain(self, lang: str | None = None) -> str:
        """The rule, then who wins: "… The trick goes to player 3." (when the seats are known;
        seat 2 of the API is the learner's player 3)."""
        lang = lang or self.lang
        if self.seat is None:
            return self.because(lang)
        winner = numbered_name(self.seat, lang, noun=True)  # a learner counts the seats from 1
        return f"{self.because(lang)} {i18n.text('play.winner.seat', lang, seat=winner)}"

    def __str__(self) -> str:
        return self.explain()


def explain_winner(trick, *, seats=None, excuse_wins: bool = False, lang: str | None = None) -> WinnerVerdict:
    """Who wins ``trick``, and why (RULES.md §5 "Winner", §6): the highest trump; with no trump,
    the highest card of the led suit; the Excuse never, except in the slam exception
    (``excuse_wins``, see :func:`excuse_wins_trick`). ``seats``: the seat that played each
    card, to name the winner's seat.

    >>> explain_winner("5♥ R♥ 2 9♥").explain("en")
    'The highest trump in the trick wins: the 2.'
    """
    lang = i18n.check_language(lang)
    trick = as_trick(trick)
    index = trick_winner(trick, excuse_wins=excuse_wins)
    if excuse_wins and trick.cards[index] is EXCUSE:
        reason = WinReason.SLAM_EXCUSE
    else:
        reason = WinReason.HIGHEST_TRUMP if trick.top else WinReason.HIGHEST_OF_SUIT
    seat = tuple(seats)[index] if seats is not None else None
    return WinnerVerdict(trick.cards, index, reason, seat, lang)


# --- who leads ------------------------------------------------------------------------------------
def first_leader(dealer: int, players: int, *, slam_announcer: int | None = None) -> int:
    """Who leads the first trick (RULES.md §5): the player on the dealer's right — unless a slam
    was announced: then the player who announced it, wherever he sits.

    >>> first_leader(0, 4), first_leader(0, 4, slam_announcer=3)
    (1, 3)
    """
    deal_size(players)
    check_seat(dealer, players)
    if slam_announcer is not None:
        return check_seat(slam_announcer, players)
    return (dealer + 1) % players


def may_announce_slam(seat: int, taker: int, players: int, *, cards_played: int = 0) -> bool:
    """Whether ``seat`` may announce a slam now (RULES.md §5, its Decision): only the taker, once
    the contract is set (after his écart at a Petite or a Garde), and before the first card of
    the first trick — ``cards_played`` cards are on the table or already played.

    >>> may_announce_slam(2, taker=2, players=4), may_announce_slam(1, taker=2, players=4)
    (True, False)
    >>> may_announce_slam(2, taker=2, players=4, cards_played=1)   # too late: a card is down
    False
    """
    deal_size(players)
    check_seat(seat, players)
    check_seat(taker, players)
    if isinstance(cards_played, bool) or not isinstance(cards_played, int) or cards_played < 0:
        raise TarotError("error.option", given=shown(cards_played), name="cards_played", choices="0, 1, 2…")
    return seat == taker and cards_played == 0


def next_leader(trick, seats, *, excuse_wins: bool = False) -> int:
    """Who leads the trick after ``trick`` (RULES.md §5): the seat that won it, whoever led it.
    ``seats`` is the seat that played each card; ``excuse_wins`` as for :func:`trick_winner`.

    >>> next_leader("5♥ R♥ 2 9♥", seats=(1, 2, 3, 0))   # the 2 wins: seat 3 leads the next trick
    3
    """
    trick = as_trick(trick)
    if not isinstance(seats, (list, tuple)):
        raise TrickError("error.trick.seats", count=len(trick.cards), seats=0)
    seats = tuple(check_seat(seat, MAX_PLAYERS) for seat in seats)
    if len(seats) != len(trick.cards) or len(set(seats)) != len(seats):
        raise TrickError("error.trick.seats", count=len(trick.cards), seats=len(set(seats)))
    return seats[trick_winner(trick, excuse_wins=excuse_wins)]


def excuse_wins_trick(
    trick, *, last_trick: bool, leader_announced_slam: bool, leader_side_won_every_trick: bool
) -> bool:
    """The slam exception of RULES.md §6: the Excuse wins the trick when it is led to the last
    trick by a player who announced a slam and whose side has won every trick so far. Pass
    the answer to :func:`trick_winner` as ``excuse_wins``."""
    return bool(trick) and trick[0] is EXCUSE and last_trick and leader_announced_slam and leader_side_won_every_trick


class PlayedTrick:
    """A finished trick: its cards in order, the seat that played each, and the winner's seat.
    (Treat it as immutable; a deal makes one per trick, so it is a plain slotted class.)"""

    __slots__ = ("cards", "seats", "winner", "bits", "led_bits")

    def __init__(self, cards: tuple[Card, ...], seats: tuple[int, ...], winner: int):
        self.cards = tuple(cards)
        self.seats = tuple(seats)
        self.winner = winner
        trick = Trick(self.cards)
        self.bits, self.led_bits = trick.bits, trick.led_bits

    @classmethod
    def _of(cls, trick: Trick, winner: int) -> PlayedTrick:
        """A game's full trick, closed with its winner (nothing read again)."""
        played = _new_object(cls)
        played.cards = trick.cards
        played.seats = trick.order
        played.winner = winner
        played.bits = trick.bits
        played.led_bits = trick.led_bits
        return played

    @property
    def led(self) -> Suit | None:
        """The led suit (§5.2): None when the trick held only the Excuse's lead and no suit."""
        return _SUIT_LED[self.led_bits]

    def as_trick(self) -> Trick:
        """The same cards as a :class:`Trick`, its seats known."""
        trick = Trick(self.cards)
        trick.order = self.seats
        return trick

    def __eq__(self, other) -> bool:
        if isinstance(other, PlayedTrick):
            return (self.cards, self.seats, self.winner) == (other.cards, other.seats, other.winner)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.cards, self.seats, self.winner))

    def __repr__(self) -> str:
        return f"PlayedTrick(cards={self.cards!r}, seats={self.seats!r}, winner={self.winner!r})"

    def seat_of(self, card: Card) -> int:
        return self.seats[self.cards.index(card)]

    def __iter__(self):
        return iter(self.cards)

    def __len__(self) -> int:
        return len(self.cards)

    def _repr_svg_(self) -> str:
        from .display.svg import trick_svg

        return trick_svg(self.cards, seats=self.seats, winner=self.seats.index(self.winner))

    def _repr_html_(self) -> str:
        # JupyterLab draws an SVG output as an <img> without alt text: this one carries the picture's words.
        from .display.markup import svg_img

        return svg_img(self._repr_svg_())
