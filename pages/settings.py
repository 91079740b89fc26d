"""Settings: the effective configuration, editable for this session."""

import streamlit as st

from ui import access, settings_view, state
from ui.resources import current_settings, secret_api_key
from ui.text import md_escape

settings = current_settings()
st.title("Settings")
st.caption("Thresholds and limits the answers use. Changes apply to your session only.")
if state.overrides():
    st.info(f"Session changes in effect: {md_escape(str(state.overrides()))}", icon=":material/tune:")
settings_view.editable_form(settings, access.access(), access.current())
settings_view.connection_test(settings, secret_api_key())
settings_view.fixed(settings)
