"""``tarot-learn class-view`` (issue 31): the live class view for a teacher who installed the package with pip —
the app copied from the package (a copy he changed is kept) and opened in Voilà with the package's template,
which the app asks for itself."""

from __future__ import annotations

import json
import subprocess

from tarot_learn import i18n
from tarot_learn.app import cli


def test_the_class_view_is_copied_from_the_package_and_opened_in_voila(tmp_path, monkeypatch, capsys):
    calls = []
    monkeypatch.setattr(subprocess, "call", lambda command, cwd: calls.append((command, cwd)) or 0)
    folder = tmp_path / "classe"
    assert cli.main(["class-view", str(folder), "--lang", "fr", "--", "--port=8870"]) == 0
    copied = folder / "class_view_fr.ipynb"
    notebook = json.loads(copied.read_text(encoding="utf-8"))
    assert notebook["metadata"]["voila"] == {"template": "tarot"}  # the app asks for the offline page itself
    assert any("ClassView(" in "".join(cell["source"]) for cell in notebook["cells"])
    ((command, cwd),) = calls
    assert command[1:] == ["-m", "voila", "class_view_fr.ipynb", "--port=8870"] and cwd == folder
    assert i18n.text("cli.class_view.opening", "fr", path=copied) in capsys.readouterr().out


def test_a_class_view_the_teacher_changed_is_kept(tmp_path, monkeypatch):
    monkeypatch.setattr(subprocess, "call", lambda command, cwd: 0)
    folder = tmp_path / "class"
    folder.mkdir()
    (folder / "class_view_en.ipynb").write_text("{}", encoding="utf-8")
    assert cli.main(["class-view", str(folder), "--lang", "en"]) == 0
    assert (folder / "class_view_en.ipynb").read_text(encoding="utf-8") == "{}"


def test_no_installed_voila_config_makes_the_template_every_apps_default():
    from pathlib import Path

    repository = Path(__file__).resolve().parents[2]
    assert not (repository / "jupyter-config" / "voila.json").exists()
    assert "voila.json" not in (repository / "pyproject.toml").read_text(encoding="utf-8")
