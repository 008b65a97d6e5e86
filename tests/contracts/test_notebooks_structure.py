"""The lesson and exercise notebooks: their MyST sources and the .ipynb built from them, both
languages alike, the lessons' skeleton, clean files, thin code cells, links that lead somewhere,
and the outputs the lessons' text relies on.

The lists of lessons and exercise notebooks come from the folders: adding a lesson is adding
its two .md files (and running ``tools/build_notebooks.py``). nbval runs every notebook
(``pytest --nbval-lax --nbval-current-env notebooks exercises``); these tests check what nbval
does not, and run fast without a kernel.
"""

from __future__ import annotations

import ast
import contextlib
import io
import re
import sys
from pathlib import Path

import jupytext
import nbformat
import pytest

import tarot_learn as tl
from tarot_learn.exercises import CHAPTERS, chapter_exercises

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import build_notebooks  # noqa: E402  (tools/ is not a package: it joins the path above)

LANGUAGES = ("fr", "en")
FOLDERS = ("notebooks", "exercises")
SKELETON = {
    "fr": ["Ce que vous allez apprendre", "Ce qu'il faut connaître avant", "Durée", "En résumé", "Et ensuite\u202f?"],
    "en": ["What you will learn", "What you need first", "Time needed", "Summary", "What's next"],
}
SETUP = re.compile(r'^LANG = "(fr|en)"$', re.MULTILINE)
MAX_CODE_LINES = 6
ALLOWED_IMPORTS = ("tarot_learn", "matplotlib")
CHECK_TAG = "nbval-check-output"
EXPECTED = "expected_output"  # a checked cell's metadata: what it prints in its notebook's language


def sources(folder: str, lang: str) -> dict[str, Path]:
    """The MyST sources of one folder and language, by their number ("00", "01"…)."""
    return {path.name[:2]: path for path in sorted((ROOT / folder / lang).glob("*.md"))}


def read(source: Path) -> nbformat.NotebookNode:
    return jupytext.read(source, fmt="md:myst")


def cells(source: Path, kind: str) -> list:
    return [cell for cell in read(source).cells if cell.cell_type == kind]


def code_sources(source: Path) -> list[str]:
    return [cell.source for cell in cells(source, "code")]


def markdown(source: Path) -> str:
    return "\n\n".join(cell.source for cell in cells(source, "markdown"))


ALL_SOURCES = [path for folder in FOLDERS for lang in LANGUAGES for path in sources(folder, lang).values()]
ALL_NOTEBOOKS = sorted(
    path for pattern in build_notebooks.SOURCES for path in ROOT.glob(pattern.replace(".md", ".ipynb"))
)


def path_id(path: Path) -> str:
    return f"{path.parent.name}/{path.name}"


def test_every_notebook_is_built_from_its_myst_source():
    """Edit the .md (JupyterLab: Open With → Jupytext Notebook), then run tools/build_notebooks.py."""
    assert build_notebooks.out_of_date() == []
    built = {source.with_suffix(".ipynb") for source in build_notebooks.sources()}
    assert set(ALL_NOTEBOOKS) == built, "an .ipynb without its .md source"


@pytest.mark.parametrize("folder", FOLDERS)
def test_the_numbers_run_from_the_folder_in_both_languages(folder):
    french, english = sources(folder, "fr"), sources(folder, "en")
    assert sorted(french) == sorted(english)
    if folder == "notebooks":
        assert sorted(french) == [f"{number:02d}" for number in range(len(french))], "lessons are numbered 00, 01…"
    else:
        assert set(french) <= set(sources("notebooks", "fr")), "an exercise notebook carries its lesson's number"


@pytest.mark.parametrize("folder", FOLDERS)
def test_french_and_english_have_the_same_code_cells(folder):
    french, english = sources(folder, "fr"), sources(folder, "en")
    for number in french:
        fr_code, en_code = code_sources(french[number]), code_sources(english[number])
        assert SETUP.search(fr_code[0]).group(1) == "fr"
        assert SETUP.search(en_code[0]).group(1) == "en"
        # The language chosen in the first cell is the only difference between the two sets.
        assert [SETUP.sub('LANG = "en"', source) for source in fr_code] == en_code, number
        fr_tags = [cell.metadata.get("tags", []) for cell in cells(french[number], "code")]
        assert fr_tags == [cell.metadata.get("tags", []) for cell in cells(english[number], "code")], number


@pytest.mark.parametrize("folder", FOLDERS)
def test_the_text_is_written_in_each_language(folder):
    """The markdown differs between the languages (no cell left untranslated), cell for cell."""
    french, english = sources(folder, "fr"), sources(folder, "en")
    for number in french:
        fr_cells, en_cells = read(french[number]).cells, read(english[number]).cells
        assert [cell.cell_type for cell in fr_cells] == [cell.cell_type for cell in en_cells], number
        for fr_cell, en_cell in zip(fr_cells, en_cells, strict=True):
            if fr_cell.cell_type == "markdown":
                assert fr_cell.source != en_cell.source, (number, fr_cell.source[:60])


@pytest.mark.parametrize("path", ALL_NOTEBOOKS, ids=path_id)
def test_committed_without_outputs_or_execution_counts(path):
    notebook = nbformat.read(path, as_version=4)
    nbformat.validate(notebook)
    for cell in notebook.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [], cell.source
            assert cell.execution_count is None, cell.source


@pytest.mark.parametrize("path", ALL_SOURCES, ids=path_id)
def test_code_cells_are_short_and_import_only_tarot_learn(path):
    for source in code_sources(path):
        lines = [line for line in source.splitlines() if line.strip()]
        assert len(lines) <= MAX_CODE_LINES, source
        assert "NBVAL" not in source, "mark a checked cell with its tag, not with a comment in the learner's code"
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
    """Title, what you will learn, what you need first, time; two sections or more; summary; what's next."""
    for number, path in sources("notebooks", lang).items():
        notebook_cells = read(path).cells
        assert notebook_cells[0].cell_type == "markdown" and notebook_cells[0].source.startswith("# "), number
        headings = [line[3:].strip() for line in markdown(path).splitlines() if line.startswith("## ")]
        skeleton = [heading for heading in headings if heading in SKELETON[lang]]
        assert skeleton == SKELETON[lang], (number, headings)
        sections = headings.index(SKELETON[lang][2]) + 1, headings.index(SKELETON[lang][3])
        assert sections[1] - sections[0] >= 2, f"lesson {number} needs sections between its opening and summary"


@pytest.mark.parametrize("path", ALL_SOURCES, ids=path_id)
def test_links_between_notebooks_lead_to_files(path):
    for target in re.findall(r"\]\(([^)#]+\.ipynb)\)", markdown(path)):
        assert (path.parent / target).resolve().is_file(), (path.name, target)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_lesson_leads_to_the_next_and_to_its_exercises(lang):
    lessons, exercises = sources("notebooks", lang), sources("exercises", lang)
    for number, path in lessons.items():
        text = markdown(path)
        following = f"{int(number) + 1:02d}"
        if following in lessons:
            assert f"({lessons[following].stem}.ipynb)" in text, number
        if number in exercises:
            assert f"(../../exercises/{lang}/{exercises[number].stem}.ipynb)" in text, number


def test_every_bank_exercise_is_in_its_chapter_notebook():
    """Each exercise notebook shows every bank exercise of one chapter, and each chapter has its notebook."""
    chapter_of = {exercise.id: chapter for chapter in CHAPTERS for exercise in chapter_exercises(chapter)}
    shown_chapters = []
    for number, path in sources("exercises", "en").items():
        code = "\n".join(code_sources(path))
        shown = re.findall(r'ExerciseWidget\("([^"]+)"', code)
        chapters = {chapter_of[exercise_id] for exercise_id in shown}
        assert len(chapters) == 1, (number, chapters)
        chapter = chapters.pop()
        assert sorted(shown) == sorted(exercise.id for exercise in chapter_exercises(chapter)), number
        assert "Progress(LEARNER)" in code and "check(" in code
        shown_chapters.append(chapter)
    assert sorted(shown_chapters) == sorted(CHAPTERS)


CHECKED = [
    path for path in ALL_SOURCES if any(CHECK_TAG in cell.metadata.get("tags", []) for cell in cells(path, "code"))
]


@pytest.mark.parametrize("path", ALL_SOURCES, ids=path_id)
def test_a_checked_cell_has_its_tag_and_its_expected_output(path):
    for cell in cells(path, "code"):
        assert (CHECK_TAG in cell.metadata.get("tags", [])) == (EXPECTED in cell.metadata), cell.source


@pytest.mark.parametrize("path", CHECKED, ids=path_id)
def test_checked_cells_print_what_the_lesson_says(path):
    """Run the code cells in order, as a kernel would, up to the last checked one; every cell
    tagged ``nbval-check-output`` must print exactly its ``expected_output``. (nbval does not
    compare these cells: the notebooks are committed without outputs.)"""
    code_cells = cells(path, "code")
    last_checked = max(index for index, cell in enumerate(code_cells) if EXPECTED in cell.metadata)
    namespace: dict = {}
    try:
        for cell in code_cells[: last_checked + 1]:
            printed = io.StringIO()
            with contextlib.redirect_stdout(printed):
                exec(cell.source, namespace)  # noqa: S102 (the notebooks' own code)
            if EXPECTED in cell.metadata:
                assert printed.getvalue().strip() == cell.metadata[EXPECTED].strip(), cell.source
    finally:
        tl.set_language("en")
