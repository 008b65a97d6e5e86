"""« Quelle chance que le Petit soit à droite ? » in the middle of a deal: the chance, in percent,
that a card lies with one seat, as the seat to answer knows the deal — among the deals that agree
with its view, each weighted by how likely it makes the others' bids (and the call, the taker's
poignée) if they bid as the coach does: :func:`~tarot_learn.strategy.sampler.card_chances` with
``weighting="auction"`` (issue 30: a seat that bid holds a stronger hand, so more often the Petit or
the 21; the figure is estimated on :data:`~tarot_learn.strategy.sampler.CHANCE_DEALS` deals, with a
fixed seed). Graded within :data:`TOLERANCE` points of percent, a tolerance the question states."""

from __future__ import annotations

from dataclasses import dataclass

from ... import i18n
from ...cards import PETIT, Card
from ...i18n import Sentence
from ...strategy.sampler import card_chances
from ..answers import read_number
from .base import Verdict
from .mid_deal import MidDealKind, MidDealPosition, game_at, place_name, seat_noun
from .misconceptions import Misconception, when

TOLERANCE = 5  # points of percent either side of the exact chance


@dataclass(frozen=True, kw_only=True)
class ChancePosition(MidDealPosition):
    """A deal in progress, seen from ``seat``; the ``card`` asked about and the ``place``, counted
    from the seat as the table names it (1: à droite, 2: en face…)."""

    card: Card = PETIT
    place: int = 1


# The chances computed, by position and the identity of its table game (a position compares without
# it): judging, solving and hinting ask again. The game is kept with the chance so that its identity
# is not given to another game.
_CHANCES: dict[tuple, tuple] = {}
_KEPT = 64


def chance(position: ChancePosition) -> float:
    """The chance, in percent, that the card is with the seat at ``place`` from the learner's, the
    auction read (the module's note)."""
    key = (position, id(position.game))
    if key not in _CHANCES:
        if len(_CHANCES) >= _KEPT:
            del _CHANCES[next(iter(_CHANCES))]
        holder = (position.seat + position.place) % position.players
        chances = card_chances(game_at(position), position.seat, position.card, weighting="auction")
        _CHANCES[key] = (position.game, float(100 * chances.get(holder, 0)))
    return _CHANCES[key][1]


def _alike(position: ChancePosition) -> int:
    """The chance of one seat among the others, as if every other seat were alike."""
    return round(100 / (position.players - 1))


class CardChance(MidDealKind):
    name = "card_chance"
    position = ChancePosition
    answer_form = "percent"
    misconceptions = (
        Misconception(
            "places_counted_alike",
            when(lambda position, given: given == _alike(position) and abs(given - chance(position)) > TOLERANCE),
            "09",
            "trumps_in_hand",
        ),
    )

    def _where(self, position: ChancePosition, lang: str) -> str:
        holder = (position.seat + position.place) % position.players
        return seat_noun(holder, position.seat, position.players, lang)

    def question(self, position: ChancePosition, lang: str) -> str:
        return i18n.text(
            "exercise.drill.question.card_chance",
            lang,
            card=position.card.name(lang),
            place=self._where(position, lang),
            tolerance=TOLERANCE,
        )

    def read_answer(self, answer, position: ChancePosition) -> float:
        if isinstance(answer, str):
            answer = answer.replace("%", "").strip()
        return read_number(answer)

    def solve(self, position: ChancePosition) -> float:
        return round(chance(position))

    def judge(self, exercise, given) -> Verdict:
        exact = chance(exercise.position)
        if abs(given - exact) <= TOLERANCE:
            return Verdict.right(
                "card_chance",
                {"tolerance": TOLERANCE},
                Sentence("exercise.drill.right.card_chance", {"percent": _percent(exact), "tolerance": TOLERANCE}),
            )
        rule = "chance_too_high" if given > exact else "chance_too_low"
        return Verdict.wrong(rule, {"tolerance": TOLERANCE}, Sentence(f"exercise.drill.wrong.{rule}"))

    def solution(self, position: ChancePosition, lang: str) -> str:
        return i18n.text(
            "exercise.drill.right.card_chance", lang, percent=_percent(chance(position)), tolerance=TOLERANCE
        )

    def solution_words(self, position: ChancePosition, lang: str) -> tuple[str, ...]:
        return self.solution(position, lang), str(self.solve(position))

    def right_answers(self, position: ChancePosition) -> tuple:
        exact = self.solve(position)
        return exact, f"{exact} %", min(100, exact + TOLERANCE - 1)

    def wrong_answers(self, position: ChancePosition) -> tuple:
        """The chance of one place among the others, as if all were alike; far above or below."""
        exact = chance(position)
        candidates = [_alike(position), exact + 3 * TOLERANCE, exact - 3 * TOLERANCE]
        return tuple(dict.fromkeys(round(c) for c in candidates if 0 <= c <= 100 and abs(c - exact) > TOLERANCE))

    def hint(self, exercise, level: int, lang: str) -> str:
        position = exercise.position
        if level == 1:
            return i18n.text("exercise.drill.hint.card_chance.1", lang)
        holders = card_chances(game_at(position), position.seat, position.card)
        if level == 2:
            names = ", ".join(place_name(place, position.seat, position.players, lang) for place in holders)
            return i18n.text("exercise.drill.hint.card_chance.2", lang, card=position.card.name(lang), places=names)
        return i18n.text("exercise.drill.hint.card_chance.3", lang, place=self._where(position, lang))


def _percent(value: float):
    return _Percent(value)


class _Percent:
    def __init__(self, value: float):
        self.value = value

    def localized(self, lang: str) -> str:
        return i18n.format_percent(self.value, 0, lang)
