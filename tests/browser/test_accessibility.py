"""Every lesson and exercise notebook, in French and in English, as a learner sees it after
Run All in JupyterLab: axe-core finds no serious or critical accessibility violation in the
notebook (an image without a text alternative, say), no output shows a raw Python repr
(``Card('R♥')``), and the page asks nothing of a server outside this machine (an offline
classroom gets everything).

axe-core is vendored under ``vendor/axe-core/`` (MPL-2.0) and injected into the page.
One JupyterLab serves every notebook; each notebook opens in a fresh tab and its kernel is shut
down afterwards.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from learner import CURRENT_NOTEBOOK, leaves_the_machine, open_and_run, screenshot

REPO = Path(__file__).resolve().parents[2]
AXE = Path(__file__).parent / "vendor" / "axe-core" / "axe.min.js"
BLOCKING_IMPACTS = ("serious", "critical")
RAW_REPR = re.compile(r"\b(?:Card|CardSet|DealSize|Hand|Deal|Trick|PlayedTrick)\(|<tarot_learn\.")
NOTEBOOKS = sorted(
    path.relative_to(REPO).as_posix()
    for folder in ("notebooks", "exercises")
    for path in (REPO / folder).glob("*/[0-9][0-9]_*.ipynb")
)
# What a learner reads: the outputs and the lesson's text, not Lab's own menus and editors.
AXE_RUN = """async (notebook) => {
    const context = {include: [[`${notebook} .jp-OutputArea-output`], [`${notebook} .jp-MarkdownOutput`]]};
    const result = await axe.run(context, {resultTypes: ['violations']});
    return result.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                                        nodes: v.nodes.slice(0, 3).map(n => n.html.slice(0, 200))}));
}"""


def test_every_notebook_is_found():
    folders = {path.split("/")[0] + "/" + path.split("/")[1] for path in NOTEBOOKS}
    assert folders == {"notebooks/fr", "notebooks/en", "exercises/fr", "exercises/en"}


@pytest.mark.parametrize("path", NOTEBOOKS)
def test_notebook_is_accessible_offline_and_shows_no_repr(lab, page, path):
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    open_and_run(page, lab.url, path)

    outputs = page.locator(f"{CURRENT_NOTEBOOK} .jp-OutputArea-output").all_inner_texts()
    reprs = [text[:300] for text in outputs if RAW_REPR.search(text)]
    assert not reprs, f"{path}: an output shows a Python repr:\n" + "\n---\n".join(reprs)

    page.add_script_tag(path=str(AXE))
    violations = page.evaluate(AXE_RUN, CURRENT_NOTEBOOK)
    blocking = [v for v in violations if v["impact"] in BLOCKING_IMPACTS]
    if blocking:
        screenshot(page, f"axe-{path.replace('/', '_')}")
    assert not blocking, f"{path}: accessibility violations:\n" + "\n".join(
        f"{v['impact']} {v['id']}: {v['help']} {v['nodes']}" for v in blocking
    )

    remote = sorted({url for url in requests if leaves_the_machine(url)})
    assert not remote, f"{path}: the page asked servers outside this machine: {remote}"
