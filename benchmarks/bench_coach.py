"""Does the coach play better? `python benchmarks/bench_coach.py [--deals 10000] [--players 4]`.

Each seeded deal is played twice by bots: once with every seat a SimpleBot (the baseline), once
with one seat a CoachBot (seat = deal number modulo the players, so every seat takes its turn)
and the others SimpleBots — the same deal, the same generator. The coach seat's score in the
two plays is compared deal by deal (a paired difference):

- as taker: the deals where that seat took in both plays;
- in defence: the deals where it defended in both plays;
- overall: every deal (the coach's bids may change who takes).

Printed: the number of deals, the mean score of the baseline and of the coach, the mean
difference and its 95 % interval (1.96 standard errors of the paired differences).
"""

from __future__ import annotations

import argparse
import math
import statistics

from tarot_learn.bots import SimpleBot, play_out
from tarot_learn.coach import CoachBot
from tarot_learn.deal import random_source
from tarot_learn.game import Game


def played(players: int, seed: str, coach_seat: int | None) -> Game:
    game = Game(players, seed=seed)
    rng = random_source(game.deal.seed)
    play_out(game, {seat: (CoachBot if seat == coach_seat else SimpleBot)(rng) for seat in range(players)})
    return game


def summary(name: str, baseline: list[float], coached: list[float]) -> str:
    differences = [b - a for a, b in zip(baseline, coached, strict=True)]
    if len(differences) < 2:
        return f"{name}: too few deals"
    mean = statistics.fmean(differences)
    half = 1.96 * statistics.stdev(differences) / math.sqrt(len(differences))
    return (
        f"{name:>11}: {len(differences):6d} deals, SimpleBot {statistics.fmean(baseline):+8.2f}, "
        f"CoachBot {statistics.fmean(coached):+8.2f}, difference {mean:+7.2f} "
        f"(95 % interval {mean - half:+7.2f} to {mean + half:+7.2f})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10_000)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", default="coach")
    options = parser.parse_args()
    groups = {"taker": ([], []), "defence": ([], []), "overall": ([], [])}
    for number in range(options.deals):
        seed = f"{options.seed}/{number}"
        seat = number % options.players
        base, coach = played(options.players, seed, None), played(options.players, seed, seat)
        before, after = base.result.score.scores[seat], coach.result.score.scores[seat]
        groups["overall"][0].append(before)
        groups["overall"][1].append(after)
        took = (base.taker == seat, coach.taker == seat)
        if took == (True, True):
            groups["taker"][0].append(before)
            groups["taker"][1].append(after)
        elif took == (False, False):
            groups["defence"][0].append(before)
            groups["defence"][1].append(after)
    print(f"{options.players} players, {options.deals} seeded deals, one CoachBot seat against SimpleBot seats:")
    for name, (baseline, coached) in groups.items():
        print(summary(name, baseline, coached))


if __name__ == "__main__":
    main()
