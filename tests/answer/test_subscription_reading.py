"""A software subscription's documents asked as its customers ask, each case one the engine had missed
on a fresh organisation's files (2026-12-02, fifty-seventh session):

- "Tallyframe Service Level Agreement" was read as the document of an organisation called "Service
  Level", so every question asked back which of it and Tallyframe was meant;
- "How much is the Team plan?" was answered wrong by "Registered charities and schools get 50% off
  the Team plan." (the share taken off is not the price);
- the web page footer's "Tallyframe Ltd, 3 Quay Street, Bristol BS1 4DB. Support:
  support@tallyframe.io" was dropped for not ending in a full stop.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.understand.frame import companies
from rag_core.ingest.webpage import HtmlPages
from rag_core.messages import Mode
from rag_core.settings import Settings
from rag_core.text.organisations import find_organisation
from tests.helpers.builders import new_library
from tests.helpers.office import heading, make_docx, para

PRICING = b"""<html><head><title>Pricing | Tallyframe</title></head><body>
<main><h1>Pricing</h1>
<p>The Team plan costs $15 per user per month.</p>
<p>Registered charities and schools get 50% off the Team plan.</p>
<p>Pay annually and save 20% on any plan.</p></main>
<footer><p>Tallyframe Ltd, 3 Quay Street, Bristol BS1 4DB. Support: support@tallyframe.io</p>
<p>Terms Privacy Cookies Careers Blog Status</p></footer>
</body></html>"""
SLA = make_docx(
    heading("Tallyframe Service Level Agreement"),
    para("This agreement applies to customers on the Enterprise plan."),
    para("We commit to 99.9% monthly uptime for the Tallyframe web application."),
    title="Service Level Agreement",
)
TERMS = b"""# Tallyframe Terms of Service

## Cancellation

You can cancel your subscription at any time from the billing page. We keep your data for 30 days.
"""


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {"pricing.html": PRICING, "service_level_agreement.docx": SLA, "terms_of_service.md": TERMS}
    yield Engine(new_library(tmp_path_factory.mktemp("subscription") / "data", embedder, files))


def test_a_service_level_agreement_is_a_kind_of_document_not_a_name(engine: Engine) -> None:
    body = "Tallyframe Service Level Agreement\nWe commit to 99.9% monthly uptime for the Tallyframe web application."
    found = find_organisation(["Service Level Agreement", "Tallyframe Service Level Agreement"], "", "sla.docx", body)
    assert found is not None and found.name == "Tallyframe"
    assert companies(engine.library.profiles()) == ["Tallyframe"]
    response = engine.ask("What is the uptime commitment?", session_id="uptime")
    assert response.mode is not Mode.HARD_REFUSAL  # no "Which company do you mean?"


def test_a_share_taken_off_is_not_the_price(engine: Engine) -> None:
    response = engine.ask("How much is the Team plan?", session_id="team")
    assert "50% off" not in (response.answer or "")
    response = engine.ask("How much do I save by paying annually?", session_id="save")
    assert response.mode is Mode.DIRECT_ANSWER  # a question for the reduction is answered by it
    assert "save 20% on any plan" in (response.answer or "")


def test_a_footer_line_giving_an_email_address_is_read(tmp_path: Path) -> None:
    page = tmp_path / "pricing.html"
    page.write_bytes(PRICING)
    pages = HtmlPages(page, page.name, Settings(data_dir=tmp_path).ingest).pages
    assert "Support: support@tallyframe.io" in pages[-1].text
    assert "Careers" not in pages[-1].text  # the footer's links stay out
