"""Pieces every trainer shares: card buttons, a box to type cards, a feedback line.

A learner can always click a card **or** type it (CONTRIBUTING.md, "A widget"): every card is a
button labelled with its text and suit symbol then its name in words (``R♥ — roi de cœur``),
which is what a screen reader announces, and :class:`CardEntry` reads what is typed with the rules core's parser.
Feedback never relies on colour alone: each message starts with a symbol (✔ ✘ ℹ).
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterable
from contextlib import contextmanager

import ipywidgets as widgets

from .. import i18n
from ..cards import Card, CardSet, Suit
from ..errors import TarotError
from ._live import LiveRegion

RED_SUITS = (Suit.HEARTS, Suit.DIAMONDS)
RED_TEXT = "#b00020"
HIGHLIGHT_BACKGROUND = "#c8e6c9"
# A pressed card and a call to go on: white on this dark teal reads at 6.1:1 (WCAG AA asks 4.5:1).
PRESSED_BACKGROUND = "#006d77"
CAPTION_STYLE = "text-align:left;white-space:nowrap"  # a table's title on one line, even over a narrow table
# A message quotes what the learner typed: a long run with no space must wrap, not run past the widget's edge.
WRAP_STYLE = "overflow-wrap:anywhere"
MAX_TYPED = 600  # characters read from a text box: every card of a hand named in words fits

_FEEDBACK_STYLES = {  # kind: (symbol, border colour, background)
    "good": ("✔", "#2e7d32", "#edf7ed"),
    "bad": ("✘", "#b00020", "#fdecea"),
    "info": ("ℹ", "#5f6b7a", "#f4f6f8"),
}


def action_button(label: str, *, tooltip: str | None = None, icon: str = "", toggle: bool = False):
    """A button as wide as its words: the default width cuts long French labels."""
    kind = widgets.ToggleButton if toggle else widgets.Button
    return kind(description=label, tooltip=tooltip or label, icon=icon, layout=widgets.Layout(width="auto"))


def card_label(card: Card, lang: str) -> str:
    """What a card button shows and a screen reader says: the card's symbol first, then its name
    in words (« C♥ — cavalier de cœur », "20 — trump 20"). ipywidgets 8 gives a button no
    ``aria-label``, and ``title`` is read only when the button has no text: the words are in the text."""
    return i18n.text("widgets.card_button", lang, symbol=card.text(lang), name=card.name(lang))


def card_button(card: Card, lang: str, *, toggle: bool = False) -> widgets.Button | widgets.ToggleButton:
    """A button showing the card's text and its name in words (:func:`card_label`), its name as
    tooltip; hearts and diamonds in red as an extra — the symbol always tells the suit."""
    kind = widgets.ToggleButton if toggle else widgets.Button
    button = kind(
        description=card_label(card, lang),
        tooltip=card.name(lang),
        layout=widgets.Layout(width="auto", min_width="3.6em", margin="2px"),
    )
    button.style.font_weight = "bold"
    if card.suit in RED_SUITS:
        button.style.text_color = RED_TEXT
    return button


class CardButtons(widgets.Box):
    """One button per card, wrapping over several lines.

    With ``toggle=False`` a click calls ``on_pick(card)``; with ``toggle=True`` each button
    stays pressed or not, and ``on_pick(card)`` is called whenever one changes.
    """

    def __init__(self, cards: Iterable[Card], lang: str, *, on_pick: Callable[[Card], None], toggle: bool = False):
        super().__init__(layout=widgets.Layout(display="flex", flex_flow="row wrap", align_items="center"))
        self.lang = lang
        self.toggle = toggle
        self.on_pick = on_pick
        self.buttons: dict[Card, widgets.Button | widgets.ToggleButton] = {}
        self.set_cards(cards)

    def set_cards(self, cards: Iterable[Card]) -> None:
        """Show a new set of cards (a new position), every button released."""
        self.buttons = {card: card_button(card, self.lang, toggle=self.toggle) for card in cards}
        for card, button in self.buttons.items():
            if self.toggle:
                button.observe(lambda _change, card=card: self._pressed(card), "value")
            else:
                button.on_click(lambda _button, card=card: self.on_pick(card))
        self.children = tuple(self.buttons.values())

    def _pressed(self, card: Card) -> None:
        # A pressed card is filled in blue with white text (4.6:1): a plain toggle barely changes shade,
        # and the "info" teal reads at 3.5:1 only. A toggle button's style has no background colour.
        button = self.buttons[card]
        button.button_style = "primary" if button.value else ""
        button.style.text_color = "white" if button.value else (RED_TEXT if card.suit in RED_SUITS else None)
        self.on_pick(card)

    @property
    def selected(self) -> CardSet:
        """The pressed cards (toggle buttons only)."""
        return CardSet(card for card, button in self.buttons.items() if self.toggle and button.value)

    def select(self, card: Card, pressed: bool = True) -> None:
        self.buttons[card].value = pressed

    def highlight(self, cards: Iterable[Card]) -> None:
        """Mark some cards (the legal ones, say) with a tick, on a pale green background where
        the button allows one — light enough for the red suits to stay readable."""
        marked = set(cards)
        for card, button in self.buttons.items():
            button.icon = "check" if card in marked else ""
            if button.style.has_trait("button_color"):  # a toggle button's style has no background colour
                button.style.button_color = HIGHLIGHT_BACKGROUND if card in marked else None

    def disable(self, disabled: bool = True) -> None:
        for button in self.buttons.values():
            button.disabled = disabled


def cut_typed(typed: str, lang: str) -> tuple[str, str | None]:
    """What a text box held, cut to :data:`MAX_TYPED` characters before anything reads it,
    and the note that tells the learner so (``None`` when nothing was cut)."""
    if len(typed) <= MAX_TYPED:
        return typed, None
    note = i18n.text(
        "widgets.entry.cut", lang, given=i18n.format_number(len(typed), lang), kept=i18n.format_number(MAX_TYPED, lang)
    )
    return typed[:MAX_TYPED], note


class CardEntry(widgets.HBox):
    """A text box to type one or several cards, and a button. Pressing Enter in the box, or
    the button, calls ``on_submit(text)``; the caller reads the cards with the core's parser."""

    def __init__(self, lang: str, *, on_submit: Callable[[str], None], button_key: str, several: bool = False):
        self.on_submit = on_submit
        self.text = widgets.Text(
            description=i18n.text("widgets.entry.label_several" if several else "widgets.entry.label", lang),
            placeholder=i18n.text(
                "widgets.entry.placeholder_several" if several else "widgets.entry.placeholder", lang
            ),
            tooltip=i18n.text("widgets.entry.tooltip", lang),
            continuous_update=False,  # the value arrives on Enter (or when the box loses focus)
            style={"description_width": "initial"},
            layout=widgets.Layout(width="22em"),
        )
        self.lang = lang
        self.button = action_button(i18n.text(button_key, lang))
        self.note = widgets.HTML()  # says when a long text was cut
        self.text.observe(self._typed, "value")
        self.button.on_click(lambda _button: self.submit())
        super().__init__([self.text, self.button, self.note], layout=widgets.Layout(flex_flow="row wrap"))

    def _typed(self, change) -> None:
        if change["new"].strip():  # clearing the box after a card is no new input
            self.submit()

    def submit(self) -> None:
        typed, note = cut_typed(self.text.value, self.lang)
        self.note.value = "" if note is None else f"<span style='{WRAP_STYLE}'>ℹ {html.escape(note)}</span>"
        self.on_submit(typed)

    def clear(self) -> None:
        self.text.value = ""


class Feedback(widgets.HTML):
    """One short message for the learner. Given the trainer's :class:`LiveRegion`, the message is
    said there too, and the line itself is no live region (screen readers would say it twice);
    without one, the line is a live region of its own."""

    def __init__(self, live: LiveRegion | None = None):
        super().__init__()
        self.plain = ""
        self.live = live

    def show(self, message: str, kind: str = "info") -> None:
        symbol, border, background = _FEEDBACK_STYLES[kind]
        self.plain = f"{symbol} {message}" if message else ""
        live = "off" if self.live is not None else "polite"
        self.value = (
            f'<div role="status" aria-live="{live}" style="border-left:4px solid {border};background:{background};'
            f'padding:4px 10px;margin:4px 0;line-height:1.5;{WRAP_STYLE}">{html.escape(self.plain)}</div>'
            if message
            else ""
        )
        if self.live is not None and message:
            self.live.say(self.plain)

    def clear(self) -> None:
        self.show("")


@contextmanager
def errors_shown_in(feedback: Feedback, lang: str):
    """Run a learner's action; a :class:`TarotError` becomes one sentence in ``feedback``
    instead of a traceback (CONTRIBUTING.md, "The layers": never a traceback in a learner's face)."""
    try:
        yield
    except TarotError as error:
        feedback.show(error.message(lang), "bad")


def paragraph(message: str, *, strong: bool = False) -> str:
    """A sentence as HTML, escaped."""
    escaped = html.escape(message)
    return f"<p style='margin:4px 0;{WRAP_STYLE}'>{'<b>' + escaped + '</b>' if strong else escaped}</p>"


def heading(message: str) -> str:
    """A trainer's title as a heading (a screen reader lists it and jumps to it), drawn as the bold
    line it was: a level-3 heading, a notebook's own titles being levels 1 and 2."""
    style = f"margin:4px 0;font-size:1em;font-weight:bold;line-height:inherit;{WRAP_STYLE}"
    return f"<h3 style='{style}'>{html.escape(message)}</h3>"


def plain_text(markup: str) -> str:
    """The text of some HTML, without tags: what a test (or a screen reader) reads. Runs of
    ordinary white space become one space; French no-break spaces (U+00A0, U+202F) are kept."""
    text = html.unescape(re.sub(r"<[^>]+>", " ", markup))
    return re.sub(r"[ \t\n\r\f\v]+", " ", text).strip()
