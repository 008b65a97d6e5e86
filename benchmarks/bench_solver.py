"""Speed of the exact open-hand solver, before and after a change: ``python -m benchmarks.bench_solver``.

    python -m benchmarks.bench_solver [--positions 20] [--four 8,10] [--five ""] [--three ""]
                                      [--before main] [--before-tricks 8] [--quiet-below 0.5]

Solves seeded endgames — deals played by SimpleBot from the first card until ``k`` tricks are
left, the next trick's lead to make — with :func:`tarot_learn.strategy.solve`, once with the solver
of this checkout ("after") and once with the solver of the revision ``--before`` ("before", read
with ``git show REV:tarot_learn/strategy/solver.py`` and loaded as a module beside the package;
``--before none`` skips it), and prints for each solver, table size and ``k``: the CPU time per
solve (median, 90th percentile, slowest) and the positions searched ("nodes": median, 90th
percentile, most). The node counts do not depend on the machine's load: they are the figures to
compare between two versions; the times say whether the goal is met.

Issue 30's goal, at 4 players: endgames of 8 tricks in under 20 ms median and 10 tricks in under
200 ms median, none over 10 s (20 seeded positions each). The solver of ``main`` takes about 45 s
for one 10-trick endgame, so the "before" column is only run at ``--before-tricks`` (8 by default).

Times are CPU times of this process (``time.process_time``); the machine is shared, so every line
carries the load average (1, 5, 15 minutes) taken as it was measured, and ``--quiet-below 0.5``
first waits (at most ``--wait`` seconds) for a quieter machine.

The agreement with plain minimax searches is a test, not a benchmark: ``tests/strategy/test_solver.py`` and
``tests/strategy/test_solver_random.py`` (``SOLVER_ENDGAMES=5000`` runs more of the first).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time
import types
from pathlib import Path

import tarot_learn as tl
from tarot_learn.game import Phase
from tarot_learn.strategy import solve
from tarot_learn.strategy.bots import SimpleBot
from tarot_learn.strategy.playout import start_play

CONTRACTS = ("petite", "garde", "garde sans", "garde contre")
GOALS = {8: 20.0, 10: 200.0}  # issue 30: the median in ms at 4 players, by tricks left
LONGEST = 10_000.0  # and none over 10 s


def endgame(players: int, seed: int, tricks_left: int) -> tl.Game:
    """A seeded deal (contract and taker drawn from the seed) played by SimpleBot until
    ``tricks_left`` tricks are left to play."""
    rng = random.Random(seed)
    game = start_play(tl.deal(players, seed=seed), rng.randrange(players), contract=rng.choice(CONTRACTS))
    bot = SimpleBot(rng)
    while game.phase is Phase.PLAY and len(game.tricks) < tl.deal_size(players).hand - tricks_left:
        game.push(bot.choose(game.view(game.to_act)))
    return game


def solver_at(revision: str):
    """The ``solve`` function of the solver as it was at ``revision`` (a git revision of this
    checkout), loaded as a module of the package under another name so that its relative imports
    read today's cards and rules."""
    root = Path(tl.__file__).resolve().parent.parent
    source = subprocess.run(
        ["git", "show", f"{revision}:tarot_learn/strategy/solver.py"],
        cwd=root,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    name = f"tarot_learn.strategy._solver_at_{abs(hash(revision))}"
    module = types.ModuleType(name)
    module.__package__ = "tarot_learn.strategy"
    module.__file__ = f"{revision}:tarot_learn/strategy/solver.py"
    sys.modules[name] = module  # the dataclasses of the module look themselves up there
    exec(compile(source, module.__file__, "exec"), module.__dict__)  # noqa: S102 - this repository's own code
    return module.solve


def load_average() -> str:
    return "/".join(f"{load:.2f}" for load in os.getloadavg())


def wait_for_quiet(below: float, at_most: float) -> None:
    """Wait until the 1-minute load average falls below ``below``, at most ``at_most`` seconds."""
    deadline = time.monotonic() + at_most
    while os.getloadavg()[0] >= below and time.monotonic() < deadline:
        time.sleep(5)
    quiet = os.getloadavg()[0] < below
    print(f"load average {load_average()}: {'quiet' if quiet else 'still loaded'} (wanted below {below})")


def bench(solver, players: int, tricks_left: int, positions: int) -> dict:
    """Solve ``positions`` seeded endgames with ``solver``; the times (ms) and node counts of each, and
    the values (two solvers must agree on them)."""
    times, nodes, values = [], [], []
    for seed in range(positions):
        game = endgame(players, 10_000 * players + 100 * tricks_left + seed, tricks_left)
        start = time.process_time()
        solution = solver(game)
        times.append(1000 * (time.process_time() - start))
        nodes.append(solution.nodes)
        values.append(solution.value)
    return {"times": times, "nodes": nodes, "values": values}


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def sizes(text: str) -> list[int]:
    """``"8,10"`` or ``"3-8"``: the tricks left to measure."""
    found: list[int] = []
    for part in filter(None, text.split(",")):
        first, _, last = part.partition("-")
        found.extend(range(int(first), int(last or first) + 1))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=20, help="endgames per line (default 20)")
    parser.add_argument("--four", default="8,10", help="the tricks left at 4 players (default 8,10; a range: 3-8)")
    parser.add_argument("--five", default="", help="the tricks left at 5 players (default: none)")
    parser.add_argument("--three", default="", help="the tricks left at 3 players (default: none)")
    parser.add_argument("--before", default="main", help="the git revision to compare with (default main; none)")
    parser.add_argument("--before-tricks", default="8", help="the tricks left the 'before' solver is run at")
    parser.add_argument("--quiet-below", type=float, help="first wait for a 1-minute load average below this")
    parser.add_argument("--wait", type=float, default=600, help="the longest wait for --quiet-below, in seconds")
    args = parser.parse_args()
    if args.quiet_below is not None:
        wait_for_quiet(args.quiet_below, args.wait)
    solvers = [("after", solve)]
    if args.before != "none":
        solvers.insert(0, (f"before ({args.before})", solver_at(args.before)))
    before_sizes = set(sizes(args.before_tricks))
    print(f"{args.positions} seeded endgames per line, CPU time per solve (time.process_time)")
    print(
        f"{'solver':<16} players  tricks  median ms    p90 ms     max ms  median nodes    p90 nodes    max nodes"
        "  load 1/5/15 min"
    )
    values: dict[tuple[int, int], list[float]] = {}
    verdicts = []
    for players, text in ((4, args.four), (5, args.five), (3, args.three)):
        for tricks_left in sizes(text):
            for label, solver in solvers:
                if label != "after" and tricks_left not in before_sizes:
                    continue
                found = bench(solver, players, tricks_left, args.positions)
                times, nodes = found["times"], found["nodes"]
                print(
                    f"{label:<16} {players:>7}  {tricks_left:>6}  {statistics.median(times):>9.1f}  "
                    f"{percentile(times, 0.9):>8.1f}  {max(times):>9.1f}  {statistics.median(nodes):>12,.0f}  "
                    f"{percentile(nodes, 0.9):>11,.0f}  {max(nodes):>11,.0f}  {load_average()}",
                    flush=True,
                )
                known = values.setdefault((players, tricks_left), found["values"])
                if known != found["values"]:
                    print("  the two solvers DISAGREE on the values of these endgames", flush=True)
                if label == "after" and players == 4 and tricks_left in GOALS:
                    median, slowest = statistics.median(times), max(times)
                    met = median < GOALS[tricks_left] and slowest < LONGEST
                    verdicts.append(
                        f"{tricks_left} tricks: median {median:.1f} ms (goal < {GOALS[tricks_left]:.0f}), "
                        f"slowest {slowest:.0f} ms (goal < {LONGEST:.0f}): {'met' if met else 'NOT met'}"
                    )
    for verdict in verdicts:
        print(f"Issue 30's goal at 4 players, {verdict}")


if __name__ == "__main__":
    main()
