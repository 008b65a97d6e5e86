"""The check that nbval's run applies to every notebook cell (conftest.py): raw Python in what
a learner reads fails the cell; pictures, widgets and sentences pass."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from learner_outputs import raw_reprs  # noqa: E402  (tools/ is not a package: it joins the path above)


def printed(text: str) -> dict:
    return {"output_type": "stream", "name": "stdout", "text": text}


def result(**data) -> dict:
    return {"output_type": "execute_result", "data": data, "metadata": {}, "execution_count": 1}


@pytest.mark.parametrize(
    "output",
    [
        result(**{"text/plain": "[Card('R♥'), Card('D♠')]"}),
        printed("DealSize(hand=24, chien=6, packet=4)\n"),
        printed("<tarot_learn.game.Game object at 0x7f>\n"),
        printed("106 (318, -106, -106, -106)\n"),
        printed("[0]\n"),
        printed("1 []\n"),
        printed("False On n'écarte jamais un roi.\n"),
    ],
)
def test_raw_python_is_caught(output):
    assert raw_reprs([output])


@pytest.mark.parametrize(
    "output",
    [
        result(**{"text/plain": "CardSet('R♥ 21')", "image/svg+xml": "<svg/>"}),  # the learner sees the picture
        result(**{"text/plain": "DealStepper(…)", "application/vnd.jupyter.widget-view+json": {}}),
        printed("cavalier de carreau 2,5\n"),
        printed("318 -106 -106 -106\n"),
        printed("Le joueur 3 prend une Garde.\n"),
    ],
)
def test_pictures_widgets_and_sentences_pass(output):
    assert raw_reprs([output]) == []
