"""The Excuse explorer: play the Excuse into a whole deal and see where it ends (RULES.md §6).

Each scenario is a whole deal at 3, 4 or 5 players: player 0 (you) takes a Garde sans (the
chien stays aside and counts for the attack, RULES.md §4); at 5 players he calls a king and
its holder is his partner, two against three (§4). The rules core plays the deal out
(:mod:`tarot_learn.strategy.playout`) with legal cards chosen by a seeded generator, the holder of the
Excuse playing it at the trick the scenario names; the game then settles the Excuse
(:func:`tarot_learn.excuse.settle_excuse`): where it and the 0.5-point card end up, and scores
the deal, rounding the attack's half point (§7). The toggle switches the rules option
``excuse_last_trick`` between ``"camp"`` (the Decision of §6) and ``"winner"``.

What differs with the number of players comes from the core: the deal's sizes, who is on
which side, and the half point — common at 3 and 5 players, at 4 players only when the
Excuse changes sides on the last trick (§7).
"""

from __future__ import annotations

import ipywidgets as widgets

from .. import i18n
from ..deal import deal_size
from ..display.svg import trick_svg
from ..errors import TarotError
from ..excuse import EXCUSE_LAST_TRICK_OPTIONS, check_excuse_option
from ..i18n import text
from ..seats import seat_name, seat_names
from ..sides import Side
from ..strategy.scenarios import SCENARIOS, TAKER, ExcuseScenario, play_scenario
from ._base import Trainer
from ._common import CAPTION_STYLE, Feedback, action_button, heading, paragraph


class ExcuseExplorer(Trainer):
    """Watch the Excuse through a whole deal: ``ExcuseExplorer(scenario="owed", players=5, lang="fr")``.

    Choose the table (3, 4 or 5 players), a scenario and the rules option for the last trick;
    browse the tricks with the buttons or the trick number. The widget shows the trick where the
    Excuse was played, where the Excuse and the 0.5-point card end up, each side's points (91 in
    all) and, at each table, whether the attack's points end in a half point and where it goes.
    """

    def __init__(
        self, scenario: str = "exchanged", *, players: int = 4, excuse_last_trick: str = "camp", lang: str | None = None
    ):
        lang = self.set_up(lang)
        deal_size(players)  # refuses 2 or 6 players with the rules' own sentence
        self.players = players
        keys = [known.key for known in SCENARIOS]
        if scenario not in keys:
            raise TarotError("error.option", given=repr(scenario), name="scenario", choices=", ".join(keys))
        self.players_choice = self.players_menu(self.explore)
        self.scenario_choice = widgets.Dropdown(
            options=[(text(f"widgets.excuse.scenario.{key}", lang), key) for key in keys],
            value=scenario,
            description=text("widgets.excuse.scenario", lang),
            style={"description_width": "initial"},
            layout=widgets.Layout(width="44em"),
        )
        self.option_choice = widgets.ToggleButtons(
            options=[(text(f"widgets.excuse.option.{option}", lang), option) for option in EXCUSE_LAST_TRICK_OPTIONS],
            value=check_excuse_option(excuse_last_trick),
            description=text("widgets.excuse.option", lang),
            tooltips=[text(f"widgets.excuse.option.{option}_tooltip", lang) for option in EXCUSE_LAST_TRICK_OPTIONS],
            style={"description_width": "initial", "button_width": "auto"},
        )
        # A number box and two buttons, all with words a screen reader can say (a slider's handle has none).
        self.trick_box = widgets.BoundedIntText(
            min=1, max=1, description=text("widgets.excuse.trick", lang), layout=widgets.Layout(width="10em")
        )
        self.previous_button = action_button(text("widgets.excuse.previous_trick", lang), icon="step-backward")
        self.next_button = action_button(text("widgets.excuse.next_trick", lang), icon="step-forward")
        self.intro = widgets.HTML()
        self.trick_picture = widgets.HTML()
        self.trick_sentence = widgets.HTML()
        self.settlement_text = Feedback(self.live)
        self.points_table = widgets.HTML()
        self.half_point_text = widgets.HTML()
        self.feedback = Feedback(self.live)
        # Values are set before the observers, so building the widget plays the deal once.
        self.scenario_choice.observe(lambda _change: self.explore(), "value")
        self.option_choice.observe(lambda _change: self.explore(), "value")
        self.trick_box.observe(lambda _change: self._show_trick(), "value")
        self.previous_button.on_click(lambda _button: self.go_to_trick(self.trick_box.value - 1))
        self.next_button.on_click(lambda _button: self.go_to_trick(self.trick_box.value + 1))
        super().__init__(
            [
                widgets.HTML(heading(text("widgets.excuse.title", lang))),
                self.players_choice,
                self.scenario_choice,
                self.option_choice,
                self.intro,
                self.settlement_text,
                self.points_table,
                self.half_point_text,
                widgets.HBox(
                    [self.previous_button, self.next_button, self.trick_box],
                    layout=widgets.Layout(flex_flow="row wrap", align_items="center"),
                ),
                self.trick_picture,
                self.trick_sentence,
                self.feedback,
            ]
        )
        self.explore()

    # --- what is shown ---------------------------------------------------------------------------
    @property
    def scenario(self) -> ExcuseScenario:
        return next(known for known in SCENARIOS if known.key == self.scenario_choice.value)

    def explore(self) -> None:
        """Play the chosen scenario at the chosen table, settle the Excuse with the chosen option,
        show it all."""
        lang, scenario, players = self.lang, self.scenario, self.players
        self.game = play_scenario(scenario, players, self.option_choice.value)
        self.tricks, self.chien = self.game.tricks, self.game.deal.chien
        self.settlement = settlement = self.game.result.settlement
        self.intro.value = paragraph(self._setup_sentence()) + paragraph(
            text(f"widgets.excuse.intro.{scenario.key}", lang, won=deal_size(players).hand - 1)
        )
        ends = text("widgets.excuse.ends_with", lang, side=settlement.excuse_side)
        names = seat_names(TAKER, players, lang, noun=True)  # the seats as the picture names them
        self.settlement_text.show(f"{settlement.describe(lang, names)} {ends}", "info")
        self.points_table.value = self._points_table()
        self.half_point_text.value = paragraph(self._half_point_sentence())
        self.trick_box.max = len(self.tricks)
        self.trick_box.value = settlement.trick or 1
        self._show_trick()

    def go_to_trick(self, number: int) -> None:
        """Show trick ``number`` (counted from 1, kept between the first and the last)."""
        self.trick_box.value = max(1, min(number, len(self.tricks)))

    def _setup_sentence(self) -> str:
        """The table: your contract, and at 5 players the king you called and who holds it (§4)."""
        game, lang = self.game, self.lang
        if game.players < 5:
            return text(f"widgets.excuse.setup.{game.players}", lang)
        partner = seat_name(game.partner, TAKER, game.players, lang, noun=True)
        return text("widgets.excuse.setup.5", lang, card=game.called_card, partner=partner)

    def _half_point_sentence(self) -> str:
        """The attack's points at this table and, when they end in a half, where it goes (§7)."""
        score, lang = self.game.result.score, self.lang
        table = "four" if self.players == 4 else "three_five"
        sentence = text(f"widgets.excuse.half_point.{table}", lang, players=self.players, points=score.attack_points)
        rounded = score.half_point(lang)
        return f"{sentence} {rounded}" if rounded else sentence

    def _points_table(self) -> str:
        """Each side's points: its tricks (after the Excuse is settled) and the chien (§4, §6)."""
        lang = self.lang
        chien_points = {Side.ATTACK: self.chien.points, Side.DEFENCE: 0.0}  # Garde sans: the chien is the attack's
        head = "".join(
            f"<th style='padding:2px 10px;text-align:left'>{text(key, lang)}</th>"
            for key in (
                "widgets.excuse.col.side",
                "widgets.excuse.col.tricks",
                "display.chien",
                "widgets.excuse.col.total",
            )
        )
        rows = []
        for side in Side:
            tricks = self.settlement.points[side]
            cells = (side.localized(lang).capitalize(), tricks, chien_points[side], tricks + chien_points[side])
            rows.append("".join(f"<td style='padding:2px 10px'>{_shown(cell, lang)}</td>" for cell in cells))
        caption = text("widgets.excuse.points_caption", lang)
        return (
            f"<table style='border-collapse:collapse;margin:4px 0'><caption style='{CAPTION_STYLE}'>{caption}</caption>"
            f"<tr>{head}</tr>" + "".join(f"<tr>{row}</tr>" for row in rows) + "</table>"
        )

    def _show_trick(self) -> None:
        lang, settlement, players = self.lang, self.settlement, self.players
        number = self.trick_box.value
        self.previous_button.disabled = number == 1
        self.next_button.disabled = number == len(self.tricks)
        trick = self.tricks[number - 1]
        winner_index = trick.seats.index(trick.winner)
        self.trick_picture.value = trick_svg(
            trick.cards, seats=trick.seats, players=players, winner=winner_index, lang=lang, viewer=TAKER
        )
        sentences = [
            text(
                "widgets.excuse.trick_won",
                lang,
                number=number,
                seat=seat_name(trick.winner, TAKER, players, lang, noun=True),
                side=self.game.side_of(trick.winner),
                card=trick.cards[winner_index],
            )
        ]
        if number == settlement.trick:
            owner = seat_name(settlement.owner, TAKER, players, lang, noun=True)
            sentences.append(text("widgets.excuse.played_here", lang, seat=owner))
        if number == settlement.paid_at and settlement.exchange_card is not None:
            sentences.append(text("widgets.excuse.paid_here", lang, card=settlement.exchange_card))
        self.trick_sentence.value = paragraph(" ".join(sentences))


def _shown(cell, lang: str) -> str:
    return i18n.format_points(cell, lang) if isinstance(cell, float) else str(cell)
