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
    for name in build_lite.SITE_PACKAGES:
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


def fake_wheel(folder: Path, name: str, version: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    wheel = folder / f"{name.replace('-', '_')}-{version}-py3-none-any.whl"
    wheel.write_bytes(f"{name} {version}".encode())
    return wheel


LOCK = {  # a distribution's lock, in miniature: the kernel's packages, matplotlib, and one more
    "micropip": [],
    "ipython": ["traitlets"],
    "traitlets": [],
    "jedi": ["parso"],
    "parso": [],
    "matplotlib": ["numpy"],
    "numpy": [],
    "scipy": ["numpy"],
    "typing-extensions": [],
}


def distribution(folder: Path, *, with_files: bool) -> Path:
    packages = {}
    for name, depends in LOCK.items():
        wheel = fake_wheel(folder, name, "1.0") if with_files else folder / f"{name}-1.0-py3-none-any.whl"
        packages[name] = {
            "name": name,
            "version": "1.0",
            "file_name": wheel.name,
            "sha256": "from-the-lock",
            "depends": depends,
            "imports": [name],
        }
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "pyodide-lock.json").write_text(json.dumps({"info": {}, "packages": packages}))
    return folder


@pytest.fixture
def downloads(tmp_path, monkeypatch):
    """pip and the package's own wheel, faked: the names asked for are recorded."""
    asked = []

    def pip_download(name, version):
        asked.append(name)
        return fake_wheel(tmp_path / "index", name, version)

    monkeypatch.setattr(build_lite, "pip_download", pip_download)
    monkeypatch.setattr(build_lite, "own_wheel", lambda: fake_wheel(tmp_path / "own", "tarot_learn", "0.1.0"))
    return asked


def test_core_pyodide_gets_the_kernels_wheels_from_the_index(tmp_path, downloads):
    pyodide = distribution(tmp_path / "core", with_files=False)
    served = build_lite.serve_packages(pyodide, build_lite.KERNEL_PACKAGES)
    kernel = ["anywidget", "comm", "fsrs", "ipython", "ipywidgets", "jedi", "micropip", "parso", "psygnal"]
    assert served == [*kernel, "tarot-learn", "traitlets", "typing-extensions"]
    assert sorted(downloads) == [*kernel, "traitlets", "typing-extensions"]
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())["packages"]
    assert lock["tarot-learn"]["depends"] == ["ipywidgets", "fsrs", "anywidget"]  # no matplotlib: figures say so
    assert lock["anywidget"]["depends"] == ["ipywidgets", "psygnal", "typing-extensions"]  # the live region
    assert lock["fsrs"]["depends"] == ["typing-extensions"]  # the practice's reviews, pure Python
    for entry in lock.values():
        assert build_lite.sha256(pyodide / entry["file_name"]) == entry["sha256"]


def test_full_pyodide_serves_its_own_wheels_with_matplotlib_and_drops_the_rest(tmp_path, downloads):
    pyodide = distribution(tmp_path / "full", with_files=True)
    build_lite.serve_packages(pyodide, build_lite.KERNEL_PACKAGES + build_lite.FIGURE_PACKAGES)
    assert sorted(downloads) == ["anywidget", "comm", "fsrs", "ipywidgets", "psygnal"]  # the rest ships with it
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())["packages"]
    assert lock["tarot-learn"]["depends"] == ["ipywidgets", "fsrs", "anywidget", "matplotlib"]
    assert lock["numpy"]["sha256"] == "from-the-lock"
    assert "scipy" not in lock and not (pyodide / "scipy-1.0-py3-none-any.whl").exists()
