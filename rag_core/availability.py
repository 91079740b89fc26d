"""Whether the app database answers: what the app and the CLI check when a call fails, so that an
outage (a restart, a network cut) is reported and retried instead of ending in a traceback."""

from __future__ import annotations

from sqlalchemy import create_engine, text
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import DBAPIError, InterfaceError, OperationalError
from sqlalchemy.pool import NullPool

from rag_core.errors import DatabaseUnavailableError
from rag_core.storage.database import display_url, parse_url

__all__ = ["reachable", "unavailable", "unreachable"]


def unreachable(exc: BaseException) -> bool:
    """Whether ``exc`` is the app database not answering (server down or restarting, connection cut),
    as opposed to a bug or bad input: what a caller may report and try again later."""
    if isinstance(exc, DatabaseUnavailableError):
        return True
    if isinstance(exc, DBAPIError):
        return bool(exc.connection_invalidated) or isinstance(exc, OperationalError | InterfaceError)
    return False


def unavailable(exc: BaseException, url: str | URL) -> DatabaseUnavailableError:
    """``exc`` (for which :func:`unreachable` holds) as an error naming the database, password masked."""
    if isinstance(exc, DatabaseUnavailableError):
        return exc
    parsed = make_url(url) if isinstance(url, str) else url
    reason = str(exc.orig if isinstance(exc, DBAPIError) else exc)
    reason = " ".join(line.strip() for line in reason.splitlines()[:2] if line.strip()) or type(exc).__name__
    if parsed.password:
        reason = reason.replace(parsed.password, "***")
    return DatabaseUnavailableError(
        f"the database {display_url(parsed)} is unreachable ({reason}); check that the server is running and try again"
    )


def reachable(url: str | URL, timeout_s: float = 3.0) -> bool:
    """Whether the database answers a trivial query within about ``timeout_s`` (a fresh connection,
    not from any pool, closed at once)."""
    parsed = parse_url(url) if isinstance(url, str) else url
    sqlite = parsed.get_backend_name() == "sqlite"
    args = {"timeout": timeout_s} if sqlite else {"connect_timeout": max(1, int(timeout_s))}
    engine = create_engine(parsed, poolclass=NullPool, connect_args=args)
    try:
        with engine.connect() as connection:
            connection.execute(text("SELECT 1"))
        return True
    except DBAPIError:
        return False
    finally:
        engine.dispose()
