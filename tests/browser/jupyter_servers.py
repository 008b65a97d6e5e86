"""Start JupyterLab or Voilà for a browser test, and always stop it.

A server runs in its own process group on a free port, with its own config, settings and
workspace folders, so that nothing leaks between runs and the "Jupyter news" toast never covers
the page. It serves a folder of *copies*: JupyterLab autosaves the notebooks it opens.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

START_TIMEOUT_S = 120  # two loaded cores can make a cold start take half a minute
STOP_TIMEOUT_S = 10

# JupyterLab's user settings: no news, no update check (the toast would hide the notebook).
QUIET_NOTIFICATIONS = {"fetchNews": "false", "checkForUpdates": False}

# What installing tarot_learn puts in an environment's share/jupyter (pyproject's data-files: Voilà's
# offline "tarot" template, which the apps' notebooks ask for by name). The test servers read it from
# the working tree, laid out the same way, so they check the files as they are being changed (an
# editable install copies no data files).
REPO = Path(__file__).resolve().parents[2]
PACKAGE_JUPYTER_DATA = REPO / "share" / "jupyter"


@dataclass(frozen=True)
class Server:
    url: str  # http://127.0.0.1:PORT, without a trailing slash
    root: Path  # the folder it serves
    state: Path  # its private folders: config, settings, the learners' progress files
    log: Path  # its stdout and stderr, to quote when something goes wrong

    @property
    def progress_dir(self) -> Path:
        """Where the exercises of this server's kernels save the learners' attempts."""
        return self.state / "progress"

    def log_tail(self, lines: int = 40) -> str:
        return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def server_environment(state: Path, bin_dir: Path, package_files: bool = False) -> dict[str, str]:
    """The environment of a server: private Jupyter folders and progress files under ``state``,
    and ``bin_dir`` first on the PATH so that the kernel is the one of that environment; with
    ``package_files``, the working tree's Jupyter data files of the package too."""
    settings = state / "user-settings"
    notification = settings / "@jupyterlab" / "apputils-extension" / "notification.jupyterlab-settings"
    notification.parent.mkdir(parents=True, exist_ok=True)
    notification.write_text(json.dumps(QUIET_NOTIFICATIONS))
    env = dict(os.environ)
    env.update(
        JUPYTER_CONFIG_DIR=str(state / "config"),
        JUPYTER_RUNTIME_DIR=str(state / "runtime"),
        JUPYTERLAB_SETTINGS_DIR=str(settings),
        JUPYTERLAB_WORKSPACES_DIR=str(state / "workspaces"),
        PATH=f"{bin_dir}{os.pathsep}{env.get('PATH', '')}",
        PYTHONUNBUFFERED="1",
        TAROT_LEARN_PROGRESS_DIR=str(state / "progress"),
    )
    env.pop("JUPYTER_PATH", None)  # the venv's own kernels, extensions and config only…
    env.pop("JUPYTER_CONFIG_PATH", None)
    if package_files:  # …and the package's, as installing it would put them, when asked
        env.update(JUPYTER_PATH=str(PACKAGE_JUPYTER_DATA))
    return env


def _answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.status == 200
    except (urllib.error.URLError, OSError):
        return False


@contextmanager
def run_server(
    command: list[str], *, root: Path, state: Path, bin_dir: Path, ready_path: str, package_files: bool = False
) -> Iterator[Server]:
    """Run ``command`` (which must contain ``{port}``) in ``root`` until the ``with`` block ends;
    ready when ``ready_path`` answers 200. The whole process group (server and kernels) is
    stopped at the end, even when the test failed."""
    state.mkdir(parents=True, exist_ok=True)
    port = free_port()
    log = state / "server.log"
    url = f"http://127.0.0.1:{port}"
    with open(log, "wb") as log_file:
        process = subprocess.Popen(
            [part.format(port=port) for part in command],
            cwd=root,
            env=server_environment(state, bin_dir, package_files),
            stdin=subprocess.DEVNULL,
            stdout=log_file,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group: kernels are stopped with it
        )
    server = Server(url, root, state, log)
    name = " ".join(Path(part).name for part in command[:2])
    try:
        deadline = time.monotonic() + START_TIMEOUT_S
        while not _answers(url + ready_path):
            if process.poll() is not None:
                raise RuntimeError(f"{name} stopped at start (code {process.returncode}):\n{server.log_tail()}")
            if time.monotonic() > deadline:
                raise RuntimeError(f"{name} did not answer within {START_TIMEOUT_S} s:\n{server.log_tail()}")
            time.sleep(0.5)
        yield server
    finally:
        _stop(process)


def _stop(process: subprocess.Popen) -> None:
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(process.pid, sig)
        except ProcessLookupError:
            return
        try:
            process.wait(timeout=STOP_TIMEOUT_S)
            return
        except subprocess.TimeoutExpired:
            continue


def shut_down_kernels(server: Server) -> None:
    """Stop every kernel of a JupyterLab server: each test opens its own notebook, and idle
    kernels would pile up on a small machine."""
    with urllib.request.urlopen(f"{server.url}/api/kernels", timeout=10) as response:
        kernels = json.load(response)
    for kernel in kernels:
        request = urllib.request.Request(f"{server.url}/api/kernels/{kernel['id']}", method="DELETE")
        urllib.request.urlopen(request, timeout=30).close()


def jupyter_lab(
    root: Path, state: Path, bin_dir: Path, *, launcher: tuple[str, ...] = (), package_files: bool = False
) -> Iterator[Server]:
    """JupyterLab on ``root``, no token (it listens on 127.0.0.1 only), as root if need be;
    ``launcher`` runs before it (Binder's ``binder/start``, which then runs the rest). Voilà's
    server extension, when installed, serves ``/voila/render/…`` there as on Binder."""
    command = [
        *launcher,
        str(bin_dir / "jupyter"),
        "lab",
        "--no-browser",
        "--allow-root",
        "--IdentityProvider.token=",
        "--ServerApp.ip=127.0.0.1",
        "--port={port}",
        "--ServerApp.port_retries=0",
        f"--ServerApp.root_dir={root}",
        "--ServerApp.disable_check_xsrf=True",  # lets the fixture stop kernels through the REST API
    ]
    return run_server(
        command, root=root, state=state, bin_dir=bin_dir, ready_path="/api/status", package_files=package_files
    )


def voila(root: Path, state: Path, bin_dir: Path) -> Iterator[Server]:
    """The ``voila`` command serving every notebook of ``root`` (``/voila/render/NAME.ipynb``),
    code hidden, with the template the package makes the default (no ``--template``: the offline
    "tarot" one, share/jupyter/voila/templates/tarot); an error in a cell shows its traceback, so
    that a test can quote it."""
    command = [
        str(bin_dir / "voila"),
        str(root),
        "--no-browser",
        "--Voila.ip=127.0.0.1",
        "--port={port}",
        "--Voila.port_retries=0",
        "--show_tracebacks=True",
    ]
    return run_server(command, root=root, state=state, bin_dir=bin_dir, ready_path="/", package_files=True)
