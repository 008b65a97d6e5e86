"""Without Chromium the browser tests skip with the install command, except under CI where
they fail (the brief of issue 7). No browser is started here."""

from __future__ import annotations

from pathlib import Path

import pytest
from chromium import browser_missing, need_browser

NOWHERE = Path("/nonexistent/chromium")


def test_skips_with_the_install_command(monkeypatch):
    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(pytest.skip.Exception, match="apt-get install chromium"):
        need_browser(NOWHERE)


def test_fails_under_ci(monkeypatch):
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="cannot run under CI.*apt-get install chromium"):
        need_browser(NOWHERE)


def test_runs_when_chromium_is_there(monkeypatch, tmp_path):
    pytest.importorskip("playwright")
    monkeypatch.setenv("CI", "true")
    chromium = tmp_path / "chromium"
    chromium.touch()
    assert need_browser(chromium) is None


def test_browser_is_here():
    """The line that tells, in the test report, why the browser tests did not run."""
    need_browser()
    assert browser_missing() is None
