"""Grading an answer: one pure function, :func:`grade`, for every kind of exercise.

The grader reads the learner's answer (:mod:`.answers`), asks the rules core for the truth
(:func:`.model.solve`, ``explain_play``, ``settle_excuse``…) and says **why**, in the
learner's language and about this very position. It is honest: an answer is ``correct``
only when the core agrees, and an answer it cannot read is never correct — it gets a
sentence saying what to write instead (``feedback_kind == "invalid"``).

Scores are between 0 and 1. Every kind scores 0 or 1, except ``all_legal``, which gives
partial credit: ``(right picks − wrong picks) / number of legal cards``, clamped to [0, 1]
— picking every card of the hand therefore earns nothing unless every card is legal, and
missing one of four legal cards earns 0.75.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import partial

from .. import i18n
from ..cards import EXCUSE, count_by_pairs
from ..deal import DEAL_SIZES
from ..errors import TarotError, shown
from ..play import as_trick, explain_play, explain_winner
from ..seats import seat_name
from .advice_questions import expected_advice, grade_advice
from .answers import (
    AnswerError,
    read_card,
    read_cards,
    read_number,
    read_seat,
    read_side,
    read_whole_number,
    refuse_non_answers,
)
from .kinds import KINDS, kind_of
from .model import Exercise, check_exercise, score, settle, solve
from .rules import answer_text, read_rules_answer, right_reason


@dataclass(frozen=True)
class GradeResult:
    """The grader's verdict. ``reason`` says which rule decides, applied to this position;
    ``hint`` is the next hint (empty when the answer is correct); ``expected`` is the
    solution, as a sentence; ``feedback_kind`` is ``"correct"``, ``"partial"``, ``"wrong"``
    or ``"invalid"`` (the answer could not be read: it says what to write)."""

    correct: bool
    score: float
    reason: str
    hint: str
    expected: str
    feedback_kind: str
    lang: str | None = None
    note: str = ""  # what the learner must know besides the grade (his attempt could not be saved…)
    # The rule that decides, as a key (``"must_overtrump"``, ``"wrong_sign"``…; for an unreadable
    # answer, the key of the sentence saying what to write), and its parameters in this position.
    rule: str = ""
    params: Mapping[str, object] = field(default_factory=dict, hash=False)

    def sentence(self) -> str:
        """The whole feedback in one paragraph: verdict, reason, the hint if any, then the note."""
        parts = [i18n.text(f"exercise.verdict.{self.feedback_kind}", self.lang), self.reason]
        if self.feedback_kind == "partial":
            score = i18n.format_percent(self.score * 100, lang=self.lang)
            parts.insert(1, i18n.text("exercise.score", self.lang, score=score))
        if self.hint:
            parts.append(i18n.text("exercise.hint", self.lang, hint=self.hint))
        parts.append(self.note)
        return " ".join(part for part in parts if part)

    def __str__(self) -> str:
        return self.sentence()

    def _repr_pretty_(self, printer, cycle) -> None:  # how IPython shows it at the end of a cell
        printer.text(self.sentence())


TWO_CHOICES = ("excuse",)  # kinds answered by one of two words: a guess must not be enough
TWO_CHOICE_ASKS = ("chien", "poignee_side", "petit_sec")  # the rules questions answered so


def _two_choices(exercise: Exercise) -> bool:
    return exercise.kind in TWO_CHOICES or exercise.kind == "rules" and exercise.position.ask in TWO_CHOICE_ASKS


def grade(exercise: Exercise, answer, *, lang: str | None = None, attempt: int = 1) -> GradeResult:
    """Grade ``answer`` to ``exercise`` (the ``attempt``-th try) in ``lang``. Never raises for
    any answer; raises :class:`~tarot_learn.errors.LanguageError` for an unknown ``lang``."""
    lang = i18n.check_language(lang)
    if type(attempt) is not int or attempt < 1:
        raise TarotError("exercise.error.attempt", given=shown(attempt))
    expected = expected_text(check_exercise(exercise), lang)
    if exercise.kind in KINDS:
        return _grade(kind_of(exercise), exercise, answer, lang, attempt, expected)
    try:
        score, reason = _GRADERS[exercise.kind](exercise, answer, lang)
    except TarotError as error:
        return GradeResult(False, 0.0, error.message(lang), exercise.hint(attempt, lang), expected, "invalid", lang)
    if score == 1 and _two_choices(exercise) and attempt > 1:
        # The other side was tried first: the right side now proves nothing, so it earns nothing.
        guessed = i18n.text("exercise.two_choices.second_try", lang)
        return GradeResult(False, 0.0, f"{guessed} {reason}", "", expected, "partial", lang)
    if score == 1:
        return GradeResult(True, 1.0, reason, "", expected, "correct", lang)
    kind = "partial" if score > 0 else "wrong"
    return GradeResult(False, score, reason, exercise.hint(attempt, lang), expected, kind, lang)


def _grade(kind, exercise: Exercise, answer, lang: str, attempt: int, expected: str) -> GradeResult:
    """The kind reads the answer and judges it; an answer it cannot read (or a card not held…)
    gets the sentence that says what to write, and the hint of this attempt."""
    try:
        verdict = kind.judge(exercise, kind.read_answer(answer, exercise.position))
    except TarotError as error:
        hint = exercise.hint(attempt, lang)
        return GradeResult(
            False, 0.0, error.message(lang), hint, expected, "invalid", lang, "", error.key, error.params
        )
    reason = verdict.reason(lang)
    if verdict.score == 1 and kind.two_choices and attempt > 1:
        # The other side was tried first: the right side now proves nothing, so it earns nothing.
        guessed = i18n.text("exercise.two_choices.second_try", lang)
        params = {**verdict.params, "rule": verdict.rule}
        return GradeResult(False, 0.0, f"{guessed} {reason}", "", expected, "partial", lang, "", "second_try", params)
    if verdict.score == 1:
        return GradeResult(True, 1.0, reason, "", expected, "correct", lang, "", verdict.rule, verdict.params)
    feedback = "partial" if verdict.score > 0 else "wrong"
    hint = exercise.hint(attempt, lang)
    return GradeResult(False, verdict.score, reason, hint, expected, feedback, lang, "", verdict.rule, verdict.params)


def expected_text(exercise: Exercise, lang: str | None = None) -> str:
    """The solution as a sentence, from the rules core."""
    if check_exercise(exercise).kind in KINDS:
        return kind_of(exercise).solution(exercise.position, i18n.check_language(lang))
    answer = solve(exercise)
    kind = exercise.kind
    if kind in ("legal_play", "all_legal"):
        return i18n.text(f"exercise.expected.{kind}", lang, cards=answer.text(lang))
    if kind == "trick_winner":
        position = exercise.position
        card = position.trick[position.trick_seats.index(answer)]
        winner = seat_name(answer, None, position.players, lang, noun=True)
        return i18n.text("exercise.expected.trick_winner", lang, seat=winner, card=card)
    if kind == "points":
        return i18n.text("exercise.expected.points", lang, points=answer)
    if kind == "dealing" and exercise.position.fact == "first_player":
        seat = seat_name(answer, None, exercise.position.players, lang, noun=True)  # counted from 1
        return i18n.text("exercise.answer_is.sentence", lang, answer=seat)
    if kind == "dealing":
        return i18n.text("exercise.expected.number", lang, number=answer)
    if kind == "excuse":
        return i18n.text("exercise.expected.excuse", lang, side=answer)
    if kind == "contract":
        return _margin_sentence(answer, lang)
    if kind == "rules":
        return i18n.text("exercise.answer_is.sentence", lang, answer=answer_text(exercise.position, answer, lang))
    if kind == "advice":
        return expected_advice(exercise, lang)
    return i18n.text("exercise.expected.ecart", lang, cards=answer.text(lang))


# --- one grader per kind: each returns (score, reason) or raises a TarotError ------------------
def _grade_legal_play(exercise: Exercise, answer, lang: str) -> tuple[float, str]:
    """RULES.md §5–6: the verdict and the rule are ``explain_play``'s."""
    position = exercise.position
    card = read_card(answer)
    verdict = explain_play(
        card, position.hand, position.trick, lang=lang, players=position.players, called_card=position.called_card
    )
    if verdict.legal:
        return 1.0, verdict.explain(lang)
    return 0.0, _broken_rule(verdict, lang)


def _broken_rule(verdict, lang: str) -> str:
    """The rule an illegal card breaks and where to look, without naming the legal cards
    (``explain_play``'s sentence lists them: that would be the answer)."""
    illegal = i18n.text("play.verdict.illegal", lang, card=verdict.card)
    because = i18n.text(f"exercise.broken.{verdict.reason.name.lower()}", lang, **verdict.params)
    return f"{illegal} {because}"


def _grade_all_legal(exercise: Exercise, answer, lang: str) -> tuple[float, str]:
    """Partial credit: (right picks − wrong picks) / legal cards, clamped to [0, 1]."""
    position = exercise.position
    chosen = read_cards(answer)
    outside = chosen - position.hand
    if outside:
        raise AnswerError("exercise.answer.not_in_hand", cards=outside.text(lang), hand=position.hand.text(lang))
    legal = solve(exercise)
    wrong = chosen - legal
    missed = legal - chosen
    score = max(0.0, min(1.0, (len(chosen & legal) - len(wrong)) / len(legal)))
    options = {"lang": lang, "players": position.players, "called_card": position.called_card}
    if not wrong and not missed:
        example = next(iter(legal))
        rule = explain_play(example, position.hand, position.trick, **options).because(lang)
        return score, i18n.text("exercise.all_legal.exact", lang, rule=rule)
    sentences = [_broken_rule(explain_play(card, position.hand, position.trick, **options), lang) for card in wrong]
    if missed:
        sentences.append(i18n.text("exercise.all_legal.missed", lang, count=len(missed)))
    return score, " ".join(sentences)


def _grade_trick_winner(exercise: Exercise, answer, lang: str) -> tuple[float, str]:
    """RULES.md §5 "Winner": the verdict and its reason are ``explain_winner``'s."""
    position = exercise.position
    seat = _read_winner_answer(answer, position)
    verdict = explain_winner(position.trick, seats=position.trick_seats, lang=lang)
    if seat == verdict.seat:
        return 1.0, verdict.explain(lang)
    return 0.0, _why_not_winner(position.trick[position.trick_seats.index(seat)], verdict, lang)


def _why_not_winner(card, verdict, lang: str) -> str:
    """Why the learner's card does not win, read from the core's winner — without naming it."""
    winner = verdict.card
    led = as_trick(verdict.trick).led
    if card is EXCUSE:
        return i18n.text("play.winner.excuse_never_wins", lang)
    if winner.is_trump and not card.is_trump:
        return i18n.text("exercise.winner.trumped", lang, card=card)
    if winner.is_trump:
        return i18n.text("exercise.winner.higher_trump", lang, card=card)
    if card.suit is not led:
        return i18n.text("exercise.winner.not_led_suit", lang, card=card, suit=led)
    return i18n.text("exercise.winner.higher_in_suit", lang, card=card, suit=led)


def _read_winner_answer(answer, position) -> int:
    """A seat (``2``, ``"2"``, ``"joueur 2"``, within the table's seats) or a card of the trick
    (``"18"``, ``"R♥"``; a number too big for a seat, such as 21, is read as that trump)."""
    refuse_non_answers(answer, "winner")
    try:
        return read_seat(answer, position.players)
    except AnswerError:
        card = read_card(answer)
    if card not in position.trick:
        raise AnswerError("exercise.answer.not_in_trick", card=card, trick=position.trick)
    return position.trick_seats[position.trick.index(card)]


def _grade_points(exercise: Exercise, answer, lang: str) -> tuple[float, str]:
    """RULES.md §1: the points of a pile, counted as players do, by pairs."""
    given = read_number(answer)
    expected = solve(exercise)
    groups = [
        i18n.text("exercise.points.group", lang, cards=" + ".join(card.text(lang) for card in cards), points=value)
        for cards, value in count_by_pairs(exercise.position.pile)
    ]
    if abs(given - expected) < 1e-9:
        return 1.0, i18n.text("exercise.points.by_pairs", lang, groups=", ".join(groups), total=expected)
    key = "exercise.points.too_many" if given > expected else "exercise.points.too_few"
    return 0.0, i18n.text(key, lang, given=given, count=len(exercise.position.pile))


def _grade_dealing(exercise: Exercise, answer, lang: str) -> tuple[float, str]:
    """RULES.md §2: the table of hand, chien and packet sizes; the first player."""
    position = exercise.position
    expected = solve(exercise)
    name = partial(seat_name, viewer=None, players=position.players, lang=lang, noun=True)  # a learner counts from 1
    if position.fact == "first_player":
        given = read_seat(answer, position.players)
        reason = i18n.text("exercise.dealing.first_player", lang, dealer=name(position.dealer), seat=name(expected))
    else:
        given = read_whole_number(answer)
        size = DEAL_SIZES[position.players]
        reason = i18n.text(
            "exercise.dealing.sizes",
            lang,
            players=position.players,
            hand=size.hand,
            chien=size.chien,
            packet=size.packet,
        )
    if given == expected:
        return 1.0, reason
    if position.fact == "first_player":
        return 0.0, i18n.text("exercise.dealing.wrong_first", lang, given=name(given), dealer=name(position.dealer))
    return 0.0, i18n.text("exercise.dealing.wrong_size", lang, given=given, players=position.players)


def _grade_excuse(exercise: Exercise, answer, lang: str) -> tuple[float, str]:
    """RULES.md §6: where the Excuse ends, as ``settle_excuse`` decides."""
    given = read_side(answer)
    settlement = settle(exercise.position)
    ends = i18n.text("exercise.excuse.ends_with", lang, side=settlement.excuse_side)
    if given == settlement.excuse_side:
        return 1.0, f"{settlement.describe(lang)} {ends}"
    return 0.0, i18n.text("exercise.excuse.wrong", lang)


def _grade_contract(exercise: Exercise, answer, lang: str) -> tuple[float, str]:
    """RULES.md §7: the margin D = points − points needed, rounded at 3 and 5 players."""
    given = read_number(answer, signed_by_words=True)
    breakdown = score(exercise.position)
    reason = i18n.text(
        "exercise.contract.reason",
        lang,
        bouts=breakdown.bouts,
        needed=float(breakdown.points_needed),
        points=float(breakdown.attack_points),
        outcome=_margin_sentence(breakdown.difference, lang),
    )
    if given == breakdown.difference:
        return 1.0, reason
    if (given >= 0) != breakdown.made:
        return 0.0, i18n.text("exercise.contract.wrong_sign", lang, bouts=breakdown.bouts)
    return 0.0, i18n.text("exercise.contract.wrong_margin", lang, bouts=breakdown.bouts)


def _margin_sentence(margin: float, lang: str) -> str:
    key = "exercise.contract.made" if margin >= 0 else "exercise.contract.failed"
    return i18n.text(key, lang, margin=float(abs(margin)))


def _grade_ecart(exercise: Exercise, answer, lang: str) -> tuple[float, str]:
    """RULES.md §4: the verdict and its reason are ``check_ecart``'s."""
    from ..ecart import check_ecart

    position = exercise.position
    verdict = check_ecart(position.hand, position.chien, read_cards(answer))
    return (1.0 if verdict.legal else 0.0), verdict.explain(lang)


def _grade_rules(exercise: Exercise, answer, lang: str) -> tuple[float, str]:
    """RULES.md §2–4, §7: the answer is the core's (:mod:`.rules`); a wrong one gets the area's rule."""
    position = exercise.position
    given = read_rules_answer(position.ask, answer, position.players)
    if given == solve(exercise):
        return 1.0, right_reason(position, lang)
    return 0.0, i18n.text(f"exercise.rules.wrong.{exercise.situation}", lang)


_GRADERS = {
    "legal_play": _grade_legal_play,
    "all_legal": _grade_all_legal,
    "trick_winner": _grade_trick_winner,
    "points": _grade_points,
    "dealing": _grade_dealing,
    "excuse": _grade_excuse,
    "contract": _grade_contract,
    "ecart": _grade_ecart,
    "rules": _grade_rules,
    "advice": grade_advice,  # lesson 10's advice, graded by the core's advice (.advice_questions)
}
