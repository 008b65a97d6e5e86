"""check(..., learner=...) saves the typed answer in the learner's progress, like the widget."""

import json

from tarot_learn.exercises import bank_exercise, check, exercise_for, solve


def right_answer(exercise) -> str:
    legal = list(solve(exercise))
    return " ".join(map(str, legal)) if exercise.kind == "all_legal" else str(legal[0])


def test_a_typed_answer_with_a_learner_is_saved(tmp_path, monkeypatch):
    monkeypatch.setenv("TAROT_LEARN_PROGRESS_DIR", str(tmp_path))
    exercise = exercise_for("alice", "play-follow-1")
    right = right_answer(exercise)
    assert check("play-follow-1", right, lang="en", learner="alice").correct
    assert not check("play-follow-1", "", lang="en", learner="alice").correct  # unreadable: not an attempt
    saved = json.loads((tmp_path / "alice.json").read_text(encoding="utf-8"))
    attempts = saved["attempts"] if isinstance(saved, dict) else saved
    assert [(item["exercise"], item["correct"]) for item in attempts] == [("play-follow-1", True)]


def test_without_a_learner_nothing_is_written(tmp_path, monkeypatch):
    monkeypatch.setenv("TAROT_LEARN_PROGRESS_DIR", str(tmp_path))
    assert check("play-follow-1", right_answer(bank_exercise("play-follow-1")), lang="en").correct
    assert list(tmp_path.iterdir()) == []
