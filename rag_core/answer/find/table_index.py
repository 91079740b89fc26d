"""Which pages of a document hold a table row for the asked measure and period.

A statement table is mostly figures, so its chunk rarely ranks first for "Boeing cost of sales
2022" in a 150-page filing. The rows recovered at ingest say exactly where "Cost of sales" sits
with a "2022" column: those pages join the retrieved ones (the answer is still judged row by row).
"""

from __future__ import annotations

import json
import re
import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass

from rag_core.answer.understand.frame import QuestionFrame
from rag_core.text.measures import Lexicon, Measure, MeasureHit
from rag_core.ingest.profile import DocumentProfile
from rag_core.ingest.rows import STATEMENT_TITLE
from rag_core.answer.understand.period import check_period

logger = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class RowEntry:
    """What the index keeps of one table row: enough to match measure and period."""

    page: int
    label: str
    headers: tuple[str, ...]  # one joined header per cell
    title: str
    statement: bool  # the table is a primary statement (consolidated, statement of ...)


class TableIndex:
    """Row labels and headers per document, loaded on first use (documents never change by id)."""

    def __init__(self, load: Callable[[str], dict[int, str]]) -> None:
        self._load = load
        self._docs: dict[str, tuple[RowEntry, ...]] = {}
        self._by_measure: dict[tuple[str, str], tuple[tuple[RowEntry, MeasureHit], ...]] = {}
        self._lock = threading.Lock()

    def preload(self, doc_ids: list[str]) -> None:
        """Read the rows of ``doc_ids`` now (74 filings: ~2 s, ~27 MB), so that the first question
        about each company does not pay for it; the app runs this in the background at start."""
        for doc_id in doc_ids:
            try:
                self._entries(doc_id)
            except Exception:  # noqa: BLE001 - a preload is only a head start; the question reads it again
                logger.warning("could not preload the table rows of %s", doc_id, exc_info=True)
                return

    def _measure_rows(self, doc_id: str, lexicon: Lexicon, measure: Measure) -> tuple[tuple[RowEntry, MeasureHit], ...]:
        """The rows of one document whose label names ``measure``, with the first hit (cached)."""
        key = (doc_id, measure.name)
        with self._lock:
            cached = self._by_measure.get(key)
        if cached is not None:
            return cached
        found = []
        for entry in self._entries(doc_id):
            hits = lexicon.hits_of(entry.label, measure)
            if hits:
                found.append((entry, hits[0]))
        rows = tuple(found)
        with self._lock:
            self._by_measure[key] = rows
        return rows

    def _entries(self, doc_id: str) -> tuple[RowEntry, ...]:
        with self._lock:
            cached = self._docs.get(doc_id)
        if cached is not None:
            return cached
        entries = []
        for page, rows_json in sorted(self._load(doc_id).items()):
            for row in json.loads(rows_json):
                headers = tuple(" ".join(cell.get("header") or []) for cell in row.get("cells") or [])
                title = f"{row.get('title', '')} {row.get('unit', '')}"
                entries.append(
                    RowEntry(page, row.get("label", ""), headers, title, bool(STATEMENT_TITLE.search(title)))
                )
        found = tuple(entries)
        with self._lock:
            self._docs[doc_id] = found
        return found

    def questions(self, doc_id: str, lexicon: Lexicon, owner: str = "", limit: int = 4) -> list[str]:
        """Questions a document's statement tables may answer ("What was Kestrel's revenue in 2024?"):
        a measure its primary statements state, for the period heading their first column."""
        out: list[str] = []
        for entry in self._entries(doc_id):
            if not entry.statement or not entry.headers:
                continue
            hits = lexicon.find(entry.label)
            years_ = re.findall(r"(?:19|20)\d\d", entry.headers[0])
            if not hits or not years_ or hits[0].measure.kind not in ("money", "count"):
                continue
            question = f"What was {owner}{hits[0].term.lower()} in {years_[-1]}?"
            if question not in out:
                out.append(question)
            if len(out) >= limit:
                break
        return out

    def pages(
        self,
        frame: QuestionFrame,
        lexicon: Lexicon,
        docs: set[str],
        profiles: dict[str, DocumentProfile],
        allowed: set[str],
        limit: int,
    ) -> list[tuple[str, int]]:
        """Up to ``limit`` (doc_id, page) whose table states the measure for the period, best first."""
        measure = frame.measure
        if measure is None:
            return []
        scored: dict[tuple[str, int], float] = {}
        for doc_id in sorted(docs):
            profile = profiles.get(doc_id)
            for entry, hit in self._measure_rows(doc_id, lexicon, measure):
                if lexicon.qualifier_before(entry.label, hit, allowed):
                    continue
                if not any(check_period(frame, f"{h} {entry.title}", profile).ok for h in entry.headers):
                    continue
                exact = entry.label.strip(" :").lower() in measure.terms or entry.label.lower().startswith("total")
                score = 1.0 + entry.statement + 0.5 * exact
                key = (doc_id, entry.page)
                scored[key] = max(scored.get(key, 0.0), score)
        ranked = sorted(scored, key=lambda key: (-scored[key], key))
        return ranked[:limit]
