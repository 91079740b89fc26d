"""Shared pieces of the evaluations: the verbatim check and result writing."""

from __future__ import annotations

import json
import uuid
from pathlib import Path
from typing import Any

from rag_core.envelope import Response, quoted_answer
from rag_core.library import Library
from rag_core.settings import Settings
from rag_core.ingest.rows import ROW_SEPARATOR, parts_on_page
from rag_core.text.sentences import display, parse_locator


def verbatim_violations(library: Library, response: Response) -> list[str]:
    """Quotes in the envelope that are not exactly the text at their locator on their page."""
    problems = []
    quoted: list[tuple[str, str, int, str, list[str] | None]] = []
    if response.related_highlights:
        quoted += [(h.highlight, h.doc_id, h.page, h.locator, h.parts) for h in response.related_highlights]
    quoted += [(f.quote, f.doc_id, f.page, f.locator, f.parts) for f in response.evidence.facts]
    for text, doc_id, page_no, locator, parts in quoted:
        page = library.page(doc_id, page_no)
        parsed = parse_locator(locator)
        if page is None or parsed is None or parsed[0] != page_no:
            problems.append(f"unresolvable citation {doc_id[:8]} {locator}")
            continue
        _, start, end = parsed
        if parts:
            # A table row: every piece is on the page, label and value inside the row's span.
            span = display(page.text[start:end])
            if (
                display(text) != display(ROW_SEPARATOR.join(parts))
                or not parts_on_page(parts, page.text)
                or display(parts[0]) not in span
            ):
                problems.append(f"table row not verbatim on its page at {locator}: {text[:60]!r}")
        elif display(page.text[start:end]) != display(text):
            problems.append(f"quote differs from page text at {locator}: {text[:60]!r}")
    if response.mode.value == "direct_answer" and response.answer:
        facts_text = quoted_answer(f.quote for f in response.evidence.facts)
        if display(response.answer) != display(facts_text):
            problems.append("direct answer is not exactly its quoted facts")
    return problems


def one_passage_a_page(data_dir: Path, base: Settings | None = None) -> Settings:
    """Settings for an evaluation's library on ``data_dir``: each line of a text file one page (a
    paragraph, a passage), no samples seeded."""
    base = base or Settings()
    return base.model_copy(
        update={
            "data_dir": data_dir,
            "seed_samples": False,
            "ingest": base.ingest.model_copy(update={"text_page_lines": 1}),
        }
    )


def mode_counts(counts: dict[str, int]) -> dict[str, int]:
    """The ``mode:<name>`` entries of an eval's counter, as {name: count}, by name."""
    return {key[len("mode:") :]: value for key, value in sorted(counts.items()) if key.startswith("mode:")}


def run_session(name: str) -> str:
    """A session id of its own for one evaluation run.

    The query log counts "which company?" rounds per session and question; an id reused across
    runs on the same data dir would turn every clarify into a full answer from the fourth run on.
    """
    return f"{name}-{uuid.uuid4().hex[:8]}"


def results(
    dataset: Path,
    metrics: dict[str, Any],
    violations: list[str],
    records: list[dict[str, Any]],
    out: Path | None,
    **extra: str,
) -> dict[str, Any]:
    """An evaluation's output (dataset, metrics, the first 50 violations, every record), written to
    ``out`` as JSON when given."""
    payload = {"dataset": str(dataset), **extra, "metrics": metrics, "violations": violations[:50], "records": records}
    if out is not None:
        write_json(out, payload)
    return payload


def write_json(path: Path, payload: dict[str, Any]) -> None:
    """Write a results file (creating its folder)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(payload, indent=2, ensure_ascii=False), encoding="utf-8")


def table(rows: list[tuple[str, str]]) -> str:
    """A two-column markdown table."""
    lines = ["| metric | value |", "|---|---|"] + [f"| {k} | {v} |" for k, v in rows]
    return "\n".join(lines)
