"""A teacher's own exercises (issue 35 item 4): read like the bank's, every key solved by the rules core and every
position checked; each error names the file, the exercise and the field, in both languages; ``tarot-learn check``."""

from __future__ import annotations

import pytest

from tarot_learn import i18n
from tarot_learn.app import cli
from tarot_learn.exercises import grade
from tarot_learn.exercises.teacher import TeacherExerciseError, check_file, load_exercises

FOLLOW = """
[[exercise]]
id = "mine-follow"
kind = "legal_play"
situation = "follow_suit"
players = 4
leader = 2
hand = "D♦ 3♦ R♠ 7 19"
trick = "V♦ 10♦"
answer = "{answer}"
question.fr = "Carreau a été entamé. Jouez une carte autorisée."
question.en = "Diamonds were led. Play a card you are allowed to play."
"""
SCORE = """
[[exercise]]
id = "mine-score"
kind = "score"
situation = "score"
players = 4
contract = "garde"
bouts = 2
attack_points = 49.0
taker = {taker}
seat = 0
answer = "{answer}"
question.fr = "Combien marque le preneur ?"
question.en = "What does the taker score?"
"""
ECART = """
[[exercise]]
id = "mine-ecart"
kind = "ecart"
situation = "ecart"
players = 4
hand = "R♠ D♠ 7♠ 3♠ R♥ 9♥ 4♥ C♦ 5♦ 2♦ V♣ 6♣ 21 17 12 8 5 Excuse"
chien = "R♦ 10♣ 1♣ 14 2♥ D♦"
answer = "{answer}"
question.fr = "Écartez 6 cartes."
question.en = "Put aside 6 cards."
"""


def write(tmp_path, *parts, name="mine.toml"):
    path = tmp_path / name
    path.write_text("".join(parts), encoding="utf-8")
    return path


def test_a_teachers_exercises_load_checked_and_grade_like_the_banks(tmp_path):
    path = write(
        tmp_path,
        FOLLOW.format(answer="3♦ D♦"),
        SCORE.format(taker=0, answer="+198"),
        ECART.format(answer="3♠ 7♠ 4♥ 2♦ 5♦ 1♣"),
    )
    exercises = load_exercises(path)
    assert list(exercises) == ["mine-follow", "mine-score", "mine-ecart"]
    assert grade(exercises["mine-follow"], "D♦").correct and not grade(exercises["mine-follow"], "R♠").correct
    assert exercises["mine-score"].chapter == "teacher"


@pytest.mark.parametrize(
    ("part", "field"),
    [
        (FOLLOW.format(answer="3♦"), "answer"),  # a key that forgets a legal card
        (FOLLOW.format(answer="3♦ D♦ R♠"), "answer"),  # an illegal card in the key
        (FOLLOW.format(answer="Z♥"), "answer"),  # a card that does not exist
        (SCORE.format(taker=0, answer="+999"), "answer"),  # a score the core does not make
        (SCORE.format(taker=0, answer="+192"), "answer"),  # a real slip
        (ECART.format(answer="R♠ 7♠ 4♥ 2♦ 5♦ 1♣"), "answer"),  # an écart with a king
        (SCORE.format(taker=7, answer="+198"), "taker"),  # a seat that is not at the table
        (
            FOLLOW.format(answer="3♦ D♦").replace('trick = "V♦ 10♦"', 'trick = "V♦ 3♦"'),
            "hand",
        ),  # 3♦ twice: the core names hand and trick
        (FOLLOW.format(answer="3♦ D♦").replace('situation = "follow_suit"\n', ""), "situation"),
        (FOLLOW.format(answer="3♦ D♦").replace('kind = "legal_play"', 'kind = "legal_plays"'), "kind"),
        (FOLLOW.format(answer="3♦ D♦").replace("question.en", "# question.en"), "question"),
    ],
)
def test_every_wrong_key_or_position_is_refused_naming_the_exercise_and_the_field(tmp_path, part, field):
    path = write(tmp_path, part)
    with pytest.raises(TeacherExerciseError) as refused:
        load_exercises(path)
    for lang in ("fr", "en"):
        message = refused.value.message(lang)
        assert str(path) in message and "mine-" in message and field in message, message
        assert "Traceback" not in message and "KeyError" not in message
    assert isinstance(refused.value, ValueError)


def test_the_key_refused_is_shown_beside_the_cores_answer(tmp_path):
    path = write(tmp_path, SCORE.format(taker=0, answer="+999"))
    _, (problem,) = check_file(path)
    assert "+999" in problem.message("en") and "198" in problem.message("en")


def test_tarot_learn_check_lists_every_exercise_to_correct(tmp_path, capsys):
    good = write(tmp_path, FOLLOW.format(answer="3♦ D♦"), name="good.toml")
    assert cli.main(["check", str(good), "--lang", "fr"]) == 0
    assert i18n.text("cli.check.ok", "fr", path=good, count=1) in capsys.readouterr().out
    bad = write(tmp_path, FOLLOW.format(answer="3♦"), SCORE.format(taker=9, answer="+198"), name="bad.toml")
    assert cli.main(["check", str(bad), "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert i18n.text("cli.check.wrong", "en", count=2) in err and err.count("bad.toml") == 2
    broken = write(tmp_path, "[[exercise]\nid = ", name="broken.toml")
    assert cli.main(["check", str(broken), "--lang", "en"]) == 1
    assert "broken.toml" in capsys.readouterr().err


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_guides_examples_load_and_check_as_they_are_printed(tmp_path, lang):
    import re

    from tarot_learn.lessons import teacher_guide

    text = teacher_guide(lang).read_text(encoding="utf-8")
    (example,) = re.findall(r"```toml\n(.*?)```", text, flags=re.S)
    path = write(tmp_path, example, name="guide.toml")
    exercises = load_exercises(path)
    assert list(exercises) == ["my-follow", "my-score", "my-ecart"]
    assert {exercise.chapter for exercise in exercises.values()} == {"play"}
    assert cli.main(["check", str(path), "--lang", lang]) == 0
