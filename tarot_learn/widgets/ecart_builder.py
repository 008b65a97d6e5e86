"""The écart builder: choose the cards the taker puts aside (RULES.md §4).

The learner sees the taker's hand and the chien, and picks cards by clicking or typing them
(the :class:`~tarot_learn.widgets._ecart_picker.EcartPicker` that the game table uses too).
After every pick the widget asks :func:`tarot_learn.ecart.check_ecart` which rules the
choice breaks and which trumps would have to be shown; "Put these cards aside" accepts the
écart only when the verdict is legal. The hint lights up :func:`ecart_candidates`. Once an écart
is accepted, :func:`tarot_learn.strategy.ecart_advice.advise_ecart` says what it does (voids, kings left
alone, points saved, trumps kept) and gives a better one when there is one, with the reason.
"""

from __future__ import annotations

import ipywidgets as widgets

from ..cards import CardSet
from ..deal import deal
from ..display.svg import cards_svg
from ..ecart import EcartProblem, check_ecart, ecart_candidates
from ..i18n import text
from ..strategy.ecart_advice import advise_ecart
from ._base import DealingTrainer
from ._common import Feedback, action_button, heading, paragraph
from ._ecart_picker import EcartPicker


class EcartBuilder(DealingTrainer):
    """Build a legal écart: ``EcartBuilder(hand="…", chien="…", lang="fr")``, or the hand of
    player 0 in a seeded deal: ``EcartBuilder(players=4, seed=7)``.

    ``hand`` is the taker's hand before he takes the chien. The learner selects cards among
    the hand and the chien (buttons stay pressed; typing a card selects it), reads the live
    verdict, then presses "Put these cards aside".
    """

    def __init__(
        self, hand=None, chien=None, *, players: int = 4, seed: int | str | None = None, lang: str | None = None
    ):
        lang = self.set_up(lang, players, seed)
        self.title = widgets.HTML()
        self.feedback = Feedback(self.live)
        self.picker = EcartPicker(lang, self.feedback, on_change=self._selection_changed)
        # The picker's parts under the names the builder always gave them.
        self.hand_buttons, self.chien_buttons = self.picker.hand_buttons, self.picker.chien_buttons
        self.entry, self.status = self.picker.entry, self.picker.count
        self.show_allowed = action_button(
            text("widgets.ecart.show_allowed", lang),
            tooltip=text("widgets.ecart.show_allowed_tooltip", lang),
            icon="eye",
            toggle=True,
        )
        self.clear_button = action_button(text("widgets.ecart.clear", lang), icon="eraser")
        self.confirm_button = action_button(
            text("widgets.ecart.confirm", lang), tooltip=text("widgets.ecart.confirm_tooltip", lang), icon="check"
        )
        self.new_button = action_button(
            text("widgets.new_deal", lang), tooltip=text("widgets.ecart.new_tooltip", lang), icon="random"
        )
        self.checked = widgets.HTML()  # the chosen cards' verdict, shown after every pick
        self.hint = widgets.HTML()
        self.result = widgets.HTML()
        self.advice = widgets.HTML()
        self.show_allowed.observe(lambda _change: self._show_hint(), "value")
        self.clear_button.on_click(lambda _button: self.start())
        self.confirm_button.on_click(lambda _button: self.confirm())
        self.new_button.on_click(lambda _button: self.new_hand())
        self.players_choice = self.players_menu(self._table_changed)
        super().__init__(
            [
                widgets.HTML(heading(text("widgets.ecart.title", lang))),
                self.players_choice,
                self.title,
                self.picker,
                widgets.HBox([self.confirm_button, self.clear_button, self.show_allowed, self.new_button]),
                self.checked,
                self.hint,
                self.feedback,
                self.result,
                self.advice,
            ]
        )
        self.dealt = hand is None  # from a seeded deal, or from a teacher's cards
        if self.dealt:
            self._deal()
        else:
            self.set_position(CardSet(hand), CardSet(chien or ()))

    # --- positions -----------------------------------------------------------------------------
    def _deal(self) -> None:
        dealt = deal(self.players, seed=self.seed)
        self.set_position(dealt.hands[0], dealt.chien)

    def _table_changed(self) -> None:
        # Another table deals another chien (6 cards, or 3 with five players): a fresh deal.
        self.dealt = True
        self._deal()

    def new_hand(self) -> None:
        """The next seeded deal: seed 7, then 8, 9…"""
        self.advance_seed()
        self.dealt = True
        self._deal()

    def set_position(self, hand: CardSet, chien: CardSet) -> None:
        """Show a taker's hand and chien; refuses sizes that no deal gives (RULES.md §2)."""
        self.candidates = ecart_candidates(hand, chien)  # raises a TarotError for impossible sizes
        self.hand, self.chien = hand, chien
        self.size = len(chien)
        self.picker.set_cards(hand, chien)
        task = text("widgets.ecart.task", self.lang, size=self.size)
        if self.dealt:
            task = text("widgets.ecart.deal", self.lang, seed=self.seed, players=self.players) + " " + task
        self.title.value = paragraph(task)
        self._show_hint()
        self.start()

    def start(self) -> None:
        """Every card released, nothing accepted yet."""
        self.accepted = None
        self.picker.disable(False)
        self.picker.release_all()
        self.confirm_button.disabled = False
        self.feedback.clear()
        self.result.value = self.advice.value = ""

    # --- the learner chooses ---------------------------------------------------------------------
    @property
    def selected(self) -> CardSet:
        return self.picker.selected

    def select_typed(self, typed: str) -> None:
        """Select the typed cards (each must be in the hand or the chien)."""
        self.picker.select_typed(typed)

    def _selection_changed(self) -> None:
        verdict = check_ecart(self.hand, self.chien, self.selected, lang=self.lang)
        self.verdict = verdict
        lang, chosen = self.lang, self.selected
        # While cards are still missing, the count says so; every other broken rule is said at once.
        problems = [
            issue.message(lang)
            for issue in verdict.problems
            if not (issue.problem is EcartProblem.WRONG_COUNT and len(chosen) < self.size)
        ]
        lines = [f"✘ {problem}" for problem in problems]
        if verdict.must_show:
            lines.append("ℹ " + text("widgets.ecart.must_show", lang, cards=verdict.must_show))
        if verdict.legal:
            lines.append("✔ " + text("widgets.ecart.ready", lang))
        self.checked.value = "".join(paragraph(line) for line in lines)

    def confirm(self) -> None:
        """Accept the écart if the rules core says it is legal; otherwise say why not."""
        verdict = check_ecart(self.hand, self.chien, self.selected, lang=self.lang)
        lang = self.lang
        if not verdict.legal:
            self.feedback.show(verdict.explain(lang), "bad")
            return
        self.accepted = verdict
        self.feedback.show(verdict.explain(lang), "good")
        self.picker.disable(True)
        self.confirm_button.disabled = True
        self.result.value = cards_svg(
            verdict.ecart, lang=lang, highlight=verdict.must_show, label=text("widgets.ecart.ecart_label", lang)
        ) + cards_svg(verdict.new_hand, lang=lang, label=text("widgets.ecart.new_hand_label", lang))
        advice = advise_ecart(self.hand, self.chien, verdict.ecart)
        self.advice.value = paragraph(text("widgets.ecart.advice_title", lang), strong=True) + "".join(
            paragraph(line) for line in advice.lines(lang)
        )

    # --- hints -----------------------------------------------------------------------------------
    def _show_hint(self) -> None:
        marked = self.candidates if self.show_allowed.value else ()
        self.picker.highlight(marked)
        shown = self.show_allowed.value
        self.hint.value = paragraph(text("widgets.ecart.allowed", self.lang, cards=self.candidates)) if shown else ""
