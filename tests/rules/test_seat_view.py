"""What a seat knows of the sides (RULES.md §3, §4): SeatView.sides_known, side_of and partner,
which the table picture and the bots both read."""

import tarot_learn as tl
from tarot_learn.deal import deal_from_hands
from tarot_learn.display.game_view import game_svg
from tarot_learn.game import Game
from tarot_learn.i18n import text
from tarot_learn.sides import ATTACK, DEFENCE
from tarot_learn.strategy.bots import SimpleBot

TAKER = 0  # the dealer is seat 4: seat 0 bids first and leads the first trick


def five_player_game(taker, chien, *, seat_two=(), contract="garde", called="R♥"):
    """A 5-player deal: ``taker``'s 15 cards for seat 0, ``seat_two``'s cards in seat 2's hand;
    seat 0 takes ``contract``, the others pass, and he calls ``called``."""
    taker, chien, seat_two = tl.parse_cards(taker), tl.parse_cards(chien), tl.parse_cards(seat_two)
    rest = [card for card in tl.DECK if card not in taker + chien + seat_two]
    missing = 15 - len(seat_two)
    seat_two, rest = seat_two + rest[:missing], rest[missing:]
    hands = [taker, rest[0:15], seat_two, rest[15:30], rest[30:45]]
    game = Game.from_deal(deal_from_hands(hands, chien, dealer=4))
    for seat in range(5):
        game.bid(seat, contract if seat == TAKER else None)
    game.call(TAKER, called)
    if game.phase is tl.Phase.ECART:
        game.make_ecart(TAKER, tl.legal_ecart(game.view(TAKER).hand, game.view(TAKER).chien))
    return game


TRUMPS_10_TO_21 = " ".join(str(number) for number in range(10, 22))


def test_at_four_players_every_seat_knows_the_sides_once_the_taker_is_known():
    game = Game(4, seed=3)
    assert not game.view(1).sides_known and game.view(1).side_of(1) is None
    for seat in range(4):
        game.bid(game.to_act, "garde" if seat == 0 else None)
    taker = game.taker
    for seat in range(4):
        view = game.view(seat)
        assert view.sides_known
        assert [view.side_of(other) for other in range(4)] == [
            ATTACK if other == taker else DEFENCE for other in range(4)
        ]


def test_the_partner_knows_himself_the_others_only_know_the_taker():
    game = five_player_game(f"R♠ R♦ R♣ {TRUMPS_10_TO_21}", "2♠ 3♠ 4♠", seat_two="R♥")
    assert game.partner == 2
    partner, defender, taker = game.view(2), game.view(1), game.view(TAKER)
    assert partner.sides_known and partner.partner == 2
    assert [partner.side_of(seat) for seat in range(5)] == [ATTACK, DEFENCE, ATTACK, DEFENCE, DEFENCE]
    assert not defender.sides_known and defender.partner is None
    assert [defender.side_of(seat) for seat in range(5)] == [ATTACK, DEFENCE, None, None, None]
    assert not taker.sides_known and taker.partner is None
    assert [taker.side_of(seat) for seat in range(5)] == [ATTACK, None, None, None, None]


def test_holding_the_called_card_oneself_means_knowing_one_plays_alone():
    # All four kings: the taker calls a queen, the one he holds (RULES.md §4), and plays alone.
    game = five_player_game(f"R♠ R♥ R♦ R♣ D♥ {TRUMPS_10_TO_21.split(maxsplit=2)[2]}", "2♠ 3♠ 4♠", called="D♥")
    taker, defender = game.view(TAKER), game.view(1)
    assert game.partner is None
    assert taker.sides_known and taker.partner is None
    assert [taker.side_of(seat) for seat in range(5)] == [ATTACK] + [DEFENCE] * 4
    assert not defender.sides_known and defender.side_of(3) is None
    assert not _says_alone(defender) and _says_alone(taker)
    # The bot taker treats every other seat as an opponent, a defender every unknown seat as a friend.
    assert not any(SimpleBot._same_side(taker, seat) for seat in range(1, 5))
    assert all(SimpleBot._same_side(defender, seat) for seat in range(1, 5))
    game.play(TAKER, "D♥")  # leading the called card itself is allowed on the first trick
    assert game.view(1).sides_known and game.view(1).side_of(3) is DEFENCE
    assert _says_alone(game.view(1))


def test_a_called_card_in_the_chien_shown_to_all_tells_everyone():
    game = five_player_game(f"R♠ R♦ R♣ {TRUMPS_10_TO_21}", "R♥ 3♠ 4♠")
    assert game.partner is None
    assert all(game.view(seat).sides_known for seat in range(5))


def test_a_called_card_in_an_unseen_chien_stays_unknown_until_the_end():
    game = five_player_game(f"R♠ R♦ R♣ {TRUMPS_10_TO_21}", "R♥ 3♠ 4♠", contract="garde sans")
    assert not any(game.view(seat).sides_known for seat in range(5))
    tl.run_bots(game, {seat: tl.RandomBot(seat) for seat in range(5)})
    assert game.phase is tl.Phase.OVER and all(game.view(seat).sides_known for seat in range(5))


def _says_alone(view) -> bool:
    """Whether the table picture of ``view`` says the taker plays alone."""
    return text("table.view.called_alone", "en", card=view.called_card) in game_svg(view, lang="en")


# --- what a seat has seen: the cards played, the suits a seat lacks, the écart (RULES.md §4, §5) ---------


def _garde_by_seat_0(players=4, seed=11):
    """A deal where seat 0 takes a Garde and puts aside the first legal écart; nobody has played."""
    game = Game(players, seed=seed, dealer=players - 1)
    while game.phase is tl.Phase.BIDDING:
        game.bid(game.to_act, "garde" if game.to_act == TAKER else None)
    if game.phase is tl.Phase.CALL:
        game.call(TAKER, game.view(TAKER).callable_cards()[0])
    view = game.view(TAKER)
    game.make_ecart(TAKER, tl.legal_ecart(view.hand, view.chien))
    return game


def test_the_taker_alone_sees_his_ecart_until_the_deal_is_over():
    game = _garde_by_seat_0()
    ecart = game.ecart
    assert len(ecart) == 6 and game.view(TAKER).ecart == ecart
    assert [game.view(seat).ecart for seat in (1, 2, 3)] == [None, None, None]
    assert all(game.view(seat).shown_trumps == game.shown_trumps for seat in range(4))  # shown to all (§4)
    while game.to_act is not None:
        game.play(game.to_act, next(iter(game.legal_cards())))
    assert all(game.view(seat).ecart == ecart for seat in range(4))


def test_the_partner_at_five_players_does_not_see_the_takers_ecart():
    game = five_player_game(f"R♠ R♦ R♣ {TRUMPS_10_TO_21}", "2♠ 3♠ 4♠", seat_two="R♥")
    assert game.view(TAKER).ecart == game.ecart and len(game.ecart) == 3
    assert game.view(2).side_of(2) is ATTACK and game.view(2).ecart is None


def test_played_holds_every_card_played_the_same_for_every_seat():
    game = _garde_by_seat_0(seed=12)
    played = []
    for _ in range(10):  # two tricks and a half
        card = list(game.legal_cards())[-1]
        game.play(game.to_act, card)
        played.append(card)
        assert [game.view(seat).played for seat in range(4)] == [tl.CardSet(played)] * 4
    assert len(game.tricks) == 2 and len(game.trick.cards) == 2


def test_voids_are_the_suits_a_seat_did_not_follow():
    game = Game(4, seed=7)  # seat 1 holds one club, the V♣; seat 0 holds 6♣ and 9♣
    for seat, contract in [(1, "garde sans"), (2, None), (3, None), (0, None)]:
        game.bid(seat, contract)
    for seat, card in [(1, "V♣"), (2, "D♣"), (3, "R♣"), (0, "6♣"), (3, "4♣")]:
        game.play(seat, card)
    assert [game.view(2).voids(seat) for seat in range(4)] == [[], [], [], []]
    game.play(0, "9♣")  # follows
    game.play(1, "2")  # trumps: out of clubs, on the trick still on the table
    assert [game.view(seat).voids(1) for seat in range(4)] == [[tl.Suit.CLUBS]] * 4
    assert game.view(2).voids(0) == [] and game.view(2).voids(2) == []


def test_the_excuse_shows_no_void():
    game = Game(4, seed=7)  # seat 2 holds the Excuse and hearts
    for seat, contract in [(1, "garde sans"), (2, None), (3, None), (0, None)]:
        game.bid(seat, contract)
    game.play(1, "3♥")
    game.play(2, "Excuse")
    assert game.view(0).voids(2) == []


def test_every_seat_knows_the_tables_excuse_option():
    # The rules option of §6 is agreed before the deal: a seat's view says it (the sampler builds
    # its deals with it), whatever the seat.
    for option in ("camp", "winner"):
        game = Game(3, seed=4, excuse_last_trick=option)
        assert [game.view(seat).excuse_last_trick for seat in range(3)] == [option] * 3


def test_the_trick_on_the_table_is_never_the_last_trick_read_again():
    # The trick's picture is kept while cards are played to it; the finished trick's picture, read
    # with as many cards as the next trick holds now, must not be shown for the next one.
    game = Game(4, seed=7)
    for seat, contract in [(1, "garde sans"), (2, None), (3, None), (0, None)]:
        game.bid(seat, contract)

    def play_lowest():  # without reading the trick
        game.play(game.to_act, min(game.legal_cards(), key=lambda card: card.index))

    play_lowest()
    play_lowest()
    first_two = game.trick.cards  # read with two cards on the table
    for _ in range(4):  # the trick ends, and two cards of the next one are played
        play_lowest()
    assert len(game.tricks) == 1 and game.tricks[0].cards[:2] == first_two
    assert set(game.trick.cards) == set(game.view(0).played) - set(game.tricks[0].cards)
