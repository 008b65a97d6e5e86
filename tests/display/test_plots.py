"""The lesson figures (tarot_learn.display.plots) and the notebook progress bar: labels in both
languages, plotted values equal to the rules core's, deterministic SVG, nothing left open."""

import html
import subprocess
import sys

import matplotlib
import pytest
from matplotlib.colors import to_hex

import tarot_learn as tl
from tarot_learn import i18n
from tarot_learn.display import plots, progress
from tarot_learn.poignee import Poignee
from tarot_learn.strategy import stats

PLAYERS = (3, 4, 5)
LANGS = ("fr", "en")
DEALS = 300  # below the progress bar's threshold, and fast


def texts(figure) -> list[str]:
    """Every text drawn in a figure: titles, labels, annotations, legends, tick labels."""
    found = [figure.get_suptitle()]
    for axes in figure.axes:
        found += [axes.get_title(), axes.get_xlabel(), axes.get_ylabel()]
        found += [text.get_text() for text in axes.texts]
        found += [label.get_text() for label in axes.get_xticklabels() + axes.get_yticklabels()]
        legend = axes.get_legend()
        if legend is not None:
            found += [text.get_text() for text in legend.get_texts()]
    return [text for text in found if text]


def bar_heights(axes) -> list[float]:
    return [bar.get_height() for bar in axes.patches]


# --- chances at the deal -----------------------------------------------------------------------------------
@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("lang", LANGS)
def test_trump_count_figure_plots_the_stats(players, lang):
    figure = plots.trump_count_figure(players, deals=DEALS, seed=2, lang=lang)
    (axes,) = figure.axes
    exact = stats.trump_count_distribution(players)
    simulated = stats.simulate_trump_counts(players, DEALS, 2)
    assert bar_heights(axes) == pytest.approx([100 * simulated[k] for k in exact])
    assert list(axes.lines[0].get_ydata()) == pytest.approx([100 * exact[k] for k in exact])
    assert list(axes.lines[0].get_xdata()) == list(exact)
    assert axes.get_title() == i18n.text("plot.trumps.title", lang, players=players, cards=tl.deal_size(players).hand)
    assert axes.get_xlabel() == i18n.text("plot.trumps.axis", lang)
    legend = [text.get_text() for text in axes.get_legend().get_texts()]
    assert i18n.text("plot.exact", lang) in legend
    assert ("simulation (300 donnes)" if lang == "fr" else "simulation (300 deals)") in legend


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("lang", LANGS)
def test_poignee_figure_plots_the_stats_and_the_thresholds(players, lang):
    figure = plots.poignee_figure(players, deals=DEALS, seed=4, lang=lang)
    (axes,) = figure.axes
    exact = stats.poignee_cards_distribution(players)
    simulated = stats.simulate_poignee_cards(players, DEALS, 4)
    assert bar_heights(axes) == pytest.approx([100 * simulated[k] for k in exact])
    assert list(axes.lines[0].get_ydata()) == pytest.approx([100 * chance for chance in exact.values()])
    thresholds = [line.get_xdata()[0] + 0.5 for line in axes.lines[1:]]
    assert thresholds == [poignee.size(players) for poignee in Poignee]
    drawn = "\n".join(texts(figure))
    for poignee in Poignee:
        assert f"{poignee.localized(lang)} ≥ {poignee.size(players)}" in drawn
    box = axes.texts[-1].get_text().splitlines()
    assert len(box) == 3 and all(poignee.localized(lang) in line for poignee, line in zip(Poignee, box, strict=True))


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("lang", LANGS)
def test_petit_sec_figure_plots_the_stats(players, lang):
    figure = plots.petit_sec_figure(players, deals=DEALS, seed=5, lang=lang)
    (axes,) = figure.axes
    exact = stats.petit_sec_probability(players)
    simulated = stats.simulate_petit_sec(players, DEALS, 5)
    assert bar_heights(axes) == pytest.approx([100 * chance for chance in simulated])
    assert list(axes.lines[0].get_ydata()) == pytest.approx([100 * chance for chance in exact])
    assert [label.get_text() for label in axes.get_xticklabels()] == [
        i18n.text("plot.petit_sec.player", lang),
        i18n.text("plot.petit_sec.table", lang),
    ]
    one_in = "1 sur" if lang == "fr" else "1 in"
    assert one_in in axes.texts[0].get_text()


def test_chances_are_written_for_a_reader():
    assert plots._chance_text(0.25, "en") == "25%"
    assert plots._chance_text(0.25, "fr") == "25\u00a0%"
    assert plots._chance_text(0.00046102, "fr") == "0,046\u00a0% (1 sur 2\u202f169)"
    assert plots._chance_text(0.00046102, "en") == "0.046% (1 in 2,169)"
    assert plots._chance_text(3.08e-9, "en") == "1 in 324,675,325"
    assert plots._chance_text(0, "en") == "0%"


# --- points -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_card_points_figure(lang):
    figure = plots.card_points_figure(lang=lang)
    one, every = figure.axes
    kinds = stats.card_kinds()
    assert bar_heights(one) == [4.5, 4.5, 3.5, 2.5, 1.5, 0.5]
    assert bar_heights(every) == [kind.total for kind in kinds]
    assert sum(bar_heights(every)) == 91
    assert "91" in every.get_title()
    assert [label.get_text() for label in one.get_xticklabels()] == {
        "fr": ["bout", "roi", "dame", "cavalier", "valet", "petite carte"],
        "en": ["bout", "king", "queen", "knight", "jack", "small card"],
    }[lang]
    assert figure.get_suptitle() == i18n.text("plot.points.title", lang)


@pytest.mark.parametrize("lang", LANGS)
def test_pile_points_figure_counts_both_ways_to_the_same_total(lang):
    pile = "R♥ 3♠ D♦ 21 7♣ 8♣ V♠ 4♥ C♣ 12 Excuse"
    figure = plots.pile_points_figure(pile, lang=lang)
    (axes,) = figure.axes
    by_pairs = [bar.get_width() for bar in axes.patches if bar.get_y() < 0.5]
    by_card = [bar.get_width() for bar in axes.patches if bar.get_y() > 0.5]
    assert by_pairs == [value for _, value in tl.count_by_pairs(pile)]
    assert by_card == [card.points for card in tl.parse_cards(pile)]
    assert sum(by_pairs) == sum(by_card) == tl.count_points(pile) == 23.5
    cards = i18n.text("display.count.many", lang, count=11)
    total = i18n.format_points_with_unit(23.5, lang)
    assert axes.get_title() == i18n.text("plot.pile.title", lang, pile=cards, total=total)
    assert i18n.format_points(23.5, lang) in texts(figure)
    with pytest.raises(tl.TarotError):
        plots.pile_points_figure("")


def test_a_small_pile_is_titled_in_the_singular_in_french():
    (axes,) = plots.pile_points_figure("V♠", lang="fr").axes
    assert axes.get_title() == i18n.text("plot.pile.title", "fr", pile="1 carte", total="1,5 point")


@pytest.mark.parametrize("lang", LANGS)
def test_deal_result_figure_worked_example_made(lang):
    # RULES.md §7, example 1: Garde, 2 bouts, 49 points: D = +8, base = 33 × 2 = 66.
    figure = plots.deal_result_figure(49, 2, lang=lang, contract="garde")
    (axes,) = figure.axes
    assert [bar.get_width() for bar in axes.patches[:2]] == [49, 42]
    assert list(axes.lines[0].get_xdata()) == [41, 41]
    title = axes.get_title()
    assert ("réussi de 8" if lang == "fr" else "made by 8") in title
    assert "(25 + 8) × 2 = 66" in title
    assert "D = +8" in texts(figure)
    assert to_hex(axes.patches[0].get_facecolor()) == plots.MADE


def test_deal_result_figure_half_point_goes_to_the_winner():
    # RULES.md §7, example 3: 3 players, 2 bouts, 40.5 points: lost by 1.
    figure = plots.deal_result_figure(40.5, 2, lang="en", players=3)
    (axes,) = figure.axes
    assert "failed by 1" in axes.get_title()
    assert "D = −0.5 → −1" in texts(figure)
    for bouts, needed, bouts_text in ((3, 36, "3 bouts"), (1, 51, "1 bout"), (0, 56, "aucun bout")):
        (axes,) = plots.deal_result_figure(60, bouts, lang="fr").axes
        assert list(axes.lines[0].get_xdata()) == [needed, needed]
        assert i18n.text("plot.result.needed", "fr", needed=needed, bouts=bouts_text) in (
            text.get_text() for text in axes.texts
        )


def test_deal_result_figure_refuses_impossible_results():
    with pytest.raises(tl.TarotError):
        plots.deal_result_figure(95, 2)
    with pytest.raises(tl.TarotError):
        plots.deal_result_figure(40, 4)


# --- output: SVG, PNG, no leaks ----------------------------------------------------------------------------
def test_svg_output_is_deterministic():
    first = plots.figure_svg(plots.pile_points_figure("7♥ R♥ 21 Excuse"))
    again = plots.figure_svg(plots.pile_points_figure("7♥ R♥ 21 Excuse"))
    assert first == again
    assert first.startswith("<?xml") and "<dc:date>" not in first
    figure = plots.trump_count_figure(4, deals=DEALS)
    assert plots.figure_svg(figure) == plots.figure_svg(figure)
    assert matplotlib.rcParams["svg.hashsalt"] is None  # the salt is set only while writing


def test_figures_show_themselves_as_png_in_a_notebook():
    figure = plots.card_points_figure()
    assert isinstance(figure, matplotlib.figure.Figure)
    assert figure._repr_png_().startswith(b"\x89PNG")


def test_figures_are_not_kept_by_pyplot():
    code = (
        "import sys; from tarot_learn.display import plots; "
        "[plots.card_points_figure() for _ in range(3)]; plots.pile_points_figure('7♥'); "
        "print('matplotlib.pyplot' in sys.modules)"
    )
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert shown.strip() == "False"  # pyplot never loaded, so no figure can stay open in it


def test_importing_tarot_learn_does_not_load_matplotlib():
    code = "import sys, tarot_learn; print('matplotlib' in sys.modules)"
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert shown.strip() == "False"


# --- the progress bar ----------------------------------------------------------------------------------------
def test_progress_bar_shows_nothing_outside_a_notebook(monkeypatch):
    shown = []
    monkeypatch.setattr("IPython.display.display", lambda *args, **kwargs: shown.append(args))
    bar = progress.NotebookProgress("test")
    for done in range(1, 11):
        bar(done, 10)
    assert shown == [] and not progress.in_notebook()


def test_progress_bar_draws_once_then_updates_in_a_notebook(monkeypatch):
    events = []

    class Handle:
        def update(self, shown):
            events.append(("update", shown.data))

    def display(shown, display_id=False):
        events.append(("display", shown.data, display_id))
        return Handle()

    monkeypatch.setattr(progress, "in_notebook", lambda: True)
    monkeypatch.setattr("IPython.display.display", display)
    bar = progress.NotebookProgress("Simulation <1>")
    stats.simulate_trump_counts(4, 250, seed=1, progress=bar)
    assert events[0][0] == "display" and events[0][2] is True
    assert all(kind == "update" for kind, *_ in events[1:])
    assert len(events) == 125  # every 2 deals (a hundredth of 250, rounded down)
    assert '<progress value="250" max="250"' in events[-1][1] and ">100%</progress> 250 / 250" in events[-1][1]
    assert "Simulation &lt;1&gt;" in events[-1][1]  # the label is escaped


def test_in_a_real_kernel_the_bar_fills_and_the_figure_shows_as_a_picture():
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [
        nbformat.v4.new_code_cell("from tarot_learn.display import plots\nplots.trump_count_figure(4, deals=600)")
    ]
    nbclient.NotebookClient(notebook, timeout=120, kernel_name="python3").execute()
    outputs = notebook.cells[0].outputs
    bar = next(output for output in outputs if output.output_type == "display_data")
    assert '<progress value="600" max="600"' in bar.data["text/html"]  # updated in place up to the end
    result = next(output for output in outputs if output.output_type == "execute_result")
    assert "image/png" in result.data


def test_progress_bar_only_for_long_simulations():
    assert progress.progress_for(progress.PROGRESS_MIN_DEALS - 1) is None
    assert isinstance(progress.progress_for(progress.PROGRESS_MIN_DEALS), progress.NotebookProgress)
    assert progress.progress_html(1, 4, "x") == (
        '<div class="tarot-learn-progress" style="font-family: sans-serif; font-size: 0.9em">x '
        '<progress value="1" max="4" style="width: 16em; vertical-align: middle">25%</progress> 1 / 4</div>'
    )


def test_a_figure_shown_in_a_notebook_has_a_text_alternative():
    figure = plots.card_points_figure(lang="en")
    shown = figure._repr_html_()
    assert shown.startswith('<img src="data:image/png;base64,') and 'alt="' in shown
    assert figure.describe() and html.escape(figure.describe(), quote=True) in shown
    assert i18n.text("plot.points.title", "en") in figure.describe()


def test_the_progress_chart_says_every_score_in_words():
    from tarot_learn.exercises.scores_chart import scores_figure

    figure = scores_figure(["play-follow-1", "deal-1"], [1.0, 0.5], "Alice's <progress>", "fr")
    full, half = (i18n.format_percent(value, lang="fr") for value in (100, 50))  # "100 %" in French
    assert figure.describe() == f"Alice's <progress>. play-follow-1 {full}, deal-1 {half}"
    assert 'alt="Alice&#x27;s &lt;progress&gt;. play-follow-1' in figure._repr_html_()
