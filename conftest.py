"""Test-suite settings shared by tests/, notebooks/ and exercises/."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "tools"))
from learner_outputs import raw_reprs  # noqa: E402  (tools/ is not a package: it joins the path above)


@pytest.fixture(autouse=True)
def _english_by_default():
    """Each test starts with the default language, English, whatever a previous test chose
    with ``set_language`` (notebooks do, in their own kernels)."""
    from tarot_learn import i18n

    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    """A notebook cell run by nbval also fails when its output shows the learner raw Python
    (``Card('R♥')``, ``DealSize(…)``, a list, ``True``): cards are shown as pictures or names,
    numbers in the learner's format."""
    result = yield
    outputs = getattr(item, "test_outputs", None)
    if outputs:
        found = raw_reprs(outputs)
        assert not found, f"{item.name} shows raw Python to the learner: {found}"
    return result
