"""Ask page: asking a question and adding the answer to the session's thread."""

from __future__ import annotations

import streamlit as st

from rag_core.answer.engine import Engine
from ui import access, state


def ask(engine: Engine, question: str, context: str = "") -> None:
    """Ask and append the answer to the session's thread."""
    question = question.strip()
    if not question:
        return
    with st.spinner("Searching the documents..."):
        response = engine.ask(
            question, context=context, session_id=state.session_id(), user=state.user(), scope=access.scope()
        )
    state.thread().append(state.Turn(question=question, response=response, context=context))
