"""The score sheet's command with its deals written in (issue 32 item 5): ``tarot-learn score-sheet --seed S``
writes the deal sheets' deals as the robots played them (``print-deals --seed S``), ``--file`` the finished
deals written as text; each cell is the deal's score and the running total as the rules core's Tally adds
them; a file that is no finished deal, or a deal of another table, is a sentence and no sheet."""

from __future__ import annotations

import pytest
from test_printing import squeezed, text_of

from tarot_learn import i18n, play_bot_deal, write_deal
from tarot_learn.app import cli
from tarot_learn.tally import Tally

pytest.importorskip("fpdf", reason="the print extra: pip install 'tarot_learn[print]'")
from tarot_learn.app.printing import class_deals  # noqa: E402


def cells(tally: Tally, lang: str) -> list[str]:
    return [
        i18n.text(
            "print.sheet.cell", lang, score=i18n.format_signed(score, lang), total=i18n.format_signed(total, lang)
        )
        for line in tally.lines
        for score, total in zip(line.scores, line.totals, strict=True)
    ]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_score_sheet_seed_writes_the_deal_sheets_deals_in(lang, tmp_path, capsys):
    output = tmp_path / "sheet.pdf"
    arguments = ["score-sheet", "--seed", "club", "--count", "3", "--players", "5", "--lang", lang]
    assert cli.main([*arguments, "--output", str(output)]) == 0
    tally = Tally(5)
    for game in class_deals("club", 5, 3):
        tally.add(game)
    assert sum(tally.totals) == 0
    page = text_of(output.read_bytes(), tmp_path)
    assert all(cell in page for cell in cells(tally, lang))
    assert squeezed(i18n.text("print.sheet.rule", lang)) in page


def test_score_sheet_file_writes_the_deals_written_as_text_in_order(tmp_path, capsys):
    games = [play_bot_deal(3, seed=seed) for seed in (1, 2)]
    paths = []
    for number, game in enumerate(games):
        path = tmp_path / f"deal-{number}.txt"
        path.write_text(write_deal(game, "fr"), encoding="utf-8")
        paths.append(str(path))
    output = tmp_path / "sheet.pdf"
    assert cli.main(["score-sheet", "--players", "3", "--file", *paths, "--output", str(output), "--lang", "en"]) == 0
    tally = Tally(3)
    for game in games:
        tally.add(game)
    page = text_of(output.read_bytes(), tmp_path)
    assert all(cell in page for cell in cells(tally, "en"))


def test_score_sheet_file_refuses_another_table_and_a_deal_not_finished(tmp_path, capsys):
    four = tmp_path / "four.txt"
    four.write_text(write_deal(play_bot_deal(4, seed=1), "en"), encoding="utf-8")
    output = tmp_path / "sheet.pdf"
    assert (
        cli.main(["score-sheet", "--players", "3", "--file", str(four), "--output", str(output), "--lang", "en"]) == 2
    )
    assert i18n.text("cli.score_sheet.players", "en", path=str(four), given=4, players=3) in capsys.readouterr().err
    unfinished = tmp_path / "unfinished.txt"
    unfinished.write_text("players: 4\nseed: 7\nresult: *\n", encoding="utf-8")
    assert cli.main(["score-sheet", "--file", str(unfinished), "--output", str(output), "--lang", "fr"]) == 2
    assert i18n.text("cli.print_deals.unfinished", "fr", path=str(unfinished)) in capsys.readouterr().err
    assert not output.exists()
