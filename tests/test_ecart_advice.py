"""Écart advice (tarot_learn.strategy.ecart_advice): what a legal écart does, and a better one with its reason."""

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarot_learn.cards import Suit
from tarot_learn.deal import deal
from tarot_learn.ecart import check_ecart, ecart_candidates, legal_ecart
from tarot_learn.strategy.ecart_advice import _worth, advise_ecart, suggest_ecart

HAND = "21 20 19 17 15 12 9 5 1 Excuse R♥ D♥ R♠ 7♠ 3♠ C♦ 2♦ 4♣"
CHIEN = "D♣ 8♦ 6♥ 2♠ 14 V♠"


def test_a_void_made_points_saved_and_trumps_kept_are_said():
    advice = advise_ecart(HAND, CHIEN, "C♦ 2♦ 8♦ 4♣ D♣ 2♠")
    assert advice.voids == (Suit.DIAMONDS, Suit.CLUBS)
    assert advice.points == 2.5 + 0.5 + 0.5 + 0.5 + 3.5 + 0.5
    assert advice.trumps_kept == 10
    lines = advice.lines("en")
    assert any("void" in line for line in lines)


def test_a_king_left_alone_is_pointed_out():
    # Spades after this écart: the king alone.
    advice = advise_ecart(HAND, CHIEN, "7♠ 3♠ 2♠ V♠ 6♥ 4♣")
    assert [card.text("en") for card in advice.lone_kings] == ["K♠"]
    assert any("K♠" in line for line in advice.lines("en"))


def test_a_better_ecart_is_given_with_its_reason():
    advice = advise_ecart(HAND, CHIEN, "7♠ 3♠ 2♠ 6♥ 4♣ 2♦")
    assert advice.better is not None and advice.voids == ()
    assert "Better" in advice.lines("en")[-1] and "Mieux" in advice.lines("fr")[-1]


def test_the_suggested_ecart_gets_no_better_advice():
    advice = advise_ecart(HAND, CHIEN, suggest_ecart(HAND, CHIEN))
    assert advice.better is None
    assert len(advice.lines("fr")) == len(advice.lines("en"))


def test_an_illegal_ecart_gets_no_advice():
    advice = advise_ecart(HAND, CHIEN, "R♠ 3♠ 2♠ 6♥ 4♣ 2♦")
    assert not advice.verdict.legal and advice.lines("en") == []


@given(st.integers(0, 10_000), st.sampled_from([3, 4, 5]))
@settings(max_examples=40, deadline=None)
def test_the_suggested_ecart_is_legal(seed, players):
    dealt = deal(players, seed)
    assert check_ecart(dealt.hands[0], dealt.chien, suggest_ecart(dealt.hands[0], dealt.chien)).legal


@pytest.mark.parametrize("seed", range(6))
def test_no_legal_ecart_of_plain_cards_beats_the_suggestion(seed):
    dealt = deal(4, seed)
    hand, chien = dealt.hands[0], dealt.chien
    pool = hand.bits | chien.bits
    candidates = ecart_candidates(hand, chien)
    plain = [card for card in candidates if card.suit is not None]
    if len(plain) < 6:
        pytest.skip("trumps forced: the suggestion is the forced écart")
    best = _worth(pool, suggest_ecart(hand, chien).bits)
    for ecart in itertools.combinations(plain, 6):
        assert _worth(pool, sum(card.bit for card in ecart)) <= best


def test_a_forced_trump_is_the_lowest():
    hand = "R♠ R♥ R♦ R♣ 2 3 4 5 6 7 8 9 10 11 12 13 14 15"
    chien = "16 17 D♠ 2♠ Excuse 21"
    assert suggest_ecart(hand, chien) == legal_ecart(hand, chien)
