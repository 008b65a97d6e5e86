"""A figure where matplotlib is missing: a sentence that says where to see it.

The JupyterLite site built from Pyodide's core (``make lite``) runs in the browser with no
matplotlib. There a lesson's figure cell must not end in a traceback: every function that
draws a figure is wrapped by :func:`figure_or_sentence`, which returns a
:class:`FigureUnavailable` instead — a sentence in the learner's language, shown as the cell's
result — and every other cell of the lesson runs as usual. This module imports no matplotlib.
"""

from __future__ import annotations

import functools
import html
import inspect

from .. import i18n


def matplotlib_missing() -> bool:
    """True where matplotlib cannot be imported (Pyodide's core, in the browser)."""
    try:
        import matplotlib  # noqa: F401  (the figure about to be drawn needs it anyway)
    except ImportError:
        return True
    return False


class FigureUnavailable:
    """Stands for a figure that cannot be drawn here; shows itself as one sentence."""

    def __init__(self, lang: str | None = None):
        self.lang = i18n.check_language(lang)
        self.sentence = i18n.text("display.figure.unavailable", self.lang)

    def __repr__(self) -> str:
        return self.sentence

    def _repr_html_(self) -> str:
        return f'<p role="note" class="tarot-figure-unavailable">{html.escape(self.sentence)}</p>'


def figure_or_sentence(draw):
    """Wrap a function that returns a figure and takes a ``lang`` argument: where matplotlib is
    missing, the wrapper returns a :class:`FigureUnavailable` in that language instead."""
    signature = inspect.signature(draw)

    @functools.wraps(draw)
    def figure(*args, **kwargs):
        if matplotlib_missing():
            arguments = signature.bind(*args, **kwargs)
            arguments.apply_defaults()
            return FigureUnavailable(arguments.arguments.get("lang"))
        return draw(*args, **kwargs)

    return figure
