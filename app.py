"""Verbatim: answers only from what your documents explicitly say.

Router and shared frame; each page lives in pages/ and its logic in rag_core. In a shared
deployment (RAG_AUTH__MODE=oidc) a signed-out visitor gets only the sign-in page.
"""

import streamlit as st

from rag_core.errors import RagCoreError
from ui import access, theme
from ui.resources import current_settings, get_jobs, get_library
from ui.text import md_escape

st.set_page_config(page_title="Verbatim", page_icon=":material/format_quote:", layout="wide")
theme.apply()

settings = current_settings()
principal = access.gate(settings)
if principal is None:
    st.navigation([st.Page(access.sign_in_page, title="Sign in", icon=":material/login:")]).run()
    st.stop()

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
    access.sidebar(principal, settings)

try:
    get_library()  # first start: load the model and index the samples before any page draws
    if settings.auth.mode != "none":
        get_jobs()  # this server's upload worker: runs uploads queued here or on any other server
except RagCoreError as exc:  # e.g. a bucket that does not exist: say which setting to fix
    st.error(f"The library cannot be opened: {md_escape(str(exc))}")
    st.stop()
navigation.run()
