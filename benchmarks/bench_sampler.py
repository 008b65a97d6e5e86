"""Speed of the deal sampler (issue 21, item 5): ``python -m benchmarks.bench_sampler``.

    python -m benchmarks.bench_sampler [--positions 9] [--deals 200] [--players 4 5] [--auction-only]

For each table size, seeded deals are played by SimpleBots, the first speaker taking a Garde, and
stopped at three points: just after the écart (every card of the others unknown), mid-deal (half
the tricks played) and late (two tricks left), the seat after the taker — a defender, who does not
see the écart — drawing deals there. For each point it prints, over the positions (medians, and the
spread from the fastest to the slowest position):

- the setup: reading what the seat knows and counting the placements of the unseen cards (ms), what
  a call of ``sample_deals`` costs before its first deal; and the exact count of the deals, the
  rules on whole hands (the Petit sec, a called queen) taken off (``count_deals``, ms, on top);
- deals per second once set up: each a whole :class:`Game` at that point, its placement drawn and
  the public history replayed on it through the engine's checked steps;
- the draw alone, without the game (placements per second), and how many placements a deal takes
  on average (above 1 when the Petit sec or a called queen sends some back: placements / deals);
- the number of consistent deals, as a power of ten.

Then, for the sampler that reads the auction (issue 30, ``weighting="auction"``), at the same
points: the time per deal (ms) uniform and weighted; the draws a weighted deal takes (placements
drawn per deal kept, by rejection); how often a deal fell back on resampling after
``MAX_DRAWS`` draws; and the effective sample size of the likelihood weights over uniform draws
(Kish: (Σw)² / Σw², as a share of the draws) — what importance weighting would keep of them.

Times are CPU times of this process (time.process_time): other processes on a shared machine
disturb them less than wall-clock times, but still do, so the load average is printed beside them.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import time

from tarot_learn.deal import random_source
from tarot_learn.game import Game, Phase
from tarot_learn.strategy.bots import SimpleBot, take_turn
from tarot_learn.strategy.likelihood import Observed
from tarot_learn.strategy.sampler import MAX_DRAWS, _Knowledge, sample_deals

POINTS = ("after the écart", "mid-deal", "late")


def position(players: int, seed: int, point: str) -> Game:
    """Deal ``seed`` played by SimpleBots up to ``point``; the first speaker takes a Garde."""
    game = Game(players, seed=f"bench/{seed}")
    bots = {seat: SimpleBot(random_source(f"bench/{seed}/{seat}")) for seat in range(players)}
    for number in range(players):
        game.bid(game.to_act, "garde" if number == 0 else None)
    tricks = {"after the écart": 0, "mid-deal": 78 // players // 2, "late": 78 // players - 2}[point]
    while game.phase is not Phase.PLAY or len(game.tricks) < tricks:
        take_turn(game, bots[game.to_act])
    return game


def measure(game: Game, seat: int, deals: int, seed: int) -> dict[str, float]:
    start = time.process_time()
    knowledge = _Knowledge(game, seat)
    setup = time.process_time() - start
    start = time.process_time()
    total = knowledge.total
    counting = time.process_time() - start
    rng = random_source(seed)
    start = time.process_time()
    placements = [knowledge.draw(rng) for _ in range(deals)]
    draws = time.process_time() - start
    start = time.process_time()
    for placed in placements:
        knowledge.game_of(placed)
    games = time.process_time() - start
    return {
        "setup_ms": 1000 * setup,
        "count_ms": 1000 * counting,
        "deals_per_s": deals / (draws + games),
        "draws_per_s": deals / draws,
        # A draw breaking a rule on whole hands is drawn again: (placements / deals) draws on average.
        "draws_per_deal": knowledge.placements.count(knowledge.allowed) / total,
        "log10_deals": math.log10(total),
    }


def measure_auction(game: Game, seat: int, deals: int, seed: int) -> dict[str, float]:
    """Time per deal uniform and weighted, draws per weighted deal, resampling falls, the ESS share."""
    times = {}
    for weighting in ("uniform", "auction"):
        start = time.process_time()
        for _ in sample_deals(game, seat, deals, seed=seed, weighting=weighting):
            pass
        times[weighting] = 1000 * (time.process_time() - start) / deals
    knowledge = _Knowledge(game, seat)
    observed = Observed.of(knowledge.view)
    rng = random_source(seed)
    weights = [knowledge.likelihood(knowledge.draw(rng), observed) for _ in range(deals)]
    # The rejection sampler keeps a draw with the chance w / bound: draws per deal = bound / mean w.
    mean = statistics.fmean(weights)
    acceptance = mean / knowledge.pilot_bound(random_source(seed + 1), observed)
    return {
        "uniform_ms": times["uniform"],
        "auction_ms": times["auction"],
        "draws_per_deal": 1 / acceptance,
        "fallback": (1 - acceptance) ** MAX_DRAWS,  # the chance that MAX_DRAWS draws are all sent back
        "ess_share": sum(weights) ** 2 / sum(weight * weight for weight in weights) / len(weights),
    }


def auction_table(options) -> None:
    print("auction weighting (the first speaker bids a Garde, the others pass; the seat after the taker):")
    for players in options.players:
        for point in ("bidding over", *POINTS):
            column = columns(point, measure_auction, players, options)
            print(
                f"{players} players, {point:<15} ms/deal uniform {spread(column['uniform_ms'], 2)} | "
                f"auction {spread(column['auction_ms'], 2)} | draws/deal {spread(column['draws_per_deal'], 1)} | "
                f"P(resampling) max {max(column['fallback']):.1e} | ESS share {spread(column['ess_share'], 2)} | "
                f"load {os.getloadavg()[0]:.2f}"
            )


def columns(point: str, measure_one, players: int, options) -> dict[str, list[float]]:
    """``measure_one`` on ``options.positions`` seeded deals at ``point`` (or just after the auction:
    "bidding over"), the seat after the taker drawing: each figure's column over the positions."""
    rows = []
    for seed in range(options.positions):
        game = bid_only(players, seed) if point == "bidding over" else position(players, seed, point)
        rows.append(measure_one(game, (game.taker + 1) % players, options.deals, seed))
    return {name: [row[name] for row in rows] for name in rows[0]}


def bid_only(players: int, seed: int) -> Game:
    """Deal ``seed`` just after its auction: the first speaker bids a Garde, the others pass."""
    game = Game(players, seed=f"bench/{seed}")
    for number in range(players):
        game.bid(game.to_act, "garde" if number == 0 else None)
    return game


def spread(values: list[float], digits: int = 0) -> str:
    return f"{statistics.median(values):>9,.{digits}f} ({min(values):,.{digits}f} to {max(values):,.{digits}f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=9, help="seeded deals per point (default 9)")
    parser.add_argument("--deals", type=int, default=200, help="deals drawn per position (default 200)")
    parser.add_argument("--players", type=int, nargs="+", default=[4, 5])
    parser.add_argument("--auction-only", action="store_true", help="only the auction weighting's table")
    options = parser.parse_args()
    cpu = time.process_time()
    print(f"load average at the start: {' '.join(f'{load:.2f}' for load in os.getloadavg())}")
    print(f"{options.positions} positions per point, {options.deals} deals each; median (fastest to slowest)")
    for players in [] if options.auction_only else options.players:
        for point in POINTS:
            column = columns(point, measure, players, options)
            print(
                f"{players} players, {point:<15} setup {spread(column['setup_ms'], 1)} ms | "
                f"count_deals {spread(column['count_ms'], 1)} ms | "
                f"deals/s {spread(column['deals_per_s'])} | placements/s {spread(column['draws_per_s'])} | "
                f"placements per deal {statistics.fmean(column['draws_per_deal']):.2f} | "
                f"deals 10^{statistics.median(column['log10_deals']):.0f} | "
                f"load {os.getloadavg()[0]:.2f}"
            )
    auction_table(options)
    print(f"CPU time: {time.process_time() - cpu:.1f} s; load average at the end: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
