"""A small progress bar for long simulations, shown in a notebook and nowhere else.

It is plain HTML shown with ``IPython.display`` and then updated in place (one output, a
display id), so it needs no widget: it works in JupyterLab, in Voilà and in a notebook
saved with its outputs. Outside a notebook — a script, the tests, a terminal IPython — it
shows nothing at all.

A :class:`NotebookProgress` is a ``progress(done, total)`` callback, the kind that the
simulations of :mod:`tarot_learn.strategy.stats` accept::

    stats.simulate_trump_counts(4, deals=20_000, progress=NotebookProgress("Simulation"))
"""

from __future__ import annotations

import html

# Simulations shorter than this finish before a progress bar would be worth drawing.
PROGRESS_MIN_DEALS = 500


def in_notebook() -> bool:
    """True inside a Jupyter kernel (JupyterLab, Notebook, Voilà), where HTML can be displayed."""
    try:
        from IPython import get_ipython
    except ImportError:
        return False
    shell = get_ipython()
    return getattr(shell, "kernel", None) is not None


def progress_html(done: int, total: int, label: str = "") -> str:
    """The bar as HTML: the label, a ``<progress>`` element (read by screen readers) and ``done / total``."""
    percent = round(100 * done / total) if total else 100
    return (
        '<div class="tarot-learn-progress" style="font-family: sans-serif; font-size: 0.9em">'
        f"{html.escape(label)} "
        f'<progress value="{done}" max="{total}" style="width: 16em; vertical-align: middle">{percent}%</progress> '
        f"{done} / {total}</div>"
    )


class NotebookProgress:
    """A ``progress(done, total)`` callback that draws a bar the first time it is called and
    updates that same bar afterwards; outside a notebook, calling it does nothing."""

    def __init__(self, label: str = ""):
        self.label = label
        self._handle = None
        self._active = in_notebook()

    def __call__(self, done: int, total: int) -> None:
        if not self._active:
            return
        from IPython.display import HTML, display

        bar = HTML(progress_html(done, total, self.label))
        if self._handle is None:
            self._handle = display(bar, display_id=True)
        else:
            self._handle.update(bar)


def progress_for(deals: int, label: str = "") -> NotebookProgress | None:
    """A progress bar for a simulation of ``deals`` deals, or None when it is too short to need one."""
    return NotebookProgress(label) if deals >= PROGRESS_MIN_DEALS else None
