"""The trick trainer (widgets/trick_trainer.py): legal and illegal plays, typing, hints."""

import pytest

from tarot_learn import (
    CardSet,
    Reason,
    explain_play,
    explain_winner,
    legal_cards,
    next_leader,
    parse_card,
    trick_winner,
)
from tarot_learn.errors import TarotError
from tarot_learn.i18n import text
from tarot_learn.seats import seat_name
from tarot_learn.widgets import TrickTrainer
from tarot_learn.widgets._common import plain_text
from tarot_learn.widgets.trick_trainer import random_position


def test_an_illegal_card_is_refused_with_the_rules_sentence_then_a_legal_one_is_played():
    trainer = TrickTrainer(hand="R♥ 7♥ 12 3 5♣", trick="5♥ 18", lang="fr")
    trainer.hand_buttons.buttons[parse_card("12")].click()
    expected = explain_play("12", "R♥ 7♥ 12 3 5♣", "5♥ 18", lang="fr").explain("fr")
    assert trainer.feedback.plain == f"✘ {expected} {text('widgets.try_again', 'fr')}"
    assert trainer.played is None and trainer.result.value == ""
    trainer.hand_buttons.buttons[parse_card("7♥")].click()
    assert trainer.feedback.plain == "✔ " + explain_play("7♥", "R♥ 7♥ 12 3 5♣", "5♥ 18").explain("fr")
    cards, seats, winner = trainer.completed
    assert len(cards) == 4 and cards[:3] == tuple(parse_card(c) for c in ("5♥", "18", "7♥"))
    assert seats == (2, 3, 0, 1)
    assert winner == trick_winner(cards)
    if seats[winner] == 0:
        who = text("widgets.trick.you_win", "fr", card=cards[winner])
    else:
        name = seat_name(seats[winner], 0, 4, "fr", noun=True)
        who = text("widgets.trick.winner", "fr", seat=name, card=cards[winner])
    why = explain_winner(cards, seats=seats).because("fr")  # the core says why
    assert plain_text(f"{who} {why}") in plain_text(trainer.result.value)
    assert all(button.disabled for button in trainer.hand_buttons.buttons.values())


def test_undertrumping_position_of_rules_md_tricky_3():
    # ♠ led, trumped with the 18; no spade, only the 3 and 7 of trump: a trump must still be played.
    trainer = TrickTrainer(hand="3 7 R♥ 2♦", trick="4♠ 18", lang="en")
    trainer.hand_buttons.buttons[parse_card("R♥")].click()
    assert trainer.played is None
    assert explain_play("R♥", "3 7 R♥ 2♦", "4♠ 18").explain("en") in trainer.feedback.plain
    trainer.hand_buttons.buttons[parse_card("3")].click()
    verdict = explain_play("3", "3 7 R♥ 2♦", "4♠ 18")
    assert verdict.reason is Reason.UNDERTRUMPS and trainer.feedback.plain == "✔ " + verdict.explain("en")


def test_the_excuse_is_always_accepted_and_never_wins():
    trainer = TrickTrainer(hand="Excuse 7♥ 9♥", trick="5♥", players=3, seed=4, lang="en")
    trainer.entry.text.value = "excuse"  # typed, then Enter
    assert trainer.played is not None and trainer.played.is_excuse
    cards, _, winner = trainer.completed
    assert not cards[winner].is_excuse and len(cards) == 3
    assert text("play.winner.excuse_never_wins", "en") in plain_text(trainer.result.value)


@pytest.mark.parametrize(
    ("typed", "lang", "key", "params"),
    [
        ("zzz", "fr", "error.card.unknown", {"given": "zzz"}),
        ("roi de pique", "en", "error.card.not_in_hand", {"card": parse_card("R♠"), "hand": CardSet("R♥ 7♥ 12")}),
        ("", "fr", "error.card.empty", {}),
        ("7♥ 9♥", "en", "error.card.expected_one", {"count": 2, "given": "7♥ 9♥"}),
        ("😀", "fr", "error.card.symbol", {"given": "😀"}),
    ],
)
def test_bad_typing_gets_one_sentence_and_no_exception(typed, lang, key, params):
    trainer = TrickTrainer(hand="R♥ 7♥ 12", trick="5♥", lang=lang)
    trainer.entry.text.value = typed
    trainer.entry.button.click()  # an empty box only reacts to the button
    assert trainer.feedback.plain == "✘ " + text(key, lang, **params)
    assert trainer.played is None


def test_typing_a_card_in_french_or_english_plays_it():
    for typed in ("roi de cœur", "K♥", "king of hearts"):
        trainer = TrickTrainer(hand="R♥ 7♥ 12", trick="5♥", lang="en")
        trainer.entry.text.value = typed
        assert trainer.played == parse_card("R♥")
        assert trainer.entry.text.value == ""  # cleared, and clearing plays nothing more


def test_show_legal_highlights_exactly_the_legal_cards_and_lists_them():
    trainer = TrickTrainer(hand="R♥ 7♥ 12 Excuse 3♣", trick="5♥ 18", lang="fr")
    trainer.show_legal.value = True
    green = {card for card, button in trainer.hand_buttons.buttons.items() if button.icon == "check"}
    assert green == set(legal_cards("R♥ 7♥ 12 Excuse 3♣", "5♥ 18")) == set(CardSet("R♥ 7♥ Excuse"))
    assert text("widgets.legal_cards", "fr", cards=CardSet("R♥ 7♥ Excuse")) in trainer.hint.value
    trainer.show_legal.value = False
    assert all(button.icon == "" for button in trainer.hand_buttons.buttons.values())
    assert trainer.hint.value == ""


def test_playing_twice_replay_and_new_position():
    trainer = TrickTrainer(seed=7, lang="en")
    first = trainer.position
    card = next(iter(legal_cards(first.hand, first.trick)))
    trainer.play_card(card)
    trainer.play_card(card)
    assert trainer.feedback.plain == "ℹ " + text("widgets.trick.already_played", "en", card=card)
    trainer.retry_button.click()
    assert trainer.played is None and trainer.completed is None
    assert trainer.position == first and trainer.feedback.plain == ""
    trainer.new_button.click()
    assert trainer.seed == 8 and trainer.position == random_position(4, 8)
    assert "Position no. 8" in trainer.position_text.value


def test_the_same_seed_gives_the_same_position():
    assert TrickTrainer(seed=12).position == TrickTrainer(seed=12).position


@pytest.mark.parametrize("players", [3, 4, 5])
def test_random_positions_are_real_and_every_legal_card_completes_the_trick(players):
    for seed in range(15):
        position = random_position(players, seed)
        assert 1 <= len(position.trick) < players and len(position.hand) >= 2
        assert position.seat not in position.trick_seats and position.seat not in position.others
        assert len(position.trick) + 1 + len(position.others) == players
        every = CardSet(position.hand) | CardSet(position.trick)
        assert len(every) == len(position.hand) + len(position.trick)
        trainer = TrickTrainer(players=players, seed=seed, lang="fr")
        trainer.play_card(next(iter(legal_cards(position.hand, position.trick))))
        cards, seats, winner = trainer.completed
        assert len(cards) == players and sorted(seats) == list(range(players))
        for index in range(len(position.trick) + 1, players):
            hand = position.others[seats[index]]
            assert cards[index] in legal_cards(hand, cards[:index])


def test_an_impossible_position_is_refused_with_a_sentence():
    with pytest.raises(TarotError) as error:
        TrickTrainer(hand="R♥ 7♥", trick="5♥ 18 3 4", players=4)
    assert "complet" in error.value.message("fr")


@pytest.mark.parametrize("players", [3, 5])
def test_choosing_the_table_gives_a_position_at_that_table(players):
    trainer = TrickTrainer(players=4, seed=7, lang="fr")
    trainer.players_choice.value = players
    assert trainer.players == players and trainer.position.players == players
    assert len(trainer.position.trick_seats) < players


def test_the_winner_of_the_trick_is_shown_leading_the_next_one():
    """RULES.md §5: the next trick's empty table marks its leader, the core's next_leader."""
    for seed in range(8):
        trainer = TrickTrainer(players=3 + seed % 3, seed=seed, lang="fr")
        position = trainer.position
        legal = legal_cards(position.hand, position.trick, players=position.players)
        trainer.hand_buttons.buttons[next(iter(legal))].click()
        cards, seats, winner = trainer.completed
        assert trainer.next_leader == next_leader(cards, seats) == seats[winner]
        if trainer.next_leader == position.seat:
            sentence = text("widgets.trick.next_you", "fr")
        else:
            name = seat_name(trainer.next_leader, position.seat, position.players, "fr", noun=True)
            sentence = text("widgets.trick.next_other", "fr", seat=name)
        assert plain_text(sentence) in plain_text(trainer.next_trick.value)
        assert text("display.trick.to_play", "fr") in trainer.next_trick.value
        trainer.retry_button.click()  # the position again: no trick played, no next leader
        assert trainer.next_leader is None and trainer.next_trick.value == ""


def test_no_next_trick_after_the_last_card():
    trainer = TrickTrainer(hand="7♥", trick="5♥ 18", lang="en")
    trainer.hand_buttons.buttons[parse_card("7♥")].click()
    assert trainer.completed is not None
    assert trainer.next_leader is None and trainer.next_trick.value == ""
