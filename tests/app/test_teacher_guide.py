"""The teacher's guide (issue 24), fr and en, shipped inside the package: its one-hour plan names
lesson sections and exercises that exist where it says, both languages plan the same exercises, and
the glossary has the words a club instructor needs."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from tarot_learn.app import cli
from tarot_learn.exercises import bank_exercise
from tarot_learn.lessons import teacher_guide

ROOT = Path(__file__).resolve().parents[2]
QUOTED = {"fr": re.compile(r"«\u202f(.+?)\u202f»"), "en": re.compile(r'"(.+?)"')}
GLOSSARY_WORDS = (
    "entame",
    "fournir",
    "pisser",
    "charger",
    "se défausser",
    "coupe franche",
    "chicane",
    "longue",
    "mariage",
    "main forte",
)


def one_hour_rows(lang: str) -> list[list[str]]:
    """The rows of the one-hour table: minutes, lesson (sections), exercises."""
    text = teacher_guide(lang).read_text(encoding="utf-8")
    section = text.split("\n## ")[2]  # the second section: the one-hour class
    rows = [line.strip("|").split("|") for line in section.splitlines() if re.match(r"\| \d+–\d+ \|", line)]
    return [[cell.strip() for cell in row] for row in rows]


def planned_exercises(lang: str) -> list[tuple[str, str]]:
    """(exercise notebook number, exercise id) for each exercise the one-hour plan gives."""
    planned = []
    for _minutes, _lesson, exercises in one_hour_rows(lang):
        for part in re.split(r"\s*[;\u202f]+;?\s*", exercises):
            match = re.match(r"(\d\d)\s*\u00a0?:\s*(.+)", part)
            if match:
                planned += [(match[1], name.strip()) for name in match[2].split(",")]
    return planned


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_one_hour_plan_adds_up_to_sixty_minutes(lang):
    rows = one_hour_rows(lang)
    spans = [tuple(int(value) for value in row[0].split("–")) for row in rows]
    assert spans[0][0] == 0 and spans[-1][1] == 60
    assert all(end == next_start for (_s, end), (next_start, _e) in zip(spans, spans[1:], strict=False))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_exercise_planned_is_in_the_exercise_notebook_named(lang):
    planned = planned_exercises(lang)
    assert len(planned) >= 10
    for number, exercise in planned:
        bank_exercise(exercise)  # a clear error for an id that does not exist
        (notebook,) = (ROOT / "exercises" / lang).glob(f"{number}_*.md")
        assert f'ExerciseWidget("{exercise}"' in notebook.read_text(encoding="utf-8"), (exercise, notebook.name)


def test_both_languages_plan_the_same_exercises():
    assert planned_exercises("fr") == planned_exercises("en")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_section_to_show_is_a_section_of_its_lesson(lang):
    checked = 0
    for _minutes, lesson, _exercises in one_hour_rows(lang):
        for number, sections in re.findall(r"(\d\d) [^(|]*\(([^)]*(?:\([^)]*\)[^)]*)*)\)", lesson):
            (notebook,) = (ROOT / "notebooks" / lang).glob(f"{number}_*.md")
            headings = re.findall(r"^## (.+)$", notebook.read_text(encoding="utf-8"), flags=re.MULTILINE)
            for title in QUOTED[lang].findall(sections):
                assert title in headings, (title, notebook.name)
                checked += 1
    assert checked >= 15


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_glossary_has_the_club_words(lang):
    glossary = teacher_guide(lang).read_text(encoding="utf-8").split("\n## ")[-1]
    first_column = [line.split("|")[1].strip() for line in glossary.splitlines() if line.startswith("| ")]
    for word in GLOSSARY_WORDS:
        assert any(word in entry for entry in first_column), word


def test_the_guide_is_shipped_as_package_data():
    setuptools = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    assert "tarot_learn.lessons.teacher_guide" in setuptools["packages"] and "*.md" in setuptools["package-data"]["*"]
    assert teacher_guide("fr").is_file() and teacher_guide("en").is_file()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_tarot_learn_guide_prints_it(lang, capsys):
    assert cli.main(["guide", "--lang", lang]) == 0
    assert capsys.readouterr().out == teacher_guide(lang).read_text(encoding="utf-8")
