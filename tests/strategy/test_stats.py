"""Chances at the deal (tarot_learn.strategy.stats): exact figures checked by a second computation, and
simulations that agree with them within a few standard errors."""

import itertools
import math
import subprocess
import sys
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tarot_learn as tl
from tarot_learn.cards import EXCUSE_BIT
from tarot_learn.deal import dealt_bits
from tarot_learn.poignee import Poignee, poignee_options
from tarot_learn.strategy import stats

HAND = {3: 24, 4: 18, 5: 15}
PLAYERS = (3, 4, 5)
DEALS = 4000  # about 0.2 s per simulation; 5 standard errors over 4000 deals is a tight bound
SEED = "tests"


def within_standard_errors(simulated: float, exact: float, deals: int = DEALS, errors: float = 5) -> bool:
    # The standard error of a frequency over ``deals`` independent deals is √(p(1 − p) / N): a simulation
    # far more than 4 or 5 of these away from the exact figure is a bug, not bad luck. One more event than
    # expected is allowed on top, for chances so small that the error is ~0.
    return abs(simulated - exact) <= errors * math.sqrt(exact * (1 - exact) / deals) + 1 / deals


# --- the hypergeometric law, the building block of every exact figure ----------------------------
@pytest.mark.parametrize(("population", "special", "draws"), [(6, 2, 3), (8, 3, 4), (9, 4, 5), (10, 1, 6), (7, 7, 2)])
def test_hypergeometric_matches_counting_every_hand_of_a_small_deck(population, special, draws):
    counts = {}
    for hand in itertools.combinations(range(population), draws):
        held = sum(1 for card in hand if card < special)  # cards 0 … special − 1 are the special ones
        counts[held] = counts.get(held, 0) + 1
    hands = math.comb(population, draws)
    expected = {k: Fraction(counts.get(k, 0), hands) for k in range(min(special, draws) + 1)}
    assert stats.hypergeometric(special, draws, population) == expected


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 78).flatmap(lambda n: st.tuples(st.just(n), st.integers(0, n), st.integers(0, n))))
def test_hypergeometric_sums_to_one_and_has_the_right_mean(sizes):
    population, special, draws = sizes
    chances = stats.hypergeometric(special, draws, population)
    assert sum(chances.values()) == 1
    assert sum(k * chance for k, chance in chances.items()) == Fraction(draws * special, population)


def dealt_one_card_at_a_time(special: int, draws: int, population: int = 78) -> dict[int, Fraction]:
    """The same law by another road: deal the hand card by card, following every branch."""
    chances = {0: Fraction(1)}
    for drawn in range(draws):
        following = {}
        for held, chance in chances.items():
            left = population - drawn
            hit = Fraction(special - held, left)
            following[held + 1] = following.get(held + 1, 0) + chance * hit
            following[held] = following.get(held, 0) + chance * (1 - hit)
        chances = following
    return chances


# --- trumps ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", PLAYERS)
def test_trump_counts_exact(players):
    exact = stats.trump_count_distribution(players)
    assert list(exact) == list(range(min(21, HAND[players]) + 1))
    assert math.fsum(exact.values()) == pytest.approx(1, abs=1e-12)
    by_steps = dealt_one_card_at_a_time(21, HAND[players])
    for k, chance in exact.items():
        assert chance == pytest.approx(float(by_steps.get(k, 0)), rel=1e-12, abs=1e-300)
    # The Excuse is not a trump: 21 special cards, so the mean is n · 21 / 78.
    assert math.fsum(k * chance for k, chance in exact.items()) == pytest.approx(HAND[players] * 21 / 78)


def test_trump_count_known_value():
    # No trump at all in a 4-player hand: all 18 cards among the 57 others.
    assert stats.trump_count_distribution(4)[0] == pytest.approx(math.comb(57, 18) / math.comb(78, 18), rel=1e-12)
    # And every trump at 3 players, 21 of the 24 cards: the 3 others among the 57.
    assert stats.trump_count_distribution(3)[21] == pytest.approx(math.comb(57, 3) / math.comb(78, 24), rel=1e-12)


@pytest.mark.parametrize("players", PLAYERS)
def test_trump_counts_simulated_agree_with_exact(players):
    exact = stats.trump_count_distribution(players)
    simulated = stats.simulate_trump_counts(players, DEALS, SEED)
    assert list(simulated) == list(exact)
    assert math.fsum(simulated.values()) == pytest.approx(1)
    for k in exact:
        assert within_standard_errors(simulated[k], exact[k]), (k, simulated[k], exact[k])


def test_simulation_counts_what_the_deals_hold():
    simulated = stats.simulate_trump_counts(4, 50, seed=9)
    hands = [tl.deal(4, seed=f"9/{number}").hands[0] for number in range(50)]
    for k, frequency in simulated.items():
        assert frequency == sum(1 for hand in hands if len(hand.trumps) == k) / 50


# --- bouts ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", PLAYERS)
def test_bouts_exact(players):
    exact = stats.hypergeometric(3, HAND[players])  # the three bouts among the 78 cards
    n = HAND[players]
    assert list(exact) == [0, 1, 2, 3]
    assert math.fsum(exact.values()) == pytest.approx(1, abs=1e-12)
    # No bout: the three bouts all fall among the 78 − n cards the player does not hold.
    assert exact[0] == pytest.approx((78 - n) * (77 - n) * (76 - n) / (78 * 77 * 76), rel=1e-12)
    # All three: they all fall among his n cards.
    assert exact[3] == pytest.approx(n * (n - 1) * (n - 2) / (78 * 77 * 76), rel=1e-12)


# --- the Petit sec ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", PLAYERS)
def test_petit_sec_exact_by_a_second_formula(players):
    n = HAND[players]
    chances = stats.petit_sec_probability(players)
    # He holds the Petit (n chances in 78), and his other n − 1 cards avoid the 20 other
    # trumps and the Excuse among the 77 cards left.
    second = Fraction(n, 78) * Fraction(math.comb(56, n - 1), math.comb(77, n - 1))
    assert chances.player == pytest.approx(float(second), rel=1e-12)
    assert chances.table == pytest.approx(players * float(second), rel=1e-12)


def test_petit_sec_known_value():
    # 4 players: C(56, 17) / C(78, 18), a little less than 1 deal in 2 000 for a given player.
    assert stats.petit_sec_probability(4).player == pytest.approx(math.comb(56, 17) / math.comb(78, 18), rel=1e-12)
    assert 1 / stats.petit_sec_probability(4).player == pytest.approx(2169, abs=1)


def test_petit_sec_at_the_table_by_brute_force_over_a_small_deck():
    """The table figure adds the players' chances because only one of them can hold the Petit.
    Checked on a deck of 8 cards (Petit, one other trump, the Excuse, five suit cards), two hands
    of 3 and a chien of 2, by counting every deal."""
    petit, other_trump, excuse = 0, 1, 2
    deck = range(8)

    def petit_sec(hand):
        return petit in hand and other_trump not in hand and excuse not in hand

    deals = someone = first = 0
    for first_hand in itertools.combinations(deck, 3):
        rest = [card for card in deck if card not in first_hand]
        for second_hand in itertools.combinations(rest, 3):
            deals += 1
            first += petit_sec(first_hand)
            someone += petit_sec(first_hand) or petit_sec(second_hand)
    assert Fraction(someone, deals) == 2 * Fraction(first, deals)
    assert Fraction(first, deals) == Fraction(math.comb(5, 2), math.comb(8, 3))  # C(suit cards, n − 1) / C(N, n)


@pytest.mark.parametrize("players", PLAYERS)
def test_petit_sec_simulated_agree_with_exact(players):
    exact = stats.petit_sec_probability(players)
    simulated = stats.simulate_petit_sec(players, DEALS, SEED)
    assert within_standard_errors(simulated.player, exact.player)
    assert within_standard_errors(simulated.table, exact.table)
    assert simulated.table >= simulated.player


def test_petit_sec_simulation_finds_the_seats_the_deal_reports():
    # 5 players have the most Petits secs: over 1500 deals some must appear, and match Deal.petit_sec_seats.
    simulated = stats.simulate_petit_sec(5, 1500, seed=3)
    deals = [tl.deal(5, seed=f"3/{number}") for number in range(1500)]
    assert simulated.table == sum(1 for dealt in deals if dealt.petit_sec_seats()) / 1500 > 0
    assert simulated.player == sum(1 for dealt in deals if 0 in dealt.petit_sec_seats()) / 1500


# --- poignées ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("poignee", list(Poignee))
def test_poignee_exact_by_trumps_and_excuse_apart(players, poignee):
    """Second formula: add up P(k trumps and e Excuses) over every k + e that reaches the threshold."""
    n = HAND[players]
    needed = poignee.size(players)
    second = sum(
        Fraction(math.comb(21, k) * math.comb(1, e) * math.comb(56, n - k - e), math.comb(78, n))
        for k in range(22)
        for e in (0, 1)
        if k + e >= needed and n - k - e >= 0
    )
    assert stats.poignee_probability(players, poignee) == pytest.approx(float(second), rel=1e-12)
    assert stats.poignee_probability(players, poignee.name.lower()) == stats.poignee_probability(players, poignee)


def test_poignee_thresholds_are_those_of_the_rules():
    table = {3: (13, 15, 18), 4: (10, 13, 15), 5: (8, 10, 13)}  # RULES.md §7
    for players, sizes in table.items():
        assert [stats.poignee_threshold(players, kind) for kind in ("simple", "double", "triple")] == list(sizes)


@pytest.mark.parametrize("players", PLAYERS)
def poignee_probabilities(players):
    return {poignee: stats.poignee_probability(players, poignee) for poignee in Poignee}


def simulate_poignees(players, deals, seed):
    """How often a given player's hand could show at least each poignée over the simulation's deals (the
    seeds ``"{seed}/{number}"`` of :mod:`tarot_learn.strategy.stats`), as the rules (poignee_options) judge it."""
    reached = Counter(
        len(poignee_options(tl.CardSet.from_bits(dealt_bits(players, f"{seed}/{number}")[0][0]), players))
        for number in range(deals)
    )
    # poignee_options lists the poignées reached, smallest first: k of them means "at least the k-th".
    return {poignee: stats.at_least(reached, poignee.value) / deals for poignee in Poignee}


@pytest.mark.parametrize("players", PLAYERS)
def test_poignee_distribution_sums_to_one_and_rarer_for_bigger_poignees(players):
    assert math.fsum(stats.poignee_cards_distribution(players).values()) == pytest.approx(1, abs=1e-12)
    chances = poignee_probabilities(players)
    assert list(chances) == list(Poignee)
    assert 1 > chances[Poignee.SIMPLE] > chances[Poignee.DOUBLE] > chances[Poignee.TRIPLE] > 0


def test_poignee_cards_counts_what_the_poignee_rules_allow():
    for number in range(300):
        dealt = tl.deal(5, seed=f"poignee/{number}")
        for hand in dealt.hands:
            reached = poignee_options(hand, 5)
            shown = stats.poignee_cards(hand.bits)
            assert shown == len(hand.trumps) + (hand.bits & EXCUSE_BIT != 0)
            assert reached == [poignee for poignee in Poignee if shown >= poignee.size(5)]
    # A hand of 7 trumps and the Excuse can show a simple poignée at 5 players (8 cards), not with 7 trumps alone.
    assert stats.poignee_cards(tl.CardSet("1 2 3 4 5 6 7 Excuse").bits) == 8
    assert stats.poignee_cards(tl.CardSet("1 2 3 4 5 6 7 R♥").bits) == 7


@pytest.mark.parametrize("players", PLAYERS)
def test_poignee_simulated_agree_with_exact(players):
    exact = poignee_probabilities(players)
    simulated = simulate_poignees(players, DEALS, SEED)
    for poignee in Poignee:
        assert within_standard_errors(simulated[poignee], exact[poignee]), poignee
    cards_exact = stats.poignee_cards_distribution(players)
    cards_simulated = stats.simulate_poignee_cards(players, DEALS, SEED)
    for k in cards_exact:
        assert within_standard_errors(cards_simulated[k], cards_exact[k]), k
    # Both simulations saw the same deals: the rules' verdicts and the counts must agree exactly.
    for poignee in Poignee:
        assert simulated[poignee] == pytest.approx(stats.at_least(cards_simulated, poignee.size(players)))


# --- the points of the deck ----------------------------------------------------------------------------------
def test_card_kinds_add_up_to_the_deck():
    kinds = stats.card_kinds()
    assert [kind.key for kind in kinds] == ["bout", "king", "queen", "knight", "jack", "small"]
    assert [kind.points for kind in kinds] == [4.5, 4.5, 3.5, 2.5, 1.5, 0.5]
    assert [kind.count for kind in kinds] == [3, 4, 4, 4, 4, 59]
    assert math.fsum(kind.total for kind in kinds) == 91
    for card in tl.DECK:
        assert next(kind.points for kind in kinds if kind.key == stats.card_kind(card)) == card.points
    assert stats.card_kind(tl.trump(20)) == "small" and stats.card_kind(tl.EXCUSE) == "bout"


# --- simulations: seeds, progress, bad input ----------------------------------------------------------------
def test_simulations_are_reproducible():
    assert stats.simulate_trump_counts(3, 200, seed=5) == stats.simulate_trump_counts(3, 200, seed=5)
    assert stats.simulate_trump_counts(3, 200, seed=5) != stats.simulate_trump_counts(3, 200, seed=6)
    assert stats.simulate_poignee_cards(4, 200, seed="a") == stats.simulate_poignee_cards(4, 200, seed="a")


def test_progress_is_reported_about_a_hundred_times_and_ends_at_the_total():
    calls = []
    stats.simulate_trump_counts(4, 1234, seed=1, progress=lambda done, total: calls.append((done, total)))
    assert calls[-1] == (1234, 1234)
    assert all(total == 1234 for _, total in calls)
    dones = [done for done, _ in calls]
    assert dones == sorted(set(dones))
    assert 90 <= len(calls) <= 110
    calls.clear()
    stats.simulate_petit_sec(3, 3, seed=1, progress=lambda done, total: calls.append((done, total)))
    assert calls == [(1, 3), (2, 3), (3, 3)]


@pytest.mark.parametrize("deals", [0, -5, 2.5, True, "100"])
def test_a_wrong_number_of_deals_is_refused_in_both_languages(deals):
    with pytest.raises(tl.TarotError) as caught:
        stats.simulate_trump_counts(4, deals)
    assert "donnes" in caught.value.message("fr") and "deals" in caught.value.message("en")


def test_other_bad_input_is_refused_clearly():
    with pytest.raises(tl.PlayerCountError):
        stats.trump_count_distribution(6)
    with pytest.raises(tl.PlayerCountError):
        stats.simulate_poignee_cards(2, 10)
    with pytest.raises(tl.PlayerCountError):
        stats.poignee_probability(7, "simple")
    with pytest.raises(tl.TarotError) as caught:
        stats.poignee_probability(4, "quadruple")
    assert "simple" in caught.value.message("en") and "triple" in caught.value.message("fr")
    with pytest.raises(tl.TarotError):
        stats.simulate_petit_sec(4, 10, seed=1.5)


def test_the_rules_core_stays_free_of_plotting_libraries():
    code = (
        "import sys, tarot_learn, tarot_learn.strategy.stats; tarot_learn.strategy.stats.simulate_trump_counts(4, 10); "
        "print(sorted(name for name in ('matplotlib', 'IPython', 'ipywidgets') if name in sys.modules))"
    )
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert shown.strip() == "[]"
