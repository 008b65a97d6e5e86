"""Lesson 02 in JupyterLab: the learner steps through a deal packet by packet, and the page
shows the core's sentence and exactly the cards dealt so far (DealStepper, RULES.md §2)."""

from __future__ import annotations

import re

import pytest
from learner import button, expect_cards, find_notebook, open_and_run, screenshot, widget_titled
from playwright.sync_api import expect

from tarot_learn import i18n
from tarot_learn.widgets import DealStepper

LESSON_STEPPER = {"players": 4, "seed": 7}  # as lesson 02 builds it
STEPS = 3


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_step_through_a_deal(lab, page, lang):
    open_and_run(page, lab.url, find_notebook(lab.root, "notebooks", lang, "02"))
    stepper = widget_titled(page, i18n.text("widgets.deal.title", lang))
    reference = DealStepper(**LESSON_STEPPER, lang=lang)  # the same stepper, in this process
    sentence = stepper.locator("[role='status']").first
    picture = stepper.locator(":scope > .widget-html").nth(2)
    expect(sentence).to_have_text(f"ℹ {reference.describe_step()}")  # who cut the pack, and where
    expect(button(stepper, i18n.text("widgets.deal.previous", lang))).to_be_disabled()
    expect(picture.locator(".tl-cutter")).to_have_text(i18n.text("display.cutter", lang))  # tagged on his row
    screenshot(page, f"deal_stepper_{lang}_cut", stepper)

    for step in range(1, STEPS + 1):
        button(stepper, i18n.text("widgets.deal.next", lang)).click()
        reference.go_to(step)
        expect(sentence).to_have_text(f"ℹ {reference.describe_step()}")
        hands, chien = reference.dealt_so_far()
        expect_cards(picture, lang, [card for cards in (*hands, chien) for card in cards])
    assert sum(map(len, reference.dealt_so_far()[0])) > 0  # a packet was dealt: the check above saw cards
    screenshot(page, f"deal_stepper_{lang}_step{STEPS}", stepper)

    button(stepper, i18n.text("widgets.deal.restart", lang)).click()
    reference.go_to(0)
    expect(sentence).to_have_text(f"ℹ {reference.describe_step()}")
    expect_cards(picture, lang, [])

    # The automatic replay: the browser's hidden clock moves the step box, and the kernel draws each step.
    replay = button(stepper, i18n.text("widgets.deal.play", lang))
    replay.click()
    step_box = stepper.locator(".widget-text input[type='number']")
    expect(step_box).not_to_have_value("0")
    expect(step_box).not_to_have_value("1")
    replay.click()  # stops it: the toggle is released once the kernel has stopped the clock
    expect(replay).not_to_have_class(re.compile(r"\bmod-active\b"))
    reached = int(step_box.input_value())
    reference.go_to(reached)
    expect(sentence).to_have_text(f"ℹ {reference.describe_step()}")
    expect(stepper.locator(".widget-play")).to_be_hidden()
    screenshot(page, f"deal_stepper_{lang}_replayed", stepper)
