"""Answer an exercise in the page wrongly, then rightly, as a learner would: JupyterLab and
Voilà scenarios share it. The expected sentences come from the grader itself."""

from __future__ import annotations

import re
from pathlib import Path

from learner import button, card_button, click_to_text_ms, screenshot, type_into, widget_titled
from playwright.sync_api import Locator, Page, expect

from tarot_learn import i18n, legal_cards
from tarot_learn.exercises import Exercise, grade
from tarot_learn.widgets import ExerciseWidget


def exercise_widget(page: Page, notebook: Path, exercise_id: str, lang: str, **options) -> tuple[Exercise, Locator]:
    """The exercise ``exercise_id`` as ``notebook`` shows it (its ``ExerciseWidget("…")`` cells, in
    order), and its widget in the page. Several play questions read alike ("You are playing with 4
    players…"): the widget is the one at the exercise's rank among the questions that read the same."""
    shown_ids = re.findall(r'ExerciseWidget\(\\?"([^"\\]+)', notebook.read_text(encoding="utf-8"))
    shown = [ExerciseWidget(name, lang=lang, **options).exercise for name in shown_ids]
    exercise = shown[shown_ids.index(exercise_id)]
    title = exercise.question_text(lang)
    alike = [item.id for item in shown if item.question_text(lang) == title]
    return exercise, widget_titled(page, title, count=len(alike), index=alike.index(exercise_id))


def give_answer(widget: Locator, card, lang: str, *, click: bool) -> None:
    """Click the card's button (the answer box then shows it) or type it in the box."""
    if click:
        card_button(widget, card.text(lang)).click()
        expect(widget.locator("input[type='text']")).to_have_value(card.text(lang))
    else:
        type_into(widget, i18n.text("exercise.widget.answer", lang), card.text(lang))


def answer_wrong_then_right(page: Page, widget: Locator, exercise: Exercise, lang: str, name: str, *, click: bool):
    """A card that may not be played, Check, read why; Try again; a legal card, Check.
    Returns the two cards and the milliseconds from the second Check to its feedback."""
    position = exercise.position
    allowed = legal_cards(position.hand, position.trick, players=position.players)
    wrong = next(card for card in position.hand if card not in allowed)
    right = next(iter(allowed))
    feedback = widget.locator("[role='status']")
    check = button(widget, i18n.text("exercise.widget.check", lang))

    give_answer(widget, wrong, lang, click=click)
    check.click()
    wrong_sentence = grade(exercise, wrong.text(lang), lang=lang, attempt=1).sentence()
    assert wrong_sentence.startswith(i18n.text("exercise.verdict.wrong", lang)) and len(wrong_sentence) > 40
    expect(feedback).to_have_text(wrong_sentence)  # the verdict and the reason, as the grader says them
    screenshot(page, f"{name}_wrong", widget)

    button(widget, i18n.text("exercise.widget.retry", lang)).click()
    expect(feedback).to_have_count(0)
    give_answer(widget, right, lang, click=click)
    right_sentence = grade(exercise, right.text(lang), lang=lang, attempt=2).sentence()
    assert right_sentence.startswith(i18n.text("exercise.verdict.correct", lang))
    elapsed_ms = click_to_text_ms(page, check, widget, right_sentence)
    expect(feedback).to_have_text(right_sentence)
    expect(button(widget, i18n.text("exercise.widget.solution", lang))).to_be_enabled()
    screenshot(page, f"{name}_right", widget)
    return wrong, right, elapsed_ms
