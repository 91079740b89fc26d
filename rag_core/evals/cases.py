"""Regression cases exported from the Insights page ("incorrect" verdicts), replayed and scored.

A cases file is JSON Lines, one case per line::

    {"question": "...", "expected_mode": "guided_fallback",
     "expected_pages": [{"source": "report.pdf", "page": 12}], "comment": "..."}

A case passes when the mode equals the expected mode and, if expected pages are given, at least
one of them is cited. The format (``Case``) lives in ``rag_core.insights``, which writes these
files, so the Insights page never imports the engine.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rag_core.answer.engine import Engine
from rag_core.embedding import Embedder
from rag_core.errors import RagCoreError
from rag_core.evals.common import run_session, table, write_json
from rag_core.insights import Case
from rag_core.library import Library
from rag_core.settings import Settings


def load(path: Path) -> list[Case]:
    """Cases from a JSON Lines file; a bad line is reported with its number."""
    if not path.is_file():
        raise RagCoreError(f"no cases file at {path}; export one from the Insights page")
    cases = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            cases.append(Case.model_validate_json(line))
        except ValueError as exc:
            raise RagCoreError(
                f"{path}:{number}: not a valid case ({exc.__class__.__name__}); fix or remove the line"
            ) from exc
    return cases


def run(path: Path, *, settings: Settings, out: Path | None = None, embedder: Embedder | None = None) -> dict[str, Any]:
    """Replay every case against the library in ``settings.data_dir``.

    ``embedder`` is the model to search with (the CLI's tests pass the one they indexed with);
    left out, the model the settings describe is loaded.
    """
    cases = load(path)
    engine = Engine(Library(settings, embedder))
    session = run_session("eval-cases")
    results = []
    for case in cases:
        response = engine.ask(case.question, context=case.context, session_id=session)
        cited = {(c.source, c.page) for c in response.citations}
        mode_ok = response.mode is case.expected_mode
        pages_ok = not case.expected_pages or any((p.source, p.page) in cited for p in case.expected_pages)
        results.append(
            {
                "question": case.question,
                "expected_mode": case.expected_mode.value,
                "mode": response.mode.value,
                "mode_ok": mode_ok,
                "pages_ok": pages_ok,
                "passed": mode_ok and pages_ok,
                "cited": sorted(cited),
            }
        )
    total = max(len(results), 1)
    metrics = {
        "cases": len(results),
        "passed": sum(r["passed"] for r in results) / total,
        "mode_correct": sum(r["mode_ok"] for r in results) / total,
        "pages_correct": sum(r["pages_ok"] for r in results) / total,
    }
    payload = {"metrics": metrics, "results": results}
    if out is not None:
        write_json(out, payload)
    return payload


def report(metrics: dict[str, Any]) -> str:
    """Markdown table of the metrics."""
    return table(
        [
            ("cases", str(metrics["cases"])),
            ("passed (mode and pages)", f"{metrics['passed']:.1%}"),
            ("expected mode", f"{metrics['mode_correct']:.1%}"),
            ("expected page cited", f"{metrics['pages_correct']:.1%}"),
        ]
    )
