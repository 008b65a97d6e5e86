"""No widget callback ever raises: every text box of every widget is given dozens of bad
inputs (issue 11), and each must end in a sentence for the learner or a normal answer."""

import pytest
from test_widgets_game_table import take_with_garde

from tarot_learn.exercises import load_bank
from tarot_learn.exercises.progress import ENV_VARIABLE
from tarot_learn.widgets import (
    DealStepper,
    EcartBuilder,
    ExcuseExplorer,
    ExerciseWidget,
    GameTable,
    ScoreCalculator,
    TrickTrainer,
)
from tarot_learn.widgets._common import CardEntry

BAD_TEXT = [
    "",
    " ",
    "4",
    "-1",
    "0",
    "99",
    "x" * 5000,
    "9" * 400,
    "9" * 5000,
    "-" + "9" * 400,
    "9" * 400 + ".5",
    "1e999",
    "nan",
    "inf",
    "²",
    "½",
    "٣",
    "\udcff",
    "\x00",
    "\n",
    "$\\undefined$",
    "<b>bold</b>",
    "=1+1",
    "R♥ R♥",
    "21 21",
    "Excuse " * 100,
    "R♥\t7♠",
    "1,5",
    "41.5.3",
    "joueur 99999999999999999999",
    "attaque défense",
    "roi de cœur " * 50,
]


def _boxes(widget):
    """Every text box inside ``widget``, with the buttons beside it (which submit it), and the
    card entries a widget keeps for later phases (shown or not)."""
    from ipywidgets import Button, Text, Textarea

    found = []
    for child in getattr(widget, "children", ()):
        if isinstance(child, (Text, Textarea)):
            found.append((child, [other for other in widget.children if isinstance(other, Button)]))
        found.extend(_boxes(child))
    for attribute in vars(widget).values():
        if isinstance(attribute, CardEntry) and all(attribute.text is not box for box, _ in found):
            found.append((attribute.text, [attribute.button]))
    return found


def _press(button):
    for callback in button._click_handlers.callbacks:  # called directly: an exception is not swallowed
        callback(button)


def _widgets(tmp_path):
    made = {
        "DealStepper": DealStepper(lang="fr"),
        "EcartBuilder": EcartBuilder(lang="en"),
        "ExcuseExplorer": ExcuseExplorer(lang="fr"),
        "GameTable[bidding]": GameTable(seed=3, lang="en"),
        "GameTable[ecart]": take_with_garde(4, "fr"),
        "GameTable[5 players]": take_with_garde(5, "en"),
        "ScoreCalculator": ScoreCalculator(lang="fr"),
        "TrickTrainer": TrickTrainer(lang="en"),
    }
    kinds = {}
    for exercise in load_bank().values():
        kinds.setdefault(exercise.kind, exercise.id)
    for kind, exercise_id in sorted(kinds.items()):
        made[f"ExerciseWidget[{kind}]"] = ExerciseWidget(exercise_id, lang="en", learner="alice")
    return made


def test_no_text_box_of_any_widget_raises(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv(ENV_VARIABLE, str(tmp_path))
    tried = answered = 0
    failures = []
    for name, widget in _widgets(tmp_path).items():
        for box, buttons in _boxes(widget):
            for value in BAD_TEXT:
                tried += 1
                try:
                    box.value = value
                    for button in buttons:
                        _press(button)
                    if isinstance(widget, ExerciseWidget):
                        widget.check()
                except Exception as error:  # noqa: BLE001 - what the test looks for
                    failures.append((name, box.description, value[:20], f"{type(error).__name__}: {error}"[:100]))
                else:
                    answered += 1
    points = _widgets_points_box()
    for value in (1e999, -1e999, float("nan"), -1.0, 92.0, 91.7, 40.25, 10**30):
        tried += 1
        try:
            points.points_box.value = value
        except Exception as error:  # noqa: BLE001
            failures.append(("ScoreCalculator", "points", repr(value), f"{type(error).__name__}: {error}"[:100]))
        else:
            answered += 1
    with capsys.disabled():
        print(f"\nwidget boxes: {tried} bad inputs typed, {answered} answered without an exception")
    assert failures == []
    assert tried > 500


def _widgets_points_box():
    return ScoreCalculator(lang="en")


@pytest.mark.parametrize("learner", ["\udcff", "x" * 300, "a/b/../c", "=cmd", "$\\undefined$"])
def test_an_exercise_widget_with_an_odd_learner_id_saves_and_never_raises(tmp_path, monkeypatch, learner):
    monkeypatch.setenv(ENV_VARIABLE, str(tmp_path))
    widget = ExerciseWidget("play-follow-2", lang="fr", learner=learner)
    widget.answer.value = "R♠"
    widget.check()
    assert widget.last_result.feedback_kind != "invalid" or widget.feedback.value
    assert len(list(tmp_path.glob("*.json"))) <= 1
