"""The package as a learner installs it: the sdist and the wheel built from a clean copy of the
repository, the wheel installed in a fresh venv, the lessons copied out of it and run.

The fresh venv borrows the test environment's libraries (JupyterLab, ipywidgets, pytest, nbval…)
through a plain path in a ``.pth`` file, which does not run that environment's own ``.pth`` files
(its editable install of tarot_learn among them): ``tarot_learn`` there can only come from the
wheel, and the tests check that it does. Every process runs outside the repository, without
``PYTHONPATH``.

The build uses the test environment's setuptools (no build isolation: nothing to download). The
tests take about a minute; run them alone with ``pytest -m wheel``, leave them out with ``-m "not wheel"``.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import urllib.request
import zipfile
from pathlib import Path

import pytest

pytestmark = [pytest.mark.wheel, pytest.mark.xdist_group("wheel")]

REPO = Path(__file__).resolve().parents[1]
BUILD_TIMEOUT_S = 600
NBVAL_TIMEOUT_S = 600
# One lesson (the cards, drawn by the display layer) and one exercise notebook (it reads the exercise
# bank), run from the learner's copy; found by number, whatever their names become.
RUN_UNDER_NBVAL = tuple(
    min(str(path.relative_to(REPO)) for path in REPO.glob(pattern))
    for pattern in ("notebooks/en/01_*.ipynb", "exercises/fr/*.ipynb")
)


def run(command, *, cwd, env=None, timeout=BUILD_TIMEOUT_S, check=True) -> subprocess.CompletedProcess:
    done = subprocess.run(
        [str(part) for part in command],
        cwd=cwd,
        env=env or outside_the_repo(),
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    if check and done.returncode != 0:
        pytest.fail(f"{' '.join(map(str, command))} failed ({done.returncode}):\n{(done.stdout + done.stderr)[-4000:]}")
    return done


def outside_the_repo(**extra: str) -> dict[str, str]:
    """The environment of a process that must not see the working tree (the tests run with PYTHONPATH=repo)."""
    env = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env.update(extra)
    return env


def repository_files() -> list[str]:
    """The files a clean checkout would have (tracked, or new and not ignored): what the sdist is built from."""
    listed = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return [name for name in listed.split("\0") if name and (REPO / name).is_file()]


@pytest.fixture(scope="module")
def dist(tmp_path_factory) -> Path:
    """``python -m build`` on a clean copy: the sdist, then the wheel built from that sdist."""
    root = tmp_path_factory.mktemp("build")
    source = root / "source"
    for name in repository_files():  # a copy: no stale build/ or egg-info of the working tree gets in
        (source / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(REPO / name, source / name)
    # --no-isolation: setuptools comes from the [test] extra, so the build needs no download.
    run([sys.executable, "-m", "build", "--no-isolation", "--outdir", root / "dist", source], cwd=root)
    return root / "dist"


@pytest.fixture(scope="module")
def wheel(dist) -> Path:
    (found,) = dist.glob("tarot_learn-*.whl")
    return found


@pytest.fixture(scope="module")
def venv(wheel, tmp_path_factory) -> Path:
    """A fresh venv holding the wheel (and no copy of the repository), borrowing the rest."""
    venv = tmp_path_factory.mktemp("wheel-venv") / "venv"
    run([sys.executable, "-m", "venv", "--without-pip", venv], cwd=venv.parent)  # this pip installs into it
    python = venv / "bin" / "python"
    site = run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], cwd=venv.parent)
    (Path(site.stdout.strip()) / "borrowed_libraries.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    install = [sys.executable, "-m", "pip", "--python", python, "install", "--quiet", "--no-deps", "--no-index"]
    run([*install, wheel], cwd=venv.parent)
    return venv


@pytest.fixture(scope="module")
def learner_folder(venv, tmp_path_factory) -> Path:
    """``tarot-learn lessons`` run from the venv into an empty folder."""
    home = tmp_path_factory.mktemp("learner")
    run([venv / "bin" / "tarot-learn", "lessons", "tarot"], cwd=home)
    return home / "tarot"


def wheel_names(wheel: Path) -> set[str]:
    with zipfile.ZipFile(wheel) as archive:
        return set(archive.namelist())


def shipped_in_repository() -> dict[str, str]:
    """Every file the wheel must hold, from the repository: the package's own files (modules and data
    files: the exercise bank, the sentences), and the notebooks (and MyST sources) of both languages."""
    expected = {}
    for name in repository_files():
        path = Path(name)
        if path.parts[0] == "tarot_learn":
            expected[name] = name
        elif path.parts[0] in ("notebooks", "exercises") and len(path.parts) == 3 and path.parts[1] in ("fr", "en"):
            if path.suffix in (".ipynb", ".md"):
                expected[name] = f"tarot_learn/lessons/{name}"
        elif path.parts[0] == "apps" and len(path.parts) == 2 and path.suffix in (".ipynb", ".md"):
            expected[name] = f"tarot_learn/lessons/{name}"  # the Voilà apps: the class view for pip users
    return expected


def test_the_wheel_holds_every_module_data_file_and_notebook(wheel):
    names = wheel_names(wheel)
    expected = shipped_in_repository()
    missing = sorted(source for source, inside in expected.items() if inside not in names)
    assert not missing, f"not in the wheel (pyproject's packages or package-data?): {missing}"
    notebooks = [*REPO.glob("notebooks/*/*.ipynb"), *REPO.glob("exercises/*/*.ipynb")]  # every lesson and exercise set
    assert sum(name.endswith(".ipynb") for name in names) >= len(notebooks) > 0
    assert any(name.endswith(".toml") for name in names) and any(name.endswith("licenses/LICENSE") for name in names)
    assert not [name for name in names if "__pycache__" in name or name.endswith(".pyc")]


def voila_files() -> dict[str, str]:
    """Voilà's offline template: each file of the repository and where an install puts it, under the
    environment's prefix (pyproject's data-files)."""
    template = REPO / "share" / "jupyter" / "voila" / "templates" / "tarot"
    return {path.relative_to(REPO).as_posix(): path.relative_to(REPO).as_posix() for path in template.iterdir()}


def test_the_wheel_installs_voilas_offline_template_which_only_the_apps_ask_for(wheel, venv):
    names = wheel_names(wheel)
    missing = sorted(
        source
        for source, installed in voila_files().items()
        if not any(name.endswith(f".data/data/{installed}") for name in names)
    )
    assert not missing, f"not in the wheel (pyproject's data-files?): {missing}"
    for source, installed in voila_files().items():
        assert (venv / installed).read_bytes() == (REPO / source).read_bytes(), installed
    # No etc/jupyter/voila.json: installing the package leaves every other Voilà app's template alone…
    assert not [name for name in names if name.endswith("etc/jupyter/voila.json")]
    assert not (venv / "etc" / "jupyter" / "voila.json").exists()
    # …and each app asks for the template in its own metadata.
    with zipfile.ZipFile(wheel) as archive:
        apps = [name for name in archive.namelist() if name.startswith("tarot_learn/lessons/apps/")]
        metadata = {name: json.loads(archive.read(name))["metadata"] for name in apps if name.endswith(".ipynb")}
    assert "tarot_learn/lessons/apps/class_view_fr.ipynb" in metadata
    assert all(found["voila"]["template"] == "tarot" for found in metadata.values())


def test_the_sdist_holds_what_the_wheel_is_built_from(dist):
    (sdist,) = dist.glob("tarot_learn-*.tar.gz")
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    missing = sorted(
        source
        for source in [
            *shipped_in_repository(),
            *voila_files(),
            "LICENSE",
            "pyproject.toml",
            "RULES.md",
            "CONTRIBUTING.md",
            "CHANGELOG.md",
        ]
        if source not in names
    )
    assert not missing, missing


def test_the_package_comes_from_the_wheel_and_reads_its_data_files_there(venv, tmp_path):
    """With the repository out of sight, every module imports and every data loader finds its files."""
    probe = """
import json, pkgutil, importlib, tarot_learn
from tarot_learn import i18n, lessons
from tarot_learn.exercises import CHAPTERS, exercise_set
from tarot_learn.exercises.bank import load_bank
modules = [m.name for m in pkgutil.walk_packages(tarot_learn.__path__, "tarot_learn.") if ".lessons." not in m.name]
for name in modules:
    importlib.import_module(name)
sets = {chapter: len(exercise_set("alice", chapter)) for chapter in CHAPTERS}
print(json.dumps({
    "package": tarot_learn.__file__, "version": tarot_learn.__version__, "modules": len(modules),
    "bank": len(load_bank()), "sets": sets, "sentences": len(i18n.catalogue()),
    "sentence_files": sorted({str(path.relative_to(i18n.PACKAGE)) for path in i18n.catalogue_files().values()}),
    "lessons_root": str(lessons.shipped_root()), "notebooks": sorted(lessons.shipped_notebooks()),
}))
"""
    found = json.loads(run([venv / "bin" / "python", "-c", probe], cwd=tmp_path).stdout)
    assert Path(found["package"]).is_relative_to(venv), found["package"]
    assert Path(found["lessons_root"]).is_relative_to(venv), found["lessons_root"]
    metadata = run(
        [venv / "bin" / "python", "-c", "import importlib.metadata as m; print(m.version('tarot_learn'))"], cwd=tmp_path
    )
    assert found["version"] == metadata.stdout.strip()  # one version, given in tarot_learn/__init__.py
    assert found["bank"] > 0 and all(found["sets"].values()) and found["sentences"] > 0
    package = REPO / "tarot_learn"
    in_package = sorted(str(path.relative_to(package)) for path in package.glob("**/messages.toml"))
    assert found["sentence_files"] == in_package  # every layer's sentences, read from the wheel
    notebooks = ("tarot_learn/lessons/notebooks/", "tarot_learn/lessons/exercises/")
    in_repository = {
        name.removeprefix("tarot_learn/lessons/")
        for name in shipped_in_repository().values()
        if name.startswith(notebooks)
    }
    assert set(found["notebooks"]) == in_repository


def test_lessons_copies_every_notebook_of_both_languages(learner_folder):
    copied = {str(path.relative_to(learner_folder)) for path in learner_folder.rglob("*.ipynb")}
    in_repository = {
        str(path.relative_to(REPO))
        for path in REPO.glob("*/*/*.ipynb")
        if path.parts[-3] in ("notebooks", "exercises") and path.parts[-2] in ("fr", "en")
    }
    assert copied == in_repository
    for name in copied:
        assert (learner_folder / name).read_bytes() == (REPO / name).read_bytes(), name


def test_a_lesson_and_an_exercise_notebook_run_from_the_copy(venv, learner_folder, tmp_path):
    """nbval with the venv's Python as the kernel: the notebooks use the wheel's package and data."""
    for name in RUN_UNDER_NBVAL:  # a copy of the copy: nbval may write next to what it runs
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(learner_folder / name, tmp_path / name)
    done = run(
        [
            venv / "bin" / "python",
            "-m",
            "pytest",
            "--nbval-lax",
            "--nbval-current-env",
            "-p",
            "no:cacheprovider",
            "-q",
            *RUN_UNDER_NBVAL,
        ],
        cwd=tmp_path,
        timeout=NBVAL_TIMEOUT_S,
        env=outside_the_repo(TAROT_LEARN_PROGRESS_DIR=str(tmp_path / "progress")),
        check=False,
    )
    assert done.returncode == 0, (done.stdout + done.stderr)[-4000:]
    assert " passed" in done.stdout and "failed" not in done.stdout


def test_lab_opens_the_copied_lessons(venv, tmp_path, monkeypatch):
    """``tarot-learn lab DIR`` copies the lessons, then serves them in JupyterLab, the first lesson open."""
    sys.path.insert(0, str(REPO / "tests" / "browser"))
    from jupyter_servers import run_server

    # run_server starts from this process's environment: no repository on the path, JupyterLab's
    # pages borrowed from the test environment as its libraries are, the lessons in English.
    monkeypatch.delenv("PYTHONPATH", raising=False)
    monkeypatch.setenv("JUPYTERLAB_DIR", str(Path(sysconfig.get_paths()["data"]) / "share" / "jupyter" / "lab"))
    monkeypatch.setenv("TAROT_LEARN_LANG", "en")
    command = [
        venv / "bin" / "tarot-learn",
        "lab",
        "lessons",
        "--",
        "--no-browser",
        "--IdentityProvider.token=",
        "--ServerApp.ip=127.0.0.1",
        "--port={port}",
        "--ServerApp.port_retries=0",
    ]
    welcome = min(str(path.relative_to(REPO)) for path in REPO.glob("notebooks/en/00_*.ipynb"))
    with run_server(
        [str(part) for part in command],
        root=tmp_path,
        state=tmp_path / "state",
        bin_dir=venv / "bin",
        ready_path="/api/status",
    ) as lab:
        with urllib.request.urlopen(f"{lab.url}/api/contents/{welcome}", timeout=30) as response:
            notebook = json.load(response)
        with urllib.request.urlopen(f"{lab.url}/lab/tree/{welcome}", timeout=30) as response:
            assert response.status == 200
        log = lab.log_tail(200)
    assert notebook["type"] == "notebook" and notebook["content"]["cells"]
    assert (tmp_path / "lessons" / RUN_UNDER_NBVAL[1]).is_file()  # both languages copied, exercises too
    assert welcome in log  # the lesson it opens, said to the learner
