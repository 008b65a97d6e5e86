"""The colours the widgets and pictures draw with reach WCAG 2.2 AA against what they sit on:
4.5:1 for text (1.4.3), 3:1 for a graphic a learner must see (1.4.11) — the skills chart's bar of
an area being learnt, the practice marks, the pressed card and the "next exercise" button."""

from __future__ import annotations

import pytest

from tarot_learn.display import faces, skills
from tarot_learn.widgets import _base, _common, practice


def luminance(colour: str) -> float:
    digits = colour.lstrip("#")
    if len(digits) == 3:
        digits = "".join(digit * 2 for digit in digits)
    channels = [int(digits[index : index + 2], 16) / 255 for index in (0, 2, 4)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(first: str, second: str) -> float:
    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_contrast_matches_wcag_examples():
    assert contrast("#ffffff", "#000000") == pytest.approx(21)
    assert contrast("#ffffff", "#0097a7") == pytest.approx(3.51, abs=0.01)  # ipywidgets' "info" teal


@pytest.mark.parametrize("background", ["#ffffff", skills.TRACK])
def test_skills_bars_stand_out_at_3_to_1(background):
    assert contrast(skills.LEARNING, background) >= 3
    assert contrast(skills.MASTERED, background) >= 3


@pytest.mark.parametrize("mark", [True, False, None])
def test_practice_marks_read_at_4_5_to_1(mark):
    _symbol, ink, background = practice._MARKS[mark]
    assert contrast(ink, background) >= 4.5


def test_pressed_and_next_read_at_4_5_to_1():
    assert contrast("#ffffff", _common.PRESSED_BACKGROUND) >= 4.5
    assert contrast("#ffffff", "#1976d2") >= 4.5  # a pressed card: "primary", Lab's brand blue


def test_focus_ring_at_3_to_1():
    assert contrast(_base.FOCUS_RING, "#ffffff") >= 3 and "3px" in _base.TRAINER_STYLE


def veiled(colour: str, opacity: float) -> str:
    """``colour`` seen through a white veil of ``opacity``."""
    digits = colour.lstrip("#")
    channels = [int(digits[index : index + 2], 16) for index in (0, 2, 4)]
    return "#" + "".join(f"{round((1 - opacity) * c + opacity * 255):02x}" for c in channels)


@pytest.mark.parametrize("ink", sorted(set(faces.INK.values())))
def test_a_dimmed_card_still_reads_at_4_5_to_1(ink):
    assert contrast(veiled(ink, faces.DIMMED_VEIL), "#ffffff") >= 4.5
