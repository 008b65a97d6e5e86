"""Choosing an écart: the taker's hand and the chien as buttons that stay pressed, a box to
type cards, and the count so far (RULES.md §4). The écart builder and the game table both
use it; whether the écart is legal is the rules core's answer, asked by each of them."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import contextmanager

import ipywidgets as widgets

from ..cards import CardSet
from ..errors import CardNotInHandError, CardParseError
from ..i18n import text
from ..parsing import parse_cards
from ._common import CardButtons, CardEntry, Feedback, errors_shown_in, paragraph


class EcartPicker(widgets.VBox):
    """Pick the cards of an écart among ``hand`` and ``chien`` (see :meth:`set_cards`), by
    clicking or typing them. :attr:`selected` is the choice so far; ``on_change()`` is called
    once after each change. A typed card that is neither in the hand nor in the chien gets its
    sentence in ``feedback``. ``on_typed`` replaces :meth:`select_typed` for the typing box."""

    def __init__(
        self,
        lang: str,
        feedback: Feedback,
        *,
        on_change: Callable[[], None] = lambda: None,
        on_typed: Callable[[str], None] | None = None,
    ):
        self.lang, self.feedback, self.on_change = lang, feedback, on_change
        self.hand, self.chien = CardSet(), CardSet()
        self._quiet = False  # True while the picker itself presses or releases buttons
        self.hand_buttons = CardButtons((), lang, on_pick=lambda _card: self._changed(), toggle=True)
        self.chien_buttons = CardButtons((), lang, on_pick=lambda _card: self._changed(), toggle=True)
        self.entry = CardEntry(
            lang, on_submit=on_typed or self.select_typed, button_key="widgets.ecart.select", several=True
        )
        self.count = widgets.HTML()
        super().__init__(
            [
                widgets.HTML(paragraph(text("widgets.ecart.your_hand", lang))),
                self.hand_buttons,
                widgets.HTML(paragraph(text("widgets.the_chien", lang))),
                self.chien_buttons,
                self.entry,
                self.count,
            ]
        )

    def set_cards(self, hand: CardSet, chien: CardSet) -> None:
        """A new écart to make from ``hand`` and ``chien``: every card released."""
        self.hand, self.chien = CardSet(hand), CardSet(chien)
        with self._one_change():
            self.hand_buttons.set_cards(self.hand)
            self.chien_buttons.set_cards(self.chien)
            self.entry.clear()

    @property
    def selected(self) -> CardSet:
        return self.hand_buttons.selected | self.chien_buttons.selected

    def release_all(self) -> None:
        with self._one_change():
            for buttons in (self.hand_buttons, self.chien_buttons):
                for card in buttons.buttons:
                    buttons.select(card, False)
            self.entry.clear()

    def select_typed(self, typed: str) -> None:
        """Press the typed cards; each must be in the hand or the chien."""
        with errors_shown_in(self.feedback, self.lang):
            cards = parse_cards(typed)
            if not cards:
                raise CardParseError("error.card.empty")
            pool = self.hand | self.chien
            for card in cards:
                if card not in pool:
                    raise CardNotInHandError("error.card.not_in_hand", card=card, hand=pool)
            with self._one_change():
                for card in cards:
                    (self.hand_buttons if card in self.hand else self.chien_buttons).select(card)
            self.entry.clear()
            self.feedback.clear()

    def highlight(self, cards) -> None:
        self.hand_buttons.highlight(cards)
        self.chien_buttons.highlight(cards)

    def disable(self, disabled: bool = True) -> None:
        self.hand_buttons.disable(disabled)
        self.chien_buttons.disable(disabled)
        self.entry.button.disabled = disabled

    @contextmanager
    def _one_change(self):
        """Press or release several buttons, then tell the change once."""
        self._quiet = True
        try:
            yield
        finally:
            self._quiet = False
        self._changed()

    def _changed(self) -> None:
        if self._quiet:
            return
        chosen = self.selected
        self.count.value = paragraph(
            text("widgets.ecart_count", self.lang, count=len(chosen), size=len(self.chien), cards=chosen)
        )
        self.on_change()
