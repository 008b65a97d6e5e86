"""How a computer player picks one card among several: the habits the bots and the coach share.

Each helper takes a set of cards as bits (:attr:`~tarot_learn.cards.CardSet.bits`) — the legal
cards, or some of them — and returns one :class:`~tarot_learn.cards.Card`. None of them decides
what is legal: the rules core gives the set (RULES.md §5); which cards would win a trick is
:func:`~tarot_learn.play.winning_bits`. What a card is worth is RULES.md §1.

>>> from tarot_learn.cards import CardSet
>>> hearts = CardSet("R♥ V♥ 3♥").bits
>>> lowest_card(hearts), cheapest_card(hearts | CardSet("1 Excuse").bits), richest_card(hearts)
(Card('3♥'), Card('3♥'), Card('R♥'))
"""

from __future__ import annotations

from ..cards import DECK, EXCUSE_BIT, PETIT, WORTH_CLASSES, Card

_NOT_PETIT_NOR_EXCUSE = ~(EXCUSE_BIT | PETIT.bit)
_RICHEST_FIRST = tuple(reversed(WORTH_CLASSES))


def lowest_card(bits: int) -> Card:
    """The lowest card of a non-empty bit set: in one suit, or among the trumps, the lowest rank;
    across suits, the first in the deck's canonical order (spades, hearts, diamonds, clubs, trumps).

    >>> from tarot_learn.cards import CardSet
    >>> lowest_card(CardSet("D♥ 7♥ 12").bits)
    Card('7♥')
    """
    return DECK[(bits & -bits).bit_length() - 1]


def cheapest_card(bits: int) -> Card:
    """The card it costs least to give away (RULES.md §1): the fewest points, then the lowest;
    the Petit, then the Excuse, only when nothing else is in the set.

    >>> from tarot_learn.cards import CardSet
    >>> cheapest_card(CardSet("R♠ 1 4 Excuse").bits), cheapest_card(CardSet("1 Excuse").bits)
    (Card('4'), Card('1'))
    """
    pool = bits & _NOT_PETIT_NOR_EXCUSE or bits & ~EXCUSE_BIT or bits
    for _, kind in WORTH_CLASSES:  # the cheapest worth first (a loop: next() on a generator costs more)
        if pool & kind:
            return lowest_card(pool & kind)


def richest_card(bits: int) -> Card:
    """The card worth most (RULES.md §1), the lowest of them on a tie: what a player gives to a
    trick his side has won (*charger*). The caller leaves out the cards it wants to keep (the
    Excuse, the Petit); the set must hold a card that is not the Excuse.

    >>> from tarot_learn.cards import CardSet
    >>> richest_card(CardSet("D♦ D♠ 7♣ 12").bits)
    Card('D♠')
    """
    pool = bits & ~EXCUSE_BIT
    for _, kind in _RICHEST_FIRST:
        if pool & kind:
            return lowest_card(pool & kind)
