"""The class service: a small web service that keeps a class's answers in a database (issue 31).

One code, two ways to run it (``tarot-learn class-server``, the ``tarot_learn[class]`` extra):

* **as a JupyterHub service** (``--hub``, automatic when the hub starts it): who is asking comes from
  the hub — the token a learner's server holds (``$JUPYTERHUB_API_TOKEN``) is checked by the hub
  (:class:`jupyterhub.services.auth.HubAuth`), never the name he typed; his groups are read from the
  hub with the service's own token; a member of the teachers' group (``--teachers-group``, default
  ``teachers``) or a hub admin reads the class. Several hubs may share one PostgreSQL: each service
  names its hub (``--hub-name``) and every row is keyed by it.
* **on the teacher's laptop** (``--roster class.csv``): the teacher loads a class list (columns
  ``login``, ``name`` and optionally ``class``) and is given a join code per class; a learner's
  notebook trades the code and his name from the list for a token of his own
  (:func:`tarot_learn.exercises.outbox.join_class`). The teacher's own token is written beside the
  database (``teacher-token.txt``, readable by him alone). ``--allow-origin`` lets a JupyterLite site
  send answers from the browser (CORS); ``--certfile``/``--keyfile`` serve HTTPS when the server is
  reachable from outside the room.

The API (JSON; every request but ``join`` carries ``Authorization: token …``):

=========================  ==========  =============================================================
``POST attempts``          learner     ``{"name": …, "attempts": [{"key": …, …}]}`` → stored, duplicates
``GET attempts/mine``      learner     his own attempts
``GET class-code``         learner     his class's code (``""``: each learner his own positions)
``PUT class-code``         teacher     ``{"group": …, "code": …}``
``GET summary``            teacher     the class view's figures (``?group=``)
``GET attempts``           teacher     every learner's attempts (``?group=``): the report, the gradebooks
``POST tournament``        learner     ``{"tournament": …, "deals": {"1": 120, …}}``: first scores kept
``GET tournament``         teacher     a tournament's results (``?tournament=``, else the latest; ``?group=``)
``POST join``              anyone      ``{"code": …, "name": …}`` → a learner's token (laptop server)
=========================  ==========  =============================================================
"""

from __future__ import annotations

import argparse
import asyncio
import csv
import hashlib
import json
import logging
import os
import secrets
import sys
import time
from dataclasses import replace
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session
from tornado import web
from tornado.httpclient import AsyncHTTPClient, HTTPClientError

from ...errors import TarotError
from ...exercises.classroom import clean_code
from ..summary import summarize, summary_as_data
from .store import (
    CLASS_CODE,
    Identity,
    Joining,
    Learner,
    StoreError,
    add_attempts,
    add_results,
    as_json,
    class_attempts,
    learner_attempts,
    open_store,
    read_setting,
    text_field,
    tournament_results,
    write_setting,
)

log = logging.getLogger("tarot_learn.class_service")
DEFAULT_PORT = 8765
GROUPS_CACHE_SECONDS = 60.0  # a learner's hub groups, asked again after this long
WHOLE_HUB = ""  # the class code set for every learner of the hub


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


# --- who is asking -------------------------------------------------------------------------------------
class HubIdentities:
    """Identities vouched for by a JupyterHub: the token is the learner's server's (or the teacher's)."""

    def __init__(self, hub_name: str, teachers_group: str):
        from jupyterhub.services.auth import HubAuth

        self.auth = HubAuth()  # the hub's URL, the service's token and name: from the environment the hub sets
        self.hub = hub_name
        self.teachers_group = teachers_group
        self._groups: dict[str, tuple[float, tuple[str, ...], bool]] = {}

    async def identify(self, token: str) -> Identity | None:
        model = await self.auth.user_for_token(token, sync=False)
        if not model or model.get("kind", "user") != "user":
            return None  # no one, or a service's token: only a hub user answers exercises or reads a class
        if not self.auth.check_scopes(self.auth.access_scopes, model):
            return None  # a user the hub does not let use this service
        groups, admin = await self._groups_of(model["name"])
        teacher = admin or self.teachers_group in groups
        return Identity(self.hub, model["name"], groups, teacher)

    async def _groups_of(self, login: str) -> tuple[tuple[str, ...], bool]:
        known = self._groups.get(login)
        if known and time.monotonic() - known[0] < GROUPS_CACHE_SECONDS:
            return known[1], known[2]
        url = f"{self.auth.api_url.rstrip('/')}/users/{login}"
        try:
            response = await AsyncHTTPClient().fetch(url, headers={"Authorization": f"token {self.auth.api_token}"})
        except HTTPClientError as error:
            log.warning("the hub did not give %s's groups (%s): no group", login, error)
            return (), False
        model = json.loads(response.body)
        found = (tuple(sorted(model.get("groups") or ())), bool(model.get("admin")))
        self._groups[login] = (time.monotonic(), *found)
        return found


class LaptopIdentities:
    """Identities given by this server: a token per learner of the class list, one for the teacher."""

    def __init__(self, engine, hub_name: str, teacher_token: str):
        self.engine = engine
        self.hub = hub_name
        self._teacher = token_hash(teacher_token)

    async def identify(self, token: str) -> Identity | None:
        digest = token_hash(token)
        if secrets.compare_digest(digest, self._teacher):
            return Identity(self.hub, "teacher", (), True, "teacher")
        return await asyncio.get_running_loop().run_in_executor(None, self._learner, digest)

    def _learner(self, digest: str) -> Identity | None:
        with Session(self.engine) as session:
            row = session.scalar(select(Learner).where(Learner.hub == self.hub, Learner.token_hash == digest))
            return None if row is None else Identity(row.hub, row.login, tuple(row.groups), False, row.name)


def load_roster(engine, hub: str, path: str | Path, default_class: str) -> dict[str, str]:
    """Load a class list (CSV with ``login`` and ``name`` columns, ``class`` optional) and give each
    class a fresh join code; returns class → code. A learner already known keeps his token."""
    with open(path, encoding="utf-8-sig", newline="") as file:
        rows = list(csv.DictReader(file))
    if not rows or not {"login", "name"} <= set(rows[0]):
        raise TarotError("class_service.roster", path=str(path))
    codes: dict[str, str] = {}
    with Session(engine) as session, session.begin():
        for row in rows:
            login = text_field((row.get("login") or "").strip(), "login")
            group = (row.get("class") or "").strip() or default_class
            learner = session.scalar(select(Learner).where(Learner.hub == hub, Learner.login == login))
            if learner is None:
                session.add(Learner(hub=hub, login=login, name=(row.get("name") or login).strip(), groups=[group]))
            else:
                learner.name, learner.groups = (row.get("name") or login).strip(), [group]
            codes.setdefault(group, "")
        for group in codes:
            codes[group] = join_code()
            joining = session.get(Joining, (hub, group))
            if joining is None:
                session.add(Joining(hub=hub, group=group, code_hash=token_hash(codes[group])))
            else:
                joining.code_hash = token_hash(codes[group])
    return codes


_CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: read aloud in a room


def join_code() -> str:
    """A join code to write on the board: 8 letters and digits in two groups (``K7PA-3QXD``)."""
    letters = "".join(secrets.choice(_CODE_LETTERS) for _ in range(8))
    return f"{letters[:4]}-{letters[4:]}"


def _same_name(typed: str, listed: str) -> bool:
    return " ".join(typed.split()).casefold() == " ".join(listed.split()).casefold()


def join(engine, hub: str, code: str, name: str) -> dict:
    """A learner's token for the join code of his class and his name (or login) as on its list."""
    code = code.strip().upper() if isinstance(code, str) else ""
    with Session(engine) as session, session.begin():
        joining = session.scalar(select(Joining).where(Joining.hub == hub, Joining.code_hash == token_hash(code)))
        if joining is None:
            raise StoreError("unknown join code")
        candidates = [
            learner
            for learner in session.scalars(select(Learner).where(Learner.hub == hub))
            if joining.group in learner.groups
            and isinstance(name, str)
            and (_same_name(name, learner.name) or _same_name(name, learner.login))
        ]
        if len(candidates) != 1:
            raise StoreError("name not on the class list" if not candidates else "two learners have this name")
        token = secrets.token_urlsafe(24)
        candidates[0].token_hash = token_hash(token)
        return {"token": token, "login": candidates[0].login, "name": candidates[0].name, "group": joining.group}


# --- the handlers ---------------------------------------------------------------------------------------
class _Handler(web.RequestHandler):
    def initialize(self, service: ClassService):
        self.service = service
        self._cors()

    def set_default_headers(self):
        self.set_header("Content-Type", "application/json; charset=utf-8")

    def _cors(self):
        """A JupyterLite site allowed (``--allow-origin``) may read the answers to its requests."""
        origin = self.request.headers.get("Origin")
        if origin and origin in self.service.origins:
            self.set_header("Access-Control-Allow-Origin", origin)
            self.set_header("Access-Control-Allow-Headers", "Authorization, Content-Type")
            self.set_header("Access-Control-Allow-Methods", "GET, POST, PUT, OPTIONS")
            self.set_header("Vary", "Origin")

    def options(self, *_):
        self.set_status(204)

    def check_xsrf_cookie(self):
        pass  # token in a header, never a cookie: no cross-site form can forge it

    def write_error(self, status_code, **kwargs):
        self._cors()  # cleared with the headers of the failed answer: the browser must still read the reason
        self.finish(as_json({"error": self._reason or "error"}))

    def refuse(self, status: int, reason: str):
        raise web.HTTPError(status, reason=reason)

    def body(self) -> dict:
        try:
            data = json.loads(self.request.body or b"{}", parse_constant=_refuse_constant)
        except (ValueError, RecursionError):
            self.refuse(400, "the body is not JSON")
        if not isinstance(data, dict):
            self.refuse(400, "the body is not a JSON object")
        return data

    async def who(self, *, teacher: bool = False) -> Identity:
        header = self.request.headers.get("Authorization", "")
        scheme, _, token = header.partition(" ")
        if scheme.lower() not in ("token", "bearer") or not token.strip():
            self.refuse(401, "no token")
        identity = await self.service.identities.identify(token.strip())
        if identity is None:
            self.refuse(403, "token not accepted")
        if teacher and not identity.teacher:
            self.refuse(403, "teachers only")
        return identity

    async def sent(self) -> tuple[Identity, dict]:
        """A learner's request: who he is (with the name he typed, for display only) and its body."""
        identity, data = await self.who(), self.body()
        name = data.get("name")
        if isinstance(name, str) and name.strip():
            identity = replace(identity, name=name.strip()[:200])
        return identity, data

    async def run(self, function, *args):
        """A database call, off the event loop: a slow query never stops other learners' requests."""
        try:
            return await asyncio.get_running_loop().run_in_executor(None, function, *args)
        except StoreError as error:
            self.refuse(400, str(error))


def _refuse_constant(name):
    raise ValueError(name)


class AttemptsHandler(_Handler):
    async def post(self):
        identity, data = await self.sent()
        stored, duplicates = await self.run(add_attempts, self.service.engine, identity, data.get("attempts"))
        self.finish(as_json({"stored": stored, "duplicates": duplicates, "login": identity.login}))

    async def get(self):
        identity = await self.who(teacher=True)
        group = self.get_argument("group", None) or None
        found = await self.run(class_attempts, self.service.engine, identity.hub, group)
        learners = [{"login": login, **value} for (_, login), value in sorted(found.items())]
        self.finish(as_json({"hub": identity.hub, "group": group, "learners": learners}))


class MineHandler(_Handler):
    async def get(self):
        identity = await self.who()
        attempts = await self.run(learner_attempts, self.service.engine, identity)
        self.finish(as_json({"login": identity.login, "attempts": attempts}))


class SummaryHandler(_Handler):
    async def get(self):
        identity = await self.who(teacher=True)
        group = self.get_argument("group", None) or None
        found = await self.run(class_attempts, self.service.engine, identity.hub, group)
        summary = await self.run(_summary, found)
        self.finish(as_json(summary))


def _summary(found: dict) -> dict:
    learners = {login: value["attempts"] for (_, login), value in found.items()}
    data = summary_as_data(summarize(learners))
    data["names"] = {login: value["name"] for (_, login), value in found.items()}
    return data


class ClassCodeHandler(_Handler):
    async def get(self):
        identity = await self.who()
        engine, hub = self.service.engine, identity.hub
        for group in (*identity.groups, WHOLE_HUB):
            code = await self.run(read_setting, engine, hub, group, CLASS_CODE)
            if code:
                return self.finish(as_json({"code": code, "group": group}))
        self.finish(as_json({"code": "", "group": None}))

    async def put(self):
        identity = await self.who(teacher=True)
        data = self.body()
        group = data.get("group") or WHOLE_HUB
        try:
            code = clean_code(data.get("code", ""))
        except TarotError as error:
            self.refuse(400, error.message("en"))
        await self.run(write_setting, self.service.engine, identity.hub, group, CLASS_CODE, code)
        self.finish(as_json({"code": code, "group": group}))


class JoinHandler(_Handler):
    async def post(self):
        if not isinstance(self.service.identities, LaptopIdentities):
            self.refuse(404, "join codes are for a server without a hub")
        data = self.body()
        joined = await self.run(join, self.service.engine, self.service.hub, data.get("code"), data.get("name"))
        self.finish(as_json(joined))


class TournamentHandler(_Handler):
    async def post(self):
        identity, data = await self.sent()
        stored = await self.run(add_results, self.service.engine, identity, data.get("tournament"), data.get("deals"))
        self.finish(as_json({"stored": stored}))

    async def get(self):
        identity = await self.who(teacher=True)
        group = self.get_argument("group", None) or None
        wanted = self.get_argument("tournament", None) or None
        name, results, names = await self.run(tournament_results, self.service.engine, identity.hub, group, wanted)
        found = {login: {str(deal): score for deal, score in deals.items()} for login, deals in results.items()}
        self.finish(as_json({"tournament": name, "results": found, "names": names}))


class HealthHandler(_Handler):
    def get(self):
        self.finish(as_json({"service": "tarot_learn class service", "hub": self.service.hub}))


class ClassService:
    """The service's state: the database, who vouches for identities, the origins allowed."""

    def __init__(self, engine, identities, hub: str, origins=()):
        self.engine = engine
        self.identities = identities
        self.hub = hub
        self.origins = set(origins)

    def application(self, prefix: str = "/") -> web.Application:
        prefix = "/" + prefix.strip("/") + "/" if prefix.strip("/") else "/"
        routes = [
            ("api/attempts/mine", MineHandler),
            ("api/attempts", AttemptsHandler),
            ("api/summary", SummaryHandler),
            ("api/class-code", ClassCodeHandler),
            ("api/join", JoinHandler),
            ("api/tournament", TournamentHandler),
            ("api/health", HealthHandler),
            ("", HealthHandler),
        ]
        return web.Application([(prefix + path, handler, {"service": self}) for path, handler in routes])


# --- the command ----------------------------------------------------------------------------------------
def default_database() -> str:
    folder = Path.home() / ".tarot_learn"
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'class-service.db'}"


def _teacher_token(database: str) -> tuple[str, Path]:
    """The laptop teacher's token, kept in ``teacher-token.txt`` beside a SQLite database (or in
    ``~/.tarot_learn``): the same one from one lesson to the next, readable by the teacher alone."""
    folder = Path(database.split("///", 1)[1]).parent if database.startswith("sqlite:///") else None
    path = (folder or Path.home() / ".tarot_learn") / "teacher-token.txt"
    if path.exists():
        return path.read_text(encoding="utf-8").strip(), path
    token = secrets.token_urlsafe(24)
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as file:
        file.write(token + "\n")
    return token, path


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tarot-learn class-server", description="The class service: a class's answers in a database."
    )
    parser.add_argument("--db", default=os.environ.get("TAROT_LEARN_CLASS_DB"), help="database URL (default: SQLite)")
    parser.add_argument("--ip", default="127.0.0.1", help="address to listen on (0.0.0.0: the whole network)")
    parser.add_argument("--port", type=int, default=None, help=f"port (default {DEFAULT_PORT}, or the hub's)")
    parser.add_argument("--hub", action="store_true", help="run as a JupyterHub service (automatic under a hub)")
    parser.add_argument("--hub-name", default=None, help="this hub's name, when several share one database")
    parser.add_argument("--teachers-group", default="teachers", help="the hub group whose members read the class")
    parser.add_argument("--roster", help="class list (CSV: login, name[, class]) for a server without a hub")
    parser.add_argument("--class", dest="group", default="class", help="the class of a list without a class column")
    parser.add_argument("--allow-origin", action="append", default=[], help="a JupyterLite site allowed to send")
    parser.add_argument("--certfile", help="HTTPS certificate (a server reachable from outside)")
    parser.add_argument("--keyfile", help="HTTPS key")
    return parser


def main(argv=None) -> int:
    options = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    logging.getLogger("alembic").setLevel(logging.WARNING)
    try:
        asyncio.run(serve(options))
    except KeyboardInterrupt:
        pass
    return 0


async def serve(options: argparse.Namespace) -> None:
    """Open the database, say how to reach the service, and answer until stopped."""
    under_hub = options.hub or bool(os.environ.get("JUPYTERHUB_SERVICE_NAME"))
    database = options.db or default_database()
    engine = open_store(database)
    prefix = "/"
    if under_hub:
        hub = options.hub_name or os.environ.get("TAROT_LEARN_HUB_NAME") or "hub"
        identities = HubIdentities(hub, options.teachers_group)
        prefix = os.environ.get("JUPYTERHUB_SERVICE_PREFIX", "/")
        port = options.port or _hub_port(os.environ.get("JUPYTERHUB_SERVICE_URL", ""))
    else:
        hub = options.hub_name or "laptop"
        token, where = _teacher_token(database)
        identities = LaptopIdentities(engine, hub, token)
        port = options.port or DEFAULT_PORT
        print(f"Teacher's token (in {where}): {token}", flush=True)
        if options.roster:
            for group, code in load_roster(engine, hub, options.roster, options.group).items():
                print(f"Join code of class {group}: {code}", flush=True)
    service = ClassService(engine, identities, hub, options.allow_origin)
    ssl = {"certfile": options.certfile, "keyfile": options.keyfile} if options.certfile else None
    service.application(prefix).listen(port, address=options.ip, ssl_options=ssl)
    scheme = "https" if ssl else "http"
    print(f"Class service on {scheme}://{options.ip}:{port}{prefix} ({engine.dialect.name})", flush=True)
    await asyncio.Event().wait()


def _hub_port(url: str) -> int:
    """The port of the URL the hub gave the service (``http://127.0.0.1:10101``)."""
    tail = url.rsplit(":", 1)[-1].split("/")[0]
    return int(tail) if tail.isdigit() else DEFAULT_PORT


if __name__ == "__main__":
    sys.exit(main())
