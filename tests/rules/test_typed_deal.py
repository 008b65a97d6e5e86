"""A deal played with real cards, typed in (typed_deal.py and deal_text.read_play, issue 32 item 5): hands
typed box by box read as the deal dealt, every problem of a deal typed wrong named with its box — a card
missing, a card typed twice, a box of the wrong size, a word that is no card — in French and English, and
the play typed apart replayed through the rules to the same game as the deal written whole."""

from __future__ import annotations

import pytest
from typed_deals import boxes, last_deal, typed, written_play

from tarot_learn import (
    DealTextError,
    TarotError,
    TypedDealError,
    deal,
    read_deal,
    read_hands,
    read_play,
    write_deal,
)
from tarot_learn.cards import CardSet
from tarot_learn.i18n import text
from tarot_learn.seats import numbered_name
from tarot_learn.strategy.bots import SimpleBot, play_bot_deal


def refusal(hands, chien, lang, dealer=0) -> str:
    with pytest.raises(TypedDealError) as refused:
        read_hands(hands, chien, dealer)
    return refused.value.message(lang)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_hands_typed_are_the_deal_dealt(players):
    dealt = deal(players, seed=f"typed-{players}", dealer=players - 1)
    hands, chien = boxes(dealt, "en")
    read = read_hands(hands, chien, dealer=players - 1)
    assert read.hands == dealt.hands and read.chien == dealt.chien and read.dealer == players - 1


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_card_typed_in_two_boxes_is_named_with_both_boxes_and_the_card_it_misses(lang):
    dealt = deal(4, seed=3)
    hands, chien = boxes(dealt)
    moved, taken = list(dealt.hands[1])[0], list(dealt.hands[3])[0]
    hands[3] = typed([moved, *list(dealt.hands[3])[1:]])  # player 4's first card typed as player 2's
    said = refusal(hands, chien, lang)
    both = text("typed_deal.and", lang, first=numbered_name(1, lang), last=numbered_name(3, lang))
    assert text("error.typed_deal.twice", lang, boxes=both, cards=[moved]) in said
    assert text("error.typed_deal.missing", lang, count=1, cards=[taken]) in said
    assert numbered_name(1, lang) + ("\u00a0:" if lang == "fr" else ":") not in said  # each box's size is right


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_box_of_the_wrong_size_is_named_with_the_size_it_takes(lang):
    dealt = deal(4, seed=3)
    hands, chien = boxes(dealt)
    hands[2] = typed(list(dealt.hands[2])[1:])  # a card forgotten
    said = refusal(hands, chien, lang)
    box = numbered_name(2, lang)
    assert text("error.typed_deal.count", lang, box=box, count=17, wanted=18, players=4) in said
    assert text("error.typed_deal.missing", lang, count=1, cards=list(dealt.hands[2])[:1]) in said
    last = list(dealt.hands[3])
    chien_heavy = refusal(boxes(dealt)[0][:3] + [typed(last[1:])], typed([*dealt.chien, last[0]]), lang)
    chien_box = text("typed_deal.chien", lang).capitalize()
    assert text("error.typed_deal.count", lang, box=chien_box, count=7, wanted=6, players=4) in chien_heavy


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_word_that_is_no_card_is_the_card_readers_sentence_for_its_box(lang):
    dealt = deal(3, seed=5)
    hands, chien = boxes(dealt)
    hands[0] = hands[0].replace(hands[0].split()[0], "roi de zèbre", 1)
    said = refusal(hands, chien, lang)
    assert said.startswith(text("error.typed_deal.problems", lang, problems="")[:10])
    assert numbered_name(0, lang) in said and "roi zebre" in said  # the word as the reader read it
    assert "78" not in said  # the unreadable box's cards are not said missing


def test_empty_boxes_say_each_size_and_not_78_cards_one_by_one():
    said = refusal(["", "", "", ""], "", "en")
    assert said.count(text("error.typed_deal.count", "en", box="", count=0, wanted=18, players=4)[2:]) == 4
    assert text("error.typed_deal.many_missing", "en", count=78) in said


@pytest.mark.parametrize("bad", [None, "R♥ 7♠", 4, iter(["a"]), ["R♥"] * 2, ["", "", "", "", "", ""]])
def test_hands_that_are_not_a_list_of_three_to_five_texts_are_a_sentence(bad):
    with pytest.raises(TarotError) as refused:  # ours, or the rules' sentence for a table of 6
        read_hands(bad, "")
    assert refused.value.message("fr") and refused.value.message("en")


@pytest.mark.parametrize("number", range(6))
def test_a_bot_deal_typed_in_is_the_same_game(number):
    lang = ("fr", "en")[number % 2]
    game = play_bot_deal(3 + number % 3, seed=f"typed/{number}", bot=SimpleBot, dealer=number % 3)
    hands, chien, play = written_play(game, lang)
    read = read_play(play, read_hands(hands, chien, game.deal.dealer))
    assert read.result == game.result
    assert read.history[1:] == game.history[last_deal(game) + 1 :]


def test_a_play_typed_in_part_is_the_deal_so_far_and_its_line_numbers_are_the_texts_own():
    game = play_bot_deal(4, seed="typed/part", bot=SimpleBot)
    hands, chien, play = written_play(game, "en")
    lines = [line for line in play.splitlines() if not line.startswith("result")]
    dealt = read_hands(hands, chien, game.deal.dealer)
    part = read_play("\n".join(lines[:-3]), dealt)
    assert part.result is None and len(part.tricks) == len(game.tricks) - 3
    assert read_play("", dealt).phase.value == "bidding"
    wrong = lines[-1].split(":")[0] + ": " + " ".join(reversed(lines[-1].split(":")[1].split("#")[0].split()))
    with pytest.raises(DealTextError) as refused:
        read_play("\n".join([*lines[:-1], wrong]), dealt)
    assert refused.value.message("en").startswith(f"Line {len(lines)} (")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_line_of_the_deal_itself_in_the_play_is_refused(lang):
    game = play_bot_deal(4, seed=2, bot=SimpleBot)
    hands, chien, _play = written_play(game, lang)
    dealt = read_hands(hands, chien)
    for line in ("players: 4", "seed: 2", f"hand 1: {hands[0]}", f"chien: {chien}"):
        with pytest.raises(DealTextError) as refused:
            read_play(f"bids: pass, pass\n{line}", dealt)
        assert text("error.deal_text.dealt_apart", lang) in refused.value.message(lang)
    with pytest.raises(DealTextError):
        read_play("bids: pass, pass", "not a deal")


def test_read_deal_still_needs_its_result_line():
    game = play_bot_deal(4, seed=2, bot=SimpleBot)
    text_without_result = "\n".join(line for line in write_deal(game, "en").splitlines() if "result" not in line)
    with pytest.raises(DealTextError):
        read_deal(text_without_result)
    assert CardSet(read_deal(write_deal(game, "en")).deal.chien) == CardSet(game.deal.chien)
