"""The teacher's guide and the lessons agree on time (issue 32 item 6): one source, the lessons' own « Durée » /
"Time needed" sections. Their sum is the total the guide states; a row of the one-hour plan never gives a lesson
more minutes than the lesson takes whole, and from minute 40 at the latest the class plays a deal (the hot seat
or the game table); each session of the three-hour course adds up to its 60 minutes, each lesson in it given at
most its own time and the sections named being its own; each week of the six fits the hour with the class view's
five minutes, and the six weeks cover every lesson."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from test_teacher_guide import QUOTED, one_hour_rows

from tarot_learn.lessons import teacher_guide

ROOT = Path(__file__).resolve().parents[2]
TIME_HEADING = {"fr": "Durée", "en": "Time needed"}
HALF = re.compile(r"(\d\d) \((?:première|seconde|first|second) (?:moitié|half)\)")


def lesson_minutes(lang: str) -> dict[str, int]:
    """Each lesson's number and the minutes its « Durée » / "Time needed" section states."""
    minutes = {}
    for path in sorted((ROOT / "notebooks" / lang).glob("[0-9][0-9]_*.md")):
        text = path.read_text(encoding="utf-8")
        section = text.split(f"\n## {TIME_HEADING[lang]}\n", 1)[1].split("\n## ", 1)[0]
        (stated,) = re.findall(r"(\d+) minutes", section)
        minutes[path.name[:2]] = int(stated)
    return minutes


def guide(lang: str) -> str:
    return teacher_guide(lang).read_text(encoding="utf-8")


def section(lang: str, start: str) -> str:
    """The guide's section whose heading starts with ``start``."""
    (found,) = [part for part in guide(lang).split("\n## ") if part.startswith(start)]
    return found


def headings(lang: str, number: str) -> list[str]:
    (notebook,) = (ROOT / "notebooks" / lang).glob(f"{number}_*.md")
    return re.findall(r"^## (.+)$", notebook.read_text(encoding="utf-8"), flags=re.MULTILINE)


def test_both_languages_state_the_same_time_for_every_lesson():
    assert lesson_minutes("fr") == lesson_minutes("en")
    assert len(lesson_minutes("fr")) == 12


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_guide_states_the_lessons_total(lang):
    total = sum(lesson_minutes(lang).values())
    introduction = guide(lang).split("\n## ", 1)[0]
    assert re.findall(r"(\d+) minutes", introduction) == [str(total)]
    hours = {"fr": "environ cinq heures", "en": "about five hours"}[lang]
    assert hours in introduction and round(total / 60) == 5


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_no_row_of_the_one_hour_plan_gives_a_lesson_more_than_its_own_time(lang):
    minutes = lesson_minutes(lang)
    checked = 0
    for span, lesson, _exercises in one_hour_rows(lang):
        start, end = map(int, span.split("–"))
        named = set(re.findall(r"\b(\d\d) ", lesson))
        if named:
            assert end - start <= sum(minutes[number] for number in named), (span, named)
            checked += 1
    assert checked >= 6


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_one_hour_class_plays_a_deal_from_minute_40(lang):
    rows = [row for row in one_hour_rows(lang) if re.match(r"08 ", row[1])]
    assert len(rows) == 1, "the one-hour plan plays lesson 08's deal"
    start, end = map(int, rows[0][0].split("–"))
    assert start <= 40 and end - start >= 15
    assert "HotSeatTable" in rows[0][1] or "GameTable" in rows[0][1]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_each_session_of_the_three_hour_course_adds_up_to_its_hour(lang):
    minutes = lesson_minutes(lang)
    course = section(lang, {"fr": "Le cours de trois heures", "en": "The three-hour course"}[lang])
    introduction, *sessions = re.split(r"\n\d\. ", course)
    assert len(sessions) == 3
    covered = set()
    for session in sessions:
        body = session.replace("\n   ", " ")
        (length,) = re.findall(r"^\*\*[^*]+\*\* \((\d+) min\)", body)
        body = body.split(" min)", 1)[1]
        given = re.findall(r"\b(\d\d) \((\d+) min([^)]*)\)", body)
        exercises = re.findall(r"(\d+) min (?:d'exercices|of exercises)", body)
        assert sum(int(spent) for _number, spent, _rest in given) + sum(map(int, exercises)) == int(length) == 60
        for number, spent, rest in given:
            covered.add(number)
            assert int(spent) <= minutes[number], (number, spent)
            if int(spent) < minutes[number]:  # a lesson in part: the sections to show are named, and are its own
                titles = QUOTED[lang].findall(rest)
                assert titles and all(title in headings(lang, number) for title in titles), (number, rest)
    lessons = [number for number in minutes if number <= "08"]
    assert covered == set(lessons)
    assert str(sum(minutes[number] for number in lessons)) in introduction


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_each_week_fits_its_hour_and_the_six_weeks_cover_every_lesson(lang):
    minutes = lesson_minutes(lang)
    weeks = section(lang, {"fr": "Six semaines", "en": "Six weeks"}[lang])
    rows = [line.strip("|").split("|") for line in weeks.splitlines() if re.match(r"\| \d \|", line)]
    assert len(rows) == 6
    covered = set()
    for _week, in_class, homework in rows:
        halves = HALF.findall(in_class)
        whole = [number for number in re.findall(r"\b(\d\d)\b", HALF.sub("", in_class))]
        spent = sum(minutes[number] for number in whole) + sum(minutes[number] / 2 for number in halves)
        assert spent <= 55, (in_class, spent)  # each week starts with five minutes on the class view
        covered |= set(whole) | set(halves)
        covered |= set(
            re.findall(r"(?:leçons?|lessons?) (\d\d)(?: (?:et|and) (\d\d))?", homework)[0]
            if re.search(r"(?:leçons?|lessons?) \d\d", homework)
            else ()
        )
    covered.discard("")
    assert covered == set(minutes)
