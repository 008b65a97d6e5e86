"""The live class view in a real browser (issue 24): Voilà's app follows 30 simulated learners
saving answers at once into the class folder — nothing lost, never a traceback, the view up to date
within its refresh period — and the same notebook runs in JupyterLab."""

from __future__ import annotations

import random
import re
import threading
import time
from types import SimpleNamespace

from learner import KERNEL_TIMEOUT_MS, assert_no_errors, open_and_run, widget_titled
from playwright.sync_api import Page, expect

from tarot_learn import i18n
from tarot_learn.exercises import Progress, bank_exercise
from tarot_learn.exercises.progress_file import read_attempts
from tarot_learn.widgets.class_view import REFRESH_SECONDS

LEARNERS, ANSWERS = 30, 8
EXERCISES = ("play-follow-1", "play-follow-2", "play-must-trump-1")
UNNAMED_KEY = "browser_test_key"  # a misconception key with no sentence: the neutral sentence shows
RIGHT = SimpleNamespace(feedback_kind="correct", correct=True, score=1.0, misconception="")
WRONG = SimpleNamespace(feedback_kind="wrong", correct=False, score=0.0, misconception="")


def status_pattern(lang: str, learners: int, answers: int) -> re.Pattern:
    """The status line for that many learners and answers, at any time of day."""
    line = i18n.text("classview.status", lang, time="TIME", learners=learners, answers=answers, seconds="SECONDS")
    return re.compile(re.escape(line).replace("TIME", r"\d\d:\d\d:\d\d").replace("SECONDS", r"[\d,.]+"))


def save_answers(folder, number: int, errors: list) -> None:
    """One simulated learner: ANSWERS answers, a seeded pause before each, through Progress.record."""
    pauses = random.Random(number)
    try:
        progress = Progress(f"learner-{number:02d}", path=folder)
        for step in range(ANSWERS):
            time.sleep(pauses.uniform(0.1, 0.8))
            exercise = bank_exercise(EXERCISES[step % len(EXERCISES)])
            progress.record(exercise, RIGHT if (number + step) % 3 else WRONG, "1♠")
    except Exception as error:  # noqa: BLE001 - reported by the test
        errors.append(error)


def test_the_class_view_follows_thirty_learners_saving_at_once(voila_apps, page: Page):
    lang = "fr"
    folder = voila_apps.progress_dir
    folder.mkdir(parents=True, exist_ok=True)
    seeded = Progress("Emma", path=folder)  # a wrong answer with a misconception key that has no sentence
    seeded.record(
        bank_exercise("play-follow-1"), SimpleNamespace(**{**vars(WRONG), "misconception": UNNAMED_KEY}), "7♥"
    )

    page.goto(f"{voila_apps.url}/voila/render/class_view_{lang}.ipynb", timeout=KERNEL_TIMEOUT_MS)
    view = widget_titled(page, i18n.text("classview.title", lang))
    expect(view).to_contain_text(status_pattern(lang, 1, 1), timeout=KERNEL_TIMEOUT_MS)

    errors: list = []
    writers = [threading.Thread(target=save_answers, args=(folder, number, errors)) for number in range(LEARNERS)]
    for writer in writers:
        writer.start()
    while any(writer.is_alive() for writer in writers):  # the page, while the learners save
        assert_no_errors(page, "Voilà class view")
        time.sleep(1)
    for writer in writers:
        writer.join()
    written = time.monotonic()
    assert errors == []

    saved = sum(len(read_attempts(path)[1]) for path in folder.glob("learner-*.json"))
    assert saved == LEARNERS * ANSWERS  # nothing lost
    # The view has read everything by its next refresh (twice its period: a loaded machine draws late).
    expect(view).to_contain_text(
        status_pattern(lang, LEARNERS + 1, LEARNERS * ANSWERS + 1), timeout=2 * REFRESH_SECONDS * 1000 + 5000
    )
    print(f"\nclass view up to date {time.monotonic() - written:.1f} s after the last save")
    unnamed = i18n.text("classview.misconception_unnamed", lang, exercises="play-follow-1")
    expect(view).to_contain_text(i18n.text("classview.misconception", lang, learner="Emma", what=unnamed, count=1))
    expect(view).to_contain_text(i18n.text("classview.stuck_learner", lang, learner="Emma", exercise="play-follow-1"))
    assert_no_errors(page, "Voilà class view")


def test_the_class_view_notebook_runs_in_jupyterlab(lab, page: Page):
    lang = "en"
    Progress("Liam", path=lab.progress_dir).record(bank_exercise("play-follow-2"), RIGHT, "3♦")
    open_and_run(page, lab.url, f"apps/class_view_{lang}.ipynb")
    view = widget_titled(page, i18n.text("classview.title", lang))
    expect(view).to_contain_text(i18n.text("classview.learner", lang))
    expect(view).to_contain_text("Liam")
    expect(widget_titled(page, i18n.text("classcode.title", lang))).to_contain_text(i18n.text("classcode.off", lang))
