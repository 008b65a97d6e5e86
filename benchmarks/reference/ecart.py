"""The chien and the écart (RULES.md §4).

At Petite and Garde the chien is shown to everyone, the taker takes it into his hand, then
puts aside as many cards as it held: the **écart**. It is secret and counts for the taker.
The rules of the écart:

* never a king, never a bout (the 21, the Petit, the Excuse);
* a trump only when there is no other card left to put aside: with N cards to put aside and
  fewer than N cards that are neither trumps, nor kings, nor bouts, exactly the missing
  number of trumps goes in — and each trump put aside is shown to the defence;
* queens, knights, jacks and small cards are always allowed.

At Garde sans and Garde contre nobody sees the chien and there is no écart: it stays face
down, and its points go to the taker (Garde sans) or to the defence (Garde contre).

:func:`check_ecart` never raises for a broken *rule*: it returns an :class:`EcartVerdict`
listing every problem, so that a learner can be told everything that is wrong at once.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass, field

from . import i18n
from .bidding import parse_bid
from .cards import BOUT_BITS, KING_BITS, TRUMP_BITS, Card, CardSet, Hand, bits_of
from .contracts import Contract
from .deal import DEAL_SIZES, deal_size
from .errors import CardCountError, DuplicateCardError, IllegalActionError
from .parsing import _parse_text, parse_card

# A taker holds (hand before the chien, chien): (24, 6) at 3 players, (18, 6) at 4, (15, 3) at 5.
_TAKER_SIZES = {(size.hand, size.chien) for size in DEAL_SIZES.values()}


def ecart_size(players: int) -> int:
    """How many cards the taker puts aside: as many as the chien held (RULES.md §2, §4)."""
    return deal_size(players).chien


def chien_destination(contract: Contract | str) -> str:
    """Whose tricks the chien's points join (RULES.md §4): ``"taker"`` at Petite, Garde
    (through the écart) and Garde sans, ``"defence"`` at Garde contre.

    At Garde sans and Garde contre the chien stays unseen (``Contract.taker_takes_chien``
    is False): it goes face down where this function says.
    """
    contract = parse_bid(contract)
    if contract is None:
        raise IllegalActionError("error.chien.no_contract")
    return "taker" if contract.chien_counts_for_attack else "defence"


def _pool_bits(hand, chien) -> tuple[int, int, int]:
    """The hand's and the chien's bits, and N, after checking they make a taker's cards."""
    hand_bits, chien_bits = CardSet(hand).bits, CardSet(chien).bits
    if hand_bits & chien_bits:
        raise DuplicateCardError("error.ecart.hand_and_chien", cards=CardSet.from_bits(hand_bits & chien_bits))
    sizes = (hand_bits.bit_count(), chien_bits.bit_count())
    if sizes not in _TAKER_SIZES:
        raise CardCountError("error.ecart.sizes", hand=sizes[0], chien=sizes[1])
    return hand_bits, chien_bits, sizes[1]


def _plain_bits(pool: int) -> int:
    """The cards of ``pool`` that may always go in the écart: no trump, no king, no bout."""
    return pool & ~TRUMP_BITS & ~KING_BITS & ~BOUT_BITS


def ecart_candidates(hand, chien) -> CardSet:
    """The cards that may go in the écart, taken from ``hand`` and the ``chien`` (RULES.md §4).

    Never a king or a bout. The trumps (other than the bouts) are candidates only when fewer
    than N other cards are available, N being the size of the chien.
    """
    hand_bits, chien_bits, size = _pool_bits(hand, chien)
    pool = hand_bits | chien_bits
    plain = _plain_bits(pool)
    if plain.bit_count() >= size:
        return CardSet.from_bits(plain)
    return CardSet.from_bits(plain | (pool & TRUMP_BITS & ~BOUT_BITS))


def legal_ecart(hand, chien, *, order=None) -> CardSet:
    """One legal écart (RULES.md §4): candidates that are not trumps first, then only as many
    trumps as the rule forces in. ``order`` (a sort key) says which cards go aside first
    within each group; without it, the canonical order."""
    _, _, size = _pool_bits(hand, chien)
    candidates = ecart_candidates(hand, chien)
    plain = sorted(candidates - candidates.trumps, key=order)
    trumps = sorted(candidates.trumps, key=order)
    return CardSet((plain + trumps)[:size])


class EcartProblem(enum.Enum):
    """One broken rule of the écart; the value is its sentence's key in :mod:`tarot_learn.i18n`."""

    WRONG_COUNT = "ecart.problem.wrong_count"
    DUPLICATE = "ecart.problem.duplicate"
    NOT_AVAILABLE = "ecart.problem.not_available"
    KING = "ecart.problem.king"
    BOUT = "ecart.problem.bout"
    TRUMP_NOT_ALLOWED = "ecart.problem.trump_not_allowed"
    TOO_MANY_TRUMPS = "ecart.problem.too_many_trumps"


class _CardNames:
    """Cards named in full in a sentence's language: "le 21 et l'Excuse" / "trump 21 and the Excuse"."""

    def __init__(self, cards: Iterable[Card]):
        self.cards = tuple(cards)

    def localized(self, lang: str | None = None) -> str:
        names = [card.name(lang) for card in self.cards]
        if len(names) <= 1:
            return "".join(names)
        return f"{', '.join(names[:-1])} {i18n.text('word.and', lang)} {names[-1]}"


@dataclass(frozen=True)
class EcartIssue:
    """A broken rule (``problem``), the cards concerned and the numbers its sentence needs."""

    problem: EcartProblem
    cards: CardSet
    params: dict = field(default_factory=dict)

    @property
    def code(self) -> str:
        return self.problem.name.lower()

    def message(self, lang: str | None = None) -> str:
        return i18n.text(self.problem.value, lang, cards=self.cards, names=_CardNames(self.cards), **self.params)


@dataclass(frozen=True)
class EcartVerdict:
    """The answer to "may I put these cards aside?" (RULES.md §4).

    ``legal``; ``problems``, every broken rule (empty when legal); ``must_show``, the trumps
    put aside, which the defence must see; ``new_hand``, the taker's hand after the écart
    (hand + chien − écart), ``None`` when the écart is not legal.
    """

    ecart: CardSet
    size: int
    problems: list[EcartIssue]
    must_show: CardSet
    new_hand: Hand | None
    lang: str | None = None

    @property
    def legal(self) -> bool:
        return not self.problems

    def messages(self, lang: str | None = None) -> list[str]:
        """One sentence per problem; or one sentence saying the écart is legal, naming the
        trumps to show."""
        lang = lang or self.lang
        if self.problems:
            return [issue.message(lang) for issue in self.problems]
        if self.must_show:
            return [i18n.text("ecart.legal_show", lang, cards=self.must_show)]
        return [i18n.text("ecart.legal", lang)]

    def explain(self, lang: str | None = None) -> str:
        return " ".join(self.messages(lang))

    def __str__(self) -> str:
        return self.explain()


def _read_ecart(ecart) -> list[Card]:
    """The cards of the écart as written, keeping any card written twice (a problem to report,
    not an error). Unreadable text raises :class:`~tarot_learn.errors.CardParseError`."""
    if isinstance(ecart, CardSet):
        return list(ecart)
    if isinstance(ecart, str):
        return list(_parse_text(ecart))
    return [parse_card(card) for card in ecart]


def check_ecart(hand, chien, ecart, *, lang: str | None = None) -> EcartVerdict:
    """Check the écart the taker made (RULES.md §4).

    ``hand`` is the taker's hand *before* he takes the chien (15, 18 or 24 cards), ``chien``
    the chien he took, ``ecart`` the cards he puts aside (cards or text). Every broken rule
    becomes one problem of the verdict; nothing is raised for a rule.
    """
    lang = i18n.check_language(lang) if lang is not None else None
    hand_bits, chien_bits, size = _pool_bits(hand, chien)
    pool = hand_bits | chien_bits
    written = _read_ecart(ecart)
    chosen = bits_of(written)
    problems = []

    def problem(kind: EcartProblem, bits: int = 0, **params) -> None:
        problems.append(EcartIssue(kind, CardSet.from_bits(bits), params))

    if len(written) != chosen.bit_count():
        twice = [card for position, card in enumerate(written) if card in written[:position]]
        problem(EcartProblem.DUPLICATE, bits_of(twice))
    if chosen.bit_count() != size:
        problem(EcartProblem.WRONG_COUNT, count=chosen.bit_count(), needed=size)
    if chosen & ~pool:
        problem(EcartProblem.NOT_AVAILABLE, chosen & ~pool)
    if chosen & KING_BITS:
        problem(EcartProblem.KING, chosen & KING_BITS)
    if chosen & BOUT_BITS:
        problem(EcartProblem.BOUT, chosen & BOUT_BITS)
    trumps = chosen & TRUMP_BITS & ~BOUT_BITS
    missing = max(0, size - _plain_bits(pool).bit_count())  # trumps the taker is forced to put aside
    if trumps and not missing:
        problem(EcartProblem.TRUMP_NOT_ALLOWED, trumps, needed=size)
    elif trumps.bit_count() > missing:
        problem(EcartProblem.TOO_MANY_TRUMPS, trumps, count=trumps.bit_count(), allowed=missing)
    legal = not problems
    return EcartVerdict(
        ecart=CardSet.from_bits(chosen),
        size=size,
        problems=problems,
        must_show=CardSet.from_bits(trumps),
        new_hand=Hand.from_bits(pool & ~chosen) if legal else None,
        lang=lang,
    )
