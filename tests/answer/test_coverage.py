"""Organisations a question names that no indexed document covers, over a real library of two
filers' 10-K-style PDFs (presence is read from the stored page text, as the engine does)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest

from rag_core.answer.understand.coverage import uncovered_organisations
from rag_core.ingest.profile import DocumentProfile
from rag_core.library import Library
from rag_core.messages import NOT_COVERED, RefusalReason, not_covered
from tests.helpers.builders import new_library


def cover(name: str, year: int) -> str:
    return (
        "UNITED STATES SECURITIES AND EXCHANGE COMMISSION\nFORM 10-K\n"
        f"For the fiscal year ended December 31, {year}\n{name}\n(Exact name of registrant as specified in its charter)\n"
    )


BEST_BUY = [cover("BEST BUY CO., INC.", 2022), "Revenue was $46.3 billion. Our Geek Squad serves customers in stores."]
BOEING = [cover("THE BOEING COMPANY", 2022), "Revenues were $66.6 billion. Airbus remains our main competitor."]
AMAZON = [cover("AMAZON.COM, INC.", 2022), "AWS segment operating income was $22.8 billion."]


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory, hash_embedder) -> Iterator[Library]:  # type: ignore[no-untyped-def]
    files = {"bby.pdf": BEST_BUY, "ba.pdf": BOEING, "amzn.pdf": AMAZON}
    yield new_library(tmp_path_factory.mktemp("coverage") / "data", hash_embedder, files)


def presence(library: Library, names: set[str]) -> tuple[dict[str, DocumentProfile], Callable[[str], bool]]:
    """The profiles of the named documents and whether a word occurs in their pages."""
    docs = [d for d in library.ready_documents() if d.name in names]
    text = " ".join(p.text for d in docs for p in library.registry.pages(d.doc_id))
    profiles = {d.doc_id: p for d_id, p in library.profiles().items() for d in docs if d.doc_id == d_id}
    return profiles, lambda word: bool(re.search(rf"(?<![0-9a-z]){re.escape(word)}(?![0-9a-z])", text, re.IGNORECASE))


def test_a_company_no_document_covers_is_reported(library: Library) -> None:
    profiles, present = presence(library, {"bby.pdf", "ba.pdf"})
    assert uncovered_organisations("What was Tesla's revenue?", profiles, present) == ("Tesla",)
    assert uncovered_organisations("How did Rivian Automotive, Inc. do in 2022?", profiles, present) == (
        "Rivian Automotive, Inc.",
    )


def test_a_business_the_filing_names_is_covered(library: Library) -> None:
    profiles, present = presence(library, {"amzn.pdf"})
    assert uncovered_organisations("What is AWS's operating income?", profiles, present) == ()


@pytest.mark.parametrize(
    "question",
    [
        "What was Boeing's revenue in 2022?",
        "How many stores does Best Buy run?",
        "Who is Boeing's main competitor, Airbus?",  # named in Boeing's filing
        "What was revenue in Q2 2023?",
        "Tesla revenue 2023?",  # a sentence's first word may be any word
        "What was Net Income in FY2022?",
        "What does the Geek Squad do?",
        # a role's or a department's letters, a year end: no organisation
        "Who is your HR director?",
        "Who is the MD of the retail business?",
        "employees YE2024",
        # a contraction is no name: "I'm" had been reported ("No indexed document covers I'm.")
        "What can I do if I'm unhappy with your reply to my complaint?",
        "What can I do if I\u2019m unhappy with the reply?",
        "Who do I ask if I've lost my badge?",
        "What happens if We'd already paid?",
        "Why Don't you publish revenue?",
    ],
)
def test_names_the_documents_cover_and_words_that_are_no_names_are_not_reported(
    library: Library, question: str
) -> None:
    profiles, present = presence(library, {"bby.pdf", "ba.pdf"})
    assert uncovered_organisations(question, profiles, present) == ()


def test_the_reply_names_what_is_not_covered() -> None:
    assert not_covered(("Tesla",)) == NOT_COVERED.format(names="Tesla") == "No indexed document covers Tesla."
    assert not_covered(["Tesla", "Rivian"]) == "No indexed document covers Tesla or Rivian."
    assert RefusalReason.NOT_COVERED.value == "not_covered"


def test_a_site_the_library_holds_a_policy_of_is_covered_though_the_policy_never_names_it() -> None:
    # adweek.com's policy is written by its owner and never says "Adweek"; theatlantic.com's says "The Atlantic Monthly Group".
    profiles = {
        "a": DocumentProfile(entity="adweek.com", aliases=("adweek.com",)),
        "b": DocumentProfile(
            entity="Atlantic Monthly Group, Inc.", aliases=("atlantic monthly group, inc.", "theatlantic.com")
        ),
    }
    assert uncovered_organisations("Does Adweek sell my personal information?", profiles, lambda word: False) == ()
    assert uncovered_organisations("Does The Atlantic use cookies?", profiles, lambda word: False) == ()
    assert uncovered_organisations("Does Tesla sell my personal information?", profiles, lambda word: False) == (
        "Tesla",
    )


@pytest.mark.parametrize(
    ("question", "uncovered"),
    [
        ("How many Instagram followers does Best Buy have?", ("Instagram",)),
        ("How many TikTok followers does Best Buy have?", ("TikTok",)),
        ("What does the Geek Squad post on Instagram?", ("Instagram",)),
        # acronyms and symbols, a period label, another company's possessive: no name to refuse
        ("What is Best Buy's CAGR from the P&L?", ()),
        ("What was Best Buy's revenue in FY2023Q1?", ()),
        ("What was Tesla's share of Best Buy's sales?", ()),
        ("How many stores does Best Buy run?", ()),
        # a word of a longer capitalised phrase is no name of its own
        ("Does Best Buy honor Do Not Track signals?", ()),
        ("Does Best Buy take part in the EU-U.S. Privacy Shield?", ()),
    ],
)
def test_a_name_the_named_company_s_documents_never_use_is_reported_when_written_as_a_name(
    library: Library, question: str, uncovered: tuple[str, ...]
) -> None:
    profiles, present = presence(library, {"bby.pdf"})
    assert uncovered_organisations(question, profiles, present, titled=True) == uncovered


def test_the_reply_names_the_whole_capitalised_phrase_not_its_last_word(library: Library) -> None:
    # was "No indexed document covers Track." over a privacy policy that never mentions Do Not Track
    profiles, present = presence(library, {"bby.pdf", "ba.pdf"})
    assert uncovered_organisations("Do you honor Do Not Track signals?", profiles, present) == ("Do Not Track",)
    assert uncovered_organisations("What is the Zephyr Loyalty Club?", profiles, present) == ("Zephyr Loyalty Club",)


def test_an_acronym_of_a_covered_organisation_is_no_name_of_its_own(library: Library) -> None:
    # "Geek Squad's IPO": the Best Buy filing names the Geek Squad, never an "IPO"; the acronym is
    # the Geek Squad's (a filing may spell it out as "initial public offering")
    profiles, present = presence(library, {"bby.pdf", "ba.pdf"})
    assert uncovered_organisations("When did the Geek Squad's IPO close?", profiles, present) == ()
    assert uncovered_organisations("What is Geek Squad's NPS score?", profiles, present) == ()
    # with no covered organisation before it, an acronym is still a name the documents must hold
    assert uncovered_organisations("When did Tesla's IPO close?", profiles, present) == ("Tesla", "IPO")
    assert uncovered_organisations("What was IBM's revenue?", profiles, present) == ("IBM",)


def test_another_name_the_question_gives_for_a_company_is_no_uncovered_name(library: Library) -> None:
    profiles, present = presence(library, {"bby.pdf", "ba.pdf"})
    assert uncovered_organisations("What did Block (formerly known as Best Buy) earn?", profiles, present) == ()
    assert uncovered_organisations("What did Best Buy, now Block, earn?", profiles, present) == ()
    # punctuation ends a name: "Square). Answer" is not one
    assert uncovered_organisations("What did Best Buy earn (as Block)? Answer in millions.", profiles, present) == (
        "Block",
    )


def test_a_question_naming_a_company_and_a_name_its_documents_never_use_is_refused_naming_both(
    library: Library,
) -> None:
    from rag_core.answer.engine import Engine
    from rag_core.envelope import Mode

    engine = Engine(library)
    response = engine.ask("How many Instagram followers does Best Buy have?")
    assert response.mode is Mode.HARD_REFUSAL and response.refusal_reason is RefusalReason.NOT_COVERED
    assert response.answer == "No indexed document of Best Buy Co., Inc. mentions Instagram."
    # Airbus is in Boeing's filing, not in Best Buy's
    assert engine.ask("What does Best Buy say about Airbus?").answer == (
        "No indexed document of Best Buy Co., Inc. mentions Airbus."
    )
    assert engine.ask("What does Boeing say about Airbus?").refusal_reason is not RefusalReason.NOT_COVERED


def test_a_place_the_documents_write_another_way_is_covered() -> None:
    """ "Do you ship to Europe?" over "We deliver to the EU, Norway and Switzerland" is no question
    about a place no document covers (it was refused so); Asia still is."""
    words = {"we", "deliver", "to", "the", "eu", "norway", "and", "switzerland"}

    def present(word: str) -> bool:
        return word.lower() in words

    assert uncovered_organisations("Do you ship to Europe?", {}, present) == ()
    assert uncovered_organisations("Do you ship to Asia?", {}, present) == ("Asia",)
