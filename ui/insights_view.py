"""Insights renderers: filters, charts, tables, exports."""

from __future__ import annotations

import altair as alt
import pandas as pd
import streamlit as st

from rag_core import insights
from rag_core.access import AccessService
from rag_core.auth import Principal
from rag_core.feedback import EXPECTED_CHOICES
from rag_core.messages import Mode

_COLORS = {
    Mode.DIRECT_ANSWER.value: "#2e7d32",
    Mode.GUIDED_FALLBACK.value: "#1f5f8b",
    Mode.HARD_REFUSAL.value: "#e0a100",
    insights.CLARIFY: "#f57c00",
    Mode.SYSTEM.value: "#9e9e9e",
}
OUTCOME_COLORS = alt.Scale(domain=[insights.OUTCOME_LABELS[k] for k in _COLORS], range=list(_COLORS.values()))
_VERDICT_LABELS = {"any": "Any", "correct": "Marked correct", "incorrect": "Marked incorrect", "none": "No feedback"}


def _text(label: str, width: str | int = "medium", help: str | None = None):  # type: ignore[no-untyped-def]
    return st.column_config.TextColumn(label, width=width, help=help)


# The query log and its tables: one column config, in pixels sized to what each column holds, so
# that in the page's ~700 px the question, its outcome and latency are in view without scrolling.
LOG_COLUMNS = {
    "time": _text("Time", 140),
    "question": _text("Question", 240, 'As asked; what a clarifying round added follows "context:".'),
    "outcome": _text("Outcome", 140),
    "latency_s": st.column_config.NumberColumn(
        "Latency", width=75, format="%.2f s", help="Time from question to answer, in seconds."
    ),
    "verdict": _text("Feedback", 85),
    "confidence_level": _text("Confidence", 90),
    "confidence_score": st.column_config.NumberColumn("Score", width=60, format="%.2f"),
    "cited_pages": _text("Cited pages", 220),
    "expected": _text("Should have", 150),
    "expected_page": _text("Right page", 160),
    "expected_quote": _text("Right quote", 240),
    "comment": _text("Comment", 200),
}


def log_table(frame: pd.DataFrame) -> pd.DataFrame:
    """The rows as the query log shows them: outcome labels, the question with its clarify context,
    latency in seconds, what it should have done in words."""
    table = frame.assign(
        question=frame["asked"],
        latency_s=frame["latency_ms"] / 1000,
        expected=frame["expected"].map(lambda key: EXPECTED_CHOICES.get(key, "")),
        verdict=frame["verdict"].map(lambda v: v.capitalize()),
    )
    return table


def show(table: pd.DataFrame, columns: list[str], *, key: str) -> None:
    """A read-only table with the shared column labels and widths."""
    config = {c: LOG_COLUMNS[c] for c in columns if c in LOG_COLUMNS}
    st.dataframe(table[columns], hide_index=True, width="stretch", key=key, column_config=config, placeholder="")


def filters(frame: pd.DataFrame) -> pd.DataFrame:
    """Outcome, date and feedback filters; returns the filtered rows."""
    outcome_col, dates_col, verdict_col = st.columns([2, 2, 1])
    outcomes = outcome_col.multiselect("Outcome", list(insights.OUTCOME_LABELS.values()), placeholder="All outcomes")
    days = sorted(frame["day"].unique()) if len(frame) else []
    selected = dates_col.date_input(
        "Dates",
        value=(pd.to_datetime(days[0]).date(), pd.to_datetime(days[-1]).date()) if days else (),
    )
    verdict = verdict_col.selectbox("Feedback", list(_VERDICT_LABELS), format_func=_VERDICT_LABELS.__getitem__)
    start = end = None
    if isinstance(selected, tuple) and len(selected) == 2:
        start, end = selected
    return insights.filter_frame(frame, outcomes=outcomes or None, start=start, end=end, verdict=verdict)


def headline(frame: pd.DataFrame) -> None:
    """Key figures."""
    counts = insights.feedback_counts(frame)
    a, b, c, d = st.columns(4)
    a.metric("Questions", len(frame))
    b.metric(
        "Declined or asked back",
        f"{insights.refusal_rate(frame):.0%}",
        help="Share of questions declined, or answered with a clarifying question.",
    )
    c.metric("Median latency", insights.format_latency(frame["latency_ms"].median()) if len(frame) else "-")
    d.metric("Marked correct / incorrect", f"{counts['correct']} / {counts['incorrect']}")


def charts(frame: pd.DataFrame) -> None:
    """Outcomes per day, confidence distribution, feedback, slowest questions."""
    left, right = st.columns(2)
    with left:
        st.markdown("**Outcomes per day**")
        by_day = frame.groupby(["day", "outcome"]).size().reset_index(name="questions")
        st.altair_chart(
            alt.Chart(by_day, height=240)
            .mark_bar()
            .encode(
                x=alt.X("day:N", title="Day", axis=alt.Axis(labelAngle=0)),
                y=alt.Y("questions:Q", title="Questions"),
                color=alt.Color("outcome:N", scale=OUTCOME_COLORS, title="Outcome"),
            ),
            width="stretch",
        )
    with right:
        st.markdown("**Confidence of answers**")
        answered = frame[frame["mode"].isin(["direct_answer", "guided_fallback"])]
        st.altair_chart(
            alt.Chart(answered, height=240)
            .mark_bar()
            .encode(
                x=alt.X("confidence_score:Q", bin=alt.Bin(step=0.1), title="Confidence score"),
                y=alt.Y("count():Q", title="Answers"),
                color=alt.Color("outcome:N", scale=OUTCOME_COLORS, title="Outcome"),
            ),
            width="stretch",
        )
    left, _ = st.columns(2)
    with left:
        st.markdown("**Feedback**")
        counts = insights.feedback_counts(frame).reset_index()
        counts.columns = ["verdict", "answers"]
        if not counts["answers"].sum():
            st.caption("No answer marked yet: the feedback buttons under each answer on the Ask page record it.")
        else:
            counts["verdict"] = counts["verdict"].map({"correct": "Marked correct", "incorrect": "Marked incorrect"})
            st.altair_chart(
                alt.Chart(counts, height=240)
                .mark_bar()
                .encode(
                    x=alt.X("verdict:N", title=None, axis=alt.Axis(labelAngle=0)),
                    y=alt.Y("answers:Q", title="Answers"),
                    color=alt.Color(
                        "verdict:N",
                        scale=alt.Scale(domain=["Marked correct", "Marked incorrect"], range=["#2e7d32", "#c62828"]),
                        legend=None,
                    ),
                ),
                width="stretch",
            )
    st.markdown("**Slowest questions**")
    show(insights.slowest(frame), ["question", "outcome", "latency_s"], key="slowest")


def query_log(frame: pd.DataFrame) -> None:
    """Every shown question with its outcome, confidence, latency and feedback."""
    st.subheader("Query log")
    show(
        log_table(frame),
        ["time", "question", "outcome", "latency_s", "verdict", "confidence_level", "confidence_score", "cited_pages"],
        key="query_log",
    )


def csv_export(access: AccessService, principal: Principal, view: pd.DataFrame) -> None:
    """The shown rows as CSV (admins); built and audited only when the button is clicked."""
    st.download_button(
        "Download CSV",
        data=lambda: access.export(principal, "query_log.csv", lambda: insights.to_csv(view), f"{len(view)} rows"),
        file_name="query_log.csv",
        mime="text/csv",
        icon=":material/download:",
        on_click="ignore",
    )


def regression_export(frame: pd.DataFrame, access: AccessService, principal: Principal) -> None:
    """Answers marked incorrect with a stated expected outcome, as regression cases the CLI can
    replay (admins); those marked incorrect without one are listed but not exported."""
    rows = insights.regression_rows(frame)
    cases = log_table(rows)
    unexplained = log_table(insights.unexplained_incorrect(frame))
    st.subheader(f"Regression cases ({len(cases)})")
    if cases.empty:
        st.caption(
            "An answer marked **Incorrect** on the Ask page becomes a test case once the analyst says what it "
            "should have done (answer it, show related passages, decline it, or ask to clarify)."
        )
    else:
        show(cases, ["question", "outcome", "expected", "expected_page", "expected_quote", "comment"], key="cases")
        st.download_button(
            "Download regression cases (JSON Lines)",
            data=lambda: access.export(
                principal,
                "regression_cases.jsonl",
                lambda: insights.regression_cases(rows).encode("utf-8"),
                f"{len(rows)} cases",
            ),
            file_name="regression_cases.jsonl",
            mime="application/jsonl",
            icon=":material/download:",
            on_click="ignore",
        )
        st.caption("Replay them with: `python -m rag_core eval cases regression_cases.jsonl`")
    if not unexplained.empty:
        st.markdown(f"**{insights.NO_EXPECTED.capitalize()} ({len(unexplained)})**")
        st.caption("Not exported as test cases: nobody said what these should have done.")
        show(unexplained, ["time", "question", "outcome", "comment"], key="unexplained")


def audit_log(access: AccessService, principal: Principal) -> None:
    """Who signed in, uploaded, deleted, edited, downloaded, changed settings, exported or was refused; newest first."""
    records = access.audit_log(principal)
    st.subheader(f"Audit log ({len(records)})")
    if not records:
        st.caption(
            "Sign-ins, uploads, deletions, edits, downloads, settings changes, exports and refused "
            "attempts appear here."
        )
        return
    st.dataframe(
        pd.DataFrame(
            [
                {
                    "time": r.at[:19].replace("T", " "),
                    "user": r.user,
                    "action": r.action,
                    "target": r.target,
                    "detail": r.detail,
                }
                for r in records
            ]
        ),
        hide_index=True,
        width="stretch",
        key="audit_log",
    )
