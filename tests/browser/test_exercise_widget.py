"""Exercise set 04 in JupyterLab: the learner answers an exercise wrongly, reads the reason,
tries again and answers rightly; the attempts are saved in his progress file (ExerciseWidget)
— clicking a card in French, typing in English."""

from __future__ import annotations

import json

import pytest
from learner import (
    button,
    card_button,
    click_to_text_ms,
    find_notebook,
    open_and_run,
    screenshot,
    type_into,
    widget_titled,
)
from playwright.sync_api import expect

from tarot_learn import i18n, legal_cards
from tarot_learn.exercises import grade
from tarot_learn.widgets import ExerciseWidget

EXERCISE, LEARNER = "play-follow-2", "learner"  # as exercise set 04 shows it


def answer(widget, card, lang: str) -> None:
    if lang == "fr":
        card_button(widget, card.text(lang)).click()
        expect(widget.locator("input[type='text']")).to_have_value(card.text(lang))  # a click fills the box
    else:
        type_into(widget, i18n.text("exercise.widget.answer", lang), card.text(lang))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_wrong_then_right_answer(lab, page, lang):
    open_and_run(page, lab.url, find_notebook(lab.root, "exercises", lang, "04"))
    reference = ExerciseWidget(EXERCISE, lang=lang, learner=LEARNER)  # the learner's own variant, in this process
    exercise = reference.exercise
    widget = widget_titled(page, exercise.question_text(lang))
    position = exercise.position
    allowed = legal_cards(position.hand, position.trick, players=position.players)
    wrong = next(card for card in position.hand if card not in allowed)
    right = next(iter(allowed))
    feedback = widget.locator("[role='status']")
    check = button(widget, i18n.text("exercise.widget.check", lang))

    answer(widget, wrong, lang)
    check.click()
    wrong_sentence = grade(exercise, wrong.text(lang), lang=lang, attempt=1).sentence()
    expect(feedback).to_have_text(wrong_sentence)
    assert wrong_sentence.startswith(i18n.text("exercise.verdict.wrong", lang)) and len(wrong_sentence) > 40
    screenshot(page, f"exercise_{lang}_wrong", widget)

    button(widget, i18n.text("exercise.widget.retry", lang)).click()
    expect(feedback).to_have_count(0)
    answer(widget, right, lang)
    right_sentence = grade(exercise, right.text(lang), lang=lang, attempt=2).sentence()
    if lang == "fr":
        print(f"\nexercise, click to feedback: {click_to_text_ms(page, check, widget, right_sentence):.0f} ms")
    else:
        check.click()
    expect(feedback).to_have_text(right_sentence)
    assert right_sentence.startswith(i18n.text("exercise.verdict.correct", lang))
    expect(button(widget, i18n.text("exercise.widget.solution", lang))).to_be_enabled()
    screenshot(page, f"exercise_{lang}_right", widget)

    saved = json.loads((lab.progress_dir / f"{LEARNER}.json").read_text())["attempts"]
    mine = [(item["answer"], item["correct"]) for item in saved if item["exercise"] == EXERCISE]
    assert mine[-2:] == [(wrong.text(lang), False), (right.text(lang), True)]
