"""Lesson 05 in JupyterLab: the learner plays an illegal card to a trick, reads why, then a
legal one and sees the trick completed (TrickTrainer, RULES.md §5) — clicking in French,
typing in English."""

from __future__ import annotations

import html
import re

import pytest
from learner import (
    card_button,
    click_to_text_ms,
    expect_cards,
    find_notebook,
    open_and_run,
    screenshot,
    type_into,
    widget_titled,
)
from playwright.sync_api import expect

from tarot_learn import i18n, legal_cards
from tarot_learn.play import explain_play
from tarot_learn.seats import seat_name
from tarot_learn.widgets import TrickTrainer

LESSON_TRAINER = {"players": 4, "seed": 11}  # as lesson 05 builds it


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_illegal_then_legal_card(lab, page, lang):
    open_and_run(page, lab.url, find_notebook(lab.root, "notebooks", lang, "05"))
    trainer = widget_titled(page, i18n.text("widgets.trick.title", lang))
    reference = TrickTrainer(**LESSON_TRAINER, lang=lang)  # the same trainer, in this process
    position = reference.position
    for card in position.hand:
        expect(card_button(trainer, card.text(lang))).to_be_visible()
    table = trainer.locator(":scope > .widget-html").nth(2)
    expect_cards(table, lang, position.trick)

    legal = legal_cards(position.hand, position.trick, players=position.players)
    illegal_card = next(card for card in position.hand if card not in legal)
    legal_card = next(iter(legal))
    feedback = trainer.locator("[role='status']")

    # An illegal card: refused, with the rule's own sentence.
    refusal = explain_play(illegal_card, position.hand, position.trick, lang=lang).explain(lang)
    if lang == "fr":
        clicked = card_button(trainer, illegal_card.text(lang))
        print(f"\ntrick trainer, click to feedback: {click_to_text_ms(page, clicked, trainer, refusal):.0f} ms")
    else:
        type_into(trainer, i18n.text("widgets.entry.label", lang), illegal_card.text(lang))
    expect(feedback).to_have_text(f"✘ {refusal} {i18n.text('widgets.try_again', lang)}")
    screenshot(page, f"trick_trainer_{lang}_illegal", trainer)

    # A legal card: accepted, and the other seats complete the trick.
    if lang == "fr":
        card_button(trainer, legal_card.text(lang)).click()
    else:
        type_into(trainer, i18n.text("widgets.entry.label", lang), legal_card.text(lang))
    expect(feedback).to_have_text(
        f"✔ {explain_play(legal_card, position.hand, position.trick, lang=lang).explain(lang)}"
    )
    reference.play_card(legal_card)
    winner_sentence = html.unescape(re.findall(r"<b>(.*?)</b>", reference.result.value)[-1])
    expect(trainer).to_contain_text(i18n.text("widgets.trick.completed", lang))
    expect(trainer).to_contain_text(winner_sentence)
    parts = trainer.locator(":scope > .widget-html:not(.tarot-live)")  # the live region (out of sight) comes last
    result = parts.nth(parts.count() - 2)  # the completed trick, drawn seat by seat
    expect_cards(result, lang, reference.completed[0])
    for card in position.hand:
        expect(card_button(trainer, card.text(lang))).to_be_disabled()
    screenshot(page, f"trick_trainer_{lang}_legal", trainer)

    # The next trick: its empty table marks the winner, who leads it (RULES.md §5).
    next_trick = parts.last
    expect(next_trick).to_contain_text(i18n.text("widgets.trick.next_title", lang))
    if reference.next_leader == position.seat:
        rule = i18n.text("widgets.trick.next_you", lang)
    else:
        named = seat_name(reference.next_leader, position.seat, position.players, lang, noun=True)
        rule = i18n.text("widgets.trick.next_other", lang, seat=named)
    expect(next_trick).to_contain_text(rule)
    leader = seat_name(reference.next_leader, position.seat, position.players, lang)
    marked = re.compile(re.escape(i18n.text("display.trick.next", lang, seat=leader)))
    expect(next_trick.locator("svg")).to_have_attribute("aria-label", marked)
    screenshot(page, f"trick_trainer_{lang}_next_leader", next_trick)
