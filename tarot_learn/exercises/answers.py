"""Reading what a learner answers: a card, several cards, a number, a seat, a side, contracts, yes or no…

A learner may type anything — or, in a notebook cell, pass anything: ``None``, ``True``, a
list, ``21``, ``"roi de coeur"``, ``"7 of hartes"``. Each reader here returns the answer
in a form the grader can compare, or raises :class:`AnswerError` (a
:class:`~tarot_learn.errors.TarotError`) whose message says what to write. The grader turns
that message into feedback; it never counts as a correct answer and never escapes as a
traceback.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable

from ..cards import Card, CardSet
from ..contracts import Contract
from ..errors import TarotError, shown
from ..i18n import Sentence
from ..parsing import parse_card, parse_cards
from ..poignee import Poignee
from ..sides import Side
from ..words import letter_words


class AnswerError(TarotError):
    """An answer that cannot be read as what the question asks for."""


def refuse_non_answers(answer, expected: str) -> None:
    """The answers that are never an answer: nothing, a bool, an empty text or list.
    ``expected`` names what to write instead: ``"card"``, ``"cards"``, ``"number"``…"""
    expected = Sentence(f"exercise.write.{expected}")  # what to write, "a card, such as 7♥…", in the error's language
    if answer is None:
        raise AnswerError("exercise.answer.none", expected=expected)
    if isinstance(answer, bool):
        raise AnswerError("exercise.answer.bool", given=answer, expected=expected)
    if isinstance(answer, str) and not answer.strip():
        raise AnswerError("exercise.answer.empty", expected=expected)
    if isinstance(answer, (list, tuple, set, frozenset, CardSet)) and not len(answer):
        raise AnswerError("exercise.answer.empty", expected=expected)


def read_card(answer) -> Card:
    """One card: ``"7♥"``, ``"roi de cœur"``, ``21`` (the trump), a Card, or a list of one."""
    refuse_non_answers(answer, "card")
    if isinstance(answer, (list, tuple, set, frozenset, CardSet)):
        cards = read_cards(answer)
        if len(cards) != 1:
            raise AnswerError("exercise.answer.one_card", count=len(cards), given=cards)
        return next(iter(cards))
    if isinstance(answer, float):
        raise AnswerError("exercise.answer.not_card_number", given=answer)
    if isinstance(answer, str):
        cards = parse_cards(answer)  # a misspelt card raises the parser's error, with its suggestion
        if len(cards) != 1:
            raise AnswerError("exercise.answer.one_card", count=len(cards), given=cards)
        return cards[0]
    return parse_card(answer)


def read_cards(answer) -> CardSet:
    """Several cards: a text (``"7♥ 9♥ Excuse"``, commas allowed), or a collection of cards/texts."""
    refuse_non_answers(answer, "cards")
    if isinstance(answer, (Card, int)) and not isinstance(answer, bool):
        return CardSet([parse_card(answer)])
    if isinstance(answer, str) or isinstance(answer, Iterable):
        if not isinstance(answer, str):
            answer = [item if isinstance(item, (Card, str)) else _single(item) for item in answer]
        return CardSet(parse_cards(answer))
    raise AnswerError("exercise.answer.not_cards", given=repr(answer))


def _single(item) -> Card:
    if isinstance(item, bool) or item is None:
        raise AnswerError("exercise.answer.not_cards", given=repr(item))
    return parse_card(item)


_NUMBER = re.compile(r"[+-]?\s*\d+(?:[.,]\d+)?")
_LONGEST_NUMBER = 12  # digits: no answer is longer; a longer one is refused before float() or int() sees it
_MINUS_SIGNS = str.maketrans({"\u2212": "-", "\u2013": "-"})  # "−4" and "–4" as typed or pasted
# The beginnings of the words that say a contract was lost: "chute", "chuté", "perdu", "raté",
# "manqué", "lost", "failed", "down", "moins", "minus". Whole words are read, so "contrat" is not "raté".
_LOST_WORD_STARTS = ("chut", "perd", "rat", "manqu", "lost", "los", "fail", "down", "moins", "minus")


def read_number(answer, *, signed_by_words: bool = False) -> float:
    """A number: ``41.5``, ``"41,5"``, ``"+8"``, ``"−4"``. With ``signed_by_words``, a text saying
    the contract was lost (``"chute de 4"``, ``"lost by 4"``) makes the number negative (``"chuté
    de 0"`` and ``"-0"`` are -0.0, which only :func:`math.copysign` tells from 0)."""
    refuse_non_answers(answer, "number")
    if isinstance(answer, (int, float)) and not isinstance(answer, bool):
        if isinstance(answer, int) and abs(answer) >= 10**_LONGEST_NUMBER or not math.isfinite(answer):
            raise AnswerError("exercise.answer.not_number", given=shown(answer))
        return float(answer)
    if not isinstance(answer, str):
        raise AnswerError("exercise.answer.not_number", given=shown(answer))
    text = answer.translate(_MINUS_SIGNS)
    numbers = _NUMBER.findall(text)
    if len(numbers) != 1 or sum(char.isdigit() for char in numbers[0]) > _LONGEST_NUMBER:
        raise AnswerError("exercise.answer.not_number", given=shown(answer))
    value = float(numbers[0].replace(" ", "").replace(",", "."))
    if signed_by_words and value >= 0 and _says_lost(text):
        value = -value  # "chuté de 0" is -0.0: a failure by 0 is no success by 0 (the contract kind tells them apart)
    return value


def _says_lost(text: str) -> bool:
    return any(word.startswith(_LOST_WORD_STARTS) for word in letter_words(text))


def read_whole_number(answer) -> int:
    """A whole number of cards or a seat: ``18``, ``"18"``, ``18.0``; never ``18.5``."""
    value = read_number(answer)
    if value != int(value):
        raise AnswerError("exercise.answer.not_whole", given=answer)
    return int(value)


# "2", "joueur 2", "le joueur 2" (as a solution says it), "player 2", "p2"; short: int() is safe
_SEAT = re.compile(r"^\s*(?:(?:le|the)\s+)?(?:joueur|player|seat|place|j|p)?\s*(\d{1,3})\s*$", re.IGNORECASE)


def read_seat(answer, players: int) -> int:
    """A seat as a learner numbers it, from 1 to ``players`` (``2``, ``"2"``, ``"joueur 2"``,
    ``"le joueur 2"``, ``"player 2"``), returned as the API's seat, counted from 0 (:mod:`tarot_learn.seats`)."""
    refuse_non_answers(answer, "seat")
    if isinstance(answer, str):
        match = _SEAT.match(answer)
        if not match:
            raise AnswerError("exercise.answer.not_seat", given=shown(answer), players=players)
        answer = int(match.group(1))
    if type(answer) is not int or not 1 <= answer <= players:
        raise AnswerError("exercise.answer.not_seat", given=shown(answer), players=players)
    return answer - 1


def read_side(answer) -> Side:
    """A side, as :meth:`Side.parse <tarot_learn.sides.Side.parse>` reads it: ``"attaque"``/``"attack"``
    (the taker's side) or ``"défense"``/``"defence"``."""
    refuse_non_answers(answer, "side")
    try:
        return Side.parse(answer)
    except TarotError:
        raise AnswerError("exercise.answer.not_side", given=repr(answer)) from None


# --- the answers to questions on the rules around the play ------------------------------------------------
# The words that say "nobody" (everyone passed) or "alone" (the taker has no partner).
_NOBODY = {
    "personne",
    "aucun",
    "nobody",
    "none",
    "no",
    "one",
    "redonne",
    "redeal",
    "seul",
    "alone",
    "lui",
    "meme",
    "himself",
    "taker",
    "preneur",
    "joue",
    "plays",
    "le",
    "il",
    "he",
}
_YES = {"oui", "yes", "o", "y", "vrai", "true"}
_NO = {"non", "no", "n", "faux", "false"}
# "One deal in 2,169" may be written with its thousands separated ("2,169", "2 169", "2.169"): in a
# whole count, a separator followed by exactly three digits is read as a thousands separator.
_THOUSANDS = re.compile(r"(?<=\d)[,.\u00a0\u202f ](?=\d{3}(?!\d))")


def read_seat_or_nobody(answer, players: int, expected: str = "seat_or_nobody") -> int | None:
    """A seat as :func:`read_seat` reads it, or ``None`` for "personne", "nobody", "seul", "alone"…"""
    refuse_non_answers(answer, expected)
    # A number names a seat: « le 3 » is player 3, though « le » alone is a word of « le preneur joue seul ».
    named = isinstance(answer, str) and not any(character.isdigit() for character in answer)
    if named and letter_words(answer) and set(letter_words(answer)) <= _NOBODY:
        return None
    return read_seat(answer, players)


def read_count(answer) -> float:
    """A whole count, its thousands possibly separated: ``2169``, ``"2,169"``, ``"2 169"``."""
    refuse_non_answers(answer, "number")
    if isinstance(answer, str):
        return read_number(_THOUSANDS.sub("", answer))
    return read_number(answer)


_CONTRACTS_APART = re.compile(r"[,;/\n]|\b(?:et|ou|and|or)\b", re.IGNORECASE)


def read_contracts(answer) -> frozenset:
    """Contracts separated by commas, "et", "ou", "and" or "or" (``"garde, garde sans"``, ``"garde sans
    ou garde contre"``), or a list of them; in French or in English (``"guard without the dog"``)."""
    refuse_non_answers(answer, "contracts")
    pieces = answer if isinstance(answer, (list, tuple, set)) else _CONTRACTS_APART.split(str(answer))
    contracts = set()
    for piece in pieces:
        if isinstance(piece, Contract) or str(piece).strip():
            try:
                contracts.add(Contract.parse(piece if isinstance(piece, Contract) else str(piece).strip()))
            except TarotError:
                raise AnswerError("exercise.answer.not_contracts", given=repr(piece)) from None
    return frozenset(contracts)


def read_yes_no(answer) -> bool:
    """``True``/``False``, or yes or no in words: "oui", "non", "yes", "no", "vrai"…"""
    if isinstance(answer, bool):
        return answer
    refuse_non_answers(answer, "yes_no")
    words = set(letter_words(str(answer)))
    if words and words <= _YES:
        return True
    if words and words <= _NO:
        return False
    raise AnswerError("exercise.answer.not_yes_no", given=repr(answer))


def read_poignee(answer):
    """A poignée by its name ("simple", "double", "triple"), or None for "aucune", "none"…"""
    refuse_non_answers(answer, "poignee")
    names = {"simple": Poignee.SIMPLE, "double": Poignee.DOUBLE, "triple": Poignee.TRIPLE}
    words = [word for word in letter_words(str(answer)) if word not in {"poignee", "une", "a", "la", "the"}]
    if len(words) == 1 and words[0] in names:
        return names[words[0]]
    if words and set(words) <= {"aucune", "none", "no", "pas", "de", "rien", "nothing", "to", "show", "montrer"}:
        return None
    raise AnswerError("exercise.answer.not_poignee", given=repr(answer))
