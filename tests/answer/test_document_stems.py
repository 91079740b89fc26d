"""A document carries on every page the names it speaks for without writing them: a site's policy
its site's name, an organisation's document the organisation's acronym."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.sentences import document_stems
from rag_core.ingest.profile import DocumentProfile
from rag_core.messages import Mode
from rag_core.text.lexicon import tokens
from tests.helpers.builders import new_library


def test_a_site_s_policy_carries_the_site_s_name() -> None:
    stems = document_stems("164_adweek.com.html", None, tokens("Does Adweek sell my data?"))
    assert "adweek" in stems


def test_an_organisation_s_document_carries_its_acronym() -> None:
    profile = DocumentProfile(entity="Buffalo Wild Wings, Inc.", aliases=("buffalo wild wings",))
    assert "bww" in document_stems("policy.html", profile, tokens("Does BWW sell my data?"))
    assert "bbc" not in document_stems("policy.html", profile, tokens("Does BBC sell my data?"))


def test_a_form_and_the_file_name_are_carried_as_before() -> None:
    profile = DocumentProfile(entity="Amcor plc", aliases=("amcor",), doc_type="10-Q")
    stems = document_stems("AMCOR_2023Q2_10Q.pdf", profile, tokens("Who signed Amcor's 10-Q?"))
    assert {"amcor", "10-q"} <= stems


POLICY = """<html><head><title>Privacy policy</title></head><body>
<h1>Privacy policy</h1>
<p>This policy explains how we handle the information you give us when you book a table.</p>
<p>We do not sell your personal information to anyone.</p>
<p>We keep booking records for two years.</p>
</body></html>"""


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield Engine(new_library(tmp_path_factory.mktemp("site") / "data", embedder, {"7_tabla.com.html": POLICY.encode()}))


def test_a_question_naming_the_site_is_answered_from_its_policy(site: Engine) -> None:
    response = site.ask("Does Tabla sell my personal information?", session_id="site")
    assert response.mode is Mode.DIRECT_ANSWER, response.related_highlights
    assert response.answer == "We do not sell your personal information to anyone."
