"""Session-state keys, declared once, and small accessors."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Any

import streamlit as st
from streamlit.errors import StreamlitInvalidLayoutContextError

from rag_core import conversations
from rag_core.envelope import Response

THREAD = "ask_thread"  # the open conversation's turns (list[Turn]), as read from the database
THREAD_ID = "ask_thread_id"  # the id of the conversation in THREAD; "" or missing: a new one, not stored yet
THREAD_PARAM = "thread"  # the URL query parameter holding the open conversation, so a reload reopens it
EDITING = "editing_searched"  # the index of the turn whose searched question is being edited
DELETING = "deleting_thread"  # the conversation whose "Delete" waits for a confirmation
SESSION_ID = "session_id"
USER = "analyst_name"  # the name given for feedback (local mode)
USER_BOX = "analyst_name_box"  # the sidebar box it is typed into
OVERRIDES = "settings_overrides"  # the user's own settings (saved per user, loaded once per session)
OVERRIDES_OWNER = "settings_overrides_owner"  # whose saved settings OVERRIDES holds
OPEN_SOURCE = "open_source"
VERDICTS = "verdicts"
PENDING = "pending_question"  # a question to ask: typed, or an example clicked; kept until it is asked
ASK_BOX = "ask_box"  # the Ask page's chat input
PRINCIPAL = "signed_in_principal"  # shared mode: the signed-in user (rag_core.auth.Principal)
SIGNED_IN = "signed_in_subject"  # shared mode: whose sign-in this session has recorded already
NOTICES = "notices_after_rerun"
ZOOM = "source_zoom"  # the page viewer's zoom chosen last, kept while paging and across sources


@dataclass
class Turn:
    """One question and its answer in the open conversation (a stored turn as the page shows it).

    Mutable because the clarify form marks ``clarified`` on the turn it answered.
    """

    question: str
    response: Response
    context: str = ""
    clarified: bool = False  # this turn's clarify form has been answered
    searched: str = ""  # the standalone question searched, when a follow-up was resolved
    thread_id: str = ""
    seq: int = 0  # its number in the stored conversation (0: not stored)

    @classmethod
    def of(cls, turn: conversations.Turn) -> Turn:
        """The page's copy of a stored turn."""
        return cls(turn.question, turn.response, turn.context, turn.clarified, turn.searched, turn.thread_id, turn.seq)

    @property
    def resolved(self) -> bool:
        """True when the question was read as a follow-up of an earlier turn and rewritten (a vague
        "and?" that got a clarifying question was searched as typed)."""
        followup = self.response.followup
        if self.response.read_as:
            return True  # typos read as meant: the question searched differs from the one typed
        return followup is not None and " ".join(followup.searched.split()) != " ".join(followup.asked.split())


def thread() -> list[Turn]:
    """The open conversation's turns, oldest first."""
    return st.session_state.setdefault(THREAD, [])


def thread_id() -> str:
    """The open conversation's id ("" before its first question is stored)."""
    return str(st.session_state.get(THREAD_ID) or "")


def owner() -> str:
    """Whose conversations these are: the signed-in subject in a shared deployment, "" on a laptop
    (every conversation there is the one analyst's, whatever name the sidebar box holds)."""
    principal = st.session_state.get(PRINCIPAL)
    return str(principal.subject) if principal is not None else ""


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
    """The user's own settings: saved from the Settings page, restored from the database on a new session."""
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
