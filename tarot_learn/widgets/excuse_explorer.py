"""The Excuse explorer: play the Excuse into a whole deal and see where it ends (RULES.md §6).

Each scenario is a whole deal at 4 players: player 0 takes a Garde sans (the chien stays
aside and counts for the attack, RULES.md §4) against players 1, 2 and 3. The deals are
played with legal cards only, chosen by a seeded generator, and the holder of the Excuse
plays it at the trick the scenario names. :func:`tarot_learn.excuse.settle_excuse` then says
where the Excuse and the 0.5-point card end up; the toggle switches the rules option
``excuse_last_trick`` between ``"camp"`` (the Decision of §6) and ``"winner"``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import ipywidgets as widgets

from .. import i18n
from ..cards import EXCUSE, SUITS, CardSet, Suit, suit_card, trump
from ..deal import deal
from ..display.svg import trick_svg
from ..errors import TarotError
from ..excuse import EXCUSE_LAST_TRICK_OPTIONS, ExcuseSettlement, check_excuse_option, settle_excuse
from ..play import PlayedTrick, excuse_wins_trick, trick_winner
from ._common import CAPTION_STYLE, Feedback, paragraph, random_legal_card, text

PLAYERS = 4
TAKER = 0
SIDE_OF = ("attack", "defence", "defence", "defence")  # the side of each seat


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


def play_scenario(scenario: ExcuseScenario) -> tuple[list[PlayedTrick], CardSet]:
    """Play the scenario's deal to the end with legal cards; return its tricks and the chien.

    Player 1, on the dealer's right, leads the first trick — or the taker when he announced
    a slam (RULES.md §5); then the winner of each trick leads the next.
    """
    if scenario.hands is None:
        dealt = deal(PLAYERS, seed=scenario.seed)
        hands, chien, leader = list(dealt.hands), dealt.chien, dealt.first_player
    else:
        hands, chien = list(scenario.hands), scenario.chien
        leader = TAKER if scenario.slam_announced else 1
    rng = random.Random(f"{scenario.key}/{scenario.seed}/excuse-explorer")
    tricks: list[PlayedTrick] = []
    for number in range(1, len(hands[0]) + 1):
        cards, seats = [], []
        for offset in range(PLAYERS):
            seat = (leader + offset) % PLAYERS
            if EXCUSE in hands[seat] and number == scenario.excuse_trick:
                card = EXCUSE
            else:
                card = random_legal_card(hands[seat], tuple(cards), rng, keep=EXCUSE)
            hands[seat] = hands[seat] - CardSet([card])
            cards.append(card)
            seats.append(seat)
        excuse_wins = excuse_wins_trick(
            cards,
            last_trick=not hands[TAKER],
            leader_announced_slam=scenario.slam_announced and seats[0] == TAKER,
            leader_side_won_every_trick=all(SIDE_OF[trick.winner] == "attack" for trick in tricks),
        )
        leader = seats[trick_winner(cards, excuse_wins=excuse_wins)]
        tricks.append(PlayedTrick(tuple(cards), tuple(seats), leader))
    return tricks, chien


def settle(
    scenario: ExcuseScenario, excuse_last_trick: str = "camp"
) -> tuple[list[PlayedTrick], CardSet, ExcuseSettlement]:
    """Play the scenario and settle the Excuse with the rules core."""
    tricks, chien = play_scenario(scenario)
    settlement = settle_excuse(tricks, SIDE_OF, excuse_last_trick=excuse_last_trick)
    return tricks, chien, settlement


class ExcuseExplorer(widgets.VBox):
    """Watch the Excuse through a whole deal: ``ExcuseExplorer(scenario="owed", lang="fr")``.

    Choose a scenario and the rules option for the last trick; browse the tricks with the
    slider. The widget shows the trick where the Excuse was played, where the Excuse and
    the 0.5-point card end up, and each side's points (91 in all).
    """

    def __init__(self, scenario: str = "exchanged", *, excuse_last_trick: str = "camp", lang: str | None = None):
        self.lang = lang = i18n.check_language(lang)
        keys = [known.key for known in SCENARIOS]
        self.scenario_choice = widgets.Dropdown(
            options=[(text(f"excuse.scenario.{key}", lang), key) for key in keys],
            description=text("excuse.scenario", lang),
            style={"description_width": "initial"},
            layout=widgets.Layout(width="44em"),
        )
        self.option_choice = widgets.ToggleButtons(
            options=[(text(f"excuse.option.{option}", lang), option) for option in EXCUSE_LAST_TRICK_OPTIONS],
            description=text("excuse.option", lang),
            tooltips=[text(f"excuse.option.{option}_tooltip", lang) for option in EXCUSE_LAST_TRICK_OPTIONS],
            style={"description_width": "initial", "button_width": "auto"},
        )
        self.trick_slider = widgets.IntSlider(min=1, max=1, description=text("excuse.trick", lang))
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
        self.trick_slider.observe(lambda _change: self._show_trick(), "value")
        super().__init__(
            [
                widgets.HTML(paragraph(text("excuse.title", lang), strong=True)),
                self.scenario_choice,
                self.option_choice,
                self.intro,
                self.settlement_text,
                self.points_table,
                self.trick_slider,
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
        self.tricks, self.chien, self.settlement = settle(scenario, self.option_choice.value)
        settlement = self.settlement
        self.intro.value = paragraph(text("excuse.setup", lang)) + paragraph(text(f"excuse.intro.{scenario.key}", lang))
        ends = text("excuse.ends_with", lang, side=_side(settlement.excuse_side, lang))
        self.settlement_text.show(f"{settlement.describe(lang)} {ends}", "info")
        self.points_table.value = self._points_table()
        self.trick_slider.max = len(self.tricks)
        self.trick_slider.value = settlement.trick or 1
        self._show_trick()

    def _points_table(self) -> str:
        """Each side's points: its tricks (after the Excuse is settled) and the chien (§4, §6)."""
        lang = self.lang
        chien_points = {"attack": self.chien.points, "defence": 0.0}  # Garde sans: the chien is the attack's
        head = "".join(
            f"<th style='padding:2px 10px;text-align:left'>{text(key, lang)}</th>"
            for key in ("excuse.col.side", "excuse.col.tricks", "excuse.col.chien", "excuse.col.total")
        )
        rows = []
        for side in ("attack", "defence"):
            tricks = self.settlement.points[side]
            cells = (_side(side, lang).capitalize(), tricks, chien_points[side], tricks + chien_points[side])
            rows.append("".join(f"<td style='padding:2px 10px'>{_shown(cell, lang)}</td>" for cell in cells))
        caption = text("excuse.points_caption", lang)
        return (
            f"<table style='border-collapse:collapse;margin:4px 0'><caption style='{CAPTION_STYLE}'>{caption}</caption>"
            f"<tr>{head}</tr>" + "".join(f"<tr>{row}</tr>" for row in rows) + "</table>"
        )

    def _show_trick(self) -> None:
        lang, settlement = self.lang, self.settlement
        number = self.trick_slider.value
        trick = self.tricks[number - 1]
        winner_index = trick.seats.index(trick.winner)
        self.trick_picture.value = trick_svg(
            trick.cards, seats=trick.seats, players=PLAYERS, winner=winner_index, lang=lang
        )
        sentences = [
            text(
                "excuse.trick_won",
                lang,
                number=number,
                seat=trick.winner,
                side=_side(SIDE_OF[trick.winner], lang),
                card=trick.cards[winner_index],
            )
        ]
        if number == settlement.trick:
            sentences.append(text("excuse.played_here", lang, seat=settlement.owner))
        if number == settlement.paid_at and settlement.exchange_card is not None:
            sentences.append(text("excuse.paid_here", lang, card=settlement.exchange_card))
        self.trick_sentence.value = paragraph(" ".join(sentences))


def _side(side: str, lang: str) -> str:
    return i18n.text(f"side.{side}", lang)


def _shown(cell, lang: str) -> str:
    return i18n.format_points(cell, lang) if isinstance(cell, float) else str(cell)
