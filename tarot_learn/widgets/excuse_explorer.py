"""The Excuse explorer: play the Excuse into a whole deal and see where it ends (RULES.md §6).

Each scenario is a whole deal at 4 players: player 0 takes a Garde sans (the chien stays
aside and counts for the attack, RULES.md §4) against players 1, 2 and 3. The rules core
plays the deal out (:mod:`tarot_learn.playout`) with legal cards chosen by a seeded
generator, the holder of the Excuse playing it at the trick the scenario names; the game
then settles the Excuse (:func:`tarot_learn.excuse.settle_excuse`): where it and the
0.5-point card end up. The toggle switches the rules option ``excuse_last_trick`` between
``"camp"`` (the Decision of §6) and ``"winner"``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import ipywidgets as widgets

from .. import i18n
from ..cards import EXCUSE, SUITS, CardSet, Suit, suit_card, trump
from ..deal import deal, deal_from_hands
from ..display.svg import trick_svg
from ..errors import TarotError
from ..excuse import EXCUSE_LAST_TRICK_OPTIONS, check_excuse_option
from ..game import Game
from ..i18n import text
from ..playout import play_on, start_play
from ..seats import seat_name
from ..sides import Side
from ._base import Trainer
from ._common import CAPTION_STYLE, Feedback, action_button, paragraph

PLAYERS = 4
TAKER = 0


def _trumps(low: int, high: int) -> CardSet:
    return CardSet(trump(number) for number in range(low, high + 1))


def _suit(suit: Suit, low: int, high: int) -> CardSet:
    return CardSet(suit_card(rank, suit) for rank in range(low, high + 1))


SPADES, HEARTS, DIAMONDS, CLUBS = SUITS
# Written deals where the taker holds (nearly) every trump, so that he wins every trick.
_DEFENDERS = (
    _suit(SPADES, 1, 14) | _suit(HEARTS, 1, 2),
    _trumps(2, 2) | _suit(HEARTS, 3, 14) | _suit(DIAMONDS, 1, 5),
    _trumps(3, 3) | _suit(DIAMONDS, 6, 14) | _suit(CLUBS, 1, 8),
)
_WRITTEN_CHIEN = _suit(CLUBS, 9, 14)
_DEFENCE_NEVER_WINS = (
    _trumps(4, 21),
    _DEFENDERS[0] | CardSet([EXCUSE, trump(1)]),
    *_DEFENDERS[1:],
)
_TAKER_SLAM = (
    _trumps(5, 21) | CardSet([EXCUSE]),
    _DEFENDERS[0] | _trumps(1, 1) | _trumps(4, 4),
    *_DEFENDERS[1:],
)


@dataclass(frozen=True)
class ExcuseScenario:
    """A deal to explore: a seeded deal (``seed``) or written ``hands`` and ``chien``; the
    trick (counted from 1) where the Excuse's holder plays it; whether a slam was announced."""

    key: str
    excuse_trick: int
    seed: int = 0
    hands: tuple[CardSet, ...] | None = None
    chien: CardSet | None = None
    slam_announced: bool = False


SCENARIOS = (
    ExcuseScenario("exchanged", excuse_trick=9, seed=3),
    ExcuseScenario("exchanged_later", excuse_trick=1, seed=8),
    ExcuseScenario("own_side_won", excuse_trick=5, seed=1),
    ExcuseScenario("owed", excuse_trick=6, hands=_DEFENCE_NEVER_WINS, chien=_WRITTEN_CHIEN),
    ExcuseScenario("last_trick", excuse_trick=18, seed=1),
    ExcuseScenario("slam", excuse_trick=18, hands=_TAKER_SLAM, chien=_WRITTEN_CHIEN, slam_announced=True),
)


def play_scenario(scenario: ExcuseScenario, excuse_last_trick: str = "camp") -> Game:
    """The scenario's deal played to the end with legal cards, and scored, by the rules core.

    Player 1, on the dealer's right, leads the first trick — or the taker when he announced
    a slam (RULES.md §5); then the winner of each trick leads the next. The holder of the
    Excuse keeps it until the scenario's trick, and plays it there.
    """
    if scenario.hands is None:
        dealt = deal(PLAYERS, seed=scenario.seed)
    else:
        dealt = deal_from_hands(scenario.hands, scenario.chien, dealer=0)
    game = start_play(dealt, TAKER, slam=scenario.slam_announced, excuse_last_trick=excuse_last_trick)

    def excuse_at_its_trick(game: Game, seat: int):
        here = len(game.tricks) + 1 == scenario.excuse_trick
        return EXCUSE if here and EXCUSE in game.view(seat).hand else None

    rng = random.Random(f"{scenario.key}/{scenario.seed}/excuse-explorer")
    return play_on(game, rng, keep=EXCUSE, choose=excuse_at_its_trick)


class ExcuseExplorer(Trainer):
    """Watch the Excuse through a whole deal: ``ExcuseExplorer(scenario="owed", lang="fr")``.

    Choose a scenario and the rules option for the last trick; browse the tricks with the
    buttons or the trick number. The widget shows the trick where the Excuse was played, where the Excuse and
    the 0.5-point card end up, and each side's points (91 in all).
    """

    def __init__(self, scenario: str = "exchanged", *, excuse_last_trick: str = "camp", lang: str | None = None):
        lang = self.set_up(lang)
        keys = [known.key for known in SCENARIOS]
        self.scenario_choice = widgets.Dropdown(
            options=[(text(f"widgets.excuse.scenario.{key}", lang), key) for key in keys],
            description=text("widgets.excuse.scenario", lang),
            style={"description_width": "initial"},
            layout=widgets.Layout(width="44em"),
        )
        self.option_choice = widgets.ToggleButtons(
            options=[(text(f"widgets.excuse.option.{option}", lang), option) for option in EXCUSE_LAST_TRICK_OPTIONS],
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
        self.settlement_text = Feedback()
        self.points_table = widgets.HTML()
        self.feedback = Feedback()
        if scenario not in keys:
            raise TarotError("error.option", given=repr(scenario), name="scenario", choices=", ".join(keys))
        # Values are set before the observers, so building the widget plays the deal once.
        self.scenario_choice.value = scenario
        self.option_choice.value = check_excuse_option(excuse_last_trick)
        self.scenario_choice.observe(lambda _change: self.explore(), "value")
        self.option_choice.observe(lambda _change: self.explore(), "value")
        self.trick_box.observe(lambda _change: self._show_trick(), "value")
        self.previous_button.on_click(lambda _button: self.go_to_trick(self.trick_box.value - 1))
        self.next_button.on_click(lambda _button: self.go_to_trick(self.trick_box.value + 1))
        super().__init__(
            [
                widgets.HTML(paragraph(text("widgets.excuse.title", lang), strong=True)),
                self.scenario_choice,
                self.option_choice,
                self.intro,
                self.settlement_text,
                self.points_table,
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
        """Play the chosen scenario, settle the Excuse with the chosen option, show it all."""
        lang, scenario = self.lang, self.scenario
        self.game = play_scenario(scenario, self.option_choice.value)
        self.tricks, self.chien = self.game.tricks, self.game.deal.chien
        self.settlement = settlement = self.game.result.settlement
        self.intro.value = paragraph(text("widgets.excuse.setup", lang)) + paragraph(
            text(f"widgets.excuse.intro.{scenario.key}", lang)
        )
        ends = text("widgets.excuse.ends_with", lang, side=settlement.excuse_side)
        self.settlement_text.show(f"{settlement.describe(lang)} {ends}", "info")
        self.points_table.value = self._points_table()
        self.trick_box.max = len(self.tricks)
        self.trick_box.value = settlement.trick or 1
        self._show_trick()

    def go_to_trick(self, number: int) -> None:
        """Show trick ``number`` (counted from 1, kept between the first and the last)."""
        self.trick_box.value = max(1, min(number, len(self.tricks)))

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
        lang, settlement = self.lang, self.settlement
        number = self.trick_box.value
        self.previous_button.disabled = number == 1
        self.next_button.disabled = number == len(self.tricks)
        trick = self.tricks[number - 1]
        winner_index = trick.seats.index(trick.winner)
        self.trick_picture.value = trick_svg(
            trick.cards, seats=trick.seats, players=PLAYERS, winner=winner_index, lang=lang, viewer=TAKER
        )
        sentences = [
            text(
                "widgets.excuse.trick_won",
                lang,
                number=number,
                seat=seat_name(trick.winner, TAKER, PLAYERS, lang, noun=True),
                side=self.game.side_of(trick.winner),
                card=trick.cards[winner_index],
            )
        ]
        if number == settlement.trick:
            owner = seat_name(settlement.owner, TAKER, PLAYERS, lang, noun=True)
            sentences.append(text("widgets.excuse.played_here", lang, seat=owner))
        if number == settlement.paid_at and settlement.exchange_card is not None:
            sentences.append(text("widgets.excuse.paid_here", lang, card=settlement.exchange_card))
        self.trick_sentence.value = paragraph(" ".join(sentences))


def _shown(cell, lang: str) -> str:
    return i18n.format_points(cell, lang) if isinstance(cell, float) else str(cell)
