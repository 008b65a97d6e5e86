"""Lesson 08 in JupyterLab: the learner plays a whole deal against the bots, from the bids to
the score (GameTable, RULES.md §2–§7), in French and in English — in step with the same table
built in the test process (see table_player.py)."""

from __future__ import annotations

import pytest
from learner import button, find_notebook, open_and_run, widget_titled
from playwright.sync_api import expect
from table_player import play_whole_deal

from tarot_learn import i18n
from tarot_learn.widgets import GameTable

LESSON_TABLES = (  # as lesson 08 builds them
    {"players": 4, "seed": 7, "seat": 0},
    {"players": 5, "seed": 7, "seat": 0},
    {"players": 3, "seed": 7, "seat": 0},
)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_whole_deal_to_the_score(lab, page, lang):
    open_and_run(page, lab.url, find_notebook(lab.root, "notebooks", lang, "08"))
    title = i18n.text("table.title", lang)
    table = widget_titled(page, title, count=len(LESSON_TABLES), index=0)
    play_whole_deal(page, table, GameTable(**LESSON_TABLES[0], lang=lang), lang, f"game_table_{lang}")

    five_players = widget_titled(page, title, count=len(LESSON_TABLES), index=1)  # the second table answers too
    reference = GameTable(**LESSON_TABLES[1], lang=lang)
    button(five_players, i18n.text("table.pass", lang)).click()
    reference.bid(None)
    expect(five_players.locator("[role='status']")).to_have_text(reference.feedback.plain)
