"""Lesson 11 quotes the figures `tools/lesson11_figures.py` measured and wrote to `tools/lesson11_figures.json`,
and says how they were measured; those figures were measured with the evaluator's yardstick of today (issue 30).

A change of the yardstick — the tricks the solver plays (`SOLVED_TRICKS`), the playout policy, the sampler's
weighting (`evaluator.yardstick`) — makes this fail until the figures are measured again (the command stored in
the data file) and the lesson's sentences re-written around them. The certified problem the lesson quotes is
quoted with its certificate (the exercise bank).
"""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

import pytest

from tarot_learn.strategy.evaluator import yardstick

ROOT = Path(__file__).resolve().parents[2]
DATA = json.loads((ROOT / "tools" / "lesson11_figures.json").read_text(encoding="utf-8"))
LESSONS = {"fr": ROOT / "notebooks/fr/11_le_jeu_de_la_carte.md", "en": ROOT / "notebooks/en/11_card_play.md"}
# The figures the lesson quotes: every advice's gain in card points, one decimal; the Petit's in score too, whole.
QUOTED = [(name, "points", 1) for name in DATA["figures"]] + [("petit_saved", "score", 0)]
FIGURE = re.compile(r"[−-]?\d+(?:[.,]\d+)? ± \d+(?:[.,]\d+)?")
# How the lesson says, in the learner's words, what the yardstick does: a new yardstick needs new words here.
PLAYOUT_WORDS = {
    "CoachBot cards, SimpleBot bids, call and écart": {
        "fr": "tous les joueurs y jouent comme le coach",
        "en": "every player plays as the coach",
    },
}
WEIGHTING_WORDS = {"auction": {"fr": "en tenant compte des enchères", "en": "taking the auction"}}
SOLVED_WORDS = {"fr": re.compile(r"pour les (\S+) derniers plis"), "en": re.compile(r"for the last (\S+) tricks")}
COUNT_WORDS = {
    "fr": ("sur {positions} positions ({deals} donnes tirées au sort chacune)", "des graines {first} à {last}"),
    "en": ("over {positions} positions ({deals} deals drawn at random each)", "of the seeds {first} to {last}"),
}
CERTIFIED = {
    "fr": re.compile(r"certifié à (\S+) points, sur (\d+) donnes"),
    "en": re.compile(r"certified at (\S+) points, on (\d+) deals"),
}


def text_of(lang: str) -> str:
    """The lesson's source, its spaces (no-break ones and line ends included) made one plain space."""
    return re.sub(r"\s+", " ", LESSONS[lang].read_text(encoding="utf-8"))


def shown(value: float, digits: int, lang: str) -> str:
    """A figure as the lesson writes it: rounded, a minus sign (−), a decimal comma in French, never « −0,0 »."""
    text = f"{round(value, digits) + 0.0:.{digits}f}".replace("-", "−")
    return text.replace(".", ",") if lang == "fr" else text


def test_the_figures_were_measured_with_todays_yardstick():
    assert DATA["yardstick"] == yardstick(DATA["players"]), (
        f"the evaluator's yardstick changed: measure again with `{DATA['command']}` and re-write lesson 11"
    )


@pytest.mark.parametrize("lang", LESSONS)
def test_the_lesson_quotes_the_measured_figures(lang):
    expected = set()
    for name, unit, digits in QUOTED:
        figure = DATA["figures"][name][unit]
        expected.add(f"{shown(figure['mean'], digits, lang)} ± {shown(figure['half'], digits, lang)}")
    assert set(FIGURE.findall(text_of(lang))) == expected


@pytest.mark.parametrize("lang", LESSONS)
def test_the_lesson_states_the_counts_and_the_command(lang):
    text = text_of(lang)
    positions, deals = DATA["positions"], DATA["deals"]
    first, last = DATA["seeds"]
    for words in COUNT_WORDS[lang]:
        assert words.format(positions=positions, deals=deals, first=first, last=last) in text
    assert f"`{DATA['command'].removeprefix('python tools/lesson11_figures.py ')}`" in text
    quoted = re.findall(r"(?:sur|over) (\d+) positions", text)
    assert quoted and set(quoted) == {str(positions)}
    assert all(DATA["figures"][name]["positions"] == positions for name in DATA["figures"])


@pytest.mark.parametrize("lang", LESSONS)
def test_the_lesson_describes_the_yardstick(lang):
    text, measured = text_of(lang), DATA["yardstick"]
    assert SOLVED_WORDS[lang].findall(text) == [str(measured["solved_tricks"])]
    assert measured["playout"] in PLAYOUT_WORDS, "say in lesson 11 how the playouts play, and add the words here"
    assert PLAYOUT_WORDS[measured["playout"]][lang] in text
    assert measured["weighting"] in WEIGHTING_WORDS, "say in lesson 11 what the sampler reads, and add it here"
    assert WEIGHTING_WORDS[measured["weighting"]][lang] in text


@pytest.mark.parametrize("lang", LESSONS)
def test_the_certified_problem_is_quoted_with_its_certificate(lang):
    source = LESSONS[lang].read_text(encoding="utf-8")
    (problem,) = re.findall(r'ExerciseWidget\("([^"]+)"', source)
    bank = [
        entry
        for path in (ROOT / "tarot_learn" / "exercises" / "bank").glob("*.toml")
        for entry in tomllib.loads(path.read_text(encoding="utf-8")).get("exercise", [])
    ]
    (entry,) = [entry for entry in bank if entry["id"] == problem]
    quoted = CERTIFIED[lang].findall(text_of(lang))
    assert quoted == [(shown(entry["gain"], 1, lang), str(entry["deals"]))]
