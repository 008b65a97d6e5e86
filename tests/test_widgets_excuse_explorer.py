"""The Excuse explorer (widgets/excuse_explorer.py): every scenario, both rules options."""

import pytest

from tarot_learn import EXCUSE, Side, legal_cards
from tarot_learn.errors import TarotError
from tarot_learn.excuse import settle_excuse
from tarot_learn.i18n import text
from tarot_learn.widgets import ExcuseExplorer
from tarot_learn.widgets._common import plain_text
from tarot_learn.widgets.excuse_explorer import SCENARIOS, play_scenario

# scenario: (case with "camp", case with "winner", side that ends with the Excuse, camp / winner)
EXPECTED = {
    "exchanged": ("exchanged", "exchanged", "defence", "defence"),
    "exchanged_later": ("exchanged_later", "exchanged_later", "attack", "attack"),
    "own_side_won": ("own_side_won", "own_side_won", "defence", "defence"),
    "owed": ("owed", "owed", "defence", "defence"),
    "last_trick": ("last_trick_camp", "last_trick_winner", "attack", "defence"),
    "slam": ("slam", "slam", "attack", "attack"),
}


@pytest.mark.parametrize("key", list(EXPECTED))
def test_each_scenario_gives_its_settlement_under_each_option(key):
    camp_case, winner_case, camp_side, winner_side = EXPECTED[key]
    explorer = ExcuseExplorer(key, lang="en")
    assert (explorer.settlement.case, explorer.settlement.excuse_side) == (camp_case, camp_side)
    explorer.option_choice.value = "winner"
    assert (explorer.settlement.case, explorer.settlement.excuse_side) == (winner_case, winner_side)
    game = play_scenario(explorer.scenario)
    sides = [game.side_of(seat) for seat in range(4)]
    assert sides == ["attack", "defence", "defence", "defence"]  # player 0 takes a Garde sans
    direct = settle_excuse(game.tricks, sides, excuse_last_trick="winner")
    assert explorer.settlement == direct
    assert explorer.settlement_text.plain.startswith(f"ℹ {direct.describe('en')}")
    points = explorer.settlement.points
    assert points["attack"] + points["defence"] + explorer.chien.points == 91


def test_a_side_that_never_wins_a_trick_keeps_4_against_87():
    explorer = ExcuseExplorer("owed", lang="fr")
    assert all(explorer.game.side_of(trick.winner) == "attack" for trick in explorer.tricks)
    assert explorer.settlement.points["defence"] == 4
    assert explorer.settlement.points["attack"] + explorer.chien.points == 87
    table = explorer.points_table.value
    assert "<td style='padding:2px 10px'>87</td>" in table and "<td style='padding:2px 10px'>4</td>" in table
    assert explorer.settlement.case == "owed"
    assert explorer.settlement_text.plain.startswith("ℹ " + explorer.settlement.describe("fr"))  # the core's sentence


def test_the_card_given_later_is_shown_at_the_trick_where_it_is_paid():
    explorer = ExcuseExplorer("exchanged_later", lang="fr")
    settlement = explorer.settlement
    assert settlement.trick == 1 and settlement.paid_at > 1 and settlement.exchange_card.points == 0.5
    played_here = text("widgets.excuse.played_here", "fr", seat="vous")
    assert plain_text(played_here) in plain_text(explorer.trick_sentence.value)
    explorer.trick_box.value = settlement.paid_at
    paid_here = text("widgets.excuse.paid_here", "fr", card=settlement.exchange_card)
    assert plain_text(paid_here) in plain_text(explorer.trick_sentence.value)
    assert all(explorer.game.side_of(trick.winner) == "defence" for trick in explorer.tricks[: settlement.paid_at - 1])


def test_the_last_trick_option_changes_who_ends_with_the_excuse():
    explorer = ExcuseExplorer("last_trick", lang="en")
    last = explorer.tricks[-1]
    assert EXCUSE in last.cards and explorer.game.side_of(last.winner) == explorer.game.side_of(last.seat_of(EXCUSE))
    camp_points = dict(explorer.settlement.points)
    assert explorer.settlement_text.plain.endswith(text("widgets.excuse.ends_with", "en", side=Side.ATTACK))
    explorer.option_choice.value = "winner"
    assert explorer.settlement_text.plain.endswith(text("widgets.excuse.ends_with", "en", side=Side.DEFENCE))
    assert explorer.settlement.points["defence"] == camp_points["defence"] + 4.5


def test_the_slam_excuse_wins_the_last_trick():
    explorer = ExcuseExplorer("slam", lang="en")
    last = explorer.tricks[-1]
    assert last.cards[0] is EXCUSE and last.winner == 0
    assert explorer.trick_box.value == 18
    won = text("widgets.excuse.trick_won", "en", number=18, seat="you", side=explorer.game.side_of(0), card=EXCUSE)
    assert plain_text(explorer.trick_sentence.value).startswith(won)


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda scenario: scenario.key)
def test_every_card_of_every_scenario_is_a_legal_play(scenario):
    game = play_scenario(scenario)
    tricks, chien = game.tricks, game.deal.chien
    hands = {seat: set() for seat in range(4)}
    for trick in tricks:
        for card, seat in zip(trick.cards, trick.seats, strict=True):
            hands[seat].add(card)
    assert sum(len(cards) for cards in hands.values()) + len(chien) == 78
    for number, trick in enumerate(tricks):
        assert number == 0 or trick.seats[0] == tricks[number - 1].winner  # the winner leads next
        for index, (card, seat) in enumerate(zip(trick.cards, trick.seats, strict=True)):
            assert card in legal_cards(list(hands[seat]), trick.cards[:index])
            hands[seat].discard(card)


def test_browsing_the_tricks_and_the_scenario_menu():
    explorer = ExcuseExplorer(lang="fr")
    assert explorer.trick_box.value == explorer.settlement.trick == 9
    explorer.trick_box.value = 1
    assert plain_text(explorer.trick_sentence.value).count("Pli 1 :") == 1
    explorer.scenario_choice.value = "owed"
    assert explorer.settlement.case == "owed" and explorer.trick_box.value == 6
    assert explorer.trick_picture.value.startswith("<svg")


def test_unknown_scenario_or_option_is_refused_with_a_sentence():
    with pytest.raises(TarotError) as error:
        ExcuseExplorer("nope")
    assert "exchanged" in error.value.message("en")
    with pytest.raises(TarotError):
        ExcuseExplorer(excuse_last_trick="loser")
