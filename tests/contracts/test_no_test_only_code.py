"""Code only the tests use is dead code (issue 34, item 6): every public function and class of the modules
that once kept some — the lessons' figures, the statistics of the deal, the tournament's files — is used by the
package, a lesson, an exercise notebook, an app, a tool or a benchmark, not only by the tests."""

import ast
import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
USERS = ("tarot_learn", "notebooks", "exercises", "apps", "tools", "benchmarks")
CHECKED = ("tarot_learn/display/plots.py", "tarot_learn/strategy/stats.py", "tarot_learn/classroom/tournament.py")


def sources() -> dict[Path, str]:
    return {
        path: path.read_text(encoding="utf-8")
        for folder in USERS
        if (REPO / folder).is_dir()
        for path in (REPO / folder).rglob("*")
        if path.suffix in (".py", ".md") and path.is_file()
    }


@pytest.mark.parametrize("module", CHECKED)
def test_every_public_function_is_used_outside_the_tests(module):
    everywhere = sources()
    path = REPO / module
    names = [
        node.name
        for node in ast.parse(path.read_text(encoding="utf-8")).body
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)) and not node.name.startswith("_")
    ]
    assert names
    unused = []
    for name in names:
        word = re.compile(rf"\b{name}\b")
        # its own module counts when it names it more than once (the definition is one)
        uses = sum(len(word.findall(text)) - (file == path) for file, text in everywhere.items())
        if uses == 0:
            unused.append(name)
    assert unused == []
