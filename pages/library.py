"""Library: upload documents, see what is indexed, delete (editors and admins; viewers read)."""

import streamlit as st

from rag_core.ingest.formats import SUPPORTED_TYPES_TEXT
from ui import access, collections_view, jobs_view, library_view, state, upload_view
from ui.resources import get_jobs, get_library

actions = access.library_actions(get_library())
shared = access.access().shared

st.title("Library")
state.show_notices()
st.caption("Documents Verbatim answers from. Every answer cites one of these, by page.")

jobs = get_jobs() if shared else None  # shared: uploads are jobs that any server's worker runs
if actions.can_write:
    upload_view.uploader(actions, shared=shared, jobs=jobs)  # indexing starts as files are added
    upload_view.progress()  # per file: progress, then its result; the page stays usable meanwhile
else:
    st.caption("You can read the library; adding, editing and deleting documents needs the editor role.")
if jobs is not None:
    jobs_view.recent(actions, jobs)

records = actions.documents()
names = {c.id: c.name for c in access.access().collections(actions.principal)} if shared else None
st.subheader(f"Indexed documents ({len(records)})")
if records:
    library_view.documents_table(actions, records, names)
    if actions.can_write:
        library_view.delete_control(actions, [r for r in records if actions.may_write(r)])
elif actions.can_write:
    st.info(
        f"No documents yet. Add {SUPPORTED_TYPES_TEXT} files above; each is split into passages "
        "that answers quote and cite by page.",
        icon=":material/upload_file:",
    )
else:
    st.info("No documents yet. An editor or admin adds them.", icon=":material/library_books:")
library_view.failures(actions)
if shared:
    collections_view.manage(access.access(), actions.principal)
