"""Do the review's verdicts hold? Stability across seeds, discrimination between players, three positions, and
the winner's curse the selection would add.

Run from the repository's root::

    python -m benchmarks.bench_review_verdicts stability        [--deals 12] [--start 0]
    python -m benchmarks.bench_review_verdicts discrimination   [--deals 16]
    python -m benchmarks.bench_review_verdicts positions
    python -m benchmarks.bench_review_verdicts bias             [--deals 6]

**stability** — finished deals at 4 and 5 players (even deals at 4, odd at 5), the reviewed seat (0)
played in turn by a random player, SimpleBot, CoachBot and ExpertBot, the other seats by SimpleBot.
Each deal is reviewed three times (``review_deal(game, 0, seed=0|1|2)``): the share of measured
decisions that get the same verdict under the three seeds (a band or « à égalité »), and whether
every decision called a mistake or a blunder under one seed is at least imprecise under the others.
Goal (issue 30): ≥ 90 % the same; no mistake or blunder that another seed calls best, tie or good.
``--start 12``: the deals from 12 on, deals the review's constants were not tuned on.
Printed too: which verdicts changed with the seed, the verdicts given, the time of a whole review
and the sampled deals it measured.

**discrimination** — deals at 4 players (``Game(4, seed=100 + i)``) played with the reviewed seat
random, SimpleBot, CoachBot or ExpertBot (the others SimpleBot), each reviewed once: how often their
card decisions are called imprecise or worse. Goal: the random player's share at least four times
ExpertBot's. ExpertBot decides by the yardstick the review measures with, so the ratio is printed
against CoachBot and SimpleBot too, policies of named rules the review does not play by.

**positions** — three decisions a club teacher can settle, each reviewed under three seeds: the
Petite of ``Game(5, seed=3)``'s taker (the review must not advise a Garde contre: never the best
named, nor the rival of a bid called costly), the 4♣ a random player leads to ``Game(4, seed=6)``'s
trick 2, and the call R♥ of ``Game(5, seed=7)``'s random taker (the verdicts must agree across seeds).

**bias** — at each measured decision of the first stability deals where the chosen action is not the
best selected on the review's selection budget, the selected best's advantage over the chosen action,
in points of the deal, three ways: on the selection's own deals (inflated by the selection: the
largest of several noisy means), on fresh deals (the review's way) and on 96 other deals (the
reference); printed, the mean of each and its difference from the reference with a 95 % interval.

Times are process times on one core, printed beside the load average.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections import Counter

from tarot_learn.contracts import Contract
from tarot_learn.game import Game
from tarot_learn.strategy.bots import RandomBot, SimpleBot, run_bots
from tarot_learn.strategy.coach import CoachBot
from tarot_learn.strategy.evaluator import evaluate, mean_interval
from tarot_learn.strategy.expert import ExpertBot
from tarot_learn.strategy.review import (
    BUDGET,
    COSTLY,
    LABELS,
    MEASURE_BATCH,
    MEASURED,
    _budget,
    _one_choice,
    deal_steps,
    replay_step,
    review_deal,
    stake,
)

POLICIES = {"random": RandomBot, "simple": SimpleBot, "coach": CoachBot, "expert": ExpertBot}
SEEDS = (0, 1, 2)
SURE_ERRORS = ("mistake", "blunder")
REFERENCE = 96  # the bias's reference deals


def played(players: int, seed: int, policy: str) -> Game:
    """A deal played to its end: seat 0 by ``policy``, the others by SimpleBot (seeded by the deal)."""
    game = Game(players, seed=seed)
    bots = {seat: SimpleBot(f"{seed}/{seat}") for seat in range(1, players)}
    run_bots(game, {0: POLICIES[policy](f"{seed}/0"), **bots})
    return game


def stability_deal(index: int) -> tuple[int, str, Game]:
    """The stability's deal ``index``: at 4 players when even, 5 when odd, the policies in turn."""
    players, policy = (4, 5)[index % 2], list(POLICIES)[index % len(POLICIES)]
    return players, policy, played(players, index, policy)


def reviews(game: Game, seat: int = 0) -> tuple[list, list[float]]:
    """The seat's review under each of :data:`SEEDS`, and the process time of each."""
    found, times = [], []
    for seed in SEEDS:
        start = time.process_time()
        found.append(review_deal(game, seat, seed=seed))
        times.append(time.process_time() - start)
    return found, times


def where(decision) -> str:
    return decision.kind + (f" trick {decision.trick}" if decision.trick else "")


def stability(count: int, start: int = 0) -> None:
    same = measured = 0
    broken: list[str] = []
    by_policy: Counter = Counter()
    given: Counter = Counter()
    changes: Counter = Counter()
    times: list[float] = []
    deals: list[int] = []
    for index in range(start, start + count):
        players, policy, game = stability_deal(index)
        found, spent = reviews(game)
        times += spent
        deals += [review.deals for review in found]
        for decisions in zip(*(review.decisions for review in found), strict=True):
            if decisions[0].forced:
                continue
            labels = [decision.label for decision in decisions]
            given.update(labels)
            measured += 1
            agreed = len(set(labels)) == 1
            same += agreed
            by_policy[policy, agreed] += 1
            if not agreed:
                changes[" / ".join(label for label in LABELS if label in labels)] += 1
            if any(label in SURE_ERRORS for label in labels) and not all(label in COSTLY for label in labels):
                intervals = ", ".join(f"[{d.low:.1f}, {d.high:.1f}] against {d.rival}" for d in decisions)
                broken.append(f"deal {index} ({players} players, {policy}) {where(decisions[0])}: {labels} {intervals}")
        print(f"deal {index:2} ({players} players, {policy:6}): {same}/{measured} the same so far", flush=True)
    print(f"\nSame verdict under three seeds: {same}/{measured} = {100 * same / measured:.1f} % (goal ≥ 90 %)")
    for policy in POLICIES:
        total = by_policy[policy, True] + by_policy[policy, False]
        if total:
            print(f"  {policy:7} {by_policy[policy, True]}/{total}")
    print(f"Mistakes or blunders another seed calls best, tie or good: {len(broken)} (goal 0)")
    for line in broken:
        print("  " + line)
    print("Verdicts given: " + ", ".join(f"{label} {given[label]}" for label in LABELS))
    print("Verdicts that changed with the seed: " + ", ".join(f"{key} {n}" for key, n in changes.most_common()))
    print(
        f"A whole review: median {statistics.median(times):.2f} s, max {max(times):.2f} s (n={len(times)});"
        f" sampled deals measured: median {statistics.median(deals):.0f}"
    )


def discrimination(count: int) -> None:
    shares: dict[str, float] = {}
    for policy in POLICIES:
        called = cards = 0
        given: Counter = Counter()
        times = []
        for index in range(count):
            game = played(4, 100 + index, policy)
            start = time.process_time()
            review = review_deal(game, 0, seed=0)
            times.append(time.process_time() - start)
            decisions = [decision for decision in review.decisions if decision.kind == "card" and not decision.forced]
            cards += len(decisions)
            called += sum(decision.label in COSTLY for decision in decisions)
            given.update(decision.label for decision in decisions)
            print(f"{policy:6} deal {index:2}: {called}/{cards} card decisions imprecise or worse", flush=True)
        shares[policy] = called / max(cards, 1)
        print(
            f"{policy:7} {called}/{cards} = {100 * shares[policy]:.1f} % imprecise or worse;"
            f" verdicts: {', '.join(f'{label} {given[label]}' for label in LABELS)};"
            f" a review: median {statistics.median(times):.2f} s\n"
        )
    for policy in ("expert", "coach", "simple"):
        ratio = shares["random"] / shares[policy] if shares[policy] else float("inf")
        print(f"random / {policy}: {ratio:.1f} ×" + (" (goal ≥ 4)" if policy == "expert" else ""))


def bot_deal(players: int, seed: int, bot, *, seeds: str) -> Game:
    """Seat 0 played by ``bot``; the others by SimpleBot seeded by their seat (``seeds="seat"``) or by
    the deal and the seat (``"deal"``) — the two ways the issue's positions were played."""
    game = Game(players, seed=seed)
    others = {seat: SimpleBot(seat if seeds == "seat" else f"{seed}/{seat}") for seat in range(1, players)}
    run_bots(game, {0: bot, **others})
    return game


CASES = (
    ("Game(5, seed=3): the SimpleBot taker's Petite", lambda: bot_deal(5, 3, SimpleBot(0), seeds="seat"), "bid", None),
    ("Game(4, seed=6): a random player's 4♣, trick 2", lambda: bot_deal(4, 6, RandomBot(12), seeds="seat"), "card", 2),
    ("Game(5, seed=7): a random taker's call R♥", lambda: bot_deal(5, 7, RandomBot(3), seeds="deal"), "call", None),
)


def positions() -> None:
    for title, make, kind, trick in CASES:
        found, _ = reviews(make())
        chosen = [next(d for d in r.decisions if d.kind == kind and d.trick == trick) for r in found]
        print(title)
        for seed, decision in zip(SEEDS, chosen, strict=True):
            print(
                f"  seed {seed}: chosen {decision.chosen}, measured against {decision.rival}: {decision.label}"
                f" (cost {decision.cost:.1f} in [{decision.low:.1f}, {decision.high:.1f}] points of the deal,"
                f" {decision.deals} deals; best named: {decision.best})"
            )
        if kind == "bid":
            garde_contre = Contract.GARDE_CONTRE
            advised = [d for d in chosen if d.best == garde_contre or (d.label in COSTLY and d.rival == garde_contre)]
            print(f"  the Garde contre advised under {len(advised)} of 3 seeds (goal 0)")
        else:
            print(f"  the three verdicts agree: {len({decision.label for decision in chosen}) == 1}")


def bias(count: int) -> None:
    """The selected best's advantage over the chosen action: on the selection's deals, fresh, reference."""
    old, new, reference = [], [], []
    for index in range(count):
        _, _, game = stability_deal(index)
        position = Game.from_deal(game.deal, excuse_last_trick=game.excuse_last_trick)
        for number, (kind, who, action) in enumerate(deal_steps(game)):
            if who == 0 and kind in MEASURED and not (kind == "card" and _one_choice(position)):
                seed = f"bias/{index}/{number}"
                also = (action,) if kind == "ecart" else ()
                selection = evaluate(position, 0, deals=_budget(position, 0, kind), seed=seed, also=also)
                best, mine = selection.best, selection.value_of(action)
                if best.samples != mine.samples:
                    unit = stake(position, 0, kind)
                    old.append((best.score.mean - mine.score.mean) / unit)
                    pair = [best.action, action]
                    for deals, found, tag in ((2 * MEASURE_BATCH, new, "fresh"), (REFERENCE, reference, "reference")):
                        again = evaluate(position, 0, deals=deals, seed=f"{seed}/{tag}", actions=pair, early_stop=False)
                        gain = again.value_of(best.action).score.mean - again.value_of(action).score.mean
                        found.append(gain / unit)
            replay_step(position, kind, who, action)
        print(f"deal {index:2}: {len(old)} decisions where the chosen action was not the selected best", flush=True)
    print(f"\nThe selected best's advantage over the chosen action, points of the deal, over {len(old)} decisions:")
    print(f"  on the selection's own deals  mean {statistics.fmean(old):6.2f}")
    print(f"  on {2 * MEASURE_BATCH} fresh deals          mean {statistics.fmean(new):6.2f}")
    print(f"  on {REFERENCE} other deals (reference) mean {statistics.fmean(reference):6.2f}")
    for name, values in (("selection's", old), ("fresh", new)):
        gap = mean_interval([value - truth for value, truth in zip(values, reference, strict=True)])
        print(f"  bias of the {name} figure: {gap.mean:+.2f} [{gap.low:+.2f}, {gap.high:+.2f}] (95 %)")
    print(f"(selection budget: {BUDGET} sampled deals, early stop once the best is separated)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("part", choices=("stability", "discrimination", "positions", "bias"))
    parser.add_argument("--deals", type=int, default=None)
    parser.add_argument("--start", type=int, default=0, help="stability: the first deal's number")
    options = parser.parse_args()
    print("load average: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()), flush=True)
    if options.part == "stability":
        stability(options.deals or 12, options.start)
    elif options.part == "discrimination":
        discrimination(options.deals or 16)
    elif options.part == "positions":
        positions()
    else:
        bias(options.deals or 6)
    print("load average: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))


if __name__ == "__main__":
    main()
