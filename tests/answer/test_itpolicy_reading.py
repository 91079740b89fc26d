"""An engineering firm's IT policies asked as its staff ask (2026-12-02, fifty-eighth session): a sheet
of standard devices lists an "iPhone SE", read as the organisation "Phone SE" (a legal suffix after a
capital inside a word), so 17 of 24 questions about the policies were asked back "Which company do
you mean? ... Kestrel Engineering, Phone SE".
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.ingest.profile import _LEGAL_NAME_RE
from rag_core.text.titles import LEGAL_RE
from tests.helpers.builders import new_library
from tests.helpers.office import heading, make_docx, make_xlsx, para

POLICY = make_docx(
    heading("Kestrel Engineering: Acceptable Use Policy"),
    para("This policy applies to all employees, contractors and visitors who use Kestrel Engineering's IT systems."),
    heading("3. Email", 2),
    para("Emails are kept for seven years and then deleted automatically."),
    heading("4. Removable media", 2),
    para("USB memory sticks are blocked on all company laptops."),
    title="Acceptable Use Policy",
)
DEVICES = make_xlsx(
    {
        "Standard devices": [
            ["Role", "Laptop", "Phone", "Replacement cycle (years)"],
            ["Engineer", "Dell Precision 5690", "iPhone 15", 4],
            ["Office staff", "Dell Latitude 7450", "iPhone SE", 5],
        ]
    },
    title="Standard devices 2026",
)


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {"acceptable_use_policy.docx": POLICY, "standard_devices_2026.xlsx": DEVICES}
    yield Engine(new_library(tmp_path_factory.mktemp("itpolicy") / "data", embedder, files))


def test_a_product_name_is_no_organisation_to_ask_about(engine: Engine) -> None:
    response = engine.ask("How long are emails kept?", session_id="emails")
    assert response.clarify is None
    assert response.mode == "direct_answer" and "seven years" in (response.answer or "")


def test_a_role_and_a_column_look_up_the_device(engine: Engine) -> None:
    response = engine.ask("What laptop do engineers get?", session_id="laptop")
    assert response.mode == "direct_answer"
    assert "Dell Precision 5690" in (response.answer or "") and "Latitude" not in (response.answer or "")


@pytest.mark.parametrize("pattern", [LEGAL_RE, _LEGAL_NAME_RE], ids=["titles", "profile"])
def test_a_legal_name_starts_a_word(pattern) -> None:  # type: ignore[no-untyped-def]
    assert not pattern.search("Phone: iPhone SE | Laptop: Dell")
    assert pattern.search("Siemens SE reported higher orders.").group() == "Siemens SE"
