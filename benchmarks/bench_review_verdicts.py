"""Do the review's verdicts hold? Stability across seeds, discrimination between players, three positions, and
the winner's curse the selection would add.

Run from the repository's root::

    python -m benchmarks.bench_review_verdicts stability        [--deals 12] [--start 0]
    python -m benchmarks.bench_review_verdicts discrimination   [--deals 16]
    python -m benchmarks.bench_review_verdicts positions
    python -m benchmarks.bench_review_verdicts bias             [--deals 6]
    python -m benchmarks.bench_review_verdicts truth            [--deals 8] [--cache FILE]
    python -m benchmarks.bench_review_verdicts teacher          [--deals 6]

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

**truth** — is the review's verdict on a card the truth? The deals of ``discrimination``
(``played(4, 100 + i, policy)``) for the random player and SimpleBot; at every card decision of seat 0
that is not forced, a **reference** cost, measured apart from the review and far larger: every legal
card on :data:`TRUTH_SELECT` sampled deals selects the best :data:`TRUTH_RIVALS` other cards, then
those and the chosen card are played on :data:`TRUTH_MEASURE` fresh deals (no selection on them: no
winner's curse), and the cost is the largest paired mean, in points of the deal (0 when the chosen
card measured best). Printed per policy: the review's verdict (``review_deal(game, 0, seed=0)``,
as ``discrimination``) against the reference's band (below GOOD, GOOD–IMPRECISE, IMPRECISE–MISTAKE,
above MISTAKE), the review's **power** (the decisions whose reference cost is above GOOD that it calls
imprecise or worse) and its **false alarms** (reference cost at most GOOD, called imprecise or worse),
and the reference's mean cost per decision (the "true" discrimination between the two policies).
The reference is measured with the same yardstick as the review (:mod:`~tarot_learn.strategy.evaluator`):
it says whether the review reads its own yardstick right, not whether the yardstick is right.
``--cache FILE`` keeps the reference costs (JSON), so that a changed review is checked against them
again in minutes.

**teacher** — card decisions a club teacher settles by a written rule (:data:`TEACHER_RULES`, each with
its one-line text), found in deals played with seat 0 random and the others SimpleBot, at 4 and 5
players (``played(players, 300 + i, "random")``, 4 and 5 in turn), at most ``--deals`` decisions a rule;
the Excuse's rule is rare in play, so it also takes the Excuse's hands of the same deals played by
SimpleBot at seat 0 (the wrong card the other one, whatever was played). Each is reviewed as the review
does one decision (:func:`~tarot_learn.strategy.review._measure`) under :data:`SEEDS`, twice: the card
chosen, and the textbook card in its place. Printed per rule: how often the wrong card is called
imprecise or worse (goal: most) and the textbook card (goal: about never), their mean costs, and the
wrong card's cost against the textbook card on :data:`TEACHER_REFERENCE` deals (the yardstick's own view
of the rule, in points of the deal).

Times are process times on one core, printed beside the load average.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from collections import Counter

from tarot_learn.cards import DECK
from tarot_learn.contracts import Contract
from tarot_learn.game import Game
from tarot_learn.strategy.bots import RandomBot, SimpleBot, run_bots
from tarot_learn.strategy.coach import CoachBot
from tarot_learn.strategy.evaluator import evaluate, mean_interval, paired_difference
from tarot_learn.strategy.expert import ExpertBot
from tarot_learn.strategy.review import (
    BUDGET,
    COSTLY,
    GOOD,
    IMPRECISE,
    LABELS,
    MEASURE_BATCH,
    MEASURED,
    MISTAKE,
    _budget,
    _measure,
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
TRUTH_SELECT = 128  # the truth's reference: every legal card on this many deals selects the rivals...
TRUTH_MEASURE = 384  # ...measured against the chosen card on this many fresh deals
TRUTH_RIVALS = 2
TRUTH_POLICIES = ("random", "simple")
TRUTH_BANDS = ("< GOOD", "GOOD-IMPRECISE", "IMPRECISE-MISTAKE", "> MISTAKE")


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


def reference_cost(position: Game, seat: int, chosen, seed: str) -> tuple[float, float, str]:
    """The chosen card's cost against the best card, measured apart from the review (module's note,
    **truth**): (cost, its 95 % half-width, the rival), in points of the deal."""
    unit = stake(position, seat, "card")
    selection = evaluate(position, seat, deals=TRUTH_SELECT, seed=f"{seed}/select", early_stop=False)
    mine = selection.value_of(chosen)
    rivals = [value.action for value in selection.actions if value.samples != mine.samples][:TRUTH_RIVALS]
    if not rivals:
        return 0.0, 0.0, str(chosen)
    again = evaluate(
        position, seat, deals=TRUTH_MEASURE, seed=f"{seed}/measure", actions=[*rivals, chosen], early_stop=False
    )
    behind = again.value_of(chosen)
    costs = {rival: paired_difference(again.value_of(rival), behind, unit) for rival in rivals}
    rival = max(rivals, key=lambda r: costs[r].mean)
    found = costs[rival]
    return max(0.0, found.mean), (found.high - found.low) / 2, str(rival)


def reference_band(cost: float) -> str:
    for bound, band in zip((GOOD, IMPRECISE, MISTAKE), TRUTH_BANDS, strict=False):
        if cost <= bound:
            return band
    return TRUTH_BANDS[-1]


def truth_decisions(policy: str, index: int, cache: dict) -> list[dict]:
    """The card decisions of seat 0 in the discrimination's deal ``index``: each with its reference cost
    (from ``cache`` when measured before) and the review's verdict."""
    game = played(4, 100 + index, policy)
    review = review_deal(game, 0, seed=0)
    verdicts = [decision for decision in review.decisions if decision.kind == "card"]
    position = Game.from_deal(game.deal, excuse_last_trick=game.excuse_last_trick)
    found, card = [], 0
    for number, (kind, who, action) in enumerate(deal_steps(game)):
        if who == 0 and kind == "card":
            decision = verdicts[card]
            card += 1
            if not decision.forced and decision.deals > 1:
                key = f"{policy}/{index}/{number}"
                if key not in cache:
                    cost, half, rival = reference_cost(position, 0, action, f"truth/{key}")
                    cache[key] = {"cost": cost, "half": half, "rival": rival}
                found.append(
                    {
                        "key": key,
                        "trick": decision.trick,
                        "chosen": str(action),
                        **cache[key],
                        "label": decision.label,
                        "review_cost": decision.cost,
                        "low": decision.low,
                        "high": decision.high,
                        "against": str(decision.rival),
                    }
                )
        replay_step(position, kind, who, action)
    return found


def truth(count: int, cache_file: str | None) -> None:
    cache = {}
    if cache_file and os.path.exists(cache_file):
        with open(cache_file) as stream:
            cache = json.load(stream)
    means = {}
    for policy in TRUTH_POLICIES:
        table: Counter = Counter()
        rows: list[dict] = []
        start = time.process_time()
        for index in range(count):
            rows += truth_decisions(policy, index, cache)
            if cache_file:
                with open(cache_file, "w") as stream:
                    json.dump(cache, stream, indent=0)
            print(f"{policy:6} deal {index}: {len(rows)} decisions, {time.process_time() - start:.0f} s", flush=True)
        for row in rows:
            table[row["label"], reference_band(row["cost"])] += 1
        print(f"\n{policy}: review verdict (rows) × reference cost band (columns), {len(rows)} card decisions")
        print(f"  {'':10}" + "".join(f"{band:>20}" for band in TRUTH_BANDS))
        for label in LABELS:
            if any(table[label, band] for band in TRUTH_BANDS):
                print(f"  {label:10}" + "".join(f"{table[label, band]:>20}" for band in TRUTH_BANDS))
        costly = [row for row in rows if row["cost"] > GOOD]
        cheap = [row for row in rows if row["cost"] <= GOOD]
        seen = sum(row["label"] in COSTLY for row in costly)
        alarms = sum(row["label"] in COSTLY for row in cheap)
        print(f"  power: {seen}/{len(costly)} decisions costing more than GOOD called imprecise or worse")
        print(f"  false alarms: {alarms}/{len(cheap)} decisions costing at most GOOD called imprecise or worse")
        missed = sorted((row for row in costly if row["label"] not in COSTLY), key=lambda row: -row["cost"])
        for row in missed[:8]:
            print(
                f"    missed {row['key']} trick {row['trick']} {row['chosen']}: reference {row['cost']:.1f}"
                f" ± {row['half']:.1f} vs {row['rival']}; review {row['label']} {row['review_cost']:.1f}"
                f" [{row['low']:.1f}, {row['high']:.1f}] vs {row['against']}"
            )
        costs = [row["cost"] for row in rows]
        means[policy] = statistics.fmean(costs)
        estimate = mean_interval(costs)
        print(
            f"  reference cost per decision: mean {estimate.mean:.2f} [{estimate.low:.2f}, {estimate.high:.2f}] (95 %),"
            f" median {statistics.median(costs):.2f}; share above GOOD {100 * len(costly) / len(rows):.1f} %;"
            f" called imprecise or worse {100 * sum(row['label'] in COSTLY for row in rows) / len(rows):.1f} %\n"
        )
    print(f"reference mean cost, random / simple: {means['random'] / means['simple']:.2f} ×")


# The rules a club teacher settles without a measure (module's note, **teacher**), each in one line.
TEACHER_RULES = {
    "a": "last to play, the trick the other side's whatever you play: an honour (king, queen, knight) thrown"
    " where a ½-point card also lost",
    "b": "the Petit given to a trick an opponent's higher trump holds, none of your side to play after you,"
    " while another trump was legal",
    "c": "last to play, your side's trick whatever you play, the king still out: a ½-point card given"
    " while a queen or knight of the led suit was legal (charge your side's trick)",
    "d": "two cards left, the Excuse kept for the last trick, where it changes sides (RULES.md §6)",
}
TEACHER_REFERENCE = 256  # the yardstick's view of a rule: wrong card against textbook card on this many deals
TEACHER_SCAN = 400  # at most this many deals are played to find the decisions


def _honour(card) -> bool:
    return card.suit is not None and not card.is_trump and card.rank >= 12


def _small(card) -> bool:
    """A ½-point card of a suit (a trump given away is another question)."""
    return card.suit is not None and not card.is_trump and card.half_points == 1


def teacher_rule(position: Game, seat: int, chosen) -> tuple[str, object] | None:
    """The teacher's rule ``chosen`` breaks at ``position`` and the textbook card, else ``None``."""
    view = position.view(seat)
    trick, legal = position.trick, list(view.legal_cards())
    mine = view.side_of(seat)
    if mine is None or len(legal) < 2:
        return None
    last = len(trick.cards) == position.players - 1

    def winners(card):  # the side that holds the trick once ``card`` is played, as the seat knows it
        after = trick.add(card)
        won = after.winning_card()
        return None if won is None else view.side_of(after.seat_of(won))

    if len(legal) == 2 and any(card.is_excuse for card in legal) and not chosen.is_excuse:
        if position.excuse_last_trick == "camp" and not position.slam_announced and len(view.hand) == 2:
            return "d", next(card for card in legal if card.is_excuse)
    if last and _honour(chosen) and winners(chosen) not in (None, mine):
        small = [card for card in legal if _small(card) and winners(card) not in (None, mine)]
        if small:
            return "a", min(small, key=lambda card: card.rank)
    if chosen.is_trump and chosen.rank == 1 and trick.cards and trick.top > 1:
        holder = view.side_of(trick.seat_of(trick.winning_card()))
        later = trick.order[len(trick.cards) + 1 :]
        if holder not in (None, mine) and all(view.side_of(other) not in (None, mine) for other in later):
            others = [card for card in legal if card.is_trump and card.rank > 1]
            if others:
                return "b", min(others, key=lambda card: card.rank)
    led = trick.led
    if last and _small(chosen) and led is not None and not chosen.is_trump and winners(chosen) == mine:
        king = next(card for card in DECK if card.suit is led and card.rank == 14)
        out = not (king.bit & (view.hand.bits | view.played.bits | trick.bits))
        honours = [card for card in legal if card.suit is led and card.rank in (12, 13) and winners(card) == mine]
        if out and honours:
            return "c", max(honours, key=lambda card: card.rank)
    return None


def teacher_decisions(count: int) -> dict[str, list]:
    """Up to ``count`` decisions a rule, from deals played with seat 0 random (module's note)."""
    found: dict[str, list] = {rule: [] for rule in TEACHER_RULES}
    for index in range(TEACHER_SCAN):
        if all(len(rows) >= count for rows in found.values()):
            break
        players = (4, 5)[index % 2]
        for policy in ("random", "simple"):
            game = played(players, 300 + index, policy)
            position = Game.from_deal(game.deal, excuse_last_trick=game.excuse_last_trick)
            for number, (kind, who, action) in enumerate(deal_steps(game)):
                if who == 0 and kind == "card":
                    key = f"{players}p/{300 + index}/{policy}/{number}"
                    for chosen in _wrong_cards(position, action, policy):
                        broken = teacher_rule(position, 0, chosen)
                        if broken and len(found[broken[0]]) < count:
                            found[broken[0]].append((key, position.copy(), chosen, broken[1]))
                replay_step(position, kind, who, action)
    return found


def _wrong_cards(position: Game, action, policy: str) -> list:
    """The cards whose rule is looked for: the random player's own card; and, the Excuse's rule being
    rare in play, the other card of any hand that holds the Excuse and one card at its next-to-last trick
    (what the seat did there does not matter: the position is a deal's, the wrong card the rule's)."""
    found = [action] if policy == "random" else []
    hand = position.view(0).hand
    if len(hand) == 2 and any(card.is_excuse for card in hand):
        found += [card for card in hand if not card.is_excuse and card is not action]
    return found


def teacher(count: int) -> None:
    found = teacher_decisions(count)
    for rule, rows in found.items():
        print(f"\n({rule}) {TEACHER_RULES[rule]}: {len(rows)} decisions found")
        wrong_called = right_called = 0
        wrong_costs, right_costs, references = [], [], []
        seen, asked = Counter(), Counter()  # wrong cards called costly, by whether the yardstick's cost > GOOD
        for key, position, chosen, textbook in rows:
            unit = stake(position, 0, "card")
            again = evaluate(
                position,
                0,
                deals=TEACHER_REFERENCE,
                seed=f"teacher/{key}",
                actions=[textbook, chosen],
                early_stop=False,
            )
            reference = paired_difference(again.value_of(textbook), again.value_of(chosen), unit)
            references.append(reference.mean)
            labels = []
            costly = reference.mean > GOOD  # the rule costs here, as the yardstick measures it
            for seed in SEEDS:
                for card, costs in ((chosen, wrong_costs), (textbook, right_costs)):
                    decision = _measure(position, 0, "card", card, seed=f"{seed}/teacher/{key}", deals=None)
                    costs.append(decision.cost)
                    labels.append(decision.label)
                    if card is chosen:
                        wrong_called += decision.label in COSTLY
                        seen[costly] += decision.label in COSTLY
                        asked[costly] += 1
                    else:
                        right_called += decision.label in COSTLY
            print(
                f"  {key} trick {len(position.tricks) + 1}: {chosen} instead of {textbook};"
                f" yardstick {reference.mean:.1f} [{reference.low:.1f}, {reference.high:.1f}];"
                f" wrong: {', '.join(labels[0::2])}; textbook: {', '.join(labels[1::2])}",
                flush=True,
            )
        if rows:
            n = len(rows) * len(SEEDS)
            print(
                f"  wrong card called imprecise or worse {wrong_called}/{n}"
                f" (mean cost {statistics.fmean(wrong_costs):.1f});"
                f" textbook card {right_called}/{n} (mean cost {statistics.fmean(right_costs):.1f});"
                f" the yardstick's cost of the wrong card {statistics.fmean(references):.1f} points of the deal"
            )
            print(
                f"  where the yardstick's cost is above GOOD: wrong card called {seen[True]}/{asked[True]};"
                f" at most GOOD: {seen[False]}/{asked[False]}"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("part", choices=("stability", "discrimination", "positions", "bias", "truth", "teacher"))
    parser.add_argument("--deals", type=int, default=None)
    parser.add_argument("--start", type=int, default=0, help="stability: the first deal's number")
    parser.add_argument("--cache", default=None, help="truth: a JSON file keeping the reference costs")
    options = parser.parse_args()
    print("load average: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()), flush=True)
    if options.part == "stability":
        stability(options.deals or 12, options.start)
    elif options.part == "discrimination":
        discrimination(options.deals or 16)
    elif options.part == "positions":
        positions()
    elif options.part == "teacher":
        teacher(options.deals or 6)
    elif options.part == "truth":
        truth(options.deals or 8, options.cache)
    else:
        bias(options.deals or 6)
    print("load average: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))


if __name__ == "__main__":
    main()
