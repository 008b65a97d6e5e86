"""Honest scores (issue 23, item 1): what an attempt records, what it counts for, and what the
learner's summary, the teacher's report and the exercise widget say of it."""

import json

import pytest

from tarot_learn.exercises import Progress, bank_exercise, grade
from tarot_learn.exercises.progress import HINT_DEDUCTION, LATER_TRY_SHARE, ProgressFileError, credit, read_attempts
from tarot_learn.exercises.report import COLUMNS, read_rows, summary_lines
from tarot_learn.i18n import format_percent, text
from tarot_learn.widgets._common import plain_text
from tarot_learn.widgets.exercise_widget import ExerciseWidget

RIGHT, WRONG = "3♦", "R♠"  # play-follow-2: diamonds were led, and the hand holds two


def _answer(progress, answer, **recorded):
    exercise = bank_exercise("play-follow-2")
    return progress.record(exercise, grade(exercise, answer), answer, **recorded)


# --- the rule ----------------------------------------------------------------------------------------------
def test_the_rule_in_figures():
    assert (HINT_DEDUCTION, LATER_TRY_SHARE) == (0.25, 0.5)
    assert credit(1.0) == 1.0
    assert credit(1.0, 1) == 0.75 and credit(1.0, 2) == 0.5 and credit(1.0, 3) == 0.25
    assert credit(0.5, 3) == 0.0  # never below nothing
    assert credit(1.0, first=False) == 0.5 and credit(1.0, 1, first=False) == 0.375
    assert credit(1.0, after_solution=True) == 0.0


def test_three_hints_then_a_right_answer_is_not_full_marks(tmp_path):
    progress = Progress("alice", path=tmp_path)
    saved = _answer(progress, RIGHT, hints_seen=3, seconds=42.25)
    assert saved["correct"] and saved["score"] == 1.0
    assert saved["hints_seen"] == 3 and saved["seconds"] == 42.2 and saved["credit"] == 0.25
    assert progress.first_try_scores() == {"play-follow-2": 0.25} and progress.hints_used() == {"play-follow-2": 3}


def test_the_best_of_many_answers_is_not_full_marks(tmp_path):
    progress = Progress("bob", path=tmp_path)
    first = _answer(progress, WRONG)
    second = _answer(progress, RIGHT, hints_seen=1)
    assert (first["credit"], second["credit"]) == (0.0, 0.375)
    assert progress.first_try_scores() == {"play-follow-2": 0.0}
    assert progress.best_scores() == {"play-follow-2": 1.0}  # the best score is still there, never shown as the score


def test_a_try_after_the_solution_was_shown_counts_nothing(tmp_path):
    progress = Progress("chloé", path=tmp_path)
    _answer(progress, WRONG)
    shown = progress.record_solution_shown(bank_exercise("play-follow-2"))
    after = _answer(progress, RIGHT)
    assert shown["credit"] == 0.0 and after["correct"] and after["credit"] == 0.0


def test_a_wrong_answer_keeps_its_misconception(tmp_path):
    progress = Progress("dimitri", path=tmp_path)
    wrong = _answer(progress, WRONG)  # a king discarded while holding diamonds
    assert wrong["misconception"] == grade(bank_exercise("play-follow-2"), WRONG).misconception != ""
    _answer(progress, WRONG)
    assert progress.misconceptions() == {wrong["misconception"]: 2}
    assert _answer(progress, RIGHT)["misconception"] == ""


def test_the_summary_says_the_rule(tmp_path):
    progress = Progress("emma", path=tmp_path)
    _answer(progress, RIGHT, hints_seen=2)
    for lang in ("fr", "en"):
        average = format_percent(50, lang=lang)
        assert progress.summary(lang) == " ".join(
            [
                text("exercise.scores.summary", lang, learner="emma", tried=1, first_try=0, hints=2, average=average),
                text("exercise.progress.review", lang, exercises="play-follow-2"),
                text(
                    "exercise.scores.rule",
                    lang,
                    deduction=format_percent(25, lang=lang),
                    share=format_percent(50, lang=lang),
                ),
            ]
        )


# --- the file ---------------------------------------------------------------------------------------------
def _file(tmp_path, **fields):
    attempt = {"exercise": "play-follow-2", "answer": "3♦", "correct": True, "score": 1.0, "attempt": 1, **fields}
    path = tmp_path / "alice.json"
    path.write_text(
        json.dumps({"format": "tarot_learn.progress", "version": 1, "learner": "alice", "attempts": [attempt]})
    )
    return path


def test_an_old_file_without_the_new_fields_still_reads(tmp_path):
    path = _file(tmp_path)
    later = {"exercise": "play-follow-2", "answer": "3♦", "correct": True, "score": 1.0, "attempt": 2}
    data = json.loads(path.read_text())
    data["attempts"].insert(0, {**later, "attempt": 1, "correct": False, "score": 0.0, "answer": "R♠"})
    data["attempts"][1]["attempt"] = 2
    path.write_text(json.dumps(data))
    progress = Progress("alice", path=tmp_path)
    assert progress.first_try_scores() == {"play-follow-2": 0.0}  # an old first attempt: credit = its score
    assert progress.hints_used() == {"play-follow-2": 0} and not progress.misconceptions()
    rows, skipped = read_rows([path])
    assert not skipped and rows[0]["first_try"] == 0.0 and rows[0]["best_score"] == 1.0


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("hints_seen", 4),
        ("hints_seen", -1),
        ("hints_seen", 1.5),
        ("hints_seen", True),
        ("seconds", -3),
        ("seconds", "12"),
        ("credit", 1.5),
        ("credit", "1"),
        ("credit", None),
        ("misconception", 7),
    ],
)
def test_a_malformed_new_field_refuses_the_file_with_its_reason(tmp_path, field, value):
    with pytest.raises(ProgressFileError) as refused:
        read_attempts(_file(tmp_path, **{field: value}))
    reason = refused.value.params["reason"]
    assert reason.key == "exercise.progress.reason.field" and reason.params == {"number": 1, "field": field}


def test_the_new_fields_read_back(tmp_path):
    _, attempts = read_attempts(_file(tmp_path, hints_seen=2, seconds=None, credit=0.5, misconception=""))
    assert attempts[0]["hints_seen"] == 2 and attempts[0]["credit"] == 0.5 and attempts[0]["seconds"] is None


# --- the report ---------------------------------------------------------------------------------------------
def test_the_report_shows_first_try_and_hints_by_default(tmp_path):
    alice = Progress("alice", path=tmp_path)
    _answer(alice, RIGHT, hints_seen=3)
    bob = Progress("bob", path=tmp_path)
    _answer(bob, WRONG)
    _answer(bob, RIGHT)
    bob.record_solution_shown(bank_exercise("play-follow-2"))
    rows, _ = read_rows(tmp_path)
    assert COLUMNS[:6] == ("learner", "exercise", "chapter", "teaches", "first_try", "hints_used")
    table = {row["learner"]: row for row in rows}
    assert (table["alice"]["first_try"], table["alice"]["hints_used"], table["alice"]["best_score"]) == (0.25, 3, 1.0)
    assert (table["bob"]["first_try"], table["bob"]["solution_shown"], table["bob"]["attempts"]) == (0.0, True, 2)
    lines = summary_lines(rows, [], "en")
    assert text("exercise.scores.hints_line", "en", hints=3, solutions=1) in lines


# --- the widget ---------------------------------------------------------------------------------------------
class FakeClock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


def test_the_widget_records_hints_and_seconds(tmp_path, monkeypatch):
    monkeypatch.setenv("TAROT_LEARN_PROGRESS_DIR", str(tmp_path))
    clock = FakeClock()
    widget = ExerciseWidget("play-follow-2", lang="en", learner="class:alice", clock=clock)
    widget.hint_button.click()
    widget.hint_button.click()
    clock.now += 30
    widget.answer.value = WRONG
    widget.check_button.click()
    widget.hint_button.click()  # the last hint, now that an answer was wrong
    clock.now += 12.5
    widget.answer.value = RIGHT
    widget.check_button.click()
    attempts = Progress("class:alice").attempts
    assert [(item["hints_seen"], item["seconds"], item["correct"]) for item in attempts] == [
        (2, 30.0, False),
        (3, 42.5, True),
    ]
    assert [item["credit"] for item in attempts] == [0.0, 0.125]


def test_the_last_hint_comes_only_after_a_wrong_answer():
    widget = ExerciseWidget("play-follow-2", lang="en")
    hints = widget.exercise.hints
    for _ in range(4):
        widget.hint_button.click()
    assert widget.hints_shown == 2 and hints[2]["en"] not in widget.hint_box.value
    widget.answer.value = RIGHT  # a right answer does not open it either
    widget.check_button.click()
    widget.hint_button.click()
    assert widget.hints_shown == 2
    widget.answer.value = WRONG
    widget.check_button.click()
    widget.hint_button.click()
    assert widget.hints_shown == 3


def test_a_wrong_answer_shows_the_next_hint_not_one_already_seen():
    widget = ExerciseWidget("play-follow-2", lang="en")
    hints = [hint["en"] for hint in widget.exercise.hints]
    widget.hint_button.click()
    widget.hint_button.click()
    widget.answer.value = WRONG
    widget.check_button.click()
    assert widget.last_result.hint == hints[2] and widget.hints_shown == 3
    assert plain_text(widget.feedback.value).endswith(text("exercise.hint", "en", hint=hints[2]))


def test_the_hint_button_says_what_a_hint_costs():
    for lang in ("fr", "en"):
        widget = ExerciseWidget("play-follow-2", lang=lang)
        cost = format_percent(25, lang=lang)
        assert widget.hint_button.tooltip == text("exercise.widget.hint_tooltip", lang, deduction=cost)
