"""The two sides (RULES.md §3): one enum, one parser, and the old strings still accepted."""

import pytest

import tarot_learn as tl
from tarot_learn.exercises.answers import AnswerError, read_side
from tarot_learn.sides import ATTACK, DEFENCE, Side
from tarot_learn.words import normalise


@pytest.mark.parametrize(
    ("written", "side"),
    [
        ("attack", ATTACK),
        ("Attaque", ATTACK),
        ("l'attaque", ATTACK),
        ("the attack", ATTACK),
        ("  PRENEUR ", ATTACK),
        ("defence", DEFENCE),
        ("défense", DEFENCE),
        ("DÉFENSE", DEFENCE),
        ("la défense", DEFENCE),
        ("the defenders", DEFENCE),
        (DEFENCE, DEFENCE),
    ],
)
def test_one_parser_reads_the_sides_in_french_and_english(written, side):
    assert Side.parse(written) is side


@pytest.mark.parametrize("written", ["", "nobody", "attack defence", "la", None, 1, True])
def test_anything_else_is_refused_with_a_sentence_in_both_languages(written):
    with pytest.raises(tl.TarotError) as caught:
        Side.parse(written)
    assert caught.value.key == "error.side"
    assert caught.value.message("fr") != caught.value.message("en")


def test_a_side_is_still_the_string_it_replaced():
    assert ATTACK == "attack" and DEFENCE == "defence" and ATTACK.opponent is DEFENCE
    assert {"attack": 1}[ATTACK] == 1 and {ATTACK: 1}["attack"] == 1
    assert ATTACK.localized("fr") == "l'attaque" and DEFENCE.localized("en") == "the defence"


def test_the_core_gives_sides_and_still_takes_the_old_strings():
    breakdown = tl.score_deal(4, "garde", 49, 2, petit_au_bout="attaque", poignees=[(20, "défense")])
    assert breakdown.petit_au_bout is ATTACK and breakdown.poignees == ((20, DEFENCE),)
    assert breakdown.winner is ATTACK
    game = tl.play_bot_deal(4, seed=5)
    assert {game.side_of(seat) for seat in range(4)} == {ATTACK, DEFENCE}
    assert all(isinstance(game.side_of(seat), Side) for seat in range(4))
    assert game.result.settlement.points[ATTACK] == game.result.settlement.points["attack"]


def test_the_grader_reads_a_side_with_the_same_parser():
    assert read_side("La Défense") is DEFENCE
    with pytest.raises(AnswerError) as caught:
        read_side("nobody")
    assert caught.value.key == "exercise.answer.not_side"


def test_normalise_folds_case_accents_and_ligatures():
    assert normalise("Roi de Cœur ♥️") == "roi de coeur ♥"
    assert normalise("DÉFENSE") == "defense" == normalise("défense")
