"""Verbatim's reusable core: ingestion, storage and (later) answering. Never imports streamlit.

Importing the package does no I/O and loads no heavy dependency; the PDF parser worker imports
only what it needs from here.
"""

__version__ = "0.1.0"
