"""Answers sent to the class service, from a learner's own progress file (issue 31).

The progress file (:mod:`.progress`) stays the learner's record, written first, offline or not.
When a class service is configured, that file is also an **outbox**: after each save, every attempt
the service has not acknowledged is sent to it, with a key that names it (:func:`attempt_key`). A send
that fails (no network, the service restarting) leaves the attempts queued; the next save sends them
again. Delivery is at least once, and the service stores a key once: a duplicate is harmless.

What the notebook knows of the class, in this order:

1. ``$TAROT_LEARN_CLASS_URL`` (a hub sets it for every learner's server, with the learner's own
   ``$JUPYTERHUB_API_TOKEN``: the hub tells the service who he is), or ``$TAROT_LEARN_CLASS_TOKEN``;
2. the link a learner made with a join code (:func:`join_class`: a teacher's laptop server), kept in
   ``~/.tarot_learn/class-link.json`` (in JupyterLite, in the site's files).

Nothing is sent when neither is set. Which attempts were acknowledged is kept beside the progress
file (``.alice.json.sent``, one key a line, only ever appended). Standard library only: ``urllib``
in CPython, the browser's own request in JupyterLite (Pyodide has no sockets).
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from dataclasses import dataclass
from pathlib import Path

from ..errors import TarotError

URL_VARIABLE = "TAROT_LEARN_CLASS_URL"
TOKEN_VARIABLE = "TAROT_LEARN_CLASS_TOKEN"
HUB_TOKEN_VARIABLE = "JUPYTERHUB_API_TOKEN"
LINK_VARIABLE = "TAROT_LEARN_CLASS_LINK"
TIMEOUT = 3.0  # seconds: a service that does not answer by then is tried again at the next save
BATCH = 500  # attempts in one request (the service takes up to 1,000)


class ClassServiceError(TarotError):
    """The class service refused a request or could not be reached; the message says which."""


@dataclass(frozen=True)
class ClassLink:
    """Where the class service is, and the token that says who this learner is there."""

    url: str
    token: str

    def endpoint(self, path: str) -> str:
        return self.url.rstrip("/") + "/api/" + path


def attempt_key(attempt: dict) -> str:
    """The name an attempt is sent under: a hash of its saved fields, which never change once saved
    (an attempt's number and time make two attempts of one exercise differ)."""
    text = json.dumps(attempt, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:32]


def link_file() -> Path:
    if os.environ.get(LINK_VARIABLE):
        return Path(os.environ[LINK_VARIABLE])
    if sys.platform == "emscripten" and Path("/drive").is_dir():
        return Path("/drive/.tarot_learn/class-link.json")  # kept by the browser, unlike Pyodide's home
    return Path.home() / ".tarot_learn" / "class-link.json"


def class_link() -> ClassLink | None:
    """The class service this notebook sends to, or ``None``: nothing is sent."""
    url = os.environ.get(URL_VARIABLE, "").strip()
    token = os.environ.get(TOKEN_VARIABLE, "").strip() or os.environ.get(HUB_TOKEN_VARIABLE, "").strip()
    if url and token:
        return ClassLink(url, token)
    try:
        data = json.loads(link_file().read_text(encoding="utf-8"))
        return ClassLink(str(data["url"]), str(data["token"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None


# --- the wire -------------------------------------------------------------------------------------------
def request_json(method: str, url: str, token: str | None = None, body=None, timeout: float = TIMEOUT):
    """Send one JSON request, return the decoded answer; raise :class:`ClassServiceError` with the
    service's reason (or the network's) on any failure."""
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"token {token}"
    data = None if body is None else json.dumps(body, ensure_ascii=False, allow_nan=False).encode("utf-8")
    if sys.platform == "emscripten":
        status, text = _browser_request(method, url, headers, data)
    else:
        status, text = _urllib_request(method, url, headers, data, timeout)
    try:
        answer = json.loads(text) if text else {}
    except ValueError:
        answer = {}
    if not 200 <= status < 300:
        reason = answer.get("error") if isinstance(answer, dict) else None
        raise ClassServiceError("class_service.refused", url=url, status=status, reason=reason or "—")
    return answer


def _urllib_request(method, url, headers, data, timeout) -> tuple[int, str]:
    import urllib.error
    import urllib.request

    request = urllib.request.Request(url, data=data, headers=headers, method=method)
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status, response.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode("utf-8", "replace")
    except (OSError, ValueError) as error:  # refused, unreachable, timed out, a malformed URL
        reason = getattr(error, "reason", None) or error
        raise ClassServiceError("class_service.unreachable", url=url, reason=str(reason)) from None


def _browser_request(method, url, headers, data) -> tuple[int, str]:
    """JupyterLite: the browser's own XMLHttpRequest, synchronous (the kernel runs in a worker,
    where a synchronous request is allowed), so a save sends before it returns."""
    from js import XMLHttpRequest  # Pyodide's bridge to the browser

    request = XMLHttpRequest.new()
    try:
        request.open(method, url, False)
        for name, value in headers.items():
            request.setRequestHeader(name, value)
        request.send(None if data is None else data.decode("utf-8"))
    except Exception as error:  # the browser's NetworkError, as a JavaScript exception
        raise ClassServiceError("class_service.unreachable", url=url, reason=str(error)) from None
    return int(request.status), str(request.responseText)


# --- the outbox ------------------------------------------------------------------------------------------
def sent_file(progress_path: Path) -> Path:
    return progress_path.with_name(f".{progress_path.name}.sent")


def sent_keys(progress_path: Path) -> set[str]:
    try:
        return set(sent_file(progress_path).read_text(encoding="utf-8").split())
    except (OSError, UnicodeDecodeError):
        return set()


def pending(progress_path: Path, attempts: list[dict]) -> list[dict]:
    """The attempts the service has not acknowledged yet, each with its ``key``."""
    sent = sent_keys(progress_path)
    keyed = ({"key": attempt_key(item), **item} for item in attempts)
    return [item for item in keyed if item["key"] not in sent]


def deliver(progress_path: Path, name: str, attempts: list[dict], link: ClassLink | None = None) -> int:
    """Send the attempts not yet acknowledged; returns how many are still waiting (0: all delivered).
    Never raises for the network: the learner's file is already saved, the next save tries again."""
    link = link or class_link()
    if link is None:
        return 0
    waiting = pending(progress_path, attempts)
    while waiting:
        batch = waiting[:BATCH]
        try:
            request_json("POST", link.endpoint("attempts"), link.token, {"name": name, "attempts": batch})
        except ClassServiceError:
            return len(waiting)
        _acknowledge(progress_path, [item["key"] for item in batch])
        waiting = waiting[BATCH:]
    return 0


def _acknowledge(progress_path: Path, keys: list[str]) -> None:
    """Append the keys the service stored. One write in append mode: two notebooks appending at
    once interleave whole lines; a lost line only means one attempt sent again, harmlessly."""
    try:
        with open(sent_file(progress_path), "a", encoding="utf-8") as file:
            file.write("".join(key + "\n" for key in keys))
    except OSError:
        pass  # a read-only folder: the attempts will be sent again, and stored once


# --- joining a class (a teacher's laptop server) ---------------------------------------------------------
def join_class(url: str, code: str, name: str) -> ClassLink:
    """Trade the class's join code and the learner's name, as on the teacher's list, for a token of
    his own; keep the link (:func:`link_file`) so that every notebook sends to the class. Raises
    :class:`ClassServiceError` (the code or the name refused, the server unreachable)."""
    answer = request_json("POST", url.rstrip("/") + "/api/join", None, {"code": code, "name": name})
    link = ClassLink(url, str(answer["token"]))
    path = link_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(path.name + ".tmp")
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)  # the token is his alone
    with os.fdopen(descriptor, "w", encoding="utf-8") as file:
        json.dump({"url": url, "token": link.token, "login": answer.get("login"), "name": answer.get("name")}, file)
    os.replace(temporary, path)
    return link


def service_class_code(link: ClassLink | None = None) -> str | None:
    """The class code the service holds for this learner's class; ``None`` when no service is
    configured or it cannot be reached (the local code then stands)."""
    link = link or class_link()
    if link is None:
        return None
    try:
        answer = request_json("GET", link.endpoint("class-code"), link.token)
    except ClassServiceError:
        return None
    code = answer.get("code") if isinstance(answer, dict) else None
    return code if isinstance(code, str) else None
