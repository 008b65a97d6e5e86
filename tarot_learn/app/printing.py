"""Printed pages for the classroom (issue 24): the aide-mémoire (one A4 page) and the deal sheets.

``aide_memoire(lang)`` and ``deal_sheets(seed, players=4, count=5, lang=…)`` return a PDF as bytes;
``tarot-learn aide-memoire`` and ``tarot-learn print-deals --seed … --players 4 --count 5`` write it.
Every figure on them is read from the rules core (card points, deal sizes, contracts and their
multipliers, points needed, poignées, the score's terms), every sentence from the catalogue.

**Why fpdf2.** It writes PDF in pure Python (no system library, no browser, no LaTeX: it installs
from PyPI alone, on Windows and macOS too), embeds a Unicode TrueType font, and is actively
maintained. It is an optional extra (``pip install 'tarot_learn[print]'``): nothing else needs it.
The font is DejaVu Sans, which matplotlib — a dependency of tarot_learn — ships in its data folder:
it has the suit symbols ♠ ♥ ♦ ♣ and the French narrow no-break space, on every machine.

**The deal sheets.** Deal ``n`` (from 1) is dealt from the class tournament's seed of deal ``n``
(:func:`tarot_learn.classroom.tournament.tournament_deal`: ``f"{seed}-{n}"``), the dealer passing to the
right from deal to deal (:func:`class_deals`), and played out by the coach's robots — the same deals for
every table, every year. A first page (or more, five deals a
page) gives each seat's hand and the chien, to lay the cards out at real tables; then one page per
deal gives the bots' line: the bidding, the chien and the écart, every trick, the score, and the
review's remarks on the taker's decisions — the game table's end-of-deal review
(:func:`tarot_learn.strategy.review.review_deal`, seeded by the deal's seed), so that the class can
discuss on the projector where the bots' play lost points. The taker only: his bid, écart and play
are what the tables compare, and each seat reviewed costs seconds (about 5 s of one core at the
tuned budget); a page too full for its remarks is printed smaller, never on two pages.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .. import i18n
from ..cards import BOUTS, SUITS, suit_card
from ..classroom.tournament import tournament_deal
from ..contracts import Contract
from ..deal import CUT_LEAVES, DEAL_SIZES, deal_size
from ..errors import TarotError
from ..excuse import check_excuse_option
from ..poignee import POIGNEE_SIZES
from ..scoring import (
    BASE_POINTS,
    PETIT_AU_BOUT_POINTS,
    POIGNEE_BONUSES,
    POINTS_NEEDED,
    SLAM_ANNOUNCED_FAILED,
    SLAM_ANNOUNCED_MADE,
    SLAM_UNANNOUNCED_MADE,
    TAKER_SHARES,
    score_deal,
)
from ..strategy import review as review_module
from ..strategy.bots import play_bot_deal
from ..strategy.coach import CoachBot, rule_sentence
from ..tally import Tally

DEALS_PER_PAGE = 5
LINE_SIZES = (9.5, 9, 8.5, 8, 7.5, 7, 6.5)  # pt: a deal's page is printed in the first that fits it
_FONT = "DejaVu"
_MARGIN = 14  # mm


def _font_files() -> dict[str, Path]:
    import matplotlib  # only its data folder: DejaVu Sans, which it ships

    folder = Path(matplotlib.get_data_path()) / "fonts" / "ttf"
    return {"": folder / "DejaVuSans.ttf", "B": folder / "DejaVuSans-Bold.ttf"}


def _document(title: str):
    from fpdf import FPDF  # the optional extra: imported only when a page is printed

    pdf = FPDF(orientation="portrait", unit="mm", format="A4")
    pdf.set_title(title)
    pdf.set_creator("tarot_learn")
    pdf.set_margins(_MARGIN, _MARGIN, _MARGIN)
    pdf.set_auto_page_break(True, margin=_MARGIN)
    for style, path in _font_files().items():
        pdf.add_font(_FONT, style, str(path))
    return pdf


def _heading(pdf, text: str, size: float = 13) -> None:
    pdf.set_font(_FONT, "B", size)
    pdf.multi_cell(0, size * 0.5, text, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(0.8)


def _lines(pdf, lines, size: float = 10.5) -> None:
    pdf.set_font(_FONT, "", size)
    for line in lines:
        pdf.multi_cell(0, size * 0.45, line, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(1.5)


def _cards(cards, lang: str) -> str:
    return " ".join(card.text(lang) for card in cards) or i18n.text("word.none", lang)


# --- the aide-mémoire ------------------------------------------------------------------------------
def aide_memoire(lang: str | None = None, *, excuse_last_trick: str = "camp") -> bytes:
    """The aide-mémoire, one A4 page in ``lang``, as PDF bytes (RULES.md §1–§7). Each rule that has a
    Decision is said as the table plays it: ``excuse_last_trick`` is the Excuse's option on the last
    trick (RULES.md §6: ``"camp"``, the default, it changes sides; ``"winner"``, the variant)."""
    lang = i18n.check_language(lang)
    check_excuse_option(excuse_last_trick)
    say = lambda key, **params: i18n.text(f"print.aide.{key}", lang, **params)  # noqa: E731
    pdf = _document(say("title"))
    pdf.add_page()
    _heading(pdf, say("title"), 17)

    king, queen, knight, jack, low = (suit_card(rank, SUITS[0]).points for rank in (14, 13, 12, 11, 5))
    _heading(pdf, say("cards_title"))
    _lines(
        pdf,
        [
            say("cards", bouts=", ".join(bout.name(lang) for bout in BOUTS)),
            say("values", bout=BOUTS[0].points, king=king, queen=queen, knight=knight, jack=jack, low=low),
            say("pairs"),
        ],
    )
    _heading(pdf, say("deal_title"))
    sizes = [deal_size(players) for players in DEAL_SIZES]
    _lines(
        pdf,
        [
            *(
                say("deal", players=players, hand=size.hand, chien=size.chien, packet=size.packet)
                for players, size in zip(DEAL_SIZES, sizes, strict=True)
            ),
            say("turns"),
        ],
    )
    _heading(pdf, say("contracts_title"))
    _lines(
        pdf,
        [
            say(
                "contracts",
                contracts=", ".join(f"{contract.localized(lang)} ×{contract.multiplier}" for contract in Contract),
            ),
            say("chien"),
        ],
    )
    _heading(pdf, say("play_title"))
    _lines(pdf, [say("play"), say("excuse" if excuse_last_trick == "camp" else "excuse_winner")])
    _heading(pdf, say("score_title"))
    needed = ", ".join(
        say("needed", bouts=bouts, points=points) for bouts, points in sorted(POINTS_NEEDED.items(), reverse=True)
    )
    bonuses = " / ".join(str(points) for points in sorted(POIGNEE_BONUSES))
    shares = ", ".join(say("share", players=players, share=share) for players, share in sorted(TAKER_SHARES.items()))
    _lines(
        pdf,
        [
            say("points_needed", needed=needed),
            say("difference"),
            say("base", base=BASE_POINTS, petit=PETIT_AU_BOUT_POINTS, poignees=bonuses),
            say("shares", shares=shares),
        ],
    )
    _heading(pdf, say("poignee_title"))
    _lines(
        pdf,
        [
            say("poignee", players=players, simple=simple, double=double, triple=triple)
            for players, (simple, double, triple) in sorted(POIGNEE_SIZES.items())
        ]
        + [say("poignee_rule")],
    )
    _heading(pdf, say("special_title"))
    example = score_deal(4, Contract.GARDE, 50, 2)
    taker, defender = example.scores[0], example.scores[1]
    _lines(
        pdf,
        [
            say("petit_sec"),
            say("cut", fewest=CUT_LEAVES - 1),
            say(
                "slam",
                made=i18n.format_signed(SLAM_ANNOUNCED_MADE, lang),
                unannounced=i18n.format_signed(SLAM_UNANNOUNCED_MADE, lang),
                failed=i18n.format_signed(SLAM_ANNOUNCED_FAILED, lang),
            ),
            say(
                "example",
                contract=example.contract.localized(lang),
                points=i18n.format_points(example.attack_points, lang),
                bouts=example.bouts,
                needed=example.points_needed,
                difference=i18n.format_signed(example.difference, lang),
                spread=abs(example.difference),
                base=BASE_POINTS,
                multiplier=example.multiplier,
                per_defender=example.per_defender,
                taker=i18n.format_signed(taker, lang),
                defender=i18n.format_signed(defender, lang),
            ),
        ],
    )
    return bytes(pdf.output())


# --- the score sheet --------------------------------------------------------------------------------
def score_sheet(
    players: int = 4, lang: str | None = None, *, names=None, tally: Tally | None = None, rows: int = 26
) -> bytes:
    """A score sheet (*feuille de marque*) for one table, one A4 page in ``lang``: a line per deal, a
    column per player (``names``, default « Joueur 1 »…), each cell the deal's score and the running
    total. The deals of ``tally`` (:class:`~tarot_learn.tally.Tally`, the game table's
    ``score_sheet.tally``) are written in; blank lines follow, up to ``rows``, for deals played with real
    cards. The page says the rule that checks every line: the scores of a deal sum to zero (RULES.md §7)."""
    lang = i18n.check_language(lang)
    deal_size(players)  # 3, 4 or 5 players, refused with the rules' sentence otherwise
    if tally is not None and tally.players != players:
        raise TarotError("error.tally.players", given=tally.players, players=players)
    names = list(names) if names is not None else [_seat(seat, lang) for seat in range(players)]
    say = lambda key, **params: i18n.text(f"print.sheet.{key}", lang, **params)  # noqa: E731
    title = i18n.text("widgets.score_sheet.title", lang)  # the widget's words: one sheet, on screen and on paper
    pdf = _document(title)
    pdf.add_page()
    _heading(pdf, title, 17)
    _lines(pdf, [say("rule")])
    lines = list(tally.lines) if tally is not None else []
    width = (pdf.epw - 22) / players
    pdf.set_font(_FONT, "B", 10)
    pdf.cell(22, 8, i18n.text("widgets.score_sheet.deal", lang), border=1, align="C")
    for name in names:
        pdf.cell(width, 8, str(name)[:24], border=1, align="C")
    pdf.ln()
    pdf.set_font(_FONT, "", 9.5)
    for number in range(1, max(rows, len(lines)) + 1):
        line = lines[number - 1] if number <= len(lines) else None
        pdf.cell(22, 8, str(number), border=1, align="C")
        for seat in range(players):
            cell = ""
            if line is not None:
                score, total = line.scores[seat], line.totals[seat]
                cell = say("cell", score=i18n.format_signed(score, lang), total=i18n.format_signed(total, lang))
            pdf.cell(width, 8, cell, border=1, align="R")
        pdf.ln()
    return bytes(pdf.output())


# --- the deal sheets -------------------------------------------------------------------------------
def class_deals(seed, players: int = 4, count: int = 5) -> list:
    """The ``count`` deals of a sheet, each played out by the coach's robots (a finished Game). Deal ``n`` is
    dealt from the tournament's seed ``f"{seed}-{n}"``; its dealer sits on the right of the dealer of the deal
    before — of the hands played, after any deal thrown in (RULES.md §2: the deal passes to the right, after
    a deal played, thrown in or cancelled). The robots are :class:`~tarot_learn.strategy.coach.CoachBot`,
    whose every choice is a rule of the lessons: the line the class discusses is worth discussing."""
    games, dealer = [], 0
    for number in range(1, count + 1):
        deal_seed, _ = tournament_deal(str(seed), number, players)
        game = play_bot_deal(players, seed=deal_seed, dealer=dealer, bot=CoachBot)
        games.append(game)
        dealer = (game.deal.dealer + 1) % players
    return games


def deal_sheets(
    seed,
    players: int = 4,
    count: int = 5,
    lang: str | None = None,
    *,
    review: bool = True,
    review_deals: int | None = None,
    progress=None,
    games=None,
    source: str | None = None,
) -> bytes:
    """The deal sheets of ``count`` deals from ``seed``: the hands and chiens, five deals a page, then
    one page per deal with the bots' line and, with ``review``, the review of the taker's decisions
    (``review_deals``: sampled deals per decision, ``None`` for the review's tuned budget;
    ``progress(done, count)`` is called after each deal's review); PDF bytes in ``lang``.

    ``games``: finished deals to print instead, read from ``source`` (the files' names, for the
    title) — a deal played at the club and written as text (:func:`~tarot_learn.deal_text.read_deal`)."""
    lang = i18n.check_language(lang)
    say = lambda key, **params: i18n.text(f"print.deals.{key}", lang, **params)  # noqa: E731
    if games is None:
        games = class_deals(seed, players, count)
        title, how, line_title = (
            say("title", seed=seed, players=players),
            "how_review" if review else "how",
            "line_title",
        )
    else:
        title, how, line_title = say("title_file", names=source), "how_file", "line_title_file"
    count = len(games)
    pdf = _document(title)
    for number, game in enumerate(games, 1):
        if (number - 1) % DEALS_PER_PAGE == 0:
            pdf.add_page()
            _heading(pdf, title, 14)
            _lines(pdf, [say(how)])
        _heading(pdf, say("deal", number=number, dealer=_seat(game.deal.dealer, lang)), 11)
        hands = [
            say("hand", seat=_seat(seat, lang), cards=_cards(hand, lang)) for seat, hand in enumerate(game.deal.hands)
        ]
        _lines(pdf, [*hands, say("chien", cards=_cards(game.deal.chien, lang))])
    for number, game in enumerate(games, 1):
        remarks = review_remarks(game, lang, deals=review_deals) if review else None
        if review and progress is not None:
            progress(number, count)
        pdf.add_page()
        _deal_page(pdf, say(line_title, number=number), game, remarks, lang)
    return bytes(pdf.output())


@dataclass(frozen=True)
class Remarks:
    """The review's remarks on a deal's page: a ``title``, ``lines`` (how much was measured, the
    decisions counted by band, the bands, or that none lost points) and the ``costliest`` decisions
    explained, printed numbered."""

    title: str
    lines: tuple[str, ...]
    costliest: tuple[str, ...] = ()


def _deal_page(pdf, title: str, game, remarks: Remarks | None, lang: str) -> None:
    """A deal's page, in the largest of :data:`LINE_SIZES` that keeps it on one page."""

    def draw(target, size: float) -> None:
        _heading(target, title, 13)
        _lines(target, bots_line(game, lang), size=size)
        _lines(target, game.result.score.describe(lang).splitlines(), size=size)
        if remarks is not None:
            _heading(target, remarks.title, size + 1)
            _lines(target, remarks.lines, size=size)
            _numbered(target, remarks.costliest, lang, size)

    for size in LINE_SIZES:
        with pdf.offset_rendering() as trial:  # drawn on a recorder, then rewound
            draw(trial, size)
        if not trial.page_break_triggered:
            break
    draw(pdf, size)


def _numbered(pdf, lines, lang: str, size: float) -> None:
    """``lines`` numbered from 1, each wrapped under its own first word (a hanging indent)."""
    pdf.set_font(_FONT, "", size)
    for rank, line in enumerate(lines, 1):
        pdf.cell(size * 0.6, size * 0.45, i18n.text("print.deals.review_rank", lang, rank=rank))
        pdf.multi_cell(0, size * 0.45, line, new_x="LMARGIN", new_y="NEXT")


def review_remarks(game, lang: str, *, deals: int | None = None) -> Remarks:
    """The review's remarks on the taker's decisions in the finished deal ``game``, as the game table's
    review gives them (:func:`~tarot_learn.strategy.review.review_deal`, seeded by the deal's seed):
    how much was measured, the decisions counted by band, the bands stated, then the costliest
    decisions explained, or the sentence that none lost points outside the measure's noise."""
    taker = game.taker
    review = review_module.review_deal(game, taker, seed=str(game.deal.seed), deals=deals)
    measured = sum(not decision.forced for decision in review.decisions)
    decisions = sum(review.counts().values())  # the count the bands below add up to
    lines = [
        i18n.text("print.deals.review_measured", lang, decisions=decisions, measured=measured, deals=review.deals),
        i18n.text("review.counts", lang, **review.counts()),
        i18n.text(  # the review speaks of the robot taker, never to him (« vous » is the learner at the table)
            "print.deals.bands",
            lang,
            good=review_module.GOOD,
            imprecise=review_module.IMPRECISE,
            mistake=review_module.MISTAKE,
            level=round(100 * review_module.LEVEL),
        ),
    ]
    edges = [decision for decision in review.decisions if decision.label == "edge"]
    lines[2:2] = [_edge_said(decision, lang) for decision in edges]  # after the counts, as the table's review
    costliest = review.costliest()
    if not costliest:
        lines.append(i18n.text("print.deals.clean_but_edge" if edges else "print.deals.clean", lang))
    explanations = tuple(_explained(decision, lang) for decision in costliest)
    return Remarks(i18n.text("print.deals.review_title", lang, seat=_seat(taker, lang)), tuple(lines), explanations)


def _edge_said(decision, lang: str) -> str:
    """A bid of the robot taker at the edge of the scale said of him, as lesson 10 says it (the game
    table's review says it to the learner: :meth:`~tarot_learn.strategy.review.Decision.explain`)."""
    return i18n.text("print.deals.edge", lang, **decision.edge_figures(lang))


def _explained(decision, lang: str) -> str:
    """A costly decision of the robot taker said of him (the game table's review says it to the learner,
    :meth:`~tarot_learn.strategy.review.Decision.explain`): the coach's advice quoted, or what was measured."""
    said = review_module.said

    def points(value: float) -> str:
        return i18n.text("review.points", lang, points=i18n.format_points_with_unit(round(value, 1), lang))

    best = said(decision.best, lang, decision.kind)
    if decision.rule:
        reason = rule_sentence(decision.rule, decision.rule_params, lang)
        why = i18n.text("print.deals.why.rule", lang, best=best, reason=reason)
    else:
        why = i18n.text(
            "print.deals.why.measured",
            lang,
            best=best,
            points=points(decision.cost),
            low=i18n.format_points(round(max(decision.low, 0.0), 1), lang),
            high=i18n.format_points(round(decision.high, 1), lang),
            level=round(100 * review_module.LEVEL),
            deals=decision.deals,
        )
    chosen = said(decision.chosen, lang, decision.kind)
    return i18n.text(
        f"print.deals.cost.{decision.kind}",
        lang,
        chosen=chosen,
        trick=decision.trick or 0,
        points=points(decision.cost),
        why=why,
    )


def _seat(seat: int, lang: str) -> str:
    return i18n.text("seat.label.number", lang, number=seat + 1)


def bots_line(game, lang: str) -> list[str]:
    """What the bots (or the players of a deal read from text) did in the deal played (after any
    redeal): one line per bid or step, one per trick."""
    history = game.history
    start = max(index for index, event in enumerate(history) if event.kind in ("deal", "deal_prepared"))
    lines, played = [], []
    for event in history[start:]:
        if event.kind == "play":
            played.append(f"{_seat(event.seat, lang)} {event.details['card'].text(lang)}")
        elif event.kind == "trick":
            number, winner = event.details["number"], _seat(event.seat, lang)
            lines.append(i18n.text("print.deals.trick", lang, number=number, cards=", ".join(played), winner=winner))
            played = []
        elif event.kind == "ecart":
            lines.append(event.describe(lang))
            lines.append(i18n.text("print.deals.ecart", lang, cards=_cards(game.ecart, lang)))
        else:
            lines.append(event.describe(lang))
    return lines
