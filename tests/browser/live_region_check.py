"""The live region outlives its changes (issue 35): JupyterLab, Voilà and JupyterLite scenarios share it.

A screen reader says a live region's news only when the region was on the page before the news:
a region made anew with its text already in it may be read by none. So the region's DOM node is
marked with a JavaScript property as soon as the trainer shows (the region is empty then), and after
a card or a grade the node that holds the new sentence must be the marked one."""

from __future__ import annotations

import re

from learner import button, card_button
from playwright.sync_api import Locator, expect

from tarot_learn import i18n, legal_cards
from tarot_learn.widgets import ExerciseWidget, GameTable

MARK = "(element, token) => { element.tarotLiveMark = token; }"
READ_MARK = "element => element.tarotLiveMark || null"


class MarkedRegion:
    """A trainer's live region (its own, a direct child), found empty and marked."""

    def __init__(self, trainer: Locator, token: str):
        self.region = trainer.locator(":scope > .tarot-live [aria-live]")
        expect(self.region).to_have_count(1)
        assert self.region.get_attribute("aria-live") == "polite"
        expect(self.region).to_have_text("")  # made empty: its first sentence is already a change
        self.token = token
        self.said = self.region.get_attribute("data-said")
        self.region.evaluate(MARK, token)

    def expect_said(self, sentence: str, *, whole: bool = True) -> None:
        """The region now says ``sentence`` (or begins with it), and it is still the node marked."""
        expect(self.region).to_have_text(sentence if whole else re.compile("^" + re.escape(sentence)))
        assert self.region.evaluate(READ_MARK) == self.token, "the live region was made anew, its text already in it"
        said = self.region.get_attribute("data-said")
        assert said != self.said, "each sentence is a change of the region"
        self.said = said


def a_card_keeps_the_region(table: Locator, reference: GameTable, lang: str, token: str, *, bid=None) -> None:
    """Play the first legal card of the table in the page and in ``reference`` (the same table, in the
    play already, or given ``bid`` bidding it and announcing no slam first); the table's region says
    the bid, then the card, the bots' cards and the trick's winner, always in the same node."""
    region = MarkedRegion(table, token)
    if bid is not None:
        button(table, bid.localized(lang)).click()
        reference.bid(bid)
        region.expect_said(reference.live.plain)
        button(table, i18n.text("table.no_slam", lang)).click()
        reference.decide_slam(False)
        region.expect_said(reference.live.plain)
    card = next(card for card in reference.view.hand if card in reference.view.legal_cards())
    card_button(table, card.text(lang)).click()
    reference.play_card(card)
    region.expect_said(reference.live.plain)


def a_grade_keeps_the_region(widget: Locator, reference: ExerciseWidget, lang: str, token: str) -> None:
    """Answer ``reference``'s exercise with a card it refuses, in the page and in ``reference``, and
    Check: the exercise's region says the grade in the same node."""
    region = MarkedRegion(widget, token)
    position = reference.exercise.position
    legal = legal_cards(position.hand, position.trick, players=position.players)
    wrong = next(card for card in position.hand if card not in legal)
    card_button(widget, wrong.text(lang)).click()
    expect(widget.locator("input[type='text']")).to_have_value(wrong.text(lang))
    button(widget, i18n.text("exercise.widget.check", lang)).click()
    reference.answer.value = wrong.text(lang)
    result = reference.check()
    assert not result.correct
    region.expect_said(result.sentence(), whole=False)
