"""Lesson 11's figures, measured by the evaluator: `python tools/lesson11_figures.py [--positions 50] [--deals 24]`.

For each piece of club advice the lesson teaches, seeded four-player deals are played by
:class:`~tarot_learn.strategy.bots.SimpleBot` on every seat (``Game(4, seed)``, seeds from
``--first``, each seat's bot as :func:`tarot_learn.strategy.problems.replay` seeds it); the first
moment of each deal where the advice applies is kept (one position per deal and advice), and there
:func:`~tarot_learn.strategy.evaluator.evaluate` measures the advised card against the card the advice
rejects, on the same sampled deals (``--deals`` each, all of them: no early stop):

* ``excuse_kept``: a seat holding the Excuse and a half-point card it may play, in the first
  three tricks, a trick it cannot win: the half-point card (Excuse kept) against the Excuse;
* ``petit_saved``: a seat last to play a trick its partner wins, the Petit and another trump
  allowed: the Petit against its lowest other trump;
* ``no_return``: a defender leading after the taker has led a suit in which he still holds three
  cards or more: the lowest card of the defender's longest other plain suit against the lowest
  card of the taker's suit;
* ``hunt_petit``: the Petit hunt as clubs play it — the taker leading where the coach's rule
  ``hunt_petit`` hunts (:class:`~tarot_learn.strategy.coach.CoachBot`: more than half his hand in trumps,
  more trumps than the defence can hold, the Petit not seen): the coach's hunting trump (his highest)
  against the card the coach plays with that rule switched off (a small card of his longest suit);
* ``cash_king``: the taker leading a suit not played yet in which he holds the king and small
  cards: the king against the lowest card of that suit.

Prints, for each: the positions found, the mean gain in the seat's side's card points and in the
seat's score of the advised card, with the 95 % interval over the positions (Student's t,
:func:`~tarot_learn.strategy.evaluator.mean_interval`: the positions are the sample; each position's own
measure is noisy, which the spread includes). Writes them to ``--output`` (``tools/lesson11_figures.json``;
``-``: nowhere; nothing with ``--only``) with the yardstick they were measured with
(:func:`~tarot_learn.strategy.evaluator.yardstick`: the tricks the solver plays, the playout policy, the
sampler's weighting) and the counts and seeds; ``tests/contracts/test_lesson11_figures.py`` checks that
the lesson quotes them and that the evaluator still measures with that yardstick.
"""

from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path

from tarot_learn.cards import EXCUSE, PETIT, SUIT_BITS, SUITS, TRUMP_BITS, cards_of
from tarot_learn.game import OVER, PLAY, Game
from tarot_learn.strategy.coach import CoachBot
from tarot_learn.strategy.evaluator import evaluate, mean_interval, yardstick
from tarot_learn.strategy.problems import bot_for, step

PLAYERS = 4
OUTPUT = Path(__file__).with_suffix(".json")
HUNTER = CoachBot(0)  # the coach's rules choose without chance: any seed gives the same card
NOT_HUNTING = CoachBot(0, without={"hunt_petit"})


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
    hunting = HUNTER.advise(game, seat)
    if hunting.rule != "hunt_petit":
        return None
    return hunting.action, NOT_HUNTING.advise(game, seat).action


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
    """(situation, game at that moment, seat, advised card, rejected card), from seeded deals: the
    seeds from ``first`` until every situation has ``wanted`` positions (the coach hunts the Petit in
    about one deal in sixty), and the first seed not played."""
    found = {name: [] for name in SITUATIONS}
    seed = first
    while min(len(rows) for rows in found.values()) < wanted and seed < first + 100 * wanted:
        game = Game(PLAYERS, seed=seed)
        bots = {seat: bot_for(seed, seat) for seat in range(PLAYERS)}
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


def measure(rows, deals: int) -> dict:
    """The advised card's mean gain over the positions ``rows``, in card points and in score, each
    with its 95 % interval; each position measured on ``deals`` sampled deals seeded by its deal's seed."""
    points, scores = [], []
    for seed, game, seat, advised, rejected in rows:
        evaluation = evaluate(game, seat, deals=deals, seed=seed, actions=[advised, rejected], early_stop=False)
        good, bad = evaluation.value_of(advised), evaluation.value_of(rejected)
        points.append(good.points.mean - bad.points.mean)
        scores.append(good.score.mean - bad.score.mean)
    return {
        "positions": len(rows),
        "points": _rounded(mean_interval(points)),
        "score": _rounded(mean_interval(scores)),
    }


def _rounded(estimate) -> dict:
    return {"mean": round(estimate.mean, 2), "half": round(estimate.high - estimate.mean, 2)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=50)
    parser.add_argument("--deals", type=int, default=24)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--only", default="")
    parser.add_argument("--output", default=str(OUTPUT), help="the data file written ('-': none)")
    options = parser.parse_args()
    started = time.process_time()
    found, last = positions(options.first, options.positions)
    measured = yardstick(PLAYERS)
    print(
        f"deals Game({PLAYERS}, seed) for seeds {options.first}–{last - 1}, SimpleBot on every seat; yardstick: "
        f"{measured['playout']}, the solver for the last {measured['solved_tricks']} tricks, "
        f"deals weighted by the {measured['weighting']}",
        flush=True,
    )
    figures = {}
    for name, rows in found.items():
        if options.only and name not in options.only.split(","):
            continue
        if not rows:
            print(f"{name}: no position found")
            continue
        figure = figures[name] = measure(rows, options.deals)
        points, score = figure["points"], figure["score"]
        print(
            f"{name}: {len(rows)} positions, {options.deals} sampled deals each; advised card gains "
            f"{points['mean']:+.1f} ± {points['half']:.1f} card points for the seat's side, "
            f"{score['mean']:+.1f} ± {score['half']:.1f} score points",
            flush=True,
        )
    cpu = time.process_time() - started
    print(f"CPU {cpu:.0f} s, load average {os.getloadavg()[0]:.1f}")
    if options.only:
        print("a partial run (--only): nothing written")
    elif options.output != "-":
        data = {
            "command": f"python tools/lesson11_figures.py --positions {options.positions} --deals {options.deals}"
            + (f" --first {options.first}" if options.first else ""),
            "players": PLAYERS,
            "yardstick": measured,
            "positions": options.positions,
            "deals": options.deals,
            "seeds": [options.first, last - 1],
            "cpu_seconds": round(cpu),
            "figures": figures,
        }
        Path(options.output).write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(f"written to {options.output}")


if __name__ == "__main__":
    main()
