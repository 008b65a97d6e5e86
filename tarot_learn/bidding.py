"""The bidding: who speaks when, and which bids are allowed (RULES.md §3).

The player on the dealer's right (seat ``dealer + 1``) speaks first; then each player in
turn, counter-clockwise (seat + 1), speaks **once**, the dealer last. Speaking means passing
or bidding a contract higher than the highest bid so far. When everyone has spoken, the
highest bidder is the taker; if everyone passed, the cards are thrown in and the next dealer
deals.

A pass is written ``None``; a bid is a :class:`~tarot_learn.contracts.Contract` or a text
that :func:`parse_bid` reads ("garde", "Garde sans", "prise", "passe", "pass"…).
"""

from __future__ import annotations

from . import i18n
from .contracts import Contract, contract_words
from .deal import check_seat, deal_size
from .errors import IllegalActionError, TarotError, shown
from .i18n import Sentence
from .seats import seat_name

PASS = None  # a pass is written None: "no contract"

# The ways of saying "pass", as :func:`~tarot_learn.contracts.contract_words` leaves them.
_PASS_WORDS = {"passe", "pass", "je passe", "no bid"}


def parse_bid(bid: Contract | str | None) -> Contract | None:
    """Read a bid: a :class:`Contract`, ``None`` (pass) or a text such as ``"garde"``,
    ``"Garde sans"``, ``"garde contre le chien"``, ``"petite"``, ``"prise"``, ``"passe"`` or
    ``"pass"``. Returns the contract, or ``None`` for a pass (RULES.md §3).

    Raises :class:`IllegalActionError` for anything else, naming the words to use.
    """
    if bid is None or isinstance(bid, Contract):
        return bid
    if not isinstance(bid, str):
        raise IllegalActionError("error.bid.not_text", given=shown(bid))
    if contract_words(bid) in _PASS_WORDS:
        return PASS
    try:
        return Contract.parse(bid)
    except TarotError:
        raise IllegalActionError("error.bid.unknown", given=bid.strip()) from None


class _Choices:
    """Contracts named in a sentence, in the sentence's language: "Garde sans, Garde contre"."""

    def __init__(self, contracts: list[Contract]):
        self.contracts = contracts

    def localized(self, lang: str | None = None) -> str:
        return ", ".join(contract.localized(lang) for contract in self.contracts)


CONTRACTS = tuple(Contract)  # low to high, listed once (iterating an enum class is slow)


class Auction:
    """One round of bidding at a table of ``players`` (3, 4 or 5), ``dealer`` dealing (RULES.md §3).

    >>> auction = Auction(players=4, dealer=0)
    >>> auction.speaker
    1
    >>> auction.bid(1, "garde"); auction.bid(2, None); auction.bid(3, "passe"); auction.bid(0, None)
    >>> auction.taker, auction.contract
    (1, <Contract.GARDE: 2>)

    ``taker`` and ``contract`` are known once the auction is over (``None`` before, and when
    everyone passed); ``highest_bid`` is the ``(seat, contract)`` that leads so far.
    """

    def __init__(self, players: int = 4, dealer: int = 0):
        deal_size(players)  # refuses a table of other than 3, 4 or 5 players
        self.players = players
        self.dealer = check_seat(dealer, players)
        self._history: list[tuple[int, Contract | None]] = []
        self._highest: tuple[int, Contract] | None = None  # the last bid: each one is higher than those before

    @property
    def history(self) -> list[tuple[int, Contract | None]]:
        """Every ``(seat, bid)`` said so far, in order; a pass is ``None``."""
        return list(self._history)

    @property
    def is_over(self) -> bool:
        """Everyone has spoken once."""
        return len(self._history) == self.players

    @property
    def speaker(self) -> int | None:
        """The seat whose turn it is to speak, ``None`` when the auction is over."""
        if self.is_over:
            return None
        return (self.dealer + 1 + len(self._history)) % self.players

    @property
    def highest_bid(self) -> tuple[int, Contract] | None:
        """The highest ``(seat, contract)`` bid so far, ``None`` while everyone has passed."""
        return self._highest

    def allowed(self) -> list[Contract]:
        """The contracts the speaker may bid: those higher than the highest bid (he may also pass)."""
        if len(self._history) == self.players:
            return []
        highest = self._highest
        return list(CONTRACTS[highest[1] :] if highest else CONTRACTS)  # contracts count from 1, in order

    def copy(self) -> Auction:
        """The same auction, to bid on without changing this one (:meth:`Game.copy`)."""
        twin = object.__new__(Auction)
        twin.players, twin.dealer, twin._highest = self.players, self.dealer, self._highest
        twin._history = list(self._history)
        return twin

    def bid(self, seat: int, bid: Contract | str | None) -> None:
        """``seat`` passes (``None``, ``"passe"``) or bids a contract (RULES.md §3).

        Raises :class:`IllegalActionError` when the auction is over, when ``seat`` has
        already spoken or it is not his turn, and when the contract is not higher than the
        highest bid so far.
        """
        contract = parse_bid(bid)
        if self.is_over:
            raise IllegalActionError("error.auction.over")
        check_seat(seat, self.players)
        spoken = dict(self._history)
        if seat in spoken:
            said = spoken[seat] if spoken[seat] is not None else Sentence("bid.pass")
            raise IllegalActionError("error.auction.already_spoke", seat=seat, bid=said)
        if seat != self.speaker:
            raise IllegalActionError("error.auction.not_your_turn", seat=seat, speaker=self.speaker)
        if contract is not None and contract not in self.allowed():
            bidder, highest = self.highest_bid
            if not self.allowed():
                raise IllegalActionError("error.auction.nothing_higher", highest=highest, bidder=bidder)
            allowed = _Choices(self.allowed())
            raise IllegalActionError(
                "error.auction.not_higher", bid=contract, highest=highest, bidder=bidder, allowed=allowed
            )
        self._say(seat, contract)

    def _say(self, seat: int, contract: Contract | None) -> None:
        """Record a bid already known to be allowed: checked by :meth:`bid`, or chosen by a bot
        among :meth:`allowed` for the speaker (the game engine's unchecked step)."""
        self._history.append((seat, contract))
        if contract is not None:
            self._highest = (seat, contract)

    @property
    def all_passed(self) -> bool:
        """Everyone passed: the hands are thrown in and :attr:`next_dealer` deals (RULES.md §3)."""
        return self.is_over and self.highest_bid is None

    @property
    def taker(self) -> int | None:
        """The highest bidder once the auction is over; ``None`` before, or if all passed."""
        return self.highest_bid[0] if self.is_over and not self.all_passed else None

    @property
    def contract(self) -> Contract | None:
        """The taker's contract once the auction is over; ``None`` before, or if all passed."""
        return self.highest_bid[1] if self.is_over and not self.all_passed else None

    @property
    def next_dealer(self) -> int:
        """The player on the dealer's right, who deals the next deal (RULES.md §2)."""
        return (self.dealer + 1) % self.players

    def describe(self, lang: str | None = None, viewer: int | None = None) -> str:
        """Where the auction stands, in one sentence: whose turn, or who took, or a redeal; the
        seats named for ``viewer`` ("vous", "le joueur de gauche"…), else counted from 1 ("le
        joueur 1" for seat 0, :mod:`tarot_learn.seats`)."""

        def name(seat: int) -> str:
            return seat_name(seat, viewer, self.players, lang, noun=True)

        if self.all_passed:
            return i18n.text("auction.all_passed", lang, dealer=name(self.next_dealer))
        if self.is_over and self.taker == viewer:
            return i18n.text("auction.taker_you", lang, contract=self.contract)
        if self.is_over:
            return i18n.text("auction.taker", lang, seat=name(self.taker), contract=self.contract)
        if self.highest_bid is None:
            return i18n.text("auction.turn_no_bid", lang, seat=name(self.speaker))
        bidder, highest = self.highest_bid
        return i18n.text("auction.turn", lang, seat=name(self.speaker), highest=highest, bidder=name(bidder))

    def __repr__(self) -> str:
        return f"Auction(players={self.players}, dealer={self.dealer}, history={self._history!r})"
