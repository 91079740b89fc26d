"""The app database: an engine for ``RAG_DATABASE_URL`` (default: the SQLite file in the data dir)
whose schema is brought to the newest Alembic migration once, when the engine is made (a new, empty
SQLite file is a copy of one migrated once per process).

SQLite keeps WAL mode so the app can read while the CLI writes. PostgreSQL (a shared deployment)
goes through psycopg 3 with connections checked before use. Schema changes are Alembic revisions
under ``rag_core/storage/migrations/versions``; see the README there for adding one.
"""

from __future__ import annotations

import atexit
import logging
import os
import shutil
import sqlite3
import tempfile
import threading
import time
import weakref
from collections.abc import Iterator
from contextlib import closing, contextmanager
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import create_engine, event, inspect, text
from sqlalchemy.engine import URL, Connection, Engine, make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, NoSuchModuleError

from rag_core.errors import ConfigError, DatabaseUnavailableError
from rag_core.storage.locking import write_lock

if TYPE_CHECKING:
    from alembic.config import Config
    from alembic.script import ScriptDirectory

logger = logging.getLogger(__name__)

MIGRATIONS_DIR = Path(__file__).resolve().with_name("migrations")
SQLITE_BUSY_TIMEOUT_S = 30  # how long a SQLite write waits for another writer's transaction
SCHEMA_LOCK_TIMEOUT_S = 60  # how long a start waits for another process setting up the schema
# pg_advisory_xact_lock key that serialises migrations of one PostgreSQL database ("verbschm").
SCHEMA_ADVISORY_LOCK = 0x76657262_7363686D
BACKENDS = ("sqlite", "postgresql")
VERSION_TABLE = "alembic_version"  # Alembic's default: one row, the revision the schema is at
URL_EXAMPLES = "sqlite:///path/to/verbatim.db or postgresql+psycopg://user:password@host:5432/verbatim"

_migrated: weakref.WeakSet[Engine] = weakref.WeakSet()
_migrating = threading.Lock()


def display_url(url: str | URL) -> str:
    """``url`` as it may be shown or logged: the password replaced by ``***``."""
    if isinstance(url, str):
        try:
            url = make_url(url)
        except ArgumentError:
            return "(not a database URL)"
    return url.render_as_string(hide_password=True)


def parse_url(url_or_path: str | Path) -> URL:
    """The SQLAlchemy URL for a ``RAG_DATABASE_URL`` value or a SQLite file path.

    ``postgresql://`` and ``postgres://`` mean psycopg 3 (``postgresql+psycopg://``).

    Raises:
        ConfigError: not a URL, or a database other than SQLite and PostgreSQL.
    """
    if isinstance(url_or_path, Path):
        return URL.create("sqlite", database=str(url_or_path))
    try:
        url = make_url(url_or_path.strip())
    except ArgumentError:
        raise ConfigError(f"RAG_DATABASE_URL is not a database URL; use {URL_EXAMPLES}") from None
    if url.drivername in ("postgres", "postgresql"):
        url = url.set(drivername="postgresql+psycopg")
    if url.get_backend_name() not in BACKENDS:
        raise ConfigError(
            f"RAG_DATABASE_URL names a {url.get_backend_name()} database ({display_url(url)}); "
            f"Verbatim stores its data in SQLite or PostgreSQL: use {URL_EXAMPLES}"
        )
    return url


def make_engine(url_or_path: str | Path) -> Engine:
    """An engine for a database URL or a SQLite file, its schema migrated to the newest revision.

    Raises:
        ConfigError: bad URL, missing driver, server unreachable or login refused, or a database
            written by a newer version of Verbatim; the message names RAG_DATABASE_URL.
    """
    url = parse_url(url_or_path)
    engine = _sqlite_engine(url) if url.get_backend_name() == "sqlite" else _server_engine(url)
    ensure_schema(engine)
    return engine


def _sqlite_engine(url: URL) -> Engine:
    database = url.database
    if database and database != ":memory:" and not database.startswith("file:"):
        Path(database).parent.mkdir(parents=True, exist_ok=True)
    engine = create_engine(url, connect_args={"timeout": SQLITE_BUSY_TIMEOUT_S})

    @event.listens_for(engine, "connect")
    def _pragmas(dbapi_connection, _record) -> None:  # type: ignore[no-untyped-def]
        cursor = dbapi_connection.cursor()
        _wal(cursor)
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.close()

    return engine


def _wal(cursor: Any) -> None:
    """Put the database in WAL mode, once. Switching needs a moment when no other process is
    writing, and SQLite's busy timeout does not cover it: a second process starting while the
    first writes retries for up to the busy timeout instead of failing with "database is locked"."""
    deadline = time.monotonic() + SQLITE_BUSY_TIMEOUT_S
    while True:
        try:
            if str(cursor.execute("PRAGMA journal_mode").fetchone()[0]).lower() != "wal":
                cursor.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() >= deadline:
                raise
            time.sleep(0.05)


def _server_engine(url: URL) -> Engine:
    try:
        return create_engine(url, pool_pre_ping=True)
    except (NoSuchModuleError, ImportError) as exc:
        raise ConfigError(
            f"RAG_DATABASE_URL ({display_url(url)}) needs the {url.get_driver_name()} driver, which is not "
            f"installed ({exc}); install Verbatim's dependencies (pip install 'psycopg[binary]') or "
            "use postgresql+psycopg://"
        ) from None


@contextmanager
def _connect(engine: Engine) -> Iterator[Connection]:
    """A connection, or a ConfigError that says which database could not be reached and why."""
    try:
        connection = engine.connect()
    except DBAPIError as exc:
        raise DatabaseUnavailableError(
            f"cannot open the database {display_url(engine.url)}: {_reason(exc, engine.url)}; check that "
            "the server is running and that RAG_DATABASE_URL has the right host, port, database, user "
            "and password (empty RAG_DATABASE_URL means the SQLite file in RAG_DATA_DIR)"
        ) from None
    with connection:
        yield connection


def _reason(exc: DBAPIError, url: URL) -> str:
    lines = [line.strip() for line in str(exc.orig).strip().splitlines() if line.strip()]
    reason = " ".join(lines[:2]) or type(exc.orig).__name__
    return reason.replace(url.password, "***") if url.password else reason


def ensure_schema(engine: Engine) -> None:
    """Bring the schema to the newest migration, once per engine in this process.

    A database already at the newest revision costs one query. Otherwise the upgrade runs under a
    guard so that two processes starting on a fresh database at once both succeed: a file lock
    next to a SQLite file, a transaction-scoped advisory lock on PostgreSQL. A database made
    before migrations existed (tables, no ``alembic_version``) is adopted by the baseline, which
    creates only the tables it lacks, and then upgraded; no row is touched.

    Raises:
        ConfigError: the database cannot be reached, or a newer Verbatim migrated it.
    """
    if engine in _migrated:
        return
    with _migrating:
        if engine in _migrated:
            return
        with _connect(engine) as connection:
            current = _current_revision(connection)
        head = script_directory().get_current_head()
        if current != head:
            _check_known(current, engine)
            with _schema_guard(engine):
                _set_up(engine)
        _migrated.add(engine)


def _current_revision(connection: Connection) -> str | None:
    # Read directly rather than through Alembic's MigrationContext, which logs on every call.
    if not inspect(connection).has_table(VERSION_TABLE):
        return None
    return connection.execute(text(f"SELECT version_num FROM {VERSION_TABLE}")).scalar()


def _check_known(revision: str | None, engine: Engine) -> None:
    if revision is None:
        return
    from alembic.util import CommandError

    try:
        script_directory().get_revision(revision)
    except CommandError:
        raise ConfigError(
            f"the database {display_url(engine.url)} has schema revision {revision}, which this version "
            "of Verbatim does not know (a newer version set it up); upgrade Verbatim, or point "
            "RAG_DATABASE_URL at another database"
        ) from None


@contextmanager
def _schema_guard(engine: Engine) -> Iterator[None]:
    database = engine.url.database
    if engine.dialect.name != "sqlite" or not database or database == ":memory:":
        yield  # PostgreSQL: the advisory lock is taken inside the migration's transaction
        return
    busy = (
        f"another Verbatim process has been setting up the database for over {SCHEMA_LOCK_TIMEOUT_S} s; "
        f"check that nothing is stuck holding {database}.schema.lock and try again"
    )
    with write_lock(Path(database + ".schema.lock"), timeout_s=SCHEMA_LOCK_TIMEOUT_S, busy_message=busy):
        yield


def _set_up(engine: Engine) -> None:
    """Bring the schema to head: a new, empty SQLite file becomes a copy of a database migrated once
    per process (SQLite's backup API: a new data dir's database costs ~9 ms instead of ~54 ms, the
    same tables, indexes and revision row); any other database is migrated."""
    if not _empty_sqlite_file(engine):
        _upgrade(engine)
        return
    if not Path(_template()).exists():  # removed under a long-running server (a /tmp cleaner): made again
        _template.cache_clear()
    # Read-only: a template gone missing fails here rather than being created empty and copied.
    source = f"file:{_template()}?mode=ro"
    with closing(sqlite3.connect(source, uri=True)) as template, _connect(engine) as connection:
        template.backup(connection.connection.driver_connection)  # type: ignore[arg-type]
    logger.info(
        "database %s set up at schema revision %s", display_url(engine.url), script_directory().get_current_head()
    )


def _empty_sqlite_file(engine: Engine) -> bool:
    database = engine.url.database
    if engine.dialect.name != "sqlite" or not database or database == ":memory:" or database.startswith("file:"):
        return False
    with _connect(engine) as connection:
        return not inspect(connection).get_table_names()


@cache
def _template() -> str:
    """A SQLite file migrated to head, once per process, removed when the process ends."""
    folder = Path(tempfile.mkdtemp(prefix="verbatim-schema-"))
    atexit.register(_remove, folder, os.getpid())
    engine = _sqlite_engine(URL.create("sqlite", database=str(folder / "head.db")))
    try:
        _upgrade(engine)
    finally:
        engine.dispose()
    return str(folder / "head.db")


def _remove(folder: Path, owner: int) -> None:
    if os.getpid() == owner:  # a forked child exiting leaves its parent's template alone
        shutil.rmtree(folder, ignore_errors=True)


def _upgrade(engine: Engine) -> None:
    from alembic.runtime.environment import EnvironmentContext

    with engine.begin() as connection:
        if engine.dialect.name == "postgresql":
            # Held until this transaction ends; PostgreSQL's DDL is transactional, so a second
            # process waits here and then finds the schema already at the newest revision.
            connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": SCHEMA_ADVISORY_LOCK})
        if _current_revision(connection) is None and inspect(connection).has_table("documents"):
            logger.info("adopting the existing database %s at the baseline migration", display_url(engine.url))
        config = alembic_config()
        config.attributes["connection"] = connection
        # What ``alembic.command.upgrade(config, "head")`` does, on the revisions read once per process
        # (the command reads every revision file again: most of a fresh database's set-up time).
        script = script_directory()
        with EnvironmentContext(
            config, script, fn=lambda revision, _context: script._upgrade_revs("head", revision), destination_rev="head"
        ):
            script.run_env()
    logger.info("database %s is at schema revision %s", display_url(engine.url), script_directory().get_current_head())


def alembic_config(url: str | None = None) -> Config:
    """An Alembic ``Config`` for the migrations shipped in this package (no alembic.ini needed).

    ``url`` is only for running Alembic commands by hand (``command.revision(..., autogenerate=True)``);
    at start the migrations run on the connection placed in ``config.attributes["connection"]``.
    """
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    if url is not None:
        config.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    return config


@cache
def script_directory() -> ScriptDirectory:
    """The shipped migrations, read once per process."""
    from alembic.script import ScriptDirectory

    return ScriptDirectory.from_config(alembic_config())
