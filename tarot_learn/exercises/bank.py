"""The bank of hand-written exercises: one TOML file per chapter in ``exercises/bank/``.

Each file holds a list of ``[[exercise]]`` tables. The fields every exercise has::

    id = "play-must-overtrump-1"      # unique in the whole bank
    kind = "legal_play"               # a kind registered in kinds.KINDS
    situation = "must_overtrump"      # the rule practised (optional)
    question = { fr = "…", en = "…" }
    hints = [ { fr = "…", en = "…" }, … ]   # gentlest first: levels 1 and 3, or all three levels
    answer = "21 19"                  # what the author expects; the tests compare it with the core

and the position, with the field names of its kind's position (``LegalPlay.position`` is
:class:`~tarot_learn.exercises.kinds.play.PlayPosition`: ``players``, ``hand``, ``trick``,
``leader``…): cards are written as text (``hand = "R♥ 7♥ 12 Excuse"``, ``trick = "9♥ 18"``),
``contract`` as its name (``"garde"``), and an Excuse deal as ``tricks = [ { cards = "…", leader =
0 }, … ]`` — each trick's winner is computed by the core, never written by hand. A field that is
neither the exercise's nor its position's is refused when the bank is read.

The chapter of an exercise is its file's name. ``load_bank()`` reads every file once.
"""

from __future__ import annotations

import tomllib
from dataclasses import fields, replace
from functools import lru_cache
from importlib import resources

from ..cards import CardSet
from ..contracts import Contract
from ..errors import TarotError
from ..parsing import parse_card, parse_cards
from ..play import PlayedTrick, trick_winner
from .kinds import kind_named, kind_of
from .model import CHAPTERS, Exercise

RENAMED = {
    # old id → new id: an id says what the exercise teaches, not a figure its variants change (issue 23).
    # Progress files and notebooks may still hold an old id: it keeps naming the same exercise.
    "scoring-two-bouts-made": "scoring-made-by-margin",
    "scoring-one-bout-failed": "scoring-failed-by-margin",
}
_EXERCISE_FIELDS = {"id", "kind", "situation", "question", "hints", "answer"}
# How a bank entry writes a position's field, when not as the field itself (a number, a name…).
_READERS = {
    "hand": lambda text, entry: CardSet(text),
    "pile": lambda text, entry: CardSet(text),
    "chien": lambda text, entry: CardSet(text),
    "best": lambda text, entry: CardSet(text),
    "trick": lambda text, entry: tuple(parse_cards(text)),
    "called_card": lambda text, entry: parse_card(text),
    "card": lambda text, entry: parse_card(text),
    "contract": lambda name, entry: Contract[name.upper()],
    "bids": lambda bids, entry: tuple(bids),
    "poignees": lambda pairs, entry: tuple((bonus, side) for bonus, side in pairs),
    "tricks": lambda tricks, entry: tuple(_played_trick(trick, entry.get("players", 4)) for trick in tricks),
}


@lru_cache(maxsize=1)
def load_bank() -> dict[str, Exercise]:
    """Every exercise of the bank, by id, chapter after chapter (in ``CHAPTERS`` order)."""
    bank: dict[str, Exercise] = {}
    folder = resources.files(__package__) / "bank"
    for chapter in CHAPTERS:
        data = tomllib.loads((folder / f"{chapter}.toml").read_text(encoding="utf-8"))
        for entry in data["exercise"]:
            exercise = exercise_from_toml(entry, chapter)
            if exercise.id in bank:
                raise ValueError(f"exercise id {exercise.id!r} appears twice in the bank")
            bank[exercise.id] = exercise
    return bank


def read_position(entry: dict):
    """The position of a bank entry, of its kind's own type: each field of that type read from the
    entry's field of the same name. A field that is neither the exercise's nor the position's is
    refused, so that a misspelt field never passes silently."""
    position_type = kind_named(entry["kind"]).position
    names = {item.name for item in fields(position_type)}
    unknown = set(entry) - names - _EXERCISE_FIELDS
    if unknown:
        raise ValueError(f"exercise {entry.get('id')!r}: {', '.join(sorted(unknown))} not a field of its kind")
    return position_type(
        **{name: _READERS.get(name, _as_written)(entry[name], entry) for name in names if name in entry}
    )


def _as_written(value, entry: dict):
    return value


def exercise_from_toml(entry: dict, chapter: str) -> Exercise:
    """Build an :class:`Exercise` from one ``[[exercise]]`` table of a bank file."""
    exercise = Exercise(
        id=entry["id"],
        chapter=chapter,
        kind=entry["kind"],
        position=read_position(entry),
        question=entry["question"],
        hints=tuple(entry.get("hints", ())),
        stored_answer=entry.get("answer"),
        situation=entry.get("situation"),
    )
    return replace(exercise, hints=kind_of(exercise).bank_hint_ladder(exercise))


def _played_trick(trick: dict, players: int) -> PlayedTrick:
    """A finished trick from its cards and its leader; the core says who won it."""
    cards = tuple(parse_cards(trick["cards"]))
    seats = tuple((trick["leader"] + offset) % players for offset in range(len(cards)))
    return PlayedTrick(cards, seats, seats[trick_winner(cards, excuse_wins=trick.get("excuse_wins", False))])


def bank_exercise(exercise_id: str) -> Exercise:
    """The bank exercise called ``exercise_id`` (or once called so: :data:`RENAMED`); a clear error,
    with the known ids, if there is none."""
    bank = load_bank()
    exercise_id = RENAMED.get(exercise_id, exercise_id) if isinstance(exercise_id, str) else exercise_id
    if not isinstance(exercise_id, str) or exercise_id not in bank:
        raise TarotError("exercise.unknown_id", given=repr(exercise_id), example=next(iter(bank)))
    return bank[exercise_id]


def chapter_exercises(chapter: str) -> list[Exercise]:
    """The bank exercises of one chapter, in the order they are written."""
    if chapter not in CHAPTERS:
        raise TarotError("exercise.unknown_chapter", given=repr(chapter), choices=", ".join(CHAPTERS))
    return [exercise for exercise in load_bank().values() if exercise.chapter == chapter]
