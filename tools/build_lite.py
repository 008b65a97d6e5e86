"""Build the JupyterLite site: every lesson and exercise notebook, fr and en, running in the
browser with no server (JupyterLab and Python through Pyodide), into ``build/lite/``.

    make lite                  # Pyodide's core from npm: works offline, figures show a sentence instead
    make lite PYODIDE=full     # Pyodide's full distribution (needs the internet): the figures work too

Run it with the Python of ``.venv-lite`` (``tools/lite-requirements.txt``), which the Makefile makes.
The facts this script relies on (check them again when a version below moves):

- Pyodide is served by the site itself, from ``static/pyodide/``, so that no request leaves it;
  the PyPI fallback is off.
- Pyodide's ``pyodide-lock.json`` is pruned to the packages the site serves: what the kernel
  loads as it starts (micropip, IPython, jedi and their dependencies), comm, ipywidgets, fsrs
  (the practice's reviews, with typing-extensions from the lock), anywidget and psygnal (the
  trainers' live region; psygnal's pure-Python wheel, the others being compiled) and tarot_learn — so a cell's
  ``import tarot_learn`` loads them, with no ``%pip`` cell. With the
  core from npm no package ships with Pyodide: their pure-Python wheels come from PyPI at the
  versions of the lock, and the lock is given their sha256.
- A build over an old output once lost the local Pyodide setting (the kernel then went to the
  CDN): the output and the staging folder are always removed first, and the built site is
  checked before the script says it is done.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
OUTPUT = REPO / "build" / "lite"
STAGING = REPO / "build" / "lite-src"  # the JupyterLite project folder ("lite dir") the build reads
CACHE = REPO / "build" / "lite-cache"  # downloads kept between builds: Pyodide, the wheels

PYODIDE_VERSION = "314.0.6"  # the version jupyterlite-pyodide-kernel 0.8.6 expects (checked below)
PYODIDE_PYTHON = "3.14"
PYODIDE_FULL_URL = (
    f"https://github.com/pyodide/pyodide/releases/download/{PYODIDE_VERSION}/pyodide-{PYODIDE_VERSION}.tar.bz2"
)
PYODIDE_CORE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
KERNEL_PACKAGES = ("micropip", "ipython", "jedi")  # the pyodide kernel's worker loads these as it starts
FIGURE_PACKAGES = ("matplotlib",)  # in the full distribution only
PRACTICE_PACKAGES = ("typing-extensions",)  # in Pyodide's lock: what fsrs and anywidget need
# Pure Python, not in Pyodide's lock. anywidget: the trainers' live region (widgets/_live.py).
EXTRA_WHEELS = {"comm": "0.2.3", "ipywidgets": "8.1.9", "fsrs": "6.3.2", "psygnal": "0.16.1", "anywidget": "0.11.0"}
EXTRA_DEPENDS = {  # the browser side of ipywidgets and anywidget comes from Lab (tools/lite-requirements.txt)
    "comm": [],
    "ipywidgets": ["comm", "ipython", "traitlets"],
    "fsrs": ["typing-extensions"],
    "psygnal": [],
    "anywidget": ["ipywidgets", "psygnal", "typing-extensions"],
}
SITE_PACKAGES = ("tarot-learn", "ipywidgets", "comm", "fsrs", "typing-extensions", "anywidget", "psygnal")

NOTEBOOK_FOLDERS = ("notebooks", "exercises")
LANGUAGES = ("fr", "en")
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
LANDING = {
    "fr": ("Leçons en français", "Apprendre le tarot dans le navigateur, sans rien installer."),
    "en": ("Lessons in English", "Learn French Tarot in your browser, with nothing to install."),
}


class BuildError(RuntimeError):
    """The site could not be built, or the built site is not what it must be."""


def log(message: str) -> None:
    print(f"[lite] {message}", flush=True)


# --- Pyodide ------------------------------------------------------------------------------------
def check_kernel_version() -> None:
    """The kernel loads a Pyodide of one version: building with another breaks it at run time."""
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION as expected

    if expected != PYODIDE_VERSION:
        raise BuildError(f"jupyterlite-pyodide-kernel expects Pyodide {expected}, this script pins {PYODIDE_VERSION}")


def fetch_core_pyodide(destination: Path) -> None:
    """Pyodide's core (no packages) from the npm registry, the tarball kept in the cache."""
    tarball = CACHE / f"pyodide-{PYODIDE_VERSION}.tgz"
    if not tarball.exists():
        log(f"npm pack pyodide@{PYODIDE_VERSION}")
        subprocess.run(
            ["npm", "pack", f"pyodide@{PYODIDE_VERSION}", "--pack-destination", str(CACHE)],
            check=True,
            stdout=subprocess.DEVNULL,
        )
    destination.mkdir(parents=True)
    with tarfile.open(tarball) as archive:
        for name in PYODIDE_CORE_FILES:
            member = archive.getmember(f"package/{name}")
            (destination / name).write_bytes(archive.extractfile(member).read())


def fetch_full_pyodide(destination: Path, source: str) -> None:
    """Pyodide's full distribution (its packages built for the browser, matplotlib among them),
    from a URL or a local ``.tar.bz2``; only the files of the packages the site serves are kept
    later (:func:`serve_packages`)."""
    if re.match(r"https?://", source):
        tarball = CACHE / source.rsplit("/", 1)[-1]
        if not tarball.exists():
            log(f"download {source}")
            partial = tarball.with_suffix(".part")
            with urllib.request.urlopen(source) as response, partial.open("wb") as out:
                shutil.copyfileobj(response, out)
            partial.replace(tarball)
    else:
        tarball = Path(source)
    destination.mkdir(parents=True)
    with tarfile.open(tarball) as archive:
        for member in archive.getmembers():
            if member.isfile() and member.name.startswith("pyodide/") and not member.name.endswith(".map"):
                (destination / member.name.removeprefix("pyodide/")).write_bytes(archive.extractfile(member).read())


# --- the packages the site serves ---------------------------------------------------------------
def normalized(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def closure(packages: dict, roots) -> list[str]:
    """The lock's names of ``roots`` and of everything they depend on, in the lock's own terms."""
    by_name = {normalized(key): key for key in packages}
    seen: list[str] = []
    todo = [by_name[normalized(root)] for root in roots]
    while todo:
        key = todo.pop()
        if key not in seen:
            seen.append(key)
            todo.extend(by_name[normalized(depend)] for depend in packages[key]["depends"])
    return sorted(seen)


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def pip_download(name: str, version: str) -> Path:
    """The pure-Python wheel of ``name==version`` for Pyodide's Python, from the package index."""
    folder = CACHE / "wheels"
    prefix = re.sub(r"[-_.]+", "_", name).lower() + "-" + version + "-"
    found = [path for path in folder.glob("*.whl") if path.name.lower().startswith(prefix)]
    if not found:
        subprocess.run(
            [
                sys.executable,
                "-m",
                "pip",
                "download",
                "--quiet",
                "--no-deps",
                "--only-binary=:all:",
                "--platform",  # the pure-Python wheel, never a compiled one (psygnal has both)
                "any",
                "--python-version",
                PYODIDE_PYTHON,
                "--dest",
                str(folder),
                f"{name}=={version}",
            ],
            check=True,
        )
        found = [path for path in folder.glob("*.whl") if path.name.lower().startswith(prefix)]
    if len(found) != 1:
        raise BuildError(f"expected one wheel of {name} {version} in {folder}, found {found}")
    return found[0]


def own_wheel() -> Path:
    """tarot_learn's wheel, built from this checkout."""
    folder = CACHE / "own"
    shutil.rmtree(folder, ignore_errors=True)
    # setuptools copies the package into build/lib and never empties it: a module deleted or renamed
    # since the last build would still ship in the wheel.
    shutil.rmtree(REPO / "build" / "lib", ignore_errors=True)
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "--no-build-isolation",
            "--wheel-dir",
            str(folder),
            str(REPO),
        ],
        check=True,
    )
    (wheel,) = folder.glob("tarot_learn-*.whl")
    return wheel


def lock_entry(wheel: Path, name: str, imports: list[str], depends: list[str]) -> dict:
    return {
        "name": name,
        "version": wheel.name.split("-")[1],
        "file_name": wheel.name,
        "install_dir": "site",
        "sha256": sha256(wheel),
        "package_type": "package",
        "imports": imports,
        "depends": depends,
        "unvendored_tests": False,
    }


def serve_packages(pyodide_dir: Path, roots) -> list[str]:
    """Prune Pyodide's lock to ``roots`` and what they need, put a wheel in the site for each of
    them (the distribution's own when it has one, else the same version from the package index),
    add comm, ipywidgets and tarot_learn, and write the lock back. Returns the names served."""
    lock_path = pyodide_dir / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text())
    served = {}
    for key in closure(lock["packages"], (*roots, *PRACTICE_PACKAGES)):
        entry = dict(lock["packages"][key])
        if not (pyodide_dir / entry["file_name"]).exists():
            wheel = shutil.copy2(pip_download(entry["name"], entry["version"]), pyodide_dir)
            entry.update(file_name=Path(wheel).name, sha256=sha256(Path(wheel)))
        served[key] = entry
    for name, version in EXTRA_WHEELS.items():
        wheel = Path(shutil.copy2(pip_download(name, version), pyodide_dir))
        served[name] = lock_entry(wheel, name, [name], EXTRA_DEPENDS[name])
    wheel = Path(shutil.copy2(own_wheel(), pyodide_dir))
    figures = [name for name in FIGURE_PACKAGES if name in served]
    depends = ["ipywidgets", "fsrs", "anywidget", *figures]
    served["tarot-learn"] = lock_entry(wheel, "tarot_learn", ["tarot_learn"], depends)

    for path in pyodide_dir.iterdir():  # the full distribution's other packages: not served
        if path.suffix in (".whl", ".zip", ".tar") and path.name != "python_stdlib.zip":
            if path.name not in {entry["file_name"] for entry in served.values()}:
                path.unlink()
    lock["packages"] = served
    lock_path.write_text(json.dumps(lock, indent=1, sort_keys=True))
    return sorted(served)


# --- the JupyterLite project ---------------------------------------------------------------------
def notebooks() -> list[Path]:
    """Every lesson and exercise notebook, both languages, relative to the repository."""
    found = [
        path.relative_to(REPO)
        for folder in NOTEBOOK_FOLDERS
        for lang in LANGUAGES
        for path in sorted((REPO / folder / lang).glob("*.ipynb"))
    ]
    if not found:
        raise BuildError("no notebook found under notebooks/ and exercises/")
    return found


def first_lesson(lang: str) -> str:
    return sorted((REPO / "notebooks" / lang).glob("00_*.ipynb"))[0].relative_to(REPO).as_posix()


def stage_project(full: bool) -> list[Path]:
    """The lite dir: the notebooks under ``files/``, Pyodide under ``static/pyodide/``, the config."""
    shutil.rmtree(STAGING, ignore_errors=True)
    files = STAGING / "files"
    copied = notebooks()
    for path in copied:
        (files / path).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(REPO / path, files / path)

    pyodide_dir = STAGING / "static" / "pyodide"
    if full:
        fetch_full_pyodide(pyodide_dir, os.environ.get("PYODIDE_DIST") or PYODIDE_FULL_URL)
    else:
        fetch_core_pyodide(pyodide_dir)
    served = serve_packages(pyodide_dir, KERNEL_PACKAGES + (FIGURE_PACKAGES if full else ()))
    kind = "full" if full else "core"
    log(f"Pyodide {PYODIDE_VERSION} ({kind}), serving {len(served)} packages: {', '.join(served)}")

    (STAGING / "jupyter_lite_config.json").write_text(
        json.dumps(
            {
                "LiteBuildConfig": {
                    "apps": ["lab"],
                    "no_sourcemaps": True,
                    "no_unused_shared_packages": True,
                    "contents": ["files"],
                }
            },
            indent=2,
        )
    )
    (STAGING / "jupyter-lite.json").write_text(
        json.dumps(
            {
                "jupyter-lite-schema-version": 0,
                "jupyter-config-data": {
                    "appName": "tarot_learn",
                    "litePluginSettings": {KERNEL_PLUGIN: {"disablePyPIFallback": True}},
                },
            },
            indent=2,
        )
    )
    return copied


def jupyter_lite_build() -> None:
    jupyter = Path(sys.executable).parent / "jupyter"
    subprocess.run(
        [str(jupyter), "lite", "build", "--lite-dir", str(STAGING), "--output-dir", str(OUTPUT)],
        cwd=STAGING,
        check=True,
    )


def write_landing_page() -> None:
    """The site's front page: one link per language, each opening that language's first lesson.

    It replaces the build's ``index.html``, which only redirects to JupyterLab, but keeps its
    ``jupyter-config-data`` block: JupyterLab finds the site's root and settings by reading the
    ``index.html`` of each folder above it."""
    page = OUTPUT / "index.html"
    config = re.search(r'<script id="jupyter-config-data".*?</script>', page.read_text(encoding="utf-8"), re.S)
    if config is None:
        raise BuildError("the build's index.html has no jupyter-config-data block")
    links = "\n".join(
        f'<li lang="{lang}"><a href="lab/index.html?path={first_lesson(lang)}">{title}</a> — {blurb}</li>'
        for lang, (title, blurb) in LANDING.items()
    )
    page.write_text(
        '<!DOCTYPE html>\n<html lang="fr"><head><meta charset="utf-8"><title>tarot_learn</title>\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"{config.group(0)}\n</head>\n<body><h1>tarot_learn</h1>\n<ul>\n{links}\n</ul></body></html>\n",
        encoding="utf-8",
    )


# --- checking the output ------------------------------------------------------------------------
def check_site(site: Path, copied: list[Path]) -> None:
    """The built site serves Pyodide itself with the PyPI fallback off, every wheel its lock
    names, and every notebook; JupyterLab only, without source maps."""
    config = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"][KERNEL_PLUGIN]
    if kernel.get("pyodideUrl") != "./static/pyodide/pyodide.mjs":
        raise BuildError(f"pyodideUrl is {kernel.get('pyodideUrl')!r}: the kernel would load Pyodide from a CDN")
    if kernel.get("disablePyPIFallback") is not True:
        raise BuildError("disablePyPIFallback is not set: piplite would go to PyPI")
    pyodide_dir = site / "static" / "pyodide"
    lock = json.loads((pyodide_dir / "pyodide-lock.json").read_text())
    for entry in lock["packages"].values():
        wheel = pyodide_dir / entry["file_name"]
        if not wheel.exists() or sha256(wheel) != entry["sha256"]:
            raise BuildError(f"{entry['file_name']} is missing from the site or differs from its lock entry")
    for name in SITE_PACKAGES:
        if name not in lock["packages"]:
            raise BuildError(f"{name} is not in the site's pyodide-lock.json")
    missing = [path.as_posix() for path in copied if not (site / "files" / path).exists()]
    if missing:
        raise BuildError(f"notebooks missing from the site: {missing}")
    for app in ("notebooks", "tree", "repl", "consoles", "edit"):
        if (site / app).exists():
            raise BuildError(f"the site has the {app}/ app: JupyterLab only")
    maps = [path.name for path in site.rglob("*.map")]
    if maps:
        raise BuildError(f"source maps in the site: {maps[:5]}")


def site_size(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file())


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--pyodide",
        choices=("core", "full"),
        default=os.environ.get("PYODIDE") or "core",
        help="core: Pyodide's core from npm, offline, no figures; full: the full distribution "
        "(PYODIDE_DIST: a URL or a local .tar.bz2; default the release's) with matplotlib",
    )
    args = parser.parse_args(argv)
    check_kernel_version()
    CACHE.mkdir(parents=True, exist_ok=True)
    shutil.rmtree(OUTPUT, ignore_errors=True)  # always clean: see the module's docstring
    copied = stage_project(full=args.pyodide == "full")
    jupyter_lite_build()
    write_landing_page()
    check_site(OUTPUT, copied)
    log(f"site built in {OUTPUT.relative_to(REPO)}: {len(copied)} notebooks, {site_size(OUTPUT) / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
