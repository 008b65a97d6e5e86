"""How likely what the other seats said was, hand by hand, under the coach's policy: the sampler's weights.

A bid is a message. A seat that passed seldom holds a strong hand; one that bid a Garde seldom holds
a weak one. The sampler (:mod:`.sampler`) draws the deals the *rules* allow; this module says how
likely each of them makes what the others did, if they chose as the coach chooses
(:class:`~.coach.CoachBot`), so that the sampler can keep a deal in proportion to it (Bayes: the
chance of a deal given what was seen is its prior chance, uniform, times the likelihood of what was
seen). Three choices are read, each from the hand the chooser held then:

* **the bids and the passes** (RULES.md §3), from the hand as dealt. The coach bids by Chavey's points
  method (:func:`~.advice.evaluate_hand`): the highest contract whose threshold the total reaches,
  passing below the Petite's, below :data:`~.advice.ALONE_MARGIN` points above it at 3 and 4 players,
  with fewer than :data:`~.advice.TRUMPS_TO_TAKE_AT_3` trumps at 3 players, and when the contract he
  wants is not above the bids already made. That rule is a staircase: read as it is, one point under
  a threshold would make a bid impossible, and a learner's or a club player's bid is not the
  coach's. So each step is softened into a logistic: the chance that the hand "wants at least" a
  contract is ``1 / (1 + exp(-(total - threshold + 1/2) / TEMPERATURE))`` — one half half a point
  under the threshold, 88 % six points above it (TEMPERATURE = 3 evaluation points, about a fifth
  of the gap between two contracts' thresholds; our choice, not measured on human bidding), and
  likewise for the trumps asked at 3 players (TRUMP_TEMPERATURE = ½ trump). The chance of bidding
  contract ``c`` is then "wants at least ``c``" minus "wants at least the next one"; the chance of
  a pass is "wants nothing the auction still allows";
* **the called card** at 5 players (§4), from the taker's hand as dealt: the coach calls the king of
  his shortest suit, never a void's while another can be called (``call_short``); softened, each card
  he may call by that rule has a weight ``exp(-CALL_STEEPNESS × cards he holds in its suit)``;
* **the taker's poignée** (§7), from his hand when he played his first card: the coach's taker shows
  the largest poignée he holds (``poignee_taker``), so a taker who showed none had fewer trumps than a
  simple poignée asks, and one who showed a simple had too few for a double. The coach's defenders
  keep theirs hidden whatever they hold (``poignee_defence``): their silence says nothing.

Every choice is mixed with a share :data:`NOISE` (5 %) made at random among the choices the rules
allowed then: a deal where a seat "should" have passed but bid keeps a small weight, never none, so
the support of the sampler — every deal the rules allow — is unchanged, and a surprising bid does not
make the sampler fail. Each factor is at most ``1 - NOISE + NOISE / choices``: :meth:`Observed.bound`
is their product, the bound a rejection sampler needs.

What is *not* read: the écart (a defender does not see it; the shown trumps and the chien are rules,
which the sampler already keeps), the cards played (beyond the rules the sampler keeps: a card rule
of the coach is not modelled), the slam announced, a defender's poignée (a rule: its trumps are his).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..bidding import CONTRACTS
from ..call import callable_cards
from ..cards import EXCUSE_BIT, SUIT_BITS, TRUMP_BITS, CardSet
from ..contracts import Contract
from ..game import SeatView
from ..poignee import poignee_options
from .advice import ALONE_MARGIN, TRUMPS_TO_TAKE_AT_3, evaluate_hand

TEMPERATURE = 3.0  # evaluation points: how soft each threshold of the points method is read
TRUMP_TEMPERATURE = 0.5  # trumps: how soft the 3-player rule's trumps count is read
CALL_STEEPNESS = 1.0  # how much a called king's suit being one card longer makes the call less likely
NOISE = 0.05  # the share of choices made at random among those the rules allowed


def _logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x)) if x > -700 else 0.0


def wants_at_least(hand: int, players: int) -> list[float]:
    """For each contract, low to high, the chance that ``hand`` (as dealt, bits) wants at least that
    contract under the softened points method of the coach (module doc). Never rising."""
    evaluation = evaluate_hand(hand)
    total, thresholds = evaluation.total, evaluation.thresholds
    gate = 1.0
    if players == 3:
        trumps = (hand & TRUMP_BITS).bit_count() + (hand & EXCUSE_BIT > 0)
        gate = _logistic((trumps - TRUMPS_TO_TAKE_AT_3 + 0.5) / TRUMP_TEMPERATURE)
    chances, previous = [], gate
    for contract in CONTRACTS:
        threshold = thresholds[contract]
        if contract is Contract.PETITE and players < 5:
            threshold += ALONE_MARGIN  # alone against all, the coach asks for a margin to take at all
        previous = min(previous, gate * _logistic((total - threshold + 0.5) / TEMPERATURE))
        chances.append(previous)
    return chances


def bid_chance(hand: int, players: int, bid: Contract | None, lowest: Contract) -> float:
    """The chance that the coach, holding ``hand`` as dealt, says ``bid`` (``None``: a pass) when the
    auction allows ``lowest`` and every contract above it (RULES.md §3); noise included."""
    wanted = wants_at_least(hand, players)
    choices = len(CONTRACTS) - lowest + 2  # the contracts allowed, and the pass
    if bid is None:
        coach = 1.0 - wanted[lowest - 1]  # he wants nothing the auction still allows
    else:
        coach = wanted[bid - 1] - (wanted[bid] if bid < len(CONTRACTS) else 0.0)
    return (1 - NOISE) * coach + NOISE / choices


def call_chance(hand: int, called) -> float:
    """The chance that the coach, taker at 5 players with ``hand`` as dealt, calls ``called`` (§4)."""
    cards = callable_cards(CardSet.from_bits(hand))
    others = [card for card in cards if not card.bit & hand] or cards
    # A void's king is called only when every card he may call is a void's.
    held = [card for card in others if hand & SUIT_BITS[card.suit]] or others
    weights = {card: math.exp(-CALL_STEEPNESS * (hand & SUIT_BITS[card.suit]).bit_count()) for card in held}
    coach = weights.get(called, 0.0) / sum(weights.values())
    return (1 - NOISE) * coach + NOISE / len(cards)


def poignee_chance(hand: int, players: int, shown, shown_in_ecart: int) -> float:
    """The chance that the coach's taker, holding ``hand`` at his first card, shows the poignée
    ``shown`` (``None``: none) (§7): the largest he holds; noise included."""
    options = poignee_options(CardSet.from_bits(hand), players, shown_in_ecart=CardSet.from_bits(shown_in_ecart))
    coach = options[-1] if options else None
    return (1 - NOISE) * (shown == coach) + NOISE / (len(options) + 1)


@dataclass(frozen=True)
class Observed:
    """What ``seat`` saw the others choose, read from its view once: the bids (bidder, bid, the
    lowest contract allowed then), the taker's call, the taker's poignée or silence."""

    players: int
    bids: tuple  # (bidder, bid or None, lowest allowed) for each bid of another seat
    call: tuple | None  # (taker, called card) when another seat called
    poignee: tuple | None  # (taker, poignée or None, trumps shown in the écart) once he had his chance

    @classmethod
    def of(cls, view: SeatView) -> Observed:
        seat, players = view.seat, view.players
        bids, highest = [], 0
        for bidder, bid in view.bids:
            if bidder != seat and highest < len(CONTRACTS):  # after a Garde contre, a pass is forced
                bids.append((bidder, bid, CONTRACTS[highest]))
            if bid is not None:
                highest = bid
        taker = view.taker
        call = (taker, view.called_card) if view.called_card is not None and taker != seat else None
        poignee = None
        first_card_played = any(taker in trick.seats for trick in view.tricks) or (
            taker in [(view.leader + n) % players for n in range(len(view.trick.cards))]
        )
        if taker is not None and taker != seat and (taker in view.poignees or first_card_played):
            said = view.poignees[taker][0] if taker in view.poignees else None
            poignee = (taker, said, view.shown_trumps.bits)
        bids.sort(key=lambda said: said[1] is None)  # the bids first: they send most unlikely deals back
        return cls(players, tuple(bids), call, poignee)

    @property
    def empty(self) -> bool:
        """Nothing read: every deal is as likely (the uniform sampler)."""
        return not (self.bids or self.call or self.poignee)

    @property
    def bound(self) -> float:
        """The largest :meth:`likelihood` can be: each factor's noise-mixed maximum."""
        return math.prod(self._maxima)

    @property
    def _maxima(self) -> list[float]:
        """Each factor's largest value, in the order :meth:`likelihood` multiplies them."""
        maxima = [1 - NOISE + NOISE / (len(CONTRACTS) - lowest + 2) for _bidder, _bid, lowest in self.bids]
        if self.call is not None:
            maxima.append(1 - NOISE + NOISE / 4)  # at least the four cards of a rank may be called
        if self.poignee is not None:
            maxima.append(1.0)  # a hand without a poignée has one choice, the silence
        return maxima

    def likelihood(self, dealt: list[int], first_card: int, least: float = 0.0) -> float:
        """How likely what was observed is, given ``dealt`` (each seat's hand as dealt, bits) and
        ``first_card`` (the taker's hand at his first card, bits; read only for the poignée). With
        ``least``, 0 as soon as the factors left cannot bring it up to ``least``: a rejection
        sampler's draw is sent back after the first unlikely choice (a bid, before the passes)."""
        players, chance = self.players, 1.0
        left = self.bound
        factors = [(maximum, index) for index, maximum in enumerate(self._maxima)]
        for maximum, index in factors:
            left /= maximum
            if index < len(self.bids):
                bidder, bid, lowest = self.bids[index]
                chance *= bid_chance(dealt[bidder], players, bid, lowest)
            elif self.call is not None and index == len(self.bids):
                taker, called = self.call
                chance *= call_chance(dealt[taker], called)
            else:
                _taker, said, in_ecart = self.poignee
                chance *= poignee_chance(first_card, players, said, in_ecart)
            if chance * left < least:
                return 0.0
        return chance
