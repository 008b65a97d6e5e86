"""Made or failed, and by how much? (``contract``) — RULES.md §7: the margin D, the attack's points
minus the points it needs, its half point given to the winner (``score_deal``)."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from ... import i18n
from ...contracts import Contract
from ...scoring import points_needed, score_deal
from ..answers import read_number
from .base import Kind, Position, Sentence, Verdict


@dataclass(frozen=True, kw_only=True)
class ContractPosition(Position):
    """A contract played, the attack's bouts and its points."""

    contract: Contract
    bouts: int
    attack_points: float

    def score(self):
        """The score breakdown (RULES.md §7, via ``score_deal``)."""
        return score_deal(self.players, self.contract, self.attack_points, self.bouts)


class ContractMargin(Kind):
    name = "contract"
    position = ContractPosition
    answer_form = "number"
    chapters = ("scoring",)
    situations = ("contract",)

    def question(self, position: ContractPosition, lang: str) -> str:
        return i18n.text(
            "exercise.question.contract",
            lang,
            players=position.players,
            contract=position.contract,
            bouts=position.bouts,
            points=float(position.attack_points),
        )

    def read_answer(self, answer, position: ContractPosition) -> float:
        return read_number(answer, signed_by_words=True)

    def solve(self, position: ContractPosition) -> int:
        return position.score().difference

    def judge(self, exercise, given: float) -> Verdict:
        breakdown = exercise.position.score()
        if given == breakdown.difference:
            params = {
                "bouts": breakdown.bouts,
                "needed": float(breakdown.points_needed),
                "points": float(breakdown.attack_points),
                "outcome": margin_sentence(breakdown.difference),
            }
            return Verdict.right("margin", params, Sentence("exercise.contract.reason", params))
        params = {"bouts": breakdown.bouts}
        if (given >= 0) != breakdown.made:
            return Verdict.wrong("wrong_sign", params, Sentence("exercise.contract.wrong_sign", params))
        return Verdict.wrong("wrong_margin", params, Sentence("exercise.contract.wrong_margin", params))

    def solution(self, position: ContractPosition, lang: str) -> str:
        return margin_sentence(self.solve(position)).localized(lang)

    def right_answers(self, position: ContractPosition) -> tuple:
        return (f"{self.solve(position):+d}",)

    def solution_words(self, position: ContractPosition, lang: str) -> tuple[str, ...]:
        return self.solution(position, lang), f"{self.solve(position):+d}"

    def wrong_answers(self, position: ContractPosition) -> tuple:
        """The other sign, and a margin one off."""
        margin = self.solve(position)
        return f"{-margin:+d}" if margin else "-1", f"{margin + 1:+d}"

    def hint(self, exercise, level: int, lang: str) -> str:
        position = exercise.position
        if level == 1:
            return i18n.text("exercise.hints.contract.1", lang)
        needed = position.score().points_needed
        if level == 2:
            return i18n.text("exercise.look.needed", lang, bouts=position.bouts, needed=needed)
        return i18n.text("exercise.nearly.margin", lang, points=float(position.attack_points), needed=needed)

    def target(self, position: ContractPosition) -> tuple:
        breakdown = position.score()
        half = position.attack_points != int(position.attack_points)
        return position.players, position.contract, breakdown.made, breakdown.difference == 0, half

    def vary(self, position: ContractPosition, rng: random.Random) -> ContractPosition:
        """Other bouts and other points, with the bank's sign of D, D = 0 or not, and its half point."""
        bouts = rng.randrange(4)
        breakdown = position.score()
        margin = abs(breakdown.raw_difference)
        new_margin = 0 if margin == 0 else rng.randint(1, 20) - (0.5 if margin != int(margin) else 0)
        points = points_needed(bouts) + (new_margin if breakdown.made else -new_margin)
        return replace(position, bouts=bouts, attack_points=float(points))

    def generate(self, situation: str, rng: random.Random) -> ContractPosition:
        players = rng.choice((3, 4, 5))
        halves = rng.randrange(40, 141) if players != 4 else 2 * rng.randrange(20, 71)  # whole points at 4
        return ContractPosition(
            players=players, contract=rng.choice(list(Contract)), bouts=rng.randrange(4), attack_points=halves / 2
        )


def margin_sentence(margin: float) -> Sentence:
    """ "Made by 8 (answer: +8)" or "failed by 4 (answer: -4)"."""
    key = "exercise.contract.made" if margin >= 0 else "exercise.contract.failed"
    return Sentence(key, {"margin": float(abs(margin))})
