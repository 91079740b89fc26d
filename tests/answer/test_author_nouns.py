""" "the site", "the website", "the app" in a question about a policy are the document's own author,
like "the company": no word a sentence must carry, but a topic every document covers."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.find.gate import unmentioned_share
from rag_core.answer.understand.question import analyse, question_terms
from rag_core.messages import Mode
from tests.helpers.builders import new_library
from tests.helpers.stats import EvenStats


class _EvenStats(EvenStats):
    """Every word equally rare; only "secure" and "transfer" are in no document."""

    def contains(self, stems: list[str], ready: set[str]) -> bool:
        return not set(stems) & {"secur", "transfer"}


def _terms(question: str):  # type: ignore[no-untyped-def]
    return question_terms(analyse(question), _EvenStats(), set())  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("question", "word"),
    [
        ("Does the site use cookies?", "site"),
        ("What data does this website collect?", "website"),
        ("Does the app track my location?", "app"),
        ("What are the company values?", "company"),
    ],
)
def test_the_documents_author_is_no_word_a_sentence_must_carry(question: str, word: str) -> None:
    terms = _terms(question)
    assert word not in {w.lower for w in terms.words}
    assert terms.author


def test_a_site_of_something_is_a_place_not_the_author() -> None:
    terms = _terms("Cells of the site of an infection undergo what process?")
    assert "site" in {w.lower for w in terms.words}
    assert not terms.author


def test_the_author_is_a_topic_the_documents_cover_when_other_words_are_not() -> None:
    # "How does the website secure data transfer?" over a policy that says "encryption", never
    # "secure" or "transfer": two of four topics unmentioned is a phrasing, not an unknown topic.
    terms = _terms("How does the website secure data transfer?")
    weights = terms.weights
    assert unmentioned_share(weights, _EvenStats(), set()) == pytest.approx(2 / 3)  # type: ignore[arg-type]
    assert unmentioned_share(weights, _EvenStats(), set(), author=terms.author) == pytest.approx(2 / 4)  # type: ignore[arg-type]


POLICY = """Privacy Policy

We collect your name, email address and order history when you register on our website.

Your card data is protected with encryption while it travels from your browser to our servers.

We keep order records for six years.
"""


@pytest.fixture(scope="module")
def policy(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield Engine(
        new_library(tmp_path_factory.mktemp("author") / "data", embedder, {"shop_policy.txt": POLICY.encode()})
    )


def test_the_website_in_a_question_neither_picks_the_passage_nor_refuses_it(policy: Engine) -> None:
    # "website" made "... register on our website." the first passage shown; left out of the words
    # a sentence must carry but not counted as a topic, it made "secure" and "transfer" two thirds
    # of the question, a topic no document mentions, and the question was refused.
    response = policy.ask("How does the website secure data transfer?", session_id="author")
    assert response.mode is Mode.GUIDED_FALLBACK, response
    shown = [h.highlight for h in response.related_highlights or []]
    assert shown[0] == "Your card data is protected with encryption while it travels from your browser to our servers."
