"""The chief financial officer a 10-Q names in its signatures answers "Who signed the 10-Q as CFO?":
the officer is a measure of its own, as the CEO is, and the form the question names is the filing's."""

from __future__ import annotations

from pathlib import Path

from rag_core.answer.engine import Engine
from rag_core.answer.judging.gates import names_no_one
from rag_core.envelope import Response
from rag_core.messages import Mode
from tests.helpers.builders import new_library
from tests.helpers.candidates import candidate

TEN_Q = [
    "UNITED STATES SECURITIES AND EXCHANGE COMMISSION\nWashington, D.C. 20549\nFORM 10-Q\n"
    "QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934\n"
    "For the quarterly period ended March 31, 2023\nOstrava Packaging plc\n"
    "(Exact name of registrant as specified in its charter)",
    "Ostrava Packaging plc\nNet sales for the quarter were $3,412 million, down 4% from a year earlier.\n"
    "The company makes flexible and rigid packaging for food and healthcare customers.",
    "SIGNATURES\nPursuant to the requirements of the Securities Exchange Act of 1934, the registrant has duly "
    "caused this report to be signed on its behalf by the undersigned thereunto duly authorized.\n"
    "Ostrava Packaging plc\nDate: May 2, 2023\nBy: /s/ Milan Kovar\n"
    "Milan Kovar, Executive Vice President and Chief Financial Officer (Principal Financial Officer)",
]


def _ask(tmp_path: Path, embedder, pages: list[str], question: str) -> Response:  # type: ignore[no-untyped-def]
    """``question`` asked of a library holding Ostrava's 10-Q made of ``pages``."""
    library = new_library(tmp_path / "data", embedder, {"ostrava_10q_2023q1.pdf": pages})
    return Engine(library).ask(question, session_id="officer")


def test_the_cfo_who_signed_the_10q_is_named(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    response = _ask(tmp_path, embedder, TEN_Q, "Who signed Ostrava Packaging's 10-Q as Chief Financial Officer?")
    assert response.mode is Mode.DIRECT_ANSWER, response.related_highlights
    assert response.answer is not None and "Milan Kovar" in response.answer


def test_an_officer_question_is_not_answered_by_a_sentence_that_names_no_one(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    pages = [
        TEN_Q[0],
        "Ostrava Packaging plc\nThe Code of Ethics for Senior Financial Officers applies to our Chief Executive "
        "Officer, Chief Financial Officer and Chief Accounting Officer.\n"
        "MILAN KOVAR, Chief Financial Officer of the Company since March 2021; previously Treasurer.",
    ]
    response = _ask(tmp_path, embedder, pages, "Who is Ostrava Packaging's Chief Financial Officer?")
    assert "Code of Ethics" not in (response.answer or "")
    assert response.mode is Mode.DIRECT_ANSWER and "MILAN KOVAR" in (response.answer or "")


def test_only_a_person_asked_as_a_measure_needs_a_name() -> None:
    office = "The Code of Ethics applies to our Chief Executive Officer and Chief Financial Officer."
    assert names_no_one(True, candidate(office, measured=True, answer_value=""))
    assert not names_no_one(True, candidate(f"MILAN KOVAR, {office}", measured=True, answer_value="MILAN KOVAR"))
    # The auditor is an organisation, which a sentence may name without the legal form its reader needs.
    bare = "Deloitte was appointed as Ostrava Packaging's external auditor for the 2023 audit."
    assert not names_no_one(False, candidate(bare, measured=True, answer_value=""))


def test_a_signature_s_name_line_over_its_title_line_names_the_officer(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    # A 10-Q's certification signs with the name on one line and the title on the next (JPMorgan's
    # "/s/ Jennifer Piepszak", "Jennifer Piepszak", "Executive Vice President and Chief Financial
    # Officer"): each line alone names no officer.
    pages = [
        TEN_Q[0],
        TEN_Q[1],
        "CERTIFICATION\nI, Milan Kovar, certify that I have reviewed this Quarterly Report on Form 10-Q of "
        "Ostrava Packaging plc.\nDate: May 2, 2023\n/s/ Milan Kovar\nMilan Kovar\n"
        "Executive Vice President and Chief Financial Officer",
    ]
    response = _ask(tmp_path, embedder, pages, "Who is Ostrava Packaging's Chief Financial Officer?")
    assert response.mode is Mode.DIRECT_ANSWER, response.related_highlights
    assert response.answer == "Milan Kovar Executive Vice President and Chief Financial Officer"


def test_only_a_person_s_name_line_is_read_with_the_title_line_below_it() -> None:
    from rag_core.answer.judging.signed import page_sentences_of

    page = (
        "Acme Holdings Inc\nChief Executive Officer\nStrategy and Outlook\nDirector of Operations\n"
        "Date: May 4, 2021\n/s/ Jennifer Piepszak\nJennifer Piepszak\nExecutive Vice President and Chief Financial Officer"
    )
    read = [s.text for s in page_sentences_of(page)]
    assert "Jennifer Piepszak Executive Vice President and Chief Financial Officer" in read
    assert "Acme Holdings Inc" in read  # a company's name line stays apart from the title below it
    assert "Strategy and Outlook" in read  # a heading's words are no name


def test_a_name_over_a_title_of_one_word_is_a_signature() -> None:
    # A British chair's statement signs off "Sir Andrew Lyle" over "Chair": a name over a line that
    # is one role noun is read as one statement; a line that only starts with one is not a title.
    from rag_core.answer.judging.signed import page_sentences_of

    page = "We employ around 2,300 people in nine countries.\n\nSir Andrew Lyle\nChair\n3 March 2026"
    assert "Sir Andrew Lyle Chair" in [s.text for s in page_sentences_of(page)]
    other = "Board Changes\n\nMaria Lopez\nDirectors meet monthly to review the plan."
    assert "Maria Lopez" in [s.text for s in page_sentences_of(other)]
