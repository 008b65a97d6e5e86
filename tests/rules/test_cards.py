"""RULES.md §1: the 78 cards, their points, and reading them from text."""

import pickle

import pytest

import tarot_learn as tl
from tarot_learn.cards import KING, QUEEN, SUITS, Suit


def test_deck_has_78_distinct_cards_in_canonical_order():
    assert len(tl.DECK) == 78
    assert len(set(tl.DECK)) == 78
    assert list(tl.DECK) == sorted(tl.DECK)
    assert [str(card) for card in tl.DECK[:14]] == "1♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ V♠ C♠ D♠ R♠".split()
    assert [str(card) for card in tl.DECK[56:58]] == ["1", "2"]
    assert str(tl.DECK[-1]) == "Excuse"


def test_suits_trumps_and_excuse():
    assert sum(card.is_trump for card in tl.DECK) == 21
    assert all(sum(card.suit is suit for card in tl.DECK) == 14 for suit in SUITS)
    assert tl.EXCUSE.suit is None and not tl.EXCUSE.is_trump and tl.EXCUSE.rank == 0


def test_the_three_bouts():
    assert {card for card in tl.DECK if card.is_bout} == {tl.trump(1), tl.trump(21), tl.EXCUSE}
    assert set(tl.BOUTS) == {tl.PETIT, tl.TRUMP_21, tl.EXCUSE}


@pytest.mark.parametrize(
    "text, points",
    [
        ("R♥", 4.5),
        ("D♠", 3.5),
        ("C♦", 2.5),
        ("V♣", 1.5),
        ("10♥", 0.5),
        ("1♠", 0.5),
        ("21", 4.5),
        ("1", 4.5),
        ("Excuse", 4.5),
        ("20", 0.5),
        ("2", 0.5),
    ],
)
def test_card_points(text, points):
    assert tl.parse_card(text).points == points


def test_deck_totals_91_points():
    assert tl.count_points(tl.DECK) == 91
    assert tl.CardSet(tl.DECK).points == 91


def test_counting_by_pairs_gives_the_same_total():
    groups = tl.count_by_pairs("R♥ 2♠ D♦ 3♣ C♠ 4♥ V♦ 5♦ 6♦ 7♦")
    assert [value for _, value in groups] == [5, 4, 3, 2, 1]
    assert sum(value for _, value in groups) == tl.count_points("R♥ 2♠ D♦ 3♣ C♠ 4♥ V♦ 5♦ 6♦ 7♦") == 15
    assert sum(value for _, value in tl.count_by_pairs(tl.DECK)) == 91


@pytest.mark.parametrize("pile", ["R♥", "R♥ D♥", "2♠", "2♠ 3♠ 4♠", "R♥ D♥ 2♠", "21 1 Excuse 5"])
def test_counting_by_pairs_with_leftovers(pile):
    assert sum(value for _, value in tl.count_by_pairs(pile)) == tl.count_points(pile)


def test_cards_are_immutable_and_survive_pickling():
    card = tl.parse_card("R♥")
    with pytest.raises(AttributeError):
        card.rank = 3
    assert pickle.loads(pickle.dumps(card)) is card


def test_text_and_names_in_both_languages():
    king = tl.suit_card(KING, Suit.HEARTS)
    assert (king.text("fr"), king.text("en")) == ("R♥", "K♥")
    assert (king.name("fr"), king.name("en")) == ("roi de cœur", "king of hearts")
    assert tl.suit_card(QUEEN, Suit.SPADES).text("en") == "Q♠"
    assert tl.PETIT.name("fr").startswith("le Petit")
    assert tl.EXCUSE.name("en") == "the Excuse"
    assert repr(king) == "Card('R♥')"


def test_card_set_operations():
    hand = tl.CardSet("R♥ 7♠ 21 Excuse")
    assert len(hand) == 4 and "R♥" in hand and tl.parse_card("21") in hand and "7♥" not in hand
    assert [str(card) for card in hand] == ["7♠", "R♥", "21", "Excuse"]
    assert (hand - tl.CardSet("21")) == tl.CardSet("R♥ 7♠ Excuse")
    assert (hand | tl.CardSet("1")).points == 4.5 * 4 + 0.5
    assert hand.trumps == tl.CardSet("21")
    assert hand.of_suit(Suit.HEARTS) == tl.CardSet("R♥")
    assert repr(hand) == "CardSet('7♠ R♥ 21 Excuse')"
