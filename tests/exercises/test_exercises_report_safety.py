"""The teacher's report on a class folder with broken files, odd ids, twice-given learners and bad paths."""

import csv
import json
import subprocess
import sys

import pytest

from tarot_learn.exercises import Progress, bank_exercise, grade, report
from tarot_learn.exercises.report import gather, spreadsheet_safe, write_csv
from tarot_learn.i18n import text

GOOD_ATTEMPT = {"exercise": "play-follow-2", "chapter": "play", "correct": True, "score": 1.0}
BROKEN_FILES = {
    "deep.json": "[" * 50_000 + "]" * 50_000,
    "score-null.json": json.dumps(
        {"format": "tarot_learn.progress", "learner": "x", "attempts": [{**GOOD_ATTEMPT, "score": None}]}
    ),
    "score-text.json": json.dumps(
        {"format": "tarot_learn.progress", "learner": "y", "attempts": [{**GOOD_ATTEMPT, "score": "abc"}]}
    ),
    "score-inf.json": '{"format": "tarot_learn.progress", "learner": "z", "attempts": '
    '[{"exercise": "e", "score": 1e999}]}',
    "learner-number.json": '{"format": "tarot_learn.progress", "learner": 3, "attempts": []}',
    "binary.json": b"\x00\xff\x01",
    "empty.json": "",
    "list.json": "[]",
}


def _answer(progress, exercise_id, answer):
    exercise = bank_exercise(exercise_id)
    progress.record(exercise, grade(exercise, answer), answer)


@pytest.fixture
def class_folder(tmp_path):
    folder = tmp_path / "class"
    _answer(Progress("alice", path=folder), "play-follow-2", "3♦")
    _answer(Progress('=HYPERLINK("http://x")', path=folder), "play-follow-2", "R♠")
    _answer(Progress("$\\undefined$", path=folder), "play-follow-2", "R♠")
    for name, content in BROKEN_FILES.items():
        (folder / name).write_bytes(content if isinstance(content, bytes) else content.encode())
    copy = folder / "alice-copy.json"  # alice handed in twice
    copy.write_bytes((folder / "alice.json").read_bytes())
    (folder / "sub.json").mkdir()  # a folder that looks like a file
    return folder


def test_the_report_skips_each_broken_file_with_why_and_goes_on(class_folder):
    rows, skipped, duplicates = gather([class_folder, class_folder / "missing.json"])
    assert {row["learner"] for row in rows} == {"alice", '=HYPERLINK("http://x")', "$\\undefined$"}
    assert sorted(path.rsplit("/", 1)[-1] for path in map(str, skipped)) == sorted(
        [*BROKEN_FILES, "missing.json", "sub.json"]
    )
    why = {str(item).rsplit("/", 1)[-1]: item.error for item in skipped}
    assert why["deep.json"].params["reason"].key == "exercise.progress.reason.too_deep"
    for name in ("score-null.json", "score-inf.json"):
        reason = why[name].params["reason"]
        assert reason.key == "exercise.progress.reason.field" and reason.params["field"] == "score"
    assert isinstance(why["missing.json"], FileNotFoundError)
    missing = next(item for item in skipped if str(item).endswith("missing.json"))
    not_found = text("exercise.report.not_found", "en")
    assert missing.line("en") == text("exercise.report.skipped", "en", path=str(missing), reason=not_found)
    for item in skipped:
        assert item.line("en").startswith(text("exercise.report.skipped", "en", path=str(item), reason=""))
    assert duplicates == {"alice": [str(class_folder / "alice-copy.json"), str(class_folder / "alice.json")]}
    alice = [row for row in rows if row["learner"] == "alice"]
    assert len(alice) == 1 and alice[0]["attempts"] == 1  # merged: one learner, the copied attempt once


def test_a_learner_in_two_different_files_has_his_attempts_added(tmp_path):
    (tmp_path / "monday").mkdir()
    (tmp_path / "tuesday").mkdir()
    for day in ("monday", "tuesday"):  # one attempt each day, on two machines
        attempt = {**GOOD_ATTEMPT, "attempt": 1, "time": f"2026-01-0{1 + (day == 'tuesday')}T10:00:00+00:00"}
        (tmp_path / day / "bob.json").write_text(
            json.dumps({"format": "tarot_learn.progress", "learner": "bob", "attempts": [attempt]}), encoding="utf-8"
        )
    rows, _, duplicates = gather([tmp_path / "monday", tmp_path / "tuesday"])
    assert [row["attempts"] for row in rows] == [2] and list(duplicates) == ["bob"]


@pytest.mark.parametrize(
    "value, written",
    [
        ("=1+1", "'=1+1"),
        ("+1+1", "'+1+1"),
        ("-2", "'-2"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("\tx", "'\tx"),
        ("\r=1", "'\r=1"),
        ('"=1"', '\'"=1"'),
        (" =1", "' =1"),
        ("alice", "alice"),
        ("", ""),
        (0.5, 0.5),
    ],
)
def test_formula_cells_are_neutralised(value, written):
    assert spreadsheet_safe(value) == written


def test_the_csv_reads_back_as_text_and_quotes_everything(class_folder, tmp_path):
    rows, _, _ = gather([class_folder])
    out = tmp_path / "out.csv"
    write_csv(rows, out)
    assert '"\'=HYPERLINK(""http://x"")"' in out.read_text(encoding="utf-8")
    with open(out, encoding="utf-8", newline="") as stream:
        learners = {row["learner"] for row in csv.DictReader(stream)}
    assert learners == {"alice", '\'=HYPERLINK("http://x")', "$\\undefined$"}


def test_the_chart_shows_any_text_literally(class_folder):
    rows, figure = report([class_folder], lang="en")
    assert figure._repr_png_().startswith(b"\x89PNG")  # mathtext would fail on $\undefined$
    progress = Progress("$\\undefined$ " + "x" * 300, path=class_folder)
    _answer(progress, "play-follow-2", "R♠")
    assert progress.chart("fr")._repr_png_().startswith(b"\x89PNG")


def _cli(*arguments):
    return subprocess.run(
        [sys.executable, "-m", "tarot_learn.app.cli", "report", *map(str, arguments)],
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_command_line_on_a_broken_class_folder(class_folder, tmp_path):
    done = _cli(class_folder, "--csv", tmp_path / "out.csv", "--chart", tmp_path / "out.png", "--lang", "en")
    assert done.returncode == 0 and done.stderr == ""
    lines = done.stdout.splitlines()
    assert lines[0] == text("exercise.report.counts", "en", learners=3, exercises=1)
    skipped = text("exercise.report.skipped", "en", path=class_folder, reason="").split(str(class_folder))[0]
    assert sum(line.startswith(skipped) for line in lines) == len(BROKEN_FILES) + 1
    files = f"{class_folder / 'alice-copy.json'}, {class_folder / 'alice.json'}"
    assert text("exercise.report.duplicate", "en", learner="alice", files=files) in lines


@pytest.mark.parametrize(
    "option, where, said",
    [
        ("--csv", "missing/out.csv", "its folder does not exist"),
        ("--csv", ".", "it is a folder"),
        ("--chart", "missing/out.png", "its folder does not exist"),
        ("--chart", "out.xyz", ".png, .svg or .pdf"),
    ],
)
def test_bad_output_paths_get_a_sentence_and_exit_code_2(class_folder, tmp_path, option, where, said):
    done = _cli(class_folder, option, tmp_path / where, "--lang", "en")
    assert done.returncode == 2 and said in done.stderr and "Traceback" not in done.stderr
    assert done.stdout == ""
