"""Files handed in (issue 31): a learner's progress file, downloaded from his notebook
(:class:`tarot_learn.widgets.HandIn`) and given to the teacher, put into the class's folder.

The file is read and checked as a progress file is (:func:`~..exercises.progress_file.check_data`: a
score that is not a number from 0 to 1, broken JSON… refuse the whole file, with the reason). Its learner's
file in the folder (:func:`~..exercises.progress.learner_file`: ``Zoé`` and ``zoé`` are one learner) gets the
attempts it does not hold yet — a file handed in twice, or after an earlier one, adds each attempt once — written
whole and atomically under the operating system's lock, as every save is.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from ..exercises.outbox import attempt_key
from ..exercises.progress import default_folder, learner_file
from ..exercises.progress_file import (
    ProgressFileError,
    as_text,
    check_data,
    locked,
    read_snapshot,
    write_atomically,
)
from ..i18n import Sentence


def read_handed_in(name: str, content: bytes) -> tuple[str, list[dict]]:
    """The learner and the checked attempts of a file handed in; :class:`ProgressFileError` otherwise."""
    path = Path(name)
    try:
        data = json.loads(content.decode("utf-8-sig"), parse_constant=_refuse_constant)
    except (UnicodeDecodeError, ValueError, RecursionError):
        reason = Sentence("exercise.progress.reason.not_json", {"line": "?"})
        raise ProgressFileError("exercise.progress.unreadable", path=name, reason=reason) from None
    return check_data(data, path)


def add_handed_in(name: str, content: bytes, folder: str | os.PathLike | None = None) -> tuple[str, int]:
    """Put a handed-in file's attempts into the class folder; returns its learner and how many attempts
    were new."""
    learner, attempts = read_handed_in(name, content)
    folder = Path(folder) if folder is not None else default_folder()
    path = learner_file(folder, learner)
    folder.mkdir(parents=True, exist_ok=True)
    with locked(path):
        try:
            held = read_snapshot(path)
            learner_there, there = held.learner, held.attempts
        except FileNotFoundError:
            learner_there, there = learner, []
        known = {attempt_key(item) for item in there}
        new = [item for item in attempts if attempt_key(item) not in known]
        if new:
            write_atomically(path, as_text(learner_there, [*there, *new]))
    return learner, len(new)


def _refuse_constant(name):
    raise ValueError(name)
