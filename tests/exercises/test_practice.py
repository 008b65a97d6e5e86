"""Practice until mastered (exercises/practice.py): the stream per rule area, mastery, and the
reviews FSRS schedules across days, rebuilt from the progress file (the clock is injected)."""

from __future__ import annotations

import itertools
import json
from collections import Counter
from datetime import UTC, datetime, timedelta

import pytest

from tarot_learn.errors import TarotError
from tarot_learn.exercises import CHAPTERS, Progress, bank_exercise, chapter_exercises, grade
from tarot_learn.exercises.kinds import kind_of
from tarot_learn.exercises.practice import (
    MASTERY_RIGHT,
    MOST_MISSED,
    TICKET_QUESTIONS,
    area_targets,
    due_targets,
    exit_ticket,
    mastery,
    most_missed,
    practice_stream,
    schedule,
    skill,
    target_mastery,
    weakest_targets,
)
from tarot_learn.i18n import text

DISTINCT = 120
SERVED = 220  # questions drawn from one seeded stream per area
# The draws are shared evenly among an area's targets (issue 32), and a few targets re-draw few positions
# (the final score, the Petit sec…: issue 32 item 3): those come back, hence 120 distinct, not all 220.


# The card-play problems (lesson 11) are positions measured once by the evaluator and stored: no kind
# re-draws or generates them yet, so their area serves its few bank positions again (see the next test).
MEASURED_AREAS = ("card_play",)


def target(exercise):
    """What decides the answer of ``exercise`` under its kind's name, as the core reads it."""
    return exercise.kind, kind_of(exercise).target(exercise.position)


@pytest.mark.parametrize("area", [area for area in CHAPTERS if area not in MEASURED_AREAS])
def test_a_rule_area_serves_at_least_120_distinct_positions_each_on_its_target(area):
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
    served = list(itertools.islice(practice_stream(area, seed=7), 80))  # its two targets in turn: 80 reach them all
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


def test_mastery_is_four_of_the_last_five_first_tries_of_a_target_right_with_no_hint():
    rights = [attempt(f"p-{n}", "play", True, MONDAY) for n in range(4)]
    wrong = attempt("p-w", "play", False, MONDAY)
    legal = ("play", "legal_play")  # follow suit is one of the rules of legal play
    assert target_mastery([wrong, *rights])[legal].mastered
    assert target_mastery([wrong, *rights])[legal].clean == 4
    # A hint seen on one of them: three clean of the last five, not mastered.
    hinted = [*rights[:3], attempt("p-h", "play", True, MONDAY, hints_seen=1)]
    assert not target_mastery([wrong, *hinted])[legal].mastered
    # Only first tries count: a right second try of the missed exercise changes nothing.
    retried = [wrong, *rights[:3], dict(wrong, correct=True, score=1.0, attempt=2)]
    assert target_mastery(retried)[legal].clean == 3
    # The solution shown first makes the exercise's first try a miss.
    shown = [attempt("p-s", "play", False, MONDAY, solution_shown=True), dict(rights[0], exercise="p-s")]
    assert target_mastery(shown)[legal].clean == 0
    assert mastery([])["scoring"].counted == 0
    # One target mastered is not the area: « play » has its other targets (who leads next, the drills…).
    assert not mastery([wrong, *rights])["play"].mastered
    assert mastery([wrong, *rights])["play"].mastered_targets == 1


def clean_tries(chapter, teaches, count=MASTERY_RIGHT, kind=None):
    return [
        attempt(f"{chapter}-{teaches}-{n}", chapter, True, MONDAY, teaches=teaches, kind=kind or teaches)
        for n in range(count)
    ]


def test_a_learner_who_never_answered_a_final_score_question_is_not_master_in_scoring():
    targets = area_targets("scoring")
    assert "score" in targets and len(targets) >= 5
    others = [item for target in targets if target != "score" for item in clean_tries("scoring", target, count=20)]
    scoring = mastery(others)["scoring"]
    assert not scoring.mastered
    assert scoring.mastered_targets == len(targets) - 1
    assert {target.target for target in scoring.targets if not target.mastered} == {"score"}
    # Four final scores right with no hint, and the area is mastered.
    assert mastery(others + clean_tries("scoring", "score"))["scoring"].mastered


def test_every_area_is_mastered_only_when_each_of_its_targets_is():
    for area in CHAPTERS:
        targets = area_targets(area)
        every = [item for target in targets for item in clean_tries(area, target)]
        assert mastery(every)[area].mastered, area
        assert mastery(every)[area].share == 1.0
        if len(targets) > 1:
            assert not mastery(every[MASTERY_RIGHT:])[area].mastered, area


DRAWS = 300


def shares(area, **options):
    served = itertools.islice(practice_stream(area, seed=11, **options), DRAWS)
    counted = Counter(skill(item.chapter, item.situation or item.kind, item.kind) for item in served)
    return {target: count / DRAWS for target, count in counted.items()}


@pytest.mark.parametrize("area", CHAPTERS)
def test_over_300_draws_each_target_of_an_area_gets_its_share(area):
    targets = area_targets(area)
    found = shares(area)
    assert set(found) == set(targets)
    for name, share in found.items():
        assert abs(share - 1 / len(targets)) <= 0.02, (name, share)
        if len(targets) >= 3:  # an area of one or two targets cannot hold each under 40 %
            assert 0.10 <= share <= 0.40, (name, share)


def test_scoring_asks_final_scores_as_often_as_contracts():
    found = shares("scoring")
    assert found["score"] >= 0.14 and found["contract"] <= 0.20


def test_the_draws_lean_to_the_targets_not_yet_mastered():
    attempts = clean_tries("scoring", "contract") + clean_tries("scoring", "pile_count")
    found = shares("scoring", attempts=attempts)
    for name in ("contract", "pile_count"):
        assert 0.04 <= found[name] <= 0.10, (name, found[name])
    for name in ("score", "poignee", "chelem", "petit_au_bout"):
        assert 0.18 <= found[name] <= 0.24, (name, found[name])


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
    assert sum(target.clean for target in mastery(again.attempts)["play"].targets) == 4
    cards = {target: card.to_dict() for target, card in schedule(progress.attempts).items()}
    assert {target: card.to_dict() for target, card in schedule(again.attempts).items()} == cards
    assert ("play", "must_overtrump") in due_targets(again.attempts, tomorrow)
    saved = json.loads((tmp_path / "alice.json").read_text(encoding="utf-8"))
    assert set(saved) == {"format", "version", "learner", "attempts"}  # nothing stored beside the attempts


# --- the exit ticket -------------------------------------------------------------------------------------------
def class_of(count=20):
    """Each learner misses his first tries on the final score and the contract, one in three elsewhere in scoring,
    and has mastered the piles."""
    learners = {}
    for number in range(count):
        attempts = clean_tries("scoring", "pile_count")
        for k, teaches in enumerate(["score", "contract", "poignee", "chelem", "petit_au_bout"] * 2):
            right = teaches not in ("score", "contract") and (k + number) % 3 == 0
            attempts.append(attempt(f"t{number}-{k}", "scoring", right, MONDAY, teaches=teaches, kind=teaches))
        learners[f"learner-{number}"] = [dict(item, exercise=f"{number}/{item['exercise']}") for item in attempts]
    return learners


def test_the_exit_ticket_asks_the_class_weakest_targets_the_same_kinds_on_positions_of_its_own():
    learners = class_of()
    targets = weakest_targets(learners)
    assert set(targets[:2]) == {("scoring", "score"), ("scoring", "contract")}  # missed by all
    assert ("scoring", "pile_count") not in targets  # mastered by all
    assert len(targets) == TICKET_QUESTIONS
    tickets = exit_ticket(learners)
    assert set(tickets) == set(learners)
    for number, (area, name) in enumerate(targets):
        questions = [ticket[number] for ticket in tickets.values()]
        assert len({question.kind for question in questions}) == 1  # the same kind for the whole class
        assert {skill(q.chapter, q.situation or q.kind, q.kind) for q in questions} == {name}
        assert all(question.chapter == area for question in questions)
    contracts = [ticket[targets.index(("scoring", "contract"))] for ticket in tickets.values()]
    assert len({question.position for question in contracts}) == len(learners)  # not the same positions
    assert exit_ticket(learners) == tickets  # the same seed, the same tickets
    assert exit_ticket(learners, seed="tuesday") != tickets


def test_the_exit_ticket_command_prints_five_questions_a_learner(tmp_path, capsys):
    from tarot_learn.app.cli import main

    assert main(["exit-ticket", str(tmp_path), "--lang", "fr"]) == 1  # nobody answered yet
    assert capsys.readouterr().out.strip() == text("cli.exit_ticket.none", "fr")
    for learner, attempts in list(class_of(3).items()):
        data = {"format": "tarot_learn.progress", "version": 1, "learner": learner, "attempts": attempts}
        (tmp_path / f"{learner}.json").write_text(json.dumps(data), encoding="utf-8")
    assert main(["exit-ticket", str(tmp_path), "--lang", "en", "--keys"]) == 0
    out = capsys.readouterr().out
    for learner in class_of(3):
        assert text("cli.exit_ticket.learner", "en", learner=learner) in out
    assert out.count("\n1. ") == 3 and out.count("\n5. ") == 3 and out.count("   → ") == 15
    assert text("exercise.practice.target.score", "en") in out.splitlines()[0]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_exit_ticket_widget_shows_each_learners_questions(tmp_path, lang):
    from tarot_learn.widgets import ExitTicket
    from tarot_learn.widgets._common import plain_text

    assert plain_text(ExitTicket(tmp_path, lang=lang).page.value) == text("cli.exit_ticket.none", lang)
    learners = class_of(3)
    for learner, attempts in learners.items():
        data = {"format": "tarot_learn.progress", "version": 1, "learner": learner, "attempts": attempts}
        (tmp_path / f"{learner}.json").write_text(json.dumps(data), encoding="utf-8")
    widget = ExitTicket(tmp_path, lang=lang, keys=True)
    shown = plain_text(widget.page.value)
    assert widget.tickets == exit_ticket(learners)
    for learner, questions in widget.tickets.items():
        assert text("cli.exit_ticket.learner", lang, learner=learner) in shown
        for question in questions:
            assert plain_text(question.question_text(lang)) in shown
    assert widget.page.value.count("<li") == 3 * TICKET_QUESTIONS and shown.count("→") == 3 * TICKET_QUESTIONS


@pytest.mark.parametrize("area", CHAPTERS)
def test_every_area_can_be_mastered_in_practice_even_its_targets_of_few_positions(area):
    """A learner right at every question: each target — the slam's Excuse (one position), the multiplier
    (two) — gets its four clean first tries, served again as new questions when it has no other position."""
    attempts = []
    for question in itertools.islice(practice_stream(area, seed=5), 12 * len(area_targets(area))):
        fields = {"kind": question.kind, "teaches": question.situation or question.kind}
        attempts.append(attempt(question.id, question.chapter, True, MONDAY, **fields))
    assert mastery(attempts)[area].mastered, [t.target for t in mastery(attempts)[area].targets if not t.mastered]
    # and after a reload, a position answered before is served again under a new id
    again = {question.id for question in itertools.islice(practice_stream(area, seed=6, attempts=attempts), 20)}
    assert not again & {item["exercise"] for item in attempts}


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
