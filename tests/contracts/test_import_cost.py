"""``import tarot_learn`` loads the rules and what they need now, and leaves the rest for later:
the sentence catalogues (and the TOML reader), the misspelt-card suggestions and the bots load
when first used. benchmarks/bench_import.py times the import; this checks what it loads."""

import subprocess
import sys
from pathlib import Path

import pytest

import tarot_learn as tl
from tarot_learn import i18n
from tarot_learn.strategy import bots

REPO = Path(__file__).resolve().parents[2]
LEFT_FOR_LATER = ("tomllib", "pathlib", "fnmatch", "difflib", "typing", "tarot_learn.strategy")
WIDGET_MODULES = ("ipywidgets", "anywidget", "psygnal")  # the trainers' own (test_core_imports: not before)


def modules_loaded_by(statement: str) -> set[str]:
    """The modules a fresh Python loads for ``statement``. It runs without ``site`` (``-S``), whose
    ``.pth`` files (an editable install's finder) load pathlib and others before any import."""
    code = (
        f"import sys; sys.path.insert(0, {str(REPO)!r}); before = set(sys.modules); {statement}; "
        "print(' '.join(sorted(set(sys.modules) - before)))"
    )
    done = subprocess.run([sys.executable, "-S", "-c", code], capture_output=True, text=True, check=True)
    return set(done.stdout.split())


def test_import_tarot_learn_leaves_the_catalogues_the_suggestions_and_the_bots_for_later():
    loaded = modules_loaded_by("import tarot_learn")
    assert "tarot_learn.game" in loaded  # the rules are loaded
    assert sorted(loaded & set(LEFT_FOR_LATER)) == []


def test_they_load_when_first_used():
    loaded = modules_loaded_by("import tarot_learn as tl; tl.SimpleBot; tl.i18n.text('word.none', 'en')")
    assert {"tomllib", "tarot_learn.strategy.bots"} <= loaded
    misspelt = "import tarot_learn as tl\ntry: tl.parse_card('roi de ceur')\nexcept ValueError: pass"
    assert "difflib" in modules_loaded_by(misspelt)


def test_the_widgets_bring_their_live_region_with_them():
    assert set(WIDGET_MODULES) <= modules_loaded_by("import site; site.main(); import tarot_learn.widgets")


def test_the_bots_are_still_names_of_tarot_learn():
    assert (tl.RandomBot, tl.SimpleBot, tl.play_bot_deal, tl.run_bots) == (
        bots.RandomBot,
        bots.SimpleBot,
        bots.play_bot_deal,
        bots.run_bots,
    )
    assert {"RandomBot", "SimpleBot", "play_bot_deal", "run_bots", "Game"} <= set(dir(tl))
    with pytest.raises(AttributeError, match="no_such_name"):
        tl.no_such_name  # noqa: B018


def test_the_catalogue_is_read_once_on_first_use():
    i18n.catalogue.cache_clear()
    assert i18n.text("word.none", "en") == i18n.catalogue()["word.none"]["en"]
    assert i18n.catalogue.cache_info().currsize == 1
