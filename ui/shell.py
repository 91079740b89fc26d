"""The app's frame, drawn before anything heavy is imported: page config, navigation, sidebar header.

Importing the library (LanceDB, llama-index, torch) takes ~4 s on a cold start; this module needs
only Streamlit and the settings, so the first page shows the app's own navigation at once instead
of Streamlit's raw list of ``pages/`` files and a blank page.
"""

from __future__ import annotations

from pathlib import Path

import streamlit as st
from streamlit.navigation.page import StreamlitPage

from rag_core.settings import Settings, with_overrides
from ui import state

ICON = Path(__file__).parent / "static" / "verbatim.png"  # local: nothing is fetched from the internet
TITLE = "Verbatim"
TAGLINE = "Answers only from what your documents explicitly say: quoted, cited, or declined."
PAGES = (
    ("pages/ask.py", "Ask", ":material/question_answer:"),
    ("pages/library.py", "Library", ":material/library_books:"),
    ("pages/insights.py", "Insights", ":material/insights:"),
    ("pages/settings.py", "Settings", ":material/tune:"),
)


_started = False  # set once the library is open in this process


def first_run() -> bool:
    """True until the library has been opened once in this server process."""
    return not _started


def started() -> None:
    """Record that the library is open: later runs show no start-up message."""
    global _started
    _started = True


def configure() -> None:
    """Title, local favicon and wide layout (a material icon as page icon is fetched from a font CDN)."""
    st.set_page_config(page_title=TITLE, page_icon=str(ICON), layout="wide")


def current_settings() -> Settings:
    """Settings from the environment (RAG_* variables) plus this session's overrides."""
    base = Settings()
    changes = state.overrides()
    return with_overrides(base, changes) if changes else base


def navigation() -> StreamlitPage:
    """The app's pages, Ask first and the default, linked at the top of the sidebar.

    Streamlit's own sidebar menu is off (``client.showSidebarNavigation``): before the first run
    reaches this call it would list the raw ``pages/`` files ("app", "ask", ...). The links drawn
    here are the menu instead, with titles and icons from the first moment.
    """
    pages = [st.Page(path, title=title, icon=icon, default=n == 0) for n, (path, title, icon) in enumerate(PAGES)]
    current = st.navigation(pages, position="hidden")
    with st.sidebar:
        for page in pages:
            st.page_link(page)
    return current


def is_ask(page: StreamlitPage) -> bool:
    """Whether ``page`` is the Ask page (the one usable before the library is open)."""
    return page.title == PAGES[0][1]


def header() -> None:
    """The sidebar's title block."""
    with st.sidebar:
        st.markdown(f"### :material/format_quote: {TITLE}")
        st.caption(TAGLINE)
