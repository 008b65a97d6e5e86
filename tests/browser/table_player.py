"""Play a whole deal at a GameTable in the page, in step with the same table built in the test
process (the reference): JupyterLab and Voilà scenarios share it.

At every action the page must show the reference's prompt and feedback, and the hand the
learner holds; one illegal card is tried on the way; at the end the score must be on the page
line by line. With ``coach=True`` the Coach switch is pressed first: before each of the learner's
decisions the page must show the coach's suggestion and reason, and after the deal its review.
"""

from __future__ import annotations

import re

from learner import button, card_button, screenshot
from playwright.sync_api import Locator, Page, expect

from tarot_learn import i18n
from tarot_learn.game import Phase
from tarot_learn.widgets import GameTable
from tarot_learn.widgets._common import plain_text

MAX_ACTIONS = 60  # bids, écart, slam, 18 cards and one illegal card fit well within


def learner_acts(table: Locator, reference: GameTable, lang: str, tried_illegal: bool) -> bool:
    """Do the learner's next action in the page and in the reference; True once an illegal
    card has been tried."""
    game, view = reference.game, reference.view
    if reference._slam_pending():
        button(table, i18n.text("table.no_slam", lang)).click()
        reference.decide_slam(False)
    elif game.phase is Phase.BIDDING:
        contract = view.allowed_bids()[0]  # the learner takes, so the deal goes through the écart
        button(table, contract.localized(lang)).click()
        reference.bid(contract)
    elif game.phase is Phase.CALL:
        card = next(iter(view.callable_cards()))
        card_button(table, card.text(lang)).click()
        reference.call_card(card)
    elif game.phase is Phase.ECART:
        chosen = [card for card in view.ecart_candidates() if not card.is_trump][: len(view.chien)]
        for card in chosen:
            card_button(table, card.text(lang)).click()
            (reference.ecart_hand if card in reference.ecart_hand.buttons else reference.ecart_chien).select(card)
        expect(table).to_contain_text(plain_text(reference.ecart_count.value))
        button(table, i18n.text("table.ecart_confirm", lang)).click()
        reference.confirm_ecart()
    else:
        legal = view.legal_cards()
        illegal = [card for card in view.hand if card not in legal]
        if illegal and not tried_illegal:
            card_button(table, illegal[0].text(lang)).click()
            reference.play_card(illegal[0])
            assert reference.feedback.plain.startswith("✘"), reference.feedback.plain
            return True
        card = next(iter(legal))
        card_button(table, card.text(lang)).click()
        reference.play_card(card)
    return tried_illegal


def play_whole_deal(page: Page, table: Locator, reference: GameTable, lang: str, name: str, *, coach=False) -> None:
    """Play from the current state to the score; screenshots ``{name}_illegal_card`` and ``{name}_score``
    (and with the coach, ``{name}_coach_<phase>`` at its first suggestion of each phase, and
    ``{name}_coach_review``)."""
    feedback = table.locator("[role='status']")
    prompt = table.locator(":scope > .widget-html").nth(3)
    coach_box = table.locator(":scope > .widget-html").nth(4)
    if coach:
        button(table, i18n.text("table.coach", lang)).click()
        reference.coach_switch.value = True
    tried_illegal = False
    pictured: set[str] = set()
    for _action in range(MAX_ACTIONS):
        if reference.game.phase is Phase.OVER:
            break
        expect(prompt).to_have_text(plain_text(reference.prompt.value))
        if coach and not reference._slam_pending():
            advice = plain_text(reference.coach_box.value)
            assert reference.suggestion is not None and reference.suggestion.reason(lang) in advice, advice
            expect(coach_box).to_have_text(advice)  # the coach's suggestion and its reason, before the choice
            if reference.game.phase.value not in pictured:  # the first suggestion of each phase
                pictured.add(reference.game.phase.value)
                screenshot(page, f"{name}_coach_{reference.game.phase.value}", table)
        if reference.game.phase is Phase.PLAY and not reference._slam_pending():
            for card in reference.view.hand:  # the learner's hand, as buttons
                expect(card_button(table, card.text(lang))).to_be_visible()
        tried_illegal = learner_acts(table, reference, lang, tried_illegal)
        expect(feedback).to_have_text(reference.feedback.plain)
        if reference.feedback.plain.startswith("✘"):
            screenshot(page, f"{name}_illegal_card", table)
    assert reference.game.phase is Phase.OVER, f"the deal did not end within {MAX_ACTIONS} actions"
    assert tried_illegal, "no illegal card was ever possible: choose another seed"
    expect(prompt).to_have_text(plain_text(reference.prompt.value))
    for line in reference.game.result.score.lines(lang, viewer=reference.seat):  # as the table says it
        expect(table).to_contain_text(line)
    if coach:  # the review of the choices that differed from the coach's, with its reasons
        review = [plain_text(line) for line in re.findall(r"<p[^>]*>(.*?)</p>", reference.coach_box.value)]
        assert review[0] == i18n.text("table.coach_review", lang) and len(review) > 1, review
        expect(coach_box.locator("p")).to_have_text(review)  # the heading, then one paragraph per choice
        screenshot(page, f"{name}_coach_review", table)
    screenshot(page, f"{name}_score", table)
