"""RULES.md §4: the chien, the écart and its rules, every broken rule reported at once."""

import random
import string

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import tarot_learn as tl
from tarot_learn import CardSet, Contract, EcartProblem, check_ecart, chien_destination, ecart_candidates, ecart_size
from tarot_learn.cards import BOUT_BITS, KING_BITS, TRUMP_BITS
from tarot_learn.i18n import MESSAGES, text

# A taker at 4 players with plenty of cards to put aside: 18 cards, then a chien of 6.
HAND = CardSet("R♠ R♥ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ 2 3 4 5 21 1 Excuse")
CHIEN = CardSet("2♥ 3♥ 4♥ 5♥ 6♥ D♥")
# A taker short of plain cards: 4 kings, 3 bouts and 11 trumps; the chien brings 3 small spades.
STRONG = CardSet("R♠ R♥ R♦ R♣ 1 21 Excuse 2 3 4 5 6 7 8 9 10 11 12")
STRONG_CHIEN = CardSet("2♠ 3♠ 4♠ 13 14 15")


def codes(verdict) -> list[str]:
    return [issue.code for issue in verdict.problems]


def test_ecart_size_is_the_chien_size():
    assert [ecart_size(players) for players in (3, 4, 5)] == [6, 6, 3]
    with pytest.raises(tl.PlayerCountError):
        ecart_size(6)


# --- a legal écart -------------------------------------------------------------------------------
def test_a_legal_ecart_gives_the_new_hand():
    verdict = check_ecart(HAND, CHIEN, "2♥ 3♥ 4♥ 5♥ 6♥ D♥")
    assert verdict.legal and verdict.problems == []
    assert verdict.new_hand == HAND
    assert isinstance(verdict.new_hand, tl.Hand)
    assert verdict.must_show == CardSet()
    assert verdict.messages("fr") == [text("ecart.legal", "fr")]
    assert verdict.messages("en") == [text("ecart.legal", "en")]


def test_the_ecart_may_mix_hand_and_chien_and_keep_queens_knights_jacks():
    verdict = check_ecart(HAND, CHIEN, ["D♥", "2♠", "3♠", "4♥", "10♠", "9♠"])
    assert verdict.legal
    assert verdict.new_hand == (HAND | CHIEN) - CardSet("D♥ 2♠ 3♠ 4♥ 10♠ 9♠")
    assert len(verdict.new_hand) == 18


def test_trumps_are_allowed_when_other_cards_run_short_and_must_be_shown():
    verdict = check_ecart(STRONG, STRONG_CHIEN, "2♠ 3♠ 4♠ 2 13 15")
    assert verdict.legal
    assert verdict.must_show == CardSet("2 13 15")
    for lang in ("fr", "en"):
        assert verdict.messages(lang) == [text("ecart.legal_show", lang, cards=CardSet("2 13 15"))]
    assert verdict.explain("en") == verdict.messages("en")[0]


def test_the_verdict_remembers_its_language():
    verdict = check_ecart(HAND, CHIEN, "R♠ 3♥ 4♥ 5♥ 6♥ D♥", lang="fr")
    assert str(verdict) == verdict.problems[0].message("fr") and "R♠" in str(verdict)
    assert verdict.explain("en") == verdict.problems[0].message("en") and "K♠" in verdict.explain("en")


# --- each rule broken alone -----------------------------------------------------------------------
@pytest.mark.parametrize(
    "ecart, code, cards, params",
    [
        ("R♠ 3♥ 4♥ 5♥ 6♥ D♥", "king", "R♠", {}),
        ("21 3♥ 4♥ 5♥ 6♥ D♥", "bout", "21", {}),
        ("1 3♥ 4♥ 5♥ 6♥ D♥", "bout", "1", {}),
        ("Excuse 3♥ 4♥ 5♥ 6♥ D♥", "bout", "Excuse", {}),
        ("2 3♥ 4♥ 5♥ 6♥ D♥", "trump_not_allowed", "2", {"needed": 6}),
        ("3♥ 4♥ 5♥ 6♥ D♥", "wrong_count", "", {"count": 5, "needed": 6}),
        ("2♥ 3♥ 4♥ 5♥ 6♥ D♥ 2♠", "wrong_count", "", {"count": 7, "needed": 6}),
        ("2♦ 3♥ 4♥ 5♥ 6♥ D♥", "not_available", "2♦", {}),
        ("2♥ 2♥ 3♥ 4♥ 5♥ 6♥ D♥", "duplicate", "2♥", {}),
    ],
)
def test_each_rule_broken_alone(ecart, code, cards, params):
    verdict = check_ecart(HAND, CHIEN, ecart)
    assert not verdict.legal and verdict.new_hand is None
    assert codes(verdict) == [code]
    issue = verdict.problems[0]
    assert (issue.cards, issue.params) == (CardSet(cards), params)
    for lang in ("fr", "en"):  # the sentence of its key names the cards (the wording: tests/golden)
        assert verdict.messages(lang) == [issue.message(lang)]
        assert all(card.name(lang) in issue.message(lang) for card in issue.cards if card.is_bout)


def test_too_many_trumps_when_some_are_forced():
    verdict = check_ecart(STRONG, STRONG_CHIEN, "2♠ 3♠ 2 3 4 5")  # 3 plain cards were there: only 3 trumps
    assert codes(verdict) == ["too_many_trumps"]
    assert verdict.problems[0].cards == CardSet("2 3 4 5")
    assert verdict.problems[0].params == {"count": 4, "allowed": 3}
    assert verdict.must_show == CardSet("2 3 4 5")  # the trumps put aside, even in a refused écart


def test_several_broken_rules_are_all_reported():
    verdict = check_ecart(HAND, CHIEN, ["R♠", "R♥", "21", "Excuse", "2", "2♦", "2♦"])
    assert codes(verdict) == ["duplicate", "not_available", "king", "bout", "trump_not_allowed"]
    assert verdict.problems[2].cards == CardSet("R♠ R♥")
    assert verdict.problems[3].cards == CardSet("21 Excuse")
    assert verdict.messages("en") == [issue.message("en") for issue in verdict.problems]
    assert all(card.name("fr") in verdict.messages("fr")[3] for card in CardSet("21 Excuse"))


def test_wrong_count_and_king_together():
    verdict = check_ecart(HAND, CHIEN, "R♠ 1 Excuse")
    assert codes(verdict) == ["wrong_count", "king", "bout"]
    assert all(card.name("fr") in verdict.messages("fr")[2] for card in CardSet("1 Excuse"))


def test_problem_codes_and_enum_agree():
    assert {problem.name.lower() for problem in EcartProblem} == {
        "wrong_count",
        "duplicate",
        "not_available",
        "king",
        "bout",
        "trump_not_allowed",
        "too_many_trumps",
    }


# --- input the verdict does not cover: programmer errors --------------------------------------------
def test_unreadable_text_is_a_parse_error():
    with pytest.raises(tl.CardParseError):
        check_ecart(HAND, CHIEN, "2♥ 3♥ bidule")


def test_hand_and_chien_must_fit_a_table():
    with pytest.raises(tl.CardCountError) as caught:
        check_ecart(HAND - CardSet("R♠"), CHIEN, "2♥ 3♥ 4♥ 5♥ 6♥ D♥")
    assert (caught.value.key, caught.value.params) == ("error.ecart.sizes", {"hand": 17, "chien": 6})
    with pytest.raises(tl.CardCountError):
        ecart_candidates(HAND, CHIEN - CardSet("D♥"))


def test_hand_and_chien_may_not_share_a_card():
    with pytest.raises(tl.DuplicateCardError) as caught:
        check_ecart(HAND, CardSet("2♠ 3♥ 4♥ 5♥ 6♥ D♥"), "3♥ 4♥ 5♥ 6♥ D♥ 3♠")
    assert (caught.value.key, caught.value.params) == ("error.ecart.hand_and_chien", {"cards": CardSet("2♠")})


# --- candidates ------------------------------------------------------------------------------------
def test_candidates_exclude_kings_bouts_and_unneeded_trumps():
    candidates = ecart_candidates(HAND, CHIEN)
    assert candidates == (HAND | CHIEN) - CardSet("R♠ R♥ 2 3 4 5 21 1 Excuse")


def test_candidates_include_trumps_but_no_bout_when_plain_cards_are_short():
    assert ecart_candidates(STRONG, STRONG_CHIEN) == CardSet("2♠ 3♠ 4♠ 2 3 4 5 6 7 8 9 10 11 12 13 14 15")


# --- the chien at Garde sans and Garde contre -------------------------------------------------------------
def test_chien_destination():
    assert chien_destination(Contract.PETITE) == "taker"
    assert chien_destination(Contract.GARDE) == "taker"
    assert chien_destination(Contract.GARDE_SANS) == "taker"
    assert chien_destination(Contract.GARDE_CONTRE) == "defence"
    assert chien_destination("garde contre") == "defence"
    assert not Contract.GARDE_SANS.taker_takes_chien and not Contract.GARDE_CONTRE.taker_takes_chien
    with pytest.raises(tl.IllegalActionError) as caught:
        chien_destination("passe")
    assert caught.value.key == "error.chien.no_contract"


# --- properties over random deals ---------------------------------------------------------------------
def by_the_rule(hand, chien) -> list:
    """An écart chosen the way the rule says: plain cards first, then (lowest) trumps."""
    candidates = ecart_candidates(hand, chien)
    plain = [card for card in candidates if not card.is_trump]
    trumps = [card for card in candidates if card.is_trump]
    return (plain + trumps)[: len(chien)]


def reference_is_legal(hand, chien, ecart) -> bool:
    """The engine rule of RULES.md §4, written the plain way."""
    pool = set(hand) | set(chien)
    if len(set(ecart)) != len(ecart) or len(ecart) != len(chien) or not set(ecart) <= pool:
        return False
    if any(card.is_king or card.is_bout for card in ecart):
        return False
    plain = [card for card in pool if not card.is_trump and not card.is_king and not card.is_bout]
    missing = max(0, len(chien) - len(plain))
    return sum(card.is_trump for card in ecart) == missing


@pytest.mark.parametrize("players", [3, 4, 5])
def test_over_seeded_deals_an_ecart_by_the_rule_is_always_legal(players):
    for seed in range(400):
        deal = tl.deal(players, seed=seed)
        taker = seed % players
        hand, chien = deal.hands[taker], deal.chien
        assert len(ecart_candidates(hand, chien)) >= len(chien)  # there is always a legal écart
        verdict = check_ecart(hand, chien, by_the_rule(hand, chien))
        assert verdict.legal, verdict.messages("en")
        assert len(verdict.new_hand) == len(hand)
        assert verdict.must_show == CardSet(card for card in verdict.ecart if card.is_trump)


def test_a_taker_full_of_trumps_still_has_a_legal_ecart():
    forced = 0
    for seed in range(200):
        rng = random.Random(seed)
        trumps = [card for card in tl.DECK if card.is_trump and not card.is_bout]
        others = [card for card in tl.DECK if not card.is_trump and not card.is_excuse]
        rng.shuffle(others)
        # Kings, bouts, and as many trumps as a hand can hold: the plain cards run short.
        pool = [card for card in tl.DECK if card.is_king or card.is_bout] + trumps[:12]
        pool += [card for card in others if not card.is_king][: 24 - len(pool) + rng.randrange(3)]
        rng.shuffle(pool)
        hand, chien = CardSet(pool[:18]), CardSet(pool[18:24])
        plain = [card for card in hand | chien if not card.is_trump and not card.is_king and not card.is_bout]
        verdict = check_ecart(hand, chien, by_the_rule(hand, chien))
        assert verdict.legal, verdict.messages("en")
        assert len(verdict.must_show) == max(0, 6 - len(plain))  # exactly the missing number of trumps
        forced += bool(verdict.must_show)
    assert forced > 50


@settings(max_examples=400, deadline=None)
@given(st.sampled_from([3, 4, 5]), st.integers(0, 10**6), st.randoms(use_true_random=False))
def test_a_random_ecart_is_judged_like_the_plain_rule(players, seed, rng):
    deal = tl.deal(players, seed=seed)
    hand, chien = deal.hands[seed % players], deal.chien
    pool = list(hand | chien)
    ecart = rng.sample(pool, len(chien))
    verdict = check_ecart(hand, chien, ecart)
    assert verdict.legal == reference_is_legal(hand, chien, ecart)
    if any(card.is_king or card.is_bout for card in ecart):
        assert not verdict.legal
        assert {"king", "bout"} & set(codes(verdict))


@settings(max_examples=300, deadline=None)
@given(st.sampled_from([3, 4, 5]), st.integers(0, 10**6), st.randoms(use_true_random=False))
def test_a_random_ecart_with_a_king_or_a_bout_is_always_refused(players, seed, rng):
    deal = tl.deal(players, seed=seed)
    hand, chien = deal.hands[seed % players], deal.chien
    pool = list(hand | chien)
    forbidden = [card for card in pool if card.bit & (KING_BITS | BOUT_BITS)]
    assume(forbidden)  # a hand and chien without any king or bout (rare) say nothing here
    first = rng.choice(forbidden)
    ecart = [first, *rng.sample([card for card in pool if card != first], len(chien) - 1)]
    verdict = check_ecart(hand, chien, ecart)
    assert not verdict.legal and verdict.new_hand is None
    assert ("king" if first.is_king else "bout") in codes(verdict)
    assert all(card.bit & TRUMP_BITS for card in verdict.must_show)


# --- every sentence of this module, in both languages ---------------------------------------------
ECART_KEYS = [key for key in MESSAGES if key.startswith(("ecart.", "error.ecart.", "error.chien.", "word.and"))]


def placeholders(sentence: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(sentence) if name}


@pytest.mark.parametrize("key", ECART_KEYS)
def test_every_ecart_sentence_exists_in_both_languages_and_formats(key):
    french, english = MESSAGES[key]["fr"], MESSAGES[key]["en"]
    assert placeholders(french) == placeholders(english)
    params = {name: 6 for name in placeholders(french)}
    assert tl.i18n.text(key, "fr", **params) != tl.i18n.text(key, "en", **params)
    assert "{" not in tl.i18n.text(key, "fr", **params)


def test_the_ecart_keys_are_all_there():
    assert len(ECART_KEYS) == 13
    assert {problem.value for problem in EcartProblem} <= set(ECART_KEYS)
