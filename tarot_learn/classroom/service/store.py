"""The class service's database: learners, their attempts, the classes' settings (issue 31).

One schema for SQLite (the default: a file beside the teacher, nothing to install) and PostgreSQL (a
school's server, shared by several hubs), through SQLAlchemy; Alembic migrations create and upgrade it
(:func:`open_store` runs them), so a school upgrading the package keeps its data.

**Who a learner is.** A learner is keyed by the hub (or laptop server) that vouches for him and his
login there — the hub's user name, or the login column of a teacher's class list — never by the name
he typed, which is kept for display only. Two ``Paul`` on two hubs are two rows.

**An attempt is stored once.** Each attempt arrives with the key its notebook gave it
(:func:`tarot_learn.exercises.outbox.attempt_key`); the pair (learner, key) is unique and a second copy
is ignored by the database itself (``ON CONFLICT DO NOTHING``), so an outbox that sends again after a
lost answer, or two at once, never counts an answer twice.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import (
    JSON,
    Boolean,
    DateTime,
    Float,
    ForeignKey,
    Integer,
    String,
    UniqueConstraint,
    create_engine,
    event,
    select,
)
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Engine
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column

from ...exercises.progress_file import ProgressFileError, check_data

MIGRATIONS = Path(__file__).with_name("migrations")
LONGEST_TEXT = 200  # a login, a name, an exercise id, a key: longer is refused, not cut
LONGEST_BATCH = 1000  # attempts in one request: an outbox sends at most this many at a time


class Base(DeclarativeBase):
    pass


class Learner(Base):
    __tablename__ = "learners"
    __table_args__ = (UniqueConstraint("hub", "login"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    hub: Mapped[str] = mapped_column(String(LONGEST_TEXT))
    login: Mapped[str] = mapped_column(String(LONGEST_TEXT))
    name: Mapped[str] = mapped_column(String(LONGEST_TEXT), default="")  # as typed, for display
    groups: Mapped[list] = mapped_column(JSON, default=list)  # the hub's groups, or the class list's class
    token_hash: Mapped[str | None] = mapped_column(String(64), unique=True, nullable=True)  # laptop server


class Attempt(Base):
    __tablename__ = "attempts"
    __table_args__ = (UniqueConstraint("learner_id", "key"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    learner_id: Mapped[int] = mapped_column(ForeignKey("learners.id"), index=True)
    key: Mapped[str] = mapped_column(String(64))
    exercise: Mapped[str] = mapped_column(String(LONGEST_TEXT))
    score: Mapped[float] = mapped_column(Float)
    correct: Mapped[bool] = mapped_column(Boolean)
    data: Mapped[dict] = mapped_column(JSON)  # the attempt as the progress file holds it
    received: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class TournamentResult(Base):
    """A learner's first score on a deal of a duplicate tournament (:mod:`..tournament`)."""

    __tablename__ = "tournament_results"
    __table_args__ = (UniqueConstraint("learner_id", "tournament", "deal"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    learner_id: Mapped[int] = mapped_column(ForeignKey("learners.id"), index=True)
    tournament: Mapped[str] = mapped_column(String(LONGEST_TEXT))
    deal: Mapped[int] = mapped_column(Integer)
    score: Mapped[float] = mapped_column(Float)
    received: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class Setting(Base):
    """A class's setting (its class code), per hub and class (a hub group, or a class list's class)."""

    __tablename__ = "settings"

    hub: Mapped[str] = mapped_column(String(LONGEST_TEXT), primary_key=True)
    group: Mapped[str] = mapped_column(String(LONGEST_TEXT), primary_key=True)
    name: Mapped[str] = mapped_column(String(40), primary_key=True)
    value: Mapped[str] = mapped_column(String(LONGEST_TEXT))


class Joining(Base):
    """A laptop server's class: its join code (hashed), which trades a name of its list for a token."""

    __tablename__ = "joinings"

    hub: Mapped[str] = mapped_column(String(LONGEST_TEXT), primary_key=True)
    group: Mapped[str] = mapped_column(String(LONGEST_TEXT), primary_key=True)
    code_hash: Mapped[str] = mapped_column(String(64), unique=True)


class StoreError(ValueError):
    """A request the store refuses: the message says what was wrong (it goes back to the sender)."""


@dataclass(frozen=True)
class Identity:
    """Who is asking: the hub (or laptop server) that vouches, the login, the groups, and whether he
    reads the class (a teacher)."""

    hub: str
    login: str
    groups: tuple[str, ...] = ()
    teacher: bool = False
    name: str = ""


def open_store(url: str) -> Engine:
    """The database at ``url`` (``sqlite:///class.db``, ``postgresql+psycopg://…``), created or
    upgraded to this version's schema by the migrations."""
    engine = create_engine(url, pool_pre_ping=True)
    if engine.dialect.name == "sqlite":
        event.listen(engine, "connect", _sqlite_pragmas)
    upgrade(engine)
    return engine


def _sqlite_pragmas(connection, _record) -> None:
    # WAL: the teacher's reads never wait for a learner's write; a busy timeout instead of an error
    # when two writes meet; foreign keys checked (SQLite leaves them off by default).
    cursor = connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA busy_timeout=10000")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


def upgrade(engine: Engine) -> None:
    """Run the Alembic migrations up to the newest (a no-op on an up-to-date database)."""
    from alembic import command
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")


# --- learners ------------------------------------------------------------------------------------------
def text_field(value, what: str) -> str:
    """A login, a name, a key or an exercise id: text of 1 to :data:`LONGEST_TEXT` characters."""
    if not isinstance(value, str) or not value.strip() or len(value) > LONGEST_TEXT:
        raise StoreError(f"{what}: expected text of 1 to {LONGEST_TEXT} characters")
    return value


def learner_row(session: Session, identity: Identity) -> Learner:
    """The learner's row, created at his first attempt; his groups and name kept up to date."""
    row = session.scalar(select(Learner).where(Learner.hub == identity.hub, Learner.login == identity.login))
    if row is None:
        row = Learner(hub=identity.hub, login=identity.login, name=identity.name, groups=list(identity.groups))
        session.add(row)
        session.flush()
    else:
        if identity.name and row.name != identity.name:
            row.name = identity.name
        if identity.groups and list(identity.groups) != row.groups:
            row.groups = list(identity.groups)
    return row


# --- attempts ------------------------------------------------------------------------------------------
def checked_attempts(items) -> list[tuple[str, dict]]:
    """The (key, attempt) pairs of a request, each attempt checked as a progress file's would be
    (:func:`tarot_learn.exercises.progress_file.check_data`: a finite score from 0 to 1…); raises
    :class:`StoreError` naming the first wrong one."""
    if not isinstance(items, list) or len(items) > LONGEST_BATCH:
        raise StoreError(f"attempts: expected a list of at most {LONGEST_BATCH}")
    keys = []
    for number, item in enumerate(items, 1):
        if not isinstance(item, dict):
            raise StoreError(f"attempt {number}: expected an object")
        keys.append(text_field(item.get("key"), f"attempt {number}: key"))
        text_field(item.get("exercise"), f"attempt {number}: exercise")
    bare = [{name: value for name, value in item.items() if name != "key"} for item in items]
    try:
        _, attempts = check_data({"format": "tarot_learn.progress", "learner": "-", "attempts": bare}, Path("-"))
    except ProgressFileError as error:
        raise StoreError(_reason_text(error)) from None
    return list(zip(keys, attempts, strict=True))


def _reason_text(error: ProgressFileError) -> str:
    reason = error.params.get("reason")
    return reason.localized("en") if hasattr(reason, "localized") else str(error)


def add_attempts(engine: Engine, identity: Identity, items) -> tuple[int, int]:
    """Store a learner's attempts; returns (stored, already there). Duplicates are harmless."""
    pairs = checked_attempts(items)
    now = datetime.now(UTC)
    with Session(engine) as session, session.begin():
        learner = learner_row(session, identity)
        if not pairs:
            return 0, 0
        rows = [
            {
                "learner_id": learner.id,
                "key": key,
                "exercise": attempt["exercise"],
                "score": attempt["score"],
                "correct": attempt["correct"],
                "data": attempt,
                "received": now,
            }
            for key, attempt in pairs
        ]
        stored = insert_new(session, Attempt, ("learner_id", "key"), rows)
    return stored, len(pairs) - stored


def insert_new(session: Session, table, unique: tuple[str, ...], rows: list[dict]) -> int:
    """Insert the rows the table does not hold yet (by its ``unique`` columns), in one statement that the
    database itself keeps from doubling (``ON CONFLICT DO NOTHING``: two senders at once are safe); returns
    how many were new."""
    dialect = postgresql if session.get_bind().dialect.name == "postgresql" else sqlite
    statement = dialect.insert(table).on_conflict_do_nothing(index_elements=list(unique))
    return len(session.execute(statement.returning(table.id), rows).all())


def class_attempts(engine: Engine, hub: str | None, group: str | None) -> dict[tuple[str, str], dict]:
    """Every learner of a class (a group of a hub; ``None``: every hub, every group) with his name
    and attempts in the order received: ``{(hub, login): {"name": …, "attempts": […]}}``."""
    learners: dict[int, Learner] = {}
    with Session(engine) as session:
        query = select(Learner)
        if hub is not None:
            query = query.where(Learner.hub == hub)
        for row in session.scalars(query):
            if group is None or group in (row.groups or []):
                learners[row.id] = row
        found = {row.id: {"name": row.name, "attempts": []} for row in learners.values()}
        if learners:
            ids = list(learners)
            for start in range(0, len(ids), 500):  # a long IN list in pieces: SQLite's limit on parameters
                chunk = ids[start : start + 500]
                query = select(Attempt.learner_id, Attempt.data).where(Attempt.learner_id.in_(chunk))
                for learner_id, data in session.execute(query.order_by(Attempt.id)):
                    found[learner_id]["attempts"].append(data)
        return {(learners[key].hub, learners[key].login): value for key, value in found.items()}


def learner_attempts(engine: Engine, identity: Identity) -> list[dict]:
    """One learner's own attempts (what his token may read)."""
    with Session(engine) as session:
        learner = session.scalar(select(Learner).where(Learner.hub == identity.hub, Learner.login == identity.login))
        if learner is None:
            return []
        query = select(Attempt.data).where(Attempt.learner_id == learner.id).order_by(Attempt.id)
        return list(session.scalars(query))


# --- tournaments -----------------------------------------------------------------------------------------
def add_results(engine: Engine, identity: Identity, tournament, deals) -> int:
    """Store a learner's scores on a tournament's deals (``{"1": 120, …}``); a deal already scored keeps
    its first score (duplicate compares first plays). A score that is not a number a deal can give is
    refused (:func:`..tournament.is_score`). Returns how many were new."""
    from ..tournament import is_score

    tournament = text_field(tournament, "tournament")
    if not isinstance(deals, dict) or len(deals) > LONGEST_BATCH:
        raise StoreError(f"deals: expected an object of at most {LONGEST_BATCH} deals")
    rows = []
    for deal, score in deals.items():
        if not (isinstance(deal, str) and deal.isdigit() and 0 < int(deal) < 10**6):
            raise StoreError(f"deal {deal!r}: expected a deal number")
        if not is_score(score):
            raise StoreError(f"deal {deal}: the score is not one a deal can give")
        rows.append({"tournament": tournament, "deal": int(deal), "score": float(score)})
    now = datetime.now(UTC)
    with Session(engine) as session, session.begin():
        learner = learner_row(session, identity)
        if not rows:
            return 0
        for row in rows:
            row.update(learner_id=learner.id, received=now)
        return insert_new(session, TournamentResult, ("learner_id", "tournament", "deal"), rows)


def tournament_results(engine: Engine, hub: str, group: str | None, tournament: str | None):
    """A class's results on ``tournament`` (``None``: the one scored last): its name, each learner's
    score by deal (by login) and the names they typed."""
    with Session(engine) as session:
        learners = {
            row.id: row
            for row in session.scalars(select(Learner).where(Learner.hub == hub))
            if group is None or group in (row.groups or [])
        }
        if not learners:
            return tournament, {}, {}
        if tournament is None:
            query = select(TournamentResult.tournament).where(TournamentResult.learner_id.in_(list(learners)))
            tournament = session.scalar(query.order_by(TournamentResult.id.desc()).limit(1))
            if tournament is None:
                return None, {}, {}
        query = select(TournamentResult).where(
            TournamentResult.tournament == tournament, TournamentResult.learner_id.in_(list(learners))
        )
        results: dict[str, dict[int, float]] = {}
        for row in session.scalars(query):
            results.setdefault(learners[row.learner_id].login, {})[row.deal] = row.score
        names = {learners[key].login: learners[key].name for key in learners}
        return tournament, results, {login: names[login] for login in results}


# --- settings ------------------------------------------------------------------------------------------
CLASS_CODE = "class_code"


def read_setting(engine: Engine, hub: str, group: str, name: str) -> str:
    with Session(engine) as session:
        row = session.get(Setting, (hub, group, name))
        return row.value if row else ""


def write_setting(engine: Engine, hub: str, group: str, name: str, value: str) -> None:
    with Session(engine) as session, session.begin():
        row = session.get(Setting, (hub, group, name))
        if not value:
            if row is not None:
                session.delete(row)
        elif row is None:
            session.add(Setting(hub=hub, group=group, name=name, value=value))
        else:
            row.value = value


def as_json(value) -> str:
    """JSON for the wire: never ``NaN`` (a browser's JSON.parse refuses it)."""
    return json.dumps(value, ensure_ascii=False, allow_nan=False, default=str)
