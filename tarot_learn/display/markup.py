"""Small helpers that write SVG text by hand, the same way every time.

The pictures are built as plain strings (no drawing library) so that the same cards always
give the same bytes: numbers are written with a fixed format, attributes in the order they
are given, and there are no generated ids — several pictures can sit in one notebook page
without their ids clashing.
"""

from __future__ import annotations

import base64
import re
from xml.sax.saxutils import escape, quoteattr

FONT = "DejaVu Sans, Arial, sans-serif"  # DejaVu Sans draws ♠ ♥ ♦ ♣ ★ ✓ everywhere it is installed


def num(value: float) -> str:
    """A coordinate as short fixed text: ``12``, ``12.5``, ``-3.25`` (two decimals at most)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def attrs(**values) -> str:
    """``name="value"`` pairs in the given order; ``_`` in a name becomes ``-`` (``font_size``).

    A value of ``None`` leaves the attribute out; floats go through :func:`num`.
    """
    parts = []
    for name, value in values.items():
        if value is None:
            continue
        if isinstance(value, float):
            value = num(value)
        parts.append(f" {name.rstrip('_').replace('_', '-')}={quoteattr(str(value))}")
    return "".join(parts)


def tag(name: str, content: str = "", **values) -> str:
    """One element: ``<name attrs>content</name>``, or ``<name attrs/>`` when empty."""
    if content:
        return f"<{name}{attrs(**values)}>{content}</{name}>"
    return f"<{name}{attrs(**values)}/>"


def text(x: float, y: float, words: str, size: float, **values) -> str:
    """A ``<text>`` element at (x, y) whose words are escaped for XML."""
    return tag("text", escape(words), x=float(x), y=float(y), font_size=float(size), **values)


def title(words: str) -> str:
    """A ``<title>``: screen readers read it, and browsers show it when the mouse hovers."""
    return f"<title>{escape(words)}</title>"


def document(width: float, height: float, label: str, body: str) -> str:
    """A whole SVG picture with its accessible name: ``role="img"``, ``aria-label`` and ``<title>``."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg"{attrs(width=float(width), height=float(height))}'
        f"{attrs(viewBox=f'0 0 {num(width)} {num(height)}', role='img', aria_label=label, font_family=FONT)}>"
        f"{title(label)}{body}</svg>"
    )


_ROOT_LABEL = re.compile(r'<svg\b[^>]*?\saria-label="([^"]*)"')


def svg_img(svg: str) -> str:
    """An SVG picture as JupyterLab shows one (an ``<img>``), with the picture's ``aria-label`` as
    its alt text (WCAG 1.1.1): the notebook objects' ``_repr_html_``, which Lab prefers to SVG."""
    label = _ROOT_LABEL.search(svg)
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    alt = label.group(1) if label else ""  # already escaped for an attribute
    return f'<img src="data:image/svg+xml;base64,{data}" alt="{alt}" style="max-width:100%">'


class SvgPicture:
    """SVG text that shows itself in a notebook: as an ``<img>`` with its text alternative where HTML
    is shown (:func:`svg_img`; JupyterLab prefers it), as the SVG itself elsewhere. The charts' form
    where matplotlib is missing (JupyterLite)."""

    def __init__(self, svg: str):
        self.svg = svg

    def _repr_svg_(self) -> str:
        return self.svg

    def _repr_html_(self) -> str:
        return svg_img(self.svg)
