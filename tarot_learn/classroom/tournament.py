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

**Files the learners wrote are checked** (:func:`read_tournament`): a score that is not a number
(``NaN``, true…), an infinity, or one no deal can give — above :data:`LARGEST_SCORE` in size — is left
out with a line saying which file and which deal, and so is a file that cannot be read (not JSON, not a
tournament's, not a regular file, not readable by this account); the ranking goes on with the rest.
A damaged file is never overwritten: the next save moves it aside (``alice.json.corrupt-1``, as a
progress file) and starts a new one.
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass, field
from pathlib import Path

from .. import i18n
from ..exercises.outbox import ClassServiceError, class_link, request_json
from ..exercises.progress import default_folder, learner_file, learner_key, learner_name, legacy_file_name
from ..exercises.progress_file import (
    ProgressFileError,
    is_damaged,
    locked,
    read_bytes,
    refuse_if_not_yours,
    set_aside,
    set_aside_files,
    write_atomically,
)
from ..i18n import Sentence
from ..scoring import LARGEST_DEAL_SCORE
from ..strategy.duplicate import decode_steps, encode_steps
from ..strategy.review import deal_steps

FORMAT = "tarot_learn.tournament"
LARGEST_SCORE = LARGEST_DEAL_SCORE  # the most a seat can score on one deal (scoring.py says why)
_LONGEST_DEAL_NUMBER = 6  # digits


@dataclass(frozen=True)
class Refused:
    """A tournament file, or one deal of it, left out of the ranking: ``.line(lang)`` says which and why."""

    path: str
    key: str
    params: dict = field(default_factory=dict)

    def line(self, lang: str | None = None) -> str:
        params = {
            name: value.localized(i18n.check_language(lang)) if isinstance(value, Sentence) else value
            for name, value in self.params.items()
        }
        return i18n.text(self.key, lang, path=self.path, **params)


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
        refuse_if_not_yours(path)  # another learner's file (he typed that name): never written
        try:
            saved = _read(path)
        except FileNotFoundError:
            saved = {}
        except ProgressFileError as error:
            if not is_damaged(error):  # out of reach (permissions, a FIFO…): left as it is, the save refused
                raise
            set_aside(path)  # damaged: kept beside, never overwritten
            saved = {}
        deals, lines = _deals(saved), _lines(saved)
        if str(number) not in deals:
            deals[str(number)] = score
            if game is not None and seat is not None:
                lines[str(number)] = {"seat": seat, "steps": encode_steps(deal_steps(game, whole=True))}
        kept = saved.get("learner")  # the name typed first (Zoé, then ZOÉ: one learner, shown Zoé)
        shown = kept if isinstance(kept, str) and learner_key(kept) == learner_key(learner) else learner
        data = {"format": FORMAT, "tournament": name, "learner": shown, "deals": deals, "lines": lines}
        write_atomically(path, json.dumps(data, ensure_ascii=False, indent=1))
    send_results(name, shown, deals)
    return path


def send_results(name: str, learner: str, deals: dict[str, float]) -> bool:
    """Send the learner's first scores on the tournament's deals to the class service, when one is
    configured (:mod:`..exercises.outbox`): every deal each time — the service keeps each deal's first
    score, so a send that failed is made good by the next deal's. False when it could not be sent."""
    link = class_link()
    if link is None:
        return True
    body = {"tournament": name, "name": learner, "deals": deals}
    try:
        request_json("POST", link.endpoint("tournament"), link.token, body)
    except ClassServiceError:
        return False
    return True


def _read(path: Path) -> dict:
    """A tournament file's data. Raises ``FileNotFoundError``, and :class:`ProgressFileError` for a
    file that is out of reach (:func:`.progress_file.read_bytes`) or damaged (not UTF-8, not JSON,
    not a tournament's)."""
    raw = read_bytes(path)
    try:
        data = json.loads(raw.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise _damaged(path, "exercise.progress.reason.not_utf8") from None
    except json.JSONDecodeError as error:
        raise _damaged(path, "exercise.progress.reason.not_json", line=error.lineno) from None
    except (ValueError, RecursionError):  # an integer too long for Python, brackets nested too deep
        raise _damaged(path, "exercise.progress.reason.not_json", line="?") from None
    if not isinstance(data, dict) or data.get("format", FORMAT) != FORMAT or not isinstance(data.get("learner"), str):
        raise _damaged(path, "tournament.reason.not_tournament")
    return data


def _damaged(path: Path, key: str, **params) -> ProgressFileError:
    return ProgressFileError("exercise.progress.unreadable", path=str(path), reason=Sentence(key, params))


def _load(path: Path) -> dict:
    """:func:`_read`, or ``{}`` for a file that cannot be read."""
    try:
        return _read(path)
    except (OSError, ProgressFileError):
        return {}


def is_score(value) -> bool:
    """A score a seat can make on one deal: a finite number (not true or false) of at most
    :data:`LARGEST_SCORE` points in size."""
    return type(value) in (int, float) and math.isfinite(value) and abs(value) <= LARGEST_SCORE


def _is_deal_number(key) -> bool:
    return isinstance(key, str) and key.isascii() and key.isdigit() and len(key) <= _LONGEST_DEAL_NUMBER


def _deals(data: dict, refused: list | None = None, path: Path | None = None) -> dict[str, float]:
    """The deals of a file whose number and score are valid; each other one told in ``refused``."""
    deals = data.get("deals")
    if not isinstance(deals, dict):
        return {}
    kept = {}
    for key, value in deals.items():
        if _is_deal_number(key) and is_score(value):
            kept[key] = value
        elif refused is not None:
            shown = repr(value) if len(repr(value)) <= 30 else repr(value)[:29] + "…"
            number = key if _is_deal_number(key) else repr(key)[:30]
            refused.append(
                Refused(str(path), "tournament.bad_score", {"number": number, "score": shown, "largest": LARGEST_SCORE})
            )
    return kept


def _lines(data: dict) -> dict[str, dict]:
    lines = data.get("lines")
    return lines if isinstance(lines, dict) else {}


def read_results(name: str, folder=None) -> dict[str, dict[int, float]]:
    """Each learner's score by deal number; files and scores that cannot be read are left out
    (:func:`read_tournament` says which)."""
    return read_tournament(name, folder)[0]


def read_tournament(name: str, folder=None) -> tuple[dict[str, dict[int, float]], list[Refused]]:
    """Each learner's score by deal number, and what was left out and why (:class:`Refused`): a file
    that cannot be read, a deal whose score is not one (:func:`is_score`)."""
    results: dict[str, dict[int, float]] = {}
    refused: list[Refused] = []
    names: dict[str, str] = {}  # learner key → the name shown, the first found
    where = tournament_folder(name, folder)
    refused.extend(Refused(str(path), "tournament.set_aside") for path in set_aside_files(where))
    for path in sorted(where.glob("*.json")) if where.is_dir() else []:
        try:
            data = _read(path)
        except FileNotFoundError:  # removed since the folder was listed
            continue
        except ProgressFileError as error:
            refused.append(Refused(str(path), "tournament.unreadable", {"reason": error.params["reason"]}))
            continue
        except OSError as error:
            refused.append(Refused(str(path), "tournament.unreadable", {"reason": error.strerror or str(error)}))
            continue
        shown = names.setdefault(learner_key(data["learner"]), data["learner"])  # Zoé and zoé are one
        mine = results.setdefault(shown, {})
        for key, value in _deals(data, refused, path).items():
            mine.setdefault(int(key), value)
    return results, refused


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


def _modified(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def latest_tournament(folder=None) -> str | None:
    """The name of the tournament whose results were saved last under the progress folder, if any."""
    where = Path(folder if folder is not None else default_folder()) / "tournaments"
    files = sorted(where.glob("*/*.json"), key=_modified) if where.is_dir() else []
    for path in reversed(files):
        name = _load(path).get("tournament")
        if isinstance(name, str):
            return name
    return None
