"""The JupyterLite site (``make lite``) served as plain static files, and a Chromium that cannot
reach anything but this machine (tools/build_lite.py says how the site stays offline).

The server is Python's own ``http.server`` on a free port, in a thread, with the MIME types
Pyodide needs (``.wasm`` must be ``application/wasm`` for streaming compilation, ``.mjs`` a
JavaScript type for module workers); it logs every path it is asked for.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

from chromium import CHROMIUM_ARGS
from jupyter_servers import free_port

SITE = Path(__file__).resolve().parents[2] / "build" / "lite"
LOOPBACK_HOSTS = {"127.0.0.1", "localhost", "[::1]", "::1"}
# Any request that is not for this machine goes to a proxy that is not there, and fails.
OFFLINE_ARGS = [*CHROMIUM_ARGS, "--proxy-server=http://127.0.0.1:9"]  # loopback never goes through a proxy
MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".whl": "application/octet-stream",
    ".zip": "application/zip",
    ".ipynb": "application/json",
}


class _QuietHandler(SimpleHTTPRequestHandler):
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

    def __init__(self, *args, served: list[str], **kwargs):
        self._served = served
        super().__init__(*args, **kwargs)

    def log_request(self, code="-", size="-"):
        self._served.append(f"{code} {self.path}")

    def log_message(self, format, *args):  # noqa: A002 (the base class's name)
        pass


@dataclass
class StaticSite:
    url: str  # http://127.0.0.1:PORT, without a trailing slash
    root: Path
    served: list[str] = field(default_factory=list)  # "200 /lab/index.html", in order

    def served_paths(self) -> list[str]:
        return [line.split(" ", 1)[1] for line in self.served]


@contextmanager
def static_site(root: Path = SITE) -> Iterator[StaticSite]:
    """Serve ``root`` on 127.0.0.1 until the block ends."""
    site = StaticSite(url="", root=root)
    handler = functools.partial(_QuietHandler, directory=str(root), served=site.served)
    server = ThreadingHTTPServer(("127.0.0.1", free_port()), handler)
    site.url = f"http://127.0.0.1:{server.server_address[1]}"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield site
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)


def outside_this_machine(urls) -> list[str]:
    """The URLs whose host is not the loopback (``data:`` and ``blob:`` URLs stay in the page)."""
    leaving = []
    for url in urls:
        parts = urlsplit(url)
        if parts.scheme in ("http", "https", "ws", "wss") and parts.hostname not in LOOPBACK_HOSTS:
            leaving.append(url)
    return leaving
