"""The inference drill at the game table: « Une question de comptage » during the tricks.

A button asks, in turn, « combien d'atouts sont encore dehors ? », « qui peut encore avoir le 21 ? »
and « quelle chance que le Petit soit à droite ? » on the deal being played, as the learner's seat
sees it (:func:`~tarot_learn.exercises.drill.table_question`); the question is an exercise widget —
an answer to write, graded from the seat's view, three hints, the solution. Once a card is played,
the question is taken away: the position it asked about has changed.
"""

from __future__ import annotations

import ipywidgets as widgets

from .. import i18n
from ..exercises.drill import table_question
from ..game import Phase
from ._common import action_button
from .exercise_widget import ExerciseWidget


class DrillBox(widgets.VBox):
    """The drill's button and, once asked, its question (:attr:`question`: the exercise widget)."""

    def __init__(self, lang: str, live=None):
        super().__init__()
        self.lang = lang
        self.live = live  # the table's live region: the question's grade is said there
        self.game = None
        self.seat = 0
        self.asked = 0  # questions asked so far: the kinds come in turn
        self.moment = None  # the cards played when the question was asked
        self.question: ExerciseWidget | None = None
        self.button = action_button(
            i18n.text("table.drill.button", lang), tooltip=i18n.text("table.drill.tooltip", lang), icon="question"
        )
        self.button.on_click(lambda _button: self.ask())
        self.children = (self.button,)

    def sync(self, game, seat: int) -> None:
        """The table has moved: the button only during the tricks; a question on a past moment goes."""
        self.game, self.seat = game, seat
        self.button.disabled = game.phase is not Phase.PLAY
        if self.question is not None and self.moment != (id(game), len(game.view(seat).played)):
            self.question, self.moment = None, None
            self.children = (self.button,)

    def ask(self) -> None:
        """A question on the deal as it stands."""
        game = self.game
        if game is None or game.phase is not Phase.PLAY:
            return
        self.question = ExerciseWidget(table_question(game, self.seat, self.asked), lang=self.lang, live=self.live)
        self.asked += 1
        self.moment = (id(game), len(game.view(self.seat).played))
        self.children = (self.button, self.question)
