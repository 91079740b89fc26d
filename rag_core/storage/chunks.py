"""The LanceDB chunk table, written through LlamaIndex's ``LanceDBVectorStore``.

The table is created here with an explicit schema (LanceDB fixes the schema at the first insert,
and a metadata key added later would fail every insert after it). Inserts go through the LlamaIndex
store; deletes go straight to the table with a correctly quoted filter, because the store's own
``delete``/``delete_nodes`` build filters LanceDB >= 0.38 rejects (run-llama/llama_index#23086).

The table may live in a local folder or in S3-compatible object storage (``s3://bucket/prefix``,
opened with ``storage_options``). On S3 (checked against moto) the native full-text index, the
doc_id scalar index, ``optimize`` with version cleanup, ``delete``, ``count_rows`` and
``read_consistency_interval=0`` (another process's commit is seen on the next read) behave as on
disk; each read is a few HTTP requests, so a question costs ~0.1 s more on a loopback server.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

import lancedb
import numpy as np
import pyarrow as pa
from lancedb.index import FTS
from llama_index.core.schema import TextNode
from llama_index.vector_stores.lancedb import LanceDBVectorStore

from rag_core.errors import ConfigError
from rag_core.storage.s3 import is_s3, storage_problem
from rag_core.types import ChunkMeta

logger = logging.getLogger(__name__)

TABLE_NAME = "chunks"
_KEEP_OLD_VERSIONS = timedelta(minutes=5)  # readers of an older version finish well within this
_INT_FIELDS = {"page", "chunk_index", "char_start", "char_end"}
# LanceDB's top k breaks ties in whatever order its threads finish: of two chunks with the same
# score at the k-th place, either may come back (seen: a question's full-text hits differed in one
# run of 40 on a busy machine, and with them its passages). So this many more are asked for, and
# the k kept are the best by score, then by chunk id: the same chunks every time, unless more
# than this many tie at the k-th place.
TIE_MARGIN = 32
# Keys LlamaIndex's node_to_metadata_dict adds next to ours.
_LLAMA_KEYS = ("_node_content", "_node_type", "document_id", "ref_doc_id")


@dataclass(frozen=True, slots=True)
class StoredChunk:
    """A chunk read back from the table, with a similarity to the query when searched."""

    chunk_id: str
    text: str
    meta: ChunkMeta
    similarity: float = 0.0

    @property
    def doc_id(self) -> str:
        """Document the chunk belongs to."""
        return self.meta.doc_id


def meta_from_row(metadata: dict) -> ChunkMeta:
    """Our typed metadata out of a row's metadata struct (LlamaIndex's extra keys dropped)."""
    return ChunkMeta(**{name: metadata[name] for name in ChunkMeta.__slots__})


def sql_literal(value: str) -> str:
    """Quote ``value`` as a SQL string literal for a LanceDB filter (``O'Brien`` -> ``'O''Brien'``)."""
    if "\x00" in value:
        raise ValueError("filter values cannot contain NUL characters")
    return "'" + value.replace("'", "''") + "'"


def chunk_schema(dimension: int) -> pa.Schema:
    """The fixed schema of the chunk table."""
    meta_fields = [pa.field(name, pa.int64() if name in _INT_FIELDS else pa.string()) for name in ChunkMeta.__slots__]
    meta_fields += [pa.field(name, pa.string()) for name in _LLAMA_KEYS]
    return pa.schema(
        [
            pa.field("id", pa.string()),
            pa.field("doc_id", pa.string()),
            pa.field("vector", pa.list_(pa.float32(), dimension)),
            pa.field("text", pa.string()),
            pa.field("metadata", pa.struct(meta_fields)),
        ]
    )


class ChunkStore:
    """Owns the LanceDB connection and the chunk table."""

    def __init__(
        self,
        uri: str,
        dimension: int,
        setup_lock: Callable[[], AbstractContextManager[None]] | None = None,
        storage_options: dict[str, str] | None = None,
    ) -> None:
        """Open (or create) the table at ``uri`` (a local folder or ``s3://bucket/prefix``, with
        LanceDB ``storage_options`` for the latter); creation runs under ``setup_lock`` when given.

        Two processes opening a fresh data dir at once would otherwise both create the table and
        its full-text index, and the second LanceDB commit fails with a conflict.

        Raises:
            ConfigError: an ``s3://`` index whose bucket does not exist or whose endpoint cannot be
                reached, naming the setting to check.
        """
        remote = is_s3(uri)
        if not remote:
            Path(uri).mkdir(parents=True, exist_ok=True)
        self._schema = chunk_schema(dimension)
        try:
            # Check for other processes' writes (CLI ingest while the app runs) on every read.
            self._db = lancedb.connect(
                uri, read_consistency_interval=timedelta(0), storage_options=storage_options or None
            )
            ready = self._ready()
        except (ValueError, OSError, RuntimeError) as exc:
            if not remote:
                raise
            endpoint = (storage_options or {}).get("aws_endpoint", "")
            raise ConfigError(storage_problem(uri, "RAG_INDEX_URI", endpoint, exc)) from exc
        if not ready:
            with (setup_lock or nullcontext)():
                self._create_missing()
        table = self._db.open_table(TABLE_NAME)
        if table.schema != self._schema:
            logger.warning("chunk table schema differs from this version's: %s", table.schema)
        self.table = table
        self._doc_count: tuple[int, int] | None = None
        # Our own connection and table: the LlamaIndex store has no storage-options parameter.
        self.vector_store = LanceDBVectorStore(uri=uri, table=table, connection=self._db, mode="append")

    def _ready(self) -> bool:
        """Table and full-text index both exist (checked without the lock, so it may be wrong
        while another process is creating them; the caller then re-checks under the lock)."""
        if TABLE_NAME not in self._table_names():
            return False
        try:
            names = {index.name for index in self._db.open_table(TABLE_NAME).list_indices()}
        except (ValueError, FileNotFoundError, OSError):
            return False  # its folder exists but its first version is still being written
        return {"text_idx", "doc_id_idx"} <= names

    def _create_missing(self) -> None:
        """Create the table, its full-text index and its doc_id index if still missing (re-checked
        under the lock). The doc_id index makes searching a few companies' documents among many
        filings a lookup instead of a scan."""
        if TABLE_NAME in self._table_names():
            table = self._db.open_table(TABLE_NAME)
        else:
            table = self._db.create_table(TABLE_NAME, schema=self._schema, exist_ok=True)
        names = {index.name for index in table.list_indices()}
        if "text_idx" not in names:
            table.create_index("text", config=FTS(with_position=False), replace=True)
        if "doc_id_idx" not in names:
            table.create_scalar_index("doc_id", replace=True)

    def _table_names(self) -> list[str]:
        return list(self._db.list_tables().tables)

    def add(self, nodes: Sequence[TextNode]) -> None:
        """Insert all ``nodes`` in one LanceDB commit: a reader sees all of them or none."""
        if nodes:
            self.vector_store.add(list(nodes))

    def optimize(self) -> None:
        """Fold new rows into the full-text index and compact small fragments."""
        try:
            # Old versions are dropped after a few minutes: a library of 74 filings otherwise kept
            # 5.4 GB of superseded fragments for 100 MB of data.
            self.table.optimize(cleanup_older_than=_KEEP_OLD_VERSIONS)
        except Exception:  # noqa: BLE001 - optimisation is housekeeping; search works without it
            logger.warning("LanceDB optimize failed; search still covers unindexed rows", exc_info=True)

    def delete_doc(self, doc_id: str) -> None:
        """Remove every chunk of one document."""
        self.table.delete(f"doc_id = {sql_literal(doc_id)}")

    def delete_source(self, source: str) -> None:
        """Remove every chunk whose ``source`` (file name) equals ``source``."""
        self.table.delete(f"metadata.source = {sql_literal(source)}")

    def count(self, doc_id: str | None = None) -> int:
        """Number of chunks, for one document or in all."""
        if doc_id is None:
            return self.table.count_rows()
        return self.table.count_rows(f"doc_id = {sql_literal(doc_id)}")

    def count_docs(self) -> int:
        """Number of distinct documents in the table (cached per table version)."""
        version = self.table.version
        if self._doc_count is None or self._doc_count[0] != version:
            self._doc_count = (version, len(self.doc_ids()))
        return self._doc_count[1]

    def doc_ids(self) -> set[str]:
        """Distinct document ids present in the table."""
        if not self.table.count_rows():
            return set()
        column = self.table.search().select(["doc_id"]).limit(None).to_arrow().column("doc_id")
        return set(column.to_pylist())

    def chunks_of(self, doc_id: str) -> list[dict]:
        """All rows of one document (id, text, metadata), ordered by chunk index."""
        rows = (
            self.table.search()
            .where(f"doc_id = {sql_literal(doc_id)}")
            .select(["id", "text", "metadata"])
            .limit(None)
            .to_list()
        )
        return sorted(rows, key=lambda row: row["metadata"]["chunk_index"])

    def pages_chunks(
        self, pages: Sequence[tuple[str, int]]
    ) -> dict[tuple[str, int], list[tuple[StoredChunk, np.ndarray]]]:
        """The chunks of several pages with their vectors, in chunk order, in one query."""
        if not pages:
            return {}
        where = " OR ".join(f"(doc_id = {sql_literal(doc)} AND metadata.page = {int(page)})" for doc, page in pages)
        rows = self.table.search().where(where).select(["id", "text", "metadata", "vector"]).limit(None).to_list()
        rows.sort(key=lambda row: row["metadata"]["chunk_index"])
        out: dict[tuple[str, int], list[tuple[StoredChunk, np.ndarray]]] = {key: [] for key in pages}
        for row in rows:
            meta = meta_from_row(row["metadata"])
            out.setdefault((meta.doc_id, meta.page), []).append(
                (StoredChunk(row["id"], row["text"], meta), np.asarray(row["vector"], dtype=np.float32))
            )
        return out

    def docs_filter(self, doc_ids: set[str] | None) -> str:
        """A filter on ``doc_ids``; "" when None or when they are every document the table holds."""
        if doc_ids is None or len(doc_ids) >= self.count_docs():
            return ""
        return "doc_id IN (" + ", ".join(sql_literal(d) for d in sorted(doc_ids)) + ")"

    def dense_search(self, vector: np.ndarray, limit: int, doc_ids: set[str] | None = None) -> list[StoredChunk]:
        """Nearest chunks by cosine similarity (a real cosine in [-1, 1], not exp(-L2)), among
        ``doc_ids`` when given (filtered before the search, so other documents never crowd them out)."""
        query = (
            self.table.search(np.asarray(vector, dtype=np.float32).tolist(), vector_column_name="vector")
            .distance_type("cosine")
            .select(["id", "text", "metadata", "_distance"])
            .limit(limit + TIE_MARGIN)
        )
        where = self.docs_filter(doc_ids)
        if where:
            query = query.where(where, prefilter=True)
        rows = sorted(query.to_list(), key=lambda row: (float(row["_distance"]), row["id"]))[:limit]
        return [
            StoredChunk(
                chunk_id=row["id"],
                text=row["text"],
                meta=meta_from_row(row["metadata"]),
                similarity=1.0 - float(row["_distance"]),
            )
            for row in rows
        ]

    def keyword_search(
        self, query: str, limit: int, doc_ids: set[str] | None = None
    ) -> list[tuple[StoredChunk, float, np.ndarray]]:
        """Full-text matches (BM25 score, best first) with their vectors, among ``doc_ids`` when given.

        Raises whatever LanceDB raises; the caller decides how to degrade.
        """
        search = (
            self.table.search(query, query_type="fts")
            .select(["id", "text", "metadata", "vector", "_score"])
            .limit(limit + TIE_MARGIN)
        )
        where = self.docs_filter(doc_ids)
        if where:
            search = search.where(where, prefilter=True)
        rows = sorted(search.to_list(), key=lambda row: (-float(row["_score"]), row["id"]))[:limit]
        return [
            (
                StoredChunk(row["id"], row["text"], meta_from_row(row["metadata"])),
                float(row["_score"]),
                np.asarray(row["vector"], dtype=np.float32),
            )
            for row in rows
        ]
