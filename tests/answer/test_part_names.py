"""A segment, brand or division that only one company's documents name tells which company a
question means ("Las Vegas Strip Resorts net revenues" over five filers' 10-Qs is MGM's question):
it is answered from that company's filing instead of asking "which company?". A name asked about
as an organisation ("Harbor Bank's net income") is not read that way, even when one filing
mentions it.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.understand.coverage import part_names
from tests.answer.test_filings import CONTOSO_2023, NORTHWIND_2023
from tests.helpers.builders import new_library

SEGMENTS = (
    "Segment Results\nNorthern Freight Lines revenue was $410 million in 2023, up from $380 million in 2022.\n"
    "Coastal Parcel revenue was $840 million in 2023."
)
LENDERS = "Liquidity\nOur revolving credit facility of $500 million is provided by Harbor Bank."


@pytest.fixture(scope="module")
def two_filers(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {
        "NORTHWIND_2023_10K.pdf": [*NORTHWIND_2023, SEGMENTS],
        "contoso-annual.pdf": [*CONTOSO_2023, LENDERS],
    }
    yield Engine(new_library(tmp_path_factory.mktemp("segments") / "data", embedder, files, provenance="primary"))


def test_a_segment_only_one_filer_names_is_answered_from_its_filing(two_filers: Engine) -> None:
    response = two_filers.ask("What was Northern Freight Lines revenue in 2023?", session_id="segment")
    assert response.mode.value == "direct_answer", response.answer
    assert "$410 million" in (response.answer or "")
    assert {c.source for c in response.citations} == {"NORTHWIND_2023_10K.pdf"}


def test_a_name_asked_about_as_an_organisation_is_not_read_as_the_filer_that_mentions_it(
    two_filers: Engine,
) -> None:
    response = two_filers.ask("What was Harbor Bank's net income in 2023?", session_id="lender")
    assert response.mode.value != "direct_answer"
    assert "$500 million" not in (response.answer or "")


def test_words_both_filers_hold_still_ask_which_company(two_filers: Engine) -> None:
    response = two_filers.ask("What were Total Revenues in 2023?", session_id="both")
    assert response.mode.value == "hard_refusal" and response.clarify is not None


def test_asked_again_without_a_company_the_question_gets_passages_never_one_company_s_figure(
    two_filers: Engine,
) -> None:
    # after the allowed rounds, answering from whichever company ranks first would be a guess (a
    # JPMorgan 10-Q's Corporate bullet was the direct answer to "What was First Republic's net income?")
    for _ in range(3):
        asked = two_filers.ask("What were Total Revenues in 2023?", session_id="again")
        assert asked.clarify is not None
    fourth = two_filers.ask("What were Total Revenues in 2023?", session_id="again")
    assert fourth.mode.value == "guided_fallback", fourth.answer
    assert [g.why for g in fourth.evidence.gaps] == ["clarify_timeout"]


@pytest.mark.parametrize(
    ("question", "names"),
    [
        ("Las Vegas Strip Resorts rooms revenue in Q2 2023", ("Las Vegas Strip Resorts",)),
        ("What was the Rigid Packaging segment's adjusted EBIT?", ("Rigid Packaging",)),
        ("Consumer & Community Banking net income in 2021", ("Consumer & Community Banking",)),
        ("What were BetMGM's net revenues?", ()),  # a possessive: an organisation
        ("What was Bank of America's net income?", ()),
        ("What did Acme Holdings earn?", ()),  # a legal suffix
        ("What is the allowance for Asia?", ()),  # one word
        ("Revenue in 2023?", ()),
    ],
)
def test_part_names_are_names_not_written_as_an_organisations(question: str, names: tuple[str, ...]) -> None:
    assert part_names(question) == names
