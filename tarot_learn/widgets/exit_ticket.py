"""The exit ticket on screen: ``ExitTicket(lang="fr")`` in the teacher's notebook.

It reads the class's progress folder (:func:`tarot_learn.classroom.summary.read_class`) and shows,
for each learner, five questions on the class's weakest Practice targets — the same kinds for the
whole class, each learner on positions of his own (:func:`tarot_learn.exercises.practice.exit_ticket`)
— one learner a block, each block kept on one page when the browser prints it. ``keys=True`` adds the
solutions for the teacher; ``tarot-learn exit-ticket`` prints the same tickets as text.
"""

from __future__ import annotations

import html
import os

import ipywidgets as widgets

from .. import i18n
from ..classroom.summary import read_class
from ..exercises import expected_text, position_text
from ..exercises.practice import TICKET_QUESTIONS, exit_ticket, target_words, weakest_targets
from ._base import Trainer
from ._common import WRAP_STYLE, paragraph


class ExitTicket(Trainer):
    """Each learner's exit ticket, read from the class's progress folder."""

    def __init__(
        self,
        folder: str | os.PathLike | None = None,
        *,
        lang: str | None = None,
        seed: int | str = "exit",
        keys: bool = False,
        count: int = TICKET_QUESTIONS,
    ):
        self.set_up(lang)
        learners, _unreadable = read_class(folder)
        self.targets = weakest_targets(learners, count)
        self.tickets = exit_ticket(learners, count=count, seed=seed) if self.targets else {}
        self.with_keys = keys
        self.page = widgets.HTML(self._html())
        super().__init__([self.page])
        self.add_class("tarot-exit-ticket")

    def _html(self) -> str:
        lang = self.lang
        if not self.targets:
            return paragraph(i18n.text("cli.exit_ticket.none", lang))
        words = ", ".join(target_words(target, lang) for _area, target in self.targets)
        parts = [paragraph(i18n.text("cli.exit_ticket.targets", lang, targets=words), strong=True)]
        for learner in sorted(self.tickets, key=str.casefold):
            items = []
            for exercise in self.tickets[learner]:
                lines = [f"<div>{html.escape(exercise.question_text(lang))}</div>"]
                position = position_text(exercise, lang)
                if position:
                    lines.append(f"<div style='color:#333;white-space:pre-wrap'>{html.escape(position)}</div>")
                if self.with_keys:
                    lines.append(f"<div style='color:#2e7d32'>→ {html.escape(expected_text(exercise, lang))}</div>")
                items.append(f"<li style='margin:4px 0'>{''.join(lines)}</li>")
            title = paragraph(i18n.text("cli.exit_ticket.learner", lang, learner=learner), strong=True)
            parts.append(
                f"<section style='break-inside:avoid;page-break-inside:avoid;border-top:1px solid #ccc;"
                f"margin-top:8px;{WRAP_STYLE}'>{title}<ol>{''.join(items)}</ol></section>"
            )
        return "".join(parts)
