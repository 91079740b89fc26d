"""Verbatim: answers only from what your documents explicitly say.

Router and shared frame; each page lives in pages/ and its logic in rag_core. In a shared
deployment (RAG_AUTH__MODE=oidc) a signed-out visitor gets only the sign-in page.

The frame (navigation, sidebar title) is drawn before the library's heavy imports (~4 s cold), so
the first page never shows Streamlit's raw list of page files or a blank screen.
"""

import streamlit as st

from ui import shell, theme

shell.configure()
theme.apply()
settings = shell.current_settings()
navigation = shell.navigation() if settings.auth.mode == "none" else None  # shared: after sign-in
starting = None
if navigation is not None:
    shell.header()
    starting = st.empty()
    if shell.first_run():
        starting.info("Starting Verbatim (first start only, a few seconds)...", icon=":material/hourglass_top:")

from rag_core.errors import DatabaseUnavailableError, RagCoreError  # noqa: E402 - heavy imports after the frame
from ui import access, outage, startup  # noqa: E402
from ui.resources import get_jobs  # noqa: E402
from ui.text import md_escape  # noqa: E402


def run() -> None:
    """Sign-in, the library, the page: everything that needs the database."""
    principal = access.gate(settings)
    if principal is None:
        st.navigation([st.Page(access.sign_in_page, title="Sign in", icon=":material/login:")]).run()
        st.stop()
    access.restore_settings(principal)  # the user's saved settings, before any page reads them
    current, frame = navigation, starting
    if current is None:
        current = shell.navigation()
        shell.header()
        frame = st.empty()
    with st.sidebar:
        access.sidebar(principal, settings)
    try:
        if shell.is_ask(current):  # usable at once: a question asked before the model is ready waits there
            startup.begin(settings)
            seeded = False
        else:
            with frame.container():
                seeded = startup.open_library(settings)  # first start: load the model, index the samples with progress
        if settings.auth.mode != "none":
            get_jobs()  # this server's upload worker: runs uploads queued here or on any other server
    except RagCoreError as exc:  # e.g. a bucket that does not exist: say which setting to fix
        frame.empty()
        if isinstance(exc, DatabaseUnavailableError):
            raise
        st.error(f"The library cannot be opened: {md_escape(str(exc))}")
        st.stop()
    shell.started()
    if not seeded:  # keep "Sample documents indexed" on the page it was shown on
        frame.empty()
    current.run()


# A database that does not answer (restarting, network cut) shows one notice and is retried; the
# question typed meanwhile is kept (ui.outage).
outage.guarded(run, settings)
