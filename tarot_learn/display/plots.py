"""Figures for the lessons: the points of the cards, a deal's result, and the chances at the deal,
exact beside simulated.

Every function returns a :class:`LessonFigure`: a matplotlib figure made without pyplot (so
pyplot keeps no list of open figures to leak) that shows itself as a picture in a notebook.
Labels come from :mod:`tarot_learn.i18n`, in the language asked. No rule is decided here:
the points, the score and the chances all come from the rules core.

Import this module by its full name, ``tarot_learn.display.plots``: ``import tarot_learn``
never loads matplotlib. :func:`figure_svg` writes a figure as SVG that is the same, byte for
byte, every time (matplotlib's ``svg.hashsalt`` fixed, no date). Where matplotlib is missing
(the JupyterLite site built on Pyodide's core), each figure function returns a sentence that
says where to see the figure (:mod:`tarot_learn.display.unavailable`), never a traceback.
"""

from __future__ import annotations

import base64
import html
import io
import math

try:
    import matplotlib
    from matplotlib.figure import Figure
except ModuleNotFoundError:  # Pyodide's core in the browser: each figure function returns a sentence instead
    Figure = object

from .. import i18n
from ..cards import Card, Suit, count_by_pairs
from ..contracts import Contract
from ..deal import deal_size
from ..errors import TarotError
from ..parsing import parse_cards
from ..poignee import Poignee
from ..scoring import score_deal
from ..sides import Side
from ..strategy import stats
from .progress import progress_for
from .unavailable import figure_or_sentence

SVG_HASH_SALT = "tarot_learn"
RED = "#c62828"  # hearts and diamonds; every suit also shows its symbol
BLACK = "#212121"
SIMULATED = "#90caf9"
SIMULATED_EDGE = "#1e5a8c"
EXACT = "#b71c1c"
MADE = "#2e7d32"
FAILED = "#c62828"
DEFENCE = "#cfcfcf"
DEFAULT_DEALS = 10_000


class LessonFigure(Figure):
    """A matplotlib figure that a notebook shows as a PNG picture when it is a cell's result,
    with a text alternative for those who cannot see it (WCAG 1.1.1): ``alt_text`` when a
    figure sets it, else its titles."""

    alt_text: str | None = None

    def describe(self) -> str:
        """What the picture shows, in words: its ``alt_text``, or its titles."""
        if self.alt_text:
            return self.alt_text
        titles = [self._suptitle.get_text()] if self._suptitle is not None else []
        titles += [axes.get_title() for axes in self.axes]
        return ". ".join(" ".join(title.split()) for title in titles if title.strip())

    def _repr_png_(self) -> bytes:
        buffer = io.BytesIO()
        self.savefig(buffer, format="png", dpi=100)
        return buffer.getvalue()

    def _repr_html_(self) -> str:
        # JupyterLab shows the HTML (it ranks before PNG): the same picture, with its alt text.
        picture = base64.b64encode(self._repr_png_()).decode("ascii")
        alt = html.escape(self.describe(), quote=True)
        return f'<img src="data:image/png;base64,{picture}" alt="{alt}" style="max-width:100%">'


def figure_svg(figure: Figure) -> str:
    """The figure as SVG text, identical every time for the same figure (no random ids, no date);
    a :class:`LessonFigure` is marked as one picture with its text alternative (WCAG 1.1.1)."""
    buffer = io.StringIO()
    with matplotlib.rc_context({"svg.hashsalt": SVG_HASH_SALT}):
        figure.savefig(buffer, format="svg", metadata={"Date": None})
    svg = buffer.getvalue()
    if isinstance(figure, LessonFigure):
        label = html.escape(figure.describe(), quote=True)
        svg = svg.replace("<svg ", f'<svg role="img" aria-label="{label}" ', 1)
    return svg


def _new_figure(width: float, height: float) -> LessonFigure:
    return LessonFigure(figsize=(width, height), layout="constrained")


# --- colours of the cards -----------------------------------------------------------------------------
def card_colour(card: Card) -> str:
    """Red for hearts and diamonds, black for the rest (the symbol is always shown too)."""
    return RED if card.suit in (Suit.HEARTS, Suit.DIAMONDS) else BLACK


# --- points ----------------------------------------------------------------------------------------------
_KIND_NAMES = {  # stats.card_kinds()'s keys: the cards' own names where the catalogue has them
    "bout": "display.bout",
    "king": "card.rank.king",
    "queen": "card.rank.queen",
    "knight": "card.rank.knight",
    "jack": "card.rank.jack",
    "small": "plot.kind.small",
}


@figure_or_sentence
def card_points_figure(lang: str | None = None) -> LessonFigure:
    """The points of one card of each kind (RULES.md §1), and what all the cards of each kind
    are worth together: the six totals add up to 91."""
    lang = i18n.check_language(lang)
    kinds = stats.card_kinds()
    names = [i18n.text(_KIND_NAMES[kind.key], lang) for kind in kinds]
    figure = _new_figure(11, 4.6)
    one, every = figure.subplots(1, 2)
    figure.suptitle(i18n.text("plot.points.title", lang), fontsize=14)

    bars = one.bar(names, [kind.points for kind in kinds], color=SIMULATED, edgecolor=SIMULATED_EDGE)
    one.bar_label(bars, [i18n.format_points(kind.points, lang) for kind in kinds], padding=2)
    one.set_title(i18n.text("plot.points.one_card", lang))
    one.set_ylabel(i18n.text("plot.points.axis", lang))
    one.set_ylim(0, 5.4)

    bars = every.bar(names, [kind.total for kind in kinds], color=SIMULATED, edgecolor=SIMULATED_EDGE)
    every.bar_label(
        bars,
        [
            f"{kind.count} × {i18n.format_points(kind.points, lang)}\n= {i18n.format_points(kind.total, lang)}"
            for kind in kinds
        ],
        padding=2,
        fontsize=9,
    )
    total = math.fsum(kind.total for kind in kinds)
    every.set_title(i18n.text("plot.points.all_cards", lang, total=total))
    every.set_ylabel(i18n.text("plot.points.axis", lang))
    every.set_ylim(0, max(kind.total for kind in kinds) * 1.3)
    for axes in (one, every):
        axes.tick_params(axis="x", labelsize=9)
    return figure


@figure_or_sentence
def pile_points_figure(cards, lang: str | None = None) -> LessonFigure:
    """A pile counted two ways (RULES.md §1): by pairs, as players do at the table
    (:func:`tarot_learn.count_by_pairs`), and card by card in half points. Both bars end at
    the same total."""
    lang = i18n.check_language(lang)
    cards = parse_cards(cards)
    if not cards:
        raise TarotError("error.plot.empty_pile")
    groups = count_by_pairs(cards)
    by_pairs = [(" + ".join(card.text(lang) for card in group), value, None) for group, value in groups]
    by_card = [(card.text(lang), card.points, card) for card in cards]
    total = math.fsum(card.points for card in cards)

    figure = _new_figure(max(7.0, min(14.0, 2.5 + 0.5 * total)), 3.4)
    axes = figure.add_subplot()
    rows = [i18n.text("plot.pile.by_pairs", lang), i18n.text("plot.pile.by_half_points", lang)]
    points_per_inch = total / (figure.get_figwidth() - 2.5)
    for row, segments in enumerate((by_pairs, by_card)):
        start = 0.0
        for number, (label, value, card) in enumerate(segments):
            big = value > 1
            axes.barh(
                row,
                value,
                left=start,
                height=0.6,
                color=("#ffe0b2" if big else "#fff3e0") if row else ("#bbdefb" if number % 2 else "#e3f2fd"),
                edgecolor="#616161",
            )
            inches = value / points_per_inch
            if inches >= 0.18:  # too narrow a segment stays unlabelled rather than overlap its neighbours
                shown = f"{label}\n{i18n.format_points(value, lang)}"
                axes.text(
                    start + value / 2,
                    row,
                    shown,
                    ha="center",
                    va="center",
                    fontsize=9 if inches >= 0.5 else 7,
                    rotation=0 if inches >= 0.5 else 90,
                    color=card_colour(card) if card is not None else BLACK,
                )
            start += value
    axes.axvline(total, color=EXACT, linestyle="--", linewidth=1.5)
    axes.text(total, -0.45, i18n.format_points(total, lang), color=EXACT, ha="center", va="bottom", fontsize=11)
    axes.set_yticks([0, 1], rows)
    axes.invert_yaxis()
    axes.set_xlim(0, total * 1.08)
    axes.set_xlabel(i18n.text("plot.points.axis", lang))
    count = i18n.text("display.count.one" if len(cards) == 1 else "display.count.many", lang, count=len(cards))
    total_words = i18n.format_points_with_unit(total, lang)  # "1,5 point", "23,5 points"
    axes.set_title(i18n.text("plot.pile.title", lang, pile=count, total=total_words), pad=20)
    return figure


@figure_or_sentence
def deal_result_figure(
    attack_points: float, bouts: int, lang: str | None = None, contract: Contract | str | None = None, players: int = 4
) -> LessonFigure:
    """The attack's points against the points its bouts require (RULES.md §7: 36, 41, 51, 56),
    with D = points − needed marked and the contract labelled made or failed. The score comes
    from :func:`tarot_learn.scoring.score_deal`; a ``contract`` adds its base, (25 + |D|) × m.
    ``players`` matters only for a half point, which goes to the side that wins."""
    lang = i18n.check_language(lang)
    # The contract changes only the base; without one, any contract gives the same D and verdict.
    result = score_deal(players, contract if contract is not None else Contract.PETITE, attack_points, bouts)
    verdict_colour = MADE if result.made else FAILED
    figure = _new_figure(9, 3.6)
    axes = figure.add_subplot()
    attack = result.attack_points
    axes.barh(0, attack, height=0.5, color=verdict_colour, alpha=0.75, label=Side.ATTACK.localized(lang))
    axes.barh(0, 91 - attack, left=attack, height=0.5, color=DEFENCE, label=Side.DEFENCE.localized(lang))
    axes.text(
        attack / 2,
        0,
        i18n.format_points(attack, lang),
        ha="center",
        va="center",
        fontsize=12,
        color="white",
        fontweight="bold",
    )
    axes.text(
        attack + (91 - attack) / 2, 0, i18n.format_points(91 - attack, lang), ha="center", va="center", fontsize=11
    )
    needed = result.points_needed
    axes.plot([needed, needed], [-0.32, 0.34], color=BLACK, linewidth=2)
    axes.text(
        needed,
        0.36,
        i18n.text("plot.result.needed", lang, needed=needed, bouts=_bouts_text(bouts, lang)),
        ha="center",
        va="bottom",
        fontsize=10,
    )
    axes.annotate(
        "",
        xy=(attack, -0.38),
        xytext=(needed, -0.38),
        arrowprops={"arrowstyle": "<->", "color": verdict_colour, "linewidth": 1.8},
    )
    axes.text(
        (attack + needed) / 2,
        -0.47,
        _difference_text(result, lang),
        ha="center",
        va="top",
        fontsize=11,
        color=verdict_colour,
        bbox={"facecolor": "white", "edgecolor": "none", "pad": 1},
    )
    axes.set_xlim(0, 91)
    axes.set_ylim(-0.85, 0.75)
    axes.set_yticks([])
    axes.set_xlabel(i18n.text("plot.points.axis", lang))
    verdict = i18n.text("plot.result.made" if result.made else "plot.result.failed", lang, by=abs(result.difference))
    title = i18n.text("plot.result.title", lang, points=attack, bouts=_bouts_text(bouts, lang)) + " — " + verdict
    if contract is not None:
        title += "\n" + i18n.text(
            "plot.result.base",
            lang,
            contract=result.contract,
            d=abs(result.difference),
            multiplier=result.multiplier,
            base=result.base,
        )
    axes.set_title(title, fontsize=12)
    axes.legend(loc="upper left", fontsize=9)
    return figure


def _bouts_text(bouts: int, lang: str) -> str:
    return i18n.text(f"display.bouts.{min(bouts, 2)}", lang, count=bouts)


def _difference_text(result, lang: str) -> str:
    shown = f"D = {i18n.format_signed(result.raw_difference, lang)}"
    if result.raw_difference != result.difference:
        shown += " → " + i18n.format_signed(result.difference, lang)
    return shown


# --- chances at the deal -------------------------------------------------------------------------------------
@figure_or_sentence
def trump_count_figure(players: int, deals: int = DEFAULT_DEALS, seed: int | str = 0, lang: str | None = None):
    """How many trumps a hand holds: the simulated deals as bars, the exact chances as markers."""
    lang = i18n.check_language(lang)
    exact = stats.trump_count_distribution(players)
    simulated = stats.simulate_trump_counts(players, deals, seed, _progress(deals, lang))
    figure, axes = _chances_figure((8.5, 4.6), exact, simulated, deals, lang)
    _title_and_axis(axes, "trumps", players, lang)
    return figure


@figure_or_sentence
def poignee_figure(players: int, deals: int = DEFAULT_DEALS, seed: int | str = 0, lang: str | None = None):
    """How many cards a hand could show in a poignée (its trumps and the Excuse), with the
    thresholds of the simple, double and triple poignée (RULES.md §7) and their chances."""
    lang = i18n.check_language(lang)
    exact = stats.poignee_cards_distribution(players)
    simulated = stats.simulate_poignee_cards(players, deals, seed, _progress(deals, lang))
    figure, axes = _chances_figure((9, 5), exact, simulated, deals, lang)
    top = axes.get_ylim()[1] * 1.25  # room above the bars for the box of chances
    axes.set_ylim(0, top)
    lines = []
    for poignee in Poignee:
        threshold = poignee.size(players)
        name = poignee.localized(lang)
        axes.axvline(threshold - 0.5, color="#6d4c41", linestyle=":", linewidth=1.5)
        axes.text(
            threshold - 0.4, top * 0.08, f"{name} ≥ {threshold}", rotation=90, va="bottom", fontsize=9, color="#6d4c41"
        )
        lines.append(
            i18n.text(
                "plot.poignee.line",
                lang,
                kind=name,
                threshold=threshold,
                exact=_chance_text(stats.poignee_probability(players, poignee), lang),
                simulated=_chance_text(stats.at_least(simulated, threshold), lang),
            )
        )
    axes.legend(loc="upper left", fontsize=9)
    axes.text(
        0.99,
        0.97,
        "\n".join(lines),
        transform=axes.transAxes,
        ha="right",
        va="top",
        fontsize=9,
        bbox={"facecolor": "white", "edgecolor": "#9e9e9e"},
    )
    _title_and_axis(axes, "poignee", players, lang)
    return figure


@figure_or_sentence
def petit_sec_figure(players: int, deals: int = DEFAULT_DEALS, seed: int | str = 0, lang: str | None = None):
    """The Petit sec (RULES.md §2) for a given player and for anyone at the table: simulated
    frequency as bars, exact chance as markers, each written out as "1 deal in N"."""
    lang = i18n.check_language(lang)
    exact = stats.petit_sec_probability(players)
    simulated = stats.simulate_petit_sec(players, deals, seed, _progress(deals, lang))
    figure = _new_figure(7.5, 4.8)
    axes = figure.add_subplot()
    names = [i18n.text("plot.petit_sec.player", lang), i18n.text("plot.petit_sec.table", lang)]
    axes.bar(
        names,
        [100 * chance for chance in simulated],
        width=0.5,
        color=SIMULATED,
        edgecolor=SIMULATED_EDGE,
        label=i18n.text("plot.simulated", lang, deals=i18n.format_number(deals, lang)),
    )
    axes.plot(
        names,
        [100 * chance for chance in exact],
        "D",
        color=EXACT,
        markersize=9,
        linestyle="none",
        label=i18n.text("plot.exact", lang),
    )
    axes.set_ylim(0, 100 * max(max(exact), max(simulated)) * 1.45)
    for position, (chance, seen) in enumerate(zip(exact, simulated, strict=True)):
        axes.text(
            position,
            100 * max(chance, seen) * 1.05,
            i18n.text(
                "plot.petit_sec.values", lang, exact=_chance_text(chance, lang), simulated=_chance_text(seen, lang)
            ),
            ha="center",
            va="bottom",
            fontsize=9,
        )
    axes.set_ylabel(i18n.text("plot.share_of_deals", lang))
    axes.set_title(i18n.text("plot.petit_sec.title", lang, players=players))
    axes.legend(loc="upper left", fontsize=9)
    return figure


def _chances_figure(
    size: tuple[float, float], exact: dict[int, float], simulated: dict[int, float], deals: int, lang: str
):
    """A new figure with one axes holding the simulated chances as bars beside the exact ones."""
    figure = _new_figure(*size)
    axes = figure.add_subplot()
    _exact_beside_simulated(axes, exact, simulated, deals, lang)
    return figure, axes


def _title_and_axis(axes, figure_name: str, players: int, lang: str) -> None:
    """The title and the x axis of a "what a hand holds" figure (its keys in the display catalogue:
    ``plot.trumps.title``/``.axis``, ``plot.bouts…``, ``plot.poignee…``)."""
    axes.set_title(i18n.text(f"plot.{figure_name}.title", lang, players=players, cards=deal_size(players).hand))
    axes.set_xlabel(i18n.text(f"plot.{figure_name}.axis", lang))


def _exact_beside_simulated(axes, exact: dict[int, float], simulated: dict[int, float], deals: int, lang: str):
    """Bars for the simulated frequencies and markers for the exact chances, both in percent."""
    values = list(exact)
    axes.bar(
        values,
        [100 * simulated[value] for value in values],
        width=0.8,
        color=SIMULATED,
        edgecolor=SIMULATED_EDGE,
        label=i18n.text("plot.simulated", lang, deals=i18n.format_number(deals, lang)),
    )
    axes.plot(
        values,
        [100 * exact[value] for value in values],
        "D",
        color=EXACT,
        markersize=6,
        linestyle="none",
        label=i18n.text("plot.exact", lang),
    )
    axes.set_xticks(values)
    axes.set_xlim(values[0] - 0.7, values[-1] + 0.7)
    axes.set_ylim(0, 100 * max(max(exact.values()), max(simulated.values())) * 1.2)
    axes.set_ylabel(i18n.text("plot.share_of_hands", lang))
    axes.legend(loc="upper right", fontsize=9)
    axes.grid(axis="y", alpha=0.3)


def _progress(deals: int, lang: str):
    return progress_for(deals, i18n.text("plot.progress", lang, deals=i18n.format_number(deals, lang)))


def _chance_text(chance: float, lang: str) -> str:
    """A chance in percent with two significant digits, and as "1 in N" when it is rare."""
    if chance <= 0:
        return i18n.format_percent(0, lang=lang)
    one_in = i18n.text("plot.one_in", lang, count=i18n.format_number(round(1 / chance), lang))
    if chance < 1e-4:  # a percentage with many zeros says less than "1 in 25 000"
        return one_in
    percent = 100 * chance
    shown = i18n.format_percent(percent, digits=max(0, 1 - math.floor(math.log10(percent))), lang=lang)
    if chance < 0.01:
        shown += f" ({one_in})"
    return shown


# --- advice: the chance of making each contract ---------------------------------------------------------
@figure_or_sentence
def contract_chances_figure(chances: dict, lang: str | None = None):
    """The chance of making each contract, as bars with their 95 % interval (Wilson) and the
    number of simulated deals: ``chances`` as :func:`tarot_learn.strategy.advice.estimate_contract_chances`
    returns them (the figure draws them; it simulates nothing)."""
    lang = i18n.check_language(lang)
    chances = list(chances.values())
    figure = _new_figure(7.5, 4.4)
    axes = figure.add_subplot()
    # "Garde sans (without the chien)" on two lines, or the long names run into each other
    names = [chance.contract.localized(lang).replace(" (", "\n(") for chance in chances]
    heights = [100 * chance.chance for chance in chances]
    below = [100 * (chance.chance - chance.interval[0]) for chance in chances]
    above = [100 * (chance.interval[1] - chance.chance) for chance in chances]
    axes.bar(names, heights, width=0.6, color=SIMULATED, edgecolor=SIMULATED_EDGE)
    axes.errorbar(
        names,
        heights,
        yerr=[below, above],
        fmt="none",
        ecolor=BLACK,
        capsize=6,
        label=i18n.text("plot.advice.interval", lang),
    )
    for position, (height, high) in enumerate(zip(heights, above, strict=True)):
        # above the interval's cap, which would cross the figures written just over the bar
        axes.text(
            position, min(height + high + 2, 104), i18n.format_percent(height, lang=lang), ha="center", fontsize=10
        )
    axes.set_ylim(0, 110)
    axes.set_ylabel(i18n.text("plot.advice.axis", lang))
    deals = i18n.format_number(chances[0].deals, lang) if chances else "0"
    axes.set_title(i18n.text("plot.advice.title", lang, deals=deals))
    axes.legend(loc="upper right", fontsize=9)
    axes.grid(axis="y", alpha=0.3)
    return figure
