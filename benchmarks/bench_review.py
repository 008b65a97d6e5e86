"""The speed of a deal's review: `python -m benchmarks.bench_review [--players 4] [--deals 5]`.

Seeded deals are played by SimpleBot on every seat; each is reviewed (:func:`~tarot_learn.strategy.review.review_deal`)
for the taker and for the defender on his right, twice: with the tuned budget (no measure for a
forced card, :data:`~tarot_learn.strategy.review.BUDGET` sampled deals at most, fewer in the last
tricks, early stop when the best is separated) and with the naive budget it replaces (64 sampled
deals for every decision, the evaluator's default, forced ones included). Printed for each: the
process time of a whole review (median, 90th percentile, largest; the goal: under 10 s at 4
players), by stage of the deal (each decision's evaluation: median and 90th percentile), the
sampled deals measured, and the labels given — so that the tuned review can be seen to label as
the naive one does.

Process times (time.process_time) on one core; the load average is printed beside them.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections import Counter

from tarot_learn.game import Game
from tarot_learn.strategy import review as review_module
from tarot_learn.strategy.bots import SimpleBot, run_bots

NAIVE = 64  # the evaluator's default budget, for every decision
STAGES: dict[str, list[float]] = {}


def stage(game: Game) -> str:
    """The decision's stage: the bids, the call, the écart, or which third of the tricks."""
    if game.phase.value != "play":
        return game.phase.value
    third = min(2, 3 * len(game.tricks) * game.players // 78)
    return ("tricks, first third", "tricks, middle third", "tricks, last third")[third]


def timed_evaluate(evaluate):
    """``evaluate``, each call's process time noted in STAGES by stage of the deal."""

    def timed(game, seat, **options):
        start = time.process_time()
        try:
            return evaluate(game, seat, **options)
        finally:
            STAGES.setdefault(stage(game), []).append(time.process_time() - start)

    return timed


def quantiles(values: list[float]) -> str:
    values = sorted(values)
    p90 = values[min(len(values) - 1, round(0.9 * (len(values) - 1)))]
    return f"median {statistics.median(values):6.2f} s   p90 {p90:6.2f} s   max {values[-1]:6.2f} s   (n={len(values)})"


def measure(players: int, deals: int, budget: int | None) -> None:
    STAGES.clear()
    totals, used, labels = [], [], Counter()
    for seed in range(deals):
        game = Game(players, seed=seed)
        run_bots(game, {seat: SimpleBot(f"{seed}/{seat}") for seat in range(players)})
        for seat in (game.taker, (game.taker + 1) % players):
            start = time.process_time()
            review = review_module.review_deal(game, seat, seed=seed, deals=budget)
            totals.append(time.process_time() - start)
            used.append(review.deals)
            labels.update(decision.label for decision in review.decisions)
    name = "tuned budget" if budget is None else f"naive budget ({budget} deals per decision)"
    print(f"\n{name}: a whole review  {quantiles(totals)}")
    print(f"  sampled deals measured per review: median {statistics.median(used):.0f}")
    for name in ("bidding", "call", "ecart", "tricks, first third", "tricks, middle third", "tricks, last third"):
        if name in STAGES:
            print(f"  {name:22} {quantiles(STAGES[name])}")
    print("  labels: " + ", ".join(f"{label} {labels[label]}" for label in review_module.LABELS))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--deals", type=int, default=5)
    parser.add_argument("--naive", type=int, default=NAIVE, help="the naive budget (0: skip it)")
    options = parser.parse_args()
    review_module.evaluate = timed_evaluate(review_module.evaluate)
    print(f"review_deal at {options.players} players, {options.deals} deals, the taker and a defender each")
    print("load average: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))
    measure(options.players, options.deals, None)
    if options.naive:
        measure(options.players, options.deals, options.naive)
    print("load average: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))


if __name__ == "__main__":
    main()
