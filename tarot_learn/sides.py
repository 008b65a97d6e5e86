"""The two sides of a deal: the attack (the taker and his partner) and the defence (RULES.md §3).

``Side.ATTACK`` and ``Side.DEFENCE`` are strings too (``Side.ATTACK == "attack"``), so code
and data that wrote the sides as ``"attack"`` and ``"defence"`` keep working. Whatever a
person writes for a side is read in one place, :meth:`Side.parse`.
"""

from __future__ import annotations

import enum

from . import i18n
from .errors import TarotError
from .words import letter_words

# The words for each side, normalised (lower case, no accents); fillers ("la", "the") are dropped.
_SIDE_WORDS = {
    "attack": ("attaque", "attack", "attacker", "attackers", "attaquant", "attaquants", "preneur", "taker", "declarer"),
    "defence": ("defense", "defence", "defenders", "defender", "defenseurs", "defenseur"),
}
# Words around a side that say nothing more: "le camp de l'attaque", "the defending side", "les défenseurs".
_FILLERS = {"l", "la", "le", "les", "the", "camp", "cote", "de", "du", "des", "side", "en", "a", "au", "of"}


class Side(enum.StrEnum):
    """A side of the table (RULES.md §3): the taker's side attacks, the others defend."""

    ATTACK = "attack"
    DEFENCE = "defence"

    @property
    def opponent(self) -> Side:
        return Side.DEFENCE if self is Side.ATTACK else Side.ATTACK

    def localized(self, lang: str | None = None) -> str:
        """``l'attaque`` / ``the attack``."""
        return i18n.text(f"side.{self.value}", lang)

    @classmethod
    def parse(cls, side: Side | str) -> Side:
        """Read a side: a :class:`Side`, or a text in French or English (``"attack"``,
        ``"l'attaque"``, ``"Défense"``, ``"the defenders"``…). Raises
        :class:`~tarot_learn.errors.TarotError` for anything else."""
        if isinstance(side, Side):
            return side
        if isinstance(side, str):
            words = [word for word in letter_words(side) if word not in _FILLERS]
            for value, spellings in _SIDE_WORDS.items():
                if len(words) == 1 and words[0] in spellings:
                    return cls(value)
        raise TarotError("error.side", given=repr(side))


ATTACK, DEFENCE = Side
