"""The pieces a kind shows: a position's lines in words, and its cards drawn.

The words are for a typed answer and a screen reader; the pictures come from
:mod:`tarot_learn.display.svg` (imported when a picture is asked for: grading needs none).
"""

from __future__ import annotations

from dataclasses import dataclass

from ... import i18n
from ...seats import seat_name


def cards_line(key: str, cards, lang: str) -> str:
    """``exercise.position.hand`` (``.chien``, ``.pile``) with the cards in words."""
    return i18n.text(key, lang, cards=cards.text(lang))


def trick_line(cards, seats, viewer: int | None, players: int, lang: str) -> str:
    """The trick on the table, each card after the seat that played it; or "nobody has played yet"."""
    if not cards:
        return i18n.text("exercise.position.trick_empty", lang)
    return i18n.text("exercise.position.trick", lang, plays=plays(cards, seats, viewer, players, lang))


def plays(cards, seats, viewer: int | None, players: int, lang: str) -> str:
    """Each card after the name of the seat that played it: "À gauche : 7♠" for a viewer, else "Joueur 2 : 7♠"."""
    return ", ".join(
        i18n.text("display.trick.card", lang, seat=seat_name(seat, viewer, players, lang), card=card.text(lang))
        for card, seat in zip(cards, seats, strict=True)
    )


def named(seat: int, players: int, lang: str) -> str:
    """A seat as the learner reads it with no "you" at the table, counted from 1: "le joueur 3"."""
    return seat_name(seat, None, players, lang, noun=True)


@dataclass(frozen=True)
class Seat:
    """A seat (the API's, from 0) in a sentence: "le joueur 3", counted from 1 (:func:`named`)."""

    seat: int
    players: int

    def localized(self, lang: str) -> str:
        return named(self.seat, self.players, lang)


def cards_picture(cards, label_key: str, lang: str) -> str:
    """A row of cards with its label (``exercise.picture.hand``…)."""
    from ...display.svg import cards_svg

    return cards_svg(cards, label=i18n.text(label_key, lang), lang=lang)


def trick_picture(cards, **options) -> str:
    """A trick on the table, each card in front of its player (:func:`~tarot_learn.display.svg.trick_svg`)."""
    from ...display.svg import trick_svg

    return trick_svg(cards, **options)
