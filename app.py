"""Verbatim: answers only from what your documents explicitly say.

Router and shared frame; each page lives in pages/ and its logic in rag_core.
"""

import streamlit as st

from ui.resources import get_library

st.set_page_config(page_title="Verbatim", page_icon=":material/format_quote:", layout="wide")

navigation = st.navigation(
    [
        st.Page("pages/library.py", title="Library", icon=":material/library_books:", default=True),
    ]
)
with st.sidebar:
    st.markdown("### Verbatim")
    st.caption("Answers only from what your documents explicitly say.")

get_library()  # first start: load the model and index the samples before any page draws
navigation.run()
