"""The "Open source" viewer: the cited page with the quoted sentence highlighted, with zoom.

Zoom: "100 %" shows a PDF page at its printed size, the way PDF readers do: a point is 1/72 inch
and a CSS pixel 1/96 inch, so a US Letter page (612 points) is 816 px wide. "Fit width" fills the
viewer; 150 % and 200 % are wider than it and scroll inside it. The page is rendered once, at the
largest size any zoom level shows (200 %) on a screen of two device pixels per CSS pixel, capped at
``MAX_RENDER_WIDTH``; every zoom level scales that one image, so switching zoom never re-renders.
The image goes to the browser as it was rendered (an HTML ``img``): ``st.image`` would shrink it to
the element width (and at most 1,460 px), which is what made dense pages unreadable.
Text documents scale their font instead.
"""

from __future__ import annotations

import base64
import logging
import re
import time
from enum import StrEnum
from typing import Any

import streamlit as st

from rag_core.access import LibraryActions
from rag_core.envelope import Citation, Response
from rag_core.errors import NotFoundError, RagCoreError
from rag_core.ingest.formats import format_of
from rag_core.library import Library
from rag_core.locations import location, with_position
from rag_core.types import DocumentRecord, PageText
from rag_core.render import RenderedPage, mark_text, render_pdf_page
from ui import state
from ui.text import html_escape, md_escape

logger = logging.getLogger(__name__)

_LOCATOR = re.compile(r"^p\.(\d+):(\d+)-(\d+)$")
CSS_PX_PER_POINT = 96 / 72  # 100 % zoom: the page at its printed size on screen
DEVICE_PIXEL_RATIO = 2  # render for high-density screens; plain ones downsample, which stays sharp
MAX_RENDER_WIDTH = 2400  # px; a US Letter page at 200 % would need 3,264 (about 0.9 MB of PNG at this cap)


class Zoom(StrEnum):
    """The viewer's zoom levels, as the control shows them."""

    FIT = "Fit width"
    ACTUAL = "100 %"
    LARGE = "150 %"
    LARGER = "200 %"

    @property
    def factor(self) -> float | None:
        """Times the printed size; None for "fit the viewer's width"."""
        return {Zoom.FIT: None, Zoom.ACTUAL: 1.0, Zoom.LARGE: 1.5, Zoom.LARGER: 2.0}[self]


RENDER_SCALE = max(z.factor or 0 for z in Zoom) * CSS_PX_PER_POINT * DEVICE_PIXEL_RATIO  # pixels per point


def _mime(file_type: str) -> str:
    """The download's media type, from the formats registry."""
    try:
        return format_of(file_type).mime_types[0]
    except (KeyError, IndexError):
        return "application/octet-stream"


# About 1 MB a page at the cap (it was 0.2 MB before zoom): 32 pages bound the cache near 30 MB.
@st.cache_data(max_entries=32, show_spinner=False)
def _render(
    _library: Library,
    _record: DocumentRecord,
    location: str,
    stored: str,
    page: int,
    quotes: tuple[str, ...],
    rows: tuple[tuple[str, str, str], ...] = (),
) -> RenderedPage:
    # Keyed by the store and the stored name, which is the content's hash: the bytes behind it never
    # change. On S3 the original is fetched (into a staged copy) only when a page is not cached yet.
    started = time.perf_counter()
    with _library.original_on_disk(_record) as path:
        rendered = render_pdf_page(
            path, page, list(quotes), scale=RENDER_SCALE, rows=list(rows), max_width=MAX_RENDER_WIDTH
        )
    logger.debug(
        "rendered page %d of %s at %d px in %.0f ms (%d bytes)",
        page,
        stored,
        rendered.width,
        (time.perf_counter() - started) * 1000,
        len(rendered.png),
    )
    return rendered


def _quotes_on(response: Response, citation: Citation, page: int) -> list[tuple[str, str]]:
    """(quote, locator) pairs of the sentences the answer shows from this page of this document."""
    if page != citation.page:
        return []
    pairs = [
        (f.quote, f.locator)
        for f in response.evidence.facts
        if f.doc_id == citation.doc_id and f.page == page and not f.parts
    ]
    pairs += [
        (h.highlight, h.locator)
        for h in response.related_highlights or []
        if h.doc_id == citation.doc_id and h.page == page and not h.parts
    ]
    return list(dict.fromkeys(pairs))


def _stored(library: Library, doc_id: str, page: int) -> PageText | None:
    """The stored page (its label names it in the header), None when it cannot be read now."""
    try:
        return library.page(doc_id, page)
    except (RagCoreError, OSError) as exc:
        logger.warning("page %d of %s cannot be read: %s", page, doc_id, exc)
        return None


def _marked_rows(response: Response, citation: Citation, page: int) -> list[int]:
    """The spreadsheet rows of the quotes the answer shows from this page (for "Marked: P&L, row 12")."""
    if page != citation.page:
        return []
    quoted = [*response.evidence.facts, *(response.related_highlights or [])]
    return [q.row for q in quoted if q.doc_id == citation.doc_id and q.page == page and q.row is not None]


def _row_text(stored: PageText | None, locator: str) -> str:
    """A table row as the stored page reads it from its label to the asked cell ("" when unknown)."""
    match = _LOCATOR.match(locator)
    return stored.text[int(match.group(2)) : int(match.group(3))] if stored is not None and match else ""


def _rows_on(response: Response, citation: Citation, page: int) -> list[tuple[str, str, str]]:
    """(row label, value, locator) of the table cells the answer shows from this page."""
    if page != citation.page:
        return []
    shown = [(f.parts, f.locator) for f in response.evidence.facts if f.doc_id == citation.doc_id and f.page == page]
    shown += [
        (h.parts, h.locator)
        for h in response.related_highlights or []
        if h.doc_id == citation.doc_id and h.page == page
    ]
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
        head, zoom_control, close = st.columns([3, 4, 1.2], vertical_alignment="center")
        stored_page = _stored(library, record.doc_id, page)
        label = stored_page.label if stored_page is not None else None
        where = location(record.file_type, page, label)
        head.markdown(f"**{md_escape(record.name)}** — {md_escape(with_position(where, page, record.pages))}")
        zoom = _zoom(zoom_control, response.query_id)
        if close.button("Close", key=f"close-{response.query_id}", icon=":material/close:"):
            st.session_state.pop(state.OPEN_SOURCE, None)
            state.rerun_fragment()
        try:
            if record.file_type == "pdf":
                stored = stored_page if rows else None
                rendered = _render(
                    library,
                    record,
                    library.files.location,
                    record.stored_path,
                    page,
                    tuple(q for q, _ in quotes),
                    tuple((l, v, _row_text(stored, loc)) for l, v, loc in rows),
                )
                image = _page_image(rendered, zoom, f"{record.name}, {where}")
                if zoom.factor is not None and rendered.focus is not None:
                    st.html(image + _SCROLL_TO_FOCUS, unsafe_allow_javascript=True)
                else:
                    st.html(image)
                st.caption(_found(rendered.highlighted, len(quotes), len(rows)))
            else:
                # Read again when it could not be read for the header: the error is shown below, not "not stored".
                _text_page(
                    stored_page or library.page(record.doc_id, page),
                    page,
                    quotes + [(f"{l} {v}", loc) for l, v, loc in rows],
                    zoom,
                    markdown=record.file_type in ("md", "markdown"),
                )
                marked = [
                    location(record.file_type, page, label, row=r) for r in _marked_rows(response, citation, page)
                ]
                if marked:
                    st.caption("Marked: " + md_escape("; ".join(dict.fromkeys(marked))))
        except (RagCoreError, OSError) as exc:
            st.error(f"Cannot show this page: {md_escape(str(exc))}")
        _navigation(response, opened, page, record.pages)
        if library.has_original(record):
            # Read only when clicked: a 20 MB report would otherwise be read and hashed on every rerun.
            st.download_button(
                "Download original",
                data=lambda: actions.download(record),
                file_name=record.name,
                mime=_mime(record.file_type),
                key=f"dl-{response.query_id}-{page}",
                icon=":material/download:",
                on_click="ignore",
            )


def _zoom(where: Any, query_id: str) -> Zoom:
    """The zoom control; its choice outlives the control (kept under ``state.ZOOM``) so the next source
    opened, and every page paged to, shows at the same zoom."""
    key = f"zoom-{query_id}"

    def remember() -> None:
        st.session_state[state.ZOOM] = st.session_state[key]

    chosen = where.segmented_control(
        "Zoom",
        list(Zoom),
        default=Zoom(st.session_state.get(state.ZOOM, Zoom.FIT)),
        required=True,
        key=key,
        on_change=remember,
        label_visibility="collapsed",
    )
    return Zoom(chosen or Zoom.FIT)


def _page_image(rendered: RenderedPage, zoom: Zoom, name: str) -> str:
    """The page image as HTML: as wide as the viewer at "Fit width", else the printed size times
    the zoom, scrolling inside the viewer when wider."""
    factor = zoom.factor
    width = "100%" if factor is None else f"{round(rendered.points_wide * CSS_PX_PER_POINT * factor)}px"
    data = base64.b64encode(rendered.png).decode("ascii")
    label = html_escape(name)
    focus = ""
    if rendered.focus is not None:
        focus = " data-focus='" + ",".join(f"{v:.4f}" for v in rendered.focus) + "'"
    return (
        f"<figure class='verbatim-figure'><div class='verbatim-zoom' data-zoom='{zoom.name.lower()}'{focus}>"
        f"<img src='data:image/png;base64,{data}' alt='{label}' style='width: {width}; max-width: none'>"
        f"</div><figcaption>{label}</figcaption></figure>"
    )


# Scrolls a zoomed page so its first highlight sits near the top of the viewer, under the zoom
# control (once per image and zoom: the analyst's own scrolling is kept). A fixed script: the only values it reads are the numbers in data-focus.
_SCROLL_TO_FOCUS = """<script>
document.querySelectorAll(".verbatim-zoom[data-focus]:not([data-zoom='fit'])").forEach((box) => {
  const img = box.querySelector("img");
  if (!img || img.dataset.placed === img.src.length + ":" + img.style.width) return;
  const place = () => {
    const [left, top, right, bottom] = box.dataset.focus.split(",").map(Number);
    const w = img.clientWidth, h = img.clientHeight, margin = 24;
    const wide = (right - left) * w;
    box.scrollLeft = wide + 2 * margin < box.clientWidth ? (left + right) / 2 * w - box.clientWidth / 2 : left * w - margin;
    box.scrollTop = top * h - Math.min(120, box.clientHeight / 3);  // just under the zoom control
    img.dataset.placed = img.src.length + ":" + img.style.width;
  };
  if (img.complete && img.naturalWidth) place(); else img.addEventListener("load", place, { once: true });
});
</script>"""


def _found(highlighted: int, quotes: int, rows: int) -> str:
    """How many of the answer's quotes on this page were found and highlighted, in words."""
    shown = quotes + rows
    if not shown:
        return "no quote on this page"
    what = "quoted sentence" if not rows else "quoted sentence or table row"
    if shown != 1:
        what = "quoted sentences" if not rows else "quoted sentences or table rows"
    return f"{highlighted} of {shown} {what} highlighted"


_MD_HEADING = re.compile(r"^#{1,6}\s+(.*)$")
# Opens a text page at its first quote: the quote sits near the top of the page box (once per
# page shown; the analyst's own scrolling is kept). A fixed script that reads no document text.
_SCROLL_TO_MARK = """<script>
document.querySelectorAll(".verbatim-page").forEach((box) => {
  const mark = box.querySelector("mark");
  if (!mark || box.dataset.placed) return;
  box.scrollTop = Math.max(0, mark.offsetTop - box.offsetTop - 48);
  box.dataset.placed = "1";
});
</script>"""


def _text_page(
    stored: PageText | None, page: int, quotes: list[tuple[str, str]], zoom: Zoom, *, markdown: bool = False
) -> None:
    if stored is None:
        st.error("This page is not stored; re-index the document.")
        return
    spans = sorted(
        (int(m.group(2)), int(m.group(3)))
        for _, loc in quotes
        if (m := _LOCATOR.match(loc)) and int(m.group(1)) == page
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
    lines = "".join(parts).split("\n")
    if markdown:
        # "## 2. Rules" is shown as the heading it is, not as raw "#" marks (the text stays escaped).
        lines = [f"<strong>{m.group(1)}</strong>" if (m := _MD_HEADING.match(line)) else line for line in lines]
    body = "<br>".join(lines)
    # The text wraps to the viewer, so "Fit width" and "100 %" both show it at the normal size.
    size = f"{zoom.factor or 1:g}em"
    page_html = f"<div class='verbatim-page' style='font-size: {size}'>{body}</div>"
    st.html(page_html + (_SCROLL_TO_MARK if spans else ""), unsafe_allow_javascript=bool(spans))


def _navigation(response: Response, opened: dict[str, Any], page: int, pages: int) -> None:
    previous, number, following = st.columns([1, 2, 1], vertical_alignment="bottom")
    target = page
    if previous.button(
        "Previous page", key=f"prev-{response.query_id}", disabled=page <= 1, icon=":material/chevron_left:"
    ):
        target = page - 1
    chosen = number.number_input(
        "Page", min_value=1, max_value=max(pages, 1), value=page, key=f"page-{response.query_id}-{page}"
    )
    if chosen != page:
        target = int(chosen)
    if following.button(
        "Next page", key=f"next-{response.query_id}", disabled=page >= pages, icon=":material/chevron_right:"
    ):
        target = page + 1
    if target != page:
        opened["page"] = target
        st.session_state[state.OPEN_SOURCE] = opened
        state.rerun_fragment()
