"""axe-core where the outputs are on screen: each widget in Voilà (whose page is the outputs,
nothing scrolled away in a notebook panel), in French and in English, in the states a learner
sees — a game table at play (cards dimmed), an exercise with a card pressed, a practice set, an
écart being built, a score bar and a skills chart — with every WCAG 2.0, 2.1 and 2.2 A/AA rule,
colour contrast included. A serious or critical finding fails the test.

Inside JupyterLab's scrolling notebook panel axe sees the outputs as off screen (it examined 3
nodes of lesson 08 for contrast): this test is the one that can fail.
"""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from learner import KERNEL_TIMEOUT_MS, assert_no_errors, screenshot, write_notebook
from playwright.sync_api import Page

AXE = Path(__file__).parent / "vendor" / "axe-core" / "axe.min.js"
BLOCKING_IMPACTS = ("serious", "critical")
WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
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
    grow_to_content(page)
    page.add_script_tag(path=str(AXE))
    found = page.evaluate(AXE_RUN, WCAG_AA)
    screenshot(page, f"axe-on-screen-{lang}")
    blocking = [v for v in found["violations"] if v["impact"] in BLOCKING_IMPACTS]
    print(f"\naxe ({lang}): colour contrast examined {found['examined']} nodes; findings {len(blocking)}")
    assert found["examined"] > 50, f"axe examined only {found['examined']} nodes for contrast: the outputs are not seen"
    assert not blocking, "\n".join(f"{v['impact']} {v['id']} ×{v['count']}: {v['help']} {v['nodes']}" for v in blocking)


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
