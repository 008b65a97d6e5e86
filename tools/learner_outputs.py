"""What a learner reads in a notebook cell's outputs, and the raw Python it must never show.

JupyterLab shows the richest form of a result: a widget, HTML, a picture, and only failing those
its ``text/plain`` form (a repr). Text printed to the output is always shown. The root
``conftest.py`` scans every cell that nbval runs with :func:`raw_reprs`.
"""

from __future__ import annotations

import re

RICH = ("application/vnd.jupyter.widget-view+json", "text/html", "image/svg+xml", "image/png", "text/markdown")
RAW_REPR = re.compile(
    r"\b(?:Card|CardSet|Hand|DealSize|Deal|Trick|PlayedTrick|Auction|Game|ScoreBreakdown|EcartVerdict|Poignee)\("
    r"|<tarot_learn\.|<Poignee\.|<Contract\.| object at 0x"  # reprs of objects and enums
    r"|\[\]|\[-?\d+(?:, -?\d+)*\]|\(-?\d+(?:\.\d+)?, -?\d+"  # Python lists and tuples of numbers
    r"|\b(?:True|False|None)\b"
)


def visible_text(output: dict) -> str:
    """The text of one output that a learner reads: printed text, or a result shown only as text."""
    if output.get("output_type") == "stream":
        return output.get("text", "")
    data = output.get("data", {})
    if output.get("output_type") in ("execute_result", "display_data") and not any(kind in data for kind in RICH):
        return data.get("text/plain", "")
    return ""


def raw_reprs(outputs: list[dict]) -> list[str]:
    """Every piece of raw Python (a repr, a list, True/None…) in the text a learner reads."""
    return [match.group(0) for output in outputs for match in RAW_REPR.finditer(visible_text(output))]
