"""Click-to-feedback time in a real browser: JupyterLab, headless Chromium, the kernel's round trip.

    PYTHONPATH=tests/browser .venv/bin/python -m benchmarks.bench_browser [--repeat 20]

Measured in the page (``performance.now()`` around a click, a MutationObserver waiting for the
feedback sentence) for the trick trainer (an illegal card refused, a legal card played and the
trick completed) and the exercise widget (Check on a wrong answer). Prints the median, the
fastest and the slowest of each; the aim is under 150 ms. The machines are shared: compare
figures of one run, not across runs.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

from chromium import CHROMIUM, CHROMIUM_ARGS, browser_missing
from jupyter_servers import jupyter_lab
from learner import button, card_button, click_to_text_ms, open_and_run, widget_titled, write_notebook
from playwright.sync_api import expect, sync_playwright

from tarot_learn import CardSet, i18n, parse_card
from tarot_learn.exercises import bank_exercise, grade
from tarot_learn.play import explain_play

LANG = "fr"
HAND, TRICK = "R♥ 7♥ 12 3", "5♥ 18"  # hearts led: 12 is refused, R♥ is played
ILLEGAL, LEGAL = "12", "R♥"
EXERCISE, WRONG = "play-follow-2", "R♠"


def trick_trainer_times(page, repeat: int) -> dict[str, list[float]]:
    trainer = widget_titled(page, i18n.text("widgets.trick.title", LANG))
    feedback = trainer.locator("[role='status']")
    replay = button(trainer, i18n.text("widgets.trick.retry", LANG))
    hand, trick = CardSet(HAND), tuple(parse_card(card) for card in TRICK.split())
    refusal = explain_play(parse_card(ILLEGAL), hand, trick, lang=LANG).explain(LANG)
    completed = i18n.text("widgets.trick.completed", LANG)
    times = {"trick trainer: illegal card refused": [], "trick trainer: legal card, trick completed": []}
    for _ in range(repeat):
        clicked = card_button(trainer, ILLEGAL)
        times["trick trainer: illegal card refused"].append(click_to_text_ms(page, clicked, trainer, refusal))
        clicked = card_button(trainer, LEGAL)
        times["trick trainer: legal card, trick completed"].append(click_to_text_ms(page, clicked, trainer, completed))
        replay.click()
        expect(feedback).to_have_count(0)
    return times


def exercise_times(page, repeat: int) -> dict[str, list[float]]:
    exercise = bank_exercise(EXERCISE)
    widget = widget_titled(page, exercise.question_text(LANG))
    sentence = grade(exercise, WRONG, lang=LANG).sentence().split(".")[0]  # the verdict: the same at every attempt
    check = button(widget, i18n.text("exercise.widget.check", LANG))
    retry = button(widget, i18n.text("exercise.widget.retry", LANG))
    times = []
    for _ in range(repeat):
        card_button(widget, WRONG).click()
        expect(widget.locator("input[type='text']")).to_have_value(WRONG)
        times.append(click_to_text_ms(page, check, widget, sentence))
        retry.click()
        expect(widget.locator("[role='status']")).to_have_count(0)
    return {"exercise: Check to verdict": times}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20)
    repeat = parser.parse_args().repeat
    missing = browser_missing()
    if missing:
        sys.exit(missing)
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        write_notebook(
            root / "served" / "bench.ipynb",
            f'from tarot_learn.widgets import TrickTrainer\nTrickTrainer(hand="{HAND}", trick="{TRICK}", seed=1, '
            f'lang="{LANG}")',
            f'from tarot_learn.widgets import ExerciseWidget\nExerciseWidget("{EXERCISE}", lang="{LANG}")',
        )
        with jupyter_lab(root / "served", root / "state", Path(sys.executable).parent) as lab, sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": 1280, "height": 1800})
            open_and_run(page, lab.url, "bench.ipynb")
            results = trick_trainer_times(page, repeat) | exercise_times(page, repeat)
            browser.close()
    print(f"click to feedback in JupyterLab + Chromium, {repeat} clicks each (aim: under 150 ms)")
    for name, times in results.items():
        print(f"  {name:45} median {statistics.median(times):6.0f} ms   min {min(times):5.0f}   max {max(times):5.0f}")


if __name__ == "__main__":
    main()
