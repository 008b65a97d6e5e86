"""The chances at the deal that lesson 09 works out (:mod:`tarot_learn.strategy.stats`): about one
deal in how many a given player (``petit_sec_player``) or someone at the table
(``petit_sec_table``) has the Petit sec, and how many trumps a hand holds on average
(``trumps_mean``, to one decimal)."""

from __future__ import annotations

from ...strategy import stats
from ..answers import read_count, read_number
from .base import Position
from .rules_question import RulesQuestion


class _Chances(RulesQuestion):
    position = Position
    answer_form = "number"
    chapters = ("dealing",)
    area = "stats"

    def read_answer(self, answer, position: Position) -> float:
        return read_count(answer)

    def right_answers(self, position: Position) -> tuple:
        return self.solve(position), self.answer_words(position, self.solve(position), "fr")

    def wrong_answers(self, position: Position) -> tuple:
        return (self.solve(position) + 1,)


class PetitSecPlayer(_Chances):
    name = "petit_sec_player"

    def solve(self, position: Position) -> int:
        return round(1 / stats.petit_sec_probability(position.players).player)


class PetitSecTable(_Chances):
    name = "petit_sec_table"

    def solve(self, position: Position) -> int:
        return round(1 / stats.petit_sec_probability(position.players).table)


class TrumpsMean(_Chances):
    name = "trumps_mean"

    def read_answer(self, answer, position: Position) -> float:
        return read_number(answer, signed_by_words=True)

    def solve(self, position: Position) -> float:
        distribution = stats.trump_count_distribution(position.players)
        return round(sum(count * chance for count, chance in distribution.items()), 1)
