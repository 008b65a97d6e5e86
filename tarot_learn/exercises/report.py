"""The teacher's report: every learner's progress file gathered into one table and one chart.

``report(files)`` reads the learners' progress files (see :mod:`.progress`) without changing
them and returns ``(rows, figure)``: one row per learner and exercise — attempts, best score,
solved or not — and a bar chart of the class's average best score per exercise, the most
often missed first. The command line does the same and writes a CSV::

    tarot-learn report progress/*.json --csv results.csv --chart results.png --lang fr

A file that is not a progress file is reported and skipped; it never stops the report.
"""

from __future__ import annotations

import csv
from collections.abc import Iterable
from pathlib import Path

from .. import i18n
from .progress import read_attempts

COLUMNS = ("learner", "exercise", "chapter", "attempts", "best_score", "solved")


def read_rows(files: Iterable[str | Path]) -> tuple[list[dict], list[str]]:
    """One row per learner and exercise, and the files that could not be read."""
    rows: list[dict] = []
    skipped: list[str] = []
    for path in files:
        try:
            learner, attempts = read_attempts(Path(path))
        except (OSError, ValueError):
            skipped.append(str(path))
            continue
        by_exercise: dict[str, dict] = {}
        for item in attempts:
            row = by_exercise.setdefault(
                item["exercise"],
                {"learner": learner, "exercise": item["exercise"], "chapter": item.get("chapter", ""),
                 "attempts": 0, "best_score": 0.0, "solved": False},
            )  # fmt: skip
            row["attempts"] += 1
            row["best_score"] = max(row["best_score"], float(item.get("score", 0)))
            row["solved"] = row["solved"] or bool(item.get("correct"))
        rows.extend(by_exercise.values())
    return rows, skipped


def most_missed(rows: list[dict], count: int = 5) -> list[tuple[str, int, int]]:
    """The exercises most often left unsolved: ``(exercise, learners who missed it, learners who tried it)``,
    the most missed first (ties: by id)."""
    tried: dict[str, int] = {}
    missed: dict[str, int] = {}
    for row in rows:
        tried[row["exercise"]] = tried.get(row["exercise"], 0) + 1
        missed[row["exercise"]] = missed.get(row["exercise"], 0) + (not row["solved"])
    ranked = sorted((exercise for exercise in tried if missed[exercise]), key=lambda e: (-missed[e], e))
    return [(exercise, missed[exercise], tried[exercise]) for exercise in ranked[:count]]


def average_scores(rows: list[dict]) -> dict[str, float]:
    """The class's average best score per exercise, lowest first."""
    totals: dict[str, list[float]] = {}
    for row in rows:
        totals.setdefault(row["exercise"], []).append(row["best_score"])
    averages = {exercise: sum(scores) / len(scores) for exercise, scores in totals.items()}
    return dict(sorted(averages.items(), key=lambda item: (item[1], item[0])))


def write_csv(rows: list[dict], path: str | Path) -> None:
    """The rows as a CSV file (UTF-8, one header line), to open in a spreadsheet."""
    with open(path, "w", newline="", encoding="utf-8") as stream:
        writer = csv.DictWriter(stream, fieldnames=COLUMNS)
        writer.writeheader()
        writer.writerows(rows)


def scores_figure(labels: list[str], scores: list[float], title: str, lang: str | None = None):
    """Horizontal bars: one score (0–1) per label, shown in %. Matplotlib is imported here only."""
    from ..display.plots import LessonFigure

    figure = LessonFigure(figsize=(7, 0.8 + 0.32 * max(len(labels), 1)), layout="constrained")
    axes = figure.add_subplot()
    percents = [100 * score for score in scores]
    colours = ["#2e7d32" if score == 1 else "#e0a100" if score > 0 else "#c62828" for score in scores]
    axes.barh(range(len(labels)), percents, color=colours, hatch=None)
    axes.set_yticks(range(len(labels)), labels)
    axes.invert_yaxis()
    axes.set_xlim(0, 100)
    axes.set_xlabel(i18n.text("exercise.report.axis", lang))
    axes.set_title(title)
    for row, percent in enumerate(percents):
        axes.text(min(percent, 100) + 1, row, f"{percent:.0f} %", va="center", fontsize=8)
    return figure


def report(files: Iterable[str | Path], *, lang: str | None = None) -> tuple[list[dict], object]:
    """Rows (see ``COLUMNS``) and a figure of the class's average best score per exercise."""
    lang = i18n.check_language(lang)
    rows, _ = read_rows(files)
    averages = average_scores(rows)
    title = i18n.text("exercise.report.title", lang, learners=len({row["learner"] for row in rows}))
    return rows, scores_figure(list(averages), list(averages.values()), title, lang)


def summary_lines(rows: list[dict], skipped: list[str], lang: str | None = None) -> list[str]:
    """What the command line prints: learners and exercises counted, the most missed, the skipped files."""
    lines = [
        i18n.text(
            "exercise.report.counts", lang, learners=len({row["learner"] for row in rows}),
            exercises=len({row["exercise"] for row in rows}),
        )  # fmt: skip
    ]
    missed = most_missed(rows)
    if missed:
        lines.append(i18n.text("exercise.report.most_missed", lang))
        lines.extend(
            i18n.text("exercise.report.missed_line", lang, exercise=exercise, missed=count, tried=tried)
            for exercise, count, tried in missed
        )
    lines.extend(i18n.text("exercise.report.skipped", lang, path=path) for path in skipped)
    return lines
