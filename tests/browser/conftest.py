"""Fixtures of the browser tests: Debian's Chromium driven by Playwright, JupyterLab and Voilà.

Both servers are started once per session on copies of the notebooks (JupyterLab autosaves),
and stopped at the end even when a test fails. Without Chromium or Playwright the tests are
skipped with the command that installs them — except under CI (``CI=true``), where a browser
test that cannot run is a failure.

Every test of this folder gets the ``browser`` marker and one xdist group, so that
``pytest -n 2 --dist loadgroup`` runs them all in one worker, with one JupyterLab and one Chromium.
"""

from __future__ import annotations

import importlib.util
import shutil
import sys
from pathlib import Path

import pytest
from chromium import ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, need_browser, under_ci
from jupyter_servers import jupyter_lab, shut_down_kernels, voila

REPO = Path(__file__).resolve().parents[2]
NOTEBOOK_FOLDERS = ("notebooks", "exercises", "apps")


if importlib.util.find_spec("playwright") is None:
    # The scenarios import Playwright: leave them out, and let test_browser_missing.py say
    # why (a skip with the install command, or a failure under CI).
    collect_ignore = [
        path.name for path in Path(__file__).parent.glob("test_*.py") if path.name != "test_browser_missing.py"
    ]


def pytest_collection_modifyitems(items):
    here = Path(__file__).parent
    for item in items:
        if here in item.path.parents:
            item.add_marker(pytest.mark.browser)
            item.add_marker(pytest.mark.xdist_group("browser"))


@pytest.fixture(scope="session")
def playwright():
    """Playwright, started once: the JupyterLab and the offline JupyterLite browsers share it."""
    need_browser()
    from learner import FEEDBACK_TIMEOUT_MS
    from playwright.sync_api import expect, sync_playwright

    # A kernel on a busy CI machine may take longer than Playwright's 5 s to answer a click.
    expect.set_options(timeout=FEEDBACK_TIMEOUT_MS)
    with sync_playwright() as started:
        yield started


@pytest.fixture(scope="session")
def browser(playwright):
    """A headless Chromium for the whole session."""
    chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
    try:
        yield chromium
    finally:
        chromium.close()


@pytest.fixture(scope="session")
def offline_browser(playwright):
    """A headless Chromium whose every request outside this machine fails (the JupyterLite tests)."""
    from lite_site import OFFLINE_ARGS

    chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=OFFLINE_ARGS)
    try:
        yield chromium
    finally:
        chromium.close()


@pytest.fixture(scope="session")
def lite(offline_browser):
    """The JupyterLite site built by ``make lite``, served by a local static server."""
    from lite_site import SITE, static_site

    if not (SITE / "jupyter-lite.json").exists():
        message = f"the JupyterLite site is not built ({SITE}): run `make lite` first"
        pytest.fail(message) if under_ci() else pytest.skip(message)
    with static_site(SITE) as site:
        yield site


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    if report.when == "call":
        item.failed_call = report.failed  # read by the page fixture: a failure leaves a screenshot
    return report


@pytest.fixture
def page(browser, request):
    """A fresh tab, tall enough to show a whole trainer; a screenshot is kept when the test fails."""
    context = browser.new_context(viewport={"width": 1280, "height": 1800})
    tab = context.new_page()
    try:
        yield tab
    finally:
        if getattr(request.node, "failed_call", False):
            from learner import screenshot

            screenshot(tab, f"FAILED-{request.node.name}")
        context.close()
        if "lab" in request.fixturenames:
            shut_down_kernels(request.getfixturevalue("lab"))


@pytest.fixture(scope="session")
def served(tmp_path_factory) -> Path:
    """A copy of the repository's notebooks (lessons, exercises, apps) that the servers may change,
    with a ``scenarios/`` folder for the notebooks the tests write."""
    root = tmp_path_factory.mktemp("served")
    for folder in NOTEBOOK_FOLDERS:
        if (REPO / folder).is_dir():
            shutil.copytree(REPO / folder, root / folder, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    (root / "scenarios").mkdir()
    return root


@pytest.fixture(scope="session")
def lab(browser, served, tmp_path_factory):
    """JupyterLab on the copy, with this environment's kernel (and Voilà's ``/voila/render/…``)."""
    state = tmp_path_factory.mktemp("lab-state")
    with jupyter_lab(served, state, Path(sys.executable).parent, package_files=True) as server:
        yield server


@pytest.fixture(scope="session")
def voila_apps(browser, served, tmp_path_factory):
    """Voilà serving the copy of ``apps/``."""
    if not (served / "apps").is_dir():
        pytest.fail("apps/ is missing: the Voilà apps live there")
    with voila(served / "apps", tmp_path_factory.mktemp("voila-state"), Path(sys.executable).parent) as server:
        yield server


@pytest.fixture(scope="session", autouse=True)
def _fresh_artifacts():
    """Screenshots of this run only: old ones could be mistaken for new."""
    shutil.rmtree(ARTIFACTS, ignore_errors=True)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
