"""The score sheet of a session (la feuille de marque): each deal's scores and every player's running total.

Clubs keep one sheet per table for the whole evening: a line per deal, a column per player, each
cell the player's score for that deal and the total so far. Because the taker is paid by every
defender (RULES.md §7), **every deal's scores sum to zero, and so do the totals**: a sheet whose
line does not is a sheet with a mistake, and :meth:`Tally.add` refuses it with the sum it found.

A :class:`Tally` takes finished games (:class:`~tarot_learn.game.Game`, their own scores) or scores
written by hand (a deal played with real cards and scored on paper): ``Tally(4).add(game)``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .deal import deal_size
from .errors import TarotError, shown
from .game import Game, Phase


@dataclass(frozen=True)
class TallyLine:
    """One deal on the sheet: its ``number`` (from 1), each seat's ``scores`` for the deal, each
    seat's ``totals`` after it; ``taker`` and ``contract`` when the line came from a game (``None``
    for scores written by hand)."""

    number: int
    scores: tuple[int, ...]
    totals: tuple[int, ...]
    taker: int | None = None
    contract: object = None


class Tally:
    """The session's deals at one table of ``players`` (3, 4 or 5): add each deal as it ends."""

    def __init__(self, players: int):
        deal_size(players)  # refuses a table that is not of 3, 4 or 5 players
        self.players = players
        self._lines: list[TallyLine] = []

    @property
    def lines(self) -> tuple[TallyLine, ...]:
        return tuple(self._lines)

    @property
    def totals(self) -> tuple[int, ...]:
        """Each seat's total so far (zeros before the first deal)."""
        return self._lines[-1].totals if self._lines else (0,) * self.players

    def __len__(self) -> int:
        return len(self._lines)

    def add(self, deal: Game | Sequence[int]) -> TallyLine:
        """Write a deal on the sheet: a finished :class:`Game` (its result's scores, RULES.md §7) or
        one score per seat. Raises :class:`TarotError` for a game not finished or of another table
        size, a wrong number of scores, a score that is not a whole number, and scores that do not
        sum to zero (the sheet would not balance)."""
        taker = contract = None
        if isinstance(deal, Game):
            if deal.players != self.players:
                raise TarotError("error.tally.players", given=deal.players, players=self.players)
            if deal.phase is not Phase.OVER:
                raise TarotError("error.tally.not_over")
            scores = tuple(deal.result.score.scores)
            taker, contract = deal.taker, deal.contract
        else:
            scores = _scores(deal, self.players)
        total = sum(scores)
        if total != 0:
            raise TarotError("error.tally.sum", scores=" ".join(map(str, scores)), total=total)
        totals = tuple(before + score for before, score in zip(self.totals, scores, strict=True))
        line = TallyLine(len(self._lines) + 1, scores, totals, taker, contract)
        self._lines.append(line)
        return line


def _scores(given, players: int) -> tuple[int, ...]:
    if isinstance(given, (str, bytes)) or not isinstance(given, Sequence):
        raise TarotError("error.tally.scores", given=shown(given), players=players)
    if len(given) != players:
        raise TarotError("error.tally.count", count=len(given), players=players)
    for score in given:
        if isinstance(score, bool) or not isinstance(score, int):
            raise TarotError("error.tally.score", given=shown(score))
    return tuple(given)
