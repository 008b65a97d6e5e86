"""The lesson and exercise notebooks that travel with the package, and their copy into a learner's folder.

Where they are read from:

- in an installed wheel, inside this package: ``notebooks/{fr,en}/`` and ``exercises/{fr,en}/``
  (pyproject maps the data packages ``tarot_learn.lessons.notebooks`` and ``tarot_learn.lessons.exercises``
  onto the repository's folders of the same names, so sdist and wheel carry them without a build step);
- in a checkout (an editable install, or ``PYTHONPATH``), where they are written: the repository's root.

A learner's copy keeps the repository's layout (``notebooks/fr/…``, ``exercises/fr/…``), so the lessons' links
to each other and to their exercises work there too. A copy never overwrites a learner's work: a file that
differs from the shipped one is replaced only if it is still exactly what an earlier copy wrote (the fingerprint
of every file written is kept in :data:`RECORD`, in the learner's folder).
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass, field
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

from ..i18n import LANGUAGES, check_language

FOLDERS = ("notebooks", "exercises")  # lessons, then the exercise notebooks
SUFFIXES = (".ipynb", ".md")  # the notebooks, and their MyST sources when there are some
RECORD = ".tarot_learn_lessons.json"


def shipped_root() -> Traversable:
    """The folder that holds ``notebooks/`` and ``exercises/``: this package's in a wheel, else the checkout's."""
    packaged = resources.files(__package__)
    if (packaged / "notebooks").is_dir():
        return packaged
    return Path(__file__).resolve().parents[2]


def shipped_notebooks(languages=LANGUAGES) -> dict[str, Traversable]:
    """Every shipped notebook in ``languages``, by its path relative to the learner's folder
    (``"notebooks/fr/00_bienvenue.ipynb"``), lessons first, in the order of their numbers."""
    languages = [check_language(lang) for lang in languages]
    root = shipped_root()
    found: dict[str, Traversable] = {}
    for folder in FOLDERS:
        for lang in languages:
            where = root / folder / lang
            if not where.is_dir():
                continue
            for entry in sorted(where.iterdir(), key=lambda entry: entry.name):
                if entry.name.endswith(SUFFIXES) and entry.is_file():
                    found[f"{folder}/{lang}/{entry.name}"] = entry
    return found


def class_view_app(lang: str | None = None) -> Traversable:
    """The live class view as a Voilà app (``apps/class_view_{lang}.ipynb``), shipped inside this package."""
    packaged = resources.files(__package__) / "apps"
    root = packaged if packaged.is_dir() else Path(__file__).resolve().parents[2] / "apps"
    return root / f"class_view_{check_language(lang)}.ipynb"


def teacher_guide(lang: str | None = None) -> Traversable:
    """The teacher's guide with its glossary, in ``lang`` (Markdown), shipped inside this package."""
    return resources.files(__package__) / "teacher_guide" / f"guide_{check_language(lang)}.md"


def first_lesson(lang: str | None = None) -> str:
    """The path, relative to the learner's folder, of the first lesson in ``lang`` (the session language)."""
    prefix = f"notebooks/{check_language(lang)}/"
    return next(path for path in shipped_notebooks() if path.startswith(prefix) and path.endswith(".ipynb"))


@dataclass
class LessonCopy:
    """What :func:`copy_lessons` did, file by file (paths relative to ``folder``)."""

    folder: Path
    copied: list[str] = field(default_factory=list)  # new in the folder
    updated: list[str] = field(default_factory=list)  # replaced: the learner had not changed them
    unchanged: list[str] = field(default_factory=list)  # already the shipped version
    kept: list[str] = field(default_factory=list)  # the learner's own version, left alone


def copy_lessons(folder: str | os.PathLike, languages=LANGUAGES) -> LessonCopy:
    """Copy the shipped notebooks in ``languages`` into ``folder`` (created if needed), never overwriting a
    notebook that the learner changed. Raises ``OSError`` when the folder cannot be written."""
    folder = Path(folder)
    record = _read_record(folder)
    done = LessonCopy(folder)
    for relative, source in shipped_notebooks(languages).items():
        target = folder / relative
        shipped = source.read_bytes()
        if not target.exists():
            _write(target, shipped)
            done.copied.append(relative)
        elif (current := target.read_bytes()) == shipped:
            done.unchanged.append(relative)
        elif record.get(relative) == _fingerprint(current):  # still what an earlier copy wrote
            _write(target, shipped)
            done.updated.append(relative)
        else:
            done.kept.append(relative)
            continue  # its record stays: the learner's version is not one we wrote
        record[relative] = _fingerprint(shipped)
    _write(folder / RECORD, json.dumps(record, indent=1, sort_keys=True).encode("utf-8"))
    return done


def _fingerprint(content: bytes) -> str:
    return hashlib.sha256(content).hexdigest()


def _read_record(folder: Path) -> dict[str, str]:
    try:
        record = json.loads((folder / RECORD).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}  # no earlier copy (or a damaged record): every differing file counts as the learner's
    return record if isinstance(record, dict) else {}


def _write(path: Path, content: bytes) -> None:
    """Write through a temporary file, so that an interrupted copy never leaves half a notebook."""
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(path.name + ".partial")
    partial.write_bytes(content)
    os.replace(partial, path)
