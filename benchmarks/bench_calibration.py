"""Is the yardstick calibrated? What :func:`~tarot_learn.strategy.evaluate` predicts against what happens.

    python -m benchmarks.bench_calibration [--players 3 4 5] [--deals 120] [--samples 48]

A verdict of the review is a difference between two of the evaluator's predictions. Before trusting
differences, check the predictions themselves: seeded deals are played by CoachBot on every seat
(``Game(players, seed=f"calibration/{i}")``); at the taker's bid, ``evaluate`` — given only what the
taker saw then — predicts the chance that his contract is made and the attack's card points; the
deal played on gives what happened. Over the deals, for each table size:

* the mean prediction beside the mean outcome, and their paired difference (prediction − outcome,
  deal by deal) with its 95 % interval: an interval that holds 0 means no bias was found;
* a reliability table: the deals grouped by the predicted chance of making the contract (under
  50 %, 50–80 %, 80 % and more), with how often each group made it.

The world the evaluator samples is the coach's: the other seats bid (the sampler's weighting, the
auction read) and play their cards as CoachBot does. In its playouts the seats still to speak bid,
and the taker calls and makes his écart, as SimpleBot does (the evaluator's note), where these deals
use the coach's bids, call and écart: a bias there would show here. Deals where everyone passed
are skipped (nothing is predicted).

What it cannot show: that the yardstick is right about a deal played by *other* players (a
learner, a club): it is calibrated on the world it models, no more.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from tarot_learn.game import Game
from tarot_learn.strategy.bots import run_bots
from tarot_learn.strategy.coach import CoachBot
from tarot_learn.strategy.evaluator import evaluate, mean_interval
from tarot_learn.strategy.review import deal_steps, replay_step

GROUPS = ((0.0, 0.5, "under 50 %"), (0.5, 0.8, "50 to 80 %"), (0.8, 1.01, "80 % and more"))


def predicted_and_realised(players: int, index: int, samples: int) -> tuple | None:
    """(predicted chance made, made, predicted attack points, attack points) of deal ``index``, or
    ``None`` when nobody took."""
    game = Game(players, seed=f"calibration/{index}")
    run_bots(game, {seat: CoachBot(f"{index}/{seat}") for seat in range(players)})
    if game.taker is None:
        return None
    # The deal replayed to the taker's bid (the review's own replay): what he saw when he bid.
    position = Game.from_deal(game.deal, excuse_last_trick=game.excuse_last_trick)
    for kind, seat, action in deal_steps(game):
        if kind == "bid" and seat == game.taker and action == game.contract:
            break
        replay_step(position, kind, seat, action)
    evaluation = evaluate(position, game.taker, deals=samples, seed=f"calibration/{index}", early_stop=False)
    value = evaluation.value_of(game.contract)
    result = game.result
    return value.made.mean, float(result.score.made), value.points.mean, result.attack_points


def report(players: int, rows: list[tuple]) -> None:
    made_gap = mean_interval([predicted - made for predicted, made, _, _ in rows])
    points_gap = mean_interval([predicted - points for _, _, predicted, points in rows])
    print(f"{players} players, {len(rows)} deals with a taker:")
    print(
        f"  contract made: predicted {statistics.fmean(r[0] for r in rows):.1%},"
        f" happened {statistics.fmean(r[1] for r in rows):.1%};"
        f" difference {made_gap.mean:+.1%} [{made_gap.low:+.1%}, {made_gap.high:+.1%}]"
    )
    print(
        f"  attack's card points: predicted {statistics.fmean(r[2] for r in rows):.1f},"
        f" happened {statistics.fmean(r[3] for r in rows):.1f};"
        f" difference {points_gap.mean:+.1f} [{points_gap.low:+.1f}, {points_gap.high:+.1f}]"
    )
    for low, high, name in GROUPS:
        group = [row for row in rows if low <= row[0] < high]
        if group:
            print(
                f"  predicted {name:14}: {len(group):3} deals, predicted {statistics.fmean(r[0] for r in group):.0%},"
                f" made {statistics.fmean(r[1] for r in group):.0%}"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, nargs="+", default=[3, 4, 5])
    parser.add_argument("--deals", type=int, default=120)
    parser.add_argument("--samples", type=int, default=48, help="the evaluator's sampled deals at each bid")
    options = parser.parse_args()
    print("load average: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))
    for players in options.players:
        start = time.process_time()
        found = (predicted_and_realised(players, index, options.samples) for index in range(options.deals))
        rows = [row for row in found if row is not None]
        report(players, rows)
        print(f"  ({time.process_time() - start:.0f} s of CPU)")
    print("load average: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))


if __name__ == "__main__":
    main()
