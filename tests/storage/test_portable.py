"""The same queries mean the same on SQLite and PostgreSQL (rag_core.storage.portable): long names and
NUL characters are stored, ordering is by code point, LIKE ignores ASCII case."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import Column, Integer, MetaData, Table, create_engine, select

from rag_core.storage.portable import FreeString, FreeText, code_point_order, contains_ascii_ci

METADATA = MetaData()
NAMES = Table(
    "names",
    METADATA,
    Column("id", Integer, primary_key=True),
    Column("name", FreeString(12)),
    Column("note", FreeText()),
)


def _engine(db_url: str):  # type: ignore[no-untyped-def]
    if db_url.startswith("sqlite:///"):
        Path(db_url.removeprefix("sqlite:///")).parent.mkdir(parents=True, exist_ok=True)
    engine = create_engine(db_url)
    METADATA.create_all(engine)
    return engine


def test_a_long_name_with_a_nul_is_stored_and_found_again_by_itself(db_url: str) -> None:
    engine = _engine(db_url)
    long_name = "annual\x00report-2023-final.pdf"
    with engine.begin() as db:
        db.execute(NAMES.insert().values(id=1, name=long_name, note="page\x00 one"))
    with engine.connect() as db:
        name, note = db.execute(select(NAMES.c.name, NAMES.c.note)).one()
        found = db.execute(select(NAMES.c.id).where(NAMES.c.name == long_name)).scalar_one()
    assert found == 1  # the lookup binds through the same rule as the write
    if engine.dialect.name == "postgresql":
        assert (name, note) == ("annualreport", "page one")  # cut to VARCHAR(12), NUL dropped
    else:
        assert (name, note) == (long_name, "page\x00 one")  # SQLite keeps whatever it is given
    engine.dispose()


def test_names_come_back_in_code_point_order_and_like_ignores_case(db_url: str) -> None:
    engine = _engine(db_url)
    with engine.begin() as db:
        db.execute(NAMES.insert(), [{"id": i, "name": n} for i, n in enumerate(["b", "B", "a", "A", "_x"])])
    with engine.connect() as db:
        ordered = db.scalars(select(NAMES.c.name).order_by(code_point_order(NAMES.c.name, engine.dialect))).all()
        matched = db.scalars(select(NAMES.c.name).where(contains_ascii_ci(NAMES.c.name, "%\\_%", engine.dialect))).all()
        upper = db.scalars(select(NAMES.c.name).where(contains_ascii_ci(NAMES.c.name, "a", engine.dialect))).all()
    assert ordered == ["A", "B", "_x", "a", "b"]
    assert matched == ["_x"]  # the backslash escapes LIKE's wildcard
    assert sorted(upper) == ["A", "a"]
    engine.dispose()
