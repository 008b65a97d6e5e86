"""The end of a deal at the game table: « Où avez-vous perdu des points ? » (issue 22).

:class:`DealReview` offers, once the deal is over, to measure each of the learner's decisions
(:func:`~tarot_learn.strategy.review.review_deal`); while the evaluator measures, a progress bar
moves decision by decision; then it shows the chart of the expected score through the deal
(:func:`~tarot_learn.display.review_chart.review_chart`), the decisions counted by band with the bands
stated, and the three costliest decisions explained in a sentence each. In a class tournament
(``rival``), it adds where the best learner on the same deal did better: the first decision where
their deals parted, both choices measured (:func:`~tarot_learn.strategy.duplicate.first_difference`).
"""

from __future__ import annotations

import html

import ipywidgets as widgets

from .. import i18n
from ..display.review_chart import review_chart
from ..strategy import duplicate
from ..strategy import review as review_module
from ._common import action_button, paragraph


class DealReview(widgets.VBox):
    """The review box under the score: empty during a deal, then a button (or, with ``auto``, the
    review at once) at its end. :attr:`review` holds the last :class:`~tarot_learn.strategy.review.Review`."""

    def __init__(self, lang: str, *, auto: bool = False):
        super().__init__()
        self.lang = lang
        self.auto = auto
        self.deals = None  # the review's budget: None, the tuned one (a fixed number, for a quick test)
        self.game = None
        self.seat = 0
        self.review = None
        self.rival = None  # in a tournament: () → (the other learners on this deal, the best one's line or None)
        self.button = action_button(
            i18n.text("table.review.button", lang), tooltip=i18n.text("table.review.tooltip", lang), icon="search"
        )
        self.button.on_click(lambda _button: self.run())
        self.progress = widgets.IntProgress(
            value=0,
            min=0,
            max=1,
            description=i18n.text("table.review.running", lang),
            style={"description_width": "initial"},
        )
        self.result = widgets.HTML()

    def clear(self) -> None:
        """A new deal: nothing to review yet."""
        self.game, self.review = None, None
        self.result.value = ""
        self.children = ()

    def offer(self, game, seat: int, rival=None) -> None:
        """The deal ``game`` is over: offer its review for ``seat`` (or run it, with ``auto``);
        ``rival``, in a tournament, is asked when the review runs for the learners who played the same
        deal: ``(how many others, (learner, score, line) of the best or None)``."""
        if self.game is game:
            return  # already offered (the table redraws more than once at the end)
        self.game, self.seat, self.rival = game, seat, rival
        if self.auto:
            self.run()
        else:
            self.children = (self.button,)

    def run(self) -> None:
        """Measure the deal, the progress bar moving at each decision, then show the review."""
        if self.game is None:
            return
        self.progress.value, self.progress.max = 0, 1
        self.children = (self.progress,)
        self.review = review_module.review_deal(
            self.game, self.seat, seed=str(self.game.deal.seed), deals=self.deals, progress=self._tick
        )
        self.result.value = self._html(self.review) + self._duplicate_html()
        self.children = (self.result,)

    def _tick(self, done: int, total: int) -> None:
        self.progress.max = max(total, 1)
        self.progress.value = done

    def _html(self, review) -> str:
        lang = self.lang
        parts = [paragraph(i18n.text("table.review.heading", lang), strong=True)]
        parts.append(f"<div class='tarot-review-chart'>{review_chart(review, lang)._repr_html_()}</div>")
        parts.extend(paragraph(line) for line in review.summary(lang))
        sentences = review.explanations(lang)
        if sentences:
            items = "".join(f"<li class='tarot-review-cost'>{html.escape(line)}</li>" for line in sentences)
            parts.append(f"<ol style='margin:2px 0;padding-left:1.4em;line-height:1.5'>{items}</ol>")
        return "".join(parts)

    def _duplicate_html(self) -> str:
        """In a tournament: how the best learner on this deal did better, and where (or that nobody did)."""
        if self.rival is None:
            return ""
        lang, game = self.lang, self.game
        others, best = self.rival()
        mine = game.result.score.scores[self.seat]
        parts = [paragraph(i18n.text("table.duplicate.heading", lang), strong=True)]
        if best is None:
            parts.append(paragraph(i18n.text("table.duplicate.alone", lang)))
            return "".join(parts)
        learner, theirs, line = best
        if theirs <= mine:
            parts.append(paragraph(i18n.text("table.duplicate.best_you", lang, others=others)))
            return "".join(parts)
        score = {"mine": i18n.format_signed(mine, lang), "theirs": i18n.format_signed(theirs, lang)}
        parts.append(paragraph(i18n.text("table.duplicate.better", lang, learner=learner, **score)))
        difference = duplicate.first_difference(game, self.seat, line, seed=str(game.deal.seed), deals=self.deals)
        if difference is None:
            parts.append(paragraph(i18n.text("table.duplicate.not_comparable", lang, learner=learner)))
        else:
            items = "".join(
                f"<li class='tarot-duplicate'>{html.escape(line)}</li>"
                for line in duplicate.explain(difference, learner, lang)
            )
            parts.append(f"<ul style='margin:2px 0;padding-left:1.4em;line-height:1.5'>{items}</ul>")
        return "".join(parts)
