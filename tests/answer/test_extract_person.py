"""The person a "who" question asks for: a name, never the words of a role or title; for the CEO, the
name a filing gives with the title, as holding it now."""

from __future__ import annotations

import pytest

from rag_core.answer.understand.classify import AnswerType
from rag_core.answer.judging.extract import answer_value
from rag_core.answer.judging.statement import check_sentence
from rag_core.answer.understand.frame import frame_question
from rag_core.answer.understand.question import analyse, question_terms
from rag_core.text.lexicon import tokens
from rag_core.text.measures import load_lexicon
from tests.helpers.stats import EvenStats


def _person(question: str, text: str) -> str:
    asked = analyse(question)
    assert asked.answer_type is AnswerType.PERSON
    terms = question_terms(asked, EvenStats(), set())  # type: ignore[arg-type]
    return answer_value(AnswerType.PERSON, text, terms, {t.stem for t in tokens(question)})


@pytest.mark.parametrize(
    ("question", "text", "person"),
    [
        (
            "Who is MGM Resorts' chief financial officer?",
            "Chief Financial Officer and Treasurer (Principal Financial Officer) 43",
            "",
        ),
        (
            "Who is MGM Resorts' chief financial officer?",
            "/s/ Jonathan S. Halkyard, Chief Financial Officer and Treasurer",
            "Jonathan",
        ),
        (
            "Who is the CEO of Kestrel Freight?",
            "Kestrel Freight has been led by chief executive Dana Whitfield since 2019.",
            "Dana",
        ),
        ("Who signed the report?", "Senior Vice President and Controller (Principal Accounting Officer)", ""),
        # a part of a document or a date is no signer
        (
            "Who signed the report?",
            "A signed original of this statement required by Section 906 has been provided.",
            "",
        ),
        ("Who signed the report?", "On March 3, 2023 the statement was provided.", ""),
        # a place is no founder; the name after "by" is
        ("Who founded Upland Software?", "Upland Software was founded in 1972 in Savannah.", ""),
        ("Who founded Upland Software?", "Upland Software was founded in Savannah by Mara Quinn.", "Mara"),
    ],
)
def test_a_role_s_words_are_not_a_person(question: str, text: str, person: str) -> None:
    assert _person(question, text) == person


@pytest.mark.parametrize(
    ("text", "person"),
    [
        ("Corie S. Barry was appointed our Chief Executive Officer in 2019.", "Corie S. Barry"),
        (
            "David L. Calhoun has served as our President and Chief Executive Officer since January 2020.",
            "David L. Calhoun",
        ),
        ("Ronald Delia (52) Managing Director and Chief Executive Officer 2015 to present", "Ronald Delia"),
        ("Corie Barry, our Chief Executive Officer, said", "Corie Barry"),
        # an officers' list in capitals
        ("ANDREW R. KAISER, Chief Executive Officer of the Company since September 2016", "ANDREW R. KAISER"),
        ("THE COMPANY, Chief Executive Officer", ""),  # common words are no name
        ("The chief executive, Björn Pemberton, leads the executive team.", "Björn Pemberton"),
        ("Hubert Joly served as our Chief Executive Officer until 2019.", ""),  # a former one
        ("Our Executive Vice President, President and Chief Executive Officer of the unit", ""),  # titles
        # the title, then who holds it now
        ("Our Chief Executive Officer is Ingrid Solvang, who joined in 2019.", "Ingrid Solvang"),
        ("The chief executive officer is responsible for the strategy.", ""),
    ],
)
def test_the_ceo_a_filing_names_with_the_title(text: str, person: str) -> None:
    lexicon = load_lexicon()
    frame = frame_question("Who is the company's CEO?", {}, lexicon)
    assert frame.measure is not None and frame.measure.kind == "person"
    check = check_sentence(frame, frame.measure, lexicon, text, None, {"company"})
    assert check.value == person


@pytest.mark.parametrize(
    ("question", "text", "doer"),
    [
        (
            "Who founded the utility?",
            "The utility was established in 1961 by the three valley municipalities.",
            "by the three valley municipalities",
        ),
        ("Who approved the budget?", "The budget was approved by the board of trustees.", "by the board of trustees"),
    ],
)
def test_a_past_deed_s_doer_is_who_it_was_done_by(question: str, text: str, doer: str) -> None:
    assert _person(question, text) == doer


def test_a_present_duty_or_a_role_is_not_read_as_a_deed_s_doer() -> None:
    assert _person("Who is the chair?", "The meeting is chaired by the oldest member.") != "by the oldest member"
