"""Which side ends the deal with the Excuse? (``excuse``) — RULES.md §6: ``settle_excuse`` decides,
and its ``case`` is the rule applied. A two-choice question: a right second try earns nothing."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from ... import i18n
from ...cards import EXCUSE
from ...deal import deal
from ...excuse import settle_excuse
from ...i18n import Deferred, Sentence
from ...play import PlayedTrick, trick_winner
from ...sides import Side
from ...strategy.playout import play_on, start_play
from ..answers import read_side
from .base import Kind, Position, Verdict
from .misconceptions import Misconception, when
from .show import named, plays
from .shuffle import relabelling_and_turn


@dataclass(frozen=True, kw_only=True)
class ExcusePosition(Position):
    """A whole (or shortened) deal: its ``tricks``, the ``taker`` and, at 5 players, his ``partner``;
    ``excuse_last_trick`` is the rules option for the Excuse led to the last trick (RULES.md §6)."""

    tricks: tuple[PlayedTrick, ...]
    taker: int
    partner: int | None = None
    excuse_last_trick: str = "camp"

    def side_of(self, seat: int) -> Side:
        """``Side.ATTACK`` for the taker and his partner, ``Side.DEFENCE`` for the others (RULES.md §3)."""
        return Side.ATTACK if seat in (self.taker, self.partner) else Side.DEFENCE

    def settle(self):
        """The Excuse's settlement (RULES.md §6, via ``settle_excuse``)."""
        sides = [self.side_of(seat) for seat in range(self.players)]
        return settle_excuse(self.tricks, sides, excuse_last_trick=self.excuse_last_trick)


def _case_is(*cases: str):
    """A ``spotted`` function: the wrong side was given where the Excuse's settlement is one of ``cases``."""
    return when(lambda position, given: position.settle().case in cases)


class ExcuseSide(Kind):
    name = "excuse"
    position = ExcusePosition
    answer_form = "side"
    two_choices = True
    chapters = ("excuse",)
    situations = ("excuse", "excuse_last_trick")
    generic_wrong_reason = True  # "it stays on its side, except on the last trick" misses the slam's exception
    misconceptions = (
        Misconception("excuse_slam_exception_missed", _case_is("slam"), "06", "excuse_slam"),
        Misconception(
            "excuse_last_trick_missed", _case_is("last_trick_camp", "last_trick_winner"), "06", "excuse_last_trick"
        ),
        Misconception(
            "excuse_goes_with_trick",
            _case_is("own_side_won", "exchanged", "exchanged_later", "owed"),
            "06",
            "excuse_own_side",
        ),
    )

    def question(self, position: ExcusePosition, lang: str) -> str:
        number, trick = next((n, t) for n, t in enumerate(position.tricks, 1) if EXCUSE in t.cards)
        players = position.players
        partner = (
            i18n.text("exercise.question.partner", lang, partner=named(position.partner, players, lang))
            if position.partner is not None
            else ""
        )
        return i18n.text(
            "exercise.question.excuse",
            lang,
            taker=named(position.taker, players, lang),
            partner=partner,
            owner=named(trick.seat_of(EXCUSE), players, lang),
            trick=number,
            count=len(position.tricks),
            winner=named(trick.winner, players, lang),
        )

    def position_lines(self, position: ExcusePosition, lang: str) -> list[str]:
        players = position.players
        return [
            i18n.text(
                "exercise.position.excuse_trick",
                lang,
                number=number,
                winner=named(trick.winner, players, lang),
                plays=plays(trick.cards, trick.seats, None, players, lang),
            )
            for number, trick in enumerate(position.tricks, 1)
        ]

    def read_answer(self, answer, position: ExcusePosition) -> Side:
        return read_side(answer)

    def solve(self, position: ExcusePosition) -> Side:
        return position.settle().excuse_side

    def judge(self, exercise, given: Side) -> Verdict:
        settlement = exercise.position.settle()
        side = settlement.excuse_side
        if given == side:
            ends = Sentence("exercise.excuse.ends_with", {"side": side})
            return Verdict.right(settlement.case, {"side": side}, Deferred(settlement.describe), ends)
        return Verdict.wrong(settlement.case, {"side": given}, Sentence("exercise.excuse.wrong"))

    def solution(self, position: ExcusePosition, lang: str) -> str:
        return i18n.text("exercise.expected.excuse", lang, side=self.solve(position))

    def right_answers(self, position: ExcusePosition) -> tuple:
        return (self.solve(position).localized("fr"),)

    def solution_words(self, position: ExcusePosition, lang: str) -> tuple[str, ...]:
        ends = i18n.text("exercise.excuse.ends_with", lang, side=self.solve(position))
        return self.solution(position, lang), ends

    def wrong_answers(self, position: ExcusePosition) -> tuple:
        return (self.solve(position).opponent.localized("en"),)

    def hint(self, exercise, level: int, lang: str) -> str:
        position = exercise.position
        if level == 1:  # the bank's other situations (the Excuse kept, the slam) practise the Excuse's rule
            rule = exercise.situation if exercise.situation in self.situations else "excuse"
            return i18n.text(f"exercise.hints.{rule}.2", lang)
        settlement = position.settle()
        if level == 2:
            trick = position.tricks[settlement.trick - 1]
            return i18n.text(
                "exercise.look.excuse_sides",
                lang,
                owner=named(settlement.owner, position.players, lang),
                winner=named(trick.winner, position.players, lang),
            )  # the sides are the learner's to find: two sides named would give the answer away
        last = settlement.trick == len(position.tricks)
        return i18n.text("exercise.nearly.excuse_last" if last else "exercise.nearly.excuse_not_last", lang)

    def keeps_words(self, position: ExcusePosition) -> bool:
        """A rules option or the slam: only the bank's words explain them."""
        return position.excuse_last_trick != "camp" or position.settle().case == "slam"

    def target(self, position: ExcusePosition) -> tuple:
        settlement = position.settle()
        owner_side = position.side_of(settlement.owner) if settlement.owner is not None else None
        return position.players, settlement.case, settlement.excuse_side, owner_side, len(position.tricks)

    def vary(self, position: ExcusePosition, rng: random.Random) -> ExcusePosition | None:
        """The same short deal with other cards and the seats turned; each trick's winner is the
        core's (a rules option or the slam keeps the bank's words, which name no card nor seat)."""
        relabel, turn = relabelling_and_turn(position, rng)
        players = position.players
        tricks = []
        for played in position.tricks:
            cards = tuple(relabel[card] for card in played.cards)
            seats = tuple((seat + turn) % players for seat in played.seats)
            slam_excuse = played.winner == played.seat_of(EXCUSE) if EXCUSE in played.cards else False
            tricks.append(PlayedTrick(cards, seats, seats[trick_winner(cards, excuse_wins=slam_excuse)]))
        return replace(
            position,
            tricks=tuple(tricks),
            taker=(position.taker + turn) % players,
            partner=None if position.partner is None else (position.partner + turn) % players,
        )

    def generate(self, situation: str, rng: random.Random) -> ExcusePosition:
        """A whole deal played with random legal cards, the Excuse in somebody's hand (kept for the
        last trick in ``"excuse_last_trick"``); the taker is drawn at random, and at 5 players his
        partner is the holder of the king he calls."""
        while True:
            players = rng.choice((3, 4, 5))
            dealt = deal(players, seed=rng.randrange(2**32), dealer=rng.randrange(players))
            game = start_play(dealt, taker=rng.randrange(players))
            if EXCUSE not in game.deal.chien:
                break
        play_on(game, rng, keep=EXCUSE if situation == "excuse_last_trick" else None)
        return ExcusePosition(players=players, tricks=tuple(game.tricks), taker=game.taker, partner=game.partner)
