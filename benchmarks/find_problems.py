"""Find lesson 11's tarot problems: `python benchmarks/find_problems.py [--per-situation 2] [--deals 96]`.

Plays seeded four-player deals (``Game(4, seed)``, :func:`tarot_learn.strategy.problems.replay`'s
bots) and, at each moment where one of lesson 11's pieces of advice applies (the situations of
``benchmarks/lesson11_figures.py``), asks :func:`tarot_learn.strategy.problems.certify` whether one
card is clearly best (separated from every other by the evaluator, at least ``--margin`` card points
ahead). Prints each problem found as a bank entry (seed, moves, the certified card, its gain, the
deals used) to paste into ``tarot_learn/exercises/bank/card_play.toml`` with its question.
"""

from __future__ import annotations

import argparse
import os
import time

from lesson11_figures import SITUATIONS

from tarot_learn.game import OVER, PLAY
from tarot_learn.strategy.problems import bot_for, certify, replay, step


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-situation", type=int, default=2)
    parser.add_argument("--deals", type=int, default=96)
    parser.add_argument("--margin", type=float, default=2.0)
    parser.add_argument("--first", type=int, default=20000)
    parser.add_argument("--only", default="")
    options = parser.parse_args()
    wanted = [name for name in SITUATIONS if not options.only or name in options.only.split(",")]
    found = {name: 0 for name in wanted}
    started = time.process_time()
    seed = options.first
    while min(found.values()) < options.per_situation and seed < options.first + 3000:
        game = replay(4, seed, 0)
        bots = {seat: bot_for(seed, seat) for seat in range(4)}
        moves, tried = 0, set()
        while game.phase is not OVER and game.redeals == 0:
            if game.phase is PLAY and game.tricks:
                for name in wanted:
                    if name in tried or found[name] >= options.per_situation:
                        continue
                    if SITUATIONS[name](game, game.to_act, game.legal_bits()) is None:
                        continue
                    tried.add(name)
                    certificate = certify(game, deals=options.deals, seed=seed, margin=options.margin)
                    if certificate is None:
                        continue
                    assert replay(4, seed, moves).hand_bits == game.hand_bits  # the stored numbers rebuild it
                    found[name] += 1
                    print(
                        f'# {name}\nseed = {seed}\nmoves = {moves}\nanswer = "{certificate.best.text("fr")}"\n'
                        f"gain = {certificate.gain}\ndeals = {certificate.deals}\n",
                        flush=True,
                    )
            step(game, bots)
            moves += 1
        seed += 1
    print(f"seeds {options.first}–{seed - 1}; CPU {time.process_time() - started:.0f} s, load {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
