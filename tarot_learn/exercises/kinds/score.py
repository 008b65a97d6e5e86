"""The score of a deal (RULES.md §7), all from ``score_deal``: what a seat scores (``score``), which
side gets the poignée's bonus (``poignee_side``, a two-choice question), and what the Petit au bout
(``petit_au_bout_bonus``) and the slam (``slam_bonus``) add to each defender's share, seen from the
attack."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from ... import i18n
from ...contracts import Contract
from ...i18n import Deferred
from ...scoring import points_needed, score_deal
from ...sides import Side
from ..answers import read_number, read_side
from .base import Position
from .misconceptions import Misconception, when
from .rules_question import RulesQuestion, replace_contract, replace_points, turn_seats


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


# --- what a wrong score reveals (issue 23) -----------------------------------------------------------------
def _seat_score(position: ScorePosition) -> int:
    return position.breakdown().scores[position.seat]


def _share_forgotten(position: ScorePosition, given) -> bool:
    """The taker's score given as S, one defender's payment: his share (3 × S at four…) forgotten."""
    breakdown = position.breakdown()
    return position.seat == position.taker and breakdown.per_defender != _seat_score(position) == given * (
        breakdown.taker_share
    )


def _bonus_multiplied(position: ScorePosition, given) -> bool:
    """The score with the poignée's or the slam's bonus multiplied by the contract, as the base is."""
    breakdown = position.breakdown()
    bonuses = breakdown.poignee_points + breakdown.slam_points
    if not bonuses or not breakdown.per_defender:
        return False
    share = _seat_score(position) // breakdown.per_defender
    return given == share * (breakdown.per_defender + (breakdown.multiplier - 1) * bonuses)


def _bonus_sign_reversed(position: ScorePosition, given) -> bool:
    return given == -_bonus(position) != 0


def _bonus(position: ScorePosition) -> int:
    breakdown = position.breakdown()
    return breakdown.petit_au_bout_points if position.petit_au_bout else breakdown.slam_points


def _petit_au_bout_not_multiplied(position: ScorePosition, given) -> bool:
    return position.contract.multiplier > 1 and given == _bonus(position) // position.contract.multiplier


def _slam_multiplied(position: ScorePosition, given) -> bool:
    return position.contract.multiplier > 1 and given == _bonus(position) * position.contract.multiplier


def _announcement_ignored(position: ScorePosition, given) -> bool:
    """The slam's bonus worked out as if it had been announced, or not."""
    other = replace(position, slam_announced=not position.slam_announced).breakdown().slam_points
    return given == other != _bonus(position)


def _poignee_to_shower(position: ScorePosition, given) -> bool:
    """The poignée's bonus given to the side that showed it, which lost the deal."""
    return any(given == Side.parse(side) for _bonus, side in position.poignees)


# A score exercise about a bonus sends a wrong answer back to that bonus's rule only when the bonus
# explains it: one point off +312 is a slip in the steps, not a Petit au bout misread.
_BONUS_POINTS = {
    "petit_au_bout": lambda breakdown: breakdown.petit_au_bout_points,
    "poignee": lambda breakdown: breakdown.poignee_points,
    "chelem": lambda breakdown: breakdown.slam_points,
}


def _bonus_mishandled(position: ScorePosition, area: str, given) -> bool:
    """The seat's score with the area's bonus left out, given to the other side, multiplied by the
    contract (or not), counted once instead of by the seat's share, or (a slam) its announcement
    ignored (RULES.md §7)."""
    breakdown = position.breakdown()
    bonus, multiplier, each = _BONUS_POINTS[area](breakdown), breakdown.multiplier, breakdown.per_defender
    if not bonus or not each:
        return False
    share = _seat_score(position) // each
    per_defender = {each - bonus, each - 2 * bonus, each + (multiplier - 1) * bonus, each - bonus + bonus // multiplier}
    if area == "chelem":
        other = replace(position, slam_announced=not position.slam_announced).breakdown().slam_points
        per_defender.add(each - bonus + other)
    scores = {share * points for points in per_defender} | {share * (each - bonus) + bonus}
    return given in scores


def _sentence(line: str) -> str:
    return line if line.endswith(".") else f"{line}."


class _ScoreQuestion(RulesQuestion):
    position = ScorePosition
    answer_form = "number"
    chapters = ("scoring",)

    def read_answer(self, answer, position: ScorePosition) -> float:
        return read_number(answer, signed_by_words=True)

    def right_reason(self, position: ScorePosition) -> Deferred:
        # One sentence a step: the breakdown's lines end with a number (« … : 41 », « = 58 »), which ran into the next.
        return Deferred(lambda lang: " ".join(_sentence(line) for line in position.breakdown().lines(lang)))

    def answer_words(self, position: ScorePosition, value, lang: str) -> str:
        return f"{value:+d}"

    def right_answers(self, position: ScorePosition) -> tuple:
        return (f"{self.solve(position):+d}",)

    def wrong_answers(self, position: ScorePosition) -> tuple:
        """One off, and the other side's sign."""
        value = self.solve(position)
        return f"{value + 1:+d}", f"{-value if value else 10:+d}"

    # --- a learner's variant: other points (the same outcome), the table turned round --------------------
    def target(self, position: ScorePosition) -> tuple:
        """The table, the contract and bouts, made or not, D = 0 or not, the half point, whose score is
        asked (the taker, his partner or a defender), and the bonuses with their sides. A slam's contract
        may change: the slam's bonus is never multiplied, whatever the contract (RULES.md §7)."""
        breakdown = position.breakdown()
        seat = position.seat
        role = (
            None
            if seat is None
            else "taker"
            if seat == position.taker
            else "partner"
            if seat == position.partner
            else "defender"
        )
        return (
            position.players,
            None if position.slam is not None else position.contract,
            position.bouts,
            breakdown.made,
            breakdown.difference == 0,
            position.attack_points % 1,
            role,
            position.petit_au_bout,
            position.poignees,
            position.slam_announced,
            position.slam,
        )

    def vary(self, position: ScorePosition, rng: random.Random) -> ScorePosition:
        """The seats turned round the table; other points with the bank's outcome, or (a slam, which keeps
        its points) another contract."""
        turn = rng.randrange(position.players)

        def turned(seat):
            return seat if seat is None else (seat + turn) % position.players

        points = position.attack_points
        margin = abs(position.breakdown().raw_difference)
        if position.slam is None and margin:
            new_margin = rng.randint(1, 20) - (margin % 1)
            new = points_needed(position.bouts) + (new_margin if position.breakdown().made else -new_margin)
            points = float(new) if 0 <= new <= 91 else points
        contract = rng.choice(list(Contract)) if position.slam is not None else position.contract
        return replace(
            position,
            contract=contract,
            attack_points=points,
            taker=turned(position.taker),
            partner=turned(position.partner),
            seat=turned(position.seat),
        )

    def reword(self, bank: ScorePosition, variant: ScorePosition, text: str, lang: str) -> str | None:
        """The bank's words with the seats turned, the contract and the attack's points changed."""
        text = turn_seats(text, (variant.taker - bank.taker) % bank.players, bank.players)
        if text is not None and variant.contract != bank.contract:
            text = replace_contract(text, bank.contract, variant.contract, lang)
        if text is None or variant.attack_points == bank.attack_points:
            return text
        return replace_points(text, bank.attack_points, variant.attack_points, lang)


class Score(_ScoreQuestion):
    name = "score"
    area = "score"
    misconceptions = (
        Misconception("taker_share_forgotten", when(_share_forgotten), "07", "score_terms"),
        Misconception("bonus_multiplied", when(_bonus_multiplied), "07", "score_terms"),
        Misconception(
            "score_sign_reversed",
            when(lambda position, given: given == -_seat_score(position) != 0),
            "07",
            "score_terms",
        ),
    )

    def solve(self, position: ScorePosition) -> int:
        return position.breakdown().scores[position.seat]

    def hint(self, exercise, level: int, lang: str) -> str:
        """The score's steps; in the poignée's situation too, whose own hints say which poignée a hand
        shows (its thresholds), not how a deal is scored (issue 32)."""
        if self.area_of(exercise) != "poignee":
            return super().hint(exercise, level, lang)
        key = {1: "exercise.hints.score.2", 2: "exercise.look.score", 3: "exercise.nearly.score"}[level]
        return i18n.text(key, lang)

    def wrong_area(self, exercise, given) -> str:
        area = self.area_of(exercise)
        if area in _BONUS_POINTS and not _bonus_mishandled(exercise.position, area, given):
            return self.area  # the score's steps: the bonus does not explain this answer
        return area


class PetitAuBoutBonus(_ScoreQuestion):
    name = "petit_au_bout_bonus"
    area = "petit_au_bout"
    misconceptions = (
        Misconception("petit_au_bout_side_reversed", when(_bonus_sign_reversed), "07", "score_terms"),
        Misconception("petit_au_bout_not_multiplied", when(_petit_au_bout_not_multiplied), "07", "score_terms"),
    )

    def solve(self, position: ScorePosition) -> int:
        return position.breakdown().petit_au_bout_points


class SlamBonus(_ScoreQuestion):
    name = "slam_bonus"
    area = "chelem"
    misconceptions = (
        Misconception("slam_multiplied", when(_slam_multiplied), "07", "score_terms"),
        Misconception("slam_announcement_ignored", when(_announcement_ignored), "07", "score_terms"),
        Misconception("slam_side_reversed", when(_bonus_sign_reversed), "07", "score_terms"),
    )

    def solve(self, position: ScorePosition) -> int:
        return position.breakdown().slam_points


class PoigneeSide(_ScoreQuestion):
    name = "poignee_side"
    answer_form = "side"
    two_choices = True
    area = "poignee"
    misconceptions = (Misconception("poignee_to_its_shower", when(_poignee_to_shower), "07", "score_terms"),)

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
