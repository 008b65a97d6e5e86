"""The lesson and exercise notebooks: both languages alike, the lessons' skeleton, clean files,
thin code cells, links that lead somewhere, and the outputs the lessons' text relies on.

nbval runs every notebook (``pytest --nbval-lax --nbval-current-env notebooks exercises``);
these tests check what nbval does not, and run fast without a kernel.
"""

from __future__ import annotations

import ast
import contextlib
import io
import re
import sys
from pathlib import Path

import nbformat
import pytest

import tarot_learn as tl
from tarot_learn.exercises import CHAPTERS, chapter_exercises

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import build_notebooks  # noqa: E402  (tools/ is not a package: it joins the path above)

LANGUAGES = ("fr", "en")
FOLDERS = ("notebooks", "exercises")
SKELETON = {
    "fr": ["Ce que vous allez apprendre", "Ce qu'il faut connaître avant", "Durée", "En résumé", "Et ensuite ?"],
    "en": ["What you will learn", "What you need first", "Time needed", "Summary", "What's next"],
}
SETUP = re.compile(r'^LANG = "(fr|en)"$', re.MULTILINE)
MAX_CODE_LINES = 6
ALLOWED_IMPORTS = ("tarot_learn", "matplotlib")
LESSON_TOPICS = ("00", "01", "02", "03", "04", "05", "06", "07", "08")


def notebook_paths(folder: str, lang: str) -> dict[str, Path]:
    """The notebooks of one folder and language, by their number ("00", "01"…)."""
    return {path.name[:2]: path for path in sorted((ROOT / folder / lang).glob("*.ipynb"))}


def read(path: Path) -> nbformat.NotebookNode:
    return nbformat.read(path, as_version=4)


def code_sources(path: Path) -> list[str]:
    return [cell.source for cell in read(path).cells if cell.cell_type == "code"]


ALL_PATHS = [path for folder in FOLDERS for lang in LANGUAGES for path in notebook_paths(folder, lang).values()]


def test_the_lessons_and_exercises_are_all_there():
    assert sorted(notebook_paths("notebooks", "fr")) == list(LESSON_TOPICS)
    assert sorted(notebook_paths("exercises", "fr")) == ["01", "02", "03", "04", "05", "06"]


@pytest.mark.parametrize("folder", FOLDERS)
def test_french_and_english_have_the_same_notebooks_and_code_cells(folder):
    french, english = notebook_paths(folder, "fr"), notebook_paths(folder, "en")
    assert sorted(french) == sorted(english)
    for number in french:
        fr_code, en_code = code_sources(french[number]), code_sources(english[number])
        assert SETUP.search(fr_code[0]).group(1) == "fr"
        assert SETUP.search(en_code[0]).group(1) == "en"
        # The language chosen in the first cell is the only difference between the two sets.
        assert [SETUP.sub('LANG = "en"', source) for source in fr_code] == en_code, number


@pytest.mark.parametrize("folder", FOLDERS)
def test_the_text_is_written_in_each_language(folder):
    """The markdown differs between the languages (no cell left untranslated), cell for cell."""
    french, english = notebook_paths(folder, "fr"), notebook_paths(folder, "en")
    for number in french:
        fr_cells, en_cells = read(french[number]).cells, read(english[number]).cells
        assert [cell.cell_type for cell in fr_cells] == [cell.cell_type for cell in en_cells]
        for fr_cell, en_cell in zip(fr_cells, en_cells, strict=True):
            if fr_cell.cell_type == "markdown":
                assert fr_cell.source != en_cell.source, (number, fr_cell.source[:60])


@pytest.mark.parametrize("path", ALL_PATHS, ids=lambda path: f"{path.parent.name}/{path.name}")
def test_committed_without_outputs_or_execution_counts(path):
    notebook = read(path)
    nbformat.validate(notebook)
    for cell in notebook.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [], cell.source
            assert cell.execution_count is None, cell.source


@pytest.mark.parametrize("path", ALL_PATHS, ids=lambda path: f"{path.parent.name}/{path.name}")
def test_code_cells_are_short_and_import_only_tarot_learn(path):
    for source in code_sources(path):
        lines = [line for line in source.splitlines() if line.strip()]
        assert len(lines) <= MAX_CODE_LINES, source
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.Import):
                modules = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                modules = [node.module]
            else:
                continue
            assert all(module.split(".")[0] in ALLOWED_IMPORTS for module in modules), source


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_lesson_follows_the_skeleton(lang):
    for number, path in notebook_paths("notebooks", lang).items():
        cells = read(path).cells
        assert cells[0].cell_type == "markdown" and cells[0].source.startswith("# "), number
        headings = [
            line[3:].strip()
            for cell in cells
            if cell.cell_type == "markdown"
            for line in cell.source.splitlines()
            if line.startswith("## ")
        ]
        skeleton = [heading for heading in headings if heading in SKELETON[lang]]
        assert skeleton == SKELETON[lang], (number, headings)
        sections = headings.index(SKELETON[lang][2]) + 1, headings.index(SKELETON[lang][3])
        assert sections[1] - sections[0] >= 2, f"lesson {number} needs sections between its opening and summary"


@pytest.mark.parametrize("path", ALL_PATHS, ids=lambda path: f"{path.parent.name}/{path.name}")
def test_links_between_notebooks_lead_to_files(path):
    for cell in read(path).cells:
        if cell.cell_type != "markdown":
            continue
        for target in re.findall(r"\]\(([^)#]+\.ipynb)\)", cell.source):
            assert (path.parent / target).resolve().is_file(), (path.name, target)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_lesson_leads_to_the_next_and_to_its_exercises(lang):
    lessons = notebook_paths("notebooks", lang)
    exercises = notebook_paths("exercises", lang)
    for number, path in lessons.items():
        text = "\n".join(cell.source for cell in read(path).cells if cell.cell_type == "markdown")
        following = f"{int(number) + 1:02d}"
        if following in lessons:
            assert f"({lessons[following].name})" in text, number
        if number in exercises:
            assert f"(../../exercises/{lang}/{exercises[number].name})" in text, number


def test_every_bank_exercise_is_in_its_chapter_notebook():
    """Chapters 01–06 of the exercises: cards, dealing, écart, play, Excuse, scoring."""
    chapter_of_number = dict(zip(("01", "02", "03", "04", "05", "06"), CHAPTERS, strict=True))
    for number, path in notebook_paths("exercises", "en").items():
        sources = "\n".join(code_sources(path))
        shown = re.findall(r'ExerciseWidget\("([^"]+)"', sources)
        expected = [exercise.id for exercise in chapter_exercises(chapter_of_number[number])]
        assert sorted(shown) == sorted(expected), number
        assert "Progress(LEARNER)" in sources and "check(" in sources


def test_the_notebooks_on_disk_are_what_the_generator_writes():
    """Edit tools/notebook_lessons.py or tools/notebook_exercises.py, then run tools/build_notebooks.py."""
    for notebook in build_notebooks.all_notebooks():
        for lang in LANGUAGES:
            on_disk = notebook.path(lang).read_text(encoding="utf-8")
            assert on_disk == nbformat.writes(notebook.build(lang)) + "\n", notebook.path(lang).name


CHECKED = [
    (notebook, lang)
    for notebook in build_notebooks.all_notebooks()
    for lang in LANGUAGES
    if any(cell.expect for cell in notebook.cells)
]


@pytest.mark.parametrize("notebook, lang", CHECKED, ids=lambda value: getattr(value, "names", {}).get("en", value))
def test_checked_cells_print_what_the_lesson_says(notebook, lang):
    """Run the code cells in order, as a kernel would, up to the last checked one; every cell
    marked ``# NBVAL_CHECK_OUTPUT`` must print exactly its expected text."""
    code_cells = [cell for cell in notebook.cells if cell.kind == "code"]
    last_checked = max(index for index, cell in enumerate(code_cells) if cell.expect)
    namespace: dict = {}
    try:
        for cell in code_cells[: last_checked + 1]:
            printed = io.StringIO()
            with contextlib.redirect_stdout(printed):
                exec(cell.text[lang], namespace)  # noqa: S102 (the notebooks' own code)
            if cell.expect:
                assert cell.text[lang].startswith(build_notebooks.CHECK_MARKER)
                assert printed.getvalue().strip() == cell.expect[lang], cell.text[lang]
    finally:
        tl.set_language("fr")
