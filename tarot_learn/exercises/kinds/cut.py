"""The cut and the misdeal (RULES.md §2): who cuts (``cutter``: the player on the dealer's left),
whether a cut is regular (``cut_size``: more than 3 cards lifted and more than 3 left, the core's
``check_cut``), and who deals next (``next_dealer``: the player on the dealer's right after a deal
played, thrown in or cancelled for a Petit sec; the same dealer after a misdeal). Seats are written
as the learner counts them, from 1."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from ... import i18n
from ...cards import DECK
from ...deal import CUT_LEAVES, check_cut, cutter, next_dealer
from ...errors import TarotError
from ...i18n import Sentence
from ..answers import read_yes_no
from .base import Kind, Position, Verdict
from .misconceptions import Misconception
from .show import Seat, SeatAnswer, named

PACK = len(DECK)
EVENTS = ("played", "all_passed", "petit_sec", "misdeal")  # how the previous deal ended


@dataclass(frozen=True, kw_only=True)
class DealerPosition(Position):
    """The dealer, and how his deal ended (``event``, one of :data:`EVENTS`: for ``next_dealer``)."""

    dealer: int = 0
    event: str = "played"


@dataclass(frozen=True, kw_only=True)
class CutPosition(Position):
    """How many cards the cutter lifts from the 78."""

    cut: int


class _SeatQuestion(SeatAnswer, Kind):
    """A question on the dealer's neighbours, answered by a seat counted from 1."""

    position = DealerPosition
    chapters = ("dealing",)

    def vary(self, position: DealerPosition, rng: random.Random) -> DealerPosition:
        return replace(position, dealer=rng.randrange(position.players))

    def neighbours(self, position: DealerPosition) -> dict[int, str]:
        """The dealer, his right and his left, by the mistake each answer reveals."""
        players, dealer = position.players, position.dealer
        return {dealer: "dealer", (dealer + 1) % players: "right", (dealer - 1) % players: "left"}


class Cutter(_SeatQuestion):
    name = "cutter"
    situations = ("cutter",)
    generic_wrong_reason = True
    misconceptions = (
        Misconception(
            "dealer_cuts",
            lambda position, given: _near(position, given, 0),
            "02",
            "cut",
            "exercise.cutter.wrong.dealer",
        ),
        Misconception(
            "right_of_dealer_cuts",
            lambda position, given: _near(position, given, 1),
            "02",
            "cut",
            "exercise.cutter.wrong.right",
        ),
    )

    def question(self, position: DealerPosition, lang: str) -> str:
        dealer = named(position.dealer, position.players, lang)
        return i18n.text("exercise.question.cutter", lang, players=position.players, dealer=dealer)

    def solve(self, position: DealerPosition) -> int:
        return cutter(position.dealer, position.players)

    def judge(self, exercise, given: int) -> Verdict:
        position = exercise.position
        params = {"given": Seat(given, position.players), "dealer": Seat(position.dealer, position.players)}
        if given == self.solve(position):
            return Verdict.right("left_of_dealer_cuts", params, Sentence("exercise.cutter.right", params))
        mistake = self.neighbours(position).get(given, "other")
        return Verdict.wrong("left_of_dealer_cuts", params, Sentence(f"exercise.cutter.wrong.{mistake}", params))

    def wrong_answers(self, position: DealerPosition) -> tuple:
        """The dealer, and the player on his right (who receives the first packet)."""
        return position.dealer + 1, (position.dealer + 1) % position.players + 1

    def hint(self, exercise, level: int, lang: str) -> str:
        dealer = named(exercise.position.dealer, exercise.position.players, lang)
        if level == 1:
            return i18n.text("exercise.hints.cutter.1", lang)
        if level == 2:
            return i18n.text("exercise.look.cutter", lang, dealer=dealer)
        return i18n.text("exercise.nearly.cutter", lang, dealer=dealer)

    def target(self, position: DealerPosition) -> tuple:
        return (position.players,)

    def generate(self, situation: str, rng: random.Random) -> DealerPosition:
        players = rng.choice((3, 4, 5))
        return DealerPosition(players=players, dealer=rng.randrange(players))


class NextDealer(_SeatQuestion):
    name = "next_dealer"
    situations = ("next_dealer",)
    generic_wrong_reason = True
    misconceptions = (
        Misconception(
            "misdeal_passes_the_deal",
            lambda position, given: _near(position, given, 1) if position.event == "misdeal" else None,
            "02",
            "misdeal",
            "exercise.next_dealer.wrong.misdeal",
        ),
        Misconception(
            "dealer_deals_again",
            lambda position, given: _near(position, given, 0) if position.event != "misdeal" else None,
            "02",
            "next_dealer",
            "exercise.next_dealer.wrong.dealer",
        ),
        Misconception(
            "deal_passes_left",
            lambda position, given: _near(position, given, -1) if position.event != "misdeal" else None,
            "02",
            "next_dealer",
            "exercise.next_dealer.wrong.left",
        ),
    )

    def question(self, position: DealerPosition, lang: str) -> str:
        dealer = named(position.dealer, position.players, lang)
        event = i18n.text(f"exercise.next_dealer.event.{position.event}", lang)
        return i18n.text("exercise.question.next_dealer", lang, players=position.players, dealer=dealer, event=event)

    def solve(self, position: DealerPosition) -> int:
        if position.event not in EVENTS:
            raise TarotError("error.option", given=repr(position.event), name="event", choices=", ".join(EVENTS))
        return next_dealer(position.dealer, position.players, misdeal=position.event == "misdeal")

    def judge(self, exercise, given: int) -> Verdict:
        position = exercise.position
        params = {"given": Seat(given, position.players), "dealer": Seat(position.dealer, position.players)}
        rule = "misdeal_same_dealer" if position.event == "misdeal" else "deal_passes_right"
        if given == self.solve(position):
            return Verdict.right(rule, params, Sentence(f"exercise.next_dealer.right.{rule}", params))
        # After a misdeal the answer is the dealer: his name is not said, the rule is.
        mistake = "misdeal" if position.event == "misdeal" else self.neighbours(position).get(given, "other")
        return Verdict.wrong(rule, params, Sentence(f"exercise.next_dealer.wrong.{mistake}", params))

    def wrong_answers(self, position: DealerPosition) -> tuple:
        """After a misdeal, the player on the dealer's right; otherwise the dealer himself and the
        player on his left (the deal going the wrong way)."""
        players, dealer = position.players, position.dealer
        if position.event == "misdeal":
            return ((dealer + 1) % players + 1,)
        return dealer + 1, (dealer - 1) % players + 1

    def hint(self, exercise, level: int, lang: str) -> str:
        position = exercise.position
        dealer = named(position.dealer, position.players, lang)
        if level == 1:
            return i18n.text("exercise.hints.next_dealer.1", lang)
        if level == 2:  # after a misdeal the answer is the dealer: the hints do not name him
            return i18n.text(f"exercise.look.next_dealer.{position.event}", lang, dealer=dealer)
        kind = "misdeal" if position.event == "misdeal" else "passes"
        return i18n.text(f"exercise.nearly.next_dealer.{kind}", lang, dealer=dealer)

    def target(self, position: DealerPosition) -> tuple:
        """The table, and what the core tells apart: a misdeal (the same dealer) or not (the deal passes on)."""
        return position.players, position.event == "misdeal"

    def vary(self, position: DealerPosition, rng: random.Random) -> DealerPosition:
        """Another dealer; a deal played, thrown in or cancelled for a Petit sec all pass the deal on."""
        events = ("misdeal",) if position.event == "misdeal" else ("played", "all_passed", "petit_sec")
        return replace(position, dealer=rng.randrange(position.players), event=rng.choice(events))

    def generate(self, situation: str, rng: random.Random) -> DealerPosition:
        players = rng.choice((3, 4, 5))
        return DealerPosition(players=players, dealer=rng.randrange(players), event=rng.choice(EVENTS))


class CutSize(Kind):
    """Is this cut regular? (RULES.md §2: more than 3 cards lifted, more than 3 left.)"""

    name = "cut_size"
    position = CutPosition
    answer_form = "yes_no"
    two_choices = True
    chapters = ("dealing",)
    situations = ("cut_size",)
    generic_wrong_reason = True
    misconceptions = (
        Misconception(
            "cut_limit_missed",
            lambda position, given: _parts(position) if given else None,
            "02",
            "cut",
            "exercise.cut_size.wrong",
        ),
        Misconception(
            "regular_cut_refused",
            lambda position, given: _parts(position) if not given else None,
            "02",
            "cut",
            "exercise.cut_size.wrong",
        ),
    )

    def question(self, position: CutPosition, lang: str) -> str:
        return i18n.text("exercise.question.cut_size", lang, cut=position.cut, left=PACK - position.cut)

    def read_answer(self, answer, position: CutPosition) -> bool:
        return read_yes_no(answer)

    def solve(self, position: CutPosition) -> bool:
        try:
            check_cut(position.cut)
        except TarotError:
            return False
        return True

    def judge(self, exercise, given: bool) -> Verdict:
        cut = exercise.position.cut
        params = {"cut": cut, "left": PACK - cut, "least": CUT_LEAVES}
        if given == self.solve(exercise.position):
            return Verdict.right("cut_leaves_four", params, Sentence("exercise.cut_size.right", params))
        return Verdict.wrong("cut_leaves_four", params, Sentence("exercise.cut_size.wrong", params))

    def solution(self, position: CutPosition, lang: str) -> str:
        answer = i18n.text("exercise.answer_is.yes" if self.solve(position) else "exercise.answer_is.no", lang)
        return i18n.text("exercise.answer_is.sentence", lang, answer=answer)

    def right_answers(self, position: CutPosition) -> tuple:
        return ("oui", "yes", True) if self.solve(position) else ("non", "no", False)

    def wrong_answers(self, position: CutPosition) -> tuple:
        return ("non",) if self.solve(position) else ("oui",)

    def hint(self, exercise, level: int, lang: str) -> str:
        cut = exercise.position.cut
        if level == 1:
            return i18n.text("exercise.hints.cut_size.1", lang)
        if level == 2:
            return i18n.text("exercise.look.cut_size", lang, cut=cut, left=PACK - cut)
        return i18n.text("exercise.nearly.cut_size", lang)

    def target(self, position: CutPosition) -> tuple:
        """Regular or not, which part is too small, and whether the cut is within a card or two of
        the limit: a variant keeps the same side of the limit, as near to it."""
        lifted, left = position.cut, PACK - position.cut
        near = CUT_LEAVES - 2 <= min(lifted, left) <= CUT_LEAVES + 1
        if lifted < CUT_LEAVES:
            return "too_few_lifted", near
        if left < CUT_LEAVES:
            return "too_few_left", near
        return "regular", near

    def vary(self, position: CutPosition, rng: random.Random) -> CutPosition:
        return replace(position, cut=_a_cut(rng))

    def generate(self, situation: str, rng: random.Random) -> CutPosition:
        return CutPosition(cut=_a_cut(rng))


def _a_cut(rng: random.Random) -> int:
    """A number of cards lifted, as often near either limit as in the middle of the pack."""
    return rng.choice((rng.randrange(1, 8), rng.randrange(8, PACK - 7), rng.randrange(PACK - 7, PACK)))


def _near(position: DealerPosition, given: int, offset: int) -> dict | None:
    """The sentence's parameters when ``given`` sits ``offset`` seats from the dealer (0: the dealer
    himself, 1: on his right, -1: on his left), else None."""
    if given != (position.dealer + offset) % position.players:
        return None
    return {"given": Seat(given, position.players), "dealer": Seat(position.dealer, position.players)}


def _parts(position: CutPosition) -> dict:
    return {"cut": position.cut, "left": PACK - position.cut, "least": CUT_LEAVES}
