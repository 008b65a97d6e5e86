"""Practice's draws per target (issue 32 item 2): `python -m benchmarks.bench_practice_draws [--draws 300]`.

For each rule area, ``--draws`` questions of a seeded Practice stream are counted by target (the
skill each trains, :func:`tarot_learn.exercises.practice.skill`), beside what main's stream gave
before issue 32, replayed here: one of the area's sources at random for each try (a bank exercise,
or a situation a kind generates), tried again — another source — while the position drawn had been
served already, so that the targets with the most sources and the most positions got the most.
Prints each target's share of the draws, before and after, and the areas where a target falls
under 10 % or over 40 % (an area of one or two targets cannot: it is reported, not counted).
``tests/exercises/test_practice.py`` checks the shares after.
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
from collections import Counter

from tarot_learn.exercises.model import CHAPTERS
from tarot_learn.exercises.practice import area_targets, practice_stream, skill, sources

LOW, HIGH = 0.10, 0.40
TRIES = 40  # main's _DRAWS: the tries for one question before a position served is given again


def before(area: str, draws: int, seed: int) -> Counter:
    """The targets served as main's stream served them (its loop, replayed on today's sources)."""
    pool = sources(area)
    rng = random.Random(f"practice/{area}/{seed}")
    served: set = set()
    counted: Counter = Counter()
    for _ in range(draws):
        exercise = None
        for _try in range(TRIES):
            source = rng.choice(pool)
            candidate = source.draw(random.Random(rng.getrandbits(64)))
            if candidate is not None:
                exercise = candidate
                if (candidate.kind, candidate.position) not in served:
                    break
        exercise = exercise or source.bank or source.draw(rng)
        served.add((exercise.kind, exercise.position))
        counted[source.skill] += 1
    return counted


def after(area: str, draws: int, seed: int) -> Counter:
    served = itertools.islice(practice_stream(area, seed), draws)
    return Counter(skill(exercise.chapter, exercise.situation or exercise.kind, exercise.kind) for exercise in served)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--draws", type=int, default=300, help="questions drawn per area (default: 300)")
    parser.add_argument("--seed", type=int, default=1, help="the streams' seed (default: 1)")
    arguments = parser.parse_args(argv)
    outside = 0
    for area in CHAPTERS:
        targets = area_targets(area)
        old, new = before(area, arguments.draws, arguments.seed), after(area, arguments.draws, arguments.seed)
        print(f"{area} ({len(targets)} targets, {arguments.draws} draws): target  before → after")
        for target in targets:
            share_before, share_after = old[target] / arguments.draws, new[target] / arguments.draws
            flag = "" if LOW <= share_after <= HIGH else "  (outside 10–40 %)"
            print(f"  {target:<20} {100 * share_before:5.1f} % → {100 * share_after:5.1f} %{flag}")
            if len(targets) >= 3 and not LOW <= share_after <= HIGH:
                outside += 1
    print(f"{outside} targets outside 10–40 % in the areas of three targets or more")
    return 1 if outside else 0


if __name__ == "__main__":
    sys.exit(main())
