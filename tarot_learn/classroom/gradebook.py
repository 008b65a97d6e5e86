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

**Logins.** An importer matches each row to a user by its login — Moodle stops the whole import at an
unknown one, Canvas takes exact logins only — so a row is keyed by the learner's login: his hub user
or his class list's login when the class service is read, and for progress files the login a
**roster** gives his typed name (``--roster``: a CSV with ``name`` and ``login``). A learner whom the
roster does not list is left out and named by ``tarot-learn report``, never exported under a guess.

Cells that a spreadsheet would run as a formula are written with a ``'`` in front
(:func:`.report.spreadsheet_safe`).
"""

from __future__ import annotations

import csv
import os
import unicodedata
from pathlib import Path

from ..errors import TarotError
from ..exercises.model import CHAPTERS
from ..exercises.progress import learner_key
from ..exercises.progress_file import ProgressFileError, read_attempts
from ..exercises.report import class_files, spreadsheet_safe
from .summary import area_scores

MOODLE_ID_COLUMN = "Username"
CANVAS_ID_COLUMNS = ("Student", "ID", "SIS User ID", "SIS Login ID", "Section")
COLUMN_PREFIX = "Tarot: "
POINTS_POSSIBLE = 100


def first_try_grades(source) -> tuple[list[str], dict[str, dict[str, float]]]:
    """The rule areas seen (the book's order) and each learner's first-try score per area, in
    percent rounded to 0.1. ``source`` is progress files and folders (files that cannot be read are
    left out: ``tarot-learn report`` says which), or each learner's attempts by login (the class
    service's: :meth:`.remote.ClassService.attempts`)."""
    attempts = source if isinstance(source, dict) else _read_files(source)
    grades = {
        learner: {area: round(100 * score.first_try, 1) for area, score in area_scores(items).items()}
        for learner, items in sorted(attempts.items(), key=lambda item: item[0].casefold())
    }
    seen = {area for areas in grades.values() for area in areas}
    return [area for area in CHAPTERS if area in seen] + sorted(seen - set(CHAPTERS)), grades


def _read_files(files) -> dict[str, list[dict]]:
    attempts: dict[str, list[dict]] = {}
    names: dict[str, str] = {}  # learner key → the name exported (the first found): Zoé and zoé are one
    for path in class_files(files):
        try:
            learner, found = read_attempts(path)
        except (OSError, ProgressFileError):
            continue
        attempts.setdefault(names.setdefault(learner_key(learner), learner), []).extend(found)
    return attempts


# --- logins ---------------------------------------------------------------------------------------------
def name_key(name: str) -> str:
    """A name as a class list is matched: case, accents' encoding and spaces do not count
    (``Zoé``, ``ZOÉ``, ``zoé`` written either way, `` Zoé `` are one)."""
    return " ".join(unicodedata.normalize("NFC", name).casefold().split())


def read_roster(path: str | os.PathLike) -> dict[str, str]:
    """A roster: a CSV with the columns ``name`` (as the learners typed it in the notebooks) and
    ``login`` (the gradebook's: Moodle's username, Canvas's SIS login); returns name → login. Raises
    :class:`TarotError` for a file without those columns or a name listed twice with two logins."""
    with open(path, encoding="utf-8-sig", newline="") as file:
        rows = list(csv.DictReader(file))
    if not rows or not {"name", "login"} <= set(rows[0]):
        raise TarotError("classroom.roster.columns", path=str(path))
    logins: dict[str, str] = {}
    for row in rows:
        name, login = name_key(row.get("name") or ""), (row.get("login") or "").strip()
        if not name or not login:
            continue
        if logins.get(name, login) != login:
            raise TarotError("classroom.roster.twice", path=str(path), name=row["name"].strip())
        logins[name] = login
    return logins


def by_login(grades: dict[str, dict[str, float]], roster: dict[str, str] | None):
    """The grades keyed by the gradebook's login, and the learners that match no login (never
    exported: an importer would stop at them, or grade someone else). Without a roster the
    learners' ids are the logins (the class service's hub users, or a class list's logins)."""
    if roster is None:
        return grades, []
    found: dict[str, dict[str, float]] = {}
    unmatched = []
    for learner, areas in grades.items():
        login = roster.get(name_key(learner))
        if login is None:
            unmatched.append(learner)
        else:
            found.setdefault(login, {}).update(areas)
    return dict(sorted(found.items(), key=lambda item: item[0].casefold())), unmatched


def write_moodle(source, path: str | Path, roster: dict[str, str] | None = None) -> tuple[int, list[str]]:
    """Write Moodle's grade import CSV; returns the learners written and those left out (no login)."""
    areas, grades = first_try_grades(source)
    grades, unmatched = by_login(grades, roster)
    areas = [area for area in areas if any(area in learner for learner in grades.values())]  # of those exported
    rows = [[MOODLE_ID_COLUMN, *(COLUMN_PREFIX + area for area in areas)]]
    rows += [[learner, *(_cell(grades[learner].get(area)) for area in areas)] for learner in grades]
    _write(path, rows)
    return len(grades), unmatched


def write_canvas(source, path: str | Path, roster: dict[str, str] | None = None) -> tuple[int, list[str]]:
    """Write Canvas's gradebook import CSV; returns the learners written and those left out (no login)."""
    areas, grades = first_try_grades(source)
    grades, unmatched = by_login(grades, roster)
    areas = [area for area in areas if any(area in learner for learner in grades.values())]  # of those exported
    blanks = [""] * (len(CANVAS_ID_COLUMNS) - 1)
    rows = [[*CANVAS_ID_COLUMNS, *(COLUMN_PREFIX + area for area in areas)]]
    rows.append(["Points Possible", *blanks, *([POINTS_POSSIBLE] * len(areas))])
    for learner in grades:
        rows.append([learner, "", "", learner, "", *(_cell(grades[learner].get(area)) for area in areas)])
    _write(path, rows)
    return len(grades), unmatched


def _cell(grade: float | None):
    return "" if grade is None else f"{grade:g}"


def _write(path: str | Path, rows: list[list]) -> None:
    with open(path, "w", encoding="utf-8", newline="") as file:
        csv.writer(file).writerows([[spreadsheet_safe(cell) for cell in row] for row in rows])
