"""The set-up every trainer shares: its language and, for the trainers that deal, the table
and the seed.

A trainer is made in one line — ``EcartBuilder(players=4, seed=7, lang="fr")`` — and all of
them read those arguments the same way: ``lang=None`` is the session's language
(:func:`tarot_learn.i18n.get_language`), the number of players is checked by the rules core,
and a trainer given no seed draws a small one that the learner can note and type again. "New
deal" moves on to the next seed (:func:`next_seed`), so that the same seed always shows the
same deal (randomness is seeded: CONTRIBUTING.md, "Tests").
"""

from __future__ import annotations

import random

import ipywidgets as widgets

from .. import i18n
from ..deal import DEAL_SIZES, deal_size
from ._common import LiveRegion


def fresh_seed() -> int:
    """A seed for a learner who gave none: a number from 1 to 9999, easy to note."""
    return random.SystemRandom().randrange(1, 10_000)


def next_seed(seed: int | str) -> int | str:
    """The seed after ``seed``: 7, then 8, 9…; a text seed gets a "+" (``"alice"``, ``"alice+"``)."""
    return seed + 1 if isinstance(seed, int) else f"{seed}+"


TRAINER_CLASS = "tarot-learn"
FOCUS_RING = "#1a1a1a"  # 17:1 on the white page (WCAG 2.2 asks 3:1 of a focus indicator), 2 px wide and more
TRAINER_STYLE = (
    "<style>"
    f".{TRAINER_CLASS} button:focus-visible, .{TRAINER_CLASS} input:focus-visible,"
    f" .{TRAINER_CLASS} textarea:focus-visible, .{TRAINER_CLASS} select:focus-visible"
    f" {{outline: 3px solid {FOCUS_RING} !important; outline-offset: 2px !important}}"
    # On a phone a picture shrinks to the screen's width (each has a viewBox), never cut off.
    f" .{TRAINER_CLASS} svg:not(svg svg) {{max-width: 100%; height: auto}}"
    "</style>"
)


def in_language(markup: str, lang: str) -> str:
    """``markup`` inside a ``<div lang="…">`` (once), so that a screen reader reads a French
    trainer in French in an English page; nothing stays nothing."""
    opening = f'<div lang="{lang}">'
    return markup if not markup or markup.startswith(opening) else f"{opening}{markup}</div>"


def speak(widget: widgets.Widget, lang: str) -> None:
    """Mark the text of ``widget`` and of every widget it holds, now and later, as written in
    ``lang`` (issue 35): each HTML part's text is kept inside a ``<div lang>`` (core ipywidgets give
    no other way to put ``lang`` on a widget; a button's words take the page's language)."""
    if getattr(widget, "_spoken", None) == lang:
        return
    widget._spoken = lang
    if isinstance(widget, widgets.HTML):  # not the style sheet's HTMLMath: no text of its own
        # A validator (traitlets' @validate, registered for this widget only) wraps every new text
        # before it is sent: the browser never sees it bare.
        widget._register_validator(lambda _widget, proposal: in_language(proposal["value"], lang), ["value"])
        widget.value = in_language(widget.value, lang)
    elif isinstance(widget, widgets.Box):
        widget.observe(lambda change: [speak(child, lang) for child in change["new"]], "children")
        for child in widget.children:
            speak(child, lang)


class Trainer(widgets.VBox):
    """A trainer: a column of widgets in one language.

    A trainer calls :meth:`set_up` first (its controls need the language), builds its
    controls, then ``super().__init__(children)``.
    """

    def __init__(self, children=(), **kwargs):
        # The trainer's own style sheet rides in a hidden last child (core widgets only, no JavaScript):
        # an HTMLMath, so that the trainer's HTML parts (widget-html) stay what they were. Its live
        # region (made empty by set_up) comes just before it.
        style = widgets.HTMLMath(TRAINER_STYLE, layout=widgets.Layout(display="none"))
        own = (self.live,) if self.owns_live else ()  # a trainer inside another says its news in the other's
        super().__init__((*children, *own, style), **kwargs)
        self.add_class(TRAINER_CLASS)
        speak(self, self.lang)

    def set_up(self, lang: str | None, live: LiveRegion | None = None) -> str:
        """Check and keep ``lang`` (the session's language when None) and make the trainer's
        live region (:class:`~._common.LiveRegion`), empty — or use ``live``, the region of the
        trainer this one is shown in (a page has one region per widget); return the language."""
        self.lang = i18n.check_language(lang)
        self.owns_live = live is None
        self.live = LiveRegion(self.lang) if live is None else live
        return self.lang

    def announce(self, *sentences: str) -> None:
        """Say ``sentences`` in the trainer's live region (screen readers read them aloud)."""
        self.live.say(*sentences)

    def players_menu(self, on_change) -> widgets.ToggleButtons:
        """A choice of table (3, 4 or 5 players) for the rules that differ by count (the chien of
        6 or 3, the 5-player first trick, the half point): choosing one keeps it in the trainer's
        ``players`` and calls ``on_change()``, which deals again."""
        menu = widgets.ToggleButtons(
            options=[(i18n.text("widgets.players_option", self.lang, count=count), count) for count in DEAL_SIZES],
            value=self.players,
            description=i18n.text("widgets.players", self.lang),
            style={"description_width": "initial", "button_width": "auto"},
        )

        def chosen(change) -> None:
            self.players = change["new"]
            on_change()

        menu.observe(chosen, "value")
        return menu


class DealingTrainer(Trainer):
    """A trainer that deals: it also has a number of players and a seed."""

    def set_up(self, lang: str | None, players: int = 4, seed: int | str | None = None) -> str:
        """Check and keep ``lang``, ``players`` (3, 4 or 5) and ``seed`` (a fresh one when None)."""
        deal_size(players)  # refuses 2 or 6 players with the rules' own sentence
        self.players = players
        self.seed = seed if seed is not None else fresh_seed()
        return super().set_up(lang)

    def advance_seed(self) -> int | str:
        """Move on to the next seed (:func:`next_seed`) and return it."""
        self.seed = next_seed(self.seed)
        return self.seed
