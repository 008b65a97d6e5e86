"""A whole deal through Game: phases, turns, what each seat sees, and the score (RULES.md §2–§7)."""

import random

import pytest

import tarot_learn as tl
from tarot_learn.deal import deal_from_hands
from tarot_learn.game import Game, Phase
from tarot_learn.strategy.bots import RandomBot, SimpleBot, play_bot_deal, run_bots, take_turn


def first_seed(players, condition):
    return next(seed for seed in range(10_000) if condition(tl.deal(players, seed=seed)))


def bid_round(game, bids):
    for contract in bids:
        game.bid(game.to_act, contract)


def test_bidding_turns_and_errors():
    game = Game(4, seed=first_seed(4, lambda d: not d.petit_sec_seats()), dealer=0)
    assert game.phase is Phase.BIDDING and game.to_act == 1
    assert "To bid: player 2;" in game.prompt("en")  # seat 1, as a learner counts the seats
    with pytest.raises(tl.IllegalActionError, match="not seat 2's turn but seat 1's"):
        game.bid(2, "garde")
    with pytest.raises(tl.IllegalActionError, match="Not now"):
        game.play(1, game.view(1).hand.choice(random.Random(1)))
    bid_round(game, ["petite", "garde", None, None])
    assert game.taker == 2 and game.contract is tl.Contract.GARDE and game.phase is Phase.ECART


def test_everyone_passing_redeals_with_the_next_dealer():
    game = Game(4, seed=first_seed(4, lambda d: not d.petit_sec_seats()), dealer=0)
    before = game.deal.pack
    bid_round(game, [None] * 4)
    assert game.phase is Phase.BIDDING and game.dealer == 1 and game.deal.pack != before
    assert [e.kind for e in game.history[-2:]] == ["all_passed", "deal"]


def test_petit_sec_cancels_the_deal_before_the_bidding():
    seed = first_seed(4, lambda d: d.petit_sec_seats())
    game = Game(4, seed=seed)
    assert game.history[1].kind == "petit_sec" and game.redeals >= 1
    assert not game.deal.petit_sec_seats()


def test_a_seat_sees_its_own_hand_and_not_the_others():
    game = Game(4, seed=3)
    view = game.view(1)
    assert view.hand == game.deal.hands[1]
    assert not hasattr(view, "hands") and view.chien is None
    bid_round(game, ["garde", None, None, None])
    assert game.view(2).chien == game.deal.chien  # shown to all at Garde
    assert game.view(2).ecart is None


def test_garde_sans_keeps_the_chien_unseen():
    game = Game(4, seed=first_seed(4, lambda d: not d.petit_sec_seats()))
    bid_round(game, ["garde sans", None, None, None])
    assert game.phase is Phase.PLAY and game.view(0).chien is None and game.view(1).chien is None


def test_illegal_ecart_and_illegal_card_are_refused_with_the_reason():
    game = Game(4, seed=first_seed(4, lambda d: not d.petit_sec_seats() and any(c.is_king for c in d.hands[1])))
    bid_round(game, ["petite", None, None, None])
    hand = game.view(1).hand
    king = next(card for card in hand if card.is_king)
    wrong = [king] + [card for card in game.ecart_candidates()][:5]
    with pytest.raises(tl.IllegalActionError, match="king") as error:
        game.make_ecart(1, wrong)
    assert "roi" in error.value.message("fr")
    assert game.phase is Phase.ECART
    game.make_ecart(1, SimpleBot(1).choose_ecart(game.view(1)))
    assert game.phase is Phase.PLAY and len(game.view(1).hand) == 18 and len(game.view(1).ecart) == 6
    seat = game.to_act
    game.play(seat, game.legal_cards().choice(random.Random(0)))
    follower = game.to_act
    illegal = game.view(follower).hand - game.legal_cards()
    if illegal:
        card = next(iter(illegal))
        with pytest.raises(tl.IllegalActionError) as error:
            game.play(follower, card)
        assert "Not a legal card" in error.value.message("en") and "Carte non jouable" in error.value.message("fr")
        assert card in game.view(follower).hand  # nothing changed
    with pytest.raises(tl.CardNotInHandError):
        game.play(follower, next(iter(game.view(seat).hand)))


def test_five_players_call_and_partner_revealed_only_by_the_card():
    seed = first_seed(5, lambda d: not d.petit_sec_seats())
    game = Game(5, seed=seed)
    bid_round(game, ["garde", None, None, None, None])
    taker = game.taker
    assert game.phase is Phase.CALL
    hand = game.view(taker).hand
    callable_cards = game.view(taker).callable_cards()
    called = next(card for card in callable_cards if card not in hand and card not in game.deal.chien)
    with pytest.raises(tl.IllegalActionError):
        game.call(taker, "2♥")
    game.call(taker, called)
    holder = next(seat for seat in range(5) if called in game.deal.hands[seat])
    assert game.partner == holder
    others = [seat for seat in range(5) if seat not in (taker, holder)]
    assert game.view(others[0]).partner is None and game.view(holder).partner == holder
    run_bots(game, {seat: RandomBot(seat) for seat in range(5)})
    assert game.partner_revealed and game.view(others[0]).partner == holder
    assert any(event.kind == "partner" for event in game.history)


def slam_deal():
    """The taker (seat 0) holds the 21 down to the 6, the Petit and the Excuse (RULES.md §7 ex. 5)."""
    taker = [tl.trump(n) for n in range(6, 22)] + [tl.PETIT, tl.EXCUSE]
    chien = tl.parse_cards("2♠ 3♠ 4♠ 2♥ 3♥ 4♥")
    rest = [card for card in tl.DECK if card not in taker and card not in chien]
    return deal_from_hands([taker, rest[0:18], rest[18:36], rest[36:54]], chien, dealer=3)


def test_worked_example_5_slam_announced_and_made_with_the_excuse_led_last():
    game = Game.from_deal(slam_deal())
    bid_round(game, ["garde", None, None, None])
    game.make_ecart(0, "2♠ 3♠ 4♠ 2♥ 3♥ 4♥")
    game.announce_slam(0)
    assert game.to_act == 0
    bots = {seat: RandomBot(seat) for seat in (1, 2, 3)}
    for number in range(21, 5, -1):  # the taker leads his trumps from the top
        game.play(0, str(number))
        run_bots(game, bots)
    game.play(0, "1")
    run_bots(game, bots)
    game.play(0, "Excuse")
    run_bots(game, bots)
    result = game.result
    assert game.phase is Phase.OVER and result.settlement.case == "slam"
    assert result.attack_points == 91 and result.bouts == 3
    score = result.score
    assert (score.base, score.petit_au_bout_points, score.slam_points, score.per_defender) == (160, 20, 400, 580)
    assert score.scores == (1740, -580, -580, -580)


def test_a_prepared_deal_is_told_without_a_seed():
    game = Game.from_deal(slam_deal())
    assert game.deal.prepared and not tl.deal(4, seed=7).prepared
    assert game.history[0] == tl.Event("deal_prepared", 3)


def test_prepared_deals_are_checked():
    with pytest.raises(tl.CardCountError):
        deal_from_hands(["R♥"] * 4, "")
    hands = slam_deal().hands
    with pytest.raises(tl.DuplicateCardError):
        deal_from_hands([hands[0], hands[0], hands[2], hands[3]], slam_deal().chien)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_thousands_of_bot_deals_end_scored_zero_sum_and_91_points(players):
    for seed in range(400):
        bot = SimpleBot if seed % 2 else RandomBot
        game = play_bot_deal(players, seed=seed, bot=bot, excuse_last_trick=("camp", "winner")[seed % 3 == 0])
        result = game.result
        assert game.phase is Phase.OVER and game.to_act is None
        assert sum(result.score.scores) == 0
        settlement = result.settlement
        in_tricks = settlement.points["attack"] + settlement.points["defence"]
        assert in_tricks + game.ecart.points + (0 if game.contract.taker_takes_chien else game.deal.chien.points) == 91
        assert len(game.tricks) == game.deal.size.hand


def test_no_illegal_card_is_ever_accepted():
    rng = random.Random(5)
    for seed in range(150):
        players = 3 + seed % 3
        game = Game(players, seed=seed)
        bots = {seat: RandomBot(seed * 10 + seat) for seat in range(players)}
        while game.phase is not Phase.OVER:
            if game.phase is Phase.PLAY:
                seat = game.to_act
                illegal = list(game.view(seat).hand - game.legal_cards())
                if illegal:
                    card = rng.choice(illegal)
                    before = (game.hands, game.trick.cards)
                    with pytest.raises(tl.IllegalActionError):
                        game.play(seat, card)
                    assert (game.hands, game.trick.cards) == before
            take_turn(game, bots[game.to_act])


def test_history_describes_every_event_in_both_languages():
    game = play_bot_deal(5, seed=9, bot=SimpleBot)
    for event in game.history:
        assert event.describe("fr") and event.describe("en")
    assert "The deal is over" in game.prompt("en")


def test_a_trump_put_in_the_ecart_counts_toward_the_takers_poignee_and_is_shown_again():
    """RULES.md §7 (FFT: with four kings and 15 trumps, « l'atout écarté doit être remontré avec la
    triple Poignée »): the chien leaves the taker one trump to put aside; he still shows a triple."""
    taker = tl.parse_cards("R♠ R♥ R♦ R♣") + [tl.trump(n) for n in range(2, 16)]
    chien = tl.parse_cards("16 D♠ 2♠ 3♠ 4♠ 5♠")
    rest = [card for card in tl.DECK if card not in taker and card not in chien]
    game = Game.from_deal(deal_from_hands([taker, rest[0:18], rest[18:36], rest[36:54]], chien, dealer=3))
    bid_round(game, ["garde", None, None, None])
    game.make_ecart(0, "D♠ 2♠ 3♠ 4♠ 5♠ 2")
    assert game.view(1).shown_trumps == tl.CardSet("2")
    view = game.view(0)
    assert view.poignee_options() == [tl.Poignee.SIMPLE, tl.Poignee.DOUBLE, tl.Poignee.TRIPLE]
    shown = view.cards_to_show(tl.Poignee.TRIPLE)
    assert tl.parse_card("2") in shown and len(shown) == 15
    assert game.declare_poignee(0, shown) is tl.Poignee.TRIPLE
    assert game.poignees[0] == (tl.Poignee.TRIPLE, shown)
    run_bots(game, {seat: SimpleBot(seat) for seat in range(4)})
    assert (40, "attack") in game.result.score.poignees


def test_with_four_kings_the_taker_may_call_his_own_king_and_plays_alone():
    """RULES.md §4: « il peut s'appeler lui-même en appelant un Roi faisant partie de son jeu »."""
    taker = tl.parse_cards("R♠ R♥ R♦ R♣ 2♠ 3♠ 4♠ 5♠ 2 3 4 5 6 7 8")
    rest = [card for card in tl.DECK if card not in taker]
    hands = [taker] + [rest[15 * n : 15 * (n + 1)] for n in range(4)]
    game = Game.from_deal(deal_from_hands(hands, rest[60:63], dealer=4))
    bid_round(game, ["garde", None, None, None, None])
    assert tl.parse_card("R♥") in game.view(0).callable_cards()
    game.call(0, "R♥")
    assert game.called_card == tl.parse_card("R♥") and game.partner is None
    run_bots(game, {seat: SimpleBot(seat) for seat in range(5)})
    assert game.result.score.scores[0] == 4 * game.result.score.per_defender  # alone: +4S
