"""The set-up every trainer shares (widgets/_base.py) and the one écart picker (widgets/_ecart_picker.py)."""

import pytest

import tarot_learn as tl
from tarot_learn import i18n
from tarot_learn.game import Phase
from tarot_learn.strategy.bots import SimpleBot
from tarot_learn.widgets import (
    DealStepper,
    EcartBuilder,
    ExcuseExplorer,
    ExerciseWidget,
    GameTable,
    ScoreCalculator,
    TrickTrainer,
)
from tarot_learn.widgets._base import DealingTrainer, Trainer, next_seed
from tarot_learn.widgets._common import Feedback, plain_text
from tarot_learn.widgets._ecart_picker import EcartPicker

DEALING = (DealStepper, EcartBuilder, GameTable, TrickTrainer)
OTHERS = (ExcuseExplorer, ScoreCalculator, lambda **options: ExerciseWidget("play-winner-5p", **options))


@pytest.fixture
def french_session():
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("make", DEALING + OTHERS)
def test_every_trainer_speaks_the_session_language_unless_told(make, french_session):
    assert isinstance(make(), Trainer) and make().lang == "fr"
    assert make(lang="en").lang == "en"
    with pytest.raises(tl.LanguageError):
        make(lang="de")


@pytest.mark.parametrize("trainer", DEALING)
def test_the_trainers_that_deal_check_the_table_and_draw_a_seed(trainer):
    assert issubclass(trainer, DealingTrainer)
    with pytest.raises(tl.PlayerCountError):
        trainer(players=6)
    made = trainer(players=3, seed=None) if trainer is not DealStepper else trainer(players=3)
    assert made.players == 3 and isinstance(made.seed, int) and 1 <= made.seed <= 9999
    assert trainer(players=5, seed=42).seed == 42


def test_next_seed_counts_up_and_marks_a_text_seed():
    assert next_seed(7) == 8 and next_seed("alice") == "alice+"
    trainer = TrickTrainer(seed="bob", lang="en")
    trainer.new_button.click()
    assert trainer.seed == "bob+"


def test_the_ecart_builder_and_the_game_table_pick_with_the_same_picker():
    builder = EcartBuilder(players=4, seed=3, lang="en")
    table = next(
        table
        for table in (GameTable(players=4, seed=seed, lang="en") for seed in range(1, 80))
        if tl.Contract.GARDE in table.bid_buttons
    )
    table.bid_buttons[tl.Contract.GARDE].click()
    assert table.game.phase is Phase.ECART
    for picker in (builder.picker, table.ecart_picker):
        assert isinstance(picker, EcartPicker)
    assert table.ecart_picker in table.actions.children and builder.picker in builder.children
    legal = SimpleBot(0).choose_ecart(table.view)
    table.ecart_entry.text.value = " ".join(card.text("en") for card in legal)
    assert table.ecart_picker.selected == legal


def test_the_picker_presses_typed_cards_tells_once_and_refuses_a_card_not_there():
    changes = []
    feedback = Feedback()
    picker = EcartPicker("en", feedback, on_change=lambda: changes.append(1))
    picker.set_cards(tl.CardSet("R♥ 7♥ 9♥ 3 5"), tl.CardSet("2♠ 4♠"))
    changes.clear()
    picker.entry.text.value = "7♥ 2♠"
    assert picker.selected == tl.CardSet("7♥ 2♠") and changes == [1]
    assert "Chosen: 2 of 2" in plain_text(picker.count.value)
    picker.entry.text.value = "D♣"
    assert feedback.plain.startswith("✘ ") and "Q♣" in feedback.plain
    assert picker.selected == tl.CardSet("7♥ 2♠")
    picker.release_all()
    assert not picker.selected and "Chosen: 0 of 2" in plain_text(picker.count.value)
