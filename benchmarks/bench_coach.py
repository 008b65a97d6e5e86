"""Does the coach play better, and what does each of its rules bring?

    python -m benchmarks.bench_coach [--deals 10000] [--players 3 4 5]
    python -m benchmarks.bench_coach --ablation [--deals 10000] [--players 4] [--rules petit_home cut_taker]
    python -m benchmarks.bench_coach --agreement [--positions 40] [--budget 48] [--players 4 5]
    python -m benchmarks.bench_coach --habits [--deals 3000] [--players 4 5]
    python -m benchmarks.bench_coach --expert [--deals 40] [--budget 16] [--players 4]
    python -m benchmarks.bench_coach --suggest [--deals 5] [--players 4 5]

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

``--agreement``: each rule measured against the evaluator (:func:`~tarot_learn.strategy.evaluator.evaluate`).
Seeded deals are played with a CoachBot on every seat; at each decision the coach's rule is noted,
and the first ``--positions`` positions of each rule (one per deal and rule, so that the positions
are spread over many deals) are evaluated with ``--budget`` sampled deals, which select the best
action; the rule's action is then measured against it on ``--budget`` fresh deals, deal by deal (the
selected best's advantage on the deals that selected it is inflated by the selection). Its *cost* is
the mean of those paired differences; the rule *agrees* unless their 95 % interval lies above 0 —
the verdict of the table's advice (``table_advice.suggest``). Printed per rule: the
positions, the agreement rate, the mean cost over all positions and over the disagreements. The
écart (the écart advice's, measured by its own helper) and the poignée (not evaluated) are left out,
and so are forced cards.

``--habits``: the club's habit figures (issue 22) over ``--deals`` coach deals, a cheap playout
without the evaluator: the Excuse played with a half-point card it could have given (outside the
last two tricks), the 21 given to a trick the side has surely won, the Petit saved on such a trick
when other trumps are out, the taker's kings lost to the defence, a void's king called at 5
players though another could be, a defender's first lead of a suit with a small card (ace to 5)
without its king or queen (a false FFT honour signal) though another lead was possible.

``--expert``: the coach against ExpertBot: on each seeded deal one seat (the deal number modulo the
players) is played once by a CoachBot and once by an ExpertBot (``--budget`` sampled deals per
decision), SimpleBots on the other seats; printed, the coach seat's score minus the expert's, paired.

``--suggest``: the process time of the game table's advice (:func:`~tarot_learn.strategy.table_advice.suggest`)
at every decision of ``--deals`` coach deals, by phase: median, 90th percentile, largest.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import time
from collections import Counter

from tarot_learn.cards import (
    EXCUSE,
    HALF_POINT_CARD_BITS,
    KING,
    KING_BITS,
    PETIT,
    QUEEN,
    SUIT_BITS,
    SUITS,
    TRUMP_21,
    TRUMP_BITS,
    suit_card,
)
from tarot_learn.deal import random_source
from tarot_learn.game import ECART, Game
from tarot_learn.sides import DEFENCE
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


def _won_by_side(view, trick, friendly: bool) -> bool:
    """Whether the side of the seat to play has surely won ``trick`` (the coach's *safe* trick)."""
    last = len(trick.cards) == view.players - 1
    mine = view.side_of(view.seat)
    return friendly and (last or (mine is DEFENCE and view.taker in trick.seats and view.players < 5))


def _honours(suit) -> int:
    return suit_card(KING, suit).bit | suit_card(QUEEN, suit).bit


def _false_signal(view, card, hand: int, unled: set) -> bool:
    """A defender's first lead of a suit with an ace to 5 without its king or queen (FFT signals)."""
    return card.suit in unled and card.rank <= 5 and not hand & _honours(card.suit)


class HabitCounter(CoachBot):
    """A CoachBot that counts, as it plays, the habits of ``--habits`` in ``counts``."""

    def __init__(self, rng, counts: Counter):
        super().__init__(rng)
        self.counts = counts

    def choose_call(self, view):
        card = super().choose_call(view)
        hand = view.hand.bits
        if not hand & SUIT_BITS[card.suit]:
            other = any(hand & SUIT_BITS[king.suit] and not hand & king.bit for king in view.callable_cards())
            self.counts["void called, another king callable"] += other
            self.counts["void called, no other king"] += not other
        self.counts["calls"] += 1
        return card

    def _choose_card(self, view, legal):
        card = super()._choose_card(view, legal)
        counts, hand, trick = self.counts, view.hand.bits, view.trick
        if card is EXCUSE and hand.bit_count() > 2:
            counts["Excuse plays outside the last two tricks"] += 1
            counts["  of them with a half-point card to give"] += bool(legal & HALF_POINT_CARD_BITS)
            counts["  of them on a trump lead"] += trick.led_bits == TRUMP_BITS
        if trick.cards:
            winning = trick.winning_card()
            friendly = winning is not None and self._same_side(view, trick.seat_of(winning))
            won = _won_by_side(view, trick, friendly)
            if won and card is TRUMP_21 and legal & ~TRUMP_21.bit:
                counts["21 given to a trick the side has won"] += 1
            out = view.ecart if view.seat == view.taker else view.shown_trumps
            if won and legal & PETIT.bit and legal & ~PETIT.bit and TRUMP_BITS & ~(hand | view.played.bits | out.bits):
                counts["Petit safe to save, other trumps out"] += 1
                counts["  of them saved"] += card is PETIT
        elif view.side_of(view.seat) is DEFENCE:
            unled = {suit for suit in SUITS if not any(t.led_bits == SUIT_BITS[suit] for t in view.tricks)}
            if card.suit in unled:
                counts["defensive first leads of a suit"] += 1
            if _false_signal(view, card, hand, unled):
                others = [c for c in view.legal_cards() if c is not PETIT and not _false_signal(view, c, hand, unled)]
                counts["  false honour signal, another lead possible (the Petit apart)"] += bool(others)
                counts["  false honour signal, no other lead (or only the Petit)"] += not others
        return card


def habits(players: int, deals: int, seed: str) -> None:
    """The habit figures over ``deals`` coach deals (CoachBot on every seat)."""
    counts: Counter = Counter()
    start = time.process_time()
    for number in range(deals):
        game = Game(players, seed=f"{seed}/{number}")
        rng = random_source(game.deal.seed)
        play_out(game, {seat: HabitCounter(rng, counts) for seat in range(players)})
        for trick in game.tricks:
            for card, seat in zip(trick.cards, trick.seats, strict=True):
                if card.bit & KING_BITS and seat == game.taker:
                    counts["taker's kings played"] += 1
                    counts["  of them lost to the defence"] += game.side_of(trick.winner) is DEFENCE
                if card is PETIT:
                    side = game.side_of(seat).value
                    counts[f"Petit played by the {side}"] += 1
                    counts["  of them lost" if False else f"  {side}'s Petit lost"] += (
                        game.side_of(trick.winner).value != side
                    )
    load = " ".join(f"{value:.1f}" for value in os.getloadavg())
    print(f"{players} players, {deals} coach deals ({time.process_time() - start:.1f} s process time; load {load}):")
    for name in sorted(counts, key=_habit_order):
        print(f"  {name}: {counts[name]}")


_HABIT_ORDER = (
    "Excuse",
    "  of them with",
    "  of them on",
    "21",
    "Petit safe",
    "  of them saved",
    "Petit played by the attack",
    "  attack",
    "Petit played by the defence",
    "  defence",
    "taker",
    "  of them lost",
    "calls",
    "void",
    "defensive",
    "  false",
)


def _habit_order(name: str) -> int:
    return next((i for i, prefix in enumerate(_HABIT_ORDER) if name.startswith(prefix)), len(_HABIT_ORDER))


class RuleNoter(CoachBot):
    """A CoachBot that notes, at each decision, the position and the rule it follows (the first
    ``wanted`` positions of each rule, one per deal and rule)."""

    def __init__(self, rng, found: dict, wanted: int, seen: set):
        super().__init__(rng)
        self.found, self.wanted, self.seen = found, wanted, seen

    def choose(self, view):
        game = view._game  # the evaluator needs the game to copy it (as ExpertBot does)
        if game.phase is not ECART and view.legal_bits() & (view.legal_bits() - 1) or not view.legal_bits():
            if game.phase is not ECART:
                suggestion = self.advise(game, view.seat)
                rule = suggestion.rule
                if rule not in self.seen and len(self.found.setdefault(rule, [])) < self.wanted:
                    self.seen.add(rule)
                    self.found[rule].append((game.copy(), view.seat, suggestion.action))
        return super().choose(view)


def agreement(players: int, positions: int, budget: int, seed: str, rules=None, max_deals: int = 3000) -> None:
    """Each rule's agreement with the evaluator and the points it gives up when it disagrees."""
    from tarot_learn.strategy.evaluator import evaluate, paired_difference

    found: dict[str, list] = {}
    for number in range(max_deals):
        game = Game(players, seed=f"{seed}/{number}")
        rng = random_source(game.deal.seed)
        seen: set = set()
        play_out(game, {seat: RuleNoter(rng, found, positions, seen) for seat in range(players)})
        if len(found) >= 8 and all(len(items) >= positions for items in found.values()) and number > 200:
            break
    start = time.process_time()
    rows = []
    for rule, items in sorted(found.items()):
        if rules is not None and rule not in rules:
            continue
        costs, lost = [], []
        for index, (game, seat, action) in enumerate(items):
            evaluation = evaluate(game, seat, deals=budget, seed=f"{seed}/{rule}/{index}")
            best = evaluation.best.action
            if evaluation.value_of(action).samples == evaluation.best.samples:
                costs.append(0.0)  # the rule's action is the best selected, or worth the same on every deal
                continue
            pair = [best, action]
            fresh = evaluate(
                game, seat, deals=budget, seed=f"{seed}/{rule}/{index}/fresh", actions=pair, early_stop=False
            )
            difference = paired_difference(fresh.value_of(best), fresh.value_of(action))
            costs.append(difference.mean)
            if difference.low > 0:  # surely worse than the best, deal by deal: a disagreement
                lost.append(difference.mean)
        agree = len(items) - len(lost)
        rows.append((rule, len(items), agree, statistics.fmean(costs), statistics.fmean(lost) if lost else 0.0))
    load = " ".join(f"{value:.1f}" for value in os.getloadavg())
    print(
        f"{players} players: each rule against the evaluator ({budget} sampled deals per position; "
        f"{time.process_time() - start:.0f} s process time; load {load})"
    )
    print(f"  {'rule':<18}{'positions':>10}{'agrees':>8}{'mean cost':>11}{'cost when it disagrees':>24}")
    for rule, count, agree, mean_cost, lost in rows:
        print(f"  {rule:<18}{count:>10}{100 * agree / count:>7.0f}%{mean_cost:>+11.1f}{lost:>+24.1f}")


def against_expert(players: int, deals: int, budget: int, seed: str) -> None:
    """The coach seat's score minus ExpertBot's at the same seat, the same deals and opponents."""
    from tarot_learn.strategy.expert import ExpertBot

    differences = []
    for number in range(deals):
        deal_seed = f"{seed}/{number}"
        seat = number % players
        scores = []
        for bot in (CoachBot, lambda rng: ExpertBot(rng.randrange(1 << 30), deals=budget)):
            game = Game(players, seed=deal_seed)
            rng = random_source(game.deal.seed)
            bots = {other: SimpleBot(rng) for other in range(players)}
            bots[seat] = bot(rng)
            play_out(game, bots)
            scores.append(game.result.score.scores[seat])
        differences.append(scores[0] - scores[1])
    load = " ".join(f"{value:.1f}" for value in os.getloadavg())
    print(f"{players} players, {deals} seeded deals, the coach seat minus ExpertBot's (budget {budget}; load {load}):")
    print(f"    CoachBot - ExpertBot: {interval(differences)}")


def suggest_times(players: int, deals: int, seed: str) -> None:
    """The process time of the table's advice (table_advice.suggest) at every decision of ``deals`` coach deals."""
    from tarot_learn.strategy.table_advice import SUGGEST_DEALS, suggest

    times: dict[str, list[float]] = {}
    for number in range(deals):
        game = Game(players, seed=f"{seed}/{number}")
        coach = CoachBot(random_source(game.deal.seed))
        while game.to_act is not None:
            start = time.process_time()
            suggest(game, game.to_act)
            times.setdefault(game.phase.value, []).append(time.process_time() - start)
            game.act(game.to_act, coach.choose(game.view(game.to_act)))
    load = " ".join(f"{value:.1f}" for value in os.getloadavg())
    print(f"{players} players, table_advice.suggest ({SUGGEST_DEALS} sampled deals), {deals} deals; load {load}:")
    for phase, values in times.items():
        values.sort()
        print(
            f"    {phase}: median {statistics.median(values) * 1000:.0f} ms, "
            f"p90 {values[int(0.9 * len(values))] * 1000:.0f} ms, max {values[-1] * 1000:.0f} ms (n={len(values)})"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10_000)
    parser.add_argument("--players", type=int, nargs="+", default=[4])
    parser.add_argument("--seed", default="coach")
    parser.add_argument("--ablation", action="store_true", help="each rule's contribution instead")
    parser.add_argument("--rules", nargs="+", choices=SWITCHABLE, default=SWITCHABLE, help="the rules to switch off")
    parser.add_argument("--agreement", action="store_true", help="each rule against the evaluator instead")
    parser.add_argument("--habits", action="store_true", help="the club's habit figures instead")
    parser.add_argument("--expert", action="store_true", help="the coach against ExpertBot instead")
    parser.add_argument("--suggest", action="store_true", help="the table advice's process time instead")
    parser.add_argument("--positions", type=int, default=40, help="positions per rule (--agreement)")
    parser.add_argument("--budget", type=int, default=48, help="the evaluator's sampled deals per position")
    options = parser.parse_args()
    for players in options.players:
        if options.agreement:
            rules = None if options.rules is SWITCHABLE else options.rules  # --rules: only those measured
            agreement(players, options.positions, options.budget, options.seed, rules)
        elif options.habits:
            habits(players, options.deals, options.seed)
        elif options.suggest:
            suggest_times(players, options.deals, options.seed)
        elif options.expert:
            against_expert(players, options.deals, options.budget, options.seed)
        elif options.ablation:
            ablation(players, options.deals, options.seed, options.rules)
        else:
            compare(players, options.deals, options.seed)


if __name__ == "__main__":
    main()
