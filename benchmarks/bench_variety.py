"""How personal the learners' positions are (issue 32, item 3): `python -m benchmarks.bench_variety [--learners 40]`.

For every bank exercise, the distinct positions its variants show over ``--learners`` learner ids
(``learner-0``, ``learner-1``…, through :func:`tarot_learn.exercises.exercise_for`); per kind, how many
of its bank exercises show at least ``--at-least`` (5) of them, and the total share. The exercises
whose facts are the rules themselves (:data:`tarot_learn.exercises.generate.RULES_FACTS`: the sizes of
a deal, which depend on the number of players only) are listed apart: they may stay the same.
``--list`` prints every exercise under the bar.
"""

from __future__ import annotations

import argparse
import time
from collections import defaultdict

from tarot_learn.exercises import exercise_for, load_bank
from tarot_learn.exercises.generate import RULES_FACTS


def distinct_positions(exercise_id: str, learners: int) -> int:
    """How many distinct positions ``exercise_id`` shows over ``learners`` learner ids."""
    return len({exercise_for(f"learner-{number}", exercise_id).position for number in range(learners)})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--learners", type=int, default=40)
    parser.add_argument("--at-least", type=int, default=5)
    parser.add_argument("--list", action="store_true", help="print every exercise under the bar")
    args = parser.parse_args()
    started = time.process_time()
    bank = load_bank()
    per_kind: dict[str, list[tuple[str, int]]] = defaultdict(list)
    for exercise in bank.values():
        per_kind[exercise.kind].append((exercise.id, distinct_positions(exercise.id, args.learners)))
    varied = total = 0
    print(f"{'kind':22} {'exercises':>9} {'>= ' + str(args.at_least):>6}  (distinct positions over {args.learners})")
    for kind, counts in sorted(per_kind.items()):
        good = sum(count >= args.at_least for _, count in counts)
        varied, total = varied + good, total + len(counts)
        print(f"{kind:22} {len(counts):>9} {good:>6}  " + " ".join(str(count) for _, count in counts))
        if args.list:
            for exercise_id, count in counts:
                if count < args.at_least:
                    note = " (a fact of the rules: may stay the same)" if exercise_id in RULES_FACTS else ""
                    print(f"    {exercise_id}: {count}{note}")
    print(f"total: {varied} of {total} bank exercises show >= {args.at_least} positions: {100 * varied / total:.1f} %")
    same = sorted(exercise_id for exercise_id in RULES_FACTS if exercise_id in bank)
    print(f"may stay the same (their facts are the rules themselves): {', '.join(same)}")
    print(f"CPU {time.process_time() - started:.1f} s")


if __name__ == "__main__":
    main()
