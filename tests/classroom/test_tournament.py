"""Duplicate deals for a class (issue 24): every learner gets the same deals and, playing the same
cards, the same bot answers at the game table; results are saved; the duplicate ranking is right on
a case worked out by hand."""

from __future__ import annotations

import html

import pytest

from tarot_learn import i18n
from tarot_learn.cards import CardSet
from tarot_learn.classroom.tournament import (
    best_line,
    duplicate_marks,
    duplicate_ranking,
    other_lines,
    read_results,
    save_result,
    tournament_deal,
)
from tarot_learn.errors import TarotError
from tarot_learn.game import Phase
from tarot_learn.strategy import duplicate
from tarot_learn.strategy.review import deal_steps
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


def test_report_tournament_prints_the_ranking_deal_by_deal_and_its_chart(tmp_path, capsys):
    from tarot_learn.app import cli

    for learner, scores in {"A": {1: 30, 2: -20}, "B": {1: 10, 2: 40}, "C": {1: -40}}.items():
        for number, score in scores.items():
            save_result("club", learner, number, score, tmp_path)
    chart = tmp_path / "ranking.svg"
    arguments = ["report", str(tmp_path), "--tournament", "club", "--tournament-chart", str(chart), "--lang", "en"]
    assert cli.main(arguments) == 0
    printed = capsys.readouterr().out
    assert (
        i18n.text(
            "cli.report.tournament_title", "en", name="club", learners=i18n.text("count.learners.many", "en", count=3)
        )
        in printed
    )
    minus = "\u2212"
    expected = [  # the case worked out by hand in the first test
        ("B", "+75", {1: "+15", 2: "+60"}),
        ("A", f"{minus}15", {1: "+45", 2: f"{minus}60"}),
        ("C", f"{minus}60", {1: f"{minus}60"}),
    ]
    for rank, (learner, total, marks) in enumerate(expected, 1):
        each = ", ".join(
            i18n.text("cli.report.tournament_mark", "en", number=number, mark=mark) for number, mark in marks.items()
        )
        deals = i18n.text("count.deals.one" if len(marks) == 1 else "count.deals.many", "en", count=len(marks))
        line = i18n.text(
            "cli.report.tournament_line", "en", rank=rank, learner=learner, mark=total, deals=deals, marks=each
        )
        assert line in printed
    svg = chart.read_text(encoding="utf-8")
    assert svg.startswith("<svg") and svg.index("1. B") < svg.index("2. A") < svg.index("3. C")


# --- where the best learner did better (strategy.duplicate) -------------------------------------------------------
def play_varying_one_card(table: GameTable, varied: int | None = None) -> None:
    """Pass, and play the lowest legal card — but the highest one at the learner's ``varied``-th card."""
    played = 0
    while table.game.phase is not Phase.OVER:
        if table.game.phase is Phase.BIDDING:
            table.bid(None)
            continue
        legal = sorted(table.game.legal_cards(table.seat))
        played += 1
        table.play_card(legal[-1] if played == varied else legal[0])


@pytest.fixture
def two_learners(tmp_path, monkeypatch):
    """Emma and Liam play the tournament's first deal alike but for Liam's 9th card (V♦, not 7♦),
    which turns the taker's Petite from made (Emma −30) to failed (Liam +34)."""
    monkeypatch.setenv("TAROT_LEARN_PROGRESS_DIR", str(tmp_path))
    emma = GameTable(players=4, lang="en", tournament="club", learner="Emma")
    play_varying_one_card(emma)
    liam = GameTable(players=4, lang="en", tournament="club", learner="Liam")
    play_varying_one_card(liam, varied=9)
    assert (emma.game.result.score.scores[0], liam.game.result.score.scores[0]) == (-30, 34)
    return emma, liam


def test_the_first_difference_is_the_first_card_the_two_learners_played_differently(two_learners):
    emma, liam = two_learners
    best = best_line(other_lines("club", 1, "Emma", 0))
    assert best[:2] == ("Liam", 34)
    difference = duplicate.first_difference(emma.game, 0, best[2], seed="t", deals=8)
    ninth = [trick.cards[trick.seats.index(0)] for trick in (emma.game.tricks[8], liam.game.tricks[8])]
    assert (difference.kind, difference.trick, difference.mine, difference.theirs) == ("card", 9, *ninth)
    assert difference.deals >= 8 and difference.gain is not None
    assert best_line(other_lines("club", 1, "Liam", 0))[:2] == ("Emma", -30)
    assert best_line(other_lines("club", 1, "Liam", 1)) is None  # nobody played it from another seat
    same = duplicate.decode_steps(duplicate.encode_steps(deal_steps(emma.game, whole=True)))
    assert duplicate.first_difference(emma.game, 0, same) is None


def test_a_poignee_or_a_slam_shown_in_one_line_only_is_the_difference(two_learners):
    emma, _liam = two_learners
    line = deal_steps(emma.game, whole=True)
    first_card = next(index for index, step in enumerate(line) if step[0] == "card")
    my_first_card = next(index for index, step in enumerate(line) if step[0] == "card" and step[1] == 0)
    slam = duplicate.first_difference(emma.game, 0, [*line[:first_card], ("slam", 0, None), *line[first_card:]])
    assert (slam.kind, slam.mine, slam.theirs, slam.gain) == ("slam", False, True, None)
    trumps = CardSet(card for card in emma.game.deal.hands[0] if card.is_trump)
    shown = [*line[:my_first_card], ("poignee", 0, trumps), *line[my_first_card:]]
    poignee = duplicate.first_difference(emma.game, 0, shown)
    assert (poignee.kind, poignee.mine, poignee.theirs) == ("poignee", None, trumps)
    someone_else = [*line[:first_card], ("card", (line[first_card][1] + 1) % 4, line[first_card][2])]
    assert duplicate.first_difference(emma.game, 0, someone_else) is None


def test_a_saved_line_that_is_not_one_is_refused_clearly():
    with pytest.raises(TarotError) as error:
        duplicate.decode_steps([["card", 0, 99]])
    assert isinstance(error.value, ValueError) and error.value.key == "error.duplicate.line"
    with pytest.raises(TarotError):
        duplicate.decode_steps("not a line")


def test_the_review_at_the_table_says_where_the_best_learner_did_better(two_learners):
    emma, liam = two_learners
    for table in (emma, liam):
        table.deal_review.deals = 8
        table.deal_review.run()
    said = emma.deal_review.result.value
    assert html.escape(i18n.text("table.duplicate.better", "en", learner="Liam", theirs="+34", mine="\u221230")) in said
    assert html.escape(i18n.text("duplicate.where.card", "en", learner="Liam", trick=9, mine="7♦", theirs="J♦")) in said
    assert html.escape(i18n.text("table.duplicate.best_you", "en", others=1)) in liam.deal_review.result.value
