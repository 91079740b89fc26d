"""A travel insurer's policy wording and a university course's handbook and fees, asked as their
readers ask (2026-12-04, sixty-seventh session; the questions and the quotes that answer them
written before any answer was seen). Three answers were wrong before:

- "How much is the winter sports premium?" (the wording gives no price) was answered **high** by
  "Winter sports are covered only if you have paid the winter sports premium.";
- "How much are the fees for home students?" by the deposit's cell, "Home | Deposit (GBP) | 500",
  beside "Home | Tuition fee (GBP) | 12,500" (the sheet is named "Fees", so every cell had "fees");
- "How long is the course?" by "Coursework submitted up to 24 hours late loses 10 marks" ("course"
  was matched by the first letters of "Coursework").
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.amounts import figureless
from rag_core.answer.judging.contrast import another_column
from rag_core.answer.understand.question import analyse
from rag_core.messages import Mode
from rag_core.text.lexicon import compounds
from tests.helpers.answers import assert_answered, engine_on
from tests.helpers.candidates import candidate, row_cells
from tests.helpers.office import heading, make_docx, make_xlsx, para
from tests.helpers.pdfs import make_pdf

POLICY = make_pdf(
    [
        "Wayfarer Travel Insurance\nPolicy wording 2025\n\n"
        "This policy covers trips of up to 31 days each; longer trips need our written agreement. "
        "Cover for cancellation starts on the date you buy the policy.",
        "Baggage and exclusions\n\n"
        "We will pay up to £1,500 for lost or stolen baggage, with a limit of £300 for any single item. "
        "Winter sports are covered only if you have paid the winter sports premium. "
        "Claims must be made within 30 days of your return home.",
    ],
    title="Wayfarer Travel Insurance policy wording",
)
HANDBOOK = make_docx(
    heading("MSc Data Science: student handbook 2025-26", 1),
    para("The MSc Data Science is a one-year full-time course run by the School of Computing."),
    para("The course director is Professor Helen Achterberg."),
    heading("Assessment", 2),
    para("Students must pass modules worth 180 credits, including the 60-credit dissertation."),
    para("Coursework submitted up to 24 hours late loses 10 marks; after that it receives a mark of zero."),
    title="MSc Data Science student handbook",
)
FEES = make_xlsx(
    {
        "Fees 2025-26": [
            ["Student", "Tuition fee (GBP)", "Deposit (GBP)"],
            ["Home", "12,500", "500"],
            ["International", "27,900", "2,000"],
        ]
    },
    title="MSc Data Science fees",
)


@pytest.fixture(scope="module")
def insurer(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "insurer", {"policy_wording.pdf": POLICY})


@pytest.fixture(scope="module")
def course(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "course", {"handbook.docx": HANDBOOK, "fees.xlsx": FEES})


def test_a_price_not_stated_is_not_answered(insurer: Engine) -> None:
    response = insurer.ask("How much is the winter sports premium?", session_id="premium")
    assert response.mode is not Mode.DIRECT_ANSWER, response.answer
    assert_answered(insurer, "How much will you pay for stolen baggage?", "£1,500")


def test_a_how_much_question_is_not_answered_by_a_sentence_without_a_figure() -> None:
    question = analyse("How much is the winter sports premium?")
    assert figureless(question, candidate("Winter sports are covered only if you have paid the premium."))
    assert not figureless(question, candidate("The winter sports premium is £45."))
    assert not figureless(question, candidate("The winter sports premium is free for children."))
    assert not figureless(analyse("How much of my data do you keep?"), candidate("We keep only what we need."))
    # a cost said in words: nothing extra, or so much of a period's sum
    assert not figureless(analyse("How much is breakfast?"), candidate("Breakfast is included in the room rate."))
    assert not figureless(analyse("How much is the deposit?"), candidate("The deposit is one month's rent."))
    assert figureless(analyse("How much is the deposit?"), candidate("A deposit is taken when you sign the agreement."))


def test_the_fees_are_the_fee_column(course: Engine) -> None:
    assert_answered(course, "How much are the fees for home students?", "12,500")
    assert_answered(course, "How much is the deposit for international students?", "2,000")


def test_a_cell_under_a_header_of_no_asked_word_is_another_column() -> None:
    question = analyse("How much are the fees for home students?")
    tuition, deposit = row_cells("Home", 0.8, **{"Tuition fee (GBP)": "12,500", "Deposit (GBP)": "500"})
    assert another_column(question, deposit, [tuition, deposit])
    assert not another_column(question, tuition, [tuition, deposit])


def test_a_compound_is_not_its_first_word(course: Engine) -> None:
    assert compounds("coursework", "course") and compounds("share", "shareholders")
    assert not compounds("government", "govern") and not compounds("location", "located")
    response = course.ask("How long is the course?", session_id="long")
    assert "Coursework" not in (response.answer or ""), response.answer
