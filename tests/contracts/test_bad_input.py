"""Every public function answers bad input with a TarotError that says what to write (issue 11).

The table of ``tests/support/bad_inputs.py`` tries each argument of each public function with dozens
of wrong values; the named cases below are the impossible values that used to be accepted."""

import random

import pytest
from bad_inputs import run

import tarot_learn as tl
from tarot_learn.exercises import bank_exercise, grade, report


def test_every_bad_input_is_refused_with_a_sentence_or_works(tmp_path, monkeypatch):
    monkeypatch.setenv("TAROT_LEARN_PROGRESS_DIR", str(tmp_path))
    results = run()
    assert len(results) > 3000
    unclear = [result for result in results if result[2] not in ("ok", "sentence")]
    assert unclear == []
    assert sum(outcome == "sentence" for _, _, outcome in results) > 3000


HAND = tl.deal(players=4, seed=7).hands[0]
TRUMPS = tl.parse_cards(" ".join(map(str, range(1, 12))))
IMPOSSIBLE = {
    "trump(0)": lambda: tl.trump(0),
    "trump(22)": lambda: tl.trump(22),
    "trump(True)": lambda: tl.trump(True),
    "suit_card(15, HEARTS)": lambda: tl.suit_card(15, tl.Suit.HEARTS),
    "suit_card(0, HEARTS)": lambda: tl.suit_card(0, tl.Suit.HEARTS),
    "suit_card(5, TRUMPS)": lambda: tl.suit_card(5, tl.Suit.TRUMPS),
    "CardSet().choice(rng)": lambda: tl.CardSet().choice(random.Random(1)),
    "parse_cards(b'\\x01')": lambda: tl.parse_cards(b"\x01"),
    "parse_card('9' * 5000)": lambda: tl.parse_card("9" * 5000),
    "legal_cards(hand, None)": lambda: tl.legal_cards(HAND, None),
    "legal_cards(players='4')": lambda: tl.legal_cards(HAND, (), players="4"),
    "legal_cards(players=6)": lambda: tl.legal_cards(HAND, (), players=6),
    "deal(players='4')": lambda: tl.deal(players="4"),
    "deal(players=0)": lambda: tl.deal(players=0),
    "deal(players=2)": lambda: tl.deal(players=2),
    "deal(players=6)": lambda: tl.deal(players=6),
    "Game(players=6)": lambda: tl.Game(players=6),
    "Game.legal_cards(9)": lambda: tl.Game(seed=1).legal_cards(9),
    "score_deal(poignees=None)": lambda: tl.score_deal(4, "garde", 49, 2, poignees=None),
    "settle_excuse('x', 'y')": lambda: tl.settle_excuse("x", "y"),
    "settle_excuse(tricks, one side)": lambda: tl.settle_excuse([], ["attack"] * 4),
    "cards_to_show(hand, 'simple', 4)": lambda: tl.cards_to_show(TRUMPS, "simple", 4),
    "redeal(None)": lambda: tl.redeal(None),
    "has_petit_sec(-1)": lambda: tl.has_petit_sec(-1),
    "RandomBot([])": lambda: tl.RandomBot([]),
    "grade(None, '3♦')": lambda: grade(None, "3♦"),
    "grade(attempt=0)": lambda: grade(bank_exercise("play-follow-2"), "3♦", attempt=0),
    "report(None)": lambda: report(None),
}


@pytest.mark.parametrize("call", IMPOSSIBLE.values(), ids=IMPOSSIBLE.keys())
def test_impossible_values_are_refused(call):
    with pytest.raises(tl.TarotError) as refused:
        call()
    assert refused.value.message("fr").strip() and refused.value.message("en").strip()


def test_a_message_never_reads_a_bad_value_as_a_good_one():
    with pytest.raises(tl.TarotError) as refused:
        tl.deal(players="4")
    assert "not '4'" in refused.value.message("en")  # the text '4', not the number 4
    with pytest.raises(tl.TarotError) as refused:
        tl.parse_card("9" * 5000)
    assert len(refused.value.message("en")) < 200


def test_a_text_seed_deals_as_before_and_any_text_seeds():
    assert tl.deal(seed="abc").hands == tl.deal(seed="abc").hands
    assert tl.deal(seed="\udcff").hands == tl.deal(seed="\udcff").hands
    assert list(tl.deal(seed="alice").hands[0])[:3] == list(tl.Game(seed="alice").deal.hands[0])[:3]
