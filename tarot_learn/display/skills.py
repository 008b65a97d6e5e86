"""A learner's skills chart: one bar per rule area, how much of it is mastered.

Drawn with matplotlib where it is (a :class:`~.plots.LessonFigure`, like the lessons' figures), and
as the project's own SVG where it is not (the JupyterLite site built on Pyodide's core), so that the
chart shows everywhere. The words come written by the caller, in the learner's language: each bar's
label (« Les enchères : 3 sur 5 »), the title and the axis.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .markup import SvgPicture, document, tag, text
from .unavailable import matplotlib_missing

MASTERED = "#2e7d32"
LEARNING = "#a56300"  # a dark amber: 4.1:1 on the track, 4.8:1 on white (3:1 asked of a graphic)
TRACK = "#eeeeee"
_ROW, _LABEL_WIDTH, _BAR_WIDTH, _TOP = 26.0, 300.0, 240.0, 40.0


@dataclass(frozen=True)
class SkillBar:
    """One rule area: its label as shown, its share (0 to 1) and whether it is mastered."""

    label: str
    share: float
    mastered: bool


def skills_figure(bars: Sequence[SkillBar], title: str, axis: str):
    """The chart: matplotlib where it is, the project's SVG otherwise."""
    return skills_svg(bars, title) if matplotlib_missing() else _matplotlib_figure(bars, title, axis)


def skills_svg(bars: Sequence[SkillBar], title: str) -> SvgPicture:
    """Bars drawn by hand: the same bytes for the same bars; the labels say what the colours say."""
    height = _TOP + _ROW * len(bars) + 10
    width = _LABEL_WIDTH + _BAR_WIDTH + 20
    body = [text(10, 24, title, 15, font_weight="bold")]
    for row, bar in enumerate(bars):
        y = _TOP + _ROW * row
        share = min(max(bar.share, 0.0), 1.0)
        body.append(text(10, y + 15, bar.label, 12))
        body.append(tag("rect", x=_LABEL_WIDTH, y=y + 3, width=_BAR_WIDTH, height=16.0, fill=TRACK))
        if share:
            fill = MASTERED if bar.mastered else LEARNING
            body.append(tag("rect", x=_LABEL_WIDTH, y=y + 3, width=_BAR_WIDTH * share, height=16.0, fill=fill))
    label = ". ".join([title, *(bar.label for bar in bars)])
    return SvgPicture(document(width, height, label, "".join(body)))


def _matplotlib_figure(bars: Sequence[SkillBar], title: str, axis: str):
    from .plots import LessonFigure

    literal = {"parse_math": False, "usetex": False}
    figure = LessonFigure(figsize=(7, 0.8 + 0.34 * max(len(bars), 1)), layout="constrained")
    axes = figure.add_subplot()
    rows = range(len(bars))
    axes.barh(rows, [100 * bar.share for bar in bars], color=[MASTERED if bar.mastered else LEARNING for bar in bars])
    axes.set_yticks(rows, [bar.label for bar in bars], **literal)
    axes.invert_yaxis()
    axes.set_xlim(0, 100)
    axes.set_xlabel(axis, **literal)
    axes.set_title(title, **literal)
    figure.alt_text = ". ".join([title, *(bar.label for bar in bars)])
    return figure
