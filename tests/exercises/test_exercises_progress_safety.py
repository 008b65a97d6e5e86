"""Progress files under a class's real use: many saves at once, killed notebooks, odd files, odd ids.

The figures of issue 11 come from here: 8 processes × 200 saves all kept, kills survived."""

import json
import multiprocessing
import os
import signal
import stat
import time

import pytest

from tarot_learn.exercises import Progress, bank_exercise, check, exercise_for, grade, progress_file, solve
from tarot_learn.exercises.progress import ENV_VARIABLE, ProgressFileError, file_name
from tarot_learn.exercises.report import read_rows
from tarot_learn.i18n import text
from tarot_learn.widgets._common import plain_text

WRITERS, SAVES = 8, 200
FORK = multiprocessing.get_context("fork")


def _answer(progress, exercise_id="play-follow-2", answer="3♦"):
    exercise = bank_exercise(exercise_id)
    return progress.record(exercise, grade(exercise, answer), answer)


def _save_many(folder, count, done):
    # The test is about who holds the file, not about the disk: the lock window stays (read,
    # check, write, replace) but fsync, which only matters after a power cut, is skipped for speed.
    os.fsync = lambda descriptor: None
    progress = Progress("alice", path=folder)
    for _ in range(count):
        _answer(progress)
        done.value += 1  # reported saved: it must be in the file


def test_eight_writers_of_two_hundred_saves_keep_every_answer(tmp_path):
    done = [FORK.Value("i", 0, lock=False) for _ in range(WRITERS)]
    writers = [FORK.Process(target=_save_many, args=(tmp_path, SAVES, done[n])) for n in range(WRITERS)]
    for writer in writers:
        writer.start()
    for writer in writers:
        writer.join(600)
    assert [writer.exitcode for writer in writers] == [0] * WRITERS
    assert sum(counter.value for counter in done) == WRITERS * SAVES
    attempts = Progress("alice", path=tmp_path).attempts
    assert len(attempts) == WRITERS * SAVES  # 1,600 of 1,600
    assert sorted(item["attempt"] for item in attempts) == list(range(1, WRITERS * SAVES + 1))
    assert sorted(path.name for path in tmp_path.iterdir()) == [".alice.json.lock", "alice.json"]


def _hold_mid_save(folder, ready):
    """Save, but stop for good with the lock held and the temporary file written."""
    real_replace = os.replace

    def stuck(source, target):
        if str(source).endswith(".tmp"):
            ready.set()
            time.sleep(600)
        real_replace(source, target)

    os.replace = stuck
    _answer(Progress("alice", path=folder))


def _lock_is_free(path) -> bool:
    descriptor = os.open(progress_file.lock_path(path), os.O_RDWR)
    try:
        return progress_file._try_lock(descriptor)
    finally:
        os.close(descriptor)  # closing drops the lock we may have taken


def test_a_save_killed_mid_write_leaves_no_stale_lock_and_no_orphan(tmp_path):
    progress = Progress("alice", path=tmp_path)
    _answer(progress)
    ready = FORK.Event()
    writer = FORK.Process(target=_hold_mid_save, args=(tmp_path, ready))
    writer.start()
    assert ready.wait(60)
    assert not _lock_is_free(progress.path)  # the writer holds it…
    assert any(name.endswith(".tmp") for name in os.listdir(tmp_path))
    os.kill(writer.pid, signal.SIGKILL)
    writer.join(60)
    assert writer.exitcode == -signal.SIGKILL
    assert _lock_is_free(progress.path)  # …and the system took it back with his life
    assert len(Progress("alice", path=tmp_path).attempts) == 1  # the old file, whole
    _answer(progress)  # would wait LOCK_PATIENCE and raise if the lock were stale
    assert len(Progress("alice", path=tmp_path).attempts) == 2
    assert not any(name.endswith(".tmp") for name in os.listdir(tmp_path))


def _save_forever(folder, done):
    os.fsync = lambda descriptor: None
    progress = Progress("alice", path=folder)
    while True:
        _answer(progress)
        done.value += 1


KILLS = 20


def test_kills_at_random_moments_never_lose_a_reported_answer(tmp_path):
    reported = 0
    for kill in range(KILLS):
        done = FORK.Value("i", 0, lock=False)
        writer = FORK.Process(target=_save_forever, args=(tmp_path, done))
        writer.start()
        while done.value < 2:
            time.sleep(0.001)
        time.sleep(0.001 * (kill % 7))  # somewhere in a save: reading, writing or replacing
        os.kill(writer.pid, signal.SIGKILL)
        writer.join(60)
        reported += done.value
        after = Progress("alice", path=tmp_path)
        assert after.corrupt_copy is None  # the file is whole after every kill
        assert reported <= len(after.attempts) <= reported + kill + 1  # at most one unreported save per kill
    _answer(Progress("alice", path=tmp_path))
    assert not any(name.endswith(".tmp") for name in os.listdir(tmp_path))


# --- odd files -----------------------------------------------------------------------------------------
GOOD = {
    "format": "tarot_learn.progress",
    "version": 1,
    "learner": "alice",
    "attempts": [
        {
            "exercise": "play-follow-2",
            "chapter": "play",
            "kind": "legal_play",
            "answer": "3♦",
            "correct": True,
            "score": 1.0,
            "attempt": 1,
            "time": "2026-01-05T10:12:00+00:00",
        }
    ],
}


@pytest.mark.parametrize(
    "content",
    [
        "\ufeff" + json.dumps(GOOD),  # Notepad's byte-order mark
        json.dumps(GOOD, indent=2).replace("\n", "\r\n"),  # Windows line ends
        json.dumps({**GOOD, "comment": "kept", "attempts": [{**GOOD["attempts"][0], "extra": 1}]}),
        json.dumps({**GOOD, "attempts": [{"exercise": "play-follow-2", "score": 1}]}),  # optional fields left out
        json.dumps({key: GOOD[key] for key in ("attempts", "learner", "format")}),  # no version, keys reordered
    ],
    ids=["bom", "crlf", "extra-keys", "minimal-attempt", "no-version"],
)
def test_harmless_variants_are_read(tmp_path, content):
    (tmp_path / "alice.json").write_bytes(content.encode("utf-8"))
    progress = Progress("alice", path=tmp_path)
    assert progress.corrupt_copy is None and progress.take_notices() == []
    assert progress.best_scores() == {"play-follow-2": 1.0}
    _answer(progress, "play-follow-1", "4♥")
    assert len(Progress("alice", path=tmp_path).attempts) == 2


def _with_attempt(**fields):
    return json.dumps({**GOOD, "attempts": [{**GOOD["attempts"][0], **fields}]})


BROKEN = {
    "not-json": "{not json",
    "truncated": json.dumps(GOOD)[:-10],
    "not-utf8": b"\xff\xfe{}",
    "deep-nesting": "[" * 100_000 + "]" * 100_000,
    "nan": json.dumps(GOOD).replace("1.0", "NaN"),
    "huge-int": _with_attempt(score=0).replace('"score": 0', '"score": ' + "9" * 5000),
    "list": '["a list"]',
    "other-format": '{"format": "other", "attempts": []}',
    "newer": json.dumps({**GOOD, "version": 99}),
    "no-learner": json.dumps({**GOOD, "learner": None}),
    "attempts-not-list": json.dumps({**GOOD, "attempts": {}}),
    "attempt-not-dict": json.dumps({**GOOD, "attempts": [3]}),
    "score-null": _with_attempt(score=None),
    "score-text": _with_attempt(score="abc"),
    "score-infinite": _with_attempt(score=1).replace('"score": 1', '"score": 1e999'),
    "score-negative": _with_attempt(score=-0.5),
    "score-above-one": _with_attempt(score=2),
    "score-bool": _with_attempt(score=True),
    "correct-text": _with_attempt(correct="yes"),
    "attempt-zero": _with_attempt(attempt=0),
    "exercise-missing": _with_attempt(exercise=None),
    "answer-number": _with_attempt(answer=3),
}


@pytest.mark.parametrize("content", BROKEN.values(), ids=BROKEN.keys())
def test_a_broken_file_is_set_aside_and_the_learner_is_told(tmp_path, monkeypatch, content):
    raw = content if isinstance(content, bytes) else content.encode("utf-8")
    (tmp_path / "alice.json").write_bytes(raw)
    with pytest.raises(ProgressFileError) as refused:
        progress_file.read_attempts(tmp_path / "alice.json")
    assert refused.value.key == "exercise.progress.unreadable"
    assert refused.value.params["path"] == str(tmp_path / "alice.json")
    reason = refused.value.params["reason"]
    monkeypatch.setenv(ENV_VARIABLE, str(tmp_path))
    exercise = bank_exercise("play-follow-2")
    result = check(exercise, next(iter(solve(exercise))).text("en"), lang="en", learner="alice")
    assert result.correct
    assert result.note == text("exercise.progress.set_aside", "en", reason=reason, copy="alice.json.corrupt-1")
    assert (tmp_path / "alice.json.corrupt-1").read_bytes() == raw  # the original, kept beside
    assert len(Progress("alice", path=tmp_path).attempts) == 1  # and the new answer saved


def test_the_widget_tells_the_learner_his_file_was_set_aside(tmp_path, monkeypatch):
    from tarot_learn.widgets import ExerciseWidget

    monkeypatch.setenv(ENV_VARIABLE, str(tmp_path))
    (tmp_path / "eve.json").write_text(
        '{"format": "tarot_learn.progress", "learner": "eve", "attempts": [[[', encoding="utf-8"
    )
    with pytest.raises(ProgressFileError) as refused:
        progress_file.read_attempts(tmp_path / "eve.json")
    told = text("exercise.progress.set_aside", "fr", reason=refused.value.params["reason"], copy="eve.json.corrupt-1")
    widget = ExerciseWidget("play-follow-2", lang="fr", learner="eve")
    widget.answer.value = next(iter(solve(widget.exercise))).text("fr")
    widget.check_button.click()
    assert widget.last_result.correct
    assert plain_text(told) in plain_text(widget.hint_box.value)
    widget.check_button.click()
    assert widget.hint_box.value == ""  # told once
    assert len(Progress("eve", path=tmp_path).attempts) == 2


# --- odd ids, permissions, read-only files --------------------------------------------------------------
@pytest.mark.parametrize("learner", ["x" * 300, "Zoé/../../etc/passwd", "bad\udcffid", "CON", "é" * 250, " a\tb\n"])
def test_any_learner_id_gets_a_safe_bounded_file_that_names_him(tmp_path, learner):
    name = file_name(learner)
    assert len(name) <= 80 and "/" not in name and "\\" not in name and name.endswith(".json")
    assert name.encode("ascii")  # safe on every file system
    progress = Progress(learner, path=tmp_path)
    _answer(progress)
    assert [path.name for path in tmp_path.glob("*.json")] == [name]
    rows, skipped = read_rows(tmp_path.glob("*.json"))
    assert skipped == [] and rows[0]["learner"] == learner.encode("utf-8", "replace").decode("utf-8")


def test_two_ids_never_share_a_file():
    names = {file_name(learner) for learner in ["a/b", "a_b", "a b", "a\udcffb", "a?b", "x" * 300, "x" * 301]}
    assert len(names) == 7


@pytest.mark.parametrize("learner", [None, "", "   ", 42, b"alice"])
def test_a_learner_id_that_is_not_text_is_refused_with_a_sentence(tmp_path, learner):
    with pytest.raises(ProgressFileError) as refused:
        Progress(learner, path=tmp_path)
    assert refused.value.key == "exercise.progress.bad_learner"


def test_files_are_readable_by_the_group_not_by_everyone(tmp_path):
    progress = Progress("alice", path=tmp_path / "class")
    _answer(progress)
    mode = stat.S_IMODE(progress.path.stat().st_mode)
    assert mode & stat.S_IRGRP and not mode & (stat.S_IROTH | stat.S_IWOTH)


def test_a_read_only_file_is_left_alone_with_a_message(tmp_path, monkeypatch):
    progress = Progress("alice", path=tmp_path)
    _answer(progress)
    progress.path.chmod(0o444)
    before = progress.path.read_bytes()
    with pytest.raises(ProgressFileError) as refused:
        _answer(progress)
    assert refused.value.key == "exercise.progress.read_only" and refused.value.params == {"path": str(progress.path)}
    assert progress.path.read_bytes() == before
    monkeypatch.setenv(ENV_VARIABLE, str(tmp_path))
    variant = exercise_for("alice", "play-follow-2")
    result = check("play-follow-2", next(iter(solve(variant))).text("en"), lang="en", learner="alice")
    assert result.correct and result.note == refused.value.message("en")  # the grade, and why it was not saved
    assert progress.path.read_bytes() == before


def test_a_lock_held_too_long_refuses_the_save_never_bypasses_it(tmp_path):
    progress = Progress("alice", path=tmp_path)
    _answer(progress)
    with progress_file.locked(progress.path):  # another notebook, stuck mid-save
        with pytest.raises(ProgressFileError) as refused, progress_file.locked(progress.path, patience=0.05):
            pass
    assert refused.value.key == "exercise.progress.busy" and refused.value.params["path"] == str(progress.path)
    assert len(Progress("alice", path=tmp_path).attempts) == 1


def test_attempts_another_notebook_appended_are_checked_too(tmp_path):
    progress = Progress("alice", path=tmp_path)
    _answer(progress)
    other = Progress("alice", path=tmp_path)
    _answer(other)  # appended behind progress's back: read as new lines only
    _answer(progress)
    assert [item["attempt"] for item in Progress("alice", path=tmp_path).attempts] == [1, 2, 3]
    text = progress.path.read_text(encoding="utf-8")
    progress.path.write_text(text[: -len("\n]}\n")] + ',\n{"exercise": "x", "score": null}\n]}\n', encoding="utf-8")
    _answer(progress)  # the grown part is broken: the whole file is set aside, and the learner told
    assert progress.corrupt_copy is not None and progress.take_notices()[0].key == "exercise.progress.set_aside"
    assert len(Progress("alice", path=tmp_path).attempts) == 1


def test_in_the_browser_kernel_a_save_needs_no_lock(tmp_path, monkeypatch):
    # Pyodide (JupyterLite) is one process alone with its files, and may have no flock at all.
    monkeypatch.setattr(progress_file, "_ALONE", True)
    monkeypatch.setattr(progress_file, "fcntl", None)
    progress = Progress("alice", path=tmp_path)
    _answer(progress)
    _answer(progress)
    assert len(Progress("alice", path=tmp_path).attempts) == 2
