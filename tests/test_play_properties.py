"""Properties over thousands of random deals of 3, 4 and 5 players (RULES.md §5, §6)."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import tarot_learn as tl


def reference_legal(hand, trick):
    """RULES.md §5 transcribed as plainly as possible, independently of play.py."""
    hand = list(hand)
    played = [card for card in trick if not card.is_excuse]
    if not played:
        return set(hand)
    led = played[0].suit
    trumps_in_trick = [card.rank for card in played if card.is_trump]
    highest = max(trumps_in_trick, default=0)
    my_trumps = [card for card in hand if card.is_trump]
    excuse = {card for card in hand if card.is_excuse}
    if led is not tl.Suit.TRUMPS:
        same_suit = [card for card in hand if card.suit is led]
        if same_suit:
            return set(same_suit) | excuse
    if my_trumps:
        over = [card for card in my_trumps if card.rank > highest]
        return set(over or my_trumps) | excuse
    return set(hand)


def play_random_deal(players, seed, excuse_last_trick="camp"):
    """Deal, then play every card at random among the legal ones; return what happened."""
    rng = random.Random(seed)
    dealt = tl.deal(players, seed=seed, dealer=seed % players)
    hands = list(dealt.hands)
    leader = dealt.first_player
    tricks = []
    decisions = 0
    while hands[0]:
        trick = tl.Trick()
        seats = []
        for offset in range(players):
            seat = (leader + offset) % players
            legal = tl.legal_cards(hands[seat], trick, players=players)
            assert legal, "a player always has a legal card"
            assert set(legal) == reference_legal(hands[seat], trick)
            decisions += 1
            card = rng.choice(list(legal))
            hands[seat] = hands[seat] - tl.CardSet([card])
            trick = trick.add(card)
            seats.append(seat)
        winner = seats[tl.trick_winner(trick)]
        tricks.append(tl.PlayedTrick(trick.cards, tuple(seats), winner))
        leader = winner
    taker = rng.randrange(players)
    sides = {seat: "attack" if seat == taker else "defence" for seat in range(players)}
    settlement = tl.settle_excuse(tricks, sides, excuse_last_trick=excuse_last_trick)
    return dealt, tricks, settlement, decisions


def test_thousands_of_random_deals_play_to_the_end_and_total_91():
    deals = 0
    for players in (3, 4, 5):
        for seed in range(700):
            dealt, tricks, settlement, _ = play_random_deal(players, seed, ("camp", "winner")[seed % 2])
            assert len(tricks) == dealt.size.hand
            in_tricks = tl.CardSet([card for trick in tricks for card in trick])
            assert len(in_tricks) + len(dealt.chien) == 78
            pile_cards = settlement.piles["attack"] | settlement.piles["defence"]
            assert pile_cards == in_tricks, "every card ends in some side's tricks"
            assert not (settlement.piles["attack"].bits & settlement.piles["defence"].bits)
            total = settlement.points["attack"] + settlement.points["defence"] + dealt.chien.points
            assert total == 91
            deals += 1
    assert deals == 2100


@settings(max_examples=400, deadline=None)
@given(
    hand=st.sets(st.sampled_from(tl.DECK), min_size=1, max_size=24),
    trick=st.lists(st.sampled_from(tl.DECK), max_size=4, unique=True),
)
def test_legal_cards_matches_the_plain_reading_of_the_rules(hand, trick):
    trick = [card for card in trick if card not in hand]
    legal = tl.legal_cards(tl.CardSet(hand), trick)
    assert set(legal) == reference_legal(hand, trick)
    assert legal, "never a dead end"
    for card in hand:
        verdict = tl.explain_play(card, tl.CardSet(hand), trick)
        assert verdict.legal == (card in legal)
        assert verdict.explain("fr") and verdict.explain("en")


@settings(max_examples=300, deadline=None)
@given(trick=st.lists(st.sampled_from(tl.DECK), min_size=2, max_size=5, unique=True))
def test_the_winner_is_the_highest_trump_or_highest_of_the_led_suit(trick):
    if all(card.is_excuse for card in trick):
        return
    winner = trick[tl.trick_winner(trick)]
    assert not winner.is_excuse
    trumps = [card for card in trick if card.is_trump]
    if trumps:
        assert winner == max(trumps)
    else:
        led = next(card.suit for card in trick if not card.is_excuse)
        assert winner == max(card for card in trick if card.suit is led)
