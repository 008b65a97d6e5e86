"""The end-of-deal review at the game table (widgets/_deal_review.py): offered at the end of
every deal, a progress bar while it measures, then the chart, the bands and the costliest
decisions explained. A tiny evaluator budget: the measure itself is tested in test_review.py."""

import html

import pytest

from tarot_learn.display.review_chart import describe
from tarot_learn.errors import TarotError
from tarot_learn.game import Phase
from tarot_learn.i18n import text
from tarot_learn.parsing import parse_cards
from tarot_learn.strategy.review import review_deal
from tarot_learn.widgets import GameTable


def play_the_deal(table: GameTable) -> None:
    """Pass, then play the first legal card each time, until the deal is over."""
    while table.game.phase is not Phase.OVER:
        if table.game.phase is Phase.BIDDING:
            table.pass_button.click()
        else:
            table.hand_buttons.buttons[next(iter(table.view.legal_cards()))].click()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_review_is_offered_at_the_end_and_shows_the_chart_and_the_costliest(lang):
    table = GameTable(4, seed=6, seat=0, lang=lang)
    assert table.deal_review.children == ()
    play_the_deal(table)
    assert table.deal_review.children == (table.deal_review.button,)
    assert table.deal_review.button.description == text("table.review.button", lang)
    ticks = []
    table.deal_review.deals = 2
    table.deal_review.progress.observe(lambda change: ticks.append(change["new"]), "value")
    table.deal_review.button.click()
    review = table.deal_review.review
    assert review == review_deal(table.game, 0, seed=str(table.game.deal.seed), deals=2)
    assert ticks[-1] == len(review.decisions) == table.deal_review.progress.max
    shown = table.deal_review.result.value
    assert table.deal_review.children == (table.deal_review.result,)
    assert f'alt="{html.escape(describe(review, lang), quote=True)}"' in shown
    assert html.escape(text("review.counts", lang, **review.counts())) in shown
    assert not review.explanations(lang)  # two deals a decision: nothing is sure, nothing is called a loss
    assert html.escape(text("review.clean", lang)) in shown


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_costliest_decisions_are_explained_one_sentence_each(lang, monkeypatch):
    from tarot_learn.strategy import review as review_module
    from tarot_learn.widgets import _deal_review

    seven, eight, king = parse_cards("7♥ 8♥ R♥")
    costly = review_module.Decision(
        "card", 4, seven, king, 10.0, 30.0, 12.0, 4.0, 32, "mistake", low=9.0, high=15.0, unit=3.0
    )
    tie = review_module.Decision("card", 5, eight, king, 28.0, 30.0, 1.0, 6.0, 32, "tie", low=-5.0, high=7.0)
    made = review_module.Review(0, 4, (costly, tie), -60, 64)
    monkeypatch.setattr(_deal_review.review_module, "review_deal", lambda game, seat, **options: made)
    table = GameTable(4, seed=6, seat=0, lang=lang)
    play_the_deal(table)
    table.deal_review.button.click()
    shown = table.deal_review.result.value
    assert made.explanations(lang) == [costly.explain(lang)]
    assert f"<li class='tarot-review-cost'>{html.escape(costly.explain(lang))}</li>" in shown
    assert html.escape(text("review.counts", lang, **made.counts())) in shown
    assert html.escape(text("review.clean", lang)) not in shown


def test_a_new_deal_clears_the_review():
    table = GameTable(4, seed=6, seat=0, lang="en")
    play_the_deal(table)
    table.new_deal()
    assert table.deal_review.children == () and table.deal_review.review is None


def test_auto_runs_the_review_at_the_end_and_none_leaves_it_out(monkeypatch):
    from tarot_learn.widgets import _deal_review

    calls = []
    monkeypatch.setattr(_deal_review.review_module, "review_deal", lambda game, seat, **options: calls.append(seat))
    monkeypatch.setattr(_deal_review.DealReview, "_html", lambda self, review: "reviewed")
    auto = GameTable(4, seed=6, seat=0, lang="en", review="auto")
    play_the_deal(auto)
    assert calls == [0] and auto.deal_review.result.value == '<div lang="en">reviewed</div>'
    hidden = GameTable(4, seed=6, seat=0, lang="en", review=None)
    play_the_deal(hidden)
    assert calls == [0] and hidden.deal_review.children == ()


def test_an_unknown_review_option_is_refused():
    with pytest.raises(TarotError) as error:
        GameTable(4, seed=6, review="always")
    assert error.value.key == "table.error.review"
