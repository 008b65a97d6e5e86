"""The deal (RULES.md §2): how many cards in a hand, in the chien, in a packet (``deal_size``), and
who plays first (``first_player``: the player on the dealer's right). The sizes are the core's
``DEAL_SIZES``; a seat is written as the learner counts it, from 1."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from ... import i18n
from ...deal import DEAL_SIZES
from ...i18n import Sentence
from ...play import first_leader
from ..answers import read_whole_number
from .base import Kind, Position, Verdict
from .misconceptions import Misconception
from .show import Seat, SeatAnswer, named

SIZE_FACTS = ("hand", "chien", "packet")


@dataclass(frozen=True, kw_only=True)
class DealSizePosition(Position):
    """``fact`` is the size asked: ``"hand"``, ``"chien"`` or ``"packet"``."""

    fact: str
    dealer: int = 0  # named by the second and third hints (the order of the deal)


@dataclass(frozen=True, kw_only=True)
class FirstPlayerPosition(Position):
    dealer: int = 0


def _size_of(players: int, fact: str) -> int:
    return getattr(DEAL_SIZES[players], fact)


def _other_fact(position: DealSizePosition, given: int):
    """The size given is another size of the same deal (the chien's for a packet…)."""
    if given == _size_of(position.players, position.fact):
        return None
    others = [fact for fact in SIZE_FACTS if fact != position.fact and _size_of(position.players, fact) == given]
    return {"given": given, "players": position.players} if others else None


def _other_table(position: DealSizePosition, given: int):
    """The size given is this one at another number of players (3 for a packet at three)."""
    if given == _size_of(position.players, position.fact):
        return None
    others = [players for players in DEAL_SIZES if _size_of(players, position.fact) == given]
    return {"given": given, "players": position.players} if others else None


def _seat_given(offset: int):
    """A ``spotted`` function: the seat given is the dealer's + ``offset`` (0: the dealer himself)."""

    def spotted(position: FirstPlayerPosition, given: int):
        if given != (position.dealer + offset) % position.players:
            return None
        return {"given": Seat(given, position.players), "dealer": Seat(position.dealer, position.players)}

    return spotted


class _Dealing(Kind):
    """What the two questions on the deal share: their hints."""

    answer_form = "number"
    chapters = ("dealing",)
    situations = ("dealing",)

    def hint(self, exercise, level: int, lang: str) -> str:
        position = exercise.position
        dealer = named(position.dealer, position.players, lang)
        if level == 1:
            return i18n.text("exercise.hints.dealing.2", lang)
        if level == 2:
            return i18n.text("exercise.look.dealer", lang, dealer=dealer)
        return i18n.text("exercise.nearly.first_player", lang, dealer=dealer, last=position.players)


class DealSize(_Dealing):
    name = "deal_size"
    position = DealSizePosition
    generic_wrong_reason = True  # "the hands and the chien make 78 cards" says nothing of another table's sizes
    misconceptions = (
        Misconception("deal_size_of_other_table", _other_table, "02", "deal_sizes"),
        Misconception("deal_sizes_confused", _other_fact, "02", "deal_sizes"),
    )

    def question(self, position: DealSizePosition, lang: str) -> str:
        return i18n.text(f"exercise.question.dealing.{position.fact}", lang, players=position.players)

    def read_answer(self, answer, position: DealSizePosition) -> int:
        return read_whole_number(answer)

    def hint(self, exercise, level: int, lang: str) -> str:
        """The fact asked (hand, chien or packets), never the order of the deal: 1 how the 78 cards are
        shared, 2 what to work out at this number of players, 3 the other size of the deal (RULES.md §2)."""
        position = exercise.position
        fact, players = position.fact, position.players
        if level == 1:
            return i18n.text(f"exercise.hints.deal_size.{fact}", lang)
        if level == 2:
            return i18n.text(f"exercise.look.deal_size.{fact}", lang, players=players)
        size = DEAL_SIZES[players]
        rounds = size.hand // size.packet
        return i18n.text(
            f"exercise.nearly.deal_size.{fact}", lang, players=players, chien=size.chien, hand=size.hand, rounds=rounds
        )

    def solve(self, position: DealSizePosition) -> int:
        return getattr(DEAL_SIZES[position.players], position.fact)

    def judge(self, exercise, given: int) -> Verdict:
        position = exercise.position
        if given == self.solve(position):
            size = DEAL_SIZES[position.players]
            params = {"players": position.players, "hand": size.hand, "chien": size.chien, "packet": size.packet}
            return Verdict.right("deal_sizes", params, Sentence("exercise.dealing.sizes", params))
        params = {"given": given, "players": position.players}
        return Verdict.wrong("deal_sizes", params, Sentence("exercise.dealing.wrong_size", params))

    def solution(self, position: DealSizePosition, lang: str) -> str:
        return i18n.text("exercise.expected.number", lang, number=self.solve(position))

    def right_answers(self, position: DealSizePosition) -> tuple:
        return self.solve(position), str(self.solve(position))

    def wrong_answers(self, position: DealSizePosition) -> tuple:
        """One more, and the same size at another number of players (3 for a packet at three)."""
        right = self.solve(position)
        others = sorted({_size_of(players, position.fact) for players in DEAL_SIZES} - {right})
        return right + 1, *others

    def target(self, position: DealSizePosition) -> tuple:
        return position.players, position.fact  # nothing to vary: the sizes depend on the players only

    def generate(self, situation: str, rng: random.Random) -> DealSizePosition:
        players = rng.choice((3, 4, 5))
        return DealSizePosition(players=players, fact=rng.choice(SIZE_FACTS), dealer=rng.randrange(players))


class FirstPlayer(SeatAnswer, _Dealing):
    name = "first_player"
    position = FirstPlayerPosition
    answer_form = "seat"  # SeatAnswer's; _Dealing says "number" for DealSize
    misconceptions = (
        Misconception("deal_to_the_left", _seat_given(-1), "02", "direction"),
        Misconception("dealer_plays_first", _seat_given(0), "02", "direction"),
    )

    def question(self, position: FirstPlayerPosition, lang: str) -> str:
        dealer = named(position.dealer, position.players, lang)
        return i18n.text("exercise.question.dealing.first_player", lang, players=position.players, dealer=dealer)

    def solve(self, position: FirstPlayerPosition) -> int:
        return first_leader(position.dealer, position.players)  # the first card is the first player's (§5)

    def judge(self, exercise, given: int) -> Verdict:
        position = exercise.position
        seat = self.solve(position)
        dealer = Seat(position.dealer, position.players)
        if given == seat:
            params = {"dealer": dealer, "seat": Seat(seat, position.players)}
            return Verdict.right("first_player", params, Sentence("exercise.dealing.first_player", params))
        params = {"given": Seat(given, position.players), "dealer": dealer}
        return Verdict.wrong("first_player", params, Sentence("exercise.dealing.wrong_first", params))

    def wrong_answers(self, position: FirstPlayerPosition) -> tuple:
        """The dealer himself, and the player on his left (the deal goes counter-clockwise)."""
        return position.dealer + 1, (position.dealer - 1) % position.players + 1

    def target(self, position: FirstPlayerPosition) -> tuple:
        return (position.players,)

    def vary(self, position: FirstPlayerPosition, rng: random.Random) -> FirstPlayerPosition:
        return replace(position, dealer=rng.randrange(position.players))

    def generate(self, situation: str, rng: random.Random) -> FirstPlayerPosition:
        players = rng.choice((3, 4, 5))
        return FirstPlayerPosition(players=players, dealer=rng.randrange(players))
