"""Tarot problems (*problèmes de tarot*, lesson 11): which card is best here? — ``best_card``.

The position is a seeded deal played by bots up to the learner's turn
(:func:`tarot_learn.strategy.problems.replay`: ``seed`` and ``moves`` rebuild it); the answer is
the card the evaluator certified clearly best there (``tools/find_problems.py``), stored in
the bank with the card points it keeps over the next best (``gain``) and the sampled ``deals``
measured. Grading compares the learner's card with the stored answer: nothing is simulated while
a learner waits. An illegal card gets the rule it breaks (RULES.md §5–6, ``explain_play``).

A learner's variant relabels the suits (:mod:`.relabel`): the rules treat the suits alike, so the
certified card, relabelled, stays the best one, by the same gain; the stored numbers still rebuild the
bank's deal, which the class discusses as it is (``SAME_FOR_EVERYONE``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from functools import lru_cache

from ... import i18n
from ...cards import Card, CardSet
from ...i18n import Sentence
from ...seats import seat_name
from ..answers import read_card
from .base import Kind, Position, Verdict
from .misconceptions import Misconception, when
from .play import broken
from .relabel import draw_suits, relabel_cards, relabelled_game
from .show import cards_line, cards_picture, trick_line, trick_picture


@dataclass(frozen=True, kw_only=True)
class ProblemPosition(Position):
    """``Game(players, seed=seed)`` after ``moves`` actions of the seeded bots; ``best`` the card
    certified best (with its twins, worth exactly the same), ``gain`` the card points it keeps over
    the next best on average, over ``deals`` sampled deals; ``suits`` relabels the deal's suits for a
    learner's variant (:mod:`.relabel`; "" for the bank's deal)."""

    seed: int
    moves: int
    best: CardSet
    gain: float
    deals: int
    suits: str = ""

    def cards(self) -> set[Card]:
        return set(self.hand) | set(self.game().trick.cards)

    def game(self):
        return _relabelled(self.players, self.seed, self.moves, self.suits)

    @property
    def seat(self) -> int:
        return self.game().to_act

    @property
    def hand(self) -> CardSet:
        return CardSet(self.game().hands[self.seat])


@lru_cache(maxsize=64)
def _replayed(players: int, seed: int, moves: int):
    from ...strategy.problems import replay  # the evaluator behind it is loaded only when a problem is asked

    return replay(players, seed, moves)


@lru_cache(maxsize=64)
def _relabelled(players: int, seed: int, moves: int, suits: str):
    return relabelled_game(_replayed(players, seed, moves), suits)


# --- what a wrong card reveals (the advice of lesson 11 it misses) ---------------------------------------
def _petit_not_saved(position, given) -> bool:
    """Another trump played where the certified card is the Petit, on a partner's trick."""
    return given.is_trump and not given.is_bout and any(card.is_bout and card.rank == 1 for card in position.best)


def _king_not_cashed(position, given) -> bool:
    """A lower card of the king's suit led where the certified card is that king."""
    return any(card.rank == 14 and card.suit is given.suit and given.rank < 14 for card in position.best)


class BestCard(Kind):
    name = "best_card"
    position = ProblemPosition
    answer_form = "card"
    one_card = True
    chapters = ("card_play",)
    keeps_bank_words = True
    misconceptions = (
        Misconception("petit_not_saved", when(_petit_not_saved), "11", "card_play_petit"),
        Misconception("king_not_cashed", when(_king_not_cashed), "11", "card_play_kings"),
    )

    # --- what the learner sees ---------------------------------------------------------------------
    def position_lines(self, position: ProblemPosition, lang: str) -> list[str]:
        game = position.game()
        seat = position.seat
        trick = len(game.tricks) + 1
        if game.taker == seat:
            deal = i18n.text("exercise.problem.deal_taker", lang, contract=game.contract, trick=trick)
        else:
            taker = seat_name(game.taker, seat, position.players, lang, noun=True)
            deal = i18n.text("exercise.problem.deal", lang, taker=taker, contract=game.contract, trick=trick)
        return [
            deal,
            cards_line("exercise.position.hand", position.hand, lang),
            trick_line(game.trick.cards, game.trick.seats, seat, position.players, lang),
        ]

    def pictures(self, position: ProblemPosition, lang: str) -> list[str]:
        game = position.game()
        table = trick_picture(
            game.trick.cards,
            seats=game.trick.seats,
            players=position.players,
            leader=game.leader,
            lang=lang,
            viewer=position.seat,
        )
        return [table, cards_picture(position.hand, "exercise.picture.hand", lang)]

    def answer_cards(self, position: ProblemPosition) -> CardSet:
        return position.hand

    # --- the answer --------------------------------------------------------------------------------
    def read_answer(self, answer, position: ProblemPosition) -> Card:
        return read_card(answer)

    def solve(self, position: ProblemPosition) -> Card:
        """The certified card (the first of its twins, if it has any: each is right)."""
        return next(iter(position.best))

    def judge(self, exercise, given: Card) -> Verdict:
        position = exercise.position
        verdict = position.game().explain_play(position.seat, given)
        if not verdict.legal:
            return broken(verdict)
        params = {"gain": position.gain, "deals": position.deals}
        if given in position.best:
            return Verdict.right("best_card", params, Sentence("exercise.problem.right", params))
        return Verdict.wrong(
            "not_best_card",
            params,
            Sentence("exercise.problem.not_best", params),
            Sentence("exercise.problem.where"),
        )

    def solution(self, position: ProblemPosition, lang: str) -> str:
        return i18n.text(
            "exercise.problem.expected", lang, cards=position.best.text(lang), gain=position.gain, deals=position.deals
        )

    def right_answers(self, position: ProblemPosition) -> tuple:
        return tuple(card.text("fr") for card in position.best)

    def wrong_answers(self, position: ProblemPosition) -> tuple:
        legal = position.game().legal_cards(position.seat)
        return tuple(card.text("en") for card in legal - position.best)

    def solution_words(self, position: ProblemPosition, lang: str) -> tuple[str, ...]:
        return self.solution(position, lang), *(card.text(lang) for card in position.best)

    # --- hints -------------------------------------------------------------------------------------
    def hint(self, exercise, level: int, lang: str) -> str:
        position = exercise.position
        if level == 1:
            return i18n.text("exercise.problem.rule", lang)
        if level == 2:
            legal = position.game().legal_cards(position.seat)
            return i18n.text("exercise.problem.look", lang, count=len(legal))
        return i18n.text(f"exercise.problem.nearly.{exercise.situation}", lang)

    def target(self, position: ProblemPosition) -> tuple:
        """The bank's deal and moment (its suits relabelled or not), and the certificate's numbers."""
        return position.players, position.seed, position.moves, position.gain, position.deals

    def vary(self, position: ProblemPosition, rng: random.Random) -> ProblemPosition:
        """The bank's deal with its suits relabelled, and the certified cards with them."""
        suits = draw_suits(rng)
        return replace(position, suits=suits, best=relabel_cards(position.best, suits))
