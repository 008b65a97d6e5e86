"""What a maintained project keeps in order: notebooks committed without outputs (the pre-commit hook's
script), one version, the licence, the changelog, and CI running the README's test command."""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from pathlib import Path

import tarot_learn

REPO = Path(__file__).resolve().parents[1]
CHECK = REPO / "tools" / "check_notebook_outputs.py"


def run_check(*paths) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, CHECK, *map(str, paths)], cwd=REPO, capture_output=True, text=True)


def test_every_committed_notebook_is_cleared():
    done = run_check()
    assert done.returncode == 0, done.stdout


def test_the_check_finds_outputs_counts_and_widget_state(tmp_path):
    lesson = json.loads((REPO / "notebooks" / "en" / "00_welcome.ipynb").read_text(encoding="utf-8"))
    code = next(cell for cell in lesson["cells"] if cell["cell_type"] == "code")
    code["outputs"] = [{"output_type": "stream", "name": "stdout", "text": "hello\n"}]
    code["execution_count"] = 3
    lesson["metadata"]["widgets"] = {"application/vnd.jupyter.widget-state+json": {}}
    ran = tmp_path / "ran.ipynb"
    ran.write_text(json.dumps(lesson), encoding="utf-8")
    broken = tmp_path / "broken.ipynb"
    broken.write_text("{", encoding="utf-8")
    done = run_check(ran, REPO / "notebooks" / "en" / "00_welcome.ipynb", broken)
    assert done.returncode == 1
    lines = done.stdout.splitlines()
    assert lines[0].startswith(f"{ran}: cell ") and "has outputs" in lines[0] and "execution count" in lines[0]
    assert "widget state" in lines[0] and lines[1].startswith(f"{broken}: cannot be read")
    assert lines[2].startswith("2 notebook(s) to clear")


def test_the_version_is_written_once():
    """pyproject reads it from tarot_learn.__version__; nothing else writes one."""
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "tarot_learn.__version__"}
    changelog = (REPO / "CHANGELOG.md").read_text(encoding="utf-8")
    assert "## [Unreleased]" in changelog and f"## [{tarot_learn.__version__}]" in changelog


def test_every_package_folder_is_listed_for_the_wheel():
    """The package list is written out (pyproject maps the lessons into the package): a new subpackage of
    tarot_learn/ must be added to it, or the wheel would leave it out."""
    listed = set(tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]["packages"])
    folders = {
        ".".join(folder.relative_to(REPO).parts)
        for folder in [REPO / "tarot_learn", *(REPO / "tarot_learn").rglob("*")]
        if folder.is_dir() and folder.name != "__pycache__" and any(path.is_file() for path in folder.iterdir())
    }
    assert folders <= listed, sorted(folders - listed)


def test_the_licence_is_mit_as_declared():
    licence = (REPO / "LICENSE").read_text(encoding="utf-8")
    assert licence.startswith("MIT License") and "the tarot_learn authors" in licence
    assert tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["license"] == "MIT"


def test_ci_runs_the_readme_s_test_command():
    workflow = (REPO / ".github" / "workflows" / "ci.yml").read_text(encoding="utf-8")
    assert "make test" in (REPO / "README.md").read_text(encoding="utf-8")
    assert "run: make test" in workflow and "timeout-minutes:" in workflow
    hooks = (REPO / ".pre-commit-config.yaml").read_text(encoding="utf-8")
    assert "ruff" in hooks and "tools/check_notebook_outputs.py" in hooks


def ruff(*arguments) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "ruff", *arguments], cwd=REPO, capture_output=True, text=True)


def test_the_code_is_linted_and_formatted_as_pre_commit_asks():
    """CI runs what pre-commit runs: `ruff check` and `ruff format --check` (settings in pyproject.toml)."""
    hooks = (REPO / ".pre-commit-config.yaml").read_text(encoding="utf-8")
    assert "id: ruff-check" in hooks and "id: ruff-format" in hooks
    checked = ruff("check", "--quiet", ".")
    assert checked.returncode == 0, checked.stdout
    formatted = ruff("format", "--check", ".")
    assert formatted.returncode == 0, formatted.stdout


# The folders of tests/ mirror the house (CONTRIBUTING.md, "Where things live"): one per layer, the contracts
# that cross them, the shared helpers, and the browser.
TEST_FOLDERS = {"rules", "strategy", "exercises", "display", "widgets", "app", "classroom", "contracts", "support"}
TEST_FOLDERS |= {"browser", "golden", "__pycache__"}


def test_the_tests_mirror_the_layers():
    top = sorted(path.name for path in (REPO / "tests").glob("test_*.py"))
    assert len(top) <= 10, f"{len(top)} test files at the top of tests/; put each in its layer's folder: {top}"
    folders = {path.name for path in (REPO / "tests").iterdir() if path.is_dir()}
    assert folders <= TEST_FOLDERS, f"tests/ has folders no layer names: {sorted(folders - TEST_FOLDERS)}"
    helpers = [path.name for path in (REPO / "tests").glob("*.py") if not path.name.startswith("test_")]
    assert not helpers, f"shared test helpers belong in tests/support/: {helpers}"


def test_benchmarks_run_as_a_package_without_path_edits():
    scripts = sorted((REPO / "benchmarks").glob("*.py"))
    assert (REPO / "benchmarks" / "__init__.py") in scripts
    edited = [path.name for path in scripts if "sys.path" in path.read_text(encoding="utf-8")]
    assert not edited, f"these benchmarks edit sys.path; run them with python -m benchmarks.NAME instead: {edited}"
