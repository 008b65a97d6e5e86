"""Progress files under a class's load: many notebooks saving at once, notebooks killed mid-save.

    .venv/bin/python -m benchmarks.bench_progress [--writers 8] [--saves 200] [--kills 50] [--folder DIR]

Prints how many answers of ``writers × saves`` are in the file afterwards (every one must be),
how long the saves took with the real ``fsync`` (the test skips it), and how many ``kill -9``
at random moments of a save the file survived: whole, no answer that was reported saved
missing, no stale lock, no temporary file left. The machines are shared: compare figures of one
run, not across runs.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import signal
import tempfile
import time
from pathlib import Path

from tarot_learn.exercises import Progress, bank_exercise, grade

FORK = multiprocessing.get_context("fork")


def _save(progress: Progress) -> None:
    exercise = bank_exercise("play-follow-2")
    progress.record(exercise, grade(exercise, "3♦"), "3♦")


def _save_many(folder: Path, count: int, done) -> None:
    progress = Progress("alice", path=folder)
    for _ in range(count):
        _save(progress)
        done.value += 1


def concurrent(folder: Path, writers: int, saves: int) -> tuple[int, int, float]:
    """``(answers reported saved, answers in the file, seconds)``."""
    done = [FORK.Value("i", 0, lock=False) for _ in range(writers)]
    start = time.perf_counter()
    processes = [FORK.Process(target=_save_many, args=(folder, saves, done[n])) for n in range(writers)]
    for process in processes:
        process.start()
    for process in processes:
        process.join()
    seconds = time.perf_counter() - start
    return sum(value.value for value in done), len(Progress("alice", path=folder).attempts), seconds


def kills(folder: Path, count: int, rng: random.Random) -> tuple[int, int]:
    """``(kills survived, kills tried)``: after each, the file is whole and holds every reported answer."""
    reported = survived = 0
    for _ in range(count):
        done = FORK.Value("i", 0, lock=False)
        writer = FORK.Process(target=_save_many, args=(folder, 10**9, done))
        writer.start()
        while done.value < 1:
            time.sleep(0.001)
        time.sleep(rng.random() * 0.02)
        os.kill(writer.pid, signal.SIGKILL)
        writer.join()
        reported += done.value
        after = Progress("alice", path=folder)
        started = time.perf_counter()
        _save(after)  # the next save: no stale lock to wait for
        waited = time.perf_counter() - started
        reported += 1
        leftovers = [name for name in os.listdir(folder) if name.endswith(".tmp")]
        if after.corrupt_copy is None and len(after.attempts) >= reported and not leftovers and waited < 1:
            survived += 1
    return survived, count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--writers", type=int, default=8)
    parser.add_argument("--saves", type=int, default=200)
    parser.add_argument("--kills", type=int, default=50)
    parser.add_argument("--folder", help="where to write (default: a temporary folder)")
    arguments = parser.parse_args()
    base = Path(arguments.folder or tempfile.mkdtemp(prefix="bench_progress."))
    reported, kept, seconds = concurrent(base / "concurrent", arguments.writers, arguments.saves)
    print(
        f"{arguments.writers} writers x {arguments.saves} saves: {kept} of {reported} answers kept, "
        f"{seconds:.1f} s ({reported / seconds:.0f} saves/s, fsync on)"
    )
    survived, tried = kills(base / "kills", arguments.kills, random.Random(11))
    print(
        f"kill -9 during a save: {survived} of {tried} survived (file whole, no reported answer lost, "
        "no stale lock, no temporary file)"
    )


if __name__ == "__main__":
    main()
