"""Regression cases exported from the Insights page, replayed and scored (rag_core.evals.cases)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rag_core.errors import RagCoreError
from rag_core.evals import cases
from rag_core.insights import case_line
from rag_core.testing import HashEmbedder
from tests.helpers.builders import new_library

PUMP = b"# Pump P-40\n\nInspect the pump seals every 500 operating hours.\nThe P-40 pump sits in hall 3.\n"


def test_a_case_passes_on_its_mode_and_a_cited_expected_page(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    library = new_library(tmp_path / "data", hash_embedder, {"pump.md": PUMP})
    file = tmp_path / "cases.jsonl"
    file.write_text(
        "\n".join(
            [
                case_line("What is the capital of Peru?", "hard_refusal", []),
                case_line("What is the capital of Peru?", "direct_answer", [("pump.md", 1)]),
                "",  # blank lines are skipped
            ]
        ),
        encoding="utf-8",
    )
    out = tmp_path / "out.json"
    payload = cases.run(file, settings=library.settings, out=out, embedder=hash_embedder)
    assert [r["passed"] for r in payload["results"]] == [True, False]
    assert payload["metrics"] == {"cases": 2, "passed": 0.5, "mode_correct": 0.5, "pages_correct": 0.5}
    assert json.loads(out.read_text(encoding="utf-8"))["metrics"] == payload["metrics"]
    assert "| passed (mode and pages) | 50.0% |" in cases.report(payload["metrics"])


def test_a_bad_line_is_reported_with_its_number_and_a_missing_file_with_where_to_get_one(tmp_path: Path) -> None:
    file = tmp_path / "cases.jsonl"
    file.write_text(case_line("Q?", "system", []) + "\n{not json\n", encoding="utf-8")
    with pytest.raises(RagCoreError, match=r"cases.jsonl:2: not a valid case"):
        cases.load(file)
    with pytest.raises(RagCoreError, match="export one from the Insights page"):
        cases.load(tmp_path / "missing.jsonl")
