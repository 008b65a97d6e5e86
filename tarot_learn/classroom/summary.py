"""What the live class view shows, read from the class's progress folder (issue 24).

:func:`class_summary` reads every learner's file (``*.json``) of a folder — without a lock: each save
replaces its file whole (:mod:`.progress_file`), so a reader sees the file before a save or after
it — and sums it up for a teacher in the room:

* **learners × rule areas** (a rule area is an attempt's ``chapter``): the *first-try score* — the
  mean, over the area's exercises tried, of the first attempt's ``credit`` (read as its ``score``
  when a file has no ``credit``) — and the *mastery*, the share of the area's targets mastered,
  Practice's own rule (:mod:`tarot_learn.exercises.practice`: a target is mastered when 4 of its
  last 5 first tries were right with no hint, an area when each of its targets is);
* the **most missed** exercises: how many learners answered them wrongly at the first try (a
  practice position counts for the exercise it was drawn from: one wrong first try among a
  learner's positions of it counts him once);
* each learner's **misconceptions**: the ``misconception`` keys of his wrong answers, counted by
  exercise;
* who is **stuck**: a learner who answered in the last ``stuck_minutes`` and never rightly.

Every field an attempt may carry beyond ``exercise`` and ``score`` is read with ``.get`` (the
progress record of this session: older files lack ``credit`` or ``misconception``). A file that
cannot be read is counted, never a reason to stop.
"""

from __future__ import annotations

import os
from collections import Counter
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

from ..exercises.model import CHAPTERS, source_id
from ..exercises.progress import default_folder, learner_key
from ..exercises.progress_file import ProgressFileError, read_attempts, set_aside_files

STUCK_MINUTES = 5


@dataclass(frozen=True)
class AreaScore:
    """One learner in one rule area: the first-try score, the mastery (0–1: the share of the area's
    targets mastered, as Practice says it) and how many exercises the first-try score rests on."""

    first_try: float
    mastery: float
    exercises: int


@dataclass
class ClassSummary:
    learners: list[str] = field(default_factory=list)
    areas: list[str] = field(default_factory=list)  # the chapters seen, in the book's order
    scores: dict[str, dict[str, AreaScore]] = field(default_factory=dict)  # learner → area → score
    missed: list[tuple[str, int, int]] = field(default_factory=list)  # (exercise, wrong first tries, tried)
    misconceptions: dict[str, dict[str, list[str]]] = field(default_factory=dict)  # learner → key → exercises
    stuck: dict[str, str] = field(default_factory=dict)  # learner → the exercise he last tried
    answers: int = 0
    unreadable: int = 0
    names: dict[str, str] = field(default_factory=dict)  # learner → the name he typed, where it is not his id


def summary_as_data(summary: ClassSummary) -> dict:
    """The summary as JSON-ready data (what the class service sends the view)."""
    return asdict(summary)


def summary_from_data(data: dict) -> ClassSummary:
    """The summary the class service sent; raises ``ValueError`` (a ``TypeError``/``KeyError`` turned
    into one) on anything else."""
    try:
        summary = ClassSummary(**data)
        summary.scores = {
            learner: {area: AreaScore(**score) for area, score in areas.items()}
            for learner, areas in summary.scores.items()
        }
        summary.missed = [tuple(item) for item in summary.missed]
    except (TypeError, AttributeError) as error:
        raise ValueError(f"not a class summary: {error}") from None
    return summary


def first_credit(attempt: dict) -> float:
    """What a first attempt counts for: its ``credit``, else (an older file) its ``score``."""
    credit = attempt.get("credit")
    return float(credit) if isinstance(credit, (int, float)) else float(attempt.get("score", 0.0))


def _when(attempt: dict) -> datetime | None:
    try:
        moment = datetime.fromisoformat(attempt.get("time", ""))
    except (TypeError, ValueError):
        return None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def read_class(folder: str | os.PathLike | None = None) -> tuple[dict[str, list[dict]], int]:
    """Each learner's attempts (a learner found in two files — or under two spellings of one
    :func:`.progress.learner_key`, ``Zoé`` and ``zoé`` — has them merged under the name found first),
    and how many files could not be read, those set aside as unreadable (``alice.json.corrupt-1``) included."""
    folder = Path(folder) if folder is not None else default_folder()
    learners: dict[str, list[dict]] = {}
    names: dict[str, str] = {}  # learner key → the name shown
    unreadable = len(set_aside_files(folder))  # set aside by a learner's notebook: counted, never unsaid
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        try:
            learner, attempts = read_attempts(path)
        except FileNotFoundError:  # removed since the folder was listed
            continue
        except (OSError, ProgressFileError):
            unreadable += 1
            continue
        learners.setdefault(names.setdefault(learner_key(learner), learner), []).extend(attempts)
    return learners, unreadable


def class_summary(
    folder: str | os.PathLike | None = None, *, now: datetime | None = None, stuck_minutes: float = STUCK_MINUTES
) -> ClassSummary:
    """The class view's figures for the progress folder ``folder`` (default: the progress folder)."""
    learners, unreadable = read_class(folder)
    return summarize(learners, unreadable, now=now, stuck_minutes=stuck_minutes)


def summarize(
    learners: dict[str, list[dict]],
    unreadable: int = 0,
    *,
    now: datetime | None = None,
    stuck_minutes: float = STUCK_MINUTES,
) -> ClassSummary:
    """The class view's figures for each learner's checked attempts (from a folder, or from the
    class service's database: :mod:`.service`)."""
    now = now or datetime.now(UTC)
    summary = ClassSummary(learners=sorted(learners, key=str.casefold), unreadable=unreadable)
    first_wrong: Counter = Counter()
    tried: Counter = Counter()
    areas: set[str] = set()
    for learner, attempts in learners.items():
        answers = [item for item in attempts if not item.get("solution_shown")]
        summary.answers += len(answers)
        summary.scores[learner] = area_scores(attempts)
        areas.update(summary.scores[learner])
        wrong: dict[str, bool] = {}  # by source: a practice position counts for its exercise (model.source_id)
        for exercise, first in _first_attempts(answers).items():
            wrong[source_id(exercise)] = wrong.get(source_id(exercise), False) or not first.get("correct")
        tried.update(wrong.keys())
        first_wrong.update(source for source, missed in wrong.items() if missed)
        summary.misconceptions[learner] = _misconceptions(answers)
        since = now - timedelta(minutes=stuck_minutes)
        recent = [item for item in answers if (_when(item) or datetime.min.replace(tzinfo=UTC)) >= since]
        if recent and not any(item.get("correct") for item in recent):
            summary.stuck[learner] = recent[-1]["exercise"]
    summary.areas = [area for area in CHAPTERS if area in areas] + sorted(areas - set(CHAPTERS))
    summary.missed = sorted(
        ((exercise, wrong, tried[exercise]) for exercise, wrong in first_wrong.items() if wrong),
        key=lambda item: (-item[1], item[0]),
    )
    return summary


def _misconceptions(answers: list[dict]) -> dict[str, list[str]]:
    """Each misconception key of the learner's wrong answers, with the exercise of each time."""
    found: dict[str, list[str]] = {}
    for item in answers:
        key = item.get("misconception")
        if not item.get("correct") and isinstance(key, str) and key:
            found.setdefault(key, []).append(item["exercise"])
    return found


def _first_attempts(answers: list[dict]) -> dict[str, dict]:
    firsts: dict[str, dict] = {}
    for item in answers:
        firsts.setdefault(item["exercise"], item)
    return firsts


def area_scores(attempts: list[dict]) -> dict[str, AreaScore]:
    """Each rule area's first-try score and mastery for one learner's attempts (in saved order)."""
    from ..exercises.practice import mastery  # the bank and its kinds: only when a summary is made

    first: dict[str, dict] = {}
    area_of: dict[str, str] = {}
    for item in attempts:
        exercise = item["exercise"]
        area_of.setdefault(exercise, item.get("chapter") or "?")
        if not item.get("solution_shown"):
            first.setdefault(exercise, item)
    mastered = mastery(attempts)  # the same first tries Practice reads: a solution shown first is a miss
    scores: dict[str, AreaScore] = {}
    for area in dict.fromkeys(area_of[exercise] for exercise in first):
        mine = [exercise for exercise in first if area_of[exercise] == area]
        scores[area] = AreaScore(
            first_try=sum(first_credit(first[exercise]) for exercise in mine) / len(mine),
            mastery=mastered[area].share if area in mastered else 0.0,
            exercises=len(mine),
        )
    return scores
