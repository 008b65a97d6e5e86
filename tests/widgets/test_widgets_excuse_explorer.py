"""The Excuse explorer (widgets/excuse_explorer.py): every scenario at 3, 4 and 5 players, both
rules options, in French and in English (RULES.md §4, §6, §7)."""

import re

import pytest

from tarot_learn import EXCUSE, Side, legal_cards
from tarot_learn.errors import PlayerCountError, TarotError
from tarot_learn.excuse import settle_excuse
from tarot_learn.i18n import text
from tarot_learn.seats import seat_name, seat_names
from tarot_learn.strategy.scenarios import SCENARIOS, TAKER, play_scenario, written_deal
from tarot_learn.widgets import ExcuseExplorer
from tarot_learn.widgets._common import plain_text

TABLES = (3, 4, 5)
KEYS = [scenario.key for scenario in SCENARIOS]
TRICKS = {3: 24, 4: 18, 5: 15}


def tells_its_story(key: str, explorer: ExcuseExplorer) -> bool:
    """What each scenario's sentence says (widgets.excuse.intro.*) is what its deal does."""
    game, settlement = explorer.game, explorer.settlement
    trick = game.tricks[settlement.trick - 1]
    owner_side, winner_side = game.side_of(settlement.owner), game.side_of(trick.winner)
    last = len(game.tricks)
    return {
        "exchanged": settlement.case == "exchanged" and settlement.trick == 9 and winner_side != owner_side,
        "exchanged_later": settlement.case == "exchanged_later" and settlement.owner == TAKER and settlement.trick == 1,
        "own_side_won": settlement.case == "own_side_won"
        and settlement.trick == 5
        and owner_side == Side.DEFENCE
        and trick.winner != settlement.owner,
        "owed": settlement.case == "owed"
        and settlement.owner == 1
        and settlement.trick == 6
        and all(game.side_of(won.winner) == Side.ATTACK for won in game.tricks),
        "last_trick": settlement.case == "last_trick_camp"
        and settlement.trick == last
        and owner_side == Side.DEFENCE
        and winner_side == Side.DEFENCE,
        "slam": settlement.case == "slam"
        and settlement.trick == last
        and trick.cards[0] is EXCUSE
        and trick.winner == TAKER,
    }[key]


@pytest.mark.parametrize("players", TABLES)
@pytest.mark.parametrize("key", KEYS)
def test_each_scenario_tells_its_story_at_each_table(key, players):
    explorer = ExcuseExplorer(key, players=players, lang="en")
    game = explorer.game
    assert game.players == players and len(game.tricks) == TRICKS[players] and game.redeals == 0
    assert tells_its_story(key, explorer)
    sides = [game.side_of(seat) for seat in range(players)]
    assert explorer.settlement == settle_excuse(game.tricks, sides)  # the core's settlement, nothing else
    names = seat_names(0, players, "en", noun=True)  # the seats named as the table picture names them
    assert explorer.settlement_text.plain.startswith(f"ℹ {explorer.settlement.describe('en', names)}")
    assert not re.search(r"player \d", explorer.settlement_text.plain)  # the picture names places, not numbers
    points = explorer.settlement.points
    assert points["attack"] + points["defence"] + explorer.chien.points == 91
    assert game.result.attack_points == points["attack"] + explorer.chien.points  # Garde sans: the chien counts


@pytest.mark.parametrize("players", TABLES)
@pytest.mark.parametrize("key", KEYS)
def test_the_last_trick_option_changes_only_the_last_trick(key, players):
    explorer = ExcuseExplorer(key, players=players, lang="fr")
    camp = explorer.settlement
    explorer.option_choice.value = "winner"
    winner = explorer.settlement
    if key != "last_trick":
        assert (winner.case, winner.excuse_side, winner.points) == (camp.case, camp.excuse_side, camp.points)
        return
    last = explorer.tricks[-1]
    assert winner.case == "last_trick_winner" and winner.excuse_side == explorer.game.side_of(last.winner)
    assert camp.excuse_side != winner.excuse_side  # the defender's side won it: "camp" sends it across
    assert winner.points["defence"] == camp.points["defence"] + 4.5
    assert explorer.settlement_text.plain.endswith(text("widgets.excuse.ends_with", "fr", side=Side.DEFENCE))


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("key", KEYS)
def test_at_5_players_the_taker_calls_a_king_held_by_a_partner(key, lang):
    explorer = ExcuseExplorer(key, players=5, lang=lang)
    game = explorer.game
    assert game.called_card is not None and game.partner not in (None, TAKER)
    assert game.called_card in game.deal.hands[game.partner]
    sides = [game.side_of(seat) for seat in range(5)]
    assert sides.count(Side.ATTACK) == 2 and sides.count(Side.DEFENCE) == 3
    partner = seat_name(game.partner, TAKER, 5, lang, noun=True)
    setup = text("widgets.excuse.setup.5", lang, card=game.called_card, partner=partner)
    assert plain_text(setup) in plain_text(explorer.intro.value)


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("players", [3, 4])
def test_at_3_and_4_players_the_taker_plays_alone(players, lang):
    explorer = ExcuseExplorer(players=players, lang=lang)
    assert explorer.game.partner is None
    assert plain_text(text(f"widgets.excuse.setup.{players}", lang)) in plain_text(explorer.intro.value)


@pytest.mark.parametrize("players", TABLES)
@pytest.mark.parametrize("key", KEYS)
def test_the_half_point_is_told_at_each_table(key, players):
    """§7: at 4 players a half point comes only from an Excuse changing sides on the last trick;
    at 3 and 5 players it comes with the cards. When there is one, the core says where it goes."""
    explorer = ExcuseExplorer(key, players=players, lang="en")
    score = explorer.game.result.score
    half = score.attack_points % 1 == 0.5
    if players == 4:
        assert half == (key == "last_trick")
        opening = text("widgets.excuse.half_point.four", "en", points=score.attack_points)
    else:
        opening = text("widgets.excuse.half_point.three_five", "en", players=players, points=score.attack_points)
    shown = plain_text(explorer.half_point_text.value)
    assert shown.startswith(plain_text(opening))
    assert (score.half_point("en") is not None) == half
    if half:
        assert shown.endswith(plain_text(score.half_point("en")))
        assert abs(score.difference) == abs(score.raw_difference) + 0.5  # rounded away from zero


def test_the_4_player_half_point_goes_with_the_excuse_that_changes_sides():
    explorer = ExcuseExplorer("last_trick", players=4, lang="fr")
    assert explorer.game.result.attack_points % 1 == 0.5
    explorer.option_choice.value = "winner"  # the Excuse stays with the trick's winner: no half point
    assert explorer.game.result.attack_points % 1 == 0
    assert explorer.game.result.score.half_point("fr") is None


@pytest.mark.parametrize("players", TABLES)
def test_a_side_that_never_wins_a_trick_keeps_4_against_87(players):
    explorer = ExcuseExplorer("owed", players=players, lang="fr")
    assert explorer.settlement.points["defence"] == 4
    assert explorer.settlement.points["attack"] + explorer.chien.points == 87
    table = explorer.points_table.value
    assert "<td style='padding:2px 10px'>87</td>" in table and "<td style='padding:2px 10px'>4</td>" in table


@pytest.mark.parametrize("players", TABLES)
def test_the_card_given_later_is_shown_at_the_trick_where_it_is_paid(players):
    explorer = ExcuseExplorer("exchanged_later", players=players, lang="fr")
    settlement = explorer.settlement
    assert settlement.paid_at > 1 and settlement.exchange_card.points == 0.5
    played_here = text("widgets.excuse.played_here", "fr", seat="vous")
    assert plain_text(played_here) in plain_text(explorer.trick_sentence.value)
    explorer.trick_box.value = settlement.paid_at
    paid_here = text("widgets.excuse.paid_here", "fr", card=settlement.exchange_card)
    assert plain_text(paid_here) in plain_text(explorer.trick_sentence.value)
    attack_won_before = [explorer.game.side_of(trick.winner) for trick in explorer.tricks[: settlement.paid_at - 1]]
    assert Side.ATTACK not in attack_won_before


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("players", TABLES)
def test_the_slam_excuse_wins_the_last_trick(players, lang):
    explorer = ExcuseExplorer("slam", players=players, lang=lang)
    last = TRICKS[players]
    assert explorer.trick_box.value == last
    won = text(
        "widgets.excuse.trick_won",
        lang,
        number=last,
        seat=seat_name(TAKER, TAKER, players, lang, noun=True),
        side=Side.ATTACK,
        card=EXCUSE,
    )
    assert plain_text(explorer.trick_sentence.value).startswith(plain_text(won))
    intro = text("widgets.excuse.intro.slam", lang, won=last - 1)
    assert plain_text(intro) in plain_text(explorer.intro.value)


@pytest.mark.parametrize("players", TABLES)
@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda scenario: scenario.key)
def test_every_card_of_every_scenario_is_a_legal_play(scenario, players):
    game = play_scenario(scenario, players)
    hands = {seat: set(game.deal.hands[seat]) for seat in range(players)}
    for number, trick in enumerate(game.tricks):
        assert number == 0 or trick.seats[0] == game.tricks[number - 1].winner  # the winner leads next
        for index, (card, seat) in enumerate(zip(trick.cards, trick.seats, strict=True)):
            assert card in legal_cards(list(hands[seat]), trick.cards[:index])
            hands[seat].discard(card)
    assert not any(hands.values())


@pytest.mark.parametrize("players", TABLES)
@pytest.mark.parametrize("slam", [False, True])
def test_the_written_deals_hold_every_card_once(players, slam):
    dealt = written_deal(players, slam=slam)
    cards = [card for hand in dealt.hands for card in hand] + list(dealt.chien)
    assert len(cards) == len(set(cards)) == 78
    assert not dealt.petit_sec_seats()
    assert (EXCUSE in dealt.hands[TAKER]) == slam


def test_choosing_the_table_plays_the_scenario_again():
    explorer = ExcuseExplorer("last_trick", players=3, lang="en")
    assert explorer.trick_box.max == 24 and explorer.trick_box.value == 24
    explorer.players_choice.value = 5
    assert explorer.players == explorer.game.players == 5
    assert explorer.trick_box.max == 15 and explorer.trick_box.value == 15
    assert tells_its_story("last_trick", explorer)
    assert explorer.trick_picture.value.startswith('<div lang="en"><svg')  # in the trainer's language


def test_browsing_the_tricks_and_the_scenario_menu():
    explorer = ExcuseExplorer(lang="fr")
    assert explorer.trick_box.value == explorer.settlement.trick == 9
    explorer.trick_box.value = 1
    assert plain_text(explorer.trick_sentence.value).count("Pli 1\u00a0:") == 1
    assert explorer.previous_button.disabled and not explorer.next_button.disabled
    explorer.next_button.click()
    assert explorer.trick_box.value == 2 and plain_text(explorer.trick_sentence.value).startswith("Pli 2\u00a0:")
    explorer.previous_button.click()
    explorer.previous_button.click()  # no trick before the first
    assert explorer.trick_box.value == 1
    explorer.go_to_trick(100)
    assert explorer.trick_box.value == 18 and explorer.next_button.disabled
    explorer.scenario_choice.value = "owed"
    assert explorer.settlement.case == "owed" and explorer.trick_box.value == 6
    assert explorer.trick_picture.value.startswith('<div lang="fr"><svg')  # in the trainer's language


def test_unknown_scenario_option_or_table_is_refused_with_a_sentence():
    with pytest.raises(TarotError) as error:
        ExcuseExplorer("nope")
    assert "exchanged" in error.value.message("en")
    with pytest.raises(TarotError):
        ExcuseExplorer(excuse_last_trick="loser")
    with pytest.raises(PlayerCountError) as error:
        ExcuseExplorer(players=6)
    assert (error.value.key, error.value.params) == ("error.players", {"given": 6})
