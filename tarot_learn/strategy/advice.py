"""First advice on a hand: a points evaluation, and the chances of each contract by simulation.

**The evaluation** (:func:`evaluate_hand`) is the points method of Noël Chavey's *Le Jeu de
tarot* (Hatier, 1986), still the scale many French clubs hand to beginners: each feature of the
hand is worth a few "points of evaluation" (not card points), the points are added up, and the
total is compared with a threshold per contract. It is advice, not a rule (RULES.md gives the
rules; nothing here changes them). Its terms, each a :class:`HandTerm` with a sentence in French
and English:

* the bouts: the 21 is worth 10, the Excuse 8; the Petit by the trumps that guard it, counting
  every trump and the Excuse: fewer than five 0, five 5, six 7, seven or more 9;
* each trump (the bouts and the Excuse included) 2, when the hand holds at least five of them;
* each major trump, 16 to 21, 2 more, and 1 more again when it is part of a run of majors
  (19-20-21 is worth 3 more; the source gives only that example, we read two majors in a row as
  a run too);
* a *mariage* (a king with the queen of his suit) 10, a king without his queen 6, a queen
  without her king 3, each knight 2, each jack 1;
* a long suit of five cards 5, six 7, seven 9 (and 2 more for each card beyond);
* each void (*coupe franche*) 6, each singleton 3.

Under 40 pass, from 40 a Petite, 56 a Garde, 71 a Garde sans, 81 a Garde contre: Chavey's
thresholds, for an 18-card hand (4 players). At 3 and 5 players we scale them to the hand's size,
our own rough rule, which players would argue about like the others.

**The simulation** (:func:`estimate_contract_chances`) does not argue: it redeals the cards the
learner cannot see (the other hands and the chien) at random, lets :class:`~tarot_learn.strategy.bots.SimpleBot`
play every seat on the fast engine (the learner's hand too), and counts how often the taker
makes each contract, with a 95 % Wilson interval. The bots play the same cards whatever the
stakes, so Petite and Garde are one simulated deal (the chien taken, the same écart: only the
multiplier differs) and so are Garde sans and Garde contre (the chien set aside, its points
counted for the taker or for the defence).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from .. import i18n
from ..cards import (
    BOUT_BITS,
    DECK,
    EXCUSE,
    JACK,
    KING,
    KNIGHT,
    PETIT,
    QUEEN,
    SUIT_BITS,
    SUITS,
    TRUMP_21,
    TRUMP_BITS,
    half_points_of,
    suit_card,
    trump,
)
from ..contracts import Contract
from ..deal import check_seat, deal_from_hands, deal_size, has_petit_sec, random_source
from ..errors import TarotError
from ..game import BIDDING, Game
from ..parsing import parse_cards
from ..scoring import points_needed
from .bots import SimpleBot, play_out

# The coach's bidding policy asks more than the scale of points (strategy/coach.py, ``bid_alone``); here,
# below the coach, so that the sampler's likelihood of a bid (strategy/likelihood.py) reads them too.
ALONE_MARGIN = 10  # points of evaluation asked above the Petite's threshold by a taker who plays alone
TRUMPS_TO_TAKE_AT_3 = 7  # the trumps (the Excuse counted) asked of a taker at 3 players

Progress = Callable[[int, int], None]

# The total from which each contract is advised, for an 18-card hand (Chavey's thresholds).
THRESHOLDS = {Contract.PETITE: 40, Contract.GARDE: 56, Contract.GARDE_SANS: 71, Contract.GARDE_CONTRE: 81}
MAJOR_TRUMPS = range(16, 22)
# The Petit's worth by the trumps the hand holds (the Excuse counted): a Petit with few guards is caught.
_PETIT_BY_TRUMPS = {0: 0, 1: 0, 2: 0, 3: 0, 4: 0, 5: 5, 6: 7, 7: 9}
# The honours: a king with the queen of his suit is one mariage (10), not a king and a queen.
_HONOUR_POINTS = {"mariages": 10, "kings": 6, "queens": 3, "knights": 2, "jacks": 1}
Z_95 = 1.959963984540054  # the normal quantile of a 95 % two-sided interval


@dataclass(frozen=True)
class HandTerm:
    """One term of the evaluation: what it counts (``name``), how many (``count``), its points."""

    name: str
    count: int
    points: int

    def localized(self, lang: str | None = None) -> str:
        return i18n.text(f"advice.term.{self.name}", lang, count=self.count, points=self.points)


@dataclass(frozen=True)
class HandEvaluation:
    """The terms of a hand's evaluation, their total, and the contract they advise."""

    terms: tuple[HandTerm, ...]
    total: int
    thresholds: dict

    @property
    def advised(self) -> Contract | None:
        """The highest contract whose threshold the total reaches; ``None``: pass."""
        reached = [contract for contract, least in self.thresholds.items() if self.total >= least]
        return max(reached) if reached else None

    def lines(self, lang: str | None = None) -> list[str]:
        """One sentence per term, then the total and the advice."""
        advice = self.advised
        said = advice.localized(lang) if advice else i18n.text("bid.pass", lang)
        return [term.localized(lang) for term in self.terms] + [
            i18n.text("advice.total", lang, total=self.total, advice=said)
        ]


def _hand_bits(hand) -> int:
    if isinstance(hand, int) and not isinstance(hand, bool):
        return hand
    return sum(card.bit for card in parse_cards(hand))


def _players_of(cards: int) -> int:
    for players in (3, 4, 5):
        if deal_size(players).hand == cards:
            return players
    raise TarotError("error.advice.hand_size", given=cards)


def evaluate_hand(hand) -> HandEvaluation:
    """The points evaluation of a hand as dealt (15, 18 or 24 cards), term by term (module doc).

    >>> evaluation = evaluate_hand("21 19 12 6 1 Excuse R♥ C♥ 10♥ 8♥ 1♥ V♦ 8♦ D♣ C♣ 7♣ 6♠ 4♠")
    >>> evaluation.total, evaluation.advised
    (60, <Contract.GARDE: 2>)
    """
    bits = _hand_bits(hand)
    players = _players_of(bits.bit_count())
    trumps = (bits & TRUMP_BITS).bit_count() + (bits >> EXCUSE.index & 1)  # the Excuse counts as one
    terms = []

    def add(name: str, count: int, points: int) -> None:
        if count:
            terms.append(HandTerm(name, count, points))

    add("twenty_one", bits >> TRUMP_21.index & 1, 10)
    add("excuse", bits >> EXCUSE.index & 1, 8)
    if bits & PETIT.bit:
        add("petit" if trumps >= 5 else "petit_unguarded", trumps, _PETIT_BY_TRUMPS[min(trumps, 7)])
    add("trumps" if trumps >= 5 else "few_trumps", trumps, 2 * trumps if trumps >= 5 else 0)
    majors = [number for number in MAJOR_TRUMPS if bits & trump(number).bit]
    add("major_trumps", len(majors), 2 * len(majors))
    in_runs = sum(1 for number in majors if number - 1 in majors or number + 1 in majors)
    add("major_runs", in_runs, in_runs)
    honours = dict.fromkeys(_HONOUR_POINTS, 0)
    for suit in SUITS:
        king, queen, knight, jack = (bool(bits & suit_card(rank, suit).bit) for rank in (KING, QUEEN, KNIGHT, JACK))
        honours["mariages"] += king and queen
        honours["kings"] += king and not queen
        honours["queens"] += queen and not king
        honours["knights"] += knight
        honours["jacks"] += jack
    for name, count in honours.items():
        add(name, count, count * _HONOUR_POINTS[name])
    lengths = [(bits & SUIT_BITS[suit]).bit_count() for suit in SUITS]
    long_suits = [length for length in lengths if length >= 5]
    add("long_suits", len(long_suits), sum(2 * length - 5 for length in long_suits))
    add("voids", lengths.count(0), 6 * lengths.count(0))
    add("singletons", lengths.count(1), 3 * lengths.count(1))
    scale = deal_size(players).hand / 18
    thresholds = {contract: round(least * scale) for contract, least in THRESHOLDS.items()}
    return HandEvaluation(tuple(terms), sum(term.points for term in terms), thresholds)


# --- the simulation ------------------------------------------------------------------------------
def wilson_interval(successes: int, trials: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval of a chance measured as ``successes`` out of ``trials``: unlike
    p ± z·√(p(1−p)/n) it stays within [0, 1] and is not empty when nothing (or everything) happened."""
    if trials < 1:
        raise TarotError("error.stats.deals", given=repr(trials))
    p = successes / trials
    factor = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / factor
    half = z / factor * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials))
    # Rounding must not move a bound off 0 (nothing happened) or 1 (everything did).
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == trials else min(1.0, centre + half)
    return low, high


@dataclass(frozen=True)
class ContractChance:
    """How often the taker made ``contract`` over ``deals`` simulated deals, with a 95 % interval."""

    contract: Contract
    made: int
    deals: int

    @property
    def chance(self) -> float:
        return self.made / self.deals

    @property
    def interval(self) -> tuple[float, float]:
        return wilson_interval(self.made, self.deals)

    def localized(self, lang: str | None = None) -> str:
        low, high = self.interval
        chance, low, high = (i18n.format_percent(100 * value, lang=lang) for value in (self.chance, low, high))
        deals = i18n.format_number(self.deals, lang)  # "1 000" in French, "1,000" in English
        return i18n.text("advice.chance", lang, contract=self.contract, chance=chance, low=low, high=high, deals=deals)


def _redeal(hand_bits: int, players: int, seat: int, dealer: int, rng) -> object:
    """The learner's hand at ``seat``, the unseen cards shuffled among the other seats and the
    chien; again while another seat holds the Petit sec (such a deal is cancelled, RULES.md §2)."""
    size = deal_size(players)
    unseen = [card for card in DECK if not hand_bits & card.bit]
    mine = [card for card in DECK if hand_bits & card.bit]
    while True:
        rng.shuffle(unseen)
        hands, start = [], 0
        for other in range(players):
            if other == seat:
                hands.append(mine)
            else:
                hands.append(unseen[start : start + size.hand])
                start += size.hand
        if not any(has_petit_sec(sum(card.bit for card in cards)) for cards in hands):
            return deal_from_hands(hands, unseen[start:], dealer)


def _taker_game(dealt, seat: int, contract: Contract) -> Game:
    """The game of ``dealt`` where ``seat`` bids ``contract`` and every other seat passes."""
    game = Game.from_deal(dealt)
    while game.phase is BIDDING:
        game.push(contract if game.to_act == seat else None)  # unchecked: a first bid, or a pass
    return game


def estimate_contract_chances(
    hand,
    players: int | None = None,
    seat: int = 0,
    dealer: int | None = None,
    *,
    deals: int = 1000,
    seed: int | str = 0,
    progress: Progress | None = None,
    bot=SimpleBot,
) -> dict[Contract, ContractChance]:
    """The chance that ``seat``, holding ``hand``, makes each contract against the bots (module doc).

    ``deals`` deals are simulated, the unseen cards redealt at random from ``seed`` each time
    (the same seed, the same figures). ``dealer`` defaults to the seat on ``seat``'s left, so
    that the learner speaks and leads first. ``progress(done, total)`` is called about a
    hundred times.

    >>> hand = "21 19 12 6 1 Excuse R♥ C♥ 10♥ 8♥ 1♥ V♦ 8♦ D♣ C♣ 7♣ 6♠ 4♠"
    >>> chances = estimate_contract_chances(hand, deals=100, seed=1)
    >>> print(chances[Contract.GARDE].localized("en"))
    Garde: made in 71% of the simulated deals (95% interval: 61% to 79%, over 100 deals).
    """
    bits = _hand_bits(hand)
    players = players or _players_of(bits.bit_count())
    if deal_size(players).hand != bits.bit_count():
        raise TarotError("error.advice.hand_size", given=bits.bit_count())
    check_seat(seat, players)
    if has_petit_sec(bits):
        raise TarotError("error.advice.petit_sec")
    if isinstance(deals, bool) or not isinstance(deals, int) or deals < 1:
        raise TarotError("error.stats.deals", given=repr(deals))
    dealer = (seat - 1) % players if dealer is None else check_seat(dealer, players)
    rng = random_source(seed)
    made = dict.fromkeys(Contract, 0)
    report_every = max(1, deals // 100)
    for number in range(deals):
        dealt = _redeal(bits, players, seat, dealer, rng)
        chien = dealt.chien_bits
        with_chien = _taker_game(dealt, seat, Contract.GARDE)
        play_out(with_chien, {other: bot(rng) for other in range(players)})
        if with_chien.result.score.made:
            made[Contract.PETITE] += 1
            made[Contract.GARDE] += 1
        without = _taker_game(dealt, seat, Contract.GARDE_SANS)
        play_out(without, {other: bot(rng) for other in range(players)})
        result = without.result
        made[Contract.GARDE_SANS] += result.score.made
        # Garde contre: the same play, the chien's points and bouts counted for the defence.
        points = result.attack_points - half_points_of(chien) / 2
        made[Contract.GARDE_CONTRE] += points >= points_needed(result.bouts - (chien & BOUT_BITS).bit_count())
        done = number + 1
        if progress is not None and (done % report_every == 0 or done == deals):
            progress(done, deals)
    return {contract: ContractChance(contract, made[contract], deals) for contract in Contract}


__all__ = [
    "THRESHOLDS",
    "ContractChance",
    "HandEvaluation",
    "HandTerm",
    "estimate_contract_chances",
    "evaluate_hand",
    "wilson_interval",
]
