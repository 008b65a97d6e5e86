"""RULES.md §6: where the Excuse ends up and the 0.5-point card given for it."""

import pytest

import tarot_learn as tl
from tarot_learn.i18n import text
from tarot_learn.seats import numbered_name

SIDES = {0: "attack", 1: "defence", 2: "defence", 3: "defence"}  # 4 players, the taker at seat 0


def trick(text, leader):
    cards = tuple(tl.parse_cards(text))
    seats = tuple((leader + i) % 4 for i in range(len(cards)))
    return tl.PlayedTrick(cards, seats, seats[tl.trick_winner(cards)])


def settle(*tricks, **options):
    return tl.settle_excuse(list(tricks), SIDES, **options)


def test_excuse_lost_mid_deal_is_exchanged_for_a_half_point_card():
    result = settle(trick("5♥ 2♥ 3♥ 4♥", 0), trick("R♠ Excuse 2♠ 3♠", 3), trick("6♣ 7♣ 8♣ 9♣", 0))
    # The taker won trick 1 (5♥…); at trick 2 he plays the Excuse, the defence wins with R♠.
    assert result.case == "exchanged" and result.owner == 0 and result.trick == 2
    assert result.excuse_side == "attack"
    assert tl.EXCUSE in result.piles["attack"] and tl.EXCUSE not in result.piles["defence"]
    assert result.exchange_card == tl.parse_card("2♥") and result.exchange_card in result.piles["defence"]
    assert sum(result.points.values()) == tl.count_points("5♥ 2♥ 3♥ 4♥ R♠ Excuse 2♠ 3♠ 6♣ 7♣ 8♣ 9♣")
    for lang in ("fr", "en"):  # the exchange card named in words, in the sentence of its case
        two_of_hearts = tl.parse_card("2♥").name(lang)
        owner = numbered_name(0, lang, noun=True)  # seat 0 is the learner's player 1
        assert result.describe(lang) == text("excuse.exchanged", lang, owner=owner, trick=2, card=two_of_hearts)
    assert "le joueur 1" in result.describe("fr")
    assert result.describe("en", names=["you", "B", "C", "D"]).startswith("The Excuse, played by you to trick 2")


def test_excuse_kept_when_its_own_side_wins_the_trick():
    result = settle(trick("Excuse 5♥ 2♥ 3♥", 1), trick("6♣ 7♣ 8♣ 9♣", 0))
    assert result.case == "own_side_won" and result.excuse_side == "defence"
    assert result.exchange_card is None


def test_exchange_waits_until_the_owners_side_wins_a_trick():
    result = settle(trick("Excuse 5♥ 2♥ 3♥", 0), trick("R♠ 2♠ 3♠ 4♠", 3), trick("9♣ 8♣ 7♣ 6♣", 0))
    assert result.case == "exchanged_later" and result.paid_at == 3
    assert result.exchange_card in result.piles["defence"] and tl.EXCUSE in result.piles["attack"]


def test_owner_side_never_wins_a_trick_counts_4_against_87():
    # Every trick goes to the defence: the taker's Excuse is his side's only card.
    result = settle(trick("Excuse 5♥ R♥ 3♥", 0), trick("R♠ 2♠ 3♠ 4♠", 1))
    assert result.case == "owed"
    defence_cards = tl.count_points("5♥ R♥ 3♥ R♠ 2♠ 3♠ 4♠")
    assert result.points["attack"] == 4 and result.points["defence"] == defence_cards + 0.5


def test_last_trick_excuse_changes_camp_by_default():
    result = settle(trick("5♥ 2♥ 3♥ 4♥", 0), trick("R♠ 2♠ 3♠ Excuse", 1))
    assert result.case == "last_trick_camp" and result.excuse_side == "defence"  # the taker's Excuse
    # ... even when the owner's side wins that last trick: seat 2's Excuse, seat 3 wins.
    result = settle(trick("5♥ 2♥ 3♥ 4♥", 0), trick("2♠ 3♠ Excuse R♠", 0))
    assert result.case == "last_trick_camp" and tl.EXCUSE in result.piles["attack"]


def test_last_trick_excuse_goes_to_the_winner_with_the_option():
    result = settle(trick("5♥ 2♥ 3♥ 4♥", 0), trick("2♠ 3♠ Excuse R♠", 0), excuse_last_trick="winner")
    assert result.case == "last_trick_winner" and tl.EXCUSE in result.piles["defence"]


def test_slam_exception_excuse_wins_the_last_trick():
    last = tl.PlayedTrick(tuple(tl.parse_cards("Excuse R♠ 2♠ 3♠")), (0, 1, 2, 3), 0)
    result = settle(trick("5♥ 2♥ 3♥ 4♥", 0), last)
    assert result.case == "slam" and tl.EXCUSE in result.piles["attack"]


def test_excuse_never_played():
    result = settle(trick("5♥ 2♥ 3♥ 4♥", 0))
    assert result.case == "never_played" and result.points == {"attack": 2.0, "defence": 0.0}


def test_unknown_option_is_refused():
    with pytest.raises(tl.TarotError, match="camp, winner"):
        settle(trick("5♥ 2♥ 3♥ 4♥", 0), excuse_last_trick="keep")
