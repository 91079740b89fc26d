"""Verbatim: answers only from what your documents explicitly say.

Router and shared frame; each page lives in pages/ and its logic in rag_core.
"""

import streamlit as st

from ui import state, theme
from ui.resources import get_library

st.set_page_config(page_title="Verbatim", page_icon=":material/format_quote:", layout="wide")
theme.apply()

navigation = st.navigation(
    [
        st.Page("pages/ask.py", title="Ask", icon=":material/question_answer:", default=True),
        st.Page("pages/library.py", title="Library", icon=":material/library_books:"),
        st.Page("pages/insights.py", title="Insights", icon=":material/insights:"),
        st.Page("pages/settings.py", title="Settings", icon=":material/tune:"),
    ]
)
with st.sidebar:
    st.markdown("### :material/format_quote: Verbatim")
    st.caption("Answers only from what your documents explicitly say: quoted, cited, or declined.")
    st.text_input("Your name (for feedback)", key=state.USER, placeholder="optional")

get_library()  # first start: load the model and index the samples before any page draws
navigation.run()
