"""Running the class service for the tests: in a thread (quick), or as the real command in a process
(to kill it and start it again), on SQLite or on a real PostgreSQL server started here."""

from __future__ import annotations

import asyncio
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from tornado.httpserver import HTTPServer
from tornado.netutil import bind_sockets

from tarot_learn.classroom.service.server import ClassService, LaptopIdentities, load_roster
from tarot_learn.classroom.service.store import open_store

TEACHER_TOKEN = "teacher-secret-token"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@dataclass
class Running:
    url: str
    engine: object
    codes: dict
    stop: object


def start_in_thread(database: str, roster: Path, hub: str = "laptop", origins=()) -> Running:
    """A laptop server with the class list ``roster``, answering on a loopback port from a thread."""
    engine = open_store(database)
    codes = load_roster(engine, hub, roster, "class")
    service = ClassService(engine, LaptopIdentities(engine, hub, TEACHER_TOKEN), hub, origins)
    sockets = bind_sockets(0, "127.0.0.1")
    port = sockets[0].getsockname()[1]
    ready = threading.Event()
    state = {}

    def run():
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        server = HTTPServer(service.application())
        server.add_sockets(sockets)
        state["loop"], state["server"] = loop, server
        ready.set()
        loop.run_forever()
        server.stop()
        loop.close()

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    ready.wait(10)

    def stop():
        state["loop"].call_soon_threadsafe(state["loop"].stop)
        thread.join(10)
        engine.dispose()

    return Running(f"http://127.0.0.1:{port}", engine, codes, stop)


def start_process(
    database: str, port: int, roster: Path | None, home: Path, extra: tuple = ()
) -> tuple[subprocess.Popen, dict]:
    """``tarot-learn class-server`` as a teacher starts it; returns the process and what it printed
    (the teacher's token, the join codes) once it listens."""
    command = [sys.executable, "-m", "tarot_learn.app.cli", "class-server", "--db", database, "--port", str(port)]
    if roster is not None:
        command += ["--roster", str(roster)]
    command += list(extra)
    process = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env={**os.environ, "HOME": str(home)},
    )
    printed, deadline = {"codes": {}}, time.monotonic() + 60
    for line in process.stdout:
        if match := re.search(r"Teacher's token \(in .*\): (\S+)", line):
            printed["token"] = match[1]
        elif match := re.search(r"Join code of class (\S+): (\S+)", line):
            printed["codes"][match[1]] = match[2]
        elif "Class service on" in line:
            break
        if time.monotonic() > deadline:
            break
    threading.Thread(target=process.stdout.read, daemon=True).start()  # keep its pipe drained
    return process, printed


# --- a real PostgreSQL ----------------------------------------------------------------------------------
def postgres_bin() -> Path | None:
    """Debian's PostgreSQL server programs (``make test`` installs them), or None."""
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"))
    if found:
        return found[-1].parent
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb else None


def start_postgres() -> tuple[str, callable]:
    """A PostgreSQL server of its own in a fresh folder, on a free loopback port, run as the
    ``postgres`` user when the tests run as root (the server refuses root; pytest's folders are
    root's alone, so the folder is one of /tmp's); returns its URL and a stop function."""
    programs = postgres_bin()
    if programs is None:
        raise RuntimeError("PostgreSQL's server is not installed: run `make test` (it installs it)")
    folder = Path(tempfile.mkdtemp(prefix="tarot-postgres-"))
    data = folder / "data"
    as_user: list[str] = []
    if os.geteuid() == 0:
        shutil.chown(folder, "postgres")
        as_user = ["runuser", "-u", "postgres", "--"]
    port = free_port()
    subprocess.run(
        [*as_user, programs / "initdb", "-D", data, "-A", "trust", "-U", "tarot"], check=True, capture_output=True
    )
    subprocess.run(
        [
            *as_user,
            programs / "pg_ctl",
            "-D",
            data,
            "-l",
            folder / "log",
            "-w",
            "-o",
            f"-p {port} -k {folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200",
            "start",
        ],
        check=True,
        capture_output=True,
    )
    subprocess.run(
        [*as_user, programs / "createdb", "-h", "127.0.0.1", "-p", str(port), "-U", "tarot", "tarot_class"],
        check=True,
        capture_output=True,
    )

    def stop():
        subprocess.run([*as_user, programs / "pg_ctl", "-D", data, "-m", "immediate", "stop"], capture_output=True)
        shutil.rmtree(folder, ignore_errors=True)

    return f"postgresql+psycopg://tarot@127.0.0.1:{port}/tarot_class", stop


# --- a real JupyterHub with the class service -----------------------------------------------------------
ROOT = Path(__file__).resolve().parents[2]
HUB_PROXY = ROOT / "build" / "hub-proxy" / "node_modules" / ".bin" / "configurable-http-proxy"
SERVICE = "tarot-class"
HARNESS_TOKEN = "the-tests-admin-token-0123456789"

# The hub's own settings for the tests: loopback ports, its database and the proxy in a folder of the test's.
HUB_BASE = """
c = get_config()  # noqa
c.JupyterHub.ip = "127.0.0.1"
c.JupyterHub.port = {port}
c.JupyterHub.hub_port = {hub_port}
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:{proxy_api_port}"
c.ConfigurableHTTPProxy.command = [{proxy!r}]
c.JupyterHub.db_url = "sqlite:///{folder}/jupyterhub.sqlite"
c.JupyterHub.cookie_secret_file = "{folder}/cookie_secret"
c.JupyterHub.pid_file = "{folder}/jupyterhub.pid"
c.JupyterHub.authenticator_class = "dummy"
c.Authenticator.allow_all = True
"""
# Then the guide's snippet as it is printed (guide_snippet), then what differs here: ports, database, a harness.
HUB_AFTER = """
service = c.JupyterHub.services[0]
service["url"] = "http://127.0.0.1:{service_port}"
service["command"][service["command"].index("--db") + 1] = {database!r}
service["command"] += ["--hub-name", {hub_name!r}]
c.JupyterHub.services.append({{"name": "tests-harness", "api_token": {harness!r}}})
c.JupyterHub.load_roles.append(
    {{"name": "tests-harness", "services": ["tests-harness"], "scopes": ["admin:users", "admin:groups", "tokens"]}}
)
c.JupyterHub.load_groups = {{}}  # each test makes its own groups
"""
SNIPPET_MARK = "# tarot_learn's class service, as a hub-managed service"


def guide_snippet(lang: str = "en") -> str:
    """The hub configuration the teacher's guide prints (its ``python`` block with the mark)."""
    from tarot_learn.lessons import teacher_guide

    text = teacher_guide(lang).read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, flags=re.S)
    return next(block for block in blocks if block.startswith(SNIPPET_MARK))


@dataclass
class Hub:
    url: str
    folder: Path
    process: subprocess.Popen

    def api(self, method: str, path: str, body=None, token: str = HARNESS_TOKEN):
        from tarot_learn.exercises.outbox import request_json

        return request_json(method, f"{self.url}/hub/api/{path}", token, body, timeout=30)

    def service_url(self) -> str:
        return f"{self.url}/services/{SERVICE}/"

    def log(self) -> str:
        return (self.folder / "hub.log").read_text(encoding="utf-8", errors="replace")

    def server_token(self, login: str) -> str:
        """A token with the scopes of a learner's server (the hub's ``server`` role): what his
        kernel holds as ``$JUPYTERHUB_API_TOKEN``."""
        scopes = ["users:activity!user", "access:servers!server", f"access:services!service={SERVICE}"]
        return self.api("POST", f"users/{login}/tokens", {"scopes": scopes, "note": "a learner's server"})["token"]


def start_hub(folder: Path, database: str, hub_name: str = "hub-a") -> Hub:
    """JupyterHub with its proxy from npm (``make hub``) and the class service as a hub-managed service."""
    if not HUB_PROXY.exists():
        raise RuntimeError("JupyterHub's proxy is not installed: run `make hub` (make test does)")
    folder.mkdir(parents=True, exist_ok=True)
    port = free_port()
    base = HUB_BASE.format(
        port=port, hub_port=free_port(), proxy_api_port=free_port(), proxy=str(HUB_PROXY), folder=folder
    )
    after = HUB_AFTER.format(service_port=free_port(), database=database, hub_name=hub_name, harness=HARNESS_TOKEN)
    config = base + guide_snippet() + after
    (folder / "jupyterhub_config.py").write_text(config, encoding="utf-8")
    log = open(folder / "hub.log", "w", encoding="utf-8")  # noqa: SIM115 - the hub writes it until stopped
    hub_command = Path(sys.executable).with_name("jupyterhub")
    process = subprocess.Popen(
        [hub_command, "-f", folder / "jupyterhub_config.py"], cwd=folder, stdout=log, stderr=subprocess.STDOUT
    )
    hub = Hub(f"http://127.0.0.1:{port}", folder, process)
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError("JupyterHub stopped:\n" + hub.log()[-3000:])
        try:
            hub.api("GET", "")
            from tarot_learn.exercises.outbox import request_json

            request_json("GET", hub.service_url() + "api/health", timeout=2)
            return hub
        except Exception:  # noqa: BLE001 - not up yet
            time.sleep(0.5)
    process.terminate()
    raise RuntimeError("JupyterHub did not start:\n" + hub.log()[-3000:])


def stop_hub(hub: Hub) -> None:
    hub.process.terminate()
    try:
        hub.process.wait(30)
    except subprocess.TimeoutExpired:
        hub.process.kill()
