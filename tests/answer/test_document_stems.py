"""A document carries on every page the names it speaks for without writing them: a site's policy
its site's name, an organisation's document the organisation's acronym."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.sentences import document_stems
from rag_core.answer.understand.question import document_words
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


@pytest.mark.parametrize(
    ("question", "words"),
    [
        ("According to the annual review, what was revenue in 2024?", {"annual", "review"}),
        ("In your staff handbook, how many days of leave are there?", {"staff", "handbook"}),
        ("What does the safety policy say about confined spaces?", {"safety", "policy"}),
        ("How many people work in the store?", set()),
        ("What was revenue in 2024?", set()),
    ],
)
def test_a_question_names_a_document_by_its_kind(question: str, words: set[str]) -> None:
    assert document_words(question) == words


REVIEW = "Revenue for 2024 was NOK 684 million, up from NOK 652 million in 2023."
CHARTER = (
    b"<html><head><title>Customer charter</title></head><body><h1>Our customer charter</h1>"
    b"<p>We reply to every written complaint within 10 working days.</p>"
    b"<p>We do not sell your personal data to anyone.</p></body></html>"
)


@pytest.fixture(scope="module")
def named_kinds(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    from tests.helpers.pdfs import make_pdf

    files = {
        "halden_annual_review_2024.pdf": make_pdf([f"Halden Water - Annual Review 2024\n{REVIEW}"]),
        "customer_charter.html": CHARTER,
    }
    yield Engine(new_library(tmp_path_factory.mktemp("kinds") / "data", embedder, files))


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        # both had been passages: the stating sentence read as missing "annual review" (P 0.24) and
        # "customer charter" (P 0.51), which the documents' names say
        ("According to the annual review, what was revenue in 2024?", REVIEW),
        ("Does the customer charter say you sell my data?", "We do not sell your personal data to anyone."),
    ],
)
def test_the_words_naming_a_document_are_carried_by_the_document_whose_name_says_them(
    named_kinds: Engine, question: str, answer: str
) -> None:
    response, judged = named_kinds.trace(question, session_id=f"kinds-{question}")
    assert judged is not None
    stated = next(c for c in judged.candidates if c.quote == answer)
    assert stated.missing == ()
    assert response.mode is Mode.DIRECT_ANSWER
    assert response.answer == answer


def test_a_document_another_kind_names_still_misses_them(named_kinds: Engine) -> None:
    _, judged = named_kinds.trace("According to the customer charter, what was revenue in 2024?", session_id="kinds-x")
    assert judged is not None
    stated = next(c for c in judged.candidates + judged.rest if c.quote == REVIEW)
    assert {"customer", "charter"} <= set(stated.missing)
