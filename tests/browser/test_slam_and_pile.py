"""Lessons 05 and 07 in JupyterLab: the learner announces a slam at the prepared table and leads
the first trick (GameTable, RULES.md §5, §7); then counts the attack's pile and sees what the
classic slip would cost (PileCounter, RULES.md §1, §4, §7) — in step with the same widgets built
in the test process."""

from __future__ import annotations

import pytest
from learner import button, card_button, find_notebook, open_and_run, screenshot, widget_titled
from playwright.sync_api import expect

from tarot_learn import Contract, i18n, score_deal
from tarot_learn.strategy import written_deal
from tarot_learn.widgets import GameTable, PileCounter
from tarot_learn.widgets._common import plain_text


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_slam_is_announced_after_the_ecart_and_the_announcer_leads(lab, page, lang):
    open_and_run(page, lab.url, find_notebook(lab.root, "notebooks", lang, "05"))
    table = widget_titled(page, i18n.text("table.title", lang))
    reference = GameTable(deal=written_deal(4, slam=True), lang=lang)  # as lesson 05 builds it
    prompt = table.locator(":scope > .widget-html").nth(3)
    feedback = table.locator("[role='status']")

    button(table, Contract.GARDE.localized(lang)).click()
    reference.bid(Contract.GARDE)
    expect(prompt).to_have_text(plain_text(reference.prompt.value))
    for card in reference.view.chien:  # the chien's six small spades go back
        card_button(table, card.text(lang)).click()
        reference.ecart_chien.select(card)
    button(table, i18n.text("table.ecart_confirm", lang)).click()
    reference.confirm_ecart()
    expect(prompt).to_have_text(i18n.text("table.prompt.slam", lang))
    expect(button(table, i18n.text("table.slam", lang))).to_be_visible()
    screenshot(page, f"slam_{lang}_decision", table)

    button(table, i18n.text("table.slam", lang)).click()
    reference.decide_slam(True)
    expect(feedback).to_have_text(reference.feedback.plain)
    assert reference.game.to_act == reference.seat  # the announcer leads, not the dealer's right
    expect(prompt).to_have_text(plain_text(reference.prompt.value))
    screenshot(page, f"slam_{lang}_announced", table)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_pile_is_counted_and_the_classic_slip_shown(lab, page, lang):
    open_and_run(page, lab.url, find_notebook(lab.root, "notebooks", lang, "07"))
    counter = widget_titled(page, i18n.text("widgets.pile.title", lang))
    reference = PileCounter(players=4, seed=33, contract="petite", lang=lang)  # as lesson 07 builds it
    verdict = reference._verdict(
        reference.game.result.attack_points, reference.game.result.bouts, reference.game.result.score
    )
    expect(counter).to_contain_text(verdict)
    screenshot(page, f"pile_counter_{lang}_petite", counter)

    button(counter, i18n.text("widgets.pile.slip_button", lang)).click()
    reference.slip_switch.value = True
    slip = counter.locator("[role='status']")
    expect(slip).to_contain_text(i18n.text("widgets.pile.slip.ecart", lang))
    expect(slip).to_contain_text(slip_verdict(reference))
    screenshot(page, f"pile_counter_{lang}_slip", counter)

    counter.locator("select").select_option(label=Contract.GARDE_SANS.localized(lang))
    reference.contract_choice.value = Contract.GARDE_SANS
    chien = reference.game.deal.chien
    expect(counter).to_contain_text(
        i18n.text("widgets.pile.chien_sans", lang, count=len(chien), points=i18n.format_points(chien.points, lang))
    )
    expect(slip).to_contain_text(i18n.text("widgets.pile.slip.chien_sans", lang))
    expect(slip).to_contain_text(slip_verdict(reference))
    screenshot(page, f"pile_counter_{lang}_garde_sans", counter)


def slip_verdict(reference: PileCounter) -> str:
    """The verdict the slip would give, as the reference widget words it (the core scores it)."""
    pile = reference.slip_pile()
    bouts = sum(card.is_bout for card in pile)
    return reference._verdict(pile.points, bouts, score_deal(reference.players, reference.contract, pile.points, bouts))
