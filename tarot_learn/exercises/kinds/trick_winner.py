"""Who wins this trick? (``trick_winner``) — RULES.md §5 "Winner", §6: the verdict and its reason
are ``explain_winner``'s. The learner names a seat, counted from 1, or the winning card."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from ... import i18n
from ...cards import EXCUSE, Card
from ...deal import deal
from ...i18n import Deferred, Sentence
from ...play import as_trick, explain_winner, trick_state, trick_winner
from ...seats import seat_names
from ...strategy.playout import play_on, start_play
from ..answers import AnswerError, read_card, read_seat, refuse_non_answers
from .base import Kind, Position, Verdict
from .misconceptions import Misconception
from .show import cards_picture, named, trick_line, trick_picture
from .shuffle import relabelling_and_turn


@dataclass(frozen=True, kw_only=True)
class TrickPosition(Position):
    """A whole trick, its cards in the order played from ``leader``'s seat."""

    trick: tuple[Card, ...]
    leader: int = 0

    @property
    def trick_seats(self) -> tuple[int, ...]:
        return tuple((self.leader + offset) % self.players for offset in range(len(self.trick)))


# --- what a wrong winner reveals (issue 23) ---------------------------------------------------------------
def _given_card(position: TrickPosition, seat: int) -> Card:
    return position.trick[position.trick_seats.index(seat)]


def _winner_card(position: TrickPosition) -> Card:
    return position.trick[trick_winner(position.trick)]


def _card_spotted(test):
    """A ``spotted`` function: the card of the seat given passes ``test(position, card, winner)``."""

    def spotted(position: TrickPosition, seat: int):
        card = _given_card(position, seat)
        return {"card": card} if test(position, card, _winner_card(position)) else None

    return spotted


def _ace_high(position, card, winner) -> bool:
    return not card.is_trump and card.rank == 1 and card.suit is winner.suit


def _off_suit(position, card, winner) -> bool:
    return not winner.is_trump and not card.is_trump and card is not EXCUSE and card.suit is not winner.suit


def _first_trump(position, card, winner) -> bool:
    return card.is_trump and card is next(played for played in position.trick if played.is_trump)


TRICK_MISCONCEPTIONS = (
    Misconception("excuse_wins", _card_spotted(lambda position, card, winner: card is EXCUSE), "06", "excuse_no_win"),
    Misconception(
        "trump_wins_missed",
        _card_spotted(lambda position, card, winner: winner.is_trump and not card.is_trump),
        "05",
        "trick_winner",
    ),
    Misconception("ace_high", _card_spotted(_ace_high), "01", "suits"),
    Misconception("off_suit_wins", _card_spotted(_off_suit), "05", "trick_winner"),
    Misconception("first_trump_wins", _card_spotted(_first_trump), "05", "trick_winner"),
)


class TrickWinner(Kind):
    name = "trick_winner"
    position = TrickPosition
    answer_form = "winner"
    one_card = True
    chapters = ("play", "excuse")
    situations = ("trick_winner",)
    misconceptions = TRICK_MISCONCEPTIONS

    def question(self, position: TrickPosition, lang: str) -> str:
        leader = named(position.leader, position.players, lang)
        return i18n.text("exercise.question.trick_winner", lang, leader=leader, players=position.players)

    def position_lines(self, position: TrickPosition, lang: str) -> list[str]:
        return [trick_line(position.trick, position.trick_seats, None, position.players, lang)]

    def pictures(self, position: TrickPosition, lang: str) -> list[str]:
        # A row of cards: the table would frame the winner and give the answer away.
        return [cards_picture(list(position.trick), "exercise.picture.trick", lang)]

    def answer_cards(self, position: TrickPosition) -> tuple[Card, ...]:
        return position.trick

    def solution_picture(self, position: TrickPosition, lang: str) -> str:
        # Nobody is "you" in this question: the seats are numbered from 1, as the question numbers them.
        return trick_picture(
            position.trick,
            seats=position.trick_seats,
            players=position.players,
            lang=lang,
            names=seat_names(None, position.players, lang),
        )

    def read_answer(self, answer, position: TrickPosition) -> int:
        """A seat (``2``, ``"2"``, ``"joueur 2"``, within the table's seats) or a card of the trick
        (``"18"``, ``"R♥"``; a number too big for a seat, such as 21, is read as that trump)."""
        refuse_non_answers(answer, "winner")
        try:
            return read_seat(answer, position.players)
        except AnswerError:
            card = read_card(answer)
        if card not in position.trick:
            raise AnswerError("exercise.answer.not_in_trick", card=card, trick=position.trick)
        return position.trick_seats[position.trick.index(card)]

    def solve(self, position: TrickPosition) -> int:
        return position.trick_seats[trick_winner(position.trick)]

    def judge(self, exercise, given: int) -> Verdict:
        position = exercise.position
        verdict = explain_winner(position.trick, seats=position.trick_seats)
        if given == verdict.seat:
            return Verdict.right(
                verdict.reason.name.lower(), {"seat": given, "card": verdict.card}, Deferred(verdict.explain)
            )
        card = position.trick[position.trick_seats.index(given)]
        rule, params = _why_not(card, verdict)
        return Verdict.wrong(rule, params, Sentence(_SENTENCES[rule], params))

    def solution(self, position: TrickPosition, lang: str) -> str:
        seat = self.solve(position)
        card = position.trick[position.trick_seats.index(seat)]
        return i18n.text("exercise.expected.trick_winner", lang, seat=named(seat, position.players, lang), card=card)

    def right_answers(self, position: TrickPosition) -> tuple:
        seat = self.solve(position)
        return seat + 1, position.trick[position.trick_seats.index(seat)].name("fr")  # "atout 3", not the seat 3

    def solution_words(self, position: TrickPosition, lang: str) -> tuple[str, ...]:
        seat = self.solve(position)
        winner = position.trick[position.trick_seats.index(seat)]
        return self.solution(position, lang), named(seat, position.players, lang), winner.text(lang)

    def wrong_answers(self, position: TrickPosition) -> tuple:
        return tuple(seat + 1 for seat in position.trick_seats if seat != self.solve(position))

    def hint(self, exercise, level: int, lang: str) -> str:
        trick = exercise.position.trick
        led, top = trick_state(trick)
        if level == 1:
            return i18n.text(f"exercise.hints.{exercise.situation or self.name}.2", lang)
        if level == 2:
            key = "exercise.look.winner_trumped" if top else "exercise.look.winner_suit"
            return i18n.text(key, lang, suit=led)
        if top:
            count = sum(1 for card in trick if card.is_trump)
            return i18n.text("exercise.nearly.winner_trumps", lang, count=count)
        count = sum(1 for card in trick if card.suit is led)
        return i18n.text("exercise.nearly.winner_suit", lang, count=count, suit=led)

    def target(self, position: TrickPosition) -> tuple:
        verdict = explain_winner(position.trick)
        return position.players, verdict.reason, len(position.trick), EXCUSE in position.trick

    def vary(self, position: TrickPosition, rng: random.Random) -> TrickPosition:
        relabel, turn = relabelling_and_turn(position, rng)
        return replace(
            position,
            trick=tuple(relabel[card] for card in position.trick),
            leader=(position.leader + turn) % position.players,
        )

    def generate(self, situation: str, rng: random.Random) -> TrickPosition:
        """The first trick of a deal played with random legal cards."""
        players = rng.choice((3, 4, 5))
        dealt = deal(players, seed=rng.randrange(2**32), dealer=rng.randrange(players))
        game = play_on(start_play(dealt), rng, stop=lambda game: len(game.tricks) == 1)
        first = game.tricks[0]
        return TrickPosition(players=players, trick=first.cards, leader=first.seats[0])


_SENTENCES = {
    "excuse_never_wins": "play.winner.excuse_never_wins",
    "trumped": "exercise.winner.trumped",
    "higher_trump": "exercise.winner.higher_trump",
    "not_led_suit": "exercise.winner.not_led_suit",
    "higher_in_suit": "exercise.winner.higher_in_suit",
}


def _why_not(card: Card, verdict) -> tuple[str, dict]:
    """Why the learner's card does not win, read from the core's winner — without naming it."""
    winner = verdict.card
    led = as_trick(verdict.trick).led
    if card is EXCUSE:
        return "excuse_never_wins", {}
    if winner.is_trump and not card.is_trump:
        return "trumped", {"card": card}
    if winner.is_trump:
        return "higher_trump", {"card": card}
    if card.suit is not led:
        return "not_led_suit", {"card": card, "suit": led}
    return "higher_in_suit", {"card": card, "suit": led}
