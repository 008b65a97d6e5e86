"""Lesson 06 in JupyterLab: the learner moves the Excuse explorer's last-trick deal from 4 to 5
players, reads the called partner and where the half point goes, and steps back a trick
(ExcuseExplorer, RULES.md §4, §6, §7). Every sentence is the one the same explorer gives in
this process."""

from __future__ import annotations

import pytest
from learner import button, find_notebook, open_and_run, screenshot, widget_titled
from playwright.sync_api import expect

from tarot_learn import i18n
from tarot_learn.seats import seat_name
from tarot_learn.widgets import ExcuseExplorer
from tarot_learn.widgets._common import plain_text

EXPLORERS = 3  # lesson 06 shows three: exchanged, last_trick (at 4 players), slam
LAST_TRICK = 1


def shown(html: str) -> str:
    """A widget's HTML as Playwright reads it: plain text, no-break spaces as spaces."""
    return " ".join(plain_text(html).split())


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_table_changes_the_partner_and_the_half_point(lab, page, lang):
    open_and_run(page, lab.url, find_notebook(lab.root, "notebooks", lang, "06"))
    explorer = widget_titled(page, i18n.text("widgets.excuse.title", lang), count=EXPLORERS, index=LAST_TRICK)
    reference = ExcuseExplorer("last_trick", players=4, lang=lang)  # as lesson 06 builds it
    expect(explorer).to_contain_text(shown(reference.half_point_text.value))

    button(explorer, i18n.text("widgets.players_option", lang, count=5)).click()
    reference.players_choice.value = 5
    game = reference.game
    partner = seat_name(game.partner, 0, 5, lang, noun=True)
    called = i18n.text("widgets.excuse.setup.5", lang, card=game.called_card, partner=partner)
    expect(explorer).to_contain_text(shown(called))  # the called king and the partner
    expect(explorer).to_contain_text(shown(reference.half_point_text.value))
    expect(explorer).to_contain_text(shown(reference.trick_sentence.value))

    button(explorer, i18n.text("widgets.excuse.previous_trick", lang)).click()
    reference.previous_button.click()
    expect(explorer).to_contain_text(shown(reference.trick_sentence.value))
    expect(explorer.locator("input[type='number']")).to_have_value(str(reference.trick_box.value))
    screenshot(page, f"excuse_explorer_{lang}_5_players", explorer)
