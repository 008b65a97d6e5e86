"""Every trainer's text says its language (issue 35): each HTML part of a trainer, those it shows
later included, is inside a ``<div lang="…">``, so that a French trainer in an English JupyterLab
page is read in French."""

from __future__ import annotations

import ipywidgets as widgets
import pytest

from tarot_learn.contracts import Contract
from tarot_learn.widgets import EcartBuilder, ExerciseWidget, GameTable, Practice, TrickTrainer
from tarot_learn.widgets._base import in_language


def html_parts(widget) -> list[widgets.HTML]:
    """The HTML widgets inside ``widget``, at any depth."""
    if isinstance(widget, widgets.HTML):
        return [widget]
    if isinstance(widget, widgets.Box):
        return [part for child in widget.children for part in html_parts(child)]
    return []


def assert_in_language(widget, lang: str) -> None:
    parts = [part for part in html_parts(widget) if part.value]
    assert parts
    bare = [part.value[:80] for part in parts if not part.value.startswith(f'<div lang="{lang}">')]
    assert not bare, f"{len(bare)}/{len(parts)} HTML parts without lang={lang}: {bare[:3]}"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_html_part_of_a_game_table_says_its_language_before_and_after_actions(lang):
    table = GameTable(players=4, seed=7, seat=0, lang=lang)
    assert_in_language(table, lang)
    table.bid(Contract.GARDE_SANS)  # new controls: the hand, its title paragraph
    table.decide_slam(False)
    table.play_card(next(iter(table.view.legal_cards())))
    assert_in_language(table, lang)


@pytest.mark.parametrize("make", [EcartBuilder, TrickTrainer, Practice])
def test_other_trainers_say_their_language(make):
    assert_in_language(make(lang="fr"), "fr")


def test_a_practices_next_exercise_and_an_exercise_say_theirs():
    practice = Practice(lang="en")
    practice.next()
    assert_in_language(practice, "en")
    widget = ExerciseWidget("play-follow-2", lang="fr")
    widget.answer.value = "7"
    widget.check()
    assert_in_language(widget, "fr")


def test_a_text_is_wrapped_once_and_nothing_stays_nothing():
    once = in_language("<p>x</p>", "fr")
    assert once == '<div lang="fr"><p>x</p></div>' and in_language(once, "fr") == once
    assert in_language("", "fr") == ""
