"""Generated exercises: reproducible from the seed, and the core agrees with every answer."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rules_reference import reference_legal

from tarot_learn import EXCUSE, CardSet, Reason, explain_play, legal_cards, trick_state
from tarot_learn.exercises import (
    SITUATIONS,
    bank_exercise,
    exercise_for,
    exercise_set,
    generate,
    grade,
    learner_seed,
    load_bank,
    solve,
)
from tarot_learn.exercises.kinds import KINDS, kind_of
from tarot_learn.exercises.kinds.play import SITUATIONS as PLAY_SITUATIONS

seeds = st.one_of(st.integers(min_value=0, max_value=2**40), st.text(min_size=1, max_size=12))
SLOW_OK = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _reasons(position):
    return {explain_play(card, position.hand, position.trick).reason for card in position.hand}


def _called_reasons(position):
    return {explain_play(card, position.hand, (), called_card=position.called_card).reason for card in position.hand}


# What each play situation means, read from the core's verdicts on the generated position.
SITUATION_CHECKS = {
    "follow_suit": lambda p: Reason.MUST_FOLLOW in _reasons(p),
    "must_trump": lambda p: {Reason.TRUMPS, Reason.MUST_TRUMP} <= _reasons(p),
    "must_overtrump": lambda p: {Reason.OVERTRUMPS, Reason.MUST_OVERTRUMP} <= _reasons(p),
    "undertrump": lambda p: {Reason.UNDERTRUMPS, Reason.MUST_TRUMP} <= _reasons(p),
    "trump_led": lambda p: trick_state(p.trick)[0].name == "TRUMPS" and Reason.MUST_GO_OVER in _reasons(p),
    "discard": lambda p: Reason.DISCARD in _reasons(p),
    "excuse_led": lambda p: p.trick[0] is EXCUSE and len(legal_cards(p.hand, p.trick)) < len(p.hand),
    "excuse_in_hand": lambda p: EXCUSE in p.hand and len(legal_cards(p.hand, p.trick)) < len(p.hand),
    "last_trick": lambda p: p.hand == CardSet([EXCUSE]) and len(p.trick) >= 1,
    "called_suit": lambda p: p.players == 5 and not p.trick and Reason.CALLED_SUIT_FIRST_TRICK in _called_reasons(p),
}


@SLOW_OK
@given(situation=st.sampled_from(PLAY_SITUATIONS), seed=seeds, kind=st.sampled_from(["legal_play", "all_legal"]))
def test_generated_play_positions_fit_their_situation_and_grade_honestly(situation, seed, kind):
    exercise = generate(situation, seed, kind=kind)
    position = exercise.position
    assert SITUATION_CHECKS[situation](position)
    legal = solve(exercise)
    assert set(legal) == reference_legal(position.hand, position.trick, called_card=position.called_card)
    assert len(position.trick) < position.players
    assert not (CardSet(position.trick) & position.hand)
    if kind == "all_legal":
        assert grade(exercise, legal).score == 1
    else:
        for card in legal:
            assert grade(exercise, card.text("fr")).score == 1
    for card in position.hand - legal:
        result = grade(exercise, card.text("en"), lang="en")
        assert result.score == 0 and not result.correct
        verdict = explain_play(card, position.hand, position.trick, called_card=position.called_card)
        assert result.rule == verdict.reason.name.lower() and result.params["card"] == card
        assert result.rule in {
            "must_follow",
            "must_trump",
            "must_overtrump",
            "must_go_over",
            "must_play_trump",
            "called_suit_first_trick",
        }


@SLOW_OK
@given(situation=st.sampled_from(SITUATIONS), seed=seeds)
def test_every_seed_reproduces_its_position(situation, seed):
    first = generate(situation, seed)
    again = generate(situation, seed)
    assert first.position == again.position and first.question == again.question
    assert first.id == again.id and first.kind == again.kind


OTHER_MAKERS = [
    (kind.name, situation)
    for kind in KINDS.values()
    for situation in kind.situations
    if situation not in PLAY_SITUATIONS
]


@settings(max_examples=120, deadline=None)
@given(maker=st.sampled_from(OTHER_MAKERS), seed=seeds)
def test_generated_answers_of_other_kinds_are_graded_right_and_wrong(maker, seed):
    name, situation = maker
    exercise = generate(situation, seed, kind=name)
    kind = kind_of(exercise)
    assert exercise.kind == name and exercise.chapter == kind.chapters[0]
    for answer in kind.right_answers(exercise.position):
        assert grade(exercise, answer).score == 1, answer
    for answer in kind.wrong_answers(exercise.position):
        assert grade(exercise, answer).score == 0, answer
    assert exercise.question["fr"] and exercise.question["en"] and len(exercise.hints) == 3


def test_the_same_seed_gives_the_same_exercise_in_another_process():
    import subprocess
    import sys

    code = "from tarot_learn.exercises import generate; print(generate('must_overtrump', 'abc').position)"
    outputs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True).stdout for _ in range(2)}
    assert len(outputs) == 1 and "hand=" in outputs.pop()


def test_learner_seed_is_a_stable_sha256():
    # A fixed value: Python's hash() would change from one run to the next, SHA-256 never.
    import hashlib

    digest = hashlib.sha256(b"alice\x00play-follow-1").digest()
    assert learner_seed("alice", "play-follow-1") == int.from_bytes(digest[:8], "big")
    assert learner_seed("alice", "play-follow-1") != learner_seed("bob", "play-follow-1")


def test_each_learner_gets_a_variant_of_the_same_kind_and_situation():
    original = bank_exercise("play-must-overtrump-1")
    alice = exercise_for("alice", original.id)
    bob = exercise_for("bob", original.id)
    assert alice.id == bob.id == original.id
    assert alice.kind == original.kind and alice.situation == original.situation
    assert alice.position != bob.position
    assert exercise_for("alice", original.id).position == alice.position


def test_rare_situations_keep_the_bank_words():
    # A rules option or the slam, which only the bank's words explain: other cards, the same words and case.
    for exercise_id in ("excuse-slam", "excuse-last-trick-winner-option"):
        bank, alice = bank_exercise(exercise_id), exercise_for("alice", exercise_id)
        assert alice.position != bank.position and alice.question == bank.question
        assert alice.position.settle().case == bank.position.settle().case
        assert alice.position.excuse_last_trick == bank.position.excuse_last_trick


@pytest.mark.parametrize("chapter", ["play", "excuse", "scoring", "cards", "dealing", "ecart", "bidding", "advice"])
def test_exercise_set_covers_the_chapter(chapter):
    exercises = exercise_set("carol", chapter)
    bank_ids = [exercise.id for exercise in load_bank().values() if exercise.chapter == chapter]
    assert [exercise.id for exercise in exercises] == bank_ids
    for exercise in exercises:
        assert grade(exercise, kind_of(exercise).right_answers(exercise.position)[0]).correct, exercise.id


def test_unknown_situation_is_a_clear_error():
    from tarot_learn.errors import TarotError

    with pytest.raises(TarotError) as unknown:
        generate("overtrump", 1)
    assert unknown.value.key == "exercise.unknown_situation" and unknown.value.params["given"] == "'overtrump'"
    with pytest.raises(TarotError) as not_its_kind:
        generate("points", 1, kind="legal_play")
    assert not_its_kind.value.key == "exercise.error.unknown_kind" and not_its_kind.value.params["choices"] == "points"


def test_the_deal_situation_is_made_by_either_of_its_kinds():
    assert generate("dealing", 3).kind == "deal_size"
    first = generate("dealing", 3, kind="first_player")
    assert first.kind == "first_player" and grade(first, solve(first) + 1).correct
