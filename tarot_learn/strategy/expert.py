"""``ExpertBot``: a computer player that decides by measuring, not by rules of thumb.

At each decision it asks :func:`~.evaluator.evaluate` what every legal action is worth given what
its seat can see — sampled deals, finished by play and by the exact solver — and takes the best.
Its budget is a number of sampled deals per decision (``deals``); with fewer deals it plays
faster and a little worse. It shows a poignée as :class:`~.bots.SimpleBot` does (the poignée is
not evaluated). It sees only its seat's view: the evaluator's sampler reads nothing else.

>>> from tarot_learn.game import Game
>>> from tarot_learn.strategy.bots import SimpleBot, run_bots
>>> game = Game(4, seed=3)
>>> run_bots(game, {0: ExpertBot(seed=1, deals=8), 1: SimpleBot(1), 2: SimpleBot(2), 3: SimpleBot(3)})
>>> game.phase.value
'over'
"""

from __future__ import annotations

from ..cards import DECK, Card, CardSet
from ..contracts import Contract
from ..game import SeatView
from .bots import SimpleBot
from .evaluator import evaluate

DEALS = 24  # the default budget: sampled deals per decision (benchmarks/bench_expert.py: under 1 s here)


class ExpertBot(SimpleBot):
    """Plays the action :func:`~.evaluator.evaluate` finds best for its seat, on ``deals`` sampled
    deals per decision; reproducible from ``seed``."""

    def __init__(self, seed=None, *, deals: int = DEALS):
        super().__init__(seed)
        self.deals = deals

    def _best(self, view: SeatView):
        # The evaluator reads the seat's view only (its sampler's guarantee); it needs the game to copy it.
        game = view._game
        return evaluate(game, view.seat, deals=self.deals, seed=self.rng.randrange(1 << 62)).best.action

    def choose_bid(self, view: SeatView) -> Contract | None:
        return self._best(view)

    def choose_call(self, view: SeatView) -> Card:
        return self._best(view)

    def choose_ecart(self, view: SeatView) -> CardSet:
        return self._best(view)

    def _choose_card(self, view: SeatView, legal: int) -> Card:
        if not legal & (legal - 1):  # one legal card: nothing to measure
            return DECK[legal.bit_length() - 1]
        return self._best(view)
