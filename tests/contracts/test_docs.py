"""The examples a reader copies run: every ```python block of the README (and CONTRIBUTING.md
if there is one), and the ``>>>`` examples in the docstrings of the rules core."""

import doctest
import importlib
import pkgutil
import re
from pathlib import Path

import pytest

import tarot_learn
import tarot_learn.strategy

REPO = Path(__file__).resolve().parents[2]
DOCUMENTS = [path for path in (REPO / "README.md", REPO / "CONTRIBUTING.md") if path.exists()]
PYTHON_BLOCK = re.compile(r"^```python\n(.*?)^```", re.MULTILINE | re.DOTALL)
OPTIONS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE

# The public functions a reader meets first: each shows itself at work in its docstring.
MUST_HAVE_EXAMPLES = [
    "parse_card",
    "parse_cards",
    "deal",
    "legal_cards",
    "explain_play",
    "trick_winner",
    "check_ecart",
    "score_deal",
    "Game",
    "Contract",
    "check_poignee",
    "poignee_options",
    "callable_cards",
]


def python_blocks():
    for path in DOCUMENTS:
        for number, match in enumerate(PYTHON_BLOCK.finditer(path.read_text(encoding="utf-8")), start=1):
            yield pytest.param(path.name, match.group(1), id=f"{path.name}-{number}")


def run_examples(source: str, name: str):
    """Run ``>>>`` examples and fail with doctest's report of the first example that differs."""
    test = doctest.DocTestParser().get_doctest(source, {}, name, name, 0)
    assert test.examples, f"{name}: no >>> examples"
    runner = doctest.DocTestRunner(optionflags=OPTIONS)
    report = []
    runner.run(test, out=report.append, clear_globs=True)
    assert runner.failures == 0, "".join(report)


def test_the_readme_has_python_examples():
    assert any(True for _ in python_blocks())


@pytest.mark.parametrize(("document", "source"), list(python_blocks()))
def test_every_python_block_of_the_documents_runs(document, source):
    if ">>>" in source:
        run_examples(source, document)
    else:
        exec(compile(source, document, "exec"), {"__name__": "__readme__"})


def core_modules():
    """The rules core's modules and the strategy's (display, widgets and exercises have their own tests)."""
    names = ["tarot_learn", "tarot_learn.strategy"]
    for package in (tarot_learn, tarot_learn.strategy):
        for module in pkgutil.iter_modules(package.__path__):
            if not module.ispkg:
                names.append(f"{package.__name__}.{module.name}")
    return names


def docstring_examples():
    finder = doctest.DocTestFinder()
    for name in core_modules():
        for test in finder.find(importlib.import_module(name)):
            if test.examples:
                yield pytest.param(test, id=test.name)


@pytest.mark.parametrize("test", list(docstring_examples()))
def test_every_docstring_example_of_the_core_runs(test):
    runner = doctest.DocTestRunner(optionflags=OPTIONS)
    report = []
    runner.run(test, out=report.append)
    assert runner.failures == 0, "".join(report)


@pytest.mark.parametrize("name", MUST_HAVE_EXAMPLES)
def test_the_main_public_names_show_an_example(name):
    assert ">>>" in (getattr(tarot_learn, name).__doc__ or ""), f"tarot_learn.{name} has no >>> example"
