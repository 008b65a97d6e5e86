"""Does the coach play better, and what does each of its rules bring?

    python benchmarks/bench_coach.py [--deals 10000] [--players 3 4 5]
    python benchmarks/bench_coach.py --ablation [--deals 10000] [--players 4] [--rules petit_home cut_taker]

Each seeded deal is played by bots: once with every seat a SimpleBot (the baseline), once with one
seat a CoachBot (seat = deal number modulo the players, so every seat takes its turn) and the
others SimpleBots — the same deal, the same generator. The coach seat's score in the two plays is
compared deal by deal (a paired difference):

- as taker: the deals where that seat took in both plays;
- in defence: the deals where it defended in both plays;
- overall: every deal (the coach's bids may change who takes).

Printed for each number of players: the number of deals, the mean score of the baseline and of
the coach, the mean difference and its 95 % interval (1.96 standard errors of the paired
differences).

``--ablation``: the same deals are also played with a coach built without one rule
(``CoachBot(rng, without={rule})``, each rule of ``coach.SWITCHABLE`` in turn). A rule's
contribution is the full coach's score minus the score without the rule, deal by deal: positive,
the rule helps; an interval wholly below zero, the coach is better without it. Printed for each
rule: the deals where the play changed, the contribution over every deal, and split by the coach
seat's role in the full coach's play (taker, defence), each with its 95 % interval. ``--rules``
measures only the rules named (to check a finding on other deals, with another ``--seed``).
"""

from __future__ import annotations

import argparse
import math
import statistics

from tarot_learn.deal import random_source
from tarot_learn.game import Game
from tarot_learn.strategy.bots import SimpleBot, play_out
from tarot_learn.strategy.coach import SWITCHABLE, CoachBot


def played(players: int, seed: str, coach_seat: int | None, without=()) -> Game:
    game = Game(players, seed=seed)
    rng = random_source(game.deal.seed)
    bots = {seat: SimpleBot(rng) for seat in range(players)}
    if coach_seat is not None:
        bots[coach_seat] = CoachBot(rng, without=without)
    play_out(game, bots)
    return game


def interval(differences: list[float]) -> str:
    """The mean of paired differences and its 95 % interval."""
    if len(differences) < 2:
        return "  too few deals"
    mean = statistics.fmean(differences)
    half = 1.96 * statistics.stdev(differences) / math.sqrt(len(differences))
    return f"{mean:+7.2f} (95 % interval {mean - half:+7.2f} to {mean + half:+7.2f})"


def summary(name: str, baseline: list[float], coached: list[float]) -> str:
    differences = [b - a for a, b in zip(baseline, coached, strict=True)]
    if len(differences) < 2:
        return f"{name:>11}: too few deals"
    return (
        f"{name:>11}: {len(differences):6d} deals, SimpleBot {statistics.fmean(baseline):+8.2f}, "
        f"CoachBot {statistics.fmean(coached):+8.2f}, difference {interval(differences)}"
    )


def compare(players: int, deals: int, seed: str) -> None:
    """The coach against SimpleBot, as taker, in defence, overall."""
    groups = {"taker": ([], []), "defence": ([], []), "overall": ([], [])}
    for number in range(deals):
        deal_seed = f"{seed}/{number}"
        seat = number % players
        base, coach = played(players, deal_seed, None), played(players, deal_seed, seat)
        before, after = base.result.score.scores[seat], coach.result.score.scores[seat]
        groups["overall"][0].append(before)
        groups["overall"][1].append(after)
        took = (base.taker == seat, coach.taker == seat)
        if took == (True, True):
            groups["taker"][0].append(before)
            groups["taker"][1].append(after)
        elif took == (False, False):
            groups["defence"][0].append(before)
            groups["defence"][1].append(after)
    print(f"{players} players, {deals} seeded deals, one CoachBot seat against SimpleBot seats:")
    for name, (baseline, coached) in groups.items():
        print(summary(name, baseline, coached))


def ablation(players: int, deals: int, seed: str, rules=SWITCHABLE) -> None:
    """Each rule's contribution: the full coach minus the coach without it, on the same deals."""
    roles = {rule: {"overall": [], "taker": [], "defence": []} for rule in rules}
    changed = dict.fromkeys(rules, 0)
    for number in range(deals):
        deal_seed = f"{seed}/{number}"
        seat = number % players
        full = played(players, deal_seed, seat)
        score = full.result.score.scores[seat]
        role = "taker" if full.taker == seat else "defence"
        cards = [trick.cards for trick in full.tricks]
        for rule in rules:
            without = played(players, deal_seed, seat, without={rule})
            contribution = score - without.result.score.scores[seat]
            roles[rule]["overall"].append(contribution)
            roles[rule][role].append(contribution)
            changed[rule] += [trick.cards for trick in without.tricks] != cards or without.ecart != full.ecart
    print(f"{players} players, {deals} seeded deals, the coach seat's score with each rule minus without it:")
    for rule in rules:
        print(f"{rule:>17}: play changed in {changed[rule]:5d} deals")
        for name, values in roles[rule].items():
            print(f"{'':>19}{name:>7}: {len(values):6d} deals, contribution {interval(values)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10_000)
    parser.add_argument("--players", type=int, nargs="+", default=[4])
    parser.add_argument("--seed", default="coach")
    parser.add_argument("--ablation", action="store_true", help="each rule's contribution instead")
    parser.add_argument("--rules", nargs="+", choices=SWITCHABLE, default=SWITCHABLE, help="the rules to switch off")
    options = parser.parse_args()
    for players in options.players:
        if options.ablation:
            ablation(players, options.deals, options.seed, options.rules)
        else:
            compare(players, options.deals, options.seed)


if __name__ == "__main__":
    main()
