"""Practice until mastered (exercises/practice.py): the stream per rule area, mastery, and the
reviews FSRS schedules across days, rebuilt from the progress file (the clock is injected)."""

from __future__ import annotations

import itertools
import json
from datetime import UTC, datetime, timedelta

import pytest

from tarot_learn.errors import TarotError
from tarot_learn.exercises import CHAPTERS, Progress, bank_exercise, chapter_exercises, grade
from tarot_learn.exercises.kinds import kind_of
from tarot_learn.exercises.practice import (
    MOST_MISSED,
    due_targets,
    mastery,
    most_missed,
    practice_stream,
    schedule,
)
from tarot_learn.exercises.variants import target

DISTINCT = 200
SERVED = 220  # questions drawn from one seeded stream per area


# The card-play problems (lesson 11) are positions measured once by the evaluator and stored: no kind
# re-draws or generates them yet, so their area serves its few bank positions again (see the next test).
MEASURED_AREAS = ("card_play",)


@pytest.mark.parametrize("area", [area for area in CHAPTERS if area not in MEASURED_AREAS])
def test_a_rule_area_serves_at_least_200_distinct_positions_each_on_its_target(area):
    served = list(itertools.islice(practice_stream(area, seed=7), SERVED))
    assert len({(exercise.kind, exercise.position) for exercise in served}) >= DISTINCT
    for exercise in served:
        assert exercise.chapter == area
        source = exercise.id.split("~")[0]
        if source.startswith("gen-"):  # generated for its situation: the id names it
            assert exercise.situation == source.removeprefix("gen-")
        else:  # a bank exercise's variant: the core reads the bank's target in it
            assert target(exercise) == target(bank_exercise(source)), exercise.id


@pytest.mark.parametrize("area", MEASURED_AREAS)
def test_an_area_of_stored_problems_serves_its_bank_problems_again(area):
    # A certified problem is served as stored, or with its deal's suits relabelled (issue 32): the same
    # deal and moment, its certified cards relabelled with it, in the bank's words.
    served = list(itertools.islice(practice_stream(area, seed=7), 40))
    banked = {(exercise.position.seed, exercise.position.moves): exercise for exercise in chapter_exercises(area)}
    assert {(exercise.position.seed, exercise.position.moves) for exercise in served} == set(banked)
    for exercise in served:
        bank = banked[exercise.position.seed, exercise.position.moves]
        assert exercise.question == bank.question and target(exercise) == target(bank)
        assert sorted(card.rank for card in exercise.position.best) == sorted(card.rank for card in bank.position.best)


def test_the_same_seed_gives_the_same_stream_and_another_seed_another():
    first = [exercise.id for exercise in itertools.islice(practice_stream("scoring", seed=3), 20)]
    again = [exercise.id for exercise in itertools.islice(practice_stream("scoring", seed=3), 20)]
    other = [exercise.id for exercise in itertools.islice(practice_stream("scoring", seed=4), 20)]
    assert first == again
    assert first != other


def test_an_unknown_area_is_refused_with_a_sentence():
    with pytest.raises(TarotError) as error:
        next(practice_stream("cooking", seed=1))
    assert error.value.key == "exercise.practice.unknown_area"


def attempt(exercise, chapter, correct, when, *, teaches="follow_suit", hints_seen=None, **extra):
    item = {"exercise": exercise, "chapter": chapter, "teaches": teaches, "answer": "x", "correct": correct}
    item |= {"score": 1.0 if correct else 0.0, "attempt": 1, "time": when.isoformat(timespec="seconds"), **extra}
    if hints_seen is not None:
        item["hints_seen"] = hints_seen
    return item


MONDAY = datetime(2026, 1, 5, 10, 0, tzinfo=UTC)


def test_mastery_is_four_of_the_last_five_first_tries_right_with_no_hint():
    rights = [attempt(f"p-{n}", "play", True, MONDAY) for n in range(4)]
    wrong = attempt("p-w", "play", False, MONDAY)
    assert mastery([wrong, *rights])["play"].mastered
    assert mastery([wrong, *rights])["play"].clean == 4
    # A hint seen on one of them: three clean of the last five, not mastered.
    hinted = [*rights[:3], attempt("p-h", "play", True, MONDAY, hints_seen=1)]
    assert not mastery([wrong, *hinted])["play"].mastered
    # Only first tries count: a right second try of the missed exercise changes nothing.
    retried = [wrong, *rights[:3], dict(wrong, correct=True, score=1.0, attempt=2)]
    assert mastery(retried)["play"].clean == 3
    # The solution shown first makes the exercise's first try a miss.
    shown = [attempt("p-s", "play", False, MONDAY, solution_shown=True), dict(rights[0], exercise="p-s")]
    assert mastery(shown)["play"].clean == 0
    assert mastery([])["scoring"].counted == 0


def test_most_missed_ranks_the_targets_by_first_tries_missed():
    attempts = [
        attempt("a", "play", False, MONDAY, teaches="must_overtrump"),
        attempt("b", "play", False, MONDAY, teaches="must_overtrump"),
        attempt("c", "scoring", False, MONDAY, teaches="contract"),
        attempt("d", "play", True, MONDAY, teaches="follow_suit"),
    ]
    assert most_missed(attempts) == [("play", "must_overtrump"), ("scoring", "contract")]
    stream = practice_stream(MOST_MISSED, seed=1, targets=most_missed(attempts))
    teaches = {(exercise.chapter, exercise.situation or exercise.kind) for exercise in itertools.islice(stream, 30)}
    assert teaches == {("play", "must_overtrump"), ("scoring", "contract")}


def test_a_target_missed_today_is_due_tomorrow_not_today():
    missed = [attempt("p-1", "play", False, MONDAY, teaches="must_overtrump")]
    assert due_targets(missed, MONDAY) == []
    assert due_targets(missed, MONDAY + timedelta(hours=13)) == []  # still Monday, 23:00
    assert due_targets(missed, MONDAY + timedelta(days=1)) == [("play", "must_overtrump")]
    assert due_targets(missed, MONDAY + timedelta(hours=22)) == [("play", "must_overtrump")]  # Tuesday 8:00: today
    assert due_targets(missed, MONDAY + timedelta(days=1), area="scoring") == []


def test_a_right_first_try_comes_back_later_than_a_missed_one():
    right = schedule([attempt("p-1", "play", True, MONDAY)])[("play", "follow_suit")]
    wrong = schedule([attempt("p-1", "play", False, MONDAY)])[("play", "follow_suit")]
    hinted = schedule([attempt("p-1", "play", True, MONDAY, hints_seen=2)])[("play", "follow_suit")]
    assert wrong.due == MONDAY + timedelta(days=1)
    assert wrong.due <= hinted.due < right.due


def test_mastery_and_the_schedule_survive_a_restart(tmp_path):
    exercise = bank_exercise("play-must-overtrump-1")
    progress = Progress("alice", path=tmp_path)
    wrong = str(kind_of(exercise).wrong_answers(exercise.position)[0])
    progress.record(exercise, grade(exercise, wrong), wrong)  # a wrong first try
    for practice in itertools.islice(practice_stream("play", seed=2), 4):
        answer = kind_of(practice).right_answers(practice.position)[0]
        progress.record(practice, grade(practice, answer), answer)
    tomorrow = datetime.now(UTC) + timedelta(days=1)
    again = Progress("alice", path=tmp_path)  # a new kernel, the same file
    assert mastery(again.attempts) == mastery(progress.attempts)
    assert mastery(again.attempts)["play"].clean == 4
    cards = {target: card.to_dict() for target, card in schedule(progress.attempts).items()}
    assert {target: card.to_dict() for target, card in schedule(again.attempts).items()} == cards
    assert ("play", "must_overtrump") in due_targets(again.attempts, tomorrow)
    saved = json.loads((tmp_path / "alice.json").read_text(encoding="utf-8"))
    assert set(saved) == {"format", "version", "learner", "attempts"}  # nothing stored beside the attempts


def test_a_practice_question_in_the_bank_words_names_its_own_points_and_seats():
    # A variant that keeps the bank's words says them of its own position (issue 32): its points, its taker.
    for exercise in itertools.islice(practice_stream("scoring", seed=11), 300):
        if exercise.kind not in ("score", "petit_au_bout_bonus", "poignee_side"):
            continue
        bank = bank_exercise(exercise.id.split("~")[0])
        points = {
            "fr": f"{exercise.position.attack_points:g}".replace(".", ","),
            "en": f"{exercise.position.attack_points:g}",
        }
        for lang in ("fr", "en"):
            assert f"{points[lang]} points" in exercise.question[lang], exercise.id
        if "joueur 1 " in bank.question["fr"]:
            assert f"joueur {exercise.position.taker + 1} " in exercise.question["fr"], exercise.id
