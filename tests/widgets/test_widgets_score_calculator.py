"""The score calculator (widgets/score_calculator.py): the worked examples of RULES.md §7."""

import pytest

from tarot_learn import Contract
from tarot_learn.errors import TarotError
from tarot_learn.i18n import text
from tarot_learn.poignee import Poignee
from tarot_learn.widgets import ScoreCalculator
from tarot_learn.widgets._common import plain_text
from tarot_learn.widgets.score_calculator import NONE


def set_deal(calculator: ScoreCalculator, **values) -> None:
    """Set the controls the way a learner does, one at a time."""
    controls = {
        "players": calculator.players_choice,
        "contract": calculator.contract_choice,
        "partner": calculator.partner_choice,
        "bouts": calculator.bouts_choice,
        "points": calculator.points_box,
        "petit": calculator.petit_choice,
        "attack_poignee": calculator.poignee_choices["attack"],
        "defence_poignee": calculator.poignee_choices["defence"],
        "slam_announced": calculator.slam_announced_box,
        "slam": calculator.slam_choice,
    }
    for name, value in values.items():
        controls[name].value = value


def test_worked_example_1_garde_petit_au_bout_and_a_defenders_poignee():
    calculator = ScoreCalculator(lang="en")
    set_deal(calculator, contract=Contract.GARDE, bouts=2, points=49, petit="attack", defence_poignee=Poignee.SIMPLE)
    assert calculator.result.per_defender == 106
    assert calculator.result.scores == (318, -106, -106, -106)
    shown = plain_text(calculator.breakdown.value)
    assert text("score.base", "en", gap=8, multiplier=2, base=66) in shown
    assert text("score.total", "en", sum="66 + 20 + 20 = +106") in shown
    assert "+318" in calculator.scores_table.value and "−106" in calculator.scores_table.value


def test_worked_example_2_garde_sans_lost_with_the_takers_double_poignee():
    calculator = ScoreCalculator(lang="fr")
    set_deal(calculator, contract=Contract.GARDE_SANS, bouts=1, points=47, attack_poignee=Poignee.DOUBLE)
    assert calculator.result.scores == (-438, 146, 146, 146)
    assert text("score.total", "fr", sum="−116 − 30 = −146") in plain_text(calculator.breakdown.value)


def test_worked_example_3_three_players_half_point_goes_to_the_winner():
    calculator = ScoreCalculator(lang="en")
    set_deal(calculator, players=3, contract=Contract.PETITE, bouts=2, points=40.5)
    assert calculator.result.difference == -1 and calculator.result.scores == (-52, 26, 26)


def test_worked_example_4_five_players_with_a_partner():
    calculator = ScoreCalculator(lang="en")
    assert calculator.partner_choice.layout.display == "none"
    set_deal(calculator, players=5)
    assert calculator.partner_choice.layout.display == ""
    set_deal(calculator, contract=Contract.GARDE, partner=3, bouts=3, points=45.5)
    assert calculator.result.scores == (140, -70, -70, 70, -70)
    set_deal(calculator, partner=NONE)
    assert calculator.result.scores == (280, -70, -70, -70, -70)


def test_worked_example_5_announced_slam_made():
    calculator = ScoreCalculator(
        players=4,
        contract="garde",
        attack_points=91,
        bouts=3,
        petit_au_bout="attack",
        slam_announced=True,
        slam="attack",
        lang="fr",
    )
    assert calculator.result.base == 160 and calculator.result.per_defender == 580
    assert calculator.result.scores[0] == 1740
    assert text("score.slam.announced_made", "fr", points="+400") in plain_text(calculator.breakdown.value)


def test_poignee_sizes_follow_the_number_of_players():
    calculator = ScoreCalculator(lang="en", defence_poignee="simple")
    labels = [label for label, _ in calculator.poignee_choices["attack"].options]

    def option(poignee, trumps):
        return text("widgets.score.poignee_option", "en", kind=poignee, trumps=trumps, bonus=poignee.bonus)

    assert labels[1:] == [option(Poignee.SIMPLE, 10), option(Poignee.DOUBLE, 13), option(Poignee.TRIPLE, 15)]
    set_deal(calculator, players=3)
    labels = [label for label, _ in calculator.poignee_choices["attack"].options]
    assert labels[1] == option(Poignee.SIMPLE, 13)
    assert calculator.poignee_choices["defence"].value is Poignee.SIMPLE  # kept when the table changes


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_impossible_points_get_a_sentence_not_a_traceback(lang):
    calculator = ScoreCalculator(lang=lang)
    set_deal(calculator, points=40.3)
    assert calculator.result is None and calculator.breakdown.value == ""
    assert calculator.feedback.plain == "✘ " + text("error.score.points", lang, given="40.3")
    set_deal(calculator, points=41)
    assert calculator.result is not None and calculator.feedback.plain == ""


def test_a_petit_au_bout_against_the_slam_gets_a_sentence():
    calculator = ScoreCalculator(lang="en")
    set_deal(calculator, slam="attack", petit="defence")
    assert calculator.result is None
    assert calculator.feedback.plain == "✘ " + text("error.score.petit_against_slam.attack", "en")


@pytest.mark.parametrize(
    ("deal", "words"),
    [
        (dict(players=4, bouts=3, points=91, slam="defence"), "The defence took every trick"),
        (dict(players=4, bouts=3, points=60, petit="defence"), "does not hold the Petit"),
        (dict(players=4, bouts=3, points=80, slam="attack"), "at least 87 points"),
    ],
)
def test_impossible_combinations_get_the_cores_sentence(deal, words):
    calculator = ScoreCalculator(lang="en")
    set_deal(calculator, **deal)
    assert calculator.result is None and calculator.feedback.plain.startswith("✘")
    assert words in calculator.feedback.plain and calculator.breakdown.value == ""


def test_menus_show_a_label_for_nobody_and_none():
    calculator = ScoreCalculator(petit_au_bout="attaque", lang="fr")
    assert calculator.petit_choice.value == "attack" and calculator.petit_choice.label == text("side.attack", "fr")
    assert calculator.slam_choice.label == text("widgets.score.nobody", "fr")
    assert calculator.poignee_choices["attack"].label == text("widgets.score.no_poignee", "fr")
    set_deal(calculator, players=5)
    assert calculator.partner_choice.label == text("widgets.score.alone", "fr")
    assert calculator.result.partner is None and calculator.result.scores[0] == 4 * calculator.result.per_defender


def test_bad_starting_values_are_refused_with_the_rules_sentence():
    with pytest.raises(TarotError):
        ScoreCalculator(players=4, partner=2)
    with pytest.raises(TarotError):
        ScoreCalculator(attack_poignee="quadruple")
