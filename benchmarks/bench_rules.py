"""Speed of the rules core: run `make bench` or `python benchmarks/bench_rules.py`.

Prints medians of several runs (the machines are shared: compare figures from one run):
- legal_cards calls per second, over the decision points of random 4-player deals;
- complete random 4-player deals per second: deal, every card chosen among the legal ones,
  the trick winners and the Excuse exchange;
- fully played and scored 4-player deals per second through tarot_learn.Game with bots
  (all phases), when the game module is present.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import tarot_learn as tl
from tarot_learn.play import legal_bits as legal_bits_rule


def random_deal(players: int, seed: int, rng: random.Random, positions: list | None = None) -> tl.ExcuseSettlement:
    """One deal played with random legal cards, through the public API only."""
    dealt = tl.deal(players, seed=seed)
    hands = list(dealt.hands)
    leader = dealt.first_player
    tricks = []
    for _ in range(dealt.size.hand):
        trick = tl.Trick()
        seats = []
        for offset in range(players):
            seat = (leader + offset) % players
            if positions is not None:
                positions.append((hands[seat], trick))
            card = tl.legal_cards(hands[seat], trick).choice(rng)
            hands[seat] = tl.Hand.from_bits(hands[seat].bits ^ card.bit)
            trick = trick.add(card)
            seats.append(seat)
        leader = seats[tl.trick_winner(trick)]
        tricks.append(tl.PlayedTrick(trick.cards, tuple(seats), leader))
    sides = ["attack"] + ["defence"] * (players - 1)
    return tl.settle_excuse(tricks, sides)


def bench_legal_cards(deals: int, runs: int) -> tuple[float, float]:
    """legal_cards (checks the position, returns a CardSet), and the rule itself on bit sets
    (play.legal_bits, what Game and the bots use), over the same decision points."""
    rng = random.Random(1)
    positions: list = []
    for seed in range(deals):
        random_deal(4, seed, rng, positions)
    as_bits = [(hand.bits, trick.led_bits, trick.top) for hand, trick in positions]
    legal_cards, legal_bits = tl.legal_cards, legal_bits_rule
    public, rule = [], []
    for _ in range(runs):
        start = time.perf_counter()
        for hand, trick in positions:
            legal_cards(hand, trick)
        public.append(len(positions) / (time.perf_counter() - start))
        start = time.perf_counter()
        for hand, led, top in as_bits:
            legal_bits(hand, led, top)
        rule.append(len(positions) / (time.perf_counter() - start))
    return statistics.median(public), statistics.median(rule)


def bench_random_deals(deals: int, runs: int) -> float:
    rates = []
    for run in range(runs):
        rng = random.Random(run)
        start = time.perf_counter()
        for seed in range(deals):
            random_deal(4, seed, rng)
        rates.append(deals / (time.perf_counter() - start))
    return statistics.median(rates)


def bench_scored_games(deals: int, runs: int) -> float | None:
    try:
        from tarot_learn.bots import play_bot_deal
    except ImportError:
        return None
    rates = []
    for _ in range(runs):
        start = time.perf_counter()
        for seed in range(deals):
            play_bot_deal(4, seed=seed)
        rates.append(deals / (time.perf_counter() - start))
    return statistics.median(rates)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--deals", type=int, default=2000)
    args = parser.parse_args()
    public, rule = bench_legal_cards(args.deals // 4, args.runs)
    print(f"legal_cards calls/s (median of {args.runs}): {public:,.0f}")
    print(f"play.legal_bits calls/s, the rule on bit sets (median of {args.runs}): {rule:,.0f}")
    print(f"random 4-player deals/s (median of {args.runs}): {bench_random_deals(args.deals, args.runs):,.0f}")
    scored = bench_scored_games(args.deals, args.runs)
    if scored is not None:
        print(f"fully scored 4-player bot deals/s (median of {args.runs}): {scored:,.0f}")


if __name__ == "__main__":
    main()
