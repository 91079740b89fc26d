"""The Ask page before the first question: how to start, and example questions about the samples."""

from __future__ import annotations

import streamlit as st

from rag_core.ingest.formats import SUPPORTED_TYPES_TEXT
from rag_core.library import Library
from ui import access, state

SAMPLE_NAMES = {"northwind_handbook.pdf", "northwind_annual_report_2023.pdf", "northwind_safety_policy.md"}
SAMPLE_QUESTIONS = (
    "What are Northwind's core values?",
    "How many trucks does Northwind operate?",
    "How are shipments routed?",
    "What is cross-docking?",
    "What was the revenue for 2021?",
    "What is the capital of France?",
)


def empty_state(library: Library) -> None:
    """What a new user sees: how to start, and example questions when the samples are indexed."""
    names = {d.name for d in library.ready_documents(access.scope())}
    if not names:
        st.info(
            f"No documents yet. Open the **Library** page and upload {SUPPORTED_TYPES_TEXT} files; "
            "then ask questions here. Every answer quotes the documents and cites the page.",
            icon=":material/upload_file:",
        )
        st.page_link("pages/library.py", label="Go to the Library", icon=":material/library_books:")
        return
    st.markdown(
        "Ask anything about your documents. Answers are **sentences copied from the documents** with "
        "their page; when nothing states the answer you get the closest passages instead, and questions "
        "the documents do not cover are declined."
    )
    if names & SAMPLE_NAMES:
        st.markdown("**Try the sample documents:**")
        columns = st.columns(3)
        for n, question in enumerate(SAMPLE_QUESTIONS):
            if columns[n % 3].button(question, key=f"example-{n}", width="stretch"):
                st.session_state[state.PENDING] = question
                st.rerun()
