"""Settings: the effective configuration; each user's own changes are saved for them."""

import streamlit as st

from rag_core.settings import Settings
from ui import access, settings_view, state
from ui.resources import current_settings, secret_api_key

settings = current_settings()
st.title("Settings")
st.caption(
    "How strictly questions are answered and who writes the answers. Your changes are saved for you "
    "and come back when you reload or sign in again; other users keep their own."
)
state.show_notices()
settings_view.session_changes(state.overrides())
settings_view.editable_form(settings, access.access(), access.current())
settings_view.connection_test(settings, secret_api_key())
settings_view.fixed(Settings())  # the deployment's values, not the user's own
