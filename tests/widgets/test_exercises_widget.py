"""ExerciseWidget in Python, without a browser: set values, click, read the feedback (fr and en)."""

import json

import pytest

from tarot_learn import parse_card
from tarot_learn.exercises import expected_text, grade, load_bank, solve
from tarot_learn.exercises.progress import ENV_VARIABLE, Progress, ProgressFileError
from tarot_learn.i18n import text
from tarot_learn.widgets import ExerciseWidget
from tarot_learn.widgets._common import cut_typed, plain_text


def press(widget, *cards):
    for card in cards:
        widget.card_buttons.buttons[parse_card(card)].value = True


def test_clicking_cards_fills_the_answer_and_check_grades_it_in_english():
    widget = ExerciseWidget("play-must-overtrump-2", lang="en")
    press(widget, "10", "13")
    assert widget.answer.value == "10 13"
    widget.check_button.click()
    feedback = plain_text(widget.feedback.value)
    assert text("exercise.all_legal.missed_one", "en", count=1) in feedback and "17" not in feedback.split("Hint")[0]
    assert text("exercise.hint", "en", hint=widget.exercise.hint(1, "en")) in feedback
    press(widget, "17")
    widget.check_button.click()
    graded = grade(widget.exercise, "10 13 17", lang="en", attempt=2)
    assert graded.correct and plain_text(widget.feedback.value) == graded.sentence()
    assert widget.attempts == 2 and widget.last_result.correct


def test_a_single_card_question_keeps_only_the_last_card_pressed_in_french():
    widget = ExerciseWidget("play-follow-2", lang="fr")
    press(widget, "R♠", "3♦")
    assert widget.answer.value == "3♦"
    assert [card.text("fr") for card, b in widget.card_buttons.buttons.items() if b.value] == ["3♦"]
    widget.check_button.click()
    graded = grade(widget.exercise, "3♦", lang="fr")
    assert graded.correct and plain_text(widget.feedback.value) == graded.sentence()


def test_typing_works_like_clicking_and_bad_typing_gets_a_sentence():
    widget = ExerciseWidget("play-undertrump-1", lang="en")
    widget.answer.value = "K♥"
    widget.check_button.click()
    assert grade(widget.exercise, "K♥", lang="en").sentence() in plain_text(widget.feedback.value)
    widget.answer.value = "7 of hartes"
    widget.check_button.click()
    unreadable = grade(widget.exercise, "7 of hartes", lang="en", attempt=2)
    assert unreadable.feedback_kind == "invalid" and unreadable.reason
    assert plain_text(widget.feedback.value) == unreadable.sentence()
    assert widget.attempts == 1  # an unreadable answer is not an attempt
    widget.answer.value = ""
    widget.check_button.click()
    empty = grade(widget.exercise, "", lang="en", attempt=2)
    assert empty.feedback_kind == "invalid" and plain_text(widget.feedback.value) == empty.sentence()


def test_hints_go_from_gentle_to_explicit_then_stop():
    widget = ExerciseWidget("play-excuse-led-1", lang="fr")
    hints = load_bank()["play-excuse-led-1"].hints
    widget.hint_button.click()
    # plain_text reads no-break spaces as spaces, as a screen reader does
    assert plain_text(widget.hint_box.value) == plain_text(f"Indice : {hints[0]['fr']}")
    widget.hint_button.click()
    shown = widget.hint_box.value
    last = plain_text(text("exercise.widget.last_hint", "fr"))
    assert plain_text(hints[1]["fr"]) in plain_text(shown) and last not in plain_text(shown)
    widget.hint_button.click()  # the last hint waits for a wrong answer
    assert plain_text(widget.hint_box.value) == plain_text(text("exercise.scores.hint_after_answer", "fr"))
    widget.answer.value = "4"
    widget.check_button.click()
    widget.hint_button.click()
    assert plain_text(hints[2]["fr"]) in plain_text(widget.hint_box.value) and last in plain_text(widget.hint_box.value)
    widget.hint_button.click()
    assert plain_text(hints[2]["fr"]) in plain_text(widget.hint_box.value)


def test_the_hint_button_goes_on_from_the_hint_a_wrong_answer_showed():
    widget = ExerciseWidget("play-excuse-led-1", lang="en")
    widget.answer.value = "4"
    widget.check_button.click()
    hints = [hint["en"] for hint in load_bank()["play-excuse-led-1"].hints]
    assert plain_text(widget.feedback.value).endswith(text("exercise.hint", "en", hint=hints[0]))
    widget.hint_button.click()
    assert plain_text(hints[1]) in plain_text(widget.hint_box.value)  # the second hint: the first was shown


def test_solution_after_two_wrong_attempts_and_try_again_clears():
    widget = ExerciseWidget("play-winner-small-trump", lang="en")
    assert widget.solution_button.disabled
    press(widget, "R♠")
    widget.check_button.click()
    assert widget.solution_button.disabled
    widget.retry_button.click()
    assert widget.answer.value == "" and widget.feedback.value == ""
    assert not any(button.value for button in widget.card_buttons.buttons.values())
    widget.answer.value = "3"  # the winner is the learner's player 4
    widget.check_button.click()
    assert not widget.solution_button.disabled
    widget.solution_button.click()
    solution = plain_text(widget.solution_box.value)
    expected = text("exercise.widget.solution_is", "en", solution=expected_text(widget.exercise, "en"))
    assert solution.startswith(expected) and "<svg" in widget.solution_box.value


def test_the_trick_to_judge_is_not_drawn_with_its_winner_before_the_answer():
    widget = ExerciseWidget("play-winner-small-trump", lang="fr")
    assert "gagne" not in widget.picture.value.lower()
    assert text("display.trick.card", "fr", seat="Joueur 4", card="3") in plain_text(widget.position.value)


@pytest.mark.parametrize("exercise_id", list(load_bank()))
def test_every_bank_exercise_builds_and_accepts_its_stored_answer(exercise_id):
    exercise = load_bank()[exercise_id]
    widget = ExerciseWidget(exercise, lang="en")
    answer = exercise.stored_answer
    if exercise.kind == "legal_play":
        answer = answer.split()[0]
    widget.answer.value = str(answer)
    widget.check_button.click()
    assert widget.last_result.correct, plain_text(widget.feedback.value)
    assert plain_text(widget.question.value) == exercise.question_text("en")


def test_a_learner_gets_his_variant_and_his_attempts_are_saved(tmp_path, monkeypatch):
    monkeypatch.setenv(ENV_VARIABLE, str(tmp_path))
    widget = ExerciseWidget("play-must-trump-1", lang="en", learner="dana")
    assert widget.exercise.position != load_bank()["play-must-trump-1"].position
    legal = widget.exercise.position.hand
    right = next(iter(solve(widget.exercise)))
    wrong = next(card for card in legal if card not in solve(widget.exercise))
    widget.answer.value = wrong.text("en")
    widget.check_button.click()
    widget.answer.value = right.text("en")
    widget.check_button.click()
    data = json.loads((tmp_path / "dana.json").read_text(encoding="utf-8"))
    assert [(a["exercise"], a["correct"]) for a in data["attempts"]] == [
        ("play-must-trump-1", False),
        ("play-must-trump-1", True),
    ]


def test_a_progress_folder_that_cannot_be_written_does_not_stop_the_exercise(tmp_path, monkeypatch):
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    monkeypatch.setenv(ENV_VARIABLE, str(blocked))
    widget = ExerciseWidget("play-follow-2", lang="fr", learner="eve")
    widget.answer.value = next(iter(solve(widget.exercise))).text("fr")
    widget.check_button.click()
    assert widget.last_result.correct
    with pytest.raises(ProgressFileError) as refused:
        Progress("eve").record(widget.exercise, widget.last_result, widget.answer.value)
    assert plain_text(refused.value.message("fr")) in plain_text(widget.hint_box.value)


def test_showing_the_solution_is_saved_in_the_progress_file(tmp_path, monkeypatch):
    monkeypatch.setenv("TAROT_LEARN_PROGRESS_DIR", str(tmp_path))
    widget = ExerciseWidget("play-winner-small-trump", lang="en", learner="class:zoe")
    for answer in ("1", "2"):  # the winner is the learner's player 4
        widget.answer.value = answer
        widget.check_button.click()
    widget.solution_button.click()
    from tarot_learn.exercises import Progress

    entries = Progress("class:zoe").attempts
    assert entries[-1]["solution_shown"] is True and entries[-1]["exercise"] == "play-winner-small-trump"
    from tarot_learn.exercises.report import read_rows

    rows, _ = read_rows(tmp_path.glob("*.json"))
    assert rows[0]["solution_shown"] and rows[0]["attempts"] == 2 and rows[0]["teaches"] == "trick_winner"


def test_a_5000_character_answer_is_cut_with_a_note_and_wraps_inside_the_widget():
    widget = ExerciseWidget("play-undertrump-1", lang="en")
    widget.answer.value = "z" * 5000
    widget.check_button.click()
    feedback = plain_text(widget.feedback.value)
    assert feedback.startswith("⚠") and plain_text(cut_typed("z" * 5000, "en")[1]) in feedback
    assert "overflow-wrap:anywhere" in widget.feedback.value
