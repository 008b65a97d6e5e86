"""The errors of tarot_learn: every one is a ``ValueError`` and speaks both languages.

A programmer gets a clear ``ValueError`` subclass; a widget or the grader catches
:class:`TarotError` and shows :meth:`TarotError.message` in the learner's language,
so a learner never sees a traceback.
"""

from __future__ import annotations

from .i18n import LanguageError, TarotError  # noqa: F401 - the base, and the error i18n raises itself


def shown(value, limit: int = 40) -> str:
    """A bad value as a message quotes it: its ``repr`` (the text ``'4'`` never reads as the
    number 4), cut to ``limit`` characters so that a pasted page stays one short sentence."""
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - a broken __repr__ must not hide the real message
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 1] + "…"


class CardParseError(TarotError):
    """A text that does not name exactly one card (RULES.md §1)."""


class CardCountError(TarotError):
    """Too many or too few cards for what was asked."""


class CardNotInHandError(TarotError):
    """A card played or put aside that the player does not hold."""


class DuplicateCardError(TarotError):
    """The same card given twice, or in two places at once."""


class TrickError(TarotError):
    """A trick that cannot exist: too long, or a card played that is not legal."""


class PlayerCountError(TarotError):
    """French Tarot is played by 3, 4 or 5 players (RULES.md §2)."""


class IllegalActionError(TarotError):
    """An action that the rules do not allow at this point of a deal."""
