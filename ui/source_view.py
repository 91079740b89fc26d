"""The "Open source" viewer: the cited page with the quoted sentence highlighted."""

from __future__ import annotations

import re
import time
from typing import Any

import streamlit as st

from rag_core.access import LibraryActions
from rag_core.envelope import Citation, Response
from rag_core.errors import NotFoundError, RagCoreError
from rag_core.ingest.formats import format_of
from rag_core.library import Library
from rag_core.types import DocumentRecord
from rag_core.render import RenderedPage, mark_text, render_pdf_page
from ui import state
from ui.text import html_escape, md_escape

_LOCATOR = re.compile(r"^p\.(\d+):(\d+)-(\d+)$")
_PAGE_WIDTH_PX = 720  # a whole A4 page fits on a laptop screen at this width


def _mime(file_type: str) -> str:
    """The download's media type, from the formats registry."""
    try:
        return format_of(file_type).mime_types[0]
    except (KeyError, IndexError):
        return "application/octet-stream"


@st.cache_data(max_entries=64, show_spinner=False)
def _render(
    _library: Library,
    _record: DocumentRecord,
    location: str,
    stored: str,
    page: int,
    quotes: tuple[str, ...],
    rows: tuple[tuple[str, str], ...] = (),
) -> RenderedPage:
    # Keyed by the store and the stored name, which is the content's hash: the bytes behind it never
    # change. On S3 the original is fetched (into a staged copy) only when a page is not cached yet.
    with _library.original_on_disk(_record) as path:
        return render_pdf_page(path, page, list(quotes), rows=list(rows))


def _quotes_on(response: Response, citation: Citation, page: int) -> list[tuple[str, str]]:
    """(quote, locator) pairs of the sentences the answer shows from this page of this document."""
    if page != citation.page:
        return []
    pairs = [
        (f.quote, f.locator) for f in response.evidence.facts
        if f.doc_id == citation.doc_id and f.page == page and not f.parts
    ]
    pairs += [
        (h.highlight, h.locator)
        for h in response.related_highlights or []
        if h.doc_id == citation.doc_id and h.page == page and not h.parts
    ]
    return list(dict.fromkeys(pairs))


def _rows_on(response: Response, citation: Citation, page: int) -> list[tuple[str, str, str]]:
    """(row label, value, locator) of the table cells the answer shows from this page."""
    if page != citation.page:
        return []
    shown = [(f.parts, f.locator) for f in response.evidence.facts if f.doc_id == citation.doc_id and f.page == page]
    shown += [(h.parts, h.locator) for h in response.related_highlights or [] if h.doc_id == citation.doc_id and h.page == page]
    rows = []
    for parts, locator in shown:
        if parts:
            value = next((p for p in reversed(parts) if any(ch.isdigit() for ch in p)), parts[-1])
            rows.append((parts[0], value, locator))
    return list(dict.fromkeys(rows))


def viewer(actions: LibraryActions, response: Response, citation: Citation, opened: dict[str, Any]) -> None:
    """Render the viewer for one citation; ``opened`` carries the page being shown.

    The document is looked up as the current user may read it: one deleted meanwhile and one of a
    collection they cannot read get the same message.
    """
    library = actions.library
    with st.container(border=True):
        try:
            record = actions.document(citation.doc_id)
        except NotFoundError as exc:
            st.error(str(exc))  # a fixed sentence, no document name in it
            return
        page = int(opened.get("page", citation.page))
        quotes = _quotes_on(response, citation, page)
        rows = _rows_on(response, citation, page)
        head, close = st.columns([5, 1], vertical_alignment="center")
        head.markdown(f"**{md_escape(record.name)}** — page {page} of {record.pages}")
        if close.button("Close", key=f"close-{response.query_id}", icon=":material/close:"):
            st.session_state.pop(state.OPEN_SOURCE, None)
            state.rerun_fragment()
        started = time.perf_counter()
        try:
            if record.file_type == "pdf":
                rendered = _render(
                    library, record, library.files.location, record.stored_path, page,
                    tuple(q for q, _ in quotes), tuple((l, v) for l, v, _ in rows),
                )
                elapsed = (time.perf_counter() - started) * 1000
                st.image(rendered.png, caption=f"{md_escape(record.name)}, page {page}", width=_PAGE_WIDTH_PX)
                shown = len(quotes) + len(rows)
                what = "quoted sentence(s) or table row(s)" if rows else "quoted sentence(s)"
                found = f"{rendered.highlighted} of {shown} {what} highlighted" if shown else "no quote on this page"
                st.caption(f"{found} · rendered in {elapsed:.0f} ms")
            else:
                _text_page(library, record.doc_id, page, quotes + [(f"{l} {v}", loc) for l, v, loc in rows])
        except (RagCoreError, OSError) as exc:
            st.error(f"Cannot show this page: {md_escape(str(exc))}")
        _navigation(response, opened, page, record.pages)
        if library.has_original(record):
            # Read only when clicked: a 20 MB report would otherwise be read and hashed on every rerun.
            st.download_button(
                "Download original", data=lambda: actions.download(record), file_name=record.name,
                mime=_mime(record.file_type), key=f"dl-{response.query_id}-{page}",
                icon=":material/download:", on_click="ignore",
            )


def _text_page(library: Library, doc_id: str, page: int, quotes: list[tuple[str, str]]) -> None:
    stored = library.page(doc_id, page)
    if stored is None:
        st.error("This page is not stored; re-index the document.")
        return
    spans = sorted(
        (int(m.group(2)), int(m.group(3))) for _, loc in quotes if (m := _LOCATOR.match(loc)) and int(m.group(1)) == page
    )
    parts, cursor = [], 0
    for start, end in spans:
        if start < cursor:
            continue
        before, quote, _ = mark_text(stored.text, start, end)
        parts.append(html_escape(before[cursor:]))
        parts.append(f"<mark>{html_escape(quote)}</mark>")
        cursor = end
    parts.append(html_escape(stored.text[cursor:]))
    body = "".join(parts).replace("\n", "<br>")
    st.markdown(f"<div class='verbatim-page'>{body}</div>", unsafe_allow_html=True)


def _navigation(response: Response, opened: dict[str, Any], page: int, pages: int) -> None:
    previous, number, following = st.columns([1, 2, 1], vertical_alignment="bottom")
    target = page
    if previous.button("Previous page", key=f"prev-{response.query_id}", disabled=page <= 1, icon=":material/chevron_left:"):
        target = page - 1
    chosen = number.number_input("Page", min_value=1, max_value=max(pages, 1), value=page, key=f"page-{response.query_id}-{page}")
    if chosen != page:
        target = int(chosen)
    if following.button("Next page", key=f"next-{response.query_id}", disabled=page >= pages, icon=":material/chevron_right:"):
        target = page + 1
    if target != page:
        opened["page"] = target
        st.session_state[state.OPEN_SOURCE] = opened
        state.rerun_fragment()
