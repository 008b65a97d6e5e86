"""Who leads (RULES.md §5): the next trick (``next_leader``: the winner of this one, from the core's
``next_leader``) and the first trick (``first_leader``: the player on the dealer's right, or the
player who announced a slam, from the core's ``first_leader``). Seats are written as the learner
counts them, from 1."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from ... import i18n
from ...i18n import Sentence
from ...play import first_leader, next_leader
from .base import Kind, Position, Verdict
from .misconceptions import Misconception
from .show import Seat, SeatAnswer, named
from .trick_winner import TrickPosition, TrickWinner


class NextLeader(SeatAnswer, TrickWinner):
    """Who leads the next trick? The winner of this one, whoever led it (RULES.md §5). The trick,
    its variants, its pictures and its second and third hints are ``trick_winner``'s."""

    name = "next_leader"
    one_card = False
    chapters = ("play",)
    situations = ("next_leader",)
    generic_wrong_reason = True
    misconceptions = (
        Misconception(
            "leader_leads_again",
            lambda position, given: _given(position, given) if given == position.leader else None,
            "05",
            "next_leader",
            "exercise.next_leader.wrong.leader_leads_again",
        ),
        Misconception(
            "lead_passes_right",
            lambda position, given: (
                _given(position, given) if given == (position.leader + 1) % position.players else None
            ),
            "05",
            "next_leader",
            "exercise.next_leader.wrong.lead_passes_right",
        ),
    )

    def question(self, position: TrickPosition, lang: str) -> str:
        leader = named(position.leader, position.players, lang)
        return i18n.text("exercise.question.next_leader", lang, leader=leader, players=position.players)

    def answer_cards(self, position: TrickPosition):
        return None

    def solve(self, position: TrickPosition) -> int:
        return next_leader(position.trick, position.trick_seats)

    def judge(self, exercise, given: int) -> Verdict:
        position = exercise.position
        seat = self.solve(position)
        params = {"given": Seat(given, position.players), "leader": Seat(position.leader, position.players)}
        if given == seat:
            return Verdict.right("winner_leads", params, Sentence("exercise.next_leader.right", params))
        if given == position.leader:
            rule = "leader_leads_again"
        elif given == (position.leader + 1) % position.players:
            rule = "lead_passes_right"
        else:
            rule = "winner_leads"
        return Verdict.wrong(rule, params, Sentence(f"exercise.next_leader.wrong.{rule}", params))

    def wrong_answers(self, position: TrickPosition) -> tuple:
        """The one who led this trick, and the player on his right (as if the lead went round)."""
        winner = self.solve(position)
        seats = (position.leader, (position.leader + 1) % position.players)
        return tuple(dict.fromkeys(seat + 1 for seat in seats if seat != winner))

    def hint(self, exercise, level: int, lang: str) -> str:
        if level == 1:
            return i18n.text("exercise.hints.next_leader.1", lang)
        return super().hint(exercise, level, lang)


@dataclass(frozen=True, kw_only=True)
class FirstLeaderPosition(Position):
    """The dealer, and the taker who announced a slam (``None`` when nobody did)."""

    dealer: int = 0
    slam_announcer: int | None = None


class FirstLeader(SeatAnswer, Kind):
    """Who leads the first trick? The player on the dealer's right — or, after a slam was
    announced, the player who announced it (RULES.md §5)."""

    name = "first_leader"
    position = FirstLeaderPosition
    chapters = ("play",)
    situations = ("first_leader",)
    generic_wrong_reason = True
    misconceptions = (
        Misconception(
            "slam_announcer_forgotten",
            lambda position, given: (
                _given(position, given)
                if position.slam_announcer is not None and given == first_leader(position.dealer, position.players)
                else None
            ),
            "05",
            "slam",
            "exercise.first_leader.wrong.slam_announcer_leads",
        ),
        Misconception(
            "dealer_leads",
            lambda position, given: _given(position, given) if given == position.dealer else None,
            "02",
            "direction",
            "exercise.first_leader.wrong.dealer_leads",
        ),
        Misconception(
            "first_lead_to_the_left",
            lambda position, given: (
                {**_given(position, given), "dealer": Seat(position.dealer, position.players)}
                if position.slam_announcer is None and given == (position.dealer - 1) % position.players
                else None
            ),
            "02",
            "direction",
            "exercise.first_leader.wrong.right_of_dealer_leads",
        ),
    )

    def question(self, position: FirstLeaderPosition, lang: str) -> str:
        dealer = named(position.dealer, position.players, lang)
        if position.slam_announcer is None:
            return i18n.text("exercise.question.first_leader", lang, players=position.players, dealer=dealer)
        taker = named(position.slam_announcer, position.players, lang)
        return i18n.text(
            "exercise.question.first_leader_slam", lang, players=position.players, dealer=dealer, taker=taker
        )

    def solve(self, position: FirstLeaderPosition) -> int:
        return first_leader(position.dealer, position.players, slam_announcer=position.slam_announcer)

    def judge(self, exercise, given: int) -> Verdict:
        position = exercise.position
        players = position.players
        params = {"given": Seat(given, players), "dealer": Seat(position.dealer, players)}
        slam = position.slam_announcer is not None
        if given == self.solve(position):
            rule = "slam_announcer_leads" if slam else "right_of_dealer_leads"
            return Verdict.right(rule, params, Sentence(f"exercise.first_leader.right.{rule}", params))
        if slam and given == first_leader(position.dealer, players):
            rule = "slam_announcer_leads"  # the usual first player: the slam was forgotten
        elif given == position.dealer:
            rule = "dealer_leads"
        elif slam:
            rule = "slam_announcer_leads"
        else:
            rule = "right_of_dealer_leads"
        return Verdict.wrong(rule, params, Sentence(f"exercise.first_leader.wrong.{rule}", params))

    def wrong_answers(self, position: FirstLeaderPosition) -> tuple:
        """The dealer, the player on his left, and — after a slam — the usual first player."""
        players, answer = position.players, self.solve(position)
        seats = (position.dealer, (position.dealer - 1) % players, first_leader(position.dealer, players))
        return tuple(dict.fromkeys(seat + 1 for seat in seats if seat != answer))

    def hint(self, exercise, level: int, lang: str) -> str:
        position = exercise.position
        dealer = named(position.dealer, position.players, lang)
        slam = "slam" if position.slam_announcer is not None else "usual"
        if level == 1:
            return i18n.text(f"exercise.hints.first_leader.{slam}", lang)
        if level == 2 and slam == "slam":  # the dealer may be the announcer: his name would give it away
            return i18n.text("exercise.look.first_leader_slam", lang)
        if level == 2:
            return i18n.text("exercise.look.first_leader", lang, dealer=dealer)
        return i18n.text(f"exercise.nearly.first_leader.{slam}", lang)

    def target(self, position: FirstLeaderPosition) -> tuple:
        """The table, and where the slam's announcer sits from the dealer (none without a slam)."""
        if position.slam_announcer is None:
            return position.players, None
        announcer, dealer = position.slam_announcer, position.dealer
        return position.players, "slam", announcer == dealer, announcer == first_leader(dealer, position.players)

    def vary(self, position: FirstLeaderPosition, rng: random.Random) -> FirstLeaderPosition:
        """Another dealer and, after a slam, another announcer (kept where he is the dealer, or on his right)."""
        return replace(
            position,
            dealer=rng.randrange(position.players),
            slam_announcer=None if position.slam_announcer is None else rng.randrange(position.players),
        )

    def generate(self, situation: str, rng: random.Random) -> FirstLeaderPosition:
        players = rng.choice((3, 4, 5))
        dealer = rng.randrange(players)
        announcer = rng.choice((None, rng.randrange(players)))
        return FirstLeaderPosition(players=players, dealer=dealer, slam_announcer=announcer)


def _given(position, given: int) -> dict:
    return {"given": Seat(given, position.players)}
