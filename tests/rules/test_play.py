"""RULES.md §5 and §6: legal cards, the reason for each, and who wins a trick."""

import pytest

import tarot_learn as tl
from tarot_learn import Reason
from tarot_learn.i18n import text


def legal(hand, trick=""):
    return str(tl.legal_cards(tl.CardSet(hand), trick))


def reason(card, hand, trick=""):
    return tl.explain_play(card, hand, trick).reason


# --- each rule of §5 -----------------------------------------------------------------------------
def test_the_leader_may_play_anything():
    assert legal("R♥ 2♠ 5 Excuse") == "2♠ R♥ 5 Excuse"
    assert reason("2♠", "R♥ 2♠ 5") is Reason.LEADING


def test_follow_suit_with_any_card_of_the_suit_no_duty_to_go_higher():
    assert legal("R♥ 2♥ 7♠ 5 Excuse", "D♥") == "2♥ R♥ Excuse"
    assert tl.explain_play("2♥", "R♥ 2♥ 7♠ 5", "D♥").legal
    assert reason("2♥", "R♥ 2♥ 7♠ 5", "D♥") is Reason.FOLLOWS_SUIT


def test_no_duty_to_go_higher_in_suit_even_when_the_trick_is_trumped():
    assert legal("R♥ 2♥ 20", "D♥ 4") == "2♥ R♥"


def test_must_follow_suit_rather_than_trump_or_discard():
    verdict = tl.explain_play("5", "R♥ 2♥ 7♠ 5", "D♥")
    assert not verdict.legal and verdict.reason is Reason.MUST_FOLLOW
    assert verdict.params == {"suit": tl.Suit.HEARTS, "cards": tl.CardSet("2♥ R♥")}
    for lang in ("fr", "en"):  # the verdict, then the rule's sentence with this position's facts
        assert verdict.explain(lang) == " ".join(
            [
                text("play.verdict.illegal", lang, card=tl.parse_card("5")),
                text("play.must_follow", lang, card=tl.parse_card("5"), suit=tl.Suit.HEARTS, cards=tl.CardSet("2♥ R♥")),
            ]
        )


def test_void_in_suit_must_trump():
    assert legal("7♠ 3 12", "D♥") == "3 12"
    verdict = tl.explain_play("7♠", "7♠ 3 12", "D♥")
    assert verdict.reason is Reason.MUST_TRUMP
    assert verdict.params == {"suit": tl.Suit.HEARTS, "cards": tl.CardSet("3 12")}
    assert reason("3", "7♠ 3 12", "D♥") is Reason.TRUMPS


def test_must_overtrump_when_possible():
    assert legal("7♠ 3 12 19", "D♥ 10") == "12 19"
    verdict = tl.explain_play("3", "7♠ 3 12 19", "D♥ 10")
    assert verdict.reason is Reason.MUST_OVERTRUMP
    assert verdict.params == {"top": tl.parse_card("10"), "cards": tl.CardSet("12 19")}
    assert reason("12", "7♠ 3 12 19", "D♥ 10") is Reason.OVERTRUMPS


def test_must_undertrump_when_unable_to_overtrump():
    assert legal("7♠ 3 5", "D♥ 10") == "3 5"
    assert reason("3", "7♠ 3 5", "D♥ 10") is Reason.UNDERTRUMPS
    assert reason("7♠", "7♠ 3 5", "D♥ 10") is Reason.MUST_TRUMP


def test_overtrump_counts_the_highest_trump_in_the_trick_not_the_last():
    assert legal("2♣ 11 16", "D♥ 15 12") == "16"


def test_trumps_led_must_go_higher_if_possible():
    assert legal("7♠ 3 12 19", "10") == "12 19"
    assert reason("3", "7♠ 3 12 19", "10") is Reason.MUST_GO_OVER
    assert reason("7♠", "7♠ 3 12 19", "10") is Reason.MUST_GO_OVER
    assert reason("19", "7♠ 3 12 19", "10") is Reason.OVERTRUMPS


def test_trumps_led_any_trump_when_none_is_higher():
    assert legal("7♠ 3 5", "10") == "3 5"
    assert reason("3", "7♠ 3 5", "10") is Reason.TRUMP_LED_FOLLOWS
    assert reason("7♠", "7♠ 3 5", "10") is Reason.MUST_PLAY_TRUMP


def test_trumps_led_without_trumps_any_card():
    assert legal("7♠ R♥", "10") == "7♠ R♥"
    assert reason("7♠", "7♠ R♥", "10") is Reason.DISCARD_TRUMPS_LED
    said = str(tl.explain_play("7♠", "7♠ R♥", "10", lang="en"))
    assert "nor trumps" not in said and "Trumps were led" in said


def test_no_suit_no_trump_discard_anything():
    assert legal("7♠ R♣ D♦", "D♥ 10") == "7♠ D♦ R♣"
    assert reason("R♣", "7♠ R♣ D♦", "D♥ 10") is Reason.DISCARD


def test_the_excuse_is_always_legal():
    for trick in ["", "D♥", "D♥ 10", "10", "7♠ 2"]:
        assert "Excuse" in tl.legal_cards("R♥ 2♥ 12 19 Excuse", trick)
        assert reason("Excuse", "R♥ 2♥ 12 19 Excuse", trick) is Reason.EXCUSE_ALWAYS


def test_the_excuse_led_alone_leaves_the_next_player_free():
    assert legal("R♥ 2♠ 5", "Excuse") == "2♠ R♥ 5"
    assert reason("2♠", "R♥ 2♠ 5", "Excuse") is Reason.AFTER_EXCUSE_LEAD


# --- the tricky positions of RULES.md ------------------------------------------------------------
def test_tricky_1_excuse_led_then_a_heart_sets_hearts():
    assert legal("R♥ 2♠ 5", "Excuse 5♥") == "R♥"
    assert legal("2♠ 5 12", "Excuse 5♥") == "5 12"  # void in hearts: must trump
    assert reason("2♠", "R♥ 2♠ 5", "Excuse 5♥") is Reason.MUST_FOLLOW
    assert tl.trick_winner("Excuse 5♥ 2♥ R♥") == 3
    assert tl.trick_winner("Excuse 5♥ 2♥ 3") == 3


def test_tricky_2_the_excuse_is_playable_and_is_not_a_trump():
    for trick in ["5♥", "5♥ 8", "8"]:
        assert reason("Excuse", "2♥ 9 14 Excuse", trick) is Reason.EXCUSE_ALWAYS
    # The Excuse is his only "trump" and he is void in hearts: he may throw any card.
    assert legal("2♠ R♣ Excuse", "5♥") == "2♠ R♣ Excuse"
    assert legal("2♠ R♣ Excuse", "5♥ 8") == "2♠ R♣ Excuse"
    assert reason("R♣", "2♠ R♣ Excuse", "5♥ 8") is Reason.DISCARD


def test_tricky_3_cannot_overtrump_must_undertrump_not_discard():
    assert legal("R♥ 4♥ 3 7", "5♠ 18") == "3 7"
    verdict = tl.explain_play("R♥", "R♥ 4♥ 3 7", "5♠ 18")
    assert not verdict.legal and verdict.reason is Reason.MUST_TRUMP


def test_tricky_4_trumps_led_by_a_partner_must_still_go_over():
    # Seat 0 and seat 2 are partners at 5 players; legality never depends on who played what.
    assert legal("2♥ 9 16", "12 R♥") == "16"
    verdict = tl.explain_play("9", "2♥ 9 16", "12 R♥")
    assert verdict.reason is Reason.MUST_GO_OVER
    assert verdict.params == {"top": tl.parse_card("12"), "cards": tl.CardSet("16")}


def test_tricky_5_the_excuse_as_last_card_is_playable():
    for trick in ["", "5♥", "12", "5♥ 8 20"]:
        assert legal("Excuse", trick) == "Excuse"


# --- 5 players: the called suit on the first trick (RULES.md §4) ----------------------------------
def test_called_suit_cannot_be_led_on_the_first_trick_except_the_called_card():
    hand = tl.CardSet("R♠ 3♠ 7♥ 5")
    assert str(tl.legal_cards(hand, called_card="R♠")) == "R♠ 7♥ 5"
    assert str(tl.legal_cards(hand, called_card="R♣")) == "3♠ R♠ 7♥ 5"  # he holds no club: no restriction
    assert reason("3♠", hand) is Reason.LEADING
    assert tl.explain_play("3♠", hand, called_card="R♠").reason is Reason.CALLED_SUIT_FIRST_TRICK
    assert tl.explain_play("R♠", hand, called_card="R♠").reason is Reason.CALLED_CARD_LEAD
    assert str(tl.legal_cards("3♠ 4♠", called_card="R♠")) == "3♠ 4♠"  # nothing else to lead
    assert str(tl.legal_cards(hand, "2♠", called_card="R♠")) == "3♠ R♠"  # only the lead is restricted


# --- who wins -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "trick, winner",
    [
        ("5♥ R♥ 2♥ D♥", 1),
        ("5♥ R♠ 2♥", 0),
        ("5♥ 2 R♥", 1),
        ("5♥ 2 21 1", 2),
        ("Excuse 5♥ 7♥", 2),
        ("5♥ Excuse 7♥", 2),
        ("12 Excuse 3 4 R♥", 0),
        ("5♥", 0),
    ],
)
def test_trick_winner(trick, winner):
    assert tl.trick_winner(trick) == winner


def test_the_excuse_wins_only_under_the_slam_exception():
    assert tl.trick_winner("Excuse 5♥ 21 R♥") == 2
    assert tl.trick_winner("Excuse 5♥ 21 R♥", excuse_wins=True) == 0
    assert tl.trick_winner("5♥ Excuse 21", excuse_wins=True) == 2  # only when the Excuse is led


# --- bad input ----------------------------------------------------------------------------------
def test_bad_positions_raise_clear_value_errors():
    with pytest.raises(tl.DuplicateCardError, match="both in the hand and in the trick"):
        tl.legal_cards("R♥ 2♥", "R♥")
    with pytest.raises(tl.DuplicateCardError, match="twice"):
        tl.legal_cards("R♥", "2♥ 2♥")
    with pytest.raises(tl.TrickError, match="at most 5 cards"):
        tl.legal_cards("R♥", "2♥ 3♥ 4♥ 5♥ 6♥ 7♥")
    with pytest.raises(tl.TrickError, match="complete"):
        tl.legal_cards("R♥", "2♥ 3♥ 4♥ 5♥", players=4)
    with pytest.raises(tl.TrickError, match="complete"):
        tl.legal_cards("R♥", "2♥ 3♥ 4♥ 5♥ 6♥")
    with pytest.raises(tl.TarotError, match="empty"):
        tl.legal_cards("", "2♥")
    with pytest.raises(tl.CardNotInHandError, match="You don't hold the card 7♠"):
        tl.explain_play("7♠", "R♥ 2♥", "5♥")
    with pytest.raises(tl.TrickError, match="empty"):
        tl.trick_winner("")
    with pytest.raises(tl.TrickError, match="never wins"):
        tl.trick_winner("Excuse")
    with pytest.raises(tl.CardParseError):
        tl.legal_cards("R♥ xx", "")
    with pytest.raises(tl.LanguageError):
        tl.explain_play("R♥", "R♥", lang="de")


def test_every_reason_has_a_sentence_in_both_languages():
    from tarot_learn import i18n

    for member in Reason:
        assert {"fr", "en"} <= set(i18n.MESSAGES[member.value])


def test_legal_cards_supports_in_and_accepts_trick_objects():
    trick = tl.Trick(tl.parse_cards("Excuse 5♥")).add(tl.parse_card("2♥"))
    assert trick.led is tl.Suit.HEARTS and trick.top == 0 and len(trick) == 3
    assert "R♥" in tl.legal_cards("R♥ 2♠", trick)
    assert tl.is_legal("R♥", "R♥ 2♠", trick) and not tl.is_legal("2♠", "R♥ 2♠", trick)


# --- who leads (RULES.md §5) -------------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_player_on_the_dealers_right_leads_the_first_trick_unless_a_slam_was_announced(players):
    for dealer in range(players):
        assert tl.first_leader(dealer, players) == (dealer + 1) % players
        for announcer in range(players):
            assert tl.first_leader(dealer, players, slam_announcer=announcer) == announcer


@pytest.mark.parametrize(
    "trick, seats, leader",
    [
        ("5♥ R♥ 2 9♥", (1, 2, 3, 0), 3),  # the trump, played third, wins: its player leads next
        ("5♥ R♥ 2 9♥", (3, 0, 1, 2), 1),
        ("R♠ 2♠ 3♠", (2, 0, 1), 2),  # the leader kept the trick: he leads again
        ("Excuse 5♥ R♥ 9♥ 2♥", (4, 0, 1, 2, 3), 1),  # the Excuse never wins
    ],
)
def test_the_winner_of_a_trick_leads_the_next(trick, seats, leader):
    assert tl.next_leader(trick, seats) == leader


def test_the_slam_announcer_wins_the_last_trick_with_the_excuse_and_would_lead():
    assert tl.next_leader("Excuse 2♠ 3♠ 4♠", (2, 3, 0, 1), excuse_wins=True) == 2


def test_next_leader_needs_one_different_seat_per_card():
    for seats in [(0, 1, 2), (0, 1, 1, 2), (0, 1, 2, 9)]:
        with pytest.raises(tl.TarotError):
            tl.next_leader("5♥ R♥ 2 9♥", seats)


def test_in_a_whole_game_each_trick_is_led_by_the_winner_of_the_one_before():
    for seed in range(30):
        game = tl.play_bot_deal(3 + seed % 3, seed=seed)
        first, *rest = game.tricks
        assert first.seats[0] == tl.first_leader(game.dealer, game.players)
        for before, trick in zip(game.tricks, rest, strict=False):
            assert trick.seats[0] == before.winner == tl.next_leader(before.cards, before.seats)
