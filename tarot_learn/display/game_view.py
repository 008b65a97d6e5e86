"""A deal in progress as one seat sees it: one SVG picture of the whole table.

:func:`game_svg` draws a :class:`~tarot_learn.game.SeatView` — what one player may know
(RULES.md §4–§7): the bids or the contract and the taker, the called card and the partner
once known, the tricks each side has won, the trick on the table and the last one, the chien
while it is shown, the seat's own hand, and the score when the deal is over. It draws only
what the view gives, so another player's hand can never appear in it.

The picture is put together from the pictures of :mod:`tarot_learn.display.svg` — a trick
from :func:`trick_svg`, rows of cards from :func:`cards_svg` — each placed at its spot in an
outer picture, with a few lines of text above them.
"""

from __future__ import annotations

import re
from xml.etree import ElementTree

from .. import i18n
from ..cards import CardSet
from ..game import Phase
from ..seats import seat_name
from .markup import document, num, tag, text
from .svg import cards_svg, check_width, trick_svg

__all__ = ["game_svg"]

LINE_SIZE = 14
LINE_PITCH = 21
GAP = 16.0
MARGIN = 10.0


def _size_and_label(picture: str) -> tuple[float, float, str]:
    """The width, height and spoken label of an SVG picture made by :mod:`svg`."""
    opening = re.match(r"<svg[^>]*>", picture).group(0)
    root = ElementTree.fromstring(opening + "</svg>")
    return float(root.get("width")), float(root.get("height")), root.get("aria-label")


class _Canvas:
    """Pictures and lines of text stacked from top to bottom (side by side within a row)."""

    def __init__(self):
        self.parts: list[str] = []
        self.spoken: list[str] = []
        self.y = MARGIN
        self.width = 0.0

    def line(self, words: str, *, bold: bool = False) -> None:
        self.parts.append(
            text(MARGIN, self.y + LINE_SIZE, words, LINE_SIZE, fill="#212121", font_weight="bold" if bold else None)
        )
        self.spoken.append(words)
        self.width = max(self.width, MARGIN + len(words) * LINE_SIZE * 0.62)  # DejaVu Sans averages 0.62 em
        self.y += LINE_PITCH

    def row(self, pictures: list[str]) -> None:
        """Pictures side by side, their tops aligned."""
        pictures = [picture for picture in pictures if picture]
        if not pictures:
            return
        x, tallest = MARGIN, 0.0
        self.y += GAP / 2
        for picture in pictures:
            width, height, label = _size_and_label(picture)
            self.parts.append(tag("g", picture, transform=f"translate({num(x)} {num(self.y)})"))
            self.spoken.append(label)
            x += width + GAP
            tallest = max(tallest, height)
        self.width = max(self.width, x - GAP)
        self.y += tallest + GAP / 2

    def svg(self) -> str:
        return document(self.width + MARGIN, self.y + MARGIN, ". ".join(self.spoken), "".join(self.parts))


def game_svg(view, *, lang: str | None = None, show_legal: bool = False, width: float = 56) -> str:
    """The table as ``view``'s seat sees it (a :class:`~tarot_learn.game.SeatView`).

    ``show_legal=True`` highlights in the hand the cards this seat may play now (RULES.md §5),
    or, for the taker making his écart, the cards he may put aside (RULES.md §4). ``width``
    is the width of one card in pixels.
    """
    lang = i18n.check_language(lang)
    width = check_width(width)
    canvas = _Canvas()
    heading = i18n.text("table.view.heading", lang, players=view.players, phase=view.phase)
    canvas.line(heading, bold=True)
    for line in _announcements(view, lang):
        canvas.line(line)
    if view.phase in (Phase.PLAY, Phase.OVER):
        canvas.row(_tricks(view, lang, width))
    allowed = _allowed(view, show_legal)
    canvas.row(_open_cards(view, lang, width, allowed))
    if view.hand or view.result is None:  # at the end the hand is empty: no need to say so
        canvas.row(
            [cards_svg(view.hand, lang=lang, width=width, highlight=allowed, label=i18n.text("table.view.hand", lang))]
        )
    if view.result is not None:
        for line in _result_lines(view, lang):
            canvas.line(line)
    return canvas.svg()


# --- what was announced --------------------------------------------------------------------
def _announcements(view, lang: str) -> list[str]:
    """The bids, or the contract, the call and the partner; tricks won; what was shown."""
    if view.taker is None:
        said = [
            i18n.text(
                "table.view.bid",
                lang,
                seat=_label(view, seat, lang),
                contract=i18n.text("bid.pass", lang) if contract is None else contract,
            )
            for seat, contract in view.bids
        ]
        return [
            i18n.text("table.view.bids", lang, bids=", ".join(said))
            if said
            else i18n.text("table.view.bids_none", lang)
        ]
    lines = [
        i18n.text(
            "table.view.contract",
            lang,
            taker=_noun(view, view.taker, lang),
            contract=view.contract,
            multiplier=view.contract.multiplier,
        )
    ]
    if view.slam_announced:
        lines.append(i18n.text("table.view.slam", lang, taker=_noun(view, view.taker, lang)))
    if view.called_card is not None:
        lines.append(_partner_line(view, lang))
    if view.tricks:
        lines.append(_tricks_won(view, lang))
    if view.shown_trumps:
        lines.append(i18n.text("table.view.shown_trumps", lang, cards=view.shown_trumps))
    for seat, (poignee, cards) in sorted(view.poignees.items()):
        lines.append(i18n.text("table.view.poignee", lang, seat=_noun(view, seat, lang), poignee=poignee, cards=cards))
    return lines


def _partner_line(view, lang: str) -> str:
    """The called card, and the partner (or the taker alone) when this seat knows it (§4)."""
    if not view.sides_known:
        return i18n.text("table.view.called_unknown", lang, card=view.called_card)
    if view.partner is not None:
        return i18n.text(
            "table.view.called_partner", lang, card=view.called_card, partner=_noun(view, view.partner, lang)
        )
    return i18n.text("table.view.called_alone", lang, card=view.called_card)


def _tricks_won(view, lang: str) -> str:
    won = [0] * view.players
    for trick in view.tricks:
        won[trick.winner] += 1
    if view.sides_known:
        attack = won[view.taker] + (won[view.partner] if view.partner is not None else 0)
        return i18n.text("table.view.tricks_sides", lang, attack=attack, defence=len(view.tricks) - attack)
    counts = ", ".join(
        i18n.text("table.view.seat_count", lang, seat=_label(view, seat, lang), count=count)
        for seat, count in enumerate(won)
    )
    return i18n.text("table.view.tricks_seats", lang, counts=counts)


# --- the cards on the table ------------------------------------------------------------------
def _label(view, seat: int, lang: str) -> str:
    """A seat as this view's seat names it: "Vous", "À droite"… (tarot_learn.seats)."""
    return seat_name(seat, view.seat, view.players, lang)


def _noun(view, seat: int, lang: str) -> str:
    return seat_name(seat, view.seat, view.players, lang, noun=True)


def _names(view, lang: str) -> list[str]:
    """Each seat's name at the table: "You" for this seat, and the roles this seat knows."""
    names = []
    for seat in range(view.players):
        name = _label(view, seat, lang)
        if seat == view.taker:
            name = i18n.text("table.view.name.taker", lang, name=name)
        elif seat == view.partner:
            name = i18n.text("table.view.name.partner", lang, name=name)
        names.append(name)
    return names


def _tricks(view, lang: str, width: float) -> list[str]:
    """The trick being played and, beside it, the last one finished with its winner."""
    names = _names(view, lang)
    pictures = []
    if view.result is None:
        current = tuple(view.trick.cards)
        label = i18n.text("table.view.current_trick", lang, number=len(view.tricks) + 1)
        pictures.append(
            _titled(
                label,
                trick_svg(
                    current,
                    players=view.players,
                    leader=view.leader,
                    names=names,
                    lang=lang,
                    width=width,
                    viewer=view.seat,
                ),
            )
        )
    if view.tricks:
        last = view.tricks[-1]
        winner = last.seats.index(last.winner)
        label = i18n.text("table.view.last_trick", lang, number=len(view.tricks), seat=_noun(view, last.winner, lang))
        pictures.append(
            _titled(
                label,
                trick_svg(
                    last.cards,
                    seats=last.seats,
                    players=view.players,
                    winner=winner,
                    names=names,
                    lang=lang,
                    width=width,
                    viewer=view.seat,
                ),
            )
        )
    return pictures


def _titled(label: str, picture: str) -> str:
    """A picture with a bold line of text above it, as one picture."""
    width, height, spoken = _size_and_label(picture)
    body = text(MARGIN, LINE_SIZE + 2, label, LINE_SIZE, font_weight="bold", fill="#212121")
    body += tag("g", picture, transform=f"translate(0 {num(LINE_SIZE + 8.0)})")
    return document(
        max(width, MARGIN + len(label) * LINE_SIZE * 0.62), height + LINE_SIZE + 8, f"{label}. {spoken}", body
    )


def _allowed(view, show_legal: bool) -> CardSet:
    """The cards to highlight: those this seat may play now (§5), or the ones the taker may
    put aside while he makes his écart (§4)."""
    if show_legal and view.phase is Phase.PLAY:
        return view.legal_cards()
    if show_legal and view.phase is Phase.ECART and view.seat == view.taker:
        return view.ecart_candidates()
    return CardSet()


def _open_cards(view, lang: str, width: float, allowed: CardSet) -> list[str]:
    """The chien while the taker looks at it, or at the end when nobody had seen it (Garde
    sans, Garde contre); the écart for its owner, and for everyone at the end."""
    pictures = []
    over = view.result is not None
    unseen_until_now = over and not view.contract.taker_takes_chien
    if view.chien is not None and (view.phase is Phase.ECART or unseen_until_now):
        pictures.append(
            cards_svg(view.chien, lang=lang, width=width, label=i18n.text("table.view.chien", lang), highlight=allowed)
        )
    if view.ecart:
        key = "table.view.ecart_over" if over else "table.view.ecart"
        pictures.append(
            cards_svg(view.ecart, lang=lang, width=width, label=i18n.text(key, lang), highlight=view.shown_trumps)
        )
    return pictures


# --- the end of the deal -----------------------------------------------------------------------
def _result_lines(view, lang: str) -> list[str]:
    result = view.result
    score = result.score
    lines = [
        i18n.text(
            "table.view.result",
            lang,
            points=result.attack_points,
            needed=score.points_needed,
            bouts=i18n.text(f"display.bouts.{min(result.bouts, 2)}", lang, count=result.bouts),
        ),
        i18n.text("table.view.made" if score.made else "table.view.failed", lang, difference=abs(score.difference)),
    ]
    scores = ", ".join(
        i18n.text("table.view.seat_score", lang, seat=_label(view, seat, lang), score=f"{points:+d}".replace("-", "−"))
        for seat, points in enumerate(score.scores)
    )
    lines.append(i18n.text("table.view.scores", lang, scores=scores))
    return lines
