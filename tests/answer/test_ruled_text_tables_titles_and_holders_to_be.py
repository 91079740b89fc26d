"""A plain text file's ruled table and numbered titles, a segment table's years under its groups, and
answers that speak of another thing (2026-12-07, eighty-third session, found by six documents written
blind for the probes: a council notice, a staff handbook, an annual report, a 10-Q, a buying guide and a
privacy policy).

A council's notice saved as text sets its tax bands in columns of spaces under a rule of dashes; the
rows were one run-together paragraph, and "band a council tax" was answered, high, by the section's
title "1.1 Council tax bands and annual charges" (its number opens the sentence, so it was not read as
a title). "Is paternity leave paid?" was not answered by "... 2 weeks' paternity leave at full pay"
("paid" is "pay" in another form); "enhanced maternity pay" was answered, high, by "Enhanced shared
parental pay is paid on the same basis as enhanced maternity pay."; "Who is the auditor?", high, by the
firm recommended to take over next year; "What's the CEO pay ratio?" was read as asking who the CEO
is. A 10-Q's segment table lost its years ("2025   2024        %   2025   2024": the change column's
"%" made the years line a row), so the operating income of last year answered for this quarter. A
buying guide's "**Can I extend my warranty?** Yes." was quoted whole as the answer, and "How do I
stop getting marketing emails?" was answered by how to stop the text messages.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.understand.question import analyse
from rag_core.answer.judging.gates import gives_only_change
from rag_core.answer.judging.kinds import conditioned_instead
from rag_core.answer.judging.lent import numbered_title
from rag_core.answer.judging.sentences import counted_otherwise
from rag_core.ingest.markdown_tables import section_with_tables
from rag_core.ingest.tables import rows_from_layout
from rag_core.text.lexicon import tokens
from rag_core.text.sentences import split_sentences
from tests.helpers.answers import assert_answered, assert_not_answered_by, engine_on
from tests.helpers.candidates import candidate
from tests.helpers.office import heading, make_docx, make_xlsx, para, table
from tests.helpers.statements import centred, left, page_texts, right, statement_pdf

NOTICE = """KIRKMOOR BOROUGH COUNCIL
YOUR COUNCIL TAX AND PARKING 2026/27

1. COUNCIL TAX 2026/27

The total Band D charge for 2026/27 has gone up by £107.40, an increase
of 4.70% on last year.

1.1 Council tax bands and annual charges

Your band is based on what your home would have been worth on
1 April 1991. The charges below do not include parish precepts.

Band   Property value at 1 April 1991   Annual charge 2026/27
----   ------------------------------   ---------------------
A      Up to £40,000                    £1,594.77
B      £40,001 to £52,000               £1,860.56
C      £52,001 to £68,000               £2,126.36
D      £68,001 to £88,000               £2,392.15
E      £88,001 to £120,000              £2,923.74

2. PARKING

2.1 Resident parking permit prices from 1 April 2026

Permit type                                           Price
---------------------------------------------------   --------------
Resident permit - first vehicle                       £60 a year
Resident permit - second vehicle                      £110 a year
Visitor permits (book of 10 daily scratch cards)      £15 per book
Carer permit (for visiting carers)                    Free

There is a limit of three resident permits per household.
""".encode()

HANDBOOK = make_docx(
    heading("Family leave"),
    para(
        "Maternity leave: if you have 1 year's service when your baby is due, we pay 16 weeks at full pay, "
        "then 10 weeks at half pay, then statutory maternity pay."
    ),
    para("Enhanced shared parental pay is paid on the same basis as enhanced maternity pay."),
    para(
        "Paternity leave: partners can take 2 weeks' paternity leave at full pay, within 52 weeks of the birth "
        "or adoption."
    ),
    para(
        "Unpaid parental leave: you can take up to 18 weeks of unpaid leave for each child before their 18th birthday."
    ),
    heading("Notice periods"),
    para("The notice that you and the practice must give to end your employment depends on your length of service."),
    table(
        [
            ["Length of service", "Notice you must give", "Notice we will give you"],
            ["During probation", "1 week", "1 week"],
            ["Probation completed, up to 2 years", "1 month", "1 month"],
            ["2 years or more, but less than 5 years", "2 months", "2 months"],
            ["5 years or more", "3 months", "3 months"],
        ],
        header_rows=1,
    ),
    para("Associates and Directors must give 3 months' notice whatever their length of service."),
    para("Notice must be given in writing, by email to your line manager."),
    title="Staff handbook",
)

REPORT = """Greywell Water Group plc - Annual Report 2025

Directors' remuneration

Rachel Whitcombe became Chief Executive on 1 July 2021.
The Chief Executive's total pay for the year was £1,775,000.
The ratio of the Chief Executive's total pay to that of our median employee is 61:1 (2024: 55:1).

External auditor

KPMG LLP has been the company's external auditor since the 2016 financial year.
Following a competitive tender during 2024, the Audit Committee has recommended that Ernst & Young LLP be \
appointed as the Group's auditor for the year ending 31 March 2027.
""".encode()

GUIDE = """# Buying guide and warranty FAQ

## Warranty

Every Haddon bike comes with a 2-year warranty on the motor and battery.

**Can I extend my warranty?** Yes. Haddon Care+ extends the motor and battery warranty to 4 years for £149. \
You must buy it within 60 days of delivery.

## Marketing

We send marketing emails about new bikes and offers once a month.

To stop marketing text messages, reply STOP to any message.

We will only send you offers if you agree to receive them.

## Your data

We never sell your health data, and we never share it with insurers, employers or advertisers.
""".encode()


@pytest.fixture(scope="module")
def notice(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "notice", {"council_notice.txt": NOTICE})


@pytest.fixture(scope="module")
def others(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {"staff_handbook.docx": HANDBOOK, "annual_report.txt": REPORT}
    yield engine_on(tmp_path_factory, embedder, "others", files)


@pytest.fixture(scope="module")
def guide(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "guide", {"buying_guide.md": GUIDE})


def test_a_text_files_table_ruled_with_dashes_is_read_as_rows() -> None:
    lines = NOTICE.decode().splitlines()
    text, rows = section_with_tables(lines, "section 1")  # type: ignore[misc]
    assert "D | Property value at 1 April 1991: £68,001 to £88,000 | Annual charge 2026/27: £2,392.15" in text
    assert "Visitor permits (book of 10 daily scratch cards) | Price: £15 per book" in text
    assert "£2,392.15" in rows and "Annual charge 2026/27" in rows
    # a cell wrapped onto a line of its own stays in its row
    wrapped = [
        "Service                          Fee",
        "-------------------------------  ---------------------------",
        "Sending money outside the UK     £15 per payment, plus any",
        "                                 charges of the other bank",
        "Stopping a cheque                £10",
    ]
    text, _ = section_with_tables(wrapped, "section 1")  # type: ignore[misc]
    assert "Sending money outside the UK | Fee: £15 per payment, plus any charges of the other bank" in text
    # a heading underlined by one rule, and a rule of one run, are no table
    assert section_with_tables(["Fees", "----", "We charge no fees."], "section 1") is None


def test_the_ruled_tables_cells_answer_and_the_sections_title_does_not(notice: Engine) -> None:
    assert_answered(notice, "What is the annual charge for band D?", "£2,392.15")
    assert_answered(notice, "vistor parking permits price", "£15 per book")
    for question in ("vistor parking permits price", "council tax bands"):
        assert_not_answered_by(notice, question, "from 1 April 2026")
        assert_not_answered_by(notice, question, "Council tax bands and annual charges")
    # the rise in the charge is no charge
    assert_not_answered_by(notice, "How much is band D council tax?", "£107.40")


def test_a_title_whose_number_opens_its_sentence_is_a_title() -> None:
    text = "of 4.70% on last year.\n\n1.1 Council tax bands and annual charges\n\nYour band is based on ..."
    (title,) = [s for s in split_sentences(text) if "bands" in s.text]
    assert title.text.startswith("1.1 ") and numbered_title(text, title)
    # a sentence of its own opening with a figure is none
    text = "Opening hours\n\n24 hours a day, every day of the year.\n\nCall us any time."
    (line,) = [s for s in split_sentences(text) if "hours a day" in s.text]
    assert not numbered_title(text, line)


@pytest.mark.parametrize(
    ("text", "change"),
    [
        ("The total Band D charge for 2026/27 has gone up by £107.40, an increase of 4.70% on last year.", True),
        ("Rents went up by 3% in 2025.", True),
        ("The Band D charge for 2026/27 is £2,392.15, up 4.70% on last year.", False),
    ],
)
def test_a_sentence_giving_only_a_rise_gives_no_value(text: str, change: bool) -> None:
    assert gives_only_change(text) is change


def test_paid_is_said_by_pay(others: Engine) -> None:
    assert_answered(others, "Is paternity leave paid?", "2 weeks' paternity leave at full pay")


@pytest.mark.parametrize(
    ("question", "text", "otherwise"),
    [
        ("How long is the notice period after 3 years?", "5 years or more | Notice you must give: 3 months", {"3"}),
        ("How long is the notice period after 3 years?", "3 years or more | Notice you must give: 2 months", set()),
        ("What is the fee for 3 months?", "The fee is £30 for 3 months.", set()),
        ("What is the fee for 3 months?", "Row 3: Fee: £30 a month", set()),  # a number with no unit
    ],
)
def test_a_number_counted_in_another_unit_is_not_the_questions(question: str, text: str, otherwise: set[str]) -> None:
    assert counted_otherwise(tokens(question), tokens(text)) == otherwise


def test_a_row_is_not_named_by_its_values_number(others: Engine) -> None:
    assert_not_answered_by(others, "How long is the notice period after 3 years?", "5 years or more")


def test_a_thing_the_answer_is_only_likened_to_is_not_what_it_tells(others: Engine) -> None:
    assert_not_answered_by(others, "enhanced maternity pay", "same basis")
    # asked whether they are alike, it answers
    assert_answered(others, "Is shared parental pay the same as maternity pay?", "same basis as enhanced maternity pay")


_TRAVEL = (
    "Premier also covers your pet while travelling in the European Union for up to 90 days per trip, as long as "
    "your pet meets the animal health certificate and rabies vaccination rules for the journey."
)


@pytest.mark.parametrize(
    ("question", "text", "conditioned"),
    [
        ("are vaccinations covered", _TRAVEL, True),
        ("Is my pet covered in the European Union?", _TRAVEL, False),
        # the question's own condition
        (
            "Can I cancel if I have made a claim?",
            "You can cancel at any time, as long as you have not made a claim.",
            False,
        ),
        ("Is dental treatment covered?", "Dental treatment is covered as long as your pet had a check-up.", False),
        # "provided" the verb is no condition
        (
            "Is the council responsible for content on linked sites?",
            "The council has provided links to other sites only for convenience, and is not responsible for their content.",
            False,
        ),
    ],
)
def test_a_word_said_only_in_a_condition_is_not_what_a_yes_no_answer_tells(
    question: str, text: str, conditioned: bool
) -> None:
    assert conditioned_instead(analyse(question), candidate(text)) is conditioned


def test_who_holds_a_post_is_not_who_is_to_hold_it(others: Engine) -> None:
    assert_not_answered_by(others, "Who is the auditor?", "Ernst & Young")
    assert_answered(others, "Who is the CEO?", "Rachel Whitcombe")


def test_a_persons_pay_is_not_a_question_about_who_they_are(others: Engine) -> None:
    assert_answered(others, "What's the CEO pay ratio?", "61:1")


def test_an_faq_answer_is_quoted_without_its_question(guide: Engine) -> None:
    assert [s.text for s in split_sentences("**Can I extend my warranty?** Yes. Haddon Care+ extends it.")] == [
        "**Can I extend my warranty?**",
        "Yes.",
        "Haddon Care+ extends it.",
    ]
    response = guide.ask("Can I extend the warranty?", session_id="extend")
    assert "Haddon Care+ extends the motor and battery warranty" in (response.answer or "")
    assert "**" not in (response.answer or "")


def test_an_organisation_named_by_its_trade_is_said_by_its_trades_noun(guide: Engine) -> None:
    assert_answered(guide, "Do you share my data with my insurance company?", "never share it with insurers")


def test_a_purpose_of_another_thing_does_not_tell_how(guide: Engine) -> None:
    assert_not_answered_by(guide, "How do I stop getting marketing emails?", "text messages")
    assert_answered(guide, "How do I stop marketing text messages?", "reply STOP")


_MODELS_HEADER = [
    "Model",
    "Category",
    "Price (£ inc VAT)",
    "Motor",
    "Battery (Wh)",
    "Range up to (miles)",
    "Weight (kg)",
    "Frame warranty (years)",
    "Colours",
    "Notes",
]
BIKES = make_xlsx(
    {
        "Models 2026": [
            ["Haddon Electric Bikes - 2026 price and specification list"],
            ["All prices in pounds sterling including VAT at 20%. Range figures are estimates."],
            [],
            _MODELS_HEADER,
            ["Fold 200", "Folding", 1249, "250 W rear hub", 360, 35, 17.9, 5, "Matt Black", "Folds in 20 seconds"],
            ["City 300", "Urban commuter", 1599, "250 W rear hub", 418, 45, 23.5, 5, "Sage Green", "Mudguards fitted"],
            ["City 300 Step-Through", "Urban commuter", 1599, "250 W rear hub", 418, 45, 23.1, 5, "Cream", "Low frame"],
            ["Tour 800", "Touring", 3799, "250 W mid-drive", 800, 85, 26.8, 10, "Graphite", "Dual battery option"],
        ],
        "Accessories": [
            ["Item", "Code", "Price (£ inc VAT)", "Fits"],
            ["Spare battery 360 Wh", "HB-BAT360", 329, "Fold 200"],
            ["Spare battery 418 Wh", "HB-BAT418", 399, "City 300, City 300 Step-Through"],
            ["Rear pannier rack", "HB-RACK", 59, "City 300, Tour 800"],
        ],
    }
)


@pytest.fixture(scope="module")
def bikes(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "bikes", {"price_list.xlsx": BIKES})


def test_how_heavy_asks_a_sheets_weight_column(bikes: Engine) -> None:
    assert_answered(bikes, "How heavy is the City 300?", "City 300 | Weight (kg) | 23.5")
    assert_answered(bikes, "How heavy is the Fold 200?", "17.9")


TENQ = b"""<!DOCTYPE html><html><head><title>Harbor Lane Home, Inc. - Form 10-Q</title></head><body>
<h1>Item 1. Financial Statements</h1>
<table>
<caption>HARBOR LANE HOME, INC. - CONDENSED CONSOLIDATED STATEMENTS OF INCOME (in thousands)</caption>
<thead>
<tr><th rowspan="2"></th><th colspan="2">Three Months Ended</th><th colspan="2">Six Months Ended</th></tr>
<tr><th>August 2, 2025</th><th>August 3, 2024</th><th>August 2, 2025</th><th>August 3, 2024</th></tr>
</thead>
<tbody>
<tr><td>Net sales</td><td>$ 612,480</td><td>$ 567,105</td><td>$ 1,158,930</td><td>$ 1,082,640</td></tr>
<tr><td>Total operating expenses</td><td>192,245</td><td>178,897</td><td>370,295</td><td>346,060</td></tr>
<tr><td>Operating income</td><td>44,160</td><td>33,767</td><td>72,415</td><td>56,230</td></tr>
</tbody>
</table>
<p>Net sales increased 8.0% in the second quarter, driven by comparable sales growth.</p>
</body></html>"""


@pytest.fixture(scope="module")
def tenq(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "tenq", {"harborlane_10q.html": TENQ})


def test_a_header_cell_spanning_two_rows_keeps_the_columns_under_their_dates(tenq: Engine) -> None:
    assert_answered(
        tenq,
        "total operating expenses for the three months ended August 2, 2025",
        "Total operating expenses | Three Months Ended | August 2, 2025 | 192,245",
    )
    assert_answered(tenq, "What was revenue for the quarter?", "Three Months Ended | August 2, 2025 | $ 612,480")
    assert_not_answered_by(tenq, "What was revenue for the quarter?", "August 2, 2025 | $ 567,105")


_X = (95, 115, 135, 160, 185)
SEGMENTS = [
    [left("Note 9. Segment Information")],
    [],
    [
        left("Three months ended September 30"),
        centred("Net revenue", 105),
        centred("Change", 135),
        centred("Segment operating income", 172),
    ],
    [left("(in thousands)")],
    [left("Segment")] + [right(t, x) for t, x in zip(("2025", "2024", "%", "2025", "2024"), _X)],
    [left("Industrial Sensing")]
    + [right(t, x) for t, x in zip(("198,420", "185,300", "7.1%", "31,840", "27,650"), _X)],
    [left("Life Sciences Instruments")]
    + [right(t, x) for t, x in zip(("131,560", "118,940", "10.6%", "24,910", "19,880"), _X)],
]


def test_a_segment_tables_years_stand_under_its_groups_beside_a_change_column() -> None:
    rows = rows_from_layout(*page_texts(statement_pdf([SEGMENTS])))
    (life,) = [r for r in rows if r.label == "Life Sciences Instruments"]
    headers = {cell.value: cell.header for cell in life.cells}
    assert headers["24,910"] == ("Three months ended September 30", "Segment operating income", "2025")
    assert headers["19,880"][-1] == "2024" and headers["131,560"][-2:] == ("Net revenue", "2025")
    assert headers["10.6%"][-2:] == ("Change", "%")
