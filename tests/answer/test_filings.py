"""Answers on filings: who "we" is, which company a question means, statement tables, near misses.

The fixture library holds two companies' 10-K-style PDFs (cover page, a "we" sentence about
employees, a statement table with two period columns), as analysts upload them.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from rag_core.answer.judging.sentences import is_column_header
from rag_core.answer.engine import Engine
from rag_core.evals.common import verbatim_violations
from rag_core.library import Library
from rag_core.settings import Settings
from tests.helpers.builders import LibraryCache, new_library
from tests.helpers.pdfs import make_pdf

NORTHWIND_2023 = [
    "UNITED STATES SECURITIES AND EXCHANGE COMMISSION\nFORM 10-K\n"
    "ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934\n"
    "For the fiscal year ended December 31, 2023\nNORTHWIND LOGISTICS, INC.\n"
    "(Exact name of registrant as specified in its charter)\n"
    "Our principal executive offices are located in Arlington, Virginia.",
    "Human Capital\nAs of December 31, 2023, we had approximately 4,200 employees in nine countries.\n"
    "International revenue was $300 million in 2023, driven by new routes in Canada.\n"
    "Backlog at the end of 2023 was $2.1 billion.",
    "Consolidated Statements of Operations\n(Dollars in millions)\n"
    "Years Ended December 31, 2023 2022\n"
    "Total revenues $ 1,250 $ 1,100\n"
    "Cost of sales 800 720\n"
    "Net income $ 95 $ 80",
]
NORTHWIND_2021 = [
    "UNITED STATES SECURITIES AND EXCHANGE COMMISSION\nFORM 10-K\n"
    "For the fiscal year ended December 31, 2021\nNORTHWIND LOGISTICS, INC.\n"
    "(Exact name of registrant as specified in its charter)\n"
    "Our principal executive offices are located in Chicago, Illinois.",
    "Human Capital\nAs of December 31, 2021, we had approximately 3,900 employees in seven countries.",
]
CONTOSO_2023 = [
    "UNITED STATES SECURITIES AND EXCHANGE COMMISSION\nFORM 10-K\n"
    "For the fiscal year ended December 31, 2023\nCONTOSO PHARMA CORPORATION\n"
    "(Exact name of registrant as specified in its charter)",
    "Our People\nAt the end of 2023, we employed 12,500 people across our research sites.\n"
    "Total revenues for 2023 were $3.4 billion, up from $3.1 billion in 2022.",
]


FILINGS = {
    "NORTHWIND_2023_10K.pdf": NORTHWIND_2023,
    "NORTHWIND_2021_10K.pdf": NORTHWIND_2021,
    "contoso-annual.pdf": CONTOSO_2023,
}


def _library(data_dir: Path, embedder, files: dict[str, list[str]], provenance: str = "primary") -> Library:  # type: ignore[no-untyped-def]
    return new_library(data_dir, embedder, files, provenance=provenance)


def filings_library(data_dir: Path, embedder, indexed: LibraryCache) -> Library:  # type: ignore[no-untyped-def]
    """The three filings, all primary: a copy of the session's library of them."""
    return indexed.copy("filings", data_dir, embedder, FILINGS, provenance="primary")


@pytest.fixture(scope="module")
def filings(tmp_path_factory: pytest.TempPathFactory, embedder, indexed: LibraryCache) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    """Northwind's 2021 and 2023 10-Ks and Contoso's 2023 10-K, all primary."""
    yield Engine(filings_library(tmp_path_factory.mktemp("filings") / "data", embedder, indexed))


def test_profiles_name_the_filer_and_period(filings: Engine) -> None:
    profiles = {filings.library.registry.find_ready(doc_id=d).name: p for d, p in filings.library.profiles().items()}  # type: ignore[union-attr]
    assert profiles["contoso-annual.pdf"].entity.lower().startswith("contoso pharma")
    assert "contoso" in profiles["contoso-annual.pdf"].aliases
    assert profiles["NORTHWIND_2023_10K.pdf"].fiscal_year == 2023
    assert profiles["NORTHWIND_2021_10K.pdf"].fiscal_year == 2021


def test_we_sentence_answers_for_the_filer_named_in_the_question(filings: Engine) -> None:
    response = filings.ask("What is Contoso's headcount?")
    assert response.mode.value == "direct_answer"
    assert "12,500" in (response.answer or "")
    assert {c.source for c in response.citations} == {"contoso-annual.pdf"}


def test_question_naming_a_company_never_shows_another_companys_text(filings: Engine) -> None:
    response = filings.ask("How many employees did Northwind have at the end of 2023?")
    assert response.mode.value == "direct_answer"
    assert "4,200" in (response.answer or "")
    shown = [c.source for c in response.citations] + [v.source for c in response.evidence.conflicts for v in c.values]
    assert shown and all(s.startswith("NORTHWIND") for s in shown)


def test_question_naming_no_company_asks_which_then_answers(filings: Engine) -> None:
    response = filings.ask("How many employees were there at the end of 2023?", session_id="which-company")
    assert response.mode.value == "hard_refusal" and response.refusal_reason.value == "vague"  # type: ignore[union-attr]
    assert response.clarify is not None
    options = response.clarify.questions[0].options
    assert len(options) == 2 and any("Northwind" in o or "NORTHWIND" in o for o in options)
    assert not response.citations and "employees" not in (response.answer or "")
    again = filings.ask(
        "How many employees were there at the end of 2023?", context="Contoso", session_id="which-company"
    )
    assert again.mode.value == "direct_answer" and "12,500" in (again.answer or "")


def test_statement_table_cell_is_answered_with_row_label_column_and_unit(filings: Engine) -> None:
    response = filings.ask("What were Northwind's total revenues in 2022?")
    assert response.mode.value == "direct_answer"
    fact = response.evidence.facts[0]
    assert fact.parts is not None and fact.parts[0] == "Total revenues"
    assert "2022" in " ".join(fact.parts) and "1,100" in fact.parts[-2] + fact.parts[-1]
    assert "1,250" not in (response.answer or "")
    assert "(Dollars in millions)" in fact.parts
    assert fact.page == 3 and fact.source == "NORTHWIND_2023_10K.pdf"
    assert verbatim_violations(filings.library, response) == []


def test_near_miss_year_is_never_a_direct_answer(filings: Engine) -> None:
    response = filings.ask("What were Northwind's total revenues in 2019?")
    assert response.mode.value != "direct_answer"


def test_segment_figure_does_not_answer_total_revenue(filings: Engine) -> None:
    response = filings.ask("What was Northwind's revenue in 2023?")
    assert "International" not in (response.answer or "")
    if response.mode.value == "direct_answer":
        assert "1,250" in (response.answer or "")


def test_other_measure_in_the_same_sentence_area_is_not_an_answer(filings: Engine) -> None:
    response = filings.ask("What was Northwind's cost of sales in 2023?")
    assert response.mode.value == "direct_answer"
    assert "800" in (response.answer or "") and "Backlog" not in (response.answer or "")


def test_latest_filing_answers_and_older_filing_is_a_conflict(filings: Engine) -> None:
    response = filings.ask("Where are Northwind's principal executive offices?")
    assert response.mode.value == "direct_answer"
    assert "Arlington" in (response.answer or "")
    values = {v.source for c in response.evidence.conflicts for v in c.values}
    assert values == {"NORTHWIND_2023_10K.pdf", "NORTHWIND_2021_10K.pdf"}
    assert response.confidence.level != "high"


def test_explicit_primary_answer_is_high_confidence(filings: Engine) -> None:
    response = filings.ask("How many employees did Contoso have at the end of 2023?")
    assert response.mode.value == "direct_answer"
    assert response.confidence.level == "high"


def test_same_answer_from_an_unmarked_document_can_be_high_but_not_from_a_secondary_one(
    tmp_path: Path, embedder
) -> None:  # type: ignore[no-untyped-def]
    engine = Engine(_library(tmp_path / "data", embedder, {"contoso-annual.pdf": CONTOSO_2023}, provenance="unknown"))
    response = engine.ask("How many employees did Contoso have at the end of 2023?")
    assert response.mode.value == "direct_answer"
    assert response.confidence.level == "high"
    secondary = Engine(
        _library(tmp_path / "data2", embedder, {"contoso-annual.pdf": CONTOSO_2023}, provenance="secondary")
    )
    response = secondary.ask("How many employees did Contoso have at the end of 2023?")
    assert response.mode.value == "direct_answer"
    assert response.confidence.level == "medium" and "secondary" in (response.confidence.reason or "")


def test_conflicting_headcounts_are_shown_side_by_side(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    library = Library(Settings(data_dir=tmp_path / "data", seed_samples=False), embedder)
    for name, count in (("a.txt", 150), ("b.txt", 175), ("c.txt", 120)):
        assert library.ingest_bytes(name, f"Staffing note\nThe Foobar headcount is {count} employees.\n".encode()).ok
    response = Engine(library).ask("What is the Foobar headcount?")
    assert response.mode.value == "direct_answer"
    assert response.evidence.conflicts
    values = {v.value for v in response.evidence.conflicts[0].values}
    assert {"150", "175", "120"} <= {v.split()[0] for v in values}
    assert response.confidence.level != "high"


def test_corrected_company_name_routes_questions(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    files = {"NORTHWIND_2023_10K.pdf": NORTHWIND_2023, "contoso-annual.pdf": CONTOSO_2023}
    library = _library(tmp_path / "data", embedder, files)
    library.set_profile("contoso-annual.pdf", entity="Fabrikam Biotech Inc.")
    engine = Engine(library)
    response = engine.ask("How many employees did Fabrikam have at the end of 2023?")
    assert response.mode.value == "direct_answer" and "12,500" in (response.answer or "")
    assert response.scope is not None and response.scope.entities == ["Fabrikam Biotech Inc."]
    # The old name no longer names anything in the library, so the question asks which company.
    assert engine.ask("How many employees did Contoso have at the end of 2023?").mode.value == "hard_refusal"


def test_realqa_eval_scores_answers_against_gold_pages(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    import json

    from rag_core.evals import realqa

    docs = tmp_path / "filings"
    docs.mkdir()
    (docs / "NORTHWIND_2023_10K.pdf").write_bytes(make_pdf(NORTHWIND_2023))
    questions = tmp_path / "dev.jsonl"
    rows = [
        {
            "id": "a",
            "question": "What were Northwind's total revenues in 2022?",
            "category": "table",
            "doc": "NORTHWIND_2023_10K.pdf",
            "gold": ["1,100"],
            "pages": [3],
        },
        {
            "id": "b",
            "question": "What were Northwind's total revenues in 2019?",
            "category": "near_miss",
            "doc": "NORTHWIND_2023_10K.pdf",
            "gold": [],
            "pages": [],
        },
    ]
    questions.write_text("\n".join(json.dumps(r) for r in rows), encoding="utf-8")
    payload = realqa.run(questions, docs=docs, data_dir=tmp_path / "data")
    metrics = payload["metrics"]
    assert metrics["direct_correct"] == 1.0 and metrics["non_answerable_direct"] == 0.0
    assert metrics["verbatim_violations"] == 0 and metrics["page_hit"]["@10"] == 1.0
    assert "| confidence |" in realqa.report(metrics)


def test_question_comparing_two_years_shows_each_years_figure_first(filings: Engine) -> None:
    response = filings.ask("Did Northwind's cost of sales grow from 2022 to 2023?")
    # Whether it grew is the analyst's call; the figures it compares are stated, and lead.
    assert response.mode.value == "guided_fallback"
    assert response.scope is not None and response.scope.period == "2022 and 2023"
    first = [h.parts for h in (response.related_highlights or [])[:2]]
    assert all(p is not None and p[0] == "Cost of sales" for p in first)
    assert {p[2] for p in first if p} == {"2022", "2023"}


@pytest.mark.parametrize(
    ("line", "header"),
    [
        ("Years ended December 31, 2022 2021 2020", True),
        ("2022 2021", True),
        ("Three Months Ended July 29, 2023 (unaudited)", True),
        ("Total revenues 66,608 62,286 58,158", False),
        ("In fiscal 2023, we generated $46.3 billion in revenue.", False),
        ("Table of Contents", False),
    ],
)
def test_column_date_lines_are_never_highlights(line: str, header: bool) -> None:
    assert is_column_header(line) is header


def test_question_without_a_period_reads_a_repeated_passage_from_the_latest_filing(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    passage = (
        "Automation program\nWe expect to spend approximately $90 million on the warehouse automation program, "
        "of which approximately {share} has been spent since the program began{extra}."
    )
    older = [NORTHWIND_2021[0], passage.format(share="30%", extra=" on automation of the warehouse network")]
    newer = [NORTHWIND_2023[0], passage.format(share="85%", extra="")]
    files = {"NORTHWIND_2021_10K.pdf": older, "NORTHWIND_2023_10K.pdf": newer}
    settings = Settings(data_dir=tmp_path / "data", seed_samples=False, retrieval={"top_k": 1})
    library = Library(settings, embedder)
    for name, pages in files.items():
        assert library.ingest_bytes(name, make_pdf(pages), provenance="primary").ok
    engine = Engine(library)
    undated = engine.ask("How much does Northwind expect to spend on automation of the warehouse network?")
    assert [(c.source, c.page) for c in undated.citations][:1] == [("NORTHWIND_2023_10K.pdf", 2)]
    quoted = " ".join([undated.answer or ""] + [h.highlight for h in undated.related_highlights or []])
    assert "85%" in quoted and "30%" not in quoted
    assert verbatim_violations(library, undated) == []
    # A question about 2021 is about the 2021 filing: nothing is swapped.
    dated = engine.ask("How much did Northwind expect to spend on automation of the warehouse network in 2021?")
    assert ("NORTHWIND_2021_10K.pdf", 2) in [(c.source, c.page) for c in dated.citations]


def test_undated_answer_from_a_filing_a_later_one_supersedes_is_not_high(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    # Only the 2021 10-K gives the headcount; the 2023 10-K is the company's latest filing.
    files = {"NORTHWIND_2021_10K.pdf": NORTHWIND_2021, "NORTHWIND_2023_10K.pdf": [NORTHWIND_2023[0], NORTHWIND_2023[2]]}
    engine = Engine(_library(tmp_path / "data", embedder, files))
    dated = engine.ask("How many employees did Northwind have at the end of 2021?")
    assert dated.mode.value == "direct_answer" and "3,900" in (dated.answer or "")
    assert dated.confidence.level == "high"
    undated = engine.ask("How many employees does Northwind have?")
    assert undated.mode.value == "direct_answer" and "3,900" in (undated.answer or "")
    assert undated.confidence.level == "medium"  # what held in 2021, not necessarily now


def test_later_filings_of_a_company_and_the_document_kind_a_question_names() -> None:
    from rag_core.answer.understand.filings import asked_doc_type, later_filings
    from rag_core.ingest.profile import DocumentProfile

    profiles = {
        "k21": DocumentProfile(entity="Northwind Logistics, Inc.", doc_type="10-K", period_end="2021-12-31"),
        "k23": DocumentProfile(entity="NORTHWIND LOGISTICS INC", doc_type="10-K", period_end="2023-12-31"),
        "q24": DocumentProfile(entity="Northwind Logistics, Inc.", doc_type="10-Q", period_end="2024-06-30"),
        "c23": DocumentProfile(entity="Contoso Pharma Corporation", doc_type="10-K", period_end="2023-12-31"),
        "notes": DocumentProfile(),
    }
    docs = set(profiles)
    assert later_filings(docs, profiles) == {"k21": frozenset({"k23", "q24"}), "k23": frozenset({"q24"})}
    # "in its 10-K": only 10-Ks supersede each other; the later 10-Q does not date the 10-K asked about.
    assert asked_doc_type("Which companies did Northwind acquire, per this 10K report?") == frozenset(
        {"10-k", "annual report"}
    )
    assert asked_doc_type("Who is Northwind's CEO?") == frozenset()
    assert later_filings(docs, profiles, asked_doc_type("Northwind acquisitions in the 10-K")) == {
        "k21": frozenset({"k23"})
    }


def test_question_without_a_period_ranks_the_latest_filings_pages_first(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    from rag_core.answer.find.retrieve import SUPERSEDED_PENALTY, Retriever

    library = _library(
        tmp_path / "data",
        embedder,
        {"NORTHWIND_2021_10K.pdf": NORTHWIND_2021, "NORTHWIND_2023_10K.pdf": NORTHWIND_2023},
    )
    ids = {d.name: d.doc_id for d in library.ready_documents()}
    old, new = ids["NORTHWIND_2021_10K.pdf"], ids["NORTHWIND_2023_10K.pdf"]
    retriever = Retriever(library.store, library.embedder, library.settings.retrieval)
    question = "Where are Northwind's principal executive offices?"
    plain = {c.chunk.chunk_id: c.fused for c in retriever.retrieve(question, {old, new}).chunks}
    dated = retriever.retrieve(question, {old, new}, newer={old: frozenset({new})}).chunks
    for item in dated:
        shift = SUPERSEDED_PENALTY if item.chunk.doc_id == old else 0.0
        assert item.fused == pytest.approx(plain[item.chunk.chunk_id] - shift, abs=1e-5)
