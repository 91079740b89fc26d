"""The public-set evaluations on tiny generated sets in their own formats (rag_core.evals.squad2,
rag_core.evals.financebench): documents indexed, every question asked, the metrics the README
reports computed. They load the model the settings name, as the CLI does."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rag_core.evals import financebench, squad2
from tests.helpers.builders import filing_pdf

pytestmark = pytest.mark.model  # the evals build the real model themselves (no fixture to see)

SQUAD = {
    "data": [
        {
            "title": "Halvorsen_turbine",
            "paragraphs": [
                {
                    "context": "The Halvorsen turbine produces 4.2 megawatts at full load. "
                    "Its rotor diameter is 120 metres.",
                    "qas": [
                        {
                            "id": "q1",
                            "question": "How much power does the Halvorsen turbine produce at full load?",
                            "answers": [{"text": "4.2 megawatts", "answer_start": 34}],
                            "is_impossible": False,
                        },
                        {
                            "id": "q2",
                            "question": "Who painted the Halvorsen turbine?",
                            "answers": [],
                            "is_impossible": True,
                        },
                    ],
                },
                {"context": "Each turbine is monitored remotely from the control room in Bergen.", "qas": []},
            ],
        }
    ]
}


def test_squad2_scores_answerable_and_unanswerable_questions(tmp_path: Path) -> None:
    path = tmp_path / "dev.json"
    path.write_text(json.dumps(SQUAD), encoding="utf-8")
    articles, questions = squad2.load(path)
    assert articles == {
        "Halvorsen_turbine": [
            SQUAD["data"][0]["paragraphs"][0]["context"],
            SQUAD["data"][0]["paragraphs"][1]["context"],
        ]
    }
    assert [q.impossible for q in questions] == [False, True]
    metrics = squad2.run(path, data_dir=tmp_path / "index", out=tmp_path / "out.json")["metrics"]
    assert (metrics["questions"], metrics["answerable"], metrics["unanswerable"]) == (2, 1, 1)
    assert metrics["verbatim_violations"] == 0 and metrics["unanswerable_direct"] == 0.0
    assert metrics["answerable_gold_visible"] == 1.0
    assert "verbatim violations (must be 0) | 0" in squad2.report(metrics)


def test_financebench_asks_back_with_the_filings_company_and_scores_cited_pages(tmp_path: Path) -> None:
    root = tmp_path / "financebench"
    (root / "pdfs").mkdir(parents=True)
    statement = [("Total revenues", "$ 1,250", "$ 1,100"), ("Net income", "$ 95", "$ 80")]
    for company, name in [
        ("Northwind Logistics, Inc.", "NORTHWIND_2023_10K"),
        ("Contoso Pharma Corporation", "CONTOSO_2023_10K"),
    ]:
        (root / "pdfs" / f"{name}.pdf").write_bytes(filing_pdf(company, 2023, statement=statement))
    rows = [
        {
            "financebench_id": "fb1",
            "doc_name": "NORTHWIND_2023_10K",
            "company": "Northwind Logistics",
            "question": "What were the total revenues in 2023?",  # names no company: asked back
            "evidence": [{"evidence_page_num": 1}],
        },
        {
            "financebench_id": "fb2",
            "doc_name": "MISSING_10K",  # no PDF: not asked
            "company": "Missing",
            "question": "What was revenue?",
            "evidence": [{"evidence_page_num": 0}],
        },
    ]
    (root / "financebench_open_source.jsonl").write_text("\n".join(json.dumps(r) for r in rows), encoding="utf-8")
    assert [r["financebench_id"] for r in financebench.load(root)] == ["fb1"]
    metrics = financebench.run(root, data_dir=tmp_path / "index")["metrics"]
    assert metrics["questions"] == 1 and metrics["clarified_with_company"] == 1
    assert metrics["evidence_page_cited"] == 1.0 and metrics["verbatim_violations"] == 0
    assert "evidence page among cited pages | 100.0%" in financebench.report(metrics)
