"""Reading cards written by a person, in French or English.

Accepted: ``R♥`` / ``K♥``, ``D♥`` / ``Q♥``, ``C♥``, ``V♥`` / ``J♥``, ``7♥``, ``10♥`` / ``T♥``,
``1♥`` / ``A♥``, the suit first as well (``♥7``, ``coeur 7``); ``roi de cœur``, ``king of hearts``;
``21``, ``atout 12``, ``trump 12``, ``le Petit``; ``Excuse``, ``the fool``, ``le fou``, ``le mat``.
Several cards may be separated by spaces, commas, or the words "et", "ou", "and", "or". Case,
accents and extra spaces do not matter. Anything unclear is refused with a
:class:`~tarot_learn.errors.CardParseError` that says how to write the card, and suggests the
nearest card when one is close — a card is never guessed: a signed number (``-1``, ``+21``) is
refused, not read as the card without its sign; a suit sign belongs to the card it is glued to
(``R♠ 11♥`` is refused: there is no 11 of hearts; ``4 D♦`` is trump 4 and the queen of diamonds);
and a text that reads two ways is refused with both readings shown: words that cut into cards two
ways (``7 cœur 8``: 7♥ and trump 8, or trump 7 and 8♥), a sign glued to two ranks (``7♥8``), a
number and the letter t (``7t``: t is the trump's letter, ``t12``, and trèfle's, ``Rt``).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import lru_cache

from .cards import DECK, EXCUSE, Card, CardSet, Suit, read_text_with, suit_card, trump
from .errors import CardParseError, DuplicateCardError, shown
from .words import normalise

_RANK_WORDS = {
    "as": 1,
    "a": 1,
    "ace": 1,
    "un": 1,
    "one": 1,
    "deux": 2,
    "two": 2,
    "trois": 3,
    "three": 3,
    "quatre": 4,
    "four": 4,
    "cinq": 5,
    "five": 5,
    "six": 6,
    "sept": 7,
    "seven": 7,
    "huit": 8,
    "eight": 8,
    "neuf": 9,
    "nine": 9,
    "dix": 10,
    "ten": 10,
    "t": 10,  # "T♠", as English card players write the ten (a "t" before a number is a trump: "t12")
    "v": 11,
    "valet": 11,
    "j": 11,
    "jack": 11,
    "knave": 11,
    "c": 12,
    "cavalier": 12,
    "cav": 12,
    "kn": 12,
    "knight": 12,
    "n": 12,
    "d": 13,
    "dame": 13,
    "reine": 13,
    "q": 13,
    "queen": 13,
    "r": 14,
    "roi": 14,
    "k": 14,
    "king": 14,
}
_SUIT_WORDS = {
    "pique": Suit.SPADES,
    "piques": Suit.SPADES,
    "spade": Suit.SPADES,
    "spades": Suit.SPADES,
    "coeur": Suit.HEARTS,
    "coeurs": Suit.HEARTS,
    "heart": Suit.HEARTS,
    "hearts": Suit.HEARTS,
    "carreau": Suit.DIAMONDS,
    "carreaux": Suit.DIAMONDS,
    "diamond": Suit.DIAMONDS,
    "diamonds": Suit.DIAMONDS,
    "trefle": Suit.CLUBS,
    "trefles": Suit.CLUBS,
    "club": Suit.CLUBS,
    "clubs": Suit.CLUBS,
}
# Single letters after a rank: "7h", "Kp". The letter c is refused: clubs or cœur?
_SUIT_LETTERS = {"s": Suit.SPADES, "p": Suit.SPADES, "h": Suit.HEARTS, "d": Suit.DIAMONDS, "t": Suit.CLUBS}
_TRUMP_WORDS = {"atout", "atouts", "trump", "trumps", "t", "a"}
_EXCUSE_WORDS = {"excuse", "fool", "fou", "mat", "*", "⋆", "★", "ex"}  # the fou and the mat: its old names
_FILLERS = {"de", "du", "des", "of", "the", "le", "la", "les", "l"}
_SYMBOLS = {
    "♠": " pique ",
    "♤": " pique ",
    "♥": " coeur ",
    "♡": " coeur ",
    "♦": " carreau ",
    "♢": " carreau ",
    "♣": " trefle ",
    "♧": " trefle ",
}
_LONGEST_NAME = 4  # words in the longest card name once fillers are gone ("trump 12" has 2)


def _normalise(text: str) -> str:
    """The suit symbols written as words, "d'" and "l'" dropped, then folded like every text read."""
    for symbol, word in _SYMBOLS.items():
        text = text.replace(symbol, word)
    text = re.sub(r"\b[dl]['’]", " ", text, flags=re.IGNORECASE)  # d'atout, l'Excuse
    return normalise(text)


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
        if first in _SUIT_WORDS and (second.isdigit() or second in _RANK_WORDS):
            first, second = second, first  # the suit first: "♥7", "coeur roi"
        rank = (int(first) if len(first) <= 2 else 99) if first.isdigit() else _RANK_WORDS.get(first)
        if rank is None:
            return None
        if second == "c":
            raise CardParseError("error.card.ambiguous_c", given=given)
        suit = _SUIT_WORDS.get(second) or _SUIT_LETTERS.get(second)
        if suit is None:
            return None
        if not 1 <= rank <= 14 or (first.isdigit() and rank > 10):
            raise CardParseError("error.card.rank_range", number=first if len(first) <= 10 else first[:9] + "…")
        return suit_card(rank, suit)
    if len(words) == 3 and words[0] == "petit" and words[1] in _TRUMP_WORDS and words[2] == "1":
        return trump(1)  # "le Petit (atout 1)", the card's own full name
    return None


def _trump_number(word: str) -> Card:
    # A long run of digits is cut before int(), which refuses more than 4,300 digits.
    if len(word) > 2 or not 1 <= int(word) <= 21:
        raise CardParseError("error.card.trump_range", number=word if len(word) <= 10 else word[:9] + "…")
    return trump(int(word))


def _check_symbols(text: str) -> None:
    """Refuse a sign that is neither a letter, a digit nor punctuation (an emoji, 🂡): the tokens
    would skip it silently, and "😀" would read as no card at all."""
    for sign in _normalise(text):
        if sign not in "*⋆★" and unicodedata.category(sign) in _NOT_CARD_SIGNS:
            raise CardParseError("error.card.symbol", given=sign)


_NOT_CARD_SIGNS = {"So", "Co", "Cn", "Cs"}  # pictures (emoji, playing-card signs), private or unassigned code points

# A number with a sign glued to it ("-1", "+21", "−3"), the sign not following a card ("R♥-7♠" is two cards).
_SIGNED_NUMBER = re.compile(r"(?<![\w*⋆★♠♤♥♡♦♢♣♧])[-+\u2212\u2013]+\d+")


def _check_signed_numbers(text: str) -> None:
    """Refuse a card number written with a sign: the tokens would drop the sign, and "-1" would
    read as the Petit. (Folded first, so that a full-width "－１" is caught too.)"""
    signed = _SIGNED_NUMBER.search(normalise(text))
    if signed:
        given = signed.group()
        raise CardParseError("error.card.signed_number", given=given if len(given) <= 10 else given[:9] + "…")


@lru_cache(maxsize=4096)
def _parse_text(text: str) -> tuple[Card, ...]:
    _check_symbols(text)
    _check_signed_numbers(text)
    _check_sign_between(text)
    cards: list[Card] = []
    for words in _segments(text):
        cards.extend(_parse_words(words, text))
    return tuple(cards)


# The words between cards in a list; no card's name holds them.
_AND_OR = ("et", "ou", "and", "or")
# A suit sign glued to a rank, after it or before it ("11♥", "♥7"): it belongs to that card, whatever
# stands around (RULES.md §1's cards are written so; "R♠ 11♥" is never read as R♠, trump 11 and a heart).
_GLUED = re.compile(r"([^\W_]+[♠♤♥♡♦♢♣♧]|[♠♤♥♡♦♢♣♧][^\W_]+)")


# A suit sign glued to a rank on each side ("7♥8"), neither rank owning another sign.
_SIGN_BETWEEN = re.compile(r"(?<![\w♠♤♥♡♦♢♣♧])([^\W_]+)([♠♤♥♡♦♢♣♧])([^\W_]+)(?![\w♠♤♥♡♦♢♣♧])")


def _check_sign_between(text: str) -> None:
    """Refuse a sign glued to two ranks when the text reads both ways: "7♥8" is 7♥ and trump 8, or
    trump 7 and 8♥. ("R♥8" reads one way only: R alone is no card.)"""
    for before, sign, after in _SIGN_BETWEEN.findall(text):
        first = _readings(tuple(_tokens(before + sign))), _readings(tuple(_tokens(after)))
        second = _readings(tuple(_tokens(before))), _readings(tuple(_tokens(sign + after)))
        if all(len(reading) == 1 for reading in (*first, *second)):
            raise CardParseError(
                "error.card.two_readings",
                given=before + sign + after,
                first=first[0][0] + first[1][0],
                second=second[0][0] + second[1][0],
            )


def _segments(text: str) -> list[list[str]]:
    """The text's words in runs that no card straddles: a card never runs on past a comma, "et",
    "ou", "and", "or" ("7♥ et R♥", "12, 18"), and a rank glued to its suit sign is a run of its own
    ("4 D♦" is trump 4, then the queen of diamonds)."""
    segments: list[list[str]] = []
    words: list[str] = []
    for index, piece in enumerate(_GLUED.split(text)):
        if index % 2:  # a glued card
            segments += [words, _tokens(piece)]
            words = []
            continue
        for part in re.split(r"[,;]", piece):  # a comma ends a card, as "et" does
            for token in _tokens(part):
                if token in _AND_OR:
                    segments.append(words)
                    words = []
                else:
                    words.append(token)
            segments.append(words)
            words = []
    segments.append(words)
    return [segment for segment in segments if segment]


def _parse_words(words: list[str], text: str) -> list[Card]:
    """The cards these words name, read every way they can be cut into card names: one reading is
    the answer; two are refused with both shown — a card is never guessed."""
    readings = _readings(tuple(words))
    if len(readings) > 1:
        for start in range(len(words) - 1):  # one name, two cards: a number and t ("7t")
            pair = words[start : start + 2]
            if len(_named(tuple(pair))) == 2:
                raise CardParseError("error.card.letter_t", given=" ".join(pair), number=pair[0])
        raise CardParseError("error.card.two_readings", given=" ".join(words), first=readings[0], second=readings[1])
    if readings:
        return list(readings[0])
    repeated = _readings(tuple(words), repeats=True)  # "R♥ R♥": read, so that the card written twice is said
    return list(repeated[0]) if repeated else _refuse(words, text)


@lru_cache(maxsize=4096)
def _readings(words: tuple[str, ...], *, repeats: bool = False) -> tuple[tuple[Card, ...], ...]:
    """Up to two different ways of reading all of ``words`` as card names, each name at most
    :data:`_LONGEST_NAME` words (a clear mistake in one name only rules that cut out). A reading
    that names a card twice is no reading — each card exists once — unless ``repeats``."""
    if not words:
        return ((),)
    found: list[tuple[Card, ...]] = []
    for end in range(min(len(words), _LONGEST_NAME), 0, -1):
        for card in _named(words[:end]):
            for rest in _readings(words[end:], repeats=repeats):
                reading = (card, *rest)
                if not repeats and card in rest:
                    continue
                if reading not in found:
                    found.append(reading)
                if len(found) == 2:
                    return tuple(found)
    return tuple(found)


def _named(words: tuple[str, ...]) -> tuple[Card, ...]:
    """Every card these words may name: none, one, or two for a number from 1 to 10 and the letter
    t ("7t": t is the trump's letter, as in "t12", and trèfle's, as in "Rt" — trump 7, or 7♣)."""
    card = _safe_card(words)
    if card is None:
        return ()
    if len(words) == 2 and words[1] == "t" and card.is_trump and card.rank <= 10:
        return (card, suit_card(card.rank, Suit.CLUBS))
    return (card,)


def _refuse(words: list[str], text: str) -> list[Card]:
    """No reading: the clearest reason — a mistake in a name ("7c": c is ambiguous; "11♥": no such
    rank), else the first part that names no card."""
    start = 0
    while start < len(words):
        for end in range(min(len(words), start + _LONGEST_NAME), start, -1):
            try:
                card = _card_from_words(tuple(words[start:end]), " ".join(words[start:end]))
            except CardParseError as error:
                raise error from None
            if card is not None and _readings(tuple(words[end:])):
                start = len(words)  # the rest reads: this part was fine
                break
            if card is not None:
                start = end
                break
        else:
            part = _unreadable_part(words, start)
            raise _unknown(text.strip() if part == " ".join(_tokens(text)) else part)
    raise _unknown(text.strip())


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
    if len(given) > 60:  # a pasted paragraph: no suggestion, and only its start in the sentence
        return CardParseError("error.card.unknown", given=given[:59] + "…")
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
    import difflib  # only for a card that was not understood: import tarot_learn stays quick

    typed = " ".join(_tokens(given)) or _normalise(given).strip()
    close = difflib.get_close_matches(typed, list(_spellings()), n=1, cutoff=0.7)
    return _spellings()[close[0]] if close else None


def parse_cards(cards: str | Iterable[Card | str] | Card | CardSet) -> list[Card]:
    """Read several cards: a text (``"R♥ 7♠ 21 Excuse"``, ``"roi de cœur, 7 of spades"``)
    or a collection of cards and texts. Refuses a card written twice.

    >>> parse_cards("R♥ 7♠ 21 Excuse")
    [Card('R♥'), Card('7♠'), Card('21'), Card('Excuse')]
    >>> parse_cards("roi de cœur, king of hearts")
    Traceback (most recent call last):
    ...
    tarot_learn.errors.DuplicateCardError: ...
    """
    if isinstance(cards, Card):
        return [cards]
    if isinstance(cards, CardSet):
        return list(cards)
    if isinstance(cards, str):
        result = list(_parse_text(cards))
    elif isinstance(cards, Iterable) and not isinstance(cards, (bytes, bytearray, dict)):
        result = [card if isinstance(card, Card) else parse_card(card) for card in cards]
    else:
        raise CardParseError("error.card.not_text", given=shown(cards))
    if len(set(result)) != len(result):
        seen = set()
        for card in result:
            if card in seen:
                raise DuplicateCardError("error.card.duplicate", card=card)
            seen.add(card)
    return result


def parse_hands(hands) -> list[list[Card]]:
    """One list of cards per seat, from a list or tuple of hands (each cards or text)."""
    if not isinstance(hands, (list, tuple)):
        raise CardParseError("error.card.hands", given=shown(hands))
    return [parse_cards(hand) for hand in hands]


def parse_card(card: str | Card | int) -> Card:
    """Read one card: ``"R♥"``, ``"king of hearts"``, ``"21"``, ``"atout 21"``, ``"excuse"``.

    A whole number from 1 to 21 is read as that trump. Raises
    :class:`~tarot_learn.errors.CardParseError` (a ``ValueError``) for anything else.

    >>> parse_card("roi de cœur"), parse_card("K♥"), parse_card("21"), parse_card("excuse")
    (Card('R♥'), Card('R♥'), Card('21'), Card('Excuse'))
    >>> parse_card("roi de bidule")
    Traceback (most recent call last):
    ...
    tarot_learn.errors.CardParseError: ...
    """
    if isinstance(card, Card):
        return card
    if isinstance(card, int) and not isinstance(card, bool):
        return _trump_number(str(card)) if card > 0 else _raise_unknown(str(card))
    if not isinstance(card, str):
        raise CardParseError("error.card.not_text", given=shown(card))
    if not card.strip():
        raise CardParseError("error.card.empty")
    cards = _parse_text(card)
    if not cards:  # only punctuation: no card to count
        raise _unknown(card.strip())
    if len(cards) != 1:
        raise CardParseError("error.card.expected_one", count=len(cards), given=" ".join(map(str, cards)))
    return cards[0]


def _raise_unknown(given: str):
    raise _unknown(given)


# Card("R♥") and CardSet("R♥ 21") read text with these two (cards.py sits below this module).
read_text_with(parse_card, parse_cards)
