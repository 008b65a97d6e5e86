"""The grader: every kind, every bad answer, the three front ends (grade, check, assert_correct)."""

import pytest

from tarot_learn import EXCUSE, Reason, Side, check_ecart, explain_play, explain_winner, i18n, parse_card
from tarot_learn.errors import TarotError
from tarot_learn.exercises import assert_correct, bank_exercise, check, expected_text, grade, solve
from tarot_learn.i18n import text


def test_legal_play_a_legal_card_is_correct_with_the_rule():
    result = grade(bank_exercise("play-must-overtrump-1"), "19", lang="fr")
    assert result.correct and result.score == 1.0 and result.feedback_kind == "correct"
    assert "vous montez" in result.reason and result.hint == ""


def test_legal_play_an_illegal_card_is_wrong_with_the_reason_from_explain_play():
    exercise = bank_exercise("play-must-overtrump-1")
    for lang in ("fr", "en"):
        result = grade(exercise, "5", lang=lang)
        assert not result.correct and result.score == 0 and result.feedback_kind == "wrong"
        position = exercise.position
        verdict = explain_play("5", position.hand, position.trick, lang=lang)
        assert i18n.text("exercise.broken.must_overtrump", lang, **verdict.params) in result.reason
        assert "16" not in result.reason and "19" not in result.reason  # the legal cards: the answer
    assert "you must overtrump" in grade(exercise, "5", lang="en").reason
    assert grade(exercise, "5", lang="en", attempt=1).hint == exercise.hint(1, "en")
    assert grade(exercise, "5", lang="en", attempt=2).hint == exercise.hint(2, "en")
    assert grade(exercise, "5", lang="en", attempt=9).hint == exercise.hint(3, "en")


def test_legal_play_the_reason_names_this_position():
    exercise = bank_exercise("play-follow-trumped")
    result = grade(exercise, "18", lang="en")
    assert not result.correct
    assert "The suit led is clubs ♣" in result.reason and text("play.verdict.illegal", "en", card="18") in result.reason
    assert "2♣" not in result.reason and "Q♣" not in result.reason


def test_all_legal_partial_credit_is_hits_minus_false_picks_over_legal_cards():
    exercise = bank_exercise("play-must-overtrump-2")  # legal: 10 13 17
    cases = {
        "10 13 17": 1.0,
        "10 13": 2 / 3,
        "10": 1 / 3,
        "10 13 17 6": 2 / 3,
        "10 6": 0.0,
        "2♠ 6 10 13 17": 1 / 3,  # everything: two false picks cost two hits
        "6": 0.0,  # clamped at 0
    }
    for answer, score in cases.items():
        result = grade(exercise, answer, lang="en")
        assert result.score == pytest.approx(score), answer
        assert result.correct is (score == 1)
        assert result.feedback_kind == ("correct" if score == 1 else "partial" if score else "wrong")
    missing = grade(exercise, "10 13", lang="en")
    assert missing.reason == text("exercise.all_legal.missed", "en", count=1)
    wrong = grade(exercise, "10 13 17 6", lang="fr")
    position = exercise.position
    verdict = explain_play("6", position.hand, position.trick, players=position.players)
    illegal = text("play.verdict.illegal", "fr", card=verdict.card)
    because = text("exercise.broken.must_overtrump", "fr", **verdict.params)
    assert verdict.reason is Reason.MUST_OVERTRUMP and wrong.reason == f"{illegal} {because}"


def test_all_legal_accepts_lists_and_cards():
    exercise = bank_exercise("play-must-overtrump-2")
    assert grade(exercise, ["10", "13", "17"]).correct
    assert grade(exercise, ("atout 10", "trump 13", "17")).correct
    assert grade(exercise, "10, 13, 17").correct


def test_trick_winner_accepts_a_seat_or_a_card():
    exercise = bank_exercise("play-winner-5p")  # 21 played by seat 2 of the API, the learner's player 3
    for answer in (3, "3", "joueur 3", "le joueur 3", "player 3", "21", 21, "atout 21"):
        assert grade(exercise, answer, lang="fr").correct, answer
    wrong = grade(exercise, "R♥", lang="en")
    assert not wrong.correct
    assert wrong.reason == "The trick holds a trump: K♥, which is not one, cannot win it."
    right = grade(exercise, "21", lang="en")
    assert right.reason == explain_winner(exercise.position.trick, seats=exercise.position.trick_seats).explain("en")
    assert "the 21" in right.reason and "The trick goes to player 3." in right.reason
    assert not grade(exercise, 2).correct  # the API's seat, one off for a learner counting from 1
    not_there = grade(exercise, "7♠", lang="en")
    assert not_there.feedback_kind == "invalid" and "not in this trick" in not_there.reason
    seat_too_big = grade(exercise, 7, lang="en")  # no seat 7 at 5 players: read as trump 7, not in the trick
    assert seat_too_big.feedback_kind == "invalid"


def test_trick_winner_says_the_excuse_never_wins():
    exercise = bank_exercise("play-winner-excuse")
    excuse_seat = exercise.position.trick_seats[exercise.position.trick.index(EXCUSE)]
    result = grade(exercise, str(excuse_seat + 1), lang="en")
    assert not result.correct and result.reason == "The Excuse never wins the trick."
    assert "The Excuse never wins the trick." in grade(exercise, solve(exercise) + 1, lang="en").reason


def test_points_reason_counts_by_pairs():
    exercise = bank_exercise("cards-points-king-small")
    assert grade(exercise, 5).correct and grade(exercise, "5,0").correct and grade(exercise, "5.0").correct
    result = grade(exercise, "4,5", lang="fr")
    assert not result.correct and "trop peu" in result.reason and "5 points" not in result.reason
    assert "R♥ + 7♠ = 5" in grade(exercise, 5, lang="fr").reason
    assert grade(bank_exercise("cards-points-queen"), "4.5").correct


def test_dealing_numbers_and_first_player():
    assert grade(bank_exercise("dealing-hand-4p"), "18").correct
    result = grade(bank_exercise("dealing-hand-4p"), 24, lang="en")
    assert not result.correct and "78 cards" in result.reason and "18" not in result.reason
    first_5p = bank_exercise("dealing-first-player-5p")  # the dealer is the learner's player 5
    assert grade(first_5p, "joueur 1").correct and grade(first_5p, 1).correct
    assert not grade(first_5p, 0).correct and grade(first_5p, 0).feedback_kind == "invalid"  # no player 0
    wrong = grade(first_5p, 2, lang="fr")
    assert not wrong.correct and "Pas le joueur 2" in wrong.reason and "le joueur 5" in wrong.reason
    assert grade(bank_exercise("dealing-hand-4p"), "18.5").feedback_kind == "invalid"


def test_contract_made_or_failed_by_how_much():
    made = bank_exercise("scoring-two-bouts-made")
    for answer in (8, "8", "+8", "gagné de 8", "won by 8"):
        assert grade(made, answer).correct, answer
    assert not grade(made, "-8").correct and not grade(made, "lost by 8").correct
    failed = bank_exercise("scoring-one-bout-failed")
    for answer in (-4, "-4", "chute de 4", "lost by 4", "failed by 4"):
        assert grade(failed, answer).correct, answer
    result = grade(failed, "4", lang="fr")
    assert not result.correct and "Regardez le signe" in result.reason and "-4" not in result.reason
    assert "Le contrat chute de 4" in grade(failed, "-4", lang="fr").reason
    assert "doit faire 51 points" in grade(failed, "-4", lang="fr").reason
    assert grade(bank_exercise("scoring-half-point-lost"), "-1").correct
    assert not grade(bank_exercise("scoring-half-point-lost"), "-0.5").correct


def test_excuse_side_in_both_languages():
    exercise = bank_exercise("excuse-last-trick-taker")
    for answer in ("défense", "defense", "Defence", "la défense", "the defence"):
        assert grade(exercise, answer).correct, answer
    result = grade(exercise, "attaque", lang="fr")
    assert not result.correct and "dernier pli" in result.reason and "défense" not in result.reason
    assert grade(bank_exercise("excuse-last-trick-winner-option"), "defence").correct
    assert grade(bank_exercise("excuse-slam"), "attack").correct


def test_ecart_any_legal_ecart_is_correct_and_the_reason_is_check_ecart():
    exercise = bank_exercise("ecart-garde-4p")
    assert grade(exercise, "3♠ 7♠ 4♥ 2♦ 5♦ 1♣").correct
    assert grade(exercise, "D♠ 9♥ C♦ V♣ 6♣ 10♣").correct  # another legal choice
    with_king = grade(exercise, "R♠ 3♠ 7♠ 4♥ 2♦ 5♦", lang="en")
    position = exercise.position
    verdict = check_ecart(position.hand, position.chien, "R♠ 3♠ 7♠ 4♥ 2♦ 5♦")
    assert [problem.code for problem in verdict.problems] == ["king"]
    assert not with_king.correct and with_king.reason == verdict.explain("en")
    too_few = grade(exercise, "3♠ 7♠", lang="en")
    assert not too_few.correct
    forced = bank_exercise("ecart-trumps-forced")
    assert grade(forced, "2♥ 4 5").correct
    assert not grade(forced, "2 3 4").correct


BAD_ANSWERS = [
    (None, "No answer was given"),
    (True, "True is not an answer"),
    (False, "False is not an answer"),
    ("", "The answer is empty"),
    ("   ", "The answer is empty"),
    ([], "The answer is empty"),
    ("zzz", "I don't recognise the card"),
    ("roi de coeurr", "Did you mean"),
    (3.5, "not a card"),
    ({"card": "7♥"}, "is not a card"),
    (object(), "is not a card"),
]


@pytest.mark.parametrize(("answer", "words"), BAD_ANSWERS)
def test_bad_answers_to_a_card_question_get_a_sentence_never_an_exception(answer, words):
    exercise = bank_exercise("play-follow-2")
    result = grade(exercise, answer, lang="en")
    assert not result.correct and result.score == 0 and result.feedback_kind == "invalid"
    assert words in result.reason
    assert result.hint == exercise.hint(1, "en")


def test_several_cards_or_a_card_not_in_hand_where_one_is_expected():
    exercise = bank_exercise("play-follow-2")
    several = grade(exercise, "3♦ D♦", lang="en")
    assert several.feedback_kind == "invalid" and "A single card is asked for, you wrote 2" in several.reason
    not_held = grade(exercise, "21", lang="fr")
    assert not_held.feedback_kind == "invalid" and "Vous n'avez pas la carte 21" in not_held.reason
    assert grade(exercise, ["3♦"]).correct  # a list of one card is that card
    assert grade(exercise, 19).feedback_kind == "wrong"  # 19 is the trump 19, held but not legal


@pytest.mark.parametrize(
    ("exercise_id", "answer", "words"),
    [
        ("cards-points-bouts", "beaucoup", "is not a number"),
        ("cards-points-bouts", "12 13", "is not a number"),
        ("cards-points-bouts", True, "not an answer"),
        ("dealing-first-player-4p", 9, "write a player's number from 1 to 4"),
        ("dealing-first-player-4p", 0, "write a player's number from 1 to 4"),
        ("excuse-owed", "le preneur seul", "is not a side"),
        ("excuse-owed", 1, "is not a side"),
        ("play-must-overtrump-2", "10 10", "written twice"),
        ("play-must-overtrump-2", "10 R♥", "These cards are not in the hand: K♥"),
        ("play-winner-suit", None, "No answer was given"),
        ("ecart-5p", "", "The answer is empty"),
    ],
)
def test_bad_answers_of_every_kind(exercise_id, answer, words):
    result = grade(bank_exercise(exercise_id), answer, lang="en")
    assert result.feedback_kind == "invalid" and not result.correct and words in result.reason


def test_the_result_sentence_has_verdict_reason_and_hint():
    exercise = bank_exercise("play-follow-2")
    result = grade(exercise, "R♠", lang="fr")
    verdict = explain_play("R♠", exercise.position.hand, exercise.position.trick)
    hint = text("exercise.hint", "fr", hint=exercise.hint(1, "fr"))
    broken = " ".join(
        [
            text("play.verdict.illegal", "fr", card=verdict.card),
            text("exercise.broken.must_follow", "fr", **verdict.params),
        ]
    )
    assert result.sentence() == " ".join([text("exercise.verdict.wrong", "fr"), broken, hint])
    assert str(result) == result.sentence()
    assert result.expected == text("exercise.expected.legal_play", "fr", cards="3♦ D♦")


def test_check_returns_the_result_for_a_typed_answer():
    result = check("play-follow-2", "3♦", lang="fr")
    assert result.correct and str(result).startswith("✔ Juste !")
    assert not check("play-follow-2", "R♠", lang="en").correct


def test_assert_correct_passes_or_raises_with_the_reason():
    assert assert_correct("play-undertrump-1", "3 7", lang="en").correct
    with pytest.raises(AssertionError, match="you must trump, not discard"):
        assert_correct("play-undertrump-1", "R♥ 9♥", lang="en")
    with pytest.raises(AssertionError, match="No answer was given"):
        assert_correct("play-undertrump-1", None, lang="en")


def test_unknown_exercise_and_language_are_clear_errors():
    with pytest.raises(TarotError, match="There is no exercise 'nope'"):
        check("nope", "3♦", lang="en")
    with pytest.raises(TarotError, match="Unknown language"):
        grade(bank_exercise("play-follow-2"), "3♦", lang="de")


def test_expected_text_for_every_kind():
    def expected(exercise_id, lang):
        return expected_text(bank_exercise(exercise_id), lang)

    three = parse_card("3")
    assert expected("play-winner-small-trump", "en") == text(
        "exercise.expected.trick_winner", "en", seat="player 4", card=three
    )
    assert expected("dealing-first-player-4p", "fr") == "La réponse\u00a0: le joueur 4."
    assert expected("scoring-exactly-made", "fr") == text("exercise.contract.made", "fr", margin=0.0)
    assert expected("excuse-slam", "en") == text("exercise.expected.excuse", "en", side=Side.ATTACK)
    assert expected("dealing-chien-5p", "en") == text("exercise.expected.number", "en", number=3)
    assert expected("cards-points-bouts", "fr") == text("exercise.expected.points", "fr", points=13.5)


def test_chances_at_the_deal_are_graded_against_the_exact_figures():
    one_in = bank_exercise("stats-petit-sec-player-4p")  # lesson 09: one deal in 2,169
    for answer in ("2169", "2,169", "2 169", "2\u202f169", 2169):
        assert grade(one_in, answer, lang="en").correct, answer
    assert not grade(one_in, "2170", lang="en").correct
    assert not grade(one_in, "542", lang="fr").correct  # someone at the table, not a given player
    assert grade(bank_exercise("stats-petit-sec-table-4p"), "542", lang="fr").correct
    mean = bank_exercise("stats-trumps-mean-4p")  # 18 × 21 / 78 = 4.85 trumps
    assert grade(mean, "4,8", lang="fr").correct and grade(mean, 4.8, lang="en").correct
    assert not grade(mean, "5", lang="en").correct
