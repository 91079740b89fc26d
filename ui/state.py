"""Session-state keys, declared once, and small accessors."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Any

import streamlit as st
from streamlit.errors import StreamlitInvalidLayoutContextError

from rag_core.envelope import Response

THREAD = "ask_thread"
SESSION_ID = "session_id"
USER = "analyst_name"
OVERRIDES = "settings_overrides"
OPEN_SOURCE = "open_source"
VERDICTS = "verdicts"
PENDING = "pending_question"
PRINCIPAL = "signed_in_principal"  # shared mode: the signed-in user (rag_core.auth.Principal)
SIGNED_IN = "signed_in_subject"  # shared mode: whose sign-in this session has recorded already
NOTICES = "notices_after_rerun"


@dataclass
class Turn:
    """One question and its answer in the Ask thread."""

    question: str
    response: Response
    context: str = ""
    clarified: bool = False  # this turn's clarify form has been answered


def thread() -> list[Turn]:
    """The session's question/answer thread."""
    return st.session_state.setdefault(THREAD, [])


def session_id() -> str:
    """A stable id for this browser session (clarify rounds are counted per session)."""
    return st.session_state.setdefault(SESSION_ID, uuid.uuid4().hex)


def user() -> str:
    """Who is asking, for the query log and feedback: the signed-in subject in a shared deployment,
    else the name typed in the sidebar ("" when not given)."""
    principal = st.session_state.get(PRINCIPAL)
    if principal is not None:
        return str(principal.subject)
    return str(st.session_state.get(USER, "") or "")


def overrides() -> dict[str, dict[str, Any]]:
    """Settings changed on the Settings page for this session."""
    return st.session_state.setdefault(OVERRIDES, {})


def verdicts() -> dict[str, str]:
    """Feedback given in this session, query id -> verdict."""
    return st.session_state.setdefault(VERDICTS, {})


def rerun_fragment() -> None:
    """Rerun just the enclosing ``@st.fragment`` when this run is a fragment rerun (a click
    inside it in the browser), else the whole app (a full run, as AppTest does for clicks)."""
    try:
        st.rerun(scope="fragment")
    except StreamlitInvalidLayoutContextError:
        st.rerun()


def notify_after_rerun(message: str, *, error: bool = False) -> None:
    """Show ``message`` on the next run: a toast, or an error box when ``error``.

    A toast or error sent just before ``st.rerun()`` is dropped by the browser (streamlit#7740),
    so an action that reruns queues its message here and the page shows it with
    :func:`show_notices`.
    """
    st.session_state.setdefault(NOTICES, []).append((message, error))


def show_notices() -> None:
    """Show and forget the messages queued by :func:`notify_after_rerun` (already escaped)."""
    for message, error in st.session_state.pop(NOTICES, []):
        if error:
            st.error(message)
        else:
            st.toast(message)
