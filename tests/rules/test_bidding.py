"""RULES.md §3: the order of speech, bids higher than the highest, passes, and the redeal."""

import string

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tarot_learn as tl
from tarot_learn import Auction, Contract, IllegalActionError, parse_bid
from tarot_learn.i18n import MESSAGES, text

PETITE, GARDE, SANS, CONTRE = Contract


def error_of(action) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as caught:
        action()
    return caught.value


# --- the order of speech -------------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_the_player_on_the_dealers_right_speaks_first_and_the_dealer_last(players, dealer):
    auction = Auction(players, dealer)
    order = []
    while not auction.is_over:
        order.append(auction.speaker)
        auction.bid(auction.speaker, None)
    assert order == [(dealer + 1 + turn) % players for turn in range(players)]
    assert order[-1] == dealer
    assert auction.speaker is None


def test_a_full_auction_names_the_taker_and_the_contract():
    auction = Auction(players=4, dealer=3)
    auction.bid(0, "petite")
    auction.bid(1, None)
    assert auction.taker is None and auction.contract is None  # not over yet
    assert auction.highest_bid == (0, PETITE)
    auction.bid(2, "Garde")
    auction.bid(3, "passe")
    assert auction.is_over and not auction.all_passed
    assert (auction.taker, auction.contract) == (2, GARDE)
    assert auction.history == [(0, PETITE), (1, None), (2, GARDE), (3, None)]


def test_history_is_a_copy():
    auction = Auction(3, 0)
    auction.history.append((1, GARDE))
    assert auction.history == []


def test_allowed_lists_the_contracts_above_the_highest_bid():
    auction = Auction(5, 0)
    assert auction.allowed() == [PETITE, GARDE, SANS, CONTRE]
    auction.bid(1, GARDE)
    assert auction.allowed() == [SANS, CONTRE]
    auction.bid(2, None)
    assert auction.allowed() == [SANS, CONTRE]
    auction.bid(3, CONTRE)
    assert auction.allowed() == []
    auction.bid(4, None)
    auction.bid(0, None)
    assert auction.allowed() == []


def test_when_everyone_passes_the_next_dealer_deals():
    auction = Auction(4, dealer=3)
    for seat in (0, 1, 2, 3):
        auction.bid(seat, "pass")
    assert auction.all_passed and auction.is_over
    assert auction.taker is None and auction.contract is None
    assert auction.next_dealer == 0
    assert auction.describe("fr") == text("auction.all_passed", "fr", dealer="le joueur 1")  # seat 0, counted from 1


def test_the_dealer_may_outbid_everyone():
    auction = Auction(3, dealer=1)
    auction.bid(2, "petite")
    auction.bid(0, "garde sans")
    auction.bid(1, "garde contre")
    assert (auction.taker, auction.contract) == (1, CONTRE)


# --- illegal actions -----------------------------------------------------------------------------
def test_not_your_turn():
    auction = Auction(4, 0)
    error = error_of(lambda: auction.bid(2, GARDE))
    assert (error.key, error.params) == ("error.auction.not_your_turn", {"seat": 2, "speaker": 1})
    assert auction.history == []  # nothing was recorded


def test_already_spoke_is_named_before_not_your_turn():
    auction = Auction(4, 0)
    auction.bid(1, GARDE)
    error = error_of(lambda: auction.bid(1, SANS))
    assert (error.key, error.params) == ("error.auction.already_spoke", {"seat": 1, "bid": GARDE})
    auction.bid(2, None)
    error = error_of(lambda: auction.bid(2, SANS))
    assert error.key == "error.auction.already_spoke" and error.params["seat"] == 2
    assert error.params["bid"].localized("fr") == text("bid.pass", "fr")  # a pass, said as a pass


@pytest.mark.parametrize("lower", [PETITE, GARDE])
def test_a_bid_must_be_higher_than_the_highest(lower):
    auction = Auction(4, 0)
    auction.bid(1, GARDE)
    error = error_of(lambda: auction.bid(2, lower))
    assert error.key == "error.auction.not_higher"
    assert {name: error.params[name] for name in ("bid", "highest", "bidder")} == {
        "bid": lower,
        "highest": GARDE,
        "bidder": 1,
    }
    assert error.params["allowed"].contracts == [SANS, CONTRE]
    auction.bid(2, None)  # passing is still allowed
    assert auction.speaker == 3


def test_nothing_is_higher_than_garde_contre():
    auction = Auction(3, 0)
    auction.bid(1, CONTRE)
    error = error_of(lambda: auction.bid(2, CONTRE))
    assert (error.key, error.params) == ("error.auction.nothing_higher", {"highest": CONTRE, "bidder": 1})


def test_no_bid_after_the_auction_is_over():
    auction = Auction(3, 0)
    for seat in (1, 2, 0):
        auction.bid(seat, None)
    error = error_of(lambda: auction.bid(1, GARDE))
    assert error.key == "error.auction.over"
    assert "over" in error.message("en") and "finies" in error.message("fr")


@pytest.mark.parametrize("bad", ["gardo", "garde avec", "", "roi", "kings"])
def test_a_text_that_is_not_a_bid(bad):
    error = error_of(lambda: Auction(4, 0).bid(1, bad))
    assert (error.key, error.params) == ("error.bid.unknown", {"given": bad})


@pytest.mark.parametrize("bad", [2, 2.0, True, ["garde"]])
def test_a_value_that_is_not_a_bid(bad):
    error = error_of(lambda: parse_bid(bad))
    assert error.key == "error.bid.not_text"
    assert repr(bad) in error.message("en")


def test_an_unknown_seat_is_refused():
    with pytest.raises(tl.TarotError) as caught:
        Auction(4, 0).bid(7, GARDE)
    assert (caught.value.key, caught.value.params) == ("error.seat", {"given": 7, "last": 3})


@pytest.mark.parametrize("players", [2, 6, "4"])
def test_only_3_4_or_5_players(players):
    with pytest.raises(tl.PlayerCountError):
        Auction(players, 0)


def test_the_dealer_must_be_a_seat():
    with pytest.raises(tl.TarotError):
        Auction(4, 4)


def test_errors_are_value_errors():
    assert isinstance(error_of(lambda: parse_bid("zut")), ValueError)


# --- reading bids --------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text, contract",
    [
        ("passe", None),
        ("Pass", None),
        ("je passe", None),
        ("  PASSE ", None),
        ("petite", PETITE),
        ("Prise", PETITE),
        ("Petite (Prise)", PETITE),
        ("garde", GARDE),
        ("GARDE", GARDE),
        ("guard", GARDE),
        ("garde sans", SANS),
        ("Garde sans le chien", SANS),
        ("garde_sans", SANS),
        ("garde-sans", SANS),
        ("Garde contre", CONTRE),
        ("garde contre le chien", CONTRE),
        ("guard against the chien", CONTRE),
        ("Garde sans (without the chien)", SANS),
        ("Gärde Contre", CONTRE),
    ],
)
def test_parse_bid_reads_french_and_english(text, contract):
    assert parse_bid(text) is contract


def test_parse_bid_reads_every_contracts_own_names():
    for contract in Contract:
        assert parse_bid(contract) is contract
        for lang in ("fr", "en"):
            assert parse_bid(contract.localized(lang)) is contract
    assert parse_bid(None) is None


def test_describe_says_whose_turn_and_the_highest_bid():
    auction = Auction(5, 2)
    assert auction.describe("en") == text("auction.turn_no_bid", "en", seat="player 4")  # seat 3, counted from 1
    auction.bid(3, "garde")
    assert auction.describe("fr") == text("auction.turn", "fr", seat="le joueur 5", highest=GARDE, bidder="le joueur 4")
    for seat in (4, 0, 1, 2):
        auction.bid(seat, None)
    assert auction.describe("en") == text("auction.taker", "en", seat="player 4", contract=GARDE)


# --- any sequence of legal actions -------------------------------------------------------------
@settings(max_examples=300, deadline=None)
@given(st.sampled_from([3, 4, 5]), st.integers(0, 4), st.lists(st.integers(0, 4), min_size=5, max_size=5))
def test_random_auctions_keep_every_rule(players, dealer, choices):
    auction = Auction(players, dealer % players)
    for choice in choices[:players]:
        allowed = auction.allowed()
        bid = allowed[choice % len(allowed)] if allowed and choice % 2 else None
        auction.bid(auction.speaker, bid)
    bids = [bid for _, bid in auction.history if bid is not None]
    assert bids == sorted(set(bids))  # strictly rising
    assert len({seat for seat, _ in auction.history}) == players
    if bids:
        assert auction.contract is bids[-1]
        assert (auction.taker, auction.contract) in auction.history
    else:
        assert auction.all_passed


# --- every sentence of this module, in both languages ---------------------------------------------
BIDDING_KEYS = [key for key in MESSAGES if key.startswith(("bid.", "auction.", "error.bid.", "error.auction."))]


def placeholders(sentence: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(sentence) if name}


@pytest.mark.parametrize("key", BIDDING_KEYS)
def test_every_bidding_sentence_exists_in_both_languages_and_formats(key):
    french, english = MESSAGES[key]["fr"], MESSAGES[key]["en"]
    assert placeholders(french) == placeholders(english)
    params = {name: GARDE for name in placeholders(french)}
    for lang in ("fr", "en"):
        sentence = tl.i18n.text(key, lang, **params)
        assert sentence and "{" not in sentence


def test_the_bidding_keys_are_all_there():
    assert len(BIDDING_KEYS) == 13  # auction.taker_you: the viewer took
