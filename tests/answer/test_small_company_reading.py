"""A small company's own documents answered the way its people ask, each case one the engine had
missed on a fresh organisation's files (2026-12-02):

- an annual report states the year's figure beside last year's ("Net sales amounted to SEK 498
  million (2023: SEK 377 million).") and names its own year only on the cover: "What were net sales
  in 2024?" got passages (the sentence "named another year");
- an acronym the documents never write but spell out ("ARR", "AGM") was refused outright as
  "No indexed document covers ARR.";
- "How long must passwords be?" is a length in characters, not only of time;
- a sheet's name titles its rows: the "Plans" sheet's "Professional | Price per user per month (SEK) |
  149" is a plan's price, though no cell says "plan";
- "Who do I ask about my pay?" is answered by the line that gives the payroll address for it, not by
  a customer's payment plan.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.compared import own_part
from rag_core.messages import Mode
from tests.helpers.builders import new_library
from tests.helpers.office import heading, make_docx, make_xlsx, para
from tests.helpers.pdfs import make_pdf

REPORT_2024 = [
    "Tessaly Software AB\nAnnual Report 2024\n\nLetter from the chief executive\n\n"
    "Annual recurring revenue grew 31% to SEK 512 million, and our operating result was positive for the full year.\n"
    "We now employ 286 people, compared with 241 a year earlier.",
    "Financial summary\n\nNet sales amounted to SEK 498 million (2023: SEK 377 million).\n"
    "Gross margin improved to 78.4% from 74.9%.\n"
    "Cash and cash equivalents at 31 December 2024 were SEK 163 million.\n\n"
    "Annual general meeting\n\nThe annual general meeting will be held in Uppsala on 14 May 2025.",
]
REPORT_2022 = [
    "Morrow Freight AB\nAnnual Report 2022\n\nFinancial summary\n\n"
    "Net revenue amounted to SEK 96 million (2021: SEK 88 million).\n"
    "The fleet grew to 41 trucks."
]
SECURITY = """# Information security policy

## Passwords and access

- Passwords must be at least 14 characters long.
- Access rights are reviewed every quarter by each team lead.

## Devices

Laptops must use full-disk encryption.
"""
HANDBOOK = make_docx(
    heading("Tessaly employee handbook"),
    heading("Leave", 2),
    para("Every employee is entitled to 30 days of paid vacation a year."),
    heading("Who to ask", 2),
    para("Questions about pay and payslips go to the payroll team at payroll@tessaly.se."),
    title="Employee handbook",
)
CHARTER = b"""<html><head><title>Customer charter</title></head><body><h1>Our customer charter</h1>
<p>Customers who struggle to pay can ask for a payment plan of up to 12 months.</p>
<p>We reply to every written complaint within 10 working days.</p></body></html>"""


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {
        "tessaly_annual_report_2024.pdf": make_pdf(REPORT_2024, title="Tessaly Annual Report 2024"),
        "information_security_policy.md": SECURITY.encode(),
        "employee_handbook.docx": HANDBOOK,
        "customer_charter.html": CHARTER,
        "tessaly_figures.xlsx": make_xlsx(
            {
                "Plans": [
                    ["Plan", "Price per user per month (SEK)", "Minimum users"],
                    ["Starter", 89, 5],
                    ["Professional", 149, 20],
                ]
            }
        ),
    }
    yield Engine(new_library(tmp_path_factory.mktemp("small_company") / "data", embedder, files))


def test_the_year_s_figure_beside_last_year_s_answers_for_the_report_s_year(engine: Engine) -> None:
    response = engine.ask("What were Tessaly's net sales in 2024?", session_id="sales-2024")
    assert response.mode is Mode.DIRECT_ANSWER
    assert "SEK 498 million" in (response.answer or "")


@pytest.mark.parametrize(
    ("sentence", "own"),
    [
        ("Net sales amounted to SEK 498 million (2023: SEK 377 million).", "Net sales amounted to SEK 498 million"),
        (
            "The operating result was SEK 21 million, compared with a loss of SEK 46 million in 2023.",
            "The operating result was SEK 21 million",
        ),
        ("Churn fell to 4.1% of revenue, from 5.6% in 2023.", "Churn fell to 4.1% of revenue"),
        ("Emissions were 212 tonnes, down from 260 tonnes in 2023.", "Emissions were 212 tonnes"),
        # a year of its own, or a movement naming both years, or nothing dated to compare with
        ("Revenue for 2024 was NOK 684 million, up from NOK 652 million in 2023.", None),
        ("Leakage fell from 14.2% in 2023 to 12.8% in 2024.", None),
        ("Gross margin improved to 78.4% from 74.9%.", None),
    ],
)
def test_a_figure_s_own_part_is_what_comes_before_the_dated_base_it_is_compared_with(
    sentence: str, own: str | None
) -> None:
    assert own_part(sentence) == own


def test_a_report_of_another_year_does_not_answer_for_the_asked_one(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    """Morrow's 2022 report gives 2022's figure beside 2021's: neither is 2023's."""
    files = {"morrow_annual_report_2022.pdf": make_pdf(REPORT_2022, title="Morrow Freight Annual Report 2022")}
    engine = Engine(new_library(tmp_path / "data", embedder, files))
    response = engine.ask("What was Morrow Freight's net revenue in 2023?", session_id="revenue-2023")
    assert response.mode is not Mode.DIRECT_ANSWER
    answered = engine.ask("What was Morrow Freight's net revenue in 2022?", session_id="revenue-2022")
    assert answered.mode is Mode.DIRECT_ANSWER
    assert "SEK 96 million" in (answered.answer or "")


def test_an_acronym_the_documents_spell_out_is_read_as_their_words(engine: Engine) -> None:
    response = engine.ask("Where will the AGM be held?", session_id="agm")
    assert response.read_as == "Where will the annual general meeting be held?"
    assert response.mode is Mode.DIRECT_ANSWER
    assert "Uppsala" in (response.answer or "")
    grew = engine.ask("How much did ARR grow in 2024?", session_id="arr")
    assert grew.mode is not Mode.HARD_REFUSAL
    assert grew.read_as == "How much did annual recurring revenue grow in 2024?"


def test_an_acronym_no_document_spells_out_is_still_not_covered(engine: Engine) -> None:
    response = engine.ask("How long are CCTV recordings kept?", session_id="cctv")
    assert response.mode is Mode.HARD_REFUSAL
    assert response.answer == "No indexed document covers CCTV."


def test_how_long_asks_for_a_length_in_characters_too(engine: Engine) -> None:
    response = engine.ask("How long must passwords be?", session_id="passwords")
    assert response.mode is Mode.DIRECT_ANSWER
    assert "14 characters" in (response.answer or "")


def test_whom_to_ask_about_pay_is_the_line_giving_the_payroll_address(engine: Engine) -> None:
    for question in ("Who do I ask about my pay?", "Who should I contact about my payslip?"):
        response = engine.ask(question, session_id=question)
        assert response.mode is Mode.DIRECT_ANSWER, question
        assert "payroll@tessaly.se" in (response.answer or ""), question
        assert "payment plan" not in (response.answer or ""), question


def test_a_sheet_s_name_is_carried_by_its_rows(engine: Engine) -> None:
    _, judged = engine.trace("What is the price of the Professional plan per user per month?", session_id="plans")
    assert judged is not None
    rows = [c for c in judged.candidates if "149" in c.quote]
    assert rows and all("plan" not in c.missing for c in rows)
