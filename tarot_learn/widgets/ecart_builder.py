"""The écart builder: choose the cards the taker puts aside (RULES.md §4).

The learner sees the taker's hand and the chien, and picks cards by clicking or typing them.
After every pick the widget asks :func:`tarot_learn.ecart.check_ecart` which rules the
choice breaks and which trumps would have to be shown; "Put these cards aside" accepts the
écart only when the verdict is legal. The hint lights up :func:`ecart_candidates`.
"""

from __future__ import annotations

import random

import ipywidgets as widgets

from .. import i18n
from ..cards import CardSet
from ..deal import deal, deal_size
from ..display.svg import cards_svg
from ..ecart import EcartProblem, check_ecart, ecart_candidates
from ..errors import CardNotInHandError, CardParseError
from ..i18n import text
from ..parsing import parse_cards
from ._common import CardButtons, CardEntry, Feedback, action_button, errors_shown_in, paragraph


class EcartBuilder(widgets.VBox):
    """Build a legal écart: ``EcartBuilder(hand="…", chien="…", lang="fr")``, or the hand of
    player 0 in a seeded deal: ``EcartBuilder(players=4, seed=7)``.

    ``hand`` is the taker's hand before he takes the chien. The learner selects cards among
    the hand and the chien (buttons stay pressed; typing a card selects it), reads the live
    verdict, then presses "Put these cards aside".
    """

    def __init__(
        self,
        hand=None,
        chien=None,
        *,
        players: int = 4,
        seed: int | str | None = None,
        lang: str | None = None,
    ):
        self.lang = lang = i18n.check_language(lang)
        deal_size(players)
        self.players = players
        self.seed = seed if seed is not None else random.SystemRandom().randrange(1, 10_000)
        self.title = widgets.HTML()
        self.hand_buttons = CardButtons((), lang, on_pick=lambda _card: self._selection_changed(), toggle=True)
        self.chien_buttons = CardButtons((), lang, on_pick=lambda _card: self._selection_changed(), toggle=True)
        self.entry = CardEntry(lang, on_submit=self.select_typed, button_key="widgets.ecart.select", several=True)
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
        self.status = widgets.HTML()
        self.live = widgets.HTML()
        self.hint = widgets.HTML()
        self.feedback = Feedback()
        self.result = widgets.HTML()
        self._quiet = False  # True while the widget itself presses or releases buttons
        self.show_allowed.observe(lambda _change: self._show_hint(), "value")
        self.clear_button.on_click(lambda _button: self.start())
        self.confirm_button.on_click(lambda _button: self.confirm())
        self.new_button.on_click(lambda _button: self.new_hand())
        super().__init__(
            [
                widgets.HTML(paragraph(text("widgets.ecart.title", lang), strong=True)),
                self.title,
                widgets.HTML(paragraph(text("widgets.ecart.your_hand", lang))),
                self.hand_buttons,
                widgets.HTML(paragraph(text("widgets.the_chien", lang))),
                self.chien_buttons,
                self.entry,
                widgets.HBox([self.confirm_button, self.clear_button, self.show_allowed, self.new_button]),
                self.status,
                self.live,
                self.hint,
                self.feedback,
                self.result,
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

    def new_hand(self) -> None:
        """The next seeded deal: seed 7, then 8, 9…"""
        self.seed = self.seed + 1 if isinstance(self.seed, int) else f"{self.seed}+"
        self.dealt = True
        self._deal()

    def set_position(self, hand: CardSet, chien: CardSet) -> None:
        """Show a taker's hand and chien; refuses sizes that no deal gives (RULES.md §2)."""
        self.candidates = ecart_candidates(hand, chien)  # raises a TarotError for impossible sizes
        self.hand, self.chien = hand, chien
        self.size = len(chien)
        self.hand_buttons.set_cards(hand)
        self.chien_buttons.set_cards(chien)
        task = text("widgets.ecart.task", self.lang, size=self.size)
        if self.dealt:
            task = text("widgets.ecart.deal", self.lang, seed=self.seed, players=self.players) + " " + task
        self.title.value = paragraph(task)
        self._show_hint()
        self.start()

    def start(self) -> None:
        """Every card released, nothing accepted yet."""
        self.accepted = None
        self._quiet = True  # releasing each button would re-check the écart every time
        for buttons in (self.hand_buttons, self.chien_buttons):
            for card in buttons.buttons:
                buttons.select(card, False)
            buttons.disable(False)
        self._quiet = False
        self.entry.clear()
        self.confirm_button.disabled = False
        self.feedback.clear()
        self.result.value = ""
        self._selection_changed()

    # --- the learner chooses ---------------------------------------------------------------------
    @property
    def selected(self) -> CardSet:
        return self.hand_buttons.selected | self.chien_buttons.selected

    def select_typed(self, typed: str) -> None:
        """Select the typed cards (each must be in the hand or the chien)."""
        with errors_shown_in(self.feedback, self.lang):
            cards = parse_cards(typed)
            if not cards:
                raise CardParseError("error.card.empty")
            pool = self.hand | self.chien
            for card in cards:
                if card not in pool:
                    raise CardNotInHandError("error.card.not_in_hand", card=card, hand=pool)
            self._quiet = True
            for card in cards:
                buttons = self.hand_buttons if card in self.hand else self.chien_buttons
                buttons.select(card)
            self._quiet = False
            self.entry.clear()
            self.feedback.clear()
            self._selection_changed()

    def _selection_changed(self) -> None:
        if self._quiet:
            return
        verdict = check_ecart(self.hand, self.chien, self.selected, lang=self.lang)
        self.verdict = verdict
        lang, chosen = self.lang, self.selected
        self.status.value = paragraph(
            text("widgets.ecart_count", lang, count=len(chosen), size=self.size, cards=chosen)
        )
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
        self.live.value = "".join(paragraph(line) for line in lines)

    def confirm(self) -> None:
        """Accept the écart if the rules core says it is legal; otherwise say why not."""
        verdict = check_ecart(self.hand, self.chien, self.selected, lang=self.lang)
        lang = self.lang
        if not verdict.legal:
            self.feedback.show(verdict.explain(lang), "bad")
            return
        self.accepted = verdict
        self.feedback.show(verdict.explain(lang), "good")
        for buttons in (self.hand_buttons, self.chien_buttons):
            buttons.disable(True)
        self.confirm_button.disabled = True
        self.result.value = cards_svg(
            verdict.ecart, lang=lang, highlight=verdict.must_show, label=text("widgets.ecart.ecart_label", lang)
        ) + cards_svg(verdict.new_hand, lang=lang, label=text("widgets.ecart.new_hand_label", lang))

    # --- hints -----------------------------------------------------------------------------------
    def _show_hint(self) -> None:
        marked = self.candidates if self.show_allowed.value else ()
        self.hand_buttons.highlight(marked)
        self.chien_buttons.highlight(marked)
        shown = self.show_allowed.value
        self.hint.value = paragraph(text("widgets.ecart.allowed", self.lang, cards=self.candidates)) if shown else ""
