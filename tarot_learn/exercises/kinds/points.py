"""How many points in this pile? (``points``) — RULES.md §1: ``count_points``, counted as players
do, by pairs (``count_by_pairs``)."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from ... import i18n
from ...cards import DECK, CardSet, count_by_pairs
from ...i18n import Deferred, Sentence
from ..answers import read_number
from .base import Kind, Position, Verdict
from .misconceptions import Misconception
from .show import cards_line, cards_picture
from .shuffle import relabelled, relabelling_and_turn

_BOUTS = CardSet("1 21 Excuse")


@dataclass(frozen=True, kw_only=True)
class PilePosition(Position):
    """A pile of cards to count."""

    pile: CardSet


def _counted_as(small: int, *, halves_dropped: bool = False):
    """A ``spotted`` function: the pile counted with each small card worth ``small`` half points,
    or (``halves_dropped``) every card's half point dropped (a king 4, a bout 4, a small card 0)."""

    def spotted(position: PilePosition, given: float):
        if halves_dropped:
            total = sum(card.half_points // 2 for card in position.pile)
        else:
            total = sum(card.half_points if card.half_points > 1 else small for card in position.pile) / 2
        return {} if total != position.pile.points and abs(given - total) < 1e-9 else None

    return spotted


class Points(Kind):
    name = "points"
    position = PilePosition
    answer_form = "number"
    chapters = ("cards",)
    situations = ("points",)
    misconceptions = (
        Misconception("small_cards_worth_one", _counted_as(2), "01", "card_values"),
        Misconception("small_cards_worth_nothing", _counted_as(0), "01", "card_values"),
        Misconception("half_points_dropped", _counted_as(0, halves_dropped=True), "01", "card_values"),
    )

    def question(self, position: PilePosition, lang: str) -> str:
        return i18n.text("exercise.question.points", lang)

    def position_lines(self, position: PilePosition, lang: str) -> list[str]:
        return [cards_line("exercise.position.pile", position.pile, lang)]

    def pictures(self, position: PilePosition, lang: str) -> list[str]:
        return [cards_picture(position.pile, "exercise.picture.pile", lang)]

    def read_answer(self, answer, position: PilePosition) -> float:
        return read_number(answer)

    def solve(self, position: PilePosition) -> float:
        return position.pile.points

    def judge(self, exercise, given: float) -> Verdict:
        pile = exercise.position.pile
        expected = self.solve(exercise.position)
        if abs(given - expected) < 1e-9:
            groups = Deferred(lambda lang: _groups(pile, lang))
            return Verdict.right(
                "points_by_pairs",
                {"points": expected},
                Sentence("exercise.points.by_pairs", {"groups": groups, "total": expected}),
            )
        rule = "too_many_points" if given > expected else "too_few_points"
        params = {"given": given, "count": len(pile)}
        key = "exercise.points.too_many" if given > expected else "exercise.points.too_few"
        return Verdict.wrong(rule, params, Sentence(key, params))

    def solution(self, position: PilePosition, lang: str) -> str:
        return i18n.text("exercise.expected.points", lang, points=self.solve(position))

    def right_answers(self, position: PilePosition) -> tuple:
        points = self.solve(position)
        return points, i18n.format_points(points, "fr")

    def solution_words(self, position: PilePosition, lang: str) -> tuple[str, ...]:
        return self.solution(position, lang), f"{i18n.format_points(self.solve(position), lang)} points"

    def wrong_answers(self, position: PilePosition) -> tuple:
        points = self.solve(position)
        small = sum(1 for card in position.pile if card.half_points == 1)
        return points + 1, points - 0.5, *((points + small / 2,) if small else ())  # a small card counted 1

    def hint(self, exercise, level: int, lang: str) -> str:
        if level < 3:
            return i18n.text(f"exercise.hints.points.{level}", lang)
        pile = exercise.position.pile
        big = sum(1 for card in pile if card.half_points > 1)
        return i18n.text("exercise.nearly.points", lang, big=big, small=len(pile) - big)

    def target(self, position: PilePosition) -> tuple:
        return len(position.pile), position.pile.points, len(position.pile & _BOUTS)

    def vary(self, position: PilePosition, rng: random.Random) -> PilePosition:
        relabel, _ = relabelling_and_turn(position, rng)
        return replace(position, pile=relabelled(position.pile, relabel))

    def generate(self, situation: str, rng: random.Random) -> PilePosition:
        return PilePosition(pile=CardSet(rng.sample(DECK, rng.randint(3, 9))))


def _groups(pile: CardSet, lang: str) -> str:
    """The pile counted by pairs: "R♥ + 7♠ = 5, D♦ + 2♣ = 4"."""
    return ", ".join(
        i18n.text("exercise.points.group", lang, cards=" + ".join(card.text(lang) for card in cards), points=value)
        for cards, value in count_by_pairs(pile)
    )
