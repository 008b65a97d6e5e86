"""Deals built and played for the lessons: a written deal where the taker wins every trick (lesson 05's
slam), and the Excuse's scenarios (RULES.md §6) that the Excuse explorer shows.

Each scenario is a whole deal at 3, 4 or 5 players: player 0 takes a Garde sans (the chien stays
aside and counts for the attack, RULES.md §4); at 5 players he calls a king and its holder is his
partner (§4). The rules core plays the deal out (:mod:`.playout`) with legal cards chosen by a seeded
generator, the holder of the Excuse playing it at the trick the scenario names. Every rule is the
game's: this module only chooses the cards and the moment.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..cards import DECK, EXCUSE, KING, SUITS, CardSet, suit_card, trump
from ..deal import Deal, deal, deal_from_hands, deal_size
from ..game import Game
from .playout import play_on, start_play

TAKER = 0
RIGHT = 1  # the taker's right-hand neighbour, who plays first (RULES.md §5)


def written_deal(players: int, *, slam: bool) -> Deal:
    """A written deal where the taker (player 0) holds the highest trumps, and so wins every
    trick: the defence never wins one (``slam=False``: the player on his right holds the Excuse
    and the Petit), or the taker holds the Excuse too and announces a slam (``slam=True``: the
    player on his right holds the Petit and the 2).

    The taker's hand is the highest trumps (down to the 2, or the 3 beside the Excuse), then
    kings at 3 players, where 24 cards are more than the trumps. The other cards go round the
    table in the deck's order, so that every other player holds every suit: he follows a king
    led instead of trumping it. The chien gets the smallest spades.
    """
    size = deal_size(players)
    excuse = [EXCUSE] if slam else []
    lowest = 3 if slam else 2
    trumps = [trump(number) for number in range(21, lowest - 1, -1)][: size.hand - len(excuse)]
    kings = [suit_card(KING, suit) for suit in SUITS][: size.hand - len(excuse) - len(trumps)]
    taker = CardSet([*trumps, *kings, *excuse])
    right = CardSet([trump(1), trump(2)] if slam else [EXCUSE, trump(1)])
    rest = [card for card in DECK if card not in taker and card not in right]
    chien = CardSet([card for card in rest if card.suit is not None][: size.chien])
    hands = {TAKER: list(taker), RIGHT: list(right), **{seat: [] for seat in range(2, players)}}
    seats = list(range(1, players))
    turn = 0
    for card in (card for card in rest if card not in chien):
        while len(hands[seats[turn % len(seats)]]) == size.hand:
            turn += 1
        hands[seats[turn % len(seats)]].append(card)
        turn += 1
    return deal_from_hands(tuple(CardSet(hands[seat]) for seat in range(players)), chien, dealer=0)


@dataclass(frozen=True)
class ExcuseScenario:
    """A deal to explore at each number of players: a seeded deal (``seeds[players]``) or a
    written one (``written``, :func:`written_deal`); the trick (counted from 1, ``None`` for
    the last) where the Excuse's holder plays it; whether the taker announced a slam."""

    key: str
    excuse_trick: int | None
    seeds: dict[int, int] = field(default_factory=dict)
    written: bool = False
    slam_announced: bool = False

    def trick(self, players: int) -> int:
        """The trick, counted from 1, where the Excuse is played at this table."""
        return self.excuse_trick or deal_size(players).hand


# The seeds were chosen so that each deal tells what its scenario says at every table (the tests
# check it: the settlement's case, who holds the Excuse, who wins its trick, a partner at 5).
SCENARIOS = (
    ExcuseScenario("exchanged", excuse_trick=9, seeds={3: 0, 4: 1, 5: 1}),
    ExcuseScenario("exchanged_later", excuse_trick=1, seeds={3: 8, 4: 8, 5: 3}),
    ExcuseScenario("own_side_won", excuse_trick=5, seeds={3: 1, 4: 1, 5: 0}),
    ExcuseScenario("owed", excuse_trick=6, written=True),
    ExcuseScenario("last_trick", excuse_trick=None, seeds={3: 0, 4: 2, 5: 0}),
    ExcuseScenario("slam", excuse_trick=None, written=True, slam_announced=True),
)


def play_scenario(scenario: ExcuseScenario, players: int = 4, excuse_last_trick: str = "camp") -> Game:
    """The scenario's deal at ``players`` played to the end with legal cards, and scored, by the
    rules core.

    The player on the dealer's right leads the first trick — or the taker when he announced a
    slam (RULES.md §5); then the winner of each trick leads the next. At 5 players the taker
    calls the first king he does not hold (§4). The holder of the Excuse keeps it until the
    scenario's trick, and plays it there.
    """
    deal_size(players)
    if scenario.written:
        dealt = written_deal(players, slam=scenario.slam_announced)
    else:
        dealt = deal(players, seed=scenario.seeds[players])
    game = start_play(dealt, TAKER, slam=scenario.slam_announced, excuse_last_trick=excuse_last_trick)
    excuse_trick = scenario.trick(players)

    def excuse_at_its_trick(game: Game, seat: int):
        here = len(game.tricks) + 1 == excuse_trick
        return EXCUSE if here and EXCUSE in game.view(seat).hand else None

    rng = random.Random(f"{scenario.key}/{players}/{scenario.seeds.get(players)}/excuse-explorer")
    return play_on(game, rng, keep=EXCUSE, choose=excuse_at_its_trick)
