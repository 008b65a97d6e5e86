"""Write the lesson and exercise notebooks, in French and English, from this one source.

Run it from the repository's root after editing a lesson::

    .venv/bin/python tools/build_notebooks.py

Each notebook is a list of cells: a markdown cell holds its French and English text side by
side (``md(fr, en)``), a code cell holds one source shared by both languages (``code(...)``).
So the two sets have the same code cells, in the same order, by construction. The first code
cell of every notebook (:data:`SETUP`) differs only by the language it chooses.

A code cell whose output the lesson's text relies on gets ``expect=`` — the text it must
print, per language — and the marker ``# NBVAL_CHECK_OUTPUT``;
``tests/test_notebooks_structure.py`` runs those cells and compares. Notebooks are written
with no outputs and no execution counts; the tests (nbval) execute them.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path
from textwrap import dedent

import nbformat

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("fr", "en")
CHECK_MARKER = "# NBVAL_CHECK_OUTPUT"
SETUP = 'import tarot_learn as tl\nLANG = "{lang}"\ntl.set_language(LANG)'
KERNEL = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}


@dataclass(frozen=True)
class Cell:
    kind: str  # "markdown" or "code"
    text: dict[str, str]  # the source in each language (the same for a code cell, but SETUP)
    expect: dict[str, str] | None = None  # what a checked code cell prints, per language


def md(fr: str, en: str) -> Cell:
    return Cell("markdown", {"fr": dedent(fr).strip(), "en": dedent(en).strip()})


def code(source: str, expect: str | dict[str, str] | None = None) -> Cell:
    source = dedent(source).strip()
    if expect is not None:
        source = f"{CHECK_MARKER}\n{source}"
        if isinstance(expect, str):
            expect = {lang: expect for lang in LANGUAGES}
        expect = {lang: dedent(text).strip() for lang, text in expect.items()}
    return Cell("code", {lang: source for lang in LANGUAGES}, expect)


def setup() -> Cell:
    return Cell("code", {lang: SETUP.format(lang=lang) for lang in LANGUAGES})


@dataclass(frozen=True)
class Notebook:
    folder: str  # "notebooks" or "exercises"
    names: dict[str, str]  # file name without .ipynb, per language
    cells: list[Cell] = field(default_factory=list)

    def path(self, lang: str) -> Path:
        return ROOT / self.folder / lang / f"{self.names[lang]}.ipynb"

    def build(self, lang: str) -> nbformat.NotebookNode:
        notebook = nbformat.v4.new_notebook()
        notebook.metadata = {"kernelspec": KERNEL, "language_info": {"name": "python"}}
        for cell in self.cells:
            if cell.kind == "markdown":
                notebook.cells.append(nbformat.v4.new_markdown_cell(cell.text[lang]))
            else:
                notebook.cells.append(nbformat.v4.new_code_cell(cell.text[lang]))
        for number, cell in enumerate(notebook.cells):  # stable ids: clean diffs from one build to the next
            cell.id = f"cell-{number:02d}"
        return notebook


def write_all(notebooks: list[Notebook]) -> list[Path]:
    written = []
    for notebook in notebooks:
        for lang in LANGUAGES:
            path = notebook.path(lang)
            path.parent.mkdir(parents=True, exist_ok=True)
            nbformat.validate(built := notebook.build(lang))
            path.write_text(nbformat.writes(built) + "\n", encoding="utf-8")
            written.append(path)
    return written


def all_notebooks() -> list[Notebook]:
    """Every notebook: the lessons (tools/notebook_lessons.py), then the exercises (tools/notebook_exercises.py)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from notebook_exercises import EXERCISES
    from notebook_lessons import LESSONS

    return LESSONS + EXERCISES


if __name__ == "__main__":
    for path in write_all(all_notebooks()):
        print(path.relative_to(ROOT))
