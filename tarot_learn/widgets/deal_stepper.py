"""The deal stepper: replay a deal packet by packet and watch the chien grow (RULES.md §2).

Step 0 is the pack before the deal: the player on the dealer's left has cut it (``Deal.cutter``,
``Deal.cut``), and the picture marks him.

Everything shown comes from :func:`tarot_learn.deal.deal`: the widget only chooses which
step of ``Deal.steps`` to draw. Every control carries its words, so a screen reader names it:
buttons with text, a number box with its label (ipywidgets' slider handle and ``Play``
buttons have no accessible name). The automatic replay still runs in the browser, so that no
thread runs in the kernel: a hidden ``widgets.Play`` is the clock, linked in the page to the
step box, and the labelled "Automatic replay" toggle starts and stops it.
"""

from __future__ import annotations

import ipywidgets as widgets

from .. import i18n
from ..cards import CardSet
from ..deal import DEAL_SIZES, Deal, deal
from ..display.svg import deal_step_svg
from ..i18n import text
from ..seats import LEARNER, describe_step, seat_name
from ._base import DealingTrainer, fresh_seed
from ._common import Feedback, action_button, errors_shown_in, heading

PLAY_INTERVAL_MS = 800  # time between two steps of the automatic replay


def read_seed(typed: str) -> int | str | None:
    """A seed typed by the learner: a whole number stays a number, anything else is a word;
    an empty box gives ``None``."""
    typed = typed.strip()
    if not typed:
        return None
    # Only a short run of decimal digits is a number: "²" is a digit to isdigit() but not to int(),
    # and int() refuses more than 4,300 digits. Anything else is a word, which seeds as well.
    digits = typed.removeprefix("-")
    return int(typed) if digits.isdecimal() and len(digits) <= 30 else typed


class DealStepper(DealingTrainer):
    """Replay a deal of 3, 4 or 5 players, one packet or one chien card at a time.

    ``DealStepper(players=4, seed=7, lang="fr")``. ``step`` is how many steps are shown;
    the learner moves it with the buttons, the step box or the automatic replay, changes the
    number of players, and types a seed to see another deal (the same seed, the same deal).
    """

    def __init__(self, players: int = 4, seed: int | str = 7, *, dealer: int = 0, lang: str | None = None):
        lang = self.set_up(lang, players, seed)
        self.dealer = dealer
        self.players_choice = widgets.Dropdown(
            options=[(text("widgets.players_option", lang, count=count), count) for count in DEAL_SIZES],
            value=players,
            description=text("widgets.players", lang),
        )
        self.seed_box = widgets.Text(
            value=str(seed),
            description=text("widgets.deal.seed", lang),
            tooltip=text("widgets.deal.seed_tooltip", lang),
            continuous_update=False,
            layout=widgets.Layout(width="16em"),
        )
        self.new_deal_button = action_button(
            text("widgets.new_deal", lang), tooltip=text("widgets.deal.new_tooltip", lang), icon="random"
        )
        self.step_box = widgets.BoundedIntText(
            min=0, max=0, description=text("widgets.deal.step", lang), layout=widgets.Layout(width="10em")
        )
        self.restart_button = action_button(text("widgets.deal.restart", lang), icon="fast-backward")
        self.previous_button = action_button(text("widgets.deal.previous", lang), icon="step-backward")
        self.next_button = action_button(text("widgets.deal.next", lang), icon="step-forward")
        self.play_button = action_button(text("widgets.deal.play", lang), icon="play", toggle=True)
        # The replay's clock ticks in the browser; hidden, its icon-only buttons are never shown.
        self.clock = widgets.Play(
            min=0, max=0, interval=PLAY_INTERVAL_MS, show_repeat=False, layout=widgets.Layout(display="none")
        )
        self.clock_link = widgets.jslink((self.clock, "value"), (self.step_box, "value"))
        self.sentence = Feedback(self.live)
        self.feedback = Feedback(self.live)
        self.picture = widgets.HTML()

        self.players_choice.observe(lambda _change: self.new_deal(), "value")
        self.seed_box.observe(lambda _change: self.new_deal(), "value")
        self.new_deal_button.on_click(lambda _button: self._draw_seed())
        self.step_box.observe(lambda _change: self._show(), "value")
        self.play_button.observe(lambda change: self._replay(change["new"]), "value")
        # The clock stops by itself at the last step: the toggle is released with it.
        self.clock.observe(lambda change: setattr(self.play_button, "value", change["new"]), "playing")
        self.restart_button.on_click(lambda _button: self.go_to(0))
        self.previous_button.on_click(lambda _button: self.go_to(self.step - 1))
        self.next_button.on_click(lambda _button: self.go_to(self.step + 1))

        super().__init__(
            [
                widgets.HTML(heading(text("widgets.deal.title", lang))),
                widgets.HBox([self.players_choice, self.seed_box, self.new_deal_button]),
                widgets.HBox(
                    [self.restart_button, self.previous_button, self.next_button, self.play_button, self.step_box],
                    layout=widgets.Layout(flex_flow="row wrap", align_items="center"),
                ),
                self.clock,
                self.sentence,
                self.picture,
                self.feedback,
            ]
        )
        self.deal: Deal | None = None
        self.new_deal()

    # --- what the learner does -----------------------------------------------------------------
    @property
    def step(self) -> int:
        """How many steps of the deal are shown (0: nothing dealt yet)."""
        return self.step_box.value

    def go_to(self, step: int) -> None:
        """Show the deal after ``step`` steps (kept between the first and the last); a replay stops."""
        step = max(0, min(step, self.step_box.max))
        self.clock.playing = False
        self.clock.value = step
        self.step_box.value = step

    def _replay(self, playing: bool) -> None:
        """Start or stop the automatic replay: the browser's clock moves the step box, one step
        every :data:`PLAY_INTERVAL_MS` (from the start again when the deal is shown whole)."""
        self.play_button.icon = "pause" if playing else "play"
        self.clock.value = self.step
        self.clock.playing = playing

    def new_deal(self) -> None:
        """Deal again from the chosen number of players and the typed seed, back at step 0."""
        self.feedback.clear()
        seed = read_seed(self.seed_box.value)
        if seed is None:
            self.feedback.show(text("widgets.deal.seed_empty", self.lang), "bad")
            return
        with errors_shown_in(self.feedback, self.lang):
            self.deal = deal(self.players_choice.value, seed=seed, dealer=self.dealer)
            last = len(self.deal.steps)
            self.clock.playing = False
            self.clock.value = self.step_box.value = 0
            self.clock.max = self.step_box.max = last
            self._show()

    def _draw_seed(self) -> None:
        # A fresh seed written in the box, so the learner can note it and see this deal again.
        self.seed_box.value = str(fresh_seed())

    # --- what is shown ---------------------------------------------------------------------------
    def _show(self) -> None:
        if self.deal is None:
            return
        self.picture.value = deal_step_svg(self.deal, self.step, lang=self.lang)
        self.sentence.show(self.describe_step())
        self.previous_button.disabled = self.restart_button.disabled = self.step == 0
        self.next_button.disabled = self.step == len(self.deal.steps)

    def dealt_so_far(self) -> tuple[tuple[CardSet, ...], CardSet]:
        """The cards each seat, and the chien, have received in the steps shown."""
        hands = [CardSet()] * self.deal.players
        chien = CardSet()
        for step in self.deal.steps[: self.step]:
            if step.kind == "packet":
                hands[step.seat] = hands[step.seat] | CardSet(step.cards)
            else:
                chien = chien | CardSet(step.cards)
        return tuple(hands), chien

    def describe_step(self) -> str:
        """The sentence under the picture: what the dealer just did, or what comes next."""
        lang, current, size = self.lang, self.deal, self.deal.size
        total = len(current.steps)
        if self.step == 0:
            cut = ""
            if current.cut is not None:  # a prepared deal was never cut
                cut = (
                    text(
                        "widgets.deal.cut",
                        lang,
                        cutter=self._named(current.cutter),
                        cut=current.cut,
                        rest=len(current.pack) - current.cut,
                    )
                    + " "
                )
            return cut + text(
                "widgets.deal.start",
                lang,
                dealer=self._named(current.dealer),  # as the picture names them: "vous", "le joueur de droite"…
                first=self._named(current.first_player),
                players=current.players,
                hand=size.hand,
                packet=size.packet,
                chien=size.chien,
            )
        progress = text("widgets.deal.progress", lang, step=self.step, total=total)
        sentence = f"{progress} {describe_step(current.steps[self.step - 1], current, lang)}"
        if self.step < total:
            return sentence
        sentence += " " + text("widgets.deal.done", lang, hand=size.hand, chien=size.chien)
        for seat in current.petit_sec_seats():
            sentence += " " + i18n.text("deal.petit_sec", lang, seat=self._named(seat))
        return sentence

    def _named(self, seat: int) -> str:
        """A seat as the learner, sitting at :data:`~tarot_learn.seats.LEARNER`, reads it (the picture's names)."""
        return seat_name(seat, LEARNER, self.deal.players, self.lang, noun=True)
