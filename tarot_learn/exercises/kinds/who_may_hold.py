"""« Qui peut encore avoir le 21 ? » in the middle of a deal: the places a card may still be in,
as the seat knows the deal — the other seats that showed nothing against it (a seat that did not
follow to a trump lead, or played a trump under a higher one, has no higher trump, RULES.md §5) and
the unseen chien or écart (§4). Exact: the places of the deals that agree with the seat's view
(:func:`~tarot_learn.strategy.sampler.card_chances`)."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import partial

from ... import i18n
from ...cards import Card
from ...i18n import Deferred, Sentence
from ...parsing import parse_card
from ...strategy.sampler import card_chances
from ..answers import AnswerError, refuse_non_answers
from .base import Verdict
from .mid_deal import MidDealKind, MidDealPosition, game_at, place_name
from .misconceptions import Misconception, when

PILES = ("chien", "ecart")
NOBODY = ("personne", "nobody", "aucun", "none")  # written for "no place": the answer's words, not a sentence
_FILLER = re.compile(r"\b(et|and|le|la|les|the|l|a|au|à)\b|[,;/+&'’.]")


@dataclass(frozen=True, kw_only=True)
class HolderPosition(MidDealPosition):
    """A deal in progress, seen from ``seat``, and the ``card`` asked about (the 21 by default)."""

    card: Card = parse_card("21")


def places(position: HolderPosition) -> frozenset:
    """Where the card may be: other seats (numbers) and ``"chien"`` / ``"ecart"``."""
    return frozenset(card_chances(game_at(position), position.seat, position.card))


def _seen(position: HolderPosition) -> tuple[str, int] | None:
    """Why no other place can hold the card, when the seat sees it: ("holder_yours", 0) when it is in
    the seat's hand, ("holder_played", N) when it fell to trick N (counted from 1; the trick on the
    table included); None otherwise."""
    game = game_at(position)
    if position.card in game.view(position.seat).hand:
        return "holder_yours", 0
    for number, trick in enumerate([*game.tricks, game.trick], 1):
        if position.card in trick.cards:
            return "holder_played", number
    return None


def _plain(words: str) -> str:
    decomposed = unicodedata.normalize("NFKD", words.lower())
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).split())


def read_places(answer, position: HolderPosition) -> frozenset:
    """Places written as the table names them, in either language: "à droite, en face", "left and
    the chien", "personne" / "nobody"."""
    refuse_non_answers(answer, "places")
    if not isinstance(answer, str):
        raise AnswerError("exercise.drill.unread_places", given=str(answer))
    left = " " + _plain(answer) + " "
    found = set()
    names = []
    for place in [*range(position.players), *PILES]:
        for lang in i18n.LANGUAGES:
            names.append((_plain(place_name(place, position.seat, position.players, lang)), place))
    for lang in i18n.LANGUAGES:
        names.append((_plain(i18n.text("exercise.drill.place.nobody", lang)), None))
    names += [(word, None) for word in NOBODY]
    for name, place in sorted(names, key=lambda item: -len(item[0])):  # "en face a droite" before "a droite"
        pattern = re.compile(rf"(?<!\w){re.escape(name)}(?!\w)")
        if pattern.search(left):
            left = pattern.sub(" ", left)
            if place is not None:
                found.add(place)
    if _FILLER.sub(" ", left).strip():
        raise AnswerError("exercise.drill.unread_places", given=answer.strip())
    return frozenset(found)


class WhoMayHold(MidDealKind):
    name = "who_may_hold"
    position = HolderPosition
    answer_form = "places"
    misconceptions = (
        Misconception(
            "trump_void_ignored", when(lambda position, given: bool(given - places(position))), "05", "trumps_led"
        ),
    )

    def question(self, position: HolderPosition, lang: str) -> str:
        return i18n.text("exercise.drill.question.who_may_hold", lang, card=position.card)

    def read_answer(self, answer, position: HolderPosition) -> frozenset:
        return read_places(answer, position)

    def solve(self, position: HolderPosition) -> frozenset:
        return places(position)

    def answer_words(self, position: HolderPosition, value, lang: str) -> str:
        if not value:
            return i18n.text("exercise.drill.place.nobody", lang)
        ordered = sorted(value, key=lambda place: (isinstance(place, str), str(place)))
        return ", ".join(place_name(place, position.seat, position.players, lang) for place in ordered)

    def judge(self, exercise, given) -> Verdict:
        expected = self.solve(exercise.position)
        if given == expected:
            return Verdict.right(
                "may_hold",
                {"card": exercise.position.card},
                Sentence(
                    "exercise.drill.right.who_may_hold",
                    {"places": Deferred(partial(self.answer_words, exercise.position, expected))},
                ),
            )
        position = exercise.position
        params = {"card": position.card}
        seen = _seen(position)
        if seen is not None:  # the card is in the seat's hand, or on the tricks: nobody else can hold it
            rule, trick = seen
            return Verdict.wrong(rule, params, Sentence(f"exercise.drill.wrong.{rule}", {"trick": trick}))
        rule = "holder_excluded" if given - expected else "holder_forgotten"
        return Verdict.wrong(rule, params, Sentence(f"exercise.drill.wrong.{rule}"))

    def solution(self, position: HolderPosition, lang: str) -> str:
        return i18n.text(
            "exercise.drill.right.who_may_hold", lang, places=self.answer_words(position, self.solve(position), lang)
        )

    def solution_words(self, position: HolderPosition, lang: str) -> tuple[str, ...]:
        return (self.solution(position, lang),)

    def right_answers(self, position: HolderPosition) -> tuple:
        expected = self.solve(position)
        return tuple(self.answer_words(position, expected, lang) for lang in i18n.LANGUAGES)

    def wrong_answers(self, position: HolderPosition) -> tuple:
        """Every other seat (the play showed nothing), and the places but one."""
        expected = self.solve(position)
        others = frozenset(seat for seat in range(position.players) if seat != position.seat)
        wrong = [others | (expected & set(PILES))] if others - expected else []
        if len(expected) > 1:
            wrong.append(frozenset(sorted(expected, key=str)[1:]))
        return tuple(self.answer_words(position, places, "fr") for places in wrong if places != expected)

    def hint(self, exercise, level: int, lang: str) -> str:
        if level == 1:
            return i18n.text("exercise.drill.hint.who_may_hold.1", lang)
        if level == 2:
            return i18n.text("exercise.drill.hint.who_may_hold.2", lang, card=exercise.position.card)
        return i18n.text("exercise.drill.hint.who_may_hold.3", lang, count=len(self.solve(exercise.position)))
