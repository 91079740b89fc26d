"""Insights renderers: filters, charts, tables, exports."""

from __future__ import annotations

import altair as alt
import pandas as pd
import streamlit as st

from rag_core import insights
from rag_core.access import AccessService
from rag_core.auth import Principal
from rag_core.messages import Mode

MODE_COLORS = alt.Scale(
    domain=["direct_answer", "guided_fallback", "hard_refusal", "system"],
    range=["#2e7d32", "#1f5f8b", "#e0a100", "#9e9e9e"],
)


def filters(frame: pd.DataFrame) -> pd.DataFrame:
    """Mode, date and feedback filters; returns the filtered rows."""
    modes_col, dates_col, verdict_col = st.columns([2, 2, 1])
    modes = modes_col.multiselect("Mode", [m.value for m in Mode], placeholder="All modes")
    days = sorted(frame["day"].unique()) if len(frame) else []
    selected = dates_col.date_input(
        "Dates", value=(pd.to_datetime(days[0]).date(), pd.to_datetime(days[-1]).date()) if days else (),
    )
    verdict = verdict_col.selectbox("Feedback", ["any", "correct", "incorrect", "none"])
    start = end = None
    if isinstance(selected, tuple) and len(selected) == 2:
        start, end = selected
    return insights.filter_frame(frame, modes=modes or None, start=start, end=end, verdict=verdict)


def headline(frame: pd.DataFrame) -> None:
    """Key figures."""
    counts = insights.feedback_counts(frame)
    a, b, c, d = st.columns(4)
    a.metric("Questions", len(frame))
    b.metric("Refusal rate", f"{insights.refusal_rate(frame):.0%}")
    c.metric("Median latency", f"{frame['latency_ms'].median():.0f} ms" if len(frame) else "-")
    d.metric("Marked correct / incorrect", f"{counts['correct']} / {counts['incorrect']}")


def charts(frame: pd.DataFrame) -> None:
    """Answers by mode over time, confidence distribution, feedback."""
    left, right = st.columns(2)
    with left:
        st.markdown("**Answers by mode per day**")
        by_day = frame.groupby(["day", "mode"]).size().reset_index(name="questions")
        st.altair_chart(
            alt.Chart(by_day, height=240).mark_bar().encode(
                x=alt.X("day:N", title="Day"), y=alt.Y("questions:Q", title="Questions"),
                color=alt.Color("mode:N", scale=MODE_COLORS, title="Mode"),
            ),
            width="stretch",
        )
    with right:
        st.markdown("**Confidence of answers**")
        answered = frame[frame["mode"].isin(["direct_answer", "guided_fallback"])]
        st.altair_chart(
            alt.Chart(answered, height=240).mark_bar().encode(
                x=alt.X("confidence_score:Q", bin=alt.Bin(step=0.1), title="Confidence score"),
                y=alt.Y("count():Q", title="Answers"),
                color=alt.Color("mode:N", scale=MODE_COLORS, title="Mode"),
            ),
            width="stretch",
        )
    left, right = st.columns(2)
    with left:
        st.markdown("**Feedback**")
        counts = insights.feedback_counts(frame).reset_index()
        counts.columns = ["verdict", "answers"]
        st.altair_chart(
            alt.Chart(counts, height=240).mark_bar().encode(
                x=alt.X("verdict:N", title=None), y=alt.Y("answers:Q", title="Answers"),
                color=alt.Color("verdict:N", scale=alt.Scale(domain=["correct", "incorrect"], range=["#2e7d32", "#c62828"]), legend=None),
            ),
            width="stretch",
        )
    with right:
        st.markdown("**Slowest questions**")
        st.dataframe(insights.slowest(frame), hide_index=True, width="stretch")


def csv_export(access: AccessService, principal: Principal, view: pd.DataFrame) -> None:
    """The shown rows as CSV (admins); built and audited only when the button is clicked."""
    st.download_button(
        "Download CSV", data=lambda: access.export(principal, "query_log.csv", lambda: insights.to_csv(view), f"{len(view)} rows"),
        file_name="query_log.csv", mime="text/csv", icon=":material/download:", on_click="ignore",
    )


def regression_export(frame: pd.DataFrame, access: AccessService, principal: Principal) -> None:
    """Answers marked incorrect, as regression cases the CLI can replay (admins)."""
    wrong = frame[frame["verdict"] == "incorrect"]
    st.subheader(f"Regression cases ({len(wrong)})")
    if wrong.empty:
        st.caption("Answers marked **Incorrect** on the Ask page appear here, ready to export as test cases.")
        return
    table = pd.DataFrame(
        {
            "question": wrong["question"],
            "got": wrong["mode"],
            "expected_mode": [insights.default_expected_mode(m) for m in wrong["mode"]],
            "expected_pages": wrong["cited_pages"],
            "comment": wrong["comment"],
        }
    )
    edited = st.data_editor(
        table, hide_index=True, width="stretch", key="cases", disabled=["question", "got"],
        column_config={
            "expected_mode": st.column_config.SelectboxColumn("expected mode", options=[m.value for m in Mode], required=True),
            "expected_pages": st.column_config.TextColumn("expected pages", help="source p.N; source p.M"),
        },
    )
    st.download_button(
        "Download regression cases (JSON Lines)",
        data=lambda: access.export(principal, "regression_cases.jsonl",
                                   lambda: insights.regression_cases(edited).encode("utf-8"), f"{len(edited)} cases"),
        file_name="regression_cases.jsonl", mime="application/jsonl", icon=":material/download:", on_click="ignore",
    )
    st.caption("Replay them with: `python -m rag_core eval cases regression_cases.jsonl`")


def audit_log(access: AccessService, principal: Principal) -> None:
    """Who signed in, uploaded, deleted, edited, downloaded, changed settings or exported; newest first."""
    records = access.audit_log(principal)
    st.subheader(f"Audit log ({len(records)})")
    if not records:
        st.caption("Sign-ins, uploads, deletions, edits, downloads, settings changes and exports appear here.")
        return
    st.dataframe(
        pd.DataFrame(
            [{"time": r.at[:19].replace("T", " "), "user": r.user, "action": r.action, "target": r.target,
              "detail": r.detail} for r in records]
        ),
        hide_index=True, width="stretch", key="audit_log",
    )
