"""The class switch in a real browser (issue 24): the class code written once in the progress
folder — as the ``ClassCode`` widget or a teacher's script writes it — gives an exercise notebook,
unchanged, the exercise book's positions in JupyterLab and in Voilà (Jupyter Server's
``/voila/render/…`` route); without it each learner has his own."""

from __future__ import annotations

import re

import pytest
from exercise_player import practise_right, practise_wrong
from learner import CURRENT_NOTEBOOK, KERNEL_TIMEOUT_MS, assert_no_errors, find_notebook, open_and_run, screenshot
from playwright.sync_api import Locator, Page, expect

from tarot_learn import i18n
from tarot_learn.exercises import bank_exercise, exercise_for, position_text, set_class_code
from tarot_learn.exercises.progress import ENV_VARIABLE
from tarot_learn.widgets import Practice

LEARNER = "learner"  # as the exercise notebooks are shipped
PRACTICE_AREA = "play"  # as exercise notebook 05 builds its Practice
SCROLL_STEP_PX = 700  # less than the 1800 px tab: every cell is seen whole at some step
SCROLL_SETTLE_MS = 400  # for JupyterLab to draw the cells scrolled into view


@pytest.fixture
def class_code_set(lab):
    """The class code in the kernels' progress folder for one test, removed after it (the other
    tests of the session expect each learner's own positions)."""
    set_class_code("4B-2026", lab.progress_dir)
    try:
        yield
    finally:
        set_class_code("", lab.progress_dir)


def shown_hands(notebook_path, lang: str) -> tuple[list[str], list[str]]:
    """The first line of each position (the hand) of the notebook's exercises: the book's, and
    the learner's own variant's where it differs from every book position."""
    ids = re.findall(r'ExerciseWidget\(\\?"([^"\\]+)', notebook_path.read_text(encoding="utf-8"))
    # (a question that holds its whole position, such as who leads next, has no position lines)
    book = [first_line(position_text(bank_exercise(name), lang)) for name in ids]
    own = [first_line(position_text(exercise_for(LEARNER, name), lang)) for name in ids]
    return [line for line in book if line], [line for line in own if line and line not in book]


def first_line(text: str) -> str:
    return text.splitlines()[0] if text else ""


def notebook_text(page: Page) -> str:
    """The text of the whole notebook in front: JupyterLab draws only the cells near the view,
    so the notebook is scrolled through from top to bottom, the text read at each step."""
    outer = page.locator(f"{CURRENT_NOTEBOOK} .jp-WindowedPanel-outer")
    texts, top = [], 0
    while top <= outer.evaluate("element => element.scrollHeight"):
        outer.evaluate("(element, top) => { element.scrollTop = top; }", top)
        page.wait_for_timeout(SCROLL_SETTLE_MS)
        texts.append(page.locator(CURRENT_NOTEBOOK).inner_text())
        top += SCROLL_STEP_PX
    return "\n".join(texts)


def assert_book_positions(page: Page, notebook_path, lang: str, where: str, *, body: str) -> None:
    book, own = shown_hands(notebook_path, lang)
    assert own, "the learner's own variants should differ from the book here"
    missing = [line for line in book if line not in body]
    assert not missing, f"{where}: book positions not shown: {missing}"
    assert not [line for line in own if line in body], f"{where}: the learner's own positions are shown"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_class_code_set_once_gives_the_book_positions_in_jupyterlab(lab, page, class_code_set, lang, monkeypatch):
    path = find_notebook(lab.root, "exercises", lang, "05")
    open_and_run(page, lab.url, path)
    assert_book_positions(page, lab.root / path, lang, f"JupyterLab {path}", body=notebook_text(page))

    # The same notebook's Practice (the class code leaves it alone), answered and kept as screenshots:
    # its twin in this process reads the same progress folder, so it draws the same stream.
    monkeypatch.setenv(ENV_VARIABLE, str(lab.progress_dir))
    twin = Practice(PRACTICE_AREA, lang=lang, learner=LEARNER)
    title = i18n.text("exercise.practice.title", lang, area=i18n.text(f"exercise.practice.area.{PRACTICE_AREA}", lang))
    practice = scrolled_to(page, page.locator(".tarot-practice", has_text=title))
    practise_right(page, practice, twin, lang, f"lab_practice_{lang}")
    practise_wrong(page, practice, twin, lang, f"lab_practice_{lang}")
    screenshot(page, f"lab_review_today_{lang}", scrolled_to(page, page.locator(".tarot-review-today")))
    chart_title = i18n.text("exercise.practice.chart_title", lang, learner=LEARNER)
    screenshot(page, f"lab_skills_chart_{lang}", scrolled_to(page, page.locator(f"img[alt^={chart_title!r}]")))


def scrolled_to(page: Page, locator: Locator) -> Locator:
    """``locator`` (one element), the notebook scrolled from the top until JupyterLab draws it."""
    outer = page.locator(f"{CURRENT_NOTEBOOK} .jp-WindowedPanel-outer")
    top = 0
    outer.evaluate("element => { element.scrollTop = 0; }")
    while locator.count() == 0 and top <= outer.evaluate("element => element.scrollHeight"):
        top += SCROLL_STEP_PX
        outer.evaluate("(element, top) => { element.scrollTop = top; }", top)
        page.wait_for_timeout(SCROLL_SETTLE_MS)
    expect(locator).to_have_count(1)
    locator.scroll_into_view_if_needed()
    return locator


def test_the_class_code_set_once_gives_the_book_positions_in_voila(lab, page, class_code_set):
    path = find_notebook(lab.root, "exercises", "fr", "06")
    page.goto(f"{lab.url}/voila/render/{path}", timeout=KERNEL_TIMEOUT_MS)
    ids = re.findall(r'ExerciseWidget\(\\?"', (lab.root / path).read_text(encoding="utf-8"))
    # the notebook's own exercises: the Practice box (which holds an exercise of its own) and the hand-in box are not
    exercise_boxes = page.locator(".jp-OutputArea-output > .widget-vbox:not(.tarot-practice):not(.tarot-hand-in)")
    expect(exercise_boxes).to_have_count(len(ids), timeout=KERNEL_TIMEOUT_MS)
    assert_no_errors(page, f"Voilà {path}")
    body = page.locator("body").inner_text()  # Voilà draws every cell
    assert_book_positions(page, lab.root / path, "fr", f"Voilà {path}", body=body)
