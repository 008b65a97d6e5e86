"""The hot seat: several people at one table on one screen, bots in the other seats (RULES.md §2–§7).

:class:`HotSeatTable` is the :class:`~.game_table.GameTable` with more than one human seat. Its
seat (``self.seat``) follows the person whose turn it is; every bid, call, écart, slam, poignée
and card goes through the table's own steps, so the rules core decides what is legal exactly as
for one learner. Between two people's turns the screen hides the hand: it shows only the public
history and a button « À vous, Joueur 3 : montrer ma main »; the hand comes back when its player
presses it, and hides again once the turn passes to another person, so that the next player,
taking the laptop, sees only his own cards. While a hand is hidden, no action is taken for it.
"""

from __future__ import annotations

import html

from .. import i18n
from ..deal import Deal, check_seat
from ..errors import TarotError
from ..game import Phase
from ..seats import seat_name, seat_names
from ._common import action_button, heading, paragraph
from .game_table import GameTable


def _human_seats(humans, players: int) -> tuple[int, ...]:
    """``humans=4``: the first four seats; ``humans=(0, 2)``: those seats (API numbers, from 0)."""
    if isinstance(humans, int) and not isinstance(humans, bool):
        if not 1 <= humans <= players:
            raise TarotError("hot_seat.error.humans", given=repr(humans), players=players)
        return tuple(range(humans))
    try:
        seats = tuple(humans)
    except TypeError:
        raise TarotError("hot_seat.error.humans", given=repr(humans)[:60], players=players) from None
    if not seats or len(set(seats)) != len(seats):
        raise TarotError("hot_seat.error.humans", given=repr(humans)[:60], players=players)
    return tuple(sorted(check_seat(seat, players) for seat in seats))


class HotSeatTable(GameTable):
    """A whole deal for several people sharing one screen: ``HotSeatTable(players=4, humans=(0, 2),
    seed=7, lang="fr")`` (seats counted from 0, shown as "Joueur 1…"), or ``humans=4`` for four
    people; ``bot`` plays the other seats. "New deal" goes on with the next seed and dealer.

    The coach, the counting question and the end-of-deal review speak to one learner about his own
    hand: the hot seat leaves them out."""

    def __init__(
        self,
        players: int = 4,
        seed: int | str | None = None,
        humans=None,
        lang: str | None = None,
        bot="simple",
        *,
        dealer: int = 0,
        deal: Deal | None = None,
    ):
        if isinstance(deal, Deal):
            players = deal.players
        self.humans = _human_seats(players if humans is None else humans, players)
        self.shown_seat: int | None = None  # the seat whose hand is on the screen now
        self.reveal_button = action_button("", icon="eye")
        self.reveal_button.on_click(lambda _button: self.reveal())
        super().__init__(players, seed, self.humans[0], lang, bot, dealer=dealer, deal=deal, review=None)
        for row in self.children:  # the coach's switch goes; "show the legal cards" and "New deal" stay
            if self.coach_switch in getattr(row, "children", ()):
                row.children = tuple(child for child in row.children if child is not self.coach_switch)
        self.children[0].value = heading(i18n.text("hot_seat.title", self.lang))
        self.children = tuple(child for child in self.children if child not in (self.drill, self.deal_review))

    @property
    def human_seats(self) -> tuple[int, ...]:
        return self.humans

    @property
    def hidden(self) -> bool:
        """Whether the hand of the seat to act is hidden, waiting for its player to ask for it."""
        return self.game.phase is not Phase.OVER and self.shown_seat != self.seat

    def start(self) -> None:
        self.shown_seat = None  # a new deal: the first person's hand starts hidden
        super().start()

    def reveal(self) -> None:
        """The player whose turn it is shows his hand (« À vous, Joueur 3 : montrer ma main »)."""
        if self.hidden:
            self.shown_seat = self.seat
            self.feedback.clear()
            self._render()

    # --- acting: only with one's own hand shown ------------------------------------------------
    def _act(self, action, said: str, **options) -> None:
        if self._refused_while_hidden():
            return
        super()._act(action, said, **options)
        if self.hidden:  # the turn passed to another person: what was said may be private (an écart)
            self.feedback.clear()

    def decide_slam(self, announce: bool) -> None:
        if not self._refused_while_hidden():
            super().decide_slam(announce)

    def _refused_while_hidden(self) -> bool:
        if self.hidden:
            self.feedback.show(i18n.text("hot_seat.hidden", self.lang, seat=self._name(self.seat)), "bad")
        return self.hidden

    # --- drawing -----------------------------------------------------------------------------------
    def _turn(self) -> int | None:
        """The human seat that must act now: the taker deciding on a slam, else the seat to act
        (the bots have played); None once the deal is over."""
        if self.game.phase is Phase.OVER:
            return None
        return self.game.taker if self._slam_pending() else self.game.to_act

    def _name(self, seat: int) -> str:
        return seat_name(seat, None, self.players, self.lang)

    def _sheet_names(self) -> list[str]:
        """The score sheet's columns: every seat numbered, as several people share the screen."""
        return seat_names(None, self.players, self.lang)

    def _seat_names(self) -> list[str]:
        """By place for the player whose hand is shown ("Vous", "À droite"…), else "Joueur 1…"."""
        if self.hidden or self.game.phase is Phase.OVER:
            return seat_names(None, self.players, self.lang)
        return super()._seat_names()

    def _render(self) -> None:
        turn = self._turn()
        if turn is not None:  # the seat follows the turn: another person's hand is hidden (self.hidden)
            self.seat = turn
        if not self.hidden:
            super()._render()
            self._name_the_players()
            return
        lang, name = self.lang, self._name(self.seat)
        if self.show_legal.value:
            self.show_legal.value = False  # the next player starts with it off (this redraws, hidden)
        self.intro.value = self._intro()
        self.picture.value = self.hint.value = self.coach_box.value = self.score.value = ""
        self.prompt.value = paragraph(i18n.text("hot_seat.pass_the_screen", lang, seat=name), strong=True)
        self.reveal_button.description = i18n.text("hot_seat.reveal", lang, seat=name)
        self.reveal_button.tooltip = i18n.text("hot_seat.reveal_tooltip", lang, seat=name)
        self.actions.children = (self.reveal_button,)
        self.show_legal.disabled = True
        self.history_log.value = self._log()

    def _intro(self) -> str:
        """Who plays at this table, and who deals, every seat numbered."""
        humans = ", ".join(self._name(seat) for seat in self.humans)
        dealer = seat_name(self.game.dealer, None, self.players, self.lang, noun=True)
        return paragraph(i18n.text("hot_seat.intro", self.lang, humans=humans, dealer=dealer))

    def _name_the_players(self) -> None:
        """With a hand shown, whose it is; once the deal is over, the score with every seat numbered."""
        lang = self.lang
        self.intro.value = self._intro()
        if self.game.phase is not Phase.OVER:
            said = i18n.text("hot_seat.you_are", lang, seat=self._name(self.seat))
            self.intro.value += paragraph(said, strong=True)
            return
        lines = "<br>".join(html.escape(line) for line in self.game.result.score.lines(lang))
        heading = paragraph(i18n.text("table.score", lang), strong=True)
        self.score.value = f"{heading}<div style='line-height:1.6'>{lines}</div>"
