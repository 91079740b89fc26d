"""An American employer's benefits documents asked as its employees ask (2026-12-02, fifty-seventh
session): a "PTO Policy" whose first line defines "Paid Time Off (PTO)" was the document of an
organisation called "PTO", so every question asked back which of it and Brightwater was meant.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.understand.frame import companies
from rag_core.messages import Mode
from rag_core.text.organisations import find_organisation
from tests.helpers.builders import new_library
from tests.helpers.office import heading, make_docx, para
from tests.helpers.pdfs import make_pdf

GUIDE = [
    "Brightwater Logistics, Inc.\n2025 Employee Benefits Guide",
    "Retirement\n\nBrightwater matches 100% of the first 4% of pay you contribute to the 401(k) plan.",
]
PTO = make_docx(
    heading("Paid Time Off (PTO) Policy"),
    para("This policy applies to all regular employees of Brightwater Logistics, Inc."),
    heading("Holidays", 2),
    para("Brightwater observes 10 paid holidays each year, including the day after Thanksgiving."),
    title="PTO Policy",
)


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {"brightwater_benefits_guide_2025.pdf": make_pdf(GUIDE, title="Benefits Guide"), "pto_policy.docx": PTO}
    yield Engine(new_library(tmp_path_factory.mktemp("employer") / "data", embedder, files))


def test_an_abbreviation_the_document_defines_names_no_organisation(engine: Engine) -> None:
    body = "Paid Time Off (PTO) Policy\nThis policy applies to all regular employees of Brightwater Logistics, Inc."
    found = find_organisation(["PTO Policy", "Paid Time Off (PTO) Policy"], "", "pto_policy.docx", body)
    assert found is None or found.name != "PTO"
    acme = find_organisation(["ACME Travel Policy"], "", "acme_travel.docx", "ACME Travel Policy\nWe at ACME travel.")
    assert acme is not None and acme.name == "ACME"  # an organisation in capitals it does not spell out
    assert "PTO" not in companies(engine.library.profiles())
    response = engine.ask("How many paid holidays are there?", session_id="holidays")
    assert response.mode is not Mode.HARD_REFUSAL  # no "Which company do you mean?"
