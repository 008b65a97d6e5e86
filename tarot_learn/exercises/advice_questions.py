"""Questions on lesson 10's first advice, graded by the core's advice (:mod:`tarot_learn.strategy.advice`,
:mod:`tarot_learn.strategy.ecart_advice`): never a rule re-implemented here.

An exercise of kind ``"advice"`` names what it asks in ``position.ask``:

=================  ============================================  ==========================================
ask                question                                      answer (graded against)
=================  ============================================  ==========================================
``hand_points``    how many points does the method give?         ``evaluate_hand(hand).total``
``hand_contract``  which contract does the method advise?        ``evaluate_hand(hand).advised`` (None: pass)
``ecart_voids``    which écart would you make?                   any legal écart as good as the best one
                                                                 (``advise_ecart(...).better is None``)
=================  ============================================  ==========================================

This is advice, not a rule (RULES.md §3–4 say what is allowed): a wrong answer is told which
piece of advice it misses and where lesson 10 explains it, never the answer itself.
"""

from __future__ import annotations

from dataclasses import replace

from .. import i18n
from ..bidding import parse_bid
from ..cards import SUITS, CardSet
from ..contracts import Contract
from ..errors import TarotError
from ..strategy.advice import evaluate_hand
from ..strategy.ecart_advice import advise_ecart, suggest_ecart
from .answers import AnswerError, read_cards, read_number, refuse_non_answers

ASKS = ("hand_points", "hand_contract", "ecart_voids")
ANSWER_FORMS = {"hand_points": "number", "hand_contract": "contract_or_pass", "ecart_voids": "cards"}
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


def advice_answer(position):
    """The core's answer to ``position.ask`` (for the écart: one of the best écarts)."""
    if position.ask == "hand_points":
        return evaluate_hand(position.hand).total
    if position.ask == "hand_contract":
        return evaluate_hand(position.hand).advised
    if position.ask == "ecart_voids":
        return suggest_ecart(position.hand, position.chien)
    raise KeyError(position.ask)


def read_advice_answer(ask: str, answer):
    """What the learner wrote, in the form of :func:`advice_answer`; an :class:`AnswerError`
    says what to write when it cannot be read."""
    form = ANSWER_FORMS[ask]
    refuse_non_answers(answer, form)
    if form == "number":
        return read_number(answer)
    if form == "cards":
        return read_cards(answer)
    if not isinstance(answer, (str, Contract)):
        raise AnswerError("exercise.answer.not_contract_or_pass", given=repr(answer))
    try:
        return parse_bid(answer)
    except TarotError:
        raise AnswerError("exercise.answer.not_contract_or_pass", given=repr(answer)) from None


def grade_advice(exercise, answer, lang: str) -> tuple[float, str]:
    """(score, reason): the core's advice on this hand when the answer agrees with it; otherwise
    the advice the answer misses, and where lesson 10 explains it."""
    position = exercise.position
    given = read_advice_answer(position.ask, answer)
    if position.ask == "ecart_voids":
        return _grade_ecart(position, given, lang)
    evaluation = evaluate_hand(position.hand)
    if position.ask == "hand_points":
        if abs(given - evaluation.total) < 1e-9:
            return 1.0, " ".join(evaluation.lines(lang))
        return 0.0, _points_feedback(evaluation, given, lang)
    if given == evaluation.advised:
        return 1.0, " ".join(evaluation.lines(lang))
    too_high = _rank(given) > _rank(evaluation.advised)
    key = "exercise.advice.contract.too_high" if too_high else "exercise.advice.contract.too_low"
    parts = [i18n.text(key, lang), thresholds_sentence(evaluation, position.hand, lang)]
    return 0.0, " ".join(parts + [i18n.text("exercise.advice.where.contract", lang)])


def _rank(contract: Contract | None) -> int:
    return 0 if contract is None else int(contract)


def _points_feedback(evaluation, given: float, lang: str) -> str:
    """Too many or too few; when the gap is exactly one term's points, that term by its name
    (most likely forgotten, or counted twice)."""
    gap = given - evaluation.total
    key = "exercise.advice.points.too_many" if gap > 0 else "exercise.advice.points.too_few"
    parts = [i18n.text(key, lang, given=given)]
    matching = [term for term in evaluation.terms if term.points == abs(gap)]
    if len(matching) == 1:
        missed = "exercise.advice.points.twice" if gap > 0 else "exercise.advice.points.forgot"
        term = i18n.text(f"exercise.advice.term.{matching[0].name}", lang)
        parts.append(i18n.text(missed, lang, term=term))
    parts.append(i18n.text("exercise.advice.where.points", lang))
    return " ".join(parts)


def thresholds_sentence(evaluation, hand, lang: str) -> str:
    """The method's thresholds for this hand's size (scaled from 18 cards by the core)."""
    least = evaluation.thresholds
    return i18n.text(
        "exercise.advice.thresholds",
        lang,
        size=len(CardSet(hand)),
        petite=least[Contract.PETITE],
        garde=least[Contract.GARDE],
        sans=least[Contract.GARDE_SANS],
        contre=least[Contract.GARDE_CONTRE],
    )


def _grade_ecart(position, given: CardSet, lang: str) -> tuple[float, str]:
    """Legal (``check_ecart``) and as good as the best (``advise_ecart``: as many voids, then as
    many points): correct. Every legal écart that good is right, whichever cards it uses."""
    advice = advise_ecart(position.hand, position.chien, given)
    if not advice.verdict.legal:
        return 0.0, advice.verdict.explain(lang)
    if advice.better is None:
        return 1.0, " ".join(advice.lines(lang))
    best = advise_ecart(position.hand, position.chien, advice.better)
    if len(best.voids) > len(advice.voids):
        parts = [i18n.text("exercise.advice.ecart.fewer_voids", lang, made=len(advice.voids), best=len(best.voids))]
    else:
        parts = [i18n.text("exercise.advice.ecart.fewer_points", lang, points=advice.points, more=best.points)]
    if advice.lone_kings:
        parts.append(i18n.text("advice.ecart.lone_kings", lang, cards=advice.lone_kings))
    parts.append(i18n.text("exercise.advice.where.ecart", lang))
    return 0.0, " ".join(parts)


def expected_advice(exercise, lang: str) -> str:
    """The solution in words, with the core's account (the terms, or what the écart does)."""
    position = exercise.position
    answer = advice_answer(position)
    if position.ask == "ecart_voids":
        lines = advise_ecart(position.hand, position.chien, answer).lines(lang)
        return i18n.text("exercise.advice.expected.ecart", lang, cards=answer, account=" ".join(lines))
    lines = evaluate_hand(position.hand).lines(lang)
    if position.ask == "hand_points":
        return i18n.text("exercise.advice.expected.points", lang, total=answer, account=" ".join(lines))
    said = answer.localized(lang) if answer is not None else i18n.text("bid.pass", lang)
    return i18n.text("exercise.advice.expected.contract", lang, contract=said, account=" ".join(lines))


# --- hints: the advice, where to look in this hand, nearly the answer -----------------------------
def rule_hint(exercise, lang: str) -> str:
    return i18n.text(f"exercise.advice.rule.{exercise.position.ask}", lang)


def look_hint(exercise, lang: str) -> str:
    """What to look at in this very hand: the length of each suit (with the chien for an écart)."""
    position = exercise.position
    if position.ask == "hand_contract":
        return thresholds_sentence(evaluate_hand(position.hand), position.hand, lang)
    cards = position.hand | position.chien if position.ask == "ecart_voids" else position.hand
    lengths = [
        i18n.text("exercise.advice.suit_length", lang, suit=suit, count=len(cards.of_suit(suit))) for suit in SUITS
    ]
    trumps = sum(1 for card in cards if card.is_trump)
    return i18n.text(f"exercise.advice.look.{position.ask}", lang, lengths=", ".join(lengths), trumps=trumps)


def nearly_hint(exercise, lang: str) -> str:
    """Close to the answer, never the answer: the bouts' and trumps' part of the total, or what
    the best écarts achieve."""
    position = exercise.position
    if position.ask == "ecart_voids":
        best = advise_ecart(position.hand, position.chien, advice_answer(position))
        return i18n.text("exercise.advice.nearly.ecart_voids", lang, voids=len(best.voids), points=best.points)
    part = sum(term.points for term in evaluate_hand(position.hand).terms if term.name in _TRUMP_TERMS)
    return i18n.text(f"exercise.advice.nearly.{position.ask}", lang, part=part)


# --- variants: the same advice on other cards ------------------------------------------------------
def advice_target(position) -> tuple:
    """What the question teaches, as the core reads it: the kinds of term the method counts (and,
    for a contract, the contract it advises), or what the best écart achieves."""
    if position.ask == "ecart_voids":
        best = advise_ecart(position.hand, position.chien, advice_answer(position))
        forced = sum(1 for card in best.verdict.ecart if card.is_trump)
        return position.ask, len(position.chien), len(best.voids), best.points, forced, bool(best.lone_kings)
    evaluation = evaluate_hand(position.hand)
    # The same kinds of term to count (the Petit guarded or not, voids, long suits…); their
    # counts may move a little, so that a neighbour's total is not the learner's.
    names = frozenset(term.name for term in evaluation.terms)
    if position.ask == "hand_points":
        return position.ask, len(position.hand), names
    return position.ask, len(position.hand), evaluation.advised, names


def advice_variant(position, relabel) -> object:
    """The bank's hand (and chien) with its suits shuffled and its small cards re-drawn."""
    chien = None if position.chien is None else CardSet(relabel[card] for card in position.chien)
    return replace(position, hand=CardSet(relabel[card] for card in position.hand), chien=chien)
