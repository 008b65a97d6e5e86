"""The engine's public surface (RULES.md §3–§7): the trick object, the checked and unchecked steps,
the seats' hands, and the Bot protocol that run_bots and play_out share."""

import random

import pytest

import tarot_learn as tl
from tarot_learn.cards import DECK, EXCUSE, SUIT_BITS, Hand
from tarot_learn.deal import deal_from_hands
from tarot_learn.game import Game, Phase, SeatView
from tarot_learn.play import PlayedTrick, Trick
from tarot_learn.strategy.bots import Bot, RandomBot, SimpleBot, play_out, run_bots, take_turn
from tarot_learn.strategy.coach import CoachBot
from tarot_learn.strategy.expert import ExpertBot
from tarot_learn.widgets import GameTable


def cards(text: str) -> tuple:
    return tuple(tl.parse_cards(text))


# --- one trick object ----------------------------------------------------------------------------
def test_the_first_card_that_is_not_the_excuse_sets_the_suit():
    """§5.2, read the same way by a trick made from text and by one grown card by card."""
    for text, led in [("", None), ("Excuse", None), ("Excuse 5♥ 2", tl.Suit.HEARTS), ("3 5♥", tl.Suit.TRUMPS)]:
        trick = Trick(text)
        step_by_step = Trick()
        for card in cards(text):
            step_by_step = step_by_step.add(card)
        assert trick.led is step_by_step.led is led, text
        assert trick.led_bits == step_by_step.led_bits == (SUIT_BITS[led] if led else 0)


def test_a_trick_keeps_its_highest_trump_and_its_bits():
    trick = Trick("5♥ 12 R♥ 7")
    assert trick.top == 12 and trick.bits == tl.CardSet("5♥ 12 R♥ 7").bits
    assert Trick("5♥ R♥").top == 0


def test_add_gives_a_new_trick_and_refuses_a_card_twice_or_a_sixth_card():
    trick = Trick("5♥")
    longer = trick.add(tl.parse_card("7♥"))
    assert trick.cards == cards("5♥") and longer.cards == cards("5♥ 7♥")
    with pytest.raises(tl.DuplicateCardError):
        longer.add(tl.parse_card("5♥"))
    with pytest.raises(tl.TrickError):
        Trick("1♥ 2♥ 3♥ 4♥ 5♥").add(tl.parse_card("6♥"))


def test_a_games_trick_knows_its_seats_and_who_is_winning():
    game = Game(4, seed=7)
    game.bid(1, "garde sans")
    for seat in (2, 3, 0):
        game.bid(seat, None)
    game.play(1, "V♣")
    game.play(2, "D♣")
    trick = game.trick
    assert trick.order == (1, 2, 3, 0) and trick.seats == (1, 2)
    assert trick.winning_card() == tl.parse_card("D♣") and trick.seat_of(trick.winning_card()) == 2
    assert Trick("Excuse").winning_card() is None and Trick().seats == ()


def test_a_trick_copy_is_independent_and_start_empties_it_for_the_next_leader():
    trick = Trick.starting(2, 4)
    trick.push(tl.parse_card("5♥"))
    copied = trick.copy()
    copied.push(tl.parse_card("7♥"))
    assert trick.cards == cards("5♥") and copied.cards == cards("5♥ 7♥")
    trick.start(3, 4)
    assert (trick.cards, trick.bits, trick.led_bits, trick.top, trick.order) == ((), 0, 0, 0, (3, 0, 1, 2))


def test_a_played_trick_reads_its_led_suit_as_a_trick_does():
    played = PlayedTrick(cards("Excuse 5♠ 2♠ 3"), (0, 1, 2, 3), 3)
    assert played.led is tl.Suit.SPADES
    assert played.as_trick() == Trick("Excuse 5♠ 2♠ 3") and played.as_trick().seat_of(EXCUSE) == 0


# --- the engine's steps ---------------------------------------------------------------------------
def test_legal_bits_are_the_legal_cards_at_every_card_of_many_deals():
    for seed in range(60):
        players = 3 + seed % 3
        game = Game(players, seed=seed)
        bots = {seat: RandomBot(seed * 10 + seat) for seat in range(players)}
        while game.phase is not Phase.OVER:
            if game.phase is Phase.PLAY:
                seat = game.to_act
                assert game.legal_bits() == game.legal_cards(seat).bits == game.view(seat).legal_bits()
                others = [other for other in range(players) if other != seat]
                assert all(game.view(other).legal_bits() == 0 for other in others)  # never another seat's
            else:
                assert game.view(game.to_act).legal_bits() == 0
            take_turn(game, bots[game.to_act])


def test_push_and_act_take_the_same_action_in_every_phase():
    """A bid, a pass, the call, the écart and a card, unchecked and checked: the same game."""
    fast, checked = Game(5, seed=3), Game(5, seed=3)
    actions = [tl.Contract.GARDE, None, None, None, None]
    for action in actions:
        seat = checked.to_act
        fast.push(action)
        checked.act(seat, action)
    assert fast.phase is checked.phase is Phase.CALL
    called = checked.view(checked.taker).callable_cards()[0]
    fast.push(called)
    checked.act(checked.taker, called)
    assert fast.phase is checked.phase is Phase.ECART
    view = checked.view(checked.taker)
    ecart = tl.legal_ecart(view.hand, view.chien)
    fast.push(ecart)
    checked.act(checked.taker, ecart)
    assert fast.phase is checked.phase is Phase.PLAY
    for _ in range(7):
        card = DECK[(checked.legal_bits() & -checked.legal_bits()).bit_length() - 1]
        seat = checked.to_act
        fast.push(card)
        checked.act(seat, card)
    assert fast.history == checked.history and fast.hand_bits == checked.hand_bits
    assert fast.trick.cards == checked.trick.cards and fast.tricks == checked.tricks


def test_push_does_not_check_act_does():
    """push trusts its caller (the warning of its docstring): a card that breaks §5.3 goes through."""
    game = Game(4, seed=7)
    game.bid(1, "garde sans")
    for seat in (2, 3, 0):
        game.bid(seat, None)
    game.play(1, "V♣")
    illegal = next(card for card in game.view(2).hand if card not in game.legal_cards(2))
    checked = game.copy()
    with pytest.raises(tl.IllegalActionError) as refused:
        checked.act(2, illegal)
    assert refused.value.key == "error.game.illegal_card"
    game.push(illegal)
    assert game.trick.cards[-1] is illegal


def test_a_finished_game_refuses_every_step():
    game = tl.play_bot_deal(4, seed=1)
    with pytest.raises(tl.IllegalActionError) as pushed:
        game.push(DECK[0])
    with pytest.raises(tl.IllegalActionError) as acted:
        game.act(0, DECK[0])
    assert pushed.value.key == acted.value.key == "error.game.phase"


def test_push_poignee_shows_the_poignee_its_trumps_count():
    hands = [
        "1 2 3 4 5 6 7 8 9 10 R♠ D♠ C♠ V♠ 10♠ 9♠ 8♠ 7♠",
        "11 12 13 14 15 16 17 18 19 20 21 Excuse 6♠ 5♠ 4♠ 3♠ 2♠ 1♠",
        "R♥ D♥ C♥ V♥ 10♥ 9♥ 8♥ 7♥ 6♥ 5♥ 4♥ 3♥ 2♥ 1♥ R♦ D♦ C♦ V♦",
        "10♦ 9♦ 8♦ 7♦ 6♦ 5♦ 4♦ 3♦ 2♦ 1♦ R♣ D♣ C♣ V♣ 10♣ 9♣ 8♣ 7♣",
    ]
    game = Game.from_deal(deal_from_hands(hands, "6♣ 5♣ 4♣ 3♣ 2♣ 1♣", dealer=3))
    for contract in ("garde sans", None, None, None):
        game.bid(game.to_act, contract)
    shown = game.cards_to_show(0, game.poignee_options(0)[0])
    game.push_poignee(shown)
    assert game.poignees[0] == (tl.Poignee.SIMPLE, shown)


def test_the_game_explains_a_refused_card_as_play_does():
    game = Game(4, seed=7)
    game.bid(1, "garde sans")
    for seat in (2, 3, 0):
        game.bid(seat, None)
    game.play(1, "V♣")
    illegal = next(card for card in game.view(2).hand if card not in game.legal_cards(2))
    verdict = game.view(2).explain_play(illegal, "en")
    assert not verdict.legal and verdict.reason is tl.Reason.MUST_FOLLOW
    with pytest.raises(tl.IllegalActionError) as refused:
        game.play(2, illegal)
    assert refused.value.message("en") == verdict.explain("en")


# --- the hands ----------------------------------------------------------------------------------------
def test_game_hands_are_hands_as_the_deals_are_and_hand_bits_their_ints():
    game = Game(4, seed=7)
    assert all(type(hand) is Hand for hand in game.hands)
    assert game.hands == game.deal.hands and tuple(game.hand_bits) == game.deal.hand_bits
    play_out(game, {seat: SimpleBot(seat) for seat in range(4)})
    assert game.hands == (Hand(),) * 4 and game.hand_bits == [0] * 4


# --- the Bot protocol ----------------------------------------------------------------------------------
class FirstChoiceBot:
    """A bot written from the protocol alone (no RandomBot): the first thing the rules allow."""

    def choose(self, view: SeatView):
        if view.phase is Phase.BIDDING:
            return view.allowed_bids()[0] if view.seat == view.players - 1 else None
        if view.phase is Phase.CALL:
            return view.callable_cards()[0]
        if view.phase is Phase.ECART:
            return tl.legal_ecart(view.hand, view.chien)
        legal = view.legal_bits()
        return DECK[(legal & -legal).bit_length() - 1]

    def choose_poignee(self, view: SeatView):
        return None


def test_the_packages_bots_and_a_bot_from_the_protocol_alone_are_bots():
    for bot in (RandomBot(1), SimpleBot(1), CoachBot(1), FirstChoiceBot()):
        assert isinstance(bot, Bot)
    assert not isinstance(object(), Bot)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_run_bots_and_play_out_play_the_same_deal_with_any_bot(players):
    checked, fast = Game(players, seed=5), Game(players, seed=5)
    run_bots(checked, {seat: FirstChoiceBot() for seat in range(players)})
    play_out(fast, {seat: FirstChoiceBot() for seat in range(players)})
    assert checked.phase is fast.phase is Phase.OVER
    assert checked.history == fast.history and checked.result.score == fast.result.score


def test_take_turn_is_one_action():
    game = Game(4, seed=7)
    take_turn(game, SimpleBot(1))
    assert len(game.auction.history) == 1 and game.to_act == 2


def test_the_game_table_takes_any_class_of_bots():
    class Seeded(FirstChoiceBot):
        def __init__(self, seed):
            self.seed = seed

    table = GameTable(players=4, seed=7, seat=0, bot=Seeded)
    assert all(isinstance(bot, Seeded) for bot in table.bots.values())


def test_the_random_bot_draws_among_the_legal_cards_only():
    rng = random.Random(4)
    for seed in range(30):
        game = Game(4, seed=seed)
        bots = {seat: RandomBot(rng) for seat in range(4)}
        while game.phase is not Phase.OVER:
            if game.phase is Phase.PLAY:
                legal = game.legal_bits()
                card = bots[game.to_act].choose(game.view(game.to_act))
                assert legal & card.bit
            take_turn(game, bots[game.to_act])


def test_each_bot_chooses_by_its_own_rules_at_every_phase(monkeypatch):
    """The protocol's one dispatch reaches each bot's own choices: the coach's choice is its advice,
    and ExpertBot measures every decision that has more than one answer."""
    game = Game(5, seed=12)
    coach = CoachBot(3)
    while game.phase is not Phase.OVER:
        view = game.view(game.to_act)
        assert coach.choose(view) == coach.advise(game, game.to_act).action, game.phase
        take_turn(game, coach)
    monkeypatch.setattr(ExpertBot, "_best", lambda self, view: "measured")
    game = Game(4, seed=7)
    assert ExpertBot(1).choose(game.view(game.to_act)) == "measured"
    game.bid(1, "garde sans")
    for seat in (2, 3, 0):
        game.bid(seat, None)
    assert ExpertBot(1).choose(game.view(1)) == "measured"


def test_the_facade_lists_its_public_names_and_each_resolves():
    """``tarot_learn.__all__`` (issue 34): the public names, each resolving — the bots when first asked —
    and every public name the façade imports is listed."""
    import tarot_learn

    listed = set(tarot_learn.__all__)
    assert len(listed) == len(tarot_learn.__all__)
    for name in tarot_learn.__all__:
        assert getattr(tarot_learn, name) is not None, name
    imported = {name for name in vars(tarot_learn) if not name.startswith("_") and name[0].isalpha()}
    modules = {name for name, value in vars(tarot_learn).items() if type(value).__name__ == "module"}
    assert imported - modules <= listed
    assert {"Game", "parse_cards", "legal_cards", "score_deal", "SimpleBot", "Tally"} <= listed
