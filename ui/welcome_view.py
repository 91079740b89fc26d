"""The Ask page before the first question: how to start, and example questions about the samples."""

from __future__ import annotations

import streamlit as st

from rag_core.ingest.formats import SUPPORTED_TYPES_TEXT
from rag_core.library import Library
from rag_core.settings import Settings
from ui import access, startup, state
from ui.text import md_escape

SAMPLE_NAMES = {"northwind_handbook.pdf", "northwind_annual_report_2023.pdf", "northwind_safety_policy.md"}
# (document, what it is, example questions): each question is about that sample document.
SAMPLE_QUESTIONS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    (
        "northwind_annual_report_2023.pdf",
        "Annual report 2023 (PDF)",
        (
            "What was Northwind's revenue for 2023?",
            "How many trucks does Northwind operate?",
            "What was the revenue for 2021?",
        ),
    ),
    (
        "northwind_handbook.pdf",
        "Employee handbook (PDF)",
        (
            "What are Northwind's core values?",
            "What is cross-docking?",
            "How are shipments routed?",
        ),
    ),
    (
        "northwind_safety_policy.md",
        "Road safety policy (Markdown)",
        (
            "What break must drivers take after 4.5 hours of driving?",
            "Within how many hours must a reportable incident be reported?",
        ),
    ),
)
# Examples whose answer the samples do not state outright: they show the closest passages instead.
NOT_STATED = frozenset({"What was the revenue for 2021?", "How are shipments routed?"})
OFF_TOPIC = "What is the capital of France?"  # declined: no document covers it


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
    present = [sample for sample in SAMPLE_QUESTIONS if sample[0] in names]
    if present:
        _examples(present)


def _examples(present: list[tuple[str, str, tuple[str, ...]]], prefix: str = "") -> None:
    """The example questions, grouped under the sample each is about, and one off-topic question."""
    st.markdown(
        "**Try the sample documents.** Each question below is answered from the document it is listed under; "
        "the ones marked *passages* are not stated outright there, and show the closest passages instead."
    )
    n = 0
    for column, (_, title, questions) in zip(st.columns(len(present)), present, strict=True):
        with column.container(border=True):
            st.markdown(f"**{md_escape(title)}**")
            for question in questions:
                _example(question, n, prefix)
                n += 1
    st.caption("And one the documents do not cover, to see a refusal:")
    _example(OFF_TOPIC, n, prefix)


def until_ready(settings: Settings) -> None:
    """On a first start, until the model is loaded and the samples indexed: the sample questions
    (clickable at once) and the progress; a question asked meanwhile is shown with a "loading"
    status and asked as soon as the library is ready. Returns once it is."""
    if startup.ready(settings):
        return
    holder = st.empty()
    with holder.container():
        pending = st.session_state.get(state.PENDING)
        if pending:
            with st.chat_message("user"):
                st.markdown(md_escape(str(pending)))
            label = "Loading the search model: your question is answered as soon as it is ready..."
        else:
            label = startup.LOADING
            if startup.samples_coming(settings):
                _examples(list(SAMPLE_QUESTIONS), prefix="early-")
        seeded = startup.wait(settings, label)
    holder.empty()
    if seeded:
        st.status(startup.INDEXED, state="complete", expanded=False)


def _example(question: str, n: int, prefix: str = "") -> None:
    label = f"{question} · *passages*" if question in NOT_STATED else question
    if st.button(
        label,
        key=f"{prefix}example-{n}",
        width="stretch",
        help="Not stated outright in the document: shows the closest passages." if question in NOT_STATED else None,
    ):
        st.session_state[state.PENDING] = question
        st.rerun()
