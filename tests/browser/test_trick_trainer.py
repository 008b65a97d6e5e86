"""A learner plays an illegal card, reads why, then a legal one and sees the trick completed
(TrickTrainer, RULES.md §5), in French by clicking and in English by typing."""

from __future__ import annotations

import html
import re

import pytest
from learner import (
    assert_no_errors,
    card_button,
    card_names_in,
    click_to_text_ms,
    open_notebook,
    run_all,
    screenshot,
    type_into,
    widget_titled,
    write_notebook,
)
from playwright.sync_api import expect

from tarot_learn import CardSet, i18n, parse_card
from tarot_learn.play import explain_play
from tarot_learn.widgets import TrickTrainer

HAND, TRICK, SEED = "R♥ 7♥ 12 3", "5♥ 18", 1  # hearts led: the trumps in hand may not be played
ILLEGAL, LEGAL = "12", "R♥"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_illegal_then_legal_card(lab, served, page, lang):
    write_notebook(
        served / "scenarios" / f"trick_trainer_{lang}.ipynb",
        f'from tarot_learn.widgets import TrickTrainer\nTrickTrainer(hand="{HAND}", trick="{TRICK}", seed={SEED}, '
        f'lang="{lang}")',
    )
    open_notebook(page, lab.url, f"scenarios/trick_trainer_{lang}.ipynb")
    run_all(page)
    assert_no_errors(page, f"trick trainer ({lang})")
    trainer = widget_titled(page, i18n.text("widgets.trick.title", lang))
    hand, trick = CardSet(HAND), tuple(parse_card(card) for card in TRICK.split())
    for card in hand:
        expect(card_button(trainer, card.text(lang))).to_be_visible()
    assert sorted(card_names_in(trainer, lang)) == sorted(card.name(lang) for card in trick)  # on the table

    # An illegal card: refused, with the rule's own sentence.
    illegal = parse_card(ILLEGAL)
    refusal = explain_play(illegal, hand, trick, lang=lang).explain(lang)
    expected = f"✘ {refusal} {i18n.text('widgets.trick.try_again', lang)}"
    feedback = trainer.locator("[role='status']")
    if lang == "fr":
        elapsed = click_to_text_ms(page, card_button(trainer, illegal.text(lang)), trainer, refusal)
        print(f"\ntrick trainer, click to feedback: {elapsed:.0f} ms")
    else:
        type_into(trainer, i18n.text("widgets.entry.label", lang), illegal.text(lang))
    expect(feedback).to_have_text(expected)
    screenshot(page, f"trick_trainer_{lang}_illegal", trainer)

    # A legal card: accepted, and the other seats complete the trick.
    legal = parse_card(LEGAL)
    if lang == "fr":
        card_button(trainer, legal.text(lang)).click()
    else:
        type_into(trainer, i18n.text("widgets.entry.label", lang), legal.text(lang))
    expect(feedback).to_have_text(f"✔ {explain_play(legal, hand, trick, lang=lang).explain(lang)}")
    reference = TrickTrainer(hand=HAND, trick=TRICK, seed=SEED, lang=lang)  # the same widget, in this process
    reference.play_card(legal)
    winner_sentence = html.unescape(re.findall(r"<b>(.*?)</b>", reference.result.value)[-1])
    expect(trainer).to_contain_text(i18n.text("widgets.trick.completed", lang))
    expect(trainer).to_contain_text(winner_sentence)
    result = trainer.locator(":scope > .widget-html").last  # the completed trick, drawn seat by seat
    assert sorted(card_names_in(result, lang)) == sorted(card.name(lang) for card in reference.completed[0])
    for card in hand:
        expect(card_button(trainer, card.text(lang))).to_be_disabled()
    screenshot(page, f"trick_trainer_{lang}_legal", trainer)
    assert_no_errors(page, f"trick trainer ({lang}) after playing")
