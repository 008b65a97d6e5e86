"""The game table: play a whole deal against the computer (RULES.md §2–§7).

The learner holds one seat; the rules core's bots (:mod:`tarot_learn.strategy.bots`) hold the others
and act at once, without timers. The learner bids with one button per contract the auction
allows, calls a card at 5 players, makes his écart from the hand and the chien, may announce
a slam or show a poignée, then plays his cards one trick after another, by clicking or typing
them. Every verdict comes from :class:`~tarot_learn.game.Game`: an illegal écart or card is
refused with the core's sentences and changes nothing. The widget shows only what the
learner's seat may see — it draws :meth:`Game.view` for that seat, and its log repeats the
game's public history — and at the end the score, term by term.

The "Coach" switch shows, before each of the learner's bids, calls, écarts and cards, the best action
the evaluator measures (:func:`~tarot_learn.strategy.table_advice.suggest`), explained by the
:class:`~tarot_learn.strategy.coach.CoachBot` rule that chooses it or, where none does, by what the
evaluator measured; after the deal, it reviews the learner's choices that differed from its advice.
"""

from __future__ import annotations

import html

import ipywidgets as widgets

from .. import i18n
from ..cards import Card, CardSet
from ..classroom.tournament import best_line, other_lines, save_result, tournament_deal
from ..contracts import Contract
from ..deal import Deal, check_seat, next_dealer
from ..display.game_view import game_svg
from ..errors import TarotError
from ..game import Game, Phase
from ..parsing import parse_card, parse_cards
from ..seats import seat_name, seat_names
from ..strategy.bots import Bot, RandomBot, SimpleBot, run_bots
from ..strategy.coach import CoachBot
from ..strategy.expert import ExpertBot
from ..strategy.table_advice import suggest
from ._base import DealingTrainer
from ._common import CardButtons, CardEntry, Feedback, action_button, errors_shown_in, heading, paragraph
from ._deal_review import DealReview
from ._drill_box import DrillBox
from ._ecart_picker import EcartPicker
from .score_sheet import ScoreSheet

# The opponents' levels: any legal action, a few rules of thumb, the coach's named rules, and the
# evaluator's choice (sampled deals and the exact solver: the strongest, and the slowest to answer).
BOTS = {"random": RandomBot, "simple": SimpleBot, "coach": CoachBot, "expert": ExpertBot}
LOG_LINES = 12  # the history log shows the latest events only
TOLD_AT_ONCE = ("trick", "all_passed", "petit_sec", "made", "failed")  # events also said in the feedback
OWN_ACTIONS = ("bid", "pass", "call", "ecart", "slam", "poignee", "play")  # a learner's action, as the game records it


_NOTHING = object()  # an action the coach does not advise on (a slam, a poignée)


def _same_choice(advised, chosen) -> bool:
    """Whether the learner chose what the coach advised (cards compared as cards)."""
    if isinstance(advised, CardSet):
        return advised == CardSet(chosen)
    if isinstance(advised, Card) and isinstance(chosen, str):
        return advised is parse_card(chosen)
    if isinstance(chosen, str):  # a bid written out; the game accepted it, so it reads
        return advised == Contract.parse(chosen)
    return advised == chosen


def _said(action, lang: str, rule: str = "") -> str:
    """A bid, a pass, a card or cards, a poignée shown or kept hidden, in words."""
    if rule in ("poignee_taker", "poignee_defence"):
        return action.localized(lang) if action else i18n.text("table.coach_poignee_hidden", lang)
    if action is None:
        return i18n.text("bid.pass", lang)
    if isinstance(action, str):
        return CardSet(parse_cards(action)).localized(lang)
    return action.localized(lang)


def _bot_class(bot):
    """A level of :data:`BOTS` (``"simple"``, ``"random"``, ``"coach"``, ``"expert"``), or a class of
    bots (:class:`~tarot_learn.strategy.bots.Bot`) made from a seed, such as
    :class:`~tarot_learn.strategy.bots.SimpleBot`."""
    if isinstance(bot, str) and bot in BOTS:
        return BOTS[bot]
    if isinstance(bot, type) and issubclass(bot, Bot):
        return bot
    raise TarotError("table.error.bot", given=repr(bot))


class GameTable(DealingTrainer):
    """A whole deal against bots: ``GameTable(players=4, seed=7, seat=0, lang="fr")``.

    ``seat`` is the learner's place (0 to players − 1), ``dealer`` the first dealer, ``bot``
    the bots' play: ``"simple"`` (a few rules of thumb), ``"random"`` (any legal action), ``"coach"`` (the
    coach's named rules) or ``"expert"`` (:class:`~tarot_learn.strategy.expert.ExpertBot`: what the evaluator
    measures best, a second or so per decision). ``deal`` plays a prepared deal first
    (:func:`~tarot_learn.deal.deal_from_hands`, a lesson's position: its table size and dealer are the
    deal's). "New deal" moves on to the next seed, dealt by the next player. ``review``: at the end of
    each deal, ``"button"`` offers « Où avez-vous perdu des points ? » (:class:`~._deal_review.DealReview`),
    ``"auto"`` runs it at once, ``None`` leaves it out.

    ``tournament="club-2026-12-03"`` (with ``learner="alice"``) plays the class's duplicate deals
    (:mod:`tarot_learn.classroom.tournament`): deal 1, then 2, 3… with "New deal", the same cards and
    dealer for every learner; each deal's result is saved for ``tarot-learn report --tournament``.
    """

    def __init__(
        self,
        players: int = 4,
        seed: int | str | None = None,
        seat: int = 0,
        lang: str | None = None,
        bot="simple",
        *,
        dealer: int = 0,
        deal: Deal | None = None,
        tournament: str | None = None,
        learner: str | None = None,
        review: str | None = "button",
    ):
        self.tournament, self.learner, self.deal_number = tournament, learner, 1
        self.tournament_note = ""
        if deal is not None and not isinstance(deal, Deal):
            raise TarotError("table.error.deal", given=repr(deal)[:60])
        self.prepared = deal  # played first, then "New deal" goes on with seeds
        if deal is not None:
            players, dealer = deal.players, deal.dealer
        lang = self.set_up(lang, players, seed)
        self.seat = check_seat(seat, players)
        self.bot_class = _bot_class(bot)
        self.dealer = check_seat(dealer, players)
        if review not in ("button", "auto", None):
            raise TarotError("table.error.review", given=repr(review)[:60])
        self.deal_review = DealReview(lang, auto=review == "auto")
        self.review_option = review
        self.drill = DrillBox(lang, self.live)  # « une question de comptage » during the tricks

        self.intro = widgets.HTML()
        self.prompt = widgets.HTML()
        self.picture = widgets.HTML()
        self.actions = widgets.VBox()
        self.feedback = Feedback(self.live)
        self.history_log = widgets.HTML()
        self.score = widgets.HTML()

        self.pass_button = action_button(
            i18n.text("table.pass", lang), tooltip=i18n.text("table.pass_tooltip", lang), icon="times"
        )
        self.pass_button.on_click(lambda _button: self.bid(None))
        self.bid_buttons: dict = {}
        self.bid_box = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))

        self.call_buttons = CardButtons((), lang, on_pick=self.call_card)
        self.hand_buttons = CardButtons((), lang, on_pick=self.play_card)
        self.card_entry = CardEntry(lang, on_submit=self.type_card, button_key="widgets.trick.play")

        self.ecart_picker = EcartPicker(lang, self.feedback, on_typed=self.select_typed)
        # The picker's parts under the names the table always gave them.
        self.ecart_hand, self.ecart_chien = self.ecart_picker.hand_buttons, self.ecart_picker.chien_buttons
        self.ecart_entry, self.ecart_count = self.ecart_picker.entry, self.ecart_picker.count
        self.ecart_button = action_button(
            i18n.text("table.ecart_confirm", lang), tooltip=i18n.text("table.ecart_confirm_tooltip", lang), icon="check"
        )
        self.ecart_button.on_click(lambda _button: self.confirm_ecart())

        self.slam_button = action_button(
            i18n.text("table.slam", lang), tooltip=i18n.text("table.slam_tooltip", lang), icon="star"
        )
        self.slam_button.on_click(lambda _button: self.decide_slam(True))
        self.no_slam_button = action_button(i18n.text("table.no_slam", lang), icon="play")
        self.no_slam_button.on_click(lambda _button: self.decide_slam(False))
        self.poignee_box = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))

        self.show_legal = action_button(
            i18n.text("widgets.show_legal", lang),
            tooltip=i18n.text("widgets.show_legal_tooltip", lang),
            icon="eye",
            toggle=True,
        )
        self.show_legal.observe(lambda _change: self._render(), "value")
        self.coach_switch = action_button(
            i18n.text("table.coach", lang),
            tooltip=i18n.text("table.coach_tooltip", lang),
            icon="graduation-cap",
            toggle=True,
        )
        self.coach_switch.observe(lambda _change: self._render(), "value")
        self.coach_box = widgets.HTML()
        self.coach = CoachBot(0)
        self.hint = widgets.HTML()
        self.new_button = action_button(
            i18n.text("widgets.new_deal", lang), tooltip=i18n.text("table.new_tooltip", lang), icon="random"
        )
        self.new_button.on_click(lambda _button: self.new_deal())
        # The session's feuille de marque: each finished deal written once, the totals summing to zero.
        self.score_sheet = ScoreSheet(players, lang, names=self._sheet_names(), live=self.live)
        self.tallied = None  # the game last written on the score sheet

        super().__init__(
            [
                widgets.HTML(heading(i18n.text("table.title", lang))),
                self.intro,
                self.picture,
                self.prompt,
                self.coach_box,
                self.actions,
                self.feedback,
                self.score,
                self.score_sheet,
                self.deal_review,
                self.drill,
                widgets.HBox([self.show_legal, self.coach_switch, self.new_button]),
                self.hint,
                self.history_log,
            ]
        )
        self.start()

    @classmethod
    def from_text(cls, text: str, seat: int = 0, lang: str | None = None, bot="simple", *, review="button"):
        """A deal written as text (:func:`~tarot_learn.deal_text.read_deal`: a deal played at the club)
        replayed at the table from ``seat``: a finished deal shows its score and offers the review of
        that seat's decisions (``review="auto"`` runs it at once); a deal written up to a moment goes
        on from there, the learner at ``seat`` and the bots at the other seats. "New deal" then deals
        from a seed. A text that cannot be read is refused with its line's number."""
        from ..deal_text import read_deal

        game = read_deal(text)
        table = cls(
            game.players, seat=check_seat(seat, game.players), lang=lang, bot=bot, deal=game.deal, review=review
        )
        table.replay(game)
        return table

    def replay(self, game: Game) -> None:
        """Show ``game`` (a deal read from text, or any game of this table's size) in place of the
        table's own, and go on from where it stands."""
        self.game = game
        humans = self.human_seats
        self.bots = {
            seat: self.bot_class(f"{game.deal.seed}/{seat}") for seat in range(self.players) if seat not in humans
        }
        self.slam_decided = bool(game.tricks or game.trick.cards or game.slam_announced)
        self.suggestion = self.poignee_suggestion = None
        self.differences = []
        self.feedback.clear()
        self.deal_review.clear()
        self._advance()

    # --- deals -----------------------------------------------------------------------------------
    def start(self) -> None:
        """Deal with the current seed and dealer; the bots act until it is the learner's turn."""
        self.show_legal.value = False
        self.ecart_picker.set_cards(CardSet(), CardSet())  # a new deal's écart starts with every card released
        self.hand_buttons.set_cards(())
        if self.prepared is not None:
            self.game = Game.from_deal(self.prepared)
        elif self.tournament is not None:
            self.seed, self.dealer = tournament_deal(self.tournament, self.deal_number, self.players)
            self.game = Game(self.players, seed=self.seed, dealer=self.dealer)
        else:
            self.game = Game(self.players, seed=self.seed, dealer=self.dealer)
        bot_seed = self.game.deal.seed
        humans = self.human_seats
        self.bots = {seat: self.bot_class(f"{bot_seed}/{seat}") for seat in range(self.players) if seat not in humans}
        self.slam_decided = False
        self.suggestion = None  # the coach's advice for the learner's current decision, once asked
        self.poignee_suggestion = None  # and on the poignée, while the learner may still show one
        self.differences: list[tuple] = []  # (the coach's suggestion, the learner's choice) that differed
        self.tournament_note = ""
        self.feedback.clear()
        self.deal_review.clear()
        self._advance()

    def new_deal(self) -> None:
        """The next deal: seed 7, then 8, 9… (a text seed gets a "+"), dealt by the next player."""
        if self.tournament is not None:
            self.deal_number += 1
            self.prepared = None
            self.start()
            return
        if self.prepared is None:
            self.advance_seed()
        self.prepared = None
        self.dealer = next_dealer(self.game.dealer, self.players)
        self.start()

    @property
    def human_seats(self) -> tuple[int, ...]:
        """The seats people play, the others being the bots': the learner's (a hot seat has more)."""
        return (self.seat,)

    def _sheet_names(self) -> list[str]:
        """The score sheet's columns: the seats as the learner sees them (« Vous », « À droite »…)."""
        return seat_names(self.seat, self.players, self.lang)

    @property
    def view(self):
        """What the learner's seat may see now (:meth:`Game.view`)."""
        return self.game.view(self.seat)

    # --- the learner acts --------------------------------------------------------------------------
    def bid(self, contract) -> None:
        """Pass (``None``) or bid ``contract``."""
        said = (
            i18n.text("table.you_pass", self.lang)
            if contract is None
            else i18n.text("table.you_bid", self.lang, contract=contract)
        )
        self._act(lambda: self.game.bid(self.seat, contract), said, chosen=contract)

    def call_card(self, card: Card) -> None:
        said = i18n.text("table.you_call", self.lang, card=card)
        self._act(lambda: self.game.call(self.seat, card), said, chosen=card)

    def confirm_ecart(self) -> None:
        """Hand the chosen cards to the rules core; an illegal écart is refused with its reasons."""
        chosen = self.ecart_picker.selected
        self._act(
            lambda: self.game.make_ecart(self.seat, chosen),
            i18n.text("table.you_ecart", self.lang, cards=chosen),
            chosen=chosen,
        )

    def decide_slam(self, announce: bool) -> None:
        """Announce a slam, or not, before the first card (RULES.md §5, §7)."""
        if announce:
            self._act(lambda: self.game.announce_slam(self.seat), i18n.text("table.you_slam", self.lang))
        else:
            self.slam_decided = True
            self._act(lambda: None, i18n.text("table.you_no_slam", self.lang))

    def show_poignee(self, poignee) -> None:
        """Show the lowest trumps that make ``poignee`` (RULES.md §7), then play on."""
        shown = self.view.cards_to_show(poignee)
        said = i18n.text("table.you_poignee", self.lang, poignee=poignee, cards=shown)
        self._act(lambda: self.game.declare_poignee(self.seat, shown), said, shown=poignee)

    def play_card(self, card: Card) -> None:
        """Play ``card``; an illegal one is refused with the rule that forbids it."""
        self._act(
            lambda: self.game.play(self.seat, card),
            i18n.text("table.you_play", self.lang, card=card),
            retry=True,
            chosen=card,
        )

    def type_card(self, typed: str) -> None:
        """A card typed in the box: called at the call, played during the tricks."""
        with errors_shown_in(self.feedback, self.lang):
            card = parse_card(typed)
            phase = self.game.phase
            if phase is Phase.CALL and self.game.to_act == self.seat:
                self.call_card(card)
            elif phase is Phase.PLAY and self.game.to_act == self.seat and not self._slam_pending():
                self.play_card(card)
            else:
                self.feedback.show(i18n.text("table.no_card_now", self.lang, what=self._prompt()), "info")

    def select_typed(self, typed: str) -> None:
        """Cards typed for the écart are pressed among the hand and chien buttons."""
        if self.game.phase is not Phase.ECART:
            self.feedback.show(i18n.text("table.no_card_now", self.lang, what=self._prompt()), "info")
            return
        self.ecart_picker.select_typed(typed)

    def _act(self, action, said: str, *, retry: bool = False, chosen=_NOTHING, shown=None) -> None:
        """Do one of the learner's actions through the rules core, then let the bots play.
        The feedback says what was done, then the news: tricks won, a new deal, the result."""
        done, actor = len(self.game.history), self.seat
        advice = self.suggestion
        try:
            action()
        except TarotError as error:
            message = error.message(self.lang)
            self.feedback.show(f"{message} {i18n.text('widgets.try_again', self.lang)}" if retry else message, "bad")
            return
        self.card_entry.clear()
        if advice is not None and chosen is not _NOTHING and not _same_choice(advice.action, chosen):
            self.differences.append((advice, chosen))
        self._judge_poignee(shown)
        self.suggestion = None
        self._advance()
        names = self._seat_names()
        events = self.game.history[done:]
        news = [event.describe(self.lang, names) for event in events if event.kind in TOLD_AT_ONCE]
        self.feedback.show(" ".join([said, *news]), "good")
        # Said aloud: the learner's action, then every event after it — each bot's bid and card, each
        # trick's winner — which the feedback line leaves to the picture and the log.
        if events and events[0].seat == actor and events[0].kind in OWN_ACTIONS:
            events = events[1:]  # the learner's own action: ``said`` tells it
        self.announce(said, *(event.describe(self.lang, names) for event in events))
        self._focus_next()

    def _focus_next(self) -> None:
        """Put the keyboard's focus on the next thing to do (issue 35): the first card the learner
        may play, the pass button, the slam question, the écart's first card, a new deal. Without
        it a played card's button goes away with the focus, which falls back to the page's top."""
        game = self.game
        if game.phase is Phase.OVER:
            target = self.new_button
        elif self._slam_pending():
            target = self.no_slam_button
        elif game.to_act != self.seat and game.phase is not Phase.ECART:
            return
        elif game.phase is Phase.BIDDING:
            target = self.pass_button
        elif game.phase is Phase.ECART:  # the écart's first card; the confirmation comes after the cards
            target = next(iter(self.ecart_hand.buttons.values()), self.ecart_button)
        elif game.phase is Phase.CALL:
            target = next(iter(self.call_buttons.buttons.values()), self.card_entry.text)
        else:
            legal = self.view.legal_cards()
            shown = [button for card, button in self.hand_buttons.buttons.items() if card in legal]
            target = next((button for button in self.hand_buttons.children if button in shown), self.card_entry.text)
        target.focus()

    def _judge_poignee(self, shown) -> None:
        """Once the learner has shown a poignée (``shown``) or played on without one, the coach's
        poignée advice is settled: a different choice goes to the review."""
        advice = self.poignee_suggestion
        if advice is None or self.view.poignee_options() and shown is None:
            return  # no advice asked, or the poignée can still be shown
        if advice.action != shown:
            self.differences.append((advice, shown))
        self.poignee_suggestion = None

    def _advance(self) -> None:
        """The bots act until the learner must act (or decide about a slam), then redraw."""
        if not self._slam_pending():
            run_bots(self.game, self.bots)
        if self.game.phase is Phase.OVER and self.tallied is not self.game:
            self.tallied = self.game
            self.score_sheet.add(self.game)
        self._render()
        self.drill.sync(self.game, self.seat)
        if self.game.phase is Phase.OVER and self.review_option is not None:
            self.deal_review.offer(
                self.game, self.seat, rival=self._rival if self.tournament and self.learner else None
            )

    def _slam_pending(self) -> bool:
        """The learner took, and has not yet said whether he announces a slam (before any card)."""
        game = self.game
        return (
            game.phase is Phase.PLAY
            and game.taker in self.human_seats
            and not game.tricks
            and not game.trick.cards
            and not game.slam_announced
            and not self.slam_decided
        )

    # --- drawing -----------------------------------------------------------------------------------
    def _render(self) -> None:
        game, view, lang = self.game, self.view, self.lang
        dealer = seat_name(game.dealer, self.seat, self.players, lang, noun=True)
        if self.prepared is not None:
            intro = i18n.text("table.intro_prepared", lang, players=self.players, dealer=dealer)
        elif self.tournament is not None:
            intro = i18n.text(
                "table.intro_tournament", lang, name=self.tournament, number=self.deal_number, dealer=dealer
            )
        else:
            intro = i18n.text("table.intro", lang, seed=game.deal.seed, players=self.players, dealer=dealer)
        self.intro.value = paragraph(intro)
        self.picture.value = game_svg(view, lang=lang, show_legal=self.show_legal.value)
        self.prompt.value = paragraph(self._prompt(), strong=True)
        self.actions.children = self._controls()
        self._show_hint()
        self.history_log.value = self._log()
        self._show_coach()
        self.score.value = ""
        if game.phase is Phase.OVER:
            lines = "<br>".join(html.escape(line) for line in game.result.score.lines(lang, viewer=self.seat))
            heading = paragraph(i18n.text("table.score", lang), strong=True)
            self.score.value = f"{heading}<div style='line-height:1.6'>{lines}</div>" + self._tournament_result()

    def _tournament_result(self) -> str:
        """In a tournament, the learner's score on this deal saved once (or why it could not be)."""
        if self.tournament is None or self.learner is None:
            return ""
        if not self.tournament_note:
            number, lang = self.deal_number, self.lang
            try:
                score = self.game.result.score.scores[self.seat]
                save_result(self.tournament, self.learner, number, score, game=self.game, seat=self.seat)
                self.tournament_note = i18n.text("table.tournament_saved", lang, number=number, name=self.tournament)
            except (OSError, TarotError) as error:
                reason = error.message(lang) if isinstance(error, TarotError) else error.strerror or str(error)
                self.tournament_note = i18n.text("table.tournament_not_saved", lang, reason=reason)
        return paragraph(self.tournament_note)

    def _rival(self):
        """How many others played this tournament deal from the learner's seat, and the best one's line."""
        lines = other_lines(self.tournament, self.deal_number, self.learner, self.seat)
        return len(lines), best_line(lines)

    def _show_coach(self) -> None:
        """With the coach on: its suggestion and reason for the learner's decision now; after the
        deal, its review of the learner's choices that differed from its own."""
        game, lang = self.game, self.lang
        self.coach_box.value = ""
        if not self.coach_switch.value:
            return
        if game.phase is Phase.OVER:
            heading = paragraph(i18n.text("table.coach_review", lang), strong=True)
            lines = [
                i18n.text(
                    "table.coach_differed",
                    lang,
                    chosen=_said(chosen, lang, advice.rule),
                    advised=_said(advice.action, lang, advice.rule),
                    reason=advice.reason(lang),
                )
                for advice, chosen in self.differences
            ] or [i18n.text("table.coach_followed", lang)]
            self.coach_box.value = heading + "".join(paragraph(line) for line in lines)
            return
        if game.to_act != self.seat or self._slam_pending():
            return
        # The evaluator's best action, explained (a second at most: table_advice.SUGGEST_DEALS).
        if self.suggestion is None:
            self.suggestion = suggest(game, self.seat)
        advices = [self.suggestion]
        if self.view.poignee_options():  # shown, if at all, before the first card: a second decision
            self.poignee_suggestion = self.poignee_suggestion or self.coach.advise_poignee(game, self.seat)
            advices.append(self.poignee_suggestion)
        self.coach_box.value = "".join(
            paragraph(
                i18n.text(
                    "table.coach_says",
                    lang,
                    advised=_said(advice.action, lang, advice.rule),
                    reason=advice.reason(lang),
                )
            )
            for advice in advices
        )

    def _prompt(self) -> str:
        game, lang = self.game, self.lang
        if game.phase is Phase.OVER:
            return i18n.text("table.prompt.over", lang)
        if self._slam_pending():
            return i18n.text("table.prompt.slam", lang)
        if game.phase is Phase.ECART:
            return i18n.text("table.prompt.ecart", lang, count=len(game.deal.chien))
        prompt = i18n.text(f"table.prompt.{game.phase.value}", lang)
        if self.view.poignee_options():
            prompt += " " + i18n.text("table.prompt.poignee", lang)
        return prompt

    def _controls(self) -> tuple:
        """The controls of the learner's current step."""
        game, view, lang = self.game, self.view, self.lang
        if game.phase is Phase.OVER:
            return ()
        if self._slam_pending():
            return (widgets.HBox([self.slam_button, self.no_slam_button]),)
        if game.phase is Phase.BIDDING:
            self.bid_buttons = {
                contract: action_button(
                    contract.localized(lang), tooltip=i18n.text("table.bid_tooltip", lang, contract=contract)
                )
                for contract in view.allowed_bids()
            }
            for contract, button in self.bid_buttons.items():
                button.on_click(lambda _button, contract=contract: self.bid(contract))
            self.bid_box.children = (self.pass_button, *self.bid_buttons.values())
            return (self.bid_box,)
        if game.phase is Phase.CALL:
            self.call_buttons.set_cards(view.callable_cards())
            self._entry_button("table.call_button")
            return (widgets.HTML(paragraph(i18n.text("table.callable", lang))), self.call_buttons, self.card_entry)
        if game.phase is Phase.ECART:
            if self.ecart_picker.hand != view.hand:  # a new écart: every button released
                self.ecart_picker.set_cards(view.hand, view.chien)
            return (self.ecart_picker, self.ecart_button)
        controls = []
        options = view.poignee_options()
        if options:
            self.poignee_box.children = tuple(self._poignee_button(poignee) for poignee in options)
            controls.append(self.poignee_box)
        self._show_hand(view.hand)
        self._entry_button(None)
        return (
            *controls,
            widgets.HTML(paragraph(i18n.text("table.your_hand", lang))),
            self.hand_buttons,
            self.card_entry,
        )

    def _show_hand(self, hand: CardSet) -> None:
        """The learner's cards as buttons. A played card's button is only taken away: the
        buttons are made once for the hand the learner plays with, not at every card."""
        if not set(hand) <= set(self.hand_buttons.buttons):
            self.hand_buttons.set_cards(hand)
        else:
            self.hand_buttons.children = tuple(self.hand_buttons.buttons[card] for card in hand)

    def _entry_button(self, key: str | None) -> None:
        """The typed-card button says "Call" at the call and "Play" during the tricks."""
        label = i18n.text(key, self.lang) if key else i18n.text("widgets.trick.play", self.lang)
        self.card_entry.button.description = self.card_entry.button.tooltip = label

    def _poignee_button(self, poignee) -> widgets.Button:
        shown = self.view.cards_to_show(poignee)
        count = len(shown)
        label = i18n.text("table.poignee_button", self.lang, poignee=poignee, count=count)
        tooltip = i18n.text("table.poignee_tooltip", self.lang, count=count, cards=shown)
        button = action_button(label, tooltip=tooltip, icon="hand-paper-o")
        button.on_click(lambda _button: self.show_poignee(poignee))
        return button

    def _show_hint(self) -> None:
        """With "show the legal cards" on, the allowed cards turn green and are listed in words."""
        game, view, lang = self.game, self.view, self.lang
        allowed, key = CardSet(), None
        if self.show_legal.value and game.phase is Phase.PLAY and game.to_act == self.seat:
            allowed, key = view.legal_cards(), "widgets.legal_cards"
        elif self.show_legal.value and game.phase is Phase.ECART:
            allowed, key = view.ecart_candidates(), "table.ecart_allowed"
        self.hand_buttons.highlight(allowed)
        self.ecart_picker.highlight(allowed)
        self.hint.value = paragraph(i18n.text(key, lang, cards=allowed)) if key else ""
        self.show_legal.disabled = game.phase not in (Phase.PLAY, Phase.ECART)

    def _seat_names(self) -> list[str]:
        """Each seat as the learner sees it: "Vous", "À droite"… (tarot_learn.seats)."""
        return seat_names(self.seat, self.game.players, self.lang)

    def _log(self) -> str:
        """The latest public events of the deal, one per line (:attr:`Game.history`)."""
        names = self._seat_names()
        lines = [event.describe(self.lang, names) for event in self.game.history[-LOG_LINES:]]
        items = "".join(f"<li>{html.escape(line)}</li>" for line in lines)
        return (
            paragraph(i18n.text("table.log", self.lang), strong=True)
            + f"<ul style='margin:2px 0;padding-left:1.4em;line-height:1.4'>{items}</ul>"
        )
