"""Where each card of a row or a fan goes, and drawing cards at those places.

A placement is the top-left corner of a card before it is turned, and the angle it is
turned by around its own centre. Layouts compute placements from zero; drawing shifts
them so that the picture starts at the margin, whatever the angles.
"""

from __future__ import annotations

import math
from typing import NamedTuple

from ..cards import Card, CardSet
from .faces import CARD_HEIGHT, CARD_WIDTH, RAISE, card_group

MARGIN = 8.0
SPREAD_LIMIT = 8  # up to this many cards lie side by side; more overlap
ROW_LIMIT = 18  # more cards than this wrap onto several rows (a 4-player hand stays on one)


class Placement(NamedTuple):
    card: Card | None  # None: the card is drawn face down
    x: float
    y: float
    rotate: float = 0.0


def rows_of_cards(
    cards: list[Card], width: float, per_row: int = ROW_LIMIT, *, overlap: bool | None = None, suit_gaps: bool = True
) -> list[Placement]:
    """Cards in rows of at most ``per_row``, the rows as even as possible.

    Overlapping cards (by default, past :data:`SPREAD_LIMIT` cards) each cover the right half
    of the one before, whose corner index stays in view; a small gap then separates two
    suits, unless ``suit_gaps`` is false (face-down cards must not give their suits away).
    """
    count = len(cards)
    if not count:
        return []
    row_count = math.ceil(count / per_row)
    per_row = math.ceil(count / row_count)
    if overlap is None:
        overlap = count > SPREAD_LIMIT
    step = width * 0.5 if overlap else width * 1.1
    suit_gap = width * 0.2 if overlap and suit_gaps else 0.0
    row_pitch = width * CARD_HEIGHT / CARD_WIDTH + RAISE * width / CARD_WIDTH + 12
    placements = []
    for row in range(row_count):
        x = 0.0
        previous = None
        for card in cards[row * per_row : (row + 1) * per_row]:
            if previous is not None:
                x += step + (suit_gap if card.suit is not previous.suit else 0.0)
            placements.append(Placement(card, x, row * row_pitch))
            previous = card
    return placements


def fanned(cards: list[Card], width: float) -> list[Placement]:
    """Cards held in a fan: each turned a little more than the last, around a point below the hand."""
    count = len(cards)
    if count == 1:
        return [Placement(cards[0], 0.0, 0.0)]
    angle_step = min(7.0, 80.0 / (count - 1))  # degrees between two cards; the whole fan stays within 80°
    spacing = width * (0.45 if count > SPREAD_LIMIT else 0.8)  # distance between two card centres
    radius = spacing / math.radians(angle_step)
    height = width * CARD_HEIGHT / CARD_WIDTH
    placements = []
    for position, card in enumerate(cards):
        angle = (position - (count - 1) / 2) * angle_step
        centre_x = radius * math.sin(math.radians(angle))
        centre_y = radius * (1 - math.cos(math.radians(angle)))
        placements.append(Placement(card, centre_x - width / 2, centre_y - height / 2, angle))
    return placements


def _corners(placement: Placement, width: float, lifted: bool) -> list[tuple[float, float]]:
    """The four corners of a placed card once turned (a selected card reaches higher)."""
    height = width * CARD_HEIGHT / CARD_WIDTH
    lift = RAISE * width / CARD_WIDTH if lifted else 0.0
    centre_x, centre_y = placement.x + width / 2, placement.y + height / 2
    turn = math.radians(placement.rotate)
    corners = []
    for dx, dy in (
        (-width / 2, -height / 2 - lift),
        (width / 2, -height / 2 - lift),
        (-width / 2, height / 2),
        (width / 2, height / 2),
    ):
        corners.append(
            (centre_x + dx * math.cos(turn) - dy * math.sin(turn), centre_y + dx * math.sin(turn) + dy * math.cos(turn))
        )
    return corners


def draw_placements(
    placements: list[Placement], left: float, top: float, width: float, lang: str, marks: dict[str, CardSet]
) -> tuple[str, float, float]:
    """Draw the cards so that their unlifted top-left extent starts at (left, top).

    ``marks`` maps "highlight", "dimmed" and "selected" to the cards to mark. Returns the
    SVG and the right and bottom edges of what was drawn.
    """
    if not placements:
        return "", left, top
    flat = [_corners(placement, width, False) for placement in placements]
    shift_x = left - min(x for corners in flat for x, _ in corners)
    shift_y = top - min(y for corners in flat for _, y in corners)
    parts = []
    right = bottom = 0.0
    for placement, corners in zip(placements, flat, strict=True):
        flags = {
            key: placement.card is not None and placement.card in marks.get(key, ())
            for key in ("highlight", "dimmed", "selected")
        }
        parts.append(
            card_group(
                placement.card,
                placement.x + shift_x,
                placement.y + shift_y,
                width,
                lang,
                rotate=placement.rotate,
                **flags,
            )
        )
        right = max(right, *(x + shift_x for x, _ in corners))
        bottom = max(bottom, *(y + shift_y for _, y in corners))
    return "".join(parts), right, bottom
