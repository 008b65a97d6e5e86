"""The 78 cards of French Tarot and their points (RULES.md §1).

Every card is one of 78 immutable :class:`Card` values, made once; ``DECK`` holds them in
the canonical order ♠ ♥ ♦ ♣ (1 up to the king), then the trumps 1 to 21, then the Excuse.
A card's place in that order is its ``index``, and ``1 << index`` is its ``bit``: a set of
cards is a whole number with one bit per card (:class:`CardSet`), so "which of my cards
are hearts?" is a single ``&``. That is what makes the rules fast; the names stay readable.

Points are kept in half points (a king is 9 half points) so that sums are exact; a pile
of the whole deck is worth 182 half points, that is 91 points.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Iterator

from . import i18n


class Suit(enum.Enum):
    """The four suits, and the trumps, which act as a fifth suit when they are led."""

    SPADES = "♠"
    HEARTS = "♥"
    DIAMONDS = "♦"
    CLUBS = "♣"
    TRUMPS = "atout"

    def localized(self, lang: str | None = None) -> str:
        """The suit's name with its symbol: ``cœur ♥`` / ``hearts ♥``; ``atout`` / ``trumps``."""
        name = i18n.text(f"card.suit.{self.name.lower()}", lang)
        return name if self is Suit.TRUMPS else f"{name} {self.value}"

    def __str__(self) -> str:
        return self.localized()


SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)

# Ranks of the suit cards: 1 (the ace) … 10, then the four court cards.
JACK, KNIGHT, QUEEN, KING = 11, 12, 13, 14
# The court cards' names; their letters and words in each language are in the catalogue
# (``card.letter.king`` is R in French, K in English).
_COURT = {JACK: "jack", KNIGHT: "knight", QUEEN: "queen", KING: "king"}
# Half points of each suit rank (RULES.md §1): king 4.5, queen 3.5, knight 2.5, jack 1.5, else 0.5.
_COURT_HALF_POINTS = {KING: 9, QUEEN: 7, KNIGHT: 5, JACK: 3}

TRUMP_BASE = 56  # index of the trump 1, the Petit
EXCUSE_INDEX = 77


class Card:
    """One of the 78 cards. Each exists once: take it from ``DECK``, or write
    ``Card("R♥")``, which is :func:`~tarot_learn.parsing.parse_card` — so two equal cards are the same object.

    ``suit`` is a :class:`Suit` (``Suit.TRUMPS`` for a trump, ``None`` for the Excuse);
    ``rank`` is 1–14 in a suit (11 jack, 12 knight, 13 queen, 14 king), 1–21 for a trump,
    0 for the Excuse.
    """

    __slots__ = ("index", "bit", "suit", "rank", "is_trump", "is_excuse", "is_bout", "half_points")
    listed_with = " "  # cards in a sentence read well side by side, "R♥ 7♠ 21" (i18n lists other things with commas)

    def __new__(cls, card: str | Card | int) -> Card:
        return _Text.card(card)

    @classmethod
    def _make(cls, index: int) -> Card:
        """The card at ``index`` of the canonical order; called 78 times, to build ``DECK``."""
        if index < TRUMP_BASE:
            suit, rank = SUITS[index // 14], index % 14 + 1
        elif index < EXCUSE_INDEX:
            suit, rank = Suit.TRUMPS, index - TRUMP_BASE + 1
        else:
            suit, rank = None, 0
        is_trump = suit is Suit.TRUMPS
        is_excuse = suit is None
        is_bout = is_excuse or (is_trump and rank in (1, 21))
        if is_bout:
            half = 9
        elif is_trump:
            half = 1
        else:
            half = _COURT_HALF_POINTS.get(rank, 1)
        card = object.__new__(cls)
        for name, value in (
            ("index", index),
            ("bit", 1 << index),
            ("suit", suit),
            ("rank", rank),
            ("is_trump", is_trump),
            ("is_excuse", is_excuse),
            ("is_bout", is_bout),
            ("half_points", half),
        ):
            object.__setattr__(card, name, value)
        return card

    def __setattr__(self, name, value):
        raise AttributeError("cards are immutable")

    @property
    def points(self) -> float:
        """The card's points: 4.5, 3.5, 2.5, 1.5 or 0.5 (RULES.md §1)."""
        return self.half_points / 2

    @property
    def is_king(self) -> bool:
        return self.suit in SUITS and self.rank == KING

    def text(self, lang: str | None = None) -> str:
        """Short text: ``R♥`` (``K♥`` in English), ``7♠``, ``21``, ``Excuse``."""
        if self.is_excuse:
            return "Excuse"
        if self.is_trump:
            return str(self.rank)
        court = _COURT.get(self.rank)
        rank = i18n.text(f"card.letter.{court}", lang) if court else str(self.rank)
        return rank + self.suit.value

    def name(self, lang: str | None = None) -> str:
        """Full name: ``roi de cœur`` / ``king of hearts``, ``atout 12`` / ``trump 12``,
        ``le Petit (atout 1)`` / ``the Petit (trump 1)``, ``l'Excuse`` / ``the Excuse``."""
        if self.is_excuse:
            return i18n.text("card.name.excuse", lang)
        if self.is_trump:
            return i18n.text("card.name.petit" if self.rank == 1 else "card.name.trump", lang, number=self.rank)
        court = _COURT.get(self.rank)
        rank_key = f"card.rank.{court}" if court else "card.rank.ace" if self.rank == 1 else "card.rank.number"
        suit = i18n.text(f"card.suit.{self.suit.name.lower()}", lang)
        return i18n.text("card.name.suit_card", lang, rank=i18n.text(rank_key, lang, number=self.rank), suit=suit)

    def localized(self, lang: str | None = None) -> str:
        return self.text(lang)

    def __str__(self) -> str:
        return self.text("fr")

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    def __hash__(self) -> int:  # equality is identity (each card exists once); the hash is stable
        return self.index

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __le__(self, other: Card) -> bool:
        return self.index <= other.index

    def __gt__(self, other: Card) -> bool:
        return self.index > other.index

    def __ge__(self, other: Card) -> bool:
        return self.index >= other.index

    def __reduce__(self):  # pickling and copying give back the same card
        return (card_at, (self.index,))

    def _repr_svg_(self) -> str:
        from .display.svg import card_svg

        return card_svg(self)

    def _repr_html_(self) -> str:
        # JupyterLab draws an SVG output as an <img> without alt text: this one carries the picture's words.
        from .display.markup import svg_img

        return svg_img(self._repr_svg_())


DECK: tuple[Card, ...] = tuple(Card._make(index) for index in range(78))
EXCUSE = DECK[EXCUSE_INDEX]
PETIT = DECK[TRUMP_BASE]
TRUMP_21 = DECK[TRUMP_BASE + 20]
BOUTS = (PETIT, TRUMP_21, EXCUSE)


def card_at(index: int) -> Card:
    """The card at ``index`` in the canonical order of ``DECK``."""
    return DECK[index]


def trump(number: int) -> Card:
    """The trump ``number`` (1 is the Petit, 21 the highest); refuses anything else."""
    if type(number) is not int or not 1 <= number <= 21:
        from .errors import CardParseError, shown

        raise CardParseError("error.card.trump_range", number=shown(number))
    return DECK[TRUMP_BASE + number - 1]


def suit_card(rank: int, suit: Suit) -> Card:
    """The card of ``rank`` (1 the ace … 11 the jack, 12 the cavalier, 13 the queen, 14 the
    king) in ``suit`` (one of ``SUITS``); refuses anything else."""
    if type(rank) is not int or not 1 <= rank <= 14 or suit not in SUITS:
        from .errors import CardParseError, shown

        if suit not in SUITS:
            raise CardParseError("error.card.suit", given=shown(suit))
        raise CardParseError("error.card.suit_rank", number=shown(rank))
    return DECK[SUITS.index(suit) * 14 + rank - 1]


# --- sets of cards as bits -----------------------------------------------------------------
SUIT_BITS = {suit: ((1 << 14) - 1) << (14 * position) for position, suit in enumerate(SUITS)}
TRUMP_BITS = ((1 << 21) - 1) << TRUMP_BASE
SUIT_BITS[Suit.TRUMPS] = TRUMP_BITS
EXCUSE_BIT = EXCUSE.bit
ALL_BITS = (1 << 78) - 1
KING_BITS = sum(suit_card(KING, suit).bit for suit in SUITS)
BOUT_BITS = PETIT.bit | TRUMP_21.bit | EXCUSE_BIT
HALF_POINT_CARD_BITS = sum(card.bit for card in DECK if card.half_points == 1)
# The bits of each card's suit, by card index (0 for the Excuse, which belongs to no suit): what a
# card played first sets as the led suit, read without hashing the Suit.
SUIT_BITS_BY_INDEX = tuple(SUIT_BITS[card.suit] if card.suit else 0 for card in DECK)


def bits_of(cards: Iterable[Card]) -> int:
    """The bit set of some cards."""
    bits = 0
    for card in cards:
        bits |= card.bit
    return bits


def cards_of(bits: int) -> list[Card]:
    """The cards of a bit set, in canonical order."""
    cards = []
    while bits:
        low = bits & -bits
        cards.append(DECK[low.bit_length() - 1])
        bits ^= low
    return cards


# The cards by worth, cheapest first (RULES.md §1): the small cards (½ point), the jacks, the
# knights, the queens, then the kings and the bouts (4½ points) — (half points, bits) each.
WORTH_CLASSES = tuple((half, sum(card.bit for card in DECK if card.half_points == half)) for half in (1, 3, 5, 7, 9))


_SMALL_BITS, _JACK_BITS, _KNIGHT_BITS, _QUEEN_BITS, _KING_AND_BOUT_BITS = (kind for _, kind in WORTH_CLASSES)


def half_points_of(bits: int) -> int:
    """The half points of a bit set of cards (RULES.md §1): a bit count for each worth (½, 1½,
    2½, 3½ and 4½ points), not a loop over the cards."""
    return (
        (bits & _SMALL_BITS).bit_count()
        + 3 * (bits & _JACK_BITS).bit_count()
        + 5 * (bits & _KNIGHT_BITS).bit_count()
        + 7 * (bits & _QUEEN_BITS).bit_count()
        + 9 * (bits & _KING_AND_BOUT_BITS).bit_count()
    )


def random_card(bits: int, rng) -> Card:
    """A card of the bit set ``bits`` chosen at random with ``rng`` (a ``random.Random``), one
    draw of ``rng.random()`` per choice: the bots' way to pick among the legal cards. The
    ``k``-th lowest card is taken, ``k`` drawn below the count; it is reached from whichever
    end of the set is nearer (``while`` loops: most sets are small, and a ``range`` costs more
    than the few steps it counts)."""
    count = bits.bit_count()
    lower = int(rng.random() * count)  # how many cards lie below the chosen one
    if lower < count // 2:
        while lower:
            bits &= bits - 1  # drop the lowest card
            lower -= 1
        return DECK[(bits & -bits).bit_length() - 1]
    higher = count - 1 - lower
    while higher:
        bits ^= 1 << (bits.bit_length() - 1)  # drop the highest card
        higher -= 1
    return DECK[bits.bit_length() - 1]


_new_object = object.__new__


class CardSet:
    """An immutable set of cards, always listed in canonical order: a hand, the chien, a pile.

    ``CardSet("R♥ 7♠ 21")`` parses text; ``CardSet(cards)`` takes cards. It supports ``in``
    (with a :class:`Card` or its text), ``len``, iteration, ``|``, ``&`` and ``-``.
    """

    # Immutable by convention: nothing in tarot_learn assigns ``bits`` after creation, and every
    # operation returns a new set. (Forbidding assignment would double the cost of creating a
    # set, and legal_cards creates one per call.)
    __slots__ = ("bits",)

    def __init__(self, cards: Iterable[Card] | str | CardSet = ()):
        if isinstance(cards, CardSet):
            self.bits = cards.bits
        else:
            self.bits = bits_of(_Text.cards(cards))

    @classmethod
    def from_bits(cls, bits: int) -> CardSet:
        """The set whose cards are the bits of ``bits`` (bit i is ``DECK[i]``)."""
        card_set = _new_object(cls)
        card_set.bits = bits
        return card_set

    def __contains__(self, card) -> bool:
        if not isinstance(card, Card):
            card = _Text.card(card)
        return bool(self.bits & card.bit)

    def __iter__(self) -> Iterator[Card]:
        return iter(cards_of(self.bits))

    def __len__(self) -> int:
        return self.bits.bit_count()

    def __bool__(self) -> bool:
        return bool(self.bits)

    def __eq__(self, other) -> bool:
        if isinstance(other, CardSet):
            return self.bits == other.bits
        if isinstance(other, (set, frozenset)):
            return self.bits == bits_of(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.bits)

    def __or__(self, other: CardSet) -> CardSet:
        return type(self).from_bits(self.bits | CardSet(other).bits)

    def __and__(self, other: CardSet) -> CardSet:
        return type(self).from_bits(self.bits & CardSet(other).bits)

    def __sub__(self, other: CardSet) -> CardSet:
        return type(self).from_bits(self.bits & ~CardSet(other).bits)

    def of_suit(self, suit: Suit) -> CardSet:
        """The cards of one suit (``Suit.TRUMPS`` for the trumps; the Excuse is in none)."""
        return type(self).from_bits(self.bits & SUIT_BITS[suit])

    def choice(self, rng) -> Card:
        """A card of this set chosen at random with ``rng`` (a ``random.Random``): the bots'
        way to pick among the legal cards. Refuses an empty set (there is nothing to choose)."""
        if not self.bits:
            from .errors import CardCountError

            raise CardCountError("error.card.choice_empty")
        return random_card(self.bits, rng)

    @property
    def trumps(self) -> CardSet:
        return self.of_suit(Suit.TRUMPS)

    @property
    def points(self) -> float:
        """The points of these cards (RULES.md §1)."""
        return count_points(self)

    def text(self, lang: str | None = None) -> str:
        return " ".join(card.text(lang) for card in self)

    def localized(self, lang: str | None = None) -> str:
        return self.text(lang) or i18n.text("card.no_card", lang)

    def __str__(self) -> str:
        return self.text("fr")

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.text('fr')!r})"

    def _repr_svg_(self) -> str:
        from .display.svg import cards_svg

        return cards_svg(self)

    def _repr_html_(self) -> str:
        # JupyterLab draws an SVG output as an <img> without alt text: this one carries the picture's words.
        from .display.markup import svg_img

        return svg_img(self._repr_svg_())


class Hand(CardSet):
    """A player's hand: a :class:`CardSet` that shows itself as a fanned hand."""

    __slots__ = ()

    def _repr_svg_(self) -> str:
        from .display.svg import cards_svg

        return cards_svg(self, fan=True)


# --- counting points (RULES.md §1) -----------------------------------------------------------
def count_points(cards: Iterable[Card] | str) -> float:
    """The points of a pile of cards: the sum of its cards' points (RULES.md §1)."""
    return sum(card.half_points for card in _Text.cards(cards)) / 2


def count_by_pairs(cards: Iterable[Card] | str) -> list[tuple[tuple[Card, ...], float]]:
    """Count a pile the way players do by hand (RULES.md §1): each big card (bout, king, queen,
    knight, jack) with a small one, then the small cards two by two.

    Returns the groups and what each is worth: a big card with a small one counts its points
    rounded up (king + small = 5), two smalls count 1. The groups add up to
    :func:`count_points` of the pile. A big card left without a small card counts its own
    points (4.5 …), as does a small card left alone (0.5).
    """
    cards = _Text.cards(cards)
    big = [card for card in cards if card.half_points > 1]
    small = [card for card in cards if card.half_points == 1]
    groups = []
    for card in big:
        if small:
            groups.append(((card, small.pop()), (card.half_points + 1) / 2))
        else:
            groups.append(((card,), card.points))
    while len(small) >= 2:
        groups.append(((small.pop(), small.pop()), 1.0))
    if small:
        groups.append(((small.pop(),), 0.5))
    return groups


# --- reading text -------------------------------------------------------------------------------
# Card("R♥"), CardSet("R♥ 21"), "R♥" in a set and count_points("R♥ D♥") read what a person wrote with
# the parser of :mod:`.parsing`, which is built on the cards above and sits above this module: when it
# loads, it hands its two readers to :func:`read_text_with`. The package loads it
# (``tarot_learn/__init__.py``), and Python loads a package before any of its modules, so the readers
# are in place before anything can be written. This module never imports the parser.
class _Text:
    """The parser's readers of one card and of several (:func:`read_text_with`)."""

    card: Callable[[object], Card]
    cards: Callable[[object], list[Card]]


def read_text_with(read_card: Callable[[object], Card], read_cards: Callable[[object], list[Card]]) -> None:
    """Read cards written as text with these two functions (:mod:`.parsing` gives its own)."""
    _Text.card = staticmethod(read_card)
    _Text.cards = staticmethod(read_cards)
