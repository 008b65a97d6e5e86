"""A trick on the table: the players sit around it and each card lies in front of its player.

The viewer (seat 0 unless told) sits at the bottom and is "you". Play goes counter-clockwise
(RULES.md, "Direction"): the next player is on your right, so the viewer's next seat sits on the
right of the picture, the one after at the top (with four players), and so on round the table;
each is named by where it sits (:func:`tarot_learn.seats.seat_name`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from .. import i18n
from ..cards import Card
from ..deal import check_seat, deal_size
from ..errors import PlayerCountError, TarotError, TrickError
from ..play import trick_winner
from ..seats import seat_names
from .faces import CARD_HEIGHT, CARD_WIDTH, card_group
from .markup import document, tag, text

# How far from the centre of the table the cards lie, in card widths (across) and heights (up and down).
_REACH = {3: (1.9, 0.95), 4: (2.0, 1.05), 5: (2.45, 1.4)}
_LINE = 15.0  # the height of a line of the words under a card
_WINNER_GOLD = "#c79100"


def _seat_angle(seat: int, viewer: int, players: int) -> float:
    """Where a seat sits, as an angle on the screen (y grows downwards): 90° is the bottom, the viewer's."""
    return math.radians(90 - (seat - viewer) * 360 / players)


def _table_size(count: int, seats, players: int | None) -> int:
    if players is not None:
        deal_size(players)  # refuses a table that is not of 3, 4 or 5
        return players
    highest = max(seats, default=-1) + 1 if seats is not None else 0
    # a trick shown without a table size is taken as complete when it has 3 cards or more
    players = max(count, highest) if count >= 3 else max(4, highest)
    if players > 5:  # more seats or cards than any table has
        raise PlayerCountError("error.players", given=players)
    return players


def table_svg(
    played: list[Card],
    seats: Sequence[int] | None,
    players: int | None,
    winner: int | None,
    leader: int | None,
    names: Sequence[str] | None,
    lang: str,
    width: float,
    viewer: int = 0,
) -> str:
    """The picture behind :func:`tarot_learn.display.svg.trick_svg` (which checks lang and width)."""
    players = _table_size(len(played), seats, players)
    if len(played) > players:
        raise TrickError("error.trick.too_long", players=players, count=len(played))
    if leader is not None:
        check_seat(leader, players)
    check_seat(viewer, players)
    if seats is None:
        seats = [((leader or 0) + position) % players for position in range(len(played))]
    seats = list(seats)
    if len(seats) != len(played):
        raise TarotError("error.display.seats", cards=len(played), seats=len(seats))
    for seat in seats:
        check_seat(seat, players)
    if leader is not None and seats and seats[0] != leader:
        raise TarotError("error.display.leader", first=seats[0], given=leader)
    if winner is None and played and len(played) == players:
        winner = trick_winner(played)
    if winner is not None and (
        isinstance(winner, bool) or not isinstance(winner, int) or not 0 <= winner < len(played)
    ):
        raise TarotError("error.display.winner", given=repr(winner), last=max(len(played) - 1, 0))
    if names is None:
        names = seat_names(viewer, players, lang)
    names = [str(name) for name in names]
    if len(names) != players:
        raise TarotError("error.display.names", players=players, given=len(names))

    to_play = None
    if len(played) < players:
        to_play = (seats[-1] + 1) % players if seats else (leader or 0)
    card_of_seat = {seat: position for position, seat in enumerate(seats)}
    height = width * CARD_HEIGHT / CARD_WIDTH
    reach_x, reach_y = _REACH[players]
    groups, boxes = [], []
    for seat in range(players):
        angle = _seat_angle(seat, viewer, players)
        centre_x = reach_x * width * math.cos(angle)
        centre_y = reach_y * height * math.sin(angle)
        position = card_of_seat.get(seat)
        lines = [names[seat]]
        if position == 0:
            lines.append(i18n.text("display.trick.led", lang))
        if position is not None and position == winner:
            lines.append(i18n.text("display.trick.wins", lang))
        if seat == to_play:
            lines.append(i18n.text("display.trick.to_play", lang))
        card = None if position is None else played[position]
        groups.append((seat, centre_x, centre_y, card, position == winner and position is not None, lines))
        half_span = max(width / 2, max(len(line) for line in lines) * 13 * 0.31)
        boxes.append(
            (
                centre_x - half_span,
                centre_y - height / 2 - 6,
                centre_x + half_span,
                centre_y + height / 2 + 6 + _LINE * len(lines),
            )
        )

    margin = 10.0
    shift_x = margin - min(box[0] for box in boxes)
    shift_y = margin - min(box[1] for box in boxes)
    canvas_width = max(box[2] for box in boxes) + shift_x + margin
    canvas_height = max(box[3] for box in boxes) + shift_y + margin
    felt = tag(
        "ellipse",
        cx=shift_x,
        cy=shift_y,
        rx=reach_x * width * 0.85,
        ry=reach_y * height * 0.85,
        fill="#e8f5e9",
        stroke="#a5d6a7",
        stroke_width=2.0,
    )
    parts = [felt]
    for seat, centre_x, centre_y, card, won, lines in groups:
        x, y = centre_x + shift_x - width / 2, centre_y + shift_y - height / 2
        parts.append(_seat_svg(seat, x, y, width, height, card, won, seat == to_play, lines, lang))

    plays = [
        i18n.text("display.trick.card", lang, seat=names[seat], card=card.name(lang))
        + (f" ({i18n.text('display.trick.led', lang)})" if position == 0 else "")
        for position, (seat, card) in enumerate(zip(seats, played, strict=True))
    ]
    heading = i18n.text("display.trick", lang, players=players)
    description = i18n.text(
        "display.labelled", lang, label=heading, cards=", ".join(plays) or i18n.text("card.no_card", lang)
    )
    if winner is not None:
        description += ". " + i18n.text("display.trick.winner", lang, seat=names[seats[winner]])
    if to_play is not None:
        description += ". " + i18n.text("display.trick.next", lang, seat=names[to_play])
    return document(canvas_width, canvas_height, description, "".join(parts))


def _seat_svg(
    seat: int,
    x: float,
    y: float,
    width: float,
    height: float,
    card: Card | None,
    won: bool,
    is_next: bool,
    lines: list[str],
    lang: str,
) -> str:
    """One seat: its card (or an empty place), then its name and tags underneath."""
    if card is None:
        place = tag(
            "rect",
            x=x,
            y=y,
            width=width,
            height=height,
            rx=width * 0.08,
            fill="#ffffff",
            fill_opacity="0.6",
            stroke="#455a64" if is_next else "#9e9e9e",
            stroke_dasharray="5 4",
            stroke_width=2.5 if is_next else 1.5,
        )
    else:
        place = card_group(card, x, y, width, lang)
    if won:
        place += tag(
            "rect",
            x=x - 4,
            y=y - 4,
            width=width + 8,
            height=height + 8,
            rx=width * 0.1,
            fill="none",
            stroke=_WINNER_GOLD,
            stroke_width=4.0,
            class_="tl-winner",
        )
    words = ""
    for number, line in enumerate(lines):
        weight = "bold" if number == 0 or (won and number == len(lines) - 1) else None
        words += text(
            x + width / 2,
            y + height + 6 + _LINE * (number + 1) - 3,
            line,
            13,
            text_anchor="middle",
            font_weight=weight,
            fill="#212121",
        )
    return tag("g", place + words, class_="tl-seat", data_seat=str(seat))
