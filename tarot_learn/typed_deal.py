"""A deal played with real cards, typed in box by box: each player's hand, the chien, the dealer (RULES.md §2).

A club plays its deals with real cards; to see one again at the game table, let the robots play it or
review a seat's play, the teacher types what each player held. :func:`read_hands` reads each box with
the card reader (:func:`~tarot_learn.parsing.parse_cards`) and says every problem at once, each naming
its box — a box the reader cannot read, a card typed in two boxes, the cards missing from the 78, a
hand or a chien of the wrong size (§2's sizes) — so that one look at the refusal fixes the deal. A
deal that reads is a prepared :class:`~tarot_learn.deal.Deal` (:func:`~tarot_learn.deal.deal_from_hands`);
its play, typed in the deal text's own lines (``enchères``, ``écart``, ``pli 1``…), is read by
:func:`tarot_learn.deal_text.read_play`.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import i18n
from .cards import DECK
from .deal import Deal, check_seat, deal_from_hands, deal_size
from .errors import TarotError, shown
from .parsing import parse_cards
from .seats import numbered_name

MISSING_LISTED = 12  # more cards missing than this: their number only (a box left empty misses 18)


class TypedDealError(TarotError):
    """Hands and a chien that are not a deal: every problem found, each naming its box."""


class _Box:
    """A box of the form, named as the teacher reads it: « Joueur 2 », « la case du chien » (« La case
    du chien » at the head of a sentence, ``first``)."""

    def __init__(self, seat: int | None, first: bool = False):
        self.seat, self.first = seat, first

    def localized(self, lang: str | None = None) -> str:
        if self.seat is not None:
            return numbered_name(self.seat, lang)
        name = i18n.text("typed_deal.chien", lang)
        return name[0].upper() + name[1:] if self.first else name

    def heading(self) -> _Box:
        return _Box(self.seat, first=True)


class _Boxes:
    """Boxes listed: « Joueur 1 et Chien »."""

    def __init__(self, boxes: list[_Box]):
        self.boxes = boxes

    def localized(self, lang: str | None = None) -> str:
        names = [box.localized(lang) for box in self.boxes]
        return i18n.text("typed_deal.and", lang, first=", ".join(names[:-1]), last=names[-1])


def _said_together(problems: list[TarotError]) -> i18n.Deferred:
    """Several refusals said one after the other, in the language asked for when shown."""
    return i18n.Deferred(lambda lang: " ".join(problem.message(lang) for problem in problems))


def read_hands(hands: Sequence[str], chien: str, dealer: int = 0) -> Deal:
    """The deal whose hands (one text per seat, seat 0 first) and chien were typed, dealt by
    ``dealer`` (a seat from 0): a prepared :class:`~tarot_learn.deal.Deal`. Hands that are not a
    deal are refused with a :class:`TypedDealError` naming every problem and its box.

    >>> from tarot_learn.deal import deal
    >>> dealt = deal(3, seed=4)
    >>> typed = [" ".join(card.text("fr") for card in hand) for hand in dealt.hands]
    >>> read_hands(typed, " ".join(card.text("en") for card in dealt.chien), dealer=2).hands == dealt.hands
    True
    >>> read_hands([typed[0], typed[0], typed[2]], "21 E 1", dealer=2)
    Traceback (most recent call last):
    ...
    tarot_learn.typed_deal.TypedDealError: ...
    """
    if isinstance(hands, (str, bytes)) or not isinstance(hands, Sequence):
        raise TypedDealError("error.typed_deal.hands", given=shown(hands))
    players = len(hands)
    size = deal_size(players)  # 3, 4 or 5 boxes, refused with the rules' sentence otherwise
    check_seat(dealer, players)
    boxes = [_Box(seat) for seat in range(players)] + [_Box(None)]
    problems: list[TarotError] = []
    read: list[list | None] = []
    for box, text in zip(boxes, [*hands, chien], strict=True):
        try:
            read.append(parse_cards(text))
        except TarotError as error:  # a word the reader does not know, a card twice in one box
            problems.append(
                TypedDealError("error.typed_deal.unreadable", box=box.heading(), reason=i18n.Deferred(error.message))
            )
            read.append(None)
    for box, cards in zip(boxes, read, strict=True):
        wanted = size.chien if box.seat is None else size.hand
        if cards is not None and len(cards) != wanted:
            problems.append(
                TypedDealError(
                    "error.typed_deal.count", box=box.heading(), count=len(cards), wanted=wanted, players=players
                )
            )
    where: dict = {}
    for index, cards in enumerate(read):
        for card in cards or ():
            where.setdefault(card, []).append(index)
    twice: dict[tuple, list] = {}  # the cards typed in the same boxes, said together
    for card in DECK:
        if len(where.get(card, ())) > 1:
            twice.setdefault(tuple(where[card]), []).append(card)
    for indexes, cards in twice.items():
        problems.append(
            TypedDealError("error.typed_deal.twice", boxes=_Boxes([boxes[i] for i in indexes]), cards=cards)
        )
    # An unreadable box's cards are not missing: they are not read yet.
    missing = [card for card in DECK if card not in where] if None not in read else []
    if len(missing) > MISSING_LISTED:
        problems.append(TypedDealError("error.typed_deal.many_missing", count=len(missing)))
    elif missing:
        problems.append(TypedDealError("error.typed_deal.missing", count=len(missing), cards=missing))
    if problems:
        raise TypedDealError("error.typed_deal.problems", problems=_said_together(problems))
    return deal_from_hands(read[:players], read[players], dealer)
