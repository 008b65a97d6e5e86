"""Facts of a deal that cannot go together are refused before scoring (RULES.md §6, §7;
tarot_learn/deal_facts.py gives the reasoning)."""

import pytest

from tarot_learn import Contract, TarotError
from tarot_learn.deal_facts import DealFactsError
from tarot_learn.scoring import score_deal


@pytest.mark.parametrize(
    ("deal", "key"),
    [
        # the two: a defence slam with every point for the attack; 3 bouts and the defence's Petit au bout
        (
            dict(players=4, contract="garde", attack_points=91, bouts=3, slam="defence"),
            "error.deal_facts.defence_slam_points",
        ),
        (
            dict(players=4, contract="garde", attack_points=60, bouts=3, petit_au_bout="defence"),
            "error.deal_facts.petit_defence_three_bouts",
        ),
        (
            dict(players=4, contract="garde", attack_points=30, bouts=0, petit_au_bout="attack"),
            "error.deal_facts.petit_attack_no_bout",
        ),
        # a slam made by the attack: the defence keeps at most an early Excuse (4 points)
        (
            dict(players=4, contract="garde", attack_points=86.5, bouts=3, slam="attack"),
            "error.deal_facts.attack_slam_points",
        ),
        (
            dict(players=5, contract="petite", attack_points=87, bouts=1, slam="attack"),
            "error.deal_facts.attack_slam_bouts",
        ),
        # the defence's slam: the attack keeps its écart (no bout) and at most an Excuse
        (
            dict(players=3, contract="garde", attack_points=4, bouts=2, slam="defence"),
            "error.deal_facts.defence_slam_bouts",
        ),
        (
            dict(players=5, contract="garde_contre", attack_points=4.5, bouts=1, slam="defence"),
            "error.deal_facts.defence_slam_points",
        ),
        # the bouts are worth 4.5 each (the Excuse sometimes 4), whoever holds them
        (dict(players=4, contract="petite", attack_points=12.5, bouts=3), "error.deal_facts.too_few_points"),
        (dict(players=4, contract="petite", attack_points=3.5, bouts=1), "error.deal_facts.too_few_points"),
        (dict(players=4, contract="petite", attack_points=87.5, bouts=2), "error.deal_facts.too_many_points"),
        (dict(players=3, contract="petite", attack_points=78.5, bouts=0), "error.deal_facts.too_many_points"),
    ],
)
def test_impossible_facts_are_refused_with_a_sentence(deal, key):
    with pytest.raises(DealFactsError) as caught:
        score_deal(**deal)
    error = caught.value
    assert isinstance(error, TarotError) and error.key == key
    french, english = error.message("fr"), error.message("en")
    assert french and english and french != english


@pytest.mark.parametrize(
    "deal",
    [
        # the edges of what can happen are still scored
        dict(players=4, contract="garde", attack_points=87, bouts=2, slam="attack"),  # the defence kept its Excuse
        dict(players=4, contract=Contract.GARDE_CONTRE, attack_points=60, bouts=0, slam="attack"),  # the chien
        dict(players=4, contract="garde_sans", attack_points=31, bouts=3, slam="defence"),  # bouts in the chien
        dict(players=4, contract="garde", attack_points=4, bouts=1, slam="defence"),  # an Excuse kept
        dict(players=4, contract="petite", attack_points=13, bouts=3),  # the three bouts, the Excuse kept
        dict(players=4, contract="petite", attack_points=78, bouts=0),  # the defence's bouts, its Excuse kept
        dict(players=4, contract="garde", attack_points=60, bouts=2, petit_au_bout="defence"),
        dict(players=4, contract="garde", attack_points=30, bouts=1, petit_au_bout="attack"),
    ],
)
def test_the_edges_of_what_can_happen_are_scored(deal):
    assert score_deal(**deal).scores
