"""How a learner names the seats at a table (RULES.md, "Direction").

The API numbers seats from 0, the learner never sees those numbers. Seen from a viewer sitting
at the bottom of the picture, the others are named by where they sit; play goes
counter-clockwise, so the next player is on the viewer's right:

    3 players: you, on the right, on the left
    4 players: you, on the right, across, on the left
    5 players: you, on the right, across on the right, across on the left, on the left

Without a viewer (a score sheet, say) a seat is "Player 1" to "Player 5", counted from 1. These are
the two ways a learner reads a seat, everywhere (issue 23): by place when he sits at the table (a
deal's pictures and steps put him at :data:`LEARNER`, the dealer of ``tl.deal(...)``), else counted
from 1 (an exercise about other players: "player 3 deals"); never the API's number.
Two forms: a ``label`` under a seat or in a column ("You", "Right"…), and a ``noun`` that reads
in a sentence after a verb or a preposition ("you", "the player on your right"…).
"""

from __future__ import annotations

from . import i18n
from .deal import Deal, DealStep, check_seat, deal_size

LEARNER = 0
"""The learner's seat wherever the lessons put him at the table without saying otherwise (a deal's
pictures, the trainers): "you", at the bottom; the others are named from there."""

_PLACES = {
    3: ("you", "right", "left"),
    4: ("you", "right", "across", "left"),
    5: ("you", "right", "across_right", "across_left", "left"),
}


def place(seat: int, viewer: int, players: int) -> str:
    """Where ``seat`` sits for ``viewer``: ``"you"``, ``"right"``, ``"across"``, ``"left"``…"""
    deal_size(players)
    check_seat(seat, players)
    check_seat(viewer, players)
    return _PLACES[players][(seat - viewer) % players]


def seat_name(seat: int, viewer: int | None, players: int, lang: str | None = None, *, noun: bool = False) -> str:
    """The name a learner reads for ``seat``: by where it sits for ``viewer``, or "Player 1…5"
    (``seat + 1``) when ``viewer`` is ``None``; the label, or with ``noun=True`` the noun."""
    if viewer is None:
        deal_size(players)
        check_seat(seat, players)
        return numbered_name(seat, lang, noun=noun)
    form = "noun" if noun else "label"
    return i18n.text(f"seat.{form}.{place(seat, viewer, players)}", lang)


def numbered_name(seat: int, lang: str | None = None, *, noun: bool = False) -> str:
    """ "Joueur 1…5", ``seat + 1``: a seat named without a viewer where the table's size is not at
    hand (a trick's winner, an Excuse's owner); the label, or with ``noun=True`` the noun."""
    return i18n.text("seat.noun.number" if noun else "seat.label.number", lang, number=seat + 1)


def seat_names(viewer: int | None, players: int, lang: str | None = None, *, noun: bool = False) -> list[str]:
    """:func:`seat_name` of every seat, in seat order."""
    return [seat_name(seat, viewer, players, lang, noun=noun) for seat in range(players)]


def describe_step(step: DealStep, deal: Deal, lang: str | None = None, viewer: int | None = 0) -> str:
    """A step of the deal (RULES.md §2) in a sentence; the seat that receives a packet named as the
    learner at ``viewer`` reads it ("le joueur de droite"), as the deal's pictures name it, or counted
    from 1 with ``viewer=None``."""
    if step.kind == "packet":
        seat = seat_name(step.seat, viewer, deal.players, lang, noun=True)
        return i18n.text("deal.step.packet", lang, count=len(step.cards), seat=seat, cards=step.cards)
    return i18n.text("deal.step.chien", lang, count=step.chien_count, size=deal.size.chien)
