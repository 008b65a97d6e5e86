"""review_deal: a finished deal's decisions measured in Tarot points, labelled honestly.
Small seeded budgets here: the speed of a whole review is measured by benchmarks/bench_review.py."""

import math

import pytest

from tarot_learn import i18n
from tarot_learn.cards import CardSet
from tarot_learn.deal import deal_from_hands
from tarot_learn.errors import TarotError
from tarot_learn.game import Game
from tarot_learn.strategy import review as review_module
from tarot_learn.strategy.bots import RandomBot, SimpleBot, run_bots
from tarot_learn.strategy.review import GOOD, IMPRECISE, LEVEL, MISTAKE, Decision, label_for, review_deal

DEALS = 2  # a tiny fixed budget per decision: the tests check the bookkeeping, not the measure


def finished(seed: int, players: int = 4, bot=SimpleBot) -> Game:
    game = Game(players, seed=seed)
    run_bots(game, {seat: bot(f"{seed}/{seat}") for seat in range(players)})
    return game


@pytest.fixture(scope="module")
def taker_review():
    game = finished(6)
    return game, review_deal(game, game.taker, deals=DEALS, seed=1)


def test_every_decision_of_the_seat_is_reviewed_in_order(taker_review):
    game, review = taker_review
    kinds = [decision.kind for decision in review.decisions]
    bids = sum(1 for seat, _ in game.auction.history if seat == game.taker)
    assert kinds == ["bid"] * bids + ["ecart"] + ["card"] * 18
    assert [d.trick for d in review.decisions if d.kind == "card"] == list(range(1, 19))
    assert [d.chosen for d in review.decisions if d.kind == "card"] == [
        trick.cards[trick.seats.index(game.taker)] for trick in game.tricks
    ]
    assert review.decisions[kinds.index("ecart")].chosen == game.ecart
    assert review.score == game.result.score.scores[game.taker]


def test_the_same_seed_gives_the_same_review(taker_review):
    game, review = taker_review
    assert review_deal(game, game.taker, deals=DEALS, seed=1) == review


def test_costs_are_measured_with_their_interval_and_never_negative(taker_review):
    _, review = taker_review
    for decision in review.decisions:
        assert decision.cost >= 0
        if decision.forced:
            continue
        assert decision.unit >= 1
        if decision.rival == decision.chosen:  # every legal choice measured the same: nothing to choose
            assert decision.label == "tie" and decision.best == decision.chosen
            continue
        # The cost is the paired mean on fresh deals, against the selected best (or, for the selected
        # best itself, against the next choice): inside its own interval, or 0 when that mean is negative.
        assert decision.cost == 0 or decision.low - 1e-9 <= decision.cost <= decision.high + 1e-9
        measured = review_module.verdict(decision.low, decision.high)
        # A costly verdict on a bid at the edge of the scale is the lesson's « à la limite » (test_review_edge).
        assert decision.label == ("edge" if decision.edge and measured in review_module.COSTLY else measured)
        # The best named is the rival only when the measure shows it surely better.
        assert decision.best == (decision.rival if decision.low > 0 else decision.chosen)


@pytest.mark.parametrize(
    ("low", "high", "label"),
    [
        (-GOOD - 5, -GOOD - 0.1, "best"),  # surely better than its rival by more than a good choice's margin
        (-GOOD - 5, -GOOD, "tie"),  # not surely by more than that
        (-5.0, -0.1, "tie"),  # surely better, but by no more than GOOD for sure: « à égalité »
        (-1.0, GOOD, "tie"),  # the interval holds 0 — whether a loss at all is not known
        (-1.0, GOOD + 0.1, "tie"),
        (-1.0, 200.0, "tie"),  # however wide: never an error
        (-200.0, 1.0, "tie"),  # however wide: not the best either
        (0.0, 0.0, "tie"),  # the same result on every deal measured
        (0.5, 2.0, "good"),  # a sure loss, and a small one
        (0.5, GOOD, "good"),
        (0.5, GOOD + 5, "tie"),  # a sure loss, but neither surely small nor surely more than good
        (GOOD + 0.1, GOOD + 0.2, "imprecise"),
        (GOOD + 0.1, MISTAKE + 50, "imprecise"),  # the low end decides: at least imprecise
        (IMPRECISE + 0.1, IMPRECISE + 1, "mistake"),
        (MISTAKE + 0.1, MISTAKE + 1, "blunder"),
    ],
)
def test_verdicts(low, high, label):
    assert review_module.verdict(low, high) == label


@pytest.mark.parametrize(
    ("cost", "noise", "label"),
    [
        (GOOD, 0.0, "good"),
        (GOOD + 0.1, 0.0, "imprecise"),
        (IMPRECISE + 0.1, 0.0, "mistake"),
        (MISTAKE + 0.1, 0.0, "blunder"),
        (MISTAKE + 0.1, MISTAKE + 0.1, "tie"),  # inside the noise: never a mistake
        (IMPRECISE + 1, IMPRECISE + 2, "tie"),
        (3.0, math.inf, "tie"),
    ],
)
def test_bands(cost, noise, label):
    assert label_for(cost, noise) == label


class _FakeEvaluation:
    """What ``evaluate`` answers for two actions: each deal's score, the rival's ``gap`` ahead on every
    deal but every ``rare``-th one, where it is ``spike`` ahead (a costly deal that comes seldom)."""

    def __init__(self, deals, start, gap, rare, spike):
        self.deals = deals
        self.rows = {
            "rival": [gap if (start + i) % rare else spike for i in range(deals)],
            "chosen": [0.0] * deals,
        }

    def value_of(self, action):
        return type("Value", (), {"samples": tuple(self.rows[action])})


def _fake_measure(monkeypatch, gap, rare=10**9, spike=0.0):
    calls = []

    def evaluate(position, seat, *, deals, seed, actions):
        start = sum(calls)
        calls.append(deals)
        return _FakeEvaluation(deals, start, gap, rare, spike)

    monkeypatch.setattr(review_module, "evaluate", evaluate)
    rival, measured = review_module._paired(None, 0, "card", ["rival"], "chosen", 1.0, seed="s", deals=None)
    assert rival == "rival"
    return measured


def test_no_verdict_on_fewer_fresh_deals_than_the_first_measure(monkeypatch):
    # The same result on every deal: settled at once, but not before MEASURE_FIRST deals.
    equal = _fake_measure(monkeypatch, 0.0)
    assert (equal.deals, equal.low, equal.high) == (review_module.MEASURE_FIRST, 0.0, 0.0)
    assert review_module.verdict(equal.low, equal.high) == "tie"
    # 25 points lost one deal in 20 and nothing otherwise: a handful of deals may not show it at all.
    rare = _fake_measure(monkeypatch, 0.0, rare=20, spike=25.0)
    assert rare.deals >= review_module.MEASURE_FIRST and rare.mean > 0


def test_a_verdict_near_a_band_edge_is_measured_up_to_the_cap(monkeypatch):
    # A sure loss straddling IMPRECISE: its band is not settled, so the measure goes on to the cap.
    straddling = _fake_measure(monkeypatch, IMPRECISE - 1, rare=2, spike=IMPRECISE + 1)
    assert straddling.deals == review_module.MEASURE_CAP["card"]
    assert straddling.low < IMPRECISE < straddling.high
    # A loss surely inside one band stops as soon as it may.
    inside = _fake_measure(monkeypatch, 12.0, rare=2, spike=14.0)
    assert inside.deals == review_module.MEASURE_FIRST and review_module.verdict(inside.low, inside.high) == "mistake"


def test_the_same_loss_on_every_deal_is_measured_up_to_the_cap(monkeypatch):
    # 1 point lost on each of the first deals: a costly deal that comes seldom may not be among them, so the
    # interval of no width is not taken for a sure one before the cap (before: « good » after MEASURE_FIRST).
    constant = _fake_measure(monkeypatch, 1.0, spike=1.0)
    assert constant.deals == review_module.MEASURE_CAP["card"]
    assert (constant.low, constant.high) == (1.0, 1.0) and review_module.verdict(1.0, 1.0) == "good"


def test_a_decision_inside_the_noise_is_never_a_mistake_nor_explained(taker_review):
    _, review = taker_review
    inside = [d for d in review.decisions if d.within_noise]
    assert inside  # a tiny budget: wide intervals
    assert all(d.label in ("best", "tie", "good") for d in inside)
    assert not set(map(id, inside)) & set(map(id, review.costliest()))


def test_a_costly_decision_outside_the_noise_is_labelled_and_explained():
    costly = Decision("card", 4, "7♥", "R♥", 10.0, 30.0, 20.0, 5.0, 32, label_for(20.0, 5.0), low=15.0, high=25.0)
    cheap = Decision("card", 5, "8♥", "R♥", 28.0, 30.0, 2.0, 1.0, 32, label_for(2.0, 1.0), low=1.0, high=3.0)
    noisy = Decision("card", 6, "9♥", "R♥", 0.0, 50.0, 50.0, 60.0, 32, label_for(50.0, 60.0), low=-10.0, high=110.0)
    review = review_module.Review(0, 4, (cheap, costly, noisy), 0)
    assert costly.label == "mistake" and noisy.label == "tie" and cheap.label == "good"
    assert review.costliest() == [costly]  # a good choice's small sure loss is not explained
    assert review.lost == 22.0  # the losses outside the noise: the costly and the cheap one
    assert review.counts()["tie"] == 1


def test_the_costliest_are_explained_through_their_key(taker_review, monkeypatch):
    _, review = taker_review
    said = []
    real = i18n.text

    def spy(key, lang=None, **params):
        said.append((key, params))
        return real(key, lang, **params)

    monkeypatch.setattr(review_module.i18n, "text", spy)
    sentences = review.explanations("fr")
    costliest = review.costliest()
    assert len(sentences) == len(costliest) <= 3
    keys = [key for key, _ in said if key.startswith("review.cost.")]
    assert keys == [f"review.cost.{d.kind}" for d in costliest]
    whys = [key for key, _ in said if key.startswith("review.why.")]
    assert whys == ["review.why.rule" if d.rule else "review.why.measured" for d in costliest]


def test_a_rule_is_cited_only_where_the_coach_advises_the_best_choice(taker_review):
    from tarot_learn.strategy.coach import RULES

    _, review = taker_review
    assert all(d.rule in ("", *RULES) for d in review.decisions)
    assert all(not d.rule or d in review.costliest() for d in review.decisions)


def test_the_curve_follows_the_measured_decisions(taker_review):
    _, review = taker_review
    curve = review.curve()
    measured = [d for d in review.decisions if not d.forced]
    assert [(point[1], point[2]) for point in curve] == [(d.expected, d.best_expected) for d in measured]


def test_an_ecart_the_advice_does_not_rank_is_measured_too(taker_review):
    game, review = taker_review
    ecart = next(d for d in review.decisions if d.kind == "ecart")
    assert ecart.chosen == game.ecart and not math.isnan(ecart.expected)


def test_a_poignee_is_a_decision_of_its_own():
    hands = [
        "1 2 3 4 5 6 7 8 9 10 11 12 13 14 R♠ R♥ R♦ R♣",
        "15 16 17 18 D♠ C♠ V♠ 10♠ 9♠ 8♠ 7♠ 6♠ 5♠ 4♠ 3♠ 2♠ 1♠ D♥",
        "19 20 21 Excuse C♥ V♥ 10♥ 9♥ 8♥ 7♥ 6♥ 5♥ 4♥ 3♥ 2♥ 1♥ D♦ C♦",
        "V♦ 10♦ 9♦ 8♦ 7♦ 6♦ 5♦ 4♦ 3♦ 2♦ 1♦ D♣ C♣ V♣ 10♣ 9♣ 8♣ 7♣",
    ]
    game = Game.from_deal(deal_from_hands(hands, "6♣ 5♣ 4♣ 3♣ 2♣ 1♣", dealer=3))
    game.bid(0, "garde sans")
    for seat in (1, 2, 3):
        game.bid(seat, None)
    run_bots(game, {seat: SimpleBot(seat) for seat in range(4)})
    assert game.poignees  # SimpleBot shows it
    review = review_deal(game, 0, deals=DEALS, seed=2)
    poignee = [d for d in review.decisions if d.kind == "poignee"]
    assert len(poignee) == 1 and poignee[0].chosen is not None
    assert [d.kind for d in review.decisions].index("poignee") == 1  # after the bid, before the first card


def test_a_random_deal_at_five_is_reviewed_with_its_call():
    game = finished(3, players=5, bot=RandomBot)
    review = review_deal(game, game.taker, deals=2, seed=0)
    assert "call" in [d.kind for d in review.decisions]


def test_progress_is_told_after_each_decision(taker_review):
    game, review = taker_review
    told = []
    review_deal(game, game.taker, deals=1, seed=3, progress=lambda done, total: told.append((done, total)))
    assert [done for done, _ in told] == list(range(1, len(review.decisions) + 1))
    assert told[-1] == (len(review.decisions), len(review.decisions))


@pytest.mark.parametrize(
    ("args", "key"),
    [(("not a game", 0), "error.review.game"), ((Game(4, seed=1), 0), "error.review.not_over")],
)
def test_bad_input_is_refused_with_a_sentence(args, key):
    with pytest.raises(TarotError) as error:
        review_deal(*args)
    assert error.value.key == key


def test_said_names_a_pass_and_no_poignee():
    assert review_module.said(None, "fr", "bid") == i18n.text("bid.pass", "fr")
    assert review_module.said(None, "en", "poignee") == i18n.text("review.no_poignee", "en")
    assert review_module.said(CardSet("R♥ 7♠"), "fr", "ecart") == CardSet("R♥ 7♠").localized("fr")


def test_evaluate_also_tries_an_ecart_the_advice_does_not_rank():
    from tarot_learn.strategy.evaluator import evaluate, legal_actions

    game = Game(4, seed=7)
    game.bid(1, "garde")
    for seat in (2, 3, 0):
        game.bid(seat, None)
    ranked = legal_actions(game, 1)
    candidates = sorted(game.view(1).ecart_candidates(), key=lambda card: -card.index)  # the highest cards
    unranked = CardSet(candidates[:6])
    assert unranked not in ranked
    evaluation = evaluate(game, 1, deals=2, seed=0, also=(unranked,))
    assert evaluation.value_of(unranked).action == unranked


@pytest.mark.parametrize("lesson", ["notebooks/fr/08_une_donne_complete.md", "notebooks/en/08_a_whole_deal.md"])
def test_lesson_08_states_the_verdicts_the_review_gives(lesson):
    """The lesson says the bands and the unit the review uses (one source of truth: these constants)."""
    from pathlib import Path

    words = " ".join(Path(__file__).parents[2].joinpath(lesson).read_text(encoding="utf-8").split())
    words = words.replace("\u202f", " ").replace("\u00a0", " ")
    assert f"{GOOD:g}, {IMPRECISE:g} {'ou' if '/fr/' in lesson else 'or'} {MISTAKE:g} points" in words
    assert ("au plus" if "/fr/" in lesson else "at most") + f" {GOOD:g} points" in words
    assert ("points de donne" if "/fr/" in lesson else "points of the deal") in words
    assert f"{round(100 * LEVEL)}{' %' if '/fr/' in lesson else '%'}" in words  # the intervals' level


def _action_value(action, samples):
    """An action's value on ``samples``, its score and points the samples' own mean and interval."""
    from tarot_learn.strategy.evaluator import ActionValue, Estimate, mean_interval

    estimate = mean_interval(list(samples))
    return ActionValue(action, estimate, Estimate(0.5, 0.0, 1.0), estimate, tuple(samples))


def _fake_evaluate(truth, selection, measured=None):
    """An evaluator whose deals differ by a fixed noise: the selection (no ``actions`` asked) sees the
    means and noise scales ``selection`` gives, a measure of named actions sees ``truth``; each measure's
    actions are noted in ``measured``."""
    from tarot_learn.strategy.evaluator import Evaluation

    def evaluate(position, seat, *, deals, seed, also=(), actions=None):
        noise = [(-1) ** i * (1 + i % 3) for i in range(deals)]
        if actions is None:
            rows = {name: [mean + scale * x for x in noise] for name, (mean, scale) in selection.items()}
            rows |= {name: [truth[name] + x for x in noise] for name in ("chosen", "weak")}
        else:
            if measured is not None:
                measured.append(tuple(actions))
            rows = {name: [truth[name] + x for x in noise] for name in actions}
        values = sorted((_action_value(name, samples) for name, samples in rows.items()), key=lambda v: -v.score.mean)
        return Evaluation(seat, tuple(values), deals, False)

    return evaluate


def test_a_sure_loss_against_the_next_rival_is_said_when_the_selection_ranked_a_lucky_one_first(monkeypatch):
    """The selection ranks "lucky" first, "strong" next without separating them; on fresh deals the
    chosen card is « à égalité » with "lucky" but surely 10 points behind "strong": the verdict says so."""
    truth = {"lucky": 0.0, "strong": 10.0, "chosen": 0.0, "weak": -30.0}
    value = _action_value
    # The selection: "lucky" ranked first on its deals.
    monkeypatch.setattr(review_module, "evaluate", _fake_evaluate(truth, {"lucky": (12.0, 1), "strong": (10.0, 5)}))
    monkeypatch.setattr(review_module, "stake", lambda position, seat, kind: 1.0)
    decision = review_module._measure(None, 0, "call", "chosen", seed="s", deals=None)
    assert (decision.rival, decision.best, decision.label) == ("strong", "strong", "mistake")
    assert decision.cost == pytest.approx(10.0)
    # Separated from the next choice on the selection's deals, or not ahead of the chosen one by more than
    # GOOD there, the first rival is the only one measured.
    mine = value("chosen", [0.0, 1.0, 0.0])
    lucky, strong = value("lucky", [20.0, 21.0, 22.0]), value("strong", [1.0, 2.0, 1.0])
    assert review_module._rivals([lucky, strong], mine, 1.0) == ["lucky"]
    close = value("close", [2.0, 2.0, 1.0])
    assert review_module._rivals([value("lucky", [2.0, 1.0, 2.0]), close], mine, 1.0) == ["lucky"]
    ahead = value("ahead", [22.0, 19.0, 20.0])
    assert review_module._rivals([lucky, ahead], mine, 1.0) == ["lucky", "ahead"]


def test_the_rivals_the_selection_could_not_separate_are_measured_together_and_the_surest_loss_is_said(monkeypatch):
    """The selection ranks "lucky" first, "strong" second, their deals not separating them; on fresh deals
    the chosen card is 5 points behind "lucky" (imprecise) and 30 behind "strong" (a blunder). Both are
    measured on the same fresh deals, in one evaluation per batch, and the surest loss is the verdict
    (before: "lucky" alone, imprecise, as its verdict was already costly)."""
    truth = {"lucky": 5.0, "strong": 30.0, "chosen": 0.0, "weak": -30.0}
    measured = []
    # The selection: "lucky" ranked first, "strong" close behind with noisier deals.
    selection = {"lucky": (32.0, 1), "strong": (30.0, 9)}
    monkeypatch.setattr(review_module, "evaluate", _fake_evaluate(truth, selection, measured))
    monkeypatch.setattr(review_module, "stake", lambda position, seat, kind: 1.0)
    decision = review_module._measure(None, 0, "call", "chosen", seed="s", deals=None)
    assert (decision.rival, decision.best, decision.label) == ("strong", "strong", "blunder")
    assert decision.cost == pytest.approx(30.0)
    assert measured and all(actions == ("lucky", "strong", "chosen") for actions in measured)


def test_a_choice_is_the_best_only_when_surely_better_than_every_rival_measured():
    """« Best » is said against the rival the chosen one is least surely better than."""
    value = _action_value
    mine = value("chosen", [0.0, 1.0, 0.0])
    # Three choices the selection could not separate, each more than GOOD ahead of the chosen one: all three
    # measured (RIVALS), a fourth not; one no better than the chosen one is not a rival worth measuring.
    ranked = [value(name, [9.0 + i, 8.0, 9.0 - i]) for i, name in enumerate("abcd")]
    assert review_module._rivals([*ranked, value("e", [0.0, 1.0, 0.0])], mine, 1.0) == ["a", "b", "c"]


def test_more_deals_where_they_may_settle_a_sure_loss_and_none_where_they_cannot(monkeypatch):
    # 12 points lost one deal in 8, nothing otherwise: after MEASURE_FIRST deals the interval still reaches
    # below 0, but its mean is far enough from 0 that the cap would show the loss: more deals, until sure
    # (before: no mistake possible, so settled at MEASURE_FIRST, « à égalité »).
    small = _fake_measure(monkeypatch, 0.0, rare=8, spike=12.0)
    assert small.deals > review_module.MEASURE_FIRST
    assert review_module.verdict(small.low, small.high) == "good"
    # As often 1 point ahead as 1 point behind: its mean lies on 0, and no number of deals separates them.
    even = _fake_measure(monkeypatch, -1.0, rare=2, spike=1.0)
    assert even.deals == review_module.MEASURE_FIRST and review_module.verdict(even.low, even.high) == "tie"
