"""Renderers for the Library page: the documents table, delete, failed uploads (uploads: ui.upload_view)."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from rag_core.access import LibraryActions
from rag_core.errors import RagCoreError
from rag_core.settings import PROVENANCES
from rag_core.types import DocumentRecord
from ui import state
from ui.text import md_escape

CONFIRM_KEY = "library_confirm_delete"


def _size(nbytes: int) -> str:
    if nbytes >= 1024 * 1024:
        return f"{nbytes / 1024 / 1024:.1f} MB"
    return f"{max(1, round(nbytes / 1024))} KB"


def documents_table(
    actions: LibraryActions, records: list[DocumentRecord], collections: dict[int, str] | None = None
) -> None:
    """The indexed documents; company, type, period, provenance and date are editable in place
    by editors and admins, read-only for viewers.

    The company and period come from each document's first pages when it is indexed; correcting
    them here changes which questions the document answers ("Boeing's revenue" only reads Boeing's).
    """
    profiles = actions.library.profiles(records)
    frame = pd.DataFrame(
        [
            {
                "Name": r.name,
                **({"Collection": collections.get(r.collection_id, "")} if collections else {}),
                "Company": profiles[r.doc_id].entity if r.doc_id in profiles else "",
                "Type": profiles[r.doc_id].doc_type if r.doc_id in profiles else "",
                "Fiscal year": profiles[r.doc_id].fiscal_year if r.doc_id in profiles else None,
                "Quarter": profiles[r.doc_id].quarter if r.doc_id in profiles else None,
                # Who, what, when and how trusted first: visible without scrolling at 1400 px.
                "Provenance": r.provenance,
                "Pages": r.pages,
                "Passages": r.chunks,
                "Size": _size(r.size_bytes),
                "Document date": r.doc_date or "",
                "Indexed": r.ingested_at.replace("T", " ")[:16],
            }
            for r in records
        ]
    )
    edited = st.data_editor(
        frame,
        hide_index=True,
        width="stretch",
        key="documents",
        placeholder="—",  # an empty cell, not "None"
        disabled=["Name", "Collection", "Pages", "Passages", "Size", "Indexed"] if actions.can_write else True,
        column_config={
            "Company": st.column_config.TextColumn(
                "Company",
                help="Who the document is about; in it, 'we' and 'the Company' mean this company. Empty: nobody in particular.",
            ),
            "Type": st.column_config.TextColumn("Type", help="10-K, 10-Q, 8-K, earnings release, annual report..."),
            "Fiscal year": st.column_config.NumberColumn(
                "Fiscal year",
                min_value=1900,
                max_value=2100,
                step=1,
                format="%d",
                width="small",
                help="The fiscal year the document reports on; with several filings of one company, "
                "questions without a period are answered from the latest.",
            ),
            "Quarter": st.column_config.NumberColumn(
                "Quarter",
                min_value=1,
                max_value=4,
                step=1,
                format="%d",
                width="small",
                help="1-4 for a quarterly report; empty for a full year.",
            ),
            "Provenance": st.column_config.SelectboxColumn(
                "Provenance",
                options=list(PROVENANCES),
                required=True,
                width="small",
                help="Primary: the original source. Secondary: reports about it. Secondary-only support lowers confidence.",
            ),
            "Document date": st.column_config.TextColumn(
                "Document date",
                help="YYYY-MM-DD; from the PDF metadata when it has one",
                validate=r"^(\d{4}-\d{2}-\d{2})?$",
            ),
        },
    )
    if not actions.can_write:
        return
    library = actions
    for record, (_, row) in zip(records, edited.iterrows(), strict=True):
        try:
            _apply_profile_edit(library, record, profiles, row)
            if row["Provenance"] != record.provenance:
                library.set_provenance(record.doc_id, str(row["Provenance"]))
                st.toast(f"{md_escape(record.name)}: provenance set to {row['Provenance']}")
            date_value = str(row["Document date"] or "").strip()
            if date_value != (record.doc_date or ""):
                library.set_doc_date(record.doc_id, date_value)
                st.toast(
                    f"{md_escape(record.name)}: document date {'set to ' + md_escape(date_value) if date_value else 'cleared'}"
                )
        except RagCoreError as exc:
            st.error(md_escape(str(exc)))


def _number(value: object) -> int:
    """An edited number cell as an int; 0 for an emptied cell."""
    return 0 if value is None or pd.isna(value) else int(value)  # type: ignore[arg-type]


def _apply_profile_edit(library: LibraryActions, record: DocumentRecord, profiles: dict, row: pd.Series) -> None:
    profile = profiles.get(record.doc_id)
    if profile is None:
        return
    company = str(row["Company"] or "").strip()
    doc_type = str(row["Type"] or "").strip()
    year, quarter = _number(row["Fiscal year"]), _number(row["Quarter"])
    if (company, doc_type, year, quarter) == (
        profile.entity,
        profile.doc_type,
        profile.fiscal_year or 0,
        profile.quarter or 0,
    ):
        return
    library.set_profile(
        record.doc_id,
        entity=company if company != profile.entity else None,
        doc_type=doc_type if doc_type != profile.doc_type else None,
        fiscal_year=year if year != (profile.fiscal_year or 0) else None,
        quarter=quarter if quarter != (profile.quarter or 0) else None,
    )
    st.toast(f"{md_escape(record.name)}: profile updated")


def delete_control(library: LibraryActions, records: list[DocumentRecord]) -> None:
    """Pick a document, confirm, delete."""
    names = [r.name for r in records]
    col_pick, col_button = st.columns([3, 1], vertical_alignment="bottom")
    choice = col_pick.selectbox("Delete a document", names, index=None, placeholder="Choose a document")
    if col_button.button("Delete", icon=":material/delete:", disabled=choice is None):
        st.session_state[CONFIRM_KEY] = choice
    pending = st.session_state.get(CONFIRM_KEY)
    if pending:
        st.warning(f"Delete **{md_escape(pending)}**? Its passages, stored file and citations go with it.")
        yes, no = st.columns(2)
        if yes.button("Yes, delete", type="primary"):
            try:  # at once, even while files index: they hold the library only for each short write
                library.delete(pending)
                state.notify_after_rerun(f"Deleted {md_escape(pending)}")
            except RagCoreError as exc:
                state.notify_after_rerun(md_escape(str(exc)), error=True)
            st.session_state.pop(CONFIRM_KEY, None)
            st.rerun()
        if no.button("Cancel"):
            st.session_state.pop(CONFIRM_KEY, None)
            st.rerun()


def failures(actions: LibraryActions) -> None:
    """Files that could not be indexed, with their messages and (for editors) a way to dismiss them."""
    failed = actions.failures()
    if not failed:
        return
    with st.expander(f"Files that could not be indexed ({len(failed)})", icon=":material/error:"):
        for record in failed:
            left, right = st.columns([5, 1], vertical_alignment="center")
            left.error(f"**{md_escape(record.name)}**: {md_escape(record.error)}")
            if actions.may_write(record) and right.button("Dismiss", key=f"dismiss-{record.id}"):
                try:
                    actions.delete(record)  # this failure row only, never a ready document of the same name
                except RagCoreError as exc:
                    state.notify_after_rerun(md_escape(str(exc)), error=True)
                st.rerun()
