"""The four contracts, low to high, and what each does with the chien (RULES.md §3, §4)."""

from __future__ import annotations

import enum
import re

from . import i18n
from .errors import TarotError, shown
from .words import letter_words


class Contract(enum.IntEnum):
    """A bid. Contracts compare in bidding order: ``Contract.GARDE > Contract.PETITE``.

    >>> Contract.GARDE > Contract.PETITE, Contract.GARDE.multiplier
    (True, 2)
    >>> Contract.GARDE_SANS.localized("fr")
    'Garde sans le chien'
    """

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
        return self <= _LAST_WITH_ECART

    @property
    def chien_counts_for_attack(self) -> bool:
        """The chien's (or the écart's) points count for the taker, except at Garde contre (§4)."""
        return self is not _CHIEN_TO_DEFENCE

    def localized(self, lang: str | None = None) -> str:
        return i18n.text(f"contract.{self.name.lower()}", lang)

    @classmethod
    def parse(cls, contract: Contract | str) -> Contract:
        """Read a contract: a :class:`Contract`, or its name in French or English, in any case,
        with or without accents: ``"garde"``, ``"Garde sans"``, ``"garde contre le chien"``,
        ``"prise"``, ``"guard against"``, or the names :meth:`localized` gives. Raises
        :class:`~tarot_learn.errors.TarotError` for anything else (a pass is no contract:
        :func:`~tarot_learn.bidding.parse_bid` reads the bids)."""
        if isinstance(contract, Contract):
            return contract
        if isinstance(contract, str):
            found = _CONTRACT_WORDS.get(contract_words(contract))
            if found is not None:
                return found
        raise TarotError("error.score.contract", given=shown(contract))

    def __str__(self) -> str:
        return self.localized()


_MULTIPLIERS = {Contract.PETITE: 1, Contract.GARDE: 2, Contract.GARDE_SANS: 4, Contract.GARDE_CONTRE: 6}
# Module names for the members the properties compare with: reading Contract.GARDE is slower.
_LAST_WITH_ECART, _CHIEN_TO_DEFENCE = Contract.GARDE, Contract.GARDE_CONTRE

# The names of the contracts, as :func:`contract_words` leaves them.
_CONTRACT_WORDS = {
    "petite": Contract.PETITE,
    "prise": Contract.PETITE,
    "petite prise": Contract.PETITE,
    "garde": Contract.GARDE,
    "garde sans": Contract.GARDE_SANS,
    "garde contre": Contract.GARDE_CONTRE,
    "small": Contract.PETITE,  # the English names lesson 03 teaches: small, guard, guard without, guard against
    "guard": Contract.GARDE,
    "guard without": Contract.GARDE_SANS,
    "guard against": Contract.GARDE_CONTRE,
}


def contract_words(text: str) -> str:
    """What a bid or a contract says, folded (:func:`~tarot_learn.words.normalise`), without an
    English gloss in brackets, and without naming the chien, which adds nothing:
    ``"Garde sans (without the chien)"`` → ``"garde sans"``, ``"guard without the dog"`` → ``"guard without"``."""
    text = re.sub(r"\(.*?\)", " ", text)
    return " ".join(word for word in letter_words(text) if word not in _CHIEN_WORDS)


# "Garde sans le chien", "guard without the dog" (or "the kitty"): naming the chien adds nothing.
_CHIEN_WORDS = ("le", "the", "chien", "dog", "kitty")
