"""The wording of every sentence, one golden file per language (tests/golden/messages.fr.txt and
messages.en.txt): each key of the catalogue on one line, its sentence rendered with fixed sample
parameters. Tests check sentences through their key and parameters; these files are where the
wording itself is reviewed, as a diff, when it changes. After changing sentences, regenerate them:

    python -m tests.support.golden --update        (from the repository root, with tarot_learn importable)

and read the diff before committing it.
"""

from __future__ import annotations

import string
import sys
from pathlib import Path

from tarot_learn import Contract, Poignee, Suit, i18n, parse_card, parse_cards

GOLDEN = Path(__file__).resolve().parents[1] / "golden"

# Parameters whose rendering depends on the language get a real value; every other one is shown
# as its own name, ‹name›, so the file reads as the sentence's skeleton.
SAMPLES = {
    "card": parse_card("R♥"),
    "cards": parse_cards("V♥ D♥ 21 Excuse"),
    "suit": Suit.HEARTS,
    "contract": Contract.GARDE,
    "poignee": Poignee.DOUBLE,
}


def placeholders(sentence: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(sentence) if name}


def render(lang: str) -> str:
    """Every sentence of the catalogue in ``lang``, one ``key: sentence`` line each, sorted by key."""
    lines = []
    for key in sorted(i18n.MESSAGES):
        names = placeholders(i18n.MESSAGES[key][lang])
        params = {name: SAMPLES.get(name, f"‹{name}›") for name in names}
        sentence = i18n.text(key, lang, **params)
        lines.append(f"{key}: {sentence}".replace("\n", "\\n"))
    return "\n".join(lines) + "\n"


def golden_path(lang: str) -> Path:
    return GOLDEN / f"messages.{lang}.txt"


def main(argv: list[str]) -> int:
    if argv != ["--update"]:
        print(__doc__)
        return 2
    GOLDEN.mkdir(exist_ok=True)
    for lang in i18n.LANGUAGES:
        golden_path(lang).write_text(render(lang), encoding="utf-8")
        print(f"wrote {golden_path(lang)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
