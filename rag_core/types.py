"""Value objects passed between the ingestion stages and returned to callers."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class FileType(StrEnum):
    """Document formats the library accepts."""

    PDF = "pdf"
    TEXT = "txt"
    MARKDOWN = "md"
    DOCX = "docx"
    HTML = "html"
    XLSX = "xlsx"
    CSV = "csv"
    XLS = "xls"
    ODS = "ods"


class DocStatus(StrEnum):
    """Lifecycle of a registry row."""

    INDEXING = "indexing"
    READY = "ready"
    FAILED = "failed"


class IngestOutcome(StrEnum):
    """What one ingest call did."""

    INDEXED = "indexed"
    REPLACED = "replaced"
    ALREADY_INDEXED = "already_indexed"
    FAILED = "failed"


@dataclass(frozen=True, slots=True)
class PageText:
    """Normalised text of one page (a PDF page, or a block of lines of a text file).

    ``furniture``: sorted, non-overlapping ``(start, end)`` spans of ``text`` that are page
    furniture (running headers and footers, page numbers, contents, exhibit indexes; see
    :mod:`rag_core.ingest.furniture`): shown by the viewer, never quoted as an answer.
    """

    page: int
    label: str
    text: str
    furniture: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True, slots=True)
class DocumentInfo:
    """Facts about a document known before chunking."""

    page_count: int
    doc_date: str  # ISO date from the PDF metadata, "" when the file has none
    title: str = ""  # the PDF info dictionary's strings (a Word or Excel file's core title...), "" when absent
    author: str = ""
    subject: str = ""
    site_name: str = ""  # an HTML page's og:site_name or application-name, "" otherwise
    heading: str = ""  # the first heading (a Word Title/Heading 1, an HTML h1, a sheet's title row), "" if none


@dataclass(frozen=True, slots=True)
class ChunkMeta:
    """Metadata stored with every chunk. Field set and types are the fixed LanceDB schema."""

    source: str
    doc_id: str
    page: int
    page_label: str
    chunk_index: int
    char_start: int
    char_end: int
    locator: str
    ingested_at: str
    doc_date: str
    provenance: str
    file_type: str

    def as_dict(self) -> dict[str, str | int]:
        """Flat dict for LlamaIndex node metadata (str and int values only)."""
        return {name: getattr(self, name) for name in self.__slots__}


@dataclass(frozen=True, slots=True)
class ProgressEvent:
    """Progress of one file. ``chunks_total`` is 0 until parsing has finished; meanwhile
    ``chunks_seen`` counts the passages of the pages read so far (embedded or not yet)."""

    name: str
    stage: str  # "parsing" | "embedding" | "writing" | "committed" | "done"
    pages_done: int
    pages_total: int
    chunks_done: int
    chunks_total: int
    chunks_seen: int = 0

    @property
    def fraction(self) -> float:
        """Rough overall completion in [0, 1] for a progress bar."""
        if self.stage == "done":
            return 1.0
        parse = self.pages_done / self.pages_total if self.pages_total else 0.0
        # Until the last page is read the number of passages is estimated from the pages read.
        # (Without that count, as in a job's row, embedding is taken to keep pace with reading.)
        total = self.chunks_total or (self.chunks_seen / parse if self.chunks_seen and parse else 0.0)
        embed = min(1.0, self.chunks_done / total) if total else parse
        stage_bonus = 0.05 if self.stage in ("writing", "committed") else 0.0
        return min(0.99, 0.3 * parse + 0.65 * embed + stage_bonus)


@dataclass(frozen=True, slots=True)
class IngestResult:
    """Result of ingesting one file; failures are results too, with ``message`` saying why."""

    name: str
    outcome: IngestOutcome
    doc_id: str = ""
    pages: int = 0
    chunks: int = 0
    message: str = ""
    parser_peak_mb: float = 0.0  # peak memory of the parser worker (any file type), for the benchmark

    @property
    def ok(self) -> bool:
        """True unless the file failed."""
        return self.outcome is not IngestOutcome.FAILED


@dataclass(frozen=True, slots=True)
class DocumentRecord:
    """One row of the document registry."""

    id: int
    doc_id: str
    name: str
    file_type: str
    size_bytes: int
    pages: int
    chunks: int
    status: str
    error: str
    provenance: str
    doc_date: str
    ingested_at: str
    updated_at: str
    stored_path: str
    owner: str = ""  # while indexing: the process at work on it ("host:pid:random")
    collection_id: int = 1  # the collection whose grants decide who sees it (1: the default "Library")
