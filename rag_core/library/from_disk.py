"""Indexing files and folders from disk (the CLI, the samples): each file's size checked before it
is read, and the next PDF parsed while the current file's last chunks are embedded."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from pathlib import Path

from rag_core.errors import IngestError
from rag_core.ingest.names import SUPPORTED_EXTENSIONS
from rag_core.ingest.pdf import PdfPages
from rag_core.ingest.pipeline import ProgressFn, iter_files
from rag_core.library.indexing import Indexing
from rag_core.settings import Settings
from rag_core.storage.grants import DEFAULT_COLLECTION_ID
from rag_core.types import IngestResult

logger = logging.getLogger(__name__)


class DiskIndexing:
    """Reads files from disk and hands their bytes to :meth:`Indexing.ingest_bytes`."""

    def __init__(self, settings: Settings, indexing: Indexing) -> None:
        self.settings = settings
        self.indexing = indexing

    def ingest_path(
        self,
        path: Path,
        *,
        name: str | None = None,
        provenance: str = "unknown",
        progress: ProgressFn | None = None,
        prefetched: PdfPages | None = None,
        on_parsed: Callable[[], None] | None = None,
        collection_id: int = DEFAULT_COLLECTION_ID,
    ) -> IngestResult:
        """Index one file from disk under ``name`` (its file name, or its path inside a folder
        given to ``ingest_paths``, which also parses the next PDF ahead) into a collection."""
        name = name or path.name
        try:
            size = path.stat().st_size
            self.indexing.check_size(name, size)
            data = path.read_bytes()
        except IngestError as exc:
            return self.indexing.refused(name, b"", exc, collection_id)
        except OSError as exc:
            return self.indexing.refused(
                name,
                b"",
                IngestError(name, f"cannot read the file ({exc.strerror}); check the path and permissions"),
                collection_id,
            )
        return self.indexing.ingest_bytes(
            name,
            data,
            provenance=provenance,
            progress=progress,
            prefetched=prefetched,
            on_parsed=on_parsed,
            keep_folders=True,
            collection_id=collection_id,
        )

    def ingest_paths(
        self,
        paths: Iterable[Path],
        *,
        provenance: str = "unknown",
        progress: ProgressFn | None = None,
        on_result: Callable[[IngestResult], None] | None = None,
        collection_id: int = DEFAULT_COLLECTION_ID,
    ) -> list[IngestResult]:
        """Index files and folders (recursively, supported extensions only) into a collection.

        While one file's last chunks are embedded, the next PDF is already being parsed, so the
        parser never leaves the embedder waiting at the start of a file.
        """
        files = list(iter_files(paths, SUPPORTED_EXTENSIONS))
        with self.indexing.batch():
            return self._ingest_files(files, provenance, progress, on_result, collection_id)

    def _ingest_files(
        self,
        files: list[tuple[Path, str]],
        provenance: str,
        progress: ProgressFn | None,
        on_result: Callable[[IngestResult], None] | None,
        collection_id: int = DEFAULT_COLLECTION_ID,
    ) -> list[IngestResult]:
        prefetched: dict[int, PdfPages] = {}
        limit = self.settings.ingest.max_file_mb * 1024 * 1024

        def prefetch_after(index: int) -> Callable[[], None]:
            def start() -> None:
                following = index + 1
                if following >= len(files) or following in prefetched:
                    return
                path = files[following][0]
                try:
                    size = path.stat().st_size
                except OSError:
                    return
                if path.suffix.lower() == ".pdf" and 0 < size <= limit:
                    try:
                        prefetched[following] = PdfPages(path, path.name, self.settings.ingest)
                    except OSError:  # no process to spare (EAGAIN, ENOMEM, EMFILE): parse it later
                        logger.warning(
                            "could not start parsing %s ahead; it will be parsed in turn", path.name, exc_info=True
                        )

            return start

        results = []
        try:
            for index, (path, name) in enumerate(files):
                stream = prefetched.pop(index, None)
                try:
                    result = self.ingest_path(
                        path,
                        name=name,
                        provenance=provenance,
                        progress=progress,
                        prefetched=stream,
                        on_parsed=prefetch_after(index),
                        collection_id=collection_id,
                    )
                finally:
                    if stream is not None:
                        stream.close()
                results.append(result)
                if on_result is not None:
                    on_result(result)
        finally:
            for stream in prefetched.values():
                stream.close()
        return results
