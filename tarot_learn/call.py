"""Calling a partner at 5 players: the appel au roi (RULES.md §4).

After the bidding, and before the chien is turned over, the taker names a card; whoever
holds it is his secret partner, two against three. He calls a **king**. Holding all four
kings, he calls a **queen** — or one of his own kings; holding all four kings and all four
queens, a **knight** (or one of his kings); and so on down the ranks. He may call a card he
holds himself, and the called card may lie in the chien: either way he plays alone, one
against four.

The partner is *known* to the table only when the called card is played: that is the game's
business. This module answers what the rules fix before the first trick.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from . import i18n
from .cards import KING, SUITS, Card, CardSet, suit_card
from .deal import check_seat, deal_size
from .errors import CardCountError, IllegalActionError, PlayerCountError
from .parsing import parse_card, parse_hands
from .seats import seat_name

CALL_PLAYERS = 5  # only the five-player game has a call
HAND_SIZE = deal_size(CALL_PLAYERS).hand


def callable_cards(hand) -> list[Card]:
    """The cards the taker may call with ``hand`` (RULES.md §4): the four kings; if he holds
    all four, the four queens; if he holds those too, the four knights; and so on.

    The list includes the cards of that rank that he holds himself: calling one of them
    means playing alone. Holding all four kings, he may also call one of them, to play
    alone (FFT: « il peut s'appeler lui-même »): the kings then follow the lower rank.

    >>> callable_cards("R♠ R♥ D♦ 2♣ 5 7 21")
    [Card('R♠'), Card('R♥'), Card('R♦'), Card('R♣')]
    >>> callable_cards("R♠ R♥ R♦ R♣ D♥ 2♠ 3 4")
    [Card('D♠'), Card('D♥'), Card('D♦'), Card('D♣'), Card('R♠'), Card('R♥'), Card('R♦'), Card('R♣')]
    """
    held = CardSet(hand)
    if len(held) > HAND_SIZE:
        raise CardCountError("error.call.hand_size", count=len(held), expected=HAND_SIZE)
    rank = KING
    while all(suit_card(rank, suit) in held for suit in SUITS):  # 15 cards never hold four full ranks
        rank -= 1
    cards = [suit_card(rank, suit) for suit in SUITS]
    if rank != KING:
        cards += [suit_card(KING, suit) for suit in SUITS]  # his own kings: he calls himself
    return cards


def check_call(hand, card) -> Card:
    """Return the called ``card`` after checking the taker may call it with ``hand`` (RULES.md §4).

    Raises :class:`IllegalActionError` naming the cards he may call.
    """
    card = parse_card(card)
    allowed = callable_cards(hand)
    if card not in allowed:
        raise IllegalActionError("error.call.not_callable", card=card, allowed=CardSet(allowed))
    return card


def partner_of(taker: int, called_card, hands: Sequence, chien) -> int | None:
    """The seat holding the called card: the taker's partner (RULES.md §4).

    ``None`` when the taker plays alone: he holds the card himself, or it lies in the chien.
    ``hands`` are the five hands as dealt (seats 0 to 4), ``chien`` the chien.
    """
    hands = parse_hands(hands)
    if len(hands) != CALL_PLAYERS:
        raise PlayerCountError("error.call.players", given=len(hands))
    check_seat(taker, CALL_PLAYERS)
    called_card = parse_card(called_card)
    hand_bits = [CardSet(hand).bits for hand in hands]
    if not called_card.bit & (CardSet(chien).bits | sum(hand_bits)):
        raise IllegalActionError("error.call.card_missing", card=called_card)
    return partner_seat(taker, called_card, hand_bits, CardSet(chien).bits)


def partner_seat(taker: int, called_card: Card, hand_bits: Sequence[int], chien_bits: int) -> int | None:
    """:func:`partner_of` for hands and a chien given as bits, all of them checked already (a
    game's deal): the seat holding the called card, ``None`` when the taker plays alone."""
    if called_card.bit & chien_bits:
        return None
    holder = next(seat for seat, bits in enumerate(hand_bits) if bits & called_card.bit)
    return None if holder == taker else holder


def describe_call(
    taker: int, called_card, hands: Sequence, chien, lang: str | None = None, viewer: int | None = None
) -> str:
    """The call told by someone who sees every card (a teacher, a replay): who the partner
    is, or why the taker plays alone (RULES.md §4). The seats are named for ``viewer`` ("vous",
    "le joueur de droite"…), else counted from 1 ("le joueur 1" for seat 0)."""
    called_card = parse_card(called_card)
    partner = partner_of(taker, called_card, hands, chien)  # checks the seat and the hands
    case = "partner" if partner is not None else "alone_chien" if called_card in CardSet(chien) else "alone_own"
    # The taker says it himself when he is the viewer: "Vous appelez…" rather than "Preneur : vous ; il…".
    key = (_YOU_CALL if taker == viewer else _CALL)[case]
    if case == "partner" and partner == viewer:
        key = "call.partner_you"  # "…, que vous avez : vous êtes son partenaire secret"
    name = partial(seat_name, viewer=viewer, players=CALL_PLAYERS, lang=lang, noun=True)
    partner_name = None if partner is None else name(partner)
    return i18n.text(key, lang, taker=name(taker), card=called_card, partner=partner_name)


_CALL = {"partner": "call.partner", "alone_chien": "call.alone_chien", "alone_own": "call.alone_own"}
_YOU_CALL = {"partner": "call.you_partner", "alone_chien": "call.you_alone_chien", "alone_own": "call.you_alone_own"}
