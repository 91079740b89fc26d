"""Insights: the query log, charts, CSV export and regression cases."""

import streamlit as st

from rag_core import insights
from ui import insights_view
from ui.resources import get_history

history = get_history()
st.title("Insights")
st.caption("Every question asked, how it was answered, and what analysts said about the answers.")

frame = history.frame()
if frame.empty:
    st.info("No questions yet. Ask something on the Ask page and it shows up here.", icon=":material/insights:")
    st.stop()

view = insights_view.filters(frame)
insights_view.headline(view)
if view.empty:
    st.warning("No questions match these filters.")
    st.stop()
insights_view.charts(view)
st.subheader("Query log")
st.dataframe(
    view[["time", "question", "mode", "confidence_level", "confidence_score", "latency_ms", "verdict", "cited_pages"]],
    hide_index=True, width="stretch",
)
st.download_button("Download CSV", data=insights.to_csv(view), file_name="query_log.csv", mime="text/csv",
                   icon=":material/download:")
insights_view.regression_export(frame)
