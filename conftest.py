"""Test-suite settings shared by tests/, notebooks/ and exercises/.

``make test`` runs pytest with ``-n 2 --dist loadgroup``: each notebook's cells share one
kernel, so every notebook is one xdist group (its cells stay on one worker, in order); the
browser tests and the Binder test set their own groups.
"""

import pytest


def pytest_collection_modifyitems(items):
    for item in items:
        if item.path.suffix == ".ipynb":
            item.add_marker(pytest.mark.xdist_group(str(item.path)))


@pytest.fixture(autouse=True)
def _english_by_default():
    """Each test starts with the default language, English, whatever a previous test chose
    with ``set_language`` (notebooks do, in their own kernels)."""
    from tarot_learn import i18n

    i18n.set_language("en")
    yield
    i18n.set_language("en")
