"""The auction (RULES.md §3): who speaks now (``speaker``), which bids he may make
(``allowed_bids``), who takes once everyone has spoken (``taker``) — all from the core's
:class:`~tarot_learn.bidding.Auction`, the bids said in turn from the player after the dealer."""

from __future__ import annotations

from dataclasses import dataclass

from ... import i18n
from ...bidding import Auction
from ...contracts import Contract
from ..answers import read_contracts, read_seat, read_seat_or_nobody
from .base import Account, Position
from .rules_question import RulesQuestion, seat_or_none_words


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


class _AuctionQuestion(RulesQuestion):
    position = AuctionPosition
    chapters = ("bidding",)
    area = "bidding"

    def right_reason(self, position: AuctionPosition) -> Account:
        return Account(position.auction().describe)


class Speaker(_AuctionQuestion):
    name = "speaker"
    answer_form = "seat"

    def read_answer(self, answer, position: AuctionPosition) -> int:
        return read_seat(answer, position.players)

    def solve(self, position: AuctionPosition) -> int | None:
        return position.auction().speaker

    def answer_words(self, position: AuctionPosition, value, lang: str) -> str:
        return seat_or_none_words(value, position.players, "exercise.answer_is.speaker_none", lang)

    def right_answers(self, position: AuctionPosition) -> tuple:
        return self.solve(position) + 1, f"joueur {self.solve(position) + 1}"

    def wrong_answers(self, position: AuctionPosition) -> tuple:
        return ((self.solve(position) + 1) % position.players + 1,)  # the player after him


class AllowedBids(_AuctionQuestion):
    name = "allowed_bids"
    answer_form = "contracts"

    def read_answer(self, answer, position: AuctionPosition) -> frozenset:
        return read_contracts(answer)

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

    def read_answer(self, answer, position: AuctionPosition) -> int | None:
        return read_seat_or_nobody(answer, position.players)

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
