"""Practice until mastered: one rule area's exercises, one after the other, without end.

``Practice("play", lang="fr", learner="alice")`` shows the area's mastery — how many of its
targets are mastered, then each target in words with its clean first tries (the rule:
:mod:`tarot_learn.exercises.practice`) — then an exercise, an :class:`~.exercise_widget.ExerciseWidget`
with its answer box, card buttons, feedback, hints and solution, graded by the usual grader and
saved by the usual ``Progress.record``, and **Next exercise**, which draws a new position on the
area's rules, on its targets in turn, those not yet mastered more often. ``Practice("missed", …)``
practises the targets the learner misses most, ``Practice("due", …)`` today's reviews (FSRS).
``clock`` gives the time (UTC) for the reviews: tests pass their own. Without a ``seed``, a
learner's stream is seeded by his id, the area and the number of attempts in his file (the same
page after a reload, new positions once he has answered); a trainer with no learner draws a fresh seed.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from datetime import UTC, datetime

import ipywidgets as widgets

from .. import i18n
from ..errors import TarotError, shown
from ..exercises import Progress, ProgressFileError, learner_seed
from ..exercises.practice import (
    AREAS,
    DUE,
    MASTERY_RIGHT,
    MASTERY_WINDOW,
    MOST_MISSED,
    clean,
    due_targets,
    first_tries,
    mastery,
    most_missed,
    practice_stream,
    target_words,
)
from ._base import Trainer, fresh_seed
from ._common import PRESSED_BACKGROUND, heading, paragraph
from .exercise_widget import ExerciseWidget, message_html


class Practice(Trainer):
    """An endless stream of exercises on one rule area (a chapter, ``"missed"`` or ``"due"``)."""

    def __init__(
        self,
        area: str = "play",
        *,
        lang: str | None = None,
        learner: str | None = None,
        seed: int | str | None = None,
        clock: Callable[[], datetime] | None = None,
    ):
        self.set_up(lang)
        if area not in AREAS:
            raise TarotError("exercise.practice.unknown_area", given=shown(area), choices=", ".join(AREAS))
        self.area = area
        self.learner = learner
        self.clock = clock or (lambda: datetime.now(UTC))
        self.served = 0
        self.exercise_widget: ExerciseWidget | None = None
        attempts = self._attempts()
        if seed is None:
            seed = fresh_seed() if learner is None else learner_seed(learner, f"practice/{area}/{len(attempts)}")
        self.seed = seed
        self.targets = self._targets(attempts)
        self.stream = practice_stream(area, self.seed, targets=self.targets, attempts=attempts)

        title = i18n.text("exercise.practice.title", self.lang, area=self._area_words())
        self.title = widgets.HTML(heading(title))
        self.status = widgets.HTML()
        self.counter = widgets.HTML()
        self.holder = widgets.VBox()
        self.next_button = widgets.Button(
            description=i18n.text("exercise.practice.next", self.lang),
            tooltip=i18n.text("exercise.practice.next_tooltip", self.lang),
        )
        self.next_button.style.button_color = PRESSED_BACKGROUND  # white on it 6.1:1; the "info" teal is 3.5:1
        self.next_button.style.text_color = "white"
        self.next_button.on_click(lambda _button: self.next().focus_first())
        super().__init__([self.title, self.status, self.counter, self.holder, self.next_button])
        self.add_class("tarot-practice")  # the page's tests tell its exercise from the notebook's own
        self._show_status(attempts)
        self.next()

    # --- the stream ------------------------------------------------------------------------------
    def next(self) -> ExerciseWidget:
        """A new exercise of the area, in place of the one shown."""
        exercise = next(self.stream)
        self.served += 1
        self.exercise_widget = ExerciseWidget(exercise, lang=self.lang, learner=self.learner, live=self.live)
        self.exercise_widget.check_button.on_click(lambda _button: self._show_status(self._attempts()))
        self.holder.children = (self.exercise_widget,)
        self.counter.value = paragraph(i18n.text("exercise.practice.count", self.lang, number=self.served))
        return self.exercise_widget

    def _targets(self, attempts: list[dict]):
        if self.area == MOST_MISSED:
            return most_missed(attempts)
        if self.area == DUE:
            return due_targets(attempts, self.clock())
        return None

    def _area_words(self) -> str:
        return i18n.text(f"exercise.practice.area.{self.area}", self.lang)

    # --- mastery ---------------------------------------------------------------------------------
    def _attempts(self) -> list[dict]:
        if self.learner is None:
            return []
        try:
            return Progress(self.learner).attempts
        except ProgressFileError:  # the exercise widget says why when it saves
            return []

    def _show_status(self, attempts: list[dict]) -> None:
        """The area's mastery (a chapter), or why the stream holds every area (nothing missed, nothing due)."""
        lines = []
        if self.learner is None:
            lines.append(i18n.text("exercise.practice.no_learner", self.lang))
        if self.area == MOST_MISSED and not self.targets:
            lines.append(i18n.text("exercise.practice.no_missed", self.lang))
        elif self.area == DUE and not self.targets:
            lines.append(i18n.text("exercise.practice.none_due", self.lang))
        elif self.area not in (MOST_MISSED, DUE) and self.learner is not None:
            self.area_mastery = mastery(attempts)[self.area]
            key = "exercise.practice.mastered" if self.area_mastery.mastered else "exercise.practice.mastery"
            params = {"done": self.area_mastery.mastered_targets, "targets": len(self.area_mastery.targets)}
            lines.append(i18n.text(key, self.lang, **params, window=MASTERY_WINDOW, needed=MASTERY_RIGHT))
        kind = "correct" if getattr(self, "area_mastery", None) and self.area_mastery.mastered else "info"
        chapter = self.area not in (MOST_MISSED, DUE) and self.learner is not None
        marks = self._targets_html() + self._marks(attempts) if chapter else ""
        self.status.value = "".join(message_html(line, kind) for line in lines) + marks

    def _targets_html(self) -> str:
        """Each target of the area in words, with its clean first tries among its last ones (or never tried)."""
        items = []
        for target in self.area_mastery.targets:
            words = target_words(target.target, self.lang)
            if not target.counted:
                line = i18n.text("exercise.practice.target_untried", self.lang, target=words)
            else:
                mark = " ✔ " + i18n.text("exercise.practice.chart_mastered", self.lang) if target.mastered else ""
                params = {"clean": target.clean, "window": MASTERY_WINDOW, "mastered": mark}
                line = i18n.text("exercise.practice.target_line", self.lang, target=words, **params)
            colour = "#2e7d32" if target.mastered else "#333"
            items.append(f"<li style='color:{colour}'>{html.escape(line)}</li>")
        return f"<ul class='tarot-practice-targets' style='margin:4px 0;padding-left:1.4em'>{''.join(items)}</ul>"

    def _marks(self, attempts: list[dict]) -> str:
        """The area's last first tries as the mastery rule counts them, one mark each, oldest first,
        the slots not yet played left empty: ✔ ✘ ○ ○ ○ says at a glance what « 1 of the last 5 » means."""
        tries = [clean(item) for item in first_tries(attempts) if item.get("chapter") == self.area]
        slots = [_MARKS[right] for right in tries[-MASTERY_WINDOW:]]
        slots += [_MARKS[None]] * (MASTERY_WINDOW - len(slots))
        boxes = "".join(
            f"<span style='display:inline-block;min-width:1.6em;text-align:center;margin-right:3px;border-radius:3px;"
            f"font-weight:bold;color:{colour};background:{background}'>{symbol}</span>"
            for symbol, colour, background in slots
        )
        legend = html.escape(i18n.text("practice.look.marks", self.lang, window=MASTERY_WINDOW))
        legend = f"<span style='color:#555'>{legend}</span>"
        return f"<div class='tarot-practice-marks' style='margin:4px 0'>{boxes} {legend}</div>"


# A first try: clean (right, no hint), not (wrong, helped or solution shown), or a slot still empty.
_MARKS = {True: ("✔", "#2e7d32", "#edf7ed"), False: ("✘", "#b00020", "#fdecea"), None: ("○", "#5f6b7a", "#f4f6f8")}
