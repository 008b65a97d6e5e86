"""Where matplotlib is missing (the JupyterLite site on Pyodide's core), a figure is one sentence
in the learner's language that says where to see it, never a traceback."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tarot_learn import i18n
from tarot_learn.display import plots, unavailable
from tarot_learn.display.unavailable import FigureUnavailable
from tarot_learn.exercises import Progress

REPO = Path(__file__).resolve().parents[2]
FIGURES = [
    lambda lang: plots.card_points_figure(lang),
    lambda lang: plots.pile_points_figure("R♥ 21 7♠", lang=lang),
    lambda lang: plots.deal_result_figure(49, 2, lang=lang, contract="garde"),
    lambda lang: plots.trump_count_figure(4, deals=10, lang=lang),
    lambda lang: plots.poignee_figure(4, deals=10, lang=lang),
    lambda lang: plots.petit_sec_figure(4, deals=10, lang=lang),
]


@pytest.fixture
def no_matplotlib(monkeypatch):
    monkeypatch.setattr(unavailable, "matplotlib_missing", lambda: True)


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("draw", FIGURES)
def test_each_figure_is_a_sentence_in_the_learners_language(no_matplotlib, draw, lang):
    shown = draw(lang)
    assert isinstance(shown, FigureUnavailable)
    assert repr(shown) == i18n.text("display.figure.unavailable", lang)
    assert "Binder" in repr(shown) and "JupyterLab" in repr(shown)
    assert repr(shown) in shown._repr_html_().replace("&#x27;", "'")


def test_without_a_language_the_sessions_is_used(no_matplotlib):
    i18n.set_language("fr")
    assert plots.card_points_figure().lang == "fr"


def test_a_learners_chart_is_a_sentence_too(no_matplotlib, tmp_path):
    progress = Progress("alice", path=tmp_path)
    assert isinstance(progress.chart("en"), FigureUnavailable)


def test_with_matplotlib_a_figure_is_drawn():
    assert not isinstance(plots.card_points_figure("en"), FigureUnavailable)


def test_the_plots_module_imports_without_matplotlib():
    """In a Python where importing matplotlib fails, the lesson's own import line works and
    the figure cell shows the sentence."""
    script = (
        "import sys; sys.modules['matplotlib'] = None\n"
        "from tarot_learn.display.plots import card_points_figure\n"
        "print(repr(card_points_figure(lang='en')))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=REPO, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == i18n.text("display.figure.unavailable", "en")
