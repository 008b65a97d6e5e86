"""Speed of the exact open-hand solver: ``python -m benchmarks.bench_solver``.

Solves seeded endgames — deals played by SimpleBot from the first card until ``k`` tricks are
left, the next trick's lead to make — with :func:`tarot_learn.strategy.solve`, and prints, for each
table size and each ``k``: the median time per solve and its spread (the 10th and 90th percentiles
and the slowest), the median number of positions searched ("nodes") and the nodes per second.

Issue 21's target: a 6-trick endgame at 4 players solved in under 100 ms (median) on one core.

Times are CPU times of this process (``time.process_time``); the machine is shared, so every line
carries the load average (1, 5, 15 minutes) taken as it was measured, and ``--quiet-below 0.5``
first waits (at most ``--wait`` seconds) for a quieter machine. The node counts do not depend on
the load: they are the figures to compare between two versions of the solver.

The agreement with a plain minimax on 5,000 endgames is a test, run with more endgames than the
suite's: ``SOLVER_ENDGAMES=5000 python -m pytest -p no:nbval tests/test_solver.py -k cores_functions``.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

import tarot_learn as tl
from tarot_learn.game import Phase
from tarot_learn.strategy import solve
from tarot_learn.strategy.bots import SimpleBot
from tarot_learn.strategy.playout import start_play

CONTRACTS = ("petite", "garde", "garde sans", "garde contre")


def endgame(players: int, seed: int, tricks_left: int) -> tl.Game:
    """A seeded deal (contract and taker drawn from the seed) played by SimpleBot until
    ``tricks_left`` tricks are left to play."""
    rng = random.Random(seed)
    game = start_play(tl.deal(players, seed=seed), rng.randrange(players), contract=rng.choice(CONTRACTS))
    bot = SimpleBot(rng)
    while game.phase is Phase.PLAY and len(game.tricks) < tl.deal_size(players).hand - tricks_left:
        game.push(bot.choose(game.view(game.to_act)))
    return game


def load_average() -> str:
    return "/".join(f"{load:.2f}" for load in os.getloadavg())


def wait_for_quiet(below: float, at_most: float) -> None:
    """Wait until the 1-minute load average falls below ``below``, at most ``at_most`` seconds."""
    deadline = time.monotonic() + at_most
    while os.getloadavg()[0] >= below and time.monotonic() < deadline:
        time.sleep(5)
    quiet = os.getloadavg()[0] < below
    print(f"load average {load_average()}: {'quiet' if quiet else 'still loaded'} (wanted below {below})")


def bench(players: int, tricks_left: int, positions: int) -> dict:
    """Solve ``positions`` seeded endgames; the times (seconds) and node counts of each."""
    times, nodes = [], []
    for seed in range(positions):
        game = endgame(players, 10_000 * players + 100 * tricks_left + seed, tricks_left)
        start = time.process_time()
        solution = solve(game)
        times.append(time.process_time() - start)
        nodes.append(solution.nodes)
    return {"times": times, "nodes": nodes}


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=20, help="endgames per size")
    parser.add_argument("--four", default="3-8", help="the tricks left at 4 players, a range (default 3-8)")
    parser.add_argument("--five", default="3-6", help="the tricks left at 5 players (default 3-6)")
    parser.add_argument("--three", default="", help="the tricks left at 3 players (default: none)")
    parser.add_argument("--quiet-below", type=float, help="first wait for a 1-minute load average below this")
    parser.add_argument("--wait", type=float, default=600, help="the longest wait for --quiet-below, in seconds")
    args = parser.parse_args()
    if args.quiet_below is not None:
        wait_for_quiet(args.quiet_below, args.wait)
    print(f"{args.positions} seeded endgames per line, CPU time per solve (time.process_time)")
    print("players  tricks  median ms    p10 ms    p90 ms    max ms  median nodes  nodes/s  load 1/5/15 min")
    target = None
    for players, sizes in ((4, args.four), (5, args.five), (3, args.three)):
        if not sizes:
            continue
        first, _, last = sizes.partition("-")
        for tricks_left in range(int(first), int(last or first) + 1):
            found = bench(players, tricks_left, args.positions)
            times = [1000 * seconds for seconds in found["times"]]
            median = statistics.median(times)
            speed = sum(found["nodes"]) / sum(found["times"])
            print(
                f"{players:>7}  {tricks_left:>6}  {median:>9.1f}  {percentile(times, 0.1):>8.1f}  "
                f"{percentile(times, 0.9):>8.1f}  {max(times):>8.0f}  {statistics.median(found['nodes']):>12,.0f}  "
                f"{speed:>7,.0f}  {load_average()}",
                flush=True,
            )
            if (players, tricks_left) == (4, 6):
                target = median
    if target is not None:
        verdict = "met" if target < 100 else "NOT met"
        print(f"Issue 21's target, a 6-trick 4-player endgame in under 100 ms (median): {target:.1f} ms, {verdict}")


if __name__ == "__main__":
    main()
