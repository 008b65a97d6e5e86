"""Tarot problems (*problèmes de tarot*): seeded positions where one card is clearly best, as the
evaluator measures it — lesson 11's graded exercises.

A problem is a deal ``Game(players, seed=seed)`` played by :class:`~.bots.SimpleBot` on every seat
(each seat's bot seeded from the deal's seed, :func:`bot_for`) for ``moves`` actions — bids, the
call, the écart, poignées, cards; then the seat to act must find its best card. :func:`replay`
rebuilds the position (a few milliseconds), so that a problem is stored as three numbers and its
answers. :func:`certify` measures it as the review does (:mod:`.review`): the best card is
*selected* on some sampled deals, then every legal card is measured against it on *fresh* deals,
deal by deal (the paired difference and its own 95 % interval). A card surely worse than the best
(the interval above 0) is a wrong answer; every other card — the best, its twins, and any card the
measure cannot tell from it — is accepted. A problem needs a wrong answer worth ``margin`` card
points at least. :func:`certify_seeds` does it under several seeds and accepts a card any seed
accepts; the problem holds when every seed finds one. The search and the certification are run
once, by ``tools/find_problems.py`` (``--recertify`` re-measures the bank); grading only
compares the learner's card with the stored answers (RULES.md §5 says which cards are legal).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..cards import CardSet
from ..game import PLAY, Game
from .bots import SimpleBot
from .evaluator import evaluate, paired_difference


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
    """A problem's answers: ``best``, the accepted cards (the best, its twins and every card the
    measure cannot tell from it); ``gain``, the card points the best keeps on average over the
    closest wrong card; ``deals``, the sampled deals measured for each card (selection and measure
    each)."""

    best: CardSet
    gain: float
    deals: int


def certify(game: Game, *, deals: int = 64, seed: int | str = 0, margin: float = 2.0) -> Certificate | None:
    """The accepted cards of the seat to play (module doc), or None when no card is surely worse
    than the best by ``margin`` card points or more."""
    if game.phase is not PLAY:
        return None
    seat = game.to_act
    selection = evaluate(game, seat, deals=deals, seed=f"{seed}/select", early_stop=False)
    cards = [value.action for value in selection.actions]
    measure = evaluate(game, seat, deals=deals, seed=f"{seed}/measure", actions=cards, early_stop=False)
    best = measure.value_of(selection.best.action)
    accepted, gains = [], []
    for value in measure.actions:
        if paired_difference(best, value).low > 0:  # surely worse than the best: a wrong answer
            gains.append(best.points.mean - value.points.mean)
        else:
            accepted.append(value.action)
    if not gains or min(gains) < margin:
        return None
    return Certificate(CardSet(accepted), round(min(gains), 1), measure.deals)


def certify_seeds(game: Game, *, seeds=(0, 1, 2), deals: int = 64, margin: float = 2.0) -> Certificate | None:
    """:func:`certify` under each of ``seeds``: the cards any seed accepts, the smallest gain; None
    when a seed finds no certificate (the problem does not hold)."""
    found = [certify(game, deals=deals, seed=seed, margin=margin) for seed in seeds]
    if any(certificate is None for certificate in found):
        return None
    accepted = CardSet({card for certificate in found for card in certificate.best})
    return Certificate(accepted, min(c.gain for c in found), min(c.deals for c in found))


__all__ = ["Certificate", "bot_for", "certify", "certify_seeds", "replay", "step"]
