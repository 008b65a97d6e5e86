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

**The search.** Null-window alpha-beta searches ("is the value at least β?") closing in on the value by
bisection between the bounds they return (:func:`_mtd`), on bit sets, one
int per hand, the legal cards asked of the core (:func:`tarot_learn.play.legal_bits`) and the
trick's winner followed card by card (:func:`play_to_trick`, the same as
:func:`tarot_learn.play.winning_index`: the tests check it), with:

* a transposition table at the start of each trick, keyed on every hand and the leader (and, in
  an announced slam, whether the attack has won every trick so far): the bounds found, and the
  best lead, tried first next time;
* bounds read from the hands at the start of each trick: a test settled by the points left alone (the
  attack already has β, or could not reach it with all of them) is answered at once — at the last
  seat of a trick, without a call; then by the points the attack is sure of (:func:`_bound_functions`,
  which also gives what the defence is sure of: read at the root only, to narrow the bisection's range);
* equivalent cards searched once: cards of one hand, of one suit (or trumps), worth the same
  points, with no card still out — in another hand, or the trick's winning card — ranked between them. They win
  and lose the same tricks and count the same, so one stands for all (2 to 10 are all ½ point, but
  a 4 and a 9 are not equivalent while a 6 is still out; with the Petit au bout as the objective,
  the Petit is equivalent to no other card, not even the 21);
* unequal cards (a "move reduction" of the skat solvers): a run of one hand's cards of one family with
  no card still out between them, but worth different points — the 10 and the jack, the queen and the
  king, the 20 and the 21 — wins and loses the same tricks whichever of them is played. When the trick
  is sure to go to one side whatever the seats still to play do (the seat is the last to play; or no
  seat of the other side is still to play; or none of those can beat or trump the winning card),
  only the richest of the run is searched if that side is the seat's own, only the cheapest if it is
  the other. Exact: the position after the richest differs from the position after another by one card
  kept instead of another ranked the same but cheaper, and the difference, banked now by the seat's side,
  is at most what that card could bring later (the opposite for the cheapest). Not at the root, which
  names every card that reaches the value;
* move ordering: the table's best lead, then the masters of the plain suits (nothing higher out in
  their suit), richest first, then the cheapest leads, then the master trumps (measured: a master
  trump led first was refuted, and a cheap lead then made the test, in most of the leads where the
  first card tried failed); a follower first gives points to his own side's trick,
  takes the trick from the other side (the last player with his richest card, the others with
  their cheapest winner), else throws his cheapest card;
* at the root each class of equivalent cards is then tested against the value with a null window,
  so that every card that reaches it is found, not only the first. The root remembers the bounds each
  card's tests proved (a fail-soft answer is a bound of that card's value: :meth:`_Root.probe`), so a
  card already proved to reach the value, or to fall short of it, is not searched again, and the card
  proved best so far is tried first.
"""

from __future__ import annotations

import dataclasses
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
    WORTH_CLASSES,
    Card,
    CardSet,
    cards_of,
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
# With the Petit au bout as an objective (§7), the Petit is like no other card: a family of its own (6),
# or it would stand for the 21 (worth the same, nothing out between them) and be thrown to a trick
# where only the 21 should go.
_FAMILY_PETIT_APART = tuple(6 if index == TRUMP_BASE else family for index, family in enumerate(_FAMILY))
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
    return Solver(position, petit_au_bout=petit_au_bout).solve(position, every_card=every_card)


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


# --- positions renumbered: one entry for positions that differ only by cards already played ----------
# A run is the cards of one family worth the same and ranked in a row: the ½-point cards of a suit (its 1
# to 10) and the trumps 2 to 20. Once a card of a run is played, the cards above it in the run move down
# one place; a position is then stored and searched under the cards' ranks among those still out. Two
# positions whose hands differ only by which cards were played between two cards still out — 5♠ and 7♠
# played, or 6♠ and 8♠ — become one: their cards win and lose the same tricks and count the same (the
# honours, the Petit, the 21 and the Excuse never move, being each alone of its worth).
_RUNS = (*(((1 << 10) - 1) << (14 * suit) for suit in range(4)), ((1 << 19) - 1) << (TRUMP_BASE + 1))
_RUN_BITS = sum(_RUNS)
_RUN_OF = tuple(next((run for run in _RUNS if run >> index & 1), 0) for index in range(78))
_RUN_ABOVE = tuple(_RUN_OF[index] & ~((2 << index) - 1) for index in range(78))


def _squeeze(hands, gaps: int) -> tuple[int, ...]:
    """``hands`` renumbered once the cards ``gaps`` have left them (module's note): in each run, the
    cards above a gap move down one place, the highest gap first so that the lower ones stay put."""
    gaps &= _RUN_BITS
    if gaps.bit_count() > 5:  # more than a trick's cards (a root late in the deal): card by card
        squeezed = []
        for hand in hands:
            moving = hand & _RUN_BITS
            hand &= ~_RUN_BITS
            while moving:
                low = moving & -moving
                moving ^= low
                index = low.bit_length() - 1
                hand |= 1 << (index - (gaps & _RUN_OF[index] & (low - 1)).bit_count())
            squeezed.append(hand)
        return tuple(squeezed)
    hands = list(hands)
    while gaps:
        index = gaps.bit_length() - 1
        gaps ^= 1 << index
        above = _RUN_ABOVE[index]
        for seat, hand in enumerate(hands):
            if hand & above:
                hands[seat] = (hand & ~above) | ((hand & above) >> 1)
    return tuple(hands)


class Solver:
    """The solver of one deal's positions, which keeps what it has learnt: its transposition table
    holds every position it has searched, so a later call on a position of the same deal — the next
    card of a line, another card at the root, the same deal after another action — starts from what
    the earlier ones found (the evaluator keeps one per sampled deal: :mod:`.evaluator`).

    ``position`` gives the sides and the rules it is built for (the players, the taker and his
    partner, the option for the Excuse on the last trick) and ``petit_au_bout`` the objective (see
    the module's note); every position asked of it must share them. ``nodes`` counts the positions
    searched since it was made.

    >>> from tarot_learn.cards import CardSet
    >>> hands = tuple(CardSet(cards).bits for cards in ("Excuse R♠", "2♠ 3♠", "4♠ 5♠", "6♠ 7♠"))
    >>> solver = Solver(SolverPosition(hands, leader=0))
    >>> solver.line(SolverPosition(hands, leader=0))  # the 6♠ wins the first trick and leads the last
    [Card('Excuse'), Card('2♠'), Card('4♠'), Card('6♠'), Card('7♠'), Card('R♠'), Card('3♠'), Card('5♠')]
    """

    def __init__(self, position: SolverPosition, *, petit_au_bout: float = 0):
        _check_position(position)
        if type(petit_au_bout) not in (int, float) or not 0 <= petit_au_bout <= 1000 or petit_au_bout * 2 % 1:
            raise SolverError("error.solver.objective", given=shown(petit_au_bout))
        self.rules = _rules_of(position)
        self.bonus = int(petit_au_bout * 2)
        self.table: dict[tuple, tuple[int, int, int]] = {}
        self._nodes = [0]
        players, attack_seats, taker, option = self.rules
        self._bounds = _bound_functions(players, attack_seats)
        self._lead, self._follow, self._trick_value = _search_functions(
            players, attack_seats, taker, option == "winner", self.bonus, self.table, self._nodes, self._bounds
        )

    @property
    def nodes(self) -> int:
        return self._nodes[0]

    def solve(self, position: SolverPosition, *, every_card: bool = False) -> Solution:
        """The value of ``position`` and the classes of equivalent legal cards that reach it (see
        :func:`solve_position`)."""
        root = self._root(position)
        nodes = self._nodes[0]
        best = _mtd(root.search, root.guess(), *root.bounded)
        values = {}
        for members in root.classes:
            index = members[0]
            if every_card:
                values[index] = best if len(root.classes) == 1 else _mtd(root.after(index), best, *root.range)
            elif len(root.classes) == 1 or root.reaches(index, best):
                values[index] = best  # no card does better than the best
        won = round(2 * position.won)
        real = root.real
        return Solution(
            value=(won + best) / 2,
            cards=CardSet.from_bits(
                sum(real[card].bit for members in root.classes if values.get(members[0]) == best for card in members)
            ),
            seat=root.seat,
            card_values={
                real[card]: (won + values[members[0]]) / 2
                for members in root.classes
                if members[0] in values
                for card in members
            },
            nodes=self._nodes[0] - nodes,
        )

    def line(self, position: SolverPosition) -> list[Card]:
        """The rest of the deal from ``position``, both sides playing perfectly: at each turn the first
        card, in the canonical order, of those that keep the value (a line that never varies). One
        search for the value; each later card is read from the table it filled, not searched afresh."""
        _check_position(position)
        if _rules_of(position) != self.rules:
            raise SolverError("error.solver.position")
        hands, trick, leader = list(position.hands), list(position.trick), position.leader
        alive, called = position.slam_alive, position.first_lead_called
        players = len(hands)
        line: list[Card] = []
        value = None
        while hands[(leader + len(trick)) % players]:
            now = dataclasses.replace(
                position,
                hands=tuple(hands),
                leader=leader,
                trick=tuple(trick),
                slam_alive=alive,
                first_lead_called=called,
            )
            root = _Root(self, now)
            if value is None:
                value = _mtd(root.search, root.guess(), *root.bounded)
            while True:  # the cards of this trick, read with the renumbering made at its start
                classes = root.classes
                if len(classes) == 1:  # a forced card (or cards all equivalent): nothing to test
                    index = classes[0][0]
                else:
                    index = next(members[0] for members in classes if root.reaches(members[0], value))
                card = root.real[index]
                line.append(card)
                seat = root.seat
                hands[seat] ^= card.bit
                trick.append(card)
                if len(trick) == players:
                    gain, winner = root.finish(index)
                    value -= gain
                    alive = alive and winner in position.attack_seats
                    leader, trick, called = winner, [], None
                    break
                root.play(index)
        return line

    def _root(self, position: SolverPosition) -> _Root:
        _check_position(position)
        if _rules_of(position) != self.rules:
            raise SolverError("error.solver.position")
        return _Root(self, position)


def _rules_of(position: SolverPosition) -> tuple:
    """What a solver's table is made for: the players, the attack's seats, the taker, the option."""
    return (position.players, position.attack_seats, position.taker, position.excuse_last_trick)


class _Root:
    """A position renumbered (module's note) for a search from it: the hands as they were at the
    start of the trick on the table (its cards still in them), the trick's state, the legal cards of
    the seat to act in classes of equivalent cards, and ``real``, each renumbered card's real card."""

    def __init__(self, solver: Solver, position: SolverPosition):
        self.solver = solver
        self.position = position
        players = position.players
        hands = list(position.hands)
        for step, card in enumerate(position.trick):
            hands[(position.leader + step) % players] |= card.bit
        out = 0
        for hand in hands:
            out |= hand
        gaps = _RUN_BITS & ~out
        self.hands = _squeeze(hands, gaps)
        self.real = {_renumbered(card.index, gaps): card for card in cards_of(out)}
        self.seat = position.to_act
        self.leader = position.leader
        self.alive = position.slam_alive
        self.out = out = sum(self.hands)
        self.left = half_points_of(out)
        bonus = solver.bonus
        self.range = (-bonus, self.left + bonus)  # every value: the attack wins none to all of the points left
        self.bounded = self.range  # the position's own value: at the start of a trick, within the bounds too
        lead_hand = self.hands[self.seat]
        if not position.trick and not self.alive and position.first_lead_called is None and lead_hand & (lead_hand - 1):
            # (not on the last trick either, which the bounds are not made for: the Excuse changes camp there)
            # The search reads only the lower bound at its own tricks' starts: the upper one seldom
            # settles a test there, and costs more than it saves (module's note).
            low_bound, high_bound = solver._bounds
            shift = bonus if any(hand & PETIT.bit for hand in self.hands) else 0
            self.bounded = (
                max(-bonus, low_bound(self.hands, self.leader) - shift),
                min(self.left + bonus, high_bound(self.hands, self.leader, self.left) + shift),
            )
        led, winner_index, winner, owner, bits, total = 0, -1, -1, -1, 0, 0
        for step, card in enumerate(position.trick):
            index = _renumbered(card.index, gaps)
            led, winner_index, winner = play_to_trick(index, (self.leader + step) % players, led, winner_index, winner)
            owner = (self.leader + step) % players if card is EXCUSE else owner
            bits |= _BIT[index]
            total += _HALF[index]
        self.state = (len(position.trick), bits, led, winner_index, winner, total, owner)
        self._set_classes()

    def _set_classes(self) -> None:
        count, _bits, led, winner_index, _winner, _total, _owner = self.state
        hand = self.hands[self.seat]
        if count:
            legal = legal_bits(hand, led, winner_index - (TRUMP_BASE - 1) if winner_index >= TRUMP_BASE else 0)
        else:
            legal = hand
            if self.position.first_lead_called is not None:
                legal &= ~called_suit_bits(hand, self.position.first_lead_called)
        self.classes = _classes(legal, self.out & ~hand, _FAMILY_PETIT_APART if self.solver.bonus else _FAMILY)
        self.attacking = self.seat in self.position.attack_seats
        self.known: dict[int, tuple[int, int]] = {}  # the bounds each card's tests have proved (see probe)

    def guess(self) -> int:
        """A first guess for MTD(f): a bound the table holds for this position, else half its points."""
        count = self.state[0]
        if not count:
            entry = self.solver.table.get((*self.hands, 2 * self.seat + self.alive))
            if entry is not None:
                return entry[0] if entry[0] > -_INFINITY else entry[1]
        return self.left // 2

    def search(self, alpha: int, beta: int) -> int:
        """The fail-soft value of the position: a node over the classes of legal cards, the card the
        earlier tests proved best for the seat to act first (the others in the canonical order)."""
        attacking = self.attacking
        value = -_INFINITY if attacking else _INFINITY
        known, unknown = self.known, (-_INFINITY, _INFINITY)
        if attacking:
            order = sorted(self.classes, key=lambda members: -known.get(members[0], unknown)[0])
        else:
            order = sorted(self.classes, key=lambda members: known.get(members[0], unknown)[1])
        for members in order:
            result = self.probe(members[0], alpha, beta)
            if attacking and result > value:
                value, alpha = result, max(alpha, result)
            elif not attacking and result < value:
                value, beta = result, min(beta, result)
            if alpha >= beta:
                break
        return value

    def after(self, index: int):
        """The fail-soft search of the position after the card ``index``."""
        return lambda alpha, beta: self.probe(index, alpha, beta)

    def reaches(self, index: int, value: int) -> bool:
        """Whether the card ``index`` keeps ``value`` for the seat to act (a null-window test)."""
        if self.attacking:
            return self.probe(index, value - 1, value) >= value
        return self.probe(index, value, value + 1) <= value

    def probe(self, index: int, alpha: int, beta: int) -> int:
        """:meth:`step`, answered without a search when the bounds proved by the earlier tests of the
        card ``index`` settle it: a fail-soft result at or above ``beta`` is a lower bound of the card's
        value, at or below ``alpha`` an upper bound, in between the value itself. The root is tested
        many times (the bisection's tests, then each card against the value): a card already proved
        to reach the value, or to fall short of it, is not searched again."""
        low, high = self.known.get(index, (-_INFINITY, _INFINITY))
        if low >= beta or low == high:
            return low
        if high <= alpha:
            return high
        result = self.step(index, alpha, beta)
        if result >= beta:
            low = max(low, result)
        elif result <= alpha:
            high = min(high, result)
        else:
            low = high = result
        self.known[index] = (low, high)
        return result

    def step(self, index: int, alpha: int, beta: int) -> int:
        """The value once the seat to act has played the card ``index``: the search's own steps."""
        count, bits, led, winner_index, winner, total, owner = self.state
        solver, seat, hands = self.solver, self.seat, self.hands
        players = len(hands)
        led, winner_index, winner = play_to_trick(index, seat, led, winner_index, winner)
        owner = seat if index == EXCUSE_INDEX else owner
        then = (seat + 1) % players
        if count + 1 < players:
            return solver._follow(
                hands, then, count + 1, bits | _BIT[index], led, winner_index, winner, total + _HALF[index], owner,
                self.out, self.left, self.alive, alpha, beta,
            )  # fmt: skip
        gain, winner, after = self._finish(index)
        if not after[0]:
            return gain
        return gain + solver._lead(
            after, bits | _BIT[index], winner, self.left - total - _HALF[index], self.alive and winner in
            self.position.attack_seats, alpha - gain, beta - gain,
        )  # fmt: skip

    def finish(self, index: int) -> tuple[int, int]:
        """The attack's half points from the trick the card ``index`` completes, and its winner."""
        gain, winner, _after = self._finish(index)
        return gain, winner

    def _finish(self, index: int):
        _count, bits, led, winner_index, winner, total, owner = self.state
        seat, hands = self.seat, self.hands
        led, winner_index, winner = play_to_trick(index, seat, led, winner_index, winner)
        owner = seat if index == EXCUSE_INDEX else owner
        bits |= _BIT[index]
        after = tuple(hand & ~bits for hand in hands)
        taker = self.position.taker
        gain, winner = self.solver._trick_value(
            winner, bits, total + _HALF[index], owner, (seat + 1) % len(hands), self.alive, not after[0], after[taker]
        )
        return gain, winner, after

    def play(self, index: int) -> None:
        """Play the card ``index`` to the trick (not its last card): the next seat is to act."""
        count, bits, led, winner_index, winner, total, owner = self.state
        seat = self.seat
        led, winner_index, winner = play_to_trick(index, seat, led, winner_index, winner)
        owner = seat if index == EXCUSE_INDEX else owner
        self.state = (count + 1, bits | _BIT[index], led, winner_index, winner, total + _HALF[index], owner)
        self.seat = (seat + 1) % len(self.hands)
        self._set_classes()


def _renumbered(index: int, gaps: int) -> int:
    """The place of the card ``index`` once the cards ``gaps`` are taken out of its run (module's note)."""
    run = _RUN_OF[index]
    return index - (gaps & run & ((1 << index) - 1)).bit_count() if run else index


def _search_functions(players, attack_seats, taker, to_winner, bonus, table, nodes, bound_functions):  # noqa: C901
    """The search's recursive functions, sharing the transposition ``table`` and the node counter:
    ``lead`` at the start of a trick, ``follow`` inside one, and ``trick_value``, the attack's half
    points from a finished trick (RULES.md §6, §7). Positions are renumbered (module's note) and
    passed as a tuple of hands, as they were at the start of the trick; every value is the attack's
    half points from here on; every search is fail-soft alpha-beta (a value at or below ``alpha`` is
    an upper bound, at or above ``beta`` a lower bound, exact in between)."""
    attack = sum(1 << seat for seat in attack_seats)
    following = tuple((seat + 1) % players for seat in range(players))
    last_position = players - 1
    # The seats still to play to a trick after ``seat`` has played its ``position``-th card: as a set of
    # bits (seat n: bit n) and as a tuple.
    later_seats = tuple(
        tuple(tuple((seat + step) % players for step in range(1, players - position)) for position in range(players))
        for seat in range(players)
    )
    after_in_trick = tuple(tuple(sum(1 << other for other in seats) for seats in row) for row in later_seats)
    low_bound = bound_functions[0]  # the upper one is read at the root only (_Root)
    half, bit_of, led_of, above = _HALF, _BIT, _LED, _ABOVE_IN_FAMILY
    family = _FAMILY_PETIT_APART if bonus else _FAMILY
    excuse, petit, infinity, run_bits = EXCUSE_INDEX, PETIT.bit, _INFINITY, _RUN_BITS
    squeeze = _squeeze

    def trick_value(winner, bits, total, owner, leader, alive, last, taker_hand):
        """The attack's half points from a finished trick, and the seat that won it; ``taker_hand``
        the taker's cards once it is over."""
        if owner >= 0 and last and alive and owner == leader == taker:
            winner, owner = taker, -1  # the slam exception: the Excuse led to the last trick wins it
        won = attack >> winner & 1
        gain = trick_gain(total, won, None if owner < 0 else attack >> owner & 1, last=last, to_winner=to_winner)
        if bonus and bits & petit:
            if last:
                gain += bonus if won else -bonus
            elif alive and winner == taker and taker_hand == EXCUSE_BIT:
                gain += bonus  # the Petit is "au bout" in the second-to-last trick when the Excuse wins the last
        return gain, winner

    def last_trick(hands, leader, alive):
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
        return trick_value(winner, bits, total, owner, leader, alive, True, 0)[0]

    def lead(hands, gaps, seat, left, alive, alpha, beta):
        """A trick that ``seat`` leads; ``hands`` the cards in the hands, worth ``left`` half points,
        not yet renumbered since the cards ``gaps`` left them."""
        hand = hands[seat]
        if not hand & (hand - 1):
            return last_trick(hands, seat, alive)
        nodes[0] += 1
        shift = 0  # the Petit au bout term still to come: either side may win it
        if bonus:
            for other in hands:
                if other & petit:
                    shift = bonus
                    break
        # The attack wins none to all of the points left; a test already settled by that is answered
        # before the bounds are read (a third of the calls: the attack has reached β on the way).
        if -shift >= beta:
            return -shift
        if left + shift <= alpha:
            return left + shift
        if gaps & run_bits:
            hands = squeeze(hands, gaps)
            hand = hands[seat]
        key = (*hands, seat + seat + alive)
        entry = table.get(key)
        if entry is None:
            best = -1
            low, high = -shift, left + shift
            if not alive:
                # The table's bounds, once stored, already hold this one: it is read for a new position only.
                low = low_bound(hands, seat) - shift
                if low >= beta:
                    return low
        else:
            low, high, best = entry
            if low >= beta or low == high:
                return low
            if high <= alpha:
                return high
        if low > alpha:
            alpha = low
        if high < beta:
            beta = high
        floor, ceiling = alpha, beta  # the window of this node, for the bound it stores
        out = 0
        for other in hands:
            out |= other
        # One card per class of equivalent cards (and of the unequal cards, the one worth searching), in the
        # order to try them (see the module's note).
        others = out & ~hand
        attacking = attack >> seat & 1
        picks = []
        joined = False
        previous = -1
        rest = hand
        while rest:
            low_bit = rest & -rest
            index = low_bit.bit_length() - 1
            rest ^= low_bit
            if previous >= 0 and family[index] == family[previous] and not others & (low_bit - (2 << previous)):
                if half[index] != half[previous]:
                    picks.append(~index)
                    joined = True
            else:
                picks.append(index)
            previous = index
        if joined:
            picks = reduced(picks, hands, seat, 0, 0, -1, -1, attacking)
        moves = []
        for index in picks:
            if index == best:
                rank = -100
            elif index == excuse:
                rank = 1
            elif others & above[index]:
                rank = half[index]
            elif index >= TRUMP_BASE:
                rank = 10 + half[index]  # a master trump: last (it seldom brings the trick's points)
            else:
                rank = -10 - half[index]  # a master of a suit
            moves.append((rank, index))
        moves.sort()
        then = following[seat]
        value = -infinity if attacking else infinity
        for _rank, index in moves:
            if index == excuse:
                result = follow(hands, then, 1, bit_of[index], 0, -1, -1, 9, seat, out, left, alive, alpha, beta)
            else:
                result = follow(
                    hands, then, 1, bit_of[index], led_of[index], index, seat, half[index], -1, out, left, alive,
                    alpha, beta,
                )  # fmt: skip
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
        if value <= floor:
            high = value
        elif value >= ceiling:
            low = value
        else:
            low = high = value
        table[key] = (low, high, best)
        return value

    def reduced(picks, hands, seat, position_in_trick, led, winner_index, winner, attacking):
        """The cards worth searching of ``picks`` (one card per class of equivalent cards, ``~index`` for
        a class in the same run as the one before: no card still out between them, another worth): of
        each run, the richest alone when the trick is sure to go to the seat's side whatever the seats
        after him play, the cheapest alone when it is sure to go to the other side, else all (module's
        note: the unequal cards)."""
        kept = []
        run = []
        for pick in (*picks, -1):
            if pick < -1:
                run.append(~pick)
                continue
            if len(run) > 1:
                kept.extend(unequal(run, hands, seat, position_in_trick, led, winner_index, winner, attacking))
            else:
                kept.extend(run)
            run = [pick]
        return kept

    def unequal(run, hands, seat, position_in_trick, led, winner_index, winner, attacking):
        """Of one run of unequal cards, the ones worth searching (see :func:`reduced`)."""
        led, new_index, new_winner = play_to_trick(run[0], seat, led, winner_index, winner)  # any card of the run
        side = attack >> new_winner & 1
        later = after_in_trick[seat][position_in_trick]
        if later & attack if not side else later & ~attack:  # a seat of the side that loses it so far still to play
            trump = new_index >= TRUMP_BASE
            above = (TRUMP_BITS if trump else led) & ~((2 << new_index) - 1)
            for other in later_seats[seat][position_in_trick]:
                if attack >> other & 1 == side:
                    continue  # the winning side's seats may take the trick over: it stays that side's
                hand = hands[other]
                if hand & above or (not trump and hand & TRUMP_BITS and not hand & led):
                    return run  # a higher card, or a trump it must play
        if side == attacking:
            return [max(run, key=half.__getitem__)]
        return [min(run, key=half.__getitem__)]

    def follow(
        hands, seat, position_in_trick, bits, led, winner_index, winner, total, owner, out, left, alive, alpha, beta
    ):  # noqa: E501
        """``seat`` plays to a trick: ``hands`` as they were at its start, ``bits`` the cards on it,
        worth ``total`` half points, ``led`` the led suit's bits, ``winner_index`` and ``winner`` the
        winning card and seat, ``owner`` the seat that played the Excuse to it (-1: none), ``out``
        the cards in hands and on it, worth ``left`` half points."""
        nodes[0] += 1
        hand = hands[seat]
        legal = legal_bits(hand, led, winner_index - (TRUMP_BASE - 1) if winner_index >= TRUMP_BASE else 0)
        # The cards that keep two of the seat's cards apart: those in the other hands, and the trick's
        # winning card; the other cards on the table beat neither or both, and leave with the trick.
        others = out & ~hand & ~bits
        if winner_index >= 0:
            others |= bit_of[winner_index]
        attacking = attack >> seat & 1
        ours = winner >= 0 and (attack >> winner & 1) == attacking
        last = position_in_trick == last_position
        # One card per class of equivalent cards, with the trick as it stands after it (the steps of
        # play_to_trick, inlined), in the order to try them (see the module's note).
        picks = []
        joined = False  # two classes of one run: the unequal cards' reduction may apply
        previous = -1
        while legal:
            low_bit = legal & -legal
            index = low_bit.bit_length() - 1
            legal ^= low_bit
            if previous >= 0 and family[index] == family[previous] and not others & (low_bit - (2 << previous)):
                if half[index] != half[previous]:
                    picks.append(~index)  # the same run as the card before, another worth
                    joined = True
            else:
                picks.append(index)
            previous = index
        if joined:
            picks = reduced(picks, hands, seat, position_in_trick, led, winner_index, winner, attacking)
        children = []
        for index in picks:
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
        final = not hand & (hand - 1)  # the seat's last card: this is the deal's last trick
        for _rank, index, new_led, new_index, new_winner, new_owner in children:
            bit = bit_of[index]
            if not last:
                result = follow(
                    hands, then, position_in_trick + 1, bits | bit, new_led, new_index, new_winner,
                    total + half[index], new_owner, out, left, alive, alpha, beta,
                )  # fmt: skip
            else:
                new_bits = bits | bit
                new_total = total + half[index]
                if final:
                    result = trick_value(new_winner, new_bits, new_total, new_owner, then, alive, True, 0)[0]
                else:
                    if new_owner < 0 and not bonus:
                        # The common case, inlined: no Excuse, no Petit counted; the tests settled by
                        # the points alone (lead's first ones) answered without a call.
                        won = attack >> new_winner & 1
                        gain = new_total if won else 0
                        if gain >= beta:
                            result = gain
                        elif gain + left - new_total <= alpha:
                            result = gain + left - new_total
                        else:
                            after = tuple([other & ~new_bits for other in hands])
                            result = gain + lead(
                                after, new_bits, new_winner, left - new_total, alive and won, alpha - gain, beta - gain
                            )
                    else:
                        after = tuple([other & ~new_bits for other in hands])
                        gain, new_winner = trick_value(
                            new_winner, new_bits, new_total, new_owner, then, alive, False, after[taker]
                        )
                        alive_then = alive and attack >> new_winner & 1
                        result = gain + lead(
                            after, new_bits, new_winner, left - new_total, alive_then, alpha - gain, beta - gain
                        )
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
        return value

    return lead, follow, trick_value


# --- bounds read from the hands at the start of a trick -----------------------------------------------
_PLAIN_SUITS = tuple(SUIT_BITS[suit] for suit in SUITS)
# A card given to a trick the other side wins brings it at least its worth; the Excuse, ½ point (§6).
_GIVEN = tuple(
    (worth, bits & ~EXCUSE_BIT if worth == 9 else bits | EXCUSE_BIT * (worth == 1)) for worth, bits in WORTH_CLASSES
)


def _cheapest(hand: int, count: int) -> int:
    """The fewest half points ``count`` cards of ``hand`` can bring to tricks the other side wins."""
    total = 0
    for worth, bits in _GIVEN:
        held = (hand & bits).bit_count()
        if held >= count:
            return total + worth * count
        total += worth * held
        count -= held
    return total


def _bound_functions(players: int, attack_seats):
    """``low_bound(hands, leader)``: half points the attack is sure to win from the start of a trick, and
    ``high_bound(hands, leader, left)``: the most it can win (``left`` less what the defence is sure to
    win), read from the hands without a search (RULES.md §5, §6). The search reads the first at the
    start of each trick; the second only narrows the range of a root's value (measured: it settled
    fewer than 1 in 5,000 of the search's tests and cost a sixth of its time). Each side is sure of:

    * the tricks of its trumps that no opposing trump can beat. Where the side is one hand (the
      taker at 3 and 4 players), each opposing trump above one of his can take at most one of his
      trumps, the Petit first: the others win their tricks. Where it is several hands, the trumps
      above every opposing trump win theirs;
    * the Excuse's 4 points, played before the last trick (it is always allowed: §5.1);
    * the masters the leader can cash at once, one after another in each plain suit, as long as no
      other seat can trump them (each seat holding trumps still has cards of that suit);
    * in each trick it is sure to win, a card from each opposing hand: at least the cheapest cards
      that hand holds, the Excuse counting ½ (§6).

    Not used while a slam may still end with the Excuse (the caller's): there the Excuse can win."""
    attack_seats = tuple(sorted(attack_seats))
    defence_seats = tuple(seat for seat in range(players) if seat not in attack_seats)
    alone = len(attack_seats) == 1
    attack = sum(1 << seat for seat in attack_seats)
    petit_bit = PETIT.bit
    others_of = tuple(tuple(seat for seat in range(players) if seat != leader) for leader in range(players))
    trumps_cache: dict[tuple[int, int], tuple[int, int, int]] = {}

    def trump_tricks(ours: int, theirs: int) -> tuple[int, int, int]:
        """The attack's sure trumps' half points and tricks (``-1``: counted per hand by the caller), and
        the defence's sure trumps, given both sides' trumps."""
        found = trumps_cache.get((ours, theirs))
        if found is None:
            if alone:
                taken, mine, others = 0, ours, theirs
                while mine and others:  # the highest opposing trump takes the highest trump below it
                    top = others.bit_length() - 1
                    highest = mine.bit_length() - 1
                    if top > highest:
                        taken += 1
                        others ^= 1 << top
                    mine ^= 1 << highest
                lost = taken + (8 if taken and ours & petit_bit else 0)  # ½ each, the Petit 4½ taken first
                found = (half_points_of(ours) - lost, ours.bit_count() - taken)
            else:
                sure = ours & ~((1 << theirs.bit_length()) - 1)
                found = (half_points_of(sure), -1)
            found = (*found, theirs & ~((1 << ours.bit_length()) - 1))
            trumps_cache[ours, theirs] = found
        return found

    def cashed(hands, leader):
        """The masters the leader can cash at once (see above): how many tricks, and their half points."""
        hand = hands[leader]
        elsewhere = 0
        for seat in others_of[leader]:
            elsewhere |= hands[seat]
        count_all = points = 0
        for suit in _PLAIN_SUITS:
            mine = hand & suit
            if not mine:
                continue
            masters = mine & ~((1 << (elsewhere & suit).bit_length()) - 1)
            if not masters:
                continue
            count = masters.bit_count()
            for seat in others_of[leader]:
                other = hands[seat]
                if other & TRUMP_BITS:
                    held = (other & suit).bit_count()
                    if held < count:
                        count = held
            if count:
                while masters.bit_count() > count:  # the richest are the highest
                    masters &= masters - 1
                count_all += count
                points += half_points_of(masters)
        if count_all and hand & EXCUSE_BIT and count_all > hand.bit_count() - 2:
            return 0, 0  # the Excuse must go before the last trick: no cashing counted
        return count_all, points

    def sides(hands):
        ours = theirs = 0
        for seat in attack_seats:
            ours |= hands[seat]
        for seat in defence_seats:
            theirs |= hands[seat]
        return ours, theirs

    def low_bound(hands, leader):
        """The half points the attack is sure to win from here."""
        ours, theirs = sides(hands)
        low, tricks, _sure_theirs = trump_tricks(ours & TRUMP_BITS, theirs & TRUMP_BITS)
        if tricks < 0:
            sure = ours & TRUMP_BITS & ~((1 << (theirs & TRUMP_BITS).bit_length()) - 1)
            tricks = max((hands[seat] & sure).bit_count() for seat in attack_seats) if sure else 0
            lead_sure = (hands[leader] & sure).bit_count()
        else:
            lead_sure = tricks
        if ours & EXCUSE_BIT:
            low += 8
        if attack >> leader & 1:
            count, points = cashed(hands, leader)
            low += points
            tricks = max(tricks, lead_sure + count)
        if tricks:
            for seat in defence_seats:
                low += _cheapest(hands[seat], tricks)
        return low

    def high_bound(hands, leader, left):
        """The most half points the attack can win from here: ``left`` less what the defence is sure to win."""
        ours, theirs = sides(hands)
        sure_theirs = trump_tricks(ours & TRUMP_BITS, theirs & TRUMP_BITS)[2]
        theirs_low = their_tricks = 0
        if sure_theirs:
            theirs_low = half_points_of(sure_theirs)
            their_tricks = max((hands[seat] & sure_theirs).bit_count() for seat in defence_seats)
        if theirs & EXCUSE_BIT:
            theirs_low += 8
        if not attack >> leader & 1:
            count, points = cashed(hands, leader)
            theirs_low += points
            their_tricks = max(their_tricks, (hands[leader] & sure_theirs).bit_count() + count)
        if their_tricks:
            for seat in attack_seats:
                theirs_low += _cheapest(hands[seat], their_tricks)
        return left - theirs_low

    return low_bound, high_bound


def _mtd(search, guess: int, low: int = -_INFINITY, high: int = _INFINITY) -> int:
    """The exact value of the fail-soft ``search(alpha, beta)``, known to lie in [``low``, ``high``], by
    null-window tests ("is it at least β?"), each answer a bound. The first test is at ``guess``; while
    every test has failed low, the next goes below the last bound by a stride that doubles (1, 2, 4…);
    once both bounds are known, at the middle of what is left (a bisection). A test that succeeds
    proves a bound for the attack against every answer of the defence — at 4 players three hands'
    answers, the costly proof — so the tests come down from above and few of them succeed. MTD(f),
    stepping by what each test returns, often closed in half a point at a time: 30 tests where this
    needs 5 to 8 (benchmarks/bench_solver.py)."""
    test = guess
    stride = 1
    while low < high:
        beta = min(max(test, low + 1), high)
        value = search(beta - 1, beta)
        if value < beta:
            high = value
            if low == -_INFINITY or stride:
                test = value - stride + 1
                stride *= 2
                continue
        else:
            low = value
            stride = 0  # from the first success on, a bisection
            if high == _INFINITY:
                test = value + 1
                continue
        test = (low + high + 1) // 2
    return low


def _classes(legal: int, others: int, family: tuple[int, ...] = _FAMILY) -> list[list[int]]:
    """The legal cards (bits) in classes of equivalent cards (see the module's note), each class in
    ascending order; ``others`` the cards still out outside the hand (in other hands, on the table);
    ``family`` each card's family (``_FAMILY_PETIT_APART`` with the Petit au bout as the objective)."""
    classes: list[list[int]] = []
    previous = -1
    while legal:
        low = legal & -legal
        index = low.bit_length() - 1
        legal ^= low
        if (
            previous >= 0
            and family[index] == family[previous]
            and _HALF[index] == _HALF[previous]
            and not others & (low - (2 << previous))
        ):
            classes[-1].append(index)
        else:
            classes.append([index])
        previous = index
    return classes
