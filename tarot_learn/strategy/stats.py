"""Chances at the deal: exact figures beside simulations, for the statistics lesson.

Each question is answered twice. The **exact** answer counts hands: a hand of ``n`` cards
is a set of ``n`` cards drawn from the 78, every set equally likely (the pack is shuffled
uniformly, and where the chien cards are taken does not depend on the order of the pack),
so a chance is a number of hands divided by ``C(78, n)``, computed with :func:`math.comb`
and exact fractions. The **simulated** answer deals many times with :func:`tarot_learn.deal`
and counts. The two must agree within the noise of the simulation: that is the lesson.

"A given player" is seat 0 (every seat has the same chances, by symmetry). Simulations
deal ``deals`` times with the seeds ``"{seed}/0"``, ``"{seed}/1"``…, so each simulated deal
can be looked at again: ``tl.deal(4, seed="0/17")`` is deal 17 of the simulation with seed 0.
They take an optional ``progress(done, total)`` callback, called about a hundred times.

Hands are counted **as dealt**, before the chien is taken (RULES.md §2).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import NamedTuple

from ..cards import DECK, EXCUSE_BIT, JACK, KING, KNIGHT, QUEEN, TRUMP_BITS, Card
from ..deal import deal_size, dealt_bits, has_petit_sec
from ..errors import TarotError
from ..poignee import Poignee

Progress = Callable[[int, int], None]

TRUMPS = 21  # the Excuse is not a trump (RULES.md §1)


def hypergeometric(special: int, draws: int, population: int = len(DECK)) -> dict[int, Fraction]:
    """The chance of holding exactly ``k`` of ``special`` given cards in a hand of ``draws``
    cards drawn from ``population``, for every ``k``:
    ``C(special, k) · C(population − special, draws − k) / C(population, draws)``."""
    hands = math.comb(population, draws)
    return {
        k: Fraction(math.comb(special, k) * math.comb(population - special, draws - k), hands)
        for k in range(min(special, draws) + 1)
    }


def _as_floats(chances: dict) -> dict:
    return {key: float(chance) for key, chance in chances.items()}


# --- trumps in a hand ------------------------------------------------------------------------
def trump_count_distribution(players: int) -> dict[int, float]:
    """Exact chance that a given player's hand holds ``k`` trumps, for every ``k``.

    Hypergeometric: 21 trumps among 78 cards, a hand of 24, 18 or 15 cards (RULES.md §2).
    The Excuse is not counted: it is not a trump (RULES.md §1)."""
    return _as_floats(hypergeometric(TRUMPS, deal_size(players).hand))


def simulate_trump_counts(
    players: int, deals: int = 10_000, seed: int | str = 0, progress: Progress | None = None
) -> dict[int, float]:
    """How often a given player's hand held ``k`` trumps over ``deals`` seeded deals
    (the Excuse not counted); the same keys as :func:`trump_count_distribution`."""
    counts = _simulate(players, deals, seed, progress, lambda hands: (hands[0] & TRUMP_BITS).bit_count())
    return _frequencies(counts, trump_count_distribution(players), deals)


# --- the Petit sec --------------------------------------------------------------------------------
class PetitSecChances(NamedTuple):
    """The chance that a given player has the Petit sec, and that someone at the table has it."""

    player: float
    table: float


def petit_sec_probability(players: int) -> PetitSecChances:
    """Exact chances of the Petit sec (RULES.md §2: the Petit is the hand's only trump, and the
    Excuse is not in it).

    For a given player: the hand holds the Petit and its other ``n − 1`` cards are all among
    the 56 suit cards, ``C(56, n − 1) / C(78, n)``. For the table: only one player can hold the
    Petit, so "player 0 has it", "player 1 has it"… never happen together, and the chance that
    one of them happens is their sum — inclusion–exclusion with every intersection empty."""
    hand = deal_size(players).hand
    suit_cards = len(DECK) - TRUMPS - 1
    player = Fraction(math.comb(suit_cards, hand - 1), math.comb(len(DECK), hand))
    return PetitSecChances(float(player), float(players * player))


def simulate_petit_sec(
    players: int, deals: int = 10_000, seed: int | str = 0, progress: Progress | None = None
) -> PetitSecChances:
    """How often a given player, and anyone at the table, had the Petit sec over ``deals`` deals."""

    def who_has_it(hands: tuple[int, ...]) -> tuple[bool, bool]:
        return has_petit_sec(hands[0]), any(has_petit_sec(bits) for bits in hands)

    counts = _simulate(players, deals, seed, progress, who_has_it)
    player = sum(count for (seat_0, _), count in counts.items() if seat_0)
    table = sum(count for (_, anyone), count in counts.items() if anyone)
    return PetitSecChances(player / deals, table / deals)


# --- poignées ---------------------------------------------------------------------------------------
def poignee_cards(hand_bits: int) -> int:
    """How many cards a hand can show in a poignée (RULES.md §7): all its trumps, and the Excuse
    too — it stands in for a trump only once every other trump is shown, so showing the most
    cards means showing every trump and then the Excuse."""
    return (hand_bits & (TRUMP_BITS | EXCUSE_BIT)).bit_count()


def poignee_cards_distribution(players: int) -> dict[int, float]:
    """Exact chance that a given player's hand holds ``k`` cards it could show in a poignée:
    ``k`` of the 22 cards made of the 21 trumps and the Excuse (see :func:`poignee_cards`)."""
    return _as_floats(hypergeometric(TRUMPS + 1, deal_size(players).hand))


def simulate_poignee_cards(
    players: int, deals: int = 10_000, seed: int | str = 0, progress: Progress | None = None
) -> dict[int, float]:
    """How often a given player's hand held ``k`` trumps and Excuse together over ``deals`` deals."""
    counts = _simulate(players, deals, seed, progress, lambda hands: poignee_cards(hands[0]))
    return _frequencies(counts, poignee_cards_distribution(players), deals)


def poignee_probability(players: int, kind: Poignee | str) -> float:
    """Exact chance that a given player's hand, as dealt, can show at least a ``kind`` poignée
    (a :class:`~tarot_learn.Poignee`, or ``"simple"``, ``"double"``, ``"triple"``: RULES.md §7):
    the chance that it holds at least the poignée's number of trumps, the Excuse counting as
    one (:func:`poignee_cards`)."""
    return at_least(poignee_cards_distribution(players), poignee_threshold(players, kind))


def at_least(distribution: dict[int, float], threshold: int) -> float:
    """The sum of the chances (or counts) of the values from ``threshold`` up in ``{value: chance}``."""
    return math.fsum(chance for value, chance in distribution.items() if value >= threshold)


def poignee_threshold(players: int, kind: Poignee | str) -> int:
    """The number of trumps a ``kind`` poignée shows at ``players`` (RULES.md §7)."""
    if isinstance(kind, str) and kind.strip().upper() in Poignee.__members__:
        kind = Poignee[kind.strip().upper()]
    if not isinstance(kind, Poignee):
        raise TarotError("error.stats.poignee_kind", given=repr(kind))
    return kind.size(players)


# --- the points of the deck ------------------------------------------------------------------------
@dataclass(frozen=True)
class CardKind:
    """A kind of card for counting points (RULES.md §1): how many the deck holds, and each one's points."""

    key: str  # "bout", "king", "queen", "knight", "jack" or "small"
    count: int
    points: float

    @property
    def total(self) -> float:
        return self.count * self.points


_COURT_KINDS = {KING: "king", QUEEN: "queen", KNIGHT: "knight", JACK: "jack"}


def card_kind(card: Card) -> str:
    """The kind of a card for counting points: a bout, a court card, or a small card (a suit
    card from 1 to 10, or a trump from 2 to 20)."""
    if card.is_bout:
        return "bout"
    if card.is_trump:
        return "small"
    return _COURT_KINDS.get(card.rank, "small")


def card_kinds() -> tuple[CardKind, ...]:
    """The six kinds of cards, from the richest, with their counts and points, read from ``DECK``:
    their totals add up to 91."""
    counts = Counter(card_kind(card) for card in DECK)
    points = {card_kind(card): card.points for card in DECK}
    order = ("bout", "king", "queen", "knight", "jack", "small")
    return tuple(CardKind(key, counts[key], points[key]) for key in order)


# --- simulating ---------------------------------------------------------------------------------------
def _simulate(players: int, deals: int, seed: int | str, progress: Progress | None, measure) -> Counter:
    """Deal ``deals`` times with the seeds ``"{seed}/{number}"`` and count what ``measure`` says
    of the hands, as bits (:func:`~tarot_learn.deal.dealt_bits`: the deals of
    :func:`~tarot_learn.deal`, without making their cards)."""
    deal_size(players)
    if isinstance(deals, bool) or not isinstance(deals, int) or deals < 1:
        raise TarotError("error.stats.deals", given=repr(deals))
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise TarotError("error.seed", given=repr(seed))
    report_every = max(1, deals // 100)  # a notebook progress bar needs no more than a hundred updates
    counts = Counter()
    for number in range(deals):
        counts[measure(dealt_bits(players, f"{seed}/{number}")[0])] += 1
        done = number + 1
        if progress is not None and (done % report_every == 0 or done == deals):
            progress(done, deals)
    return counts


def _frequencies(counts: Counter, exact: dict[int, float], deals: int) -> dict[int, float]:
    return {key: counts[key] / deals for key in exact}
