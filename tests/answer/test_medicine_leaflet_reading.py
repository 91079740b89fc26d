"""A medicine's package leaflet (a PDF whose sections are numbered titles) and a village hall's hire
terms (Word), asked as a patient and a hirer ask (2026-12-05, seventieth session; the questions and
the quotes that answer them written before any answer was seen).

Before: "What is ibuprofen used for?" was answered by "What Ibuprofen tablets are and what they are
used for Ibuprofen belongs to a group of medicines ...": the section's numbered title was joined to
the line under it as one sentence, then (split) answered **high** by itself; "How many tablets are
in a pack?" by "Each tablet contains 200 mg ibuprofen." (a measure of the tablet, no count of
them), and "How much ibuprofen is in each tablet?" got passages ("mg" was no unit). "What is the
cancellation policy?" was refused as if the hall's terms never spoke of cancelling: "policy", a
kind of document no document uses, held two thirds of the question's weight.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.amounts import counts_other
from rag_core.answer.judging.lent import numbered_title
from rag_core.answer.understand.question import analyse
from rag_core.messages import Mode
from rag_core.text.sentences import split_sentences
from tests.helpers.answers import assert_answered, assert_not_answered_by, engine_on
from tests.helpers.candidates import candidate
from tests.helpers.office import heading, make_docx, para
from tests.helpers.pdfs import make_pdf

LEAFLET = make_pdf(
    [
        "Package leaflet: information for the user\nIbuprofen 200 mg tablets\n\n"
        "1. What Ibuprofen tablets are and what they are used for\nIbuprofen belongs to a group of medicines "
        "called non-steroidal anti-inflammatory drugs (NSAIDs). It is used to relieve headache, dental pain, "
        "period pain and fever.\n\n"
        "3. How to take Ibuprofen tablets\nAdults and children over 12 years: take one or two tablets with "
        "water, up to three times a day. Leave at least four hours between doses.",
        "6. Contents of the pack\nEach tablet contains 200 mg ibuprofen. The tablets come in packs of 16.",
    ],
    title="Ibuprofen 200 mg leaflet",
)
HIRE = make_docx(
    heading("Hiring the Old Mill Hall"),
    para("The Old Mill Hall can be hired for meetings, parties and classes, seven days a week from 8am to 11pm."),
    para("A refundable deposit of GBP 100 is required for all evening bookings."),
    para(
        "Bookings can be cancelled free of charge up to 14 days before the event; after that the full fee is payable."
    ),
    title="Old Mill Hall hire",
)


@pytest.fixture(scope="module")
def leaflet(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "leaflet", {"leaflet.pdf": LEAFLET, "hire.docx": HIRE})


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("How much ibuprofen is in each tablet?", "200 mg"),
        ("How long should I wait between doses?", "at least four hours"),
    ],
)
def test_the_patients_questions_are_answered(leaflet: Engine, question: str, quoted: str) -> None:
    assert_answered(leaflet, question, quoted)


@pytest.mark.parametrize(
    ("question", "unsaid"),
    [
        ("What is ibuprofen used for?", "What Ibuprofen tablets are"),
        ("How many tablets are in a pack?", "200 mg"),
    ],
)
def test_a_title_or_a_measure_is_no_answer(leaflet: Engine, question: str, unsaid: str) -> None:
    assert_not_answered_by(leaflet, question, unsaid)


def test_a_numbered_title_is_no_part_of_the_line_under_it() -> None:
    text = (
        "1. What Ibuprofen tablets are and what they are used for\n"
        "Ibuprofen belongs to a group of medicines called non-steroidal anti-inflammatory drugs.\n\n"
        "2. Employees must submit every expense claim through the portal with receipts attached, and\n"
        "Finance reimburses approved claims within ten working days of approval by the manager."
    )
    sentences = split_sentences(text)
    said = [s.text for s in sentences]
    assert "What Ibuprofen tablets are and what they are used for" in said
    # a numbered item's first line that runs to the margin wraps on, whatever the capital after it
    assert any(s.startswith("Employees must submit") and s.endswith("by the manager.") for s in said)
    titles = [s.text for s in sentences if numbered_title(text, s)]
    assert titles == ["What Ibuprofen tablets are and what they are used for"]
    # the items of a numbered list are no titles, the last one neither
    listed = "Places are offered in this order:\n1. Looked after children\n2. Children with a sibling\n3. Children living closest"
    assert not [s.text for s in split_sentences(listed) if numbered_title(listed, s)]


def test_a_figure_in_a_unit_after_the_counted_thing_counts_none() -> None:
    tablets = analyse("How many tablets are in a pack?", "")
    assert counts_other(tablets, candidate("Each tablet contains 200 mg ibuprofen.", answer_value="200"))
    assert not counts_other(tablets, candidate("The tablets come in packs of 16.", answer_value="16"))
    assert not counts_other(tablets, candidate("Each pack holds 16 tablets.", answer_value="16"))


def test_a_kind_of_document_no_document_uses_does_not_hide_the_topic(leaflet: Engine) -> None:
    question = "What is the cancellation policy?"
    response = leaflet.ask(question, session_id=question)
    assert response.mode is not Mode.HARD_REFUSAL
    shown = [c.quote or "" for c in response.citations] + [h.highlight for h in response.related_highlights or []]
    assert any("cancelled free of charge" in q for q in shown), shown
