"""The auction (RULES.md §3): who speaks now (``speaker``), which bids he may make
(``allowed_bids``), who takes once everyone has spoken (``taker``) — all from the core's
:class:`~tarot_learn.bidding.Auction`, the bids said in turn from the player after the dealer."""

from __future__ import annotations

import random
from dataclasses import dataclass

from ... import i18n
from ...bidding import Auction
from ...contracts import Contract
from ...deal import DEAL_SIZES
from ...i18n import Deferred
from ..answers import read_contracts, read_seat, read_seat_or_nobody
from .base import Position
from .misconceptions import Misconception, when
from .rules_question import RulesQuestion, seat_or_none_words
from .show import named


@dataclass(frozen=True, kw_only=True)
class AuctionPosition(Position):
    """The ``dealer`` and the ``bids`` said so far, in turn: ``"passe"`` or a contract's name."""

    dealer: int
    bids: tuple[str, ...] = ()

    def auction(self) -> Auction:
        auction = Auction(players=self.players, dealer=self.dealer)
        for bid in self.bids:
            auction.bid(auction.speaker, None if bid == "passe" else bid)
        return auction


def _bidder(position: AuctionPosition, turn: int) -> int:
    """Who says the ``turn``-th bid (from 0): the player after the dealer first, then in turn."""
    return (position.dealer + 1 + turn) % position.players


def _to_the_left(position: AuctionPosition, given) -> bool:
    """The seat given is where the auction would be had it gone the other way round the table."""
    return given == (position.dealer - 1 - len(position.bids)) % position.players


def _first_bidder(position: AuctionPosition, given) -> bool:
    """The seat given said the first bid, and a higher one came after it."""
    bids = [turn for turn, bid in enumerate(position.bids) if bid != "passe"]
    return len(bids) > 1 and given == _bidder(position, bids[0])


class _AuctionQuestion(RulesQuestion):
    position = AuctionPosition
    chapters = ("bidding",)
    area = "bidding"
    situations = ("bidding",)
    whole_round = False  # the question is asked once everyone has spoken (who takes?)

    def right_reason(self, position: AuctionPosition) -> Deferred:
        return Deferred(position.auction().describe)

    # --- generated auctions (the practice stream: exercises/practice.py) ------------------------------
    def question(self, position: AuctionPosition, lang: str) -> str:
        """The table, the bids said so far in words, then the kind's own question."""
        auction = Auction(players=position.players, dealer=position.dealer)
        said = []
        for bid in position.bids:
            seat = auction.speaker
            auction.bid(seat, None if bid == "passe" else bid)
            who = named(seat, position.players, lang)
            if bid == "passe":
                said.append(i18n.text("exercise.question.auction.pass", lang, player=who))
            else:
                contract = Contract.parse(bid).localized(lang)
                said.append(i18n.text("exercise.question.auction.bid", lang, player=who, contract=contract))
        bids = (
            i18n.text("exercise.question.auction.said", lang, bids=", ".join(said))
            if said
            else i18n.text("exercise.question.auction.nobody_yet", lang)
        )
        speaker = auction.speaker
        return i18n.text(
            f"exercise.question.auction.{self.name}",
            lang,
            players=position.players,
            dealer=named(position.dealer, position.players, lang),
            bids=bids,
            speaker=named(speaker, position.players, lang) if speaker is not None else "",
        )

    def generate(self, situation: str, rng: random.Random) -> AuctionPosition:
        """A table, a dealer and bids drawn in turn (a pass or a contract the core allows)."""
        while True:
            players = rng.choice(sorted(DEAL_SIZES))
            dealer = rng.randrange(players)
            auction = Auction(players=players, dealer=dealer)
            bids = []
            for _ in range(players if self.whole_round else rng.randrange(players)):
                allowed = auction.allowed()
                bid = (
                    rng.choice(allowed[:2]) if allowed and rng.random() < 0.5 else None
                )  # the next bids up, as players raise
                auction.bid(auction.speaker, bid)
                bids.append("passe" if bid is None else bid.name.lower())
            position = AuctionPosition(players=players, dealer=dealer, bids=tuple(bids))
            if self.fits_question(position):
                return position

    def fits_question(self, position: AuctionPosition) -> bool:
        return True

    # --- a learner's variant: another dealer and other bids, the same rule at work ----------------------
    def vary(self, position: AuctionPosition, rng: random.Random) -> AuctionPosition:
        """Another dealer and other bids the core allows, each in turn, as many as :meth:`bid_counts` (the
        variant is kept when its :meth:`target` is the bank's)."""
        dealer = rng.randrange(position.players)
        auction = Auction(players=position.players, dealer=dealer)
        bids = []
        for _ in range(rng.choice(self.bid_counts(position))):
            allowed = auction.allowed()
            bid = rng.choice(allowed) if allowed and rng.random() < 0.6 else None
            auction.bid(auction.speaker, bid)
            bids.append("passe" if bid is None else bid.name.lower())
        return AuctionPosition(players=position.players, dealer=dealer, bids=tuple(bids))

    def bid_counts(self, position: AuctionPosition) -> tuple[int, ...]:
        """How many bids a variant may have been said before the question: the bank's number."""
        return (len(position.bids),)

    def reword(self, bank: AuctionPosition, variant: AuctionPosition, text: str, lang: str) -> str | None:
        """The bank's words for the bank's auction; the generated question, which names every bid, for another."""
        return text if variant == bank else self.question(variant, lang)


class Speaker(_AuctionQuestion):
    name = "speaker"
    answer_form = "seat"
    misconceptions = (
        Misconception(
            "dealer_speaks_first",
            when(lambda position, given: not position.bids and given == position.dealer),
            "03",
            "bidding",
        ),
        Misconception("bidding_to_the_left", when(_to_the_left), "02", "direction"),
    )

    def read_answer(self, answer, position: AuctionPosition) -> int:
        return read_seat(answer, position.players)

    def solve(self, position: AuctionPosition) -> int | None:
        return position.auction().speaker

    def answer_words(self, position: AuctionPosition, value, lang: str) -> str:
        return seat_or_none_words(value, position.players, "exercise.answer_is.speaker_none", lang)

    def right_answers(self, position: AuctionPosition) -> tuple:
        return self.solve(position) + 1, f"joueur {self.solve(position) + 1}"

    def target(self, position: AuctionPosition) -> tuple:
        """The table and how many have spoken: the speaker is the next one round the table."""
        return position.players, len(position.bids)

    def wrong_answers(self, position: AuctionPosition) -> tuple:
        """The player after him, and the one the auction would reach going the other way round."""
        right = self.solve(position)
        left = (position.dealer - 1 - len(position.bids)) % position.players
        return ((right + 1) % position.players + 1, *((left + 1,) if left != right else ()))


class AllowedBids(_AuctionQuestion):
    name = "allowed_bids"
    answer_form = "contracts"
    misconceptions = (
        Misconception(
            "bid_not_higher",
            when(lambda position, given: bool(given - set(position.auction().allowed()))),
            "03",
            "bidding",
        ),
    )

    def fits_question(self, position: AuctionPosition) -> bool:
        return bool(position.auction().allowed())  # a player who can only pass has no contract to name

    def read_answer(self, answer, position: AuctionPosition) -> frozenset:
        return read_contracts(answer)

    def bid_counts(self, position: AuctionPosition) -> tuple[int, ...]:
        """The dealer, last to speak, as in the bank; else any player before him who has heard a bid."""
        last = position.players - 1
        return (last,) if len(position.bids) == last else tuple(range(1, last))

    def target(self, position: AuctionPosition) -> tuple:
        """The contracts allowed (above the highest bid), and whether the speaker is the dealer, the last to speak."""
        return position.players, self.solve(position), len(position.bids) == position.players - 1

    def solve(self, position: AuctionPosition) -> frozenset:
        return frozenset(position.auction().allowed())

    def answer_words(self, position: AuctionPosition, value, lang: str) -> str:
        return ", ".join(contract.localized(lang) for contract in sorted(value)) or i18n.text(
            "exercise.answer_is.nothing", lang
        )

    def right_answers(self, position: AuctionPosition) -> tuple:
        return (", ".join(contract.localized("fr") for contract in sorted(self.solve(position))),)

    def wrong_answers(self, position: AuctionPosition) -> tuple:
        """A bid lower than the last one (bidding again what was outbid), and one allowed bid left out."""
        allowed = sorted(self.solve(position))
        lower = [contract.localized("en") for contract in Contract if contract not in allowed][:1]
        return (
            *lower,
            *([", ".join(contract.localized("fr") for contract in allowed[1:])] if len(allowed) > 1 else []),
        )


class Taker(_AuctionQuestion):
    name = "taker"
    answer_form = "seat_or_nobody"
    misconceptions = (
        Misconception("first_bid_takes", when(_first_bidder), "03", "bidding"),
        Misconception(
            "taker_when_all_pass",
            when(lambda position, given: given is not None and position.auction().taker is None),
            "03",
            "bidding",
        ),
    )
    whole_round = True

    def read_answer(self, answer, position: AuctionPosition) -> int | None:
        return read_seat_or_nobody(answer, position.players)

    def target(self, position: AuctionPosition) -> tuple:
        """Nobody takes (all passed), or the highest bid takes, over how many contracts were bid (one, or two
        and more: the first bid does not take)."""
        contracts = sum(bid != "passe" for bid in position.bids)
        return position.players, position.auction().taker is None, min(contracts, 2)

    def solve(self, position: AuctionPosition) -> int | None:
        return position.auction().taker

    def answer_words(self, position: AuctionPosition, value, lang: str) -> str:
        return seat_or_none_words(value, position.players, "exercise.answer_is.taker_none", lang)

    def right_answers(self, position: AuctionPosition) -> tuple:
        taker = self.solve(position)
        return ("personne", "nobody") if taker is None else (taker + 1, f"player {taker + 1}")

    def wrong_answers(self, position: AuctionPosition) -> tuple:
        taker = self.solve(position)
        return (1,) if taker is None else ("personne", (taker + 1) % position.players + 1)
