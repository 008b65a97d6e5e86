"""The ``tarot-learn`` command: its help in the learner's language, ``lessons`` and ``lab``."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from tarot_learn import __version__, i18n
from tarot_learn.app import cli
from tarot_learn.lessons import shipped_notebooks

COMMANDS = ("lessons", "lab", "report", "keys", "guide", "aide-memoire", "print-deals")


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({}, "en"),
        ({"LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LC_ALL": "fr_CA.UTF-8", "LANG": "en_GB.UTF-8"}, "fr"),
        ({"LANGUAGE": "fr:en", "LANG": "en_US.UTF-8"}, "fr"),
        ({"TAROT_LEARN_LANG": "en", "LC_ALL": "fr_FR.UTF-8"}, "en"),
        ({"TAROT_LEARN_LANG": "fr"}, "fr"),
    ],
)
def test_the_session_language_comes_from_tarot_learn_lang_then_the_locale(environ, expected):
    assert i18n.language_from_environment(environ) == expected


HELP_WORDS = {
    "en": ("usage:", "commands", "show this help"),
    "fr": ("utilisation :", "commandes", "afficher cette aide"),
}


@pytest.mark.parametrize(("lang", "words"), HELP_WORDS.items())
def test_help_lists_every_command_in_the_learner_s_language(lang, words, monkeypatch, capsys):
    monkeypatch.setenv("TAROT_LEARN_LANG", lang)
    with pytest.raises(SystemExit) as stopped:
        cli.main(["--help"])
    assert stopped.value.code == 0
    shown = capsys.readouterr().out
    for word in words:
        assert word in shown
    for command in COMMANDS:
        assert i18n.text(f"cli.{command.replace('-', '_')}.help", lang).split()[0] in shown and re.search(
            rf"^    {command}\s", shown, re.MULTILINE
        )
    for command in COMMANDS:  # and each command's own help
        with pytest.raises(SystemExit):
            cli.main([command, "--help"])
        assert i18n.text(f"cli.{command.replace('-', '_')}.help", lang) in capsys.readouterr().out


def test_a_wrong_command_gets_a_sentence_and_the_way_to_the_help(monkeypatch, capsys):
    monkeypatch.setenv("TAROT_LEARN_LANG", "fr")
    with pytest.raises(SystemExit) as stopped:
        cli.main(["lesson"])
    assert stopped.value.code == 2
    assert "« tarot-learn --help » donne la liste des commandes." in capsys.readouterr().err


def test_lessons_copies_then_says_which_changed_notebooks_it_left_alone(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("TAROT_LEARN_LANG", "en")
    folder = tmp_path / "tarot"
    assert cli.main(["lessons", str(folder), "--lang", "fr"]) == 0
    french = [name for name in shipped_notebooks() if "/fr/" in name]
    lines = capsys.readouterr().out.splitlines()  # in French: --lang fr says the language, of the files and the words
    assert lines[0] == i18n.text("cli.lessons.copied", "fr", count=len(french), folder=folder)
    first = i18n.text("cli.lessons.start", "fr", path=folder / french[0], folder=folder)
    assert lines[-1] == first  # the first lesson
    edited = folder / french[1]
    edited.write_text("{}")
    assert cli.main(["lessons", str(folder), "--lang", "fr"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert i18n.text("cli.lessons.unchanged", "fr", count=len(french) - 1, folder=folder) in lines
    assert lines[lines.index(i18n.text("cli.lessons.kept", "fr")) + 1] == f"  {edited}"
    assert edited.read_text() == "{}"


def test_lessons_into_a_file_says_so_in_a_sentence(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("TAROT_LEARN_LANG", "fr")
    (tmp_path / "taken").write_text("x")
    assert cli.main(["lessons", str(tmp_path / "taken")]) == 1
    assert capsys.readouterr().err.startswith(f"Impossible d'écrire dans {tmp_path / 'taken'} : ")


def test_lab_copies_then_starts_jupyterlab_on_the_first_lesson(tmp_path, monkeypatch, capsys):
    started = []
    monkeypatch.setattr(cli.subprocess, "call", lambda command, cwd: started.append((command, cwd)) or 0)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("TAROT_LEARN_LANG", "fr")
    assert cli.main(["lab", "--", "--port", "8890"]) == 0
    ((command, cwd),) = started
    assert cwd.resolve() == (tmp_path / cli.DEFAULT_LAB_FOLDER).resolve()
    assert command[:3] == [sys.executable, "-m", "jupyterlab"]
    assert "notebooks/fr/00_bienvenue.ipynb" in command  # opened, relative to the folder served
    assert f"--ServerApp.root_dir={cwd.resolve()}" in command
    assert command[command.index("--port") + 1] == "8890"  # what follows "--" goes to JupyterLab
    assert (cwd / "notebooks" / "fr" / "00_bienvenue.ipynb").is_file()
    assert "JupyterLab s'ouvre sur" in capsys.readouterr().out


def test_lab_without_jupyterlab_says_how_to_install_it(tmp_path, monkeypatch, capsys):
    real_find_spec = cli.importlib.util.find_spec
    monkeypatch.setattr(
        cli.importlib.util, "find_spec", lambda name: None if name == "jupyterlab" else real_find_spec(name)
    )
    monkeypatch.setenv("TAROT_LEARN_LANG", "en")
    assert cli.main(["lab", str(tmp_path / "x")]) == 1
    assert f"{sys.executable} -m pip install 'tarot_learn[lab]'" in capsys.readouterr().err
    assert not (tmp_path / "x").exists()


def test_version_is_the_package_s():
    done = subprocess.run([sys.executable, "-m", "tarot_learn.app.cli", "--version"], capture_output=True, text=True)
    assert done.returncode == 0 and done.stdout.strip() == f"tarot_learn {__version__}"


def test_an_empty_folder_name_is_refused_with_a_sentence(tmp_path, monkeypatch, capsys):
    """``tarot-learn lessons ""`` copied every notebook into the current folder (issue 32)."""
    monkeypatch.chdir(tmp_path)
    assert cli.main(["lessons", "  ", "--lang", "en"]) == 1
    assert list(tmp_path.iterdir()) == []
    assert "tarot-learn lessons tarot" in capsys.readouterr().err


def test_python_dash_m_tarot_learn_runs_the_command():
    done = subprocess.run([sys.executable, "-m", "tarot_learn", "--version"], capture_output=True, text=True)
    assert done.returncode == 0 and "tarot_learn" in done.stdout


# --- issue 32 item 7: the command speaks the learner's language and never shows a traceback -------------
def test_argparse_errors_are_said_in_the_session_language(monkeypatch, capsys):
    import pytest

    from tarot_learn import i18n
    from tarot_learn.app import cli

    monkeypatch.setenv("TAROT_LEARN_LANG", "fr")
    for argv, sentence in (
        (["score-sheet", "--players", "7"], i18n.text("cli.argparse.invalid_choice", "fr")),
        (["report", "x", "--nope"], i18n.text("cli.argparse.unrecognized", "fr")),
        (["print-deals"], i18n.text("cli.argparse.one_required", "fr")),
    ):
        with pytest.raises(SystemExit) as exit_:
            cli.main(argv)
        assert exit_.value.code == 2
        err = capsys.readouterr().err
        assert sentence.split("%")[0] in err, err  # the French words around argparse's values
        assert "invalid choice" not in err and "unrecognized" not in err and "required" not in err
    import argparse

    assert argparse._("unrecognized arguments: %s") == "unrecognized arguments: %s"  # argparse left as it was


def test_a_file_name_too_long_is_a_sentence_not_a_traceback(tmp_path, capsys):
    from tarot_learn import i18n
    from tarot_learn.app import cli

    long_name = str(tmp_path / ("x" * 300 + ".csv"))
    assert cli.main(["report", str(tmp_path), "--csv", long_name, "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert i18n.text("cli.report.reason.too_long", "en", longest=255) in err and "Traceback" not in err


def test_a_very_long_seed_gets_a_short_default_file_name(tmp_path, monkeypatch, capsys):
    import importlib.util

    import pytest

    from tarot_learn.app import cli

    if importlib.util.find_spec("fpdf") is None:
        pytest.skip("fpdf2 (the print extra) is not installed")
    monkeypatch.chdir(tmp_path)
    assert cli.main(["print-deals", "--seed", "s" * 500, "--count", "1", "--no-review", "--lang", "en"]) == 0
    (written,) = tmp_path.glob("deals-*.pdf")
    assert len(written.name) < 60


def test_lessons_speak_the_language_asked_for(tmp_path, monkeypatch, capsys):
    from tarot_learn import i18n
    from tarot_learn.app import cli

    monkeypatch.setenv("TAROT_LEARN_LANG", "en")
    assert cli.main(["lessons", str(tmp_path / "tarot"), "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert i18n.text("cli.lessons.copied", "fr", count=42, folder=tmp_path / "tarot").split("{")[0][:15] in out
    assert "Files copied" not in out and "To begin" not in out
