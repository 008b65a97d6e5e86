"""Find lesson 11's tarot problems: `python tools/find_problems.py [--per-situation 2] [--deals 96]`.

Plays seeded four-player deals (``Game(4, seed)``, :func:`tarot_learn.strategy.problems.replay`'s
bots) and, at each moment where one of lesson 11's pieces of advice applies (the situations of
``tools/lesson11_figures.py``), asks :func:`tarot_learn.strategy.problems.certify_seeds` which
cards are right there under three seeds (a card surely worse than the best, by ``--margin`` card
points at least, is wrong; the others are accepted). Prints each problem found as a bank entry (seed,
moves, the accepted cards, their gain, the deals used) to paste into
``tarot_learn/exercises/bank/card_play.toml`` with its question.

``--recertify`` re-measures every problem of the bank under three seeds
(:func:`tarot_learn.strategy.problems.certify_seeds`, ``--deals`` for the selection and as many fresh
deals for the measure) and prints, for each, the cards to accept (every card any seed cannot tell
from the best), the gain and the deals — or that the problem does not hold.
"""

from __future__ import annotations

import argparse
import os
import time

from lesson11_figures import SITUATIONS

from tarot_learn.game import OVER, PLAY
from tarot_learn.strategy.problems import bot_for, certify_seeds, replay, step


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-situation", type=int, default=2)
    parser.add_argument("--deals", type=int, default=96)
    parser.add_argument("--margin", type=float, default=2.0)
    parser.add_argument("--first", type=int, default=20000)
    parser.add_argument("--only", default="")
    parser.add_argument("--recertify", action="store_true")
    options = parser.parse_args()
    if options.recertify:
        recertify(options.deals, options.margin)
        return
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
                    certificate = certify_seeds(game, deals=options.deals, margin=options.margin)
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


def recertify(deals: int, margin: float) -> None:
    from tarot_learn.exercises.bank import chapter_exercises

    started = time.process_time()
    for exercise in chapter_exercises("card_play"):
        position = exercise.position
        game = replay(position.players, position.seed, position.moves)
        certificate = certify_seeds(game, deals=deals, margin=margin)
        if certificate is None:
            print(f"{exercise.id}: does not hold (stored {position.best.text('fr')})", flush=True)
            continue
        kept = "kept" if set(position.best) <= set(certificate.best) else "CHANGED"
        print(
            f'{exercise.id}: best = "{certificate.best.text("fr")}" gain = {certificate.gain}'
            f" deals = {certificate.deals} (stored {position.best.text('fr')}: {kept})",
            flush=True,
        )
    print(f"CPU {time.process_time() - started:.0f} s, load {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
