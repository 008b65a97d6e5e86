"""A teacher's own exercises (issue 35 item 4): a TOML file written like the bank's, read and checked.

``load_exercises("mes_exercices.toml")`` reads a file of ``[[exercise]]`` tables written as the bank's
(:mod:`.bank` says every field; the teacher's guide gives one example per common kind) and returns the
exercises by id, ready for :class:`~tarot_learn.widgets.ExerciseWidget`, the report and the class view. An
optional top-level ``chapter = "play"`` says which rule area they count for (default: the file's name
when it is one, else ``"teacher"``).

Nothing a teacher writes is taken on trust — the learner holds what the grader says:

* **the position** is checked: cards that exist (the card reader refuses anything else), no card twice
  in the position, seats from 0 to the number of players less one, a hand no bigger than a deal gives;
* **the key** (``answer``) is checked against the rules core: a legal-play key must list exactly the legal
  cards, an écart key must be an écart the rules allow, any other key must be what a learner would be
  marked right for. A key the core does not agree with is refused, with the core's own answer;
* every error is a :class:`TeacherExerciseError` (a ``ValueError``) that names the file, the exercise and
  the field, in French and in English. ``tarot-learn check FILE`` prints them all.
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import fields
from pathlib import Path

from ..cards import Card
from ..deal import deal_size
from ..errors import TarotError, shown
from ..i18n import Deferred, Sentence
from .bank import exercise_from_toml
from .grade import expected_text
from .kinds import KINDS, kind_of
from .model import CHAPTERS, Exercise, solve

TEACHER_CHAPTER = "teacher"
_CARD_FIELDS = ("hand", "trick", "pile", "chien")  # the cards of a position that no card may be in twice
_SEAT_FIELDS = ("leader", "seat", "partner", "taker", "dealer")


class TeacherExerciseError(TarotError):
    """An exercise of a teacher's file that cannot be used as written; the message names the file,
    the exercise and the field."""


def load_exercises(path: str | os.PathLike) -> dict[str, Exercise]:
    """The exercises of a teacher's file, by id, each checked (module's note). Raises
    :class:`TeacherExerciseError` at the first exercise that is wrong; :func:`check_file` lists them all."""
    exercises, problems = _read(path)
    if problems:
        raise problems[0]
    return exercises


def check_file(path: str | os.PathLike) -> tuple[dict[str, Exercise], list[TeacherExerciseError]]:
    """Every exercise of the file that is right, and an error for each one that is not."""
    return _read(path)


def _read(path) -> tuple[dict[str, Exercise], list[TeacherExerciseError]]:
    path = Path(path)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8-sig"))
    except OSError as error:
        reason = error.strerror or type(error).__name__
        raise TeacherExerciseError("exercise.teacher.unreadable", path=str(path), reason=reason) from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        raise TeacherExerciseError("exercise.teacher.unreadable", path=str(path), reason=str(error)) from None
    entries = data.get("exercise")
    if not isinstance(entries, list) or not entries:
        raise TeacherExerciseError("exercise.teacher.no_exercise", path=str(path))
    chapter = data.get("chapter") or (path.stem if path.stem in CHAPTERS else TEACHER_CHAPTER)
    found: dict[str, Exercise] = {}
    problems: list[TeacherExerciseError] = []
    for number, entry in enumerate(entries, 1):
        name = entry.get("id") if isinstance(entry, dict) and isinstance(entry.get("id"), str) else f"#{number}"
        try:
            exercise = _built(entry, chapter, path, name)
            if exercise.id in found:
                raise _wrong(path, name, "id", _said("exercise.teacher.twice"))
            found[exercise.id] = exercise
        except TeacherExerciseError as error:
            problems.append(error)
    return found, problems


def _said(key: str, **params) -> Sentence:
    return Sentence(key, params)


def _wrong(path: Path, name: str, field: str, reason) -> TeacherExerciseError:
    """An error naming the file, the exercise and the field; ``reason`` one of our errors, or :func:`_said`."""
    if isinstance(reason, TarotError):
        reason = Deferred(reason.message)
    return TeacherExerciseError("exercise.teacher.field", path=str(path), exercise=name, field=field, reason=reason)


def _built(entry, chapter: str, path: Path, name: str) -> Exercise:
    if not isinstance(entry, dict):
        raise _wrong(path, name, "[[exercise]]", _said("exercise.teacher.not_table"))
    for needed in ("id", "kind", "question"):
        if needed not in entry:
            raise _wrong(path, name, needed, _said("exercise.teacher.missing"))
    if entry["kind"] not in KINDS:
        reason = _said("exercise.teacher.kind", kinds=", ".join(sorted(KINDS)))
        raise _wrong(path, name, "kind", reason)
    kind = KINDS[entry["kind"]]
    if kind.situations and "situation" not in entry:
        reason = _said("exercise.teacher.situation", situations=", ".join(kind.situations))
        raise _wrong(path, name, "situation", reason)
    question = entry["question"]
    if not (isinstance(question, dict) and all(isinstance(question.get(lang), str) for lang in ("fr", "en"))):
        raise _wrong(path, name, "question", _said("exercise.teacher.both_languages"))
    try:
        exercise = exercise_from_toml(entry, chapter)
    except TarotError as error:  # a card the reader refuses, a contract that is none…
        raise _wrong(path, name, _field_of(error, entry), error) from None
    except (KeyError, IndexError, TypeError, ValueError) as error:
        raise _wrong(
            path, name, _field_of(error, entry), _said("exercise.teacher.position", detail=shown(error))
        ) from None
    _check_position(exercise, path, name)
    _check_key(exercise, path, name)
    return exercise


def _field_of(error: Exception, entry: dict) -> str:
    """The field an error is about, when it names one of the entry's; else the position as a whole."""
    text = str(error)
    return next((field for field in entry if f"'{field}'" in text or f" {field} " in f" {text} "), "position")


def _check_position(exercise: Exercise, path: Path, name: str) -> None:
    position = exercise.position
    players = getattr(position, "players", 4)
    if players not in (3, 4, 5):
        raise _wrong(path, name, "players", _said("exercise.teacher.players"))
    seen: dict[Card, str] = {}
    for field in _CARD_FIELDS:
        value = getattr(position, field, None)
        for card in value or ():
            if card in seen:
                reason = _said("exercise.teacher.card_twice", card=card.text("fr"), first=seen[card])
                raise _wrong(path, name, field, reason)
            seen[card] = field
    hand = getattr(position, "hand", None)
    if hand is not None and len(hand) > deal_size(players).hand:
        reason = _said("exercise.teacher.hand_size", count=len(hand), most=deal_size(players).hand, players=players)
        raise _wrong(path, name, "hand", reason)
    for field in _SEAT_FIELDS:
        seat = getattr(position, field, None) if field in {item.name for item in fields(position)} else None
        if seat is not None and not (isinstance(seat, int) and 0 <= seat < players):
            raise _wrong(path, name, field, _said("exercise.teacher.seat", last=players - 1))


def _check_key(exercise: Exercise, path: Path, name: str) -> None:
    """The key against the core (module's note); an exercise without a key is solved by the core alone."""
    key = exercise.stored_answer
    try:
        solve(exercise)  # the core must solve the position, whether a key is written or not
    except (TarotError, ValueError, KeyError, IndexError) as error:  # the core cannot solve this position
        raise _wrong(path, name, "position", _said("exercise.teacher.unsolvable", detail=shown(error))) from None
    if key is None:
        return
    try:
        agrees = kind_of(exercise).key_agrees(exercise, key)
    except (TarotError, TypeError, ValueError):  # a key that cannot even be read is no key
        agrees = False
    if not agrees:
        from .. import i18n

        said = Deferred(
            lambda lang: i18n.text("exercise.teacher.key", lang, given=shown(key), core=expected_text(exercise, lang))
        )
        raise _wrong(path, name, "answer", said)


__all__ = ["TEACHER_CHAPTER", "TeacherExerciseError", "check_file", "load_exercises"]
