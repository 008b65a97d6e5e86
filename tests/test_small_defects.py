"""Issue 32, « Small ones, each seen »: each defect a learner or a teacher met, with the test that failed on it."""

from __future__ import annotations

import pytest

from tarot_learn import i18n
from tarot_learn.exercises import grade
from tarot_learn.exercises.bank import bank_exercise


@pytest.mark.parametrize("answer", ["le 3", "Le 3", "le joueur 3", "3"])
def test_le_3_names_player_3_in_the_taker_question_as_everywhere(answer):
    """`le 3` was refused in `bidding-taker-4p` only: its reader also takes « personne », « le preneur joue
    seul »…, and « le » is one of those words — a number now names a seat first."""
    assert grade(bank_exercise("bidding-taker-4p"), answer, lang="fr").correct


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_wrong_mean_of_trumps_is_sent_back_to_the_mean_not_to_counting_hands(lang):
    result = grade(bank_exercise("stats-trumps-mean-4p"), "5", lang=lang)
    assert not result.correct
    assert result.reason == i18n.text("exercise.rules.wrong.stats_mean", lang)
    assert result.reason != i18n.text("exercise.rules.wrong.stats", lang)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_score_calculator_names_the_taker_as_its_table_does(lang):
    """« Contrat du joueur 0 » beside a table whose taker is « Joueur 1 »: one numbering for learners."""
    pytest.importorskip("ipywidgets")
    from tarot_learn.widgets import ScoreCalculator

    calculator = ScoreCalculator(lang=lang)
    taker = i18n.text("seat.label.number", lang, number=1)
    assert taker in calculator.contract_choice.description
    assert "0" not in calculator.contract_choice.description
    assert taker in calculator.scores_table.value and i18n.text("widgets.score.role.taker", lang) in (
        calculator.scores_table.value
    )
