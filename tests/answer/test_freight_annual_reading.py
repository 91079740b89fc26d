"""A freight company's annual report, asked as an analyst asks (2026-12-05, sixty-ninth session;
the questions and the quotes that answer them written before any answer was seen).

Before: "What was capital expenditure?" was answered **wrong, high** (P 0.97) by the outlook's "For
2026 we expect revenue growth of 4% to 6% and capital expenditure of around GBP 100 million." instead
of "Capital expenditure was GBP 118 million, mainly on new trucks."
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.forecast import forecast_instead
from rag_core.answer.understand.question import analyse
from tests.helpers.answers import assert_answered, engine_on
from tests.helpers.candidates import candidate
from tests.helpers.pdfs import make_pdf

REPORT = make_pdf(
    [
        "Kestrel Freight plc\nAnnual Report 2025\n\nChief Executive's review\n"
        "2025 was a year of recovery for Kestrel Freight. Group revenue rose 8% to GBP 1,284 million "
        "(2024: GBP 1,189 million). Our fleet grew to 3,420 trucks, and we opened new depots in Leeds and Bristol.",
        "Financial review\nProfit before tax was GBP 71.8 million (2024: GBP 58.3 million). Net debt at 31 December "
        "2025 was GBP 212 million, or 1.4 times EBITDA. Capital expenditure was GBP 118 million, mainly on new trucks. "
        "During the year we bought back 4.2 million shares for GBP 23 million.\n\n"
        "Outlook\nFor 2026 we expect revenue growth of 4% to 6% and capital expenditure of around GBP 100 million.",
    ],
    title="Kestrel Freight Annual Report 2025",
)


@pytest.fixture(scope="module")
def kestrel(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "kestrel", {"kestrel_ar_2025.pdf": REPORT})


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("What was capital expenditure?", "Capital expenditure was GBP 118 million"),
        ("What capex is expected in 2026?", "around GBP 100 million"),
        ("How many shares were bought back?", "4.2 million shares"),
        ("What was profit before tax in 2024?", "GBP 58.3 million"),
    ],
)
def test_the_analysts_questions_are_answered(kestrel: Engine, question: str, quoted: str) -> None:
    assert_answered(kestrel, question, quoted)


def test_what_was_is_not_answered_by_what_is_expected() -> None:
    was = analyse("What was capital expenditure?", "")
    outlook = "For 2026 we expect capital expenditure of around GBP 100 million."
    assert forecast_instead(was, candidate(outlook))
    # a sentence that says what was as well, and a question asking what is expected, are left alone
    assert not forecast_instead(was, candidate("Capital expenditure was GBP 118 million; we expect GBP 100 million."))
    assert not forecast_instead(analyse("What capital expenditure is expected?", ""), candidate(outlook))
    assert not forecast_instead(was, candidate("We expect capital expenditure to fall."))  # no figure
    # "plan", "project" and "will" are no forecast by themselves
    credits = analyse("What was the federal alternative minimum tax credit carryforwards?", "")
    refundable = "The Company has $0.3 million of credit carryforwards that will be refundable in future years."
    assert not forecast_instead(credits, candidate(refundable))
    assert not forecast_instead(was, candidate("The restructuring plan cut capital expenditure by $4 million."))
