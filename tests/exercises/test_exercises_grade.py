"""The grader: every kind, every bad answer, the three front ends (grade, check, assert_correct).

A verdict is checked through its rule and parameters (``result.rule``, ``result.params``) and the
catalogue's sentences made from them, never by its wording."""

import pytest

from tarot_learn import EXCUSE, Reason, Side, check_ecart, explain_play, explain_winner, parse_card
from tarot_learn.cards import CardSet
from tarot_learn.errors import TarotError
from tarot_learn.exercises import assert_correct, bank_exercise, check, expected_text, grade, solve
from tarot_learn.exercises.kinds.show import Seat
from tarot_learn.i18n import text


def test_legal_play_a_legal_card_is_correct_with_the_rule():
    exercise = bank_exercise("play-must-overtrump-1")
    result = grade(exercise, "19", lang="fr")
    assert result.correct and result.score == 1.0 and result.feedback_kind == "correct" and result.hint == ""
    assert result.rule == "overtrumps" and result.params["card"] == parse_card("19")
    position = exercise.position
    assert result.reason == explain_play("19", position.hand, position.trick).explain("fr")


def test_legal_play_an_illegal_card_is_wrong_with_the_reason_from_explain_play():
    exercise = bank_exercise("play-must-overtrump-1")
    position = exercise.position
    verdict = explain_play("5", position.hand, position.trick)
    for lang in ("fr", "en"):
        result = grade(exercise, "5", lang=lang)
        assert not result.correct and result.score == 0 and result.feedback_kind == "wrong"
        assert result.rule == "must_overtrump" == verdict.reason.name.lower()
        assert result.params["card"] == parse_card("5") and result.params["top"] == parse_card("12")
        assert result.reason.startswith(  # then what the lower trump reveals, and where to read (issue 23)
            " ".join(
                [
                    text("play.verdict.illegal", lang, card=verdict.card),
                    text("exercise.broken.must_overtrump", lang, **verdict.params),
                ]
            )
        )
        assert result.misconception == "overtrump_missed"
        assert "16" not in result.reason and "19" not in result.reason  # the legal cards: the answer
    assert grade(exercise, "5", lang="en", attempt=1).hint == exercise.hint(1, "en")
    assert grade(exercise, "5", lang="en", attempt=2).hint == exercise.hint(2, "en")
    assert grade(exercise, "5", lang="en", attempt=9).hint == exercise.hint(3, "en")


def test_legal_play_the_reason_names_this_position():
    exercise = bank_exercise("play-follow-trumped")
    result = grade(exercise, "18", lang="en")
    assert not result.correct and result.rule == "must_follow"
    assert result.params["card"] == parse_card("18") and result.params["suit"].name == "CLUBS"
    assert text("play.verdict.illegal", "en", card="18") in result.reason
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
    assert missing.rule == "legal_cards_missed" and missing.params == {"count": 1}
    assert missing.reason == text("exercise.all_legal.missed_one", "en", count=1)
    wrong = grade(exercise, "10 13 17 6", lang="fr")
    position = exercise.position
    verdict = explain_play("6", position.hand, position.trick, players=position.players)
    assert verdict.reason is Reason.MUST_OVERTRUMP and wrong.rule == "must_overtrump"
    assert wrong.params["wrong"] == CardSet("6") and wrong.params["missed"] == 0
    illegal = text("play.verdict.illegal", "fr", card=verdict.card)
    assert wrong.reason.startswith(f"{illegal} {text('exercise.broken.must_overtrump', 'fr', **verdict.params)}")
    assert wrong.misconception == "overtrump_missed"


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
    assert not wrong.correct and wrong.rule == "trumped" and wrong.params == {"card": parse_card("R♥")}
    assert wrong.reason.startswith(text("exercise.winner.trumped", "en", card=parse_card("R♥")))
    assert wrong.misconception == "trump_wins_missed"
    right = grade(exercise, "21", lang="en")
    position = exercise.position
    assert right.rule == "highest_trump" and right.params == {"seat": 2, "card": parse_card("21")}
    assert right.reason == explain_winner(position.trick, seats=position.trick_seats).explain("en")
    assert not grade(exercise, 2).correct  # the API's seat, one off for a learner counting from 1
    not_there = grade(exercise, "7♠", lang="en")
    assert not_there.feedback_kind == "invalid" and not_there.rule == "exercise.answer.not_in_trick"
    assert not_there.params["card"] == parse_card("7♠")
    seat_too_big = grade(exercise, 7, lang="en")  # no seat 7 at 5 players: read as trump 7, not in the trick
    assert seat_too_big.feedback_kind == "invalid" and seat_too_big.params["card"] == parse_card("7")


def test_trick_winner_says_the_excuse_never_wins():
    exercise = bank_exercise("play-winner-excuse")
    excuse_seat = exercise.position.trick_seats[exercise.position.trick.index(EXCUSE)]
    result = grade(exercise, str(excuse_seat + 1), lang="en")
    assert not result.correct and result.rule == "excuse_never_wins"
    assert result.reason.startswith(text("play.winner.excuse_never_wins", "en"))
    assert result.misconception == "excuse_wins"
    right = grade(exercise, solve(exercise) + 1, lang="en")
    assert right.correct and text("play.winner.excuse_never_wins", "en") in right.reason


def test_points_reason_counts_by_pairs():
    exercise = bank_exercise("cards-points-king-small")
    assert grade(exercise, 5).correct and grade(exercise, "5,0").correct and grade(exercise, "5.0").correct
    result = grade(exercise, "4,5", lang="fr")
    assert not result.correct and result.rule == "too_few_points" and result.params == {"given": 4.5, "count": 2}
    assert result.reason.startswith(text("exercise.points.too_few", "fr", given=4.5, count=2))
    assert result.misconception == "small_cards_worth_nothing"  # 7♠ counted for nothing
    right = grade(exercise, 5, lang="fr")
    assert right.rule == "points_by_pairs" and right.params == {"points": 5.0}
    group = text("exercise.points.group", "fr", cards="R♥ + 7♠", points=5.0)
    assert right.reason == text("exercise.points.by_pairs", "fr", groups=group, total=5.0)
    assert grade(bank_exercise("cards-points-queen"), "4.5").correct


def test_dealing_numbers_and_first_player():
    assert grade(bank_exercise("dealing-hand-4p"), "18").correct
    result = grade(bank_exercise("dealing-hand-4p"), 19, lang="en")
    assert not result.correct and result.params == {"given": 19, "players": 4} and not result.misconception
    assert result.reason == text("exercise.dealing.wrong_size", "en", given=19, players=4)
    other_table = grade(bank_exercise("dealing-hand-4p"), 24, lang="en")  # the hand at three players
    assert other_table.misconception == "deal_size_of_other_table"
    first_5p = bank_exercise("dealing-first-player-5p")  # the dealer is the learner's player 5
    assert grade(first_5p, "joueur 1").correct and grade(first_5p, 1).correct
    assert not grade(first_5p, 0).correct and grade(first_5p, 0).rule == "exercise.answer.not_seat"  # no player 0
    wrong = grade(first_5p, 2, lang="fr")
    assert not wrong.correct and wrong.rule == "first_player"
    assert wrong.params == {"given": Seat(1, 5), "dealer": Seat(4, 5)}
    assert wrong.reason == text("exercise.dealing.wrong_first", "fr", given="le joueur 2", dealer="le joueur 5")
    assert not wrong.misconception
    assert grade(bank_exercise("dealing-hand-4p"), "18.5").rule == "exercise.answer.not_whole"


def test_contract_made_or_failed_by_how_much():
    made = bank_exercise("scoring-two-bouts-made")
    for answer in (8, "8", "+8", "gagné de 8", "won by 8"):
        assert grade(made, answer).correct, answer
    assert not grade(made, "-8").correct and not grade(made, "lost by 8").correct
    failed = bank_exercise("scoring-one-bout-failed")
    for answer in (-4, "-4", "chute de 4", "lost by 4", "failed by 4"):
        assert grade(failed, answer).correct, answer
    result = grade(failed, "4", lang="fr")
    assert not result.correct and result.rule == "wrong_sign" and result.params == {"bouts": 1}
    assert result.reason.startswith(text("exercise.contract.wrong_sign", "fr", bouts=1)) and "-4" not in result.reason
    assert result.misconception == "margin_sign_reversed"
    right = grade(failed, "-4", lang="fr")
    assert right.rule == "margin" and right.params["needed"] == 51.0 and right.params["points"] == 47.0
    assert text("exercise.contract.failed", "fr", margin=4.0) in right.reason
    assert grade(bank_exercise("scoring-half-point-lost"), "-1").correct
    assert grade(bank_exercise("scoring-half-point-lost"), "-0.5").rule == "wrong_margin"


def test_excuse_side_in_both_languages():
    exercise = bank_exercise("excuse-last-trick-taker")
    for answer in ("défense", "defense", "Defence", "la défense", "the defence"):
        assert grade(exercise, answer).correct, answer
    result = grade(exercise, "attaque", lang="fr")
    assert not result.correct and result.rule == "last_trick_camp" and result.params == {"side": Side.ATTACK}
    assert result.misconception == "excuse_last_trick_missed"
    assert result.reason.endswith(text("exercise.section.excuse_last_trick", "fr"))
    assert grade(exercise, "défense").rule == "last_trick_camp"
    assert grade(bank_exercise("excuse-last-trick-winner-option"), "defence").rule == "last_trick_winner"
    assert grade(bank_exercise("excuse-slam"), "attack").rule == "slam"


def test_ecart_any_legal_ecart_is_correct_and_the_reason_is_check_ecart():
    exercise = bank_exercise("ecart-garde-4p")
    assert grade(exercise, "3♠ 7♠ 4♥ 2♦ 5♦ 1♣").correct
    assert grade(exercise, "D♠ 9♥ C♦ V♣ 6♣ 10♣").correct  # another legal choice
    with_king = grade(exercise, "R♠ 3♠ 7♠ 4♥ 2♦ 5♦", lang="en")
    position = exercise.position
    verdict = check_ecart(position.hand, position.chien, "R♠ 3♠ 7♠ 4♥ 2♦ 5♦")
    assert not with_king.correct and with_king.rule == "king" and with_king.params["cards"] == CardSet("R♠")
    assert with_king.reason.startswith(verdict.explain("en")) and with_king.misconception == "king_in_ecart"
    too_few = grade(exercise, "3♠ 7♠", lang="en")
    assert too_few.rule == "wrong_count" and too_few.params["count"] == 2 and too_few.params["needed"] == 6
    forced = bank_exercise("ecart-trumps-forced")
    assert grade(forced, "2♥ 4 5").correct
    assert not grade(forced, "2 3 4").correct


# an answer that is not one: the key of the sentence saying what to write
BAD_ANSWERS = [
    (None, "exercise.answer.none"),
    (True, "exercise.answer.bool"),
    (False, "exercise.answer.bool"),
    ("", "exercise.answer.empty"),
    ("   ", "exercise.answer.empty"),
    ([], "exercise.answer.empty"),
    ("zzz", "error.card.unknown"),
    ("roi de coeurr", "error.card.unknown_suggest"),
    (3.5, "exercise.answer.not_card_number"),
    ({"card": "7♥"}, "error.card.not_text"),
    (object(), "error.card.not_text"),
]


@pytest.mark.parametrize(("answer", "key"), BAD_ANSWERS)
def test_bad_answers_to_a_card_question_get_a_sentence_never_an_exception(answer, key):
    exercise = bank_exercise("play-follow-2")
    result = grade(exercise, answer, lang="en")
    assert not result.correct and result.score == 0 and result.feedback_kind == "invalid"
    assert result.rule == key and result.reason == text(key, "en", **result.params)
    assert result.hint == exercise.hint(1, "en")


def test_several_cards_or_a_card_not_in_hand_where_one_is_expected():
    exercise = bank_exercise("play-follow-2")
    several = grade(exercise, "3♦ D♦", lang="en")
    assert several.feedback_kind == "invalid" and several.rule == "exercise.answer.one_card"
    assert several.params["count"] == 2
    not_held = grade(exercise, "21", lang="fr")
    assert not_held.feedback_kind == "invalid" and not_held.rule == "error.card.not_in_hand"
    assert not_held.params["card"] == parse_card("21")
    assert grade(exercise, ["3♦"]).correct  # a list of one card is that card
    assert grade(exercise, 19).feedback_kind == "wrong"  # 19 is the trump 19, held but not legal


@pytest.mark.parametrize(
    ("exercise_id", "answer", "key"),
    [
        ("cards-points-bouts", "beaucoup", "exercise.answer.not_number"),
        ("cards-points-bouts", "12 13", "exercise.answer.not_number"),
        ("cards-points-bouts", True, "exercise.answer.bool"),
        ("dealing-first-player-4p", 9, "exercise.answer.not_seat"),
        ("dealing-first-player-4p", 0, "exercise.answer.not_seat"),
        ("excuse-owed", "le preneur seul", "exercise.answer.not_side"),
        ("excuse-owed", 1, "exercise.answer.not_side"),
        ("play-must-overtrump-2", "10 10", "error.card.duplicate"),
        ("play-must-overtrump-2", "10 R♥", "exercise.answer.not_in_hand"),
        ("play-winner-suit", None, "exercise.answer.none"),
        ("ecart-5p", "", "exercise.answer.empty"),
    ],
)
def test_bad_answers_of_every_kind(exercise_id, answer, key):
    result = grade(bank_exercise(exercise_id), answer, lang="en")
    assert result.feedback_kind == "invalid" and not result.correct and result.rule == key


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
    revealed = " ".join(
        [text("exercise.misconception.discarded_while_holding_suit", "fr"), text("exercise.section.following", "fr")]
    )
    assert result.sentence() == " ".join([text("exercise.verdict.wrong", "fr"), broken, revealed, hint])
    assert str(result) == result.sentence()
    assert result.expected == text("exercise.expected.legal_play", "fr", cards="3♦ D♦")


def test_check_returns_the_result_for_a_typed_answer():
    result = check("play-follow-2", "3♦", lang="fr")
    assert result.correct and str(result).startswith(text("exercise.verdict.correct", "fr"))
    assert not check("play-follow-2", "R♠", lang="en").correct


def test_assert_correct_passes_or_raises_with_the_reason():
    assert assert_correct("play-undertrump-1", "3 7", lang="en").correct
    wrong = grade(bank_exercise("play-undertrump-1"), "R♥ 9♥", lang="en")
    assert wrong.rule == "must_trump"
    with pytest.raises(AssertionError) as raised:
        assert_correct("play-undertrump-1", "R♥ 9♥", lang="en")
    assert str(raised.value) == wrong.sentence()
    with pytest.raises(AssertionError) as raised:
        assert_correct("play-undertrump-1", None, lang="en")
    assert text("exercise.answer.none", "en", expected="x").split("x")[0] in str(raised.value)


def test_unknown_exercise_and_language_are_clear_errors():
    with pytest.raises(TarotError) as unknown:
        check("nope", "3♦", lang="en")
    assert unknown.value.key == "exercise.unknown_id" and unknown.value.params["given"] == "'nope'"
    with pytest.raises(TarotError) as language:
        grade(bank_exercise("play-follow-2"), "3♦", lang="de")
    assert language.value.key == "error.language"


def test_expected_text_for_every_kind():
    def expected(exercise_id, lang):
        return expected_text(bank_exercise(exercise_id), lang)

    three = parse_card("3")
    assert expected("play-winner-small-trump", "en") == text(
        "exercise.expected.trick_winner", "en", seat="player 4", card=three
    )
    assert expected("dealing-first-player-4p", "fr") == text("exercise.answer_is.sentence", "fr", answer="le joueur 4")
    assert expected("scoring-exactly-made", "fr") == text("exercise.contract.made", "fr", margin=0.0)
    assert expected("excuse-slam", "en") == text("exercise.expected.excuse", "en", side=Side.ATTACK)
    assert expected("dealing-chien-5p", "en") == text("exercise.expected.number", "en", number=3)
    assert expected("cards-points-bouts", "fr") == text("exercise.expected.points", "fr", points=13.5)


def test_chances_at_the_deal_are_graded_against_the_exact_figures():
    one_in = bank_exercise("stats-petit-sec-player-4p")  # lesson 09: one deal in 2,169
    for answer in ("2169", "2,169", "2 169", "2\u202f169", 2169):
        assert grade(one_in, answer, lang="en").correct, answer
    close = grade(one_in, "2170", lang="en")  # the question accepts 10 % either way
    assert close.correct and close.rule == "petit_sec_player" and close.params == {"answer": 2170}
    wrong = grade(one_in, "2400", lang="en")
    assert not wrong.correct and wrong.rule == "petit_sec_player" and wrong.params["area"] == "stats"
    assert wrong.reason == text("exercise.rules.wrong.stats", "en") and not wrong.misconception
    assert not grade(one_in, "542", lang="fr").correct  # someone at the table, not a given player
    assert grade(bank_exercise("stats-petit-sec-table-4p"), "542", lang="fr").correct
    mean = bank_exercise("stats-trumps-mean-4p")  # 18 × 21 / 78 = 4.85 trumps
    assert grade(mean, "4,8", lang="fr").correct and grade(mean, 4.8, lang="en").correct
    assert not grade(mean, "5", lang="en").correct
