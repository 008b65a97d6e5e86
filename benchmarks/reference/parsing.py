"""Reading cards written by a person, in French or English.

Accepted: ``R♥`` / ``K♥``, ``D♥`` / ``Q♥``, ``C♥``, ``V♥`` / ``J♥``, ``7♥``, ``1♥`` / ``A♥``;
``roi de cœur``, ``king of hearts``; ``21``, ``atout 12``, ``trump 12``, ``le Petit``;
``Excuse``, ``the fool``. Case, accents and extra spaces do not matter. Anything unclear
is refused with a :class:`~tarot_learn.errors.CardParseError` that says how to write the
card, and suggests the nearest card when one is close — a card is never guessed.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Iterable
from functools import lru_cache

from .cards import DECK, EXCUSE, Card, CardSet, Suit, suit_card, trump
from .errors import CardParseError, DuplicateCardError

_RANK_WORDS = {
    "as": 1, "a": 1, "ace": 1, "un": 1, "one": 1,
    "deux": 2, "two": 2, "trois": 3, "three": 3, "quatre": 4, "four": 4, "cinq": 5, "five": 5,
    "six": 6, "sept": 7, "seven": 7, "huit": 8, "eight": 8, "neuf": 9, "nine": 9, "dix": 10, "ten": 10,
    "v": 11, "valet": 11, "j": 11, "jack": 11, "knave": 11,
    "c": 12, "cavalier": 12, "cav": 12, "kn": 12, "knight": 12, "n": 12,
    "d": 13, "dame": 13, "reine": 13, "q": 13, "queen": 13,
    "r": 14, "roi": 14, "k": 14, "king": 14,
}  # fmt: skip
_SUIT_WORDS = {
    "pique": Suit.SPADES, "piques": Suit.SPADES, "spade": Suit.SPADES, "spades": Suit.SPADES,
    "coeur": Suit.HEARTS, "coeurs": Suit.HEARTS, "heart": Suit.HEARTS, "hearts": Suit.HEARTS,
    "carreau": Suit.DIAMONDS, "carreaux": Suit.DIAMONDS, "diamond": Suit.DIAMONDS, "diamonds": Suit.DIAMONDS,
    "trefle": Suit.CLUBS, "trefles": Suit.CLUBS, "club": Suit.CLUBS, "clubs": Suit.CLUBS,
}  # fmt: skip
# Single letters after a rank: "7h", "Kp". The letter c is refused: clubs or cœur?
_SUIT_LETTERS = {"s": Suit.SPADES, "p": Suit.SPADES, "h": Suit.HEARTS, "d": Suit.DIAMONDS, "t": Suit.CLUBS}
_TRUMP_WORDS = {"atout", "atouts", "trump", "trumps", "t", "a"}
_EXCUSE_WORDS = {"excuse", "fool", "*", "⋆", "★", "ex"}
_FILLERS = {"de", "du", "des", "of", "the", "le", "la", "les", "l"}
_SYMBOLS = {"♠": " pique ", "♤": " pique ", "♥": " coeur ", "♡": " coeur ", "♦": " carreau ",
            "♢": " carreau ", "♣": " trefle ", "♧": " trefle "}  # fmt: skip
_LONGEST_NAME = 4  # words in the longest card name once fillers are gone ("trump 12" has 2)


def _normalise(text: str) -> str:
    text = text.replace("œ", "oe").replace("Œ", "oe")
    for symbol, word in _SYMBOLS.items():
        text = text.replace(symbol, word)
    text = re.sub(r"\b[dl]['’]", " ", text, flags=re.IGNORECASE)  # d'atout, l'Excuse
    text = unicodedata.normalize("NFKD", text)
    text = "".join(char for char in text if not unicodedata.combining(char) and char not in "\ufe0e\ufe0f")
    return text.lower()


def _tokens(text: str) -> list[str]:
    tokens = []
    for token in re.findall(r"\d+|[^\W\d_]+|[*⋆★]", _normalise(text)):
        # "kh", "rp": a rank letter glued to a suit letter
        if len(token) == 2 and token not in _RANK_WORDS and token[0] in _RANK_WORDS and token[1] in "sphdtc":
            tokens.extend(token)
        elif token not in _FILLERS:
            tokens.append(token)
    return tokens


def _card_from_words(words: tuple[str, ...], given: str) -> Card | None:
    """The card that exactly these words name, or None; raises only for a clear mistake."""
    if len(words) == 1:
        (word,) = words
        if word in _EXCUSE_WORDS:
            return EXCUSE
        if word == "petit":
            return trump(1)
        if word.isdigit():
            return _trump_number(word)
        return None
    if len(words) == 2:
        first, second = words
        if first in _TRUMP_WORDS and second.isdigit():
            return _trump_number(second)
        if second in _TRUMP_WORDS and first.isdigit() and second != "a":
            return _trump_number(first)
        if first == "petit" and second in _TRUMP_WORDS:
            return trump(1)
        rank = int(first) if first.isdigit() else _RANK_WORDS.get(first)
        if rank is None:
            return None
        if second == "c":
            raise CardParseError("error.card.ambiguous_c", given=given)
        suit = _SUIT_WORDS.get(second) or _SUIT_LETTERS.get(second)
        if suit is None:
            return None
        if not 1 <= rank <= 14 or (first.isdigit() and rank > 10):
            raise CardParseError("error.card.rank_range", number=first)
        return suit_card(rank, suit)
    if len(words) == 3 and words[0] == "petit" and words[1] in _TRUMP_WORDS and words[2] == "1":
        return trump(1)  # "le Petit (atout 1)", the card's own full name
    return None


def _trump_number(word: str) -> Card:
    number = int(word)
    if not 1 <= number <= 21:
        raise CardParseError("error.card.trump_range", number=number)
    return trump(number)


@lru_cache(maxsize=4096)
def _parse_text(text: str) -> tuple[Card, ...]:
    words = _tokens(text)
    cards = []
    start = 0
    mistake, mistake_end = None, 0  # a clear mistake in a longer reading ("7 c"), kept in case
    while start < len(words):
        for end in range(min(len(words), start + _LONGEST_NAME), start, -1):
            given = " ".join(words[start:end])
            try:
                card = _card_from_words(tuple(words[start:end]), given)
            except CardParseError as error:
                if start >= mistake_end:
                    mistake, mistake_end = error, end
                continue
            if card is not None:
                cards.append(card)
                start = end
                break
        else:
            if mistake and start < mistake_end:
                raise mistake  # "7c": say that c is ambiguous, not that "c" is unknown
            part = _unreadable_part(words, start)
            raise _unknown(text.strip() if part == " ".join(words) else part)
    return tuple(cards)


def _unreadable_part(words: list[str], start: int) -> str:
    end = start + 1
    while end < len(words) and end - start < 3:
        if any(_safe_card(tuple(words[end:stop])) for stop in range(end + 1, len(words) + 1)):
            break
        end += 1
    return " ".join(words[start:end])


def _safe_card(words: tuple[str, ...]) -> Card | None:
    try:
        return _card_from_words(words, "")
    except CardParseError:
        return None


def _unknown(given: str) -> CardParseError:
    suggestion = _closest_card(given)
    if suggestion is None:
        return CardParseError("error.card.unknown", given=given)
    return CardParseError("error.card.unknown_suggest", given=given, suggestion=suggestion)


@lru_cache(maxsize=1)
def _spellings() -> dict[str, Card]:
    spellings = {}
    for card in DECK:
        for lang in ("fr", "en"):
            for spelling in (card.text(lang), card.name(lang)):
                spelling = " ".join(_tokens(spelling))
                spellings.setdefault(spelling, card)
                spellings.setdefault(spelling.replace(" ", ""), card)
    return spellings


def _closest_card(given: str) -> Card | None:
    typed = " ".join(_tokens(given)) or _normalise(given).strip()
    close = difflib.get_close_matches(typed, list(_spellings()), n=1, cutoff=0.7)
    return _spellings()[close[0]] if close else None


def parse_cards(cards: str | Iterable[Card | str] | Card | CardSet) -> list[Card]:
    """Read several cards: a text (``"R♥ 7♠ 21 Excuse"``, ``"roi de cœur, 7 of spades"``)
    or a collection of cards and texts. Refuses a card written twice."""
    if isinstance(cards, Card):
        return [cards]
    if isinstance(cards, CardSet):
        return list(cards)
    if isinstance(cards, str):
        result = list(_parse_text(cards))
    elif isinstance(cards, Iterable):
        result = [card if isinstance(card, Card) else parse_card(card) for card in cards]
    else:
        raise CardParseError("error.card.not_text", given=repr(cards))
    if len(set(result)) != len(result):
        seen = set()
        for card in result:
            if card in seen:
                raise DuplicateCardError("error.card.duplicate", card=card)
            seen.add(card)
    return result


def parse_card(card: str | Card | int) -> Card:
    """Read one card: ``"R♥"``, ``"king of hearts"``, ``"21"``, ``"atout 21"``, ``"excuse"``.

    A whole number from 1 to 21 is read as that trump. Raises
    :class:`~tarot_learn.errors.CardParseError` (a ``ValueError``) for anything else.
    """
    if isinstance(card, Card):
        return card
    if isinstance(card, int) and not isinstance(card, bool):
        return _trump_number(str(card)) if card > 0 else _raise_unknown(str(card))
    if not isinstance(card, str):
        raise CardParseError("error.card.not_text", given=repr(card))
    if not card.strip():
        raise CardParseError("error.card.empty")
    cards = _parse_text(card)
    if len(cards) != 1:
        raise CardParseError("error.card.expected_one", count=len(cards), given=" ".join(map(str, cards)))
    return cards[0]


def _raise_unknown(given: str):
    raise _unknown(given)
