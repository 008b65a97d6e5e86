"""Reading what people write: one way to fold a text before looking its words up.

Cards (:mod:`.parsing`), bids (:mod:`.bidding`, :class:`~tarot_learn.contracts.Contract`) and
sides (:class:`~tarot_learn.sides.Side`) are typed by learners in French or English, with or
without accents, in any case. Each reader folds the text with :func:`normalise` and then
looks its words up in its own table, so "Défense", "defense" and "DÉFENSE" read the same.
"""

from __future__ import annotations

import re
import unicodedata

_VARIATION_SELECTORS = "\ufe0e\ufe0f"  # "♥️" is "♥" asking to be drawn as an emoji


def normalise(text: str) -> str:
    """``text`` lower-cased, without accents or emoji selectors, ``œ`` written ``oe``:
    ``"Roi de Cœur"`` → ``"roi de coeur"``, ``"Défense"`` → ``"defense"``."""
    text = text.replace("œ", "oe").replace("Œ", "oe")
    text = unicodedata.normalize("NFKD", text)
    text = "".join(char for char in text if not unicodedata.combining(char) and char not in _VARIATION_SELECTORS)
    return text.lower()


def letter_words(text: str) -> list[str]:
    """The words of ``text`` made of letters a–z, once normalised: ``"Garde-sans !"`` → ``["garde", "sans"]``."""
    return re.findall(r"[a-z]+", normalise(text))
