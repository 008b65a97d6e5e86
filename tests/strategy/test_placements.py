"""Placements of cards into places of fixed sizes (strategy/placements.py): counted exactly, drawn
uniformly — checked against plain enumeration, and by a chi-square test that a biased drawer fails."""

import itertools
import random

import pytest
from sampler_reference import chi_square_p_value, uniformity_p_value

from tarot_learn.strategy.placements import Placements


def every_placement(allowed, free):
    """Every placement, by trying each place for each card: the plain definition."""
    cards = sorted(allowed)
    found = set()
    for places in itertools.product(*[[p for p in range(len(free)) if allowed[card] >> p & 1] for card in cards]):
        if all(places.count(place) == slots for place, slots in enumerate(free)):
            placed = [0] * len(free)
            for card, place in zip(cards, places, strict=True):
                placed[place] |= card
            found.add(tuple(placed))
    return found


def random_problem(rng, cards=8, places=4):
    free = [0] * places
    for _ in range(cards):
        free[rng.randrange(places)] += 1
    allowed = {}
    for number in range(cards):
        mask = rng.randrange(1, 1 << places) | (1 << rng.randrange(places))
        if rng.random() < 0.4:
            mask = (1 << places) - 1  # many cards go anywhere, as early in a deal
        allowed[1 << number] = mask
    return allowed, free


@pytest.mark.parametrize("seed", range(40))
def test_the_count_is_the_number_of_placements(seed):
    rng = random.Random(seed)
    allowed, free = random_problem(rng, cards=rng.randrange(1, 9), places=rng.randrange(1, 5))
    assert Placements(free).count(allowed) == len(every_placement(allowed, free))


def test_a_problem_without_placement_counts_zero():
    assert Placements((2, 1)).count({1: 0b01, 2: 0b01, 4: 0b01}) == 0  # three cards for place 0's two slots
    assert Placements((2, 1)).count({1: 0b01, 2: 0b01}) == 0  # two cards for three slots
    assert Placements((1, 1)).count({1: 0b01, 2: 0b11}) == 1


def test_every_draw_is_a_placement_and_the_draws_are_uniform():
    rng = random.Random(7)
    allowed = {1 << n: mask for n, mask in enumerate([0b111, 0b111, 0b011, 0b110, 0b101, 0b111, 0b100, 0b011])}
    free = (3, 3, 2)
    support = every_placement(allowed, free)
    assert 20 <= len(support) <= 200
    placements = Placements(free)
    draws = [tuple(placements.draw(allowed, rng)) for _ in range(30 * len(support))]
    assert uniformity_p_value(draws, support) > 0.001


def greedy_draw(allowed, free, rng):
    """A tempting mistake: each card in turn to one of its places with room, at random; start again
    on a dead end. Every placement can come out, but not equally often."""
    while True:
        room = list(free)
        placed = [0] * len(free)
        for card in sorted(allowed):
            choices = [p for p in range(len(free)) if allowed[card] >> p & 1 and room[p]]
            if not choices:
                break
            place = rng.choice(choices)
            room[place] -= 1
            placed[place] |= card
        else:
            return tuple(placed)


def test_the_uniformity_test_fails_a_biased_drawer():
    rng = random.Random(7)
    allowed = {1 << n: mask for n, mask in enumerate([0b111, 0b111, 0b011, 0b110, 0b101, 0b111, 0b100, 0b011])}
    free = (3, 3, 2)
    support = every_placement(allowed, free)
    draws = [greedy_draw(allowed, free, rng) for _ in range(30 * len(support))]
    assert uniformity_p_value(draws, support) < 0.001


def test_the_chi_square_p_value_against_closed_forms():
    import math

    for x in (0.1, 1.0, 3.84, 10.0, 40.0):
        assert chi_square_p_value(x, 2) == pytest.approx(math.exp(-x / 2), rel=1e-9)  # 2 degrees: exp(-x/2)
        assert chi_square_p_value(x, 1) == pytest.approx(math.erfc(math.sqrt(x / 2)), rel=1e-9)
        assert chi_square_p_value(x, 4) == pytest.approx(math.exp(-x / 2) * (1 + x / 2), rel=1e-9)
    assert chi_square_p_value(3.841459, 1) == pytest.approx(0.05, rel=1e-5)  # the table's 5 % point
    assert chi_square_p_value(124.342, 100) == pytest.approx(0.05, rel=1e-3)


def test_the_same_generator_draws_the_same_placements():
    allowed, free = random_problem(random.Random(3), cards=30, places=5)
    placements = Placements(free)
    assert placements.count(allowed) > 1000
    first = [placements.draw(allowed, random.Random(11)) for _ in range(3)]
    again = [Placements(free).draw(allowed, random.Random(11)) for _ in range(3)]
    assert first == again
