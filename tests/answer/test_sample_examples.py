"""Every example question the Ask page offers on the sample documents is answered as the page
promises: from the document it is listed under, directly, or with that document's closest passages
where the page marks it so; the off-topic one is declined."""

from __future__ import annotations

from collections.abc import Iterator
import pytest

from rag_core.answer.engine import Engine
from rag_core.messages import Mode
from tests.helpers.builders import LibraryCache
from ui.welcome_view import NOT_STATED, OFF_TOPIC, SAMPLE_QUESTIONS

EXAMPLES = [(document, question) for document, _, questions in SAMPLE_QUESTIONS for question in questions]


@pytest.fixture(scope="module")
def samples(tmp_path_factory: pytest.TempPathFactory, embedder, indexed: LibraryCache) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield Engine(indexed.samples(tmp_path_factory.mktemp("samples") / "data", embedder))


@pytest.mark.parametrize(("document", "question"), EXAMPLES)
def test_each_example_is_answered_from_its_document_as_promised(samples: Engine, document: str, question: str) -> None:
    response = samples.ask(question, session_id=f"example-{question}")
    if question in NOT_STATED:
        assert response.mode is Mode.GUIDED_FALLBACK
        assert response.related_highlights and response.related_highlights[0].source == document
    else:
        assert response.mode is Mode.DIRECT_ANSWER, response.related_highlights
        assert document in {c.source for c in response.citations}


def test_the_off_topic_example_is_declined(samples: Engine) -> None:
    response = samples.ask(OFF_TOPIC, session_id="example-off-topic")
    assert response.mode is Mode.HARD_REFUSAL and not response.citations


@pytest.mark.parametrize("typed", ["what was northwinds revenue in 2023", "waht was northwinds revenu in 2023"])
def test_the_company_typed_with_an_s_and_no_apostrophe_is_its_possessive(samples: Engine, typed: str) -> None:
    response = samples.ask(typed, session_id=f"typed-{typed}")
    assert response.read_as is not None and "northwind's" in response.read_as
    assert response.mode is Mode.DIRECT_ANSWER, response.related_highlights
    assert "EUR 182.4 million" in (response.answer or "")


@pytest.mark.parametrize(
    ("question", "quote"),
    [
        ("When must a reportable incident be reported?", "within 24 hours"),
        ("When must drivers take a break?", "after 4.5 hours of driving"),
    ],
)
def test_when_must_asks_for_the_deadline_the_policy_states(samples: Engine, question: str, quote: str) -> None:
    # was a fallback led by the definition of a reportable incident: "when" read as asking for a date
    response = samples.ask(question, session_id=f"due-{question}")
    assert response.mode is Mode.DIRECT_ANSWER, response.related_highlights
    assert quote in (response.answer or "")
