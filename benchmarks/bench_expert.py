"""ExpertBot's strength and speed: `python -m benchmarks.bench_expert [--players 4] [--deals 40]`.

**Strength, on duplicate deals.** Luck of the cards dwarfs skill, so each seeded deal is played
several times with the same cards: once with the opponent bot (SimpleBot or CoachBot) on every
seat — the baseline — and once for each seat with ExpertBot there instead. ExpertBot's gain on
that deal and seat is its score minus the baseline's score at the same seat: the cards are the
same, only the decisions differ. Printed: the mean gain in points per deal with its 95 %
interval — over the deals, each deal's gain the mean of its seats' (the seats of one deal share
its cards, so they are not independent draws) — and apart, the seats where ExpertBot took (as
taker) and where it defended (those intervals count each seat as a draw).

**Speed.** The process time of each of ExpertBot's decisions — that is, of one call of
:func:`~tarot_learn.strategy.evaluate` — by stage of the deal (bids, call, écart, the first, middle
and last third of the tricks): median, 90th percentile, largest.

Process times (time.process_time); the load average is printed beside them: the machine is shared.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import time

from tarot_learn.game import Game
from tarot_learn.strategy.bots import SimpleBot, run_bots
from tarot_learn.strategy.coach import CoachBot
from tarot_learn.strategy.expert import ExpertBot

OPPONENTS = {"SimpleBot": SimpleBot, "CoachBot": CoachBot}


class TimedExpert(ExpertBot):
    """ExpertBot, each decision's process time noted in ``times``, by stage of the deal."""

    times: dict[str, list[float]] = {}

    def _best(self, view):
        start = time.process_time()
        try:
            return super()._best(view)
        finally:
            self.times.setdefault(stage(view), []).append(time.process_time() - start)


def stage(view) -> str:
    """The decision's stage: the bids, the call, the écart, or which third of the tricks."""
    if view.phase.value != "play":
        return view.phase.value
    tricks = 78 // view.players  # about the tricks of the deal: 24, 19 (18 and the chien), 15
    third = min(2, 3 * len(view.tricks) // tricks)
    return ("tricks, first third", "tricks, middle third", "tricks, last third")[third]


def play(players: int, seed: int, bots) -> Game:
    game = Game(players, seed=seed)
    run_bots(game, bots)
    return game


def interval(values: list[float]) -> tuple[float, float, float]:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else math.inf
    return mean, mean - half, mean + half


def measure(players: int, opponent, deals: int, budget: int, first_seed: int) -> dict[str, list[float]]:
    gains: dict[str, list[float]] = {"all": [], "taker": [], "defence": []}
    for seed in range(first_seed, first_seed + deals):
        baseline = play(players, seed, {seat: opponent(seed * 10 + seat) for seat in range(players)})
        seats = []
        for seat in range(players):
            bots = {other: opponent(seed * 10 + other) for other in range(players)}
            bots[seat] = TimedExpert(seed * 10 + seat, deals=budget)
            game = play(players, seed, bots)
            gain = game.result.score.scores[seat] - baseline.result.score.scores[seat]
            seats.append(gain)
            gains["taker" if game.taker == seat else "defence"].append(gain)
        gains["all"].append(statistics.fmean(seats))  # one draw per deal: its seats share its cards
    return gains


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, nargs="+", default=[4])
    parser.add_argument("--deals", type=int, default=40, help="seeded deals per table and opponent")
    parser.add_argument("--budget", type=int, default=24, help="ExpertBot's sampled deals per decision")
    parser.add_argument("--opponents", nargs="+", default=list(OPPONENTS), choices=list(OPPONENTS))
    parser.add_argument("--first-seed", type=int, default=1000)
    arguments = parser.parse_args()
    print(f"ExpertBot (budget {arguments.budget} deals per decision), duplicate deals, points per deal")
    for players in arguments.players:
        for name in arguments.opponents:
            TimedExpert.times = {}
            gains = measure(players, OPPONENTS[name], arguments.deals, arguments.budget, arguments.first_seed)
            load = " ".join(f"{value:.1f}" for value in os.getloadavg())
            parts = []
            for role in ("all", "taker", "defence"):
                if len(gains[role]) > 1:
                    mean, low, high = interval(gains[role])
                    parts.append(f"{role} {mean:+.1f} [{low:+.1f}, {high:+.1f}] (n={len(gains[role])})")
            print(f"{players} players vs {name}: " + "; ".join(parts) + f"; load {load}", flush=True)
            every = sorted(time for times in TimedExpert.times.values() for time in times)
            for label, times in [("every decision", every), *sorted(TimedExpert.times.items())]:
                times = sorted(times)
                print(
                    f"    {label}: median {statistics.median(times) * 1000:.0f} ms, "
                    f"p90 {times[int(0.9 * len(times))] * 1000:.0f} ms, max {times[-1] * 1000:.0f} ms (n={len(times)})"
                )


if __name__ == "__main__":
    main()
