"""Cards placed into places of fixed sizes, each card allowed in some of them: every placement
counted exactly, one drawn uniformly at random.

The sampler (:mod:`.sampler`) reduces what a seat knows to this problem: the places are the hands
it cannot see (and the unseen écart or chien), each with a number of free slots; each unknown card
may go to some of them (a void rules a hand out, the écart takes no king…). A *placement* puts
every card in one of its places and fills every place exactly.

**Counting.** The cards with the same places form a *class*; only the classes' sizes matter to the
count. The places are eliminated one at a time: for a place, every way to take its number of cards
from the classes that may go there (the product of the binomial coefficients, the ways to choose
the cards), times the count of what is left — memoised, since different choices often leave the
same problem. Between two steps the forced moves are made: a full place is struck from every
class, two classes left with the same places merge (choosing cards from the merged class counts
the same as from the two: Vandermonde's identity), a class with one place left goes there, a place
that one class alone can fill takes its cards from it. The place eliminated next is the one with
the fewest ways to share its slots among its classes. Python's integers keep the count exact.

**Drawing.** The same steps, each choice taken with probability proportional to the placements
it leaves, the cards it sends to a place chosen uniformly in their class: every placement is drawn
with probability 1 / (their number).

>>> import random
>>> places = Placements(free=(1, 2))  # place 0 takes one card, place 1 two
>>> allowed = {0b001: 0b11, 0b010: 0b11, 0b100: 0b10}  # the third card only in place 1
>>> places.count(allowed)
2
>>> sorted({tuple(places.draw(allowed, random.Random(seed))) for seed in range(20)})
[(1, 6), (2, 5)]
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from math import comb

# A settled problem: its classes, (places as bits, how many cards) sorted; each place's free slots.
Problem = tuple[tuple[tuple[int, int], ...], tuple[int, ...]]


class Placements:
    """The placements of cards into places with ``free`` slots each (see the module's docstring).

    :meth:`count` and :meth:`draw` take ``allowed``: each card (its bit) with its places (a bit per
    place, place ``p`` as ``1 << p``). The counts of the problems met on the way are kept, for
    every ``allowed`` asked about."""

    def __init__(self, free: Sequence[int]):
        self.free = tuple(free)
        self._memo: dict[Problem, int] = {}
        self._choices: dict[Problem, tuple[int, list]] = {}

    def count(self, allowed: Mapping[int, int]) -> int:
        """How many placements ``allowed`` has."""
        if sum(self.free) != len(allowed):
            return 0
        sizes: dict[int, int] = {}
        for places in allowed.values():
            sizes[places] = sizes.get(places, 0) + 1
        weight, problem = _settle(sizes, self.free)
        return weight * self._ways(problem) if weight else 0

    def draw(self, allowed: Mapping[int, int], rng: random.Random) -> list[int]:
        """One placement of ``allowed``, drawn uniformly with ``rng``: the cards of each place, as
        bits. ``allowed`` must have a placement (:meth:`count` above 0)."""
        pools: dict[int, list[int]] = {}
        for card in sorted(allowed):
            pools.setdefault(allowed[card], []).append(card)
        placed = [0] * len(self.free)
        pools, free = _settle_cards(pools, self.free, rng, placed)
        while pools:
            problem = _problem(pools, free)
            place, choices = self._choices_of(problem)
            counts = _pick(choices, rng.randrange(self._ways(problem)))
            covering = [places for places, _size in problem[0] if places >> place & 1]  # as _options has them
            for places, count in zip(covering, counts, strict=True):
                pools[places] = _take(pools[places], count, rng, placed, place)
            free = (*free[:place], 0, *free[place + 1 :])
            pools, free = _settle_cards(pools, free, rng, placed)
        return placed

    def _ways(self, problem: Problem) -> int:
        """The placements of a settled problem."""
        if not problem[0]:
            return 1  # nothing left to place: the places are full, their sizes add up to the cards
        ways = self._memo.get(problem)
        if ways is None:
            _place, choices = self._choices_of(problem)
            ways = self._memo[problem] = sum(ways for _counts, ways in choices)
        return ways

    def _choices_of(self, problem: Problem) -> tuple[int, list[tuple[tuple[int, ...], int]]]:
        """The place to fill next in a settled problem, and each way to fill it that leaves some
        placement: how many cards each class gives, and the placements it leaves. Kept, so that
        drawing again only walks down them."""
        found = self._choices.get(problem)
        if found is None:
            place = _next_place(problem)
            choices = [(counts, weight * self._ways(left)) for counts, weight, left in _options(problem, place)]
            found = self._choices[problem] = (place, [choice for choice in choices if choice[1]])
        return found


def _pick(choices: list[tuple[tuple[int, ...], int]], target: int) -> tuple[int, ...]:
    """The choice where the ``target``-th placement lies (``target`` below their number)."""
    for counts, ways in choices:
        if target < ways:
            return counts
        target -= ways
    raise ValueError(target)  # never: the choices' placements add up to the problem's


def _options(problem: Problem, place: int) -> Iterator[tuple[tuple[int, ...], int, Problem]]:
    """Each way to fill ``place`` from its classes: how many cards each gives, the ways to choose
    them (times those of the forced moves after), and the settled problem left."""
    classes, free = problem
    covering = [(places, size) for places, size in classes if places >> place & 1]
    sizes = [size for _places, size in covering]
    after = (*free[:place], 0, *free[place + 1 :])
    for counts in _compositions(free[place], sizes):
        left = dict(classes)
        weight = 1
        for (places, size), count in zip(covering, counts, strict=True):
            weight *= comb(size, count)
            left[places] = size - count
        forced, settled = _settle(left, after)
        if forced:
            yield counts, weight * forced, settled


def _compositions(total: int, sizes: Sequence[int]) -> Iterator[tuple[int, ...]]:
    """Every way to write ``total`` as a sum of numbers, the ``i``-th at most ``sizes[i]``."""
    if len(sizes) == 1:
        if total <= sizes[0]:
            yield (total,)
        return
    room = sum(sizes[1:])
    for first in range(max(0, total - room), min(total, sizes[0]) + 1):
        for rest in _compositions(total - first, sizes[1:]):
            yield (first, *rest)


def _next_place(problem: Problem) -> int:
    """The place to eliminate next: the fewest ways to share its slots among its classes (counted
    without the classes' sizes: ``comb(slots + k - 1, k - 1)`` for ``k`` classes)."""
    classes, free = problem
    best = None
    for place, slots in enumerate(free):
        if slots:
            sharing = sum(places >> place & 1 for places, _size in classes)
            ways = comb(slots + sharing - 1, sharing - 1)
            if best is None or ways < best[0]:
                best = (ways, place)
    return best[1]


def _problem(pools: Mapping[int, list[int]], free: tuple[int, ...]) -> Problem:
    return tuple(sorted((places, len(cards)) for places, cards in pools.items())), free


def _settle(sizes: Mapping[int, int], free: Sequence[int]) -> tuple[int, Problem | None]:
    """Make the forced moves (see the module's docstring) until none is left, on the classes'
    sizes: the ways the forced choices can be made, and the settled problem; ``(0, None)`` when no
    placement is left. :func:`_settle_cards` makes the same moves, in the same order, with the cards."""
    free = list(free)
    weight = 1
    while True:
        full = 0
        for place, slots in enumerate(free):
            if not slots:
                full |= 1 << place
        merged: dict[int, int] = {}
        for places, size in sizes.items():
            if size:
                places &= ~full
                if not places:
                    return 0, None
                merged[places] = merged.get(places, 0) + size
        sizes = merged
        forced = False
        for places in [places for places in sizes if not places & (places - 1)]:  # one place left
            place = places.bit_length() - 1
            if sizes[places] > free[place]:
                return 0, None
            free[place] -= sizes.pop(places)
            forced = True
        if not forced:
            for place, places in _sole_classes(sizes, free):
                slots = free[place]
                if not places or slots > sizes[places]:
                    return 0, None
                weight *= comb(sizes[places], slots)
                sizes[places] -= slots
                free[place] = 0
                forced = True
        if not forced:
            return weight, (tuple(sorted(sizes.items())), tuple(free))


def _settle_cards(pools: dict[int, list[int]], free: Sequence[int], rng: random.Random, placed: list[int]):
    """:func:`_settle`'s moves made with the cards: those a place takes from a class are chosen
    with ``rng`` and added to ``placed``. Returns the classes' cards left and the free slots."""
    free = list(free)
    while True:
        full = 0
        for place, slots in enumerate(free):
            if not slots:
                full |= 1 << place
        merged: dict[int, list[int]] = {}
        for places, cards in pools.items():
            if cards:
                places &= ~full
                merged[places] = merged[places] + cards if places in merged else cards
        pools = merged
        forced = False
        for places in [places for places in pools if not places & (places - 1)]:
            place = places.bit_length() - 1
            cards = pools.pop(places)
            placed[place] |= sum(cards)
            free[place] -= len(cards)
            forced = True
        if not forced:
            for place, places in _sole_classes(pools, free):
                pools[places] = _take(pools[places], free[place], rng, placed, place)
                free[place] = 0
                forced = True
        if not forced:
            return pools, tuple(free)


def _sole_classes(classes: Mapping[int, object], free: Sequence[int]) -> list[tuple[int, int]]:
    """The places with free slots that one class alone may fill, in order, each with that class
    (0: no class at all)."""
    covering = [0] * len(free)
    sole = [0] * len(free)
    for places in classes:
        rest = places
        while rest:
            low = rest & -rest
            place = low.bit_length() - 1
            covering[place] += 1
            sole[place] = places
            rest ^= low
    lonely = [place for place, slots in enumerate(free) if slots and covering[place] < 2]
    return [(place, sole[place] if covering[place] else 0) for place in lonely]


def _take(cards: list[int], count: int, rng: random.Random, placed: list[int], place: int) -> list[int]:
    """Put ``count`` of ``cards``, chosen at random, in ``place``; return the others. The choice
    uses ``rng.randrange`` only (a partial Fisher–Yates shuffle), whose results Python keeps the
    same from one version to the next, as the deal's shuffle does."""
    cards = list(cards)
    for first in range(count):
        other = rng.randrange(first, len(cards))
        cards[first], cards[other] = cards[other], cards[first]
    placed[place] |= sum(cards[:count])
    return cards[count:]
