"""Made or failed, and by how much? (``contract``) — RULES.md §7: the margin D, the attack's points
minus the points it needs, its half point given to the winner (``score_deal``)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, replace

from ... import i18n
from ...contracts import Contract
from ...i18n import Sentence
from ...scoring import POINTS_NEEDED, points_needed, score_deal
from ..answers import read_number
from .base import Kind, Position, Verdict
from .misconceptions import Misconception, when


@dataclass(frozen=True, kw_only=True)
class ContractPosition(Position):
    """A contract played, the attack's bouts and its points."""

    contract: Contract
    bouts: int
    attack_points: float

    def score(self):
        """The score breakdown (RULES.md §7, via ``score_deal``)."""
        return score_deal(self.players, self.contract, self.attack_points, self.bouts)


def says_failed(given: float) -> bool:
    """A margin written as a failure: negative, or 0 with a minus sign or a "lost" word ("-0",
    "chuté de 0", read as -0.0) — reaching the points needed exactly is made, by 0 (RULES.md §7)."""
    return math.copysign(1.0, given) < 0


def _half_point_kept(position: ContractPosition, given: float) -> bool:
    """D ends in .5 and the answer keeps the half point, or gives it to the losing side."""
    raw = position.score().raw_difference
    return raw != int(raw) and (given != int(given) or given == int(raw))


def _other_bouts(position: ContractPosition, given: float):
    """The margin worked out with the points needed for another number of bouts."""
    breakdown = position.score()
    for bouts in POINTS_NEEDED:
        raw = breakdown.attack_points - points_needed(bouts)
        rounded = math.ceil(abs(raw)) * (1 if raw >= 0 else -1)
        if bouts != position.bouts and given == rounded and rounded != breakdown.difference:
            return {"bouts": position.bouts}
    return None


class ContractMargin(Kind):
    name = "contract"
    position = ContractPosition
    answer_form = "number"
    chapters = ("scoring",)
    situations = ("contract",)
    misconceptions = (
        Misconception(
            "exact_threshold_fails",
            when(lambda position, given: position.score().difference == 0 and says_failed(given)),
            "07",
            "made_or_failed",
        ),
        Misconception("half_point_to_winner", when(_half_point_kept), "07", "made_or_failed"),
        Misconception(
            "margin_sign_reversed",
            when(lambda position, given: given == -position.score().difference != 0),
            "07",
            "made_or_failed",
        ),
        Misconception("points_needed_of_other_bouts", _other_bouts, "07", "made_or_failed"),
    )

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
        if given == breakdown.difference and says_failed(given) != breakdown.made:
            params = {
                "bouts": breakdown.bouts,
                "needed": float(breakdown.points_needed),
                "points": float(breakdown.attack_points),
                "outcome": margin_sentence(breakdown.difference),
            }
            return Verdict.right("margin", params, Sentence("exercise.contract.reason", params))
        params = {"bouts": breakdown.bouts}
        if says_failed(given) == breakdown.made:
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
        raw = position.score().raw_difference
        half_kept = (i18n.format_number(raw, "fr"),) if raw != int(raw) else ()  # "-2,5": the half point kept
        exact = ("-0", "chuté de 0", "failed by 0") if margin == 0 else ()  # a sign or a "lost" word with 0
        return f"{-margin:+d}" if margin else "-1", f"{margin + 1:+d}", *half_kept, *exact

    def hint(self, exercise, level: int, lang: str) -> str:
        position = exercise.position
        if level == 1:
            return i18n.text("exercise.hints.contract.1", lang)
        needed = position.score().points_needed
        if level == 2:
            return i18n.text("exercise.look.needed", lang, bouts=position.bouts, needed=needed)
        return i18n.text("exercise.nearly.margin", lang, points=float(position.attack_points), needed=needed)

    def target(self, position: ContractPosition) -> tuple:
        """The contract, made or not, D = 0 or not, the half point. A contract made exactly (D = 0) is
        made whatever the contract, which a variant may then change (the others keep the bank's own:
        a Garde contre failed with all three bouts teaches that contract)."""
        breakdown = position.score()
        half = position.attack_points != int(position.attack_points)
        exact = breakdown.difference == 0
        return position.players, None if exact else position.contract, breakdown.made, exact, half

    def vary(self, position: ContractPosition, rng: random.Random) -> ContractPosition:
        """Other bouts and other points, with the bank's sign of D, D = 0 or not, and its half point
        (and, for D = 0, another contract)."""
        bouts = rng.randrange(4)
        breakdown = position.score()
        margin = abs(breakdown.raw_difference)
        new_margin = 0 if margin == 0 else rng.randint(1, 20) - (0.5 if margin != int(margin) else 0)
        points = points_needed(bouts) + (new_margin if breakdown.made else -new_margin)
        contract = rng.choice(list(Contract)) if margin == 0 else position.contract
        return replace(position, contract=contract, bouts=bouts, attack_points=float(points))

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
