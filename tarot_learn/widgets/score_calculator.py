"""The score calculator: what a deal is worth, term by term (RULES.md §7).

The learner sets the contract, the number of players, the attack's bouts and points, the
Petit au bout, the poignées and the slam; every change asks
:func:`tarot_learn.scoring.score_deal` again and shows its whole breakdown — points needed,
D, base, each bonus, S — and each player's score. The widget computes nothing itself.
"""

from __future__ import annotations

import html

import ipywidgets as widgets

from ..contracts import Contract
from ..deal import DEAL_SIZES
from ..i18n import format_signed, text
from ..poignee import Poignee
from ..scoring import ScoringError, parse_contract, score_deal
from ..seats import numbered_name, seat_name
from ..sides import ATTACK, DEFENCE, Side
from ._base import Trainer
from ._common import CAPTION_STYLE, Feedback, errors_shown_in, heading

SIDES = tuple(Side)
TAKER = 0
NONE = ""  # the menus' "nobody" / "none": a Dropdown whose value is None would show no label at all
_WIDE = {"description_width": "14em"}


def _menu_width():
    return widgets.Layout(width="30em")


def _side_menu(options, side, description: str):
    """A menu of the sides (or nobody) for a bonus that one side wins: the Petit au bout, the slam."""
    return widgets.Dropdown(
        options=options, value=side or NONE, description=description, style=_WIDE, layout=_menu_width()
    )


class ScoreCalculator(Trainer):
    """Score a deal: ``ScoreCalculator(players=4, contract="garde", attack_points=49, bouts=2,
    petit_au_bout="attack", defence_poignee="simple", lang="fr")`` — worked example 1 of
    RULES.md §7. Player 0 is the taker; at 5 players ``partner`` is the called player's seat
    (``None``: the taker plays alone)."""

    def __init__(
        self,
        players: int = 4,
        contract: Contract | str = Contract.GARDE,
        attack_points: float = 41,
        bouts: int = 2,
        *,
        partner: int | None = None,
        petit_au_bout: str | None = None,
        attack_poignee: Poignee | str | None = None,
        defence_poignee: Poignee | str | None = None,
        slam_announced: bool = False,
        slam: str | None = None,
        lang: str | None = None,
    ):
        lang = self.set_up(lang)
        poignees = {ATTACK: _poignee(attack_poignee), DEFENCE: _poignee(defence_poignee)}
        # The rules core checks the starting values (a mistake in a notebook gets its sentence)
        # and writes the sides its own way ("attaque" becomes "attack").
        start = score_deal(
            players,
            contract,
            attack_points,
            bouts,
            partner=partner,
            petit_au_bout=petit_au_bout,
            poignees=[(poignee, side) for side, poignee in poignees.items() if poignee],
            slam_announced=slam_announced,
            slam=slam,
        )
        self.players_choice = widgets.ToggleButtons(
            options=[(text("widgets.players_option", lang, count=count), count) for count in DEAL_SIZES],
            value=players,
            description=text("widgets.players", lang),
            style=_WIDE,
        )
        self.contract_choice = widgets.Dropdown(
            options=[(each.localized(lang), each) for each in Contract],
            value=parse_contract(contract),
            description=text("widgets.score.contract", lang, seat=numbered_name(TAKER, lang)),  # as the table names him
            style=_WIDE,
            layout=_menu_width(),
        )
        self.partner_choice = widgets.Dropdown(
            description=text("widgets.score.partner", lang), style=_WIDE, layout=_menu_width()
        )
        self.bouts_choice = widgets.ToggleButtons(
            options=[(str(count), count) for count in range(4)],
            value=bouts,
            description=text("widgets.score.bouts", lang),
            tooltips=[text("widgets.score.bouts_tooltip", lang, count=count) for count in range(4)],
            style=_WIDE,
        )
        self.points_box = widgets.BoundedFloatText(
            value=attack_points,
            min=0,
            max=91,
            step=0.5,
            description=text("widgets.score.points", lang),
            tooltip=text("widgets.score.points_tooltip", lang),
            style=_WIDE,
        )
        side_options = [(text("widgets.score.nobody", lang), NONE)] + [(side.localized(lang), side) for side in SIDES]
        self.petit_choice = _side_menu(side_options, start.petit_au_bout, text("widgets.score.petit_au_bout", lang))
        self.poignee_choices = {
            side: widgets.Dropdown(
                description=text(f"widgets.score.poignee_{side}", lang), style=_WIDE, layout=_menu_width()
            )
            for side in SIDES
        }
        self.slam_announced_box = widgets.Checkbox(
            value=slam_announced, description=text("widgets.score.slam_announced", lang), indent=False
        )
        self.slam_choice = _side_menu(side_options, start.slam, text("widgets.score.slam", lang))
        self.breakdown = widgets.HTML()
        self.scores_table = widgets.HTML()
        self.feedback = Feedback(self.live)
        self._fill_choices_for_players(start.partner, poignees)
        controls = [
            self.players_choice,
            self.contract_choice,
            self.partner_choice,
            self.bouts_choice,
            self.points_box,
            self.petit_choice,
            *self.poignee_choices.values(),
            self.slam_announced_box,
            self.slam_choice,
        ]
        for control in controls:
            control.observe(self._changed, "value")
        super().__init__(
            [
                widgets.HTML(heading(text("widgets.score.title", lang))),
                *controls,
                self.feedback,
                self.breakdown,
                self.scores_table,
            ]
        )
        self.compute()

    # --- choices that depend on the number of players ----------------------------------------------
    def _fill_choices_for_players(self, partner: int | None, poignees: dict) -> None:
        """The partner exists only at 5 players; a poignée's size depends on the table (§4, §7)."""
        players, lang = self.players_choice.value, self.lang
        self._quiet = True  # refilling options fires events that are no learner's change
        self.partner_choice.options = [(text("widgets.score.alone", lang), NONE)] + [
            (seat_name(seat, None, players, lang), seat) for seat in range(1, players)
        ]
        self.partner_choice.value = partner if players == 5 and partner not in (None, TAKER) else NONE
        self.partner_choice.layout.display = "" if players == 5 else "none"
        for side, choice in self.poignee_choices.items():
            choice.options = [(text("widgets.score.no_poignee", lang), NONE)] + [
                (
                    text("widgets.score.poignee_option", lang, kind=each, trumps=each.size(players), bonus=each.bonus),
                    each,
                )
                for each in Poignee
            ]
            choice.value = poignees[side] or NONE
        self._quiet = False

    def _changed(self, change) -> None:
        if self._quiet:
            return
        if change["owner"] is self.players_choice:
            poignees = {side: choice.value for side, choice in self.poignee_choices.items()}
            self._fill_choices_for_players(self.partner_choice.value, poignees)
        self.compute()

    # --- the score ---------------------------------------------------------------------------------
    def compute(self) -> None:
        """Ask the rules core for the score of the deal as set, and show every term."""
        self.result = None
        self.feedback.clear()
        self.breakdown.value = self.scores_table.value = ""
        with errors_shown_in(self.feedback, self.lang):
            self.result = score_deal(
                self.players_choice.value,
                self.contract_choice.value,
                self.points_box.value,
                self.bouts_choice.value,
                taker=TAKER,
                partner=self.partner_choice.value or None,
                petit_au_bout=self.petit_choice.value or None,
                poignees=[(choice.value, side) for side, choice in self.poignee_choices.items() if choice.value],
                slam_announced=self.slam_announced_box.value,
                slam=self.slam_choice.value or None,
            )
            items = "".join(f"<li>{html.escape(line)}</li>" for line in self.result.lines(self.lang))
            self.breakdown.value = f"<ol style='margin:4px 0;line-height:1.6'>{items}</ol>"
            self.scores_table.value = self._scores_table()

    def _scores_table(self) -> str:
        result, lang = self.result, self.lang
        cell = "<td style='padding:2px 12px'>{}</td>"
        rows = []
        for seat, score in enumerate(result.scores):
            role = "taker" if seat == result.taker else "partner" if seat == result.partner else "defender"
            shown = format_signed(score, lang)
            rows.append(
                "<tr>"
                + cell.format(html.escape(seat_name(seat, None, len(result.scores), lang)))
                + cell.format(html.escape(text(f"widgets.score.role.{role}", lang)))
                + cell.format(f"<b>{shown}</b>")
                + "</tr>"
            )
        head = "".join(
            f"<th style='padding:2px 12px;text-align:left'>{html.escape(text(key, lang))}</th>"
            for key in ("widgets.score.col.player", "widgets.score.col.role", "widgets.score.col.score")
        )
        caption = html.escape(text("widgets.score.table_caption", lang))
        return (
            f"<table style='border-collapse:collapse'><caption style='{CAPTION_STYLE}'>{caption}</caption>"
            f"<tr>{head}</tr>{''.join(rows)}</table>"
        )


def _poignee(value: Poignee | str | None) -> Poignee | None:
    """A poignée given by name (``"simple"``, ``"double"``, ``"triple"``) or as a :class:`Poignee`."""
    if value is None or isinstance(value, Poignee):
        return value
    try:
        return Poignee[str(value).upper()]
    except KeyError:
        raise ScoringError("error.score.poignee", given=repr(value)) from None
