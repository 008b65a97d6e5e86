"""The club habits issue 22 found in the coach, each checked in the positions where it showed: the
issue's seeded deals (Game(4, seed=6), (4, 5), (4, 8), (5, 3), (4, 0)), played by SimpleBots — whose
play does not depend on the coach — and stopped wherever the habit could show; the coach's advice
there must be the club's. benchmarks/bench_coach.py --habits counts the same habits over 3,000 deals."""

from tarot_learn.cards import (
    EXCUSE,
    HALF_POINT_CARD_BITS,
    KING,
    PETIT,
    QUEEN,
    SUIT_BITS,
    SUITS,
    TRUMP_21,
    TRUMP_BITS,
    suit_card,
)
from tarot_learn.deal import random_source
from tarot_learn.game import CALL, PLAY, Game
from tarot_learn.play import winning_bits
from tarot_learn.sides import DEFENCE
from tarot_learn.strategy.bots import SimpleBot, take_turn
from tarot_learn.strategy.coach import CoachBot

ISSUE_DEALS = [(4, 6), (4, 5), (4, 8), (5, 3), (4, 0)]


def positions(found, deals=ISSUE_DEALS):
    """Every position of the seeded ``deals`` (SimpleBots on every seat) where ``found(game, view)``
    holds, as copies of the game."""
    for players, seed in deals:
        game = Game(players, seed=seed)
        bots = {seat: SimpleBot(random_source(seed)) for seat in range(players)}
        while game.to_act is not None:
            if found(game, game.view(game.to_act)):
                yield game.copy()
            take_turn(game, bots[game.to_act])


def advised(game):
    return CoachBot(1).advise(game, game.to_act)


def surely_won(view) -> bool:
    """The seat's side has won the trick on the table whatever comes after (as the seat knows)."""
    trick = view.trick
    winning = trick.winning_card()
    if winning is None or not SimpleBot._same_side(view, trick.seat_of(winning)):
        return False
    last = len(trick.cards) == view.players - 1
    return last or (view.side_of(view.seat) is DEFENCE and view.taker in trick.seats and view.players < 5)


def trumps_out(view) -> int:
    out = view.ecart if view.seat == view.taker else view.shown_trumps
    return TRUMP_BITS & ~(view.hand.bits | view.played.bits | out.bits)


def in_play(found):
    return lambda game, view: game.phase is PLAY and found(view, view.legal_bits())


def test_the_excuse_waits_while_a_half_point_card_can_be_given():
    def found(view, legal):
        cannot_win = view.trick.cards and not legal & ~EXCUSE.bit & winning_bits(view.trick)
        return legal & EXCUSE.bit and legal & HALF_POINT_CARD_BITS and len(view.hand) > 2 and cannot_win

    seen = list(positions(in_play(found)))
    assert len(seen) >= 3  # SimpleBot plays its Excuse there: the positions of the issue's habit
    assert all(advised(game).action is not EXCUSE for game in seen)


def test_the_21_is_never_given_to_a_trick_the_side_has_won():
    def found(view, legal):
        return legal & TRUMP_21.bit and legal & ~TRUMP_21.bit and surely_won(view)

    seen = list(positions(in_play(found), ISSUE_DEALS + [(4, seed) for seed in range(20, 60)]))
    assert seen
    assert all(advised(game).action is not TRUMP_21 for game in seen)


def test_the_petit_is_saved_on_a_trick_the_side_has_won_while_trumps_are_out():
    def found(view, legal):
        return legal & PETIT.bit and legal & ~PETIT.bit and surely_won(view) and trumps_out(view)

    seen = list(positions(in_play(found), ISSUE_DEALS + [(4, seed) for seed in range(20, 60)]))
    assert seen
    assert all(advised(game).action is PETIT for game in seen)


def test_the_attack_cashes_its_kings_on_their_first_round():
    def found(view, legal):
        if view.trick.cards or view.side_of(view.seat) is DEFENCE or view.side_of(view.seat) is None:
            return False
        led = {trick.led for trick in view.tricks}
        defenders = [seat for seat in range(view.players) if view.side_of(seat) is DEFENCE]
        voids = {suit for seat in defenders for suit in view.voids(seat)}
        return any(card.is_king and card.suit not in led | voids for card in view.legal_cards())

    seen = list(positions(in_play(found)))
    assert seen
    assert all(advised(game).action.is_king for game in seen)


def test_a_voids_king_is_never_called_when_another_can_be():
    def found(game, view):
        hand = view.hand.bits
        return game.phase is CALL and any(hand & SUIT_BITS[king.suit] for king in view.callable_cards())

    seen = list(positions(found, [(5, 3)] + [(5, seed) for seed in range(10, 40)]))
    assert len(seen) >= 5
    for game in seen:
        card = advised(game).action
        assert game.view(game.to_act).hand.bits & SUIT_BITS[card.suit]


def false_signal(view, card) -> bool:
    """A first lead of a suit with an ace to 5 without its king or queen: the FFT reads an honour."""
    if card.suit not in SUITS or card.rank > 5 or any(trick.led is card.suit for trick in view.tricks):
        return False
    return not view.hand.bits & (suit_card(KING, card.suit).bit | suit_card(QUEEN, card.suit).bit)


def test_no_defensive_lead_gives_a_false_honour_signal():
    def found(view, legal):
        if view.trick.cards or view.side_of(view.seat) is not DEFENCE:
            return False
        return any(not false_signal(view, card) for card in view.legal_cards())

    seen = list(positions(in_play(found)))
    assert len(seen) >= 10
    assert not [game for game in seen if false_signal(game.view(game.to_act), advised(game).action)]
