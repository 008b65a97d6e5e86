"""The folder route made safe (issue 31, item 4): a class's shared folder, as learners and a teacher really use it.

Learner ids that differ only by case or Unicode form are one learner; a file that cannot be read
because of its permissions is said so and left where it is; a non-regular file is skipped with a
line, never opened; tournament scores are checked; a damaged tournament file is kept aside; only the
teacher's class code counts; ``tarot-learn setup-class-folder`` makes the folder a class can share."""

import json
import os
import shutil
import tempfile
import threading
import unicodedata

import pytest

from tarot_learn.classroom import gradebook
from tarot_learn.classroom.summary import read_class
from tarot_learn.classroom.tournament import read_results, save_result
from tarot_learn.exercises import Progress, bank_exercise, grade
from tarot_learn.exercises.progress import file_name, learner_key, legacy_file_name
from tarot_learn.exercises.progress_file import ProgressFileError
from tarot_learn.exercises.report import gather
from tarot_learn.i18n import text


def _answer(progress, exercise_id="play-follow-2", answer="3♦"):
    exercise = bank_exercise(exercise_id)
    return progress.record(exercise, grade(exercise, answer), answer)


# --- who is who -----------------------------------------------------------------------------------------
ZOE = ["Zoé", "zoé", "ZOÉ", unicodedata.normalize("NFD", "Zoé"), " zoé  "]


def test_case_and_unicode_forms_of_a_name_are_one_learner_with_one_file(tmp_path):
    assert len({learner_key(name) for name in ZOE}) == 1
    assert len({file_name(name) for name in ZOE}) == 1
    for name in ZOE:
        _answer(Progress(name, path=tmp_path))
    assert [path.name for path in tmp_path.glob("*.json")] == [file_name("Zoé")]
    progress = Progress("zoé", path=tmp_path)
    assert len(progress.attempts) == len(ZOE)
    assert progress.learner_id == "zoé"  # shown as typed
    assert json.loads(progress.path.read_text())["learner"] == "Zoé"  # the file keeps the first name typed


def test_an_accented_name_gets_a_readable_ascii_file_name():
    name = file_name("Émile")
    assert name.startswith("emile-") and name.endswith(".json") and name.isascii()
    assert file_name("alice") == file_name("Alice") == "alice.json"


def test_a_file_named_the_older_way_is_still_read_and_continued(tmp_path):
    older = tmp_path / legacy_file_name("Émile")
    older.write_text(
        json.dumps({"format": "tarot_learn.progress", "version": 1, "learner": "Émile", "attempts": []}),
        encoding="utf-8",
    )
    progress = Progress("Émile", path=tmp_path)
    assert progress.path == older
    _answer(progress)
    assert [path.name for path in tmp_path.glob("*.json")] == [older.name]


def _file(folder, learner, name, exercise="play-follow-2", correct=True):
    attempt = {"exercise": exercise, "chapter": "play", "score": 1.0 if correct else 0.0, "correct": correct}
    data = {"format": "tarot_learn.progress", "version": 1, "learner": learner, "attempts": [attempt]}
    (folder / name).write_text(json.dumps(data), encoding="utf-8")


def test_the_report_the_class_view_and_the_gradebook_merge_two_spellings(tmp_path):
    _file(tmp_path, "Zoé", "a-Zo-1.json")  # files of older versions, one per spelling
    _file(tmp_path, "ZOÉ", "b-ZO-2.json", exercise="play-follow-1")
    _file(tmp_path, unicodedata.normalize("NFD", "zoé"), "c-zoe-3.json", exercise="play-trump-1")
    learners, unreadable = read_class(tmp_path)
    assert list(learners) == ["Zoé"] and len(learners["Zoé"]) == 3 and unreadable == 0
    results = gather([tmp_path])
    assert {row["learner"] for row in results.rows} == {"Zoé"}
    assert len(results.duplicates["Zoé"]) == 3  # the teacher is told the learner was found in three files
    _, grades = gradebook.first_try_grades([tmp_path])
    assert list(grades) == ["Zoé"]


def test_a_tournament_counts_two_spellings_once(tmp_path):
    save_result("club", "Zoé", 1, 120, tmp_path)
    save_result("club", "ZOÉ", 1, -40, tmp_path)  # the same learner: the first result stands
    save_result("club", "Paul", 1, 30, tmp_path)
    assert read_results("club", tmp_path) == {"Zoé": {1: 120}, "Paul": {1: 30}}


# --- permissions: told as such, never a damaged file ------------------------------------------------------
NOBODY = 65534


def _as_nobody(function):
    """``function()`` run in a forked child as the user ``nobody`` (the tests run as root, whom no
    permission stops); returns what it returned, as text."""
    read, write = os.pipe()
    child = os.fork()
    if child == 0:  # pragma: no cover - the child
        os.close(read)
        try:
            os.setgid(NOBODY)
            os.setuid(NOBODY)
            result = str(function())
        except BaseException as error:  # noqa: BLE001 - said to the parent
            result = f"{type(error).__name__}: {getattr(error, 'key', error)}"
        os.write(write, result.encode("utf-8"))
        os._exit(0)
    os.close(write)
    with os.fdopen(read, "rb") as stream:
        result = stream.read().decode("utf-8")
    os.waitpid(child, 0)
    return result


@pytest.fixture
def shared():
    """A class folder anyone may enter (pytest's own temporary folders are root's alone)."""
    folder = tempfile.mkdtemp(prefix="tarot-class-")
    os.chmod(folder, 0o777)
    yield __import__("pathlib").Path(folder)
    shutil.rmtree(folder)


def test_a_file_this_account_may_not_read_is_said_so_and_never_set_aside(shared):
    _answer(Progress("alice", path=shared))
    os.chmod(shared / "alice.json", 0o600)  # alice's alone (root's here): nobody may not read it
    before = (shared / "alice.json").read_bytes()
    (shared / ".alice.json.lock").unlink()  # the save gets as far as reading the file

    def as_nobody():
        progress = Progress("alice", path=shared)
        notices = [getattr(notice.params.get("reason"), "key", notice.key) for notice in progress.take_notices()]
        try:
            _answer(progress)
        except ProgressFileError as error:
            return notices, error.key
        return notices, "saved"

    reason = "exercise.progress.reason.forbidden"
    not_yours = "exercise.progress.not_yours"  # root's file: nobody is told it is not his, and may not save
    assert _as_nobody(as_nobody) == str(([reason, not_yours], not_yours))
    assert sorted(path.name for path in shared.glob("alice*")) == ["alice.json"]  # no .corrupt-1
    assert (shared / "alice.json").read_bytes() == before
    lines = _as_nobody(lambda: [item.line("en") for item in gather([shared]).skipped])
    assert text(reason, "en") in lines


def test_the_file_of_another_account_is_not_written_by_a_learner_who_typed_that_name(tmp_path, monkeypatch):
    _answer(Progress("Paul", path=tmp_path))
    os.chown(tmp_path / "paul.json", 12345, -1)  # Paul's
    before = (tmp_path / "paul.json").read_bytes()
    monkeypatch.setattr(os, "geteuid", lambda: 4242)  # another learner's kernel, who typed "paul"
    progress = Progress("paul", path=tmp_path)
    assert [notice.key for notice in progress.take_notices()] == ["exercise.progress.not_yours"]  # told at once
    with pytest.raises(ProgressFileError) as refused:
        _answer(progress)
    assert refused.value.key == "exercise.progress.not_yours"
    assert (tmp_path / "paul.json").read_bytes() == before
    assert sorted(path.name for path in tmp_path.glob("paul*")) == ["paul.json"]


# --- non-regular files: skipped with a line, never opened -------------------------------------------------
def _within(seconds, function):
    """``function()``'s result, or a failure when it has not returned after ``seconds`` (a hang)."""
    done = []
    thread = threading.Thread(target=lambda: done.append(function()), daemon=True)
    thread.start()
    thread.join(seconds)
    return done[0] if done else pytest.fail(f"{function} still running after {seconds} s: it hangs")


def _release(fifo):
    """Let a reader stuck on ``fifo`` go (an older version's), so that no thread waits for ever."""
    try:
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
    except OSError:
        pass


def test_a_fifo_and_a_folder_named_like_a_learner_s_file_are_skipped_with_a_line(tmp_path):
    _file(tmp_path, "alice", "alice.json")
    os.mkfifo(tmp_path / "fifo.json")
    (tmp_path / "folder.json").mkdir()
    try:
        results = _within(10, lambda: gather([tmp_path]))
        learners, unreadable = _within(10, lambda: read_class(tmp_path))
    finally:
        _release(tmp_path / "fifo.json")
    assert {row["learner"] for row in results.rows} == {"alice"}
    said = text("exercise.progress.reason.not_regular", "en")
    assert [item.path for item in results.skipped] == [str(tmp_path / "fifo.json"), str(tmp_path / "folder.json")]
    assert all(said in item.line("en") for item in results.skipped)
    assert list(learners) == ["alice"] and unreadable == 2
    assert (tmp_path / "fifo.json").is_fifo() and (tmp_path / "folder.json").is_dir()  # left where they were


def test_a_learner_whose_file_is_a_fifo_is_told_and_nothing_is_moved(tmp_path):
    fifo = tmp_path / "alice.json"
    os.mkfifo(fifo)
    try:
        progress = _within(10, lambda: Progress("alice", path=tmp_path))
    finally:
        _release(fifo)
    assert [notice.params["reason"].key for notice in progress.take_notices()] == [
        "exercise.progress.reason.not_regular"
    ]
    assert fifo.is_fifo() and not list(tmp_path.glob("*.corrupt-*"))


# --- numbers from learners' files -------------------------------------------------------------------------
def _tournament_file(folder, learner, deals, name="club"):
    where = folder / "tournaments" / name
    where.mkdir(parents=True, exist_ok=True)
    path = where / file_name(learner)
    data = {"format": "tarot_learn.tournament", "tournament": name, "learner": learner, "deals": deals}
    path.write_text(json.dumps(data, allow_nan=True), encoding="utf-8")
    return path


def test_the_largest_score_is_a_grand_slam_at_garde_contre_as_rules_md_counts_it():
    from tarot_learn.classroom.tournament import LARGEST_SCORE

    assert LARGEST_SCORE == 4 * ((25 + 56) * 6 + 10 * 6 + 3 * 40 + 400) == 4264


@pytest.mark.parametrize("bad", [float("nan"), float("inf"), float("-inf"), 1e308, -5000, True, "12"])
def test_a_score_no_deal_can_give_is_left_out_with_a_line_and_the_ranking_goes_on(tmp_path, capsys, bad):
    from tarot_learn.app import cli
    from tarot_learn.classroom.tournament import read_tournament
    from tarot_learn.widgets.class_view import ClassView

    _tournament_file(tmp_path, "Alice", {"1": 30, "2": 10})
    cheat = _tournament_file(tmp_path, "Bob", {"1": bad, "2": 20})
    results, refused = read_tournament("club", tmp_path)
    assert results == {"Alice": {1: 30, 2: 10}, "Bob": {2: 20}}
    assert [(item.path, item.params["number"]) for item in refused] == [(str(cheat), "1")]
    assert cli.main(["report", str(tmp_path), "--tournament", "club", "--lang", "en"]) == 0
    printed = capsys.readouterr().out
    assert refused[0].line("en") in printed and "(1 deal: deal 2 → +10)" in printed  # Bob on deal 2 only
    view = ClassView(folder=tmp_path, tournament="club", auto=False, lang="en")
    assert "Alice" in view.board.value and "Score left out of the ranking" in view.board.value


def test_a_damaged_tournament_file_is_kept_aside_not_overwritten(tmp_path):
    from tarot_learn.classroom.tournament import read_tournament

    path = save_result("club", "Alice", 1, 30, tmp_path)
    path.write_text('{"format": "tarot_learn.tournament", "deals": {"1": 30', encoding="utf-8")  # cut short
    damaged = path.read_bytes()
    _, refused = read_tournament("club", tmp_path)
    assert [item.key for item in refused] == ["tournament.unreadable"]
    save_result("club", "Alice", 2, 50, tmp_path)
    assert (path.parent / f"{path.name}.corrupt-1").read_bytes() == damaged
    assert read_results("club", tmp_path) == {"Alice": {2: 50}}


def test_a_fifo_in_a_tournament_folder_is_skipped_with_a_line(tmp_path):
    from tarot_learn.classroom.tournament import latest_tournament, read_tournament

    save_result("club", "Alice", 1, 30, tmp_path)
    fifo = tmp_path / "tournaments" / "club" / "fifo.json"
    os.mkfifo(fifo)
    try:
        results, refused = _within(10, lambda: read_tournament("club", tmp_path))
        assert _within(10, lambda: latest_tournament(tmp_path)) == "club"
    finally:
        _release(fifo)
    assert results == {"Alice": {1: 30}} and [item.path for item in refused] == [str(fifo)]


# --- the class folder and its code ------------------------------------------------------------------------
def test_setup_class_folder_makes_it_group_owned_setgid_and_sticky(tmp_path, capsys):
    import grp
    import stat

    from tarot_learn.app import cli

    group = grp.getgrgid(os.getgid()).gr_name
    folder = tmp_path / "school" / "4B"
    assert cli.main(["setup-class-folder", str(folder), "--group", group, "--lang", "en"]) == 0
    info = folder.stat()
    assert stat.S_IMODE(info.st_mode) == 0o3770 and info.st_gid == os.getgid()
    assert info.st_mode & stat.S_ISGID and info.st_mode & stat.S_ISVTX
    printed = capsys.readouterr().out
    assert text("cli.setup_class_folder.done", "en", path=folder, group=group, mode="3770") in printed
    assert f"TAROT_LEARN_PROGRESS_DIR={folder}" in printed
    _answer(Progress("alice", path=folder))  # a file made in it takes the folder's group
    assert (folder / "alice.json").stat().st_gid == os.getgid()
    os.chmod(folder, 0o700)
    assert cli.main(["setup-class-folder", str(folder), "--group", group]) == 0  # an existing folder is put right
    assert stat.S_IMODE(folder.stat().st_mode) == 0o3770
    os.chown(folder, 12345, -1)
    teacher = __import__("pwd").getpwuid(os.getuid()).pw_name  # the teacher becomes its owner
    assert cli.main(["setup-class-folder", str(folder), "--group", group, "--owner", teacher]) == 0
    assert folder.stat().st_uid == os.getuid() and stat.S_IMODE(folder.stat().st_mode) == 0o3770


def test_setup_class_folder_names_an_unknown_group(tmp_path, capsys):
    from tarot_learn.app import cli

    assert cli.main(["setup-class-folder", str(tmp_path / "c"), "--group", "no-such-group-31", "--lang", "en"]) == 2
    assert text("cli.setup_class_folder.unknown", "en", names="no-such-group-31") in capsys.readouterr().err


def test_a_class_code_written_by_a_learner_is_ignored(tmp_path):
    from tarot_learn.exercises.classroom import class_code, class_file, set_class_code

    set_class_code("4B-2026", tmp_path)
    assert class_code(tmp_path) == "4B-2026"  # the teacher's (the folder's owner's)
    os.chown(class_file(tmp_path), 12345, -1)  # rewritten by a learner of the group
    assert class_code(tmp_path) == ""
    teacher_s = tmp_path / "notes.txt"
    teacher_s.write_text("4B-2026\n", encoding="utf-8")
    class_file(tmp_path).unlink()
    class_file(tmp_path).symlink_to(teacher_s)  # a learner's link to a file of the teacher's
    os.lchown(class_file(tmp_path), 12345, -1)
    assert class_code(tmp_path) == ""


def test_a_learner_may_not_set_the_class_code(tmp_path, monkeypatch):
    from tarot_learn.errors import TarotError
    from tarot_learn.exercises.classroom import class_code, set_class_code

    set_class_code("4B-2026", tmp_path)
    monkeypatch.setattr(os, "geteuid", lambda: 12345)  # a learner's kernel
    with pytest.raises(TarotError) as refused:
        set_class_code("mine", tmp_path)
    assert refused.value.key == "exercise.classroom.not_teacher"
    assert class_code(tmp_path) == "4B-2026"


# --- files set aside: never vanished unsaid ---------------------------------------------------------------
def test_a_file_set_aside_as_unreadable_gets_a_line_in_the_report_and_a_count_in_the_class_view(tmp_path, capsys):
    from tarot_learn.app import cli
    from tarot_learn.classroom.summary import class_summary
    from tarot_learn.widgets.class_view import ClassView

    (tmp_path / "alice.json").write_text("broken", encoding="utf-8")
    progress = Progress("alice", path=tmp_path)  # her notebook sets it aside and starts a new file
    _answer(progress)
    aside = tmp_path / "alice.json.corrupt-1"
    assert progress.corrupt_copy == aside
    results = gather([tmp_path])
    assert [item.path for item in results.skipped] == [str(aside)]
    assert text("exercise.report.set_aside", "en") in results.skipped[0].line("en")
    assert cli.main(["report", str(tmp_path), "--lang", "en"]) == 0
    assert results.skipped[0].line("en") in capsys.readouterr().out
    assert class_summary(tmp_path).unreadable == 1
    view = ClassView(folder=tmp_path, auto=False, lang="en")
    assert text("classview.unreadable", "en", count=1) in view.status.value


def test_a_tournament_file_set_aside_gets_a_line(tmp_path):
    from tarot_learn.classroom.tournament import read_tournament

    path = save_result("club", "Alice", 1, 30, tmp_path)
    path.write_text("{", encoding="utf-8")
    save_result("club", "Alice", 2, 50, tmp_path)
    _, refused = read_tournament("club", tmp_path)
    assert [(item.key, item.path) for item in refused] == [("tournament.set_aside", f"{path}.corrupt-1")]
