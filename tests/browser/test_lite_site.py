"""The JupyterLite site (``make lite``) in a Chromium that cannot leave this machine: the lesson
on following suit in each language (a card clicked at the trick trainer, a bid and a card at the
game table), and an exercise notebook (an answer clicked; its chart cell shows a sentence, Pyodide's
core having no matplotlib; the progress file downloaded after a reload). The table's and the
exercise's live regions say the news in the node shown empty (anywidget's front end in the site,
its wheel in Pyodide). Every request the page and its workers make is logged: none may leave
127.0.0.1, and no cell may show a traceback.

Run them with ``make lite && pytest -n 2 -m lite tests``; the timings (cold load to an idle
kernel, click to feedback) are written to ``test-artifacts/browser/lite-timings-*.json``.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest
from exercise_player import answer_wrong_then_right, exercise_widget, practise_right, practise_wrong
from learner import (
    ARTIFACTS,
    KERNEL_TIMEOUT_MS,
    assert_no_errors,
    card_button,
    click_to_text_ms,
    run_all,
    screenshot,
    wait_for_idle_kernel,
    widget_titled,
)
from lite_site import outside_this_machine
from live_region_check import MarkedRegion, a_card_keeps_the_region
from playwright.sync_api import expect

from tarot_learn import i18n, legal_cards
from tarot_learn.contracts import Contract
from tarot_learn.exercises import grade
from tarot_learn.exercises.practice import MASTERY_RIGHT, MASTERY_WINDOW, area_targets
from tarot_learn.exercises.progress import ENV_VARIABLE
from tarot_learn.play import explain_play
from tarot_learn.strategy import written_deal
from tarot_learn.widgets import GameTable, Practice, TrickTrainer

pytestmark = pytest.mark.lite

LESSON_TRAINER = {"players": 4, "seed": 11}  # as the lesson on following suit builds its trick trainer
EXERCISE, LEARNER = "play-follow-2", "learner"  # as the exercise notebook on following suit shows it
TIMINGS = ARTIFACTS / f"lite-timings-{os.environ.get('PYTEST_XDIST_WORKER', 'main')}.json"  # one per worker
timings: dict[str, float] = {}


@pytest.fixture
def lite_page(offline_browser, lite, request):
    """A fresh tab on the site, and the list of every URL it and its workers ask for; a
    screenshot is kept when the test fails."""
    context = offline_browser.new_context(viewport={"width": 1280, "height": 1800})
    requested: list[str] = []
    context.on("request", lambda request: requested.append(request.url))
    context.on("requestfailed", lambda request: requested.append(request.url))
    tab = context.new_page()
    tab.on("worker", lambda worker: requested.append(worker.url))
    try:
        yield tab, requested
    finally:
        if getattr(request.node, "failed_call", False):
            screenshot(tab, f"FAILED-{request.node.name}")
        context.close()
    leaving = outside_this_machine(requested)
    assert not leaving, f"requests outside this machine: {leaving[:10]}"


@pytest.fixture(scope="module", autouse=True)
def _report_timings():
    yield
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    TIMINGS.write_text(json.dumps(timings, indent=2))
    print(f"\nJupyterLite timings (s): {json.dumps(timings)}")


def open_in_lite(page, site, path: str) -> float:
    """Open ``path`` in the site's JupyterLab; wait until its kernel is idle. Returns the seconds it took."""
    start = time.monotonic()
    page.goto(f"{site.url}/lab/index.html?path={path}")
    wait_for_idle_kernel(page)
    return time.monotonic() - start


def notebook_with(root, folder: str, lang: str, code: str) -> str:
    """The notebook of ``folder/lang`` whose cells hold ``code``, whatever its number (lessons get renumbered)."""
    for path in sorted((root / "files" / folder / lang).glob("*.ipynb")):
        if code in path.read_text(encoding="utf-8"):
            return path.relative_to(root / "files").as_posix()
    raise AssertionError(f"no notebook in {folder}/{lang} holds {code}")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_trick_lesson_runs_and_a_card_is_explained(lite, lite_page, lang):
    page, requested = lite_page
    path = notebook_with(lite.root, "notebooks", lang, "TrickTrainer(")
    timings[f"load_to_idle_{lang}"] = round(open_in_lite(page, lite, path), 1)
    run_all(page)
    assert_no_errors(page, path)

    trainer = widget_titled(page, i18n.text("widgets.trick.title", lang))
    position = TrickTrainer(**LESSON_TRAINER, lang=lang).position  # the same trainer, in this process
    legal = legal_cards(position.hand, position.trick, players=position.players)
    illegal_card = next(card for card in position.hand if card not in legal)
    refusal = explain_play(illegal_card, position.hand, position.trick, lang=lang).explain(lang)
    clicked = card_button(trainer, illegal_card.text(lang))
    timings[f"card_click_to_feedback_{lang}"] = round(click_to_text_ms(page, clicked, trainer, refusal) / 1000, 3)
    expect(trainer.locator("[role='status']")).to_have_text(f"✘ {refusal} {i18n.text('widgets.try_again', lang)}")

    # The worker's own requests are in the log (Pyodide, its lock, the wheels), all from the site.
    assert any(url.endswith("/static/pyodide/pyodide.asm.wasm") for url in requested)
    assert any("/static/pyodide/tarot_learn-" in url for url in requested)
    assert "/static/pyodide/pyodide-lock.json" in lite.served_paths()

    # The lesson's game table (a written deal): bid, no slam, a card — said in the region shown empty.
    table = widget_titled(page, i18n.text("table.title", lang))
    reference = GameTable(deal=written_deal(4, slam=True), lang=lang)
    a_card_keeps_the_region(table, reference, lang, f"lite-table-{lang}", bid=Contract.GARDE_SANS)
    assert any("/extensions/anywidget/" in url for url in requested)  # the region's front end, from the site
    screenshot(page, f"lite_live_region_{lang}", table)


def test_exercise_answer_is_graded_and_saved_across_a_reload(lite, lite_page):
    page, _ = lite_page
    lang = "fr"
    path = notebook_with(lite.root, "exercises", lang, EXERCISE)
    open_in_lite(page, lite, path)
    run_all(page)
    assert_no_errors(page, path)
    # The learner's own variant, found among the notebook's questions that read alike.
    exercise, widget = exercise_widget(page, lite.root / "files" / path, EXERCISE, lang, learner=LEARNER)
    region = MarkedRegion(widget, "lite-exercise")
    wrong, right, elapsed_ms = answer_wrong_then_right(page, widget, exercise, lang, "lite_exercise", click=True)
    region.expect_said(grade(exercise, right.text(lang), lang=lang, attempt=2).sentence(), whole=False)
    timings["exercise_check_to_feedback"] = round(elapsed_ms / 1000, 3)
    # The notebook's last cell draws the learner's chart: Pyodide's core has no matplotlib, so
    # the cell says where to see it instead.
    sentence = i18n.text("display.figure.unavailable", lang)
    expect(page.locator(".tarot-figure-unavailable").first).to_have_text(sentence)

    # After a reload the file is still there, in the site's files, where the learner downloads it.
    page.goto(f"{lite.url}/lab/index.html?path=progress/{LEARNER}.json")
    listed = page.locator(".jp-DirListing-item", has_text=f"{LEARNER}.json")
    listed.click(button="right", timeout=KERNEL_TIMEOUT_MS)
    with page.expect_download() as download:
        page.locator(".lm-Menu-itemLabel:text-is('Download')").click()
    saved = json.loads(Path(download.value.path()).read_text(encoding="utf-8"))["attempts"]
    mine = [(item["answer"], item["correct"]) for item in saved if item["exercise"] == EXERCISE]
    assert mine[-2:] == [(wrong.text(lang), False), (right.text(lang), True)]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_practice_question_is_answered_and_graded(lite, lite_page, lang, tmp_path, monkeypatch):
    """The exercise notebook's Practice cell: fsrs loads in Pyodide, a right answer gets the grader's own
    sentence and moves the mastery line, Next draws another, answered wrongly; the skills chart is the
    project's SVG. The Practice after each answer and the chart are kept as screenshots."""
    page, _ = lite_page
    area_name = "scoring"  # as the exercise notebook on scoring builds its Practice
    path = notebook_with(lite.root, "exercises", lang, f'Practice(\\"{area_name}\\"')
    open_in_lite(page, lite, path)
    run_all(page)
    assert_no_errors(page, path)

    # The same stream in this process: the learner has no attempt yet, his stream is seeded by his id.
    monkeypatch.setenv(ENV_VARIABLE, str(tmp_path))
    twin = Practice(area_name, lang=lang, learner=LEARNER)
    area = i18n.text(f"exercise.practice.area.{area_name}", lang)
    practice = widget_titled(page, i18n.text("exercise.practice.title", lang, area=area))

    practise_right(page, practice, twin, lang, f"lite_practice_{lang}")
    targets = len(area_targets(area_name))
    mastery = i18n.text(
        "exercise.practice.mastery", lang, done=0, targets=targets, window=MASTERY_WINDOW, needed=MASTERY_RIGHT
    )
    expect(practice.locator("[role='status']").filter(has_text=mastery)).to_have_count(1)
    practise_wrong(page, practice, twin, lang, f"lite_practice_{lang}")  # Next draws another

    title = i18n.text("exercise.practice.chart_title", lang, learner=LEARNER)
    chart = page.locator(f"img[alt^={title!r}]")
    expect(chart).to_have_count(1)
    screenshot(page, f"lite_skills_chart_{lang}", chart)
