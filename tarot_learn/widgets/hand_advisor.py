"""The hand advisor: should I take with this hand? (advice, not a rule: RULES.md §3 says only how to bid).

The learner types a hand, deals one from a seed, or brings his hand from the game table
(:meth:`HandAdvisor.from_table`). The widget shows the points evaluation of
:func:`tarot_learn.strategy.advice.evaluate_hand`, term by term, and on "Estimate my chances" the chance
of making each contract against the bots, simulated by
:func:`tarot_learn.strategy.advice.estimate_contract_chances`, as a bar chart with 95 % intervals and the
number of deals, a progress bar filling meanwhile. Nothing is decided here.
"""

from __future__ import annotations

import ipywidgets as widgets

from ..cards import CardSet
from ..deal import deal_without_petit_sec
from ..display.plots import contract_chances_figure, figure_svg
from ..display.unavailable import FigureUnavailable
from ..i18n import text
from ..parsing import parse_cards
from ..strategy.advice import estimate_contract_chances, evaluate_hand
from ._base import DealingTrainer
from ._common import Feedback, action_button, errors_shown_in, heading, paragraph

DEFAULT_DEALS = 1000


class HandAdvisor(DealingTrainer):
    """``HandAdvisor(hand="21 20 …", lang="fr")``, or the hand of player 0 in a seeded deal:
    ``HandAdvisor(players=4, seed=7)``. ``deals`` simulated deals per estimate (1,000: about
    two seconds)."""

    def __init__(
        self,
        hand=None,
        *,
        players: int = 4,
        seed: int | str | None = None,
        deals: int = DEFAULT_DEALS,
        lang: str | None = None,
    ):
        lang = self.set_up(lang, players, seed)
        self.deals = deals
        self.title = widgets.HTML()
        # wide enough for a typed hand of 18 cards
        self.entry = widgets.Text(placeholder=text("widgets.advisor.placeholder", lang), layout={"width": "32em"})
        self.evaluate_button = action_button(text("widgets.advisor.evaluate", lang), icon="calculator")
        self.new_button = action_button(text("widgets.new_deal", lang), icon="random")
        self.simulate_button = action_button(
            text("widgets.advisor.simulate", lang),
            tooltip=text("widgets.advisor.simulate_tooltip", lang, deals=deals),
            icon="play",
        )
        self.feedback = Feedback(self.live)
        self.evaluation = widgets.HTML()
        self.progress = widgets.IntProgress(value=0, min=0, max=deals, layout={"visibility": "hidden"})
        self.chart = widgets.HTML()
        self.chances_text = widgets.HTML()
        self.evaluate_button.on_click(lambda _button: self.evaluate_typed(self.entry.value))
        self.new_button.on_click(lambda _button: self.new_hand())
        self.simulate_button.on_click(lambda _button: self.simulate())
        super().__init__(
            [
                widgets.HTML(heading(text("widgets.advisor.title", lang))),
                self.title,
                widgets.HBox([self.entry, self.evaluate_button, self.new_button]),
                self.feedback,
                self.evaluation,
                widgets.HBox([self.simulate_button, self.progress]),
                self.chart,
                self.chances_text,
            ]
        )
        if hand is None:
            self._deal()
        else:
            self.set_hand(CardSet(parse_cards(hand)))

    @classmethod
    def from_table(cls, table, **options) -> HandAdvisor:
        """The hand the learner holds at a :class:`~tarot_learn.widgets.GameTable` (before the chien)."""
        seat = table.seat
        return cls(table.game.deal.hands[seat], players=table.players, lang=table.lang, **options)

    # --- the hand ----------------------------------------------------------------------------------
    def _deal(self) -> None:
        dealt, _ = deal_without_petit_sec(self.players, seed=self.seed)
        self.set_hand(dealt.hands[0], dealt_from=self.seed)

    def new_hand(self) -> None:
        """Player 0's hand in the next seeded deal."""
        self.advance_seed()
        self._deal()

    def evaluate_typed(self, typed: str) -> None:
        """Evaluate a typed hand; a hand that cannot be read or has the wrong size gets one sentence."""
        with errors_shown_in(self.feedback, self.lang):
            hand = CardSet(parse_cards(typed))
            self.set_hand(hand)

    def set_hand(self, hand: CardSet, dealt_from=None) -> None:
        """Show ``hand`` and its evaluation; the simulated chances are cleared until asked for."""
        evaluation = evaluate_hand(hand)  # a TarotError for a hand no deal gives
        self.hand, self.result = hand, evaluation
        self.chances = None
        self.feedback.clear()
        lang = self.lang
        said = (
            text("widgets.advisor.dealt", lang, seed=dealt_from, players=self.players)
            if dealt_from is not None
            else text("widgets.advisor.your_hand", lang)
        )
        self.title.value = paragraph(said + " " + hand.text(lang))
        self.evaluation.value = paragraph(text("widgets.advisor.method", lang)) + "".join(
            paragraph("• " + line) for line in evaluation.lines(lang)
        )
        self.chart.value = self.chances_text.value = ""

    # --- the simulation --------------------------------------------------------------------------
    def simulate(self, seed: int | str = 0) -> None:
        """Estimate the chance of each contract over :attr:`deals` simulated deals (progress bar meanwhile)."""
        with errors_shown_in(self.feedback, self.lang):
            self.progress.layout.visibility = "visible"
            self.progress.value = 0

            def advance(done: int, _total: int) -> None:
                self.progress.value = done

            self.chances = estimate_contract_chances(self.hand, deals=self.deals, seed=seed, progress=advance)
            lang = self.lang
            figure = contract_chances_figure(self.chances, lang=lang)
            self.chart.value = figure._repr_html_() if isinstance(figure, FigureUnavailable) else figure_svg(figure)
            self.chances_text.value = paragraph(text("widgets.advisor.chances_note", lang)) + "".join(
                paragraph(chance.localized(lang)) for chance in self.chances.values()
            )
