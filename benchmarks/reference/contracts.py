"""The four contracts, low to high, and what each does with the chien (RULES.md §3, §4)."""

from __future__ import annotations

import enum

from . import i18n


class Contract(enum.IntEnum):
    """A bid. Contracts compare in bidding order: ``Contract.GARDE > Contract.PETITE``."""

    PETITE = 1
    GARDE = 2
    GARDE_SANS = 3
    GARDE_CONTRE = 4

    @property
    def multiplier(self) -> int:
        """What the base score is multiplied by (RULES.md §3): ×1, ×2, ×4, ×6."""
        return _MULTIPLIERS[self]

    @property
    def taker_takes_chien(self) -> bool:
        """Petite and Garde: the chien is shown, taken into the hand, and an écart is made (§4)."""
        return self <= Contract.GARDE

    @property
    def chien_counts_for_attack(self) -> bool:
        """The chien's (or the écart's) points count for the taker, except at Garde contre (§4)."""
        return self is not Contract.GARDE_CONTRE

    def localized(self, lang: str | None = None) -> str:
        return i18n.text(f"contract.{self.name.lower()}", lang)

    def __str__(self) -> str:
        return self.localized()


_MULTIPLIERS = {Contract.PETITE: 1, Contract.GARDE: 2, Contract.GARDE_SANS: 4, Contract.GARDE_CONTRE: 6}
