"""The écart builder (widgets/ecart_builder.py): kings refused, legal écarts accepted, trumps shown."""

import pytest

from tarot_learn import CardSet, deal, parse_card, parse_cards
from tarot_learn.ecart import check_ecart, ecart_candidates
from tarot_learn.errors import TarotError
from tarot_learn.i18n import text
from tarot_learn.widgets import EcartBuilder
from tarot_learn.widgets._common import plain_text

# 4 players: 18 cards in hand, 6 in the chien.
HAND = "R♠ D♠ 2♠ 3♠ 4♠ R♥ 5♥ 6♥ V♦ 7♦ 8♦ 1 21 2 9 10 15 Excuse"
CHIEN = "9♠ 10♠ R♣ 3♣ 4♣ 12"
# Only four cards that are neither trumps, kings nor bouts: two trumps must go, and be shown.
TRUMP_HAND = "R♠ R♥ R♦ 2♠ 3♠ 4♥ 1 2 3 4 5 6 7 8 9 10 11 21"
TRUMP_CHIEN = "R♣ 5♦ 12 13 14 Excuse"


def said(hand, chien, ecart, lang) -> str:
    """What the rules core says of this écart: the widget shows the core's sentences."""
    return check_ecart(hand, chien, ecart).explain(lang)


def choose(builder: EcartBuilder, cards: str) -> None:
    for card in CardSet(cards):
        buttons = builder.hand_buttons if card in builder.hand else builder.chien_buttons
        buttons.buttons[card].value = True  # what a click on a toggle button does


def test_a_king_is_refused_with_the_rules_sentence():
    builder = EcartBuilder(HAND, CHIEN, lang="fr")
    choose(builder, "R♠")
    king = check_ecart(HAND, CHIEN, "R♠").problems[-1]
    assert king.code == "king" and "✘ " + king.message("fr") in plain_text(builder.checked.value)
    choose(builder, "2♠ 3♠ 4♠ 9♠ 10♠")
    builder.confirm_button.click()
    assert builder.accepted is None
    assert builder.feedback.plain == "✘ " + said(HAND, CHIEN, "R♠ 2♠ 3♠ 4♠ 9♠ 10♠", "fr")
    assert not builder.confirm_button.disabled


def test_a_legal_ecart_is_accepted_and_the_new_hand_shown():
    builder = EcartBuilder(HAND, CHIEN, lang="en")
    choose(builder, "2♠ 3♠ 4♠ 9♠ 10♠ 3♣")
    assert plain_text(builder.checked.value) == "✔ " + text("widgets.ecart.ready", "en")
    builder.confirm_button.click()
    expected = check_ecart(HAND, CHIEN, "2♠ 3♠ 4♠ 9♠ 10♠ 3♣", lang="en")
    assert builder.accepted == expected
    assert builder.feedback.plain == "✔ " + text("ecart.legal", "en")
    assert len(expected.new_hand) == 18 and builder.result.value.count("<svg") == 2
    assert all(button.disabled for button in builder.hand_buttons.buttons.values())
    assert builder.confirm_button.disabled


def test_forced_trumps_are_accepted_and_must_be_shown():
    builder = EcartBuilder(TRUMP_HAND, TRUMP_CHIEN, lang="fr")
    choose(builder, "2♠ 3♠ 4♥ 5♦ 3")
    assert "ℹ " + text("widgets.ecart.must_show", "fr", cards=CardSet("3")) in plain_text(builder.checked.value)
    choose(builder, "4")
    builder.confirm_button.click()
    assert builder.accepted is not None and builder.accepted.must_show == CardSet("3 4")
    assert builder.feedback.plain == "✔ " + text("ecart.legal_show", "fr", cards=CardSet("3 4"))


def test_a_trump_when_other_cards_remain_is_refused():
    builder = EcartBuilder(HAND, CHIEN, lang="en")
    choose(builder, "2♠ 3♠ 4♠ 9♠ 10♠ 9")
    builder.confirm_button.click()
    assert builder.accepted is None
    assert builder.feedback.plain == "✘ " + said(HAND, CHIEN, "2♠ 3♠ 4♠ 9♠ 10♠ 9", "en")
    assert builder.verdict.problems[0].code == "trump_not_allowed"


def test_too_many_cards_and_too_few_cards_get_a_sentence():
    builder = EcartBuilder(HAND, CHIEN, lang="en")
    choose(builder, "2♠ 3♠")
    chosen = CardSet("2♠ 3♠")
    assert plain_text(builder.status.value) == text("widgets.ecart_count", "en", count=2, size=6, cards=chosen)
    assert plain_text(builder.checked.value) == ""  # missing cards are only counted, not blamed yet
    builder.confirm_button.click()
    assert builder.feedback.plain == "✘ " + text("ecart.problem.wrong_count", "en", count=2, needed=6)
    choose(builder, "4♠ 9♠ 10♠ 3♣ 4♣")
    assert text("ecart.problem.wrong_count", "en", count=7, needed=6) in plain_text(builder.checked.value)


def test_typing_selects_cards_and_bad_typing_gets_a_sentence():
    builder = EcartBuilder(HAND, CHIEN, lang="fr")
    builder.entry.text.value = "2♠ 3♠, dix de pique"
    assert builder.selected == CardSet("2♠ 3♠ 10♠") and builder.entry.text.value == ""
    builder.entry.text.value = "7♣"
    pool = CardSet(HAND) | CardSet(CHIEN)
    assert builder.feedback.plain == "✘ " + text("error.card.not_in_hand", "fr", card=parse_card("7♣"), hand=pool)
    builder.entry.text.value = "roi de zorglub"
    with pytest.raises(TarotError) as unreadable:
        parse_cards("roi de zorglub")
    assert builder.feedback.plain == "✘ " + unreadable.value.message("fr")
    builder.entry.text.value = ""
    builder.entry.button.click()
    assert builder.feedback.plain == "✘ " + text("error.card.empty", "fr")
    assert builder.selected == CardSet("2♠ 3♠ 10♠")
    builder.clear_button.click()
    assert builder.selected == CardSet() and builder.feedback.plain == ""


def test_the_hint_highlights_the_allowed_cards():
    builder = EcartBuilder(TRUMP_HAND, TRUMP_CHIEN, lang="en")
    builder.show_allowed.value = True
    allowed = ecart_candidates(TRUMP_HAND, TRUMP_CHIEN)
    green = {
        card
        for buttons in (builder.hand_buttons, builder.chien_buttons)
        for card, button in buttons.buttons.items()
        if button.icon == "check"
    }
    assert green == set(allowed) and parse_card("R♠") not in green and parse_card("21") not in green
    assert f"Allowed cards: {allowed.text('en')}." in plain_text(builder.hint.value)
    builder.show_allowed.value = False
    assert builder.hint.value == ""


@pytest.mark.parametrize(("players", "hand", "chien"), [(3, 24, 6), (4, 18, 6), (5, 15, 3)])
def test_seeded_deals_and_new_deal(players, hand, chien):
    builder = EcartBuilder(players=players, seed=5, lang="en")
    assert (len(builder.hand), len(builder.chien)) == (hand, chien)
    assert builder.hand == deal(players, seed=5).hands[0]
    assert "Deal no. 5" in builder.title.value and f"choose the {chien} cards" in builder.title.value
    builder.new_button.click()
    assert builder.seed == 6 and builder.hand == deal(players, seed=6).hands[0]
    allowed = list(ecart_candidates(builder.hand, builder.chien))
    choose(builder, " ".join(card.text("fr") for card in allowed[:chien]))
    builder.confirm_button.click()
    legal = check_ecart(builder.hand, builder.chien, allowed[:chien]).legal
    assert (builder.accepted is not None) == legal


def test_impossible_sizes_are_refused_with_a_sentence():
    with pytest.raises(TarotError) as error:
        EcartBuilder("R♥ 7♠", "3♣")
    assert (error.value.key, error.value.params) == ("error.ecart.sizes", {"hand": 2, "chien": 1})


def test_choosing_five_players_deals_a_chien_of_three():
    builder = EcartBuilder(players=4, seed=7, lang="en")
    assert len(builder.chien) == 6
    builder.players_choice.value = 5
    assert builder.players == 5 and len(builder.chien) == 3 and len(builder.hand) == 15
    builder.players_choice.value = 3
    assert len(builder.chien) == 6 and len(builder.hand) == 24


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_an_accepted_ecart_gets_advice_and_a_better_one(lang):
    from tarot_learn.strategy.ecart_advice import advise_ecart

    builder = EcartBuilder(HAND, CHIEN, lang=lang)
    assert builder.advice.value == ""
    choose(builder, "2♠ 3♠ 4♠ 9♠ 10♠ 3♣")
    builder.confirm_button.click()
    advice = advise_ecart(HAND, CHIEN, "2♠ 3♠ 4♠ 9♠ 10♠ 3♣")
    assert advice.better is not None
    shown = plain_text(builder.advice.value)
    assert all(line in shown for line in advice.lines(lang))
    builder.clear_button.click()
    assert builder.advice.value == ""
