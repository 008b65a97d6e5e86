"""Game.copy(): a copy played on never changes the original, at every phase (RULES.md §2–§7).

A simulation plays a position out many times from one game (a coach trying a card, an evaluator
sampling deals): each time on a copy. Each test brings a game to a phase, copies it, plays the copy
to the end with bots and checks that the original has not changed in anything a reader can see;
then it plays the original on with the same bots as a second copy, and both end in the same deal.
"""

import copy

import pytest
from golden_deals import record

from tarot_learn.ecart import legal_ecart
from tarot_learn.game import Game, Phase
from tarot_learn.strategy.bots import RandomBot, SimpleBot, play_out


def state(game: Game) -> tuple:
    """Everything a reader of ``game`` can see, as plain values (the hands through the seats' views)."""
    return (
        game.phase,
        game.to_act,
        game.leader,
        game.redeals,
        game.deal.seed,
        tuple(game.view(seat).hand.bits for seat in range(game.players)),
        tuple(game.auction.history),
        game.contract,
        game.taker,
        game.called_card,
        game.partner,
        game.partner_revealed,
        game.ecart.bits,
        game.shown_trumps.bits,
        game.slam_announced,
        tuple(sorted((seat, poignee, shown.bits) for seat, (poignee, shown) in game.poignees.items())),
        game.trick.cards,
        tuple((trick.cards, trick.seats, trick.winner) for trick in game.tricks),
        tuple(game.history),
        game.result,
    )


def bots(seed: int, players: int) -> dict:
    return {seat: (SimpleBot if seat % 2 else RandomBot)(f"{seed}/{seat}") for seat in range(players)}


def check_copy_is_independent(game: Game, seed: int = 0) -> None:
    before = state(game)
    twin, second = game.copy(), game.copy()
    assert state(twin) == before
    play_out(twin, bots(seed, game.players))
    assert twin.phase is Phase.OVER
    assert state(game) == before, "playing the copy changed the original"
    play_out(game, bots(seed, game.players))
    play_out(second, bots(seed, game.players))
    assert record(game) == record(second) == record(twin)


def taken(players: int, seed: int, contract: str = "garde") -> Game:
    """A game whose first speaker took ``contract`` (a seed without a Petit sec, so no redeal)."""
    game = Game(players, seed=seed)
    game.bid(game.to_act, contract)
    while game.phase is Phase.BIDDING:
        game.bid(game.to_act, None)
    return game


def call_and_ecart(game: Game) -> Game:
    if game.phase is Phase.CALL:
        game.call(game.taker, game.view(game.taker).callable_cards()[0])
    if game.phase is Phase.ECART:
        view = game.view(game.taker)
        game.make_ecart(game.taker, legal_ecart(view.hand, view.chien))
    return game


def play_cards(game: Game, count: int) -> Game:
    for _ in range(count):
        game.play(game.to_act, min(game.legal_cards()))
    return game


def positions(players: int):
    """A game at each phase and point of a deal: (name, game)."""
    hand = (78 - (3 if players == 5 else 6)) // players
    yield "bidding, first speaker", Game(players, seed=11)
    mid_auction = Game(players, seed=11)
    mid_auction.bid(mid_auction.to_act, None)
    yield "bidding, after a pass", mid_auction
    if players == 5:
        yield "call", taken(players, 12)
        at_ecart = taken(players, 12)
        at_ecart.call(at_ecart.taker, at_ecart.view(at_ecart.taker).callable_cards()[0])
        yield "ecart", at_ecart
    else:
        yield "ecart", taken(players, 12)
    yield "play, first card", call_and_ecart(taken(players, 13))
    shown = next(
        game
        for seed in range(100)
        if (game := call_and_ecart(taken(players, seed))).view(game.to_act).poignee_options()
    )
    shown.declare_poignee(shown.to_act, shown.cards_to_show(shown.to_act, shown.poignee_options(shown.to_act)[0]))
    yield "play, a poignée shown", shown
    yield "play, mid-trick", play_cards(call_and_ecart(taken(players, 14, "garde sans")), 2)
    yield "play, between tricks", play_cards(call_and_ecart(taken(players, 15)), 2 * players)
    yield "play, last trick", play_cards(call_and_ecart(taken(players, 16)), (hand - 1) * players + 1)
    yield "over", play_cards(call_and_ecart(taken(players, 17)), hand * players)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_copy_played_on_never_changes_the_original_at_any_phase(players):
    reached = []
    for _name, game in positions(players):
        reached.append(game.phase)
        check_copy_is_independent(game, seed=len(reached))
    wanted = {Phase.BIDDING, Phase.ECART, Phase.PLAY, Phase.OVER} | ({Phase.CALL} if players == 5 else set())
    assert set(reached) == wanted


def test_the_copy_test_fails_on_a_shallow_copy(monkeypatch):
    """The check above can fail: a shallow copy shares the hands, the auction and the tricks."""
    for players in (3, 4, 5):
        for _name, game in positions(players):
            if game.phase is Phase.OVER:
                continue
            with monkeypatch.context() as patch:
                patch.setattr(Game, "copy", lambda self: copy.copy(self))
                with pytest.raises((AssertionError, IndexError)):  # the original changed, or broke
                    check_copy_is_independent(game)


def test_a_copy_keeps_the_table_and_the_rules_option():
    game = Game(4, seed=5, dealer=2, excuse_last_trick="winner")
    twin = game.copy()
    assert (twin.players, twin.dealer, twin.excuse_last_trick) == (4, 2, "winner")
