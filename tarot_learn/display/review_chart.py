"""The chart of a deal's review: the seat's expected score after each of its decisions.

:func:`review_chart` draws :meth:`Review.curve <tarot_learn.strategy.review.Review.curve>` — for each
measured decision, the expected score after the choice made and after the best one — and the score
the deal gave: a matplotlib figure where matplotlib is installed, else the same chart as plain SVG
(:func:`review_svg`, no library: it shows in JupyterLite too). The gap between the two lines is
what the decisions cost; a line that drops is the cards turning, not always a mistake.
"""

from __future__ import annotations

from .. import i18n
from . import unavailable
from .markup import SvgPicture, document, num, tag, text

WIDTH, HEIGHT = 560.0, 260.0
LEFT, RIGHT, TOP, BOTTOM = 56.0, 16.0, 30.0, 44.0
CHOSEN = "#1e5a8c"
BEST = "#2e7d32"
SCORE = "#c62828"
GRID = "#d0d0d0"


def review_chart(review, lang: str | None = None):
    """The chart as a matplotlib figure (a notebook shows it as a picture with its text
    alternative), or as :class:`~.markup.SvgPicture` where matplotlib is missing."""
    if unavailable.matplotlib_missing():
        return SvgPicture(review_svg(review, lang))
    return _figure(review, i18n.check_language(lang))


def describe(review, lang: str | None = None) -> str:
    """The chart in words (its text alternative): first and last expected score, the final score."""
    curve = review.curve(lang)
    if not curve:
        return i18n.text("plot.review.empty", lang, score=review.score)
    return i18n.text(
        "plot.review.alt",
        lang,
        decisions=len(curve),
        first=round(curve[0][1], 1),
        last=round(curve[-1][1], 1),
        score=review.score,
        lost=round(review.lost, 1),
    )


def _bounds(review, lang) -> tuple[float, float]:
    values = [value for _, chosen, best in review.curve(lang) for value in (chosen, best)] + [review.score, 0.0]
    low, high = min(values), max(values)
    margin = max(10.0, (high - low) * 0.08)
    return low - margin, high + margin


def review_svg(review, lang: str | None = None) -> str:
    """The chart as SVG text, the same bytes for the same review."""
    lang = i18n.check_language(lang)
    curve = review.curve(lang)
    low, high = _bounds(review, lang)
    steps = len(curve) + 1  # the decisions, then the deal's score
    plot_width, plot_height = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x(index: int) -> float:
        return LEFT + plot_width * (index + 0.5) / steps

    def y(value: float) -> float:
        return TOP + plot_height * (high - value) / (high - low)

    body = [text(WIDTH / 2, 18, i18n.text("plot.review.title", lang), 14, text_anchor="middle")]
    for value in _ticks(low, high):
        body.append(tag("line", x1=LEFT, x2=WIDTH - RIGHT, y1=y(value), y2=y(value), stroke=GRID))
        body.append(text(LEFT - 6, y(value) + 4, f"{value:+d}" if value else "0", 11, text_anchor="end"))
    for index, (name, _, _) in enumerate(curve):
        body.append(text(x(index), HEIGHT - BOTTOM + 14, name, 10, text_anchor="middle"))
    for column, colour, dash in ((2, BEST, "5 4"), (1, CHOSEN, None)):
        points = " ".join(f"{num(x(i))},{num(y(point[column]))}" for i, point in enumerate(curve))
        if points:
            body.append(
                tag("polyline", points=points, fill="none", stroke=colour, stroke_width=2, stroke_dasharray=dash)
            )
    score = review.score
    body.append(tag("circle", cx=x(len(curve)), cy=y(score), r=5.0, fill=SCORE))
    body.append(
        text(x(len(curve)), HEIGHT - BOTTOM + 14, i18n.text("plot.review.score_short", lang), 10, text_anchor="middle")
    )
    legend_y = HEIGHT - 10
    for offset, (key, colour) in enumerate(
        (("plot.review.chosen", CHOSEN), ("plot.review.best", BEST), ("plot.review.score", SCORE))
    ):
        left = LEFT + offset * 170
        body.append(tag("rect", x=left, y=legend_y - 9, width=12.0, height=4.0, fill=colour))
        body.append(text(left + 16, legend_y - 4, i18n.text(key, lang, score=score), 11))
    return document(WIDTH, HEIGHT, describe(review, lang), "".join(body))


def _ticks(low: float, high: float) -> list[int]:
    step = next(step for step in (10, 20, 50, 100, 200, 500, 1000) if (high - low) / step <= 6)
    first = int(low // step + 1) * step
    return list(range(first, int(high) + 1, step))


def _figure(review, lang: str):
    from .plots import LessonFigure

    figure = LessonFigure(figsize=(7.0, 3.2), layout="constrained")
    axes = figure.add_subplot()
    curve = review.curve(lang)
    steps = range(len(curve))
    axes.plot(
        steps, [point[1] for point in curve], color=CHOSEN, linewidth=2, label=i18n.text("plot.review.chosen", lang)
    )
    axes.plot(
        steps,
        [point[2] for point in curve],
        color=BEST,
        linewidth=2,
        linestyle="--",
        label=i18n.text("plot.review.best", lang),
    )
    axes.plot(
        [len(curve)], [review.score], "o", color=SCORE, label=i18n.text("plot.review.score", lang, score=review.score)
    )
    axes.axhline(0, color=GRID, linewidth=1)
    axes.set_xticks(
        [*steps, len(curve)],
        [*(name for name, _, _ in curve), i18n.text("plot.review.score_short", lang)],
        fontsize=8,
        rotation=60,
    )
    axes.set_ylabel(i18n.text("plot.review.axis", lang))
    axes.set_title(i18n.text("plot.review.title", lang))
    axes.legend(fontsize=8, loc="best")
    figure.alt_text = describe(review, lang)
    return figure
