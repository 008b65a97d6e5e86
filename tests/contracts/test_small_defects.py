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


# --- the teacher's report and the command line ---------------------------------------------------------------
def test_the_french_report_names_what_is_taught_in_french_not_by_the_code_s_key():
    """« follow_suit : 50 % » in the French report: each thing taught is named by Practice's words."""
    from tarot_learn.exercises.report import summary_lines

    rows = [
        {"learner": name, "exercise": f"play-follow-{n}", "chapter": "play", "teaches": "follow_suit",
         "first_try": score, "hints_used": 0, "attempts": 1, "best_score": score, "solved": bool(score),
         "solution_shown": False}
        for n, (name, score) in enumerate((("alice", 1.0), ("bob", 0.0)), 1)
    ]  # fmt: skip
    for lang in i18n.LANGUAGES:
        lines = summary_lines(rows, [], lang)
        assert not any("follow_suit" in line for line in lines)
        words = i18n.text("exercise.practice.target.legal_play", lang)
        percent = i18n.format_percent(50, lang=lang)
        assert i18n.text("exercise.report.teaching_line", lang, teaches=words, percent=percent) in lines


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_one_learner_is_counted_in_the_singular(lang, tmp_path):
    """ "1 learners" in the tournament's ranking (and the gradebook's line, the class view's heading)."""
    from tarot_learn.app.cli import tournament_lines
    from tarot_learn.classroom.tournament import save_result

    save_result("club", "Emma", 1, 30, tmp_path)
    title = tournament_lines("club", tmp_path, lang)[0]
    assert i18n.text("count.learners.one", lang, count=1) in title
    assert i18n.text("count.learners.many", lang, count=1) not in title


def test_a_name_with_terminal_escape_codes_is_never_printed_raw(tmp_path):
    """A learner named ``"\\x1b[2J\\x1b[31mEve"`` cleared the teacher's terminal in `keys` and the ranking."""
    from tarot_learn.app.cli import key_lines, tournament_lines
    from tarot_learn.classroom.tournament import save_result

    name = "\x1b[2J\x1b[31mEve\x07"
    save_result("club", name, 1, 30, tmp_path)
    printed = [*tournament_lines("club", tmp_path, "fr"), *key_lines(name, ["cards"], "en")]
    assert not any(char in line for line in printed for char in "\x1b\x07")
    assert any("Eve" in line for line in printed)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_review_names_a_bid_without_double_parentheses(lang):
    """ "Your bid (Garde sans (without the chien)) cost…": the English contract's name has its own parentheses."""
    import re

    from tarot_learn.contracts import Contract
    from tarot_learn.strategy.review import Decision

    for contract in Contract:
        decision = Decision("bid", None, contract, None, 0.0, 8.0, 8.0, 1.0, 48, "imprecise", low=4.0, high=12.0)
        sentence = decision.explain(lang)
        assert not re.search(r"\([^()]*\(", sentence), sentence


def test_a_fraction_of_a_point_takes_the_singular_in_french():
    """« 0,2 points »: French writes « 0,2 point » (singular below 2), as the catalogue does elsewhere."""
    from tarot_learn.strategy.ecart_advice import TOLERANCE, EcartAdvice, advise_ecart

    advice = advise_ecart(
        "21 20 19 17 15 12 9 5 1 Excuse R♥ D♥ R♠ 7♠ 3♠ C♦ 2♦ 4♣", "D♣ 8♦ 6♥ 2♠ 14 V♠", "6♥ 2♦ 8♦ C♦ 4♣ D♣"
    )
    close = EcartAdvice(**{**advice.__dict__, "behind": 0.2})
    assert close.lines("fr")[-1] == i18n.text(
        "advice.ecart.as_good", "fr", behind=i18n.format_points_with_unit(0.2, "fr"), tolerance=TOLERANCE
    )
    assert "0,2 point " in close.lines("fr")[-1] and "0.2 points" in close.lines("en")[-1]
