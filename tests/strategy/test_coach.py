"""The coach (tarot_learn.strategy.coach): every choice legal and named by a rule with a sentence in both
languages; the rules that the lesson teaches chosen in their positions."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarot_learn import i18n
from tarot_learn.deal import deal_from_hands, random_source
from tarot_learn.ecart import check_ecart
from tarot_learn.game import BIDDING, CALL, ECART, PLAY, Game
from tarot_learn.strategy.bots import SimpleBot, play_out
from tarot_learn.strategy.coach import RULES, CoachBot, Suggestion


@pytest.mark.parametrize("rule", RULES)
def test_every_rule_has_a_reason_in_both_languages(rule):
    params = {
        "bid_alone": (("total", 41), ("threshold", 40), ("least", 50)),
        "bid_method": (("case", "low"), ("total", 30), ("threshold", 40)),
    }.get(rule, ())
    reasons = {lang: Suggestion(None, rule, params).reason(lang) for lang in i18n.LANGUAGES}
    assert all(reasons.values()) and reasons["fr"] != reasons["en"]


@given(st.integers(0, 10_000), st.sampled_from([3, 4, 5]))
@settings(max_examples=25, deadline=None)
def test_every_suggestion_along_a_coached_deal_is_legal_and_named(seed, players):
    game = Game(players, seed=seed)
    coach = CoachBot(random_source(seed))
    while game.to_act is not None:
        seat = game.to_act
        suggestion = coach.advise(game, seat)
        assert suggestion.rule in RULES
        if game.phase is BIDDING:
            game.bid(seat, suggestion.action)
        elif game.phase is CALL:
            game.call(seat, suggestion.action)
        elif game.phase is ECART:
            view = game.view(seat)
            assert check_ecart(view.hand, view.chien, suggestion.action).legal
            game.make_ecart(seat, suggestion.action)
        else:
            assert game.phase is PLAY
            game.play(seat, suggestion.action)  # the checked route: an illegal card would raise
    assert game.result is not None


def test_the_coach_plays_through_play_out_the_cards_it_advises():
    game = Game(4, seed=5)
    rng = random_source(5)
    play_out(game, {seat: (CoachBot if seat == 0 else SimpleBot)(rng) for seat in range(4)})
    assert game.result is not None


def _at_play(hands, chien, taker_bid=("garde sans", 0)):
    game = Game.from_deal(deal_from_hands(hands, chien, dealer=3))
    contract, taker = taker_bid
    while game.phase is BIDDING:
        game.bid(game.to_act, contract if game.to_act == taker else None)
    return game


# Seat 0 holds every trump but the 21, which seat 1 holds; the others have none.
HANDS = [
    "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18",
    "19 20 21 Excuse R♠ D♠ C♠ V♠ 10♠ 9♠ 8♠ 7♠ 6♠ 5♠ 4♠ 3♠ 2♠ 1♠",
    "R♥ D♥ C♥ V♥ 10♥ 9♥ 8♥ 7♥ 6♥ 5♥ 4♥ 3♥ 2♥ 1♥ R♦ D♦ C♦ V♦",
    "10♦ 9♦ 8♦ 7♦ 6♦ 5♦ 4♦ 3♦ 2♦ 1♦ R♣ D♣ C♣ V♣ 10♣ 9♣ 8♣ 7♣",
]
CHIEN = "6♣ 5♣ 4♣ 3♣ 2♣ 1♣"


def test_the_taker_with_many_trumps_draws_them():
    game = _at_play(HANDS, CHIEN)
    suggestion = CoachBot(1).advise(game, 0)
    assert (suggestion.action.text("en"), suggestion.rule) == ("18", "draw_trumps")


@given(st.integers(0, 10_000))
@settings(max_examples=30, deadline=None)
def test_the_excuse_never_waits_for_the_last_trick(seed):
    game = Game(4, seed=seed)
    rng = random_source(seed)
    play_out(game, {seat: CoachBot(rng) for seat in range(4)})
    assert "Excuse" not in " ".join(card.text("en") for card in game.tricks[-1].cards)


def test_a_defender_charges_a_trick_his_side_has_won_once_the_taker_has_played():
    hands = [
        "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18",
        "R♥ 19 20 21 Excuse R♠ D♠ C♠ V♠ 10♠ 9♠ 8♠ 7♠ 6♠ 5♠ 4♠ 3♠ 2♠",
        "2♥ 3♥ 4♥ 1♠ R♦ D♦ C♦ V♦ 10♦ 9♦ 8♦ 7♦ 6♦ 5♦ 4♦ 3♦ 2♦ 1♦",
        "D♥ C♥ V♥ 10♥ 9♥ 8♥ 7♥ 6♥ 5♥ R♣ D♣ C♣ V♣ 10♣ 9♣ 8♣ 7♣ 1♥",
    ]
    game = Game.from_deal(deal_from_hands(hands, "6♣ 5♣ 4♣ 3♣ 2♣ 1♣", dealer=0))
    while game.phase is BIDDING:
        game.bid(game.to_act, "garde sans" if game.to_act == 2 else None)
    game.play(1, "R♥")
    game.play(2, "2♥")
    suggestion = CoachBot(1).advise(game, 3)
    assert (suggestion.action.text("en"), suggestion.rule) == ("Q♥", "charge_partner")
    assert SimpleBot(1).choose_card(game.view(3)).text("en") == "1♥"  # what the coach adds
