"""Binder's environment, rebuilt without Docker.

A fresh venv gets what Binder's base image brings (JupyterLab 4.4, ipywidgets 8.1.7), then
exactly what Binder does with ``binder/``: ``pip install -r binder/requirements.txt`` from the
repository's root, ``binder/postBuild`` with a clean HOME, and JupyterLab started through
``binder/start``. Then: ``pip check``, the lessons under nbval with that venv's Python, one
lesson used in a real browser, and ``repo2docker --no-build`` must accept the configuration.

It needs PyPI (or the machine's package mirror) and takes two to three minutes; run it alone
with ``pytest -m binder``, leave it out with ``-m "not binder"``.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

pytestmark = [pytest.mark.binder, pytest.mark.xdist_group("binder")]

REPO = Path(__file__).resolve().parents[1]
BROWSER_HELPERS = Path(__file__).parent / "browser"
BINDER_BASE = ["jupyterlab==4.4.*", "ipywidgets==8.1.7"]  # what Binder's base image brings
TEST_TOOLS = ["pytest", "nbval"]  # installed after `pip check`: Binder itself has neither
INSTALL_TIMEOUT_S = 600
NBVAL_TIMEOUT_S = 600


@dataclass(frozen=True)
class BinderEnv:
    venv: Path
    home: Path
    pip_check: subprocess.CompletedProcess

    @property
    def bin(self) -> Path:
        return self.venv / "bin"

    def environ(self) -> dict[str, str]:
        """What a process of the Binder image sees: its Python first, a clean HOME."""
        env = {key: value for key, value in os.environ.items() if not key.startswith(("JUPYTER", "VIRTUAL_ENV"))}
        env.update(HOME=str(self.home), NB_PYTHON_PREFIX=str(self.venv), PATH=f"{self.bin}{os.pathsep}{env['PATH']}")
        return env


def run(command, *, env=None, cwd=REPO, timeout=INSTALL_TIMEOUT_S, check=True) -> subprocess.CompletedProcess:
    """Run a command; on failure, fail the test with the end of what it printed."""
    done = subprocess.run(
        [str(part) for part in command], cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout
    )
    if check and done.returncode != 0:
        pytest.fail(f"{' '.join(map(str, command))} failed ({done.returncode}):\n{(done.stdout + done.stderr)[-4000:]}")
    return done


@pytest.fixture(scope="module")
def binder_env(tmp_path_factory) -> BinderEnv:
    if not (REPO / "binder" / "requirements.txt").exists():
        pytest.fail("binder/requirements.txt is missing: Binder would not install tarot_learn")
    root = tmp_path_factory.mktemp("binder")
    venv, home = root / "venv", root / "home"
    home.mkdir()
    run([sys.executable, "-m", "venv", venv])
    env = BinderEnv(venv, home, subprocess.CompletedProcess((), 0))
    pip = [env.bin / "python", "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
    run([*pip, *BINDER_BASE], env=env.environ())
    run([*pip, "-r", "binder/requirements.txt"], env=env.environ())  # from the root, as repo2docker does
    if (REPO / "binder" / "postBuild").exists():
        run(["bash", REPO / "binder" / "postBuild"], env=env.environ())
    checked = run([env.bin / "python", "-m", "pip", "check"], env=env.environ(), check=False)
    run([*pip, *TEST_TOOLS, "jupyter-repo2docker"], env=env.environ())
    return BinderEnv(venv, home, checked)


def test_pip_check_finds_no_conflict(binder_env):
    assert binder_env.pip_check.returncode == 0, binder_env.pip_check.stdout + binder_env.pip_check.stderr


def test_versions_and_package(binder_env):
    """The venv holds the base image's versions and a copy of tarot_learn (not the working tree)."""
    probe = (
        "import json, ipywidgets, jupyterlab, sys, tarot_learn;"
        "print(json.dumps([ipywidgets.__version__, jupyterlab.__version__, tarot_learn.__file__, sys.version]))"
    )
    found = run([binder_env.bin / "python", "-c", probe], cwd=binder_env.home)  # not the repo: it would shadow
    widgets, lab, package, python = json.loads(found.stdout)
    assert widgets == "8.1.7" and lab.startswith("4.4.")
    assert Path(package).is_relative_to(binder_env.venv), package
    runtime = (REPO / "binder" / "runtime.txt").read_text().strip()
    assert runtime.startswith("python-3.") and int(runtime.split(".")[1]) >= 11, runtime
    assert python.startswith(runtime.removeprefix("python-")), f"this machine's Python {python} is not {runtime}"


def test_postbuild_silences_the_news_toast(binder_env):
    overrides = binder_env.venv / "share" / "jupyter" / "lab" / "settings" / "overrides.json"
    settings = json.loads(overrides.read_text())["@jupyterlab/apputils-extension:notification"]
    assert settings["fetchNews"] == "false" and settings["checkForUpdates"] is False


def test_lessons_run_under_nbval(binder_env, tmp_path):
    """Every lesson runs with the Binder venv's Python and kernel (a copy: nbval may write)."""
    lessons = tmp_path / "notebooks"
    shutil.copytree(REPO / "notebooks", lessons)
    done = run(
        [binder_env.bin / "python", "-m", "pytest", "--nbval-lax", "-p", "no:cacheprovider", "-q", lessons],
        env=binder_env.environ(),
        cwd=tmp_path,
        timeout=NBVAL_TIMEOUT_S,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-4000:]
    assert " passed" in done.stdout and "failed" not in done.stdout


def test_a_lesson_in_a_real_browser(binder_env, tmp_path):
    """Lesson 05 opened in the Binder venv's JupyterLab, started through binder/start: the
    trick trainer refuses an illegal card with the rule's sentence."""
    sys.path.insert(0, str(BROWSER_HELPERS))
    from chromium import CHROMIUM, CHROMIUM_ARGS, need_browser

    need_browser()
    from jupyter_servers import jupyter_lab
    from learner import card_button, find_notebook, open_and_run, screenshot, widget_titled
    from playwright.sync_api import expect, sync_playwright

    from tarot_learn import i18n, legal_cards
    from tarot_learn.play import explain_play
    from tarot_learn.widgets import TrickTrainer

    served = tmp_path / "served"
    shutil.copytree(REPO / "notebooks", served / "notebooks")
    start = ("bash", str(REPO / "binder" / "start")) if (REPO / "binder" / "start").exists() else ()
    lang = "fr"
    position = TrickTrainer(players=4, seed=11, lang=lang).position  # as lesson 05 builds it
    illegal = next(card for card in position.hand if card not in legal_cards(position.hand, position.trick))
    refusal = explain_play(illegal, position.hand, position.trick, lang=lang).explain(lang)
    with jupyter_lab(served, tmp_path / "lab-state", binder_env.bin, launcher=start) as lab, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 1800})
            open_and_run(page, lab.url, find_notebook(served, "notebooks", lang, "05"))
            trainer = widget_titled(page, i18n.text("widgets.trick.title", lang))
            card_button(trainer, illegal.text(lang)).click()
            expect(trainer.locator("[role='status']")).to_contain_text(refusal)
            screenshot(page, "binder_trick_trainer", trainer)
        finally:
            browser.close()


def test_voila_renders_an_app_offline_on_binders_route(binder_env, tmp_path):
    """Binder's ``?urlpath=voila/render/apps/…``: Jupyter Server with Voilà's server extension,
    both installed by binder/requirements.txt, renders the game table app with the template the
    package installs and the app asks for, and the page asks nothing of a server outside this
    machine (no CDN fonts, no CDN MathJax). Binder's own proxy in front cannot be run here."""
    sys.path.insert(0, str(BROWSER_HELPERS))
    from chromium import CHROMIUM, CHROMIUM_ARGS, need_browser

    need_browser()
    from jupyter_servers import jupyter_lab
    from learner import KERNEL_TIMEOUT_MS, assert_no_errors, leaves_the_machine, screenshot, widget_titled
    from playwright.sync_api import sync_playwright

    from tarot_learn import i18n

    installed = binder_env.venv / "share" / "jupyter" / "voila" / "templates" / "tarot" / "index.html.j2"
    assert installed.is_file(), "the wheel did not install Voilà's offline template"
    # No environment-wide default (etc/jupyter/voila.json): the app asks for the template in its own metadata.
    assert not (binder_env.venv / "etc" / "jupyter" / "voila.json").exists()
    app = json.loads((REPO / "apps" / "game_table_fr.ipynb").read_text(encoding="utf-8"))
    assert app["metadata"]["voila"] == {"template": "tarot"}
    served = tmp_path / "served"
    shutil.copytree(REPO / "apps", served / "apps")
    start = ("bash", str(REPO / "binder" / "start")) if (REPO / "binder" / "start").exists() else ()
    with jupyter_lab(served, tmp_path / "lab-state", binder_env.bin, launcher=start) as lab, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 1800})
            requests: list[str] = []
            page.on("request", lambda request: requests.append(request.url))
            page.goto(f"{lab.url}/voila/render/apps/game_table_fr.ipynb", timeout=KERNEL_TIMEOUT_MS)
            table = widget_titled(page, i18n.text("table.title", "fr"))
            assert_no_errors(page, "Binder's Voilà route")
            screenshot(page, "binder_voila_game_table", table)
        finally:
            browser.close()
    remote = sorted({url for url in requests if leaves_the_machine(url)})
    assert not remote, f"Binder's Voilà page asked servers outside this machine: {remote}"


def test_repo2docker_accepts_the_configuration(binder_env):
    """``repo2docker --no-build`` writes the Dockerfile Binder would build: Python from
    runtime.txt, binder/requirements.txt, postBuild, and binder/start as the entry point."""
    done = run([binder_env.bin / "repo2docker", "--no-build", "--debug", "."], env=binder_env.environ(), timeout=120)
    dockerfile = done.stdout + done.stderr
    runtime = (REPO / "binder" / "runtime.txt").read_text().strip().removeprefix("python-")
    assert f"python={runtime}" in dockerfile
    assert 'pip install --no-cache-dir -r "binder/requirements.txt"' in dockerfile
    if (REPO / "binder" / "postBuild").exists():
        assert "./binder/postBuild" in dockerfile
    if (REPO / "binder" / "start").exists():
        assert 'R2D_ENTRYPOINT="${REPO_DIR}/binder/start"' in dockerfile
