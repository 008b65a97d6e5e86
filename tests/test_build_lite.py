"""tools/build_lite.py's own logic, without building: the lock's pruning follows dependencies,
and the check of a built site refuses what once broke it (Pyodide from a CDN, the PyPI
fallback on, a wheel missing). The build itself is tested by tests/browser/test_lite_site.py."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

TOOL = Path(__file__).resolve().parents[1] / "tools" / "build_lite.py"
spec = importlib.util.spec_from_file_location("build_lite", TOOL)
build_lite = importlib.util.module_from_spec(spec)
spec.loader.exec_module(build_lite)

NOTEBOOK = Path("notebooks/en/00_welcome.ipynb")


def test_the_closure_follows_dependencies_whatever_their_spelling():
    packages = {
        "ipython": {"depends": ["prompt_toolkit", "traitlets"]},
        "prompt-toolkit": {"depends": ["wcwidth"]},
        "traitlets": {"depends": []},
        "wcwidth": {"depends": []},
        "numpy": {"depends": []},
    }
    assert build_lite.closure(packages, ["IPython"]) == ["ipython", "prompt-toolkit", "traitlets", "wcwidth"]


def good_site(root: Path) -> Path:
    """The smallest site that passes the check: its config, one wheel and its lock, one notebook."""
    pyodide = root / "static" / "pyodide"
    pyodide.mkdir(parents=True)
    packages = {}
    for name in ("tarot-learn", "ipywidgets", "comm"):
        wheel = pyodide / f"{name.replace('-', '_')}-1.0-py3-none-any.whl"
        wheel.write_bytes(name.encode())
        packages[name] = {"file_name": wheel.name, "sha256": build_lite.sha256(wheel)}
    (pyodide / "pyodide-lock.json").write_text(json.dumps({"packages": packages}))
    settings = {"pyodideUrl": "./static/pyodide/pyodide.mjs", "disablePyPIFallback": True}
    config = {"jupyter-config-data": {"litePluginSettings": {build_lite.KERNEL_PLUGIN: settings}}}
    (root / "jupyter-lite.json").write_text(json.dumps(config))
    (root / "files" / NOTEBOOK).parent.mkdir(parents=True)
    (root / "files" / NOTEBOOK).write_text("{}")
    return root


def test_a_good_site_passes(tmp_path):
    build_lite.check_site(good_site(tmp_path), [NOTEBOOK])


def without_setting(name):
    def change(site: Path):
        path = site / "jupyter-lite.json"
        config = json.loads(path.read_text())
        del config["jupyter-config-data"]["litePluginSettings"][build_lite.KERNEL_PLUGIN][name]
        path.write_text(json.dumps(config))

    return change


def changed_wheel(site: Path):
    (site / "static" / "pyodide" / "comm-1.0-py3-none-any.whl").write_bytes(b"another")


def source_map(site: Path):
    (site / "static" / "main.js.map").write_text("{}")


@pytest.mark.parametrize(
    ("breakage", "complaint"),
    [
        (without_setting("pyodideUrl"), "CDN"),
        (without_setting("disablePyPIFallback"), "PyPI"),
        (changed_wheel, "comm-1.0"),
        (lambda site: (site / "files" / NOTEBOOK).unlink(), "notebooks missing"),
        (lambda site: (site / "notebooks").mkdir(), "JupyterLab only"),
        (source_map, "source maps"),
    ],
)
def test_a_broken_site_is_refused(tmp_path, breakage, complaint):
    site = good_site(tmp_path)
    breakage(site)
    with pytest.raises(build_lite.BuildError, match=complaint):
        build_lite.check_site(site, [NOTEBOOK])
