"""A deal played with real cards, typed in: the robots' play, the table's play replayed, a seat's review (issue 32).

A club plays with real cards; afterwards the teacher types what each player held — one box per hand,
one for the chien, the dealer — or reads one of the printed deal sheets by its seed and number
(``tarot-learn print-deals --seed …``: the class tournament's deals). The hands are read by the rules
core (:func:`tarot_learn.typed_deal.read_hands`), which names every problem and its box: a card
missing, a card typed twice, a box of the wrong size, a word that is no card. A deal that reads can
then be

- played by the robots (:class:`~tarot_learn.strategy.coach.CoachBot` at every seat), to compare with
  what the table did;
- played as the table played it: its play typed in the deal text's lines (``enchères : …``,
  ``écart : …``, ``pli 1 : …``, :func:`tarot_learn.deal_text.read_play`), every card checked by the
  rules; a play typed only in part is played on by the robots;
- played again at the game table (:class:`~.game_table.GameTable` with this deal, the coach's robots
  in the other seats);

and the deal played is shown trick by trick with its score, written as text (to save, or to print with
``tarot-learn print-deals --file``), and reviewed for a chosen seat
(:func:`~tarot_learn.strategy.review.review_deal`, the game table's « Où avez-vous perdu des
points ? »). Each deal the table played to its end is written on the score sheet, and « Donne
suivante » passes the deal to the right (RULES.md §2).
"""

from __future__ import annotations

import html

import ipywidgets as widgets

from .. import i18n
from ..classroom.tournament import tournament_deal
from ..deal import Deal, next_dealer
from ..deal_text import read_play, write_deal
from ..errors import TarotError
from ..game import Game, Phase
from ..seats import numbered_name
from ..strategy.bots import take_turn
from ..strategy.coach import CoachBot
from ..typed_deal import read_hands
from ._base import Trainer
from ._common import Feedback, action_button, errors_shown_in, heading, paragraph
from ._deal_review import DealReview
from .deal_stepper import read_seed
from .game_table import GameTable
from .score_sheet import ScoreSheet

BOT_SEED = "real"  # the robots' seed: the same deal typed, the same robots' play


class RealDeal(Trainer):
    """Type a deal played with real cards and see it played, replayed and reviewed:
    ``RealDeal(players=4, lang="fr")``. :meth:`read` reads the boxes (``hand_boxes``, ``chien_box``,
    ``dealer_menu``); :meth:`read_sheet` fills them from a printed deal sheet; then :meth:`robots_play`,
    :meth:`play_typed` (the play in ``play_box``), :meth:`at_the_table` and :meth:`review` (the seat in
    ``review_menu``). :attr:`game` is the deal last played, :attr:`deal` the deal read."""

    def __init__(self, players: int = 4, lang: str | None = None, *, dealer: int = 0):
        lang = self.set_up(lang)
        self.players = players
        self.deal: Deal | None = None
        self.game: Game | None = None
        self.table_games: list[Game] = []  # the deals the table played to their end, on the score sheet
        self.sheet_deal: Deal | None = None  # the deal read whose play is the sheet's last line
        self.table: GameTable | None = None
        say = lambda key, **params: i18n.text(f"widgets.real_deal.{key}", lang, **params)  # noqa: E731

        self.players_menu_widget = self.players_menu(self._new_table)
        self.dealer_menu = widgets.Dropdown(description=say("dealer"), style={"description_width": "initial"})
        self.sheet_seed = widgets.Text(
            description=say("sheet_seed"),
            placeholder="club-2026-12-03",
            style={"description_width": "initial"},
            layout=widgets.Layout(width="22em"),
        )
        self.sheet_number = widgets.BoundedIntText(
            value=1, min=1, max=99, description=say("sheet_number"), layout=widgets.Layout(width="10em")
        )
        self.sheet_button = action_button(say("sheet_button"), tooltip=say("sheet_tooltip"), icon="file-text-o")
        self.sheet_button.on_click(lambda _button: self.read_sheet())
        self.hands_box = widgets.VBox()
        self.chien_box = self._cards_box(i18n.text("display.chien", lang), rows=2)
        self.read_button = action_button(say("read_button"), tooltip=say("read_tooltip"), icon="check")
        self.read_button.on_click(lambda _button: self.read())
        self.feedback = Feedback()

        self.robots_button = action_button(say("robots_button"), tooltip=say("robots_tooltip"), icon="android")
        self.robots_button.on_click(lambda _button: self.robots_play())
        self.play_box = widgets.Textarea(
            placeholder=say("play_placeholder"),
            description=say("play"),
            style={"description_width": "initial"},
            layout=widgets.Layout(width="100%", height="9em"),
        )
        self.play_button = action_button(say("play_button"), tooltip=say("play_tooltip"), icon="play")
        self.play_button.on_click(lambda _button: self.play_typed())
        self.table_button = action_button(say("table_button"), tooltip=say("table_tooltip"), icon="table")
        self.table_button.on_click(lambda _button: self.at_the_table())
        self.actions = widgets.VBox(
            [
                widgets.HBox([self.robots_button, self.table_button], layout=widgets.Layout(flex_flow="row wrap")),
                self.play_box,
                self.play_button,
            ]
        )

        self.played = widgets.HTML()
        self.text_box = widgets.Textarea(
            description=say("as_text"),
            disabled=True,
            style={"description_width": "initial"},
            layout=widgets.Layout(width="100%", height="8em"),
        )
        self.review_menu = widgets.Dropdown(description=say("review_seat"), style={"description_width": "initial"})
        self.review_button = action_button(say("review_button"), tooltip=say("review_tooltip"), icon="search")
        self.review_button.on_click(lambda _button: self.review())
        self.deal_review = DealReview(lang, auto=True)
        self.after = widgets.VBox()
        self.table_place = widgets.VBox()
        self.next_button = action_button(say("next_button"), tooltip=say("next_tooltip"), icon="forward")
        self.next_button.on_click(lambda _button: self.next_deal())
        self.score_sheet = ScoreSheet(players, lang)

        super().__init__(
            [
                widgets.HTML(heading(say("title"))),
                widgets.HTML(paragraph(say("intro"))),
                widgets.HBox([self.players_menu_widget, self.dealer_menu], layout=widgets.Layout(flex_flow="row wrap")),
                widgets.HBox(
                    [self.sheet_seed, self.sheet_number, self.sheet_button],
                    layout=widgets.Layout(flex_flow="row wrap", align_items="center"),
                ),
                self.hands_box,
                self.chien_box,
                self.read_button,
                self.feedback,
                self.actions,
                self.played,
                self.after,
                self.table_place,
                self.score_sheet,
                self.next_button,
            ]
        )
        self._new_table(dealer)

    # --- the form ------------------------------------------------------------------------------
    def _cards_box(self, label: str, rows: int = 3) -> widgets.Textarea:
        return widgets.Textarea(
            description=label,
            placeholder=i18n.text("widgets.real_deal.cards_placeholder", self.lang),
            style={"description_width": "6em"},
            layout=widgets.Layout(width="100%", height=f"{rows * 1.6 + 0.6}em"),
        )

    def _new_table(self, dealer: int = 0) -> None:
        """A table of :attr:`players`: a box per hand, the dealer's menu and a new score sheet."""
        names = [numbered_name(seat, self.lang) for seat in range(self.players)]
        self.hand_boxes = [self._cards_box(name) for name in names]
        self.hands_box.children = tuple(self.hand_boxes)
        self.dealer_menu.options = [(name, seat) for seat, name in enumerate(names)]
        self.dealer_menu.value = dealer
        self.review_menu.options = [(name, seat) for seat, name in enumerate(names)]
        self.review_menu.value = 0
        self.score_sheet = ScoreSheet(self.players, self.lang)
        self.table_games, self.sheet_deal = [], None
        self.children = tuple(self.score_sheet if isinstance(child, ScoreSheet) else child for child in self.children)
        self._forget()

    def _forget(self) -> None:
        """The deal typed changed: nothing read, played nor reviewed yet."""
        self.deal = self.game = None
        self.actions.layout.display = "none"
        self.played.value = ""
        self.after.children = ()
        self.table_place.children = ()
        self.table = None
        self.deal_review.clear()

    @property
    def dealer(self) -> int:
        return self.dealer_menu.value

    def read_sheet(self) -> None:
        """Fill the boxes with a printed deal sheet's deal: the tournament's deal ``sheet_number``
        of the seed typed (:func:`~tarot_learn.classroom.tournament.tournament_deal`), as dealt —
        a Petit sec dealt again, as at the sheet's table (RULES.md §2)."""
        self.feedback.clear()
        seed = read_seed(self.sheet_seed.value)
        if seed is None:
            self.feedback.show(i18n.text("widgets.real_deal.sheet_empty", self.lang), "bad")
            return
        seed, dealer = tournament_deal(str(seed), self.sheet_number.value, self.players)
        dealt = Game(self.players, seed=seed, dealer=dealer).deal
        for box, hand in zip(self.hand_boxes, dealt.hands, strict=True):
            box.value = " ".join(card.text(self.lang) for card in hand)
        self.chien_box.value = " ".join(card.text(self.lang) for card in dealt.chien)
        self.dealer_menu.value = dealt.dealer
        self.read()

    def read(self) -> Deal | None:
        """Read the boxes: the deal, or every problem found said in the feedback (RULES.md §2)."""
        self._forget()
        with errors_shown_in(self.feedback, self.lang):
            dealt = read_hands([box.value for box in self.hand_boxes], self.chien_box.value, self.dealer)
            petit_sec = dealt.petit_sec_seats()
            if petit_sec:  # the deal was cancelled at the table: nothing to play (RULES.md §2)
                seat = numbered_name(petit_sec[0], self.lang, noun=True)
                self.feedback.show(i18n.text("deal.petit_sec", self.lang, seat=seat), "bad")
                return None
            self.deal = dealt
            self.actions.layout.display = ""
            dealer = numbered_name(dealt.dealer, self.lang, noun=True)
            size = dealt.size
            self.feedback.show(
                i18n.text("widgets.real_deal.read", self.lang, hand=size.hand, chien=size.chien, dealer=dealer),
                "good",
            )
        return self.deal

    # --- playing it -----------------------------------------------------------------------------
    def _robots(self) -> dict:
        return {seat: CoachBot(f"{BOT_SEED}/{seat}") for seat in range(self.players)}

    def robots_play(self) -> Game | None:
        """The robots (the coach's bots) play the deal read, every seat."""
        if self.deal is None and self.read() is None:
            return None
        game = Game.from_deal(self.deal)
        self._finish(game)
        self._show(game, i18n.text("widgets.real_deal.robots_played", self.lang))
        if game.phase is not Phase.OVER:  # thrown in: the table's bids typed, the robots play the cards
            hint = i18n.text("widgets.real_deal.type_bids", self.lang)
            self.feedback.show(f"{i18n.text('widgets.real_deal.thrown_in', self.lang)} {hint}", "info")
        return game

    def _finish(self, game: Game) -> None:
        """The robots play ``game`` on, through the checked steps, to its end — or until everyone has
        passed: the deal typed is then thrown in (RULES.md §3), never followed by a deal it does not hold."""
        robots, redeals = self._robots(), game.redeals
        while game.phase is not Phase.OVER and game.redeals == redeals:
            take_turn(game, robots[game.to_act])

    def play_typed(self) -> Game | None:
        """The play typed in :attr:`play_box`, replayed through the rules (a line refused names its
        number and the rule); a play typed in part is played on by the robots."""
        if self.deal is None and self.read() is None:
            return None
        try:
            game = read_play(self.play_box.value, self.deal)
        except TarotError as error:
            self.feedback.show(error.message(self.lang), "bad")
            return None
        said = i18n.text("widgets.real_deal.table_played", self.lang)
        if game.phase is not Phase.OVER and not game.redeals:
            played = sum(1 for event in game.history if event.kind in ("bid", "pass", "card"))
            self._finish(game)
            said = i18n.text("widgets.real_deal.robots_ended", self.lang, count=played)
        elif game.phase is Phase.OVER:
            self._write_on_sheet(game)
        self._show(game, said)
        return game

    def _write_on_sheet(self, game: Game) -> None:
        """The table's own deal, played to its end, on the score sheet; its play typed again (a
        mistake corrected) replaces its line rather than adding one."""
        if self.sheet_deal is self.deal and self.table_games:
            self.table_games[-1] = game
            self.score_sheet.clear()
            for played in self.table_games:
                self.score_sheet.add(played)
        else:
            self.table_games.append(game)
            self.score_sheet.add(game)
        self.sheet_deal = self.deal

    def at_the_table(self) -> GameTable | None:
        """The deal read, played again at the game table from the seat chosen for the review, the
        coach's robots in the other seats."""
        if self.deal is None and self.read() is None:
            return None
        self.table = GameTable(deal=self.deal, seat=self.review_menu.value, lang=self.lang, bot="coach")
        self.table_place.children = (self.table,)
        return self.table

    def review(self):
        """Review the chosen seat's decisions in the deal last played (:class:`~._deal_review.DealReview`)."""
        if self.game is None or self.game.phase is not Phase.OVER:  # a deal thrown in: nothing to review
            return None
        self.deal_review.clear()  # another seat of the same deal: measured again
        self.deal_review.offer(self.game, self.review_menu.value)
        return self.deal_review.review

    def next_deal(self) -> None:
        """The next deal: the boxes emptied, the dealer the player on the right (RULES.md §2)."""
        for box in [*self.hand_boxes, self.chien_box]:
            box.value = ""
        self.play_box.value = ""
        self.sheet_number.value = min(self.sheet_number.value + 1, self.sheet_number.max)
        self.dealer_menu.value = next_dealer(self.dealer, self.players)
        self.feedback.clear()
        self._forget()

    # --- showing it ------------------------------------------------------------------------------
    def _show(self, game: Game, said: str) -> None:
        """The deal played: what happened, in order, and its score; its text; the review's seat. A
        deal everyone passed is thrown in (RULES.md §3): its auction, and nothing to score or review."""
        self.game = game
        self.deal_review.clear()
        lang = self.lang
        starts = [i for i, event in enumerate(game.history) if event.kind in ("deal", "deal_prepared")]
        thrown_in = game.redeals > 0 and game.phase is not Phase.OVER
        shown = game.history[starts[-2] : starts[-1]] if thrown_in else game.history[starts[-1] :]
        events = "".join(f"<li>{html.escape(event.describe(lang))}</li>" for event in shown)
        # The deal's hundred-odd events in a box of its own that scrolls (by keyboard too: tabindex), so that
        # the score and the review stay near the form.
        listed = paragraph(said, strong=True) + (
            f"<ol tabindex='0' aria-label='{html.escape(said, quote=True)}' style='margin:2px 0;padding-left:2.2em;"
            f"line-height:1.4;max-height:16em;overflow-y:auto;border:1px solid #d0d4d9'>{events}</ol>"
        )
        if thrown_in:
            self.played.value = listed + paragraph(i18n.text("widgets.real_deal.thrown_in", lang))
            self.after.children = ()
            self.feedback.show(i18n.text("widgets.real_deal.thrown_in", lang), "info")
            return
        score = "<br>".join(html.escape(line) for line in game.result.score.lines(lang))
        self.played.value = (
            listed
            + paragraph(i18n.text("table.score", lang), strong=True)
            + f"<div style='line-height:1.6'>{score}</div>"
        )
        self.text_box.value = write_deal(game, lang)
        self.after.children = (
            self.text_box,
            widgets.HBox([self.review_menu, self.review_button], layout=widgets.Layout(flex_flow="row wrap")),
            self.deal_review,
        )
        self.feedback.show(said, "good")
