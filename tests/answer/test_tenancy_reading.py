"""A tenancy agreement asked as its tenant asks (2026-12-02, fifty-ninth session): "Who is the
landlord?" was answered **wrong** by "The Tenant shall not keep any pets at the Property without the
Landlord's written consent, ..." (P 0.76, a defined term's capital read as the asked name), while
the agreement's first clause says "The Landlord is Fernhill Lettings Ltd of 9 High Street, Lewes BN7
1XE." (P 0.14); "Who is the tenant?" got passages beside "The Tenant is Ms Joanna Petrakis." (P 0.07).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.holder import holder_named
from rag_core.answer.understand.question import analyse
from tests.helpers.builders import new_library
from tests.helpers.candidates import candidate
from tests.helpers.pdfs import make_pdf

AGREEMENT = [
    "Assured Shorthold Tenancy Agreement\nFlat 4, 27 Orchard Row, Lewes BN7 2AA",
    "1. Parties\nThe Landlord is Fernhill Lettings Ltd of 9 High Street, Lewes BN7 1XE. The Tenant is Ms Joanna "
    "Petrakis.\n\n2. Term\nThe tenancy starts on 1 October 2025 and runs for a fixed term of 12 months.\n\n3. Rent\n"
    "The rent is £1,150 per calendar month, payable in advance on the first day of each month by standing order.\n\n"
    "4. Deposit\nThe Tenant has paid a deposit of £1,325, which the Landlord has protected with the Deposit "
    "Protection Service.",
    "5. Tenant's obligations\nThe Tenant shall not keep any pets at the Property without the Landlord's written "
    "consent, which will not be unreasonably withheld.\nThe Tenant shall not smoke inside the Property.\nThe Tenant "
    "shall not sublet the Property or any part of it.\n\n6. Landlord's obligations\nThe Landlord shall keep in "
    "repair the structure and exterior of the Property.\nThe Landlord shall give the Tenant at least 24 hours' "
    "written notice before visiting the Property, except in an emergency.",
]


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {"tenancy_agreement_flat4.pdf": make_pdf(AGREEMENT, title="Assured Shorthold Tenancy Agreement")}
    yield Engine(new_library(tmp_path_factory.mktemp("tenancy") / "data", embedder, files))


@pytest.mark.parametrize(
    ("question", "holder"),
    [("Who is the landlord?", "Fernhill Lettings Ltd"), ("Who is the tenant?", "Ms Joanna Petrakis")],
)
def test_a_role_is_answered_by_the_sentence_naming_its_holder(engine: Engine, question: str, holder: str) -> None:
    response = engine.ask(question, session_id=question)
    assert response.mode.value == "direct_answer"
    assert holder in (response.answer or "")
    assert "pets" not in (response.answer or "")


def test_only_the_asked_role_named_in_so_many_words_holds_it() -> None:
    def holds(question: str, sentence: str, p: float = 0.2) -> bool:
        return bool(holder_named(analyse(question, ""), [candidate(sentence, p=p)]))

    assert holds("Who is the landlord?", "Fernhill Lettings Ltd is the Landlord.")
    assert holds("Who is your data protection officer?", "Our Data Protection Officer is Ms Jane Doe.")
    assert not holds("Who is the landlord?", "The Landlord is responsible for repairs.")  # no name
    assert not holds("Who is the landlord?", "The Landlord is The Landlord.")
    assert not holds("Who is the head?", "The head of year is Mr Smith.")  # another role
    assert not holds("Who pays the council tax?", "The Tenant is Ms Joanna Petrakis.")  # no role asked
    assert not holds("Who is the landlord?", "The Landlord is Fernhill Lettings Ltd.", p=0.01)  # no possible answer
