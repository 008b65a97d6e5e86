"""Announcing a slam (RULES.md §5): may this player announce one now? Only the taker, once the
contract is set, and before the first card — the core's ``may_announce_slam`` (a two-choice
question). Who then leads is ``first_leader``'s question (:mod:`.leader`); what a slam is worth,
``slam_bonus``'s (:mod:`.score`)."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from ... import i18n
from ...contracts import Contract
from ...i18n import Sentence
from ...play import may_announce_slam
from ..answers import read_yes_no
from .base import Kind, Position, Verdict
from .misconceptions import Misconception
from .show import Seat, named


@dataclass(frozen=True, kw_only=True)
class SlamPosition(Position):
    """The taker and his contract, the player who would announce, and how many cards of the
    first trick are already played."""

    contract: Contract = Contract.GARDE
    taker: int = 0
    seat: int = 0
    cards_played: int = 0


class SlamAnnouncement(Kind):
    name = "slam_announcement"
    position = SlamPosition
    answer_form = "yes_no"
    two_choices = True
    chapters = ("play",)
    situations = ("slam_announcement",)
    generic_wrong_reason = True
    misconceptions = (
        Misconception(
            "non_taker_announces",
            lambda position, given: _seat(position) if given and position.seat != position.taker else None,
            "05",
            "slam",
            "exercise.slam.rule.only_the_taker",
        ),
        Misconception(
            "slam_after_the_first_card",
            lambda position, given: _seat(position) if given and position.cards_played else None,
            "05",
            "slam",
            "exercise.slam.rule.before_the_first_card",
        ),
        Misconception(
            "taker_may_not_announce",
            lambda position, given: _seat(position) if not given else None,
            "05",
            "slam",
            "exercise.slam.rule.taker_before_the_first_card",
        ),
    )

    def question(self, position: SlamPosition, lang: str) -> str:
        players = position.players
        moment = (
            i18n.text("exercise.slam.moment.before", lang)
            if position.cards_played == 0
            else i18n.text("exercise.slam.moment.after", lang, count=position.cards_played)
        )
        return i18n.text(
            "exercise.question.slam_announcement",
            lang,
            players=players,
            taker=named(position.taker, players, lang),
            contract=position.contract,
            moment=moment,
            seat=_capitalised(named(position.seat, players, lang)),
        )

    def read_answer(self, answer, position: SlamPosition) -> bool:
        return read_yes_no(answer)

    def solve(self, position: SlamPosition) -> bool:
        return may_announce_slam(position.seat, position.taker, position.players, cards_played=position.cards_played)

    def judge(self, exercise, given: bool) -> Verdict:
        position = exercise.position
        params = {"seat": Seat(position.seat, position.players)}
        if position.seat != position.taker:
            rule = "only_the_taker"
        elif position.cards_played:
            rule = "before_the_first_card"
        else:
            rule = "taker_before_the_first_card"
        sentence = Sentence(f"exercise.slam.rule.{rule}", params)
        if given == self.solve(position):
            return Verdict.right(rule, params, sentence)
        return Verdict.wrong(rule, params, Sentence("exercise.slam.wrong", params), sentence)

    def solution(self, position: SlamPosition, lang: str) -> str:
        answer = i18n.text("exercise.answer_is.yes" if self.solve(position) else "exercise.answer_is.no", lang)
        return i18n.text("exercise.answer_is.sentence", lang, answer=answer)

    def right_answers(self, position: SlamPosition) -> tuple:
        return ("oui", "yes", True) if self.solve(position) else ("non", "no", False)

    def wrong_answers(self, position: SlamPosition) -> tuple:
        return ("non",) if self.solve(position) else ("oui",)

    def hint(self, exercise, level: int, lang: str) -> str:
        position = exercise.position
        if level == 1:
            return i18n.text("exercise.hints.slam_announcement.1", lang)
        if level == 2:
            return i18n.text(
                "exercise.look.slam_announcement", lang, taker=named(position.taker, position.players, lang)
            )
        return i18n.text("exercise.nearly.slam_announcement", lang)

    def target(self, position: SlamPosition) -> tuple:
        return position.players, position.seat == position.taker, position.cards_played > 0

    def vary(self, position: SlamPosition, rng: random.Random) -> SlamPosition:
        """The table turned round (the taker and the player asked keep where they sit from each
        other), and another contract."""
        turn = rng.randrange(position.players)
        return replace(
            position,
            taker=(position.taker + turn) % position.players,
            seat=(position.seat + turn) % position.players,
            contract=rng.choice(tuple(Contract)),
        )

    def generate(self, situation: str, rng: random.Random) -> SlamPosition:
        players = rng.choice((3, 4, 5))
        taker = rng.randrange(players)
        seat = rng.choice((taker, rng.randrange(players)))
        played = rng.choice((0, 0, rng.randrange(1, players)))
        return SlamPosition(
            players=players, contract=rng.choice(tuple(Contract)), taker=taker, seat=seat, cards_played=played
        )


def _capitalised(words: str) -> str:
    return words[:1].upper() + words[1:]


def _seat(position: SlamPosition) -> dict:
    return {"seat": Seat(position.seat, position.players)}
