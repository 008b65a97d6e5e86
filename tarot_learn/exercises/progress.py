"""A learner's attempts, saved to one JSON file per learner.

The file lives in ``$TAROT_LEARN_PROGRESS_DIR`` if that variable is set, else in
``~/.tarot_learn/progress/``; ``Progress("alice", path=...)`` takes a folder or a ``.json``
file instead. It looks like::

    {"format": "tarot_learn.progress", "version": 1, "learner": "alice",
     "attempts": [{"exercise": "play-follow-2", "chapter": "play", "kind": "legal_play", "teaches": "follow_suit",
                   "answer": "3♦", "correct": true, "score": 1.0, "attempt": 1,
                   "time": "2026-01-05T10:12:00+00:00"}, …]}

Every save re-reads the file and writes it whole under the operating system's lock
(:mod:`.progress_file`), so two notebooks of the same learner saving at once never lose each
other's answers, and a notebook killed mid-save never blocks the next one. A file that cannot
be read (broken JSON, a score that is not a number…) is kept aside as
``alice.json.corrupt-1`` (``-2``…), a fresh record starts, and the learner is told
(:meth:`Progress.take_notices`); a read-only file is left as it is, and so is a file this account
may not read or that is not a regular file (told as such, never set aside), or one another account
owns (a learner who typed another's name on a shared hub: the save is refused). The learner's id is
stored inside the file as typed, and shown so.

**Who is who.** ``Zoé``, ``zoé``, ``ZOÉ`` and the same letters typed as a base letter and a combining
accent are one learner: :func:`learner_key` (Unicode NFKC, case-folded, spaces squeezed) says who a
learner is, for the file's name and wherever files are merged (the report, the class view, the
gradebooks, a tournament). The file's name is the key in lower-case ASCII — ``alice.json``; an id
whose key is not plain ASCII letters, digits, ``.``, ``_`` or ``-`` gets its accents dropped and a hash
of the key, ``Émile`` → ``emile-<12 hex digits>.json``, readable, safe on every disk (case-insensitive
ones, Windows, a zip handed in) and never shared by two learners. A file named the older way
(:func:`legacy_file_name`, ``Émile`` → ``mile-<hash>.json``) is still read and written when it is
there and the new one is not.

**What an attempt counts for** (its ``credit``, from 0 to 1) — the one rule, said to the learner
by the ``exercise.scores.rule`` sentence: the first try's score, less 25 % of the mark for each
hint seen before answering (``HINT_DEDUCTION``; three hints leave a quarter at most); a later try
counts half of that (``LATER_TRY_SHARE``: the best of many answers proves less than a first one);
a try made after the solution was shown counts nothing. Each attempt also keeps ``hints_seen``
(the highest hint level seen before it, 0–3), ``seconds`` (from the exercise being shown to this
answer, when known) and ``misconception`` (what a wrong answer reveals, ``""`` when nothing is
recognised). Files written before these fields read as: no hint, time unknown, no misconception,
and ``credit`` = the score for a first attempt, 0 for a later one. :meth:`Progress.first_try_scores`,
:meth:`Progress.hints_used` and :meth:`Progress.misconceptions` read them for the summary, the
report and the other tools.
"""

from __future__ import annotations

import hashlib
import math
import os
import re
import sys
import unicodedata
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

from .. import i18n
from .outbox import deliver
from .progress_file import (
    FILE_MODE,
    FORMAT,
    MOST_HINTS,
    VERSION,
    ProgressFileError,
    Snapshot,
    appended,
    is_damaged,
    is_read_only,
    locked,
    read_attempts,
    read_snapshot,
    refuse_if_not_yours,
    set_aside,
    write_atomically,
)

__all__ = [
    "ENV_VARIABLE",
    "FILE_MODE",
    "FORMAT",
    "HINT_DEDUCTION",
    "LATER_TRY_SHARE",
    "VERSION",
    "Progress",
    "ProgressFileError",
    "credit",
    "default_folder",
    "file_name",
    "learner_key",
    "read_attempts",
]

ENV_VARIABLE = "TAROT_LEARN_PROGRESS_DIR"
HINT_DEDUCTION = 0.25  # of the mark, for each hint seen before the answer (chess.com's lessons deduct per hint too)
LATER_TRY_SHARE = 0.5  # what a second (third…) try counts for, of what it would count first
BROWSER_DRIVE = Path("/drive")  # where JupyterLite's Pyodide kernel mounts the site's files
_SAFE_NAME = re.compile(r"[^A-Za-z0-9._-]+")
_LONGEST_NAME = 60  # characters of the id kept in the file name; the hash keeps it unique
# Names Windows keeps for devices, whatever the extension: never a file name of ours.
_RESERVED = {"CON", "PRN", "AUX", "NUL", *(f"COM{n}" for n in range(10)), *(f"LPT{n}" for n in range(10))}


def default_folder() -> Path:
    """``$TAROT_LEARN_PROGRESS_DIR``, or ``~/.tarot_learn/progress``; in the browser (JupyterLite),
    ``progress/`` at the top of the site's files."""
    if os.environ.get(ENV_VARIABLE):
        return Path(os.environ[ENV_VARIABLE])
    if sys.platform == "emscripten" and BROWSER_DRIVE.is_dir():
        # Pyodide's home folder lives in memory and is lost on reload; the drive the kernel
        # mounts is the site's file browser, kept by the browser, where the learner can download it.
        return BROWSER_DRIVE / "progress"
    return Path.home() / ".tarot_learn" / "progress"


def kept_in_memory(path: Path) -> bool:
    """Whether a progress file lives only in the browser's memory: in JupyterLite, anywhere but the
    site's file drive (:data:`BROWSER_DRIVE`, missing where the browser gives the site no ServiceWorker),
    a file vanishes when the page is reloaded."""
    if sys.platform != "emscripten":
        return False
    try:
        return not (BROWSER_DRIVE.is_dir() and Path(path).resolve().is_relative_to(BROWSER_DRIVE))
    except OSError:
        return True


def learner_name(learner_id) -> str:
    """The learner's id as it is stored and shown: text, not blank; a lone surrogate (text that
    cannot be written as UTF-8) becomes ``\ufffd``. Raises :class:`ProgressFileError` otherwise."""
    if not isinstance(learner_id, str) or not learner_id.strip():
        raise ProgressFileError("exercise.progress.bad_learner", given=_shown(learner_id))
    return learner_id.encode("utf-8", "replace").decode("utf-8")


def _shown(value) -> str:
    return repr(value) if len(repr(value)) <= 40 else repr(value)[:39] + "…"


def learner_key(learner_id: str) -> str:
    """Who a learner is, whatever the case and the Unicode form he typed his name in: the id in
    Unicode NFKC, case-folded, its runs of spaces made one and its ends stripped (``"  ZOÉ "``,
    ``"zoe\u0301"`` → ``"zoé"``). Two ids with the same key are the same learner."""
    text = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", learner_id).casefold())
    return " ".join(text.split()) or learner_id


def file_name(learner_id: str) -> str:
    """A file name safe on every system and at most about 80 characters, the same for every id of
    one :func:`learner_key`: the key in ASCII, lower-case; a key that had to be changed gets a hash of
    it so that two learners never share a file (``"Alice"`` → ``alice.json``, ``"Zoé L."`` →
    ``zoe_l-1a2b3c4d5e6f.json``)."""
    key = learner_key(learner_id)
    ascii_key = "".join(char for char in unicodedata.normalize("NFKD", key) if not unicodedata.combining(char))
    return _safe_file_name(ascii_key.encode("ascii", "replace").decode("ascii"), key)


def legacy_file_name(learner_id: str) -> str:
    """The file name versions before the learner key gave (the id as typed, case kept, every other
    character an ``_``): such a file is still read and continued (:class:`Progress`)."""
    return _safe_file_name(learner_id, learner_id)


def _safe_file_name(text: str, identity: str) -> str:
    safe = _SAFE_NAME.sub("_", text).strip("._-")[:_LONGEST_NAME].rstrip("._-") or "learner"
    if safe != identity or safe.split(".")[0].upper() in _RESERVED:
        safe += "-" + hashlib.sha256(identity.encode("utf-8", "surrogatepass")).hexdigest()[:12]
    return safe + ".json"


def learner_file(folder: Path, learner_id: str) -> Path:
    """The learner's file in ``folder``: :func:`file_name`, or the older name when only that one is there."""
    path = folder / file_name(learner_id)
    older = folder / legacy_file_name(learner_id)
    if older != path and not os.path.lexists(path) and os.path.lexists(older):
        return older
    return path


def _as_text(answer) -> str:
    """The answer as stored: text as typed (a lone surrogate replaced), anything else by its repr."""
    text = answer if isinstance(answer, str) else repr(answer)
    return text.encode("utf-8", "replace").decode("utf-8")


def _not_saved(error: Exception) -> ProgressFileError:
    """A failed save as a sentence for the learner: ours already is one; a system error is wrapped."""
    if isinstance(error, ProgressFileError):
        return error
    return ProgressFileError("exercise.progress.not_saved", error=error.strerror or str(error) or type(error).__name__)


class Progress:
    """The attempts of one learner; :meth:`record` adds one and saves at once."""

    def __init__(self, learner_id: str, path: str | os.PathLike | None = None):
        self.learner_id = learner_name(learner_id)
        path = Path(path) if path is not None else default_folder()
        self.path = path if path.suffix == ".json" else learner_file(path, learner_id)
        self.corrupt_copy: Path | None = None  # where a broken file was set aside, if one was
        self._notices: list[ProgressFileError] = []
        self._snapshot: Snapshot | None = None  # the file as last read or written
        self.waiting = 0  # attempts saved here that the class service has not acknowledged yet (outbox)
        self.attempts: list[dict] = self._read(set_aside_broken=False)
        if self._broken is not None:  # set it aside now, with the lock, so that the learner is told at once
            broken = self._broken
            try:
                with locked(self.path):
                    self.attempts = self._read(set_aside_broken=True)
            except (OSError, ProgressFileError):  # a read-only folder: say the file cannot be read
                self._notices.append(broken)
        try:
            refuse_if_not_yours(self.path)  # another learner's file (he typed that name): told at once
        except ProgressFileError as error:
            self._notices.append(error)
        if kept_in_memory(self.path):  # JupyterLite without its file drive: say it before anything is lost
            self._notices.append(ProgressFileError("exercise.progress.memory_only", path=str(self.path)))

    def take_notices(self) -> list[ProgressFileError]:
        """What the learner must be told about his file since the last call (a file set aside,
        a save refused), as errors whose ``.message(lang)`` is the sentence."""
        notices, self._notices = self._notices, []
        return notices

    # --- reading and writing -------------------------------------------------------------------
    def _read(self, *, set_aside_broken: bool) -> list[dict]:
        """The attempts on disk; a missing file is an empty record. A broken one is remembered
        in ``_broken`` and, with the lock held (``set_aside_broken``), moved aside."""
        self._broken = None
        try:
            self._snapshot = read_snapshot(self.path, self._snapshot)
        except FileNotFoundError:
            self._snapshot = None
        except ProgressFileError as error:
            self._snapshot = None
            if not is_damaged(error):  # out of reach (permissions, a FIFO…), not broken: never set aside
                if set_aside_broken:
                    raise
                self._notices.append(error)
                return []
            self._broken = error
            if set_aside_broken:
                self.corrupt_copy = set_aside(self.path)
                reason, copy = error.params["reason"], self.corrupt_copy.name
                self._notices.append(ProgressFileError("exercise.progress.set_aside", reason=reason, copy=copy))
                self._broken = None
        return list(self._snapshot.attempts) if self._snapshot else []

    def record(self, exercise, result, answer, *, hints_seen: int = 0, seconds: float | None = None) -> dict:
        """Add one graded attempt (an :class:`Exercise`, its :class:`GradeResult`, the answer as
        given, the highest hint level seen before it, the seconds since the exercise was shown) and
        save; returns the attempt saved, with its ``credit`` (see the module's rule). Unreadable
        answers (``feedback_kind == "invalid"``) are not attempts. Raises :class:`ProgressFileError`
        when the attempt could not be saved (read-only file, full disk, another notebook holding the
        file too long)."""
        if result.feedback_kind == "invalid":
            return {}
        fields = {
            "answer": _as_text(answer),
            "correct": result.correct,
            "score": round(result.score, 4),
            "hints_seen": min(max(int(hints_seen), 0), MOST_HINTS),
            "seconds": _seconds(seconds),
            "misconception": "" if result.correct else result.misconception,
        }
        return self._append(exercise, fields)

    def record_solution_shown(self, exercise) -> dict:
        """Note that the learner asked for the solution of ``exercise`` (the "Show solution"
        button): an entry with ``"solution_shown": true`` and no score, which the teacher's report
        shows and does not count as an attempt; the tries after it count nothing."""
        return self._append(
            exercise, {"answer": "", "correct": False, "score": 0.0, "solution_shown": True, "credit": 0.0}
        )

    def _append(self, exercise, fields: dict) -> dict:
        try:
            with locked(self.path):
                refuse_if_not_yours(self.path)
                if is_read_only(self.path):
                    raise ProgressFileError("exercise.progress.read_only", path=str(self.path))
                self.attempts = self._read(set_aside_broken=True)  # another notebook may have saved since
                before = [item for item in self.attempts if item["exercise"] == exercise.id]
                if "credit" not in fields:
                    first = not any(not item.get("solution_shown") for item in before)
                    shown = any(item.get("solution_shown") is True for item in before)
                    fields["credit"] = credit(fields["score"], fields["hints_seen"], first=first, after_solution=shown)
                entry = {
                    "exercise": exercise.id,
                    "chapter": exercise.chapter,
                    "kind": exercise.kind,
                    "teaches": exercise.situation or exercise.kind,
                    **fields,
                    "attempt": 1 + len(before),
                    "time": datetime.now(UTC).isoformat(timespec="seconds"),
                }
                saved = appended(self._snapshot or Snapshot("", self.learner_id, []), entry)
                write_atomically(self.path, saved.text)
                self._snapshot = saved
                self.attempts.append(entry)
        except (OSError, ProgressFileError) as error:
            raise _not_saved(error) from error
        # Saved: now the class service, if there is one (the file is the outbox: what fails waits for the next save).
        waiting_before, self.waiting = self.waiting, deliver(self.path, self.learner_id, self.attempts)
        if self.waiting and not waiting_before:  # said once, when answers start to wait; not at every save
            self._notices.append(ProgressFileError("exercise.progress.waiting", count=self.waiting))
        return entry

    # --- what the attempts say -----------------------------------------------------------------
    def best_scores(self) -> dict[str, float]:
        """Each exercise tried, with the best score reached, in the order first tried."""
        best: dict[str, float] = {}
        for item in self.attempts:
            best[item["exercise"]] = max(best.get(item["exercise"], 0.0), item["score"])
        return best

    def first_try_scores(self) -> dict[str, float]:
        """Each exercise tried, with the credit of its first attempt (its score less the hint
        deductions), in the order first tried — what the learner knew before being helped."""
        first: dict[str, float] = {}
        for item in self.attempts:
            if item["exercise"] not in first and item.get("solution_shown") is not True:
                first[item["exercise"]] = attempt_credit(item, first=True)
        return first

    def hints_used(self) -> dict[str, int]:
        """Each exercise tried, with the highest hint level seen on it (0 to 3)."""
        used: dict[str, int] = {}
        for item in self.attempts:
            used[item["exercise"]] = max(used.get(item["exercise"], 0), item.get("hints_seen", 0))
        return used

    def misconceptions(self) -> Counter:
        """How often each misconception was revealed by a wrong answer (keys such as
        ``"half_point_to_winner"``), for the teacher."""
        return Counter(item["misconception"] for item in self.attempts if item.get("misconception"))

    def summary(self, lang: str | None = None) -> str:
        """A few sentences: exercises tried, right at the first try without a hint, hints used,
        the average first-try score (hints deducted), what to review, and the scoring rule."""
        lang = i18n.check_language(lang)
        first = self.first_try_scores()
        if not first:
            return i18n.text("exercise.progress.empty", lang, learner=self.learner_id)
        hints = self.hints_used()
        text = i18n.text(
            "exercise.scores.summary",
            lang,
            learner=self.learner_id,
            tried=len(first),
            first_try=sum(1 for score in first.values() if score == 1),
            hints=sum(hints.get(exercise, 0) for exercise in first),
            average=i18n.format_percent(100 * sum(first.values()) / len(first), lang=lang),
        )
        review = [exercise for exercise, score in first.items() if score < 1]
        if review:
            text += " " + i18n.text("exercise.progress.review", lang, exercises=", ".join(review))
        return text + " " + scoring_rule(lang)

    def chart(self, lang: str | None = None):
        """A bar chart of the first-try score (hints deducted) of each exercise tried (a matplotlib Figure)."""
        from .scores_chart import scores_figure  # matplotlib's figure, drawn only when asked

        lang = i18n.check_language(lang)
        first = self.first_try_scores()
        title = i18n.text("exercise.scores.chart_title", lang, learner=self.learner_id)
        return scores_figure(list(first), list(first.values()), title, lang)


def credit(score: float, hints_seen: int = 0, *, first: bool = True, after_solution: bool = False) -> float:
    """What an attempt counts for (the module's rule): the score less ``HINT_DEDUCTION`` per hint
    seen (never below 0), times ``LATER_TRY_SHARE`` for a try that is not the first, and 0 after
    the solution was shown."""
    if after_solution:
        return 0.0
    earned = max(0.0, score - HINT_DEDUCTION * min(hints_seen, MOST_HINTS))
    return round(earned if first else LATER_TRY_SHARE * earned, 4)


def attempt_credit(item: dict, *, first: bool) -> float:
    """The ``credit`` of a stored attempt; a file written before credits were saved: its score
    for a first attempt, 0 for a later one (schema of this session's progress record)."""
    if "credit" in item:
        return item["credit"]
    return item["score"] if first else 0.0


def scoring_rule(lang: str | None = None) -> str:
    """The scoring rule, in one sentence for the learner."""
    return i18n.text(
        "exercise.scores.rule",
        lang,
        deduction=i18n.format_percent(100 * HINT_DEDUCTION, lang=lang),
        share=i18n.format_percent(100 * LATER_TRY_SHARE, lang=lang),
    )


def _seconds(seconds) -> float | None:
    """Seconds as saved: one decimal, never negative; None when unknown."""
    if seconds is None or type(seconds) not in (int, float) or not math.isfinite(seconds):
        return None
    return round(max(0.0, float(seconds)), 1)
