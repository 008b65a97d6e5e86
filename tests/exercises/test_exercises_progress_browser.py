"""In the browser (JupyterLite's Pyodide kernel) the progress files go to the site's drive, which
the browser keeps across reloads, not to Pyodide's home folder, which lives in memory."""

from __future__ import annotations

import sys

from tarot_learn.exercises import progress
from tarot_learn.exercises.progress import ENV_VARIABLE, default_folder


def test_in_the_browser_progress_goes_to_the_drive(tmp_path, monkeypatch):
    monkeypatch.delenv(ENV_VARIABLE, raising=False)
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(progress, "BROWSER_DRIVE", tmp_path)
    assert default_folder() == tmp_path / "progress"


def test_the_variable_still_wins_in_the_browser(tmp_path, monkeypatch):
    monkeypatch.setenv(ENV_VARIABLE, str(tmp_path / "class"))
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(progress, "BROWSER_DRIVE", tmp_path)
    assert default_folder() == tmp_path / "class"


def test_elsewhere_the_drive_is_not_used(tmp_path, monkeypatch):
    monkeypatch.delenv(ENV_VARIABLE, raising=False)
    monkeypatch.setattr(progress, "BROWSER_DRIVE", tmp_path)  # a /drive folder on a real machine
    assert default_folder() != tmp_path / "progress"
