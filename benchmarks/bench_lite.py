"""The JupyterLite site (``make lite``) in a Chromium that cannot leave this machine: which
notebooks run fully (Run All, no traceback, every widget drawn), the cold load of each to an
idle kernel, and its Run All time.

    make lite && PYTHONPATH=tests/browser .venv/bin/python -m benchmarks.bench_lite [--lang en] [NOTEBOOK ...]

Prints one line per notebook and the site's size. Each notebook is opened in a fresh browser
context (a cold start: no cache, a new kernel). The machines are shared: compare figures of one run.
"""

from __future__ import annotations

import argparse
import sys
import time

from chromium import CHROMIUM, browser_missing
from learner import CURRENT_NOTEBOOK, KERNEL_TIMEOUT_MS, accept_kernel_choice, assert_no_errors, run_all
from lite_site import OFFLINE_ARGS, SITE, outside_this_machine, static_site
from playwright.sync_api import sync_playwright


def open_to_idle(page, url: str, path: str) -> float:
    start = time.monotonic()
    page.goto(f"{url}/lab/index.html?path={path}")
    page.locator(CURRENT_NOTEBOOK).wait_for(timeout=KERNEL_TIMEOUT_MS)
    idle = page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']")
    while not (idle.count() and not page.locator(".jp-Dialog").count()):
        accept_kernel_choice(page)
        time.sleep(0.3)
    return time.monotonic() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lang", choices=("fr", "en"), help="only this language's notebooks")
    parser.add_argument("notebooks", nargs="*", help="paths inside the site (default: every notebook)")
    args = parser.parse_args()
    if browser_missing():
        sys.exit(browser_missing())
    files = SITE / "files"
    paths = args.notebooks or [
        path.relative_to(files).as_posix()
        for folder in ("notebooks", "exercises")
        for lang in ((args.lang,) if args.lang else ("fr", "en"))
        for path in sorted((files / folder / lang).glob("*.ipynb"))
    ]
    size = sum(path.stat().st_size for path in SITE.rglob("*") if path.is_file())
    print(f"site: {SITE} — {size / 1e6:.1f} MB")
    with static_site(SITE) as site, sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=OFFLINE_ARGS)
        for path in paths:
            context = chromium.new_context(viewport={"width": 1280, "height": 1800})
            requested: list[str] = []
            context.on("request", lambda request, seen=requested: seen.append(request.url))
            page = context.new_page()
            try:
                load = open_to_idle(page, site.url, path)
                start = time.monotonic()
                run_all(page)
                assert_no_errors(page, path)
                verdict = f"runs fully  load {load:5.1f} s  run all {time.monotonic() - start:5.1f} s"
            except Exception as error:  # a benchmark reports every notebook, whatever one of them does
                verdict = f"FAILS: {str(error).splitlines()[0][:150]}"
            leaving = outside_this_machine(requested)
            print(f"{path:50} {verdict}" + (f"  LEFT THE MACHINE: {leaving[:3]}" if leaving else ""), flush=True)
            context.close()
        chromium.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
