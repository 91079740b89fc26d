"""Stored conversations on the Ask page: which one is open (the URL's ``thread``), and the sidebar
that starts, lists, opens, renames, exports and deletes them."""

from __future__ import annotations

import re
from datetime import datetime

import streamlit as st

from rag_core.errors import RagCoreError
from rag_core.conversations import Conversations, ThreadRecord
from ui import state
from ui.resources import get_engine
from ui.text import md_escape

THREADS_SHOWN = 50  # newest conversations listed in the sidebar; older ones stay stored


def get_conversations() -> Conversations:
    """Conversations answered by this session's engine (cheap: the engine is cached, this is not)."""
    return Conversations(get_engine())


def load(conversations: Conversations, thread_id: str) -> None:
    """Open ``thread_id`` ("" for a new conversation): its turns from the database, and the URL."""
    turns = [state.Turn.of(turn) for turn in conversations.turns(thread_id, state.owner())] if thread_id else []
    st.session_state[state.THREAD] = turns
    st.session_state[state.THREAD_ID] = thread_id
    st.session_state.pop(state.EDITING, None)
    st.session_state.pop(state.DELETING, None)
    st.session_state.pop(state.OPEN_SOURCE, None)
    if thread_id:
        st.query_params[state.THREAD_PARAM] = thread_id
    elif state.THREAD_PARAM in st.query_params:
        del st.query_params[state.THREAD_PARAM]


def sync(conversations: Conversations) -> None:
    """Show the conversation the URL names: read it again after a reload or a link; keep the one
    already open when the URL lost it (back from another page)."""
    wanted = str(st.query_params.get(state.THREAD_PARAM, "") or "")
    if state.THREAD_ID in st.session_state:
        if not wanted and state.thread_id():
            st.query_params[state.THREAD_PARAM] = state.thread_id()
            return
        if wanted == state.thread_id():
            return
    try:
        load(conversations, wanted)
    except RagCoreError as exc:  # deleted, someone else's, or a mistyped link: start afresh
        load(conversations, "")
        st.warning(md_escape(str(exc)), icon=":material/history_toggle_off:")


def new_conversation() -> None:
    """Start a new conversation; it is stored with its first question."""
    st.session_state[state.THREAD] = []
    st.session_state[state.THREAD_ID] = ""
    st.session_state.pop(state.OPEN_SOURCE, None)
    st.session_state.pop(state.EDITING, None)
    if state.THREAD_PARAM in st.query_params:
        del st.query_params[state.THREAD_PARAM]


def _when(stamp: str) -> str:
    try:
        return datetime.fromisoformat(stamp).strftime("%d %b %Y, %H:%M UTC")
    except ValueError:
        return stamp[:16]


def file_name(title: str) -> str:
    """A safe Markdown file name for a conversation titled ``title``."""
    stem = re.sub(r"[^A-Za-z0-9]+", "-", title).strip("-").lower()[:60]
    return f"{stem or 'conversation'}.md"


def sidebar(conversations: Conversations) -> None:
    """The conversations block of the sidebar: new, the list, and the open one's actions."""
    with st.sidebar:
        st.markdown("**Conversations**")
        if st.button("New conversation", key="thread-new", icon=":material/add_comment:", width="stretch"):
            new_conversation()
            st.rerun()
        threads = conversations.threads(state.owner())
        if not threads:
            st.caption("Your questions and answers are kept here, so you can come back to them.")
        current = state.thread_id()
        with st.container(height=320 if len(threads) > 6 else "content", border=False):
            for thread in threads[:THREADS_SHOWN]:
                opened = thread.id == current
                if st.button(
                    md_escape(thread.title or "Untitled conversation"),
                    key=f"thread-{thread.id}",
                    type="primary" if opened else "tertiary",
                    width="stretch",
                    help=f"Last question {_when(thread.updated_at)}",
                ):
                    load(conversations, thread.id)
                    st.rerun()
                st.caption(_when(thread.updated_at))
        if len(threads) > THREADS_SHOWN:
            st.caption(f"{len(threads) - THREADS_SHOWN} older conversations are not listed.")
        opened_thread = next((t for t in threads if t.id == current), None)
        if opened_thread is not None:
            _actions(conversations, opened_thread)


def _actions(conversations: Conversations, thread: ThreadRecord) -> None:
    """Rename, export and delete the open conversation."""
    owner = state.owner()
    with st.expander("This conversation", icon=":material/edit_note:"):
        with st.form("thread-rename", border=False):
            title = st.text_input("Title", value=thread.title, key=f"thread-title-{thread.id}", max_chars=120)
            if st.form_submit_button("Rename", icon=":material/edit:"):
                try:
                    conversations.rename(thread.id, title, owner)
                    state.notify_after_rerun("Conversation renamed")
                except RagCoreError as exc:
                    state.notify_after_rerun(md_escape(str(exc)), error=True)
                st.rerun()
        st.download_button(
            "Export as Markdown",
            data=conversations.export_markdown(thread.id, owner),
            file_name=file_name(thread.title),
            mime="text/markdown",
            key="thread-export",
            icon=":material/download:",
            on_click="ignore",
        )
        if st.session_state.get(state.DELETING) != thread.id:
            if st.button("Delete conversation", key="thread-delete", icon=":material/delete:"):
                st.session_state[state.DELETING] = thread.id
                st.rerun()
            return
        st.warning("Delete this conversation and all its answers? This cannot be undone.")
        left, right = st.columns(2)
        if left.button("Delete", key="thread-delete-confirm", type="primary"):
            try:
                conversations.delete(thread.id, owner)
                state.notify_after_rerun(f"Deleted {md_escape(thread.title)}")
            except RagCoreError as exc:
                state.notify_after_rerun(md_escape(str(exc)), error=True)
            new_conversation()
            st.session_state.pop(state.DELETING, None)
            st.rerun()
        if right.button("Cancel", key="thread-delete-cancel"):
            st.session_state.pop(state.DELETING, None)
            st.rerun()
