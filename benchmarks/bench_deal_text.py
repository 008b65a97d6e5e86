"""The deal text's round trip (issue 35 item 5): `python -m benchmarks.bench_deal_text [--deals 1000]`.

For each number of players (3, 4 and 5), ``--deals`` bot deals (RandomBot and SimpleBot in turn,
seeded) are written in French and in English (:func:`tarot_learn.write_deal`) and read back
(:func:`tarot_learn.read_deal`, every action replayed through the checked Game); each read game must
have the same events and result as the deal played, and write the same text again. Prints the deals
checked, any that differ (the script exits 1 then) and the CPU time per text written and read.
``tests/rules/test_deal_text.py`` checks the same at 1,000 deals a count, one language each.
"""

from __future__ import annotations

import argparse
import sys
import time

from tarot_learn import i18n, read_deal, write_deal
from tarot_learn.strategy.bots import RandomBot, SimpleBot, play_bot_deal


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000, help="bot deals per number of players (default: 1000)")
    arguments = parser.parse_args(argv)
    differ = 0
    for players in (3, 4, 5):
        writing = reading = 0.0
        for number in range(arguments.deals):
            bot = SimpleBot if number % 2 else RandomBot
            game = play_bot_deal(players, seed=f"bench-deal-text/{players}/{number}", bot=bot)
            for lang in i18n.LANGUAGES:
                start = time.process_time()
                text = write_deal(game, lang)
                middle = time.process_time()
                read = read_deal(text)
                reading += time.process_time() - middle
                writing += middle - start
                if read.history != game.history or read.result != game.result or write_deal(read, lang) != text:
                    differ += 1
                    print(f"differs: {players} players, deal {number}, {lang}", file=sys.stderr)
        texts = 2 * arguments.deals
        print(
            f"{players} players: {arguments.deals} deals, {texts} texts; "
            f"write {1000 * writing / texts:.2f} ms, read {1000 * reading / texts:.2f} ms a text (CPU)"
        )
    print(f"{differ} texts read back differently" if differ else "every text read back as the same game")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
