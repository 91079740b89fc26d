"""Insights: the query log, charts, CSV export and regression cases; for admins also the audit log."""

import streamlit as st

from ui import access, insights_view, state
from ui.resources import get_history

history = get_history()
principal = access.current()
st.title("Insights")
if principal.can_admin:
    st.caption("Every question asked, how it was answered, and what analysts said about the answers.")
    frame = history.frame()
else:
    st.caption("Your questions, how they were answered, and what you said about the answers.")
    frame = history.frame(user=state.user())

if frame.empty:
    st.info("No questions yet. Ask something on the Ask page and it shows up here.", icon=":material/insights:")
else:
    view = insights_view.filters(frame)
    insights_view.headline(view)
    if view.empty:
        st.warning("No questions match these filters.")
    else:
        insights_view.charts(view)
        insights_view.query_log(view)
        if principal.can_admin:
            insights_view.csv_export(access.access(), principal, view)
            insights_view.regression_export(frame, access.access(), principal)
if principal.can_admin:
    insights_view.audit_log(access.access(), principal)
