"""What a learner does in the browser, written once for every scenario: open a notebook, run
it, find a widget by its title, click, type, and check that the page shows no Python error.

Selectors are JupyterLab 4.4–4.6's and ipywidgets 8's.
"""

from __future__ import annotations

import re
import time
from pathlib import Path
from urllib.parse import urlparse

import nbformat
from chromium import ARTIFACTS
from playwright.sync_api import Locator, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tarot_learn import DECK

KERNEL_TIMEOUT_MS = 120_000  # a kernel start on two busy cores
RUN_TIMEOUT_MS = 180_000  # a whole lesson, Run All
RUN_START_TIMEOUT_MS = 15_000  # Run All must have started a cell by then, or it is asked again
RUN_ATTEMPTS = 4
STALLED_POLLS = 3  # polls in a row that see a run stopped half way before it is started again
FEEDBACK_TIMEOUT_MS = 20_000  # one click's answer from the kernel

CURRENT_NOTEBOOK = ".jp-NotebookPanel:not(.lm-mod-hidden)"  # the notebook in front

# What a broken page looks like (the scenario fails with the text it found).
ERROR_OUTPUT = ".jp-RenderedText[data-mime-type='application/vnd.jupyter.stderr']"
PYTHON_ERROR = re.compile(r"Traceback \(most recent call last\)|\b\w+Error: ")
WIDGET_FAILURES = ("Error displaying widget", "Loading widget...", "There was an error when executing cell")
WIDGET_WAIT_S = 20  # how long "Loading widget..." may stay before it counts as a failure


def write_notebook(path: Path, *cells: str) -> Path:
    """A small notebook the test writes itself: one code cell per string, outputs empty."""
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell(source) for source in cells]
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(notebook, path)
    return path


def find_notebook(root: Path, folder: str, lang: str, number: str) -> str:
    """The path, relative to ``root``, of notebook ``number`` (``"04"``) of ``folder/lang``,
    whatever its title: ``notebooks/fr/05_fournir_et_couper.ipynb``."""
    found = sorted((root / folder / lang).glob(f"{number}_*.ipynb"))
    assert found, f"no notebook {folder}/{lang}/{number}_*.ipynb"
    return found[0].relative_to(root).as_posix()


# --- JupyterLab --------------------------------------------------------------------------------
def open_notebook(page: Page, lab_url: str, path: str) -> None:
    """Open ``path`` (relative to the server's folder), alone: ``?reset`` forgets the notebooks
    that earlier tests left open in the workspace. Wait until its kernel is idle."""
    page.goto(f"{lab_url}/lab/tree/{path}?reset")
    wait_for_idle_kernel(page)


def wait_for_idle_kernel(page: Page) -> None:
    """Wait until the notebook shows and its kernel is idle, answering Lab's kernel choice if it asks
    (JupyterLab and JupyterLite alike)."""
    page.locator(CURRENT_NOTEBOOK).wait_for(timeout=KERNEL_TIMEOUT_MS)
    idle = page.locator(
        f"{CURRENT_NOTEBOOK} .jp-Notebook-ExecutionIndicator[data-status='idle']"
    )  # of the notebook in front
    deadline = time.monotonic() + KERNEL_TIMEOUT_MS / 1000
    while time.monotonic() < deadline:
        accept_kernel_choice(page)
        if idle.count() and not page.locator(".jp-Dialog").count():
            break
        time.sleep(0.3)
    idle.first.wait_for(timeout=KERNEL_TIMEOUT_MS)


KERNEL_CHOICE = ".jp-Dialog:has-text('Select Kernel')"


def accept_kernel_choice(page: Page) -> bool:
    """On a busy machine Lab may open a notebook before it knows the kernels, and then asks
    which one to start: the notebook's own, pre-selected, is the answer a learner gives."""
    choose_kernel = page.locator(f"{KERNEL_CHOICE} .jp-Dialog-button.jp-mod-accept")
    if not choose_kernel.count():
        return False
    try:  # Lab may close the dialog (or open it again) while we click: the caller asks again
        choose_kernel.first.click(timeout=5_000)
    except PlaywrightTimeout:
        pass
    return True


def click_past_kernel_choice(page: Page, target) -> None:
    """Click ``target``, answering the kernel choice first whenever Lab asks it in between (on a
    loaded machine the dialog may come at any moment and cover the notebook)."""
    deadline = time.monotonic() + KERNEL_TIMEOUT_MS / 1000
    while True:
        accept_kernel_choice(page)
        try:
            target.click(timeout=5_000)
            return
        except PlaywrightTimeout:
            if time.monotonic() > deadline:
                raise


def run_all(page: Page) -> None:
    """Run ▸ Run All Cells, as a learner would, and wait until every code cell has run.

    Right after the page opens, Lab may ignore the command (the kernel is still connecting):
    the menu is used again until a cell starts.
    """
    started = """() => [...document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-InputArea-prompt')]
                        .some(p => /\\[(\\*|\\d+)\\]/.test(p.textContent))"""
    start_run_all(page, started)
    # Every code cell's prompt shows its execution number ("[3]:"), none "[*]:" or "[ ]:" —
    # or a cell failed, and Run All stopped there (assert_no_errors then quotes the traceback).
    # A failed cell after cells that never ran ("partial") is no failure of the notebook: the run
    # went on in a new kernel (Lab's kernel choice, answered late on a loaded machine), which knows
    # nothing of the cells before — the outputs are cleared and Run All starts again. So too when the
    # run stopped with no error, some cells never run ("stalled": the new kernel dropped the queue).
    everything_ran = """(errorOutput) => {
            const notebook = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden)');
            if (!notebook) return false;
            // A cell Lab has not drawn (out of view, or being drawn again) has no prompt: judge the
            // others; the kernel's idle state, awaited after, tells that the whole run is over.
            const cells = [...notebook.querySelectorAll('.jp-CodeCell')]
                .filter(c => c.querySelector('.jp-InputArea-prompt') !== null);
            const ran = cells.map(c => /\\[\\d+\\]/.test(c.querySelector('.jp-InputArea-prompt').textContent));
            const failedAt = cells.findIndex(c => c.querySelector(errorOutput) !== null);
            const running = cells.some(c => c.querySelector('.jp-InputArea-prompt').textContent.includes('*'));
            if (failedAt >= 0 && !running) return ran.slice(0, failedAt).every(Boolean) ? 'failed' : 'partial';
            if (cells.length > 0 && ran.every(Boolean)) return 'done';
            return !running && ran.some(Boolean) ? 'stalled' : false;
        }"""
    deadline = time.monotonic() + RUN_TIMEOUT_MS / 1000
    stalls = 0
    while True:  # polled, so that a kernel choice asked in the middle of the run gets its answer
        if accept_kernel_choice(page):  # a new kernel knows nothing of the cells run so far
            start_run_all(page, started)
        try:
            state = page.wait_for_function(everything_ran, arg=ERROR_OUTPUT, timeout=2_000).json_value()
        except PlaywrightTimeout:
            if time.monotonic() > deadline:
                raise
            continue
        if state in ("done", "failed"):
            break
        if time.monotonic() > deadline:
            raise AssertionError(f"Run All did not run every cell within {RUN_TIMEOUT_MS // 1000} s ({state})")
        if state == "stalled":  # nothing runs, yet some cells never ran: once may be a redraw, thrice is not
            stalls += 1
            if stalls < STALLED_POLLS:
                time.sleep(1)
                continue
        stalls = 0
        click_past_kernel_choice(page, page.locator(".lm-MenuBar-itemLabel:text-is('Edit')"))
        click_past_kernel_choice(page, page.locator("li[data-command='editmenu:clear-all']"))
        start_run_all(page, started)
    page.locator(f"{CURRENT_NOTEBOOK} .jp-Notebook-ExecutionIndicator[data-status='idle']").first.wait_for(
        timeout=RUN_TIMEOUT_MS
    )


def start_run_all(page: Page, started: str) -> None:
    """Run ▸ Run All Cells, again until a cell starts (right after the page opens Lab may ignore
    the command while the kernel is still connecting)."""
    for _attempt in range(RUN_ATTEMPTS):
        # the notebook, not the file browser, is current
        click_past_kernel_choice(page, page.locator(f"{CURRENT_NOTEBOOK} .jp-Cell").first)
        click_past_kernel_choice(page, page.locator(".lm-MenuBar-itemLabel:text-is('Run')"))
        click_past_kernel_choice(page, page.locator("li[data-command='runmenu:run-all']"))
        try:
            page.wait_for_function(started, timeout=RUN_START_TIMEOUT_MS)
            return
        except PlaywrightTimeout:
            continue


def open_and_run(page: Page, lab_url: str, path: str) -> None:
    """Open a notebook, Run All, and check that no cell failed and every widget rendered."""
    open_notebook(page, lab_url, path)
    run_all(page)
    assert_no_errors(page, path)


def assert_no_errors(page: Page, where: str) -> None:
    """Fail, quoting the page, when a cell printed a Python traceback or a widget did not render.

    "Loading widget..." may show for a moment: it counts only if it is still there after
    ``WIDGET_WAIT_S`` seconds.
    """
    for output in page.locator(ERROR_OUTPUT).all():
        content = output.inner_text()
        assert not PYTHON_ERROR.search(content), f"{where}: a cell shows a Python error:\n{content[-3000:]}"
    deadline = time.monotonic() + WIDGET_WAIT_S
    while True:
        body = page.locator("body").inner_text()
        failures = [failure for failure in WIDGET_FAILURES if failure in body]
        tracebacks = PYTHON_ERROR.search(body)
        if tracebacks:
            start = max(tracebacks.start() - 200, 0)
            raise AssertionError(f"{where}: the page shows a Python error:\n{body[start : start + 3000]}")
        if not failures:
            return
        if failures != ["Loading widget..."] or time.monotonic() > deadline:
            raise AssertionError(f"{where}: a widget failed to render ({', '.join(failures)})")
        time.sleep(0.5)


# --- widgets -----------------------------------------------------------------------------------
def widget_titled(page: Page, title: str, *, count: int = 1, index: int = 0) -> Locator:
    """The trainer whose first line is ``title`` (each trainer is a VBox that opens with its
    title); ``count`` such trainers must be on the page, and the ``index``-th is returned. The
    exercise a Practice shows is not counted: its question may read like a bank exercise's."""
    exactly = re.compile(rf"^\s*{re.escape(title)}\s*$")
    heading = page.locator(".widget-vbox:not(.tarot-practice *) > .widget-html:first-child", has_text=exactly)
    widgets = heading.locator("xpath=..")
    expect(widgets).to_have_count(count, timeout=FEEDBACK_TIMEOUT_MS)
    return widgets.nth(index)


def button(widget: Locator, label: str) -> Locator:
    """The button whose text is exactly ``label`` (a card ``R♥``, or ``Check``)."""
    return widget.locator(f"button:text-is({label!r})")


def card_button(widget: Locator, label: str) -> Locator:
    """A card's button, found by the card's text (``R♥``, ``21``): the button shows it first, then
    the card's name in words (``R♥ — roi de cœur``)."""
    shown = re.compile(rf"^\s*{re.escape(label)} — ")
    return widget.locator("button.widget-button, button.widget-toggle-button").filter(has_text=shown)


def card_names_in(locator: Locator, lang: str) -> list[str]:
    """The cards drawn in the pictures inside ``locator``, in order, read from their SVG titles
    (each card names itself for screen readers)."""
    names = {card.name(lang) for card in DECK}
    return [title for title in locator.locator("svg title").all_text_contents() if title in names]


def expect_cards(locator: Locator, lang: str, cards, *, timeout_s: float = FEEDBACK_TIMEOUT_MS / 1000) -> None:
    """Wait until the pictures inside ``locator`` show exactly ``cards`` (in any order: a trick
    is drawn seat by seat), and fail with both lists when they do not. A widget's parts arrive
    one after the other, so the feedback may be on screen a moment before the picture."""
    expected = sorted(card.name(lang) for card in cards)
    deadline = time.monotonic() + timeout_s
    while (shown := sorted(card_names_in(locator, lang))) != expected and time.monotonic() < deadline:
        time.sleep(0.2)
    assert shown == expected, f"cards shown {shown}, expected {expected}"


def type_into(widget: Locator, label: str, typed: str) -> None:
    """Type in the text box labelled ``label`` and press Enter (boxes send their value on Enter)."""
    # Playwright reads a label's no-break spaces (French typography) as plain spaces.
    shown = " ".join(label.split())
    box = widget.locator(f".widget-text:has(label:text-is({shown!r})) input")
    box.fill(typed)
    box.press("Enter")


def status_texts(widget: Locator) -> list[str]:
    """Every feedback line of a widget (``role="status"``), in order, as shown."""
    return [text.strip() for text in widget.locator("[role='status']").all_inner_texts()]


def screenshot(page: Page, name: str, widget: Locator | None = None) -> Path:
    """Save a screenshot in test-artifacts/browser/ (of the widget only when given) and return its path."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    (widget or page).screenshot(path=str(path))
    return path


# --- offline -----------------------------------------------------------------------------------
LOCAL_HOSTS = ("127.0.0.1", "localhost", "::1", "[::1]")


def leaves_the_machine(url: str) -> bool:
    """Whether a request the page made goes to a server outside this machine (a CDN, say)."""
    parsed = urlparse(url)
    return parsed.scheme in ("http", "https", "ws", "wss") and parsed.hostname not in LOCAL_HOSTS


# --- timing ------------------------------------------------------------------------------------
CLICK_TO_TEXT_JS = """
([button, target, expected, timeoutMs]) => new Promise((resolve, reject) => {
    const seen = () => target.textContent.includes(expected);
    if (seen()) { reject(new Error('the expected text is on the page before the click')); return; }
    let start;
    const observer = new MutationObserver(() => {
        if (seen()) { observer.disconnect(); resolve(performance.now() - start); }
    });
    observer.observe(target, {subtree: true, childList: true, characterData: true});
    setTimeout(() => { observer.disconnect(); reject(new Error('no "' + expected + '" after the click')); },
               timeoutMs);
    start = performance.now();
    button.click();
})
"""


def click_to_text_ms(page: Page, clicked: Locator, target: Locator, expected: str) -> float:
    """Milliseconds, measured in the page, from a click on ``clicked`` to ``expected`` appearing
    in ``target``: the round trip through the kernel plus the redraw, as the learner feels it."""
    return page.evaluate(
        CLICK_TO_TEXT_JS, [clicked.element_handle(), target.element_handle(), expected, FEEDBACK_TIMEOUT_MS]
    )
