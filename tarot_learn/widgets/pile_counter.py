"""The pile counter: count the attack's pile at the end of a real deal (RULES.md §1, §4, §6, §7).

You take the chosen contract (the others pass), the rules core's bots play the deal out
(:func:`tarot_learn.strategy.bots.play_out`), and the widget shows what the attack counts at
the end, as the core's :class:`~tarot_learn.game.DealResult` has it: the tricks the attack won,
after the Excuse's exchange (§6); the écart at a Petite or a Garde, the unseen chien at a Garde
sans — at a Garde contre the chien goes to the defence (§4); the whole pile counted by pairs
(:func:`tarot_learn.count_by_pairs`, §1), its bouts, the points it needed and the verdict (§7);
and the defence's pile, the rest of the 91 points.

The switch "the classic slip" counts the pile as a hurried player does — without the écart, or
without the chien at a Garde sans, or with the chien at a Garde contre — and shows the verdict
that slip would give, scored by the core (:func:`tarot_learn.scoring.score_deal`).
"""

from __future__ import annotations

import ipywidgets as widgets

from ..cards import DECK, CardSet, count_by_pairs
from ..contracts import Contract
from ..display.svg import cards_svg
from ..excuse import ExcuseSettlement
from ..game import Game
from ..i18n import format_points, format_points_with_unit, text
from ..scoring import ScoreBreakdown, score_deal
from ..seats import seat_name, seat_names
from ..sides import ATTACK
from ..strategy.bots import SimpleBot, play_out
from ._base import DealingTrainer
from ._common import Feedback, action_button, heading, paragraph

YOU = 0  # the learner deals and speaks last; he takes, the others pass


def taken_and_played(players: int, seed: int | str, contract: Contract) -> Game:
    """A deal where you (seat 0, the dealer) take ``contract`` and every other player passes;
    bots then play it to the end — your seat too: its call, écart and cards (RULES.md §3–§6)."""
    game = Game(players, seed=seed, dealer=YOU)
    for seat in range(1, players):
        game.bid(seat, None)
    game.bid(YOU, contract)
    play_out(game, {seat: SimpleBot(f"{game.deal.seed}/{seat}") for seat in range(players)})
    return game


class PileCounter(DealingTrainer):
    """Count the attack's pile at the end of a deal: ``PileCounter(players=4, seed=33,
    contract="petite", lang="fr")``.

    The learner changes the number of players, the contract or the deal ("New deal": the next
    seed), and switches the classic slip on to see the count and the verdict it would give.
    """

    def __init__(self, players: int = 4, seed: int | str | None = None, contract="petite", *, lang: str | None = None):
        lang = self.set_up(lang, players, seed)
        self.players_choice = self.players_menu(self.count)
        self.contract_choice = widgets.Dropdown(
            options=[(each.localized(lang), each) for each in Contract],
            value=Contract.parse(contract),
            description=text("widgets.pile.contract", lang),
            style={"description_width": "initial"},
        )
        self.contract_choice.observe(lambda _change: self.count(), "value")
        self.new_button = action_button(
            text("widgets.new_deal", lang), tooltip=text("widgets.pile.new_tooltip", lang), icon="random"
        )
        self.new_button.on_click(lambda _button: self._next_deal())
        self.slip_switch = action_button(
            text("widgets.pile.slip_button", lang),
            tooltip=text("widgets.pile.slip_tooltip", lang),
            icon="exclamation-triangle",
            toggle=True,
        )
        self.slip_switch.observe(lambda _change: self._show_slip(), "value")
        self.story = widgets.HTML()
        self.tricks = widgets.HTML()
        self.extra = widgets.HTML()
        self.pairs = widgets.HTML()
        self.slip = Feedback(self.live)  # the slip's count, marked ✘: a wrong count, never a rule
        super().__init__(
            [
                widgets.HTML(heading(text("widgets.pile.title", lang))),
                self.players_choice,
                widgets.HBox([self.contract_choice, self.new_button]),
                self.story,
                self.tricks,
                self.extra,
                self.pairs,
                widgets.HBox([self.slip_switch]),
                self.slip,
            ]
        )
        self.count()

    # --- the deal -----------------------------------------------------------------------------------
    @property
    def contract(self) -> Contract:
        return self.contract_choice.value

    def _next_deal(self) -> None:
        self.advance_seed()
        self.count()

    def count(self) -> None:
        """Play the deal with the chosen table, seed and contract, then show its count."""
        self.game = taken_and_played(self.players, self.seed, self.contract)
        result, lang = self.game.result, self.lang
        self.story.value = paragraph(self._story())
        names = seat_names(YOU, self.players, lang, noun=True)
        won = sum(self.game.side_of(trick.winner) == ATTACK for trick in self.game.tricks)
        tricks = self.attack_tricks
        self.tricks.value = (
            paragraph(text("widgets.pile.tricks", lang, won=won, count=len(tricks)), strong=True)
            + self._excuse(result.settlement, names)
            + cards_svg(tricks, width=40, lang=lang)
        )
        self.extra.value = self._extra()
        # A pair is notation, not a sentence: "R♦ + 9♣ = 5", as players write it (RULES.md §1).
        groups = ", ".join(
            " + ".join(card.text(lang) for card in group) + " = " + format_points(value, lang)
            for group, value in count_by_pairs(result.attack_cards)
        )
        self.pairs.value = (
            paragraph(text("widgets.pile.pairs_title", lang, count=len(result.attack_cards)), strong=True)
            + paragraph(groups)
            + paragraph(self._verdict(result.attack_points, result.bouts, result.score), strong=True)
            + paragraph(
                text(
                    "widgets.pile.defence",
                    lang,
                    attack=format_points(result.attack_points, lang),
                    defence=format_points(DECK_POINTS - result.attack_points, lang),
                )
            )
        )
        self._show_slip()

    @property
    def attack_tricks(self) -> CardSet:
        """The cards of the tricks the attack won, once the Excuse has been exchanged (§6)."""
        return self.game.result.settlement.piles[ATTACK]

    def slip_pile(self) -> CardSet:
        """The pile a hurried player counts: the écart or the Garde sans' chien forgotten, or the
        Garde contre's chien counted for the attack (RULES.md §4 says where each goes)."""
        game = self.game
        if self.contract.taker_takes_chien:
            return game.result.attack_cards - game.ecart
        if self.contract.chien_counts_for_attack:
            return game.result.attack_cards - game.deal.chien
        return game.result.attack_cards | game.deal.chien

    # --- the words ----------------------------------------------------------------------------------
    def _story(self) -> str:
        game, lang = self.game, self.lang
        story = text("widgets.pile.story", lang, seed=self.seed, players=self.players, contract=self.contract)
        if game.players == 5:
            if game.partner in (None, YOU):
                story += " " + text("widgets.pile.alone", lang, card=game.called_card)
            else:
                partner = seat_name(game.partner, YOU, game.players, lang, noun=True)
                story += " " + text("widgets.pile.partner", lang, card=game.called_card, partner=partner)
        return story

    def _excuse(self, settlement: ExcuseSettlement, names) -> str:
        return paragraph(settlement.describe(self.lang, names))

    def _extra(self) -> str:
        game, lang = self.game, self.lang
        if self.contract.taker_takes_chien:
            words = text(
                "widgets.pile.ecart", lang, count=len(game.ecart), points=format_points(game.ecart.points, lang)
            )
            return paragraph(words, strong=True) + cards_svg(game.ecart, width=40, lang=lang)
        key = "widgets.pile.chien_sans" if self.contract.chien_counts_for_attack else "widgets.pile.chien_contre"
        words = text(key, lang, count=len(game.deal.chien), points=format_points(game.deal.chien.points, lang))
        return paragraph(words, strong=True) + cards_svg(game.deal.chien, width=40, lang=lang)

    def _verdict(self, points: float, bouts: int, score: ScoreBreakdown) -> str:
        lang = self.lang
        outcome = "made" if score.made else "failed"
        verdict = text(
            f"widgets.pile.verdict.{outcome}",
            lang,
            points=format_points_with_unit(points, lang),
            bouts=bouts,
            needed=score.points_needed,
            by=abs(score.difference),
        )
        half = score.half_point(lang)  # a half point goes to the side that wins (§7)
        return f"{verdict} {half}" if half else verdict

    def _show_slip(self) -> None:
        """With the switch on: the slip's count and the verdict it would give, beside the true one."""
        if not self.slip_switch.value:
            self.slip.clear()
            return
        lang, pile = self.lang, self.slip_pile()
        bouts = sum(card.is_bout for card in pile)
        wrong = score_deal(self.players, self.contract, pile.points, bouts)
        if self.contract.taker_takes_chien:
            key = "widgets.pile.slip.ecart"
        else:
            key = (
                "widgets.pile.slip.chien_sans" if self.contract.chien_counts_for_attack else "widgets.pile.slip.contre"
            )
        self.slip.show(f"{text(key, lang)} {self._verdict(pile.points, bouts, wrong)}", "bad")


DECK_POINTS = CardSet(DECK).points  # 91 (RULES.md §1)
