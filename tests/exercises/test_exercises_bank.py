"""The bank of hand-written exercises: the rules core agrees with every stored answer."""

import os
import re
from pathlib import Path

import pytest

from tarot_learn import EXCUSE, CardSet, legal_cards
from tarot_learn.ecart import check_ecart
from tarot_learn.exercises import CHAPTERS, KINDS, chapter_exercises, grade, load_bank, solve
from tarot_learn.exercises.kinds import kind_of
from tarot_learn.exercises.kinds.rules_question import RulesQuestion
from tarot_learn.exercises.model import Exercise

BANK = load_bank()
# The seed text the project started from lies beside CI's checkout, in ../shared/seed/; it is not part of
# the repository, so a clone on its own skips the check, and CI (CI=true) requires it.
SEED_TEXT = Path(__file__).resolve().parents[3] / "shared" / "seed" / "tarot-regles.fr.txt"
UNDER_CI = os.environ.get("CI", "").strip().lower() in ("true", "1", "yes")


def test_the_bank_is_big_enough_and_every_chapter_has_exercises():
    assert len(BANK) >= 40
    for chapter in CHAPTERS:
        assert len(chapter_exercises(chapter)) >= 4, chapter
    assert {exercise.kind for exercise in BANK.values()} == set(KINDS)


def test_every_situation_of_rules_5_and_6_is_practised():
    # The Excuse in a trick is practised with the Excuse's lesson (chapter "excuse"), not before it is taught.
    situations = {exercise.situation for exercise in BANK.values() if exercise.chapter in ("play", "excuse")}
    required = {
        "follow_suit",
        "must_trump",
        "must_overtrump",
        "undertrump",
        "trump_led",
        "discard",
        "excuse_led",
        "excuse_in_hand",
        "last_trick",
        "called_suit",
        "trick_winner",
    }
    assert required <= situations


@pytest.mark.parametrize("exercise_id", list(BANK))
def test_the_core_agrees_with_the_stored_answer(exercise_id):
    exercise: Exercise = BANK[exercise_id]
    stored = exercise.stored_answer
    position = exercise.position
    if exercise.kind == "legal_play":  # the author lists every legal card
        assert solve(exercise) == CardSet(stored)
        options = {"players": position.players, "called_card": position.called_card}
        assert legal_cards(position.hand, position.trick, **options) == CardSet(stored)
    elif exercise.kind in ("ecart", "best_ecart"):  # one of the écarts the core allows (or advises)
        assert check_ecart(position.hand, position.chien, stored).legal
        assert check_ecart(position.hand, position.chien, solve(exercise)).legal
        assert grade(exercise, stored).correct and grade(exercise, solve(exercise)).correct
    else:  # written as a learner would: the core reads it as its own answer
        assert kind_of(exercise).read_answer(stored, position) == solve(exercise)
    if exercise.kind in ("trick_winner", "first_player"):  # the learner counts the seats from 1
        assert solve(exercise) == stored - 1


@pytest.mark.parametrize("exercise_id", list(BANK))
def test_the_stored_answer_is_graded_correct_in_both_languages(exercise_id):
    exercise = BANK[exercise_id]
    answer = exercise.stored_answer
    if exercise.kind == "legal_play":  # one card is asked for: each legal card is a right answer
        answers = [card.text("fr") for card in CardSet(answer)]
    else:
        answers = [answer]
    for lang in ("fr", "en"):
        for given in answers:
            result = grade(exercise, given, lang=lang)
            assert result.correct and result.score == 1 and result.feedback_kind == "correct", result
            assert result.reason and not result.hint


@pytest.mark.parametrize("exercise_id", list(BANK))
def test_questions_and_hints_exist_in_french_and_english(exercise_id):
    exercise = BANK[exercise_id]
    assert exercise.question_text("fr") and exercise.question_text("en")
    assert exercise.question_text("fr") != exercise.question_text("en")
    assert exercise.hints, "every exercise has at least one hint"
    for hint in exercise.hints:
        assert hint["fr"] and hint["en"]


def test_the_tricky_positions_of_rules_md_are_in_the_bank():
    def legal(exercise_id):
        return set(map(str, solve(BANK[exercise_id])))

    assert legal("play-excuse-led-1") == {"2♥", "R♥"}  # 1. Excuse led, then ♥5: follow hearts
    assert legal("play-discard-excuse-only") == {"R♥", "3♦", "Excuse"}  # 2. the Excuse is no trump
    assert legal("play-undertrump-1") == {"3", "7"}  # 3. trumped with the 18: undertrump, not a heart
    assert legal("play-trump-led-partner") == {"18"}  # 4. trump led by a partner: go over
    assert legal("play-last-trick-excuse") == {"Excuse"}  # 5. the Excuse as the last card


def _sentences(text):
    return {" ".join(part.lower().split()) for part in re.split(r"[.:!?•\n]", text) if len(part.split()) >= 6}


def test_no_question_or_hint_copies_a_sentence_of_the_seed():
    if not SEED_TEXT.is_file():
        missing = f"the seed text is not beside this checkout (expected at {SEED_TEXT})"
        if UNDER_CI:
            pytest.fail(f"{missing}: CI must check that no exercise copies it")
        pytest.skip(f"{missing}: exercises not checked against it (CI checks them)")
    seed_sentences = _sentences(SEED_TEXT.read_text(encoding="utf-8"))
    assert len(seed_sentences) > 20, "the seed text was read, but too few of its sentences were found"
    for exercise in BANK.values():
        texts = [exercise.question["fr"]] + [hint["fr"] for hint in exercise.hints]
        for text in texts:
            assert not _sentences(text) & seed_sentences, exercise.id


def test_the_play_chapter_has_no_excuse_question():
    # The Excuse is taught in lesson 06: its positions belong to chapter "excuse", not before it.
    for exercise in chapter_exercises("play"):
        assert EXCUSE not in exercise.position.cards(), exercise.id


def test_every_rule_area_has_five_graded_exercises_or_more():
    by_area = {}
    for exercise in BANK.values():
        if isinstance(kind_of(exercise), RulesQuestion):
            by_area.setdefault(exercise.situation, []).append(exercise)
    assert set(by_area) == {
        "bidding",
        "chien",
        "call",
        "petit_sec",
        "score",
        "petit_au_bout",
        "poignee",
        "chelem",
        "stats",
    }
    for area, exercises in by_area.items():
        assert len(exercises) >= 5, area
        assert all(exercise.question["fr"] and exercise.question["en"] for exercise in exercises)
    for area in ("bidding", "chien", "score", "petit_au_bout", "poignee", "chelem"):
        assert {exercise.position.players for exercise in by_area[area]} >= {3, 5}, area
