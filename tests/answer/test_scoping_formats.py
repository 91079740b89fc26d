"""A question naming an organisation is answered from its documents whatever their format, and a
question naming none over look-alike documents of two organisations asks which one is meant.

The library holds two organisations' remote-work policies (a Word file and an HTML page), a sheet
whose title row names a haulier, and a roaster's web page: none of them a filing.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.library import Library
from rag_core.messages import Mode, RefusalReason
from rag_core.settings import Settings
from tests.helpers.office import heading, make_docx, para
from tests.helpers.org_documents import BLUEFIN_POLICY, CORVID_PAGE, OSTRANDER_FLEET

MARLOWE_POLICY = (
    b"<html><head><title>Marlowe Freight Remote Work Policy</title></head><body>"
    b"<h1>Marlowe Freight Remote Work Policy</h1><p>This policy takes effect on September 1, 2023.</p>"
    b"<p>Staff of Marlowe Freight may work remotely two days a week.</p></body></html>"
)
ONBOARDING = make_docx(
    heading("Onboarding Checklist"),
    para("Collect the laptop and the badge from the front desk."),
    title="Onboarding",
)


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    library = Library(Settings(data_dir=tmp_path_factory.mktemp("formats") / "data", seed_samples=False), embedder)
    for name, data in [
        ("remote_work_policy.docx", BLUEFIN_POLICY),
        ("policy.html", MARLOWE_POLICY),
        ("fleet.xlsx", OSTRANDER_FLEET),
        ("story.html", CORVID_PAGE),
        ("onboarding.docx", ONBOARDING),
    ]:
        result = library.ingest_bytes(name, data, provenance="primary")
        assert result.ok, result.message
    yield Engine(library)


def test_a_policy_named_by_its_organisation_is_answered_from_that_policy_only(engine: Engine) -> None:
    # (Asked as "the Bluefin Analytics remote work policy", the sentence "This policy takes effect..."
    # does not carry "remote work": the policy's passages are shown, from this policy only.)
    response = engine.ask("When does the Bluefin Analytics policy take effect?")
    assert response.mode is Mode.DIRECT_ANSWER, (response.mode, response.answer)
    assert "March 1, 2024" in (response.answer or "")
    assert {c.source for c in response.citations} == {"remote_work_policy.docx"}
    assert response.scope is not None and response.scope.entities == ["Bluefin Analytics"]


def test_the_other_organisation_s_policy_is_answered_from_its_page(engine: Engine) -> None:
    response = engine.ask("When does the Marlowe Freight policy take effect?")
    assert response.mode is Mode.DIRECT_ANSWER, (response.mode, response.answer)
    assert "September 1, 2023" in (response.answer or "")
    assert {c.source for c in response.citations} == {"policy.html"}


def test_a_question_naming_neither_asks_which_organisation_with_both_names(engine: Engine) -> None:
    response = engine.ask("When does the remote work policy take effect?", session_id="which-policy")
    assert response.mode is Mode.HARD_REFUSAL and response.refusal_reason is RefusalReason.VAGUE
    assert response.clarify is not None
    # Only the organisations with a policy: the haulier's sheet and the roaster's page are no look-alikes.
    assert set(response.clarify.questions[0].options) == {"Bluefin Analytics", "Marlowe Freight"}


def test_a_sheet_row_answers_for_the_company_its_title_row_names(engine: Engine) -> None:
    response = engine.ask("How many trucks did Ostrander Haulage have in 2025?")
    assert response.mode is Mode.DIRECT_ANSWER, (response.mode, response.answer)
    assert "264" in (response.answer or "")
    assert {c.source for c in response.citations} == {"fleet.xlsx"}


def test_our_on_an_organisation_s_page_is_that_organisation(engine: Engine) -> None:
    response = engine.ask("Who is the head roaster at Corvid Coffee Roasters?")
    assert response.mode is Mode.DIRECT_ANSWER, (response.mode, response.answer)
    assert response.answer == "Our head roaster is Marisol Okafor."


def test_words_only_a_document_of_no_organisation_holds_need_no_clarification(engine: Engine) -> None:
    response = engine.ask("Where do I collect the badge?")
    assert response.refusal_reason is not RefusalReason.VAGUE
    assert {c.source for c in response.citations} <= {"onboarding.docx"}


def test_a_question_naming_the_organisation_never_asks_which_and_shows_only_its_passages(engine: Engine) -> None:
    response = engine.ask("When did the Bluefin Analytics remote work policy take effect?")
    assert response.clarify is None
    shown = {c.source for c in response.citations}
    assert shown == {"remote_work_policy.docx"}, shown
