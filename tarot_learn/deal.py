"""Dealing the cards (RULES.md §2), with a record a widget can replay step by step.

Seats are numbered 0, 1, … in the order of play: the player on your right, who plays after
you, has the next number. Before the deal the player on the dealer's left (seat ``dealer - 1``)
cuts the pack; the dealer then deals in packets, starting with the player on his right (seat
``dealer + 1``), and sets chien cards aside one at a time between packets — never the first
card of the pack (it goes into the first packet) nor the last (it goes into the last packet).
The next deal is dealt by the player on the dealer's right, except after a misdeal, when the
same dealer deals again.

The same seed gives the same deal on every machine: the shuffle uses only
``random.Random(seed).randrange``, whose results Python keeps stable across versions.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import cached_property

from .cards import ALL_BITS, DECK, EXCUSE_BIT, PETIT, TRUMP_BITS, Card, CardSet, Hand
from .errors import CardCountError, DuplicateCardError, PlayerCountError, TarotError, shown
from .parsing import parse_cards, parse_hands


@dataclass(frozen=True)
class DealSize:
    """How a deal is made for a number of players (the table of RULES.md §2)."""

    hand: int
    chien: int
    packet: int

    @property
    def packets_per_player(self) -> int:
        return self.hand // self.packet


DEAL_SIZES = {3: DealSize(hand=24, chien=6, packet=4), 4: DealSize(18, 6, 3), 5: DealSize(15, 3, 3)}
CUT_LEAVES = 4  # the cut takes, and leaves, more than 3 cards (RULES.md §2): at least 4 on each side
SEED_CUT = object()  # a deal's cut is where its seed cuts (seed_cut_of)
_ORDERINGS = math.factorial(78)  # how many ways a pack of 78 cards can be ordered
_CARD_BITS = tuple(card.bit for card in DECK)


def deal_size(players: int) -> DealSize:
    """The hand, chien and packet sizes for ``players`` (3, 4 or 5); refuses other counts."""
    if type(players) is not int or players not in DEAL_SIZES:
        raise PlayerCountError("error.players", given=players if type(players) is int else shown(players))
    return DEAL_SIZES[players]


def check_seat(seat, players: int) -> int:
    """Return ``seat`` after checking it is a seat at a table of ``players``."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        raise TarotError("error.seat", given=seat if type(seat) is int else shown(seat), last=players - 1)
    return seat


def cutter(dealer: int, players: int) -> int:
    """Who cuts the pack before ``dealer`` deals (RULES.md §2): the player on his left, the seat
    before his in the order of play.

    >>> cutter(dealer=0, players=4)   # you deal: the player on your left (seat 3) cuts
    3
    """
    deal_size(players)
    return (check_seat(dealer, players) - 1) % players


def check_cut(taken, cards: int = len(DECK)) -> int:
    """Return ``taken`` after checking it is a legal cut of a pack of ``cards`` (RULES.md §2):
    the cutter lifts more than 3 cards and leaves more than 3, so each part holds at least
    :data:`CUT_LEAVES` cards (from 4 to 74 of the 78)."""
    most = cards - CUT_LEAVES
    if isinstance(taken, bool) or not isinstance(taken, int) or not CUT_LEAVES <= taken <= most:
        raise TarotError(
            "error.deal.cut", given=taken if type(taken) is int else shown(taken), least=CUT_LEAVES, most=most
        )
    return taken


def next_dealer(dealer: int, players: int, *, misdeal: bool = False) -> int:
    """Who deals next (RULES.md §2): the player on ``dealer``'s right — after a deal played,
    thrown in because everyone passed, or cancelled for a Petit sec — but the same dealer
    after a misdeal (a mistake while dealing), since the deal never took place.

    >>> next_dealer(0, 4), next_dealer(3, 4), next_dealer(2, 4, misdeal=True)
    (1, 0, 2)
    """
    deal_size(players)
    check_seat(dealer, players)
    if not isinstance(misdeal, bool):
        raise TarotError("error.option", given=shown(misdeal), name="misdeal", choices="True, False")
    return dealer if misdeal else (dealer + 1) % players


@dataclass(frozen=True)
class DealStep:
    """One step of the deal: a packet given to a seat, or one card set aside into the chien."""

    kind: str  # "packet" or "chien"
    seat: int | None  # who receives the packet; None for a chien card
    cards: tuple[Card, ...]
    chien_count: int  # how many cards the chien holds after this step
    # said in a sentence by tarot_learn.seats.describe_step, which names the seat that receives a packet


class Deal:
    """A shuffled pack dealt to ``players`` seats: ``hands``, ``chien`` and the ``steps``.

    Build it with :func:`deal`. ``pack`` is the shuffled pack in the order the dealer takes
    the cards, once cut; ``chien_after`` lists the packets (counted from 0) after which he set
    a card aside. Everything else — hands, chien, steps — follows from those two. ``cut`` is how
    many cards the :attr:`cutter` lifted (``None`` for a prepared deal, which had no cut).
    """

    def __init__(
        self,
        players: int,
        dealer: int,
        seed,
        pack: tuple[Card, ...],
        chien_after: tuple[int, ...],
        cut: int | object | None = None,
    ):
        self.size = deal_size(players)
        self.players = players
        self.dealer = check_seat(dealer, players)
        self.seed = seed
        self.pack = pack
        self.chien_after = chien_after
        self._cut = cut
        self.hand_bits, self.chien_bits = _share(players, dealer, [card.bit for card in pack], chien_after)

    @classmethod
    def _shuffled(
        cls, players: int, dealer: int, seed, pack_bits: list[int], chien_after: tuple[int, ...], cut
    ) -> Deal:
        """The deal of a shuffled pack given as bits (a list this method may change), checked
        already by :func:`deal`: the cards of :attr:`pack` are made only if they are read (a
        game plays on bits)."""
        dealt = object.__new__(cls)
        dealt.size, dealt.players, dealt.dealer, dealt.seed = DEAL_SIZES[players], players, dealer, seed
        dealt.chien_after = chien_after
        dealt._cut = cut
        dealt._pack_bits = tuple(pack_bits)
        dealt.hand_bits, dealt.chien_bits = _share(players, dealer, pack_bits, chien_after)
        return dealt

    @cached_property
    def pack(self) -> tuple[Card, ...]:
        """The shuffled pack, in the order the dealer takes the cards (made from its bits when a
        deal was shuffled; a prepared deal sets it)."""
        return tuple(DECK[bit.bit_length() - 1] for bit in self._pack_bits)

    @property
    def cut(self) -> int | None:
        """How many cards the :attr:`cutter` lifted (RULES.md §2); ``None`` for a prepared deal."""
        if self._cut is SEED_CUT:  # worked out when asked: simulations deal thousands of times
            self._cut = seed_cut_of(self.seed)
        return self._cut

    @cached_property
    def hands(self) -> tuple[Hand, ...]:
        return tuple(Hand.from_bits(bits) for bits in self.hand_bits)

    @cached_property
    def chien(self) -> CardSet:
        return CardSet.from_bits(self.chien_bits)

    @property
    def prepared(self) -> bool:
        """A deal written for a lesson or a test (:func:`deal_from_hands`): no seed dealt it, and
        nobody cut it."""
        return self._cut is None

    @property
    def cutter(self) -> int:
        """The player on the dealer's left, who cut the pack (RULES.md §2)."""
        return cutter(self.dealer, self.players)

    @property
    def first_player(self) -> int:
        """The player on the dealer's right: he receives the first packet, bids and leads first."""
        return (self.dealer + 1) % self.players

    @cached_property
    def steps(self) -> tuple[DealStep, ...]:
        """The deal replayed one step at a time: every packet, every chien card."""
        steps = []
        position = 0
        chien_count = 0
        for number in range(self.players * self.size.packets_per_player):
            packet = self.pack[position : position + self.size.packet]
            position += self.size.packet
            steps.append(DealStep("packet", (self.dealer + 1 + number) % self.players, packet, chien_count))
            if number in self.chien_after:
                chien_count += 1
                steps.append(DealStep("chien", None, (self.pack[position],), chien_count))
                position += 1
        return tuple(steps)

    def petit_sec_seats(self) -> list[int]:
        """The seats that hold the Petit sec (RULES.md §2); the deal must then be redealt."""
        return [seat for seat, bits in enumerate(self.hand_bits) if has_petit_sec(bits)]

    def __repr__(self) -> str:
        return f"Deal(players={self.players}, dealer={self.dealer}, seed={self.seed!r})"

    def _repr_svg_(self) -> str:
        from .display.svg import deal_svg

        return deal_svg(self)

    def _repr_html_(self) -> str:
        # JupyterLab draws an SVG output as an <img> without alt text: this one carries the picture's words.
        from .display.markup import svg_img

        return svg_img(self._repr_svg_())


def _share(players: int, dealer: int, pack_bits: list[int], chien_after: tuple[int, ...]) -> tuple[tuple, int]:
    """Each seat's hand and the chien, as bits, from the pack's cards (as bits, in the order the
    dealer takes them, a list this function may change): packets from the dealer's right, a chien
    card after each packet of ``chien_after`` (RULES.md §2). (:attr:`Deal.steps` tells the same
    deal one step at a time.)"""
    size = DEAL_SIZES[players]
    chien = 0
    # The chien card set aside after packet k is the pack's card (k + 1) · packet + (chien cards before it).
    for number in reversed(range(len(chien_after))):
        chien |= pack_bits.pop((chien_after[number] + 1) * size.packet + number)
    # Without them, the packets go round the table: a seat's k-th card of each packet lies one
    # round (players · packet cards) after the one before.
    round_length = players * size.packet
    hands = [0] * players
    for turn in range(players):  # the dealer's right first
        first = turn * size.packet
        hands[(dealer + 1 + turn) % players] = sum(
            sum(pack_bits[first + card :: round_length]) for card in range(size.packet)
        )  # distinct bits: their sum is their union
    return tuple(hands), chien


def has_petit_sec(hand: CardSet | int) -> bool:
    """Petit sec (RULES.md §2): the Petit is the hand's only trump, and the Excuse is not there
    to protect it."""
    if type(hand) is int and 0 <= hand <= ALL_BITS:
        bits = hand
    else:
        bits = CardSet(hand).bits
    return bits & TRUMP_BITS == PETIT.bit and not bits & EXCUSE_BIT


def random_source(seed) -> random.Random:
    """The random generator of a seed (a whole number or a text); refuses anything else."""
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise TarotError("error.seed", given=shown(seed))
    # random.Random seeds a text from its UTF-8 bytes: giving the bytes ourselves is the same
    # seed for every text, and also works for a lone surrogate pasted into a box.
    return random.Random(seed.encode("utf-8", "surrogatepass") if isinstance(seed, str) else seed)


def _digit_groups() -> tuple[tuple[int, tuple[tuple[int, int], ...]], ...]:
    """The radices 78, 77, … 2 of the factorial number system in groups whose product stays below
    2**30, one machine digit of a Python int, each radix with the place it fills in the pack."""
    groups, group, product = [], [], 1
    for radix in range(len(DECK), 1, -1):
        if product * radix >= 1 << 30:
            groups.append((product, tuple(group)))
            group, product = [], 1
        group.append((radix, radix - 1))
        product *= radix
    groups.append((product, tuple(group)))
    return tuple(groups)


_DIGIT_GROUPS = _digit_groups()


def shuffled_pack(rng: random.Random) -> tuple[Card, ...]:
    """A uniformly shuffled pack: one random number below 78! read digit by digit in the
    factorial number system, each digit choosing the next card (a Fisher–Yates shuffle)."""
    return tuple(_shuffle(list(DECK), rng))


def _shuffle(pack: list, rng: random.Random) -> list:
    """Shuffle ``pack`` (the 78 cards, or their bits, in canonical order) in place, as
    :func:`shuffled_pack` says. The digits are read a group at a time: one division of the big
    number by the group's product (below 2**30, so a single pass over it), then the group's
    digits from that small remainder — the same digits, so the same pack for a seed, with 14
    divisions of the big number instead of 77."""
    code = rng.randrange(_ORDERINGS)
    for product, radices in _DIGIT_GROUPS:
        code, digits = divmod(code, product)
        for radix, last in radices:
            chosen = digits % radix
            digits //= radix
            pack[last], pack[chosen] = pack[chosen], pack[last]
    return pack


def deal(players: int = 4, seed: int | str | None = None, dealer: int = 0, *, cut: int | None = None) -> Deal:
    """Shuffle, cut and deal for 3, 4 or 5 players (RULES.md §2).

    ``seed`` makes the deal reproducible (a whole number or a text); without one, a seed is
    drawn and kept in ``Deal.seed`` so the deal can be shown again. The seed also says where
    the player on the dealer's left cuts (``Deal.cut``, the cards he lifts); ``cut`` cuts the
    same shuffled pack elsewhere (4 to 74 cards): another deal, which no player chose.

    >>> dealt = deal(players=4, seed=7)
    >>> [len(hand) for hand in dealt.hands], dealt.chien
    ([18, 18, 18, 18], CardSet('D♦ 7♣ 8♣ C♣ 18 20'))
    >>> deal(players=4, seed=7).hands == dealt.hands    # the same seed, the same deal
    True
    >>> deal(players=4, seed=7, cut=dealt.cut).hands == dealt.hands   # cut where the seed cuts
    True
    """
    deal_size(players)
    check_seat(dealer, players)
    if cut is not None:
        check_cut(cut)
    if seed is None:
        seed = random.SystemRandom().randrange(2**32)
    rng = random_source(seed)
    pack_bits = _shuffle(list(_CARD_BITS), rng)  # shuffled_pack's order, as bits: a game plays on bits
    if cut is None:
        cut = SEED_CUT
    else:
        # The shuffle gives the pack as the seed's own cut leaves it (so that a seed deals as it
        # always has); the pack before that cut is the same cards turned round by the cut.
        seed_cut = seed_cut_of(seed)
        before = pack_bits[-seed_cut:] + pack_bits[:-seed_cut]
        pack_bits = before[cut:] + before[:cut]
    return Deal._shuffled(players, dealer, seed, pack_bits, _chien_places(rng, players), cut)


def seed_cut_of(seed: int | str) -> int:
    """Where the cutter cuts the pack of ``seed``'s deal: 4 to 74 cards lifted (RULES.md §2), from
    a generator of its own, so that the shuffle and the chien of every seed stay as they were."""
    return random_source(f"{seed}/cut").randint(CUT_LEAVES, len(DECK) - CUT_LEAVES)


def _chien_places(rng: random.Random, players: int) -> tuple[int, ...]:
    """The packets after which the dealer sets a chien card aside: after packet 0 at the
    earliest, never after the last (RULES.md §2)."""
    size = DEAL_SIZES[players]
    return tuple(sorted(rng.sample(range(players * size.packets_per_player - 1), size.chien)))


def dealt_bits(players: int, seed: int | str, dealer: int = 0) -> tuple[tuple[int, ...], int]:
    """The hands and the chien of ``deal(players, seed, dealer)``, as bits, without making the
    :class:`Deal` (no cards, no steps): the same shuffle and the same chien places, for
    simulations that only count what the hands hold."""
    deal_size(players)
    dealer = check_seat(dealer, players)
    rng = random_source(seed)
    pack_bits = _shuffle(list(_CARD_BITS), rng)
    return _share(players, dealer, pack_bits, _chien_places(rng, players))


def redeal(previous: Deal, *, misdeal: bool = False) -> Deal:
    """The deal that replaces a cancelled one (RULES.md §2), with a seed derived from the previous
    one so the whole sequence stays reproducible. After a Petit sec, or when everyone passed, the
    next dealer — the player on the previous dealer's right — deals; after a misdeal
    (``misdeal=True``: a card turned over, a wrong count, the first or last card put in the
    chien…) the same dealer gathers the cards, unseen, and deals again."""
    if not isinstance(previous, Deal):
        raise TarotError("error.deal.not_a_deal", given=shown(previous))
    dealer = next_dealer(previous.dealer, previous.players, misdeal=misdeal)
    again = "misdeal" if misdeal else "redeal"
    return deal(previous.players, seed=f"{previous.seed}/{again}", dealer=dealer)


def deal_without_petit_sec(players: int = 4, seed: int | str | None = None, dealer: int = 0) -> tuple[Deal, int]:
    """Deal, and deal again while someone has the Petit sec; returns the deal and how many
    deals were cancelled."""
    current = deal(players, seed, dealer)
    cancelled = 0
    while current.petit_sec_seats():
        current = redeal(current)
        cancelled += 1
    return current, cancelled


def deal_from_hands(hands, chien, dealer: int = 0) -> Deal:
    """A prepared deal with the given hands and chien (a lesson's or a test's position).

    The pack is rebuilt in the order the dealer would have taken the cards, the chien cards
    set aside after the first packets, so the deal replays step by step like any other.
    """
    hands = parse_hands(hands)
    chien = parse_cards(chien)
    players = len(hands)
    size = deal_size(players)
    check_seat(dealer, players)
    if any(len(hand) != size.hand for hand in hands) or len(chien) != size.chien:
        raise CardCountError(
            "error.deal.sizes",
            players=players,
            hand=size.hand,
            chien=size.chien,
            given=" / ".join(str(len(hand)) for hand in hands) + f" + {len(chien)}",
        )
    everything = [card for hand in hands for card in hand] + chien
    if len(set(everything)) != 78:
        raise DuplicateCardError("error.deal.not_a_deck")
    pack = []
    for number in range(players * size.packets_per_player):
        seat = (dealer + 1 + number) % players
        round_ = number // players
        pack.extend(hands[seat][round_ * size.packet : (round_ + 1) * size.packet])
        if number < size.chien:
            pack.append(chien[number])
    return Deal(players, dealer, "prepared", tuple(pack), tuple(range(size.chien)))
