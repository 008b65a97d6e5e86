"""The bots' strength table: `python -m benchmarks.bench_expert [--players 3 4 5] [--deals 40] [--budget 24]`.

**Duplicate deals, the bots rotated over the seats** (issue 30 item 6). Luck of the cards dwarfs
skill, so each seeded deal is played three times with the same cards, ExpertBot, CoachBot and
SimpleBot seated in turn: in game ``r`` seat ``s`` holds bot ``(s + r) mod 3``. Over the three games
every bot sits at every seat exactly once, with that seat's cards (at 4 and 5 players a bot sits at
two seats of one game). A deal everybody passes counts 0 for every seat (its redeal would deal other
cards to each game: no longer a duplicate).

Printed for each table size:

* each bot's **points per seat-game** (its score, RULES.md §7) with a 95 % interval. The draws are
  the deals, not the seat-games: a deal's seats share its cards, so its seat-games are not independent
  — each deal gives one draw, the bot's mean over the seats it held. Student's t, as in lesson 09;
* the **pairwise comparisons** ExpertBot − CoachBot and CoachBot − SimpleBot, deal by deal (paired:
  the same cards, the same seats), with their 95 % intervals; and ExpertBot − SimpleBot;
* as description, without intervals: how often each bot took, and its mean score as taker and not
  (at 5 players a partner is counted with the defenders);
* the **time per decision** of each bot (a bid, a call, an écart, a card; process time): median,
  90th percentile, largest; and the process time of the whole run beside the load average (the machine
  is shared). ``--minutes`` stops after the deal that passes that much process time, whatever ``--deals``;
  ``--every N`` prints the table so far after every N deals too (a long run can be stopped at any time).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

from tarot_learn.game import Game
from tarot_learn.strategy.bots import SimpleBot, take_turn
from tarot_learn.strategy.coach import CoachBot
from tarot_learn.strategy.evaluator import mean_interval
from tarot_learn.strategy.expert import DEALS, ExpertBot

NAMES = ("ExpertBot", "CoachBot", "SimpleBot")
PAIRS = (("ExpertBot", "CoachBot"), ("CoachBot", "SimpleBot"), ("ExpertBot", "SimpleBot"))


class Timed:
    """A bot whose every decision's process time is noted in ``times`` (the poignée, a yes/no
    asked before each card of the first trick, is not a decision timed)."""

    def __init__(self, bot, times: list[float]):
        self.bot, self.times = bot, times

    def choose(self, view):
        start = time.process_time()
        try:
            return self.bot.choose(view)
        finally:
            self.times.append(time.process_time() - start)

    def choose_poignee(self, view):
        return self.bot.choose_poignee(view)


def make_bot(name: str, seed: int, budget: int):
    if name == "ExpertBot":
        return ExpertBot(seed, deals=budget)
    return CoachBot(seed) if name == "CoachBot" else SimpleBot(seed)


def play(players: int, seed: int, seating: list[str], budget: int, times: dict[str, list[float]]) -> Game:
    """One game of the deal ``seed`` with ``seating`` (a bot's name per seat), played to its end or to
    the first redeal after everybody passed (then ``None``)."""
    game = Game(players, seed=seed)
    dealt = game.redeals  # a Petit sec redeals before the auction: the same cards in every game
    bots = {seat: Timed(make_bot(name, seed * 10 + seat, budget), times[name]) for seat, name in enumerate(seating)}
    while game.to_act is not None:
        take_turn(game, bots[game.to_act])
        if game.redeals != dealt:
            return None
    return game


def measure(players: int, deals: int, budget: int, first_seed: int, minutes: float | None, every=None):
    """Each bot's mean score per deal (over the seats it held), and what describes its play;
    ``every``: ``(count, report)``, the results so far given to ``report`` after each ``count`` deals."""
    per_deal: dict[str, list[float]] = {name: [] for name in NAMES}
    roles: dict[str, dict[str, list[int]]] = {name: {"taker": [], "other": []} for name in NAMES}
    times: dict[str, list[float]] = {name: [] for name in NAMES}
    passed_out = 0
    start = time.process_time()
    for seed in range(first_seed, first_seed + deals):
        scores: dict[str, list[int]] = {name: [] for name in NAMES}
        for turn in range(3):
            seating = [NAMES[(seat + turn) % 3] for seat in range(players)]
            game = play(players, seed, seating, budget, times)
            passed_out += game is None
            for seat, name in enumerate(seating):
                score = 0 if game is None else game.result.score.scores[seat]
                scores[name].append(score)
                if game is not None:
                    roles[name]["taker" if seat == game.taker else "other"].append(score)
        for name in NAMES:
            per_deal[name].append(statistics.fmean(scores[name]))
        if every is not None and len(per_deal[NAMES[0]]) % every[0] == 0:
            every[1](per_deal, roles, times, passed_out, time.process_time() - start)
        if minutes is not None and time.process_time() - start > 60 * minutes:
            break
    return per_deal, roles, times, passed_out, time.process_time() - start


def shown(values: list[float]) -> str:
    estimate = mean_interval(values)
    return f"{estimate.mean:+7.1f} [{estimate.low:+7.1f}, {estimate.high:+7.1f}]"


def report(players: int, budget: int, per_deal, roles, times, passed_out: int, used: float) -> None:
    deals = len(per_deal[NAMES[0]])
    load = " ".join(f"{value:.1f}" for value in os.getloadavg())
    print(
        f"\n{players} players: {deals} deals x 3 games, each bot at each seat once a deal; ExpertBot {budget} sampled"
        f" deals per decision; {passed_out} games passed out (0 points); process time {used:.0f} s; load {load}"
    )
    print(f"  {'points per seat-game, 95 % over deals':<40} {'mean [low, high]':>26}   took  as taker    not taker")
    for name in NAMES:
        taken, defended = roles[name]["taker"], roles[name]["other"]
        seat_games = len(taken) + len(defended)
        took = f"{100 * len(taken) / seat_games:4.0f} %" if seat_games else "   -"
        taker = f"{statistics.fmean(taken):+8.1f}" if taken else "       -"
        defence = f"{statistics.fmean(defended):+8.1f}" if defended else "       -"
        print(f"  {name:<40} {shown(per_deal[name]):>26}  {took}  {taker}  {defence:>11}")
    for better, worse in PAIRS:
        differences = [b - w for b, w in zip(per_deal[better], per_deal[worse], strict=True)]
        print(f"  {better + ' - ' + worse + ', paired by deal':<40} {shown(differences):>26}")
    for name in NAMES:
        spent = sorted(times[name])
        if spent:
            print(
                f"  time per decision, {name}: median {statistics.median(spent) * 1000:.1f} ms, "
                f"p90 {spent[int(0.9 * len(spent))] * 1000:.1f} ms, max {spent[-1] * 1000:.0f} ms (n={len(spent)})"
            )
    sys.stdout.flush()  # a long run's tables so far are read while it goes on


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, nargs="+", default=[3, 4, 5], choices=[3, 4, 5])
    parser.add_argument("--deals", type=int, default=40, help="seeded deals per table size (three games each)")
    parser.add_argument("--budget", type=int, default=DEALS, help="ExpertBot's sampled deals per decision")
    parser.add_argument("--first-seed", type=int, default=1000)
    parser.add_argument("--minutes", type=float, help="stop each table size after this much process time")
    parser.add_argument("--every", type=int, help="print the table so far after every this many deals, too")
    arguments = parser.parse_args()
    for players in arguments.players:

        def so_far(*results, players=players):
            report(players, arguments.budget, *results)

        every = (arguments.every, so_far) if arguments.every else None
        results = measure(players, arguments.deals, arguments.budget, arguments.first_seed, arguments.minutes, every)
        report(players, arguments.budget, *results)


if __name__ == "__main__":
    main()
