"""How documents are read, split into chunks and limited (``RAG_INGEST__...``)."""

from __future__ import annotations

from pydantic import Field

from rag_core.settings.base import Section


class IngestSettings(Section):
    """How documents are read, split into chunks and limited."""

    max_file_mb: float = Field(
        200.0,
        gt=0,
        description="Largest file accepted, in megabytes. Larger files are refused with a message.",
    )
    max_text_file_mb: float = Field(
        20.0,
        gt=0,
        description=(
            "Largest TXT, Markdown, HTML or CSV file accepted, in megabytes (20 MB of text is "
            "~100,000 chunks of work). Larger text files are refused with a message; split them first."
        ),
    )
    max_pages: int = Field(
        5000,
        ge=1,
        description=(
            "Most pages one PDF may have (the largest FinanceBench filing has ~550). Checked before "
            "any page is read; a page object the page tree lists more than once counts once."
        ),
    )
    max_page_chars: int = Field(
        100_000,
        ge=1,
        description=(
            "Most characters of text one PDF page (or one TXT/Markdown page of text_page_lines "
            "lines) may yield; a dense real page has ~10,000. Extraction stops as soon as a page "
            "passes it and the file is refused."
        ),
    )
    max_file_chars: int = Field(
        20_000_000,
        ge=1,
        description=(
            "Most characters of text one file may yield, counted as pages are read; the file is "
            "refused as soon as it passes the limit."
        ),
    )
    max_chunks: int = Field(
        60_000,
        ge=1,
        description=(
            "Most chunks one file may make (each is embedded, ~30 ms of CPU); the file is refused "
            "as soon as it passes the limit and what was written of it is removed."
        ),
    )
    commit_every_chunks: int = Field(
        2000,
        ge=1,
        description=(
            "Embedded chunks are written to the index in batches of this many, so a long file never "
            "holds all its vectors in memory; the document stays invisible to questions until it is "
            "complete."
        ),
    )
    chunk_tokens: int = Field(
        200,
        ge=32,
        le=256,
        description=(
            "Target chunk size in the embedding model's own word pieces. all-MiniLM-L6-v2 reads "
            "at most 256, so chunks stay below that."
        ),
    )
    chunk_overlap_tokens: int = Field(
        20, ge=0, le=128, description="Word pieces shared by consecutive chunks of one page."
    )
    text_page_lines: int = Field(
        40,
        ge=1,
        description=(
            "How many lines make one 'page' for citations of TXT and Markdown files; also the blocks "
            "per section of Word files without rendered pages and of HTML, and the rows per page of sheets."
        ),
    )
    parse_timeout_s: float = Field(
        600.0,
        gt=0,
        description=(
            "Longest time the parser worker (a separate process that reads every PDF, Word, HTML, "
            "Excel, CSV, TXT and Markdown file) may take for one file before it is stopped and the "
            "file is refused with a message naming this setting."
        ),
    )
    parse_memory_mb: int = Field(
        1536,
        ge=256,
        description=(
            "Address-space limit of the parser worker process, in megabytes; a file that needs more "
            "is refused with a message naming this setting."
        ),
    )
    max_xml_elements: int = Field(
        2_000_000,
        ge=1,
        description=(
            "Most XML elements (tags) one Word document's body or one HTML page may hold, counted "
            "while the file streams (a 500-page report has ~200,000); past it the file is refused."
        ),
    )
    max_cells: int = Field(
        20_000_000,
        ge=1,
        description=(
            "Most cells, filled or empty, read from one Excel workbook or CSV file (a sheet is read "
            "up to its last used column in every row, so a few cells far to the right cost a whole "
            "row each); past it the file is refused."
        ),
    )
    pdf_max_elements: int = Field(
        5_000_000,
        ge=1000,
        description=(
            "Most elements of one PDF array or dictionary pypdf reads (its own default is 100,000, "
            "which the tagging data of some valid 10-Qs passes); a PDF past it is read with pdfium."
        ),
    )
    min_text_chars: int = Field(
        5,
        ge=1,
        description=(
            "A document with fewer extractable letters or digits than this counts as having no text layer (a scan)."
        ),
    )
    max_garbled_share: float = Field(
        0.10,
        ge=0,
        le=1,
        description=(
            "Share of control, private-use or replacement characters above which a PDF's text "
            "layer (broken font encoding) or a text file is treated as unreadable."
        ),
    )
    lock_timeout_s: float = Field(
        1800.0,
        gt=0,
        description="How long an upload waits for another upload to finish writing the index.",
    )
    embed_threads: int = Field(
        0,
        ge=0,
        le=256,
        description=(
            "CPU threads the embedding model uses while indexing; 0 means every core (fastest on a "
            "quiet machine). On a machine shared with other heavy work, 1 is faster: two threads "
            "waiting on each other for a busy core lose more than the core they would gain."
        ),
    )
    upload_lanes: int = Field(
        2,
        ge=1,
        le=8,
        description=(
            "Files of one session indexed at once in the app. With 2, small files never wait behind a "
            "large one: one lane is always free for them (see large_file_kb)."
        ),
    )
    large_file_kb: int = Field(
        512,
        ge=1,
        le=10_485_760,
        description=(
            "Files above this size are indexed one at a time per session (memory), in one lane; the "
            "other lanes take the smaller files first."
        ),
    )
    heartbeat_s: float = Field(
        15.0,
        gt=0,
        description=(
            "How often a process indexing a document records that it is still at work (in the "
            "database), so that another server never cleans up a document being indexed."
        ),
    )
    stale_after_s: float = Field(
        120.0,
        gt=0,
        description=(
            "A document left 'indexing' with no heartbeat for this long is a leftover of a process "
            "that died; the next start or upload on any server removes what it wrote."
        ),
    )
    job_poll_s: float = Field(
        1.0,
        gt=0,
        description=(
            "Shared deployment: how often a worker (each app server's, or python -m rag_core worker) "
            "looks for queued uploads when it has none to run."
        ),
    )
    job_attempts: int = Field(
        3,
        ge=1,
        description=(
            "Shared deployment: how many times an upload is started before it is given up, when the "
            "workers running it keep dying (no heartbeat for stale_after_s) part-way."
        ),
    )
    optimize_after_chunks: int = Field(
        20000,
        ge=1,
        description=(
            "While several files are indexed in one go, fold new chunks into the full-text index "
            "and compact the table after this many chunks (and once at the end). Until then search "
            "still reads the new chunks, only slower; each fold costs memory that grows with the library."
        ),
    )
