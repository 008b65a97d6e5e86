"""The teacher's report: every learner's progress file gathered into one table and one chart.

``report(files)`` reads the learners' progress files (see :mod:`.progress`) without changing
them and returns ``(rows, figure)``: one row per learner and exercise — first-try score (the
first attempt's credit: its score less the hint deductions, :func:`.progress.credit`), hints
used, attempts, best score, solved or not, solution shown — and a bar chart of the class's
average first-try score per exercise, the lowest first. The first-try score is what the report
shows by default: a best score reached after hints and tries overstates what a learner knows.
The command line does the same and writes a CSV::

    tarot-learn report progress/ --csv results.csv --chart results.png --lang fr

A class folder is read as its ``*.json`` files. A file that cannot be read is skipped with a
line saying which file and why; it never stops the report. A file a learner's notebook set aside as
unreadable (``alice.json.corrupt-1``) gets a line too: the answers in it are not counted. A learner
found in two files (a copy handed in twice, or ``Zoé`` and ``zoé``: one :func:`.progress.learner_key`)
is counted once, under the name found first, his attempts merged, and the teacher is told.
"""

from __future__ import annotations

import csv
import os
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import NamedTuple

from .. import i18n
from ..errors import TarotError, shown
from .model import source_id
from .progress import attempt_credit, learner_key, scoring_rule
from .progress_file import read_attempts, set_aside_files
from .scores_chart import printable, scores_figure

COLUMNS = (
    "learner",
    "exercise",
    "chapter",
    "teaches",
    "first_try",
    "hints_used",
    "attempts",
    "best_score",
    "solved",
    "solution_shown",
)
# A spreadsheet runs a cell that starts with one of these as a formula (OWASP, "CSV Injection").
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


class Skipped:
    """A file left out of the report, and why (``.line(lang)`` is the sentence printed)."""

    def __init__(self, path: str, error: Exception):
        self.path = path
        self.error = error

    def line(self, lang: str | None = None) -> str:
        if isinstance(self.error, TarotError) and hasattr(self.error.params.get("reason"), "localized"):
            reason = self.error.params["reason"].localized(i18n.check_language(lang))
        elif isinstance(self.error, TarotError):
            reason = self.error.message(lang)
        elif isinstance(self.error, FileNotFoundError):
            reason = i18n.text("exercise.report.not_found", lang)
        else:
            reason = self.error.strerror or type(self.error).__name__
        return printable(i18n.text("exercise.report.skipped", lang, path=self.path, reason=reason))

    def __str__(self) -> str:
        return self.path


class ClassResults(NamedTuple):
    """What :func:`gather` found: the rows, the files skipped, the learners found in several files."""

    rows: list[dict]
    skipped: list[Skipped]
    duplicates: dict[str, list[str]]


def class_files(paths: Iterable[str | Path]) -> list[Path]:
    """The files given, a folder standing for its ``*.json`` files (sorted); one path alone is a list of one."""
    if isinstance(paths, (str, os.PathLike)):
        paths = [paths]
    try:
        paths = [Path(path) for path in paths]
    except TypeError:  # None, a number, a list holding one…
        raise TarotError("exercise.report.files", given=shown(paths)) from None
    files: list[Path] = []
    for path in paths:
        files.extend(sorted(path.glob("*.json")) if _is_folder(path) else [path])
    return files


def gather(files: Iterable[str | Path]) -> ClassResults:
    """One row per learner and exercise, the files that could not be read (with why), and the
    learners found in several files — whose attempts are merged into one set of rows, an
    attempt found in two copies counted once."""
    rows = _Rows()
    found_in: dict[str, list[str]] = {}
    skipped: list[Skipped] = []
    files = _as_list(files)  # read twice below: a generator (folder.glob(…)) would be spent by the first
    for folder in _folders(files):  # files set aside earlier: the answers in them are not counted, say so
        skipped.extend(Skipped(str(path), TarotError("exercise.report.set_aside")) for path in set_aside_files(folder))
    for path in class_files(files):
        try:
            learner, attempts = read_attempts(path)
        except (OSError, ValueError, RecursionError, MemoryError) as error:
            skipped.append(Skipped(str(path), error))
            continue
        found_in.setdefault(rows.add(learner, attempts), []).append(str(path))
    duplicates = {learner: paths for learner, paths in found_in.items() if len(paths) > 1}
    return ClassResults(rows.rows(), skipped, duplicates)


def gather_learners(learners: dict[str, list[dict]]) -> ClassResults:
    """The same rows for attempts read elsewhere than from files: each learner's checked attempts
    by his id (the class service's logins: :meth:`tarot_learn.classroom.remote.ClassService.attempts`)."""
    rows = _Rows()
    for learner, attempts in learners.items():
        rows.add(learner, attempts)
    return ClassResults(rows.rows(), [], {})


class _Rows:
    """The report's rows, learner by learner and exercise by exercise, as attempts are added."""

    def __init__(self):
        self.by_learner: dict[str, dict[str, dict]] = {}
        self.seen: dict[str, set[tuple]] = {}
        self.names: dict[str, str] = {}  # learner key (progress.learner_key) → the name shown, the first found

    def rows(self) -> list[dict]:
        return [row for exercises in self.by_learner.values() for row in exercises.values()]

    def add(self, learner: str, attempts: list[dict]) -> str:
        """Add a learner's attempts; returns the name he is shown under (Zoé and zoé are one learner)."""
        learner = self.names.setdefault(learner_key(learner), _clean(learner))
        by_exercise = self.by_learner.setdefault(learner, {})
        seen = self.seen.setdefault(learner, set())
        for item in attempts:
            same = (item["exercise"], item.get("attempt"), item.get("time"), item.get("answer"), item["score"])
            if same in seen:  # the same attempt in a copy of the file: counted once
                continue
            seen.add(same)
            exercise = _clean(item["exercise"])
            row = by_exercise.setdefault(
                exercise,
                {
                    "learner": learner,
                    "exercise": exercise,
                    "chapter": _clean(item.get("chapter", "")),
                    "teaches": "",
                    "first_try": 0.0,
                    "hints_used": 0,
                    "attempts": 0,
                    "best_score": 0.0,
                    "solved": False,
                    "solution_shown": False,
                },
            )
            row["teaches"] = row["teaches"] or _clean(str(item.get("teaches", "")))
            row["hints_used"] = max(row["hints_used"], item.get("hints_seen", 0))
            if item.get("solution_shown") is True:  # the "Show solution" button: not an attempt
                row["solution_shown"] = True
                continue
            if row["attempts"] == 0:
                row["first_try"] = attempt_credit(item, first=True)
            row["attempts"] += 1
            row["best_score"] = max(row["best_score"], item["score"])
            row["solved"] = row["solved"] or item["correct"]
        return learner


def _as_list(paths) -> list:
    """The paths given to :func:`class_files`, as a list (one path alone is a list of one)."""
    if isinstance(paths, (str, os.PathLike)):
        return [paths]
    try:
        return list(paths)
    except TypeError:  # None, a number…
        raise TarotError("exercise.report.files", given=shown(paths)) from None


def _folders(paths: list) -> list[Path]:
    """The folders among the paths given (:func:`class_files`' arguments)."""
    try:
        return [Path(path) for path in paths if _is_folder(Path(path))]
    except TypeError:  # a list holding None: class_files says it
        return []


def _is_folder(path: Path) -> bool:
    try:
        return path.is_dir()
    except OSError:  # a name too long for the system: not a folder, and reading it will say why
        return False


def read_rows(files: Iterable[str | Path]) -> tuple[list[dict], list[Skipped]]:
    """The rows and the skipped files of :func:`gather`."""
    rows, skipped, _ = gather(files)
    return rows, skipped


def _clean(text: str) -> str:
    """Text as it can be printed and written in UTF-8: a lone surrogate becomes ``\\ufffd``."""
    return text.encode("utf-8", "replace").decode("utf-8")


def most_missed(rows: list[dict], count: int = 5) -> list[tuple[str, int, int]]:
    """The exercises most often left unsolved: ``(exercise, learners who missed it, learners who tried it)``,
    the most missed first (ties: by id). Practice positions count for the exercise they were drawn
    from (:func:`~.model.source_id`): a learner missed it when one of his positions of it is unsolved."""
    solved: dict[tuple[str, str], bool] = {}
    for row in rows:
        key = (source_id(row["exercise"]), row["learner"])
        solved[key] = solved.get(key, True) and bool(row["solved"])
    tried: Counter = Counter()
    missed: Counter = Counter()
    for (exercise, _learner), done in solved.items():
        tried[exercise] += 1
        missed[exercise] += not done
    ranked = sorted((exercise for exercise in tried if missed[exercise]), key=lambda e: (-missed[e], e))
    return [(exercise, missed[exercise], tried[exercise]) for exercise in ranked[:count]]


def average_by_teaching(rows: list[dict]) -> dict[str, float]:
    """The class's average first-try score per thing taught — the Practice target the exercise trains
    (:func:`~.practice.skill`: ``"legal_play"``, ``"contract"``…), lowest first: several exercises teach
    the same rule. A row that does not say what it teaches counts for its exercise."""
    from .practice import skill  # Practice's scheduler loads only when a report is summed up

    def taught(row: dict) -> str:
        teaches = row.get("teaches")
        return skill(row.get("chapter", ""), teaches, teaches) if teaches else row["exercise"]

    return average_scores([dict(row, exercise=taught(row)) for row in rows])


def teaching_words(taught: str, lang: str | None = None) -> str:
    """A thing taught in the teacher's language (« le jeu légal »), never the code's key; an exercise's id as it is."""
    key = f"exercise.practice.target.{taught}"
    return i18n.text(key, lang) if key in i18n.catalogue() else taught


def average_scores(rows: list[dict]) -> dict[str, float]:
    """The class's average first-try score (hints deducted) per exercise, lowest first: each learner's
    mean over the positions he tried of it (a practice position counts for its source,
    :func:`~.model.source_id`), then the mean over the learners — one learner practising much weighs
    as one learner."""
    by_learner: dict[str, dict[str, list[float]]] = {}
    for row in rows:
        mine = by_learner.setdefault(source_id(row["exercise"]), {})
        mine.setdefault(row["learner"], []).append(row["first_try"])
    averages = {
        exercise: sum(sum(scores) / len(scores) for scores in learners.values()) / len(learners)
        for exercise, learners in by_learner.items()
    }
    return dict(sorted(averages.items(), key=lambda item: (item[1], item[0])))


def spreadsheet_safe(value):
    """A cell a spreadsheet shows as text, never runs: text starting like a formula gets a ``'``
    in front (OWASP's advice against CSV injection). Numbers and true/false are left as they are."""
    if isinstance(value, str) and value.lstrip(' "')[:1] in _FORMULA_STARTS and value:
        return "'" + value
    return value


def write_csv(rows: list[dict], path: str | Path) -> None:
    """The rows as a CSV file (UTF-8, one header line), to open in a spreadsheet: every cell
    quoted (quotes inside doubled), formula-like text neutralised (:func:`spreadsheet_safe`)."""
    with open(path, "w", newline="", encoding="utf-8") as stream:
        writer = csv.DictWriter(stream, fieldnames=COLUMNS, quoting=csv.QUOTE_ALL)
        writer.writeheader()
        writer.writerows({column: spreadsheet_safe(row[column]) for column in COLUMNS} for row in rows)


def report(files: Iterable[str | Path], *, lang: str | None = None) -> tuple[list[dict], object]:
    """Rows (see ``COLUMNS``) and a figure of the class's average first-try score per exercise."""
    lang = i18n.check_language(lang)
    rows, _ = read_rows(files)
    return rows, report_figure(rows, lang)


def report_figure(rows: list[dict], lang: str | None = None):
    """The chart of :func:`report`, from rows already read."""
    averages = average_scores(rows)
    title = i18n.text("exercise.scores.report_title", lang, learners=len({row["learner"] for row in rows}))
    return scores_figure(list(averages), list(averages.values()), title, lang)


def summary_lines(
    rows: list[dict], skipped: list[Skipped], lang: str | None = None, duplicates: dict[str, list[str]] | None = None
) -> list[str]:
    """What the command line prints: learners and exercises counted, the hints seen and solutions
    shown, the most missed, the average first-try score per rule taught, the learners found twice,
    the skipped files and why, and the scoring rule."""
    lines = [
        i18n.text(
            "exercise.report.counts",
            lang,
            learners=len({row["learner"] for row in rows}),
            exercises=len({row["exercise"] for row in rows}),
        )
    ]
    if rows:
        hints = sum(row["hints_used"] for row in rows)
        solutions = sum(1 for row in rows if row["solution_shown"])
        lines.append(i18n.text("exercise.scores.hints_line", lang, hints=hints, solutions=solutions))
    missed = most_missed(rows)
    if missed:
        lines.append(i18n.text("exercise.report.most_missed", lang))
        lines.extend(
            printable(i18n.text("exercise.report.missed_line", lang, exercise=exercise, missed=count, tried=tried))
            for exercise, count, tried in missed
        )
    by_teaching = average_by_teaching(rows)
    if by_teaching:
        lines.append(i18n.text("exercise.report.by_teaching", lang))
        lines.extend(
            printable(
                i18n.text(
                    "exercise.report.teaching_line",
                    lang,
                    teaches=teaching_words(teaches, lang),
                    percent=i18n.format_percent(100 * average, lang=lang),
                )
            )
            for teaches, average in by_teaching.items()
        )
    for learner, paths in (duplicates or {}).items():
        lines.append(printable(i18n.text("exercise.report.duplicate", lang, learner=learner, files=", ".join(paths))))
    lines.extend(item.line(lang) for item in skipped)
    if rows:
        lines.append(scoring_rule(lang))
    return lines
