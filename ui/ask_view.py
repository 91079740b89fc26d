"""Ask page: asking a question in the open conversation, and showing a question as it was searched."""

from __future__ import annotations

import uuid
from collections.abc import Callable

import streamlit as st

from rag_core.conversations import Conversations
from rag_core.errors import RagCoreError
from ui import access, state, threads_view
from ui.text import md_escape


def ask(conversations: Conversations, question: str, context: str = "", *, standalone: bool = False) -> None:
    """Ask in the open conversation (a new one is stored with its first question) and show it again
    as stored. ``standalone``: not read as a follow-up of the earlier questions. A failure is queued
    for :func:`state.show_notices`."""
    question = question.strip()
    if not question:
        return
    thread_id = state.thread_id() or uuid.uuid4().hex
    try:
        with st.spinner("Searching the documents..."):
            conversations.ask(
                thread_id,
                question,
                context=context,
                owner=state.owner(),
                user=state.user(),
                session_id=state.session_id(),
                scope=access.scope(),
                standalone=standalone,
            )
        threads_view.load(conversations, thread_id)
    except RagCoreError as exc:  # e.g. the conversation was deleted in another tab meanwhile
        state.notify_after_rerun(md_escape(str(exc)), error=True)


def keep_typed() -> None:
    """The chat box's callback: keep what was typed as the question to ask. Callbacks run before
    the page, so the question survives a run that fails before reaching the box (an outage)."""
    typed = st.session_state.get(state.ASK_BOX)
    if typed:
        st.session_state[state.PENDING] = typed


def reasker(conversations: Conversations, turn: state.Turn) -> Callable[[str, str], None]:
    """The clarify form's callback for ``turn``: remember the form was answered (so a reload does not
    show it again), ask again with the context, and rerun."""

    def reask(question: str, context: str) -> None:
        if turn.seq:
            try:
                conversations.set_clarified(turn.thread_id, turn.seq, state.owner())
            except RagCoreError:
                pass  # the conversation is gone; ask() below says so
        ask(conversations, question, context)
        st.rerun()

    return reask


def question(conversations: Conversations, turn: state.Turn, index: int) -> None:
    """The question as typed, its clarification, and for a follow-up what was searched, editable."""
    st.markdown(md_escape(turn.question) + (f"  \n*Context: {md_escape(turn.context)}*" if turn.context else ""))
    if not turn.resolved:
        return
    editing = st.session_state.get(state.EDITING) == index
    left, right = st.columns([6, 1], vertical_alignment="center")
    left.caption(f":material/subdirectory_arrow_right: Searched as: {md_escape(turn.searched)}")
    if not editing and right.button(
        "Edit",
        key=f"edit-searched-{index}",
        type="tertiary",
        icon=":material/edit:",
        help="Change the question that was searched and ask it on its own",
    ):
        st.session_state[state.EDITING] = index
        st.rerun()
    if editing:
        with st.form(f"searched-form-{index}", border=False):
            text = st.text_input("Search for", value=turn.searched, key=f"searched-{index}")
            send, cancel = st.columns(2)
            asked = send.form_submit_button("Ask this instead", icon=":material/search:", type="primary")
            cancelled = cancel.form_submit_button("Cancel")
        if asked and text.strip():
            st.session_state.pop(state.EDITING, None)
            ask(conversations, text, standalone=True)
            st.rerun()
        if cancelled:
            st.session_state.pop(state.EDITING, None)
            st.rerun()
