"""Does a process pool pay for large simulations? `python -m benchmarks.bench_pool [--deals 20000] [--runs 5]`.

Issue 12 asks for a process pool "where it pays, measured on 2 cores". Two kinds of simulation are
timed, each one in this process and then split in halves over a pool of 2 worker processes (the
pool started and stopped inside the timing, as a simulation would have to):

- the statistics lesson's dealing simulation (tarot_learn.strategy.stats: ``deals`` deals counted, as
  ``simulate_trump_counts`` does), the same seeds "0/0", "0/1"… either way;
- fully scored bot deals (``play_bot_deal`` with RandomBot and with SimpleBot, 4 players), as the
  hand advisor plays them.

For each it prints the medians of ``runs`` runs: wall time, CPU time (this process, plus the pool's
workers once they are joined: os.times' children), and the pool's speed-up in wall time; and the
load average, since the two cores are shared. The pool's answers are checked against the single
process's (the same counts).
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import statistics
import time
from collections import Counter

from tarot_learn.cards import TRUMP_BITS
from tarot_learn.deal import dealt_bits
from tarot_learn.strategy.bots import RandomBot, SimpleBot, play_bot_deal

WORKERS = 2


def count_trumps(first: int, last: int) -> Counter:
    """Trumps in seat 0's hand over the deals ``first`` to ``last - 1`` of stats' seeds "0/n"."""
    return Counter((dealt_bits(4, f"0/{number}")[0][0] & TRUMP_BITS).bit_count() for number in range(first, last))


def made_random(first: int, last: int) -> int:
    """How many of the RandomBot deals ``first`` to ``last - 1`` the taker made (all passed: not made)."""
    return sum(play_bot_deal(4, seed=seed, bot=RandomBot).result.score.made for seed in range(first, last))


def made_simple(first: int, last: int) -> int:
    """:func:`made_random` with SimpleBot seats."""
    return sum(play_bot_deal(4, seed=seed, bot=SimpleBot).result.score.made for seed in range(first, last))


SIMULATIONS = {"dealing (stats)": count_trumps, "RandomBot deals": made_random, "SimpleBot deals": made_simple}


def cpu_seconds() -> float:
    """CPU time of this process and of its joined children."""
    times = os.times()
    return times.user + times.system + times.children_user + times.children_system


def one_process(work, deals: int):
    return work(0, deals)


def with_pool(work, deals: int):
    halves = [(start * deals // WORKERS, (start + 1) * deals // WORKERS) for start in range(WORKERS)]
    with multiprocessing.get_context("fork").Pool(WORKERS) as pool:
        parts = pool.starmap(work, halves)
        pool.close()
        pool.join()
    return sum(parts, Counter()) if isinstance(parts[0], Counter) else sum(parts)


def measure(label: str, work, deals: int, runs: int) -> None:
    timings = {one_process: ([], []), with_pool: ([], [])}
    answers = set()
    for _ in range(runs):
        for route, (walls, cpus) in timings.items():
            wall, cpu = time.perf_counter(), cpu_seconds()
            answer = route(work, deals)
            walls.append(time.perf_counter() - wall)
            cpus.append(cpu_seconds() - cpu)
            answers.add(tuple(sorted(answer.items())) if isinstance(answer, Counter) else answer)
    assert len(answers) == 1, "the pool and the single process disagree"
    (one_wall, one_cpu), (pool_wall, pool_cpu) = ([statistics.median(t) for t in pair] for pair in timings.values())
    load = "/".join(f"{value:.2f}" for value in os.getloadavg())
    print(
        f"{label:<18} one process: wall {one_wall:6.2f} s, CPU {one_cpu:6.2f} s"
        f" | pool of {WORKERS}: wall {pool_wall:6.2f} s, CPU {pool_cpu:6.2f} s | speed-up {one_wall / pool_wall:4.2f}×"
        f" | load average {load}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20_000)
    parser.add_argument("--runs", type=int, default=5)
    options = parser.parse_args()
    print(f"{options.deals:,} deals, medians of {options.runs} runs, {os.cpu_count()} cores on this machine")
    for label, work in SIMULATIONS.items():
        measure(label, work, options.deals, options.runs)


if __name__ == "__main__":
    main()
