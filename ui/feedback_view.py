"""Feedback on one answer: Correct / Incorrect with an optional comment, changeable."""

from __future__ import annotations

import streamlit as st

from rag_core.envelope import Response
from rag_core.errors import RagCoreError
from ui import state
from ui.resources import get_feedback
from ui.text import md_escape


@st.fragment
def feedback(response: Response) -> None:
    """Correct / Incorrect with an optional comment; changeable."""
    verdicts = state.verdicts()
    current = verdicts.get(response.query_id, "")
    left, middle, right = st.columns([1, 1, 3], vertical_alignment="bottom")
    comment = right.text_input("Comment (optional)", key=f"comment-{response.query_id}", label_visibility="collapsed",
                               placeholder="Optional comment for the feedback")
    for column, verdict, label, icon in (
        (left, "correct", "Correct", ":material/thumb_up:"),
        (middle, "incorrect", "Incorrect", ":material/thumb_down:"),
    ):
        kind = "primary" if current == verdict else "secondary"
        if column.button(label, key=f"{verdict}-{response.query_id}", icon=icon, type=kind):
            try:
                get_feedback().record(response.query_id, verdict, comment=comment, user=state.user())
            except RagCoreError as exc:
                st.error(md_escape(str(exc)))
                return
            verdicts[response.query_id] = verdict
            st.toast(f"Feedback saved: {label.lower()}")
            state.rerun_fragment()
    if current:
        st.caption(f"You marked this answer **{current}**. Click the other button to change it.")
