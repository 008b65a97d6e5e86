"""The card-choosing habits the bots and the coach share (tarot_learn.strategy.tactics) and the cards that
would win a trick (tarot_learn.play.winning_bits, RULES.md §5 "Winner")."""

from hypothesis import assume, given
from hypothesis import strategies as st

from tarot_learn.cards import DECK, EXCUSE, PETIT, CardSet
from tarot_learn.play import Trick, trick_winner, winning_bits
from tarot_learn.strategy.tactics import cheapest_card, lowest_card, richest_card

card_sets = st.sets(st.sampled_from(DECK), min_size=1, max_size=12)


@given(card_sets)
def test_each_habit_picks_a_card_of_the_set(cards):
    bits = CardSet(cards).bits
    assert lowest_card(bits) in cards and cheapest_card(bits) in cards
    if cards - {EXCUSE}:
        assert richest_card(bits) in cards and richest_card(bits) is not EXCUSE


@given(card_sets)
def test_the_cheapest_card_is_worth_least_and_spares_the_petit_and_the_excuse(cards):
    chosen = cheapest_card(CardSet(cards).bits)
    others = cards - {PETIT, EXCUSE}
    if others:
        assert chosen in others and chosen.points == min(card.points for card in others)
    else:
        assert chosen is (PETIT if PETIT in cards else EXCUSE)


@given(card_sets)
def test_the_richest_card_is_worth_most(cards):
    others = cards - {EXCUSE}
    if others:
        assert richest_card(CardSet(cards).bits).points == max(card.points for card in others)


def test_the_lowest_card_of_a_suit_is_its_lowest_rank():
    assert str(lowest_card(CardSet("R♦ 9♦ 2♦").bits)) == "2♦"
    assert str(lowest_card(CardSet("21 7 12").bits)) == "7"


@given(st.lists(st.sampled_from(DECK), min_size=0, max_size=4, unique=True), st.sampled_from(DECK))
def test_a_card_wins_the_trick_exactly_when_it_is_a_winning_bit(played, card):
    assume(card not in played and [*played, card] != [EXCUSE])  # the Excuse alone is no trick to win
    wins = trick_winner(Trick([*played, card])) == len(played)
    assert bool(winning_bits(Trick(played)) & card.bit) == wins
