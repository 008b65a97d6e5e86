"""« Combien d'atouts sont encore dehors ? » in the middle of a deal: the trumps (the Excuse is no
trump, RULES.md §1) that are neither in the seat's hand, nor played, nor shown in the écart (§4) —
an exact count from what the seat sees."""

from __future__ import annotations

from ... import i18n
from ...cards import TRUMP_BITS
from ...i18n import Sentence
from ..answers import read_count
from .base import Verdict
from .mid_deal import MidDealKind, MidDealPosition
from .misconceptions import Misconception, when

TRUMPS = 21


def _counts(kind: MidDealKind, position: MidDealPosition) -> tuple[int, int, int]:
    """The seat's trumps, the trumps played, the trumps shown in the écart and not played."""
    view = kind.view(position)
    played = view.played.bits & TRUMP_BITS
    shown = view.shown_trumps.bits & ~played
    return (view.hand.bits & TRUMP_BITS).bit_count(), played.bit_count(), shown.bit_count()


def _solve(position: MidDealPosition) -> int:
    return TRUMPS - sum(_counts(TrumpsOut(), position))


class TrumpsOut(MidDealKind):
    name = "trumps_out"
    answer_form = "number"
    misconceptions = (
        Misconception(
            "excuse_counted_as_trump", when(lambda position, given: given == _solve(position) + 1), "01", "suits"
        ),
    )

    def question(self, position: MidDealPosition, lang: str) -> str:
        return i18n.text("exercise.drill.question.trumps_out", lang)

    def read_answer(self, answer, position: MidDealPosition) -> float:
        return read_count(answer)

    def solve(self, position: MidDealPosition) -> int:
        return _solve(position)

    def judge(self, exercise, given) -> Verdict:
        expected = self.solve(exercise.position)
        if given == expected:
            return Verdict.right(
                "trumps_out", {"answer": expected}, Sentence("exercise.drill.right.trumps_out", {"count": expected})
            )
        rule = "trumps_out_too_many" if given > expected else "trumps_out_too_few"
        return Verdict.wrong(rule, {"given": given}, Sentence(f"exercise.drill.wrong.{rule}"))

    def solution(self, position: MidDealPosition, lang: str) -> str:
        return i18n.text("exercise.drill.right.trumps_out", lang, count=self.solve(position))

    def solution_words(self, position: MidDealPosition, lang: str) -> tuple[str, ...]:
        return self.solution(position, lang), str(self.solve(position))

    def right_answers(self, position: MidDealPosition) -> tuple:
        return self.solve(position), str(self.solve(position))

    def wrong_answers(self, position: MidDealPosition) -> tuple:
        """The Excuse counted as a trump; the seat's own trumps not taken off."""
        mine = _counts(self, position)[0]
        return tuple(dict.fromkeys((self.solve(position) + 1, self.solve(position) + mine)))

    def hint(self, exercise, level: int, lang: str) -> str:
        mine, played, shown = _counts(self, exercise.position)
        if level == 1:
            return i18n.text("exercise.drill.hint.trumps_out.1", lang)
        if level == 2:
            return i18n.text("exercise.drill.hint.trumps_out.2", lang, mine=mine)
        return i18n.text("exercise.drill.hint.trumps_out.3", lang, played=played, shown=shown)
