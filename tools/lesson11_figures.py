"""Lesson 11's figures, measured by the evaluator: `python tools/lesson11_figures.py [--positions 50]`.

For each piece of club advice the lesson teaches, seeded four-player deals are played by
:class:`~tarot_learn.strategy.bots.SimpleBot` on every seat (``Game(4, seed)``, seeds from
``--first``); the first moment of each deal where the advice applies is kept (one position per
deal and advice), and there :func:`~tarot_learn.strategy.evaluator.evaluate` measures the advised
card against the card the advice rejects, on the same sampled deals (``--deals`` each):

* ``excuse_kept``: a seat holding the Excuse and a half-point card it may play, in the first
  three tricks, a trick it cannot win: the half-point card (Excuse kept) against the Excuse;
* ``petit_saved``: a seat last to play a trick its partner wins, the Petit and another trump
  allowed: the Petit against its lowest other trump;
* ``no_return``: a defender leading after the taker has led a suit in which he still holds three
  cards or more: the lowest card of the defender's longest other plain suit against the lowest
  card of the taker's suit;
* ``hunt_petit``: the taker leading with the Petit still out in a defender's hand: his lowest
  trump against the lowest card of his longest plain suit;
* ``cash_king``: the taker leading a suit not played yet in which he holds the king and small
  cards: the king against the lowest card of that suit.

Prints, for each: the positions found, the mean gain in the seat's side's card points and in the
seat's score of the advised card, with the 95 % interval over the positions (mean ± 1.96 s / √N:
the positions are the sample; each position's own measure is noisy, which the spread includes).
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import time

from tarot_learn.cards import EXCUSE, PETIT, SUIT_BITS, SUITS, TRUMP_BITS, cards_of
from tarot_learn.game import OVER, PLAY, Game
from tarot_learn.strategy.bots import SimpleBot
from tarot_learn.strategy.evaluator import evaluate
from tarot_learn.strategy.problems import step


def same_side(game: Game, one: int, other: int) -> bool:
    return game.side_of(one) == game.side_of(other)


def excuse_kept(game: Game, seat: int, legal: int):
    if len(game.tricks) >= 3 or not legal & EXCUSE.bit or not game.trick.cards:
        return None
    winner = game.trick.seat_of(game.trick.winning_card()) if game.trick.winning_card() else None
    if winner is None or same_side(game, winner, seat):
        return None
    small = [card for card in cards_of(legal) if card.half_points == 1 and not card.is_bout]
    beats = [card for card in cards_of(legal) if not card.is_excuse and game.trick.add(card).winning_card() == card]
    if not small or beats:
        return None
    return small[0], EXCUSE


def petit_saved(game: Game, seat: int, legal: int):
    trick = game.trick
    if len(trick.cards) != game.players - 1 or not legal & PETIT.bit:
        return None
    winner = trick.seat_of(trick.winning_card())
    others = [card for card in cards_of(legal & TRUMP_BITS) if card != PETIT]
    if not same_side(game, winner, seat) or not others:
        return None
    if trick.add(PETIT).winning_card() == PETIT:
        return None
    return PETIT, others[0]


def no_return(game: Game, seat: int, legal: int):
    if game.trick.cards or same_side(game, seat, game.taker) or not game.tricks:
        return None
    taker_hand = game.hand_bits[game.taker]
    led = {trick.led for trick in game.tricks if trick.seats[0] == game.taker and trick.led in SUITS}
    long = [suit for suit in led if (taker_hand & SUIT_BITS[suit]).bit_count() >= 3 and legal & SUIT_BITS[suit]]
    if not long:
        return None
    other = max(
        (suit for suit in SUITS if suit not in long and legal & SUIT_BITS[suit]),
        key=lambda suit: (legal & SUIT_BITS[suit]).bit_count(),
        default=None,
    )
    if other is None:
        return None
    return cards_of(legal & SUIT_BITS[other])[0], cards_of(legal & SUIT_BITS[long[0]])[0]


def hunt_petit(game: Game, seat: int, legal: int):
    if game.trick.cards or seat != game.taker:
        return None
    holder = next((other for other in range(game.players) if game.hand_bits[other] & PETIT.bit), None)
    if holder is None or same_side(game, holder, seat):
        return None
    trumps = [card for card in cards_of(legal & TRUMP_BITS)]
    plain = [suit for suit in SUITS if legal & SUIT_BITS[suit]]
    if not trumps or not plain:
        return None
    longest = max(plain, key=lambda suit: (legal & SUIT_BITS[suit]).bit_count())
    return trumps[0], cards_of(legal & SUIT_BITS[longest])[0]


def cash_king(game: Game, seat: int, legal: int):
    if game.trick.cards or seat != game.taker:
        return None
    played = {trick.led for trick in game.tricks}
    for suit in SUITS:
        cards = cards_of(legal & SUIT_BITS[suit])
        if suit not in played and len(cards) >= 2 and cards[-1].rank == 14:
            return cards[-1], cards[0]
    return None


SITUATIONS = {
    "excuse_kept": excuse_kept,
    "petit_saved": petit_saved,
    "no_return": no_return,
    "hunt_petit": hunt_petit,
    "cash_king": cash_king,
}


def positions(first: int, wanted: int):
    """(situation, game at that moment, seat, advised card, rejected card), from seeded deals."""
    found = {name: [] for name in SITUATIONS}
    seed = first
    while min(len(rows) for rows in found.values()) < wanted and seed < first + 40 * wanted:
        game = Game(4, seed=seed)
        bots = {seat: SimpleBot(random.Random(seed * 10 + seat)) for seat in range(4)}
        seen = set()
        while game.phase is not OVER and game.redeals == 0:
            seat = game.to_act
            if game.phase is PLAY and game.tricks:
                legal = game.legal_bits()
                for name, finder in SITUATIONS.items():
                    if name in seen or len(found[name]) >= wanted:
                        continue
                    pair = finder(game, seat, legal)
                    if pair is not None:
                        seen.add(name)
                        found[name].append((seed, game.copy(), seat, *pair))
            step(game, bots)  # the problems' own step: a problem found here replays the same way
        seed += 1
    return found, seed


def interval(values: list[float]) -> tuple[float, float]:
    mean = statistics.fmean(values)
    half = 1.959964 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else math.inf
    return mean, half


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=50)
    parser.add_argument("--deals", type=int, default=24)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--only", default="")
    options = parser.parse_args()
    started = time.process_time()
    found, last = positions(options.first, options.positions)
    print(f"deals Game(4, seed) for seeds {options.first}–{last - 1}, SimpleBot on every seat", flush=True)
    for name, rows in found.items():
        if options.only and name not in options.only.split(","):
            continue
        points, scores = [], []
        for seed, game, seat, advised, rejected in rows:
            evaluation = evaluate(game, seat, deals=options.deals, seed=seed, actions=[advised, rejected])
            good, bad = evaluation.value_of(advised), evaluation.value_of(rejected)
            points.append(good.points.mean - bad.points.mean)
            scores.append(good.score.mean - bad.score.mean)
        if not rows:
            print(f"{name}: no position found")
            continue
        mean, half = interval(points)
        score_mean, score_half = interval(scores)
        print(
            f"{name}: {len(rows)} positions, {options.deals} sampled deals each; advised card gains "
            f"{mean:+.1f} ± {half:.1f} card points for the seat's side, "
            f"{score_mean:+.1f} ± {score_half:.1f} score points",
            flush=True,
        )
    print(f"CPU {time.process_time() - started:.0f} s, load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
