"""The pieces a kind shows: a position's lines in words, and its cards drawn.

The words are for a typed answer and a screen reader; the pictures come from
:mod:`tarot_learn.display.svg` (imported when a picture is asked for: grading needs none).
"""

from __future__ import annotations

from dataclasses import dataclass

from ... import i18n
from ...seats import seat_name
from ..answers import read_seat


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


class SeatAnswer:
    """For a kind whose ``solve`` gives a seat: the learner answers with a seat counted from 1 (3,
    « joueur 3 », "player 3"), and the solution names it as :func:`named` does. Put it first among
    the kind's bases."""

    answer_form = "seat"

    def read_answer(self, answer, position) -> int:
        return read_seat(answer, position.players)

    def solution(self, position, lang: str) -> str:
        return i18n.text(
            "exercise.answer_is.sentence", lang, answer=named(self.solve(position), position.players, lang)
        )

    def right_answers(self, position) -> tuple:
        seat = self.solve(position) + 1
        return seat, f"joueur {seat}", f"player {seat}"

    def solution_words(self, position, lang: str) -> tuple[str, ...]:
        return self.solution(position, lang), named(self.solve(position), position.players, lang)


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
