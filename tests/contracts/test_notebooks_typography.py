"""The text of every lesson, exercise notebook and app, of every exercise of the bank and of
every sentence of the catalogue (the messages.toml files), as a reader of each language expects it.

French (Imprimerie nationale usage): a narrow no-break space (U+202F) before ; ! ? and inside
« », a no-break space (U+00A0) before :, a no-break space (either) between a number and % and
between thousands (« 2 169 »), a decimal comma, and no « bout(s) » shorthand. English: "with four
players" (not "at four players"), no space before punctuation.

Only the markdown cells' prose is read: code, inline code, link targets and HTML comments are
left out, since they are Python or addresses, not sentences.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import jupytext
import pytest

from tarot_learn import i18n

ROOT = Path(__file__).resolve().parents[2]
NOT_PROSE = re.compile(r"`[^`]*`|\]\([^)]*\)|<!--.*?-->|<[^>]+>|https?://\S+", re.DOTALL)

FRENCH_RULES = {
    "a narrow no-break space (U+202F) before ; ! ?": re.compile(r"(?<!\u202f)[;!?](?!\[)"),
    "a no-break space (U+00A0) before :": re.compile(r"(?<!\u00a0):"),
    "a narrow no-break space (U+202F) after «": re.compile(r"«(?!\u202f)"),
    "a narrow no-break space (U+202F) before »": re.compile(r"(?<!\u202f)»"),
    "a decimal comma, not a point": re.compile(r"\d\.\d"),
    "a no-break space between thousands": re.compile(r"\d \d{3}\b"),
    "a no-break space before %": re.compile(r"\d ?%"),
    "the word written out, not « bout(s) »": re.compile(r"\w\((?:e?s|x)\)"),
}
ENGLISH_RULES = {
    '"with four players", not "at four players"': re.compile(r"\b[Aa]t (?:three|four|five|[345]) players\b"),
    '"with a Garde", not "at Garde"': re.compile(r"\b[Aa]t (?:Petite|Garde|Guard)\b"),
    '"changes sides", not "changes camp"': re.compile(r"\bchanges? camp\b"),
    "no space before punctuation": re.compile(r"[ \u00a0\u202f][;:!?]"),
}


def sources(lang: str) -> list[Path]:
    return sorted(
        [*ROOT.glob(f"notebooks/{lang}/*.md"), *ROOT.glob(f"exercises/{lang}/*.md"), *ROOT.glob(f"apps/*_{lang}.md")]
    )


def prose(source: Path) -> list[str]:
    """The prose of each markdown cell of ``source``."""
    notebook = jupytext.read(source, fmt="md:myst")
    return [NOT_PROSE.sub(" ", cell.source) for cell in notebook.cells if cell.cell_type == "markdown"]


def faults(texts: list[str], rules: dict[str, re.Pattern]) -> list[str]:
    found = []
    for text in texts:
        for rule, pattern in rules.items():
            for match in pattern.finditer(text):
                found.append(f"{rule}: …{text[max(0, match.start() - 30) : match.end() + 10]!r}…")
    return found


@pytest.mark.parametrize("source", sources("fr"), ids=lambda path: f"{path.parent.name}/{path.name}")
def test_french_typography(source):
    assert faults(prose(source), FRENCH_RULES) == []


@pytest.mark.parametrize("source", sources("en"), ids=lambda path: f"{path.parent.name}/{path.name}")
def test_english_as_english_players_write_it(source):
    assert faults(prose(source), ENGLISH_RULES) == []


BANK = sorted((ROOT / "tarot_learn" / "exercises" / "bank").glob("*.toml"))


def bank_sentences(value, lang: str) -> list[str]:
    """Every sentence in ``lang`` of a bank file: the values of its ``fr``/``en`` keys, at any depth."""
    if isinstance(value, dict):
        own = [value[lang]] if isinstance(value.get(lang), str) else []
        return own + [text for item in value.values() for text in bank_sentences(item, lang)]
    if isinstance(value, list):
        return [text for item in value for text in bank_sentences(item, lang)]
    return []


@pytest.mark.parametrize("path", BANK, ids=lambda path: path.name)
def test_the_exercise_bank_in_both_languages(path):
    bank = tomllib.loads(path.read_text(encoding="utf-8"))
    french, english = bank_sentences(bank, "fr"), bank_sentences(bank, "en")
    assert french and len(french) == len(english)
    assert faults(french, FRENCH_RULES) == []
    assert faults(english, ENGLISH_RULES) == []


PLACEHOLDER = re.compile(r"\{[^}]*\}")


@pytest.mark.parametrize("lang, rules", [("fr", FRENCH_RULES), ("en", ENGLISH_RULES)])
def test_every_sentence_of_the_catalogue(lang, rules):
    """The placeholders are left out: they are filled with cards, numbers and names."""
    sentences = {key: PLACEHOLDER.sub("x", message[lang]) for key, message in i18n.catalogue().items()}
    found = {key: faults([sentence], rules) for key, sentence in sentences.items()}
    assert {key: fault for key, fault in found.items() if fault} == {}


@pytest.mark.parametrize(
    "lang, text",
    [
        ("fr", "Et ensuite ?"),
        ("fr", "Durée : 10 minutes"),
        ("fr", "« écart »"),
        ("fr", "2.5 points"),
        ("fr", "une donne sur 2 169"),
        ("fr", "50 %"),
        ("fr", "vos bout(s)"),
        ("en", "at four players"),
        ("en", "At 3 players"),
        ("en", "it changes camp"),
        ("en", "Next :"),
    ],
)
def test_the_rules_catch_a_slip(lang, text):
    assert faults([text], FRENCH_RULES if lang == "fr" else ENGLISH_RULES)
