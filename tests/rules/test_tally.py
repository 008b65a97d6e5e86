"""The score sheet (tally.py; the ScoreSheet widget; issue 32): each deal's scores and the running
totals, which sum to zero as RULES.md §7 makes every deal's scores do; a line that does not balance
is refused with the sum found, never written."""

import pytest

from tarot_learn import i18n, play_bot_deal
from tarot_learn.errors import TarotError
from tarot_learn.game import Game
from tarot_learn.strategy.bots import RandomBot, SimpleBot
from tarot_learn.tally import Tally
from tarot_learn.widgets import GameTable, HotSeatTable, ScoreSheet
from tarot_learn.widgets._common import plain_text


@pytest.mark.parametrize("players", [3, 4, 5])
def test_running_totals_over_many_bot_deals_add_up_and_sum_to_zero(players):
    tally, expected = Tally(players), [0] * players
    for seed in range(40):
        game = play_bot_deal(players, seed=seed, bot=SimpleBot if seed % 2 else RandomBot)
        line = tally.add(game)
        expected = [total + score for total, score in zip(expected, game.result.score.scores, strict=True)]
        assert line.number == seed + 1 and line.scores == game.result.score.scores
        assert line.totals == tuple(expected) and sum(line.totals) == 0
        assert line.taker == game.taker and line.contract is game.contract
    assert tally.totals == tuple(expected) and len(tally) == 40


def test_scores_written_by_hand_are_checked():
    tally = Tally(4)
    tally.add([159, -53, -53, -53])
    assert tally.totals == (159, -53, -53, -53)
    with pytest.raises(TarotError) as refused:
        tally.add([159, -53, -53, -52])
    assert refused.value.key == "error.tally.sum" and refused.value.params["total"] == 1
    assert "1" in refused.value.message("fr") and "zéro" not in refused.value.message("en")
    assert tally.totals == (159, -53, -53, -53) and len(tally) == 1  # nothing written


@pytest.mark.parametrize(
    ("given", "key"),
    [
        ([0, 0, 0], "error.tally.count"),
        ("159 -53 -53 -53", "error.tally.scores"),
        (42, "error.tally.scores"),
        ([159, -53, -53, -53.0], "error.tally.score"),
        ([True, False, 0, -1], "error.tally.score"),
    ],
)
def test_bad_lines_get_a_sentence(given, key):
    with pytest.raises(TarotError) as refused:
        Tally(4).add(given)
    assert refused.value.key == key
    for lang in ("fr", "en"):
        assert refused.value.message(lang).strip()


def test_a_game_not_over_or_of_another_table_is_refused():
    with pytest.raises(TarotError) as refused:
        Tally(4).add(Game(4, seed=1))
    assert refused.value.key == "error.tally.not_over"
    with pytest.raises(TarotError) as refused:
        Tally(4).add(play_bot_deal(5, seed=1))
    assert refused.value.key == "error.tally.players"
    with pytest.raises(TarotError):
        Tally(6)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_widget_draws_each_line_and_says_a_refusal(lang):
    sheet = ScoreSheet(4, lang)
    assert i18n.text("widgets.score_sheet.empty", lang) in plain_text(sheet.sheet.value)
    games = [play_bot_deal(4, seed=seed) for seed in (3, 4)]
    for game in games:
        sheet.add(game)
    drawn = plain_text(sheet.sheet.value)
    totals = [a + b for a, b in zip(games[0].result.score.scores, games[1].result.score.scores, strict=True)]
    for total in totals:
        assert i18n.format_signed(total, lang) in drawn
    assert i18n.text("widgets.score_sheet.balanced", lang, total=0) in drawn
    before = sheet.sheet.value
    assert sheet.add([1, 2, 3, 4]) is None  # refused: said, not raised
    assert sheet.feedback.plain.startswith("✘") and sheet.sheet.value == before


def finish(table) -> None:
    """Play the humans' seats with SimpleBot through the core's checked steps, then let the table go on."""
    from tarot_learn.strategy.bots import run_bots

    while table.game.phase.name != "OVER":
        run_bots(table.game, {seat: SimpleBot(seat) for seat in range(table.players)})
    table._advance()


def test_the_game_table_writes_each_finished_deal_once():
    table = GameTable(4, seed=5, lang="fr")
    finish(table)
    table._advance()  # drawn again: the deal is not written twice
    assert len(table.score_sheet.tally) == 1
    assert table.score_sheet.tally.lines[0].scores == table.game.result.score.scores
    first = table.game.result.score.scores
    table.new_deal()
    finish(table)
    second = table.game.result.score.scores
    assert table.score_sheet.totals == tuple(a + b for a, b in zip(first, second, strict=True))
    assert table.score_sheet.names[0] == "Vous"


def test_three_hot_seat_deals_sum_to_zero_on_the_sheet():
    table = HotSeatTable(4, seed=2, humans=(0, 2), lang="en")
    for _ in range(3):
        finish(table)
        table.new_deal()
    assert len(table.score_sheet.tally) == 3 and sum(table.score_sheet.totals) == 0
    assert table.score_sheet.names == ["Player 1", "Player 2", "Player 3", "Player 4"]
