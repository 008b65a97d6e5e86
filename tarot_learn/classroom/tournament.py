"""Duplicate deals for a class (issue 24): every learner plays the same deals, and is ranked deal by deal.

A tournament is a name (``"club-2026-12-03"``). Its deal ``n`` (from 1) is dealt from the seed
``f"{name}-{n}"`` by the seat ``(n − 1) mod players`` — the same cards and the same dealer for every
learner; the game table seeds each bot from the deal's seed and its seat, so a learner who plays the
same cards as another meets the same bot answers. (``tarot-learn print-deals --seed NAME`` prints the
same deals, to play them with real cards.)

Each learner's result on each deal — the points his seat scored (RULES.md §7, ``ScoreBreakdown.scores``)
— is saved in ``tournaments/<name>/<learner>.json`` under the progress folder, one file per learner,
written whole under the operating system's lock like a progress file.

**Ranking, the duplicate way.** On each deal a learner's mark is his score less the mean score of the
other learners who played that deal (0 when he played it alone); his total is the sum of his marks,
and the learners are ranked by it. A good result on a deal where everyone scored well counts for
little; what counts is doing better than the field with the same cards.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from ..exercises.progress import default_folder, learner_file, learner_key, learner_name, legacy_file_name
from ..exercises.progress_file import locked, write_atomically
from ..strategy.duplicate import decode_steps, encode_steps
from ..strategy.review import deal_steps

FORMAT = "tarot_learn.tournament"


def tournament_deal(name: str, number: int, players: int) -> tuple[str, int]:
    """The seed and the dealer of the tournament's deal ``number`` (from 1)."""
    return f"{name}-{number}", (number - 1) % players


def tournament_folder(name: str, folder: str | os.PathLike | None = None) -> Path:
    # The tournament's name as typed (case kept, the older way): a tournament is a code, not a learner.
    where = Path(folder if folder is not None else default_folder()) / "tournaments"
    return where / legacy_file_name(name)[: -len(".json")]


def save_result(name: str, learner: str, number: int, score: float, folder=None, *, game=None, seat=None) -> Path:
    """Save ``learner``'s score on deal ``number`` (a deal played again keeps its first result:
    duplicate compares first plays) and, given the finished ``game`` and his ``seat``, the deal's
    line, to show another learner where their deals parted (:mod:`..strategy.duplicate`); returns
    the file."""
    learner = learner_name(learner)
    path = learner_file(tournament_folder(name, folder), learner)
    path.parent.mkdir(parents=True, exist_ok=True)
    with locked(path):
        saved = _load(path)
        deals, lines = _deals(saved), _lines(saved)
        if str(number) not in deals:
            deals[str(number)] = score
            if game is not None and seat is not None:
                lines[str(number)] = {"seat": seat, "steps": encode_steps(deal_steps(game, whole=True))}
        kept = saved.get("learner")  # the name typed first (Zoé, then ZOÉ: one learner, shown Zoé)
        shown = kept if isinstance(kept, str) and learner_key(kept) == learner_key(learner) else learner
        data = {"format": FORMAT, "tournament": name, "learner": shown, "deals": deals, "lines": lines}
        write_atomically(path, json.dumps(data, ensure_ascii=False, indent=1))
    return path


def _load(path: Path) -> dict:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _deals(data: dict) -> dict[str, float]:
    deals = data.get("deals")
    if not isinstance(deals, dict):
        return {}
    return {key: value for key, value in deals.items() if isinstance(value, (int, float)) and key.isdigit()}


def _lines(data: dict) -> dict[str, dict]:
    lines = data.get("lines")
    return lines if isinstance(lines, dict) else {}


def read_results(name: str, folder=None) -> dict[str, dict[int, float]]:
    """Each learner's score by deal number; files that cannot be read are left out."""
    results: dict[str, dict[int, float]] = {}
    names: dict[str, str] = {}  # learner key → the name shown, the first found
    where = tournament_folder(name, folder)
    for path in sorted(where.glob("*.json")) if where.is_dir() else []:
        data = _load(path)
        if isinstance(data.get("learner"), str):
            shown = names.setdefault(learner_key(data["learner"]), data["learner"])  # Zoé and zoé are one
            mine = results.setdefault(shown, {})
            for key, value in _deals(data).items():
                mine.setdefault(int(key), value)
    return results


def duplicate_marks(results: dict[str, dict[int, float]]) -> dict[str, dict[int, float]]:
    """Each learner's mark on each deal he played: his score less the mean of the others' on it."""
    marks: dict[str, dict[int, float]] = {learner: {} for learner in results}
    for number in sorted({deal for scores in results.values() for deal in scores}):
        field = {learner: scores[number] for learner, scores in results.items() if number in scores}
        for learner, score in field.items():
            others = [value for other, value in field.items() if other != learner]
            marks[learner][number] = score - sum(others) / len(others) if others else 0.0
    return marks


def duplicate_ranking(results: dict[str, dict[int, float]]) -> list[tuple[str, float]]:
    """(learner, total of his marks), best first (ties by name)."""
    totals = {learner: sum(marks.values()) for learner, marks in duplicate_marks(results).items()}
    return sorted(totals.items(), key=lambda item: (-item[1], item[0].casefold()))


def other_lines(name: str, number: int, learner: str, seat: int, folder=None) -> list[tuple[str, float, list]]:
    """The results other learners saved on deal ``number`` from the same ``seat``, each with its
    line: ``(learner, score, steps)``, by name. Files or lines that cannot be read are left out."""
    learner = learner_name(learner)
    found = []
    where = tournament_folder(name, folder)
    for path in sorted(where.glob("*.json")) if where.is_dir() else []:
        data = _load(path)
        other, score, line = data.get("learner"), _deals(data).get(str(number)), _lines(data).get(str(number))
        if not isinstance(other, str) or learner_key(other) == learner_key(learner):
            continue
        if score is None or not isinstance(line, dict):
            continue
        if line.get("seat") != seat:
            continue
        try:
            steps = decode_steps(line.get("steps"))
        except ValueError:
            continue
        found.append((other, score, steps))
    return sorted(found, key=lambda item: item[0].casefold())


def best_line(lines: list[tuple[str, float, list]]):
    """The best of :func:`other_lines` (equal scores: the first by name), or ``None``."""
    return max(lines, key=lambda item: item[1], default=None)


def latest_tournament(folder=None) -> str | None:
    """The name of the tournament whose results were saved last under the progress folder, if any."""
    where = Path(folder if folder is not None else default_folder()) / "tournaments"
    files = sorted(where.glob("*/*.json"), key=lambda path: path.stat().st_mtime) if where.is_dir() else []
    for path in reversed(files):
        name = _load(path).get("tournament")
        if isinstance(name, str):
            return name
    return None
