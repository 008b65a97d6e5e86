"""The end-of-deal review at the game table (widgets/_deal_review.py): offered at the end of
every deal, a progress bar while it measures, then the chart, the bands and the costliest
decisions explained. A tiny evaluator budget: the measure itself is tested in test_review.py."""

import html

import pytest

from tarot_learn.display.review_chart import describe
from tarot_learn.errors import TarotError
from tarot_learn.game import Phase
from tarot_learn.i18n import text
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
    sentences = review.explanations(lang)
    assert sentences  # this deal has costly decisions at any budget
    for sentence in sentences:
        assert f"<li class='tarot-review-cost'>{html.escape(sentence)}</li>" in shown
    assert html.escape(text("review.counts", lang, **review.counts())) in shown


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
    assert calls == [0] and auto.deal_review.result.value == "reviewed"
    hidden = GameTable(4, seed=6, seat=0, lang="en", review=None)
    play_the_deal(hidden)
    assert calls == [0] and hidden.deal_review.children == ()


def test_an_unknown_review_option_is_refused():
    with pytest.raises(TarotError) as error:
        GameTable(4, seed=6, review="always")
    assert error.value.key == "table.error.review"
