"""One playout in the core (tarot_learn.strategy.playout): a deal played out with legal cards, the winner
of each trick leading the next, with a hook to force a card; the widgets and the generator use it."""

import random

import pytest

import tarot_learn as tl
from tarot_learn.deal import deal_from_hands
from tarot_learn.game import Phase
from tarot_learn.strategy.playout import play_on, random_legal_card, start_play


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_deal_is_played_out_to_the_score_with_the_winner_leading(players):
    game = play_on(start_play(tl.deal(players, seed=11)), random.Random(1))
    assert game.phase is Phase.OVER and game.result is not None
    assert len(game.tricks) == tl.deal_size(players).hand
    for before, after in zip(game.tricks, game.tricks[1:], strict=False):
        assert after.seats[0] == before.winner


def test_the_same_seed_plays_the_same_cards_and_another_seed_others():
    def cards(seed):
        game = play_on(start_play(tl.deal(4, seed=2)), random.Random(seed))
        return [trick.cards for trick in game.tricks]

    assert cards(5) == cards(5) and cards(5) != cards(6)


def test_start_play_takes_the_contract_calls_a_king_and_makes_the_ecart():
    game = start_play(tl.deal(5, seed=4), taker=3, contract="garde")
    assert game.phase is Phase.PLAY and game.taker == 3 and game.contract is tl.Contract.GARDE
    assert game.called_card.rank == 14 and game.called_card not in game.deal.hands[3]
    assert len(game.ecart) == 3
    assert start_play(tl.deal(4, seed=4), taker=2, slam=True).to_act == 2  # the slam announcer leads


def test_stop_is_asked_before_each_card():
    game = play_on(start_play(tl.deal(4, seed=9)), random.Random(3), stop=lambda game: len(game.tricks) == 2)
    assert len(game.tricks) == 2 and not game.trick.cards and game.phase is Phase.PLAY


def test_choose_forces_a_card_but_never_an_illegal_one():
    game = start_play(tl.deal(4, seed=1))
    holder = next(seat for seat in range(4) if tl.EXCUSE in game.deal.hands[seat])

    def excuse_at_trick_5(game, seat):
        return tl.EXCUSE if len(game.tricks) == 4 and seat == holder else None

    play_on(game, random.Random(8), keep=tl.EXCUSE, choose=excuse_at_trick_5)
    assert tl.EXCUSE in game.tricks[4].cards and game.tricks[4].seat_of(tl.EXCUSE) == holder
    game = start_play(tl.deal(4, seed=1))
    leader = game.to_act
    follower_hand = game.deal.hands[(leader + 1) % 4]
    with pytest.raises(tl.TarotError):  # the game refuses a forced card that breaks a rule (or is not held)
        play_on(game, random.Random(8), choose=lambda game, seat: next(iter(follower_hand)))


def test_the_slam_exception_is_the_games_own():
    # The taker holds the 21 down to the 6, the Petit and the Excuse (RULES.md §7, example 5).
    taker = [tl.trump(n) for n in range(6, 22)] + [tl.PETIT, tl.EXCUSE]
    chien = tl.parse_cards("2♠ 3♠ 4♠ 2♥ 3♥ 4♥")
    rest = [card for card in tl.DECK if card not in taker and card not in chien]
    dealt = deal_from_hands([taker, rest[0:18], rest[18:36], rest[36:54]], chien, dealer=3)
    game = start_play(dealt, 0, slam=True)
    play_on(game, random.Random(0), keep=tl.EXCUSE)
    assert game.tricks[-1].cards[0] is tl.EXCUSE and game.tricks[-1].winner == 0
    assert game.result.settlement.case == "slam"


def test_random_legal_card_holds_back_the_kept_card_while_another_is_legal():
    rng = random.Random(0)
    legal = tl.CardSet("Excuse 7♥ 9♥")
    assert {random_legal_card(legal, rng, keep=tl.EXCUSE) for _ in range(50)} == set(tl.parse_cards("7♥ 9♥"))
    assert random_legal_card(tl.CardSet("Excuse"), rng, keep=tl.EXCUSE) is tl.EXCUSE
    assert len({random_legal_card(legal, rng) for _ in range(50)}) == 3


def test_the_widgets_and_the_generator_leave_who_wins_to_the_core():
    """They play deals out through the playout and explain winners with explain_winner: none of
    them calls the bare rule of who wins, nor the slam exception, any more."""
    import ast
    from pathlib import Path

    package = Path(tl.__file__).parent
    for path in [*sorted((package / "widgets").glob("*.py")), package / "exercises" / "generate.py"]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                names = {alias.name for alias in node.names}
                assert not names & {"trick_winner", "excuse_wins_trick", "legal_bits"}, path.name
