"""RULES.md, the project's own rules reference: every section the repository cites is in it, every
Decision the README lists is in it, and no file sends a reader to documents outside the repository."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
RULES = REPO / "RULES.md"
# Where the repository's text lives; build outputs and virtual environments are left out.
FOLDERS = ("tarot_learn", "tests", "notebooks", "exercises", "apps", "tools", "benchmarks", "binder", ".github", ".ci")
SUFFIXES = {".py", ".md", ".toml", ".ipynb", ".yml", ".yaml", ".txt", ".cfg", ".j2", ".json", ""}
CITED_SECTION = re.compile(r"§\s?(\d+(?:\.\d+)?)(?:\s?[–-]\s?(\d+(?:\.\d+)?))?")  # §5, §5.2, §5.1–5.6, §1–7
CITED_HEADING = re.compile(r'RULES\.md, "([^"]+)"')  # RULES.md, "Direction"
NUMBERED_HEADING = re.compile(r"^#{2,3} (\d+(?:\.\d+)?)\.? ", re.MULTILINE)


def repository_texts() -> dict[Path, str]:
    paths = [REPO / name for name in ("README.md", "CONTRIBUTING.md", "CHANGELOG.md", "RULES.md", "Makefile")]
    paths += [REPO / name for name in ("conftest.py", "pyproject.toml", ".pre-commit-config.yaml")]
    for folder in FOLDERS:
        paths += [path for path in (REPO / folder).rglob("*") if path.is_file() and path.suffix in SUFFIXES]
    paths = [path for path in paths if "__pycache__" not in path.parts and path != Path(__file__).resolve()]
    return {path: path.read_text(encoding="utf-8", errors="replace") for path in paths}


TEXTS = repository_texts()
RULES_TEXT = RULES.read_text(encoding="utf-8")


def headings(text: str) -> list[str]:
    return [line.lstrip("#").strip() for line in text.splitlines() if line.startswith("#")]


def cited_sections(text: str) -> set[str]:
    return {number for match in CITED_SECTION.finditer(text) for number in match.groups() if number}


def test_rules_md_numbers_its_sections_as_the_code_cites_them():
    numbered = set(NUMBERED_HEADING.findall(RULES_TEXT))
    assert {str(n) for n in range(1, 9)} | {f"5.{n}" for n in range(1, 7)} <= numbered


def test_every_cited_section_is_a_heading_of_rules_md():
    numbered = set(NUMBERED_HEADING.findall(RULES_TEXT))
    missing = {
        f"{path.relative_to(REPO)}: §{number}"
        for path, text in TEXTS.items()
        for number in cited_sections(text)
        if number not in numbered
    }
    assert not missing
    assert sum(len(cited_sections(text)) for text in TEXTS.values()) > 20  # the citations were found


def test_every_section_cited_by_name_is_a_heading_of_rules_md():
    names = {name for text in TEXTS.values() for name in CITED_HEADING.findall(text)}
    assert "Direction" in names
    assert names <= set(headings(RULES_TEXT))


def test_the_check_finds_a_section_that_does_not_exist():
    numbered = set(NUMBERED_HEADING.findall(RULES_TEXT))
    assert cited_sections("the Excuse (RULES.md §9) and the rules of §5.1–5.7") - numbered == {"9", "5.7"}


def readme_decisions() -> list[tuple[str, str]]:
    """The README's table "The rules, and the two choices we made": (question, the option in backquotes)."""
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    section = readme.split("## The rules, and the two choices we made", 1)[1].split("\n## ", 1)[0]
    rows = [line.split("|")[1:-1] for line in section.splitlines() if line.startswith("| ")][1:]  # header left out
    return [(question.strip(), re.search(r"`([^`]+)`", option).group(1)) for question, _, option in rows]


def test_the_readme_decisions_are_decisions_of_rules_md():
    decisions = readme_decisions()
    options = [option for _, option in decisions]
    assert options == ['excuse_last_trick="winner"', "check_poignee(..., exact_count=False)"]
    paragraphs = [item for block in RULES_TEXT.split("\n\n") for item in block.split("\n- ")]  # a list's items apart
    for option in options:
        assert any("**Decision**" in paragraph and option in paragraph for paragraph in paragraphs), option
    table = RULES_TEXT.split("## Decisions and options", 1)[1]
    assert all(option in table for option in options)
    rules = RULES_TEXT.split("## 1. ", 1)[1].split("## Decisions and options", 1)[0]
    assert rules.count("**Decision**") == table.count("\n| §") == 4  # every Decision is in the summary table


def test_rules_md_names_its_sources():
    sources = RULES_TEXT.split("## Sources", 1)[1]
    assert "Fédération Française de Tarot" in sources and "Règlement officiel" in sources
    for quotation in ("peut s'appeler lui-même", "doit être remontré avec la triple Poignée", "change de camp"):
        assert quotation in sources


@pytest.mark.parametrize("outside", ["../shared", "shared/RULES", "DESIGN.md", "TESTING.md"])
def test_no_file_sends_the_reader_outside_the_repository(outside):
    """The one exception: the bank's check against the seed text, which lies beside CI's checkout
    (this file, which names them, is not read)."""
    allowed = {REPO / "tests" / "exercises" / "test_exercises_bank.py"}
    assert not [str(path.relative_to(REPO)) for path, text in TEXTS.items() if outside in text and path not in allowed]
