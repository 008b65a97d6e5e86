"""How long ``import tarot_learn`` takes: run `make bench` or `python -m benchmarks.bench_import`.

Each run is a fresh Python process, ``python -X importtime -c "import tarot_learn"``, and the
figure is what ``-X importtime`` reports for tarot_learn: the cumulative time of its import,
every module it loads included (modules Python's own start-up loaded before are not). The
script prints the median of the runs (11 unless ``--runs``), the fastest and the slowest, the
load average before and after (the time is wall-clock time: other processes on a shared machine
lengthen it), and the modules that weigh most under tarot_learn in the median run. The goal is
a median under 60 ms: a notebook's first cell, the ``tarot-learn`` command and every test worker
pay it.

The checkout this script belongs to is measured (it comes first on ``PYTHONPATH``). A first run,
not counted, writes the bytecode caches, as an installed package has them.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
GOAL_MS = 60


def import_times() -> list[tuple[str, int, int, int]]:
    """One fresh import of tarot_learn: ``-X importtime``'s lines as (module, depth, self µs, cumulative µs)."""
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH")]))
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", "import tarot_learn"],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    lines = []
    for line in done.stderr.splitlines():
        if not line.startswith("import time:"):
            continue
        own, cumulative, name = line.removeprefix("import time:").split("|")
        if own.strip().isdigit():
            depth = (len(name) - len(name.lstrip())) // 2
            lines.append((name.strip(), depth, int(own), int(cumulative)))
    return lines


def under_tarot_learn(lines: list[tuple[str, int, int, int]]) -> list[tuple[str, int, int, int]]:
    """The modules tarot_learn's import loaded: ``-X importtime`` prints them just before it, deeper."""
    end = next(index for index, (name, depth, _, _) in enumerate(lines) if name == "tarot_learn" and depth == 0)
    start = end
    while start > 0 and lines[start - 1][1] > 0:
        start -= 1
    return lines[start:end]


def total_us(lines: list[tuple[str, int, int, int]]) -> int:
    return next(cumulative for name, depth, _, cumulative in lines if name == "tarot_learn" and depth == 0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=11, help="fresh processes timed (default 11)")
    parser.add_argument("--heaviest", type=int, default=8, help="modules listed from the median run (default 8)")
    options = parser.parse_args()

    import_times()  # writes the bytecode caches; not counted
    load_before = os.getloadavg()
    runs = sorted((import_times() for _ in range(options.runs)), key=total_us)
    load_after = os.getloadavg()
    times_ms = [total_us(run) / 1000 for run in runs]
    median = statistics.median(times_ms)

    print(f"import tarot_learn ({sys.implementation.name} {sys.version.split()[0]}, {options.runs} fresh processes):")
    print(f"  median {median:.1f} ms (goal < {GOAL_MS} ms: {'met' if median < GOAL_MS else 'missed'})")
    print(f"  fastest {times_ms[0]:.1f} ms, slowest {times_ms[-1]:.1f} ms")
    print(
        "  load average (1, 5, 15 min): before {:.2f} {:.2f} {:.2f}, after {:.2f} {:.2f} {:.2f}".format(
            *load_before, *load_after
        )
    )
    loaded = under_tarot_learn(runs[len(runs) // 2])
    heaviest = sorted(loaded, key=lambda line: -line[2])[: options.heaviest]
    print(f"  heaviest of the {len(loaded)} modules it loads (median run, own time):")
    for name, _, own, _ in heaviest:
        print(f"    {own / 1000:6.1f} ms  {name}")


if __name__ == "__main__":
    main()
