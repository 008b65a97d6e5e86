"""What a hand holds (RULES.md §2, §7): the Petit sec (``petit_sec``, from ``has_petit_sec``: a
two-choice question) and the biggest poignée it may show (``biggest_poignee``, from
``poignee_options``). The words name no card: a learner's variant re-draws the hand."""

from __future__ import annotations

import random
from dataclasses import replace

from ... import i18n
from ...cards import EXCUSE, CardSet, trump
from ...deal import has_petit_sec
from ...poignee import POIGNEE_SIZES, poignee_options
from ..answers import read_poignee, read_yes_no
from .misconceptions import Misconception, when
from .rules_question import HandPosition, HandShown, RulesQuestion
from .shuffle import relabelled, relabelling

_PETIT = trump(1)


def _trumps(hand) -> set:
    return {card for card in hand if card.is_trump}


def _biggest(hand, players: int):
    options = poignee_options(hand, players)
    return options[-1] if options else None


def _excuse_left_out(position: HandPosition, given) -> bool:
    """The biggest poignée counted without the Excuse, which counts as a trump."""
    return EXCUSE in position.hand and given == _biggest(position.hand - CardSet([EXCUSE]), position.players)


def _other_table(position: HandPosition, given) -> bool:
    """The biggest poignée of this hand at another number of players: their thresholds differ."""
    return any(given == _biggest(position.hand, players) for players in (3, 4, 5) if players != position.players)


class _HandQuestion(HandShown, RulesQuestion):
    position = HandPosition

    def vary(self, position: HandPosition, rng: random.Random) -> HandPosition:
        """The hand's cards re-drawn: the question's words name none."""
        return replace(position, hand=relabelled(position.hand, relabelling(position.cards(), rng)))


class PetitSec(_HandQuestion):
    name = "petit_sec"
    answer_form = "yes_no"
    two_choices = True
    chapters = ("dealing",)
    area = "petit_sec"
    misconceptions = (
        Misconception(
            "petit_sec_with_excuse",
            when(lambda position, given: given and EXCUSE in position.hand and _trumps(position.hand) == {_PETIT}),
            "02",
            "petit_sec",
        ),
        Misconception("petit_sec_not_alone", when(lambda position, given: given is True), "02", "petit_sec"),
    )

    def read_answer(self, answer, position: HandPosition) -> bool:
        return read_yes_no(answer)

    def solve(self, position: HandPosition) -> bool:
        return has_petit_sec(position.hand)

    def answer_words(self, position: HandPosition, value: bool, lang: str) -> str:
        return i18n.text("exercise.answer_is.yes" if value else "exercise.answer_is.no", lang)

    def right_answers(self, position: HandPosition) -> tuple:
        return ("oui", True) if self.solve(position) else ("non", False)

    def wrong_answers(self, position: HandPosition) -> tuple:
        return ("no",) if self.solve(position) else ("yes",)


class BiggestPoignee(_HandQuestion):
    name = "biggest_poignee"
    answer_form = "poignee"
    chapters = ("scoring",)
    area = "poignee"
    misconceptions = (
        Misconception("excuse_not_counted_in_poignee", when(_excuse_left_out), "07", "score_terms"),
        Misconception("poignee_thresholds_of_other_table", when(_other_table), "07", "score_terms"),
    )

    def read_answer(self, answer, position: HandPosition):
        return read_poignee(answer)

    def solve(self, position: HandPosition):
        options = poignee_options(position.hand, position.players)
        return options[-1] if options else None

    def answer_words(self, position: HandPosition, value, lang: str) -> str:
        return value.localized(lang) if value is not None else i18n.text("exercise.answer_is.no_poignee", lang)

    def right_answers(self, position: HandPosition) -> tuple:
        poignee = self.solve(position)
        return ("aucune",) if poignee is None else (poignee.name.lower(),)

    def hint(self, exercise, level: int, lang: str) -> str:
        """Levels 1 and 2 are the poignée's rule and what to count; the last one counts this hand's
        trumps (the Excuse stands in for one, RULES.md §7) beside this table's thresholds."""
        if level < 3:
            return super().hint(exercise, level, lang)
        position = exercise.position
        simple, double, triple = POIGNEE_SIZES[position.players]
        trumps = sum(1 for card in position.hand if card.is_trump or card.is_excuse)
        params = {"trumps": trumps, "players": position.players, "simple": simple, "double": double}
        return i18n.text("exercise.nearly.biggest_poignee", lang, **params, triple=triple)

    def wrong_answers(self, position: HandPosition) -> tuple:
        poignee = self.solve(position)
        return ("aucune",) if poignee is not None else ("simple",)
