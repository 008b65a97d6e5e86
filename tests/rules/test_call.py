"""RULES.md §4, 5 players: calling a king (or a queen, a knight…) and finding the partner."""

import string

import pytest

import tarot_learn as tl
from tarot_learn import CardSet, IllegalActionError, callable_cards, check_call, describe_call, partner_of
from tarot_learn.i18n import MESSAGES, text
from tarot_learn.seats import numbered_name

KINGS = "R♠ R♥ R♦ R♣"
QUEENS = "D♠ D♥ D♦ D♣"
KNIGHTS = "C♠ C♥ C♦ C♣"


def texts(cards) -> str:
    return " ".join(card.text("fr") for card in cards)


# --- what may be called ----------------------------------------------------------------------------
def test_with_fewer_than_four_kings_the_taker_calls_a_king():
    assert texts(callable_cards("R♠ R♥ R♦ 2♣ 5 7 21")) == KINGS
    assert texts(callable_cards("2♠ 3♠ 4 Excuse")) == KINGS


# With all four kings he calls the next rank down, or one of his own kings to play alone.
def test_with_all_four_kings_the_taker_calls_a_queen_or_one_of_his_kings():
    assert texts(callable_cards(f"{KINGS} D♥ 2♠ 3 4")) == f"{QUEENS} {KINGS}"


def test_with_all_kings_and_queens_the_taker_calls_a_knight_or_one_of_his_kings():
    assert texts(callable_cards(f"{KINGS} {QUEENS} C♥ 5 6 7")) == f"{KNIGHTS} {KINGS}"


def test_with_all_kings_queens_and_knights_the_taker_calls_a_jack_or_one_of_his_kings():
    assert texts(callable_cards(f"{KINGS} {QUEENS} {KNIGHTS} 2 3 4")) == f"V♠ V♥ V♦ V♣ {KINGS}"


def test_the_taker_may_call_a_king_he_holds():
    assert check_call("R♠ R♥ 2♣ 5", "R♠") == tl.parse_card("R♠")
    assert check_call("R♠ R♥ 2♣ 5", "king of clubs") == tl.parse_card("R♣")


def test_a_queen_may_not_be_called_without_all_four_kings():
    with pytest.raises(IllegalActionError) as caught:
        check_call("R♠ R♥ R♦ 2♣ 5", "D♣")
    error = caught.value
    assert (error.key, error.params) == (
        "error.call.not_callable",
        {"card": tl.parse_card("D♣"), "allowed": CardSet(KINGS)},
    )


def test_with_all_four_kings_the_taker_may_call_himself_and_plays_alone():
    # RULES.md §4 (FFT: « il peut s'appeler lui-même en appelant un Roi faisant partie de son jeu »).
    deal = tl.deal(5, seed=3)
    hands = [CardSet(f"{KINGS} 2♠ 3♠ 4♠ 5♠ 1 2 3 4 5 6 7"), *deal.hands[1:]]
    hands[1:] = [hand - hands[0] for hand in hands[1:]]
    assert check_call(hands[0], "R♥") == tl.parse_card("R♥")
    assert partner_of(0, "R♥", hands, ()) is None
    own = text("call.alone_own", "en", taker="player 1", card=tl.parse_card("R♥"))  # seat 0, counted from 1
    assert describe_call(0, "R♥", hands, (), lang="en") == own


def test_with_all_four_kings_a_knight_is_still_refused():
    with pytest.raises(IllegalActionError) as caught:
        check_call(f"{KINGS} 2♠", "C♥")
    assert caught.value.params["allowed"] == CardSet(f"{QUEENS} {KINGS}")


@pytest.mark.parametrize("card", ["21", "Excuse", "1", "7♥"])
def test_a_trump_the_excuse_or_a_small_card_is_never_called(card):
    with pytest.raises(IllegalActionError):
        check_call("2♠ 3♠", card)


def test_unreadable_called_card_is_a_parse_error():
    with pytest.raises(tl.CardParseError):
        check_call("2♠ 3♠", "roi de bidule")


def test_a_hand_of_more_than_15_cards_is_not_a_takers_hand_at_5_players():
    with pytest.raises(tl.CardCountError) as caught:
        callable_cards(tl.deal(4, seed=1).hands[0])
    assert (caught.value.key, caught.value.params) == ("error.call.hand_size", {"count": 18, "expected": 15})


# --- who the partner is --------------------------------------------------------------------------
def test_the_holder_of_the_called_card_is_the_partner():
    deal = tl.deal(5, seed=11)
    for seat, hand in enumerate(deal.hands):
        for card in hand:
            if card.is_king:
                taker = (seat + 1) % 5
                assert partner_of(taker, card, deal.hands, deal.chien) == seat
                assert partner_of(seat, card, deal.hands, deal.chien) is None  # his own card: alone


def test_a_called_card_in_the_chien_leaves_the_taker_alone():
    hands = [CardSet("R♠ 2♠"), CardSet("R♥"), CardSet("3♠"), CardSet("4♠"), CardSet("5♠")]
    assert partner_of(0, "R♦", hands, CardSet("R♦ 6♠ 7♠")) is None
    assert partner_of(0, "R♥", hands, CardSet("R♦ 6♠ 7♠")) == 1
    assert partner_of(0, "R♠", hands, CardSet("R♦ 6♠ 7♠")) is None


def test_partner_of_refuses_what_cannot_be():
    hands = [CardSet("R♠"), CardSet("R♥"), CardSet("3♠"), CardSet("4♠"), CardSet("5♠")]
    with pytest.raises(tl.PlayerCountError) as caught:
        partner_of(0, "R♥", hands[:4], "R♦")
    assert (caught.value.key, caught.value.params) == ("error.call.players", {"given": 4})
    with pytest.raises(IllegalActionError) as caught:
        partner_of(0, "R♣", hands, "R♦")
    assert caught.value.key == "error.call.card_missing"
    with pytest.raises(tl.TarotError):
        partner_of(5, "R♥", hands, "R♦")


def test_describe_call_tells_every_case_in_both_languages():
    hands = [CardSet("R♠ 2♠"), CardSet("R♥"), CardSet("3♠"), CardSet("4♠"), CardSet("5♠")]
    chien = CardSet("R♦ 6♠ 7♠")
    card = tl.parse_card
    for lang in ("fr", "en"):  # seats 0 and 1 are the learner's players 1 and 2
        taker, partner = numbered_name(0, lang, noun=True), numbered_name(1, lang, noun=True)
        assert describe_call(0, "R♥", hands, chien, lang) == text(
            "call.partner", lang, taker=taker, card=card("R♥"), partner=partner
        )
        assert describe_call(0, "R♦", hands, chien, lang) == text(
            "call.alone_chien", lang, taker=taker, card=card("R♦")
        )
        assert describe_call(0, "R♠", hands, chien, lang) == text("call.alone_own", lang, taker=taker, card=card("R♠"))
    said = describe_call(0, "R♥", hands, chien, "fr")
    assert "le joueur 1" in said and "le joueur 2" in said and "0" not in said


# --- over many deals -------------------------------------------------------------------------------
def test_over_seeded_deals_every_callable_card_has_exactly_one_place():
    for seed in range(300):
        deal = tl.deal(5, seed=seed)
        for taker, hand in enumerate(deal.hands):
            cards = callable_cards(hand)
            lowest = [card for card in cards if card.rank == min(card.rank for card in cards)]
            assert len(lowest) == 4 and not all(card in hand for card in lowest)
            assert len(cards) == (8 if cards[0].rank < tl.cards.KING else 4)
            for card in cards:
                assert check_call(hand, card) is card
                partner = partner_of(taker, card, deal.hands, deal.chien)
                if partner is None:
                    assert card in hand or card in deal.chien
                else:
                    assert partner != taker and card in deal.hands[partner]


# --- every sentence of this module, in both languages ---------------------------------------------
CALL_KEYS = [key for key in MESSAGES if key.startswith(("call.", "error.call."))]


def placeholders(sentence: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(sentence) if name}


@pytest.mark.parametrize("key", CALL_KEYS)
def test_every_call_sentence_exists_in_both_languages_and_formats(key):
    french, english = MESSAGES[key]["fr"], MESSAGES[key]["en"]
    assert placeholders(french) == placeholders(english)
    params = {name: tl.parse_card("R♥") for name in placeholders(french)}
    assert tl.i18n.text(key, "fr", **params) != tl.i18n.text(key, "en", **params)
    assert "{" not in tl.i18n.text(key, "en", **params)


def test_the_call_keys_are_all_there():
    assert len(CALL_KEYS) == 11  # the three cases told by the taker himself, and by the partner


def test_describe_call_seen_from_the_taker_or_the_partner():
    hands = [CardSet("R♠ 2♠"), CardSet("R♥"), CardSet("3♠"), CardSet("4♠"), CardSet("5♠")]
    chien = CardSet("R♦ 6♠ 7♠")
    card = tl.parse_card
    for lang in ("fr", "en"):
        right = tl.seats.seat_name(1, 0, 5, lang, noun=True)  # seat 1 sits on seat 0's right
        assert describe_call(0, "R♥", hands, chien, lang, viewer=0) == text(
            "call.you_partner", lang, card=card("R♥"), partner=right
        )
        assert describe_call(0, "R♦", hands, chien, lang, viewer=0) == text(
            "call.you_alone_chien", lang, card=card("R♦")
        )
        assert describe_call(0, "R♠", hands, chien, lang, viewer=0) == text("call.you_alone_own", lang, card=card("R♠"))
        left = tl.seats.seat_name(0, 1, 5, lang, noun=True)
        assert describe_call(0, "R♥", hands, chien, lang, viewer=1) == text(
            "call.partner_you", lang, taker=left, card=card("R♥")
        )
