"""The écart advice against the evaluator: `python -m benchmarks.bench_ecart [--hands 34] [--fit 44] [--cache FILE]`.

The advice (:mod:`tarot_learn.strategy.ecart_advice`) ranks écarts by a cheap proxy of the taker's
expected card points (:func:`ecart_value`: points put aside, voids, singletons, kings left alone,
mariages kept, long suits). This script checks the proxy against the evaluator
(:func:`tarot_learn.strategy.evaluator.evaluate`: sampled deals played out and solved), on seeded
four-player deals where the seat with the best hand by Chavey's scale takes a Garde:

* for each hand, a dozen different écarts — the old advice's (most voids, then most points), the
  advice's best ones by its weights and by perturbed weights — are measured by the evaluator on the
  same deals (``--deals`` at most each);
* ``--fit N``: the weights that best explain the measured differences between écarts of one hand,
  on N hands from seed 0 (least squares on the within-hand differences, pulled towards the books'
  weights with each strength of ``STRENGTHS``), each judged on the hands checked;
* always, on ``--hands`` hands from seed ``--first`` (1000: not those fitted on): the proxy's error
  against the measure (RMS), and what the proxy's best écart among those measured gives up against
  the best measured one (mean, and how often it is inside the measure's 95 % half-interval), beside
  the old advice's.

The weights in ``ecart_advice.WEIGHTS`` come from ``--hands 34 --fit 44 --deals 48`` (strength 100,
rounded). The evaluator is slow on a shared machine: ``--cache`` keeps each hand's measures in a
JSON-lines file, so that a run can be stopped and resumed. Prints the load average beside the CPU time.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import time
from dataclasses import astuple, fields

from tarot_learn.cards import CardSet
from tarot_learn.deal import deal
from tarot_learn.game import Game, Phase
from tarot_learn.strategy.advice import evaluate_hand
from tarot_learn.strategy.ecart_advice import WEIGHTS, EcartShape, ecart_shape, ecart_value, ranked_ecarts
from tarot_learn.strategy.evaluator import evaluate

NAMES = [field.name for field in fields(EcartShape)]
# The books' order as weights (a void worth a few points, kings guarded, mariages kept): the prior
# the fit starts from, and what it is pulled towards when the measures are few.
PRIOR = {"points": 1.0, "voids": 3.0, "singletons": 1.0, "lone_kings": -2.0, "mariages": 2.0, "long_cards": 1.0}
STRENGTHS = (0.0, 10.0, 30.0, 100.0, 300.0, 1000.0, 1e9)


def taker_game(seed: int) -> Game | None:
    """A four-player deal where the seat with the best hand by Chavey's scale takes a Garde, at the
    écart; None for a deal thrown in (a Petit sec)."""
    dealt = deal(4, seed)
    taker = max(range(4), key=lambda seat: evaluate_hand(dealt.hands[seat]).total)
    game = Game.from_deal(dealt)
    if game.redeals:
        return None
    while game.phase is Phase.BIDDING:
        game.bid(game.to_act, "garde" if game.to_act == taker else None)
    return game if game.phase is Phase.ECART else None


def old_advice(hand, chien):
    """The advice before: most voids, then most points put aside (weights that say only that)."""
    return ranked_ecarts(hand, chien, 1, {"voids": 100.0, "points": 1.0})[0]


def candidates(hand, chien, rng: random.Random) -> list:
    found = {*ranked_ecarts(hand, chien, 4), old_advice(hand, chien)}
    for _ in range(12):
        weights = {name: weight + rng.uniform(-3, 3) for name, weight in WEIGHTS.items()}
        found.update(ranked_ecarts(hand, chien, 2, weights))
    old = old_advice(hand, chien)
    return [old, *sorted(found - {old}, key=lambda ecart: ecart.bits)[:13]]


def measure(seed: int, deals: int):
    game = taker_game(seed)
    if game is None:
        return None
    view = game.view(game.taker)
    hand, chien = view.hand, view.chien
    pool = hand.bits | chien.bits
    tried = candidates(hand, chien, random.Random(seed))
    if len(tried) < 2:
        return None
    evaluation = evaluate(game, game.taker, deals=deals, seed=seed, actions=tried)
    rows = []
    for value in evaluation.actions:
        shape = astuple(ecart_shape(pool, value.action.bits))
        rows.append((value.action, shape, value.points.mean, value.points.high - value.points.mean))
    return hand, chien, rows, evaluation.deals


def read_cache(path: str | None, deals: int) -> dict:
    """The measures stored by earlier runs with the same ``deals``, by seed (None: no hand there)."""
    found = {}
    if path and os.path.exists(path):
        with open(path, encoding="utf-8") as lines:
            for line in lines:
                row = json.loads(line)
                if row["deals"] == deals:
                    found[row["seed"]] = _from_json(row["measure"])
    return found


def write_cache(path: str, deals: int, seed: int, measured) -> None:
    with open(path, "a", encoding="utf-8") as out:
        out.write(json.dumps({"deals": deals, "seed": seed, "measure": _to_json(measured)}) + "\n")


def _to_json(measured):
    if measured is None:
        return None
    hand, chien, rows, used = measured
    return [hand.text("fr"), chien.text("fr"), [[e.text("fr"), list(s), p, h] for e, s, p, h in rows], used]


def _from_json(stored):
    if stored is None:
        return None
    hand, chien, rows, used = stored
    return CardSet(hand), CardSet(chien), [(CardSet(e), tuple(s), p, h) for e, s, p, h in rows], used


def fit(hands, strength: float = 0.0) -> dict[str, float]:
    """Least squares of the measured points on the shape's terms, within each hand (both centred),
    pulled towards the books' weights (``PRIOR``) with ``strength`` (ridge regression: 0, the data
    alone; large, the prior alone)."""
    xs, ys = [], []
    for _, _, rows, _ in hands:
        mean_x = [statistics.fmean(row[1][i] for row in rows) for i in range(len(NAMES))]
        mean_y = statistics.fmean(row[2] for row in rows)
        for _, shape, points, _ in rows:
            xs.append([value - mean for value, mean in zip(shape, mean_x, strict=True)])
            ys.append(points - mean_y)
    size = len(NAMES)
    ridge = strength + 1e-6  # a term that never varies gets the prior's weight, not a singular system
    prior = [PRIOR[name] for name in NAMES]
    matrix = [[sum(x[i] * x[j] for x in xs) + (ridge if i == j else 0) for j in range(size)] for i in range(size)]
    vector = [sum(x[i] * y for x, y in zip(xs, ys, strict=True)) + ridge * prior[i] for i in range(size)]
    return dict(zip(NAMES, solve_linear(matrix, vector), strict=True))


def solve_linear(matrix, vector):
    """Gaussian elimination with partial pivoting (a few unknowns: no library needed)."""
    size = len(vector)
    rows = [row[:] + [value] for row, value in zip(matrix, vector, strict=True)]
    for column in range(size):
        pivot = max(range(column, size), key=lambda row: abs(rows[row][column]))
        rows[column], rows[pivot] = rows[pivot], rows[column]
        for row in range(size):
            if row != column:
                factor = rows[row][column] / rows[column][column]
                rows[row] = [a - factor * b for a, b in zip(rows[row], rows[column], strict=True)]
    return [rows[i][size] / rows[i][i] for i in range(size)]


def report(hands, weights, label: str) -> float:
    """Prints the proxy's error and what its best écart gives up; returns the RMS error."""
    errors, proxy_loss, old_loss, inside, old_inside = [], [], [], 0, 0
    for hand, chien, rows, _ in hands:
        measured = {ecart: (points, half) for ecart, _, points, half in rows}
        top = max(points for points, _ in measured.values())
        values = {ecart: ecart_value(hand, chien, ecart, weights) for ecart in measured}
        centre_v, centre_m = statistics.fmean(values.values()), statistics.fmean(p for p, _ in measured.values())
        errors += [(values[e] - centre_v) - (measured[e][0] - centre_m) for e in measured]
        chosen = max(measured, key=lambda ecart: (values[ecart], -ecart.bits))
        proxy_loss.append(top - measured[chosen][0])
        inside += top - measured[chosen][0] <= measured[chosen][1]
        old = old_advice(hand, chien)
        if old in measured:
            old_loss.append(top - measured[old][0])
            old_inside += top - measured[old][0] <= measured[old][1]
    n = len(hands)
    rms = math.sqrt(statistics.fmean(error * error for error in errors))
    print(
        f"{label}: {n} hands, {sum(len(rows) for _, _, rows, _ in hands)} écarts; proxy's error RMS {rms:.2f} points; "
        f"its best écart gives up {statistics.fmean(proxy_loss):.2f} points against the best measured "
        f"(inside the measure's half-interval in {inside}/{n} hands)"
    )
    if old_loss:
        print(
            f"{label}: the old advice (voids, then points) gives up {statistics.fmean(old_loss):.2f} points "
            f"(inside the half-interval in {old_inside}/{len(old_loss)} hands)"
        )
    return rms


def collect(first: int, count: int, deals: int, cache: str | None) -> list:
    cached = read_cache(cache, deals)
    hands, seed = [], first
    while len(hands) < count:
        measured = cached[seed] if seed in cached else measure(seed, deals)
        if seed not in cached and cache:
            write_cache(cache, deals, seed, measured)
        if measured is not None:
            hands.append(measured)
        seed += 1
    print(
        f"seeds {first}–{seed - 1}: {count} hands, up to {deals} deals per écart (the evaluator stops once separated)"
    )
    return hands


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=34)
    parser.add_argument("--deals", type=int, default=48)
    parser.add_argument("--first", type=int, default=1000, help="the first seed of the hands checked")
    parser.add_argument("--fit", type=int, default=0, help="fit the weights on this many hands from seed 0 first")
    parser.add_argument("--cache", help="a JSON-lines file of measures: read if there, appended to (slow runs resume)")
    options = parser.parse_args()
    started = time.process_time()
    checked = collect(options.first, options.hands, options.deals, options.cache)
    if options.fit:
        trained = collect(0, options.fit, options.deals, options.cache)
        best = None
        for strength in STRENGTHS:
            weights = fit(trained, strength)
            print(f"strength {strength:g}: weights", {name: round(weight, 2) for name, weight in weights.items()})
            report(trained, weights, "  fitted on")
            rms = report(checked, weights, "  checked on")
            if best is None or rms < best[0]:
                best = rms, strength, weights
        print(f"best on the hands checked: strength {best[1]:g},", {name: round(w, 1) for name, w in best[2].items()})
    print("the advice's weights:", WEIGHTS)
    report(checked, WEIGHTS, "checked on")
    print(f"CPU {time.process_time() - started:.0f} s, load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
