"""Library: upload documents, see what is indexed, delete."""

import streamlit as st

from rag_core.ingest.formats import SUPPORTED_TYPES_TEXT
from ui import library_view
from ui.resources import get_library

library = get_library()

st.title("Library")
st.caption("Documents Verbatim answers from. Every answer cites one of these, by page.")

library_view.upload_form(library)
library_view.upload_results()

records = library.ready_documents()
st.subheader(f"Indexed documents ({len(records)})")
if records:
    library_view.documents_table(library, records)
    library_view.delete_control(library, records)
else:
    st.info(
        f"No documents yet. Add {SUPPORTED_TYPES_TEXT} files above; each is split into passages "
        "that answers quote and cite by page.",
        icon=":material/upload_file:",
    )
library_view.failures(library)
