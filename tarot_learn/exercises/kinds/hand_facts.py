"""What a hand holds (RULES.md §2, §7): the Petit sec (``petit_sec``, from ``has_petit_sec``: a
two-choice question) and the biggest poignée it may show (``biggest_poignee``, from
``poignee_options``). The words name no card: a learner's variant re-draws the hand."""

from __future__ import annotations

import random
from dataclasses import replace

from ... import i18n
from ...deal import has_petit_sec
from ...poignee import poignee_options
from ..answers import read_poignee, read_yes_no
from .rules_question import HandPosition, HandShown, RulesQuestion
from .shuffle import relabelled, relabelling


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

    def wrong_answers(self, position: HandPosition) -> tuple:
        poignee = self.solve(position)
        return ("aucune",) if poignee is not None else ("simple",)
