"""The hand advisor (widgets/hand_advisor.py): the core's evaluation term by term, the simulated
chances drawn with their intervals, bad hands refused with one sentence."""

import re

import pytest

from tarot_learn.contracts import Contract
from tarot_learn.deal import deal_without_petit_sec
from tarot_learn.errors import TarotError
from tarot_learn.strategy.advice import estimate_contract_chances, evaluate_hand
from tarot_learn.widgets import GameTable, HandAdvisor
from tarot_learn.widgets._common import plain_text

HAND = "21 20 19 17 15 12 9 5 1 Excuse R♥ D♥ R♠ 7♠ 3♠ C♦ 2♦ 4♣"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_typed_hand_shows_every_term_of_the_core_evaluation(lang):
    advisor = HandAdvisor(lang=lang, seed=3)
    advisor.entry.value = HAND
    advisor.evaluate_button.click()
    shown = plain_text(advisor.evaluation.value)
    assert all(plain_text(line) in shown for line in evaluate_hand(HAND).lines(lang))


def test_a_seeded_hand_is_player_zeros_and_new_deal_moves_on():
    advisor = HandAdvisor(seed=7, lang="en")
    assert advisor.hand == deal_without_petit_sec(4, 7)[0].hands[0]
    advisor.new_button.click()
    assert advisor.seed == 8 and advisor.hand == deal_without_petit_sec(4, 8)[0].hands[0]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_simulation_draws_the_chances_with_the_deals_and_fills_the_progress_bar(lang):
    advisor = HandAdvisor(HAND, deals=30, lang=lang)
    assert advisor.chart.value == ""
    advisor.simulate_button.click()
    assert advisor.progress.value == 30
    assert advisor.chances == estimate_contract_chances(HAND, deals=30, seed=0)
    assert re.search(r'<svg role="img" aria-label="[^"]{20,}"', advisor.chart.value)  # a picture with its words
    shown = plain_text(advisor.chances_text.value)
    assert all(plain_text(chance.localized(lang)) in shown for chance in advisor.chances.values())
    assert set(advisor.chances) == set(Contract)


def test_a_bad_hand_gets_one_sentence():
    advisor = HandAdvisor(HAND, lang="fr")
    advisor.evaluate_typed("21 20 19")
    assert advisor.feedback.plain.startswith("✘") and "18" in advisor.feedback.plain
    advisor.evaluate_typed("roi de bidule")
    assert advisor.feedback.plain.startswith("✘")
    with pytest.raises(TarotError):
        HandAdvisor("21 20", lang="en")


def test_a_petit_sec_hand_is_evaluated_but_not_simulated():
    advisor = HandAdvisor("1 2♠ 3♠ 4♠ 5♠ 1♥ 2♥ 3♥ 4♥ 5♥ 1♦ 2♦ 3♦ 4♦ 1♣ 2♣ 3♣ 4♣", deals=10, lang="en")
    advisor.simulate()
    assert advisor.chances is None and advisor.feedback.plain.startswith("✘")


def test_the_learners_hand_at_the_table():
    table = GameTable(players=4, seed=11, seat=2, lang="fr")
    advisor = HandAdvisor.from_table(table, deals=10)
    assert advisor.hand == table.game.deal.hands[2] and advisor.lang == "fr"
