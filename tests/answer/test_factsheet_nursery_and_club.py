"""A fund's key facts, a nursery's fees by age, a sailing club's subscriptions sheet, a staff workbook,
an insurance summary, a security policy, a software support policy and a water company's charter,
asked as their readers ask (2026-12-07, eightieth session; six new kinds of document were written
with their questions before any answer was seen).

Against the session's first code (2292509) on the new documents: "When was the fund launched?" and
"Who manages the fund?" got passages beside "Launch date | 14 May 2009" and "Eleanor Fairbrother,
Fund Manager"; a nursery's fees by age in columns ("Under 2 years", "2 to 3 years") answered none of
"for my 18-month-old", "for a 4 year old", "for a two-year-old"; a sheet named "Headcount" gave no
cell for "What was the sales headcount in 2023?"; "Who owns the information security policy?" got
passages beside "Owner: Chief Technology Officer, ..."; "Am I covered for skiing?" was answered,
high, by "It covers skiing and snowboarding ..." without the sentence before, "Winter sports cover
can be added for an extra premium.". The documents below are written for these tests, not those;
every test here fails on 2292509 (the staff workbook's "What was the sales headcount in 2023?" is
answered there by "Net sales amounted to EUR 498 million (2023: EUR 377 million).").
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.holder import holder_named
from rag_core.answer.judging.lent import refers_back
from rag_core.answer.judging.ranges import fits_range, ranged_words
from rag_core.answer.understand.question import analyse
from rag_core.ingest.formats import format_of
from rag_core.ingest.tables import TableRow
from rag_core.messages import Mode
from rag_core.settings import IngestSettings
from rag_core.types import FileType
from rag_core.text.lexicon import tokens
from rag_core.text.word_states import carried_by_state
from tests.helpers.answers import assert_answered, assert_not_answered_by, engine_on
from tests.helpers.candidates import candidate
from tests.helpers.office import heading, make_docx, make_xlsx, para, table

FACTSHEET = make_docx(
    heading("Harrowgate Global Bond Fund - Class A Income - factsheet, 30 September 2025"),
    heading("Key facts", 2),
    table(
        [
            ["Launch date", "2 March 2011"],
            ["Fund size", "\u00a3642.3m"],
            ["Deputy portfolio manager", "Tobias Wren"],
            ["Ongoing charges", "0.64%"],
            ["Dealing", "Daily at 12 noon"],
        ]
    ),
    heading("Manager's commentary", 2),
    para("Bond markets were calm in September, and the fund returned 0.8% over the month."),
    para("We added to our holdings of short-dated government bonds and sold two corporate bonds."),
    para("Marguerite Olsen, Portfolio Manager"),
    title="Harrowgate Global Bond Fund factsheet",
)
NURSERY = (
    "<html><head><title>Bramble Hill Nursery - fees</title></head><body><main>"
    "<h1>Bramble Hill Nursery: fees from 1 September 2025</h1>"
    "<table><tr><th>Session</th><th>Under 2 years</th><th>2 to 3 years</th><th>3 to 5 years</th></tr>"
    "<tr><td>Full day (8am to 6pm)</td><td>\u00a379.00</td><td>\u00a374.50</td><td>\u00a369.00</td></tr>"
    "<tr><td>Morning (8am to 1pm, with lunch)</td><td>\u00a346.00</td><td>\u00a343.00</td><td>\u00a340.25</td></tr>"
    "<tr><td>Afternoon (1pm to 6pm, with tea)</td><td>\u00a344.00</td><td>\u00a341.00</td><td>\u00a338.50</td></tr>"
    "</table>"
    "<p>Fees are invoiced monthly in advance.</p>"
    "</main></body></html>"
).encode()
SAILING = make_xlsx(
    {
        "Subscriptions": [
            ["Westmere Sailing Club - Membership fees and subscriptions 2026 (1 January 2026 to 31 December 2026)"],
            ["Subscriptions are due on 1 January; a member who joins after 1 July pays half."],
            [],
            ["Class", "Age", "Annual", "Quarterly"],
            ["Full", "22 and over", "\u00a3310", "\u00a381.00"],
            ["Cadet", "8 to 17", "\u00a395", "\u00a325.00"],
            ["Crew", "18 to 21", "\u00a3150", "\u00a340.00"],
        ]
    }
)
STAFF = make_xlsx(
    {
        "Notes": [["Figures are people on the payroll on 31 December."]],
        "Headcount": [
            ["Team", "2023", "2024"],
            ["Engineering", "118", "139"],
            ["Sales", "41", "52"],
            ["Support", "47", "55"],
        ],
    }
)
ACCOUNTS = b"""Ferncroft Digital - annual review 2024

Net sales amounted to EUR 498 million (2023: EUR 377 million). Research and development expenses
were EUR 141 million, or 28% of net sales. Sweden remains our largest market with 46% of net sales.
Our largest customer accounted for less than 3% of net sales.
"""
SECURITY = b"""# Acceptable use policy

Owner: Head of Information Technology, Priya Raman.

Approved by: Board of Directors.

## Passwords

Passwords must be at least 12 characters long and changed if you suspect someone knows yours.
"""
INSURANCE = b"""Optional extras

Winter sports cover can be added for an extra premium. It covers skiing and snowboarding on-piste for up to 21 days in any policy year.

Golf cover is included free of charge on every policy. It covers your clubs up to 800 pounds.
"""
REQUIREMENTS = b"""# Tallyhome 3.4 support policy

| Version | Released | Status | Security fixes until |
|---|---|---|---|
| 3.4 | 2 June 2025 | Supported | 2 June 2027 |
| 3.3 | 4 November 2024 | Security fixes only | 4 May 2026 |

## System requirements

Before you install Tallyhome, check that your computer has what it needs to run it.

| Requirement | Minimum for Tallyhome 3.4 |
|---|---|
| Processor | 64-bit, 2 cores |
| Memory | 8 GB RAM |
| Storage | 2 GB free for the app |
"""
CHARTER = b"""Fenmoor Water - customer charter 2025

Fenmoor Water supplies drinking water to 84,000 homes in the Fen valley.

Ingrid Solberg has been managing director since 2021.

Our call centre is open from 8am to 8pm on weekdays.

Our customer panel of twelve households reviews this charter every year.

Astrid Holm, Chair of the Customer Panel
"""


@pytest.fixture(scope="module")
def libraries(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[dict[str, Engine]]:  # type: ignore[no-untyped-def]
    """One library per reader, as each has it."""
    files = {
        "fund": {"Harrowgate_Global_Bond_Fund_factsheet.docx": FACTSHEET},
        "nursery": {"bramble-hill-fees.html": NURSERY},
        "sailing": {"Westmere_SC_subscriptions_2026.xlsx": SAILING},
        "staff": {"Ferncroft_people.xlsx": STAFF, "Ferncroft_annual_review_2024.txt": ACCOUNTS},
        "security": {"acceptable-use-policy.md": SECURITY},
        "insurance": {"travel-insurance-extras.txt": INSURANCE},
        "software": {"tallyhome-support-policy.md": REQUIREMENTS},
        "water": {"fenmoor-customer-charter.txt": CHARTER},
    }
    yield {name: engine_on(tmp_path_factory, embedder, name, its) for name, its in files.items()}


def test_a_table_of_particulars_answers_as_a_label_line_does(libraries: dict[str, Engine]) -> None:
    assert_answered(libraries["fund"], "When was the fund launched?", "2 March 2011")
    assert_answered(libraries["fund"], "Who is the deputy portfolio manager?", "Tobias Wren")
    assert_not_answered_by(libraries["fund"], "When was the fund closed?", "2 March 2011")


def test_a_row_of_one_value_answers_whatever_its_column_is_called(libraries: dict[str, Engine]) -> None:
    # a table of one column of values beside a wider one on the same page
    assert_answered(libraries["software"], "How much memory do I need?", "8 GB RAM")
    assert_answered(libraries["software"], "How much storage do I need?", "2 GB free")


def test_who_runs_a_thing_is_its_leader(libraries: dict[str, Engine]) -> None:
    assert_answered(libraries["water"], "Who runs Fenmoor Water?", "Ingrid Solberg")
    assert_answered(libraries["water"], "Who is the managing director?", "Ingrid Solberg")
    assert_not_answered_by(libraries["water"], "Who runs the call centre?", "Ingrid Solberg")
    # a signature's role "of" a thing the page names in lower case in the question
    assert_answered(libraries["water"], "Who is the chair of the customer panel?", "Astrid Holm")


def test_a_name_signing_with_its_role_answers_who_holds_it(libraries: dict[str, Engine]) -> None:
    assert_answered(libraries["fund"], "Who is the portfolio manager?", "Marguerite Olsen")


def test_the_doer_of_a_deed_is_named_by_its_label(libraries: dict[str, Engine]) -> None:
    assert_answered(libraries["security"], "Who owns the acceptable use policy?", "Priya Raman")
    assert_answered(libraries["security"], "Who approved the acceptable use policy?", "Board of Directors")
    assert_not_answered_by(libraries["security"], "Who owns the travel policy?", "Priya Raman")
    # as the judge rates such a line among a long policy's sentences (P 0.07 on a dev document)
    owner = candidate("Owner: Chief Technology Officer, Malin Aspgren.", p=0.07)
    approved = candidate("Approved by: Board of Directors.", p=0.03)
    review = candidate("Review: Annually in March.", p=0.07)
    scope = candidate("This information security policy applies to everyone who works for us.", p=0.01)
    for question, line in (
        ("Who owns the information security policy?", owner),
        ("Who is the owner of the information security policy?", owner),
        ("Who approved the information security policy?", approved),
    ):
        assert holder_named(analyse(question), [review, scope, line]) == [line], question
    missing = candidate("Owner: Chief Technology Officer, Malin Aspgren.", p=0.07, missing=("travel",))
    assert holder_named(analyse("Who owns the travel policy?"), [missing]) == []
    assert holder_named(analyse("Who reviews the information security policy?"), [review]) == []


def test_a_column_headed_by_a_range_is_named_by_a_value_in_it(libraries: dict[str, Engine]) -> None:
    nursery = libraries["nursery"]
    assert_answered(nursery, "How much is a full day for my 18-month-old?", "\u00a379.00")
    assert_answered(nursery, "What does a morning session cost for a 4 year old?", "\u00a340.25")
    assert_answered(nursery, "How much is an afternoon session for a two-year-old?", "\u00a341.00")
    # the one cell, not the row's line of every age's fee
    answer = nursery.ask("How much is a full day for my 18-month-old?", session_id="one").answer or ""
    assert "\u00a374.50" not in answer
    assert fits_range("Under 2 years", "my 18-month-old") and not fits_range("2 to 3 years", "my 18-month-old")
    assert fits_range("2 to 3 years", "a two-year-old") and fits_range("Under 3 months", "a one-year-old") is False
    assert ranged_words("for a two-year-old") == {"two-year-old"}


def test_a_sheet_named_for_the_measure_answers_by_its_rows_and_columns(libraries: dict[str, Engine]) -> None:
    # "sales" is the revenue's word in the review's sentences; the sheet "Headcount" counts the team
    assert_answered(libraries["staff"], "What was the sales headcount in 2023?", "41")
    assert_answered(libraries["staff"], "What was the support headcount in 2024?", "55")
    assert_not_answered_by(libraries["staff"], "What was the sales headcount in 2023?", "EUR 377 million")


def test_a_long_first_row_titles_a_sheet_s_rows(libraries: dict[str, Engine], tmp_path: Path) -> None:
    # "member" is said only by the sheet's title, "Membership fees and subscriptions 2026 (...)", 18 words
    assert_answered(libraries["sailing"], "What is the quarterly fee for a cadet member?", "\u00a325.00")
    path = tmp_path / "subscriptions.xlsx"
    path.write_bytes(SAILING)
    with format_of(FileType.XLSX).loader(path, path.name, IngestSettings()) as source:
        list(source)
        rows = [TableRow.from_dict(item) for item in json.loads(dict(source.tables)[1])]
    assert {row.title for row in rows} == {
        "Westmere Sailing Club - Membership fees and subscriptions 2026 (1 January 2026 to 31 December 2026)"
    }
    said = tokens("Westmere Sailing Club - Membership fees and subscriptions 2026")
    assert carried_by_state(tokens("What is the fee for a cadet member?"), said) == {"member"}
    assert carried_by_state(tokens("How much is cadet membership?"), tokens("Cadet members pay 95 pounds")) == {
        "membership"
    }
    assert carried_by_state(tokens("Who is a member?"), tokens("The members meet monthly")) == set()


def test_a_sentence_referring_back_is_quoted_with_the_sentence_it_refers_to(libraries: dict[str, Engine]) -> None:
    response = libraries["insurance"].ask("Am I covered for skiing?", session_id="ski")
    assert response.mode is Mode.DIRECT_ANSWER
    answer = response.answer or ""
    assert "can be added for an extra premium" in answer and "It covers skiing" in answer
    assert "Golf" not in answer
    assert refers_back("It covers skiing and snowboarding.") and not refers_back("It is important to ski safely.")
    assert not refers_back("Winter sports cover can be added.")
    assert not refers_back("It may take up to ten days to process your request.")  # what follows
