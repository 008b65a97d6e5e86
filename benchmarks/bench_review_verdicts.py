"""Do the review's verdicts hold? Stability across seeds, discrimination between players, three positions.

Run from the repository's root::

    python -m benchmarks.bench_review_verdicts stability        [--deals 12]
    python -m benchmarks.bench_review_verdicts discrimination   [--deals 16]
    python -m benchmarks.bench_review_verdicts positions

**stability** — finished deals at 4 and 5 players (even deals at 4, odd at 5), the reviewed seat (0)
played in turn by a random player, SimpleBot, CoachBot and ExpertBot, the other seats by SimpleBot.
Each deal is reviewed three times (``review_deal(game, 0, seed=0|1|2)``): the share of measured
decisions that get the same verdict under the three seeds (a band or « à égalité »), and whether
every decision called a mistake or a blunder under one seed is at least imprecise under the others.
Goal (issue 30): ≥ 90 % the same; no mistake or blunder that another seed calls best, tie or good.

**discrimination** — the same deals played twice, the reviewed seat random or ExpertBot (the others
SimpleBot): how often their card decisions are called imprecise or worse. Goal: the random player's
share at least four times ExpertBot's. ExpertBot decides by the yardstick the review measures with,
so the same count is printed for CoachBot, a policy of named rules the review does not play by.

**positions** — three decisions a club teacher can settle, each reviewed under three seeds: the
Petite of ``Game(5, seed=3)``'s taker (the review must not advise a Garde contre), the 4♣ a random
player leads to ``Game(4, seed=6)``'s trick 2, and the call R♥ of ``Game(5, seed=7)``'s random taker
(the verdicts must agree across seeds).

Times are process times on one core, printed beside the load average.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections import Counter

from tarot_learn.game import Game
from tarot_learn.strategy.bots import RandomBot, SimpleBot, run_bots
from tarot_learn.strategy.coach import CoachBot
from tarot_learn.strategy.expert import ExpertBot
from tarot_learn.strategy.review import COSTLY, review_deal

POLICIES = {"random": RandomBot, "simple": SimpleBot, "coach": CoachBot, "expert": ExpertBot}
SEEDS = (0, 1, 2)
SURE_ERRORS = ("mistake", "blunder")


def played(players: int, seed: int, policy: str, *, reviewed_bot=None) -> Game:
    """A deal played to its end: seat 0 by ``policy``, the others by SimpleBot (seeded by the deal)."""
    game = Game(players, seed=seed)
    bot = reviewed_bot or POLICIES[policy](f"{seed}/0")
    run_bots(game, {seat: bot if seat == 0 else SimpleBot(f"{seed}/{seat}") for seat in range(players)})
    return game


def reviews(game: Game, seat: int = 0) -> list:
    """The seat's review under each of :data:`SEEDS`, and the process time of each."""
    found, times = [], []
    for seed in SEEDS:
        start = time.process_time()
        found.append(review_deal(game, seat, seed=seed))
        times.append(time.process_time() - start)
    return found, times


def stability(count: int) -> None:
    policies = list(POLICIES)
    same = measured = 0
    broken: list[str] = []
    by_policy: Counter = Counter()
    times: list[float] = []
    for index in range(count):
        players, policy = (4, 5)[index % 2], policies[index % len(policies)]
        game = played(players, index, policy)
        found, spent = reviews(game)
        times += spent
        for decisions in zip(*(review.decisions for review in found), strict=True):
            if decisions[0].forced:
                continue
            labels = [decision.label for decision in decisions]
            measured += 1
            agreed = len(set(labels)) == 1
            same += agreed
            by_policy[policy, agreed] += 1
            if any(label in SURE_ERRORS for label in labels) and not all(label in COSTLY for label in labels):
                where = decisions[0].kind + (f" trick {decisions[0].trick}" if decisions[0].trick else "")
                broken.append(f"deal {index} ({players} players, {policy}) {where}: {labels}")
        print(f"deal {index:2} ({players} players, {policy:6}): {same}/{measured} the same so far", flush=True)
    print(f"\nSame verdict under three seeds: {same}/{measured} = {100 * same / measured:.1f} % (goal ≥ 90 %)")
    for policy in policies:
        total = by_policy[policy, True] + by_policy[policy, False]
        if total:
            print(f"  {policy:7} {by_policy[policy, True]}/{total}")
    print(f"Mistakes or blunders another seed calls best, tie or good: {len(broken)} (goal 0)")
    for line in broken:
        print("  " + line)
    print(f"A whole review: median {statistics.median(times):.2f} s, max {max(times):.2f} s (n={len(times)})")


def discrimination(count: int) -> None:
    costly: dict[str, list[int]] = {}
    for policy in ("random", "coach", "expert"):
        called = cards = 0
        for index in range(count):
            game = played(4, 100 + index, policy)
            review = review_deal(game, 0, seed=0)
            decisions = [decision for decision in review.decisions if decision.kind == "card" and not decision.forced]
            cards += len(decisions)
            called += sum(decision.label in COSTLY for decision in decisions)
            print(f"{policy:6} deal {index:2}: {called}/{cards} card decisions imprecise or worse", flush=True)
        costly[policy] = [called, cards]
    shares = {policy: called / max(cards, 1) for policy, (called, cards) in costly.items()}
    print()
    for policy, (called, cards) in costly.items():
        print(f"{policy:7} {called}/{cards} = {100 * shares[policy]:.1f} % of its measured cards imprecise or worse")
    for policy in ("expert", "coach"):
        ratio = shares["random"] / shares[policy] if shares[policy] else float("inf")
        print(f"random / {policy}: {ratio:.1f} × (goal ≥ 4 against ExpertBot)")


def positions() -> None:
    cases = [
        (
            "Game(5, seed=3): the SimpleBot taker's Petite",
            lambda: _bot_deal(5, 3, SimpleBot(0), seeds="seat"),
            "bid",
            None,
        ),
        (
            "Game(4, seed=6): a random player's 4♣ at trick 2",
            lambda: _bot_deal(4, 6, RandomBot(12), seeds="seat"),
            "card",
            2,
        ),
        (
            "Game(5, seed=7): a random taker's call R♥",
            lambda: _bot_deal(5, 7, RandomBot(3), seeds="deal"),
            "call",
            None,
        ),
    ]
    for title, make, kind, trick in cases:
        game = make()
        found, _ = reviews(game)
        verdicts = []
        for review in found:
            decision = next(d for d in review.decisions if d.kind == kind and (trick is None or d.trick == trick))
            verdicts.append(decision)
        print(title)
        for seed, decision in zip(SEEDS, verdicts, strict=True):
            print(
                f"  seed {seed}: chosen {decision.chosen}, best selected {decision.best}: {decision.label}"
                f" (cost {decision.cost:.1f} in [{decision.low:.1f}, {decision.high:.1f}] points of the deal,"
                f" {decision.deals} deals)"
            )
        agree = len({decision.label for decision in verdicts}) == 1
        print(f"  the three verdicts agree: {agree}")


def _bot_deal(players: int, seed: int, bot, *, seeds: str) -> Game:
    """Seat 0 played by ``bot``; the others by SimpleBot seeded by their seat (``seeds="seat"``) or by
    the deal and the seat (``"deal"``) — the two ways the issue's positions were played."""
    game = Game(players, seed=seed)
    others = {seat: SimpleBot(seat if seeds == "seat" else f"{seed}/{seat}") for seat in range(1, players)}
    run_bots(game, {0: bot, **others})
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("part", choices=("stability", "discrimination", "positions"))
    parser.add_argument("--deals", type=int, default=None)
    options = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.2f}")
    if options.part == "stability":
        stability(options.deals or 12)
    elif options.part == "discrimination":
        discrimination(options.deals or 16)
    else:
        positions()


if __name__ == "__main__":
    main()
