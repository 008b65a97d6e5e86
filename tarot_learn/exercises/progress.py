"""A learner's attempts, saved to one JSON file per learner.

The file lives in ``$TAROT_LEARN_PROGRESS_DIR`` if that variable is set, else in
``~/.tarot_learn/progress/``; ``Progress("alice", path=...)`` takes a folder or a ``.json``
file instead. It looks like::

    {"format": "tarot_learn.progress", "version": 1, "learner": "alice",
     "attempts": [{"exercise": "play-follow-2", "chapter": "play", "kind": "legal_play",
                   "answer": "3♦", "correct": true, "score": 1.0, "attempt": 1,
                   "time": "2026-01-05T10:12:00+00:00"}, …]}

Saving never leaves a half-written file: the new content goes to a temporary file in the same
folder, which then replaces the old one in one step (``os.replace``). Two notebooks of the same
learner saving at once take turns through a lock file, and each re-reads the file before adding
its attempt, so neither loses the other's. A file that cannot be read (broken JSON, wrong
shape) is kept aside as ``alice.json.corrupt-1`` (``-2``…) and a fresh record starts: nothing
is deleted, and the other learners' files are never touched.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

from .. import i18n

FORMAT = "tarot_learn.progress"
VERSION = 1
ENV_VARIABLE = "TAROT_LEARN_PROGRESS_DIR"
_LOCK_WAIT = 5.0  # seconds to wait for another writer before taking a stale lock over
_SAFE_NAME = re.compile(r"[^A-Za-z0-9._-]+")


def default_folder() -> Path:
    """``$TAROT_LEARN_PROGRESS_DIR``, or ``~/.tarot_learn/progress``."""
    return Path(os.environ.get(ENV_VARIABLE) or Path.home() / ".tarot_learn" / "progress")


def file_name(learner_id: str) -> str:
    """A file name safe on every system; ids that had to be changed get a short hash so that
    two learners never share a file (``"Zoé L."`` → ``Zo_L_-1a2b3c4d.json``)."""
    safe = _SAFE_NAME.sub("_", learner_id).strip("._") or "learner"
    if safe != learner_id:
        safe += "-" + hashlib.sha256(learner_id.encode()).hexdigest()[:8]
    return safe + ".json"


def read_attempts(path: Path) -> tuple[str, list[dict]]:
    """The learner's id and attempts stored in a progress file, without changing it. Raises
    ``FileNotFoundError``, or ``ValueError`` for a file that is not a readable progress file."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        attempts = data["attempts"]
        learner = str(data["learner"])
    except (KeyError, TypeError, UnicodeDecodeError) as error:
        raise ValueError(f"{path} is not a progress file") from error
    if data.get("format") != FORMAT or not isinstance(attempts, list):
        raise ValueError(f"{path} is not a progress file")
    if not all(isinstance(item, dict) and isinstance(item.get("exercise"), str) for item in attempts):
        raise ValueError(f"{path} holds an attempt without an exercise")
    return learner, attempts


class Progress:
    """The attempts of one learner; :meth:`record` adds one and saves at once."""

    def __init__(self, learner_id: str, path: str | os.PathLike | None = None):
        self.learner_id = str(learner_id)
        path = Path(path) if path is not None else default_folder()
        self.path = path if path.suffix == ".json" else path / file_name(self.learner_id)
        self.corrupt_copy: Path | None = None  # where a broken file was set aside, if one was
        self.attempts: list[dict] = self._load()

    # --- reading and writing -------------------------------------------------------------------
    def _load(self) -> list[dict]:
        """The attempts on disk; a missing file is an empty record, a broken one is set aside."""
        try:
            return read_attempts(self.path)[1]
        except FileNotFoundError:
            return []
        except ValueError:
            self.corrupt_copy = self._set_aside()
            return []

    def _set_aside(self) -> Path:
        number = 1
        while (aside := self.path.with_name(f"{self.path.name}.corrupt-{number}")).exists():
            number += 1
        os.replace(self.path, aside)
        return aside

    def _write(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        data = {"format": FORMAT, "version": VERSION, "learner": self.learner_id, "attempts": self.attempts}
        handle, temporary = tempfile.mkstemp(dir=self.path.parent, prefix=f".{self.path.name}.", suffix=".tmp")
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as stream:
                json.dump(data, stream, ensure_ascii=False, indent=1)
                stream.flush()
                os.fsync(stream.fileno())
            os.replace(temporary, self.path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise

    def _lock(self) -> Path:
        """Take the lock file (``alice.json.lock``); a lock older than the wait is taken over."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        lock = self.path.with_name(self.path.name + ".lock")
        deadline = time.monotonic() + _LOCK_WAIT
        while True:
            try:
                os.close(os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY))
                return lock
            except FileExistsError:
                if time.monotonic() > deadline:
                    return lock  # a writer that died left it: carry on, the write itself is atomic
                time.sleep(0.01)

    def record(self, exercise, result, answer) -> dict:
        """Add one graded attempt (an :class:`Exercise`, its :class:`GradeResult`, the answer as
        given) and save. Unreadable answers (``feedback_kind == "invalid"``) are not attempts."""
        if result.feedback_kind == "invalid":
            return {}
        lock = self._lock()
        try:
            self.attempts = self._load()  # another notebook may have saved since we read
            entry = {
                "exercise": exercise.id,
                "chapter": exercise.chapter,
                "kind": exercise.kind,
                "answer": answer if isinstance(answer, str) else repr(answer),
                "correct": result.correct,
                "score": round(result.score, 4),
                "attempt": 1 + sum(1 for item in self.attempts if item["exercise"] == exercise.id),
                "time": datetime.now(UTC).isoformat(timespec="seconds"),
            }
            self.attempts.append(entry)
            self._write()
        finally:
            lock.unlink(missing_ok=True)
        return entry

    # --- what the attempts say -----------------------------------------------------------------
    def best_scores(self) -> dict[str, float]:
        """Each exercise tried, with the best score reached, in the order first tried."""
        best: dict[str, float] = {}
        for item in self.attempts:
            best[item["exercise"]] = max(best.get(item["exercise"], 0.0), float(item.get("score", 0)))
        return best

    def summary(self, lang: str | None = None) -> str:
        """A few sentences: exercises tried, solved, the average of the best scores, what to review."""
        lang = i18n.check_language(lang)
        best = self.best_scores()
        if not best:
            return i18n.text("exercise.progress.empty", lang, learner=self.learner_id)
        solved = sum(1 for score in best.values() if score == 1)
        average = f"{round(100 * sum(best.values()) / len(best))} %"
        text = i18n.text(
            "exercise.progress.summary", lang, learner=self.learner_id, tried=len(best), solved=solved,
            attempts=len(self.attempts), average=average,
        )  # fmt: skip
        review = [exercise for exercise, score in best.items() if score < 1]
        if review:
            text += " " + i18n.text("exercise.progress.review", lang, exercises=", ".join(review))
        return text

    def chart(self, lang: str | None = None):
        """A bar chart of the best score of each exercise tried (a matplotlib Figure)."""
        from .report import scores_figure

        best = self.best_scores()
        title = i18n.text("exercise.progress.chart_title", lang, learner=self.learner_id)
        return scores_figure(list(best), list(best.values()), title, lang)
