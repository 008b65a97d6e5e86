"""How personal the learners' positions are (issue 32, item 3): `python -m benchmarks.bench_variety [--learners 40]`.

For every bank exercise, the distinct positions its variants show over ``--learners`` learner ids
(``learner-0``, ``learner-1``…, through :func:`tarot_learn.exercises.exercise_for`); per kind, how many
of its bank exercises show at least ``--at-least`` (5) of them, and the share over the whole bank.
The exercises whose facts are the rules themselves (:data:`tarot_learn.exercises.generate.RULES_FACTS`:
a deal's sizes, a contract's chien and multiplier, the cards' points, the cut's limits, the slam's bonus,
a chance that depends on the number of players only) may stay the same: the share is given again
without them. Those whose only variant is another dealer at a table of three or four
(:data:`~tarot_learn.exercises.generate.FEW_SEATS`) cannot show five seats. ``--list`` prints every
exercise under the bar, with why.
"""

from __future__ import annotations

import argparse
import time
from collections import defaultdict

from tarot_learn.exercises import exercise_for, load_bank
from tarot_learn.exercises.generate import FEW_SEATS, RULES_FACTS


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
                    print(f"    {exercise_id}: {count}{_why(exercise_id)}")
    print(f"whole bank: {varied} of {total} exercises show >= {args.at_least} positions: {100 * varied / total:.1f} %")
    facts = [exercise_id for exercise_id in bank if exercise_id in RULES_FACTS]
    rest = total - len(facts)
    share = 100 * varied / rest
    print(f"without the {len(facts)} whose facts are the rules themselves: {varied} of {rest}: {share:.1f} %")
    for reason in dict.fromkeys(RULES_FACTS.values()):
        names = [exercise_id for exercise_id in facts if RULES_FACTS[exercise_id] == reason]
        print(f"  may stay the same ({reason}): {', '.join(names)}")
    print(f"  one of 3 or 4 seats only: {', '.join(sorted(FEW_SEATS))}")
    print(f"CPU {time.process_time() - started:.1f} s")


def _why(exercise_id: str) -> str:
    if exercise_id in RULES_FACTS:
        return f" (may stay the same: {RULES_FACTS[exercise_id]})"
    if exercise_id in FEW_SEATS:
        return " (a table of 3 or 4: one of its seats)"
    return ""


if __name__ == "__main__":
    main()
