"""The figures of the learners' variants (issue 10): for every bank exercise and N learner ids, how many
variants differ from the bank position, how many fell back on it after every attempt, the attempts used,
the players and hand sizes kept, and the questions repeated within a chapter.

    PYTHONPATH=. python tools/variant_figures.py 200
"""

from __future__ import annotations

import random
import sys
from collections import Counter
from dataclasses import replace

from tarot_learn.exercises import CHAPTERS, exercise_set, load_bank
from tarot_learn.exercises.generate import _VARIANT_TRIES, learner_seed
from tarot_learn.exercises.kinds import kind_of


def main(learners: int) -> None:
    bank = load_bank()
    differ, fallback, attempts, kept, repeats, hand_ok = Counter(), Counter(), Counter(), Counter(), 0, Counter()
    for number in range(learners):
        learner = f"learner-{number}"
        for chapter in CHAPTERS:
            exercises = exercise_set(learner, chapter)
            positions = [(exercise.kind, exercise.position) for exercise in exercises]
            repeats += len(positions) - len(set(positions))
            for exercise in exercises:
                original = bank[exercise.id]
                differ[exercise.id] += exercise.position != original.position
                kept[exercise.id] += kind_of(original).keeps_target(original, exercise)
                hand = getattr(exercise.position, "hand", None)
                hand_ok[exercise.id] += hand is None or len(hand) <= len(original.position.hand)
                seed = learner_seed(learner, exercise.id)
                kind = kind_of(original)
                for attempt in range(_VARIANT_TRIES):
                    position = kind.vary(original.position, random.Random(f"{seed}/{attempt}"))
                    if position is None:
                        break
                    if kind.keeps_target(original, replace(original, position=position)):
                        attempts[exercise.id] += attempt + 1
                        break
                else:
                    fallback[exercise.id] += 1
    print(f"{len(bank)} bank exercises × {learners} learners; questions repeated within a chapter: {repeats}")
    print(f"{'exercise':38} {'players':>7} {'differs':>7} {'target':>7} {'hand':>5} {'fallback':>8} {'tries':>6}")
    for exercise_id, original in bank.items():
        varied = differ[exercise_id]
        mean = attempts[exercise_id] / max(1, learners - fallback[exercise_id]) if attempts[exercise_id] else 0
        print(
            f"{exercise_id:38} {original.position.players:>7} {varied:>7} {kept[exercise_id]:>7} "
            f"{hand_ok[exercise_id]:>5} {fallback[exercise_id]:>8} {mean:>6.2f}"
        )
    print(
        f"total: differs {sum(differ.values())} of {learners * len(bank)}, target kept "
        f"{sum(kept.values())}, hand bound kept {sum(hand_ok.values())}, fallbacks {sum(fallback.values())}"
    )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
