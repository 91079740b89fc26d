"""Streamlit-only helpers shared by the pages: cached resources, session keys, renderers."""
