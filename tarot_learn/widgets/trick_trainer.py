"""The trick trainer: play a card to a trick and learn why it is legal or not (RULES.md §5).

The learner sees a hand and the cards already on the table, and plays a card by clicking or
typing it. The verdict and its reason come from :func:`tarot_learn.play.explain_play`; the
legal cards, on request, from :func:`legal_cards`; once a legal card is played, the other
seats complete the trick with legal cards drawn from a seeded generator,
:func:`~tarot_learn.play.explain_winner` says who wins it and why, and
:func:`~tarot_learn.play.next_leader` who leads the next trick: the empty table shows his seat.
A seeded position comes from a real deal played out by the core (:mod:`tarot_learn.strategy.playout`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import ipywidgets as widgets

from ..cards import DECK, Card, CardSet
from ..deal import deal, deal_size
from ..display.svg import trick_svg
from ..game import Event
from ..i18n import text
from ..parsing import parse_card, parse_cards
from ..play import explain_play, explain_winner, legal_cards, next_leader
from ..seats import seat_name, seat_names
from ..strategy.playout import play_on, random_legal_card, start_play
from ._base import DealingTrainer
from ._common import CardButtons, CardEntry, Feedback, action_button, errors_shown_in, heading, paragraph


@dataclass(frozen=True)
class TrickPosition:
    """A trick in progress: the learner (``seat``) holds ``hand``; ``trick`` was played by
    ``trick_seats``; ``others`` holds the hands of the seats still to play after him."""

    players: int
    seat: int
    hand: CardSet
    trick: tuple[Card, ...]
    trick_seats: tuple[int, ...]
    others: dict[int, CardSet]


def random_position(players: int, seed: int | str) -> TrickPosition:
    """A position from a real deal: a few tricks are played with legal cards (the winner of
    each leads the next, RULES.md §5), then one to four cards of the next trick."""
    rng = random.Random(f"{seed}/trick-trainer")
    tricks = rng.randrange(deal_size(players).hand - 1)  # at least two cards stay in hand
    before_learner = rng.randrange(1, players)
    game = start_play(deal(players, seed=seed))
    play_on(game, rng, stop=lambda game: len(game.tricks) == tricks and len(game.trick.cards) == before_learner)
    seat, leader = game.to_act, game.leader
    trick_seats = tuple((leader + offset) % players for offset in range(before_learner))
    after = [(seat + offset) % players for offset in range(1, players - before_learner)]
    hand = CardSet(game.view(seat).hand)
    others = {other: CardSet(game.view(other).hand) for other in after}
    return TrickPosition(players, seat, hand, game.trick.cards, trick_seats, others)


def given_position(hand, trick, players: int, seed: int | str) -> TrickPosition:
    """The position written by a teacher: the learner is seat 0 and the trick on the table
    was played by the seats before him. The seats after him get hands drawn from the
    unseen cards, as many cards as his hand."""
    hand = CardSet(hand)
    trick = tuple(parse_cards(trick))
    legal_cards(hand, trick, players=players)  # refuses an impossible position, with its reason
    seats = tuple(range(players - len(trick), players))
    unseen = [card for card in DECK if card not in hand and card not in trick]
    random.Random(f"{seed}/others").shuffle(unseen)
    after = range(1, players - len(trick))
    size = min(len(hand), len(unseen) // max(len(after), 1))
    others = {seat: CardSet(unseen[n * size : (n + 1) * size]) for n, seat in enumerate(after)}
    return TrickPosition(players, 0, hand, trick, seats, others)


class TrickTrainer(DealingTrainer):
    """Play a card to a trick: ``TrickTrainer(hand="R♥ 7♥ 12 3", trick="5♥ 18", lang="fr")``,
    or a random position from a deal: ``TrickTrainer(players=4, seed=7)``.

    The learner clicks a card of his hand (or types it); an illegal card is refused with the
    rule that forbids it, a legal one is played and the trick is completed to show who wins.
    "New position" draws the next seeded position.
    """

    def __init__(
        self, hand=None, trick=(), *, players: int = 4, seed: int | str | None = None, lang: str | None = None
    ):
        lang = self.set_up(lang, players, seed)
        self.position_text = widgets.HTML()
        self.table = widgets.HTML()
        self.hand_buttons = CardButtons((), lang, on_pick=self.play_card)
        self.entry = CardEntry(lang, on_submit=self.play_typed, button_key="widgets.trick.play")
        self.show_legal = action_button(
            text("widgets.show_legal", lang), tooltip=text("widgets.show_legal_tooltip", lang), icon="eye", toggle=True
        )
        self.hint = widgets.HTML()
        self.feedback = Feedback(self.live)
        self.result = widgets.HTML()
        self.next_trick = widgets.HTML()  # once the trick is won: who leads the next one (RULES.md §5)
        self.retry_button = action_button(text("widgets.trick.retry", lang), icon="undo")
        self.new_button = action_button(
            text("widgets.trick.new", lang), tooltip=text("widgets.trick.new_tooltip", lang), icon="random"
        )
        self.show_legal.observe(lambda _change: self._show_hint(), "value")
        self.retry_button.on_click(lambda _button: self.show_position(self.position))
        self.new_button.on_click(lambda _button: self.new_position())
        self.players_choice = self.players_menu(self._table_changed)
        super().__init__(
            [
                widgets.HTML(heading(text("widgets.trick.title", lang))),
                self.players_choice,
                self.position_text,
                self.table,
                widgets.HTML(paragraph(text("widgets.trick.your_hand", lang))),
                self.hand_buttons,
                self.entry,
                widgets.HBox([self.show_legal, self.retry_button, self.new_button]),
                self.hint,
                self.feedback,
                self.result,
                self.next_trick,
            ]
        )
        self.from_seed = hand is None  # a seeded position has a number; a teacher's has none
        if self.from_seed:
            position = random_position(players, self.seed)
        else:
            position = given_position(hand, trick, players, self.seed)
        self.show_position(position)

    # --- positions -----------------------------------------------------------------------------
    def new_position(self) -> None:
        """The next seeded position: seed 7, then 8, 9… (a text seed gets a number after it)."""
        self.advance_seed()
        self.from_seed = True
        self.show_position(random_position(self.players, self.seed))

    def _table_changed(self) -> None:
        # The rules differ by count (the 5-player first trick): a position at the new table.
        self.from_seed = True
        self.show_position(random_position(self.players, self.seed))

    def show_position(self, position: TrickPosition) -> None:
        self.position = position
        self.played: Card | None = None
        self.completed = None  # the finished trick (cards, seats, index of the winner) once a card is played
        self.next_leader: int | None = None  # who leads the trick after it (None: none, or not yet played)
        lang = self.lang
        before = (
            text(
                "widgets.trick.before",
                lang,
                seats=", ".join(
                    seat_name(seat, position.seat, position.players, lang, noun=True) for seat in position.trick_seats
                ),
            )
            if position.trick
            else text("widgets.trick.lead", lang)
        )
        where = text("widgets.trick.seat", lang, players=position.players)
        if self.from_seed:
            where = text("widgets.trick.position", lang, seed=self.seed) + " " + where
        self.position_text.value = paragraph(f"{where} {before}")
        self.table.value = self._trick_picture(position.trick, position.trick_seats)
        self.hand_buttons.set_cards(position.hand)
        self.entry.clear()
        self.entry.button.disabled = False
        self.feedback.clear()
        self.result.value = self.next_trick.value = ""
        self._show_hint()

    # --- the learner plays -----------------------------------------------------------------------
    def play_typed(self, typed: str) -> None:
        with errors_shown_in(self.feedback, self.lang):
            self.play_card(parse_card(typed))

    def play_card(self, card: Card) -> None:
        """Judge ``card`` with the rules core; play it if it is legal."""
        if self.played is not None:
            self.feedback.show(text("widgets.trick.already_played", self.lang, card=self.played), "info")
            return
        position, lang = self.position, self.lang
        with errors_shown_in(self.feedback, lang):
            verdict = explain_play(card, position.hand, position.trick, lang=lang, players=position.players)
            if not verdict.legal:
                self.feedback.show(f"{verdict.explain(lang)} {text('widgets.try_again', lang)}", "bad")
                return
            self.feedback.show(verdict.explain(lang), "good")
            self.played = card
            self.entry.clear()
            self.entry.button.disabled = True
            self.hand_buttons.disable(True)
            self._complete_trick(card)

    def _complete_trick(self, card: Card) -> None:
        position, lang = self.position, self.lang
        rng = random.Random(f"{self.seed}/{card.index}/complete")
        cards = [*position.trick, card]
        seats = [*position.trick_seats, position.seat]
        for seat, hand in position.others.items():
            cards.append(random_legal_card(legal_cards(hand, cards), rng))
            seats.append(seat)
        verdict = explain_winner(cards, seats=seats, lang=lang)
        winner = verdict.index
        if verdict.seat == position.seat:
            sentence = text("widgets.trick.you_win", lang, card=verdict.card)
        else:
            winner_name = seat_name(verdict.seat, position.seat, position.players, lang, noun=True)
            sentence = text("widgets.trick.winner", lang, seat=winner_name, card=verdict.card)
        sentence += " " + verdict.because(lang)
        self.completed = (tuple(cards), tuple(seats), winner)
        self.result.value = paragraph(text("widgets.trick.completed", lang)) + self._trick_picture(cards, seats, winner)
        self.result.value += paragraph(sentence, strong=True)
        # Said aloud: the verdict on the learner's card, the cards played after it, who wins.
        names = seat_names(position.seat, position.players, lang)
        after = len(position.trick) + 1
        plays = [
            Event("play", seat, {"card": played}) for played, seat in zip(cards[after:], seats[after:], strict=True)
        ]
        self.announce(self.feedback.plain, *(play.describe(lang, names) for play in plays), sentence)
        if len(position.hand) > 1:  # the learner's last card ends the deal: no trick comes next
            self._show_next_trick(next_leader(cards, seats))

    def _show_next_trick(self, leader: int) -> None:
        """The empty table of the next trick, its leader marked: the core's
        :func:`~tarot_learn.play.next_leader`, the trick's winner (RULES.md §5)."""
        position, lang = self.position, self.lang
        self.next_leader = leader
        if leader == position.seat:
            sentence = text("widgets.trick.next_you", lang)
        else:
            sentence = text(
                "widgets.trick.next_other",
                lang,
                seat=seat_name(leader, position.seat, position.players, lang, noun=True),
            )
        picture = trick_svg((), players=position.players, leader=leader, lang=lang, width=48, viewer=position.seat)
        self.next_trick.value = (
            paragraph(text("widgets.trick.next_title", lang)) + picture + paragraph(sentence, strong=True)
        )

    # --- hints and pictures ----------------------------------------------------------------------
    def _show_hint(self) -> None:
        position = self.position
        if self.show_legal.value:
            legal = legal_cards(position.hand, position.trick, players=position.players)
            self.hand_buttons.highlight(legal)
            self.hint.value = paragraph(text("widgets.legal_cards", self.lang, cards=legal))
        else:
            self.hand_buttons.highlight(())
            self.hint.value = ""

    def _trick_picture(self, cards, seats, winner: int | None = None) -> str:
        if not cards:
            return ""
        return trick_svg(
            tuple(cards),
            seats=tuple(seats),
            players=self.players,
            winner=winner,
            lang=self.lang,
            viewer=self.position.seat,
        )
