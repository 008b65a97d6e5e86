"""Every learner's variant keeps what its bank exercise teaches (issue 10, "variants that keep their target").

For every bank exercise and 200 learner ids: the same kind and number of players, the same deciding
rule read here from the rules core, fact by fact (the set of ``explain_play`` reasons over the hand,
``explain_winner``'s reason, ``settle_excuse``'s case, the sign of D, the Petit sec, the advice…) —
never through the kinds' own ``target``, which the variants were chosen with — a hand of the bank's
size, and no question twice within a learner's chapter.
"""

from collections import Counter

import pytest

from tarot_learn import EXCUSE, explain_play, explain_winner
from tarot_learn.call import callable_cards
from tarot_learn.deal import has_petit_sec
from tarot_learn.ecart import legal_ecart
from tarot_learn.excuse import settle_excuse
from tarot_learn.exercises import CHAPTERS, bank_exercise, exercise_for, exercise_set, grade, load_bank
from tarot_learn.exercises.generate import SAME_FOR_EVERYONE
from tarot_learn.exercises.kinds import kind_of
from tarot_learn.poignee import poignee_options
from tarot_learn.scoring import score_deal
from tarot_learn.sides import Side
from tarot_learn.strategy.advice import evaluate_hand
from tarot_learn.strategy.ecart_advice import advise_ecart, suggest_ecart

LEARNERS = [f"learner-{number}" for number in range(200)]


@pytest.fixture(scope="module")
def all_sets():
    return {(learner, chapter): exercise_set(learner, chapter) for learner in LEARNERS for chapter in CHAPTERS}


def _reasons(p):
    return {explain_play(card, p.hand, p.trick, players=p.players, called_card=p.called_card).reason for card in p.hand}


def _excuse_case(p):
    sides = [Side.ATTACK if seat in (p.taker, p.partner) else Side.DEFENCE for seat in range(p.players)]
    return settle_excuse(p.tricks, sides, excuse_last_trick=p.excuse_last_trick).case


def _margin(p):
    breakdown = score_deal(p.players, p.contract, p.attack_points, p.bouts)
    return breakdown.made, breakdown.difference == 0, p.attack_points % 1


def _forced_trumps(p):
    return sum(card.is_trump for card in legal_ecart(p.hand, p.chien))


def _best_ecart(p):
    best = advise_ecart(p.hand, p.chien, suggest_ecart(p.hand, p.chien))
    return len(best.voids), best.points


# What each kind of variant keeps, read from the core — the facts the bank exercise teaches.
KEPT = {
    "legal_play": lambda p: (_reasons(p), EXCUSE in p.hand),
    "all_legal": lambda p: (_reasons(p), EXCUSE in p.hand),
    "trick_winner": lambda p: explain_winner(p.trick).reason,
    "points": lambda p: p.pile.points,
    "excuse": _excuse_case,
    "contract": _margin,
    "ecart": _forced_trumps,
    "petit_sec": lambda p: has_petit_sec(p.hand),
    "biggest_poignee": lambda p: poignee_options(p.hand, p.players)[-1:],
    "callable_cards": lambda p: sorted(card.rank for card in callable_cards(p.hand)),
    "hand_points": lambda p: sorted(term.name for term in evaluate_hand(p.hand).terms),
    "advised_contract": lambda p: evaluate_hand(p.hand).advised,
    "best_ecart": _best_ecart,
}


def test_every_variant_keeps_players_rule_and_hand_size(all_sets):
    bank = load_bank()
    checked = Counter()
    for exercises in all_sets.values():
        for variant in exercises:
            original = bank[variant.id]
            assert variant.kind == original.kind and variant.position.players == original.position.players
            hand = getattr(original.position, "hand", None)
            assert hand is None or len(variant.position.hand) == len(hand), variant.id
            if variant.kind in KEPT and variant.position != original.position:
                assert KEPT[variant.kind](variant.position) == KEPT[variant.kind](original.position), variant.id
                checked[variant.kind] += 1
    assert set(checked) == set(KEPT)  # every kind that varies was checked on real variants


def test_no_question_repeats_within_a_chapter(all_sets):
    for (learner, chapter), exercises in all_sets.items():
        positions = [(exercise.kind, exercise.position) for exercise in exercises]
        assert len(set(positions)) == len(positions), (learner, chapter)


def test_variants_are_graded_by_the_core_and_their_solution_is_correct(all_sets):
    for learner in LEARNERS[:20]:
        for chapter in CHAPTERS:
            for exercise in all_sets[learner, chapter]:
                for answer in kind_of(exercise).right_answers(exercise.position):
                    assert grade(exercise, answer).correct, (exercise.id, answer)


def test_most_bank_exercises_really_vary(all_sets):
    # Exercises whose every variant is the bank's position: the sizes of a deal (they depend on the
    # number of players only), a pile of the three bouts, the two Excuse questions that only the
    # bank's words explain (a rules option, a slam), and the questions on the rules whose words name
    # the seats, the contracts or the points (the auction, the chien, the partner, the score…).
    same = Counter()
    for exercises in all_sets.values():
        for exercise in exercises:
            same[exercise.id] += exercise.position == bank_exercise(exercise.id).position
    always_bank = {exercise_id for exercise_id, count in same.items() if count == len(LEARNERS)}
    in_words = {exercise.id for exercise in load_bank().values() if exercise.kind in IN_WORDS}
    assert in_words <= always_bank
    assert always_bank - in_words == {
        "dealing-hand-4p",
        "dealing-hand-3p",
        "dealing-hand-5p",
        "dealing-chien-4p",
        "dealing-chien-5p",
        "dealing-packet-3p",
        "cards-points-bouts",
        "excuse-last-trick-winner-option",
        "excuse-slam",
        # A slam made keeps its points (every trick), and its words name no seat to turn.
        "slam-announced-made-4p",
        "slam-unannounced-3p",
        "slam-by-defence-5p",
    }


IN_WORDS = {
    "speaker",
    "allowed_bids",
    "taker",
    "multiplier",
    "chien_side",
    "partner",
    "petit_sec_player",
    "petit_sec_table",
    "trumps_mean",
}


def test_variant_hints_come_in_three_levels():
    variant = exercise_for("alice", "play-must-overtrump-1")
    assert len(variant.hints) == 3
    assert all(hint["fr"] and hint["en"] for hint in variant.hints)


def test_the_whole_class_can_get_the_same_positions():
    for exercise in exercise_set(SAME_FOR_EVERYONE, "play"):
        assert exercise == bank_exercise(exercise.id)
    assert exercise_for(f"{SAME_FOR_EVERYONE}:alice", "play-follow-2") == bank_exercise("play-follow-2")
