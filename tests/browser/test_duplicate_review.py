"""A class tournament in JupyterLab (issue 24): Liam has played the tournament's first deal (in the
test process, saved in the server's progress folder); Emma plays the same deal in the page, then
asks for her review, which must say that Liam did better and where their deals parted — the bid —
with both choices measured, the same sentences as the same table built in the test process."""

from __future__ import annotations

from learner import assert_no_errors, button, open_and_run, screenshot, widget_titled, write_notebook
from playwright.sync_api import expect
from table_player import play_whole_deal

from tarot_learn import i18n
from tarot_learn.game import Phase
from tarot_learn.strategy import duplicate
from tarot_learn.strategy.review import deal_steps
from tarot_learn.widgets import GameTable
from tarot_learn.widgets._common import plain_text

TOURNAMENT = {"players": 4, "tournament": "club-b", "lang": "en"}  # Liam, passing, scores +39; Emma, −159
REVIEW_TIMEOUT_MS = 240_000  # a whole deal measured by the evaluator, on two busy cores


def liam_passes_and_plays_his_lowest_cards() -> GameTable:
    table = GameTable(**TOURNAMENT, learner="Liam")
    while table.game.phase is not Phase.OVER:
        if table.game.phase is Phase.BIDDING:
            table.bid(None)
        else:
            table.play_card(next(iter(table.view.legal_cards())))
    return table


def test_the_review_says_where_the_best_learner_did_better(lab, page, monkeypatch):
    monkeypatch.setenv("TAROT_LEARN_PROGRESS_DIR", str(lab.progress_dir))  # the kernel's folder
    liam = liam_passes_and_plays_his_lowest_cards()
    cells = ("from tarot_learn.widgets import GameTable", f"GameTable(**{TOURNAMENT!r}, learner='Emma')")
    write_notebook(lab.root / "scenarios" / "tournament_review.ipynb", *cells)
    open_and_run(page, lab.url, "scenarios/tournament_review.ipynb")
    table = widget_titled(page, i18n.text("table.title", "en"))
    reference = GameTable(**TOURNAMENT, learner="Emma")
    play_whole_deal(page, table, reference, "en", "duplicate_review")
    mine, theirs = reference.game.result.score.scores[0], liam.game.result.score.scores[0]
    assert theirs > mine, "Liam must do better than the page's learner: choose another tournament"

    button(table, " ".join(i18n.text("table.review.button", "en").split())).click()
    reference.deal_review.run()
    better = i18n.text(
        "table.duplicate.better", "en", learner="Liam", theirs=i18n.format_signed(theirs), mine=i18n.format_signed(mine)
    )
    expect(table).to_contain_text(plain_text(better), timeout=REVIEW_TIMEOUT_MS)
    line, seed = deal_steps(liam.game, whole=True), str(reference.game.deal.seed)  # the seed the table's review uses
    difference = duplicate.first_difference(reference.game, 0, line, seed=seed)
    assert difference.kind == "bid"  # Emma bid, Liam passed
    expect(table.locator("li.tarot-duplicate")).to_have_text(
        [plain_text(line) for line in duplicate.explain(difference, "Liam", "en")]
    )
    assert_no_errors(page, "the duplicate review")
    table.locator("li.tarot-duplicate").last.scroll_into_view_if_needed()  # the table is taller than the page
    screenshot(page, "duplicate_review_en")
