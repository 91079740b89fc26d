"""What differs between SQLite and PostgreSQL, in one place, so the same queries mean the same.

SQLite stores whatever it is given; PostgreSQL refuses a string longer than its ``VARCHAR(n)`` and
any string containing a NUL character, and it compares text case-sensitively and orders it by
the database's collation. The helpers below make PostgreSQL behave as SQLite always has; on
SQLite they change nothing.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import String, Text
from sqlalchemy.engine import Dialect
from sqlalchemy.sql.elements import ColumnElement
from sqlalchemy.types import TypeDecorator

POSTGRES = "postgresql"


def _fit(value: Any, dialect: Dialect, length: int | None) -> Any:
    if not isinstance(value, str) or dialect.name != POSTGRES:
        return value
    value = value.replace("\x00", "")
    return value[:length] if length is not None else value


class FreeString(TypeDecorator[str]):
    """``VARCHAR(n)`` for text that comes from outside (file names, page labels, user names).

    On PostgreSQL a longer value is cut to ``n`` characters and NUL characters are dropped instead
    of failing the whole write; comparisons bind through the same rule, so a lookup by a long name
    finds the row stored under it. The column's DDL is plain ``VARCHAR(n)``.
    """

    impl = String
    cache_ok = True

    def process_bind_param(self, value: Any, dialect: Dialect) -> Any:
        """Clip and clean the value on PostgreSQL; pass it through on SQLite."""
        return _fit(value, dialect, self.impl.length)  # type: ignore[attr-defined]


class FreeText(TypeDecorator[str]):
    """``TEXT`` for text that comes from outside; NUL characters are dropped on PostgreSQL."""

    impl = Text
    cache_ok = True

    def process_bind_param(self, value: Any, dialect: Dialect) -> Any:
        """Drop NULs on PostgreSQL; pass the value through on SQLite."""
        return _fit(value, dialect, None)


def code_point_order(column: ColumnElement[str], dialect: Dialect) -> ColumnElement[str]:
    """``column`` ordered by code point, as SQLite's default BINARY collation does.

    PostgreSQL would otherwise order by the database's locale (``en_US.UTF-8`` puts "b" between
    "A" and "B"), so a list would come back in a different order from the same rows.
    """
    return column.collate("C") if dialect.name == POSTGRES else column


def contains_ascii_ci(column: ColumnElement[str], pattern: str, dialect: Dialect) -> ColumnElement[bool]:
    """``column LIKE pattern`` (backslash escapes), case-insensitive as SQLite's LIKE is.

    PostgreSQL's LIKE is case-sensitive; ILIKE is its case-insensitive form.
    """
    if dialect.name == POSTGRES:
        return column.ilike(pattern, escape="\\")
    return column.like(pattern, escape="\\")
