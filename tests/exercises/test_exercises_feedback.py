"""A wrong first answer is told the rule it breaks and where to look, never the solution (issue 10;
every kind's own wrong answers are in tests/contracts/test_exercise_kinds.py); the answer reader takes what
players write."""

import pytest

from tarot_learn import i18n, parse_card
from tarot_learn.exercises import bank_exercise, expected_text, grade
from tarot_learn.exercises.answers import read_number, read_side
from tarot_learn.sides import Side

LANGS = ("fr", "en")


def test_the_issue_examples_are_gone():
    called = grade(bank_exercise("play-called-suit-1"), "3♠ 4♥", lang="fr")
    assert called.rule == "called_suit_first_trick" and called.params["card"] == parse_card("3♠")
    assert called.params["missed"] == 3 and i18n.text("exercise.all_legal.missed_many", "fr", count=3) in called.reason
    assert "4♥ D♣ 9 17" not in called.sentence()
    half = grade(bank_exercise("scoring-half-point-lost"), "+1", lang="fr")
    assert half.rule == "wrong_sign" and half.params == {"bouts": 2}
    assert expected_text(bank_exercise("scoring-half-point-lost"), "fr") not in half.sentence()
    courts = grade(bank_exercise("cards-points-courts"), "13", lang="en")
    assert courts.rule == "too_many_points" and courts.params == {"given": 13.0, "count": 4}


def test_a_right_answer_still_gets_the_whole_reason():
    result = grade(bank_exercise("scoring-half-point-lost"), "-1", lang="en")
    assert result.correct and result.rule == "margin"
    assert result.params["needed"] == 41.0 and result.params["points"] == 40.5
    assert result.reason == i18n.text("exercise.contract.reason", "en", **result.params)


@pytest.mark.parametrize(
    "text, value",
    [
        ("contrat réussi de 8", 8),
        ("Contrat réussi de 8 points.", 8),
        ("chute de 4", -4),
        ("chuté de 4", -4),
        ("raté de 2", -2),
        ("lost by 4", -4),
        ("failed by 3", -3),
        ("made by 3!", 3),
        ("−4", -4),
        ("+8.", 8),
        ("le contrat passe de 2", 2),
    ],
)
def test_margins_are_read_as_players_write_them(text, value):
    assert read_number(text, signed_by_words=True) == value


@pytest.mark.parametrize(
    "text, side",
    [
        ("l’attaque", Side.ATTACK),
        ("l'attaque", Side.ATTACK),
        ("attaque.", Side.ATTACK),
        ("le preneur", Side.ATTACK),
        ("the taker", Side.ATTACK),
        ("Attack!", Side.ATTACK),
        ("les défenseurs", Side.DEFENCE),
        ("la défense", Side.DEFENCE),
        ("defenders", Side.DEFENCE),
        ("defense", Side.DEFENCE),
        ("the defence.", Side.DEFENCE),
        ("le camp de la défense", Side.DEFENCE),
    ],
)
def test_sides_are_read_as_players_write_them(text, side):
    assert read_side(text) == side


def test_a_made_contract_written_in_words_is_graded_right():
    exercise = bank_exercise("scoring-two-bouts-made")
    assert grade(exercise, "contrat réussi de 8", lang="fr").correct
    assert grade(bank_exercise("excuse-own-side-won"), "les défenseurs", lang="fr").correct
