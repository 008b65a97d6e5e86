"""A school's class service at scale: `python -m benchmarks.bench_class_service [--learners 200]
[--attempts 300] [--sqlite]`.

A real PostgreSQL server is started (as the tests do, ``tests/support/class_service_support.py``), and the class
service's database is filled with ``--learners`` learners over two hubs (half each, the same logins on
both, in two classes per hub), ``--attempts`` attempts each, drawn from the bank's exercises. Then, each
repeated (medians, 90th percentiles):

* **the class summary** a teacher's view asks for one class of a hub, computed by the service
  (:func:`tarot_learn.classroom.service.server._summary` over the database) — beside **what it
  replaces**: :func:`tarot_learn.classroom.summary.class_summary` reading the same class as a folder of
  progress files; and the whole school's summary (both hubs);
* **an attempt's round trip**: one attempt sent by the outbox's own request to the service running in
  this process (a laptop server on the same database), stored, and acknowledged — wall time, one request
  at a time; beside it, the save to the progress file that always comes first.

The goals (issue 31): the summary under 1 s, the round trip under 50 ms median.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time
from pathlib import Path

from tarot_learn.classroom.service.server import _summary
from tarot_learn.classroom.service.store import Identity, add_attempts, class_attempts, open_store
from tarot_learn.classroom.summary import class_summary
from tarot_learn.exercises import Progress, bank_exercise, grade, load_bank
from tarot_learn.exercises.outbox import ClassLink, attempt_key, join_class, request_json
from tarot_learn.exercises.progress_file import as_text

HUBS = ("hub-a", "hub-b")
CLASSES = ("4B", "5A")


def fake_attempts(rng: random.Random, exercises: list, count: int) -> list[dict]:
    """``count`` attempts as a learner's file holds them, some right, some wrong, over the bank."""
    attempts, tried = [], {}
    for number in range(count):
        exercise = rng.choice(exercises)
        tried[exercise.id] = tried.get(exercise.id, 0) + 1
        right = rng.random() < 0.6
        attempts.append(
            {
                "exercise": exercise.id,
                "chapter": exercise.chapter,
                "kind": exercise.kind,
                "answer": "x",
                "correct": right,
                "score": 1.0 if right else 0.0,
                "hints_seen": rng.randrange(2),
                "seconds": round(rng.uniform(5, 90), 1),
                "misconception": "" if right else rng.choice(["", "excuse_must_follow", "trump_under"]),
                "credit": 1.0 if right else 0.0,
                "attempt": tried[exercise.id],
                "time": f"2026-12-04T09:{number // 60 % 60:02}:{number % 60:02}+00:00",
            }
        )
    return attempts


def fill(engine, learners: int, attempts: int, folder: Path) -> None:
    """The database, and one class of hub-a as a folder of progress files (what the service replaces)."""
    rng = random.Random(31)
    exercises = list(load_bank().values())
    per_hub = learners // len(HUBS)
    for hub in HUBS:
        for number in range(per_hub):
            login, group = f"learner{number:03}", CLASSES[number % len(CLASSES)]
            items = fake_attempts(rng, exercises, attempts)
            batch = [{"key": attempt_key(item), **item} for item in items]
            for start in range(0, len(batch), 1000):
                add_attempts(
                    engine, Identity(hub, login, (group,), name=f"Learner {number}"), batch[start : start + 1000]
                )
            if hub == HUBS[0] and group == CLASSES[0]:
                (folder / f"{login}.json").write_text(as_text(login, items), encoding="utf-8")


def timed(function, repeats: int) -> list[float]:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
    return times


def line(name: str, times: list[float], unit: str = "s") -> str:
    scale = 1000 if unit == "ms" else 1
    ordered = sorted(times)
    p90 = ordered[int(0.9 * (len(ordered) - 1))]
    return f"{name:<58} median {statistics.median(times) * scale:8.3f} {unit}   p90 {p90 * scale:8.3f} {unit}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--learners", type=int, default=200)
    parser.add_argument("--attempts", type=int, default=300)
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--sqlite", action="store_true", help="SQLite instead of PostgreSQL")
    options = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="tarot-bench-class-"))
    stop = None
    if options.sqlite:
        url = f"sqlite:///{folder / 'class.db'}"
    else:
        from tests.support.class_service_support import start_postgres

        url, stop = start_postgres()
    try:
        engine = open_store(url)
        progress_folder = folder / "progress"
        progress_folder.mkdir()
        start = time.perf_counter()
        fill(engine, options.learners, options.attempts, progress_folder)
        total = options.learners * options.attempts
        print(f"{engine.dialect.name}: {options.learners} learners × {options.attempts} attempts over {len(HUBS)} hubs")
        print(f"  filled in {time.perf_counter() - start:.1f} s ({total} attempts); load {os.getloadavg()[0]:.2f}")
        one_class = lambda: _summary(class_attempts(engine, HUBS[0], CLASSES[0]))  # noqa: E731
        school = lambda: _summary(class_attempts(engine, None, None))  # noqa: E731
        print(
            line(
                f"class summary, one class of a hub ({options.learners // 4} learners), service",
                timed(one_class, options.repeats),
            )
        )
        print(
            line(
                "  the same class read from its folder (class_summary)",
                timed(lambda: class_summary(progress_folder), options.repeats),
            )
        )
        print(line(f"school summary, both hubs ({options.learners} learners), service", timed(school, options.repeats)))
        print(round_trips(engine, url, folder, options.repeats))
    finally:
        if stop:
            stop()


def round_trips(engine, url: str, folder: Path, repeats: int) -> str:
    """One attempt at a time through the real service (a laptop server in a thread, on this database)."""
    from tests.support.class_service_support import start_in_thread

    roster = folder / "roster.csv"
    roster.write_text("login,name\nbench,Bench\n", encoding="utf-8")
    running = start_in_thread(url, roster, hub="bench-hub")
    try:
        os.environ["TAROT_LEARN_CLASS_LINK"] = str(folder / "link.json")
        link: ClassLink = join_class(running.url, running.codes["class"], "Bench")
        exercise = bank_exercise("play-follow-2")
        sent = []

        def send():
            item = {"key": f"k{len(sent)}", "exercise": exercise.id, "score": 1.0, "answer": "3♦"}
            request_json("POST", link.endpoint("attempts"), link.token, {"attempts": [item]})
            sent.append(item)

        trips = timed(send, 200)
        os.environ.pop("TAROT_LEARN_CLASS_LINK")
        progress = Progress("bench", path=folder / "saves")
        result = grade(exercise, "3♦")
        assert result.feedback_kind != "invalid"
        saves = timed(lambda: progress.record(exercise, result, "3♦"), 200)
        return "\n".join(
            (
                line("an attempt's round trip to the service (200 sends)", trips, "ms"),
                line("  the save to the progress file that comes first", saves, "ms"),
            )
        )
    finally:
        running.stop()


if __name__ == "__main__":
    main()
