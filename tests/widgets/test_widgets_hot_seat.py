"""The hot seat (widgets/hot_seat.py): several people at one table on one screen, bots elsewhere.

The tests click and press the widget's controls as the players would: each hand is hidden until
its player asks for it and hidden again once the turn passes to another person; nobody acts for
another seat; and the deal the widget plays is the deal the rules core plays with the same actions.
"""

import ipywidgets as widgets
import pytest

from tarot_learn.errors import TarotError
from tarot_learn.game import Game, Phase
from tarot_learn.i18n import text
from tarot_learn.strategy.bots import SimpleBot, take_turn
from tarot_learn.widgets import HotSeatTable
from tarot_learn.widgets._common import plain_text

SEED = 1  # at this table, with players 1 and 3 human, player 3 takes (Garde) and makes an écart
SEED_5 = 2  # five people: player 5 takes, calls a king and makes an écart; a poignée is shown


def shown_markup(widget) -> str:
    """Everything the widget shows: HTML values, and the labels and tooltips of its buttons."""
    parts = []
    if isinstance(widget, widgets.HTML):
        parts.append(widget.value)
    if isinstance(widget, (widgets.Button, widgets.ToggleButton)):
        parts += [widget.description, widget.tooltip or ""]
    for child in getattr(widget, "children", ()):
        parts.append(shown_markup(child))
    return "\n".join(parts)


def cards_drawn(table, seat: int) -> set:
    """The cards of ``seat``'s hand drawn on the screen now."""
    markup = shown_markup(table)
    hand = table.game.hands[seat]
    return {card for card in hand if f'data-card="{card.text(table.lang)}"' in markup}


def hidden_refuses_to_act(table) -> None:
    """While the hand is hidden, an action for the seat to act is refused and changes nothing."""
    done, lang = len(table.game.history), table.lang
    if table.game.phase is Phase.BIDDING:
        table.bid(None)
    else:
        table.play_card(next(iter(table.game.hands[table.seat])))
    said = text("hot_seat.hidden", lang, seat=text("seat.label.number", lang, number=table.seat + 1))
    assert table.feedback.plain == "✘ " + said
    assert len(table.game.history) == done


def play_one_turn(table, chooser) -> tuple:
    """The seat to act plays through the controls what ``chooser`` (a bot of its own) picks, and
    shows the first poignée it may; returns what it did, for the core's replay."""
    game, view = table.game, table.view
    if table._slam_pending():
        table.no_slam_button.click()
        return ()
    action, shown = chooser.choose(view), ()
    if game.phase is Phase.PLAY and view.poignee_options():
        table.poignee_box.children[0].click()
        shown = (("poignee", game.poignees[table.seat][1]),)
    if game.phase is Phase.BIDDING:
        (table.pass_button if action is None else table.bid_buttons[action]).click()
    elif game.phase is Phase.CALL:
        table.call_buttons.buttons[action].click()
    elif game.phase is Phase.ECART:
        for card in action:
            buttons = table.ecart_hand if card in table.ecart_hand.buttons else table.ecart_chien
            buttons.buttons[card].value = True
        table.ecart_button.click()
    else:
        table.hand_buttons.buttons[action].click()
    return (*shown, action)


def core_replay(players: int, seed: int, humans: tuple, actions: dict) -> Game:
    """The same deal played by the rules core alone: the humans' actions, the same seeded bots."""
    game = Game(players, seed=seed, dealer=0)
    bots = {seat: SimpleBot(f"{seed}/{seat}") for seat in range(players) if seat not in humans}
    queued = {seat: list(done) for seat, done in actions.items()}
    while game.phase is not Phase.OVER:
        seat = game.to_act
        if seat in bots:
            take_turn(game, bots[seat])
            continue
        action = queued[seat].pop(0)
        if isinstance(action, tuple):  # ("poignee", cards shown), just before the seat's first card
            game.declare_poignee(seat, action[1])
            action = queued[seat].pop(0)
        game.act(seat, action)
    assert all(not left for left in queued.values())
    return game


def play_the_deal(table, humans: tuple) -> tuple[dict, int]:
    """Every person's turn: hidden, refused while hidden, shown on request, played through the
    controls, hidden again for the next person. Returns each seat's actions and the turns taken."""
    lang = table.lang
    choosers = {seat: SimpleBot(f"choice/{seat}") for seat in humans}
    actions, turns = {seat: [] for seat in humans}, 0
    while table.game.phase is not Phase.OVER:
        seat = table.seat
        assert seat in humans and table.game.to_act == seat or table._slam_pending()
        # hidden: only the public history and the button naming the seat
        assert table.hidden and table.actions.children == (table.reveal_button,)
        name = text("seat.label.number", lang, number=seat + 1)
        assert table.reveal_button.description == text("hot_seat.reveal", lang, seat=name)
        assert table.picture.value == "" and not any(cards_drawn(table, other) for other in range(table.players))
        hidden_refuses_to_act(table)
        table.reveal_button.click()
        assert not table.hidden and cards_drawn(table, seat) == set(table.game.hands[seat])
        assert not any(cards_drawn(table, other) for other in range(table.players) if other != seat)
        while table.seat == seat and table.game.phase is not Phase.OVER:
            actions[seat] += play_one_turn(table, choosers[seat])
            assert not table.feedback.plain.startswith("✘")
        turns += 1
        if table.game.phase is not Phase.OVER:  # the next person takes the screen: nothing of this hand
            assert not cards_drawn(table, seat) and table.feedback.plain == ""
    return actions, turns


def check_against_the_core(table, seed: int, humans: tuple, actions: dict) -> None:
    """The core, given the same actions, plays the same deal; the score names every seat by number."""
    game = core_replay(table.players, seed, humans, actions)
    assert game.result.score.scores == table.game.result.score.scores
    assert [trick.cards for trick in game.tricks] == [trick.cards for trick in table.game.tricks]
    shown = plain_text(table.score.value)
    for line in table.game.result.score.lines(table.lang):  # nobody is "you" now
        assert plain_text(f"<p>{line}</p>") in shown


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_two_people_and_two_bots_play_a_whole_deal_each_hand_hidden_between_turns(lang):
    humans = (0, 2)
    table = HotSeatTable(players=4, seed=SEED, humans=humans, lang=lang)
    assert sorted(table.bots) == [1, 3] and table.coach_switch not in _all(table) and table.drill not in _all(table)
    actions, turns = play_the_deal(table, humans)
    assert turns > 20 and table.game.taker in humans and table.game.ecart  # a human's écart was made
    check_against_the_core(table, SEED, humans, actions)


def test_five_people_bid_call_make_the_ecart_show_a_poignee_and_play():
    humans = (0, 1, 2, 3, 4)
    table = HotSeatTable(players=5, seed=SEED_5, humans=5, lang="en")
    actions, _turns = play_the_deal(table, humans)
    assert table.game.called_card is not None and table.game.poignees  # called and shown through the controls
    assert any(isinstance(done, tuple) for seat_actions in actions.values() for done in seat_actions)
    check_against_the_core(table, SEED_5, humans, actions)


def _all(widget) -> list:
    found = [widget]
    for child in getattr(widget, "children", ()):
        found += _all(child)
    return found


def test_nobody_acts_for_another_seat():
    table = HotSeatTable(players=4, seed=SEED, humans=(0, 2), lang="en")
    chooser = SimpleBot(0)
    while table.game.phase is not Phase.PLAY or table.seat != 0:  # to the first trick, player 1's turn
        table.reveal()
        play_one_turn(table, chooser)
    table.reveal()
    own_button = next(iter(table.hand_buttons.buttons.values()))  # player 1's card, still on the page later
    play_one_turn(table, chooser)
    while table.seat != 2:
        table.reveal()
        play_one_turn(table, chooser)
    hidden_refuses_to_act(table)
    table.reveal()
    done = len(table.game.history)
    own_button.click()  # a stale button of player 1's hand, pressed during player 3's turn
    assert table.feedback.plain.startswith("✘ ") and len(table.game.history) == done
    with pytest.raises(TarotError):  # and the rules core itself refuses a card out of turn
        table.game.play(0, next(iter(table.game.hands[0])))


def test_four_people_and_no_bot_and_a_new_deal_starts_hidden():
    table = HotSeatTable(players=4, seed=SEED, humans=4, lang="fr")
    assert table.bots == {} and table.humans == (0, 1, 2, 3) and table.hidden
    assert plain_text(table.children[0].value) == text("hot_seat.title", "fr")
    first = Game(4, seed=SEED + 1, dealer=1).to_act  # who speaks first at the next deal
    while table.seat != first:
        table.reveal_button.click()
        table.pass_button.click()
    table.reveal_button.click()
    assert cards_drawn(table, first)
    table.new_button.click()  # the next seed, dealt by the next player: the same seat speaks first, hidden
    assert table.game.deal.seed == SEED + 1 and table.seat == first
    assert table.hidden and not cards_drawn(table, first)


@pytest.mark.parametrize("humans", [0, 5, (), (1, 1), "all", True])
def test_bad_humans_are_refused_with_a_tarot_error(humans):
    with pytest.raises(TarotError) as refused:
        HotSeatTable(players=4, humans=humans, lang="en")
    assert refused.value.key == "hot_seat.error.humans"


def test_a_seat_beyond_the_table_is_refused():
    with pytest.raises(TarotError) as refused:
        HotSeatTable(players=3, humans=(0, 3), lang="en")
    assert refused.value.key == "error.seat"
