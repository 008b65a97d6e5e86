"""Progress files: saved atomically, a broken file set aside, several writers at once."""

import json
import os

import pytest

from tarot_learn.exercises import Progress, bank_exercise, grade
from tarot_learn.exercises.progress import (
    ENV_VARIABLE,
    FORMAT,
    ProgressFileError,
    default_folder,
    file_name,
    scoring_rule,
)
from tarot_learn.i18n import format_percent, text


def _answer(progress, exercise_id, answer):
    exercise = bank_exercise(exercise_id)
    return progress.record(exercise, grade(exercise, answer), answer)


def test_attempts_are_saved_and_read_back(tmp_path):
    progress = Progress("alice", path=tmp_path)
    _answer(progress, "play-follow-2", "R♠")
    _answer(progress, "play-follow-2", "3♦")
    _answer(progress, "cards-points-bouts", "13,5")
    data = json.loads((tmp_path / "alice.json").read_text(encoding="utf-8"))
    assert data["format"] == FORMAT and data["learner"] == "alice" and data["version"] == 1
    assert [(a["exercise"], a["correct"], a["attempt"]) for a in data["attempts"]] == [
        ("play-follow-2", False, 1),
        ("play-follow-2", True, 2),
        ("cards-points-bouts", True, 1),
    ]
    assert data["attempts"][0]["answer"] == "R♠" and data["attempts"][0]["chapter"] == "play"
    again = Progress("alice", path=tmp_path)
    assert again.best_scores() == {"play-follow-2": 1.0, "cards-points-bouts": 1.0}


def test_unreadable_answers_are_not_attempts(tmp_path):
    progress = Progress("bob", path=tmp_path)
    assert _answer(progress, "play-follow-2", None) == {}
    assert progress.attempts == [] and not (tmp_path / file_name("bob")).exists()


def test_a_write_that_fails_half_way_leaves_the_old_file_whole(tmp_path, monkeypatch):
    progress = Progress("alice", path=tmp_path)
    _answer(progress, "play-follow-2", "3♦")
    before = (tmp_path / "alice.json").read_bytes()

    def broken_fsync(descriptor):
        raise OSError("disk full")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(ProgressFileError) as raised:
        _answer(progress, "play-follow-1", "4♥")
    assert raised.value.key == "exercise.progress.not_saved" and raised.value.params == {"error": "disk full"}
    assert (tmp_path / "alice.json").read_bytes() == before
    assert sorted(path.name for path in tmp_path.iterdir()) == [".alice.json.lock", "alice.json"]  # no temp file


@pytest.mark.parametrize("content", ["{not json", '{"format": "other", "attempts": []}', '["a list"]', "\udcff"])
def test_a_corrupt_file_is_set_aside_and_a_fresh_record_starts(tmp_path, content):
    path = tmp_path / "alice.json"
    path.write_bytes(content.encode("utf-8", "surrogateescape"))
    progress = Progress("alice", path=tmp_path)
    assert progress.attempts == [] and progress.corrupt_copy == tmp_path / "alice.json.corrupt-1"
    assert progress.corrupt_copy.read_bytes() == content.encode("utf-8", "surrogateescape")
    _answer(progress, "play-follow-2", "3♦")
    assert len(Progress("alice", path=tmp_path).attempts) == 1


def test_a_second_corrupt_file_gets_the_next_number_and_others_are_untouched(tmp_path):
    (tmp_path / "bob.json").write_text("{}", encoding="utf-8")
    (tmp_path / "alice.json").write_text("broken", encoding="utf-8")
    Progress("alice", path=tmp_path)
    (tmp_path / "alice.json").write_text("broken again", encoding="utf-8")
    second = Progress("alice", path=tmp_path)
    assert second.corrupt_copy.name == "alice.json.corrupt-2"
    assert (tmp_path / "alice.json.corrupt-1").read_text() == "broken"
    assert (tmp_path / "bob.json").read_text() == "{}"


def test_default_folder_and_file_names(tmp_path, monkeypatch):
    monkeypatch.setenv(ENV_VARIABLE, str(tmp_path))
    assert default_folder() == tmp_path
    assert Progress("alice").path == tmp_path / "alice.json"
    assert Progress("bob", path=tmp_path / "class" / "b.json").path == tmp_path / "class" / "b.json"
    monkeypatch.delenv(ENV_VARIABLE)
    assert str(default_folder()).endswith(os.path.join(".tarot_learn", "progress"))
    odd = file_name("Zoé L./../x")
    assert "/" not in odd and odd.endswith(".json") and odd != file_name("Zoe L./../x")


def test_summary_and_chart(tmp_path):
    progress = Progress("alice", path=tmp_path)
    assert progress.summary("en") == text("exercise.progress.empty", "en", learner="alice")
    _answer(progress, "play-follow-2", "R♠")
    _answer(progress, "play-follow-2", "3♦")
    _answer(progress, "play-must-overtrump-2", "10 13")
    for lang in ("fr", "en"):  # first tries 0 and 2/3: two tried, none right at once, no hint, 33 %
        average = format_percent(100 / 3, lang=lang)
        assert progress.summary(lang) == " ".join(
            [
                text("exercise.scores.summary", lang, learner="alice", tried=2, first_try=0, hints=0, average=average),
                text("exercise.progress.review", lang, exercises="play-follow-2, play-must-overtrump-2"),
                scoring_rule(lang),
            ]
        )
    figure = progress.chart("en")
    axes = figure.axes[0]
    assert [bar.get_width() for bar in axes.patches] == pytest.approx([0, 200 / 3], abs=0.01)
    assert "alice" in axes.get_title()
    assert figure._repr_png_().startswith(b"\x89PNG")
