"""The machinery of the two languages: which one is in use, and the sentence for a key.

The sentences themselves live beside the code that says them, one ``messages.toml`` per
layer — the rules core's (``tarot_learn/messages.toml``), the display's, the exercises' and
the widgets' — each message a table with its French and its English text side by side::

    [error.card.empty]
    fr = "Aucune carte écrite. …"
    en = "No card written. …"

:func:`text` merges the files the first time a sentence is asked for, refusing a key that two
files define; ``import tarot_learn`` reads none of them (nor loads the TOML reader), so that it
stays quick (``benchmarks/bench_import.py``). A parameter that knows how to name itself in a
language (a suit, a contract…) has a ``localized(lang)`` method — it is :class:`Localized` —;
numbers are written the way each language writes them. A sentence to be said later, in a language
not chosen yet (a verdict's reason, an error's cause), is a :class:`Sentence` (a key and its
parameters) or a :class:`Deferred` (a function of the language: the rules core's own account).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache

LANGUAGES = ("fr", "en")
PACKAGE = os.path.dirname(os.path.abspath(__file__))  # where the catalogues are looked for
_language = "en"


def get_language() -> str:
    """The language used when none is given (``"en"`` until :func:`set_language`)."""
    return _language


def set_language(lang: str) -> None:
    """Choose the default language of messages: ``"fr"`` or ``"en"``."""
    global _language
    _language = check_language(lang)


def language_from_environment(environ=None) -> str:
    """The language a command line speaks: ``TAROT_LEARN_LANG`` if set, else the locale's language
    (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``: the first one set), English when it is neither."""
    environ = os.environ if environ is None else environ
    for name in ("TAROT_LEARN_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "").strip()
        if value:
            code = value[:2].lower()  # "fr_FR.UTF-8", "fr:en", "en" all start with the language
            return code if code in LANGUAGES else "en"
    return "en"


def check_language(lang: str | None) -> str:
    """Return ``lang`` (or the default one) after checking it is ``"fr"`` or ``"en"``."""
    if lang is None:
        return _language
    if lang not in LANGUAGES:
        raise LanguageError("error.language", given=repr(lang))
    return lang


def text(key: str, lang: str | None = None, **params) -> str:
    """The sentence ``key`` in ``lang``, its placeholders filled from ``params``."""
    lang = check_language(lang)
    shown = {name: _show(value, lang) for name, value in params.items()}
    return catalogue()[key][lang].format(**shown)


class TarotError(ValueError):
    """The base of tarot_learn's errors (:mod:`tarot_learn.errors` names them all): a message key of
    the catalogue and its parameters, said in either language. It lives here, with the sentences it
    says, because choosing a language can fail too (:class:`LanguageError`)."""

    def __init__(self, key: str, **params):
        self.key = key
        self.params = params
        super().__init__(self.message())

    def message(self, lang: str | None = None) -> str:
        """The explanation, in ``lang`` (default: :func:`get_language`)."""
        return text(self.key, lang, **self.params)


class LanguageError(TarotError):
    """Only French (``"fr"``) and English (``"en"``) are available."""


def _protocol():
    """:class:`Localized` (see the module's ``__getattr__``)."""
    from typing import Protocol

    class Localized(Protocol):
        """What says itself in either language, as a parameter of a sentence: a suit, a card, a contract,
        a :class:`Sentence`… (:func:`text` calls its ``localized``)."""

        def localized(self, lang: str) -> str: ...

    Localized.__module__ = __name__
    return Localized


@dataclass(frozen=True)
class Sentence:
    """A sentence of the catalogue with its parameters, said in the language asked for when shown."""

    key: str
    params: Mapping[str, object] = field(default_factory=dict)

    def localized(self, lang: str | None = None) -> str:
        return text(self.key, lang, **self.params)


@dataclass(frozen=True)
class Deferred:
    """A sentence made in the language asked for when shown by a function of the language: the rules
    core's own account of a position (``explain_play(...).explain``, a score's lines…), an error's
    message (``error.message``)."""

    say: Callable[[str | None], str]

    def localized(self, lang: str | None = None) -> str:
        return self.say(lang)


def _show(value, lang: str) -> str:
    # A Localized value, recognised by its method: isinstance on a Protocol costs some 60 times more,
    # and every parameter of every sentence passes here.
    if hasattr(value, "localized"):
        return value.localized(lang)
    if isinstance(value, float):
        return format_points(value, lang)
    if isinstance(value, (list, tuple, frozenset, set)):
        return _show_items(list(value), lang)
    return str(value)


def _show_items(items: list, lang: str) -> str:
    if not items:
        return text("word.none", lang)
    # An item may say how it is listed: cards read well side by side ("R♥ 7♠ 21", Card.listed_with);
    # anything else (contracts…), or a mix, is a list with commas.
    separators = {getattr(item, "listed_with", ", ") for item in items}
    separator = separators.pop() if len(separators) == 1 else ", "
    return separator.join(_show(item, lang) for item in items)


def format_number(number: float, lang: str | None = None) -> str:
    """``2169`` as ``2 169`` in French (a narrow no-break space) and ``2,169`` in English; a
    decimal number with each language's mark: ``4.8`` as ``4,8`` in French."""
    marks = {ord(","): text("number.thousands_separator", lang), ord("."): text("number.decimal_separator", lang)}
    return f"{number:,}".translate(marks)


def format_points_with_unit(points: float, lang: str | None = None) -> str:
    """Points with their word, singular or plural as each language writes it: ``1,5 point`` and
    ``41 points`` in French (singular below 2), ``1 point`` and ``1.5 points`` in English."""
    size = abs(points)
    one = size < 2 if check_language(lang) == "fr" else size == 1
    return text("number.points.one" if one else "number.points.many", lang, points=format_points(points, lang))


def format_points(points: float, lang: str | None = None) -> str:
    """``41.5`` as ``41,5`` in French and ``41.5`` in English; ``41.0`` as ``41``."""
    return f"{points:g}".replace(".", text("number.decimal_separator", lang))


def format_signed(points: float, lang: str | None = None) -> str:
    """``+8``, ``−4`` (the typographic minus, as printed score sheets write it) or ``0``; a half as
    each language writes it (``+2,5``)."""
    if points > 0:
        return "+" + format_points(points, lang)
    if points < 0:
        return "\u2212" + format_points(-points, lang)
    return "0"


def format_percent(percent: float, digits: int = 0, lang: str | None = None) -> str:
    """``12.5`` (already in percent) as ``12,5 %`` in French and ``12.5%`` in English."""
    number = f"{percent:.{digits}f}".replace(".", text("number.decimal_separator", lang))
    return text("number.percent", lang, number=number)


@cache
def catalogue() -> dict[str, dict[str, str]]:
    """Every message of every layer: ``{key: {"fr": …, "en": …}}``, read once from the
    ``messages.toml`` files of the package."""
    merged: dict[str, dict[str, str]] = {}
    owner = {}
    for path, key, message in _catalogue_messages():
        if key in merged:
            raise RuntimeError(f"the message {key!r} is defined twice: in {owner[key]} and in {path}")
        merged[key], owner[key] = message, path
    return merged


def catalogue_files() -> dict:
    """Which file (a ``Path``) defines each message (for the catalogue's tests and for contributors)."""
    return {key: path for path, key, _message in _catalogue_messages()}


def _catalogue_messages():
    """(file, key, message) for every message of every ``messages.toml`` under :data:`PACKAGE`."""
    import tomllib  # here, not at import: reading the catalogues waits for the first sentence
    from pathlib import Path

    for path in sorted(Path(PACKAGE).rglob("messages.toml")):
        with path.open("rb") as file:
            for key, message in _messages(tomllib.load(file)):
                yield path, key, message


def _messages(table: dict, prefix: str = ""):
    """The messages of a TOML table: a table with ``fr`` and ``en`` strings is one message;
    its other sub-tables are messages whose keys continue its own."""
    for name, value in table.items():
        if not isinstance(value, dict):
            continue
        key = prefix + name
        if "fr" in value or "en" in value:
            yield key, {lang: value[lang] for lang in LANGUAGES}
        yield from _messages(value, key + ".")


def __getattr__(name: str):
    # ``MESSAGES`` reads as the merged catalogue (the tests use it), without loading it at import.
    if name == "MESSAGES":
        return catalogue()
    # ``Localized``, a typing.Protocol, is made when first asked for: ``import tarot_learn`` leaves typing
    # unloaded (tests/contracts/test_import_cost.py), and only readers and type checkers ask for it.
    if name == "Localized":
        globals()[name] = _protocol()
        return globals()[name]
    raise AttributeError(name)
