"""One learner's progress file on disk: read and checked whole, written atomically under an OS lock.

:mod:`.progress` decides *what* is saved; this module makes sure nothing saved is ever lost:

* **Reading** accepts what a text editor may harmlessly do to the file (a UTF-8 byte-order
  mark, Windows line ends, keys in another order, extra keys, a missing optional field) and
  refuses everything else with a :class:`ProgressFileError` that says which file and why —
  broken JSON, nesting too deep for Python, a score that is not a finite number from 0 to 1. A file
  this account may not read, and a file that is not a regular one (a FIFO, which would never finish
  reading, or a folder named ``x.json``), are refused as such, never opened for the latter, and never
  taken for damaged ones (:func:`is_damaged`): they are left where they are.
* **Writing** holds an advisory lock that the operating system keeps (``flock`` on POSIX,
  ``msvcrt.locking`` on Windows) for the whole read-modify-write. The lock is never taken
  over after a wait: a writer that cannot get it in time gives up and says so. A process
  killed while saving loses its lock with its life, so the next save goes on at once and
  removes the temporary file it left.
* **Files** are readable by the owner's group (a teacher on a shared hub), not by everyone.
"""

from __future__ import annotations

import json
import math
import os
import stat
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import NamedTuple

from ..errors import TarotError
from ..i18n import Sentence

try:  # POSIX
    import fcntl
except ImportError:
    fcntl = None
try:  # Windows
    import msvcrt
except ImportError:
    msvcrt = None
# JupyterLite's kernel (Pyodide, in the browser) is the only process that can touch its files:
# there is no one to take turns with, and its system calls may not lock at all.
_ALONE = sys.platform == "emscripten" or (fcntl is None and msvcrt is None)

FORMAT = "tarot_learn.progress"
VERSION = 1
FILE_MODE = 0o640  # the learner writes, his group (the teacher) reads, nobody else
FOLDER_MODE = 0o750
LOCK_PATIENCE = 30.0  # seconds to wait for another notebook's save before giving up (never bypassed)
_TEMPORARY_SUFFIX = ".tmp"


class ProgressFileError(TarotError):
    """A progress file that cannot be read, or a save that could not be done; the message
    names the file and the reason."""


def _refuse(path: Path, key: str, **params) -> ProgressFileError:
    return ProgressFileError("exercise.progress.unreadable", path=str(path), reason=Sentence(key, params))


# --- reading ---------------------------------------------------------------------------------------
class Snapshot(NamedTuple):
    """A progress file as read or written: its text, the learner's id and the checked attempts."""

    text: str
    learner: str
    attempts: list[dict]


def read_attempts(path: str | os.PathLike) -> tuple[str, list[dict]]:
    """The learner's id and attempts stored in a progress file, without changing it.

    Raises ``FileNotFoundError`` when there is no file, and :class:`ProgressFileError` (a
    ``ValueError``) for anything that is not a whole, valid progress file."""
    snapshot = read_snapshot(Path(path))
    return snapshot.learner, snapshot.attempts


def read_snapshot(path: Path, known: Snapshot | None = None) -> Snapshot:
    """The file read and checked. When it only grew since ``known`` (other notebooks appended
    attempts, the way :func:`appended` writes them), only the new attempts are decoded and
    checked: a save then costs the same for the thousandth attempt as for the first."""
    text = _read_text(path)
    if known is not None and text == known.text:
        return known
    if known is not None and known.attempts and known.text.endswith(_END):
        body = known.text[: -len(_END)] + _BETWEEN
        if text.startswith(body) and text.endswith(_END):
            try:
                added = _decode(path, "[" + text[len(body) : -len(_END)] + "]")
            except ProgressFileError:
                added = None  # not simply grown after all: read it whole below
            if isinstance(added, list):
                first = len(known.attempts) + 1
                new = [_checked_attempt(item, number, path) for number, item in enumerate(added, first)]
                return Snapshot(text, known.learner, known.attempts + new)
    learner, attempts = check_data(_decode(path, text), path)
    return Snapshot(text, learner, attempts)


# Why a file is refused without being damaged — it could not be read at all, whatever it holds: it is
# never set aside (moved to ``.corrupt-N``).
NOT_DAMAGED = (
    "exercise.progress.reason.forbidden",
    "exercise.progress.reason.not_regular",
    "exercise.progress.reason.not_readable",
)


def is_damaged(error: ProgressFileError) -> bool:
    """Whether a refused file is damaged (set aside and a new one started) rather than merely out of
    reach: one this account may not read, one the system could not read (an input/output error), or not
    a regular file (a FIFO, a folder named ``x.json``)."""
    reason = error.params.get("reason")
    return not (isinstance(reason, Sentence) and reason.key in NOT_DAMAGED)


def read_bytes(path: Path) -> bytes:
    """The bytes of a regular file. A FIFO, a device or a folder is refused without being read (a
    FIFO would never finish), a file this account may not read is refused as such
    (``exercise.progress.reason.forbidden``); ``FileNotFoundError`` goes through."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise _refuse(path, "exercise.progress.reason.not_regular")
        # O_NONBLOCK: should the file become a FIFO meanwhile, opening it does not wait for a writer.
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except (FileNotFoundError, ProgressFileError):
        raise
    except OSError as error:
        raise _out_of_reach(path, error) from None
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise _refuse(path, "exercise.progress.reason.not_regular")
        with open(descriptor, "rb", closefd=False) as stream:
            return stream.read()
    except OSError as error:
        raise _out_of_reach(path, error) from None
    finally:
        os.close(descriptor)


def _out_of_reach(path: Path, error: OSError) -> ProgressFileError:
    """A file the system would not let us read, told as such: forbidden, or its error."""
    if isinstance(error, PermissionError):
        return _refuse(path, "exercise.progress.reason.forbidden")
    return _refuse(path, "exercise.progress.reason.not_readable", error=error.strerror or type(error).__name__)


def _read_text(path: Path) -> str:
    raw = read_bytes(path)
    try:
        return raw.decode("utf-8-sig")  # Notepad's byte-order mark is harmless
    except UnicodeDecodeError:
        raise _refuse(path, "exercise.progress.reason.not_utf8") from None


def _decode(path: Path, text: str):
    try:
        return json.loads(text, parse_constant=_no_constant)
    except RecursionError:
        raise _refuse(path, "exercise.progress.reason.too_deep") from None
    except json.JSONDecodeError as error:
        raise _refuse(path, "exercise.progress.reason.not_json", line=error.lineno) from None
    except ValueError:  # NaN/Infinity, or an integer too long for Python to read
        raise _refuse(path, "exercise.progress.reason.not_json", line="?") from None


def _no_constant(name: str):
    raise ValueError(name)


def check_data(data, path: Path) -> tuple[str, list[dict]]:
    """The learner's id and the attempts of a decoded file, each field checked (see :mod:`.progress`)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _refuse(path, "exercise.progress.reason.not_progress")
    version = data.get("version", VERSION)
    if type(version) is not int or version < 1:
        raise _refuse(path, "exercise.progress.reason.not_progress")
    if version > VERSION:
        raise _refuse(path, "exercise.progress.reason.newer", version=version)
    learner = data.get("learner")
    if not isinstance(learner, str) or not learner.strip():
        raise _refuse(path, "exercise.progress.reason.learner")
    attempts = data.get("attempts")
    if not isinstance(attempts, list):
        raise _refuse(path, "exercise.progress.reason.not_progress")
    return learner, [_checked_attempt(item, number, path) for number, item in enumerate(attempts, 1)]


_OPTIONAL_TEXT = ("chapter", "kind", "answer", "time", "misconception")
MOST_HINTS = 3  # hint levels of an exercise


def _checked_attempt(item, number: int, path: Path) -> dict:
    """One attempt: ``exercise`` (text) and ``score`` (a finite number from 0 to 1) are needed;
    ``correct`` (true/false), ``attempt`` (a whole number from 1), ``hints_seen`` (a whole number
    from 0 to 3), ``seconds`` (a finite number from 0, or null), ``credit`` (a finite number from 0
    to 1) and ``misconception`` (text) are checked when present."""
    if not isinstance(item, dict):
        raise _refuse(path, "exercise.progress.reason.field", number=number, field="{…}")
    exercise = item.get("exercise")
    if not isinstance(exercise, str) or not exercise:
        raise _refuse(path, "exercise.progress.reason.field", number=number, field="exercise")
    score = item.get("score")
    if type(score) not in (int, float) or not math.isfinite(score) or not 0 <= score <= 1:
        raise _refuse(path, "exercise.progress.reason.field", number=number, field="score")
    checked = dict(item, score=float(score))
    correct = item.get("correct", score == 1)
    if type(correct) is not bool:
        raise _refuse(path, "exercise.progress.reason.field", number=number, field="correct")
    checked["correct"] = correct
    if "attempt" in item and (type(item["attempt"]) is not int or item["attempt"] < 1):
        raise _refuse(path, "exercise.progress.reason.field", number=number, field="attempt")
    for field in _OPTIONAL_TEXT:
        if not isinstance(item.get(field, ""), str):
            raise _refuse(path, "exercise.progress.reason.field", number=number, field=field)
    hints = item.get("hints_seen", 0)
    if type(hints) is not int or not 0 <= hints <= MOST_HINTS:
        raise _refuse(path, "exercise.progress.reason.field", number=number, field="hints_seen")
    seconds = item.get("seconds")
    if seconds is not None and not (_is_number(seconds) and seconds >= 0):
        raise _refuse(path, "exercise.progress.reason.field", number=number, field="seconds")
    if "credit" in item:
        if not (_is_number(item["credit"]) and 0 <= item["credit"] <= 1):
            raise _refuse(path, "exercise.progress.reason.field", number=number, field="credit")
        checked["credit"] = float(item["credit"])
    return checked


def _is_number(value) -> bool:
    """A finite JSON number (true and false are not numbers here)."""
    return type(value) in (int, float) and math.isfinite(value)


# --- writing ---------------------------------------------------------------------------------------
def is_read_only(path: Path) -> bool:
    """A file that its owner marked read-only (``chmod a-w``): left alone, even by root."""
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        return False
    return not mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH) or not os.access(path, os.W_OK)


def refuse_if_not_yours(path: Path) -> None:
    """Refuse to write a file another account owns (a learner who typed another's name on a shared
    hub): :class:`ProgressFileError` ``exercise.progress.not_yours``. Root, and systems without
    owners, are not asked."""
    if not hasattr(os, "geteuid") or os.geteuid() == 0:
        return
    try:
        owner = path.stat().st_uid
    except OSError:
        return
    if owner != os.geteuid():
        raise ProgressFileError("exercise.progress.not_yours", path=str(path))


def lock_path(path: Path) -> Path:
    """The lock file beside a progress file (``.alice.json.lock``, hidden). It is never deleted:
    deleting it while another writer waits on it would let two writers in at once."""
    return path.with_name(f".{path.name}.lock")


@contextmanager
def locked(path: Path, patience: float = LOCK_PATIENCE) -> Iterator[None]:
    """Hold the operating system's lock on ``path`` for the ``with`` block.

    The lock belongs to the open file description, so the system drops it when the holder
    exits, even by ``kill -9``. After ``patience`` seconds a :class:`ProgressFileError` is
    raised: the save is refused, never done without the lock."""
    path.parent.mkdir(parents=True, exist_ok=True, mode=FOLDER_MODE)
    descriptor = os.open(lock_path(path), os.O_RDWR | os.O_CREAT, FILE_MODE)
    try:
        deadline = time.monotonic() + patience
        pause = 0.0005
        while not _try_lock(descriptor):
            if time.monotonic() > deadline:
                raise ProgressFileError("exercise.progress.busy", path=str(path), seconds=round(patience))
            time.sleep(pause)
            pause = min(pause * 2, 0.02)
        try:
            remove_orphans(path)
            yield
        finally:
            _unlock(descriptor)
    finally:
        os.close(descriptor)


def _try_lock(descriptor: int) -> bool:
    if _ALONE:
        return True
    try:
        if fcntl is not None:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        else:
            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
    except (BlockingIOError, PermissionError):
        return False
    except OSError:
        if fcntl is not None:
            raise
        return False  # msvcrt says "locked by another process" with EDEADLOCK
    return True


def _unlock(descriptor: int) -> None:
    if _ALONE:
        return
    if fcntl is not None:
        fcntl.flock(descriptor, fcntl.LOCK_UN)
    else:
        os.lseek(descriptor, 0, os.SEEK_SET)
        msvcrt.locking(descriptor, msvcrt.LK_UNLCK, 1)


def _temporary_prefix(path: Path) -> str:
    return f".{path.name}."


def remove_orphans(path: Path) -> None:
    """Delete the temporary files of ``path`` left by a writer that died mid-save. Called with
    the lock held: only the lock's holder writes a temporary file, so any other one is an orphan."""
    prefix = _temporary_prefix(path)
    with os.scandir(path.parent) as entries:
        for entry in entries:
            if entry.name.startswith(prefix) and entry.name.endswith(_TEMPORARY_SUFFIX):
                Path(entry.path).unlink(missing_ok=True)


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to a temporary file beside ``path``, then put it in place in one step
    (``os.replace``): a reader sees the old file or the new one, never half of one."""
    content = text.encode("utf-8")
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=_temporary_prefix(path), suffix=_TEMPORARY_SUFFIX)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(content)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temporary, FILE_MODE)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


_BETWEEN = ",\n"  # between two attempts: one attempt per line
_END = "\n]}\n"


def as_text(learner: str, attempts: list[dict]) -> str:
    """The file's text: the header on the first line, then one attempt per line — easy to read
    and to compare, and quick to extend (:func:`appended`)."""
    header = json.dumps({"format": FORMAT, "version": VERSION, "learner": learner}, ensure_ascii=False)
    lines = _BETWEEN.join(json.dumps(item, ensure_ascii=False) for item in attempts)
    return f'{header[:-1]}, "attempts": [\n{lines}{_END}'


def appended(snapshot: Snapshot, attempt: dict) -> Snapshot:
    """The snapshot with one more attempt: the text of the others is kept as it was read."""
    if snapshot.attempts and snapshot.text.endswith(_END):
        text = snapshot.text[: -len(_END)] + _BETWEEN + json.dumps(attempt, ensure_ascii=False) + _END
    else:
        text = as_text(snapshot.learner, [*snapshot.attempts, attempt])
    return Snapshot(text, snapshot.learner, [*snapshot.attempts, attempt])


SET_ASIDE_PATTERN = "*.json.corrupt-*"  # the files :func:`set_aside` made, in a folder


def set_aside_files(folder: Path) -> list[Path]:
    """The files of ``folder`` set aside as unreadable (``alice.json.corrupt-1``…), sorted: the
    report and the class view count them, so that a learner's earlier answers never vanish unsaid."""
    try:
        return sorted(folder.glob(SET_ASIDE_PATTERN)) if folder.is_dir() else []
    except OSError:
        return []


def set_aside(path: Path) -> Path:
    """Move an unreadable file to ``alice.json.corrupt-1`` (``-2``…), untouched; call with the lock held."""
    number = 1
    while (aside := path.with_name(f"{path.name}.corrupt-{number}")).exists():
        number += 1
    os.replace(path, aside)
    return aside
