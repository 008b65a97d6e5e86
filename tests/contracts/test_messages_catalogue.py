"""The catalogue of sentences: one ``messages.toml`` per layer, merged by ``tarot_learn.i18n``.

Every key exists in both languages with the same placeholders, every key is used by the code
(keys are written in full where they are used, so an unused one can be found), no two keys say
the same sentence, a layer never reaches up for a sentence of a layer above it, and no code
decides a wording by testing the language.
"""

from __future__ import annotations

import ast
import re
import string
from collections import defaultdict
from pathlib import Path

import pytest

from tarot_learn import i18n

PACKAGE = Path(i18n.__file__).parent
# From the bottom up (CONTRIBUTING.md, "The layers"); app/ (the command and the printed pages) sits on top
# and keeps its sentences in the core's file.
LAYERS = ("core", "strategy", "display", "exercises", "classroom", "widgets", "lessons", "app")
CATALOGUE = i18n.catalogue()
WORD = r"[A-Za-z0-9_]+"  # what one ``{…}`` of an f-string key stands for


def layer_of(path: Path) -> str:
    top = path.relative_to(PACKAGE).parts[0]
    return top if top in LAYERS else "core"


def placeholders(sentence: str) -> set[str]:
    return {name for _text, name, _spec, _conversion in string.Formatter().parse(sentence) if name}


def key_uses() -> dict[str, set[str]]:
    """For each key of the catalogue, the layers whose code names it: a string literal equal to
    the key, or an f-string whose fixed parts match it (an enum-like family such as
    ``f"contract.{name}"``, each ``{…}`` standing for one word without a dot)."""
    literals: dict[str, set[str]] = defaultdict(set)
    families: list[tuple[re.Pattern, str]] = []
    for path in PACKAGE.rglob("*.py"):
        layer = layer_of(path)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                literals[node.value].add(layer)
            elif isinstance(node, ast.JoinedStr):
                parts = [re.escape(part.value) if isinstance(part, ast.Constant) else WORD for part in node.values]
                pattern = "".join(parts)
                families.append((re.compile(pattern), layer))
    uses = {}
    for key in CATALOGUE:
        uses[key] = set(literals.get(key, ())) | {layer for pattern, layer in families if pattern.fullmatch(key)}
    return uses


USES = key_uses()


def test_the_catalogue_is_split_by_layer_and_has_no_key_twice():
    files = {path.relative_to(PACKAGE).as_posix() for path in i18n.catalogue_files().values()}
    assert files == {
        "messages.toml",
        "strategy/messages.toml",
        "display/messages.toml",
        "exercises/messages.toml",
        "widgets/messages.toml",
    }
    assert len(i18n.catalogue_files()) == len(CATALOGUE)  # a key in two files would count once here…
    assert len(CATALOGUE) > 500


def test_a_key_defined_in_two_files_is_refused(tmp_path, monkeypatch):
    # …and the merge refuses it outright: build a package folder with the same key twice.
    (tmp_path / "messages.toml").write_text('[a.b]\nfr = "un"\nen = "one"\n', encoding="utf-8")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "messages.toml").write_text('[a.b]\nfr = "deux"\nen = "two"\n', encoding="utf-8")
    monkeypatch.setattr(i18n, "PACKAGE", tmp_path)
    i18n.catalogue.cache_clear()
    try:
        with pytest.raises(RuntimeError, match="'a.b' is defined twice"):
            i18n.catalogue()
    finally:
        monkeypatch.undo()
        i18n.catalogue.cache_clear()


@pytest.mark.parametrize("key", sorted(CATALOGUE))
def test_every_message_has_both_languages_with_the_same_placeholders(key):
    french, english = CATALOGUE[key]["fr"], CATALOGUE[key]["en"]
    assert french and english  # a separator may be a lone (no-break) space
    assert placeholders(french) == placeholders(english)


def test_every_key_is_used_by_the_code():
    unused = sorted(key for key, layers in USES.items() if not layers)
    assert unused == []


def test_a_layer_uses_only_its_own_sentences_and_those_below():
    owner = {key: layer_of(path) for key, path in i18n.catalogue_files().items()}
    reaching_up = sorted(
        f"{key} ({owner[key]}) used by {layer}"
        for key, layers in USES.items()
        for layer in layers
        if LAYERS.index(layer) < LAYERS.index(owner[key])
    )
    assert reaching_up == []


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_no_two_keys_say_the_same_sentence(lang):
    keys_of = defaultdict(list)
    for key, message in CATALOGUE.items():
        keys_of[message[lang]].append(key)
    assert {sentence: keys for sentence, keys in keys_of.items() if len(keys) > 1} == {}


def test_no_code_chooses_its_wording_by_testing_the_language():
    branches = []
    for path in PACKAGE.rglob("*.py"):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if re.search(r"""lang\w*\s*[!=]=\s*["'](fr|en)["']|["'](fr|en)["']\s*[!=]=\s*\w*lang""", line):
                branches.append(f"{path.relative_to(PACKAGE)}:{number}: {line.strip()}")
    assert branches == []


def test_the_catalogue_is_read_only_when_a_sentence_is_asked_for():
    import subprocess
    import sys

    code = "import tarot_learn, tarot_learn.i18n as i; print(i.catalogue.cache_info().currsize)"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout == "0\n"


@pytest.mark.parametrize(
    ("number", "french", "english"),
    [(7, "7", "7"), (2169, "2\u202f169", "2,169"), (1_000_000, "1\u202f000\u202f000", "1,000,000")],
)
def test_numbers_are_written_the_way_each_language_writes_them(number, french, english):
    assert (i18n.format_number(number, "fr"), i18n.format_number(number, "en")) == (french, english)


def test_a_decimal_number_takes_each_languages_decimal_mark():
    assert (i18n.format_number(4.8, "fr"), i18n.format_number(4.8, "en")) == ("4,8", "4.8")
    assert (i18n.format_number(2169.5, "fr"), i18n.format_number(2169.5, "en")) == ("2\u202f169,5", "2,169.5")


@pytest.mark.parametrize(
    ("points", "french", "english"),
    [(0.5, "0,5 point", "0.5 points"), (1, "1 point", "1 point"), (1.5, "1,5 point", "1.5 points")]
    + [(2, "2 points", "2 points"), (41.5, "41,5 points", "41.5 points"), (-1.5, "-1,5 point", "-1.5 points")],
)
def test_points_take_their_word_in_the_singular_or_plural_as_each_language_does(points, french, english):
    assert i18n.format_points_with_unit(points, "fr") == french
    assert i18n.format_points_with_unit(points, "en") == english


def test_points_and_percentages_use_each_languages_decimal_mark():
    assert (i18n.format_points(41.5, "fr"), i18n.format_points(41.5, "en")) == ("41,5", "41.5")
    assert i18n.format_points(41.0, "fr") == "41"
    assert (i18n.format_percent(12.5, 1, "fr"), i18n.format_percent(12.5, 1, "en")) == ("12,5\u00a0%", "12.5%")
