"""A teacher's files in use (issue 35 items 4–5): ``tarot-learn keys --file`` prints the key sheet (or, with
``--questions``, the sheet to hand out) of a teacher's own exercises; the game table replays a deal written as
text with the review of a chosen seat; a mid-deal question starts from a deal's text."""

from __future__ import annotations

import pytest

from tarot_learn import i18n
from tarot_learn.app import cli
from tarot_learn.deal_text import DealTextError, write_deal
from tarot_learn.errors import TarotError
from tarot_learn.exercises import expected_text, grade
from tarot_learn.exercises.drill import text_question
from tarot_learn.game import Game, Phase
from tarot_learn.strategy.bots import SimpleBot, run_bots
from tarot_learn.widgets import GameTable

FOLLOW = """
[[exercise]]
id = "club-follow"
kind = "legal_play"
situation = "follow_suit"
players = 4
leader = 2
hand = "D♦ 3♦ R♠ 7 19"
trick = "V♦ 10♦"
answer = "{answer}"
question.fr = "Carreau a été entamé. Jouez une carte autorisée."
question.en = "Diamonds were led. Play a card you are allowed to play."
"""


def club_deal(seed: int = 7) -> Game:
    game = Game(4, seed=seed)
    run_bots(game, {seat: SimpleBot(f"{seed}/{seat}") for seat in range(4)})
    return game


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_keys_prints_a_teachers_file_with_its_solutions_or_its_questions_alone(tmp_path, capsys, lang):
    path = tmp_path / "club.toml"
    path.write_text('chapter = "club"\n' + FOLLOW.format(answer="3♦ D♦"), encoding="utf-8")
    assert cli.main(["keys", "alice", "--file", str(path), "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert i18n.text("cli.keys.from_file", lang, path=path, count=1) in out
    assert "club-follow" in out and "→" in out
    assert i18n.text("cli.keys.chapter_title", lang, chapter="club") in out  # the file's own chapter: its name
    assert i18n.text("cli.keys.chapter_title", lang, chapter="scoring") not in out  # the book's are left out
    assert cli.main(["keys", "alice", "--file", str(path), "--questions", "--lang", lang]) == 0
    sheet = capsys.readouterr().out
    assert "club-follow" in sheet and "→" not in sheet


def test_keys_refuses_a_wrong_teachers_file_with_its_sentence(tmp_path, capsys):
    path = tmp_path / "wrong.toml"
    path.write_text(FOLLOW.format(answer="3♦"), encoding="utf-8")  # the key lacks a legal card
    assert cli.main(["keys", "alice", "--file", str(path), "--lang", "en"]) == 1
    err = capsys.readouterr().err
    assert "wrong.toml" in err and "club-follow" in err
    assert cli.main(["keys", "alice", "--file", str(tmp_path / "missing.toml"), "--lang", "fr"]) == 1
    assert "missing.toml" in capsys.readouterr().err


def test_keys_of_the_book_still_lists_every_chapter(capsys):
    assert cli.main(["keys", "alice", "--chapter", "cards", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert i18n.text("cli.keys.chapter_title", "en", chapter="cards") in out and "→" in out


@pytest.mark.parametrize("seat", [0, 2])
def test_the_table_replays_a_finished_deal_from_text_with_the_review_of_a_seat(seat):
    game = club_deal()
    table = GameTable.from_text(write_deal(game, "fr"), seat=seat, lang="en")
    assert table.game.phase is Phase.OVER and table.seat == seat
    assert table.game.result.score.scores == game.result.score.scores
    assert table.deal_review.game is table.game and table.deal_review.seat == seat
    assert table.deal_review.children == (table.deal_review.button,)
    assert table.score_sheet.tally.totals == game.result.score.scores
    assert i18n.text("table.score", "en") in table.score.value


def test_the_table_goes_on_from_a_deal_written_up_to_a_moment():
    lines = write_deal(club_deal()).splitlines()
    cut = "\n".join(line for line in lines if not line.startswith(("trick ", "result"))) + "\nresult: *\n"
    table = GameTable.from_text(cut, seat=0, lang="fr")  # the bids and the écart written, no card yet
    assert table.game.phase is Phase.PLAY and table.game.to_act == 0
    table.play_card(next(iter(table.view.legal_cards())))
    assert len(table.game.view(0).played) >= 1


def test_a_damaged_deal_text_is_refused_with_its_line():
    text = write_deal(club_deal()).replace("trick 2:", "trick 2: 21 ")
    with pytest.raises(DealTextError) as refused:
        GameTable.from_text(text, seat=1, lang="en")
    assert "trick 2" in refused.value.message("en")


def test_a_mid_deal_question_starts_from_a_deal_text():
    text = write_deal(club_deal(), "fr")
    exercise = text_question(text, 0, played=30, number=1)
    assert exercise.kind == "who_may_hold"
    assert len(exercise.position.game.view(0).played) == 30
    assert grade(exercise, expected_text(exercise, "en").split(": ", 1)[-1].rstrip("."), lang="en").correct
    asked = text_question(text, 0, played=0)
    assert asked.kind == "trumps_out" and not asked.position.game.tricks
    with pytest.raises(TarotError) as over:
        text_question(text, 0)  # the whole deal: no card left to play
    assert over.value.message("en") == i18n.text("exercise.drill.not_in_play", "en")
    with pytest.raises(TarotError) as too_many:
        text_question(text, 0, played=72)
    assert "71" in too_many.value.message("fr")
