"""The exact open-hand solver: every hand visible, what is the deal worth with perfect play?

:func:`solve` reads a :class:`~tarot_learn.game.Game` in its play phase (at the start of a trick
or in the middle of one) and answers with the attack's card points at the end of the deal when
both sides play perfectly from here — the attack maximises, the defence minimises — and every
card that reaches that value for the seat to act (a bot may pick any of them; a coach may say
"as good as the best"). :func:`solve_position` does the same for a :class:`SolverPosition` given as
bit sets (a sampled deal, a hand-made endgame).

**The points, counted as the game counts them** (RULES.md §1, §4, §6, §7), in half points inside
and trick by trick, so that "the points won from here" depends on the cards left and not on the
past — which is what lets a transposition table share a position reached by two orders of play:

* a trick's cards go to the side that wins it;
* the Excuse played before the last trick stays with its owner's side, which gives a half-point
  card to the trick's winner: its owner's side nets 4 points, the winner the rest of the trick
  plus ½. That holds whenever the card is given — at once, later, or never (the owner's side wins
  no trick: 4 against 87, the "owed" case of :func:`tarot_learn.excuse.settle_excuse`);
* on the last trick the Excuse changes camp (the Decision of §6) or, with the rules option
  ``excuse_last_trick="winner"``, goes to the trick's winner; in the slam exception (a slam was
  announced, the attack has won every trick, the taker leads the Excuse to the last trick) it wins;
* the tricks already played, the écart (Petite, Garde) or the unseen chien (Garde sans) count for
  the attack; at Garde contre the chien is the defence's. The value is the game's own
  ``result.attack_points``, a half point included (rounding D is the score's business, §7).

**An optional objective.** ``petit_au_bout=x`` adds ``x`` points to the attack's total when it
wins the Petit au bout and takes ``x`` away when the defence wins it (RULES.md §7: 10 × the
multiplier per defender, worth about 10 card points). The term is decided by the last trick (the
second-to-last in the slam exception) alone, so the value stays a sum over tricks and the
transposition table stays exact. The default, 0, is the card points.

**The search.** MTD(f) — null-window alpha-beta searches closing in on the value — on bit sets, one
int per hand, the legal cards asked of the core (:func:`tarot_learn.play.legal_bits`) and the
trick's winner followed card by card (:func:`play_to_trick`, the same as
:func:`tarot_learn.play.winning_index`: the tests check it), with:

* a transposition table at the start of each trick, keyed on every hand and the leader (and, in
  an announced slam, whether the attack has won every trick so far): the bounds found, and the
  best lead, tried first next time;
* equivalent cards searched once: cards of one hand, of one suit (or trumps), worth the same
  points, with no card still out — in another hand or on the table — ranked between them. They win
  and lose the same tricks and count the same, so one stands for all (2 to 10 are all ½ point, but
  a 4 and a 9 are not equivalent while a 6 is still out);
* move ordering: the table's best lead, then the masters (nothing higher out in their suit),
  richest first, then the cheapest leads; a follower first gives points to his own side's trick,
  takes the trick from the other side (the last player with his richest card, the others with
  their cheapest winner), else throws his cheapest card;
* at the root each class of equivalent cards is then tested against the value with a null window,
  so that every card that reaches it is found, not only the first.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..cards import (
    DECK,
    EXCUSE,
    EXCUSE_BIT,
    PETIT,
    SUIT_BITS,
    SUIT_BITS_BY_INDEX,
    SUITS,
    TRUMP_BASE,
    TRUMP_BITS,
    Card,
    CardSet,
    half_points_of,
)
from ..deal import check_seat, deal_size
from ..errors import TarotError, shown
from ..excuse import check_excuse_option
from ..play import called_suit_bits, legal_bits

EXCUSE_INDEX = EXCUSE.bit.bit_length() - 1
_HALF = tuple(card.half_points for card in DECK)
_BIT = tuple(card.bit for card in DECK)
_LED = SUIT_BITS_BY_INDEX  # the led suit's bits a card sets (0 for the Excuse, §5.2)
# Equivalent cards share a family: a suit (0–3), the trumps (4) or the Excuse (5).
_FAMILY = tuple(index // 14 if index < TRUMP_BASE else 4 if index < EXCUSE_INDEX else 5 for index in range(78))
_FAMILY_BITS = (*(SUIT_BITS[suit] for suit in SUITS), TRUMP_BITS, EXCUSE_BIT)
# The cards above each card in its family: a card with none of them still out is a master.
_ABOVE_IN_FAMILY = tuple(_FAMILY_BITS[_FAMILY[index]] & ~((2 << index) - 1) for index in range(78))
_INFINITY = 1 << 20  # beyond any number of half points
_EXCUSE_KEPT = 8  # half points the Excuse's side keeps when it loses the trick before the last (§6)


class SolverError(TarotError):
    """What the solver cannot solve: a deal not in its play phase or over, a position no deal reaches."""


@dataclass(frozen=True)
class SolverPosition:
    """A position of the play phase with every hand visible (RULES.md §5): what :func:`solve_position` solves.

    ``hands[seat]`` is each seat's cards as bits (:attr:`tarot_learn.cards.Card.bit`); ``leader``
    the seat that leads the trick on the table (the next trick's, when ``trick`` is empty);
    ``trick`` the cards already played to it, in order. ``taker`` and ``partner`` are the attack
    (``partner`` ``None``, or the taker himself: the taker plays alone). ``won`` is what the attack
    already has, in card points: its tricks, the Excuse settled as RULES.md §6 says (see the
    module's note), and the écart or the unseen chien when they count for it. ``slam_alive``: a slam
    was announced and the attack has won every trick so far (the slam exception may still come,
    §6). ``first_lead_called``: at 5 players, for the first lead of the deal only, the called card
    (its suit may not be led, §4).
    """

    hands: tuple[int, ...]
    leader: int
    trick: tuple[Card, ...] = ()
    taker: int = 0
    partner: int | None = None
    won: float = 0.0
    excuse_last_trick: str = "camp"
    slam_alive: bool = False
    first_lead_called: Card | None = None

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def to_act(self) -> int:
        """The seat to play now."""
        return (self.leader + len(self.trick)) % len(self.hands)

    @property
    def attack_seats(self) -> frozenset[int]:
        return frozenset({self.taker} if self.partner is None else {self.taker, self.partner})


@dataclass(frozen=True)
class Solution:
    """What :func:`solve` found.

    ``value``: the attack's card points at the end of the deal with perfect play on both sides
    (plus or minus the Petit au bout term when it was asked for). ``cards``: every card of
    ``seat`` (the seat to act) that reaches it. ``card_values``: the value reached after each
    card — of every legal card when ``every_card=True`` was asked, else of the best ones only.
    ``nodes``: the positions searched (a measure of the work done).
    """

    value: float
    cards: CardSet
    seat: int
    card_values: dict[Card, float] = field(default_factory=dict)
    nodes: int = 0

    @property
    def best_card(self) -> Card:
        """One of the best cards: the first in the canonical order (a choice that never varies)."""
        return next(iter(self.cards))


# --- the one place that reads a Game --------------------------------------------------------------
def position_of(game) -> SolverPosition:
    """The position of ``game``, in its play phase, for the solver: every hand, the trick on the
    table, the sides, and what the attack has already won (RULES.md §4, §6). Every read of a
    :class:`~tarot_learn.game.Game`'s state in this module is here. (A deal drawn by
    :func:`~tarot_learn.strategy.sample_deals` is a game too: its écart or chien is the drawn one.)"""
    from ..game import PLAY

    if game.result is not None:
        raise SolverError("error.solver.over")
    if game.phase is not PLAY:
        raise SolverError("error.solver.phase", phase=game.phase)
    attack = {game.taker, game.partner} - {None}
    won = 0
    for trick in game.tricks:  # none of them is the last trick: the deal goes on
        owner = trick.seat_of(EXCUSE) if trick.bits & EXCUSE_BIT else None
        won += trick_gain(
            half_points_of(trick.bits),
            trick.winner in attack,
            None if owner is None else owner in attack,
            last=False,
        )
    contract = game.contract
    if contract.chien_counts_for_attack:  # the écart (Petite, Garde) or the unseen chien (Garde sans), §4
        won += half_points_of(game.ecart.bits if contract.taker_takes_chien else game.deal.chien_bits)
    return SolverPosition(
        hands=tuple(game.hand_bits),
        leader=game.leader,
        trick=game.trick.cards,
        taker=game.taker,
        partner=game.partner,
        won=won / 2,
        excuse_last_trick=game.excuse_last_trick,
        slam_alive=game.slam_announced and all(trick.winner in attack for trick in game.tricks),
        first_lead_called=game.called_card if not game.tricks and not game.trick.cards else None,
    )


# --- the rules the search counts with (RULES.md §5, §6) -----------------------------------------------
def trick_gain(total: int, attack_won: bool, excuse_of_attack: bool | None, *, last: bool, to_winner=False) -> int:
    """The attack's half points from one trick worth ``total`` half points (RULES.md §6):
    ``excuse_of_attack`` says whose Excuse is in it (``None``: no Excuse). Before the last trick
    the Excuse's side keeps 4 points and gives ½ to the winner; on the last trick it changes camp
    (``to_winner``: the rules option that gives it to the trick's winner)."""
    if excuse_of_attack is None or (last and to_winner):
        return total if attack_won else 0
    if last:  # the Excuse changes camp: it goes to the side that did not own it
        return (total - 9 if attack_won else 0) + (0 if excuse_of_attack else 9)
    if excuse_of_attack == attack_won:
        return total if attack_won else 0
    return total - _EXCUSE_KEPT if attack_won else _EXCUSE_KEPT


def play_to_trick(index: int, seat: int, led: int, winner_index: int, winner: int) -> tuple[int, int, int]:
    """The led suit's bits, the winning card's index and its seat once ``seat`` has played the card
    ``index`` to a trick (RULES.md §5 "Winner", §5.2): the first card that is not the Excuse sets
    the suit; a trump beats every suit card and a lower trump; a card of the led suit beats a lower
    one while no trump is in; the Excuse never wins (the slam exception is the caller's, §6).
    ``winner_index`` is -1 while nothing but the Excuse is on the table."""
    if index == EXCUSE_INDEX:
        return led, winner_index, winner
    if not led:
        return _LED[index], index, seat
    if index >= TRUMP_BASE:
        if winner_index < TRUMP_BASE or index > winner_index:
            return led, index, seat
    elif _LED[index] == led and winner_index < TRUMP_BASE and index > winner_index:
        return led, index, seat
    return led, winner_index, winner


# --- solving ---------------------------------------------------------------------------------------------
def solve(game, *, petit_au_bout: float = 0, every_card: bool = False) -> Solution:
    """Solve ``game`` (a :class:`~tarot_learn.game.Game` in its play phase) with every hand open:
    the attack's card points at the end of the deal with perfect play from here, and the best
    cards of the seat to act (see the module's note). ``petit_au_bout``: the optional objective
    (points for the Petit au bout, a multiple of ½); ``every_card``: the exact value of every
    legal card, not only of the best ones (slower: each card is searched to the end)."""
    return solve_position(position_of(game), petit_au_bout=petit_au_bout, every_card=every_card)


def solve_position(position: SolverPosition, *, petit_au_bout: float = 0, every_card: bool = False) -> Solution:
    """:func:`solve` for a position given as bit sets (:class:`SolverPosition`).

    The taker (seat 0, alone at 4 players) leads from the Excuse and the king of spades, the
    defenders hold small spades: the Excuse first keeps its 4 points, then the king wins the last
    trick (RULES.md §6).

    >>> from tarot_learn.cards import CardSet
    >>> hands = tuple(CardSet(cards).bits for cards in ("Excuse R♠", "2♠ 3♠", "4♠ 5♠", "6♠ 7♠"))
    >>> solution = solve_position(SolverPosition(hands, leader=0))
    >>> solution.value, solution.cards
    (10.0, CardSet('Excuse'))
    """
    _check_position(position)
    if type(petit_au_bout) not in (int, float) or not 0 <= petit_au_bout <= 1000 or petit_au_bout * 2 % 1:
        raise SolverError("error.solver.objective", given=shown(petit_au_bout))
    return _Search(position, int(petit_au_bout * 2)).solve(every_card)


def _check_position(position: SolverPosition) -> None:
    """Refuse, with a sentence, a position that no deal reaches: 3 to 5 hands of cards, no card in
    two places, each seat holding one card more than those who played to the trick on the table."""
    if not isinstance(position, SolverPosition):
        raise SolverError("error.solver.position")
    hands, trick = position.hands, position.trick
    if not isinstance(hands, tuple | list) or not all(type(hand) is int for hand in hands):
        raise SolverError("error.solver.position")
    players = len(hands)
    deal_size(players)  # 3, 4 or 5 hands, or a sentence that says so
    check_excuse_option(position.excuse_last_trick)
    for seat in (position.leader, position.taker, position.partner):
        if seat is not None:
            check_seat(seat, players)
    if not isinstance(trick, tuple | list) or len(trick) >= players or not all(isinstance(c, Card) for c in trick):
        raise SolverError("error.solver.position")
    seen = 0
    for bits in (*hands, *(card.bit for card in trick)):
        if bits < 0 or bits >> 78 or bits & seen:
            raise SolverError("error.solver.position")
        seen |= bits
    size = hands[position.to_act].bit_count()
    played = {(position.leader + step) % players for step in range(len(trick))}
    if size == 0 or any(hand.bit_count() != size - (seat in played) for seat, hand in enumerate(hands)):
        raise SolverError("error.solver.position")


class _Search:
    """One search: the hands as a list of ints changed in place card by card, the transposition
    table, and the recursive functions, made once as closures (they read their state from cells,
    which CPython reads faster than attributes)."""

    def __init__(self, position: SolverPosition, bonus: int):
        self.position = position
        self.nodes = [0]
        self.hands = list(position.hands)
        self.lead, self.follow, self.trick_value = _search_functions(position, bonus, self.hands, self.nodes)

    def on_table(self) -> tuple[tuple[int, ...], int]:
        """The trick on the table as the search reads it — its cards' bits, the led suit's bits, the
        winning card and seat, its half points, the Excuse's seat (-1: none) — and every card still
        out (in the hands and on the table), as bits."""
        position = self.position
        led, winner_index, winner, owner, bits, total = 0, -1, -1, -1, 0, 0
        for step, card in enumerate(position.trick):
            player = (position.leader + step) % position.players
            led, winner_index, winner = play_to_trick(card.index, player, led, winner_index, winner)
            owner = player if card is EXCUSE else owner
            bits |= card.bit
            total += card.half_points
        out = bits
        for hand in self.hands:
            out |= hand
        return (bits, led, winner_index, winner, total, owner), out

    def solve(self, every_card: bool) -> Solution:
        """The value of the position, and the classes of equivalent legal cards that reach it."""
        position = self.position
        seat = position.to_act
        trick, out = self.on_table()
        _bits, led, winner_index, _winner, _total, _owner = trick
        hand = self.hands[seat]
        if position.trick:
            legal = legal_bits(hand, led, winner_index - (TRUMP_BASE - 1) if winner_index >= TRUMP_BASE else 0)
        else:
            legal = hand
            if position.first_lead_called is not None:
                legal &= ~called_suit_bits(hand, position.first_lead_called)
        classes = _classes(legal, out & ~hand)
        attacking = seat in position.attack_seats

        def after(index):
            return lambda alpha, beta: self.after(seat, index, trick, out, alpha, beta)

        def root(alpha, beta):  # a node of the search over the classes, fail-soft
            value = -_INFINITY if attacking else _INFINITY
            for members in classes:
                result = after(members[0])(alpha, beta)
                if attacking and result > value:
                    value, alpha = result, max(alpha, result)
                elif not attacking and result < value:
                    value, beta = result, min(beta, result)
                if alpha >= beta:
                    break
            return value

        best = _mtd(root, half_points_of(out) // 2)
        values = {}
        for members in classes:
            index = members[0]
            if every_card:
                values[index] = _mtd(after(index), best)
            elif len(classes) == 1:
                values[index] = best
            elif attacking and after(index)(best - 1, best) >= best:
                values[index] = best  # no card does better than the best
            elif not attacking and after(index)(best, best + 1) <= best:
                values[index] = best
        won = round(2 * position.won)
        return Solution(
            value=(won + best) / 2,
            cards=CardSet.from_bits(
                sum(_BIT[card] for members in classes if values.get(members[0]) == best for card in members)
            ),
            seat=seat,
            card_values={
                DECK[card]: (won + values[members[0]]) / 2
                for members in classes
                if members[0] in values
                for card in members
            },
            nodes=self.nodes[0],
        )

    def after(self, seat, index, trick, out, alpha, beta) -> int:
        """The value once ``seat`` has played the card ``index`` to the ``trick`` on the table: the root's step."""
        bits, led, winner_index, winner, total, owner = trick
        position = self.position
        hands = self.hands
        led, winner_index, winner = play_to_trick(index, seat, led, winner_index, winner)
        owner = seat if index == EXCUSE_INDEX else owner
        bits |= _BIT[index]
        total += _HALF[index]
        hand = hands[seat]
        hands[seat] = hand ^ _BIT[index]
        then = (seat + 1) % position.players
        try:
            if len(position.trick) + 1 < position.players:
                args = (then, len(position.trick) + 1, bits, led, winner_index, winner, total, owner, out)
                return self.follow(*args, half_points_of(out), position.slam_alive, alpha, beta)
            last = not hands[seat]
            gain, winner = self.trick_value(winner, bits, total, owner, then, position.slam_alive, last)
            if last:
                return gain
            alive = position.slam_alive and winner in position.attack_seats
            left = half_points_of(out & ~bits)
            return gain + self.lead(winner, out & ~bits, left, alive, alpha - gain, beta - gain)
        finally:
            hands[seat] = hand


def _search_functions(position: SolverPosition, bonus: int, hands: list[int], nodes: list[int]):  # noqa: C901
    """The search's recursive functions for one position, sharing ``hands`` (changed in place) and
    the node counter: ``lead`` at the start of a trick, ``follow`` inside one, and ``trick_value``,
    the attack's half points from a finished trick (RULES.md §6, §7). Every value is the attack's
    half points from here on; every search is fail-soft alpha-beta (a value at or below ``alpha``
    is an upper bound, at or above ``beta`` a lower bound, exact in between)."""
    players = position.players
    attack = sum(1 << seat for seat in position.attack_seats)
    taker = position.taker
    to_winner = position.excuse_last_trick == "winner"
    following = tuple((seat + 1) % players for seat in range(players))
    last_position = players - 1
    table: dict[tuple, tuple[int, int, int]] = {}
    half, bit_of, led_of, family, above = _HALF, _BIT, _LED, _FAMILY, _ABOVE_IN_FAMILY
    excuse, petit, infinity = EXCUSE_INDEX, PETIT.bit, _INFINITY

    def trick_value(winner, bits, total, owner, leader, alive, last):
        """The attack's half points from a finished trick, and the seat that won it."""
        if owner >= 0 and last and alive and owner == leader == taker:
            winner, owner = taker, -1  # the slam exception: the Excuse led to the last trick wins it
        won = attack >> winner & 1
        gain = trick_gain(total, won, None if owner < 0 else attack >> owner & 1, last=last, to_winner=to_winner)
        if bonus and bits & petit:
            if last:
                gain += bonus if won else -bonus
            elif alive and winner == taker and hands[taker] == EXCUSE_BIT:
                gain += bonus  # the Petit is "au bout" in the second-to-last trick when the Excuse wins the last
        return gain, winner

    def last_trick(leader, alive):
        """Every hand holds one card: the trick is forced."""
        nodes[0] += 1
        led, winner_index, winner, owner, bits, total = 0, -1, -1, -1, 0, 0
        seat = leader
        for _ in range(players):
            index = hands[seat].bit_length() - 1
            led, winner_index, winner = play_to_trick(index, seat, led, winner_index, winner)
            if index == excuse:
                owner = seat
            bits |= bit_of[index]
            total += half[index]
            seat = following[seat]
        return trick_value(winner, bits, total, owner, leader, alive, True)[0]  # the last trick: hands unread

    def lead(seat, out, left, alive, alpha, beta):
        """A trick that ``seat`` leads; ``out`` the cards in the hands, worth ``left`` half points."""
        hand = hands[seat]
        if not hand & (hand - 1):
            return last_trick(seat, alive)
        nodes[0] += 1
        key = (*hands, seat + seat + alive)
        entry = table.get(key)
        if entry is None:
            low = -bonus if bonus and out & petit else 0
            high, best = left - low, -1
        else:
            low, high, best = entry
        if low >= beta or low == high:
            return low
        if high <= alpha:
            return high
        alpha, beta = max(alpha, low), min(beta, high)
        floor, ceiling = alpha, beta  # the window of this node, for the bound it stores
        # One card per class of equivalent cards, in the order to try them (see the module's note).
        others = out & ~hand
        moves = []
        previous = -1
        rest = hand
        while rest:
            low_bit = rest & -rest
            index = low_bit.bit_length() - 1
            rest ^= low_bit
            if (
                previous < 0
                or family[index] != family[previous]
                or half[index] != half[previous]
                or others & (low_bit - (2 << previous))
            ):
                if index == best:
                    rank = -100
                elif index == excuse:
                    rank = 1
                elif others & above[index]:
                    rank = half[index]
                else:
                    rank = -10 - half[index]  # a master
                moves.append((rank, index))
            previous = index
        moves.sort()
        then = following[seat]
        attacking = attack >> seat & 1
        value = -infinity if attacking else infinity
        for _rank, index in moves:
            bit = bit_of[index]
            hands[seat] = hand ^ bit
            if index == excuse:
                result = follow(then, 1, bit, 0, -1, -1, 9, seat, out, left, alive, alpha, beta)
            else:
                result = follow(
                    then, 1, bit, led_of[index], index, seat, half[index], -1, out, left, alive, alpha, beta
                )
            if attacking:
                if result > value:
                    value, best = result, index
                    if result > alpha:
                        alpha = result
                        if result >= beta:
                            break
            elif result < value:
                value, best = result, index
                if result < beta:
                    beta = result
                    if result <= alpha:
                        break
        hands[seat] = hand
        if value <= floor:
            high = value
        elif value >= ceiling:
            low = value
        else:
            low = high = value
        table[key] = (low, high, best)
        return value

    def follow(seat, position_in_trick, bits, led, winner_index, winner, total, owner, out, left, alive, alpha, beta):
        """``seat`` plays to a trick: ``bits`` the cards on it, worth ``total`` half points, ``led``
        the led suit's bits, ``winner_index`` and ``winner`` the winning card and seat, ``owner``
        the seat that played the Excuse to it (-1: none), ``out`` the cards in hands and on it,
        worth ``left`` half points."""
        nodes[0] += 1
        hand = hands[seat]
        legal = legal_bits(hand, led, winner_index - (TRUMP_BASE - 1) if winner_index >= TRUMP_BASE else 0)
        others = out & ~hand
        attacking = attack >> seat & 1
        ours = winner >= 0 and (attack >> winner & 1) == attacking
        last = position_in_trick == last_position
        # One card per class of equivalent cards, with the trick as it stands after it (the steps of
        # play_to_trick, inlined), in the order to try them (see the module's note).
        children = []
        previous = -1
        while legal:
            low_bit = legal & -legal
            index = low_bit.bit_length() - 1
            legal ^= low_bit
            if (
                previous >= 0
                and family[index] == family[previous]
                and half[index] == half[previous]
                and not others & (low_bit - (2 << previous))
            ):
                previous = index
                continue
            previous = index
            new_led, new_index, new_winner, new_owner = led, winner_index, winner, owner
            if index == excuse:
                new_owner = seat
            elif not led:
                new_led, new_index, new_winner = led_of[index], index, seat
            elif index >= TRUMP_BASE:
                if winner_index < TRUMP_BASE or index > winner_index:
                    new_index, new_winner = index, seat
            elif led_of[index] == led and winner_index < TRUMP_BASE and index > winner_index:
                new_index, new_winner = index, seat
            if index == excuse:
                rank = 1  # its side keeps it whoever wins: as cheap as a small card
            elif new_winner == winner:
                rank = -half[index] if ours else half[index]
            elif ours:
                rank = 20 - half[index]
            else:
                rank = -20 - half[index] if last else index - 100
            children.append((rank, index, new_led, new_index, new_winner, new_owner))
        if len(children) > 1:
            children.sort()
        then = following[seat]
        value = -infinity if attacking else infinity
        for _rank, index, new_led, new_index, new_winner, new_owner in children:
            bit = bit_of[index]
            hands[seat] = hand ^ bit
            if not last:
                result = follow(
                    then,
                    position_in_trick + 1,
                    bits | bit,
                    new_led,
                    new_index,
                    new_winner,
                    total + half[index],
                    new_owner,
                    out,
                    left,
                    alive,
                    alpha,
                    beta,
                )
            else:
                new_bits = bits | bit
                new_total = total + half[index]
                if new_owner < 0 and hands[seat] and not (bonus and new_bits & petit):
                    won = attack >> new_winner & 1  # the common case, inlined: no Excuse, not the last trick
                    gain = new_total if won else 0
                    result = gain + lead(
                        new_winner, out & ~new_bits, left - new_total, alive and won, alpha - gain, beta - gain
                    )
                elif hands[seat]:
                    gain, new_winner = trick_value(new_winner, new_bits, new_total, new_owner, then, alive, False)
                    alive_then = alive and attack >> new_winner & 1
                    result = gain + lead(
                        new_winner, out & ~new_bits, left - new_total, alive_then, alpha - gain, beta - gain
                    )
                else:
                    result = trick_value(new_winner, new_bits, new_total, new_owner, then, alive, True)[0]
            if attacking:
                if result > value:
                    value = result
                    if result > alpha:
                        alpha = result
                        if result >= beta:
                            break
            elif result < value:
                value = result
                if result < beta:
                    beta = result
                    if result <= alpha:
                        break
        hands[seat] = hand
        return value

    return lead, follow, trick_value


def _mtd(search, guess: int) -> int:
    """MTD(f): the exact value of the fail-soft ``search(alpha, beta)`` by null-window searches,
    each starting from the bound the last one returned."""
    low, high = -_INFINITY, _INFINITY
    value = guess
    while low < high:
        beta = value + 1 if value == low else value
        value = search(beta - 1, beta)
        if value < beta:
            high = value
        else:
            low = value
    return value


def _classes(legal: int, others: int) -> list[list[int]]:
    """The legal cards (bits) in classes of equivalent cards (see the module's note), each class in
    ascending order; ``others`` the cards still out outside the hand (in other hands, on the table)."""
    classes: list[list[int]] = []
    previous = -1
    while legal:
        low = legal & -legal
        index = low.bit_length() - 1
        legal ^= low
        if (
            previous >= 0
            and _FAMILY[index] == _FAMILY[previous]
            and _HALF[index] == _HALF[previous]
            and not others & (low - (2 << previous))
        ):
            classes[-1].append(index)
        else:
            classes.append([index])
        previous = index
    return classes
