"""What the inference drill's kinds share: a question asked in the middle of a real deal.

The position is a seeded deal played by :class:`~tarot_learn.strategy.bots.SimpleBot` on every seat
until ``played`` cards are on the tricks (the same deal every time, RULES.md §2–§6), seen from the
learner's ``seat``: his hand, the contract, every card played and by whom — what he sees at the
game table. The answers are read from that seat's view only: exact counts from the cards seen,
the places a card may be in from the deals that agree with it, and chances from those deals each
weighted by how likely it makes the others' bids under the coach's policy
(:func:`~tarot_learn.strategy.sampler.card_chances`). The seats are named as the game table names
them (vous, à droite, en face, à gauche).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from functools import lru_cache

from ... import i18n
from ...game import PLAY, Game
from ...seats import seat_name
from ...strategy.bots import SimpleBot, take_turn
from ...strategy.sampler import card_chances
from .base import Kind, Position
from .relabel import draw_suits, relabel_card, relabelled_game
from .show import plays, trick_line


@dataclass(frozen=True, kw_only=True)
class MidDealPosition(Position):
    """The deal ``deal`` (its seed) at ``players`` players, after ``played`` cards, seen from ``seat``;
    or, asked at the game table, the learner's own ``game`` as it stands (never compared: the seed,
    the cards played and the seat name the moment); ``suits`` relabels the deal's suits for a learner's
    variant (:mod:`.relabel`; "" for the bank's deal)."""

    deal: int | str
    played: int
    seat: int = 0
    suits: str = ""
    game: Game | None = field(default=None, compare=False, repr=False)


def game_at(position: MidDealPosition) -> Game:
    """The deal of ``position``: the table's game, or the bank's deal played by the bots until its
    ``played`` cards are on the tricks."""
    if position.game is not None:
        return position.game
    return _relabelled(position.players, position.deal, position.played, position.seat, position.suits)


@lru_cache(maxsize=64)
def _relabelled(players: int, deal: int | str, played: int, seat: int, suits: str) -> Game:
    return relabelled_game(
        _played_by_bots(MidDealPosition(players=players, deal=deal, played=played, seat=seat)), suits
    )


@lru_cache(maxsize=64)
def _played_by_bots(position: MidDealPosition) -> Game:
    game = Game(position.players, seed=position.deal)
    bots = {seat: SimpleBot(f"{position.deal}/{seat}") for seat in range(position.players)}
    while not (game.phase is PLAY and len(game.view(position.seat).played) >= position.played):
        take_turn(game, bots[game.to_act])
    return game


def place_name(place, viewer: int, players: int, lang: str) -> str:
    """A place as the game table names it: "à droite", "en face"… or "le chien", "l'écart"."""
    if place == "ecart":
        return i18n.text("game.phase.ecart", lang)  # "l'écart": the pile, as the phase is named
    if isinstance(place, str):
        return i18n.text(f"exercise.drill.place.{place}", lang)
    return seat_name(place, viewer, players, lang).lower()


def seat_noun(seat: int, viewer: int, players: int, lang: str) -> str:
    """A seat in a sentence, as the table says it: "vous", "le joueur de droite"…"""
    return seat_name(seat, viewer, players, lang, noun=True)


class MidDealKind(Kind):
    """A question on a position of :class:`MidDealPosition`, shown as the table shows it."""

    position = MidDealPosition
    chapters = ("play",)
    keeps_bank_words = True
    table_drill = True

    @classmethod
    def at_table(cls, game: Game, seat: int) -> MidDealPosition | None:
        """The kind's question on the learner's own ``game`` as ``seat`` sees it now (on a copy: the
        table plays on); None when it is about a card the seat can place (in his hand, played): there
        is nothing left to infer."""
        position = cls.position(
            players=game.players,
            deal=str(game.deal.seed),
            played=len(game.view(seat).played),
            seat=seat,
            game=game.copy(),
        )
        card = getattr(position, "card", None)
        return None if card is not None and not card_chances(game, seat, card) else position

    def view(self, position: MidDealPosition):
        return game_at(position).view(position.seat)

    def position_lines(self, position: MidDealPosition, lang: str) -> list[str]:
        game, seat, players = game_at(position), position.seat, position.players
        view = game.view(seat)
        lines = [
            i18n.text(
                "exercise.drill.position.contract",
                lang,
                contract=view.contract,
                taker=seat_noun(view.taker, seat, players, lang),
            ),
            i18n.text("exercise.position.hand", lang, cards=view.hand.text(lang)),
        ]
        for number, trick in enumerate(view.tricks, start=1):
            lines.append(
                i18n.text(
                    "exercise.drill.position.trick",
                    lang,
                    number=number,
                    plays=plays(trick.cards, trick.seats, seat, players, lang),
                )
            )
        if view.trick.cards:
            lines.append(trick_line(view.trick.cards, view.trick.seats, seat, players, lang))
        if view.shown_trumps:
            lines.append(i18n.text("exercise.drill.position.shown", lang, cards=view.shown_trumps.text(lang)))
        return lines

    def pictures(self, position: MidDealPosition, lang: str) -> list[str]:
        from ...display.game_view import game_svg

        return [game_svg(self.view(position), lang=lang)]

    def target(self, position: MidDealPosition):
        return self.solve(position)

    def vary(self, position: MidDealPosition, rng: random.Random) -> MidDealPosition | None:
        """The bank's deal with its suits relabelled (:mod:`.relabel`): the same moment, the same answer."""
        if position.game is not None:
            return None
        suits = draw_suits(rng)
        card = getattr(position, "card", None)
        return replace(position, suits=suits, **({"card": relabel_card(card, suits)} if card is not None else {}))

    def reword(self, bank: MidDealPosition, variant: MidDealPosition, text: str, lang: str) -> str | None:
        """The bank's words, which name the deal's moment and at most a trump: a relabelled suit card is dropped."""
        return text if getattr(bank, "card", None) == getattr(variant, "card", None) else None
