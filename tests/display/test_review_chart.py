"""The review's chart (display/review_chart.py): matplotlib where it is, the same chart as SVG
otherwise (JupyterLite), with its text alternative."""

import pytest

from tarot_learn import i18n, parse_card
from tarot_learn.display import review_chart, unavailable
from tarot_learn.strategy.review import Decision, Review


def a_review() -> Review:
    decisions = (
        Decision("bid", None, None, None, 10.0, 10.0, 0.0, 5.0, 16, "best"),
        Decision("card", 1, parse_card("7♥"), None, -20.0, 5.0, 25.0, 4.0, 32, "mistake"),
        Decision("card", 2, parse_card("R♥"), None, 0.0, 0.0, 0.0, 0.0, 0, "best"),
    )
    return Review(0, 4, decisions, -30)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_svg_chart_names_itself_and_draws_both_lines(lang):
    review = a_review()
    svg = review_chart.review_svg(review, lang)
    assert svg.startswith("<svg") and svg == review_chart.review_svg(review, lang)
    assert f'aria-label="{review_chart.describe(review, lang)}"' in svg
    assert svg.count("<polyline") == 2 and svg.count("<circle") == 1
    assert i18n.text("plot.review.title", lang) in svg
    assert ">7♥<" in svg  # the measured card under its point; the forced one has none
    assert review_chart.describe(review, lang) == i18n.text(
        "plot.review.alt", lang, decisions=2, first=10.0, last=-20.0, score=-30, lost=25.0
    )


def test_without_matplotlib_the_chart_is_the_svg(monkeypatch):
    monkeypatch.setattr(unavailable, "matplotlib_missing", lambda: True)
    chart = review_chart.review_chart(a_review(), "fr")
    assert chart._repr_svg_() == review_chart.review_svg(a_review(), "fr")
    assert chart._repr_html_().startswith("<img ")


def test_with_matplotlib_the_chart_is_a_figure_with_its_words():
    pytest.importorskip("matplotlib")
    figure = review_chart.review_chart(a_review(), "en")
    assert figure.describe() == review_chart.describe(a_review(), "en")
    assert figure._repr_png_().startswith(b"\x89PNG")
