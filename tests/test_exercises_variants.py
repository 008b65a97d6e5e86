"""Every learner's variant keeps what its bank exercise teaches (issue 10, "variants that keep their target").

For every bank exercise and 200 learner ids: the same number of players, the same deciding rule
(the set of ``explain_play`` reasons over the hand, ``explain_winner``'s reason, ``settle_excuse``'s
case, the sign of D…, read by :func:`variants.target`), a hand no bigger than the bank's (8 cards
at most for play positions), and no question twice within a learner's chapter.
"""

from collections import Counter

import pytest
from test_exercises_generate import written_solution

from tarot_learn import EXCUSE, explain_play, explain_winner
from tarot_learn.exercises import CHAPTERS, bank_exercise, exercise_for, exercise_set, grade, load_bank
from tarot_learn.exercises.generate import SAME_FOR_EVERYONE
from tarot_learn.exercises.model import score, settle
from tarot_learn.exercises.variants import HAND_ASKS, MAX_PLAY_HAND, target

LEARNERS = [f"learner-{number}" for number in range(200)]


@pytest.fixture(scope="module")
def all_sets():
    return {(learner, chapter): exercise_set(learner, chapter) for learner in LEARNERS for chapter in CHAPTERS}


def _reasons(exercise):
    p = exercise.position
    return {explain_play(card, p.hand, p.trick, players=p.players, called_card=p.called_card).reason for card in p.hand}


def test_every_variant_keeps_players_rule_and_hand_size(all_sets):
    bank = load_bank()
    for exercises in all_sets.values():
        for variant in exercises:
            original = bank[variant.id]
            assert variant.kind == original.kind and variant.position.players == original.position.players
            if variant.kind in ("legal_play", "all_legal"):
                assert _reasons(variant) == _reasons(original), variant.id
                assert (EXCUSE in variant.position.hand) == (EXCUSE in original.position.hand)
                assert len(variant.position.hand) <= min(len(original.position.hand), MAX_PLAY_HAND)
            elif variant.kind == "trick_winner":
                assert explain_winner(variant.position.trick).reason == explain_winner(original.position.trick).reason
            elif variant.kind == "excuse":
                assert settle(variant.position).case == settle(original.position).case
            elif variant.kind == "contract":
                ours, theirs = score(variant.position), score(original.position)
                assert ours.made == theirs.made and (ours.difference == 0) == (theirs.difference == 0)
                assert (variant.position.attack_points % 1) == (original.position.attack_points % 1)
            elif variant.kind == "points":
                assert variant.position.pile.points == original.position.pile.points
            assert target(variant) == target(original)


def test_no_question_repeats_within_a_chapter(all_sets):
    for (learner, chapter), exercises in all_sets.items():
        positions = [(exercise.kind, exercise.position) for exercise in exercises]
        assert len(set(positions)) == len(positions), (learner, chapter)


def test_variants_are_graded_by_the_core_and_their_solution_is_correct(all_sets):
    for learner in LEARNERS[:20]:
        for chapter in CHAPTERS:
            for exercise in all_sets[learner, chapter]:
                assert grade(exercise, written_solution(exercise)).correct, exercise.id


def test_most_bank_exercises_really_vary(all_sets):
    # Exercises whose every variant is the bank's position: the sizes of a deal (they depend on
    # the number of players only), a pile of the three bouts, and the two Excuse questions that
    # only the bank's words explain (a rules option, a slam); the "rules" questions whose words name
    # seats or cards (the auction, the chien, the partner, the score…) keep the bank's position.
    same = Counter()
    for exercises in all_sets.values():
        for exercise in exercises:
            same[exercise.id] += exercise.position == bank_exercise(exercise.id).position
    always_bank = {exercise_id for exercise_id, count in same.items() if count == len(LEARNERS)}
    rules_in_words = {
        exercise.id
        for exercise in load_bank().values()
        if exercise.kind == "rules" and exercise.position.ask not in HAND_ASKS
    }
    assert rules_in_words <= always_bank  # their words name the seats and the cards: they keep the bank's
    always_bank -= rules_in_words
    assert always_bank == {
        "dealing-hand-4p",
        "dealing-hand-3p",
        "dealing-hand-5p",
        "dealing-chien-4p",
        "dealing-chien-5p",
        "dealing-packet-3p",
        "cards-points-bouts",
        "excuse-last-trick-winner-option",
        "excuse-slam",
    }


def test_variant_hints_come_in_three_levels():
    variant = exercise_for("alice", "play-must-overtrump-1")
    assert len(variant.hints) == 3
    assert all(hint["fr"] and hint["en"] for hint in variant.hints)


def test_the_whole_class_can_get_the_same_positions():
    for exercise in exercise_set(SAME_FOR_EVERYONE, "play"):
        assert exercise == bank_exercise(exercise.id)
    assert exercise_for(f"{SAME_FOR_EVERYONE}:alice", "play-follow-2") == bank_exercise("play-follow-2")
