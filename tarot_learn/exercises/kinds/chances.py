"""The chances at the deal that lesson 09 works out (:mod:`tarot_learn.strategy.stats`): about one
deal in how many a given player (``petit_sec_player``) or someone at the table
(``petit_sec_table``) has the Petit sec, and how many trumps a hand holds on average
(``trumps_mean``, to one decimal).

A question that says « environ » states its tolerance (``tolerance``: « à 10 % près »), and an
answer that close to the exact figure is right (« environ 2 000 » for 2 169); a mean asked to a
tenth accepts any answer within half a tenth of the exact mean (« 4,85 » for 4,846…, written 4,8
to a tenth). The right answer's sentence then says how it was accepted."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

from ... import i18n
from ...i18n import Deferred, Sentence
from ...strategy import stats
from ..answers import read_count, read_number
from .base import Position, Verdict
from .misconceptions import Misconception, when
from .rules_question import RulesQuestion

_HALF_A_TENTH = 0.05 + 1e-9  # an answer to a tenth stands for the exact mean within half a tenth
_TABLES = (3, 4, 5)


@dataclass(frozen=True, kw_only=True)
class ChancePosition(Position):
    """``tolerance``: how far from the exact figure an answer may be, as a share of it (0.1 for
    « à 10 % près »); set only where the question states it."""

    tolerance: float = 0.0


def _number(value: float, digits: int = 0) -> Deferred:
    """A number said in the sentence's language (``2 169``, ``4,846``)."""
    return Deferred(lambda lang: i18n.format_number(round(value, digits) if digits else round(value), lang))


def player_figure(players: int) -> float:
    """One deal in how many a given player has the Petit sec (exact, not rounded)."""
    return 1 / stats.petit_sec_probability(players).player


def table_figure(players: int) -> float:
    """One deal in how many someone at the table has the Petit sec (exact, not rounded)."""
    return 1 / stats.petit_sec_probability(players).table


def trumps_mean(players: int) -> float:
    """How many trumps a hand holds on average (exact, not rounded)."""
    return sum(count * chance for count, chance in stats.trump_count_distribution(players).items())


def _near(position: ChancePosition, given: float, figure: float, digits: int) -> bool:
    """``given`` stands for ``figure``: within the stated tolerance, or equal once rounded as asked."""
    return abs(given - figure) <= position.tolerance * figure or round(figure, digits) == given


def _catalogue(figure: Callable[[int], float], twin: Callable[[int], float] | None, digits: int, section: str) -> tuple:
    """What a wrong chance reveals: another table's figure, or (the Petit sec) its twin, the
    player's chance for the table's or the other way round."""
    other_table = when(
        lambda position, given: any(
            _near(position, given, figure(players), digits) for players in _TABLES if players != position.players
        )
    )
    found = [Misconception("chance_of_other_table", other_table, "09", section)]
    if twin is not None:
        swapped = when(lambda position, given: _near(position, given, twin(position.players), digits))
        found.insert(0, Misconception("player_and_table_swapped", swapped, "09", "petit_sec_exactly"))
    return tuple(found)


class _Chances(RulesQuestion):
    position = ChancePosition
    answer_form = "number"
    chapters = ("dealing",)
    area = "stats"
    digits: ClassVar[int] = 0  # how the question rounds its answer
    figure: ClassVar[Callable[[int], float]]

    def read_answer(self, answer, position: ChancePosition) -> float:
        return read_count(answer)

    def solve(self, position: ChancePosition) -> float:
        value = round(type(self).figure(position.players), self.digits)
        return value if self.digits else int(value)

    def close(self, position: ChancePosition, given: float) -> bool:
        exact = type(self).figure(position.players)
        if self.digits:
            return abs(given - exact) <= _HALF_A_TENTH
        return abs(given - exact) <= position.tolerance * exact

    def judge(self, exercise, given: float) -> Verdict:
        position = exercise.position
        if given != self.solve(position) and self.close(position, given):
            return Verdict.right(self.name, {"answer": given}, self.accepted(position, given))
        return super().judge(exercise, given)

    def accepted(self, position: ChancePosition, given: float) -> Sentence:
        """How a close answer was accepted: within the tolerance the question states."""
        percent = Deferred(lambda lang: i18n.format_percent(position.tolerance * 100, lang=lang))
        params = {"given": _number(given), "exact": _number(self.solve(position)), "percent": percent}
        return Sentence("exercise.chances.within", params)

    def right_answers(self, position: ChancePosition) -> tuple:
        exact = self.solve(position)
        about = round(exact, -2)  # « environ 2 200 »: the question allows it
        close = (f"environ {i18n.format_number(about, 'fr')}",) if position.tolerance and about != exact else ()
        return exact, self.answer_words(position, exact, "fr"), *close

    def wrong_answers(self, position: ChancePosition) -> tuple:
        """The figure of another table (and, for the Petit sec, the twin figure), as the question rounds it."""
        figures = [type(self).figure(players) for players in _TABLES if players != position.players]
        twin = getattr(type(self), "twin", None)
        if twin is not None:
            figures.append(twin(position.players))
        rounded = [round(figure, self.digits) for figure in figures]
        return tuple(value for value in rounded if not self.close(position, value))


class PetitSecPlayer(_Chances):
    name = "petit_sec_player"
    figure = staticmethod(player_figure)
    twin = staticmethod(table_figure)
    misconceptions = _catalogue(player_figure, table_figure, 0, "petit_sec_exactly")


class PetitSecTable(_Chances):
    name = "petit_sec_table"
    figure = staticmethod(table_figure)
    twin = staticmethod(player_figure)
    misconceptions = _catalogue(table_figure, player_figure, 0, "petit_sec_exactly")


class TrumpsMean(_Chances):
    name = "trumps_mean"
    digits = 1
    figure = staticmethod(trumps_mean)
    misconceptions = _catalogue(trumps_mean, None, 1, "trumps_in_hand")

    def read_answer(self, answer, position: ChancePosition) -> float:
        return read_number(answer, signed_by_words=True)

    def wrong_area(self, exercise, given) -> str:
        """A mean is not a count of hands (issue 32): the wrong answer is sent back to lesson 09's mean."""
        return "stats_mean"

    def accepted(self, position: ChancePosition, given: float) -> Sentence:
        exact = trumps_mean(position.players)
        return Sentence(
            "exercise.chances.tenth",
            {"given": _number(given, 3), "exact": _number(exact, 3), "tenth": _number(exact, 1)},
        )

    def right_answers(self, position: ChancePosition) -> tuple:
        return *super().right_answers(position), f"{trumps_mean(position.players):.2f}"  # "4.85": more than asked
