"""Lesson 04 in JupyterLab: the learner builds an illegal écart (a king), reads why it is
refused, starts again and puts aside a legal one (EcartBuilder, RULES.md §4) — clicking in
French, typing in English."""

from __future__ import annotations

import pytest
from learner import button, card_button, expect_cards, find_notebook, open_and_run, screenshot, type_into, widget_titled
from playwright.sync_api import expect

from tarot_learn import i18n
from tarot_learn.ecart import check_ecart
from tarot_learn.widgets import EcartBuilder

LESSON_BUILDER = {"players": 4, "seed": 7}  # as lesson 04 builds it


def choose(builder, cards, lang: str) -> None:
    """Select ``cards``: one click each in French, all typed at once in English."""
    if lang == "fr":
        for card in cards:
            card_button(builder, card.text(lang)).click()
    else:
        type_into(builder, i18n.text("widgets.entry.label_several", lang), " ".join(card.text(lang) for card in cards))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_illegal_then_legal_ecart(lab, page, lang):
    open_and_run(page, lab.url, find_notebook(lab.root, "notebooks", lang, "04"))
    builder = widget_titled(page, i18n.text("widgets.ecart.title", lang))
    reference = EcartBuilder(**LESSON_BUILDER, lang=lang)  # the same builder, in this process
    hand, chien, size = reference.hand, reference.chien, reference.size
    for card in hand | chien:
        expect(card_button(builder, card.text(lang))).to_be_visible()
    candidates = [card for card in reference.candidates if not card.is_trump]
    forbidden = next(card for card in hand | chien if card.is_king or card.is_bout)
    feedback = builder.locator("[role='status']")
    confirm = button(builder, i18n.text("widgets.ecart.confirm", lang))

    # A king (or a bout) among the cards put aside: refused, with the rule.
    illegal = [forbidden, *candidates[: size - 1]]
    choose(builder, illegal, lang)
    verdict = check_ecart(hand, chien, illegal, lang=lang)
    assert not verdict.legal
    expect(builder).to_contain_text(verdict.problems[0].message(lang))  # the live verdict, before confirming
    confirm.click()
    expect(feedback).to_have_text(f"✘ {verdict.explain(lang)}")
    screenshot(page, f"ecart_builder_{lang}_illegal", builder)

    # Start again with allowed cards only: accepted, and the écart is drawn.
    button(builder, i18n.text("widgets.ecart.clear", lang)).click()
    expect(feedback).to_have_count(0)
    legal = candidates[:size]
    choose(builder, legal, lang)
    expect(builder).to_contain_text(i18n.text("widgets.ecart.ready", lang))
    confirm.click()
    verdict = check_ecart(hand, chien, legal, lang=lang)
    expect(feedback).to_have_text(f"✔ {verdict.explain(lang)}")
    result = builder.locator(":scope > .widget-html:has(svg)").last  # the picture (the écart's advice follows it)
    expect_cards(result, lang, (*verdict.ecart, *verdict.new_hand))
    expect(confirm).to_be_disabled()
    screenshot(page, f"ecart_builder_{lang}_legal", builder)
