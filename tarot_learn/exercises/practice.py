"""Practice until mastered: an endless stream of exercises per rule area, mastery, and reviews
scheduled across days with FSRS.

**Rule areas.** A rule area is an exercise chapter (``CHAPTERS``: ``"play"``, ``"scoring"``…);
:data:`MOST_MISSED` is « ce que je rate le plus », the targets (an attempt's ``chapter`` and
``teaches``) whose first tries the learner misses most; :data:`DUE` is today's reviews.

**The stream** (:func:`practice_stream`) draws, question after question, from the area's sources:
each bank exercise of the chapter, whose kind re-draws its position (``vary``) and keeps it only
when the core reads the same target (:func:`.variants.fits`), and each situation a kind of the
chapter generates (:func:`.generate.generate`). The same seed gives the same stream; a position
already served is drawn again, a bounded number of times. The grader and ``Progress.record`` are
the usual ones: a practice exercise is an :class:`~.model.Exercise` like any other, whose id
names its source and its position (``play-must-overtrump-1~3f2a…``), so that its first try is
its attempt 1.

**Mastery** (:func:`mastery`), the rule said once: a rule area is mastered when at least
:data:`MASTERY_RIGHT` of its last :data:`MASTERY_WINDOW` first tries were right with no hint seen
and no solution shown. A first try is an exercise's first entry in the progress file.

**Reviews** (:func:`schedule`): each target is an FSRS card (the ``fsrs`` package). Its reviews
are the first tries of the target's exercises, in the file's order, rated *Again* (wrong, or the
solution shown first), *Hard* (right after a hint) or *Good* (right with no hint). Nothing is
stored besides the attempts: the schedule is rebuilt from them each time, so it survives a
restart and can never disagree with the file. The scheduler has no same-day learning steps (the
practice stream is the same-day repetition) and no fuzz (the same file, the same schedule): a
target missed today is due tomorrow.
"""

from __future__ import annotations

import hashlib
import html
import random
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from datetime import UTC, datetime, time, timedelta

from fsrs import Card, Rating, Scheduler

from .. import i18n
from ..errors import TarotError, shown
from .bank import chapter_exercises
from .generate import generate, questions, reworded
from .hints import three_hints
from .kinds import KINDS, kind_of
from .model import CHAPTERS, PRACTICE_MARK, Exercise
from .variants import fits, make_variant

MOST_MISSED = "missed"
DUE = "due"
AREAS = (*CHAPTERS, MOST_MISSED, DUE)
MASTERY_WINDOW = 5  # the last first tries looked at
MASTERY_RIGHT = 4  # of them, right with no hint: the area is mastered
MISSED_TARGETS = 3  # the targets « ce que je rate le plus » practises
_DRAWS = 40  # candidates drawn for one question before a position already served is given again
_SCHEDULER = Scheduler(learning_steps=(), relearning_steps=(), enable_fuzzing=False)


# --- the attempts, read as first tries -----------------------------------------------------------------
def first_tries(attempts: Iterable[dict]) -> list[dict]:
    """Each exercise's first entry, in the file's order (an entry showing the solution counts)."""
    seen: set[str] = set()
    found = []
    for item in attempts:
        if item["exercise"] not in seen:
            seen.add(item["exercise"])
            found.append(item)
    return found


def clean(item: dict) -> bool:
    """Right at the first try, with no hint seen and no solution shown (schema: absent = none)."""
    return bool(item.get("correct")) and not item.get("solution_shown") and not item.get("hints_seen", 0)


def target_of(item: dict) -> tuple[str, str]:
    """An attempt's target: its rule area and what it teaches."""
    return item.get("chapter", ""), item.get("teaches") or item.get("kind", "")


# --- mastery -------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Mastery:
    """A rule area's last first tries: how many were clean (:func:`clean`) out of how many."""

    area: str
    clean: int
    counted: int

    @property
    def mastered(self) -> bool:
        return self.clean >= MASTERY_RIGHT

    @property
    def share(self) -> float:
        return self.clean / MASTERY_WINDOW


def mastery(attempts: Iterable[dict]) -> dict[str, Mastery]:
    """Every chapter's mastery (see the module's docstring), in ``CHAPTERS`` order."""
    by_area: dict[str, list[bool]] = {area: [] for area in CHAPTERS}
    for item in first_tries(attempts):
        if item.get("chapter") in by_area:
            by_area[item["chapter"]].append(clean(item))
    return {
        area: Mastery(area, sum(tries[-MASTERY_WINDOW:]), len(tries[-MASTERY_WINDOW:]))
        for area, tries in by_area.items()
    }


def most_missed(attempts: Iterable[dict], count: int = MISSED_TARGETS) -> list[tuple[str, str]]:
    """The targets whose first tries were missed most (not :func:`clean`), most missed first."""
    missed = Counter(target_of(item) for item in first_tries(attempts) if not clean(item))
    return [target for target, _ in missed.most_common(count)]


# --- reviews across days (FSRS) ------------------------------------------------------------------------------
def rating(item: dict) -> Rating:
    if clean(item):
        return Rating.Good
    if item.get("correct") and not item.get("solution_shown"):
        return Rating.Hard
    return Rating.Again


def _when(item: dict) -> datetime | None:
    try:
        moment = datetime.fromisoformat(item.get("time", ""))
    except ValueError:
        return None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def schedule(attempts: Iterable[dict]) -> dict[tuple[str, str], Card]:
    """Each target's FSRS card, its reviews replayed from the first tries (an entry without a
    readable time is left out: it cannot be placed in time)."""
    cards: dict[tuple[str, str], Card] = {}
    for item in first_tries(attempts):
        moment = _when(item)
        if moment is None:
            continue
        target = target_of(item)
        card = cards.get(target) or Card(card_id=_card_id(target), due=moment)
        cards[target], _log = _SCHEDULER.review_card(card, rating(item), review_datetime=moment)
    return cards


def _card_id(target: tuple[str, str]) -> int:
    # Given, not drawn: fsrs makes a new card's id from the clock (and sleeps a millisecond for it).
    return int.from_bytes(hashlib.sha256("/".join(target).encode()).digest()[:6], "big")


def due_targets(attempts: Iterable[dict], now: datetime, area: str | None = None) -> list[tuple[str, str]]:
    """The targets due by the end of ``now``'s day (UTC), the longest overdue first; only those of
    ``area`` when it is a chapter."""
    end_of_day = datetime.combine(now.astimezone(UTC).date() + timedelta(days=1), time(), UTC)
    cards = schedule(attempts)
    due = [target for target, card in cards.items() if card.due < end_of_day]
    if area in CHAPTERS:
        due = [target for target in due if target[0] == area]
    return sorted(due, key=lambda target: cards[target].due)


# --- the stream ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Source:
    """Where a practice question comes from: a bank exercise to vary, or a situation a kind generates."""

    chapter: str
    teaches: str
    bank: Exercise | None = None
    kind: str = ""

    def draw(self, rng: random.Random) -> Exercise | None:
        """One candidate, on target, or None when this draw missed it."""
        if self.bank is None:
            return generate(self.teaches, rng.getrandbits(48), kind=self.kind)
        position = make_variant(self.bank, rng)
        if position is None:
            return self.bank
        candidate = replace(self.bank, position=position, stored_answer=None)
        if not fits(self.bank, candidate):
            return None
        kind = kind_of(self.bank)
        if kind.keeps_words(self.bank.position):
            question = reworded(kind, self.bank, position)  # the bank's words said of this position
            if question is None:
                return None
        else:
            question = questions(kind, position)
        return replace(candidate, question=question, hints=three_hints(candidate))


def sources(area: str, targets: Iterable[tuple[str, str]] | None = None) -> list[Source]:
    """The sources of a chapter; with ``targets``, the sources of those targets in any chapter (of
    every chapter when ``targets`` is empty: nothing missed yet, nothing due)."""
    targets = None if targets is None else set(targets)
    chapters = CHAPTERS if targets is not None else (area,)
    found = []
    for chapter in chapters:
        found += [Source(chapter, bank.situation or bank.kind, bank=bank) for bank in chapter_exercises(chapter)]
        found += [
            Source(chapter, situation, kind=kind.name)
            for kind in KINDS.values()
            if kind.chapters[0] == chapter
            for situation in kind.situations
        ]
    if targets:
        found = [source for source in found if (source.chapter, source.teaches) in targets]
    return found


def practice_stream(
    area: str, seed: int | str, *, targets: Iterable[tuple[str, str]] | None = None
) -> Iterator[Exercise]:
    """Practice questions for ``area`` (a chapter), without end, the same for the same seed; with
    ``targets`` (``[(chapter, teaches)…]``), questions on those targets only."""
    if area not in CHAPTERS and targets is None:
        raise TarotError("exercise.practice.unknown_area", given=shown(area), choices=", ".join(AREAS))
    pool = sources(area, targets)
    if not pool:
        raise TarotError("exercise.practice.nothing", given=shown(area))
    rng = random.Random(f"practice/{area}/{seed}")
    served: set = set()
    while True:
        exercise = None
        for _ in range(_DRAWS):
            source = rng.choice(pool)
            candidate = source.draw(random.Random(rng.getrandbits(64)))
            if candidate is not None:
                exercise = candidate
                if (candidate.kind, candidate.position) not in served:
                    break
        if exercise is None:  # every draw missed the target: the bank's own position, on target by definition
            exercise = source.bank or source.draw(rng)
        served.add((exercise.kind, exercise.position))
        yield named(exercise, source)


def named(exercise: Exercise, source: Source) -> Exercise:
    """The exercise with an id of its own: its source and a digest of its position."""
    digest = hashlib.sha256(repr((exercise.kind, exercise.position)).encode()).hexdigest()[:10]
    base = source.bank.id if source.bank is not None else f"gen-{source.teaches}"
    return replace(exercise, id=f"{base}{PRACTICE_MARK}{digest}")


# --- what the notebooks show ----------------------------------------------------------------------------------
class ReviewToday:
    """« À revoir aujourd'hui : 4 exercices (…) »: one review per target due today (:func:`due_targets`)."""

    def __init__(self, attempts: Iterable[dict], now: datetime, lang: str):
        self.lang = lang
        self.due = due_targets(attempts, now)
        areas = dict.fromkeys(i18n.text(f"exercise.practice.area.{chapter}", lang) for chapter, _ in self.due)
        if not self.due:
            self.sentence = i18n.text("exercise.practice.due_none", lang)
        else:
            key = "exercise.practice.due_one" if len(self.due) == 1 else "exercise.practice.due_many"
            self.sentence = i18n.text(key, lang, count=len(self.due), areas=", ".join(areas))

    def __repr__(self) -> str:
        return self.sentence

    def _repr_html_(self) -> str:
        return f'<p role="status" class="tarot-review-today"><strong>{html.escape(self.sentence)}</strong></p>'


def review_today(learner: str, *, lang: str | None = None, now: datetime | None = None, path=None) -> ReviewToday:
    """What ``learner`` has to review today, read from his progress file; ``now`` is the clock (UTC)."""
    from .progress import Progress

    progress = Progress(learner, path=path)
    return ReviewToday(progress.attempts, now or datetime.now(UTC), i18n.check_language(lang))


def skills_chart(learner: str, *, lang: str | None = None, path=None):
    """The learner's skills, read from his progress file (see :func:`skills_figure_of`)."""
    from .progress import Progress

    progress = Progress(learner, path=path)
    return skills_figure_of(progress.attempts, progress.learner_id, i18n.check_language(lang))


def skills_figure_of(attempts: Iterable[dict], learner: str, lang: str):
    """Each rule area's clean first tries among the last five, the mastered areas in green (a
    matplotlib figure where matplotlib is, the project's SVG otherwise)."""
    from ..display.skills import SkillBar, skills_figure

    bars = []
    for area in mastery(attempts).values():
        mark = " ✔ " + i18n.text("exercise.practice.chart_mastered", lang) if area.mastered else ""
        words = i18n.text(f"exercise.practice.area.{area.area}", lang)
        label = i18n.text(
            "exercise.practice.chart_bar", lang, area=words, clean=area.clean, window=MASTERY_WINDOW, mastered=mark
        )
        if not area.counted:  # « 0 of 5 » would read as five misses
            label = i18n.text("practice.look.chart_untried", lang, area=words)
        bars.append(SkillBar(label, area.share, area.mastered))
    title = i18n.text("exercise.practice.chart_title", lang, learner=learner)
    return skills_figure(bars, title, i18n.text("exercise.practice.chart_axis", lang))


__all__ = [
    "AREAS",
    "DUE",
    "MASTERY_RIGHT",
    "MASTERY_WINDOW",
    "MOST_MISSED",
    "Mastery",
    "ReviewToday",
    "clean",
    "due_targets",
    "first_tries",
    "mastery",
    "most_missed",
    "practice_stream",
    "review_today",
    "schedule",
    "skills_chart",
    "skills_figure_of",
    "sources",
]
