"""The live class view in a real browser (issue 24): Voilà's app follows 30 simulated learners
saving answers at once into the class folder — nothing lost, never a traceback, the view up to date
within its refresh period — and the same notebook runs in JupyterLab."""

from __future__ import annotations

import random
import re
import threading
import time
from types import SimpleNamespace

from learner import KERNEL_TIMEOUT_MS, assert_no_errors, open_and_run, screenshot, widget_titled
from playwright.sync_api import Page, expect

from tarot_learn import i18n
from tarot_learn.classroom.tournament import save_result
from tarot_learn.exercises import Progress, bank_exercise
from tarot_learn.exercises.practice import practice_stream
from tarot_learn.exercises.progress_file import read_attempts
from tarot_learn.widgets.class_view import REFRESH_SECONDS, exercise_name

LEARNERS, ANSWERS = 30, 8
SEEDED = 2  # learners with one answer each before the 30 start: Emma and Noa
TOURNAMENT, TOURNAMENT_PLAYERS, TOURNAMENT_DEALS = "club-2026-12-03", 12, 5  # a duplicate tournament, seeded
PROJECTOR = {"width": 1280, "height": 720}  # a classroom projector's screen
# What the simulated learners answer, in several rule areas, and the misconception of each wrong answer.
EXERCISES = {
    "cards-points-king-small": "small_cards_worth_one",
    "dealing-hand-4p": "deal_size_of_other_table",
    "bidding-first-speaker-4p": "dealer_speaks_first",
    "play-follow-1": "excuse_always_playable_missed",
    "play-must-trump-1": "discarded_while_holding_trumps",
    "excuse-own-side-won": "excuse_goes_with_trick",
    "scoring-made-by-margin": "half_point_to_winner",
}
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
            name = list(EXERCISES)[(number + step) % len(EXERCISES)]
            wrong = SimpleNamespace(**{**vars(WRONG), "misconception": EXERCISES[name]})
            progress.record(bank_exercise(name), RIGHT if (number + step) % 3 else wrong, "1♠")
    except Exception as error:  # noqa: BLE001 - reported by the test
        errors.append(error)


def play_tournament(folder) -> None:
    """A duplicate tournament's results in the class folder, seeded: TOURNAMENT_PLAYERS learners, each
    having played some of its TOURNAMENT_DEALS deals (the class view ranks them)."""
    scores = random.Random(TOURNAMENT)
    for number in range(TOURNAMENT_PLAYERS):
        for deal in range(1, TOURNAMENT_DEALS + 1 - number % 2):  # every other learner has a deal still to play
            save_result(
                TOURNAMENT, f"learner-{number:02d}", deal, scores.choice((-1, 1)) * scores.randrange(25, 200), folder
            )


def test_the_class_view_follows_thirty_learners_saving_at_once(voila_apps, page: Page):
    lang = "fr"
    folder = voila_apps.progress_dir
    folder.mkdir(parents=True, exist_ok=True)
    seeded = Progress("Emma", path=folder)  # a wrong answer with a misconception key that has no sentence
    seeded.record(
        bank_exercise("play-follow-1"), SimpleNamespace(**{**vars(WRONG), "misconception": UNNAMED_KEY}), "7♥"
    )
    practice_question = next(practice_stream("scoring", seed=1))  # Noa is stuck on a Practice question
    Progress("Noa", path=folder).record(practice_question, WRONG, "+40")
    play_tournament(folder)

    page.goto(f"{voila_apps.url}/voila/render/class_view_{lang}.ipynb", timeout=KERNEL_TIMEOUT_MS)
    view = widget_titled(page, i18n.text("classview.title", lang))
    expect(view).to_contain_text(status_pattern(lang, SEEDED, SEEDED), timeout=KERNEL_TIMEOUT_MS)

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
        status_pattern(lang, LEARNERS + SEEDED, LEARNERS * ANSWERS + SEEDED), timeout=2 * REFRESH_SECONDS * 1000 + 5000
    )
    print(f"\nclass view up to date {time.monotonic() - written:.1f} s after the last save")
    unnamed = i18n.text("classview.misconception_unnamed", lang, exercises="play-follow-1")
    expect(view).to_contain_text(
        i18n.text("classview.look.misconception_one", lang, what=unnamed, count=1, learners="Emma")
    )
    for learner, exercise in (("Emma", "play-follow-1"), ("Noa", practice_question.id)):
        stuck = i18n.text("classview.stuck_learner", lang, learner=learner, exercise=exercise_name(exercise, lang))
        expect(view).to_contain_text(stuck)
    learners = i18n.text("count.learners.many", lang, count=TOURNAMENT_PLAYERS)  # « 12 élèves »
    deals = i18n.text("count.deals.many", lang, count=TOURNAMENT_DEALS)
    heading = i18n.text("classview.tournament.heading", lang, name=TOURNAMENT, learners=learners, deals=deals)
    expect(view).to_contain_text(heading)
    assert_no_errors(page, "Voilà class view")
    # As a projector shows it (1280 × 720, the top of the page), then the whole view: Voilà scrolls
    # inside its own panel, so the window is made as tall as the view for the whole of it to be drawn.
    page.set_viewport_size(PROJECTOR)
    screenshot(page, "voila_class_view_projector")
    page.set_viewport_size({"width": PROJECTOR["width"], "height": int(view.bounding_box()["height"]) + 200})
    screenshot(page, "voila_class_view_30_learners", view)


def test_the_class_view_notebook_runs_in_jupyterlab(lab, page: Page):
    lang = "en"
    Progress("Liam", path=lab.progress_dir).record(bank_exercise("play-follow-2"), RIGHT, "3♦")
    open_and_run(page, lab.url, f"apps/class_view_{lang}.ipynb")
    view = widget_titled(page, i18n.text("classview.title", lang))
    expect(view).to_contain_text(i18n.text("classview.learner", lang))
    expect(view).to_contain_text("Liam")
    screenshot(page, "lab_class_view", view)
    expect(widget_titled(page, i18n.text("classcode.title", lang))).to_contain_text(i18n.text("classcode.off", lang))
