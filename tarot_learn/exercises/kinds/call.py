"""The call at five players (RULES.md §4): the cards the taker may call (``callable_cards``, from
``callable_cards``) and who his partner is (``partner``, from ``partner_of``: the holder of the
called card, or nobody when it is the taker's own or in the chien)."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from ...call import callable_cards, partner_of
from ...cards import EXCUSE, Card, CardSet
from ..answers import read_cards, read_seat_or_nobody
from .base import Position
from .misconceptions import Misconception, when
from .rules_question import HandPosition, HandShown, RulesQuestion, seat_or_none_words, turn_seats
from .shuffle import relabelled, relabelling


@dataclass(frozen=True, kw_only=True)
class PartnerPosition(Position):
    """The ``taker`` and his ``hand``, the ``called_card``, and where it lies: its ``holder``'s seat,
    or ``"chien"``."""

    taker: int
    hand: CardSet
    called_card: Card
    holder: int | str


def _lower_rank_called(position: HandPosition, given: CardSet) -> bool:
    """A card of a rank lower than the callable one: a queen while a king may still be called."""
    ranks = {card.rank for card in callable_cards(position.hand)}
    return any(not card.is_trump and card is not EXCUSE and card.rank < min(ranks) for card in given)


def _own_king_left_out(position: HandPosition, given: CardSet) -> bool:
    """The callable cards the taker holds himself are left out: he may call his own king."""
    return bool((CardSet(callable_cards(position.hand)) - given) & position.hand)


class _CallQuestion(HandShown, RulesQuestion):
    chapters = ("ecart",)
    area = "call"


class CallableCards(_CallQuestion):
    name = "callable_cards"
    position = HandPosition
    answer_form = "cards"
    misconceptions = (
        Misconception(
            "trump_called",
            when(lambda position, given: any(card.is_trump or card is EXCUSE for card in given)),
            "04",
            "call",
        ),
        Misconception("lower_rank_called", when(_lower_rank_called), "04", "call"),
        Misconception("own_king_not_callable", when(_own_king_left_out), "04", "call"),
    )

    def read_answer(self, answer, position: HandPosition) -> CardSet:
        return read_cards(answer)

    def solve(self, position: HandPosition) -> CardSet:
        return CardSet(callable_cards(position.hand))

    def answer_words(self, position: HandPosition, value: CardSet, lang: str) -> str:
        return value.text(lang)

    def right_answers(self, position: HandPosition) -> tuple:
        return (self.solve(position).text("fr"),)

    def wrong_answers(self, position: HandPosition) -> tuple:
        """The Petit (never called), and the callable cards but one."""
        callable = list(self.solve(position))
        return "1", CardSet(callable[1:]).text("en")

    def target(self, position: HandPosition) -> tuple:
        return frozenset(card.rank for card in self.solve(position))

    def vary(self, position: HandPosition, rng: random.Random) -> HandPosition:
        """The hand's cards re-drawn: the question's words name none."""
        return replace(position, hand=relabelled(position.hand, relabelling(position.cards(), rng)))


class Partner(_CallQuestion):
    name = "partner"
    position = PartnerPosition
    answer_form = "seat_or_alone"
    misconceptions = (
        Misconception("taker_own_partner", when(lambda position, given: given == position.taker), "04", "call"),
        Misconception(
            "called_card_in_chien_partner",
            when(lambda position, given: position.holder == "chien" and given is not None),
            "04",
            "call",
        ),
        Misconception("called_card_holder_missed", when(lambda position, given: given is None), "04", "call"),
    )

    def read_answer(self, answer, position: PartnerPosition) -> int | None:
        return read_seat_or_nobody(answer, position.players, "seat_or_alone")

    def solve(self, position: PartnerPosition) -> int | None:
        hands = [CardSet() for _ in range(position.players)]
        hands[position.taker] = position.hand
        called = CardSet([position.called_card])
        if position.holder == "chien":
            return partner_of(position.taker, position.called_card, hands, called)
        hands[int(position.holder)] = hands[int(position.holder)] | called
        return partner_of(position.taker, position.called_card, hands, CardSet())

    def answer_words(self, position: PartnerPosition, value, lang: str) -> str:
        return seat_or_none_words(value, position.players, "exercise.answer_is.partner_none", lang)

    def right_answers(self, position: PartnerPosition) -> tuple:
        partner = self.solve(position)
        return ("seul", "alone") if partner is None else (partner + 1, f"joueur {partner + 1}")

    def target(self, position: PartnerPosition) -> tuple:
        """Where the called card is: in the chien, in the taker's own hand, or with another player."""
        holder = position.holder
        return position.players, "chien" if holder == "chien" else "taker" if holder == position.taker else "other"

    def vary(self, position: PartnerPosition, rng: random.Random) -> PartnerPosition:
        """The table turned round: the taker and the holder of the called card move together."""
        turn = rng.randrange(position.players)
        holder = position.holder if position.holder == "chien" else (int(position.holder) + turn) % position.players
        return replace(position, taker=(position.taker + turn) % position.players, holder=holder)

    def reword(self, bank: PartnerPosition, variant: PartnerPosition, text: str, lang: str) -> str | None:
        return turn_seats(text, (variant.taker - bank.taker) % bank.players, bank.players)

    def wrong_answers(self, position: PartnerPosition) -> tuple:
        """The taker himself; "alone" when the holder of the called card is his partner."""
        partner = self.solve(position)
        return (position.taker + 1,) if partner is None else ("seul",)
