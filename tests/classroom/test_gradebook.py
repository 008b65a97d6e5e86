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


def learners_said(count: int) -> str:  # the count as the sentence says it
    return i18n.text("count.learners.one" if count == 1 else "count.learners.many", "en", count=count)


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
    assert (
        i18n.text("cli.report.gradebook", "en", format="Moodle", learners=learners_said(3), path=output)
        in capsys.readouterr().out
    )
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


# --- logins: the rows an importer can match (issue 31) -----------------------------------------------------
def test_a_roster_gives_each_typed_name_its_login_and_a_learner_it_lacks_is_named_never_exported(tmp_path, capsys):
    (tmp_path / "class").mkdir()
    folder = classroom(tmp_path / "class")
    roster = tmp_path / "roster.csv"
    roster.write_text("name,login\n  EMMA ,e.smith\nliam,l.jones\n", encoding="utf-8")  # case and spaces do not count
    output = tmp_path / "moodle.csv"
    assert cli.main(["report", str(folder), "--moodle", str(output), "--roster", str(roster), "--lang", "en"]) == 0
    assert read(output) == [
        ["Username", "Tarot: play", "Tarot: excuse"],
        ["e.smith", "75", "0"],
        ["l.jones", "100", ""],
    ]
    out = capsys.readouterr().out
    assert i18n.text("cli.report.gradebook", "en", format="Moodle", learners=learners_said(2), path=output) in out
    assert i18n.text("cli.report.no_login", "en", learner="=cmd", format="Moodle") in out


def test_a_roster_giving_one_name_two_logins_is_refused_in_a_sentence(tmp_path, capsys):
    (tmp_path / "class").mkdir()
    folder = classroom(tmp_path / "class")
    roster = tmp_path / "roster.csv"
    roster.write_text("name,login\nEmma,e.smith\nemma,e.other\n", encoding="utf-8")
    output = tmp_path / "canvas.csv"
    assert cli.main(["report", str(folder), "--canvas", str(output), "--roster", str(roster), "--lang", "fr"]) == 2
    assert i18n.text("classroom.roster.twice", "fr", path=roster, name="emma") in capsys.readouterr().err
    assert not output.exists()


def test_with_the_class_service_the_gradebook_rows_are_its_logins(tmp_path, capsys, monkeypatch):
    from class_service_support import TEACHER_TOKEN, start_in_thread

    from tarot_learn.exercises.outbox import join_class, request_json

    roster = tmp_path / "class.csv"
    roster.write_text("login,name\nemma.s,Emma\nemma.t,Emma T\n", encoding="utf-8")
    running = start_in_thread(f"sqlite:///{tmp_path / 'class.db'}", roster)
    try:
        monkeypatch.setenv("TAROT_LEARN_CLASS_LINK", str(tmp_path / "link.json"))
        for name, correct in (("Emma", True), ("Emma T", False)):
            link = join_class(running.url, running.codes["class"], name)
            item = {"key": name, **attempt("play-follow-1", "play", correct)}
            request_json("POST", link.endpoint("attempts"), link.token, {"name": "Emma", "attempts": [item]})
        monkeypatch.setenv("TAROT_LEARN_CLASS_URL", running.url)
        monkeypatch.setenv("TAROT_LEARN_CLASS_TOKEN", TEACHER_TOKEN)
        output = tmp_path / "canvas.csv"
        assert cli.main(["report", "--service", "--canvas", str(output), "--lang", "en"]) == 0
    finally:
        running.stop()
    rows = read(output)
    assert [row[0] for row in rows[2:]] == ["emma.s", "emma.t"]  # two Emmas: two logins, two rows
    assert [row[-1] for row in rows[2:]] == ["100", "0"]
    assert (
        i18n.text("cli.report.gradebook", "en", format="Canvas", learners=learners_said(2), path=output)
        in capsys.readouterr().out
    )
