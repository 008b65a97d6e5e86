"""Counting a real pile at the end of a deal (``pile_count``, RULES.md §1, §4, §6, §7): the cards of
the tricks the attack won, the Excuse's exchange, and the écart at a Petite or a Garde — or the
unseen chien, the attack's at a Garde sans and the defence's at a Garde contre. The deal is played
out with legal cards by the rules core (:mod:`tarot_learn.strategy.playout`), and the answer is the
core's :class:`~tarot_learn.game.DealResult` (``attack_points``, halves included)."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from functools import lru_cache

from ... import i18n
from ...cards import CardSet
from ...contracts import Contract
from ...deal import deal
from ...i18n import Sentence
from ...sides import ATTACK
from ...strategy.playout import play_on, start_play
from ..answers import read_number
from .base import Kind, Position, Verdict
from .misconceptions import Misconception
from .show import cards_line, cards_picture, named


@dataclass(frozen=True, kw_only=True)
class PilePosition(Position):
    """A deal (its ``seed``) where the first player to speak takes ``contract`` and the others
    pass, played to its end with legal cards drawn from the same seed."""

    seed: int
    contract: Contract = Contract.GARDE


@lru_cache(maxsize=512)
def played(position: PilePosition):
    """The deal of ``position``, played to its end by the rules core."""
    game = start_play(deal(position.players, seed=position.seed), contract=position.contract)
    return play_on(game, random.Random(position.seed))


def won_tricks(position: PilePosition) -> CardSet:
    """The cards of the tricks the attack won, as they lie before the Excuse is settled."""
    game = played(position)
    cards = [card for trick in game.tricks if game.side_of(trick.winner) == ATTACK for card in trick.cards]
    return CardSet(cards)


def set_aside(position: PilePosition) -> CardSet:
    """The écart (at a Petite or a Garde), else the chien."""
    game = played(position)
    return game.ecart if position.contract.taker_takes_chien else game.deal.chien


def slips(position: PilePosition) -> dict[str, float]:
    """What a learner counts when he slips (the misconception → his count): the Excuse left where
    it fell, and the écart or chien put on the wrong side (RULES.md §4 says where each goes)."""
    game, contract = played(position), position.contract
    extra = set_aside(position)
    counted = extra if contract.chien_counts_for_attack else CardSet.from_bits(0)
    found = {"excuse_not_settled": (won_tricks(position) | counted).points}
    attack = game.result.attack_cards
    if contract.taker_takes_chien:
        found["ecart_forgotten"] = (attack - extra).points
    elif contract.chien_counts_for_attack:
        found["chien_forgotten"] = (attack - extra).points
    else:
        found["chien_to_attack"] = (attack | extra).points
    return found


def _slip_spotted(slip: str):
    """Whether the learner's count is the one this slip gives (:func:`slips`)."""
    return lambda position, given: {"given": given} if slips(position).get(slip) == given else None


class PileCount(Kind):
    name = "pile_count"
    position = PilePosition
    answer_form = "number"
    chapters = ("scoring",)
    situations = ("pile_count",)
    generic_wrong_reason = True
    misconceptions = tuple(
        Misconception(slip, _slip_spotted(slip), "07", "real_pile", f"exercise.pile_count.wrong.{slip}")
        for slip in ("excuse_not_settled", "ecart_forgotten", "chien_forgotten", "chien_to_attack")
    )

    def question(self, position: PilePosition, lang: str) -> str:
        game = played(position)
        taker = named(game.taker, position.players, lang)
        extra = "ecart" if position.contract.taker_takes_chien else "chien"
        return i18n.text(
            f"exercise.question.pile_count.{extra}",
            lang,
            players=position.players,
            taker=taker,
            contract=position.contract,
        )

    def position_lines(self, position: PilePosition, lang: str) -> list[str]:
        game = played(position)
        return [
            cards_line("exercise.position.attack_tricks", won_tricks(position), lang),
            game.result.settlement.describe(lang),
            cards_line(_SET_ASIDE_LINE[_extra_kind(position.contract)], set_aside(position), lang),
        ]

    def pictures(self, position: PilePosition, lang: str) -> list[str]:
        return [
            cards_picture(won_tricks(position), "exercise.picture.attack_tricks", lang),
            cards_picture(set_aside(position), f"exercise.picture.{_extra_kind(position.contract)}", lang),
        ]

    def read_answer(self, answer, position: PilePosition) -> float:
        return read_number(answer)

    def solve(self, position: PilePosition) -> float:
        return played(position).result.attack_points

    def judge(self, exercise, given: float) -> Verdict:
        position = exercise.position
        result = played(position).result
        params = {"points": result.attack_points, "bouts": result.bouts}
        if given == result.attack_points:
            return Verdict.right("pile_count", params, Sentence("exercise.pile_count.right", params))
        slip = next((name for name, points in slips(position).items() if points == given), "miscounted")
        given_params = {"given": given}
        return Verdict.wrong(slip, given_params, Sentence(f"exercise.pile_count.wrong.{slip}", given_params))

    def solution(self, position: PilePosition, lang: str) -> str:
        return i18n.text("exercise.expected.pile_count", lang, points=i18n.format_points(self.solve(position), lang))

    def solution_words(self, position: PilePosition, lang: str) -> tuple[str, ...]:
        return self.solution(position, lang), i18n.format_number(self.solve(position), lang)

    def right_answers(self, position: PilePosition) -> tuple:
        points = self.solve(position)
        return points, i18n.format_number(points, "fr")

    def wrong_answers(self, position: PilePosition) -> tuple:
        """Each slip that gives another count, and one point off."""
        points = self.solve(position)
        found = {value for value in slips(position).values() if value != points}
        return tuple(sorted(found)) + (points + 1,)

    def hint(self, exercise, level: int, lang: str) -> str:
        position = exercise.position
        extra = _extra_kind(position.contract)
        if level == 1:
            return i18n.text(f"exercise.hints.pile_count.{extra}", lang)
        if level == 2:
            case = played(position).result.settlement.case
            return i18n.text("exercise.look.pile_count", lang, excuse=_excuse_look(case, lang))
        pile = won_tricks(position)
        return i18n.text("exercise.nearly.pile_count", lang, count=len(pile), bouts=played(position).result.bouts)

    def target(self, position: PilePosition) -> tuple:
        """The table and the contract, whether the Excuse changes the count, and whether it ends in a half."""
        settled = played(position).result.attack_points
        counted = slips(position)["excuse_not_settled"]
        return position.players, position.contract, settled != counted, settled % 1 != 0

    def vary(self, position: PilePosition, rng: random.Random) -> PilePosition:
        return replace(position, seed=rng.randrange(2**31))

    def generate(self, situation: str, rng: random.Random) -> PilePosition:
        return PilePosition(
            players=rng.choice((3, 4, 5)), seed=rng.randrange(2**31), contract=rng.choice(tuple(Contract))
        )


def _extra_kind(contract: Contract) -> str:
    """What lies beside the tricks: the écart, the chien the attack keeps, or the defence's chien."""
    if contract.taker_takes_chien:
        return "ecart"
    return "chien_sans" if contract.chien_counts_for_attack else "chien_contre"


def _excuse_look(case: str, lang: str) -> str:
    moves = "moves" if case in _MOVES else "stays"
    return i18n.text(f"exercise.look.pile_excuse.{moves}", lang)


_SET_ASIDE_LINE = {
    "ecart": "exercise.position.ecart",
    "chien_sans": "exercise.position.chien",
    "chien_contre": "exercise.position.chien",
}
_MOVES = {"exchanged", "exchanged_later", "owed", "last_trick_camp", "last_trick_winner"}
