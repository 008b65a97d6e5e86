"""Grades out (issue 24): the learners' first-try scores in the import formats of Moodle and Canvas.

One row per learner, one column per rule area (an attempt's ``chapter``, in the book's order), each
cell the area's first-try score in percent (:func:`.class_summary.area_scores`: the mean of the
first attempts' credit), blank where the learner tried nothing of that area — both gradebooks leave
a blank cell's grade as it is.

* **Moodle** (Grades → Import → CSV file): a header row, then one row per learner; the first column,
  ``Username``, is the one the teacher maps to the user's username on the import page, and each other
  column is mapped to a grade item or imported as a new one (``Tarot: play``…, out of 100).
* **Canvas** (Grades → Import): the columns Canvas's own gradebook export starts with — ``Student``,
  ``ID``, ``SIS User ID``, ``SIS Login ID``, ``Section`` — of which Canvas needs a student's name or
  one of the ids, the SIS Login ID and the Section, then one column per assignment; a column whose
  name is new becomes a new assignment. The second row, ``Points Possible``, gives each one's maximum
  (100). The learner's id goes in ``Student`` and ``SIS Login ID``.

Cells that a spreadsheet would run as a formula are written with a ``'`` in front
(:func:`.report.spreadsheet_safe`).
"""

from __future__ import annotations

import csv
import os
from collections.abc import Iterable
from pathlib import Path

from ..exercises.model import CHAPTERS
from ..exercises.progress import learner_key
from ..exercises.progress_file import ProgressFileError, read_attempts
from ..exercises.report import class_files, spreadsheet_safe
from .summary import area_scores

MOODLE_ID_COLUMN = "Username"
CANVAS_ID_COLUMNS = ("Student", "ID", "SIS User ID", "SIS Login ID", "Section")
COLUMN_PREFIX = "Tarot: "
POINTS_POSSIBLE = 100


def first_try_grades(files: Iterable[str | os.PathLike]) -> tuple[list[str], dict[str, dict[str, float]]]:
    """The rule areas seen (the book's order) and each learner's first-try score per area, in
    percent rounded to 0.1; files that cannot be read are left out (``tarot-learn report`` says which)."""
    attempts: dict[str, list[dict]] = {}
    names: dict[str, str] = {}  # learner key → the name exported (the first found): Zoé and zoé are one
    for path in class_files(files):
        try:
            learner, found = read_attempts(path)
        except (OSError, ProgressFileError):
            continue
        attempts.setdefault(names.setdefault(learner_key(learner), learner), []).extend(found)
    grades = {
        learner: {area: round(100 * score.first_try, 1) for area, score in area_scores(items).items()}
        for learner, items in sorted(attempts.items(), key=lambda item: item[0].casefold())
    }
    seen = {area for areas in grades.values() for area in areas}
    return [area for area in CHAPTERS if area in seen] + sorted(seen - set(CHAPTERS)), grades


def write_moodle(files, path: str | Path) -> int:
    """Write Moodle's grade import CSV; returns the number of learners."""
    areas, grades = first_try_grades(files)
    rows = [[MOODLE_ID_COLUMN, *(COLUMN_PREFIX + area for area in areas)]]
    rows += [[learner, *(_cell(grades[learner].get(area)) for area in areas)] for learner in grades]
    _write(path, rows)
    return len(grades)


def write_canvas(files, path: str | Path) -> int:
    """Write Canvas's gradebook import CSV; returns the number of learners."""
    areas, grades = first_try_grades(files)
    blanks = [""] * (len(CANVAS_ID_COLUMNS) - 1)
    rows = [[*CANVAS_ID_COLUMNS, *(COLUMN_PREFIX + area for area in areas)]]
    rows.append(["Points Possible", *blanks, *([POINTS_POSSIBLE] * len(areas))])
    for learner in grades:
        rows.append([learner, "", "", learner, "", *(_cell(grades[learner].get(area)) for area in areas)])
    _write(path, rows)
    return len(grades)


def _cell(grade: float | None):
    return "" if grade is None else f"{grade:g}"


def _write(path: str | Path, rows: list[list]) -> None:
    with open(path, "w", encoding="utf-8", newline="") as file:
        csv.writer(file).writerows([[spreadsheet_safe(cell) for cell in row] for row in rows])
