"""FinanceBench: is the evidence page among the pages an answer cites?

Uses the questions whose PDFs are present (``pdfs/<doc_name>.pdf``). Many name no company; when
the engine asks which one (the library holds several), the eval answers with the filing's company,
as an analyst would, and scores the second answer. ``evidence_page_num`` in the
dataset is 0-indexed; our pages are 1-based, so page N+1 is the target. Answers are analyst prose
and are not scored as strings.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from pathlib import Path
from typing import Any

from rag_core.answer.engine import Engine
from rag_core.envelope import Response
from rag_core.evals.common import mode_counts, results, run_session, table, verbatim_violations
from rag_core.library import Library
from rag_core.settings import Settings


def folders(root: Path, *, everything: bool = False) -> list[Path]:
    """``pdfs/`` (10 filings), plus ``pdfs_more/`` (64 more) when ``everything``."""
    found = [root / "pdfs"]
    if everything and (root / "pdfs_more").is_dir():
        found.append(root / "pdfs_more")
    return found


def load(root: Path, *, everything: bool = False) -> list[dict[str, Any]]:
    """Questions whose document PDF is in ``root/pdfs`` (or also ``root/pdfs_more``)."""
    pdfs = {p.stem for folder in folders(root, everything=everything) for p in folder.glob("*.pdf")}
    first = {p.stem for p in (root / "pdfs").glob("*.pdf")}
    rows = []
    with open(root / "financebench_open_source.jsonl", encoding="utf-8") as handle:
        for line in handle:
            item = json.loads(line)
            if item["doc_name"] in pdfs:
                item["in_first_ten"] = item["doc_name"] in first
                rows.append(item)
    return rows


def _asks_company(response: Response) -> bool:
    """The engine asked which company is meant (the library holds several, the question names none)."""
    return response.clarify is not None and any(q.field == "company" for q in response.clarify.questions)


def run(
    root: Path, *, data_dir: Path, out: Path | None = None, base: Settings | None = None, everything: bool = False
) -> dict[str, Any]:
    """Index the PDFs (a no-op when already indexed), ask every question, score cited pages.

    With ``everything`` all 74 filings go into one library and all 129 questions are asked; the
    35 questions on the first ten filings are also scored on their own.
    """
    base = base or Settings()
    settings = base.model_copy(update={"data_dir": data_dir, "seed_samples": False})
    library = Library(settings)
    for result in library.ingest_paths(folders(root, everything=everything), provenance="primary"):
        if not result.ok:
            raise RuntimeError(f"could not index {result.name}: {result.message}")
    engine = Engine(library)
    session = run_session("eval-financebench")
    questions = load(root, everything=everything)
    counts: Counter[str] = Counter()
    records = []
    violations: list[str] = []
    started = time.perf_counter()
    for item in questions:
        response = engine.ask(item["question"], session_id=session)
        if _asks_company(response):
            # The analyst answers "which company?" with the filing's company, as in the app.
            counts["clarified"] += 1
            response = engine.ask(item["question"], context=item["company"], session_id=session)
        violations.extend(f"{item['financebench_id']}: {p}" for p in verbatim_violations(library, response))
        source = f"{item['doc_name']}.pdf"
        targets = {
            (e.get("evidence_doc_name", item["doc_name"]) + ".pdf", int(e["evidence_page_num"]) + 1)
            for e in item["evidence"]
        }
        cited = [(c.source, c.page) for c in response.citations]
        hit = any(c in targets for c in cited)
        counts["hit"] += hit
        if item["in_first_ten"]:
            counts["first_ten"] += 1
            counts["first_ten_hit"] += hit
        counts[f"mode:{response.mode.value}"] += 1
        records.append(
            {
                "id": item["financebench_id"],
                "question": item["question"],
                "doc": source,
                "evidence_pages": sorted(p for _, p in targets),
                "mode": response.mode.value,
                "cited": cited,
                "hit": hit,
            }
        )
    elapsed = time.perf_counter() - started
    metrics = {
        "questions": len(questions),
        "evidence_page_cited": counts["hit"] / max(len(questions), 1),
        "first_ten_questions": counts["first_ten"],
        "first_ten_evidence_page_cited": counts["first_ten_hit"] / max(counts["first_ten"], 1),
        "clarified_with_company": counts["clarified"],
        "verbatim_violations": len(violations),
        "modes": mode_counts(counts),
        "ms_per_question": round(1000 * elapsed / max(len(questions), 1), 1),
    }
    return results(root, metrics, violations, records, out)


def report(metrics: dict[str, Any]) -> str:
    """Markdown table of the metrics with the target."""
    return table(
        [
            ("questions", str(metrics["questions"])),
            ("evidence page among cited pages", f"{metrics['evidence_page_cited']:.1%}"),
            (
                f"... on the {metrics['first_ten_questions']} questions of pdfs/ (>= 80%)",
                f"{metrics['first_ten_evidence_page_cited']:.1%}",
            ),
            ("asked which company, answered with the filing's company", str(metrics.get("clarified_with_company", 0))),
            ("verbatim violations (must be 0)", str(metrics["verbatim_violations"])),
            ("modes", ", ".join(f"{k} {v}" for k, v in metrics["modes"].items())),
            ("time per question", f"{metrics['ms_per_question']} ms"),
        ]
    )
