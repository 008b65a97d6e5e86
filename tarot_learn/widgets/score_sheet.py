"""The score sheet (la feuille de marque): the session's deals, each player's score and running total.

A club scores an evening on one sheet per table: a line per deal, a column per player, the deal's
score and the total so far, and the totals always sum to zero (RULES.md §7: the taker is paid by
every defender). The sheet's arithmetic is the rules core's :class:`~tarot_learn.tally.Tally`,
which refuses a line that does not balance; the widget only draws it. The game table and the hot
seat write each finished deal on theirs (``table.score_sheet``); a sheet can also be kept by hand,
for deals played with real cards: ``ScoreSheet(4, lang="fr").add([159, -53, -53, -53])`` (a Petite made
by 28 at 4 players); scores that do not sum to zero are refused with the sum found.
"""

from __future__ import annotations

import html

import ipywidgets as widgets

from .. import i18n
from ..seats import seat_names
from ..tally import Tally, TallyLine
from ._base import Trainer
from ._common import CAPTION_STYLE, Feedback, errors_shown_in

_CELL = "border:1px solid #8a94a0;padding:2px 8px;text-align:right"
_HEAD = "border:1px solid #8a94a0;padding:2px 8px;text-align:center"


class ScoreSheet(Trainer):
    """The score sheet of one table of ``players``: ``names`` heads its columns (default « Joueur 1 »…),
    :meth:`add` writes a deal on it (a finished game, or one score per seat). ``live``: the live
    region of the widget it is shown in (the game table's), if any."""

    def __init__(self, players: int = 4, lang: str | None = None, *, names: list[str] | None = None, live=None):
        lang = self.set_up(lang, live)
        self.tally = Tally(players)
        self.players = players
        self.names = list(names) if names is not None else seat_names(None, players, lang)
        self.sheet = widgets.HTML()
        self.feedback = Feedback(self.live)
        super().__init__([self.sheet, self.feedback])
        self._render()

    def add(self, deal) -> TallyLine | None:
        """Write ``deal`` on the sheet (see :meth:`tarot_learn.tally.Tally.add`). A deal the sheet
        refuses (not finished, scores that do not balance…) is said in the feedback line, and the
        sheet stays as it was."""
        line = None
        self.feedback.clear()
        with errors_shown_in(self.feedback, self.lang):
            line = self.tally.add(deal)
        self._render()
        return line

    def clear(self) -> None:
        """A blank sheet: no deal written."""
        self.tally = Tally(self.players)
        self.feedback.clear()
        self._render()

    @property
    def totals(self) -> tuple[int, ...]:
        return self.tally.totals

    def _render(self) -> None:
        lang = self.lang
        caption = html.escape(i18n.text("widgets.score_sheet.title", lang))
        if not len(self.tally):
            empty = html.escape(i18n.text("widgets.score_sheet.empty", lang))
            self.sheet.value = f"<p><strong>{caption}</strong><br>{empty}</p>"
            return
        deal_word = html.escape(i18n.text("widgets.score_sheet.deal", lang))
        head = "".join(f"<th scope='col' style='{_HEAD}'>{html.escape(name)}</th>" for name in self.names)
        rows = [f"<tr><th scope='col' style='{_HEAD}'>{deal_word}</th>{head}</tr>"]
        for line in self.tally.lines:
            cells = "".join(
                f"<td style='{_CELL}'>{html.escape(self._cell(score, total))}</td>"
                for score, total in zip(line.scores, line.totals, strict=True)
            )
            rows.append(f"<tr><th scope='row' style='{_HEAD}'>{html.escape(self._deal_label(line))}</th>{cells}</tr>")
        totals = "".join(
            f"<td style='{_CELL};font-weight:bold'>{html.escape(i18n.format_signed(total, lang))}</td>"
            for total in self.tally.totals
        )
        total_word = html.escape(i18n.text("widgets.excuse.col.total", lang))
        rows.append(f"<tr><th scope='row' style='{_HEAD}'>{total_word}</th>{totals}</tr>")
        check = html.escape(i18n.text("widgets.score_sheet.balanced", lang, total=sum(self.tally.totals)))
        self.sheet.value = (
            "<div style='overflow-x:auto;max-width:100%'>"
            f"<table style='border-collapse:collapse;margin:4px 0'><caption style='{CAPTION_STYLE}'>"
            f"<strong>{caption}</strong></caption>{''.join(rows)}</table></div><p>{check}</p>"
        )

    def _cell(self, score: int, total: int) -> str:
        """« +106 (total +212) »: the deal's score, then the running total."""
        return i18n.text(
            "widgets.score_sheet.cell",
            self.lang,
            score=i18n.format_signed(score, self.lang),
            total=i18n.format_signed(total, self.lang),
        )

    def _deal_label(self, line: TallyLine) -> str:
        if line.taker is None:
            return str(line.number)
        return i18n.text(
            "widgets.score_sheet.deal_line",
            self.lang,
            number=line.number,
            contract=line.contract.localized(self.lang),
            taker=self.names[line.taker],
        )
