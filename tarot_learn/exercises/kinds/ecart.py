"""Put aside a legal écart (``ecart``) — RULES.md §4: any écart ``check_ecart`` allows is right, and
its verdict names the rule a wrong one breaks."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from ... import i18n
from ...cards import CardSet
from ...deal import deal
from ...ecart import EcartProblem, check_ecart, legal_ecart
from ...i18n import Deferred
from ..answers import read_cards
from .base import Kind, Position, Verdict
from .misconceptions import Misconception
from .show import cards_line, cards_picture
from .shuffle import relabelled, relabelling_and_turn


@dataclass(frozen=True, kw_only=True)
class EcartPosition(Position):
    """The taker's ``hand`` as dealt (18, 24 or 15 cards) and the ``chien`` he takes."""

    hand: CardSet
    chien: CardSet


class EcartShown:
    """What every question on an écart shares (this kind, and the advice's best écart): the taker's
    hand and the chien, in words and pictures; the answer, cards picked among them."""

    def position_lines(self, position: EcartPosition, lang: str) -> list[str]:
        return hand_and_chien_lines(position, lang)

    def pictures(self, position: EcartPosition, lang: str) -> list[str]:
        return hand_and_chien_pictures(position, lang)

    def answer_cards(self, position: EcartPosition) -> CardSet:
        return position.hand | position.chien

    def read_answer(self, answer, position: EcartPosition) -> CardSet:
        return read_cards(answer)


def _problem(problem: EcartProblem):
    """A ``spotted`` function: the écart breaks ``problem`` (``check_ecart``'s own list of problems)."""

    def spotted(position, given):
        found = [
            issue for issue in check_ecart(position.hand, position.chien, given).problems if issue.problem is problem
        ]
        return {"cards": found[0].cards} if found else None

    return spotted


# What an illegal écart reveals; the core's account of every rule it breaks stays the reason.
ECART_MISCONCEPTIONS = (
    Misconception("king_in_ecart", _problem(EcartProblem.KING), "04", "ecart"),
    Misconception("bout_in_ecart", _problem(EcartProblem.BOUT), "04", "ecart"),
    Misconception("trump_in_ecart", _problem(EcartProblem.TRUMP_NOT_ALLOWED), "04", "ecart"),
    Misconception("ecart_size", _problem(EcartProblem.WRONG_COUNT), "04", "ecart"),
)


class Ecart(EcartShown, Kind):
    name = "ecart"
    position = EcartPosition
    answer_form = "cards"
    chapters = ("ecart",)
    situations = ("ecart",)
    misconceptions = ECART_MISCONCEPTIONS

    def question(self, position: EcartPosition, lang: str) -> str:
        return i18n.text("exercise.question.ecart", lang, players=position.players, count=len(position.chien))

    def solve(self, position: EcartPosition) -> CardSet:
        """One legal écart, to show as the solution: the first cards the core allows, ordinary
        cards before the trumps it may force in (RULES.md §4)."""
        return legal_ecart(position.hand, position.chien, order=lambda card: (card.half_points, card))

    def judge(self, exercise, given: CardSet) -> Verdict:
        position = exercise.position
        verdict = check_ecart(position.hand, position.chien, given)
        if verdict.legal:
            return Verdict.right("legal_ecart", {"must_show": verdict.must_show}, Deferred(verdict.explain))
        first = verdict.problems[0]
        params = {"cards": first.cards, **first.params, "problems": tuple(issue.code for issue in verdict.problems)}
        return Verdict.wrong(first.code, params, Deferred(verdict.explain))

    def solution(self, position: EcartPosition, lang: str) -> str:
        return i18n.text("exercise.expected.ecart", lang, cards=self.solve(position).text(lang))

    def right_answers(self, position: EcartPosition) -> tuple:
        return (self.solve(position).text("fr"),)

    def solution_words(self, position: EcartPosition, lang: str) -> tuple[str, ...]:
        return self.solution(position, lang), self.solve(position).text(lang)

    def wrong_answers(self, position: EcartPosition) -> tuple:
        """One card too few; and, where the taker has a king, that king put aside."""
        ecart = list(self.solve(position))
        wrong = [CardSet(ecart[1:]).text("en")]
        kings = [card for card in position.hand | position.chien if card.rank == 14 and not card.is_trump]
        if kings:
            wrong.append(CardSet([kings[0], *[card for card in ecart if card != kings[0]][1:]]).text("fr"))
        return tuple(wrong)

    def hint(self, exercise, level: int, lang: str) -> str:
        position = exercise.position
        if level == 1:
            return i18n.text("exercise.hints.ecart.2", lang)
        if level == 2:
            cards = position.hand | position.chien
            banned = sum(1 for card in cards if card.is_bout or card.rank == 14 and not card.is_trump)
            trumps = sum(1 for card in cards if card.is_trump)
            count, total = len(position.chien), len(cards)
            return i18n.text("exercise.look.ecart", lang, count=count, total=total, banned=banned, trumps=trumps)
        forced = sum(1 for card in self.solve(exercise.position) if card.is_trump)
        return i18n.text("exercise.nearly.ecart_trumps", lang, count=forced)

    def target(self, position: EcartPosition) -> tuple:
        forced = sum(1 for card in self.solve(position) if card.is_trump)
        return position.players, len(position.chien), forced

    def vary(self, position: EcartPosition, rng: random.Random) -> EcartPosition:
        relabel, _ = relabelling_and_turn(position, rng)
        return replace(position, hand=relabelled(position.hand, relabel), chien=relabelled(position.chien, relabel))

    def generate(self, situation: str, rng: random.Random) -> EcartPosition:
        players = rng.choice((3, 4, 5))
        dealt = deal(players, seed=rng.randrange(2**32))
        taker = rng.randrange(players)
        return EcartPosition(players=players, hand=dealt.hands[taker], chien=dealt.chien)


def hand_and_chien_lines(position, lang: str) -> list[str]:
    return [
        cards_line("exercise.position.hand", position.hand, lang),
        cards_line("exercise.position.chien", position.chien, lang),
    ]


def hand_and_chien_pictures(position, lang: str) -> list[str]:
    return [
        cards_picture(position.hand, "exercise.picture.hand", lang),
        cards_picture(position.chien, "table.view.chien", lang),
    ]
