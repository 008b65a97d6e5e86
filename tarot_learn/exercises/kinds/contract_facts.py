"""What a contract implies (RULES.md §3–4): its multiplier (``multiplier``) and whose tricks the
chien's points join (``chien_side``, from ``chien_destination``: a two-choice question)."""

from __future__ import annotations

from dataclasses import dataclass

from ...contracts import Contract
from ...ecart import chien_destination
from ...sides import Side
from ..answers import read_number, read_side
from .base import Position
from .misconceptions import Misconception, when
from .rules_question import RulesQuestion


@dataclass(frozen=True, kw_only=True)
class ContractFactPosition(Position):
    contract: Contract


_SANS_CONTRE = {Contract.GARDE_SANS: Contract.GARDE_CONTRE, Contract.GARDE_CONTRE: Contract.GARDE_SANS}


class Multiplier(RulesQuestion):
    name = "multiplier"
    position = ContractFactPosition
    answer_form = "number"
    chapters = ("bidding",)
    area = "bidding"
    misconceptions = (
        # 3 for the garde sans: the contract's rank (1, 2, 3, 4) taken for its multiplier
        Misconception(
            "multiplier_is_rank", when(lambda position, given: given == int(position.contract)), "03", "four_contracts"
        ),
        Misconception(
            "garde_sans_contre_swapped",
            when(
                lambda position, given: (
                    position.contract in _SANS_CONTRE and given == _SANS_CONTRE[position.contract].multiplier
                )
            ),
            "03",
            "four_contracts",
        ),
    )

    def read_answer(self, answer, position: ContractFactPosition) -> float:
        return read_number(answer, signed_by_words=True)

    def solve(self, position: ContractFactPosition) -> int:
        return position.contract.multiplier

    def right_answers(self, position: ContractFactPosition) -> tuple:
        return self.solve(position), str(self.solve(position))

    def wrong_answers(self, position: ContractFactPosition) -> tuple:
        """One more, and the contract's rank where it is not its multiplier (3 for the garde sans)."""
        rank = int(position.contract)
        return self.solve(position) + 1, *((rank,) if rank != self.solve(position) else ())


class ChienSide(RulesQuestion):
    name = "chien_side"
    position = ContractFactPosition
    answer_form = "side"
    two_choices = True
    chapters = ("ecart",)
    area = "chien"
    misconceptions = (
        Misconception(
            "chien_always_to_taker",
            when(lambda position, given: given is Side.ATTACK and position.contract is Contract.GARDE_CONTRE),
            "04",
            "chien",
        ),
        Misconception("chien_to_defence", when(lambda position, given: given is Side.DEFENCE), "04", "chien"),
    )

    def read_answer(self, answer, position: ContractFactPosition) -> Side:
        return read_side(answer)

    def solve(self, position: ContractFactPosition) -> Side:
        return Side.ATTACK if chien_destination(position.contract) == "taker" else Side.DEFENCE

    def answer_words(self, position: ContractFactPosition, value: Side, lang: str) -> str:
        return value.localized(lang)

    def right_answers(self, position: ContractFactPosition) -> tuple:
        return (self.solve(position).localized("fr"),)

    def wrong_answers(self, position: ContractFactPosition) -> tuple:
        return (self.solve(position).opponent.localized("en"),)
