"""evaluate: what each legal action is worth given what the seat sees; ExpertBot plays by it.
Small seeded cases only: strength and speed are measured by benchmarks/bench_expert.py."""

import math
import random

import pytest

from tarot_learn.cards import DECK, CardSet
from tarot_learn.contracts import Contract
from tarot_learn.errors import TarotError
from tarot_learn.game import Game, Phase
from tarot_learn.parsing import parse_card
from tarot_learn.strategy import evaluator as evaluate_module
from tarot_learn.strategy.bots import SimpleBot, play_out, run_bots
from tarot_learn.strategy.evaluator import (
    Estimate,
    _estimate,
    evaluate,
    legal_actions,
    mean_interval,
    proportion,
    t_quantile,
)
from tarot_learn.strategy.expert import ExpertBot


def played_until(players: int, seed: int, cards: int) -> Game:
    """A seeded deal played by SimpleBots until ``cards`` cards are on the tricks (the play phase)."""
    game = Game(players, seed=seed)
    rng = random.Random(seed)
    bots = {seat: SimpleBot(rng) for seat in range(players)}
    while game.phase is not Phase.OVER and not (game.phase is Phase.PLAY and _played(game) >= cards):
        play_out(game, {game.to_act: bots[game.to_act]})
    return game


def _played(game: Game) -> int:
    return len(game.view(0).played)


def test_every_legal_card_is_valued_the_best_first_and_the_same_seed_gives_the_same_answer():
    game = played_until(4, seed=3, cards=41)
    seat = game.to_act
    first = evaluate(game, seat, deals=16, seed=5)
    assert {value.action for value in first.actions} == set(game.legal_cards(seat))
    scores = [value.score.mean for value in first.actions]
    assert scores == sorted(scores, reverse=True)
    assert 1 <= first.deals <= 16
    again = evaluate(game, seat, deals=16, seed=5)
    assert again == first
    assert first.best is first.actions[0] and first.value_of(first.best.action) is first.best


def test_the_evaluation_never_changes_the_game():
    game = played_until(5, seed=4, cards=20)
    before = (game.history, [game.hands[seat] for seat in range(5)], game.to_act)
    evaluate(game, game.to_act, deals=8, seed=1)
    assert (game.history, [game.hands[seat] for seat in range(5)], game.to_act) == before


def test_equivalent_cards_share_one_value():
    """Touching trumps of 0.5 point (nothing between them still out) are worth the same in every deal."""
    game = played_until(4, seed=3, cards=0)
    seat = game.to_act
    legal = game.legal_cards(seat)
    groups = evaluate_module._equivalent_groups(game, seat, list(legal))
    assert sum(len(group) for group in groups) == len(legal)
    evaluation = evaluate(game, seat, deals=8, seed=2)
    for group in groups:
        values = {evaluation.value_of(card).score for card in group}
        assert len(values) == 1
    trumps = [group for group in groups if group[0].is_trump and len(group) > 1]
    assert trumps, "the seeded hand has touching trumps: the grouping is tested on them"


def test_the_petit_and_the_21_are_never_grouped():
    known = parse_card("1").bit | parse_card("2").bit | parse_card("20").bit | parse_card("21").bit
    assert not evaluate_module._touching(parse_card("1"), parse_card("2"), known)
    assert not evaluate_module._touching(parse_card("20"), parse_card("21"), known)
    assert evaluate_module._touching(parse_card("2"), parse_card("3"), known | parse_card("3").bit)
    assert not evaluate_module._touching(parse_card("2"), parse_card("4"), known | parse_card("4").bit)


def test_a_clearly_better_card_is_found_and_separated():
    """A seeded position where the seat may follow clubs with the jack or the queen, on a trick the
    other side takes in the deals sampled: the jack gives away 1.5 points, the queen 3.5 — on every
    deal, so the small difference is measured as sure (the paired interval) and sampling stops early."""
    game = played_until(4, seed=4, cards=46)
    assert game.legal_cards(game.to_act) == CardSet("V♣ D♣")
    evaluation = evaluate(game, game.to_act, deals=32, seed=3)
    assert evaluation.separated and evaluation.best.action == parse_card("V♣")
    queen = evaluation.value_of(parse_card("D♣"))
    assert queen.score.mean < evaluation.best.score.mean and queen.points.mean < evaluation.best.points.mean
    assert evaluation.deals < 32  # stopped early: separated


def test_bids_calls_and_ecarts_are_actions_too():
    game = Game(5, seed=2)
    assert legal_actions(game, game.to_act) == [None, *game.view(game.to_act).allowed_bids()]
    evaluation = evaluate(game, game.to_act, deals=4, seed=1)
    assert {value.action for value in evaluation.actions} == {None, *Contract}
    game.bid(game.to_act, "garde")
    while game.phase is Phase.BIDDING:
        game.bid(game.to_act, None)
    assert game.phase is Phase.CALL
    call = evaluate(game, game.taker, deals=4, seed=1)
    assert {value.action for value in call.actions} == set(game.view(game.taker).callable_cards())
    game.call(game.taker, call.best.action)
    assert game.phase is Phase.ECART
    ecart = evaluate(game, game.taker, deals=4, seed=1)
    for value in ecart.actions:
        twin = game.copy()
        twin.make_ecart(game.taker, value.action)  # each écart tried is legal


def test_a_forced_card_is_measured_on_one_deal():
    game = played_until(4, seed=3, cards=68)
    while len(game.legal_cards(game.to_act)) != 1:
        play_out(game, {game.to_act: SimpleBot(1)})
    evaluation = evaluate(game, game.to_act, deals=16, seed=1)
    assert evaluation.deals == 1 and len(evaluation.actions) == 1


@pytest.mark.parametrize(
    ("arguments", "key"),
    [
        ({"seat": 4}, "error.seat"),
        ({"deals": 0}, "error.evaluate.deals"),
        ({"deals": True}, "error.evaluate.deals"),
        ({"seat": "to_act+1"}, "error.evaluate.not_to_act"),
    ],
)
def test_bad_arguments_get_a_sentence(arguments, key):
    game = played_until(4, seed=3, cards=10)
    seat = arguments.get("seat", game.to_act)
    if seat == "to_act+1":
        seat = (game.to_act + 1) % 4
    with pytest.raises(TarotError) as raised:
        evaluate(game, seat, deals=arguments.get("deals", 4), seed=1)
    assert raised.value.key == key
    assert raised.value.message("fr") and raised.value.message("en")


def test_a_finished_deal_or_no_game_is_refused():
    game = played_until(4, seed=3, cards=78)
    assert game.phase is Phase.OVER
    with pytest.raises(TarotError) as raised:
        evaluate(game, 0)
    assert raised.value.key == "error.evaluate.over"
    with pytest.raises(TarotError) as raised:
        evaluate("a game", 0)
    assert raised.value.key == "error.evaluate.game"


@pytest.mark.parametrize(
    ("freedom", "level", "quantile"),
    [(1, 0.95, 12.706), (30, 0.95, 2.042), (1, 0.99, 63.657), (30, 0.99, 2.750)],
)
def test_student_s_quantile_comes_from_the_table_up_to_30_degrees_of_freedom(freedom, level, quantile):
    assert t_quantile(freedom, level) == quantile


@pytest.mark.parametrize(
    ("freedom", "level", "quantile"),  # the published values past the table
    [
        (31, 0.95, 2.0395),
        (40, 0.95, 2.0211),
        (60, 0.95, 2.0003),
        (120, 0.95, 1.9799),
        (40, 0.99, 2.7045),
        (60, 0.99, 2.6603),
        (120, 0.99, 2.6174),
    ],
)
def test_student_s_quantile_past_the_table_is_the_normal_s_with_its_corrections(freedom, level, quantile):
    assert t_quantile(freedom, level) == pytest.approx(quantile, abs=0.002)


def test_an_interval_is_at_95_or_99_percent_only():
    with pytest.raises(ValueError):
        t_quantile(10, 0.9)
    wide, narrow = mean_interval([1.0, 2.0, 4.0], level=0.99), mean_interval([1.0, 2.0, 4.0])
    assert wide.low < narrow.low < narrow.high < wide.high and wide.mean == narrow.mean
    assert proportion(5, 10, level=0.99).low < proportion(5, 10).low


def test_the_interval_of_a_mean_and_of_a_chance():
    # Two values: Student's t with one degree of freedom (12.706), not the normal 1.96 that claimed a
    # six times narrower interval; on many values the two meet.
    assert _estimate([1.0, 3.0]) == Estimate(2.0, 2.0 - 12.706 * 1.0, 2.0 + 12.706 * 1.0)
    many = _estimate([float(value % 2) for value in range(400)])
    assert many.high - many.mean == pytest.approx(1.966 * math.sqrt(0.25 * 400 / 399 / 400), rel=1e-3)
    single = _estimate([5.0])
    assert single.mean == 5.0 and single.low == -math.inf and single.high == math.inf
    none = proportion(0, 10)  # Wilson's interval: [0, 0.2775] for 0 successes in 10
    assert none.mean == 0 and none.low == 0 and round(none.high, 4) == 0.2775
    half = proportion(5, 10)
    assert round(half.low, 4) == 0.2366 and round(half.high, 4) == 0.7634
    assert 0.5 in half and 0.9 not in half


def test_expert_bot_plays_a_whole_deal_with_legal_actions_only():
    game = Game(4, seed=5)
    run_bots(game, {0: ExpertBot(seed=1, deals=4), 1: SimpleBot(1), 2: SimpleBot(2), 3: SimpleBot(3)})
    assert game.phase is Phase.OVER and sum(game.result.score.scores) == 0


def test_two_cards_given_out_of_order_are_not_taken_for_equivalent():
    """``actions=[high, low]``: the equivalence of cards (nothing still out between them) is read in
    the deck's order whatever the order they are given in — two trumps with trumps still out between
    them are two actions, measured apart."""
    from tarot_learn.strategy.bots import take_turn

    for seed in range(20):
        game, me = Game(4, seed=seed), SimpleBot(0)
        others = {seat: SimpleBot(seat) for seat in (1, 2, 3)}
        while game.phase is not Phase.OVER:
            run_bots(game, others)
            if game.phase is Phase.PLAY:
                view = game.view(0)
                trumps = sorted((card for card in view.legal_cards() if card.is_trump), key=lambda c: c.index)
                known = view.hand.bits | view.played.bits
                if len(trumps) >= 2 and any(
                    not card.bit & known for card in DECK[trumps[0].index + 1 : trumps[-1].index]
                ):
                    evaluation = evaluate(game, 0, deals=4, seed=0, actions=[trumps[-1], trumps[0]])
                    assert evaluation.deals == 4  # two actions measured: not one, as a single group would be
                    return
            if game.phase is not Phase.OVER:
                take_turn(game, me)
    pytest.fail("no position with two legal trumps apart found")
