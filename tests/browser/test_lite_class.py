"""A JupyterLite learner in a class on the teacher's laptop server (issue 31): the class service runs
here with the class list, allowing the site's origin; in the site, the learner joins from the first
exercise notebook's JoinClass (the join code, his name as on the list), then answers an exercise in
another notebook — whose kernel finds the link kept in the site's files — and the teacher's view,
read from the service, shows his answers under his login. Everything stays on this machine."""

from __future__ import annotations

import time

import pytest
from class_service_support import TEACHER_TOKEN, start_in_thread
from exercise_player import answer_wrong_then_right, exercise_widget
from learner import assert_no_errors, button, run_all, screenshot, type_into, widget_titled
from playwright.sync_api import expect
from test_lite_site import lite_page, notebook_with, open_in_lite  # noqa: F401 - the fixture is used

from tarot_learn import i18n
from tarot_learn.classroom.remote import ClassService
from tarot_learn.exercises.outbox import ClassLink
from tarot_learn.widgets import ClassView

pytestmark = pytest.mark.lite

EXERCISE, LEARNER = "play-follow-2", "learner"  # as the exercise notebook on following suit shows it


def test_a_jupyterlite_learner_joins_the_laptop_class_and_the_teacher_sees_his_answers(lite, lite_page, tmp_path):  # noqa: F811
    page, _ = lite_page
    lang = "fr"
    roster = tmp_path / "4B.csv"
    roster.write_text("login,name,class\nzoe.l,Zoé Lambert,4B\nzoe.m,Zoé Martin,4B\n", encoding="utf-8")
    service = start_in_thread(f"sqlite:///{tmp_path / 'class.db'}", roster, origins=(lite.url,))
    try:
        first = notebook_with(lite.root, "exercises", lang, "JoinClass(")
        open_in_lite(page, lite, first)
        run_all(page)
        assert_no_errors(page, first)
        join = widget_titled(page, i18n.text("joinclass.title", lang))
        type_into(join, i18n.text("joinclass.url", lang), service.url)
        type_into(join, i18n.text("joinclass.code", lang), service.codes["4B"].lower())  # as copied from the board
        type_into(join, i18n.text("joinclass.name", lang), "zoé lambert")
        button(join, i18n.text("joinclass.join", lang)).click()
        joined = i18n.text("joinclass.joined", lang, name="zoé lambert", url=service.url)
        expect(join.locator("p").last).to_have_text(" ".join(joined.split()), timeout=30_000)
        screenshot(page, "lite_join_class_fr", join)

        path = notebook_with(lite.root, "exercises", lang, EXERCISE)
        open_in_lite(page, lite, path)  # the same browser: the site's files, the link among them, are kept in it
        run_all(page)
        assert_no_errors(page, path)
        exercise, widget = exercise_widget(page, lite.root / "files" / path, EXERCISE, lang, learner=LEARNER)
        wrong, right, _ = answer_wrong_then_right(page, widget, exercise, lang, "lite_class", click=True)

        teacher = ClassService(ClassLink(service.url, TEACHER_TOKEN), "4B")
        deadline = time.monotonic() + 30
        while (summary := teacher.summary()).answers < 2 and time.monotonic() < deadline:
            time.sleep(0.5)
        assert summary.answers == 2 and summary.learners == ["zoe.l", "zoe.m"]
        learners, names, _ = teacher.attempts()
        assert [(item["answer"], item["correct"]) for item in learners["zoe.l"]] == [
            (wrong.text(lang), False),
            (right.text(lang), True),
        ]
        assert learners["zoe.m"] == [] and names["zoe.l"] == LEARNER  # the name typed in the notebook, shown
        view = ClassView(lang=lang, service=teacher, auto=False)
        assert "learner" in view.board.value and view.summary.answers == 2
    finally:
        service.stop()


def test_two_open_notebooks_of_one_learner_lose_none_of_his_answers(lite, lite_page):  # noqa: F811
    """JupyterLite gives each notebook a kernel of its own and no file lock: answers given in one notebook,
    then in the other, all stay in the learner's file (each save reads the file again before writing it)."""
    from tarot_learn.exercises import solve

    page, _ = lite_page
    lang = "fr"
    first = notebook_with(lite.root, "exercises", lang, "JoinClass(")
    open_in_lite(page, lite, first)
    run_all(page)
    second = notebook_with(lite.root, "exercises", lang, EXERCISE)
    # Opened from the file browser, not by loading the page again: the first notebook's kernel lives on.
    page.locator(".jp-DirListing-item", has_text=second.rsplit("/", 1)[1][:12]).first.dblclick()
    page.locator(".lm-TabBar-tab.lm-mod-current", has_text=second.rsplit("/", 1)[1][:12]).wait_for(timeout=60_000)
    run_all(page)
    assert_no_errors(page, second)
    exercise, widget = exercise_widget(page, lite.root / "files" / second, EXERCISE, lang, learner=LEARNER)
    answer_wrong_then_right(page, widget, exercise, lang, "lite_two_notebooks", click=True)

    page.locator(".lm-TabBar-tab", has_text=first.rsplit("/", 1)[1][:12]).first.click()  # back to the first
    points, box = exercise_widget(page, lite.root / "files" / first, "cards-points-king-small", lang, learner=LEARNER)
    type_into(box, i18n.text("exercise.widget.answer", lang), i18n.format_points(solve(points), lang))
    button(box, i18n.text("exercise.widget.check", lang)).click()
    expect(box.locator("[role='status']").first).not_to_be_empty(timeout=30_000)

    hand_in = widget_titled(page, i18n.text("handin.title", lang), count=2, index=0)  # the first notebook's
    button(hand_in, i18n.text("handin.prepare", lang)).click()
    saved = i18n.text("handin.download", lang, file=f"{LEARNER}.json", count=3)
    expect(hand_in.locator("a")).to_have_text(" ".join(saved.split()), timeout=30_000)
    screenshot(page, "lite_two_notebooks_hand_in", hand_in)
