"""The face of one card, drawn on a 100 × 150 grid and scaled to the width asked for.

A suit card shows its rank and suit symbol in two corners and a big symbol in the middle;
hearts and diamonds are red, spades and clubs black, but the symbol is always there, so no
one has to tell suits apart by colour (CONTRIBUTING.md, "A widget"). A trump has a blue band with
its number; the three bouts (RULES.md §1) carry a gold "★ bout" badge; the Excuse has its
own purple face with a big ★ and its name.

The three marks a widget needs never rely on colour alone either: a *highlighted* card
(say, a legal card) gets a thick green border **and** a ✓ badge; a *dimmed* card is faded
**and** hatched; a *selected* card is outlined **and** raised.
"""

from __future__ import annotations

from functools import cache

from .. import i18n
from ..cards import JACK, Card, Suit
from .markup import num, tag, text, title

CARD_WIDTH, CARD_HEIGHT = 100, 150  # the drawing grid; a card's height is 1.5 times its width
RAISE = 18  # how far a selected card rises, in grid units

INK = {Suit.SPADES: "#1a1a1a", Suit.CLUBS: "#1a1a1a", Suit.HEARTS: "#c62828", Suit.DIAMONDS: "#c62828"}
TRUMP_BLUE = "#283593"
EXCUSE_PURPLE = "#6a1b9a"
BOUT_GOLD = "#f9c80e"
HIGHLIGHT_GREEN = "#2e7d32"
SELECTED_ORANGE = "#e65100"
BACK_BLUE = "#1565c0"
# A dimmed card is veiled this much in white: its red ink stays at 4.8:1 (0.4 made it 2.85:1); the hatch says "dimmed".
DIMMED_VEIL = 0.1


def card_group(
    card: Card | None,
    x: float,
    y: float,
    width: float,
    lang: str,
    *,
    highlight: bool = False,
    dimmed: bool = False,
    selected: bool = False,
    rotate: float = 0.0,
) -> str:
    """One card as an SVG group whose top-left corner is at (x, y); ``None`` draws its back.

    ``rotate`` turns the card (degrees) around its own centre, for a fanned hand.
    """
    scale = width / CARD_WIDTH
    lift = -RAISE if selected else 0
    transform = f"translate({num(x)} {num(y)}) scale({num(scale)})"
    if rotate:
        transform += f" rotate({num(rotate)} 50 75)"
    if lift:
        transform += f" translate(0 {lift})"
    if card is None:
        name, classes, face = i18n.text("display.hidden_card", lang), ["tl-card", "tl-face-down"], _back()
    else:
        name, classes, face = card.name(lang), ["tl-card"], _face(card, lang)
    marks = ""
    if highlight:
        classes.append("tl-highlight")
        marks += _highlight_mark()
    if selected:
        classes.append("tl-selected")
        marks += _selected_mark()
    if dimmed:
        classes.append("tl-dimmed")
        marks += _dimmed_mark()
    data_card = None if card is None else card.text(lang)
    return tag("g", title(name) + face + marks, class_=" ".join(classes), data_card=data_card, transform=transform)


def _outline(fill: str, stroke: str = "#4a4a4a", stroke_width: float = 1.5) -> str:
    return tag(
        "rect", x=0.75, y=0.75, width=98.5, height=148.5, rx=8.0, fill=fill, stroke=stroke, stroke_width=stroke_width
    )


@cache  # a face depends only on the card and the language: draw each once
def _face(card: Card, lang: str) -> str:
    if card.is_excuse:
        return _excuse_face(lang)
    if card.is_trump:
        return _trump_face(card, lang)
    return _suit_face(card, lang)


def _corners(index: str) -> str:
    """The same index in the top-left corner and, upside down, in the bottom-right one."""
    return index + tag("g", index, transform="rotate(180 50 75)")


def _suit_face(card: Card, lang: str) -> str:
    ink = INK[card.suit]
    rank = card.text(lang)[:-1]  # the text is rank then symbol: "R♥", "10♠"
    symbol = card.suit.value
    index = text(16, 28, rank, 22, text_anchor="middle", font_weight="bold", fill=ink) + text(
        16, 50, symbol, 20, text_anchor="middle", fill=ink
    )
    if card.rank >= JACK:  # a court card: its letter big, the symbol under it
        middle = text(50, 86, rank, 40, text_anchor="middle", font_weight="bold", fill=ink) + text(
            50, 112, symbol, 24, text_anchor="middle", fill=ink
        )
    else:
        middle = text(50, 95, symbol, 52, text_anchor="middle", fill=ink)
    return _outline("#ffffff") + _corners(index) + middle


def _bout_star(x: float, y: float) -> str:
    """A small gold disc with a ★, next to the index of a bout."""
    return tag("circle", cx=float(x), cy=float(y), r=9.0, fill=BOUT_GOLD, stroke="#8d6e00") + text(
        x, y + 4.5, "★", 13, text_anchor="middle", fill="#3e2723"
    )


def _bout_badge(x: float, lang: str) -> str:
    """The word "bout" on a gold pill: the three cards that lower the contract (RULES.md §6)."""
    return tag(
        "g",
        tag("rect", x=x - 24, y=106.0, width=48.0, height=18.0, rx=9.0, fill=BOUT_GOLD, stroke="#8d6e00")
        + text(
            x,
            119.5,
            "★ " + i18n.text("display.bout", lang),
            12,
            text_anchor="middle",
            font_weight="bold",
            fill="#3e2723",
        ),
        class_="tl-bout",
    )


def _trump_face(card: Card, lang: str) -> str:
    number = str(card.rank)
    index = text(16, 28, number, 22, text_anchor="middle", font_weight="bold", fill=TRUMP_BLUE)
    if card.is_bout:
        index += _bout_star(16, 42)
    body = tag("rect", x=0.75, y=56.0, width=98.5, height=42.0, fill=TRUMP_BLUE) + text(
        50, 90, number, 36, text_anchor="middle", font_weight="bold", fill="#ffffff"
    )
    badge = _bout_badge(44, lang) if card.is_bout else ""
    return _outline("#fff8e1") + body + _corners(index) + badge + _outline("none")


def _excuse_face(lang: str) -> str:
    index = _bout_star(16, 22)
    body = text(50, 56, "Excuse", 17, text_anchor="middle", font_weight="bold", fill=EXCUSE_PURPLE) + text(
        50, 98, "★", 46, text_anchor="middle", fill=EXCUSE_PURPLE
    )
    return _outline("#f3e5f5") + _corners(index) + body + _bout_badge(44, lang)


def hatch(x0: float, y0: float, x1: float, y1: float, spacing: float, *, rising: bool) -> str:
    """The ``d`` of a path of parallel diagonal lines filling the box (x0, y0)–(x1, y1).

    Drawn as plain segments cut to the box (no ``<pattern>``, hence no id to clash).
    """
    segments = []
    span = (x1 - x0) + (y1 - y0)
    steps = int(span // spacing)
    for step in range(1, steps + 1):
        offset = step * spacing
        if rising:  # from the bottom-left side up to the top-right
            start = (x0 + max(0.0, offset - (y1 - y0)), y1 - min(offset, y1 - y0))
            end = (x0 + min(offset, x1 - x0), y1 - max(0.0, offset - (x1 - x0)))
        else:  # from the top-left side down to the bottom-right
            start = (x0 + max(0.0, offset - (y1 - y0)), y0 + min(offset, y1 - y0))
            end = (x0 + min(offset, x1 - x0), y0 + max(0.0, offset - (x1 - x0)))
        if start != end:
            segments.append(f"M{num(start[0])} {num(start[1])}L{num(end[0])} {num(end[1])}")
    return "".join(segments)


@cache
def _back() -> str:
    lattice = hatch(8, 8, 92, 142, 12, rising=True) + hatch(8, 8, 92, 142, 12, rising=False)
    return (
        _outline(BACK_BLUE, "#0d47a1")
        + tag("rect", x=8.0, y=8.0, width=84.0, height=134.0, rx=4.0, fill="none", stroke="#bbdefb", stroke_width=2.0)
        + tag("path", d=lattice, stroke="#90caf9", stroke_width=1.5, fill="none")
    )


@cache
def _highlight_mark() -> str:
    return tag(
        "g",
        _outline("none", HIGHLIGHT_GREEN, 7.0)
        + tag("circle", cx=18.0, cy=78.0, r=12.0, fill=HIGHLIGHT_GREEN, stroke="#ffffff", stroke_width=2.0)
        + text(18, 84, "✓", 17, text_anchor="middle", font_weight="bold", fill="#ffffff"),
        class_="tl-mark-highlight",
    )


@cache
def _selected_mark() -> str:
    return tag(
        "g",
        tag(
            "rect",
            x=-3.0,
            y=-3.0,
            width=106.0,
            height=156.0,
            rx=10.0,
            fill="none",
            stroke=SELECTED_ORANGE,
            stroke_width=5.0,
        ),
        class_="tl-mark-selected",
    )


@cache
def _dimmed_mark() -> str:
    """A white veil (the card underneath must not show through) and a diagonal hatch."""
    return tag(
        "g",
        tag("rect", x=0.75, y=0.75, width=98.5, height=148.5, rx=8.0, fill="#ffffff", fill_opacity=str(DIMMED_VEIL))
        + tag("path", d=hatch(2, 2, 98, 148, 12, rising=True), stroke="#757575", stroke_width=1.5, fill="none"),
        class_="tl-mark-dimmed",
    )
