"""An acronym in the question is carried by a passage that spells it out, and the other way round:
"IPO" and "initial public offering", "RSUs" and "restricted stock units"."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.understand.coverage import uncovered_organisations
from rag_core.answer.understand.question import name_runs
from rag_core.messages import Mode
from rag_core.text.acronyms import acronym_letters, carried_by_acronym, read_out, spelled_out
from rag_core.text.lexicon import tokens
from tests.helpers.builders import new_library


def _carried(question: str, text: str) -> set[str]:
    return carried_by_acronym(tokens(question), tokens(text), text)


def _stems(text: str) -> set[str]:
    return {t.stem for t in tokens(text)}


@pytest.mark.parametrize(
    ("word", "letters"),
    [("IPO", "ipo"), ("RSUs", "rsu"), ("EBITDA", "ebitda"), ("Ipo", ""), ("A", ""), ("ABCDEFG", "")],
)
def test_an_acronym_is_two_to_six_capitals_with_a_plural_s_allowed(word: str, letters: str) -> None:
    assert acronym_letters(word) == letters


@pytest.mark.parametrize(
    ("question", "text", "carried"),
    [
        ("How much did the IPO raise?", "proceeds of the initial public offering", "IPO"),
        # a stop word inside may give its letter or be passed over
        ("What was EBITDA?", "Earnings before interest, taxes, depreciation and amortization rose", "EBITDA"),
        ("What was diluted EPS?", "Diluted earnings per share were $1.20", "EPS"),
        # a hyphenated word gives a letter for each part
        ("How does TORM define LTV?", "TORM defines Loan-to-value as vessel values over net borrowings", "LTV"),
        ("When do RSUs vest?", "Restricted stock units vest over three years", "RSUs"),
        # the other way round: the question spells out what the passage abbreviates
        ("What were diluted earnings per share?", "Diluted EPS was $1.20", "earnings share"),
        ("Who is the chief executive officer?", "Our CEO is Ingrid Solvang", "chief executive officer"),
    ],
)
def test_a_passage_carries_the_words_an_acronym_stands_for(question: str, text: str, carried: str) -> None:
    assert _carried(question, text) == _stems(carried)


@pytest.mark.parametrize(
    ("question", "text"),
    [
        # letters in the wrong order, or a run cut by another word
        ("How much did the IPO raise?", "the public initial offering"),
        ("How much did the IPO raise?", "initial costs of the public offering"),
        # a run may not end on a stop word
        ("What was EBITDA?", "earnings before interest, taxes, depreciation and other items"),
        # two letters say little: only two capitalised words spell them
        ("Do you log my IP?", "in particular, we log visits"),
        # letters glued to a number label a period
        ("Town Council headcount YE2022", "Staff | Expenditure: | Year Ended December 31, | 2022 | 636"),
        # a word in lower case is no acronym
        ("How much did the ipo raise?", "proceeds of the initial public offering"),
    ],
)
def test_nothing_is_carried_without_the_letters_in_order(question: str, text: str) -> None:
    assert _carried(question, text) == set()


def test_a_two_letter_acronym_is_spelled_by_two_capitalised_words() -> None:
    assert _carried("Do you log my IP?", "We log your Internet Protocol address.") == {"ip"}


@pytest.mark.parametrize(
    ("question", "text", "carried"),
    [
        # "Who is the head of HR?" had read "Ingrid Solberg is the head of human resources." as missing "hr"
        ("Who is the head of HR?", "Ingrid Solberg is the head of human resources.", "HR"),
        ("Who runs IT?", "Marek Novak leads information technology.", "IT"),
        ("Who heads human resources?", "Our HR director is Ingrid Solberg.", "human resources"),
    ],
)
def test_a_two_letter_acronym_written_in_lower_case_words_is_spelled_by_those_words(
    question: str, text: str, carried: str
) -> None:
    assert _carried(question, text) == _stems(carried)


@pytest.mark.parametrize(
    ("question", "text"),
    [
        ("Who is the head of HR?", "Hotel revenue rose by 4%."),
        ("Who is the head of HR?", "The head of resources for humans is Ada."),
        ("Do you log my IP?", "We log intellectual property claims."),
    ],
)
def test_only_those_words_spell_it(question: str, text: str) -> None:
    assert _carried(question, text) == set()


def test_a_word_left_out_of_a_question_parts_the_names_around_it() -> None:
    pfizer, year, brand = tokens("Pfizer's 2023 Comirnaty")[0], None, tokens("Comirnaty")[0]
    assert name_runs([pfizer, year, brand]) == ()
    assert name_runs([tokens("Sir Galileo Galilei")[0], *tokens("Galileo Galilei")]) == (("sir", "galileo", "galilei"),)


def test_a_plural_acronym_is_no_organisation() -> None:
    assert uncovered_organisations("How long do RSUs take to vest?", {}, lambda word: False) == ()
    assert uncovered_organisations("What was Tesla's revenue?", {}, lambda word: False) == ("Tesla",)


REPORT = """# Harbourline Logistics annual report 2024

## Capital

In March 2024 Harbourline completed its initial public offering on the Oslo exchange.

The company raised NOK 410 million in gross proceeds from the initial public offering.

## Privacy

We record the Internet Protocol address of every visitor to our booking site.

## Pay

Restricted stock units granted to managers vest over three years.
"""


@pytest.fixture(scope="module")
def harbourline(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield Engine(
        new_library(
            tmp_path_factory.mktemp("acronyms") / "data",
            embedder,
            {"harbourline_annual_report_2024.md": REPORT.encode()},
        )
    )


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (
            "How much did Harbourline raise in its IPO?",
            "The company raised NOK 410 million in gross proceeds from the initial public offering.",
        ),
        (
            "When did Harbourline complete its IPO?",
            "In March 2024 Harbourline completed its initial public offering on the Oslo exchange.",
        ),
        (
            "Does Harbourline record IP addresses?",
            "We record the Internet Protocol address of every visitor to our booking site.",
        ),
    ],
)
def test_a_question_with_an_acronym_is_answered_by_the_sentence_that_spells_it_out(
    harbourline: Engine, question: str, answer: str
) -> None:
    response = harbourline.ask(question, session_id="acronyms")
    assert response.mode is Mode.DIRECT_ANSWER, response.related_highlights
    assert response.answer == answer
    assert not response.evidence.gaps


def test_an_acronym_the_documents_spell_out_is_no_topic_they_never_mention(harbourline: Engine) -> None:
    response = harbourline.ask("How long do RSUs take to vest?", session_id="acronyms-gate")
    assert response.mode is not Mode.HARD_REFUSAL
    quoted = [response.answer or "", *(h.highlight for h in response.related_highlights or [])]
    assert any("Restricted stock units granted to managers vest over three years." in q for q in quoted)


@pytest.mark.parametrize(
    ("letters", "text", "writings"),
    [
        (
            "arr",
            "Annual recurring revenue grew 31%, and churn fell to 4.1% of annual recurring revenue.",
            ["Annual recurring revenue", "annual recurring revenue"],
        ),
        ("agm", "The annual general meeting will be held in Uppsala.", ["annual general meeting"]),
        (
            "ebitda",
            "Earnings Before Interest, Taxes, Depreciation and Amortization rose.",
            ["Earnings Before Interest, Taxes, Depreciation and Amortization"],
        ),
        ("ltv", "the Loan-to-value ratio", ["Loan-to-value"]),
        ("hr", "Ingunn Solberg is the head of human resources.", ["human resources"]),
        # a clause is no name: a verb inside it
        ("arr", "Access rights are reviewed every quarter.", []),
        # two letters: only capitalised words
        ("ip", "in particular, we log visits", []),
    ],
)
def test_the_words_a_text_spells_an_acronym_out_in_are_found(letters: str, text: str, writings: list[str]) -> None:
    assert spelled_out(letters, text) == writings


def test_a_question_s_acronym_is_read_out_in_the_words_given_for_it() -> None:
    words = {"ARR": "Annual recurring revenue", "AGM": "annual general meeting", "GE": "General Electric"}.get
    assert read_out("How much did ARR grow in 2024?", lambda a: words(a) or "") == (
        "How much did annual recurring revenue grow in 2024?"
    )
    assert read_out("Where is the AGM held?", lambda a: words(a) or "") == "Where is the annual general meeting held?"
    # an organisation's acronym names it; one without words stays
    assert read_out("What was GE's revenue?", lambda a: words(a) or "") == "What was GE's revenue?"
    assert read_out("How long is CCTV kept?", lambda a: words(a) or "") == "How long is CCTV kept?"
