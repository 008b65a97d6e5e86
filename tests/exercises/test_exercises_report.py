"""The teacher's report: rows, most missed exercises, CSV and chart, from Python and the command line."""

import csv
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tarot_learn.exercises import Progress, bank_exercise, grade, report
from tarot_learn.exercises.progress import ProgressFileError, read_attempts
from tarot_learn.exercises.report import COLUMNS, Skipped, average_scores, most_missed, read_rows
from tarot_learn.i18n import text

TAROT_LEARN = Path(sys.executable).with_name("tarot-learn")


def _answer(progress, exercise_id, answer):
    exercise = bank_exercise(exercise_id)
    progress.record(exercise, grade(exercise, answer), answer)


@pytest.fixture
def class_files(tmp_path):
    alice = Progress("alice", path=tmp_path)
    _answer(alice, "play-follow-2", "R♠")
    _answer(alice, "play-follow-2", "3♦")
    _answer(alice, "play-must-overtrump-2", "10 13")
    bob = Progress("bob", path=tmp_path)
    _answer(bob, "play-follow-2", "R♠")
    _answer(bob, "play-must-overtrump-2", "6")
    _answer(bob, "cards-points-bouts", "13.5")
    broken = tmp_path / "carol.json"
    broken.write_text("{oops", encoding="utf-8")
    return [tmp_path / "alice.json", tmp_path / "bob.json", broken]


def test_rows_per_learner_and_exercise(class_files):
    rows, skipped = read_rows(class_files)
    table = {(row["learner"], row["exercise"]): row for row in rows}
    assert table["alice", "play-follow-2"] == {
        "learner": "alice",
        "exercise": "play-follow-2",
        "chapter": "play",
        "attempts": 2,
        "best_score": 1.0,
        "solved": True,
        "teaches": "follow_suit",
        "solution_shown": False,
        "first_try": 0.0,  # wrong at the first try: the right second one does not count here
        "hints_used": 0,
    }
    assert table["alice", "play-must-overtrump-2"]["best_score"] == pytest.approx(2 / 3, abs=1e-3)
    assert table["bob", "play-follow-2"]["solved"] is False and table["bob", "cards-points-bouts"]["solved"]
    assert len(rows) == 5 and [str(item) for item in skipped] == [str(class_files[2])]
    assert (class_files[2]).read_text() == "{oops"  # the report never changes a file


def test_most_missed_first(class_files):
    rows, _ = read_rows(class_files)
    assert most_missed(rows) == [("play-must-overtrump-2", 2, 2), ("play-follow-2", 1, 2)]


def test_report_returns_rows_and_a_chart_lowest_first(class_files):
    rows, figure = report(class_files, lang="en")
    assert len(rows) == 5
    axes = figure.axes[0]
    labels = [label.get_text() for label in axes.get_yticklabels()]
    # First tries: play-follow-2 wrong twice (0), play-must-overtrump-2 2/3 then 0, cards-points-bouts right.
    assert labels == ["play-follow-2", "play-must-overtrump-2", "cards-points-bouts"]
    assert [bar.get_width() for bar in axes.patches] == pytest.approx([0, 100 / 3, 100], abs=0.01)
    assert axes.get_title() == text("exercise.scores.report_title", "en", learners=2)


@pytest.mark.parametrize("command", [[str(TAROT_LEARN)], [sys.executable, "-m", "tarot_learn.app.cli"]])
def test_the_command_line_writes_csv_and_chart(class_files, tmp_path, command):
    out_csv, out_png = tmp_path / "out.csv", tmp_path / "out.png"
    done = subprocess.run(
        command + ["report", *map(str, class_files), "--csv", str(out_csv), "--chart", str(out_png), "--lang", "en"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == text("exercise.report.counts", "en", learners=2, exercises=3)
    assert text("exercise.report.most_missed", "en") in lines
    assert text("exercise.report.missed_line", "en", exercise="play-must-overtrump-2", missed=2, tried=2) in lines
    with pytest.raises(ProgressFileError) as unreadable:
        read_attempts(class_files[2])
    assert unreadable.value.params["reason"].key == "exercise.progress.reason.not_json"
    assert Skipped(str(class_files[2]), unreadable.value).line("en") in lines
    with open(out_csv, encoding="utf-8", newline="") as stream:
        rows = list(csv.DictReader(stream))
    assert rows[0].keys() == set(COLUMNS)
    assert {(row["learner"], row["exercise"], row["solved"]) for row in rows} >= {
        ("alice", "play-follow-2", "True"),
        ("bob", "play-follow-2", "False"),
    }
    assert out_png.read_bytes().startswith(b"\x89PNG")


def test_the_command_line_in_french_and_its_errors(class_files):
    # Without --lang the report speaks the session's language: here a French locale's.
    french = {**os.environ, "TAROT_LEARN_LANG": "fr"}
    done = subprocess.run(
        [sys.executable, "-m", "tarot_learn.app.cli", "report", str(class_files[0])],
        capture_output=True,
        text=True,
        timeout=120,
        env=french,
    )
    counts = text("exercise.report.counts", "fr", learners=1, exercises=2)
    assert done.returncode == 0 and done.stdout.splitlines()[0] == counts
    only_broken = subprocess.run(
        [sys.executable, "-m", "tarot_learn.app.cli", "report", str(class_files[2])],
        capture_output=True,
        text=True,
        timeout=120,
        env=french,
    )
    skipped = text("exercise.report.skipped", "fr", path=class_files[2], reason="‹reason›").split("‹reason›")[0]
    assert only_broken.returncode == 1 and any(line.startswith(skipped) for line in only_broken.stdout.splitlines())
    no_files = subprocess.run([sys.executable, "-m", "tarot_learn.app.cli", "report"], capture_output=True, text=True)
    assert no_files.returncode == 2 and "usage" in no_files.stderr


def test_a_file_saved_before_the_kinds_were_named_still_loads_and_reports(tmp_path):
    # Before the kinds were named, every question on the rules was of kind "rules", the deal's "dealing", the
    # advice's of kind "advice": a file holding them is read as it is, and never graded again.
    old = [
        {"exercise": "bidding-taker-4p", "chapter": "bidding", "kind": "rules", "teaches": "bidding"},
        {"exercise": "dealing-first-player-4p", "chapter": "dealing", "kind": "dealing", "teaches": "dealing"},
        {"exercise": "advice-points-4p", "chapter": "advice", "kind": "advice", "teaches": "advice_points"},
    ]
    attempts = [
        {**item, "answer": "3", "correct": False, "score": 0.0, "attempt": 1, "time": "2026-01-05T10:12:00+00:00"}
        for item in old
    ]
    saved = {"format": "tarot_learn.progress", "version": 1, "learner": "olga", "attempts": attempts}
    (tmp_path / "olga.json").write_text(json.dumps(saved), encoding="utf-8")
    progress = Progress("olga", path=tmp_path)
    assert [item["kind"] for item in progress.attempts] == ["rules", "dealing", "advice"]
    progress.record(bank_exercise("bidding-taker-4p"), grade(bank_exercise("bidding-taker-4p"), 3), "3")
    assert [item["kind"] for item in Progress("olga", path=tmp_path).attempts] == [
        "rules",
        "dealing",
        "advice",
        "taker",
    ]
    rows, skipped = read_rows([tmp_path])
    assert skipped == [] and {row["teaches"] for row in rows} == {"bidding", "dealing", "advice_points"}
    assert next(row for row in rows if row["exercise"] == "bidding-taker-4p")["solved"] is True


def test_practice_positions_count_for_the_exercise_they_were_drawn_from():
    # Emma practised play-follow-1 on three positions (right, wrong, right) and Liam on one (right):
    # one line for the exercise, missed by Emma only; each learner's mean, then the class's: (2/3 + 1) / 2.
    def row(learner, exercise, solved):
        return {"learner": learner, "exercise": exercise, "solved": solved, "first_try": float(solved)}

    rows = [
        row("Emma", "play-follow-1~aaaaaaaaaa", True),
        row("Emma", "play-follow-1~bbbbbbbbbb", False),
        row("Emma", "play-follow-1~cccccccccc", True),
        row("Liam", "play-follow-1~dddddddddd", True),
        row("Liam", "cards-points-bouts", False),
    ]
    assert most_missed(rows) == [("cards-points-bouts", 1, 1), ("play-follow-1", 1, 2)]
    assert average_scores(rows) == {"cards-points-bouts": 0.0, "play-follow-1": pytest.approx((2 / 3 + 1) / 2)}
