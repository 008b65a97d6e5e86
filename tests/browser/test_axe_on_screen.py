"""axe-core where the outputs are on screen: each widget in Voilà (whose page is the outputs,
nothing scrolled away in a notebook panel), in French and in English, in the states a learner
sees — a game table at play (cards dimmed), an exercise with a card pressed, a practice set, an
écart being built, a score bar and a skills chart — and every lesson and exercise notebook, its
text and its outputs, with every WCAG 2.0, 2.1 and 2.2 A/AA rule, colour contrast included. A
serious or critical finding fails the test. Each notebook's page must also show no raw Python repr
(``Card('R♥')``) and ask nothing of a server outside this machine (an offline classroom gets
everything).

Inside JupyterLab's scrolling notebook panel axe sees the outputs as off screen (it examined 3
nodes of lesson 08 for contrast): these tests are the ones that can fail. axe-core is vendored
under ``vendor/axe-core/`` (MPL-2.0) and injected into the page.
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest
from learner import KERNEL_TIMEOUT_MS, assert_no_errors, leaves_the_machine, screenshot, write_notebook
from playwright.sync_api import Page

REPO = Path(__file__).resolve().parents[2]
AXE = Path(__file__).parent / "vendor" / "axe-core" / "axe.min.js"
RAW_REPR = re.compile(r"\b(?:Card|CardSet|DealSize|Hand|Deal|Trick|PlayedTrick)\(|<tarot_learn\.")
NOTEBOOKS = sorted(
    path.relative_to(REPO).as_posix()
    for folder in ("notebooks", "exercises")
    for path in (REPO / folder).glob("*/[0-9][0-9]_*.ipynb")
)
BLOCKING_IMPACTS = ("serious", "critical")
WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
# A lesson's links (JupyterLab's theme draws them by colour alone, which axe's link-in-text-block
# refuses) are underlined by the package's Voilà template: no finding is left out.
AXE_RUN = """async (tags) => {
    const result = await axe.run(document, {runOnly: {type: 'tag', values: tags},
                                            resultTypes: ['violations', 'passes']});
    const contrast = result.passes.concat(result.violations).filter(r => r.id === 'color-contrast');
    return {examined: contrast.reduce((n, r) => n + r.nodes.length, 0),
            violations: result.violations.map(v => ({
                id: v.id, impact: v.impact, help: v.help, count: v.nodes.length,
                nodes: v.nodes.slice(0, 4).map(n => n.html.slice(0, 160) + ' ' + (n.any[0] || {message: ''}).message)
            }))};
}"""


def scenario(lang: str) -> list[str]:
    """The cells of the page: every widget in a state that shows its colours."""
    return [
        "from tarot_learn.widgets import GameTable, ExerciseWidget, Practice, EcartBuilder\n"
        "from tarot_learn.display.progress import progress_html\n"
        "from tarot_learn.display.skills import SkillBar, skills_svg\n"
        "from IPython.display import HTML, display",
        "from tarot_learn.contracts import Contract\n"
        f"table = GameTable(players=4, seed=7, seat=0, lang={lang!r})\n"
        "table.bid(Contract.GARDE_SANS)\ntable.decide_slam(False)\ntable.show_legal.value = True\ntable",
        f"exercise = ExerciseWidget('play-follow-2', lang={lang!r}, learner='axe')\n"
        "exercise.card_buttons.select(next(iter(exercise.card_buttons.buttons)))\nexercise",
        f"Practice(lang={lang!r}, learner='axe')",
        f"EcartBuilder(players=4, seed=3, lang={lang!r})",
        "display(HTML(progress_html(3, 10, 'Progress')))\n"
        "skills_svg([SkillBar('A', 0.4, False), SkillBar('B', 1.0, True)], 'Skills')",
    ]


GROWN_HEIGHT = """() => Math.max(...[...document.querySelectorAll('*')].map(e => e.scrollHeight))"""


def grow_to_content(page: Page) -> None:
    """A viewport as tall as the tallest scrolling box: every output is on screen, none scrolled away."""
    height = page.evaluate(GROWN_HEIGHT)
    page.set_viewport_size({"width": 1280, "height": min(int(height) + 100, 16_000)})
    page.wait_for_timeout(300)


def blocking_findings(page: Page, where: str) -> tuple[int, list[str]]:
    """Grow the page to its content, run axe with every WCAG A/AA rule; the colour-contrast nodes
    examined, and the serious or critical findings in words."""
    grow_to_content(page)
    page.add_script_tag(path=str(AXE))
    found = page.evaluate(AXE_RUN, WCAG_AA)
    blocking = [v for v in found["violations"] if v["impact"] in BLOCKING_IMPACTS]
    print(f"\naxe ({where}): colour contrast examined {found['examined']} nodes; findings {len(blocking)}")
    return found["examined"], [f"{v['impact']} {v['id']} ×{v['count']}: {v['help']} {v['nodes']}" for v in blocking]


def test_every_notebook_is_found():
    folders = {path.split("/")[0] + "/" + path.split("/")[1] for path in NOTEBOOKS}
    assert folders == {"notebooks/fr", "notebooks/en", "exercises/fr", "exercises/en"}


@pytest.mark.parametrize("path", NOTEBOOKS)
def test_notebook_on_screen_passes_axe_offline_and_shows_no_repr(lab, served, page: Page, path):
    """A lesson or exercise notebook as Voilà shows it (its text and its outputs, run) with the package's
    offline template, beside the original (its links and files): on screen, axe examines its text and
    pictures; none shows a Python repr; nothing is asked of another machine."""
    notebook = nbformat.read(served / path, as_version=4)
    notebook.metadata["voila"] = {"template": "tarot"}
    shown = Path(path).with_name(f"voila_{Path(path).name}").as_posix()
    nbformat.write(notebook, served / shown)
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto(f"{lab.url}/voila/render/{shown}", timeout=KERNEL_TIMEOUT_MS)
    page.locator(".jp-RenderedMarkdown").first.wait_for(timeout=KERNEL_TIMEOUT_MS)
    assert_no_errors(page, path)
    page.wait_for_timeout(1_000)  # the last widgets' styles

    outputs = page.locator(".jp-OutputArea-output").all_inner_texts()
    reprs = [text[:300] for text in outputs if RAW_REPR.search(text)]
    assert not reprs, f"{path}: an output shows a Python repr:\n" + "\n---\n".join(reprs)

    examined, blocking = blocking_findings(page, path)
    if blocking:
        screenshot(page, f"axe-{path.replace('/', '_')}")
    assert examined > 20, f"{path}: axe examined only {examined} nodes for contrast: the page is not seen"
    assert not blocking, f"{path}: accessibility violations:\n" + "\n".join(blocking)

    remote = sorted({url for url in requests if leaves_the_machine(url)})
    assert not remote, f"{path}: the page asked servers outside this machine: {remote}"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_widgets_on_screen_pass_axe_wcag22_aa(lab, served, page: Page, lang):
    name = f"axe_widgets_{lang}.ipynb"
    path = write_notebook(served / "scenarios" / name, *scenario(lang))
    notebook = nbformat.read(path, as_version=4)
    notebook.metadata["voila"] = {"template": "tarot"}
    nbformat.write(notebook, path)

    page.goto(f"{lab.url}/voila/render/scenarios/{name}", timeout=KERNEL_TIMEOUT_MS)
    page.locator(".jp-OutputArea-output svg").last.wait_for(timeout=KERNEL_TIMEOUT_MS)
    page.locator("button.jupyter-button").first.wait_for(timeout=KERNEL_TIMEOUT_MS)
    assert_no_errors(page, name)
    page.wait_for_timeout(1_000)  # the last widgets' styles
    examined, blocking = blocking_findings(page, lang)
    screenshot(page, f"axe-on-screen-{lang}")
    assert examined > 50, f"axe examined only {examined} nodes for contrast: the outputs are not seen"
    assert not blocking, "\n".join(blocking)


FOCUSED_OUTLINE = """() => {
    const element = document.activeElement;
    const style = getComputedStyle(element);
    return {tag: element.tagName, text: element.textContent.trim(), style: style.outlineStyle,
            width: parseFloat(style.outlineWidth), colour: style.outlineColor};
}"""


def luminance(rgb: str) -> float:
    channels = [int(part) / 255 for part in rgb[rgb.index("(") + 1 : rgb.index(")")].split(",")[:3]]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(first: str, second: str) -> float:
    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.mark.parametrize("lang", ["fr"])
def test_focus_ring_is_2px_at_3_to_1(lab, served, page: Page, lang):
    """Tab through the widgets: every button and box that takes the focus shows a ring 2 px wide or
    more, at 3:1 or more against the white page (WCAG 2.2, 2.4.13 and 1.4.11)."""
    name = f"focus_ring_{lang}.ipynb"
    write_notebook(served / "scenarios" / name, *scenario(lang))
    page.goto(f"{lab.url}/voila/render/scenarios/{name}", timeout=KERNEL_TIMEOUT_MS)
    page.locator(".jp-OutputArea-output svg").last.wait_for(timeout=KERNEL_TIMEOUT_MS)
    page.wait_for_timeout(1_000)
    seen, weak = 0, []
    for _press in range(40):
        page.keyboard.press("Tab")
        ring = page.evaluate(FOCUSED_OUTLINE)
        if ring["tag"] not in ("BUTTON", "INPUT"):
            continue
        seen += 1
        if ring["style"] == "none" or ring["width"] < 2 or contrast(ring["colour"], "rgb(255, 255, 255)") < 3:
            weak.append(f"{ring['tag']} {ring['text']!r}: {ring['style']} {ring['width']} px {ring['colour']}")
    screenshot(page, f"focus-ring-{lang}")
    print(f"\nfocus ring ({lang}): {seen - len(weak)}/{seen} controls with a ring of 2 px at 3:1")
    assert seen >= 20, f"only {seen} controls took the focus"
    assert not weak, f"{len(weak)}/{seen} focus rings too thin or too pale:\n" + "\n".join(weak[:10])
