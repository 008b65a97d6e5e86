"""What the questions on the rules around the play share (the auction, the chien, the call, the
Petit sec, the poignée, the score and its bonuses, the chances at the deal): a question in the
bank's words, an answer said in words, and hints and feedback per rule area.

Their words name the seats, the contracts and the points, so a learner's variant keeps the bank's
question, said of the variant by the kind's ``reword``: the seats turned round the table
(:func:`turn_seats`), the attack's points changed (:func:`replace_points`), or (the auction) the
question generated with every bid named; only a hand's cards change where the words name none. The rule area is the
exercise's situation (``"bidding"``, ``"chelem"``…), else the kind's own ``area``: the hints are
``exercise.hints.<area>.2``, ``exercise.look.<area>`` and ``exercise.nearly.<area>``, and a wrong
answer is told ``exercise.rules.wrong.<area>`` — where to look, never the answer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import partial
from typing import ClassVar

from ... import i18n
from ...cards import CardSet
from ...i18n import Deferred, Sentence
from .base import Kind, Position, Verdict
from .show import cards_line, cards_picture, named


class RulesQuestion(Kind):
    keeps_bank_words = True
    generic_wrong_reason = True
    area: ClassVar[str]  # the rule area when the exercise names no situation

    def answer_words(self, position: Position, value, lang: str) -> str:
        """The answer in words: "le joueur 2", "Garde, Garde sans", "oui", "+198"…"""
        return i18n.format_number(value, lang)

    def right_reason(self, position: Position):
        """What a right answer is told: the core's account (an auction, a score's lines) or the answer."""
        return Sentence(
            "exercise.answer_is.sentence",
            {"answer": Deferred(partial(self.answer_words, position, self.solve(position)))},
        )

    def judge(self, exercise, given) -> Verdict:
        position = exercise.position
        if given == self.solve(position):
            return Verdict.right(self.name, {"answer": given}, self.right_reason(position))
        area = self.wrong_area(exercise, given)
        return Verdict.wrong(self.name, {"given": given, "area": area}, Sentence(f"exercise.rules.wrong.{area}"))

    def wrong_area(self, exercise, given) -> str:
        """The rule area a wrong answer is sent back to: the exercise's, unless a kind knows better."""
        return self.area_of(exercise)

    def solution_words(self, position: Position, lang: str) -> tuple[str, ...]:
        """The solution's sentence; a seat's name ("le joueur 2"), a signed number ("+198"), cards."""
        value = self.solve(position)
        words = [self.solution(position, lang)]
        if isinstance(value, int) and not isinstance(value, bool):
            words.append(f"{value:+d}")
        if self.answer_form in ("seat", "seat_or_nobody", "seat_or_alone", "cards") and value is not None:
            words.append(self.answer_words(position, value, lang))
        return tuple(words)

    def solution(self, position: Position, lang: str) -> str:
        return i18n.text(
            "exercise.answer_is.sentence", lang, answer=self.answer_words(position, self.solve(position), lang)
        )

    def hint(self, exercise, level: int, lang: str) -> str:
        area = self.area_of(exercise)
        if level == 1:
            return i18n.text(f"exercise.hints.{area}.2", lang)
        if level == 2:
            return i18n.text(f"exercise.look.{area}", lang)
        return i18n.text(f"exercise.nearly.{area}", lang)

    def area_of(self, exercise) -> str:
        return exercise.situation or self.area


_SEAT_WORDS = re.compile(r"\b(joueur|player|Joueur|Player) ([1-5])\b")  # a seat as the bank's words name it


def turn_seats(text: str, turn: int, players: int) -> str | None:
    """``text`` with every seat it names ("le joueur 2", "player 2") turned ``turn`` places round the table;
    None when the table is turned but the words name no seat (the learner would see no change)."""
    if turn % players and not _SEAT_WORDS.search(text):
        return None
    return _SEAT_WORDS.sub(lambda found: f"{found[1]} {(int(found[2]) - 1 + turn) % players + 1}", text)


def points_words(points: float, lang: str) -> str:
    """Card points as the bank writes them: "49", "40,5" (fr), "40.5" (en)."""
    return i18n.format_number(int(points) if points == int(points) else points, lang)


def replace_points(text: str, old: float, new: float, lang: str) -> str | None:
    """``text`` with its one "<old> points" said as "<new> points"; None unless it names them exactly once."""
    pattern = re.compile(rf"(?<![\d,.]){re.escape(points_words(old, lang))}(?= points\b)")
    if len(pattern.findall(text)) != 1:
        return None
    return pattern.sub(points_words(new, lang), text)


def contract_words(contract, lang: str) -> str:
    """A contract as a sentence names it: "garde", "garde sans le chien" (the catalogue's name, lower case)."""
    words = contract.localized(lang)
    return words[:1].lower() + words[1:]


def replace_contract(text: str, old, new, lang: str) -> str | None:
    """``text`` with its one contract ``old`` named ``new``; None unless it names ``old`` exactly once
    (a "garde" is not the start of a "garde sans")."""
    pattern = re.compile(rf"(?<!\w){re.escape(contract_words(old, lang))}(?! sans| contre)(?!\w)")
    if len(pattern.findall(text)) != 1:
        return None
    return pattern.sub(contract_words(new, lang), text)


def seat_or_none_words(value, players: int, none_key: str, lang: str) -> str:
    """A seat counted from 1 ("le joueur 2"), or the sentence saying there is none."""
    return i18n.text(none_key, lang) if value is None else named(value, players, lang)


@dataclass(frozen=True, kw_only=True)
class HandPosition(Position):
    """A hand, and nothing else: a question about what the hand holds."""

    hand: CardSet


class HandShown:
    """The hand of a question about a hand, in words and drawn (mixed into a kind)."""

    def position_lines(self, position, lang: str) -> list[str]:
        return [cards_line("exercise.position.hand", position.hand, lang)]

    def pictures(self, position, lang: str) -> list[str]:
        return [cards_picture(position.hand, "exercise.picture.hand", lang)]
