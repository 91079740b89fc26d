"""Run a dev set through the real product: index its documents as a user's uploads, ask its questions.

Every document is indexed with the same ingestion a user's file gets, into a collection named by the
dev set (one collection per policy, per TAT-QA context...), and every question is asked in its
collection's scope in a session of its own. Indexing is a no-op for documents already indexed, so a
second run on the same data dir only asks.
"""

from __future__ import annotations

import hashlib
import logging
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from rag_core.answer.engine import Engine
from rag_core.embedding import Embedder
from rag_core.envelope import Response
from rag_core.evals.common import run_session, verbatim_violations
from rag_core.evals.devsets import DevItem, DevSet, holds, right_quote
from rag_core.library import Library
from rag_core.settings import Settings
from rag_core.storage.grants import DEFAULT_COLLECTION_ID

logger = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Indexed:
    """A dev set's library: the collection id of each of its collection names."""

    library: Library
    collections: dict[str, int]


def index_set(
    devset: DevSet, data_dir: Path, *, embedder: Embedder | None = None, base: Settings | None = None
) -> Indexed:
    """Index every document of ``devset`` under ``data_dir`` (already indexed ones are skipped)."""
    base = base or Settings()
    settings = base.model_copy(update={"data_dir": data_dir, "seed_samples": False})
    library = Library(settings, embedder)
    ids: dict[str, int] = {}
    names = sorted({d.collection for d in devset.docs} | {i.collection for i in devset.items})
    single = len(names) == 1
    for name in names:
        if single:
            ids[name] = DEFAULT_COLLECTION_ID
            continue
        found = library.collections.by_name(name)
        ids[name] = (found or library.collections.create(name)).id
    indexed = {(d.name, d.collection_id, d.doc_id) for d in library.ready_documents()}
    # A document whose bytes changed (a new rendering of a TAT-QA table) is indexed again: its new
    # revision replaces the old one.
    todo = [d for d in devset.docs if (d.name, ids[d.collection], hashlib.sha256(d.data).hexdigest()) not in indexed]
    started = time.perf_counter()
    for number, doc in enumerate(todo, 1):
        result = library.ingest_bytes(doc.name, doc.data, provenance=doc.provenance, collection_id=ids[doc.collection])
        if not result.ok:
            logger.warning("%s: %s could not be indexed: %s", devset.name, doc.name, result.message)
        if number % 25 == 0:
            logger.info(
                "%s: indexed %d of %d documents (%.0f s)", devset.name, number, len(todo), time.perf_counter() - started
            )
    return Indexed(library, ids)


@dataclass(frozen=True, slots=True)
class Outcome:
    """One question's envelope, scored."""

    item: DevItem
    response: Response
    direct: bool
    right: bool  # a direct answer whose quotes state the gold (cited where the item says)
    visible: bool  # the gold is in the answer or in a highlight
    violations: tuple[str, ...]

    @property
    def wrong(self) -> bool:
        """A direct answer that is not right (including any direct answer to a non-answerable item)."""
        return self.direct and not self.right


def score(item: DevItem, response: Response, library: Library | None = None) -> Outcome:
    """Score one envelope against its item."""
    direct = response.mode.value == "direct_answer"
    facts = response.evidence.facts if direct else []
    if item.extra.get("all_golds"):
        joined = " ".join(f.quote for f in facts)
        right = item.answerable and bool(facts) and all(holds(joined, g) for g in item.golds)
    else:
        right = any(right_quote(item, f.quote, f.source, f.page) for f in facts)
    texts = [response.answer or ""] if direct else []
    texts += [h.highlight for h in response.related_highlights or []]
    visible = item.answerable and any(holds(t, g) for t in texts for g in item.golds)
    violations = tuple(verbatim_violations(library, response)) if library is not None else ()
    return Outcome(item, response, direct, right, right or visible, violations)


def ask_all(
    indexed: Indexed,
    items: list[DevItem] | tuple[DevItem, ...],
    engine: Engine | None = None,
    *,
    ask: Callable[[Engine, DevItem, frozenset[int] | None, str], Response] | None = None,
) -> Iterator[Outcome]:
    """Ask every item in its collection's scope, each in a session of its own, and score it."""
    engine = engine or Engine(indexed.library)
    session = run_session("devset")
    many = len(set(indexed.collections.values())) > 1
    for item in items:
        scope = frozenset({indexed.collections[item.collection]}) if many else None
        if ask is not None:
            response = ask(engine, item, scope, f"{session}-{item.qid}")
        else:
            response = engine.ask(item.question, session_id=f"{session}-{item.qid}", scope=scope)
        yield score(item, response, indexed.library)
