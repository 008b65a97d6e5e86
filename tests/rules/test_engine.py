"""The engine inside Game plays exactly the deals it played when it was checked (RULES.md §2–§7).

Two comparisons. (1) The golden deals (tests/support/golden_deals.py): 1,200 whole bot deals at 3, 4 and
5 players, RandomBot and SimpleBot, both Excuse options, each recorded once as a digest of its
hands, events, tricks, Excuse settlement, points and score — digests checked, when they were
recorded, against the frozen rules core of before the engine. (2) Every seeded deal played by bots
on the engine's fast route (:func:`tarot_learn.strategy.bots.play_out`: unchecked steps, cards chosen
on bit sets) is replayed action by action through the public, checked ``Game`` methods; both must
end with the same hands, tricks, Excuse settlement, score and history. A rule broken in the engine
cannot pass the first comparison: the last test breaks one on purpose and checks that it is seen.
"""

import dataclasses
import random

import pytest
from golden_deals import SEEDS, TABLES, digest, load, play, table_key

import tarot_learn.game
from tarot_learn.game import Game, Phase
from tarot_learn.strategy.bots import RandomBot, SimpleBot, play_out

GOLDEN = load()
DEALS_PER_TABLE = 7_000  # 21,000 deals in all, at 3, 4 and 5 players
HISTORY_EVERY = 10  # the whole history compared on one deal in 10 (the outcome on every deal)


def fast_deal(players: int, seed: int) -> Game:
    """A deal on the engine's route; the bots (SimpleBot on one seed in 4) and the rules option
    vary with the seed."""
    game = Game(players, seed=seed, excuse_last_trick="winner" if seed % 5 == 0 else "camp")
    bot = SimpleBot if seed % 4 == 1 else RandomBot
    rng = random.Random(seed)
    play_out(game, {seat: bot(rng) for seat in range(players)})
    return game


def replay(players: int, seed: int, fast: Game) -> Game:
    """The deal ``fast`` played again through the checked ``Game`` methods, one action at a time,
    each action read from ``fast``'s history."""
    game = Game(players, seed=seed, excuse_last_trick=fast.excuse_last_trick)
    for event in fast.history:
        kind, seat, details = event
        if kind == "bid":
            game.bid(seat, details["contract"])
        elif kind == "pass":
            game.bid(seat, None)
        elif kind == "call":
            game.call(seat, details["card"])
        elif kind == "ecart":
            game.make_ecart(seat, fast.ecart)
        elif kind == "slam":
            game.announce_slam(seat)
        elif kind == "poignee":
            game.declare_poignee(seat, details["cards"])
        elif kind == "play":
            assert game.to_act == seat
            game.play(seat, details["card"])
    return game


def outcome(game) -> tuple:
    """Everything a deal decides, as plain values: hands, tricks, settlement, points, score."""
    result, settlement = game.result, game.result.settlement
    return (
        game.deal.hand_bits,
        game.deal.chien_bits,
        tuple(game.hand_bits),
        game.taker,
        game.partner,
        game.ecart.bits,
        tuple((tuple(c.index for c in t.cards), t.seats, t.winner) for t in game.tricks),
        (settlement.case, settlement.owner, settlement.trick, settlement.excuse_side, settlement.paid_at),
        settlement.exchange_card.index if settlement.exchange_card else None,
        {side: pile.bits for side, pile in settlement.piles.items()},
        dict(settlement.points),
        (result.attack_cards.bits, result.attack_points, result.bouts),
        dataclasses.astuple(result.score),
    )


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_engine_and_the_checked_game_play_the_same_deals(players):
    seeds = range(players * 100_000, players * 100_000 + DEALS_PER_TABLE)
    for seed in seeds:
        fast = fast_deal(players, seed)
        assert fast.phase is Phase.OVER and fast.to_act is None
        checked = replay(players, seed, fast)
        assert checked.phase is Phase.OVER
        assert outcome(checked) == outcome(fast), seed
        if seed % HISTORY_EVERY == 0:
            assert checked.history == fast.history, seed


@pytest.mark.parametrize("table", TABLES, ids=[table_key(*table) for table in TABLES])
def test_the_engine_plays_the_golden_deals(table):
    differ = [seed for seed in SEEDS if digest(play(*table, seed)) != GOLDEN[table_key(*table)][seed]]
    assert not differ, (
        f"deals {differ} changed: python -m tests.support.golden_deals --show {table_key(*table)}/{differ[0]}"
    )


def test_a_wrong_rule_in_the_engine_is_seen(monkeypatch):
    """The comparison can fail: the lowest card made the winner of every trick is caught."""
    monkeypatch.setattr(tarot_learn.game, "winning_index", lambda bits, led: (bits & -bits).bit_length() - 1)
    for table in TABLES:
        seeds = SEEDS[:20]
        changed = [seed for seed in seeds if digest(play(*table, seed)) != GOLDEN[table_key(*table)][seed]]
        assert len(changed) > len(seeds) // 2, table
