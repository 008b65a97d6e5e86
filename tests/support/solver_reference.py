"""A plain minimax for the solver's tests, and random endgames built to put the solver's bounds to work.

The reference (:func:`minimax`) has no pruning, no equivalent cards and no bound read from the hands:
it tries every legal card at every turn (RULES.md §5.1–5.6 through the core's ``legal_bits``), finds
each trick's winner from its cards (§5 "Winner": the highest trump, else the highest card of the led
suit; the Excuse never wins) and counts each finished trick for the attack in half points, the Excuse
as §6 says it. The only help it takes is a memo of the value of the rest of the deal at the start of
each trick, keyed on the hands and the leader: that value depends on nothing else (the Excuse's
account is settled trick by trick: its side keeps 4 points and pays ½ to the trick's winner, which
also holds when its side never wins a trick — 4 against 87). No slam is announced in these endgames.

The endgames (:func:`random_positions`) are not taken from played deals: each hand is drawn from a few
suits and many trumps, the Excuse, the Petit, the 21 and the kings often among them, so that long
trumps, masters, voids and a Petit to catch — what the solver's bounds read — come up in most of them.
"""

from __future__ import annotations

import random

from tarot_learn.cards import DECK, EXCUSE, PETIT, SUIT_BITS, SUITS, TRUMP_BASE, Card
from tarot_learn.play import legal_bits
from tarot_learn.strategy import SolverPosition

EXCUSE_HALVES = EXCUSE.half_points  # 9 half points: 4½


def _led_and_top(cards: list[Card]) -> tuple[int, int]:
    """The led suit's bits (the first card that is not the Excuse, §5.2) and the highest trump's rank."""
    led = next((SUIT_BITS[card.suit] for card in cards if card is not EXCUSE), 0)
    top = max((card.rank for card in cards if card.is_trump), default=0)
    return led, top


def _winner(cards: list[Card], seats: list[int]) -> int:
    """The seat whose card wins the trick (§5 "Winner"): the highest trump, else the highest card of the led suit."""
    trumps = [(card.rank, seat) for card, seat in zip(cards, seats, strict=True) if card.is_trump]
    if trumps:
        return max(trumps)[1]
    led = next(card.suit for card in cards if card is not EXCUSE)
    return max((card.rank, seat) for card, seat in zip(cards, seats, strict=True) if card.suit is led)[1]


def _gain(cards, seats, winner, attack, *, last: bool, option: str, bonus: int) -> int:
    """The attack's half points from a finished trick (§6), plus or minus ``bonus`` half points for the Petit
    au bout (§7, only on the last trick)."""
    sides = {seat: seat in attack for seat in seats}  # True: the attack
    points = {True: 0, False: 0}
    for card, seat in zip(cards, seats, strict=True):
        if card is EXCUSE and not (last and option == "winner"):
            owner = sides[seat]
            if last:  # it changes camp (the default rules option)
                points[not owner] += card.half_points
            else:  # it stays with its side, which pays ½ point to the trick's winners
                points[owner] += card.half_points - 1
                points[sides[winner]] += 1
        else:
            points[sides[winner]] += card.half_points
    gain = points[True]
    if last and bonus and PETIT in cards:
        gain += bonus if sides[winner] else -bonus
    return gain


def minimax(position: SolverPosition, bonus: int = 0) -> tuple[float, dict[Card, float]]:
    """The value of ``position`` (the attack's card points at the end, with ``position.won``) and the value
    after each legal card of the seat to act; ``bonus``: points for the Petit au bout, as ``solve``'s
    ``petit_au_bout``. Every line is tried."""
    players = position.players
    attack = position.attack_seats
    option = position.excuse_last_trick
    memo: dict[tuple, int] = {}

    def rest(hands: tuple[int, ...], cards: list[Card], leader: int) -> int:
        """Half points the attack wins from here, ``cards`` on the trick that ``leader`` led."""
        if not cards:
            key = (hands, leader)
            if key in memo:
                return memo[key]
        seat = (leader + len(cards)) % players
        led, top = _led_and_top(cards)
        values = [
            after(hands, cards, leader, seat, DECK[index]) for index in _indices(legal_bits(hands[seat], led, top))
        ]
        value = max(values) if seat in attack else min(values)
        if not cards:
            memo[key] = value
        return value

    def after(hands, cards, leader, seat, card) -> int:
        hands = tuple(hand & ~card.bit if number == seat else hand for number, hand in enumerate(hands))
        cards = [*cards, card]
        if len(cards) < players:
            return rest(hands, cards, leader)
        seats = [(leader + step) % players for step in range(players)]
        winner = _winner(cards, seats)
        last = not hands[0]
        gain = _gain(cards, seats, winner, attack, last=last, option=option, bonus=2 * bonus)
        return gain if last else gain + rest(hands, [], winner)

    hands = list(position.hands)
    cards = list(position.trick)
    seat = position.to_act
    led, top = _led_and_top(cards)
    won = round(2 * position.won)
    values = {
        DECK[index]: (won + after(tuple(hands), cards, position.leader, seat, DECK[index])) / 2
        for index in _indices(legal_bits(hands[seat], led, top))
    }
    best = (max if seat in attack else min)(values.values())
    return best, values


def _indices(bits: int):
    while bits:
        low = bits & -bits
        yield low.bit_length() - 1
        bits ^= low


def random_positions(count: int, seed: int, *, tricks=(2, 3, 4), players=(3, 4, 5), mid_trick: bool = True):
    """``count`` random endgames (module's note): each with 2 to 4 cards a hand at 3, 4 and 5 players in
    turn, 0 to players - 1 random legal cards already on the trick, a random taker (at 5 players a
    random partner, who may be the taker himself: he plays alone), either rules option for the Excuse
    on the last trick, and the game's points so far (``mid_trick=False``: no card on the trick).
    Yields ``(position, petit_au_bout)``."""
    rng = random.Random(seed)
    trumps = [DECK[TRUMP_BASE + rank] for rank in range(1, 20)]  # the 2 to the 20
    for number in range(count):
        size = players[number % len(players)]
        in_hand = rng.choice(tricks)
        suits = rng.sample(SUITS, rng.randint(1, 3))
        pool = [card for card in DECK if card.suit in suits]
        rng.shuffle(pool)
        kings = [card for card in pool if card.rank == 14]
        wanted = [
            card
            for card, chance in ((EXCUSE, 0.6), (PETIT, 0.7), (DECK[TRUMP_BASE + 20], 0.5))
            if rng.random() < chance
        ]
        wanted += [king for king in kings if rng.random() < 0.5]
        many = rng.sample(trumps, min(len(trumps), rng.randint(size, size * in_hand)))
        cards = list(dict.fromkeys([*wanted, *many, *pool]))[: size * in_hand]
        if len(cards) < size * in_hand:
            continue
        rng.shuffle(cards)
        hands = [sum(card.bit for card in cards[seat * in_hand : (seat + 1) * in_hand]) for seat in range(size)]
        taker = rng.randrange(size)
        partner = rng.randrange(size) if size == 5 else None
        leader = rng.randrange(size)
        trick: list[Card] = []
        for step in range(rng.randrange(size) if mid_trick else 0):
            seat = (leader + step) % size
            led, top = _led_and_top(trick)
            card = DECK[rng.choice(list(_indices(legal_bits(hands[seat], led, top))))]
            hands[seat] ^= card.bit
            trick.append(card)
        position = SolverPosition(
            hands=tuple(hands),
            leader=leader,
            trick=tuple(trick),
            taker=taker,
            partner=partner,
            won=rng.randrange(0, 60) / 2,
            excuse_last_trick="winner" if rng.random() < 0.2 else "camp",
        )
        yield position, rng.choice((0, 0, 0, 10, 20))
