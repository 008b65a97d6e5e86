"""Cards, hands, tricks and deals that show themselves as SVG pictures in Jupyter.

Like python-chess's ``chess.svg``, the rules core never imports this module until a card,
a hand, a trick or a deal is asked for its picture (their ``_repr_svg_`` methods import it
then). Every picture:

- names its cards in words for screen readers (``role="img"``, ``aria-label``, ``<title>``),
  in French or English;
- is the same bytes every time for the same input (no random ids, fixed number format);
- asks the rules core for every fact it shows (which card wins a trick, what a deal holds).

``lang`` is ``"fr"`` or ``"en"``; left out, it is the language chosen with
:func:`tarot_learn.set_language`, so a French notebook shows French cards (``R♥``, "Main")
without repeating ``lang="fr"`` in every cell.

>>> from tarot_learn import deal
>>> from tarot_learn.display.svg import cards_svg
>>> picture = cards_svg(deal(players=4, seed=7).hands[0], lang="en")
>>> picture.startswith("<svg")
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .. import i18n
from ..cards import Card, CardSet, Hand
from ..deal import Deal
from ..errors import TarotError
from ..parsing import parse_card, parse_cards
from ..seats import LEARNER, describe_step, seat_name
from .faces import CARD_HEIGHT, CARD_WIDTH, RAISE, card_group
from .layout import MARGIN, Placement, draw_placements, fanned, rows_of_cards
from .markup import document, tag, text
from .table import table_svg

__all__ = ["card_svg", "cards_svg", "trick_svg", "deal_svg", "deal_step_svg"]

LABEL_SIZE = 14


def check_width(width) -> float:
    """A card width in pixels, between 16 and 400; anything else is refused with a clear message."""
    if isinstance(width, bool) or not isinstance(width, (int, float)) or not 16 <= width <= 400:
        raise TarotError("error.display.width", given=repr(width))
    return float(width)


def card_names(cards: Iterable[Card], lang: str) -> str:
    """The cards in words, for screen readers: ``roi de cœur, 7 de pique``."""
    return ", ".join(card.name(lang) for card in cards) or i18n.text("card.no_card", lang)


def card_svg(
    card,
    *,
    width: float = 64,
    lang: str | None = None,
    highlight: bool = False,
    dimmed: bool = False,
    selected: bool = False,
    face_down: bool = False,
) -> str:
    """One card as an SVG picture ``width`` pixels wide (RULES.md §1 for what its face shows).

    ``card`` is a :class:`~tarot_learn.cards.Card` or its text (``"R♥"``, ``"21"``).
    ``highlight`` adds a green border and a ✓, ``dimmed`` fades and hatches it, ``selected``
    raises and outlines it; ``face_down`` shows its back (and does not say which card it is).
    """
    lang = i18n.check_language(lang)
    width = check_width(width)
    card = parse_card(card)
    shown = None if face_down else card
    lift = RAISE * width / CARD_WIDTH if selected else 0.0
    pad = 4.0  # room for the outline of a selected card
    body = card_group(shown, pad, pad + lift, width, lang, highlight=highlight, dimmed=dimmed, selected=selected)
    name = i18n.text("display.hidden_card", lang) if face_down else card.name(lang)
    label = name
    for key, on in (("highlight", highlight), ("dimmed", dimmed), ("selected", selected)):
        if on:  # say the mark in words too: "roi de cœur; mises en avant : roi de cœur"
            label += "; " + i18n.text(f"display.marked.{key}", lang, cards=name)
    height = width * CARD_HEIGHT / CARD_WIDTH
    return document(width + 2 * pad, height + lift + 2 * pad, label, body)


def cards_svg(
    cards,
    *,
    width: float = 64,
    lang: str | None = None,
    highlight=(),
    dimmed=(),
    selected=(),
    label: str | None = None,
    fan: bool = False,
) -> str:
    """A row of cards — a hand, the chien, a pile, an écart — as an SVG picture.

    ``cards`` is any collection of cards, or their text (``"R♥ 7♠ 21"``); they are drawn in
    the order given (a :class:`~tarot_learn.cards.CardSet` is always in canonical order).

    Up to 8 cards lie side by side; more overlap, so that each card's corner stays readable,
    with a little gap between suits; past 18 cards they wrap onto balanced rows (24 cards:
    two rows of 12). ``fan=True`` spreads them as a hand held in a fan instead.
    ``highlight``, ``dimmed`` and ``selected`` are collections of cards to mark (for
    example the legal cards highlighted and the others dimmed); cards not shown are ignored.
    ``label`` is written above the cards and starts the spoken description.
    """
    lang = i18n.check_language(lang)
    width = check_width(width)
    shown = parse_cards(cards)
    marks = {
        key: CardSet(value) for key, value in (("highlight", highlight), ("dimmed", dimmed), ("selected", selected))
    }
    top = MARGIN
    heading = ""
    if label is not None:
        heading = text(MARGIN, MARGIN + LABEL_SIZE, str(label), LABEL_SIZE, font_weight="bold", fill="#212121")
        top += LABEL_SIZE + 8
    if any(card in marks["selected"] for card in shown):
        top += RAISE * width / CARD_WIDTH
    if not shown:
        body, right, bottom = _empty_slot(MARGIN, top, width, lang)
    else:
        placements = fanned(shown, width) if fan else rows_of_cards(shown, width)
        body, right, bottom = draw_placements(placements, MARGIN, top, width, lang, marks)
    spoken = (
        label if label is not None else i18n.text("display.hand" if isinstance(cards, Hand) else "display.cards", lang)
    )
    description = i18n.text("display.labelled", lang, label=spoken, cards=card_names(shown, lang))
    for key, marked in marks.items():
        chosen = [card for card in shown if card in marked]
        if chosen:
            description += "; " + i18n.text(f"display.marked.{key}", lang, cards=card_names(chosen, lang))
    canvas_width = max(right, MARGIN + _text_width(str(label or ""), LABEL_SIZE)) + MARGIN
    return document(canvas_width, bottom + MARGIN, description, heading + body)


def _empty_slot(x: float, y: float, width: float, lang: str) -> tuple[str, float, float]:
    """A dashed place where cards would lie, saying there are none."""
    height = width * CARD_HEIGHT / CARD_WIDTH
    slot = tag(
        "rect",
        x=x,
        y=y,
        width=width,
        height=height,
        rx=width * 0.08,
        fill="none",
        stroke="#9e9e9e",
        stroke_dasharray="5 4",
        stroke_width=1.5,
    )
    words = text(x + width + 8, y + height / 2 + 5, i18n.text("card.no_card", lang), 13, fill="#616161")
    return slot + words, x + width + 8 + _text_width(i18n.text("card.no_card", lang), 13), y + height


def _text_width(words: str, size: float) -> float:
    """A generous guess of how wide a line of DejaVu Sans is (its letters average 0.62 em)."""
    return len(words) * size * 0.62


def trick_svg(
    cards,
    *,
    seats: Sequence[int] | None = None,
    players: int | None = None,
    winner: int | None = None,
    leader: int | None = None,
    names: Sequence[str] | None = None,
    lang: str | None = None,
    width: float = 64,
    viewer: int = 0,
) -> str:
    """A trick on the table (RULES.md §5): each card in front of the player who played it.

    ``cards`` are in the order played; ``seats`` the seat of each (by default the ``leader``,
    seat 0 unless given, then the next seats in order). The ``viewer`` (seat 0 unless given)
    sits at the bottom and is "you"; the others are named by where they sit, and play goes
    counter-clockwise, as at a real table. ``players`` is the size of the table: by
    default a trick of 3 or more cards is taken as complete, a shorter one is shown at 4.
    ``winner`` is the position in ``cards`` of the winning card; for a complete trick it is
    asked of :func:`~tarot_learn.play.trick_winner` when not given. The led card says
    "entame"/"led", the winning card is framed in gold and says so, and an unfinished trick
    shows whose turn it is. ``names`` replaces "Vous", "À droite"… with the players' names.
    """
    lang = i18n.check_language(lang)
    width = check_width(width)
    return table_svg(parse_cards(cards), seats, players, winner, leader, names, lang, width, viewer)


def deal_svg(
    deal: Deal, *, lang: str | None = None, reveal: bool = True, width: float = 48, viewer: int | None = LEARNER
) -> str:
    """A whole deal (RULES.md §2): one labelled row per seat, the dealer marked, then the chien.

    The rows are named as the learner sitting at ``viewer`` reads them, as the game table names
    them ("Vous", "À droite"…; ``viewer=None``: "Joueur 1…", :func:`~tarot_learn.seats.seat_name`).
    ``reveal=False`` shows every card face down (the picture then only counts them).
    """
    lang = i18n.check_language(lang)
    width = check_width(width)
    rows = [(seat, deal.hands[seat]) for seat in range(deal.players)] + [(None, deal.chien)]
    dealer = seat_name(deal.dealer, viewer, deal.players, lang, noun=True)
    heading = i18n.text("display.deal", lang, players=deal.players, dealer=dealer)
    return _deal_rows(deal, rows, heading, width, lang, reveal=reveal, fresh=CardSet(), pack=None, viewer=viewer)


def deal_step_svg(
    deal: Deal, step_count: int, *, lang: str | None = None, width: float = 48, viewer: int | None = LEARNER
) -> str:
    """The table after the first ``step_count`` steps of ``deal.steps`` (RULES.md §2).

    Each seat shows the cards it has received so far, the chien grows one card at a time,
    and the cards of the latest step are raised and outlined. Before the first step, the
    player who cut the pack is marked beside the dealer. The picture keeps the same size at
    every step, so a stepper widget does not jump. Seats are named as in :func:`deal_svg`.
    """
    lang = i18n.check_language(lang)
    width = check_width(width)
    steps = deal.steps
    if isinstance(step_count, bool) or not isinstance(step_count, int) or not 0 <= step_count <= len(steps):
        raise TarotError("error.display.step", given=repr(step_count), last=len(steps))
    received = [0] * deal.players
    chien = 0
    for step in steps[:step_count]:
        bits = sum(card.bit for card in step.cards)
        if step.kind == "packet":
            received[step.seat] |= bits
        else:
            chien |= bits
    fresh = CardSet(steps[step_count - 1].cards) if step_count else CardSet()
    rows = [(seat, CardSet.from_bits(received[seat])) for seat in range(deal.players)]
    rows.append((None, CardSet.from_bits(chien)))
    every_heading = [_step_heading(deal, count, lang, viewer) for count in range(len(steps) + 1)]
    dealt = sum(len(cards) for _, cards in rows)
    return _deal_rows(
        deal,
        rows,
        every_heading[step_count],
        width,
        lang,
        reveal=True,
        fresh=fresh,
        pack=78 - dealt,
        heading_room=max(_text_width(words, LABEL_SIZE) for words in every_heading),
        cutter=deal.cutter if step_count == 0 and deal.cut is not None else None,
        viewer=viewer,
    )


def _step_heading(deal: Deal, step_count: int, lang: str, viewer: int | None) -> str:
    """The heading of a step: ``Step 3 of 30 —`` and what the dealer just did."""
    steps = deal.steps
    what = (
        describe_step(steps[step_count - 1], deal, lang, viewer)
        if step_count
        else i18n.text("display.step.start", lang)
    )
    return i18n.text("display.step", lang, step=step_count, total=len(steps)) + " — " + what


def _deal_rows(
    deal: Deal,
    rows,
    heading: str,
    width: float,
    lang: str,
    *,
    reveal: bool,
    fresh: CardSet,
    pack: int | None,
    heading_room: float = 0.0,
    cutter: int | None = None,
    viewer: int | None = LEARNER,
) -> str:
    """Rows of cards with a label column, shared by :func:`deal_svg` and :func:`deal_step_svg`.

    The rows are as wide as the longest final hand, a deal's steps leave room for a raised
    card and for their longest heading (``heading_room``): every step of a deal gives a
    picture of one size, so a stepper widget does not jump. The dealer's row is tagged, and the
    ``cutter``'s row when given.
    """
    height = width * CARD_HEIGHT / CARD_WIDTH
    lift = RAISE * width / CARD_WIDTH if pack is not None else 0.0
    label_width = 128.0
    left = MARGIN + label_width
    full_rows = [deal.hands[seat] for seat in range(deal.players)] + [deal.chien]
    row_width = max(_row_extent(cards, width) for cards in full_rows)
    pack_width = 0.0 if pack is None else width + 12 + _text_width(i18n.text("display.pack", lang, count=78), 13)
    y = MARGIN + LABEL_SIZE + 12
    parts = [text(MARGIN, MARGIN + LABEL_SIZE, heading, LABEL_SIZE, font_weight="bold", fill="#212121")]
    spoken = [heading]
    for seat, cards in rows:
        y += lift
        name = i18n.text("display.chien", lang) if seat is None else seat_name(seat, viewer, deal.players, lang)
        role = None
        if seat is not None and seat == deal.dealer:
            role = "dealer"
        elif seat is not None and seat == cutter:
            role = "cutter"
        parts.append(_row_label(name, role, len(cards), MARGIN, y, lang))
        if reveal:
            spoken.append(i18n.text("display.labelled", lang, label=name, cards=card_names(cards, lang)))
        else:
            spoken.append(
                i18n.text(
                    "display.labelled",
                    lang,
                    label=name,
                    cards=i18n.text("display.hidden_count", lang, count=len(cards)),
                )
            )
        placements = rows_of_cards(list(cards), width, per_row=len(cards) or 1, overlap=True, suit_gaps=reveal)
        if not reveal:
            placements = [Placement(None, p.x, p.y, p.rotate) for p in placements]
        body, _, _ = draw_placements(placements, left, y, width, lang, {"selected": fresh})
        parts.append(body)
        if seat is None and pack is not None:
            parts.append(_pack(left + row_width + 12, y, width, pack, lang))
        y += height + 14
    if cutter is not None:
        spoken.append(i18n.text("display.cut_by", lang, seat=seat_name(cutter, viewer, deal.players, lang, noun=True)))
    if fresh:
        spoken.append(i18n.text("display.fresh", lang, cards=card_names(fresh, lang)))
    heading_room = max(heading_room, _text_width(heading, LABEL_SIZE))
    canvas_width = max(left + row_width + pack_width, MARGIN + heading_room) + MARGIN
    return document(canvas_width, y - 14 + MARGIN, ". ".join(part.rstrip(".") for part in spoken) + ".", "".join(parts))


def _row_extent(cards: CardSet, width: float) -> float:
    """How wide a single row of these cards is drawn."""
    placements = rows_of_cards(list(cards), width, per_row=len(cards) or 1, overlap=True)
    return max((p.x for p in placements), default=0.0) + width


_ROLE_COLOURS = {"dealer": "#37474f", "cutter": "#5d4037"}  # dark pills, white words: both read in greyscale


def _row_label(name: str, role: str | None, count: int, x: float, y: float, lang: str) -> str:
    """The name of a row, the card count under it, and a tag for the ``role`` of its player:
    "donneur"/"dealer" for the dealer, "a coupé"/"cut the pack" for the player who cut."""
    counted = i18n.text("display.count.one" if count == 1 else "display.count.many", lang, count=count)
    label = text(x, y + 18, name, LABEL_SIZE, font_weight="bold", fill="#212121") + text(
        x, y + 36, counted, 12, fill="#616161"
    )
    if role is not None:
        word = i18n.text(f"display.{role}", lang)
        pill_width = _text_width(word, 12) + 14
        label += tag(
            "g",
            tag("rect", x=x, y=y + 44, width=pill_width, height=20.0, rx=10.0, fill=_ROLE_COLOURS[role])
            + text(x + pill_width / 2, y + 58, word, 12, text_anchor="middle", font_weight="bold", fill="#ffffff"),
            class_=f"tl-{role}",
        )
    return label


def _pack(x: float, y: float, width: float, count: int, lang: str) -> str:
    """The cards the dealer still holds: a face-down card and how many are left."""
    words = text(x + width + 10, y + width * 0.8, i18n.text("display.pack", lang, count=count), 13, fill="#424242")
    if not count:
        return tag("g", words, class_="tl-pack")
    return tag("g", card_group(None, x, y, width, lang) + words, class_="tl-pack")
