"""Who wins a trick and why (RULES.md §5 "Winner", §6): explain_winner, beside explain_play."""

import random

import pytest

import tarot_learn as tl
from tarot_learn import WinReason, explain_winner
from tarot_learn.i18n import text
from tarot_learn.strategy.playout import play_on, start_play


def test_the_highest_trump_wins():
    verdict = explain_winner("5♥ R♥ 2 9♥", seats=(3, 0, 1, 2))
    assert (verdict.index, verdict.card, verdict.seat) == (2, tl.trump(2), 1)
    assert verdict.reason is WinReason.HIGHEST_TRUMP
    for lang in ("fr", "en"):
        assert verdict.explain(lang) == " ".join(
            [
                text("play.winner.highest_trump", lang, card=tl.trump(2)),
                text("play.winner.seat", lang, seat=text("seat.noun.number", lang, number=2)),  # seat 1 is player 2
            ]
        )


def test_with_no_trump_the_highest_card_of_the_led_suit_wins():
    verdict = explain_winner("7♠ R♥ 9♠ D♠")
    assert verdict.card == tl.parse_card("D♠") and verdict.seat is None
    assert verdict.reason is WinReason.HIGHEST_OF_SUIT
    assert verdict.because("en") == text("play.winner.highest_of_suit", "en", card=verdict.card, suit=tl.Suit.SPADES)


def test_the_excuse_never_wins_and_the_sentence_says_so():
    verdict = explain_winner("Excuse 5♥ R♥")
    assert verdict.card == tl.parse_card("R♥")
    assert verdict.because("en").endswith(text("play.winner.excuse_never_wins", "en"))
    assert text("play.winner.excuse_never_wins", "en") not in explain_winner("5♥ R♥").because("en")


def test_the_slam_exception():
    verdict = explain_winner("Excuse 5♥ R♥ 3", excuse_wins=True, seats=(0, 1, 2, 3))
    assert verdict.card is tl.EXCUSE and verdict.seat == 0 and verdict.reason is WinReason.SLAM_EXCUSE
    assert text("play.winner.excuse_never_wins", "en") not in verdict.explain("en")
    assert explain_winner("5♥ Excuse 3", excuse_wins=True).card == tl.trump(3)  # only the Excuse led


def test_an_empty_trick_is_refused():
    with pytest.raises(tl.TrickError):
        explain_winner("")


@pytest.mark.parametrize("players", [3, 4, 5])
def test_it_agrees_with_the_games_winner_on_every_trick_of_played_deals(players):
    for seed in range(5):
        game = play_on(start_play(tl.deal(players, seed=seed)), random.Random(seed))
        for trick in game.tricks:
            assert explain_winner(trick.cards, seats=trick.seats).seat == trick.winner
