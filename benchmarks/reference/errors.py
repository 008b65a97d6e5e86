"""The errors of tarot_learn: every one is a ``ValueError`` and speaks both languages.

A programmer gets a clear ``ValueError`` subclass; a widget or the grader catches
:class:`TarotError` and shows :meth:`TarotError.message` in the learner's language,
so a learner never sees a traceback.
"""

from __future__ import annotations

from . import i18n


class TarotError(ValueError):
    """Base class: a message key from :mod:`tarot_learn.i18n` and its parameters."""

    def __init__(self, key: str, **params):
        self.key = key
        self.params = params
        super().__init__(self.message())

    def message(self, lang: str | None = None) -> str:
        """The explanation, in ``lang`` (default: :func:`tarot_learn.i18n.get_language`)."""
        return i18n.text(self.key, lang, **self.params)


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


class LanguageError(TarotError):
    """Only French (``"fr"``) and English (``"en"``) are available."""


class IllegalActionError(TarotError):
    """An action that the rules do not allow at this point of a deal."""
