"""Practice until mastered: an endless stream of exercises per rule area, mastery, and reviews
scheduled across days with FSRS.

**Rule areas and their targets.** A rule area is an exercise chapter (``CHAPTERS``: ``"play"``,
``"scoring"``…). Each area holds a few **targets**, the skills practised and mastered one by one
(:func:`skill`): what an exercise teaches (its ``teaches``, the situation or else the kind) — the
final score, the contract made or not, the piles counted… Two readings make a target of what
``teaches`` says: a situation named after its chapter (« bidding », « dealing », « ecart ») is a
catch-all, and its exercises' kind names the skill (who speaks first, which bids are left…); the
ten rules of which card may be played (follow suit, trump, overtrump… in the « play » chapter) are
one skill, legal play, beside who wins the trick, who leads next and the inference drills
(:func:`area_targets` lists an area's). :data:`MOST_MISSED` is « ce que je rate le plus », the
rules (an attempt's ``chapter`` and ``teaches``, finer than the targets: « must overtrump » rather
than legal play) whose first tries the learner misses most; :data:`DUE` is today's reviews, also
per ``teaches``.

**The stream** (:func:`practice_stream`) draws, question after question, one of the area's
targets — in rounds, each a shuffle of the targets where a target not yet mastered stands
:data:`UNMASTERED_WEIGHT` times and a mastered one once, so that the targets share the draws evenly
and those still to learn come back more — then one of the target's situations, then one of its sources:
each bank exercise of the chapter, whose kind re-draws its position (``vary``) and keeps it only
when the core reads the same target (:meth:`~.kinds.base.Kind.keeps_target`), and each situation a kind of the
chapter generates (:func:`.generate.generate`). The same seed gives the same stream; a position
already served (in this stream or answered before) is drawn again, a bounded number of times, and
served again only when the target has no other: it is then a new question (its id counts the
servings, ``…~3f2a….2``) whose first try counts, so that a target of few positions can be mastered.
The grader and ``Progress.record`` are the usual ones: a practice exercise is an
:class:`~.model.Exercise` like any other, whose id names its source and its position
(``play-must-overtrump-1~3f2a…``), so that its first try is its attempt 1.

**Mastery** (:func:`target_mastery`, :func:`mastery`), the rule said once: a target is mastered
when at least :data:`MASTERY_RIGHT` of its last :data:`MASTERY_WINDOW` first tries were right with
no hint seen and no solution shown; a rule area is mastered when each of its targets is. A first
try is an exercise's first entry in the progress file. The class view's « maîtrise » is the same:
the share of the area's targets mastered (:mod:`tarot_learn.classroom.summary`).

**Reviews** (:func:`schedule`): each target is an FSRS card (the ``fsrs`` package). Its reviews
are the first tries of the target's exercises, in the file's order, rated *Again* (wrong, or the
solution shown first), *Hard* (right after a hint) or *Good* (right with no hint). Nothing is
stored besides the attempts: the schedule is rebuilt from them each time, so it survives a
restart and can never disagree with the file. The scheduler has no same-day learning steps (the
practice stream is the same-day repetition) and no fuzz (the same file, the same schedule): a
target missed today is due tomorrow.
"""

from __future__ import annotations

import functools
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
from .kinds import KINDS, kind_of
from .model import CHAPTERS, PRACTICE_MARK, Exercise

MOST_MISSED = "missed"
DUE = "due"
AREAS = (*CHAPTERS, MOST_MISSED, DUE)
MASTERY_WINDOW = 5  # the last first tries looked at
MASTERY_RIGHT = 4  # of them, right with no hint: the area is mastered
MISSED_TARGETS = 3  # the targets « ce que je rate le plus » practises
UNMASTERED_WEIGHT = 3  # a target not yet mastered is drawn this many times as often as a mastered one
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


# The situations that a kind practises as one skill (Kind.practice_skill): legal play's ten rules.
_ONE_SKILL = {
    situation: kind.practice_skill for kind in KINDS.values() if kind.practice_skill for situation in kind.situations
}


def skill(chapter: str, teaches: str, kind: str) -> str:
    """The Practice target an exercise trains, read from its chapter, its ``teaches`` (the
    situation, else the kind) and its kind (see the module's docstring)."""
    if chapter == "play" and teaches in _ONE_SKILL:
        return _ONE_SKILL[teaches]
    if not teaches or teaches == chapter:
        return kind
    return teaches


def skill_of(item: dict) -> tuple[str, str]:
    """An attempt's Practice target: its rule area and the skill it trains (:func:`skill`)."""
    chapter = item.get("chapter", "")
    return chapter, skill(chapter, item.get("teaches") or item.get("kind", ""), item.get("kind", ""))


@functools.cache
def area_targets(area: str) -> tuple[str, ...]:
    """A chapter's targets, in the order its exercises come (its bank's, then its generated situations)."""
    return tuple(dict.fromkeys(source.skill for source in sources(area)))


def target_words(target: str, lang: str) -> str:
    """A target in the learner's words (« le score final », "legal play")."""
    return i18n.text(f"exercise.practice.target.{target}", lang)


# --- mastery -------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Mastery:
    """A target's last first tries: how many were clean (:func:`clean`) out of how many."""

    area: str
    clean: int
    counted: int
    target: str = ""

    @property
    def mastered(self) -> bool:
        return self.clean >= MASTERY_RIGHT

    @property
    def share(self) -> float:
        return self.clean / MASTERY_WINDOW


@dataclass(frozen=True)
class AreaMastery:
    """A rule area's targets, each with its mastery: the area is mastered when each of them is."""

    area: str
    targets: tuple[Mastery, ...]

    @property
    def mastered(self) -> bool:
        return all(target.mastered for target in self.targets)

    @property
    def mastered_targets(self) -> int:
        return sum(target.mastered for target in self.targets)

    @property
    def share(self) -> float:
        """The share of the area's targets mastered."""
        return self.mastered_targets / len(self.targets) if self.targets else 0.0

    @property
    def counted(self) -> int:
        """The first tries the targets' mastery looks at (0: the area never tried)."""
        return sum(target.counted for target in self.targets)


def target_mastery(attempts: Iterable[dict]) -> dict[tuple[str, str], Mastery]:
    """Each target's mastery (see the module's docstring), for every target of every chapter."""
    tries: dict[tuple[str, str], list[bool]] = {
        (area, target): [] for area in CHAPTERS for target in area_targets(area)
    }
    for item in first_tries(attempts):
        key = skill_of(item)
        if key in tries:
            tries[key].append(clean(item))
    return {
        (area, target): Mastery(area, sum(found[-MASTERY_WINDOW:]), len(found[-MASTERY_WINDOW:]), target)
        for (area, target), found in tries.items()
    }


def mastery(attempts: Iterable[dict]) -> dict[str, AreaMastery]:
    """Every chapter's mastery, target by target, in ``CHAPTERS`` order."""
    targets = target_mastery(attempts)
    return {area: AreaMastery(area, tuple(targets[area, target] for target in area_targets(area))) for area in CHAPTERS}


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

    @property
    def skill(self) -> str:
        """The target it trains (:func:`skill`)."""
        return skill(self.chapter, self.teaches, self.bank.kind if self.bank is not None else self.kind)

    def draw(self, rng: random.Random) -> Exercise | None:
        """One candidate, on target, or None when this draw missed it."""
        if self.bank is None:
            return generate(self.teaches, rng.getrandbits(48), kind=self.kind)
        kind = kind_of(self.bank)
        position = kind.vary(self.bank.position, rng)
        if position is None:
            return self.bank
        candidate = replace(self.bank, position=position, stored_answer=None)
        if not kind.keeps_target(self.bank, candidate):
            return None
        if kind.keeps_words(self.bank.position):
            question = reworded(kind, self.bank, position)  # the bank's words said of this position
            if question is None:
                return None
        else:
            question = questions(kind, position)
        return replace(candidate, question=question, hints=kind.hint_ladder(candidate))


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
    area: str,
    seed: int | str,
    *,
    targets: Iterable[tuple[str, str]] | None = None,
    attempts: Iterable[dict] | None = None,
) -> Iterator[Exercise]:
    """Practice questions for ``area`` (a chapter), without end, the same for the same seed; with
    ``targets`` (``[(chapter, teaches)…]``), questions on those targets only. The draws are shared
    among the area's targets (:func:`skill`), in rounds weighted by the learner's ``attempts``: a
    target he has not mastered yet comes :data:`UNMASTERED_WEIGHT` times a round, a mastered one once."""
    if area not in CHAPTERS and targets is None:
        raise TarotError("exercise.practice.unknown_area", given=shown(area), choices=", ".join(AREAS))
    pool = sources(area, targets)
    if not pool:
        raise TarotError("exercise.practice.nothing", given=shown(area))
    groups: dict[tuple[str, str], dict[str, list[Source]]] = {}  # target → situation → its sources
    for source in pool:
        groups.setdefault((source.chapter, source.skill), {}).setdefault(source.teaches, []).append(source)
    attempts = list(attempts or [])
    known = target_mastery(attempts)
    weights = {key: 1 if key in known and known[key].mastered else UNMASTERED_WEIGHT for key in groups}
    answered = Counter(_first_serving(item["exercise"]) for item in first_tries(attempts))
    rng = random.Random(f"practice/{area}/{seed}")
    served: set = set()
    round_: list[tuple[str, str]] = []
    while True:
        if not round_:
            round_ = [key for key, weight in weights.items() for _ in range(weight)]
            rng.shuffle(round_)
        situations = groups[round_.pop()]
        exercise = None
        for _ in range(_DRAWS):
            drawn = rng.choice(situations[rng.choice(sorted(situations))])
            candidate = drawn.draw(random.Random(rng.getrandbits(64)))
            if candidate is not None:
                exercise, source = candidate, drawn  # named after its own source, never the last one tried
                fresh = (candidate.kind, candidate.position) not in served
                if fresh and not answered[named(candidate, source).id]:
                    break
        if exercise is None:  # every draw missed the target: the bank's own position, on target by definition
            source = drawn
            exercise = source.bank or source.draw(rng)
        served.add((exercise.kind, exercise.position))
        question = named(exercise, source)
        times = answered[question.id]
        answered[question.id] += 1
        # A position served again (its target has no other left) is a new question, its first try a new one:
        # a target of two positions can be mastered too.
        yield replace(question, id=f"{question.id}{_AGAIN}{times + 1}") if times else question


_AGAIN = "."  # play-follow-1~3f2a….2: the second time this position is served


def _first_serving(exercise_id: str) -> str:
    """A practice id without its « served again » count."""
    if PRACTICE_MARK in exercise_id:
        head, _mark, tail = exercise_id.rpartition(_AGAIN)
        if head and PRACTICE_MARK in head and tail.isdigit():
            return head
    return exercise_id


def named(exercise: Exercise, source: Source) -> Exercise:
    """The exercise with an id of its own: its source and a digest of its position."""
    digest = hashlib.sha256(repr((exercise.kind, exercise.position)).encode()).hexdigest()[:10]
    base = source.bank.id if source.bank is not None else f"gen-{source.teaches}"
    return replace(exercise, id=f"{base}{PRACTICE_MARK}{digest}")


# --- the exit ticket ---------------------------------------------------------------------------------------
TICKET_QUESTIONS = 5


def weakness(attempts: Iterable[dict]) -> dict[tuple[str, str], float]:
    """Each target the learner tried, with the share of its last first tries that were not clean (0–1)."""
    return {key: 1 - found.clean / found.counted for key, found in target_mastery(attempts).items() if found.counted}


def weakest_targets(learners: dict[str, list[dict]], count: int = TICKET_QUESTIONS) -> list[tuple[str, str]]:
    """The class's weakest targets, the same for every learner: each target some learner tried,
    ranked by the learners' weakness summed over the class (a learner who never tried it adds
    nothing), then by how many tried it, then in the book's order."""
    total: Counter = Counter()
    tried: Counter = Counter()
    for attempts in learners.values():
        for key, share in weakness(attempts).items():
            total[key] += share
            tried[key] += 1
    order = {(area, target): n for n, (area, target) in enumerate(target_mastery([]))}
    return sorted(tried, key=lambda key: (-total[key], -tried[key], order[key]))[:count]


def exit_ticket(
    learners: dict[str, list[dict]], *, count: int = TICKET_QUESTIONS, seed: int | str = "exit"
) -> dict[str, list[Exercise]]:
    """Each learner's exit ticket: one question on each of the class's :func:`weakest_targets`, the
    same targets and the same kind of question in the same order for all (a target asked in several
    kinds — the Petit au bout's bonus or its final score — is asked in the kind most of its sources ask),
    each learner on a position of his own (drawn again
    while another learner of the class has it, a bounded number of times). The same seed, the
    same tickets."""
    targets = weakest_targets(learners, count)
    tickets: dict[str, list[Exercise]] = {learner: [] for learner in learners}
    for area, target in targets:
        mine = [source for source in sources(area) if source.skill == target]
        kinds = Counter(source.bank.kind if source.bank is not None else source.kind for source in mine)
        kind = min(kinds, key=lambda name: (-kinds[name], name))  # the class's question: the target's usual kind
        situations: dict[str, list[Source]] = {}
        for source in mine:
            if (source.bank.kind if source.bank is not None else source.kind) == kind:
                situations.setdefault(source.teaches, []).append(source)
        given: set = set()
        for learner in sorted(learners, key=str.casefold):
            rng = random.Random(f"exit-ticket/{seed}/{area}/{target}/{learner}")
            exercise = None
            for _ in range(_DRAWS):
                source = rng.choice(situations[rng.choice(sorted(situations))])
                candidate = source.draw(random.Random(rng.getrandbits(64)))
                if candidate is not None:
                    exercise = candidate
                    if (candidate.kind, candidate.position) not in given:
                        break
            exercise = exercise or source.bank or source.draw(rng)
            given.add((exercise.kind, exercise.position))
            tickets[learner].append(named(exercise, source))
    return tickets


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
    """Each rule area's share of targets mastered, the mastered areas in green (a matplotlib figure
    where matplotlib is, the project's SVG otherwise)."""
    from ..display.skills import SkillBar, skills_figure

    bars = []
    for area in mastery(attempts).values():
        mark = " ✔ " + i18n.text("exercise.practice.chart_mastered", lang) if area.mastered else ""
        words = i18n.text(f"exercise.practice.area.{area.area}", lang)
        label = i18n.text(
            "exercise.practice.chart_bar",
            lang,
            area=words,
            done=area.mastered_targets,
            targets=len(area.targets),
            mastered=mark,
        )
        if not area.counted:  # « 0 of 6 » would read as six targets missed
            label = i18n.text("practice.look.chart_untried", lang, area=words)
        bars.append(SkillBar(label, area.share, area.mastered))
    title = i18n.text("exercise.practice.chart_title", lang, learner=learner)
    return skills_figure(bars, title, i18n.text("exercise.practice.chart_axis", lang))


__all__ = [
    "AREAS",
    "DUE",
    "UNMASTERED_WEIGHT",
    "AreaMastery",
    "MASTERY_RIGHT",
    "MASTERY_WINDOW",
    "MOST_MISSED",
    "Mastery",
    "ReviewToday",
    "clean",
    "TICKET_QUESTIONS",
    "due_targets",
    "exit_ticket",
    "first_tries",
    "area_targets",
    "mastery",
    "most_missed",
    "practice_stream",
    "review_today",
    "schedule",
    "skill",
    "skill_of",
    "skills_chart",
    "skills_figure_of",
    "sources",
    "target_mastery",
    "target_words",
    "weakest_targets",
    "weakness",
]
