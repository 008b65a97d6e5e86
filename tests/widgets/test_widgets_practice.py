"""The Practice widget in Python: an exercise shown, answered and saved, the next one drawn, the
mastery line, the areas « ce que je rate le plus » and « à revoir », the skills chart (fr and en)."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest

from tarot_learn.errors import TarotError
from tarot_learn.exercises import CHAPTERS, bank_exercise, grade
from tarot_learn.exercises.kinds import kind_of
from tarot_learn.exercises.practice import (
    MASTERY_RIGHT,
    MASTERY_WINDOW,
    area_targets,
    review_today,
    skill_of,
    skills_chart,
    skills_figure_of,
    target_words,
)
from tarot_learn.exercises.progress import ENV_VARIABLE, Progress
from tarot_learn.i18n import text
from tarot_learn.widgets import ExerciseWidget, Practice
from tarot_learn.widgets._common import plain_text


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.setenv(ENV_VARIABLE, str(tmp_path))
    return tmp_path


def right_answer(widget: Practice) -> str:
    exercise = widget.exercise_widget.exercise
    return str(kind_of(exercise).right_answers(exercise.position)[0])


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_an_answer_is_graded_saved_and_the_next_exercise_is_new(folder, lang):
    widget = Practice("scoring", lang=lang, learner="alice", seed=5)
    first = widget.exercise_widget
    assert isinstance(first, ExerciseWidget) and first.exercise.chapter == "scoring"
    assert "tarot-practice" in widget._dom_classes  # the browser tests tell its exercise from the notebook's
    first.answer.value = right_answer(widget)
    first.check_button.click()
    assert plain_text(first.feedback.value) == grade(first.exercise, first.answer.value, lang=lang).sentence()
    (saved,) = Progress("alice").attempts
    assert saved["exercise"] == first.exercise.id and saved["chapter"] == "scoring" and saved["correct"]
    targets = len(area_targets("scoring"))
    status = text(
        "exercise.practice.mastery", lang, done=0, targets=targets, window=MASTERY_WINDOW, needed=MASTERY_RIGHT
    )
    assert status in plain_text(widget.status.value)
    # Each target in words: the one answered with its first try, the others not tried yet.
    answered = skill_of(saved)[1]
    words = target_words(answered, lang)
    line = text("exercise.practice.target_line", lang, target=words, clean=1, window=MASTERY_WINDOW, mastered="")
    assert line in plain_text(widget.status.value)
    for other in area_targets("scoring"):
        if other != answered:
            untried = text("exercise.practice.target_untried", lang, target=target_words(other, lang))
            assert untried in plain_text(widget.status.value)
    widget.next_button.click()
    assert widget.exercise_widget is not first and widget.exercise_widget.exercise.id != first.exercise.id
    assert widget.holder.children == (widget.exercise_widget,)
    assert text("exercise.practice.count", lang, number=2) in plain_text(widget.counter.value)


def test_four_clean_first_tries_of_five_of_its_only_target_say_the_area_is_mastered(folder):
    widget = Practice("cards", lang="fr", learner="bob", seed=1)
    for _ in range(MASTERY_RIGHT):
        widget.exercise_widget.answer.value = right_answer(widget)
        widget.exercise_widget.check_button.click()
        widget.next()
    mastered = text("exercise.practice.mastered", "fr", done=1, targets=1, window=MASTERY_WINDOW, needed=4)
    assert mastered in plain_text(widget.status.value)
    assert Practice("cards", lang="fr", learner="bob", seed=2).area_mastery.mastered  # after a restart too


def test_an_area_of_several_targets_is_not_mastered_by_right_answers_on_one(folder):
    exercise = bank_exercise("scoring-made-by-margin")
    progress = Progress("hugo")
    for number in range(MASTERY_WINDOW):
        answer = str(kind_of(exercise).right_answers(exercise.position)[0])
        progress.record(replace(exercise, id=f"{exercise.id}~{number}"), grade(exercise, answer), answer)
    widget = Practice("scoring", lang="en", learner="hugo", seed=1)
    assert not widget.area_mastery.mastered and widget.area_mastery.mastered_targets == 1
    words = target_words("contract", "en")
    mark = " ✔ " + text("exercise.practice.chart_mastered", "en")
    line = text(
        "exercise.practice.target_line", "en", target=words, clean=MASTERY_WINDOW, window=MASTERY_WINDOW, mastered=mark
    )
    assert line in plain_text(widget.status.value)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_target_has_words_of_its_own(lang):
    every = [target for area in CHAPTERS for target in area_targets(area)]
    words = {target: target_words(target, lang) for target in every}
    assert len(set(words.values())) == len(words)


def test_most_missed_practises_the_targets_missed(folder):
    exercise = bank_exercise("play-must-overtrump-1")
    wrong = str(kind_of(exercise).wrong_answers(exercise.position)[0])
    assert Progress("chloe").record(exercise, grade(exercise, wrong), wrong)["correct"] is False
    widget = Practice("missed", lang="en", learner="chloe", seed=3)
    assert widget.targets == [("play", "must_overtrump")]
    for _ in range(5):
        assert widget.exercise_widget.exercise.situation == "must_overtrump"
        widget.next()


def test_a_review_due_tomorrow_is_served_and_counted_tomorrow(folder):
    exercise = bank_exercise("play-must-overtrump-1")
    wrong = str(kind_of(exercise).wrong_answers(exercise.position)[0])
    assert Progress("dimitri").record(exercise, grade(exercise, wrong), wrong)["correct"] is False
    today, tomorrow = datetime.now(UTC), datetime.now(UTC) + timedelta(days=1)
    assert review_today("dimitri", lang="fr", now=today).due == []
    assert repr(review_today("dimitri", lang="fr", now=today)) == text("exercise.practice.due_none", "fr")
    due = review_today("dimitri", lang="fr", now=tomorrow)
    area = text("exercise.practice.area.play", "fr")
    assert repr(due) == text("exercise.practice.due_one", "fr", count=1, areas=area)
    widget = Practice("due", lang="fr", learner="dimitri", seed=1, clock=lambda: tomorrow)
    assert widget.targets == [("play", "must_overtrump")]
    assert widget.exercise_widget.exercise.situation == "must_overtrump"


def test_nothing_missed_and_no_learner_are_said(folder):
    widget = Practice("missed", lang="en", seed=1)
    shown = plain_text(widget.status.value)
    assert text("exercise.practice.no_learner", "en") in shown and text("exercise.practice.no_missed", "en") in shown
    with pytest.raises(TarotError) as error:
        Practice("cooking", lang="en")
    assert error.value.key == "exercise.practice.unknown_area"


def test_the_skills_chart_without_matplotlib_is_the_projects_svg(monkeypatch):
    import tarot_learn.display.skills as skills

    monkeypatch.setattr(skills, "matplotlib_missing", lambda: True)
    monday = datetime(2026, 1, 5, tzinfo=UTC).isoformat()
    attempts = [
        {"exercise": f"e{n}", "chapter": "play", "teaches": "follow_suit", "correct": True, "time": monday}
        for n in range(4)
    ]
    chart = skills_figure_of(attempts, "emma", "en")
    svg = chart._repr_svg_()
    assert svg.startswith("<svg") and text("exercise.practice.chart_title", "en", learner="emma") in svg
    mark = " ✔ " + text("exercise.practice.chart_mastered", "en")
    area = text("exercise.practice.area.play", "en")
    targets = len(area_targets("play"))
    # four clean first tries of legal play: one target of eight mastered, not the area
    assert text("exercise.practice.chart_bar", "en", area=area, done=1, targets=targets, mastered="") in svg
    untried = text("exercise.practice.area.scoring", "en")
    assert text("practice.look.chart_untried", "en", area=untried) in svg  # not « 0 of 5 »: never tried
    targets = len(area_targets("scoring"))
    assert text("exercise.practice.chart_bar", "en", area=untried, done=0, targets=targets, mastered="") not in svg
    cards = [
        {"exercise": f"c{n}", "chapter": "cards", "teaches": "points", "correct": True, "time": monday}
        for n in range(4)
    ]
    svg = skills_figure_of(cards, "emma", "en")._repr_svg_()
    words = text("exercise.practice.area.cards", "en")
    assert text("exercise.practice.chart_bar", "en", area=words, done=1, targets=1, mastered=mark) in svg
    assert skills.MASTERED in svg


def test_the_skills_chart_with_matplotlib_is_a_lesson_figure(folder):
    pytest.importorskip("matplotlib")
    from tarot_learn.display.plots import LessonFigure

    chart = skills_chart("emma", lang="fr")  # no file yet: every area at 0
    assert isinstance(chart, LessonFigure)
    assert text("exercise.practice.chart_title", "fr", learner="emma") in chart.describe()


def test_a_learners_stream_is_the_same_after_a_reload_and_moves_on_once_he_answers(folder):
    first = Practice("excuse", lang="fr", learner="emma").exercise_widget.exercise
    assert Practice("excuse", lang="fr", learner="emma").exercise_widget.exercise == first
    widget = Practice("excuse", lang="fr", learner="emma")
    widget.exercise_widget.answer.value = right_answer(widget)
    widget.exercise_widget.check_button.click()
    assert Practice("excuse", lang="fr", learner="emma").exercise_widget.exercise != first


def test_a_right_answer_after_a_hint_is_saved_with_it_and_does_not_count_towards_mastery(folder):
    widget = Practice("cards", lang="en", learner="farid", seed=4)
    widget.exercise_widget.hint_button.click()
    widget.exercise_widget.answer.value = right_answer(widget)
    widget.exercise_widget.check_button.click()
    (saved,) = Progress("farid").attempts
    assert saved["correct"] and saved["hints_seen"] == 1
    assert widget.area_mastery.mastered_targets == 0 and widget.area_mastery.counted == 1
    assert widget.area_mastery.targets[0].clean == 0


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_last_first_tries_show_as_marks_oldest_first_the_empty_slots_last(folder, lang):
    from tarot_learn.widgets import practice as practice_module

    widget = Practice("scoring", lang=lang, learner="gaby", seed=6)
    marks = practice_module._MARKS

    def shown_marks() -> list[str]:
        return [symbol for symbol in plain_text(widget.status.value) if symbol in {m[0] for m in marks.values()}]

    start = [marks[None][0]] * MASTERY_WINDOW
    assert shown_marks()[:MASTERY_WINDOW] == start  # (the legend names each mark after the marks)
    widget.exercise_widget.answer.value = right_answer(widget)
    widget.exercise_widget.check_button.click()
    widget.next()
    exercise = widget.exercise_widget.exercise
    widget.exercise_widget.answer.value = str(kind_of(exercise).wrong_answers(exercise.position)[0])
    widget.exercise_widget.check_button.click()
    assert shown_marks()[:MASTERY_WINDOW] == [marks[True][0], marks[False][0], *start[2:]]
    assert text("practice.look.marks", lang, window=MASTERY_WINDOW) in plain_text(widget.status.value)
    assert "○" not in plain_text(Practice("missed", lang=lang, learner="gaby", seed=1).status.value)
