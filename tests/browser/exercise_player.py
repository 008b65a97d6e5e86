"""Answer an exercise in the page wrongly, then rightly, as a learner would: JupyterLab and
Voilà scenarios share it. The expected sentences come from the grader itself."""

from __future__ import annotations

import re
from pathlib import Path

from learner import button, card_button, click_to_text_ms, screenshot, type_into, widget_titled
from playwright.sync_api import Locator, Page, expect

from tarot_learn import i18n, legal_cards
from tarot_learn.exercises import Exercise, grade
from tarot_learn.exercises.kinds import kind_of
from tarot_learn.exercises.practice import MASTERY_WINDOW
from tarot_learn.widgets import ExerciseWidget

PRACTICE_DRAWS = 10  # Next clicked at most this often to find an exercise with a typical wrong answer


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


def typed(answer, lang: str) -> str:
    """An answer as a learner types it: a card or a set of cards in the page's language."""
    return answer.text(lang) if hasattr(answer, "text") else str(answer)


def graded_as(exercise: Exercise, candidates, lang: str, *, correct: bool) -> str | None:
    """The first candidate answer, typed, that the grader marks right (or wrong), if any; the words
    of the page's language first (the reader also takes « non » from an English learner)."""
    solution = kind_of(exercise).solution(exercise.position, lang).casefold()
    texts = [typed(answer, lang) for answer in candidates]
    for text in sorted(texts, key=lambda text: text.casefold() not in solution):
        result = grade(exercise, text, lang=lang)
        if result.correct == correct and result.feedback_kind in ("correct", "wrong"):
            return text
    return None


def practise_right(page: Page, widget: Locator, twin, lang: str, name: str) -> None:
    """A Practice in the page, and ``twin``, the same Practice built in this process (same learner,
    same stream): the exercise shown answered right, the grader's sentence awaited, a screenshot."""
    exercise = twin.exercise_widget.exercise
    right = graded_as(exercise, kind_of(exercise).right_answers(exercise.position), lang, correct=True)
    expect(widget).to_contain_text(exercise.question_text(lang))
    _answer(widget, exercise, right, lang)
    screenshot(page, f"{name}_right", widget)


def practise_wrong(page: Page, widget: Locator, twin, lang: str, name: str) -> None:
    """**Next** (in the page and in ``twin``) until an exercise has a typical wrong answer; that
    answer given, the grader's sentence awaited, a screenshot."""
    for _draw in range(PRACTICE_DRAWS):
        exercise = twin.next().exercise
        button(widget, i18n.text("exercise.practice.next", lang)).click()
        expect(widget).to_contain_text(i18n.text("exercise.practice.count", lang, number=twin.served))
        wrong = graded_as(exercise, kind_of(exercise).wrong_answers(exercise.position), lang, correct=False)
        if wrong is not None:
            break
    else:
        raise AssertionError(f"no exercise with a typical wrong answer in {PRACTICE_DRAWS} draws")
    _answer(widget, exercise, wrong, lang)
    screenshot(page, f"{name}_wrong", widget)


def _answer(widget: Locator, exercise: Exercise, text: str, lang: str) -> None:
    """Type ``text``, Check, wait for the grader's sentence and for the mastery marks to count the
    answer (they are redrawn after the feedback: a screenshot taken at once would miss them)."""
    tried = widget.locator(".tarot-practice-marks").get_by_text(re.compile("^[✔✘]$"))
    before = tried.count()
    type_into(widget, i18n.text("exercise.widget.answer", lang), text)
    button(widget, i18n.text("exercise.widget.check", lang)).click()
    sentence = grade(exercise, text, lang=lang).sentence()
    expect(widget.locator("[role='status']").filter(has_text=sentence)).to_have_count(1)
    expect(tried).to_have_count(min(before + 1, MASTERY_WINDOW))
