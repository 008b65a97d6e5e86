"""Test-suite settings shared by tests/, notebooks/ and exercises/."""

import pytest


@pytest.fixture(autouse=True)
def _english_by_default():
    """Each test starts with the default language, English, whatever a previous test chose
    with ``set_language`` (notebooks do, in their own kernels)."""
    from tarot_learn import i18n

    i18n.set_language("en")
    yield
    i18n.set_language("en")
