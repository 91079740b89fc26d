"""Hostile and large-but-legal Word, HTML and Excel files (the probes of issue 21) are each refused
with a message naming the file type and the limit, or indexed, inside the parser worker's caps.

The files are generated here (tests/helpers/hostile.py). Every library runs its parser worker
with ``parse_timeout_s=60``: a parse slower than that is refused as "took longer than", which these
tests would report as a wrong outcome, so no test measures time itself. The worker's memory is
capped at ``parse_memory_mb`` (1,536 MB) by construction; the app process itself must not grow,
which is checked with its peak resident size reset before the ingest (Linux ``clear_refs``).
Libraries embed with the hash embedder: what is measured is the parse.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rag_core.ingest.formats import format_of
from rag_core.library import Library
from rag_core.settings import IngestSettings, Settings
from rag_core.testing import HashEmbedder
from rag_core.types import FileType, IngestResult, ProgressEvent
from tests.helpers import hostile
from tests.helpers.refusals import assert_refused_and_untouched, library_with_good_pdf

pytestmark = pytest.mark.slow  # files of 100,000 parts and more, parsed in the worker

CAPS = {"parse_timeout_s": 60.0, "parse_memory_mb": 1536}
APP_GROWTH_MB = 300  # the app process may grow by this much while a file is parsed elsewhere


def _reset_peak() -> bool:
    """Reset this process's peak resident size (VmHWM); False where the kernel does not allow it."""
    try:
        Path("/proc/self/clear_refs").write_text("5")
    except OSError:
        return False
    return True


def _peak_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0


def _ingest(library: Library, name: str, data: bytes) -> IngestResult:
    """Ingest ``data`` and check that the app process's own memory stayed flat while it was parsed."""
    resettable = _reset_peak()
    before = _peak_mb()
    result = library.ingest_bytes(name, data)
    if resettable:
        assert _peak_mb() - before < APP_GROWTH_MB, f"the app process grew by {_peak_mb() - before:.0f} MB"
    return result


@pytest.fixture
def library(tmp_path: Path, hash_embedder: HashEmbedder) -> Library:
    """A library holding good.pdf, parsing with the caps above."""
    return library_with_good_pdf(tmp_path, hash_embedder, **CAPS)


def _page_one(library: Library, result: IngestResult) -> str:
    page = library.page(result.doc_id, 1)
    assert page is not None
    return page.text


def test_html_of_unclosed_svg_tags_is_indexed_without_the_tags(library: Library) -> None:
    result = _ingest(library, "unclosed_svg.html", hostile.unclosed_svg_html())
    assert result.ok, result.message
    assert _page_one(library, result) == hostile.FACT


def test_deeply_nested_html_is_read(library: Library) -> None:
    result = _ingest(library, "deep.html", hostile.deep_html())
    assert result.ok, result.message
    text = _page_one(library, result)
    assert hostile.FACT in text and "hidden" not in text


def test_deeply_nested_docx_is_read(library: Library) -> None:
    result = _ingest(library, "deep.docx", hostile.deep_docx())
    assert result.ok, result.message
    assert hostile.FACT in _page_one(library, result)


def test_docx_of_empty_paragraphs_is_refused_as_having_no_text(library: Library) -> None:
    result = _ingest(library, "empty.docx", hostile.empty_paragraphs_docx())
    assert_refused_and_untouched(library, result, "the Word document has no text to index")
    assert "OCR" not in result.message and "PDF" not in result.message


def test_docx_with_one_huge_paragraph_is_refused_by_the_page_character_limit(library: Library) -> None:
    result = _ingest(library, "huge.docx", hostile.huge_paragraph_docx())
    assert_refused_and_untouched(
        library,
        result,
        "one paragraph holds at least 1",
        "over the 100,000-character limit per page",
        "Word document",
        "RAG_INGEST__MAX_PAGE_CHARS",
    )


@pytest.mark.parametrize("part", ["xl/styles.xml", "docProps/core.xml"])
def test_xlsx_whose_part_unpacks_to_1_gib_is_refused_before_it_is_parsed(library: Library, part: str) -> None:
    result = _ingest(library, "bomb.xlsx", hostile.xlsx_with_bloated_part(part))
    assert_refused_and_untouched(
        library,
        result,
        "the Excel workbook unpacks to 1,024.0 MB (all its parts together)",
        "over the 200 MB limit (RAG_INGEST__MAX_FILE_MB)",
    )


def test_sparse_sheet_is_refused_for_its_cells_not_characters(library: Library) -> None:
    result = _ingest(library, "sparse.xlsx", hostile.sparse_xlsx())
    assert_refused_and_untouched(
        library,
        result,
        "the Excel workbook has more than 20,000,000 cells to read (filled or empty",
        "RAG_INGEST__MAX_CELLS",
    )
    assert "characters" not in result.message


@pytest.mark.parametrize(("name", "make"), [("entity.docx", hostile.entity_docx), ("entity.xlsx", hostile.entity_xlsx)])
def test_entity_tricks_are_refused_in_a_plain_sentence(library: Library, name: str, make: object) -> None:
    result = _ingest(library, name, make())  # type: ignore[operator]
    assert_refused_and_untouched(library, result, "uses XML features that are not allowed", "save it as")
    assert "Entities" not in result.message and "(name=" not in result.message


def test_damaged_workbook_message_shows_no_server_path(library: Library) -> None:
    data = hostile.replace_part(hostile.many_rows_xlsx(3), "xl/worksheets/sheet1.xml", lambda xml: xml[:200])
    result = _ingest(library, "figures.xlsx", data)
    assert_refused_and_untouched(library, result, "the Excel workbook is damaged and cannot be read")
    assert str(library.settings.data_dir) not in result.message and "files/" not in result.message


def test_docx_past_the_element_limit_is_refused_naming_it(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    library = library_with_good_pdf(tmp_path, hash_embedder, max_xml_elements=50_000, **CAPS)
    result = _ingest(library, "empty.docx", hostile.empty_paragraphs_docx(60_000))
    assert_refused_and_untouched(
        library,
        result,
        "the Word document holds more than 50,000 XML elements",
        "RAG_INGEST__MAX_XML_ELEMENTS",
    )


def test_html_past_the_element_limit_is_refused_naming_it(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    library = library_with_good_pdf(tmp_path, hash_embedder, max_xml_elements=50_000, **CAPS)
    result = _ingest(library, "deep.html", hostile.deep_html(30_000))
    assert_refused_and_untouched(
        library,
        result,
        "the HTML page holds more than 50,000 elements",
        "RAG_INGEST__MAX_XML_ELEMENTS",
    )


def test_docx_of_100k_paragraphs_indexes_with_progress(settings: Settings, hash_embedder: HashEmbedder) -> None:
    library = Library(settings, hash_embedder)  # what is found is not measured here: parsing and progress are
    events: list[ProgressEvent] = []
    result = library.ingest_bytes("clauses.docx", hostile.many_paragraphs_docx(), progress=events.append)
    assert result.ok, result.message
    parsing = [e.pages_done for e in events if e.stage == "parsing"]
    assert parsing == list(range(1, result.pages + 1))  # the bar moves with every page
    last = library.page(result.doc_id, result.pages)
    assert last is not None and "Clause 99999:" in last.text


def test_xlsx_of_100k_rows_is_parsed_in_the_worker_within_its_caps(tmp_path: Path) -> None:
    path = tmp_path / "orders.xlsx"
    path.write_bytes(hostile.many_rows_xlsx())
    settings = IngestSettings(**CAPS)
    with format_of(FileType.XLSX).loader(path, "orders.xlsx", settings) as source:
        assert source.info.page_count > 2_500
        pages = [page for page, _, _ in source]
        assert source.peak_rss_mb < settings.parse_memory_mb
    assert len(pages) == source.info.page_count
    assert pages[0].label == "Orders, rows 1-40"
    assert "Row 100001: Order 99999 | Region: West" in pages[-1].text


def test_word_parse_past_the_time_cap_is_refused_naming_it(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    library = library_with_good_pdf(tmp_path, hash_embedder, parse_timeout_s=0.2)
    result = library.ingest_bytes("slow.docx", hostile.many_paragraphs_docx())  # seconds of parsing
    assert_refused_and_untouched(
        library,
        result,
        "reading the Word document took longer than 0.2 s and was stopped (RAG_INGEST__PARSE_TIMEOUT_S)",
    )


def test_word_parse_past_the_memory_cap_is_refused_naming_it(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    library = library_with_good_pdf(tmp_path, hash_embedder, parse_memory_mb=256)
    styles = 150 * 1024 * 1024  # of white space in word/styles.xml: compresses to 150 kB, parsed whole
    data = hostile.replace_part(
        hostile.many_paragraphs_docx(10),
        "word/styles.xml",
        lambda xml: xml.replace(b"</w:styles>", b" " * styles + b"</w:styles>"),
    )
    result = _ingest(library, "heavy.docx", data)
    assert_refused_and_untouched(
        library,
        result,
        "the Word document needs more memory to read than the parser is allowed (256 MB, RAG_INGEST__PARSE_MEMORY_MB)",
    )
