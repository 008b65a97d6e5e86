"""Duplicate deals for a class (issue 24): every learner gets the same deals and, playing the same
cards, the same bot answers at the game table; results are saved; the duplicate ranking is right on
a case worked out by hand."""

from __future__ import annotations

import pytest

from tarot_learn.exercises.tournament import (
    duplicate_marks,
    duplicate_ranking,
    read_results,
    save_result,
    tournament_deal,
)
from tarot_learn.game import Phase
from tarot_learn.widgets import GameTable


def test_the_ranking_compares_each_deal_with_the_field():
    # Deal 1: A 30, B 10, C −40 → marks A 30 − (10 − 40)/2 = 45, B 10 − (30 − 40)/2 = 15, C −40 − 20 = −60.
    # Deal 2: A −20, B 40 (C did not play it) → A −60, B +60.
    results = {"A": {1: 30, 2: -20}, "B": {1: 10, 2: 40}, "C": {1: -40}}
    assert duplicate_marks(results) == {"A": {1: 45, 2: -60}, "B": {1: 15, 2: 60}, "C": {1: -60}}
    assert duplicate_ranking(results) == [("B", 75), ("A", -15), ("C", -60)]
    assert duplicate_ranking({"alone": {1: 99}}) == [("alone", 0)]


def test_ten_deals_twenty_learners_rank_by_their_skill_not_their_cards():
    # Learner k scores the deal's own luck (the same for all: 100·n) plus k: the cards cancel out, and
    # on every deal learner k's mark is k − mean of the others = k − (190 − k)/19 = 20(k − 9.5)/19.
    results = {f"L{k:02d}": {n: 100 * n + k for n in range(1, 11)} for k in range(20)}
    ranking = duplicate_ranking(results)
    assert [learner for learner, _total in ranking] == [f"L{k:02d}" for k in reversed(range(20))]
    assert ranking[0][1] == pytest.approx(10 * 20 * (19 - 9.5) / 19)


def test_results_are_saved_per_learner_and_a_deal_played_again_keeps_its_first(tmp_path):
    save_result("club", "Emma", 1, 30, tmp_path)
    save_result("club", "Emma", 1, 99, tmp_path)
    save_result("club", "Emma", 2, -12, tmp_path)
    save_result("club", "Zoé L.", 1, 10, tmp_path)
    assert read_results("club", tmp_path) == {"Emma": {1: 30, 2: -12}, "Zoé L.": {1: 10}}
    assert read_results("another", tmp_path) == {}


def play_passing_and_first_legal_card(table: GameTable) -> list:
    """The learner passes and plays his first legal card, every time, until the deal is over."""
    game = table.game
    while game.phase is not Phase.OVER:
        if game.phase is Phase.BIDDING:
            table.bid(None)
        else:
            table.play_card(sorted(game.legal_cards(table.seat))[0])
        game = table.game
    return list(game.history)


def test_every_learner_gets_the_same_deal_and_the_same_bot_answers(tmp_path, monkeypatch):
    monkeypatch.setenv("TAROT_LEARN_PROGRESS_DIR", str(tmp_path))
    tables = [GameTable(players=4, lang="en", tournament="club", learner=name) for name in ("Emma", "Liam")]
    seed, dealer = tournament_deal("club", 1, 4)
    assert all(table.game.deal.seed.startswith(seed) and table.game.dealer == dealer for table in tables)
    histories = [play_passing_and_first_legal_card(table) for table in tables]
    assert histories[0] == histories[1]
    assert tables[0].game.result.score.scores == tables[1].game.result.score.scores
    results = read_results("club")
    assert results == {name: {1: tables[0].game.result.score.scores[0]} for name in ("Emma", "Liam")}
    tables[0].new_deal()
    assert tables[0].game.deal.seed.startswith(tournament_deal("club", 2, 4)[0]) and tables[0].game.dealer == 1


def test_report_tournament_prints_the_ranking(tmp_path, capsys):
    from tarot_learn import i18n
    from tarot_learn.lessons import cli

    for learner, scores in {"A": {1: 30, 2: -20}, "B": {1: 10, 2: 40}, "C": {1: -40}}.items():
        for number, score in scores.items():
            save_result("club", learner, number, score, tmp_path)
    assert cli.main(["report", str(tmp_path), "--tournament", "club", "--lang", "en"]) == 0
    printed = capsys.readouterr().out
    assert i18n.text("cli.report.tournament_title", "en", name="club", learners=3) in printed
    expected = [("B", "+75", 2), ("A", "-15", 2), ("C", "-60", 1)]
    for rank, (learner, mark, deals) in enumerate(expected, 1):
        line = i18n.text("cli.report.tournament_line", "en", rank=rank, learner=learner, mark=mark, deals=deals)
        assert line in printed
