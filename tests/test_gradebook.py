"""Grades out (issue 24): ``tarot-learn report --moodle / --canvas`` write the first-try scores by rule
area in each gradebook's import format — checked against the columns each one documents, on a case
worked out by hand."""

from __future__ import annotations

import csv
import json

from tarot_learn import i18n
from tarot_learn.app import cli

# Canvas's gradebook import: the identifying columns of its own export, a "Points Possible" row.
CANVAS_COLUMNS = ["Student", "ID", "SIS User ID", "SIS Login ID", "Section"]


def write(folder, learner, attempts):
    data = {"format": "tarot_learn.progress", "version": 1, "learner": learner, "attempts": attempts}
    (folder / f"{learner.strip('=')}.json").write_text(json.dumps(data), encoding="utf-8")


def attempt(exercise, chapter, correct, number=1, **fields):
    score = 1.0 if correct else 0.0
    return {"exercise": exercise, "chapter": chapter, "correct": correct, "score": score, "attempt": number, **fields}


def classroom(tmp_path):
    """Emma: play 1 then 0.5 (credit after a hint) → 75; excuse wrong first, right second → 0.
    Liam: play right first → 100, no excuse. "=cmd" tests a name that looks like a formula."""
    write(
        tmp_path,
        "Emma",
        [
            attempt("play-follow-1", "play", True),
            attempt("play-follow-2", "play", True, credit=0.5),
            attempt("excuse-owed", "excuse", False),
            attempt("excuse-owed", "excuse", True, number=2),
        ],
    )
    write(tmp_path, "Liam", [attempt("play-follow-1", "play", True)])
    write(tmp_path, "=cmd", [attempt("cards-points-queen", "cards", False)])
    return tmp_path


def read(path):
    with open(path, encoding="utf-8", newline="") as file:
        return list(csv.reader(file))


def test_moodle_s_file_has_the_username_then_one_grade_column_per_rule_area(tmp_path, capsys):
    folder = classroom(tmp_path)
    output = tmp_path / "moodle.csv"
    assert cli.main(["report", str(folder), "--moodle", str(output), "--lang", "en"]) == 0
    assert i18n.text("cli.report.gradebook", "en", format="Moodle", count=3, path=output) in capsys.readouterr().out
    assert read(output) == [
        ["Username", "Tarot: cards", "Tarot: play", "Tarot: excuse"],
        ["'=cmd", "0", "", ""],
        ["Emma", "", "75", "0"],
        ["Liam", "", "100", ""],
    ]


def test_canvas_s_file_has_its_identifying_columns_and_points_possible(tmp_path):
    folder = classroom(tmp_path)
    output = tmp_path / "canvas.csv"
    assert cli.main(["report", str(folder), "--canvas", str(output), "--lang", "fr"]) == 0
    rows = read(output)
    assert rows[0] == [*CANVAS_COLUMNS, "Tarot: cards", "Tarot: play", "Tarot: excuse"]
    assert rows[1] == ["Points Possible", "", "", "", "", "100", "100", "100"]
    assert rows[2:] == [
        ["'=cmd", "", "", "'=cmd", "", "0", "", ""],
        ["Emma", "", "", "Emma", "", "", "75", "0"],
        ["Liam", "", "", "Liam", "", "", "100", ""],
    ]


def test_an_unwritable_gradebook_file_is_one_sentence_before_any_work(tmp_path, capsys):
    folder = classroom(tmp_path)
    assert cli.main(["report", str(folder), "--canvas", str(tmp_path / "no" / "c.csv"), "--lang", "en"]) == 2
    assert "c.csv" in capsys.readouterr().err
