"""The chart of a duplicate tournament: each learner's total mark, best first, as a bar from zero.

A learner's mark on a deal is his score less the mean of the others' on the same deal
(:func:`tarot_learn.classroom.tournament.duplicate_marks`); the bars show the sums, to the right of
zero in green for a learner who did better than the field, to the left in red for one who did
worse. Plain SVG (no library): the class view shows it in Voilà and in JupyterLite alike, and the
same ranking gives the same bytes.
"""

from __future__ import annotations

from .. import i18n
from .markup import document, tag, text

WIDTH = 640.0
ROW = 26.0  # the height of a learner's line
TOP, BOTTOM, NAMES, MARGIN = 40.0, 12.0, 170.0, 60.0  # NAMES: the learners' column; MARGIN: room for a value
ABOVE, BELOW = "#2e7d32", "#c62828"
AXIS = "#555555"


def describe(ranking: list[tuple[str, float]], lang: str | None = None) -> str:
    """The chart in words (its text alternative): how many learners, the first and the last."""
    if not ranking:
        return i18n.text("plot.tournament.empty", lang)
    (first, best), (last, worst) = ranking[0], ranking[-1]
    return i18n.text(
        "plot.tournament.alt",
        lang,
        learners=len(ranking),
        first=first,
        best=i18n.format_signed(round(best), lang),
        last=last,
        worst=i18n.format_signed(round(worst), lang),
    )


def ranking_svg(ranking: list[tuple[str, float]], lang: str | None = None) -> str:
    lang = i18n.check_language(lang)
    height = TOP + ROW * max(len(ranking), 1) + BOTTOM
    widest = max((abs(total) for _, total in ranking), default=0.0) or 1.0
    half = (WIDTH - NAMES - 2 * MARGIN) / 2
    zero = NAMES + MARGIN + half
    body = [text(WIDTH / 2, 18, i18n.text("plot.tournament.title", lang), 16, text_anchor="middle")]
    body.append(tag("line", x1=zero, x2=zero, y1=TOP - 4, y2=height - BOTTOM + 2, stroke=AXIS))
    for row, (learner, total) in enumerate(ranking):
        middle = TOP + ROW * row + ROW / 2
        length = half * abs(total) / widest
        left = zero if total >= 0 else zero - length
        body.append(text(NAMES - 6, middle + 5, f"{row + 1}. {_short(learner)}", 14, text_anchor="end"))
        body.append(
            tag("rect", x=left, y=middle - 8, width=max(length, 1.0), height=16.0, fill=ABOVE if total >= 0 else BELOW)
        )
        value_x, anchor = (left + length + 4, "start") if total >= 0 else (left - 4, "end")
        body.append(text(value_x, middle + 5, i18n.format_signed(round(total), lang), 13, text_anchor=anchor))
    return document(WIDTH, height, describe(ranking, lang), "".join(body))


def _short(learner: str, room: int = 16) -> str:
    """A name that fits the names' column (the table beside the chart gives it whole)."""
    return learner if len(learner) <= room else learner[: room - 1] + "…"
