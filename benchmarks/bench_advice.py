"""Speed of the hand advisor: `python -m benchmarks.bench_advice [--deals 1000] [--runs 5]`.

Times :func:`tarot_learn.strategy.advice.estimate_contract_chances` on a few hands at 3, 4 and 5 players,
``deals`` simulated deals each (the HandAdvisor's default: 1,000), and prints the median CPU time
(time.process_time: other processes on a shared machine disturb it less) and wall time of the
runs. The issue's target: 1,000 simulated deals in under 2 s.
"""

from __future__ import annotations

import argparse
import statistics
import time

from tarot_learn.strategy.advice import estimate_contract_chances

HANDS = {
    4: "21 20 19 17 15 12 9 5 1 Excuse R♥ D♥ R♠ 7♠ 3♠ C♦ 2♦ 4♣",
    3: "21 20 19 17 15 12 9 5 1 Excuse R♥ D♥ R♠ 7♠ 3♠ C♦ 2♦ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣",
    5: "21 20 19 17 15 12 9 5 1 Excuse R♥ D♥ R♠ 7♠ 3♠",
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=5)
    options = parser.parse_args()
    for players, hand in sorted(HANDS.items()):
        cpu, wall = [], []
        for run in range(options.runs):
            started_cpu, started_wall = time.process_time(), time.perf_counter()
            estimate_contract_chances(hand, players, deals=options.deals, seed=run)
            cpu.append(time.process_time() - started_cpu)
            wall.append(time.perf_counter() - started_wall)
        print(
            f"{players} players, {options.deals} simulated deals: median CPU {statistics.median(cpu):.2f} s, "
            f"median wall {statistics.median(wall):.2f} s (of {options.runs} runs)"
        )


if __name__ == "__main__":
    main()
