"""The game's picture (display/game_view.py): what one seat sees, and nothing more."""

import xml.etree.ElementTree as ET

import pytest

from tarot_learn import CardSet, Contract
from tarot_learn.cards import EXCUSE
from tarot_learn.display.game_view import game_svg
from tarot_learn.errors import TarotError
from tarot_learn.game import Game, Phase
from tarot_learn.i18n import text
from tarot_learn.seats import seat_name
from tarot_learn.strategy.bots import RandomBot, SimpleBot, run_bots, take_turn

SVG = "{http://www.w3.org/2000/svg}"


def drawn_cards(picture: str) -> list[str]:
    """The texts of the cards drawn face up, in drawing order (their data-card)."""
    root = ET.fromstring(picture)
    return [group.get("data-card") for group in root.iter(f"{SVG}g") if group.get("data-card")]


def label(picture: str) -> str:
    return ET.fromstring(picture).get("aria-label")


def bots_for(players: int, seed) -> dict:
    return {seat: SimpleBot(f"{seed}/{seat}") for seat in range(players)}


def hidden_from(game: Game, seat: int) -> CardSet:
    """The cards ``seat`` may not see now: other hands (less the poignées shown and the called
    card, named aloud), the unseen chien, the taker's écart (less its shown trumps)."""
    view = game.view(seat)
    hidden = 0
    for other in range(game.players):
        if other != seat:
            hidden |= game.hand_bits[other]
    for _, shown in game.poignees.values():
        hidden &= ~shown.bits
    if game.called_card is not None:
        hidden &= ~game.called_card.bit
    if view.ecart is None:
        hidden |= game.ecart.bits & ~game.shown_trumps.bits
    if view.chien is None:
        hidden |= game.deal.chien_bits
    else:
        hidden &= ~game.deal.chien_bits
    return CardSet.from_bits(hidden)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_no_seat_ever_sees_a_hidden_card(players):
    """Through seeded bot deals, at every step, every seat's picture draws and names its own
    hand and never a card it may not see."""
    for seed in range(3):
        game = Game(players, seed=seed)
        bots = bots_for(players, seed)
        steps = 0
        while game.phase is not Phase.OVER:
            if steps % 4 == 0:  # every fourth step keeps the test fast
                for seat in range(players):
                    lang = "fr" if seat % 2 else "en"
                    picture = game_svg(game.view(seat), lang=lang)
                    drawn, spoken = drawn_cards(picture), label(picture)
                    for card in game.view(seat).hand:
                        assert card.text(lang) in drawn and card.name(lang) in spoken
                    for card in hidden_from(game, seat):
                        assert card.text(lang) not in drawn
            take_turn(game, bots[game.to_act])
            steps += 1


def test_the_bidding_shows_the_bids_and_no_trick():
    game = Game(4, seed=7)
    game.bid(1, None)
    game.bid(2, "garde")
    picture = game_svg(game.view(3), lang="fr")
    bids = [
        text("table.view.bid", "fr", seat=seat_name(seat, 3, 4, "fr"), contract=contract)
        for seat, contract in ((1, text("bid.pass", "fr")), (2, Contract.GARDE))
    ]  # seen from seat 3
    assert ", ".join(bids) + "." in label(picture)
    assert "Pli" not in label(picture)
    assert drawn_cards(picture) == [card.text("fr") for card in game.view(3).hand]
    fresh = game_svg(Game(4, seed=7).view(0), lang="en")
    assert text("table.view.bids_none", "en") in label(fresh)


def test_the_chien_is_shown_at_the_ecart_and_the_ecart_only_to_the_taker():
    game = Game(4, seed=7)
    for seat, bid in ((1, None), (2, None), (3, None), (0, Contract.GARDE)):
        game.bid(seat, bid)
    assert game.phase is Phase.ECART
    chien = [card.text("en") for card in game.deal.chien]
    for seat in range(4):  # the chien is turned over for everyone to see (RULES.md §4)
        picture = game_svg(game.view(seat), lang="en")
        assert set(chien) <= set(drawn_cards(picture)) and "The chien" in label(picture)
    ecart = SimpleBot(0).choose_ecart(game.view(0))
    game.make_ecart(0, ecart)
    taker = game_svg(game.view(0), lang="en")
    assert "Your écart (secret)" in label(taker)
    assert all(card.text("en") in drawn_cards(taker) for card in ecart)
    defender = game_svg(game.view(1), lang="en")
    assert "écart" not in label(defender) and "The chien" not in label(defender)
    assert not set(drawn_cards(defender)) & {card.text("en") for card in ecart - game.shown_trumps}


def test_garde_sans_keeps_the_chien_hidden_until_the_end():
    game = Game(4, seed=7)
    for seat, bid in ((1, None), (2, None), (3, None), (0, Contract.GARDE_SANS)):
        game.bid(seat, bid)
    for seat in range(4):
        assert not set(drawn_cards(game_svg(game.view(seat)))) & {c.text("en") for c in game.deal.chien}
    run_bots(game, bots_for(4, 7))
    over = game_svg(game.view(2), lang="en")
    assert {c.text("en") for c in game.deal.chien} <= set(drawn_cards(over))


def test_the_trick_on_the_table_and_the_last_one():
    game = Game(4, seed=3)
    bots = bots_for(4, 3)
    while len(game.tricks) < 2 or len(game.trick.cards) < 2:
        take_turn(game, bots[game.to_act])
    view = game.view(0)
    picture = game_svg(view, lang="en")
    spoken = label(picture)
    assert text("table.view.current_trick", "en", number=3) in spoken
    last = game.tricks[-1]
    assert text("table.view.last_trick", "en", number=2, seat=seat_name(last.winner, 0, 4, "en", noun=True)) in spoken
    drawn = drawn_cards(picture)
    for card in (*game.trick.cards, *last.cards):
        assert card.text("en") in drawn
    assert picture.count("tl-winner") == 1  # only the finished trick has a winner


def test_tricks_won_per_side_and_the_result_at_the_end():
    game = Game(4, seed=5)
    run_bots(game, bots_for(4, 5))
    result = game.result
    picture = game_svg(game.view(1), lang="fr")
    spoken = label(picture)
    attack = sum(1 for trick in game.tricks if trick.winner == game.taker)
    assert text("table.view.tricks_sides", "fr", attack=attack, defence=18 - attack) in spoken
    score = result.score
    verdict = "Le contrat est réussi de" if score.made else "Le contrat chute de"
    assert f"{verdict} {abs(score.difference)}." in spoken
    for seat, points in enumerate(score.scores):
        assert f"{seat_name(seat, 1, 4, 'fr')}\u00a0: {points:+d}".replace("-", "−") in spoken
    assert "Vos cartes" not in spoken  # an empty hand at the end is not drawn


def test_at_five_players_the_partner_is_secret_until_the_called_card_is_played():
    for seed in range(40):
        game = Game(5, seed=seed)
        bots = bots_for(5, seed)
        while game.phase is not Phase.PLAY and game.phase is not Phase.OVER:
            take_turn(game, bots[game.to_act])
        if game.phase is Phase.PLAY and game.partner is not None:
            break
    partner, card = game.partner, game.called_card
    defender = next(seat for seat in range(5) if seat not in (game.taker, partner))
    before = label(game_svg(game.view(defender), lang="en"))
    assert text("table.view.called_unknown", "en", card=card) in before
    assert "partner:" not in before and ", partner" not in before
    assert "partner: you" in label(game_svg(game.view(partner), lang="en"))
    while not game.partner_revealed:
        take_turn(game, bots[game.to_act])
    after = label(game_svg(game.view(defender), lang="en"))
    partner_name = seat_name(partner, defender, 5, "en", noun=True)
    assert text("table.view.called_partner", "en", card=card, partner=partner_name) in after
    assert f"{seat_name(partner, defender, 5, 'en')}, partner" in after


def test_show_legal_highlights_exactly_the_legal_cards():
    game = Game(4, seed=9)
    bots = bots_for(4, 9)
    while game.phase is not Phase.PLAY or game.to_act != 2 or not game.trick.cards:
        take_turn(game, bots[game.to_act])
    view = game.view(2)
    picture = game_svg(view, lang="en", show_legal=True)
    root = ET.fromstring(picture)
    marked = [g.get("data-card") for g in root.iter(f"{SVG}g") if "tl-highlight" in (g.get("class") or "")]
    assert marked == [card.text("en") for card in view.legal_cards()]
    assert "tl-highlight" not in game_svg(view, lang="en")
    assert "tl-highlight" not in game_svg(game.view(1), lang="en", show_legal=True)  # not seat 1's turn


def test_the_picture_is_deterministic_valid_and_shown_by_the_game():
    game = Game(3, seed="repr")
    run_bots(game, {seat: RandomBot(seat) for seat in (1, 2)})
    first, second = game_svg(game.view(0), lang="fr"), game_svg(game.view(0), lang="fr")
    assert first == second and first.startswith("<svg")
    root = ET.fromstring(first)
    assert root.get("role") == "img" and root.find(f"{SVG}title").text == root.get("aria-label")
    assert float(root.get("width")) < 1200  # fits a notebook page
    heading = text("table.view.heading", "en", players=3, phase=game.phase)  # the session language
    assert ET.fromstring(game._repr_svg_()).get("aria-label").startswith(heading)


def test_the_excuse_is_named_in_words():
    game = next(g for g in (Game(4, seed=seed) for seed in range(20)) if EXCUSE in g.view(0).hand)
    assert "l'Excuse" in label(game_svg(game.view(0), lang="fr"))
    assert "the Excuse" in label(game_svg(game.view(0), lang="en"))


def test_bad_width_or_language_is_refused():
    view = Game(4, seed=1).view(0)
    with pytest.raises(TarotError):
        game_svg(view, width=2)
    with pytest.raises(TarotError):
        game_svg(view, lang="de")
