"""One exercise in a notebook: read the question, answer by clicking or typing, get the reason.

``ExerciseWidget("play-must-overtrump-1", lang="fr", learner="alice")`` shows the question,
the position (cards drawn by :mod:`tarot_learn.display`, and the same position in words), card
buttons when the answer is made of cards, a text box for any answer, and four buttons:
**Check**, **Hint**, **Try again** and, after two wrong attempts, **Show solution**.
The Hint button gives the hints one level at a time; the last one only after a wrong answer.

All the judging is :func:`tarot_learn.exercises.grade` — the same function as ``check`` and
``assert_correct`` — so the widget, a typed answer and an autograder can never disagree. With
``learner=…`` the learner gets his own variant of the exercise and each graded attempt is
saved in his progress file, with the hints he had seen and the seconds since the exercise was
shown: the score counts the first try, less a deduction per hint (:mod:`tarot_learn.exercises.progress`).
"""

from __future__ import annotations

import html
import time
from collections.abc import Callable
from dataclasses import replace

import ipywidgets as widgets

from .. import i18n
from ..errors import TarotError
from ..exercises import (
    Exercise,
    GradeResult,
    Progress,
    ProgressFileError,
    expected_text,
    find_exercise,
    grade,
    position_text,
)
from ..exercises.kinds import kind_of
from ..exercises.progress import HINT_DEDUCTION
from ._base import Trainer
from ._common import WRAP_STYLE, CardButtons, cut_typed, paragraph

SOLUTION_AFTER = 2  # wrong attempts before "Show solution" is offered
LAST_HINT_AFTER = 1  # wrong attempts before the Hint button gives the last hint (the nearest to the answer)
_STYLES = {  # feedback kind: (border, background)
    "correct": ("#2e7d32", "#edf7ed"),
    "partial": ("#e0a100", "#fff8e1"),
    "wrong": ("#b00020", "#fdecea"),
    "invalid": ("#5f6b7a", "#f4f6f8"),
    "info": ("#5f6b7a", "#f4f6f8"),
}


def hint_deduction(lang: str) -> str:
    """What a hint seen before answering takes off the score, as a percentage (:mod:`..exercises.progress`)."""
    return i18n.format_percent(100 * HINT_DEDUCTION, lang=lang)


def message_html(message: str, kind: str) -> str:
    """A feedback box; the sentence starts with its symbol (✔ ◐ ✘ ⚠), so colour is never the only sign.
    The box is no live region: the trainer's own (:class:`~._common.LiveRegion`) says its sentence."""
    border, background = _STYLES[kind]
    return (
        f'<div role="status" aria-live="off" style="border-left:4px solid {border};background:{background};'
        f'padding:4px 10px;margin:4px 0;line-height:1.5;{WRAP_STYLE}">{html.escape(message)}</div>'
    )


class ExerciseWidget(Trainer):
    """An exercise of the bank (by id) or any :class:`~tarot_learn.exercises.Exercise`."""

    def __init__(
        self,
        exercise: Exercise | str,
        *,
        lang: str | None = None,
        learner: str | None = None,
        clock: Callable[[], float] = time.monotonic,
        live=None,
    ):
        self.set_up(lang, live)  # ``live``: the region of the widget it is shown in (a Practice's), if any
        self.clock = clock  # seconds, for the time an answer took (a test gives its own clock)
        self.exercise = find_exercise(exercise, learner)
        self.kind = kind_of(self.exercise)  # what the position shows and what the answer is made of
        self.learner = learner
        self.progress: Progress | None = None  # opened at the first attempt to save
        self.attempts = 0
        self.wrong_attempts = 0
        self.hints_shown = 0
        self.last_result: GradeResult | None = None
        lang = self.lang
        self.shown_at = clock()

        self.question = widgets.HTML(paragraph(self.exercise.question_text(lang), strong=True))
        self.picture = widgets.HTML(self._picture())
        words = position_text(self.exercise, lang)
        self.position = widgets.HTML("".join(paragraph(line) for line in words.splitlines()))
        self.card_buttons = self._card_buttons()
        self.answer = widgets.Text(
            description=i18n.text("exercise.widget.answer", lang),
            placeholder=i18n.text(f"exercise.write.{self.kind.answer_form}", lang),
            continuous_update=False,
            style={"description_width": "initial"},
            layout=widgets.Layout(width="34em"),
        )
        self.check_button = widgets.Button(
            description=i18n.text("exercise.widget.check", lang),
            button_style="primary",
            tooltip=i18n.text("exercise.widget.check_tooltip", lang),
        )
        self.hint_button = widgets.Button(
            description=i18n.text("exercise.widget.hint", lang),
            tooltip=i18n.text("exercise.widget.hint_tooltip", lang, deduction=hint_deduction(lang)),
        )
        self.retry_button = widgets.Button(
            description=i18n.text("exercise.widget.retry", lang),
            tooltip=i18n.text("exercise.widget.retry_tooltip", lang),
        )
        self.solution_button = widgets.Button(
            description=i18n.text("exercise.widget.solution", lang),
            tooltip=i18n.text("exercise.widget.solution_tooltip", lang),
            disabled=True,
        )
        self.feedback = widgets.HTML()
        self.hint_box = widgets.HTML()
        self.solution_box = widgets.HTML()
        self.check_button.on_click(lambda _button: self.check())
        self.hint_button.on_click(lambda _button: self.show_hint())
        self.retry_button.on_click(lambda _button: self.try_again())
        self.solution_button.on_click(lambda _button: self.show_solution())
        buttons = widgets.HBox([self.check_button, self.hint_button, self.retry_button, self.solution_button])
        parts = [self.question, self.picture, self.position]
        if self.card_buttons is not None:
            parts.append(self.card_buttons)
        parts += [self.answer, buttons, self.feedback, self.hint_box, self.solution_box]
        super().__init__(parts, layout=widgets.Layout(border="1px solid #ddd", padding="6px"))

    # --- the position ----------------------------------------------------------------------------
    def _picture(self) -> str:
        """The cards of the position, drawn by its kind (no picture for a question in words)."""
        pictures = self.kind.pictures(self.exercise.position, self.lang)
        return "".join(f"<div style='margin:4px 0'>{svg}</div>" for svg in pictures)

    def _card_buttons(self) -> CardButtons | None:
        """Buttons for the cards an answer is made of (the hand, with the chien for an écart, or
        the trick's cards for "who wins"); none when the answer is no card."""
        cards = self.kind.answer_cards(self.exercise.position)
        return None if cards is None else CardButtons(cards, self.lang, on_pick=self._picked, toggle=True)

    def _picked(self, card) -> None:
        """A card button changed: a single-card answer keeps only the last card pressed; the box
        always shows the selection, so clicking and typing are one and the same answer."""
        buttons = self.card_buttons
        if self.kind.one_card and buttons.buttons[card].value:
            for other, button in buttons.buttons.items():
                if other != card and button.value:
                    button.value = False  # fires _picked again, for a released button: harmless
        self.answer.value = " ".join(card.text(self.lang) for card, button in buttons.buttons.items() if button.value)

    def focus_first(self) -> None:
        """Put the keyboard's focus on the first thing to do (issue 35): the first card, else the answer box."""
        buttons = self.card_buttons
        (next(iter(buttons.buttons.values())) if buttons is not None and buttons.buttons else self.answer).focus()

    # --- the four buttons ------------------------------------------------------------------------------
    def check(self) -> GradeResult:
        """Grade what the text box holds (clicked cards fill it), show the verdict and the reason."""
        answer, note = cut_typed(self.answer.value, self.lang)
        attempt = self.attempts + 1
        hints_seen = self.hints_shown  # before this answer: its own feedback's hint comes after it
        result = grade(self.exercise, answer, lang=self.lang, attempt=attempt)
        if result.hint and result.feedback_kind != "invalid":
            # A wrong answer shows the next hint the learner has not seen (the last one now allowed).
            level = min(self.hints_shown + 1, len(self.exercise.hints))
            result = replace(result, hint=self.exercise.hint(level, self.lang))
            self.hints_shown = level
        elif result.hint:  # that hint is now shown: the Hint button goes on from the next one
            self.hints_shown = max(self.hints_shown, min(attempt, len(self.exercise.hints)))
        self.last_result = result
        sentence = result.sentence() if note is None else f"{result.sentence()} ℹ {note}"
        self.feedback.value = message_html(sentence, result.feedback_kind)
        self.announce(sentence)
        self.hint_box.value = ""
        if result.feedback_kind != "invalid":
            self.attempts += 1
            if not result.correct:
                self.wrong_attempts += 1
            self._save(result, answer, hints_seen)
        if self.wrong_attempts >= SOLUTION_AFTER or result.correct:
            self.solution_button.disabled = False
        return result

    def _save(self, result: GradeResult, answer, hints_seen: int) -> None:
        """Save the attempt; whatever the learner must know about his file (set aside, not saved)
        is shown under the feedback — a save that fails never stops the exercise."""
        if self.learner is None:
            return
        notices = []
        try:
            if self.progress is None:
                self.progress = Progress(self.learner)
            seconds = self.clock() - self.shown_at
            self.progress.record(self.exercise, result, answer, hints_seen=hints_seen, seconds=seconds)
        except ProgressFileError as error:
            notices.append(error)
        if self.progress is not None:
            notices[:0] = self.progress.take_notices()
        if notices:
            self._say_in(self.hint_box, " ".join(notice.message(self.lang) for notice in notices), "info")

    def show_hint(self) -> None:
        """The next hint, from the gentlest to the most explicit; the last one only once the learner
        has answered wrongly (before that, a sentence says so). Each hint seen lowers the score."""
        if not self.exercise.hints:
            self._say_in(self.hint_box, i18n.text("exercise.widget.no_hint", self.lang), "info")
            return
        if self.hints_shown + 1 >= len(self.exercise.hints) > 1 and self.wrong_attempts < LAST_HINT_AFTER:
            self._say_in(self.hint_box, i18n.text("exercise.scores.hint_after_answer", self.lang), "info")
            return
        self.hints_shown = min(self.hints_shown + 1, len(self.exercise.hints))
        message = i18n.text("exercise.hint", self.lang, hint=self.exercise.hint(self.hints_shown, self.lang))
        if self.hints_shown == len(self.exercise.hints):
            message += " " + i18n.text("exercise.widget.last_hint", self.lang)
        self._say_in(self.hint_box, message, "info")

    def try_again(self) -> None:
        """Clear the answer, the selection and the feedback; the attempts already made still count."""
        if self.card_buttons is not None:
            for button in self.card_buttons.buttons.values():
                button.value = False
        self.answer.value = ""
        self.feedback.value = ""
        self.hint_box.value = ""

    def show_solution(self) -> None:
        """The expected answer, from the rules core, with the table drawn for "who wins"."""
        try:
            solution = expected_text(self.exercise, self.lang)
        except TarotError as error:
            solution = error.message(self.lang)
        picture = self.kind.solution_picture(self.exercise.position, self.lang)
        sentence = i18n.text("exercise.widget.solution_is", self.lang, solution=solution)
        self.solution_box.value = message_html(sentence, "info") + picture
        self.announce(sentence)
        self._save_solution_shown()

    def _save_solution_shown(self) -> None:
        """The progress file notes that the solution was shown (the teacher's report says so)."""
        if self.learner is None:
            return
        try:
            if self.progress is None:
                self.progress = Progress(self.learner)
            self.progress.record_solution_shown(self.exercise)
        except ProgressFileError as error:
            self._say_in(self.hint_box, error.message(self.lang), "info")

    def _say_in(self, box: widgets.HTML, message: str, kind: str) -> None:
        """Show ``message`` in ``box`` and say it in the live region."""
        box.value = message_html(message, kind)
        self.announce(message)
