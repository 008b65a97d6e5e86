"""RULES.md §7, poignée: how many trumps, the Excuse standing in, and exactly the threshold shown."""

import string

import pytest

import tarot_learn as tl
from tarot_learn import POIGNEE_SIZES, CardSet, Poignee, cards_to_show, check_poignee, poignee_options
from tarot_learn.i18n import MESSAGES

SIMPLE, DOUBLE, TRIPLE = Poignee


def trumps(*numbers) -> str:
    return " ".join(str(number) for number in numbers)


def hand_with(trump_count: int, excuse: bool = False) -> CardSet:
    """A 4-player hand of 18 cards: trumps 1..trump_count, maybe the Excuse, then spades."""
    cards = trumps(*range(1, trump_count + 1)) + (" Excuse" if excuse else "")
    spades = 18 - trump_count - excuse
    return CardSet(cards + " " + " ".join(f"{rank}♠" for rank in range(1, spades + 1)))


def refusal(hand, shown, players=4, **options) -> tl.TarotError:
    with pytest.raises(tl.TarotError) as caught:
        check_poignee(hand, shown, players, **options)
    return caught.value


def test_sizes_bonuses_and_names():
    assert POIGNEE_SIZES == {3: (13, 15, 18), 4: (10, 13, 15), 5: (8, 10, 13)}
    assert [poignee.bonus for poignee in Poignee] == [20, 30, 40]
    assert [SIMPLE.size(players) for players in (3, 4, 5)] == [13, 10, 8]
    assert [TRIPLE.size(players) for players in (3, 4, 5)] == [18, 15, 13]
    assert DOUBLE.localized("fr") == "double poignée" and TRIPLE.localized("en") == "triple poignée"
    with pytest.raises(tl.PlayerCountError):
        SIMPLE.size(6)


# --- what a hand could show ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    "count, excuse, expected",
    [
        (9, False, []),
        (10, False, [SIMPLE]),
        (9, True, [SIMPLE]),
        (8, True, []),
        (12, False, [SIMPLE]),
        (12, True, [SIMPLE, DOUBLE]),
        (13, False, [SIMPLE, DOUBLE]),
        (14, True, [SIMPLE, DOUBLE, TRIPLE]),
        (15, False, [SIMPLE, DOUBLE, TRIPLE]),
    ],
)
def test_options_at_4_players_count_the_excuse_only_to_complete(count, excuse, expected):
    assert poignee_options(hand_with(count, excuse), 4) == expected


def test_options_at_3_and_5_players():
    assert poignee_options(trumps(*range(1, 13)), 3) == []
    assert poignee_options(trumps(*range(1, 13)) + " Excuse", 3) == [SIMPLE]
    assert poignee_options(trumps(*range(1, 19)), 3) == [SIMPLE, DOUBLE, TRIPLE]
    assert poignee_options(trumps(*range(1, 8)), 5) == []
    assert poignee_options(trumps(*range(1, 8)) + " Excuse", 5) == [SIMPLE]
    assert poignee_options(trumps(*range(1, 14)), 5) == [SIMPLE, DOUBLE, TRIPLE]


# --- checking a declaration -----------------------------------------------------------------------------
def test_showing_exactly_the_threshold_declares_that_poignee():
    hand = hand_with(15)
    assert check_poignee(hand, trumps(*range(1, 11)), 4) is SIMPLE
    assert check_poignee(hand, trumps(*range(3, 16)), 4) is DOUBLE
    assert check_poignee(hand, trumps(*range(1, 16)), 4) is TRIPLE


def test_the_excuse_stands_in_when_no_other_trump_is_left():
    assert check_poignee(hand_with(9, excuse=True), trumps(*range(1, 10)) + " Excuse", 4) is SIMPLE
    assert check_poignee(hand_with(12, excuse=True), trumps(*range(1, 13)) + " Excuse", 4) is DOUBLE


def test_the_excuse_is_refused_while_a_trump_stays_hidden():
    error = refusal(hand_with(11, excuse=True), trumps(*range(1, 10)) + " Excuse")
    assert (error.key, error.params) == ("error.poignee.excuse", {"cards": CardSet("10 11")})


def test_between_two_thresholds_show_exactly_the_lower_one():
    thresholds = {"players": 4, "simple": 10, "double": 13, "triple": 15}
    error = refusal(hand_with(12), trumps(*range(1, 12)))
    assert (error.key, error.params) == (
        "error.poignee.not_exact",
        {**thresholds, "count": 11, "size": 10, "poignee": SIMPLE},
    )
    error = refusal(hand_with(17), trumps(*range(1, 17)))
    assert error.params == {**thresholds, "count": 16, "size": 15, "poignee": TRIPLE}


def test_option_exact_count_false_accepts_extra_trumps():
    assert check_poignee(hand_with(12), trumps(*range(1, 12)), 4, exact_count=False) is SIMPLE
    assert check_poignee(hand_with(17), trumps(*range(1, 18)), 4, exact_count=False) is TRIPLE
    assert check_poignee(hand_with(14), trumps(*range(1, 14)), 4, exact_count=False) is DOUBLE
    error = refusal(hand_with(11, excuse=True), trumps(*range(1, 11)) + " Excuse", exact_count=False)
    assert error.key == "error.poignee.excuse"  # the Excuse rule holds with either option


def test_too_few_trumps():
    error = refusal(hand_with(12), trumps(*range(1, 10)))
    assert (error.key, error.params) == ("error.poignee.too_few", {"players": 4, "needed": 10, "count": 9})
    error = refusal(hand_with(12), trumps(*range(1, 8)), players=5)
    assert (error.key, error.params) == ("error.poignee.too_few", {"players": 5, "needed": 8, "count": 7})


def test_only_trumps_from_the_hand():
    error = refusal(hand_with(12), trumps(*range(1, 10)) + " 1♠")
    assert (error.key, error.params) == ("error.poignee.not_trump", {"cards": CardSet("1♠")})
    error = refusal(hand_with(9), trumps(*range(1, 10)) + " 21")
    assert isinstance(error, tl.CardNotInHandError)
    assert (error.key, error.params) == ("error.poignee.not_in_hand", {"cards": CardSet("21")})


def test_bad_input():
    with pytest.raises(tl.PlayerCountError):
        check_poignee(hand_with(12), trumps(*range(1, 11)), 2)
    with pytest.raises(tl.DuplicateCardError):
        check_poignee(hand_with(12), "1 1 2 3 4 5 6 7 8 9", 4)
    with pytest.raises(tl.CardParseError):
        check_poignee(hand_with(12), "1 2 3 zut", 4)


# --- the cards to show ------------------------------------------------------------------------------
def test_cards_to_show_uses_trumps_before_the_excuse():
    assert cards_to_show(hand_with(12, excuse=True), SIMPLE, 4) == CardSet(trumps(*range(1, 11)))
    assert cards_to_show(hand_with(12, excuse=True), DOUBLE, 4) == CardSet(trumps(*range(1, 13)) + " Excuse")
    error = pytest.raises(tl.IllegalActionError, cards_to_show, hand_with(12, excuse=True), TRIPLE, 4).value
    assert (error.key, error.params) == (
        "error.poignee.cannot",
        {"poignee": TRIPLE, "needed": 15, "count": 13, "players": 4},
    )


def test_over_seeded_deals_every_option_can_be_shown_and_is_accepted():
    shown = 0
    for players in (3, 4, 5):
        for seed in range(400):
            for hand in tl.deal(players, seed=seed).hands:
                options = poignee_options(hand, players)
                count = len(hand.trumps) + (tl.EXCUSE in hand)
                assert options == [poignee for poignee in Poignee if count >= POIGNEE_SIZES[players][poignee.value - 1]]
                for poignee in options:
                    cards = cards_to_show(hand, poignee, players)
                    assert len(cards) == poignee.size(players)
                    assert check_poignee(hand, cards, players) is poignee
                    shown += 1
    assert shown > 50  # poignées are rare; the loop must still meet enough of them


# --- every sentence of this module, in both languages ---------------------------------------------
POIGNEE_KEYS = [key for key in MESSAGES if key.startswith(("poignee.", "error.poignee."))]


def placeholders(sentence: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(sentence) if name}


@pytest.mark.parametrize("key", POIGNEE_KEYS)
def test_every_poignee_sentence_exists_in_both_languages_and_formats(key):
    french, english = MESSAGES[key]["fr"], MESSAGES[key]["en"]
    assert placeholders(french) == placeholders(english)
    params = {name: SIMPLE for name in placeholders(french)}
    for lang in ("fr", "en"):
        assert "{" not in tl.i18n.text(key, lang, **params)


def test_the_poignee_keys_are_all_there():
    assert len(POIGNEE_KEYS) == 10  # with error.poignee.unknown (cards_to_show given no Poignee)


# --- a trump of the écart counts, and is shown again (RULES.md §7) ----------------------------------
# Four kings and 14 trumps in hand, a 15th trump put in the écart and shown: a triple poignée.
FOUR_KINGS_14_TRUMPS = CardSet("R♠ R♥ R♦ R♣ " + trumps(*range(3, 17)))


def test_a_trump_shown_in_the_ecart_counts_toward_the_takers_poignee():
    assert poignee_options(FOUR_KINGS_14_TRUMPS, 4) == [SIMPLE, DOUBLE]
    assert poignee_options(FOUR_KINGS_14_TRUMPS, 4, shown_in_ecart="2") == [SIMPLE, DOUBLE, TRIPLE]
    assert check_poignee(FOUR_KINGS_14_TRUMPS, trumps(*range(2, 17)), 4, shown_in_ecart="2") is TRIPLE


def test_without_the_ecart_the_trump_is_not_the_takers_to_show():
    error = refusal(FOUR_KINGS_14_TRUMPS, trumps(*range(2, 17)))
    assert (error.key, error.params) == ("error.poignee.not_in_hand", {"cards": CardSet("2")})


def test_the_ecart_trump_is_shown_again_first():
    shown = cards_to_show(FOUR_KINGS_14_TRUMPS, SIMPLE, 4, shown_in_ecart="2")
    assert shown == CardSet(trumps(2, *range(3, 12)))
    assert cards_to_show(FOUR_KINGS_14_TRUMPS, TRIPLE, 4, shown_in_ecart="2") == CardSet(trumps(*range(2, 17)))


def test_the_excuse_stands_in_only_once_the_ecart_trumps_are_shown_too():
    hand = CardSet("R♠ R♥ R♦ R♣ Excuse 2♠ 3♠ 4♠ " + trumps(*range(4, 14)))  # 10 trumps and the Excuse
    error = refusal(hand, trumps(*range(4, 14)) + " 2 Excuse", players=4, exact_count=False, shown_in_ecart="2 3")
    assert (error.key, error.params) == ("error.poignee.excuse", {"cards": CardSet("3")})
    assert check_poignee(hand, trumps(*range(2, 14)) + " Excuse", 4, shown_in_ecart="2 3") is DOUBLE
