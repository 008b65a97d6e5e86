"""Build every notebook (.ipynb) from its MyST Markdown source (.md), the file a teacher edits.

Each lesson, exercise notebook and Voilà app is one ``.md`` file per language, in jupytext's
MyST format (``notebooks/fr/03_les_encheres.md``…). JupyterLab opens it as a notebook
(right click → Open With → Jupytext Notebook) or any text editor opens it as text. After
editing, run from the repository's root::

    python tools/build_notebooks.py            # rewrites the .ipynb beside each .md
    python tools/build_notebooks.py --check    # only says which .ipynb are out of date

The ``.ipynb`` files are committed (Binder links, Voilà and nbval open them) without outputs
and with stable cell ids, so that a rebuild of an unchanged lesson changes nothing.

A code cell whose output the lesson's text relies on carries the tag ``nbval-check-output``
and, in its metadata, ``expected_output``: what it prints in that language.
``tests/contracts/test_notebooks_structure.py`` runs those cells and compares (nbval itself does not
compare cells of a notebook committed without outputs).
"""

from __future__ import annotations

import sys
from pathlib import Path

import jupytext
import nbformat

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ("notebooks/*/*.md", "exercises/*/*.md", "apps/*.md")
KERNEL = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}


def sources() -> list[Path]:
    """Every notebook's MyST source, in a stable order."""
    return sorted(path for pattern in SOURCES for path in ROOT.glob(pattern))


def build(source: Path) -> str:
    """The .ipynb text of one MyST source: its cells and their metadata, no outputs, stable ids."""
    text_notebook = jupytext.read(source, fmt="md:myst")
    notebook = nbformat.v4.new_notebook(metadata={"kernelspec": KERNEL, "language_info": {"name": "python"}})
    if "voila" in text_notebook.metadata:  # an app's Voilà template (apps/*.md), never the environment's default
        notebook.metadata["voila"] = dict(text_notebook.metadata["voila"])
    if "tarot_learn" in text_notebook.metadata:  # an app's language, which the Voilà template puts on <html lang>
        notebook.metadata["tarot_learn"] = dict(text_notebook.metadata["tarot_learn"])
    for number, cell in enumerate(text_notebook.cells):
        if cell.cell_type == "code":
            built = nbformat.v4.new_code_cell(cell.source, metadata=dict(cell.metadata))
        else:
            built = nbformat.v4.new_markdown_cell(cell.source, metadata=dict(cell.metadata))
        built.id = f"cell-{number:02d}"
        notebook.cells.append(built)
    nbformat.validate(notebook)
    return nbformat.writes(notebook) + "\n"


def out_of_date() -> list[Path]:
    """The notebooks whose committed .ipynb is not what their .md builds."""
    stale = []
    for source in sources():
        target = source.with_suffix(".ipynb")
        if not target.is_file() or target.read_text(encoding="utf-8") != build(source):
            stale.append(target)
    return stale


def main(argv: list[str]) -> int:
    if "--check" in argv:
        stale = out_of_date()
        for path in stale:
            print(f"out of date: {path.relative_to(ROOT)}")
        return 1 if stale else 0
    for source in sources():
        target = source.with_suffix(".ipynb")
        built = build(source)
        if not target.is_file() or target.read_text(encoding="utf-8") != built:
            target.write_text(built, encoding="utf-8")
            print(target.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
