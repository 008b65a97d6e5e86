"""First advice (tarot_learn.strategy.advice): the points evaluation term by term, the Wilson interval, and
the simulated chances — reproducible, narrowing with more deals, honest on near-certain hands."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarot_learn.contracts import Contract
from tarot_learn.errors import TarotError
from tarot_learn.strategy.advice import ContractChance, estimate_contract_chances, evaluate_hand, wilson_interval

STRONG = "21 20 19 18 17 16 15 14 13 12 11 10 9 8 1 Excuse R♥ R♠"  # 3 bouts, 15 trumps
WEAK = "1♠ 2♠ 3♠ 4♠ 5♠ 1♥ 2♥ 3♥ 4♥ 5♥ 1♦ 2♦ 3♦ 4♦ 1♣ 2♣ 3♣ 4♣"  # no trump, no king
MIDDLE = "21 18 14 11 9 7 4 2 R♥ D♥ 9♥ 5♥ C♠ 6♠ 2♠ R♦ 8♦ 3♣"


def terms(hand):
    return {term.name: (term.count, term.points) for term in evaluate_hand(hand).terms}


# The worked examples that accompany Chavey's scale in club handouts (the third's total is ours:
# the handout's line is cut): the hand, its total, the advice.
CHAVEY_EXAMPLES = [
    ("21 19 12 6 1 Excuse R♥ C♥ 10♥ 8♥ 1♥ V♦ 8♦ D♣ C♣ 7♣ 6♠ 4♠", 60, Contract.GARDE),
    ("20 18 14 13 9 8 6 R♥ 10♥ 5♥ 4♥ R♦ D♦ 7♣ 8♣ 8♠ 7♠ 5♠", 34, None),
    ("21 20 19 16 14 12 8 Excuse R♥ D♥ 8♥ 5♥ 2♥ 4♥ R♦ 8♣ 9♣ 3♣", 77, Contract.GARDE_SANS),
]


@pytest.mark.parametrize(("hand", "total", "advised"), CHAVEY_EXAMPLES)
def test_the_scale_gives_the_worked_examples(hand, total, advised):
    evaluation = evaluate_hand(hand)
    assert (evaluation.total, evaluation.advised) == (total, advised)


def test_each_term_is_named_and_counted():
    assert terms(CHAVEY_EXAMPLES[0][0]) == {
        "twenty_one": (1, 10),
        "excuse": (1, 8),
        "petit": (6, 7),
        "trumps": (6, 12),
        "major_trumps": (2, 4),
        "kings": (1, 6),
        "queens": (1, 3),
        "knights": (2, 4),
        "jacks": (1, 1),
        "long_suits": (1, 5),
    }
    assert terms(CHAVEY_EXAMPLES[2][0]) == {
        "twenty_one": (1, 10),
        "excuse": (1, 8),
        "trumps": (8, 16),
        "major_trumps": (4, 8),
        "major_runs": (3, 3),
        "mariages": (1, 10),
        "kings": (1, 6),
        "long_suits": (1, 7),
        "voids": (1, 6),
        "singletons": (1, 3),
    }
    assert terms(WEAK) == {"long_suits": (2, 10)}


def test_a_petit_with_few_trumps_is_worth_nothing_and_few_trumps_do_not_count():
    hand = terms("1 2 3 R♥ D♥ C♥ V♥ 10♥ 9♥ 8♥ 7♥ 6♥ 5♥ 4♥ 3♥ 2♥ 1♥ R♠")
    assert hand["petit_unguarded"] == (3, 0)
    assert hand["few_trumps"] == (3, 0)
    assert hand["voids"] == (2, 12)
    assert hand["long_suits"] == (1, 23)  # fourteen hearts: 9 for seven cards, 2 for each beyond


@pytest.mark.parametrize(("trumps", "worth"), [(5, 5), (6, 7), (7, 9), (12, 9)])
def test_the_petit_is_worth_more_the_more_trumps_guard_it(trumps, worth):
    others = " ".join(str(number) for number in range(2, trumps + 1))
    suits = "R♥ D♥ C♥ V♥ 10♥ 9♥ 8♥ 7♥ 6♥ 5♥ 4♥ 3♥ 2♥ 1♥ R♠ D♠ C♠".split()[: 18 - trumps]
    assert terms(f"1 {others} {' '.join(suits)}")["petit"] == (trumps, worth)


def test_a_run_of_majors_counts_one_more_each():
    assert terms("21 20 17 5 4 3 2 R♥ D♥ C♥ V♥ 10♥ 9♥ 8♥ 7♥ 6♥ 5♥ 4♥")["major_runs"] == (2, 2)
    assert "major_runs" not in terms("21 19 17 5 4 3 2 R♥ D♥ C♥ V♥ 10♥ 9♥ 8♥ 7♥ 6♥ 5♥ 4♥")


def test_the_total_is_the_sum_of_the_terms_and_sets_the_advice():
    strong, weak = evaluate_hand(STRONG), evaluate_hand(WEAK)
    assert strong.total == sum(term.points for term in strong.terms)
    assert strong.advised is Contract.GARDE_CONTRE
    assert weak.advised is None


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_term_has_a_sentence(lang):
    lines = evaluate_hand(STRONG).lines(lang)
    assert len(lines) == len(evaluate_hand(STRONG).terms) + 1
    assert all(line.strip() for line in lines)


def test_thresholds_follow_the_hand_size():
    hand_of_15 = "21 20 19 18 17 16 15 14 13 12 11 1 Excuse R♥ R♠"
    assert evaluate_hand(hand_of_15).thresholds[Contract.PETITE] < 40


@given(st.integers(0, 200), st.integers(1, 200))
@settings(max_examples=200, deadline=None)
def test_wilson_interval_holds_the_frequency_within_zero_and_one(successes, trials):
    successes = min(successes, trials)
    low, high = wilson_interval(successes, trials)
    assert 0 <= low <= successes / trials <= high <= 1
    assert high - low > 0


def test_wilson_interval_narrows_as_trials_grow():
    widths = [high - low for low, high in (wilson_interval(n // 2, n) for n in (10, 100, 1000))]
    assert widths[0] > widths[1] > widths[2]


def test_the_simulation_is_reproducible_with_a_seed():
    first = estimate_contract_chances(MIDDLE, deals=40, seed="repro")
    assert first == estimate_contract_chances(MIDDLE, deals=40, seed="repro")
    assert set(first) == set(Contract) and all(chance.deals == 40 for chance in first.values())


def test_its_interval_narrows_as_the_deals_grow():
    few = estimate_contract_chances(MIDDLE, deals=30, seed=3)[Contract.GARDE].interval
    many = estimate_contract_chances(MIDDLE, deals=300, seed=3)[Contract.GARDE].interval
    assert many[1] - many[0] < few[1] - few[0]


def test_it_is_honest_on_near_certain_hands():
    strong = estimate_contract_chances(STRONG, deals=100, seed=5)
    weak = estimate_contract_chances(WEAK, deals=100, seed=5)
    for contract in Contract:
        assert strong[contract].interval[0] > 0.9  # says near certain…
        assert weak[contract].interval[1] < 0.1  # …and near hopeless


def test_petite_and_garde_share_a_deal_and_chances_have_a_sentence():
    chances = estimate_contract_chances(MIDDLE, deals=30, seed=1)
    assert chances[Contract.PETITE].made == chances[Contract.GARDE].made
    assert "30" in chances[Contract.GARDE].localized("en")


@pytest.mark.parametrize(
    ("players", "hand"),
    [
        (3, "21 20 19 18 17 16 15 14 13 12 11 10 9 8 1 Excuse R♥ R♠ R♦ R♣ D♥ D♠ D♦ D♣"),
        (5, "21 20 19 18 17 16 15 14 13 12 11 1 Excuse R♥ R♠"),
    ],
)
def test_it_plays_at_three_and_five_players(players, hand):
    chances = estimate_contract_chances(hand, players, deals=10, seed=2)
    assert all(isinstance(chance, ContractChance) and chance.deals == 10 for chance in chances.values())


def test_progress_is_reported_up_to_the_last_deal():
    seen = []
    estimate_contract_chances(MIDDLE, deals=20, seed=1, progress=lambda done, total: seen.append((done, total)))
    assert seen[-1] == (20, 20)


@pytest.mark.parametrize(
    ("hand", "options"),
    [
        ("21 20 19", {}),
        ("1 2♠ 3♠ 4♠ 5♠ 1♥ 2♥ 3♥ 4♥ 5♥ 1♦ 2♦ 3♦ 4♦ 1♣ 2♣ 3♣ 4♣", {}),  # the Petit sec
        (MIDDLE, {"deals": 0}),
        (MIDDLE, {"players": 5}),
    ],
)
def test_bad_input_is_a_tarot_error(hand, options):
    with pytest.raises(TarotError) as raised:
        estimate_contract_chances(hand, **options)
    assert raised.value.message("fr") and raised.value.message("en")


def test_the_number_of_deals_is_written_as_each_language_writes_numbers():
    chance = ContractChance(Contract.GARDE, 435, 1000)
    assert "1\u202f000" in chance.localized("fr") and "1,000" in chance.localized("en")
