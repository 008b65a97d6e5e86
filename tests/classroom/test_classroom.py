"""The class switch (issue 24): a class code set once — by the environment, by the file in the
progress folder, or typed in the ClassCode widget — gives every learner the exercise book's
positions, with no notebook edit; ``tarot-learn keys`` prints a learner's solutions."""

from __future__ import annotations

import pytest

from tarot_learn import i18n
from tarot_learn.app import cli
from tarot_learn.errors import TarotError
from tarot_learn.exercises import (
    Progress,
    bank_exercise,
    chapter_exercises,
    check,
    class_code,
    exercise_for,
    expected_text,
    find_exercise,
    position_text,
    set_class_code,
    solve,
)
from tarot_learn.exercises.classroom import CLASS_FILE, CLASS_VARIABLE
from tarot_learn.widgets import ClassCode, ExerciseWidget
from tarot_learn.widgets._common import plain_text

EXERCISE = "play-follow-2"


@pytest.fixture
def folder(tmp_path, monkeypatch):
    """An empty progress folder, no class code in the environment."""
    monkeypatch.setenv("TAROT_LEARN_PROGRESS_DIR", str(tmp_path))
    monkeypatch.delenv(CLASS_VARIABLE, raising=False)
    return tmp_path


def test_without_a_class_code_each_learner_has_his_own_position(folder):
    assert class_code() == ""
    assert find_exercise(EXERCISE, "alice").position == exercise_for("alice", EXERCISE).position
    assert find_exercise(EXERCISE, "alice").position != bank_exercise(EXERCISE).position


def test_the_environment_s_code_gives_everyone_the_book_s_positions(folder, monkeypatch):
    monkeypatch.setenv(CLASS_VARIABLE, " 4B-2026 ")
    assert class_code() == "4B-2026"
    for learner in ("alice", "bob"):
        for bank in chapter_exercises("play"):
            assert find_exercise(bank.id, learner) == bank


def test_the_file_in_the_progress_folder_does_the_same_and_the_environment_wins(folder, monkeypatch):
    set_class_code("club")
    assert (folder / CLASS_FILE).read_text(encoding="utf-8") == "club\n"
    assert class_code() == "club"
    assert ExerciseWidget(EXERCISE, lang="fr", learner="alice").exercise == bank_exercise(EXERCISE)
    monkeypatch.setenv(CLASS_VARIABLE, "hub")
    assert class_code() == "hub"
    set_class_code("")
    assert not (folder / CLASS_FILE).exists()
    monkeypatch.delenv(CLASS_VARIABLE)
    assert class_code() == ""
    assert find_exercise(EXERCISE, "alice") == exercise_for("alice", EXERCISE)


def test_the_attempts_are_still_saved_under_the_learner_s_name(folder):
    set_class_code("club")
    book_card = next(iter(solve(bank_exercise(EXERCISE))))
    assert book_card not in solve(exercise_for("alice", EXERCISE))  # right on the book's position only
    assert check(EXERCISE, book_card.text("en"), lang="en", learner="alice").correct
    saved = Progress("alice").attempts
    assert [(item["exercise"], item["correct"]) for item in saved] == [(EXERCISE, True)]


@pytest.mark.parametrize("code", ["two\nlines", "x" * 41, "tab\there", 7])
def test_a_code_that_is_not_one_is_refused_with_a_sentence(folder, code):
    with pytest.raises(TarotError) as refused:
        set_class_code(code)
    assert refused.value.key == "exercise.classroom.bad_code"
    assert not (folder / CLASS_FILE).exists()


def test_a_broken_class_file_counts_as_no_code(folder):
    (folder / CLASS_FILE).write_bytes(b"\xff\xfe\x00broken")
    assert class_code() == ""
    (folder / CLASS_FILE).write_text("   \n", encoding="utf-8")
    assert class_code() == ""
    assert find_exercise(EXERCISE, "alice") == exercise_for("alice", EXERCISE)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_widget_sets_and_removes_the_code_typed_once(folder, lang):
    widget = ClassCode(lang=lang)
    assert plain_text(widget.status.value) == i18n.text("classcode.off", lang)
    widget.code.value = "4B"
    widget.set_button.click()
    assert class_code() == "4B"
    assert plain_text(widget.status.value) == i18n.text("classcode.on", lang, code="4B", path=folder / CLASS_FILE)
    assert find_exercise(EXERCISE, "bob") == bank_exercise(EXERCISE)
    widget.leave_button.click()
    assert class_code() == "" and not (folder / CLASS_FILE).exists()
    refused = TarotError("exercise.classroom.bad_code", given=repr("two\nlines"), longest=40).message(lang)
    assert widget.set("two\nlines") == refused and class_code() == ""


def test_the_widget_leaves_the_hub_s_code_alone(folder, monkeypatch):
    monkeypatch.setenv(CLASS_VARIABLE, "hub")
    widget = ClassCode(lang="en")
    assert widget.set("mine") == i18n.text("classcode.from_hub", "en", code="hub")
    assert not (folder / CLASS_FILE).exists() and class_code() == "hub"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_keys_prints_the_learner_s_own_solutions(folder, capsys, lang):
    assert cli.main(["keys", "alice", "--chapter", "play", "--lang", lang]) == 0
    printed = capsys.readouterr().out
    assert printed.startswith(i18n.text("cli.keys.own", lang, learner="alice"))
    for bank in chapter_exercises("play"):
        own = exercise_for("alice", bank.id)
        assert f"   → {expected_text(own, lang)}" in printed
        # the position's first line, where it has one (some questions hold their whole position)
        assert all(line in printed for line in position_text(own, lang).splitlines()[:1])
    assert i18n.text("cli.keys.chapter_title", lang, chapter="scoring") not in printed


def test_keys_under_a_class_code_prints_the_book_s_positions(folder, capsys):
    set_class_code("club")
    assert cli.main(["keys", "alice", "--chapter", "excuse", "--chapter", "scoring", "--lang", "en"]) == 0
    printed = capsys.readouterr().out
    assert printed.startswith(i18n.text("cli.keys.class", "en", learner="alice", code="club"))
    for chapter in ("excuse", "scoring"):
        assert i18n.text("cli.keys.chapter_title", "en", chapter=chapter) in printed
        for bank in chapter_exercises(chapter):
            assert f"{bank.id} — {bank.question_text('en')}" in printed
            assert expected_text(bank, "en") in printed


def test_keys_refuses_an_unknown_chapter(folder, capsys):
    with pytest.raises(SystemExit) as stopped:
        cli.main(["keys", "alice", "--chapter", "nope"])
    assert stopped.value.code == 2
