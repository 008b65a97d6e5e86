"""A Voilà app tells the browser its language (issue 35, RGAA 8.3): a French app's page is
``<html lang="fr">``, an English one's ``lang="en"`` — so that a screen reader reads French words
with a French voice. The tarot template takes it from the notebook's ``tarot_learn.lang`` metadata."""

from __future__ import annotations

import pytest
from learner import KERNEL_TIMEOUT_MS
from playwright.sync_api import Page


@pytest.mark.parametrize("app", ["game_table", "exercises", "class_view"])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_voila_app_page_has_its_language(voila_apps, page: Page, app, lang):
    page.goto(f"{voila_apps.url}/voila/render/{app}_{lang}.ipynb", timeout=KERNEL_TIMEOUT_MS)
    page.locator(".widget-vbox").first.wait_for(timeout=KERNEL_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.lang") == lang
