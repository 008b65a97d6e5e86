"""Poignées: showing many trumps for a bonus (RULES.md §7, "Poignée").

Just before playing his first card, a player who holds many trumps may show them: a simple,
double or triple poignée, worth 20, 30 or 40 points — never multiplied, and won by the side
that wins the deal, whoever showed it (the scoring applies that). How many trumps each
needs depends on the number of players:

=========  ======  ======  ======
players    simple  double  triple
=========  ======  ======  ======
3          13      15      18
4          10      13      15
5          8       10      13
=========  ======  ======  ======

The Excuse may stand in for a trump, but only when the player has no other trump left to
show: it completes a poignée that his trumps alone cannot reach.

A trump the taker had to put in his écart, and showed then (RULES.md §4), still counts toward
his poignée and is shown again with it (FFT: with four kings and 15 trumps, « l'atout écarté
doit être remontré avec la triple Poignée »). The functions below take those trumps as
``shown_in_ecart``.

**Decision** (the FFT reading): a player shows *exactly* the number of trumps of the
poignée he announces — with 11 trumps at 4 players he shows 10 and announces a simple
poignée; showing 11 is refused. Option ``exact_count=False`` accepts any number of trumps
from a threshold up, and counts the highest poignée reached.
"""

from __future__ import annotations

import enum

from . import i18n
from .cards import EXCUSE, EXCUSE_BIT, TRUMP_BITS, CardSet, bits_of
from .deal import deal_size
from .errors import CardNotInHandError, IllegalActionError, shown
from .parsing import parse_cards

POIGNEE_SIZES = {3: (13, 15, 18), 4: (10, 13, 15), 5: (8, 10, 13)}


class Poignee(enum.Enum):
    """A poignée, by size. ``bonus`` is its value in points (not multiplied, RULES.md §7)."""

    SIMPLE = 1
    DOUBLE = 2
    TRIPLE = 3

    @property
    def bonus(self) -> int:
        return 10 + 10 * self.value  # 20, 30, 40

    def size(self, players: int) -> int:
        """How many trumps this poignée shows at ``players`` (3, 4 or 5)."""
        deal_size(players)  # refuses a table of other than 3, 4 or 5 players
        return POIGNEE_SIZES[players][self.value - 1]

    def localized(self, lang: str | None = None) -> str:
        return i18n.text(f"poignee.{self.name.lower()}", lang)

    def __str__(self) -> str:
        return self.localized()


POIGNEES = tuple(Poignee)  # smallest first, listed once (iterating an enum class is slow)


def _trumps_to_count(hand_bits: int) -> int:
    """The trumps a hand can show: its trumps, plus the Excuse, which stands in for one once
    every trump is shown."""
    return (hand_bits & TRUMP_BITS).bit_count() + bool(hand_bits & EXCUSE_BIT)


def _showable_bits(hand, shown_in_ecart) -> int:
    """The hand, and the trumps the taker showed in his écart: what a poignée may show."""
    return CardSet(hand).bits | (CardSet(shown_in_ecart).bits & TRUMP_BITS)


def poignee_options(hand, players: int, *, shown_in_ecart=()) -> list[Poignee]:
    """The poignées ``hand`` could show at ``players``, smallest first (RULES.md §7).
    ``shown_in_ecart``: the trumps the taker put aside and showed, which count too.

    >>> poignee_options("1 2 3 4 5 6 7 8 9 R♠ 2♠", 4)
    []
    >>> poignee_options("1 2 3 4 5 6 7 8 9 R♠ 2♠", 4, shown_in_ecart="10")
    [<Poignee.SIMPLE: 1>]
    """
    deal_size(players)  # refuses a table of other than 3, 4 or 5 players
    count = _trumps_to_count(_showable_bits(hand, shown_in_ecart))
    return [poignee for poignee, size in zip(POIGNEES, POIGNEE_SIZES[players], strict=True) if count >= size]


def cards_to_show(hand, poignee: Poignee, players: int, *, shown_in_ecart=()) -> CardSet:
    """The cards to show for ``poignee``: the trumps showed in the écart first (the defence
    has seen them already), then the lowest trumps, and the Excuse only when the trumps
    alone are too few (RULES.md §7). Raises if the hand cannot show it."""
    bits = _showable_bits(hand, shown_in_ecart)
    if not isinstance(poignee, Poignee):
        raise IllegalActionError("error.poignee.unknown", given=shown(poignee))
    needed = poignee.size(players)
    if poignee not in poignee_options(CardSet.from_bits(bits), players):
        raise IllegalActionError(
            "error.poignee.cannot", poignee=poignee, needed=needed, count=_trumps_to_count(bits), players=players
        )
    from_ecart = bits & CardSet(shown_in_ecart).bits
    trumps = [*CardSet.from_bits(from_ecart), *CardSet.from_bits(bits & TRUMP_BITS & ~from_ecart)]
    to_show = trumps[:needed] if len(trumps) >= needed else [*trumps, EXCUSE]
    return CardSet.from_bits(bits_of(to_show))  # cards of the hand: nothing to read again


def check_poignee(hand, shown, players: int, *, exact_count: bool = True, shown_in_ecart=()) -> Poignee:
    """The poignée that showing ``shown`` from ``hand`` declares, at ``players`` (RULES.md §7).

    Refused, with an :class:`IllegalActionError` that says what to show: a card not in the
    hand (:class:`CardNotInHandError`), a card that is not a trump (the Excuse aside), a
    number of trumps that is not exactly a poignée's (see the module's **Decision**; with
    ``exact_count=False``, fewer than a simple poignée's), and the Excuse shown while a
    trump of the hand stays hidden. ``shown_in_ecart``: the trumps the taker put in his
    écart and showed; they may be shown again, and count.

    >>> hand = "1 2 3 4 5 6 7 8 9 10 11 R♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠"
    >>> check_poignee(hand, "1 2 3 4 5 6 7 8 9 10", 4)
    <Poignee.SIMPLE: 1>
    >>> check_poignee(hand, "1 2 3 4 5 6 7 8 9 10 11", 4)
    Traceback (most recent call last):
    ...
    tarot_learn.errors.IllegalActionError: ...
    """
    deal_size(players)  # refuses a table of other than 3, 4 or 5 players
    sizes = POIGNEE_SIZES[players]
    hand_bits = _showable_bits(hand, shown_in_ecart)
    shown_bits = CardSet(parse_cards(shown)).bits
    if shown_bits & ~hand_bits:
        raise CardNotInHandError("error.poignee.not_in_hand", cards=CardSet.from_bits(shown_bits & ~hand_bits))
    not_trumps = shown_bits & ~TRUMP_BITS & ~EXCUSE_BIT
    if not_trumps:
        raise IllegalActionError("error.poignee.not_trump", cards=CardSet.from_bits(not_trumps))
    count = shown_bits.bit_count()
    reached = [poignee for poignee in POIGNEES if count >= poignee.size(players)]
    if not reached:
        raise IllegalActionError("error.poignee.too_few", players=players, needed=sizes[0], count=count)
    poignee = reached[-1]
    if exact_count and count != poignee.size(players):
        raise IllegalActionError(
            "error.poignee.not_exact",
            players=players,
            simple=sizes[0],
            double=sizes[1],
            triple=sizes[2],
            count=count,
            size=poignee.size(players),
            poignee=poignee,
        )
    hidden_trumps = hand_bits & TRUMP_BITS & ~shown_bits
    if shown_bits & EXCUSE_BIT and hidden_trumps:
        raise IllegalActionError("error.poignee.excuse", cards=CardSet.from_bits(hidden_trumps))
    return poignee
