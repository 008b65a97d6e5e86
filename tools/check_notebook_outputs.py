"""Say which notebooks carry outputs: the project commits them cleared (clean diffs, no stale widget state).

Used by pre-commit (``.pre-commit-config.yaml``) on the notebooks a commit touches, or by hand on all of
them (standard library only)::

    python tools/check_notebook_outputs.py                     # every tracked .ipynb
    python tools/check_notebook_outputs.py notebooks/fr/*.ipynb

A notebook fails when a code cell has outputs or an execution count, or when it keeps widget state in its
metadata. ``python tools/build_notebooks.py`` writes them cleared; so does JupyterLab's
*Edit → Clear Outputs of All Cells* before saving.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def problems(notebook: dict) -> list[str]:
    """What keeps ``notebook`` (its JSON) from being committed: one short line per problem."""
    found = []
    for number, cell in enumerate(notebook.get("cells", []), start=1):
        if cell.get("cell_type") != "code":
            continue
        if cell.get("outputs"):
            found.append(f"cell {number} has outputs")
        if cell.get("execution_count") is not None:
            found.append(f"cell {number} has an execution count")
    if "widgets" in notebook.get("metadata", {}):
        found.append("its metadata keeps widget state")
    return found


def tracked_notebooks() -> list[Path]:
    listed = subprocess.run(["git", "ls-files", "*.ipynb"], cwd=ROOT, capture_output=True, text=True, check=True)
    return [ROOT / name for name in listed.stdout.splitlines()]


def main(paths: list[str]) -> int:
    notebooks = [Path(path) for path in paths] or tracked_notebooks()
    failed = 0
    for path in notebooks:
        try:
            found = problems(json.loads(path.read_text(encoding="utf-8")))
        except (OSError, ValueError) as error:
            found = [f"cannot be read as a notebook ({error})"]
        if found:
            failed += 1
            print(f"{path}: {'; '.join(found)}")
    if failed:
        print(f"{failed} notebook(s) to clear: python tools/build_notebooks.py, or Clear Outputs then save.")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
