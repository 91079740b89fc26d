"""Opening the app database: URL or file, migrations at start, old databases adopted, clear errors."""

from __future__ import annotations

import os
import shutil
import socket
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import create_engine, inspect

from rag_core.errors import ConfigError
from rag_core.settings import Settings
from rag_core.storage import database, schema
from rag_core.storage.database import display_url, make_engine, parse_url, script_directory
from rag_core.storage.querylog import QueryLog
from rag_core.storage.registry import Registry
from rag_core.storage.schema import all_tables
from tests.helpers.postgres import PostgresCluster

# The tables create_all made before migrations existed (the baseline revision).
TABLES = {
    "documents",
    "pages",
    "page_tables",
    "document_profiles",
    "doc_word_counts",
    "query_log",
    "feedback",
    "clarify_state",
}


def _revision(url: str) -> str | None:
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            return MigrationContext.configure(conn).get_current_revision()
    finally:
        engine.dispose()


def test_fresh_database_is_migrated_to_the_newest_revision(db_url: str) -> None:
    engine = make_engine(db_url)
    assert TABLES <= set(inspect(engine).get_table_names())
    assert _revision(db_url) == script_directory().get_current_head()


def test_migrated_schema_is_exactly_what_the_models_declare(db_url: str) -> None:
    engine = make_engine(db_url)
    with engine.connect() as conn:
        context = MigrationContext.configure(conn, opts={"compare_type": True})
        assert compare_metadata(context, all_tables()) == []


def _schema_and_rows(path: Path) -> tuple[list[tuple[str, str]], list[tuple[str, int]]]:
    with sqlite3.connect(path) as conn:
        schema_sql = conn.execute(
            "SELECT name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name"
        ).fetchall()
        tables = [name for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        rows = [(t, conn.execute(f'SELECT count(*) FROM "{t}"').fetchone()[0]) for t in sorted(tables)]
    return schema_sql, rows


def test_a_new_sqlite_file_set_up_from_the_process_copy_is_the_migrated_database(tmp_path: Path) -> None:
    copied, migrated = tmp_path / "copied.db", tmp_path / "migrated.db"
    make_engine(copied).dispose()  # a new, empty file: a copy of the database migrated once per process
    engine = database._sqlite_engine(parse_url(migrated))
    database._upgrade(engine)  # every revision, step by step
    engine.dispose()
    assert _schema_and_rows(copied) == _schema_and_rows(migrated)
    assert _revision(f"sqlite:///{copied}") == script_directory().get_current_head()
    registry = Registry(make_engine(copied))  # and it is written and read as any other database
    registry.record_failure(name="a.pdf", doc_id="d", file_type="pdf", size_bytes=1, error="e")
    assert [d.name for d in registry.documents()] == ["a.pdf"]


def test_a_new_database_is_set_up_whole_after_the_process_copy_was_removed(tmp_path: Path) -> None:
    make_engine(tmp_path / "first.db").dispose()
    template = Path(database._template())
    database._remove(template.parent, os.getpid() + 1)  # another process's exit: this one's copy stays
    assert template.exists()
    shutil.rmtree(template.parent)  # as a /tmp cleaner would under a long-running server
    make_engine(tmp_path / "second.db").dispose()
    assert _schema_and_rows(tmp_path / "second.db") == _schema_and_rows(tmp_path / "first.db")
    assert TABLES <= {name for name, _ in _schema_and_rows(tmp_path / "second.db")[1]}


def test_every_module_declaring_tables_is_in_model_modules() -> None:
    storage = Path(database.__file__).parent
    declaring = {path.stem for path in storage.glob("*.py") if "(Base):" in path.read_text(encoding="utf-8")}
    assert declaring == {module.__name__.rpartition(".")[2] for module in schema.MODEL_MODULES}


def test_path_and_url_open_the_same_sqlite_file(tmp_path: Path) -> None:
    path = tmp_path / "a?b%20" / "verbatim.db"
    settings = Settings(data_dir=path.parent)
    assert parse_url(settings.db_url).database == str(path)
    Registry(make_engine(path)).record_failure(name="x.pdf", doc_id="d", file_type="pdf", size_bytes=1, error="e")
    assert [r.name for r in Registry(make_engine(settings.db_url)).documents()] == ["x.pdf"]


def _old_database(path: Path, *, without: str | None = None) -> None:
    """A database as the app made it before migrations: the baseline's tables, no alembic_version."""
    from alembic import command

    from rag_core.storage.database import alembic_config

    command.upgrade(alembic_config(f"sqlite:///{path}"), "0001")  # the schema create_all made then
    with sqlite3.connect(path) as conn:
        conn.execute("DROP TABLE alembic_version")
        if without:
            conn.execute(f"DROP TABLE {without}")
        conn.execute(
            "INSERT INTO documents (doc_id, name, file_type, size_bytes, pages, chunks, status, error, provenance, "
            "doc_date, ingested_at, updated_at, stored_path) VALUES ('d1', 'report.pdf', 'pdf', 10, 1, 2, 'ready', "
            "'', 'primary', '2024-01-01', '2024-01-01T00:00:00', '2024-01-01T00:00:00', 'files/d1.pdf')"
        )
        conn.execute(
            "INSERT INTO document_profiles (doc_id, profile_json, edited, updated_at) "
            "VALUES ('d1', '{\"filer\": \"ACME\"}', 1, '2024-01-01T00:00:00')"
        )
        conn.execute(
            "INSERT INTO query_log (id, created_at, session_id, user, question, context, mode, refusal_reason, "
            "confidence_level, confidence_score, envelope, chunk_ids, scores, latency_ms, generator, model, "
            "coverage, repair_rounds, tokens, generation_ms) VALUES "
            "('q1', '2024-01-01T00:00:00', 's', 'ann', 'what?', '', 'direct', '', 'high', 0.9, '{}', '[]', '[]', "
            "5, 'extractive', '', 0, 0, 0, 0)"
        )
        conn.execute(
            "INSERT INTO feedback (query_id, verdict, comment, user, created_at) "
            "VALUES ('q1', 'correct', 'ok', 'ann', '2024-01-01T00:00:01')"
        )


def test_database_made_before_migrations_is_adopted_without_losing_rows(tmp_path: Path) -> None:
    path = tmp_path / "verbatim.db"
    _old_database(path)
    engine = make_engine(path)
    assert _revision(f"sqlite:///{path}") == script_directory().get_current_head()
    registry = Registry(engine)
    [doc] = registry.documents()
    assert (doc.name, doc.status, doc.chunks, doc.doc_date) == ("report.pdf", "ready", 2, "2024-01-01")
    assert registry.profiles() == {"d1": '{"filer": "ACME"}'} and registry.edited_profiles() == {"d1"}
    log = QueryLog(engine)
    assert [q.question for q in log.recent()] == ["what?"]
    assert [(f.verdict, f.user) for f in log.feedback_for("q1")] == [("correct", "ann")]


def test_old_database_lacking_a_newer_table_gets_it(tmp_path: Path) -> None:
    path = tmp_path / "verbatim.db"
    _old_database(path, without="doc_word_counts")
    registry = Registry(make_engine(path))
    registry.save_word_counts("d1", 3, '{"acm": 2}')
    assert registry.word_counts(["d1"]) == {"d1": (3, '{"acm": 2}')}
    assert [d.name for d in registry.documents()] == ["report.pdf"]


def test_database_from_a_newer_version_is_refused_with_what_to_do(tmp_path: Path) -> None:
    path = tmp_path / "verbatim.db"
    make_engine(path)
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE alembic_version SET version_num = 'f00dface'")
    with pytest.raises(ConfigError, match="f00dface.*upgrade Verbatim"):
        make_engine(path)


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_unreachable_server_names_the_setting_and_hides_the_password() -> None:
    url = f"postgresql://verbatim:s3cret-pw@127.0.0.1:{_closed_port()}/verbatim"
    with pytest.raises(ConfigError, match="RAG_DATABASE_URL") as caught:
        make_engine(url)
    message = str(caught.value)
    assert "s3cret-pw" not in message
    assert "verbatim:***@127.0.0.1" in message


def test_missing_database_is_named_and_the_password_hidden(postgres_cluster: PostgresCluster) -> None:
    name = postgres_cluster.create_database()
    try:
        url = postgres_cluster.url(name).replace("@", ":pw@").replace("/" + name, "/no_such_db")
        with pytest.raises(ConfigError, match="no_such_db.*RAG_DATABASE_URL") as caught:
            make_engine(url)
        assert "pw@" not in str(caught.value)
    finally:
        postgres_cluster.drop_database(name)


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        ("not a url", "RAG_DATABASE_URL is not a database URL"),
        ("mysql://u:pw@host/db", "mysql database .*SQLite or PostgreSQL"),
        ("postgresql+pg8000://u:pw@127.0.0.1/db", "pg8000 driver, which is not installed"),
    ],
)
def test_bad_url_says_what_to_use(url: str, expected: str) -> None:
    with pytest.raises(ConfigError, match=expected) as caught:
        make_engine(url)
    assert ":pw@" not in str(caught.value)


def test_password_is_masked_wherever_the_url_is_shown(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RAG_DATABASE_URL", "postgresql+psycopg://app:hunter2@db:5432/verbatim")
    settings = Settings()
    assert settings.db_url == "postgresql+psycopg://app:hunter2@db:5432/verbatim"
    assert "hunter2" not in repr(settings) and "hunter2" not in str(settings)
    assert display_url(settings.db_url) == "postgresql+psycopg://app:***@db:5432/verbatim"


def test_default_database_is_the_sqlite_file_in_the_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("RAG_DATABASE_URL", raising=False)
    settings = Settings(data_dir=tmp_path)
    assert settings.database_url == ""
    assert parse_url(settings.db_url).get_backend_name() == "sqlite"
    assert parse_url(settings.db_url).database == str(tmp_path / "verbatim.db")


STARTER = """
import sys, time
from pathlib import Path
import alembic.command  # imported before the start signal: the race is in opening, not importing
from rag_core.storage.database import make_engine
from rag_core.storage.registry import Registry
go = Path(sys.argv[2])
print("ready", flush=True)
while not go.exists():
    time.sleep(0.002)
Registry(make_engine(sys.argv[1])).record_failure(name=sys.argv[3], doc_id="d", file_type="pdf", size_bytes=1, error="e")
"""


@pytest.mark.slow  # several processes at once
def test_processes_starting_on_a_fresh_database_at_once_all_succeed(db_url: str, tmp_path: Path) -> None:
    go = tmp_path / "go"
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", STARTER, db_url, str(go), f"{i}.pdf"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for i in range(3)
    ]
    assert [proc.stdout.readline().strip() for proc in procs] == ["ready"] * 3  # type: ignore[union-attr]
    go.touch()
    errors = [proc.communicate(timeout=60)[1] for proc in procs]
    assert [proc.returncode for proc in procs] == [0, 0, 0], errors
    assert sorted(d.name for d in Registry(make_engine(db_url)).documents()) == ["0.pdf", "1.pdf", "2.pdf"]
    assert _revision(db_url) == script_directory().get_current_head()
