"""The reference site (``make docs``, or the docs test that builds it into build/docs) in Chromium: lesson 09 in
each language shows its figures and the links that open it on Binder and in JupyterLite.

The site is served as plain static files, as GitHub Pages serves it, to a Chromium that cannot leave this machine:
the page must show its figures without the internet (they are in the page, not fetched).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from chromium import under_ci
from learner import screenshot
from lite_site import static_site
from playwright.sync_api import expect

SITE = Path(__file__).resolve().parents[2] / "build" / "docs"
LESSONS = {"en": "notebooks/en/09_statistics", "fr": "notebooks/fr/09_statistiques"}
BINDER = "https://mybinder.org/v2/gh/tarot-learn/tarot_learn/HEAD?labpath="
LITE = "https://tarot-learn.github.io/tarot_learn/lab/index.html?path="


@pytest.fixture(scope="module")
def docs_site():
    if not (SITE / "docs" / "index.html").exists():
        message = f"the reference site is not built ({SITE}): run `make docs` first"
        pytest.fail(message) if under_ci() else pytest.skip(message)
    with static_site(SITE) as site:
        yield site


@pytest.mark.parametrize("lang", LESSONS)
def test_lesson_page_shows_its_figure_and_launch_links(offline_browser, docs_site, lang):
    lesson = LESSONS[lang]
    context = offline_browser.new_context(viewport={"width": 1280, "height": 1800})
    tab = context.new_page()
    try:
        tab.goto(f"{docs_site.url}/{lesson}.html")
        assert tab.locator("html").get_attribute("lang") == lang
        figure = tab.locator(".cell_output img").first
        figure.scroll_into_view_if_needed()
        expect(figure).to_be_visible()
        assert figure.evaluate("image => image.complete && image.naturalWidth > 0"), "the figure does not load"
        links = tab.locator("div.launch-links a")
        expect(links).to_have_count(2)
        expect(links.nth(0)).to_be_visible()
        assert links.nth(0).get_attribute("href") == f"{BINDER}{lesson}.ipynb"
        assert links.nth(1).get_attribute("href") == f"{LITE}{lesson}.ipynb"
        screenshot(tab, f"docs-lesson-09-{lang}")
    finally:
        context.close()
