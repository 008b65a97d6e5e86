"""Each trainer's one live region (issue 35): made empty with the trainer, then saying each play
(the bots' cards included), each trick's winner and each grade, in the trainer's language."""

from __future__ import annotations

import pytest

from tarot_learn import i18n
from tarot_learn.contracts import Contract
from tarot_learn.parsing import parse_card
from tarot_learn.seats import seat_names
from tarot_learn.widgets import EcartBuilder, ExerciseWidget, GameTable, HotSeatTable, Practice, TrickTrainer
from tarot_learn.widgets._common import LiveRegion


def live_regions(widget) -> list[LiveRegion]:
    """Every live region among the widget's own children (a nested trainer has its own)."""
    return [child for child in widget.children if isinstance(child, LiveRegion)]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_game_table_has_one_live_region_made_empty(lang):
    table = GameTable(players=4, seed=7, seat=0, lang=lang)
    assert live_regions(table) == [table.live]
    assert table.live.plain == "" and table.live.said == 0
    # The region the front end makes: polite, in the trainer's language, named, out of sight.
    assert 'setAttribute("aria-live", "polite")' in table.live._esm
    assert table.live.lang == lang and table.live.label == i18n.text("widgets.live.label", lang)
    assert "clip-path:inset(50%)" in table.live.region_style and table.live.layout.height == "0px"


def test_the_game_table_says_the_bots_cards_and_each_tricks_winner():
    table = GameTable(players=4, seed=7, seat=0, lang="fr")
    table.bid(Contract.GARDE_SANS)
    table.decide_slam(False)
    names = table._seat_names()
    while table.game.phase.value == "play":
        done = len(table.game.history)
        table.play_card(next(iter(table.view.legal_cards())))
        events = table.game.history[done:]
        bots = [event for event in events if event.kind == "play" and event.seat != table.seat]
        tricks = [event for event in events if event.kind == "trick"]
        for event in bots + tricks:
            assert event.describe("fr", names) in table.live.plain
        assert i18n.text("table.you_play", "fr", card=events[0].details["card"]) in table.live.plain
    assert table.live.plain


def test_the_same_sentence_twice_is_still_a_change():
    region = LiveRegion("en")
    sent = []
    region.observe(lambda change: sent.append(change["new"]), "said")  # what the front end's `say` waits for
    region.say("✘ No.")
    region.say("✘ No.")
    assert sent == [1, 2] and region.plain == "✘ No."


def test_a_refused_card_is_said_and_the_feedback_line_is_no_second_live_region():
    table = GameTable(players=4, seed=7, seat=0, lang="en")
    table.bid(Contract.GARDE_SANS)
    table.decide_slam(False)
    illegal = next(card for card in table.view.hand if card not in table.view.legal_cards())
    table.play_card(illegal)
    assert table.live.plain == table.feedback.plain and table.live.plain.startswith("✘")
    assert 'aria-live="off"' in table.feedback.value


def test_an_exercise_says_its_grade_and_its_hint():
    widget = ExerciseWidget("play-follow-2", lang="en")
    assert widget.live.plain == ""
    widget.answer.value = "7"
    result = widget.check()
    assert widget.live.plain.startswith(result.sentence())
    widget.show_hint()
    assert widget.live.plain and widget.live.plain in widget.hint_box.value.replace("&#x27;", "'")


def test_a_trick_trainer_says_the_cards_after_the_learners_and_the_winner():
    trainer = TrickTrainer(hand="R♥ 7♥ 12 3", trick="5♥", players=4, seed=1, lang="en")
    trainer.play_card(parse_card("R♥"))
    cards, seats, _winner = trainer.completed
    names = seat_names(trainer.position.seat, 4, "en")
    assert len(cards[2:]) == 2
    for card, seat in zip(cards[2:], seats[2:], strict=True):
        assert i18n.text("game.event.play", "en", seat=names[seat], card=card) in trainer.live.plain
    assert trainer.live.plain.startswith(trainer.feedback.plain)


def test_a_hot_seat_and_a_practice_have_their_region():
    assert HotSeatTable(players=3, seed=2, lang="fr").live.plain == ""
    practice = Practice(lang="en")
    assert live_regions(practice) == [practice.live]
    # The exercise shown, and the next one, say their grades in the practice's one region.
    assert practice.exercise_widget.live is practice.live and not live_regions(practice.exercise_widget)
    assert practice.next().live is practice.live


def test_the_ecart_builder_shows_its_one_region():
    builder = EcartBuilder(players=4, seed=7, lang="en")
    assert live_regions(builder) == [builder.live] and builder.feedback.live is builder.live
    builder.confirm()  # too few cards: refused, and said
    assert builder.live.plain == builder.feedback.plain and builder.live.plain.startswith("✘")


def test_the_score_sheet_under_a_table_speaks_in_the_tables_region():
    table = GameTable(players=3, seed=2, lang="en")
    assert table.score_sheet.live is table.live and not live_regions(table.score_sheet)
