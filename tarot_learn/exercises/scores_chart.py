"""The bar chart of first-try scores, one bar per exercise: a learner's (:meth:`.progress.Progress.chart`)
and the class's (:func:`.report.report_figure`), both drawn by :func:`scores_figure`.

Its own module, below both: the learner's progress and the teacher's report each draw it, and the
report reads the progress's scoring rule, so neither can hold the chart the other needs.
"""

from __future__ import annotations

from .. import i18n
from ..display.unavailable import figure_or_sentence

_LONGEST_LABEL = 40  # characters of an id shown on the chart; the CSV keeps it whole


def printable(text: str) -> str:
    """A line safe for a terminal: control characters (an escape sequence in a learner's id…) shown as ``?``.
    French typography's no-break spaces are text (``str.isprintable`` says otherwise)."""
    return "".join(char if char.isprintable() or char in "\u00a0\u202f" else "?" for char in text)


def _label(text: str) -> str:
    return text if len(text) <= _LONGEST_LABEL else text[: _LONGEST_LABEL - 1] + "…"


@figure_or_sentence
def scores_figure(labels: list[str], scores: list[float], title: str, lang: str | None = None):
    """Horizontal bars: one score (0–1) per label, shown in %. Matplotlib is imported here only.
    Every text is drawn as it is written: ``$`` never starts mathtext, TeX is never called."""
    from ..display.plots import LessonFigure  # matplotlib, loaded only when a chart is drawn

    literal = {"parse_math": False, "usetex": False}
    figure = LessonFigure(figsize=(7, 0.8 + 0.32 * max(len(labels), 1)), layout="constrained")
    axes = figure.add_subplot()
    percents = [100 * score for score in scores]
    colours = ["#2e7d32" if score == 1 else "#e0a100" if score > 0 else "#c62828" for score in scores]
    axes.barh(range(len(labels)), percents, color=colours, hatch=None)
    axes.set_yticks(range(len(labels)), [_label(printable(label)) for label in labels], **literal)
    axes.invert_yaxis()
    axes.set_xlim(0, 100)
    axes.set_xlabel(i18n.text("exercise.scores.axis", lang), **literal)
    axes.set_title(printable(title)[:120], **literal)
    for row, percent in enumerate(percents):
        shown = i18n.format_percent(percent, lang=lang)
        axes.text(min(percent, 100) + 1, row, shown, va="center", fontsize=8, **literal)
    bars = ", ".join(
        f"{printable(label)} {i18n.format_percent(percent, lang=lang)}"
        for label, percent in zip(labels, percents, strict=True)
    )
    figure.alt_text = f"{printable(title)[:120]}. {bars}" if bars else printable(title)[:120]
    return figure
