"""Speed of the rules core: run `make bench` or `python -m benchmarks.bench_rules`.

Prints medians of several runs (the machines are shared: compare figures from one run):
- legal_cards calls per second, over the decision points of random 4-player deals;
- complete random 4-player deals per second: deal, every card chosen among the legal ones,
  the trick winners and the Excuse exchange;
- fully played and scored bot deals per second (every phase, from the shuffle to the score), with
  RandomBot and SimpleBot at 3, 4 and 5 players, through tarot_learn.play_bot_deal (the engine's
  fast route) and through the old Game: the rules core and bots of before issue 12's engine
  (commit 7a494c8), rebuilt from the git history at each run (``git archive`` into a temporary
  folder, imported as ``old_tarot_learn``); the two timed in turn in each run, and the speed-up as
  the median of the per-run ratios. Without that history (a shallow clone, an unpacked sdist) the
  old Game's columns are left out, and the script says so;
- issue 12's target for RandomBot (at least 5,000 fully scored 4-player deals/s on a quiet core):
  the median and the fastest run (the least disturbed one).

Times are CPU times of this process (time.process_time), which other processes on a shared
machine disturb less than wall-clock times — less, not not at all: two processes on one core
still share its caches. So every figure is printed with the load average (1, 5 and 15 minutes)
taken as it was measured; ``--quiet-below 0.5`` first waits (at most ``--wait`` seconds) for
the 1-minute load average to fall below 0.5.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import io
import os
import random
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

import tarot_learn as tl
from tarot_learn.play import legal_bits as legal_bits_rule


def random_deal(players: int, seed: int, rng: random.Random, positions: list | None = None) -> tl.ExcuseSettlement:
    """One deal played with random legal cards, through the public API only."""
    dealt = tl.deal(players, seed=seed)
    hands = list(dealt.hands)
    leader = dealt.first_player
    tricks = []
    for _ in range(dealt.size.hand):
        trick = tl.Trick()
        seats = []
        for offset in range(players):
            seat = (leader + offset) % players
            if positions is not None:
                positions.append((hands[seat], trick))
            card = tl.legal_cards(hands[seat], trick).choice(rng)
            hands[seat] = tl.Hand.from_bits(hands[seat].bits ^ card.bit)
            trick = trick.add(card)
            seats.append(seat)
        leader = seats[tl.trick_winner(trick)]
        tricks.append(tl.PlayedTrick(trick.cards, tuple(seats), leader))
    sides = ["attack"] + ["defence"] * (players - 1)
    return tl.settle_excuse(tricks, sides)


def bench_legal_cards(deals: int, runs: int) -> tuple[float, float]:
    """legal_cards (checks the position, returns a CardSet), and the rule itself on bit sets
    (play.legal_bits, what Game and the bots use), over the same decision points."""
    rng = random.Random(1)
    positions: list = []
    for seed in range(deals):
        random_deal(4, seed, rng, positions)
    as_bits = [(hand.bits, trick.led_bits, trick.top) for hand, trick in positions]
    legal_cards, legal_bits = tl.legal_cards, legal_bits_rule
    public, rule = [], []
    for _ in range(runs):
        start = time.perf_counter()
        for hand, trick in positions:
            legal_cards(hand, trick)
        public.append(len(positions) / (time.perf_counter() - start))
        start = time.perf_counter()
        for hand, led, top in as_bits:
            legal_bits(hand, led, top)
        rule.append(len(positions) / (time.perf_counter() - start))
    return statistics.median(public), statistics.median(rule)


def bench_random_deals(deals: int, runs: int) -> float:
    rates = []
    for run in range(runs):
        rng = random.Random(run)
        start = time.perf_counter()
        for seed in range(deals):
            random_deal(4, seed, rng)
        rates.append(deals / (time.perf_counter() - start))
    return statistics.median(rates)


OLD_CORE = "7a494c8"  # the last commit before issue 12's engine: its Game and bots are the yardstick


def old_bots(folder: Path):
    """The ``bots`` module of the rules core at :data:`OLD_CORE` (its Game, rules and sentences
    come with it), extracted from the git history into ``folder`` and imported under the name
    ``old_tarot_learn``; or the reason it cannot be, as a string."""
    repository = Path(__file__).resolve().parents[1]
    archive = subprocess.run(
        ["git", "-C", str(repository), "archive", "--format=tar", OLD_CORE, "--", ":(glob)tarot_learn/*.py"],
        capture_output=True,
    )
    if archive.returncode != 0:
        shallow = subprocess.run(
            ["git", "-C", str(repository), "rev-parse", "--is-shallow-repository"], capture_output=True, text=True
        )
        why = "a shallow clone" if shallow.stdout.strip() == "true" else "no git history here"
        return f"commit {OLD_CORE} cannot be read ({why}: {archive.stderr.decode().strip() or 'git failed'})"
    with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
        tar.extractall(folder, filter="data")
    package = (folder / "tarot_learn").rename(folder / "old_tarot_learn")
    # Imported from its folder by name, the interpreter's path left as it is.
    spec = importlib.util.spec_from_file_location(
        "old_tarot_learn", package / "__init__.py", submodule_search_locations=[str(package)]
    )
    module = importlib.util.module_from_spec(spec)
    sys.modules["old_tarot_learn"] = module
    spec.loader.exec_module(module)
    return importlib.import_module("old_tarot_learn.bots")


def bench_bot_deals(players: int, bot_name: str, deals: int, runs: int, old) -> tuple:
    """Fully scored bot deals per second through the package and, when ``old`` (the old core's
    bots module) is given, through the old Game, timed in turn on the same seeds in each run:
    (package, old Game, median per-run speed-up, the package's fastest run); the old Game's
    figures are None without it."""
    import tarot_learn.strategy.bots as package

    new_bot = getattr(package, bot_name)
    new_rates, old_rates, ratios = [], [], []
    for _ in range(runs):
        start = time.process_time()
        for seed in range(deals):
            package.play_bot_deal(players, seed=seed, bot=new_bot)
        new_rates.append(deals / (time.process_time() - start))
        if old is None:
            continue
        start = time.process_time()
        for seed in range(deals):
            old.play_bot_deal(players, seed=seed, bot=getattr(old, bot_name))
        old_rates.append(deals / (time.process_time() - start))
        ratios.append(new_rates[-1] / old_rates[-1])
    if old is None:
        return statistics.median(new_rates), None, None, max(new_rates)
    return statistics.median(new_rates), statistics.median(old_rates), statistics.median(ratios), max(new_rates)


def bench_all_bot_deals(deals: int, runs: int, old) -> dict:
    """Print the bot deals' table; ``old`` is the old core's bots module, or why it is missing."""
    print(f"Fully scored bot deals/s (CPU time of this process), medians of {runs} runs of {deals} deals;")
    if isinstance(old, str):
        print(f"the old Game is left out: {old}.")
        old = None
    else:
        print(f"'old Game' is the rules core of commit {OLD_CORE} (git archive), timed in turn with the engine:")
    print("bot        players  engine deals/s  old Game deals/s  speed-up  load average 1/5/15 min")
    fastest = {}
    for bot_name in ("RandomBot", "SimpleBot"):
        for players in (3, 4, 5):
            new, old_rate, ratio, best = bench_bot_deals(players, bot_name, deals, runs, old)
            fastest[bot_name, players] = new, best
            old_text = f"{old_rate:>16,.0f}  {ratio:>7.2f}×" if old is not None else f"{'-':>16}  {'-':>8}"
            print(f"{bot_name:<10} {players:>7}  {new:>14,.0f}  {old_text}  {load_average()}")
    return fastest


def load_average() -> str:
    """The machine's load average over 1, 5 and 15 minutes, as printed beside each figure."""
    return "/".join(f"{load:.2f}" for load in os.getloadavg())


def wait_for_quiet(below: float, at_most: float) -> None:
    """Wait until the 1-minute load average falls below ``below``, at most ``at_most`` seconds."""
    deadline = time.monotonic() + at_most
    while os.getloadavg()[0] >= below and time.monotonic() < deadline:
        time.sleep(5)
    quiet = os.getloadavg()[0] < below
    print(f"load average {load_average()}: {'quiet' if quiet else 'still loaded'} (wanted below {below})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--only-bots", action="store_true", help="only the fully scored bot deals")
    parser.add_argument("--quiet-below", type=float, help="first wait for a 1-minute load average below this")
    parser.add_argument("--wait", type=float, default=600, help="the longest wait for --quiet-below, in seconds")
    args = parser.parse_args()
    if args.quiet_below is not None:
        wait_for_quiet(args.quiet_below, args.wait)
    if not args.only_bots:
        public, rule = bench_legal_cards(args.deals // 4, args.runs)
        print(f"legal_cards calls/s (median of {args.runs}): {public:,.0f}")
        print(f"play.legal_bits calls/s, the rule on bit sets (median of {args.runs}): {rule:,.0f}")
        print(f"random 4-player deals/s (median of {args.runs}): {bench_random_deals(args.deals, args.runs):,.0f}")
    with tempfile.TemporaryDirectory(prefix="tarot_old_core_") as folder:
        fastest = bench_all_bot_deals(args.deals // 4, args.runs, old_bots(Path(folder)))
    median, best = fastest["RandomBot", 4]
    print(
        f"Issue 12's target, at least 5,000 RandomBot 4-player deals/s on a quiet core: median {median:,.0f}/s, "
        f"fastest run {best:,.0f}/s, load average {load_average()}"
    )


if __name__ == "__main__":
    main()
