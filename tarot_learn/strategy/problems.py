"""Tarot problems (*problèmes de tarot*): seeded positions where one card is clearly best, as the
evaluator measures it — lesson 11's graded exercises.

A problem is a deal ``Game(players, seed=seed)`` played by :class:`~.bots.SimpleBot` on every seat
(each seat's bot seeded from the deal's seed, :func:`bot_for`) for ``moves`` actions — bids, the
call, the écart, poignées, cards; then the seat to act must find its best card. :func:`replay`
rebuilds the position (a few milliseconds), so that a problem is stored as three numbers and its
answer. :func:`certify` says whether one card is *clearly* best: :func:`~.evaluator.evaluate`
separates it from every other (the 95 % interval of its advantage in score lies above 0 for each)
and it keeps at least ``margin`` more card points on average than the next best. The search and
the certification are run once, by ``benchmarks/find_problems.py``; grading only compares the
learner's card with the stored answer (RULES.md §5 says which cards are legal).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..cards import CardSet
from ..game import PLAY, Game
from .bots import SimpleBot
from .evaluator import evaluate


def bot_for(seed: int, seat: int) -> SimpleBot:
    """The bot that plays ``seat`` in the problem dealt from ``seed``."""
    return SimpleBot(random.Random(seed * 10 + seat))


def replay(players: int, seed: int, moves: int) -> Game:
    """``Game(players, seed=seed)`` after ``moves`` actions of the seeded bots (module doc)."""
    game = Game(players, seed=seed)
    bots = {seat: bot_for(seed, seat) for seat in range(players)}
    for _ in range(moves):
        step(game, bots)
    return game


def step(game: Game, bots) -> None:
    """One action of the seat to act: its poignée first when it shows one (first trick), then its move."""
    seat = game.to_act
    view = game.view(seat)
    if game.phase is PLAY and not game.tricks and seat not in game.poignees:
        shown = bots[seat].choose_poignee(view)
        if shown:
            game.push_poignee(shown)
    game.push(bots[seat].choose(view))


@dataclass(frozen=True)
class Certificate:
    """A clearly best card: ``best`` (with the cards worth exactly the same, its twins), the card
    points it keeps over the next best card on average (``gain``), the sampled ``deals`` used."""

    best: CardSet
    gain: float
    deals: int


def certify(game: Game, *, deals: int = 96, seed: int = 0, margin: float = 2.0) -> Certificate | None:
    """The clearly best card of the seat to play (module doc), or None when none is."""
    if game.phase is not PLAY:
        return None
    seat = game.to_act
    evaluation = evaluate(game, seat, deals=deals, seed=seed)
    best = evaluation.best
    twins = [value for value in evaluation.actions if value.score == best.score and value.points == best.points]
    others = [value for value in evaluation.actions if value not in twins]
    if not others or not evaluation.separated:
        return None
    gain = best.points.mean - max(value.points.mean for value in others)
    if gain < margin:
        return None
    return Certificate(CardSet(value.action for value in twins), round(gain, 1), evaluation.deals)


__all__ = ["Certificate", "bot_for", "certify", "replay", "step"]
