"""The reference site (``make docs``, docs/conf.py) builds with warnings as errors, every link inside it leads
somewhere, every public name has its entry, and every lesson and exercise notebook is a page with its launch links.

The site is built once per test run into build/docs, where ``make docs`` puts it and where the browser test
(tests/browser/test_reference_site.py) opens it. The lessons' outputs are cached in build/jupyter_cache: a rebuild
runs only the notebooks whose code changed (a clean checkout runs them all: 80 s of CPU, four to six minutes on two
cores shared with other work).
"""

from __future__ import annotations

import fcntl
import importlib
import inspect
import os
import re
import shutil
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit

import pytest

pytestmark = pytest.mark.docs

REPO = next(folder for folder in Path(__file__).resolve().parents if (folder / "pyproject.toml").is_file())
SITE = REPO / "build" / "docs"
BUILD_COMMAND = [sys.executable, "-m", "sphinx", "-E", "-W", "--keep-going", "-b", "html", "-c", "docs", "-q"]
DOCTREES = REPO / "build" / "docs_doctrees"  # as make docs: outside the site, which Pages publishes whole
# The packages the reference documents (docs/api/): each public name of each has an entry.
PACKAGES = ["tarot_learn", *(f"tarot_learn.{name}" for name in ("strategy", "display", "exercises", "widgets"))]
NOTEBOOK_SOURCES = sorted([*REPO.glob("notebooks/*/*.md"), *REPO.glob("exercises/*/*.md")])
BINDER = "https://mybinder.org/v2/gh/tarot-learn/tarot_learn/HEAD"
LITE = "https://tarot-learn.github.io/tarot_learn/lab/index.html"


@pytest.fixture(scope="session")
def site() -> Path:
    """build/docs, built anew once per test run: xdist's workers take turns under a lock, and a worker that finds
    the site built by this run (its PYTEST_XDIST_TESTRUNUID) reads it instead of building it again."""
    run = os.environ.get("PYTEST_XDIST_TESTRUNUID", f"pid-{os.getpid()}")
    stamp = SITE.parent / "docs.test-run"  # which run built build/docs (beside it: Pages publishes the folder whole)
    SITE.parent.mkdir(exist_ok=True)
    with open(SITE.parent / "docs.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (stamp.exists() and stamp.read_text() == run):
            stamp.unlink(missing_ok=True)
            shutil.rmtree(SITE, ignore_errors=True)  # no page of a deleted source may stay to answer a link
            command = [*BUILD_COMMAND, "-d", str(DOCTREES), ".", str(SITE)]
            built = subprocess.run(command, cwd=REPO, capture_output=True, text=True)
            warnings = "\n".join(line for line in built.stderr.splitlines() if "IPKernelApp" not in line)
            assert built.returncode == 0, f"the site does not build with warnings as errors:\n{warnings}"
            stamp.write_text(run)
    return SITE


class _Page(HTMLParser):
    """The ids of a page and the links (href, src) it holds."""

    def __init__(self):
        super().__init__()
        self.ids: set[str] = set()
        self.links: list[str] = []

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name == "id" and value:
                self.ids.add(value)
            if name in ("href", "src") and value is not None:
                self.links.append(value)


def read_page(path: Path) -> _Page:
    page = _Page()
    page.feed(path.read_text(encoding="utf-8"))
    return page


def pages(site: Path) -> list[Path]:
    return sorted(path for path in site.rglob("*.html") if "_sources" not in path.parts)


def test_every_internal_link_resolves(site):
    """Every link that stays in the site (no scheme) leads to a file of the build, and to an id of the page when it
    names one: a lesson's link to its exercises, CONTRIBUTING's to RULES.md, the reference's to its entries."""
    ids = {}
    broken = []
    for path in pages(site):
        for link in read_page(path).links:
            parts = urlsplit(link)
            if parts.scheme or parts.netloc or link.startswith("#") and not parts.fragment:
                continue  # another site, a data: URL, or the page's own top
            target = (path.parent / unquote(parts.path)).resolve() if parts.path else path
            if not target.is_file() or site.resolve() not in target.parents:
                broken.append(f"{path.relative_to(site)}: {link}")
                continue
            if parts.fragment and target.suffix == ".html":
                if target not in ids:
                    ids[target] = read_page(target).ids
                if unquote(parts.fragment) not in ids[target]:
                    broken.append(f"{path.relative_to(site)}: {link} (no such id)")
    assert not broken, "links that lead nowhere:\n" + "\n".join(broken)


def public_names(package) -> list[str]:
    """A package's ``__all__``, else the names it re-exports (its public attributes that are not modules)."""
    if hasattr(package, "__all__"):
        return list(package.__all__)
    return [name for name, value in vars(package).items() if not name.startswith("_") and not inspect.ismodule(value)]


@pytest.mark.parametrize("package", PACKAGES)
def test_every_public_name_has_a_reference_entry(site, package):
    """The API reference's page of each package has an entry (an anchor ``package.NAME``) for each public name."""
    module = importlib.import_module(package)
    page = site / "docs" / "api" / f"{package.removeprefix('tarot_learn.')}.html"
    entries = read_page(page).ids
    missing = [name for name in public_names(module) if f"{package}.{name}" not in entries]
    assert public_names(module), f"{package} publishes nothing"
    assert not missing, f"{page.relative_to(site)} has no entry for {missing}"


def launch_targets(page: _Page) -> dict[str, str]:
    """The notebook each launch link opens: {"binder": labpath, "lite": path}."""
    targets = {}
    for link in page.links:
        query = parse_qs(urlsplit(link).query)
        if link.startswith(BINDER + "?"):
            targets["binder"] = query["labpath"][0]
        elif link.startswith(LITE + "?"):
            targets["lite"] = query["path"][0]
    return targets


@pytest.mark.parametrize("source", NOTEBOOK_SOURCES, ids=lambda path: str(path.relative_to(REPO)))
def test_every_notebook_is_a_page_with_its_launch_links(site, source):
    """Each lesson and exercise notebook is a page in its language, with its outputs (it ran) and the links that
    open its own .ipynb on Binder and in JupyterLite."""
    relative = source.relative_to(REPO)
    html = site / relative.with_suffix(".html")
    text = html.read_text(encoding="utf-8")
    notebook = relative.with_suffix(".ipynb").as_posix()
    assert launch_targets(read_page(html)) == {"binder": notebook, "lite": notebook}
    assert re.search(r'<html lang="(\w+)"', text).group(1) == relative.parts[1]
    assert 'class="cell_output' in text, f"{relative}: no cell output, the notebook did not run"


def test_lessons_show_their_figures(site):
    """The figures of lesson 09 (the statistics' charts, drawn by matplotlib) are in its pages, in each language."""
    for page in ("notebooks/en/09_statistics.html", "notebooks/fr/09_statistiques.html"):
        outputs = (site / page).read_text(encoding="utf-8").split('class="cell_output')[1:]
        assert any("<img" in output for output in outputs), f"{page}: no figure among its outputs"
