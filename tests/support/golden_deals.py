"""Whole bot deals recorded once as digests (tests/golden/deals.json): what the engine must keep playing.

Each deal of :data:`TABLES` is played by :func:`tarot_learn.play_bot_deal` and written out by
:func:`record` as a canonical text — the dealt hands and the chien (after any redeal), every event
of the history, the écart, the poignées, each trick (its seats, cards and winner), the Excuse's
settlement and both sides' piles and points, the attack's cards, points and bouts, and every term
of the score (RULES.md §2–§7). The golden file keeps one SHA-256 per deal of that text (its first 64 bits):
``tests/rules/test_engine.py`` plays the same deals and compares.

The digests were recorded when the engine went public (issue 25) and checked then, deal by
deal, against the frozen rules core of before the engine (commit 7a494c8), which replayed every
deal's actions to the same text; they inherit its authority. Re-record them only when a rule or a
bot's play changes on purpose, and say why in the commit (the tests never write them):

    python -m tests.support.golden_deals --record      (from the repository root, with tarot_learn importable)
    python -m tests.support.golden_deals --show 4/SimpleBot/camp/17     (one deal's canonical text)
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import tarot_learn as tl

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "deals.json"
TABLES = tuple(
    (players, bot, option)
    for players in (3, 4, 5)
    for bot in ("RandomBot", "SimpleBot")
    for option in ("camp", "winner")
)
SEEDS = range(100)  # per table: 1,200 deals in all


def play(players: int, bot: str, option: str, seed: int) -> tl.Game:
    """One golden deal, played on the engine's route by ``play_bot_deal``."""
    return tl.play_bot_deal(players, seed=seed, bot=getattr(tl, bot), excuse_last_trick=option)


def _name(value) -> str:
    """A value as the canonical text writes it: cards in French short text, enums by name, sides
    by their word (the frozen core wrote the sides as plain strings)."""
    if value is None:
        return "-"
    if hasattr(value, "text"):  # a card or a set of cards
        return value.text("fr") if hasattr(value, "rank") else " ".join(card.text("fr") for card in value)
    if isinstance(value, str):
        return str.__str__(value)
    if isinstance(value, (tuple, list)):
        return " ".join(_name(item) for item in value)
    if hasattr(value, "name"):  # Contract, Poignee
        return value.name
    return repr(value)


def record(game) -> str:
    """The canonical text of a finished deal (see the module's docstring), from public attributes
    only, the same for the engine's ``Game`` and for the frozen one it was checked against."""
    dealt, result = game.deal, game.result
    lines = [f"players {game.players} dealer {dealt.dealer} seed {dealt.seed} redeals {game.redeals}"]
    lines += [f"hand {seat}: {_name(hand)}" for seat, hand in enumerate(dealt.hands)]
    lines.append(f"chien: {_name(dealt.chien)}")
    for kind, seat, details in game.history:
        said = " ".join(f"{key}={_name(value)}" for key, value in sorted(details.items()))
        lines.append(f"event {kind} {_name(seat)} {said}".rstrip())
    lines.append(f"taker {_name(game.taker)} contract {_name(game.contract)} called {_name(game.called_card)}")
    lines.append(f"partner {_name(game.partner)} ecart {_name(game.ecart)} slam {game.slam_announced}")
    for seat, (poignee, shown) in sorted(game.poignees.items()):
        lines.append(f"poignee {seat} {_name(poignee)} {_name(shown)}")
    for trick in game.tricks:
        lines.append(f"trick {trick.seats} {_name(trick.cards)} winner {trick.winner}")
    settlement = result.settlement
    lines.append(
        f"excuse {settlement.case} owner {_name(settlement.owner)} trick {_name(settlement.trick)} "
        f"side {_name(settlement.excuse_side)} exchange {_name(settlement.exchange_card)} "
        f"paid {_name(settlement.paid_at)}"
    )
    for side in sorted(settlement.piles, key=_name):
        lines.append(f"pile {_name(side)} {settlement.points[side]!r}: {_name(settlement.piles[side])}")
    lines.append(f"attack {result.attack_points!r} bouts {result.bouts}: {_name(result.attack_cards)}")
    score = result.score
    for field in SCORE_FIELDS:
        value = getattr(score, field)
        shown = [(bonus, _name(side)) for bonus, side in value] if field == "poignees" else _name(value)
        lines.append(f"score {field} {shown}")
    return "\n".join(lines) + "\n"


SCORE_FIELDS = (
    "contract",
    "taker",
    "partner",
    "attack_points",
    "bouts",
    "points_needed",
    "raw_difference",
    "difference",
    "made",
    "multiplier",
    "base",
    "petit_au_bout",
    "petit_au_bout_points",
    "poignees",
    "poignee_points",
    "slam_announced",
    "slam",
    "slam_points",
    "per_defender",
    "scores",
)


def digest(game) -> str:
    """The first 16 hex digits (64 bits) of the SHA-256 of :func:`record`: enough to tell any two
    deals apart, and the golden file stays small."""
    return hashlib.sha256(record(game).encode()).hexdigest()[:16]


def table_key(players: int, bot: str, option: str) -> str:
    return f"{players}/{bot}/{option}"


def digests() -> dict[str, list[str]]:
    """Every golden deal's digest, as the engine plays it now, by table (in :data:`SEEDS` order)."""
    return {table_key(*table): [digest(play(*table, seed)) for seed in SEEDS] for table in TABLES}


def load() -> dict[str, list[str]]:
    return json.loads(GOLDEN.read_text(encoding="utf-8"))


def main(argv: list[str]) -> int:
    if argv[:1] == ["--record"]:
        GOLDEN.write_text(json.dumps(digests(), indent=1) + "\n", encoding="utf-8")
        print(f"recorded {len(TABLES) * len(SEEDS)} deals in {GOLDEN}")
        return 0
    if argv[:1] == ["--show"] and len(argv) == 2:
        players, bot, option, seed = argv[1].split("/")
        print(record(play(int(players), bot, option, int(seed))), end="")
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
