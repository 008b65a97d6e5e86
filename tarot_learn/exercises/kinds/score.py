"""The score of a deal (RULES.md §7), all from ``score_deal``: what a seat scores (``score``), which
side gets the poignée's bonus (``poignee_side``, a two-choice question), and what the Petit au bout
(``petit_au_bout_bonus``) and the slam (``slam_bonus``) add to each defender's share, seen from the
attack."""

from __future__ import annotations

from dataclasses import dataclass

from ...contracts import Contract
from ...scoring import score_deal
from ...sides import Side
from ..answers import read_number, read_side
from .base import Account, Position
from .rules_question import RulesQuestion


@dataclass(frozen=True, kw_only=True)
class ScorePosition(Position):
    """A deal's result: the contract, the attack's bouts and points, the seats (``seat`` is the one
    whose score is asked), and the bonuses: the side that took the Petit au bout, the poignées shown
    (bonus, side), the slam announced and the side that made it."""

    contract: Contract
    bouts: int
    attack_points: float
    taker: int = 0
    partner: int | None = None
    seat: int | None = None
    petit_au_bout: str | None = None
    poignees: tuple[tuple[int, str], ...] = ()
    slam_announced: bool = False
    slam: str | None = None

    def breakdown(self):
        return score_deal(
            self.players,
            self.contract,
            self.attack_points,
            self.bouts,
            taker=self.taker,
            partner=self.partner,
            petit_au_bout=self.petit_au_bout,
            poignees=self.poignees,
            slam_announced=self.slam_announced,
            slam=self.slam,
        )


class _ScoreQuestion(RulesQuestion):
    position = ScorePosition
    answer_form = "number"
    chapters = ("scoring",)

    def read_answer(self, answer, position: ScorePosition) -> float:
        return read_number(answer, signed_by_words=True)

    def right_reason(self, position: ScorePosition) -> Account:
        return Account(lambda lang: " ".join(position.breakdown().lines(lang)))

    def answer_words(self, position: ScorePosition, value, lang: str) -> str:
        return f"{value:+d}"

    def right_answers(self, position: ScorePosition) -> tuple:
        return (f"{self.solve(position):+d}",)

    def wrong_answers(self, position: ScorePosition) -> tuple:
        """One off, and the other side's sign."""
        value = self.solve(position)
        return f"{value + 1:+d}", f"{-value if value else 10:+d}"


class Score(_ScoreQuestion):
    name = "score"
    area = "score"

    def solve(self, position: ScorePosition) -> int:
        return position.breakdown().scores[position.seat]


class PetitAuBoutBonus(_ScoreQuestion):
    name = "petit_au_bout_bonus"
    area = "petit_au_bout"

    def solve(self, position: ScorePosition) -> int:
        return position.breakdown().petit_au_bout_points


class SlamBonus(_ScoreQuestion):
    name = "slam_bonus"
    area = "chelem"

    def solve(self, position: ScorePosition) -> int:
        return position.breakdown().slam_points


class PoigneeSide(_ScoreQuestion):
    name = "poignee_side"
    answer_form = "side"
    two_choices = True
    area = "poignee"

    def read_answer(self, answer, position: ScorePosition) -> Side:
        return read_side(answer)

    def solve(self, position: ScorePosition) -> Side:
        return Side.ATTACK if position.breakdown().poignee_points > 0 else Side.DEFENCE

    def answer_words(self, position: ScorePosition, value: Side, lang: str) -> str:
        return value.localized(lang)

    def right_answers(self, position: ScorePosition) -> tuple:
        return (self.solve(position).localized("fr"),)

    def wrong_answers(self, position: ScorePosition) -> tuple:
        return (self.solve(position).opponent.localized("en"),)
