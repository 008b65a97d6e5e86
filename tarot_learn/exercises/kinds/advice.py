"""Lesson 10's first advice, graded by the core's advice (:mod:`tarot_learn.strategy.advice`,
:mod:`tarot_learn.strategy.ecart_advice`): never a rule re-implemented here.

=================== ============================================ ==========================================
kind                question                                     answer (graded against)
=================== ============================================ ==========================================
``hand_points``     how many points does the method give?        ``evaluate_hand(hand).total``
``advised_contract`` which contract does the method advise?      ``evaluate_hand(hand).advised`` (None: pass)
``best_ecart``      which écart would you make?                  any legal écart whose expected result is
                                                                 within ``TOLERANCE`` of the best one's
                                                                 (``advise_ecart(...).better is None``)
=================== ============================================ ==========================================

This is advice, not a rule (RULES.md §3–4 say what is allowed): a wrong answer is told which
piece of advice it misses and where lesson 10 explains it, never the answer itself. The words
name no card: a learner's variant is the bank's hand with its suits shuffled and its small cards
re-drawn, keeping what the question teaches.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import ClassVar

from ... import i18n
from ...bidding import parse_bid
from ...cards import SUITS, CardSet
from ...contracts import Contract
from ...errors import TarotError
from ...i18n import Deferred, Sentence
from ...strategy.advice import THRESHOLDS, evaluate_hand
from ...strategy.ecart_advice import TOLERANCE, WEIGHTS, advise_ecart, ranked_ecarts, suggest_ecart
from ..answers import AnswerError, read_number, refuse_non_answers
from .base import Kind, Verdict
from .ecart import ECART_MISCONCEPTIONS, EcartPosition, EcartShown
from .misconceptions import Misconception, when
from .rules_question import HandPosition, HandShown
from .shuffle import relabelled, relabelling_and_turn

# The evaluation's terms about the trumps: the bouts, the Petit and the trumps' own terms.
_TRUMP_TERMS = (
    "twenty_one",
    "excuse",
    "petit",
    "petit_unguarded",
    "trumps",
    "few_trumps",
    "major_trumps",
    "major_runs",
)


# --- what a wrong piece of advice reveals (issue 23) ---------------------------------------------------
def _advised(total: float, thresholds) -> Contract | None:
    reached = [contract for contract, least in thresholds.items() if total >= least]
    return max(reached) if reached else None


def _card_points_total(position, given) -> bool:
    """The hand's card points (lesson 01) given for its evaluation points: not the same count."""
    return abs(given - position.hand.points) < 1e-9


def _advised_by_card_points(position, given) -> bool:
    evaluation = evaluate_hand(position.hand)
    return given != evaluation.advised and given == _advised(position.hand.points, evaluation.thresholds)


def _thresholds_not_scaled(position, given) -> bool:
    """At three or five players, the contract the four-player thresholds would advise."""
    evaluation = evaluate_hand(position.hand)
    return given != evaluation.advised and given == _advised(evaluation.total, THRESHOLDS)


def _fewer_voids(position, given) -> bool:
    advice = advise_ecart(position.hand, position.chien, given)
    if not advice.verdict.legal or advice.better is None:
        return False
    return len(advise_ecart(position.hand, position.chien, advice.better).voids) > len(advice.voids)


class _Advice(Kind):
    keeps_bank_words = True
    chapters = ("advice",)
    advice: ClassVar[str]  # the key of its sentences in exercise.advice.*

    def hint(self, exercise, level: int, lang: str) -> str:
        if level == 1:
            return i18n.text(f"exercise.advice.rule.{self.advice}", lang)
        if level == 2:
            return self.look_hint(exercise.position, lang)
        return self.nearly_hint(exercise.position, lang)

    def look_hint(self, position, lang: str) -> str:
        """What to look at in this very hand: the length of each suit, its trumps."""
        return _lengths(self.advice, position.hand, lang)

    def nearly_hint(self, position, lang: str) -> str:
        """The bouts' and trumps' part of the total, never the total."""
        part = sum(term.points for term in evaluate_hand(position.hand).terms if term.name in _TRUMP_TERMS)
        return i18n.text(f"exercise.advice.nearly.{self.advice}", lang, part=part)

    def vary(self, position, rng: random.Random):
        """The bank's hand (and chien) with its suits shuffled and its small cards re-drawn."""
        relabel, _ = relabelling_and_turn(position, rng)
        if isinstance(position, EcartPosition):
            return replace(position, hand=relabelled(position.hand, relabel), chien=relabelled(position.chien, relabel))
        return replace(position, hand=relabelled(position.hand, relabel))


class HandPoints(HandShown, _Advice):
    name = "hand_points"
    position = HandPosition
    answer_form = "number"
    misconceptions = (Misconception("card_points_for_evaluation", when(_card_points_total), "10", "weighing"),)
    advice = "hand_points"

    def read_answer(self, answer, position: HandPosition) -> float:
        return read_number(answer)

    def solve(self, position: HandPosition) -> float:
        return evaluate_hand(position.hand).total

    def judge(self, exercise, given: float) -> Verdict:
        evaluation = evaluate_hand(exercise.position.hand)
        if abs(given - evaluation.total) < 1e-9:
            return Verdict.right("method_total", {"total": evaluation.total}, Deferred(_lines(evaluation)))
        return _points_feedback(evaluation, given)

    def solution(self, position: HandPosition, lang: str) -> str:
        evaluation = evaluate_hand(position.hand)
        account = " ".join(evaluation.lines(lang))
        return i18n.text("exercise.advice.expected.points", lang, total=evaluation.total, account=account)

    def right_answers(self, position: HandPosition) -> tuple:
        return self.solve(position), f"{self.solve(position)} points"

    def wrong_answers(self, position: HandPosition) -> tuple:
        """One more, and the hand's card points (lesson 01's count, not this one)."""
        card_points = position.hand.points
        return self.solve(position) + 1, *((card_points,) if card_points != self.solve(position) else ())

    def solution_words(self, position: HandPosition, lang: str) -> tuple[str, ...]:
        return self.solution(position, lang), f"{self.solve(position)} points"

    def target(self, position: HandPosition) -> tuple:
        """The same kinds of term to count (the Petit guarded or not, voids, long suits…); their
        counts may move a little, so that a neighbour's total is not the learner's."""
        names = frozenset(term.name for term in evaluate_hand(position.hand).terms)
        return position.players, len(position.hand), names


class AdvisedContract(HandShown, _Advice):
    name = "advised_contract"
    position = HandPosition
    answer_form = "contract_or_pass"
    misconceptions = (
        Misconception("thresholds_not_scaled", when(_thresholds_not_scaled), "10", "weighing"),
        Misconception("card_points_for_evaluation", when(_advised_by_card_points), "10", "weighing"),
    )
    advice = "hand_contract"

    def read_answer(self, answer, position: HandPosition) -> Contract | None:
        refuse_non_answers(answer, self.answer_form)
        if not isinstance(answer, (str, Contract)):
            raise AnswerError("exercise.answer.not_contract_or_pass", given=repr(answer))
        try:
            return parse_bid(answer)
        except TarotError:
            raise AnswerError("exercise.answer.not_contract_or_pass", given=repr(answer)) from None

    def solve(self, position: HandPosition) -> Contract | None:
        return evaluate_hand(position.hand).advised

    def judge(self, exercise, given: Contract | None) -> Verdict:
        hand = exercise.position.hand
        evaluation = evaluate_hand(hand)
        if given == evaluation.advised:
            return Verdict.right("method_contract", {"contract": given}, Deferred(_lines(evaluation)))
        rule = "contract_too_high" if _rank(given) > _rank(evaluation.advised) else "contract_too_low"
        return Verdict.wrong(
            rule,
            {"given": given},
            Sentence(f"exercise.advice.contract.{rule.removeprefix('contract_')}"),
            _thresholds(evaluation, hand),
            Sentence("exercise.advice.where.contract"),
        )

    def solution(self, position: HandPosition, lang: str) -> str:
        evaluation = evaluate_hand(position.hand)
        advised = evaluation.advised
        said = advised.localized(lang) if advised is not None else i18n.text("bid.pass", lang)
        account = " ".join(evaluation.lines(lang))
        return i18n.text("exercise.advice.expected.contract", lang, contract=said, account=account)

    def right_answers(self, position: HandPosition) -> tuple:
        advised = self.solve(position)
        return ("passe",) if advised is None else (advised.localized("fr"),)

    def wrong_answers(self, position: HandPosition) -> tuple:
        """The other end of the scale and, at three or five players, the four-player thresholds' advice."""
        evaluation = evaluate_hand(position.hand)
        unscaled = _advised(evaluation.total, THRESHOLDS)
        other = () if unscaled == evaluation.advised else ((unscaled.localized("fr") if unscaled else "passe"),)
        return ("garde contre" if evaluation.advised is None else "passe", *other)

    def look_hint(self, position: HandPosition, lang: str) -> str:
        return _thresholds(evaluate_hand(position.hand), position.hand).localized(lang)

    def target(self, position: HandPosition) -> tuple:
        evaluation = evaluate_hand(position.hand)
        names = frozenset(term.name for term in evaluation.terms)
        return position.players, len(position.hand), evaluation.advised, names


class BestEcart(EcartShown, _Advice):
    name = "best_ecart"
    position = EcartPosition
    answer_form = "cards"
    misconceptions = (
        *ECART_MISCONCEPTIONS,
        Misconception("voids_first_missed", when(_fewer_voids), "10", "ecart_voids"),
    )
    advice = "ecart_voids"

    def solve(self, position: EcartPosition) -> CardSet:
        """One of the best écarts (any as good is right)."""
        return suggest_ecart(position.hand, position.chien)

    def judge(self, exercise, given: CardSet) -> Verdict:
        """Legal (``check_ecart``) and as good as the best by its expected result (``advise_ecart``:
        within ``TOLERANCE`` points of the best écart's estimate, ``ecart_value``): right. Every
        legal écart that good is right, whichever cards it uses; the feedback states the tolerance.
        A wrong écart is told what the best one does better (voids, points, mariage…), never its cards."""
        position = exercise.position
        advice = advise_ecart(position.hand, position.chien, given)
        if not advice.verdict.legal:
            first = advice.verdict.problems[0]
            return Verdict.wrong(first.code, {"cards": first.cards, **first.params}, Deferred(advice.verdict.explain))
        tolerance = Sentence("exercise.advice.ecart.tolerance", {"tolerance": TOLERANCE})
        if advice.better is None:
            return Verdict.right(
                "best_ecart",
                {"voids": len(advice.voids), "behind": round(advice.behind, 1)},
                Deferred(_lines(advice)),
                tolerance,
            )
        term, sense = advice.reasons[0][:2]
        rule = _ECART_RULES.get((term, sense), "worse_ecart")
        params = {"behind": round(advice.behind, 1), "tolerance": TOLERANCE}
        said = [Sentence("exercise.advice.ecart.worse", params), Deferred(_why(advice))]
        if advice.lone_kings:
            said.append(Sentence("advice.ecart.lone_kings", {"cards": advice.lone_kings}))
        said += [tolerance, Sentence("exercise.advice.where.ecart")]
        return Verdict.wrong(rule, params, *said)

    def solution(self, position: EcartPosition, lang: str) -> str:
        answer = self.solve(position)
        lines = advise_ecart(position.hand, position.chien, answer).lines(lang)
        return i18n.text("exercise.advice.expected.ecart", lang, cards=answer, account=" ".join(lines))

    def right_answers(self, position: EcartPosition) -> tuple:
        return (self.solve(position).text("fr"),)

    def solution_words(self, position: EcartPosition, lang: str) -> tuple[str, ...]:
        return self.solution(position, lang), self.solve(position).text(lang)

    def wrong_answers(self, position: EcartPosition) -> tuple:
        """Legal but worse: the legal écart the proxy values least (its weights reversed), when it is
        beyond the tolerance."""
        reversed_weights = {name: -weight for name, weight in WEIGHTS.items()}
        worst = ranked_ecarts(position.hand, position.chien, 1, reversed_weights)[0]
        if advise_ecart(position.hand, position.chien, worst).better is None:
            return ()
        return (worst.text("fr"),)

    def look_hint(self, position: EcartPosition, lang: str) -> str:
        return _lengths(self.advice, position.hand | position.chien, lang)

    def nearly_hint(self, position: EcartPosition, lang: str) -> str:
        """What the best écarts achieve."""
        best = advise_ecart(position.hand, position.chien, self.solve(position))
        return i18n.text("exercise.advice.nearly.ecart_voids", lang, voids=len(best.voids), points=best.points)

    def target(self, position: EcartPosition) -> tuple:
        """What the best écart achieves: its voids, its points, the trumps it must put aside, a lone king."""
        best = advise_ecart(position.hand, position.chien, self.solve(position))
        forced = sum(1 for card in best.verdict.ecart if card.is_trump)
        return position.players, len(position.chien), len(best.voids), best.points, forced, bool(best.lone_kings)


# The rule a wrong écart breaks, by what the best écart does most better (its first reason).
_ECART_RULES = {
    ("voids", "more"): "fewer_voids",
    ("points", "more"): "fewer_points",
    ("mariages", "more"): "broken_mariage",
    ("lone_kings", "fewer"): "lone_king",
    ("singletons", "more"): "fewer_singletons",
    ("long_cards", "more"): "long_suit_cut",
}


def _why(advice):
    """What the best écart does better, in words that name no card."""
    return lambda lang: i18n.text("exercise.advice.ecart.why", lang, reasons=advice.why(lang))


def _lines(account):
    """The core's account, line after line (``evaluate_hand(...).lines``, ``advise_ecart(...).lines``)."""
    return lambda lang: " ".join(account.lines(lang))


def _rank(contract: Contract | None) -> int:
    return 0 if contract is None else int(contract)


def _points_feedback(evaluation, given: float) -> Verdict:
    """Too many or too few; when the gap is exactly one term's points, that term by its name
    (most likely forgotten, or counted twice)."""
    gap = given - evaluation.total
    said = [
        Sentence("exercise.advice.points.too_many" if gap > 0 else "exercise.advice.points.too_few", {"given": given})
    ]
    matching = [term for term in evaluation.terms if term.points == abs(gap)]
    rule, params = ("too_many_points" if gap > 0 else "too_few_points"), {"given": given}
    if len(matching) == 1:
        rule = "term_counted_twice" if gap > 0 else "term_forgotten"
        params["term"] = matching[0].name
        term = Sentence(f"exercise.advice.term.{matching[0].name}")
        said.append(
            Sentence("exercise.advice.points.twice" if gap > 0 else "exercise.advice.points.forgot", {"term": term})
        )
    said.append(Sentence("exercise.advice.where.points"))
    return Verdict.wrong(rule, params, *said)


def _thresholds(evaluation, hand) -> Sentence:
    """The method's thresholds for this hand's size (scaled from 18 cards by the core)."""
    least = evaluation.thresholds
    return Sentence(
        "exercise.advice.thresholds",
        {
            "size": len(CardSet(hand)),
            "petite": least[Contract.PETITE],
            "garde": least[Contract.GARDE],
            "sans": least[Contract.GARDE_SANS],
            "contre": least[Contract.GARDE_CONTRE],
        },
    )


def _lengths(advice: str, cards: CardSet, lang: str) -> str:
    lengths = [
        i18n.text("exercise.advice.suit_length", lang, suit=suit, count=len(cards.of_suit(suit))) for suit in SUITS
    ]
    trumps = sum(1 for card in cards if card.is_trump)
    return i18n.text(f"exercise.advice.look.{advice}", lang, lengths=", ".join(lengths), trumps=trumps)
