"""The check every scenario relies on must itself be able to fail: a notebook whose cell
raises is reported with its traceback (and Run All, stopped there, does not hang)."""

from __future__ import annotations

import pytest
from learner import assert_no_errors, open_notebook, run_all, write_notebook


def test_a_python_error_on_the_page_is_reported(lab, page):
    write_notebook(
        lab.root / "scenarios" / "broken.ipynb",
        "from tarot_learn import parse_card\nprint('before')",
        "parse_card(None)  # not a card: a TarotError, shown as a traceback",
        "print('never run: Run All stops at the error')",
    )
    open_notebook(page, lab.url, "scenarios/broken.ipynb")
    run_all(page)
    with pytest.raises(AssertionError, match=r"(?s)scenarios/broken.ipynb.*Error"):
        assert_no_errors(page, "scenarios/broken.ipynb")
