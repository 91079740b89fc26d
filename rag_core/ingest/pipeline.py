"""Index one document: parse (in the worker) while chunking, embedding and writing in bounded batches.

Order of work for one file (the caller, ``Library``, holds the write lock only for the short
steps 1, the batch writes of 2, and 3-4 together; parsing and embedding run without it, so other
uploads, deletes and recoveries are never held up by a long file):

1. registry row in status ``indexing``; original stored under ``files/<doc_id>.<ext>``;
2. pages streamed from the parser, chunked and embedded in batches as they arrive, so parsing
   overlaps with embedding instead of adding to it; every ``ingest.commit_every_chunks`` embedded
   chunks are written to LanceDB and dropped from memory, so a long file never holds all its
   vectors at once;
3. page furniture found (running headers, page numbers, contents: see ``furniture``), then page
   texts, table rows, word counts and profile saved;
4. the row marked ``ready`` (and an older revision with the same name dropped) in one transaction.

Chunks written before step 4 are invisible: retrieval only ever reads documents whose row is
``ready``, so a reader never sees half a document.

The work is bounded per file: the page count and the characters per page and per file are checked
by the page source as pages are read (see ``IngestSettings``), the chunk count here as pages are
chunked, so a hostile file is refused before most of its work is done.

A failure at any step removes what this attempt wrote and leaves everything else as it was. A
kill at any step leaves a row in ``indexing``, which :func:`recover` cleans up on the next start;
retrieval only ever reads documents whose row is ``ready``.
"""

from __future__ import annotations

import json
import logging
import os
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

import numpy as np
from llama_index.core.schema import MetadataMode, TextNode

from rag_core.compute import GATE
from rag_core.embedding import Embedder
from rag_core.errors import IngestError
from rag_core.ingest.chunking import Chunker
from rag_core.ingest.normalize import count_word_chars
from rag_core.ingest.formats import Loader, PageSource, format_of
from rag_core.ingest.furniture import mark_furniture
from rag_core.ingest.context import embedded_text, page_heading
from rag_core.text.lexicon import stem_counts
from rag_core.ingest.memory import release_free_memory
from rag_core.ingest.profile import DocumentProfile, derive_profile
from rag_core.ingest.rows import best_rows
from rag_core.storage.registry import Registry, now_iso
from rag_core.settings import IngestSettings
from rag_core.types import ChunkMeta, FileType, PageText, ProgressEvent

logger = logging.getLogger(__name__)

PROFILE_PAGES = 3  # first pages read to tell who a document is about
BACKGROUND_SLICE = 1  # texts per embedding pass while indexing (~45 ms on two cores): a question waits for one at most
TRIM_EVERY_BATCHES = 8  # hand freed memory back this often while embedding (~25 ms a time)

ProgressFn = Callable[[ProgressEvent], None]

NO_TEXT = "no extractable text; scanned PDFs need OCR, which is not supported"
GARBLED = (
    "the text layer is unreadable (broken font encoding), so it cannot be quoted; re-export the "
    "PDF from its source application, or run OCR on it first"
)
GARBLED_TEXT = (
    "the text is mostly unreadable characters (replacement marks, private-use or control "
    "characters), so it cannot be quoted; open it in an editor, save it as UTF-8 text and upload "
    "that, or upload the document it was exported from"
)


ChunkSink = Callable[[list[TextNode]], None]


@dataclass(frozen=True, slots=True)
class IndexedDocument:
    """What indexing produced for one file (its chunks are already written through the sink)."""

    pages: list[PageText]
    chunks: int
    word_counts: dict[str, int]  # in how many chunks each word stem occurs
    doc_date: str
    parser_peak_mb: float = 0.0
    profile: DocumentProfile | None = None
    tables: dict[int, str] = field(default_factory=dict)  # page -> JSON list of table rows


@dataclass(frozen=True, slots=True)
class _Embedded:
    """What the page loop produced: pages read, chunks written, and how unreadable the text was."""

    pages: list[PageText]
    chunks: int
    word_counts: Counter[str]
    garbled: float
    profile: DocumentProfile


class DocumentIndexer:
    """Turns one stored file into embedded chunks, written through a sink in bounded batches;
    does not touch the registry."""

    def __init__(self, settings: IngestSettings, embedder: Callable[[], Embedder], batch_size: int) -> None:
        """``embedder`` is called when the first page needs it: a file the parser refuses (not a
        PDF, encrypted, broken) is refused before the model is loaded."""
        self._settings = settings
        self._get_embedder = embedder
        self._batch = batch_size
        self._chunker_made: Chunker | None = None
        self._batches_done = 0

    @property
    def _chunker(self) -> Chunker:
        if self._chunker_made is None:
            self._chunker_made = Chunker(self._settings, self._get_embedder().token_ids)
        return self._chunker_made

    def index(
        self,
        *,
        name: str,
        kind: FileType,
        path: Path,
        base: ChunkMeta,
        progress: ProgressFn | None,
        sink: ChunkSink,
        prefetched: PageSource | None = None,
        on_parsed: Callable[[], None] | None = None,
    ) -> IndexedDocument:
        """Parse, chunk and embed ``path``, handing every ``commit_every_chunks`` embedded chunks
        to ``sink``. Raises IngestError with a user-facing reason (the caller removes what the
        sink wrote).

        ``prefetched`` is a parse of the same file started earlier (used only when its bytes match
        ``base.doc_id``); ``on_parsed`` is called once this file's parser has finished, so the
        caller can start parsing the next file while this one's last chunks are embedded.
        """
        loader = format_of(kind).loader
        if prefetched is not None:
            stream = self._usable(prefetched, path, name, base.doc_id, loader)
        else:
            stream = loader(path, name, self._settings)
        with stream:
            info = stream.info
            base = replace(base, doc_date=info.doc_date)
            meta = {
                "title": info.title,
                "author": info.author,
                "subject": info.subject,
                "site_name": info.site_name,
                "heading": info.heading,
            }
            run = self._run(name, base, iter(stream), info.page_count, progress, on_parsed, meta, sink)
            parser_peak = stream.peak_rss_mb
            layout = dict(stream.tables)
        pages = run.pages
        if run.garbled > self._settings.max_garbled_share:
            raise IngestError(name, GARBLED if kind is FileType.PDF else GARBLED_TEXT)
        if sum(count_word_chars(p.text) for p in pages) < self._settings.min_text_chars or not run.chunks:
            raise IngestError(name, NO_TEXT)
        # Running headers and footers are told apart only with every page read.
        pages = mark_furniture(pages, kind.value)
        tables = {}
        for page in pages:
            rows = best_rows(layout.get(page.page), page.text, marked=kind is not FileType.PDF)
            if rows != "[]":
                tables[page.page] = rows
        return IndexedDocument(
            pages=pages,
            chunks=run.chunks,
            word_counts=dict(run.word_counts),
            doc_date=base.doc_date,
            parser_peak_mb=parser_peak,
            profile=run.profile,
            tables=tables,
        )

    def _run(
        self,
        name: str,
        base: ChunkMeta,
        stream: Iterator[tuple[PageText, float, int]],
        page_total: int,
        progress: ProgressFn | None,
        on_parsed: Callable[[], None] | None,
        meta: dict[str, str],
        sink: ChunkSink,
    ) -> _Embedded:
        pages: list[PageText] = []
        pending: list[TextNode] = []  # chunked, not yet embedded
        unwritten: list[TextNode] = []  # embedded, not yet handed to the sink
        embedded = 0
        written = 0
        word_counts: Counter[str] = Counter()
        bad_chars = 0.0
        raw_chars = 0
        commit_every = self._settings.commit_every_chunks
        # Who the document is about comes from its first pages; chunks are embedded with it.
        profile: DocumentProfile | None = None
        contexts: dict[str, str] = {}

        def profiled() -> DocumentProfile:
            nonlocal profile
            if profile is None:
                first = [p.text for p in pages[:PROFILE_PAGES]]
                profile = derive_profile(name, first, meta, base.doc_date)
            return profile

        def report(stage: str, chunks_total: int = 0) -> None:
            if progress is not None:
                progress(
                    ProgressEvent(
                        name=name,
                        stage=stage,
                        pages_done=len(pages),
                        pages_total=page_total,
                        chunks_done=embedded,
                        chunks_total=chunks_total,
                        chunks_seen=embedded + len(pending),
                    )
                )

        def write() -> None:
            nonlocal written
            if unwritten:
                word_counts.update(stem_counts(node.text for node in unwritten))
                sink(list(unwritten))
                written += len(unwritten)
                for node in unwritten:
                    contexts.pop(node.id_, None)
                unwritten.clear()  # the vectors are in LanceDB now; memory stays bounded

        def embed_batch(threads: int) -> None:
            nonlocal embedded
            GATE.pause_for_questions()  # the profile and the writes are Python work too
            batch = pending[: self._batch]
            # A parser at work has a core of its own: torch threads sharing its core wait on each other.
            self._embed(batch, profiled(), contexts, threads=max(1, threads - GATE.parsers_running()))
            unwritten.extend(batch)
            embedded += len(batch)
            del pending[: self._batch]
            if len(unwritten) >= commit_every:
                GATE.pause_for_questions()
                write()

        # Questions asked meanwhile go first through the compute gate, whatever the threads; on a
        # machine busy with other work one thread is faster (see the README's measurements).
        threads = self._settings.embed_threads or (os.cpu_count() or 1)
        for page, garbled, raw in stream:
            pages.append(page)
            bad_chars += garbled * raw
            raw_chars += raw
            GATE.pause_for_questions()  # chunking is Python work: a question's goes first
            new = self._chunker.chunk_page(page, base, embedded + len(pending))
            heading = page_heading(page.text)
            for node in new:
                contexts[node.id_] = heading
            pending.extend(new)
            self._check_chunks(name, embedded + len(pending), page, page_total)
            report("parsing")
            while len(pending) >= self._batch and len(pages) >= PROFILE_PAGES:
                embed_batch(threads)
                report("embedding")
        if on_parsed is not None:
            on_parsed()
        garbled_share = bad_chars / raw_chars if raw_chars else 0.0
        total = embedded + len(pending)
        if garbled_share > self._settings.max_garbled_share:
            return _Embedded(pages, total, word_counts, garbled_share, profiled())
        while pending:
            # A parse of the next file may already be running (see Library.ingest_paths).
            embed_batch(threads)
            report("embedding", total)
        write()
        return _Embedded(pages, written, word_counts, garbled_share, profiled())

    def _check_chunks(self, name: str, chunks: int, page: PageText, page_total: int) -> None:
        limit = self._settings.max_chunks
        if chunks > limit:
            raise IngestError(
                name,
                f"the document makes at least {chunks:,} chunks by page {page.page:,} of {page_total:,}, "
                f"over the {limit:,}-chunk limit per file (RAG_INGEST__MAX_CHUNKS); split it into "
                "smaller files and upload those, or raise RAG_INGEST__MAX_CHUNKS",
            )

    def _usable(self, prefetched: PageSource, path: Path, name: str, doc_id: str, loader: Loader) -> PageSource:
        """The prefetched parse if it read these very bytes, else a fresh read of ``path``."""
        try:
            prefetched.info  # noqa: B018 - waits for the worker's first message
        except IngestError:
            prefetched.close()
            if prefetched.sha256 == doc_id:
                raise  # these very bytes cannot be parsed: parsing them again would only cost time
            return loader(path, name, self._settings)
        if prefetched.sha256 != doc_id:
            prefetched.close()
            return loader(path, name, self._settings)
        return prefetched

    def _embed(
        self, nodes: list[TextNode], profile: DocumentProfile, headings: dict[str, str], threads: int | None = None
    ) -> None:
        # The vector reads the chunk with its context (company, document, period, page heading);
        # the stored text stays exactly the page's words.
        texts = [
            embedded_text(profile, headings.get(node.id_, ""), node.get_content(metadata_mode=MetadataMode.EMBED))
            for node in nodes
        ]
        embedder = self._get_embedder()
        parts = []
        for start in range(0, len(texts), BACKGROUND_SLICE):
            with GATE.background():  # a question asked meanwhile goes first (see rag_core.compute)
                parts.append(embedder.embed(texts[start : start + BACKGROUND_SLICE], threads=threads))
        vectors = np.concatenate(parts) if parts else np.zeros((0, embedder.dimension), dtype=np.float32)
        for node, vector in zip(nodes, vectors, strict=True):
            node.embedding = vector.tolist()
        self._batches_done += 1
        if self._batches_done % TRIM_EVERY_BATCHES == 0:
            release_free_memory()  # the model's tensors vary in size; freed ones otherwise stay resident


def base_meta(*, name: str, doc_id: str, provenance: str, kind: FileType) -> ChunkMeta:
    """Document-level chunk metadata; page and span fields are filled per chunk."""
    return ChunkMeta(
        source=name,
        doc_id=doc_id,
        page=0,
        page_label="",
        chunk_index=0,
        char_start=0,
        char_end=0,
        locator="",
        ingested_at=now_iso(),
        doc_date="",
        provenance=provenance,
        file_type=kind.value,
    )


def save_document(*, registry: Registry, doc_id: str, indexed: IndexedDocument) -> None:
    """Save page texts, table rows, word counts and profile (the chunks are already written)."""
    registry.save_pages(doc_id, indexed.pages)
    registry.save_page_tables(doc_id, indexed.tables)
    registry.save_word_counts(doc_id, indexed.chunks, json.dumps(indexed.word_counts, ensure_ascii=False))
    if indexed.profile is not None:
        registry.save_profile(doc_id, json.dumps(indexed.profile.to_dict(), ensure_ascii=False))


def iter_files(paths: Iterable[Path], extensions: tuple[str, ...]) -> Iterator[tuple[Path, str]]:
    """(file, name) for files named directly (their file name) and files with a supported
    extension inside folders (sorted; named by their path inside the folder given, so that
    ``2023/report.md`` and ``2024/report.md`` are two documents, not one replacing the other)."""
    for path in paths:
        if path.is_dir():
            for child in sorted(path.rglob("*")):
                if child.is_file() and not child.name.startswith(".") and child.suffix.lower() in extensions:
                    yield child, child.relative_to(path).as_posix()
        else:
            yield path, path.name
