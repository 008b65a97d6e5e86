"""Debian's Chromium, driven by Playwright (never `playwright install`: it downloads a browser of its own).

Where Chromium or Playwright is missing, a browser test is skipped with the command that
installs it; under CI (``CI=true``) it fails instead, so that a CI run never passes by
skipping its browser tests.
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import pytest

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "browser"  # screenshots, git-ignored
CHROMIUM = Path(os.environ.get("TAROT_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def browser_missing(chromium: Path = CHROMIUM) -> str | None:
    """Why the browser tests cannot run here, with the way to fix it; None when they can."""
    if not chromium.exists():
        return f"Chromium is missing at {chromium}: apt-get install chromium (or set TAROT_CHROMIUM to its path)"
    if importlib.util.find_spec("playwright") is None:
        return "the playwright package is missing: pip install -e '.[test]' (never `playwright install`)"
    return None


def under_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in ("true", "1", "yes")


def need_browser(chromium: Path = CHROMIUM) -> None:
    """Skip the test (fail it under CI) when Chromium or Playwright is missing."""
    missing = browser_missing(chromium)
    if missing is None:
        return
    if under_ci():
        pytest.fail(f"browser tests cannot run under CI: {missing}")
    pytest.skip(f"browser tests skipped: {missing}")
