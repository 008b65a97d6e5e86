"""Lesson 10's exercises (chapter "advice"): graded by the core's advice, reproducible per learner,
variants that keep what the question teaches, feedback that names the advice missed, never the answer."""

import pytest

from tarot_learn import CardSet, i18n
from tarot_learn.contracts import Contract
from tarot_learn.ecart import check_ecart
from tarot_learn.exercises import bank_exercise, chapter_exercises, exercise_for, expected_text, grade, solve
from tarot_learn.exercises.kinds import kind_of
from tarot_learn.strategy.advice import evaluate_hand
from tarot_learn.strategy.ecart_advice import (
    TOLERANCE,
    WEIGHTS,
    advise_ecart,
    ecart_value,
    ranked_ecarts,
)

ADVICE = chapter_exercises("advice")
LEARNERS = [f"learner-{number}" for number in range(12)]


def test_the_chapter_asks_every_question_at_three_four_and_five_players():
    assert {exercise.kind for exercise in ADVICE} == {"hand_points", "advised_contract", "best_ecart"}
    assert {exercise.position.players for exercise in ADVICE} == {3, 4, 5}
    assert {exercise.situation for exercise in ADVICE} == {"advice_points", "advice_contract", "advice_ecart"}


@pytest.mark.parametrize("exercise", ADVICE, ids=lambda exercise: exercise.id)
def test_a_learner_always_gets_the_same_variant_of_his_own(exercise):
    variants = [exercise_for(learner, exercise.id) for learner in LEARNERS]
    assert [exercise_for(learner, exercise.id) for learner in LEARNERS] == variants  # reproducible
    assert len({variant.position for variant in variants}) > len(LEARNERS) // 2  # learners get their own hands
    for variant in variants:
        assert len(variant.position.hand) == len(exercise.position.hand)
        assert variant.question == exercise.question  # the words name no card: they stay the bank's
        answer = kind_of(variant).right_answers(variant.position)[0]
        assert grade(variant, answer, lang="fr").correct, variant.id


def test_the_points_are_the_evaluation_of_the_core():
    exercise = bank_exercise("advice-points-4p")
    total = evaluate_hand(exercise.position.hand).total
    assert grade(exercise, str(total)).correct
    assert grade(exercise, f"{total} points").correct
    assert not grade(exercise, total + 2).correct


def test_a_total_off_by_one_term_names_that_term_and_where_to_look():
    exercise = bank_exercise("advice-points-5p")  # three kings without their queen: the only term worth 18
    total = solve(exercise)
    forgot = grade(exercise, total - 18, lang="en")
    assert forgot.rule == "term_forgotten" and forgot.params == {"given": total - 18, "term": "kings"}
    kings = i18n.text("exercise.advice.term.kings", "en")
    assert i18n.text("exercise.advice.points.forgot", "en", term=kings) in forgot.reason
    assert i18n.text("exercise.advice.where.points", "en") in forgot.reason
    assert str(total) not in forgot.reason
    twice = grade(exercise, total + 18, lang="fr")
    assert twice.rule == "term_counted_twice" and twice.params["term"] == "kings"
    kings = i18n.text("exercise.advice.term.kings", "fr")
    assert i18n.text("exercise.advice.points.twice", "fr", term=kings) in twice.reason
    worth = {term.points for term in evaluate_hand(exercise.position.hand).terms}
    gap = next(points for points in range(1, 100) if points not in worth)  # no term is worth it: none is named
    assert grade(exercise, total + gap).rule == "too_many_points"


@pytest.mark.parametrize(
    "exercise_id, wrong, key",
    [
        ("advice-contract-pass-4p", "petite", "too_high"),
        ("advice-contract-4p", "petite", "too_low"),
        ("advice-contract-4p", "garde contre", "too_high"),
        ("advice-contract-5p", "passe", "too_low"),
    ],
)
def test_a_wrong_contract_is_told_which_way_and_the_thresholds_of_its_hand_size(exercise_id, wrong, key):
    exercise = bank_exercise(exercise_id)
    result = grade(exercise, wrong, lang="en")
    assert not result.correct and result.rule == f"contract_{key}"
    assert i18n.text(f"exercise.advice.contract.{key}", "en") in result.reason
    least = evaluate_hand(exercise.position.hand).thresholds
    thresholds = i18n.text(
        "exercise.advice.thresholds",
        "en",
        size=len(exercise.position.hand),
        petite=least[Contract.PETITE],
        garde=least[Contract.GARDE],
        sans=least[Contract.GARDE_SANS],
        contre=least[Contract.GARDE_CONTRE],
    )
    assert thresholds in result.reason
    assert expected_text(exercise, "en") not in result.sentence()


@pytest.mark.parametrize("answer", ["pass", "Passe", "je passe"])
def test_a_pass_is_read_in_both_languages(answer):
    assert grade(bank_exercise("advice-contract-pass-4p"), answer).correct


@pytest.mark.parametrize("answer", ["", None, "prendre", 3, True])
def test_an_unreadable_contract_says_what_to_write(answer):
    result = grade(bank_exercise("advice-contract-4p"), answer, lang="fr")
    assert result.feedback_kind == "invalid" and not result.correct


@pytest.mark.parametrize("exercise_id", ["advice-ecart-points-4p", "advice-ecart-voids-4p", "advice-ecart-lesson-4p"])
def test_every_ecart_within_the_tolerance_of_the_best_is_right(exercise_id):
    exercise = bank_exercise(exercise_id)
    hand, chien = exercise.position.hand, exercise.position.chien
    best = ecart_value(hand, chien, ranked_ecarts(hand, chien, 1)[0])  # the best by the estimate, not the one shown
    tolerance = i18n.text("exercise.advice.ecart.tolerance", "en", tolerance=TOLERANCE)
    verdicts = set()
    worst_first = {name: -weight for name, weight in WEIGHTS.items()}
    for ecart in ranked_ecarts(hand, chien, 40) + ranked_ecarts(hand, chien, 10, worst_first):
        result = grade(exercise, ecart, lang="en")
        within = best - ecart_value(hand, chien, ecart) <= TOLERANCE + 1e-9
        assert result.correct == within, ecart
        assert tolerance in result.reason  # the feedback states the tolerance, right or wrong
        verdicts.add(within)
    assert verdicts == {True, False}  # both kinds of écart were tried


def test_a_worse_ecart_is_told_the_gap_and_why_without_the_best_cards():
    exercise = bank_exercise("advice-ecart-voids-4p")
    (worse,) = kind_of(exercise).wrong_answers(exercise.position)
    result = grade(exercise, worse, lang="fr")
    advice = advise_ecart(exercise.position.hand, exercise.position.chien, worse)
    assert check_ecart(exercise.position.hand, exercise.position.chien, worse).legal
    assert not result.correct and result.params == {"behind": round(advice.behind, 1), "tolerance": TOLERANCE}
    assert advice.behind > TOLERANCE
    assert result.rule in {
        "fewer_voids",
        "fewer_points",
        "broken_mariage",
        "lone_king",
        "fewer_singletons",
        "long_suit_cut",
    }
    assert i18n.text("exercise.advice.ecart.worse", "fr", **result.params) in result.reason
    assert advice.why("fr") in result.reason
    assert i18n.text("exercise.advice.where.ecart", "fr") in result.reason
    assert solve(exercise).text("fr") not in result.sentence()


def test_an_illegal_ecart_gets_the_rule_it_breaks():
    exercise = bank_exercise("advice-ecart-5p")
    hand, chien = exercise.position.hand, exercise.position.chien
    result = grade(exercise, "R♣ 2♠ 8♠", lang="en")
    assert not result.correct and result.rule == "king" and result.params["cards"] == CardSet("R♣")
    assert result.reason.startswith(check_ecart(hand, chien, "R♣ 2♠ 8♠").explain("en"))
    assert result.misconception == "king_in_ecart"


def test_a_right_ecart_gets_the_whole_advice():
    exercise = bank_exercise("advice-ecart-5p")
    result = grade(exercise, exercise.stored_answer, lang="en")
    advice = advise_ecart(exercise.position.hand, exercise.position.chien, exercise.stored_answer)
    tolerance = i18n.text("exercise.advice.ecart.tolerance", "en", tolerance=TOLERANCE)
    assert result.correct and result.reason == " ".join([*advice.lines("en"), tolerance])


@pytest.mark.parametrize("exercise", ADVICE, ids=lambda exercise: exercise.id)
def test_three_hints_that_never_give_the_answer(exercise):
    assert len(exercise.hints) == 3
    for lang in ("fr", "en"):
        hints = " ".join(exercise.hint(number, lang) for number in (1, 2, 3))
        answer = solve(exercise)
        if isinstance(answer, CardSet):
            assert answer.text(lang) not in hints
        elif isinstance(answer, int):
            assert f"{answer} points" not in hints


def test_the_solution_is_the_cores_account():
    exercise = bank_exercise("advice-points-3p")
    solution = expected_text(exercise, "en")
    assert solution.startswith(f"{solve(exercise)} points.")
    assert all(line in solution for line in evaluate_hand(exercise.position.hand).lines("en"))


def test_the_exercise_widget_offers_the_hand_and_chien_for_an_ecart():
    from tarot_learn.widgets import ExerciseWidget

    widget = ExerciseWidget("advice-ecart-5p", lang="en")
    position = widget.exercise.position
    assert set(widget.card_buttons.buttons) == set(position.hand | position.chien)
    assert widget.answer.placeholder == i18n.text("exercise.write.cards", "en")
    contract = ExerciseWidget("advice-contract-4p", lang="fr")
    assert contract.card_buttons is None
    assert contract.answer.placeholder == i18n.text("exercise.write.contract_or_pass", "fr")
    contract.answer.value = "garde"
    assert contract.check().correct
