"""The app while its database does not answer: one clear notice instead of Streamlit's generic
error, a retry every few seconds, and the question typed meanwhile kept and asked once it is back."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

import streamlit as st

from rag_core.settings import Settings
from rag_core.availability import reachable, unreachable
from ui import state
from ui.text import md_escape

logger = logging.getLogger(__name__)

UNREACHABLE = "The database is unreachable, retrying every {interval}."


def _interval(seconds: float) -> str:
    """ "second", "5 seconds", "2.5 seconds"."""
    return "second" if seconds == 1 else f"{seconds:g} seconds"


def guarded(run: Callable[[], None], settings: Settings) -> None:
    """``run()``; when the database does not answer, the outage notice instead of an error."""
    try:
        run()
    except Exception as exc:
        if not unreachable(exc):
            raise
        logger.warning("database unreachable: %s", type(exc).__name__)
        notice(settings)


def notice(settings: Settings) -> None:
    """What the page shows during an outage; reruns the app as soon as the database answers."""
    st.warning(
        UNREACHABLE.format(interval=_interval(settings.database_retry_s))
        + " Nothing you did caused it and nothing is lost: the page "
        "comes back by itself when the database answers again.",
        icon=":material/cloud_off:",
    )
    kept = st.session_state.get(state.PENDING)
    if kept:
        st.info(
            f"Your question is kept and will be asked when the database is back: {md_escape(str(kept))}",
            icon=":material/schedule_send:",
        )
    # A fragment that reruns itself every RAG_DATABASE_RETRY_S seconds, made with this run's setting.
    st.fragment(run_every=settings.database_retry_s)(_retry)(settings.db_url)


def _retry(url: str) -> None:
    if reachable(url, timeout_s=2):
        st.rerun()  # the whole app: the page the user was on, and the kept question asked
    st.caption(f"Last check {time.strftime('%H:%M:%S')}: no answer yet.")
