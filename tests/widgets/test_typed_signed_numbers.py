"""A signed number typed for a card ("-1", "+1") gets the parser's sentence wherever cards are
typed: the exercises' answers (graded, and in their widget) and every widget's typed-card box."""

import pytest
from test_widgets_game_table import take_with_garde

from tarot_learn.errors import CardParseError
from tarot_learn.exercises import grade, load_bank
from tarot_learn.exercises.progress import ENV_VARIABLE
from tarot_learn.game import Phase
from tarot_learn.i18n import text
from tarot_learn.parsing import parse_cards
from tarot_learn.widgets import EcartBuilder, ExerciseWidget, GameTable, TrickTrainer

BANK = load_bank()


def sentence(typed: str, lang: str) -> str:
    with pytest.raises(CardParseError) as error:
        parse_cards(typed)
    assert error.value.key == "error.card.signed_number"
    return text(error.value.key, lang, **error.value.params)


@pytest.mark.parametrize(
    "exercise_id", ["play-follow-2", "play-follow-1", "ecart-garde-4p"]
)  # one card, cards, an écart
@pytest.mark.parametrize(("typed", "lang"), [("-1", "fr"), ("+1", "en")])
def test_an_exercise_answer_gets_the_sentence(exercise_id, typed, lang):
    result = grade(BANK[exercise_id], typed, lang=lang)
    assert (result.correct, result.feedback_kind, result.reason) == (False, "invalid", sentence(typed, lang))


def test_the_exercise_widget_shows_it(tmp_path, monkeypatch):
    monkeypatch.setenv(ENV_VARIABLE, str(tmp_path))
    widget = ExerciseWidget("play-follow-2", lang="fr", learner="alice")
    widget.answer.value = "-1"
    widget.check()
    assert widget.last_result.reason == sentence("-1", "fr")


@pytest.mark.parametrize(("typed", "lang"), [("-1", "fr"), ("+1", "en")])
def test_every_typed_card_box_shows_it(typed, lang):
    trainer = TrickTrainer(hand="R♥ 7♥ 12 1", trick="5♥ 18", lang=lang)
    builder = EcartBuilder(players=4, seed=7, lang=lang)
    playing = GameTable(players=4, seed=11, seat=1, lang=lang)
    while playing.game.phase is Phase.BIDDING:
        playing.pass_button.click()
    ecart = take_with_garde(4, lang)
    boxes = [
        (trainer, trainer.entry),
        (builder, builder.entry),
        (playing, playing.card_entry),
        (ecart, ecart.ecart_entry),
    ]
    for widget, entry in boxes:
        entry.text.value = typed
        assert widget.feedback.plain == "✘ " + sentence(typed, lang), type(widget).__name__
