"""A table row read with its label column's header and its note; an aim and the question's own words
are not an answer (2026-12-07, eighty-second session, found by documents written blind for the probes).

A sustainability report (PDF) gives its emissions in a table headed "Emissions source | 2023 | 2024 |
Change": "What were scope 2 emissions in 2024?" was answered, high, by "... which is why our
market-based scope 2 emissions fell so sharply.", which states no figure, because the rows lacked
"emissions" (the PDF's header line has no separators, so its label column's header was not read) and
"2" was found in the section's number ("2. Our carbon footprint"). A dental practice's "Are you open
on Saturdays?" quoted the hours and hid the row's note ("first and third Saturday of each month"). A
charity's "How much does the charity have in reserves?" was answered by its reserves policy, a fund's
"What is the yield on the fund?" by what the fund aims for, and a leaflet's "What side effects can it
cause?" (high) by "Like all medicines, Calmakid can cause side effects, although not everybody gets
them.".
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.forecast import aim_instead
from rag_core.answer.judging.kinds import names_none_of_what, other_kind
from rag_core.answer.judging.label_header import label_header
from rag_core.answer.understand.question import analyse
from rag_core.ingest.tables import TableCell, TableRow
from rag_core.text.lexicon import STOPWORDS, tokens
from tests.helpers.answers import assert_answered, assert_not_answered_by, engine_on
from tests.helpers.candidates import candidate
from tests.helpers.office import heading, make_docx, para, table
from tests.helpers.pdfs import make_table_pdf

REPORT = make_table_pdf(
    ["We measure our greenhouse gas emissions using the GHG Protocol Corporate Standard."],
    "2. Our carbon footprint",
    [
        ["Emissions source", "2023", "2024", "Change"],
        ["Scope 1 (gas and fleet fuel)", "1,284", "1,117", "-13%"],
        ["Scope 2 (electricity, location-based)", "962", "874", "-9%"],
        ["Scope 3 (purchased goods and travel)", "3,420", "3,305", "-3%"],
    ],
    [
        "All electricity at both sites has been supplied on a renewable tariff since 1 April 2024, which is why "
        "our market-based scope 2 emissions fell so sharply.",
        "Our reserves policy is to hold unrestricted reserves equal to at least three months' running costs, so "
        "that we could keep going if our funding fell suddenly.",
        "Our reserves at 31 March 2024 were £78,300.",
    ],
)

PRACTICE = make_docx(
    heading("Opening hours"),
    table(
        [
            ["Day", "Opening hours", "Notes"],
            ["Monday", "8:30am - 5:30pm", ""],
            ["Saturday", "9:00am - 12:30pm", "Private appointments only, first and third Saturday of each month"],
            ["Sunday", "Closed", ""],
        ],
        header_rows=1,
    ),
    heading("Side effects"),
    para("Like all medicines, Calmakid can cause side effects, although not everybody gets them."),
    para("Common side effects of Calmakid: stomach ache, indigestion and feeling sick."),
    title="Practice guide",
)


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "report", {"sustainability_report.pdf": REPORT})


@pytest.fixture(scope="module")
def practice(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "practice", {"practice_guide.docx": PRACTICE})


def test_a_pdf_rows_label_column_header_is_read_from_a_header_line_without_separators() -> None:
    row = TableRow(
        label="Scope 1 (gas and fleet fuel)",
        cells=(TableCell(("2023",), "1,284"), TableCell(("2024",), "1,117"), TableCell(("Change",), "-13%")),
    )
    page = "Figures are in tonnes.\nEmissions source 2023 2024 Change\nScope 1 (gas and fleet fuel) 1,284 1,117 -13%"
    assert label_header(page, row) == "Emissions source"
    # a line that only ends with the headers after a whole sentence is no header line
    assert label_header("We compare our emissions with the years 2023 2024 Change", row) == ""
    # a label column headed by a period is the period checks' to read
    assert label_header("Year ended 31 December 2023 2024 Change", row) == ""


def test_the_emissions_row_answers_and_a_sentence_without_a_figure_does_not(report: Engine) -> None:
    for question in ("What were scope 2 emissions in 2024?", "scope 2 emissions 2024"):
        assert_answered(report, question, "874")
    assert_answered(report, "How much scope 1 emissions in 2023?", "1,284")


def test_a_row_is_quoted_with_its_note(practice: Engine) -> None:
    for question in ("Are you open on Saturdays?", "What are the opening hours on Saturday?"):
        assert_answered(practice, question, "first and third Saturday of each month")
    # a row whose note is empty is its cell
    response = practice.ask("What time do you open on Mondays?", session_id="monday")
    assert "8:30am" in (response.answer or "") and "Notes" not in (response.answer or "")


@pytest.mark.parametrize(
    ("question", "quote", "aim"),
    [
        (
            "How much does the charity have in reserves?",
            "Our reserves policy is to hold unrestricted reserves equal to at least three months' running costs, "
            "so that we could keep going if our funding fell suddenly.",
            True,
        ),
        (
            "What is the yield on the fund?",
            "The fund aims to provide an income yield higher than that of the FTSE All-Share Index.",
            True,
        ),
        # the aim asked, or a figure reached beside the aim
        (
            "What is the reserves policy?",
            "Our reserves policy is to hold reserves equal to three months' costs.",
            False,
        ),
        ("What is the fund's objective?", "The fund aims to provide an income yield above the index.", False),
        ("How many volunteers do they want to recruit?", "We aim to recruit 80 new volunteers.", False),
        ("How much were the reserves?", "Reserves were £78,300, and our policy is to hold three months' costs.", False),
    ],
)
def test_an_aim_does_not_state_a_figure(question: str, quote: str, aim: bool) -> None:
    assert aim_instead(analyse(question), candidate(quote)) is aim


def test_reserves_are_answered_by_the_figure_not_the_policy(report: Engine) -> None:
    assert_not_answered_by(report, "How much does the charity have in reserves?", "policy")


@pytest.mark.parametrize(
    ("question", "quote", "echo"),
    [
        (
            "What side effects can it cause?",
            "Like all medicines, Calmakid can cause side effects, although not everybody gets them.",
            True,
        ),
        ("What documents do I need?", "You will need documents.", True),
        # the kind followed by what picks some, or another question
        ("What side effects can it cause?", "Common side effects: stomach ache and indigestion.", False),
        ("What documents do I need?", "You will need documents that prove your address.", False),
        ("What hours will I be working?", "Your working hours are 9am to 5pm, with a lunch break of one hour.", False),
        ("Can it cause side effects?", "Calmakid can cause side effects.", False),
    ],
)
def test_the_question_said_back_names_none_of_the_things_asked(question: str, quote: str, echo: bool) -> None:
    assert names_none_of_what(analyse(question), candidate(quote)) is echo


def test_side_effects_are_not_answered_by_saying_there_are_some(practice: Engine) -> None:
    assert_not_answered_by(practice, "What side effects can it cause?", "not everybody")


FEES = make_docx(
    heading("Fees"),
    table(
        [
            ["Fee", "Amount", "When you pay it"],
            ["Mortgage exit fee", "£125", "When you repay the mortgage"],
            ["Product fee", "£999", "Added to the loan"],
        ],
        header_rows=1,
    ),
    para("If you have any questions about this offer, please speak to your mortgage adviser, Sam Patel."),
    title="Mortgage offer",
)


@pytest.fixture(scope="module")
def fees(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "fees", {"mortgage_offer.docx": FEES})


def test_a_row_named_for_another_kind_of_the_thing_is_not_looked_up(fees: Engine) -> None:
    # "Mortgage exit fee" shares two words in three with "the mortgage adviser's fee", which it is not
    assert_not_answered_by(fees, "How much is the mortgage adviser's fee?", "£125")
    assert_answered(fees, "How much is the mortgage exit fee?", "£125")


@pytest.mark.parametrize(
    ("question", "label", "missing", "other"),
    [
        ("How much is the mortgage adviser's fee?", "Mortgage exit fee", ("adviser",), True),
        ("What's the total amount repayable?", "Total amount to be repaid", ("repayable",), False),  # two forms
        ("How much is the sofa bed for my son?", "Sofa bed for child", ("son",), False),  # the reader's people
        ("How much extra is the sofa bed?", "Sofa bed for child", ("extra",), False),  # not beside the label's
        ("How much is the fee?", "Mortgage exit fee", (), False),  # the question says no word the row lacks
    ],
)
def test_a_label_word_beside_a_question_word_the_row_lacks_is_another_kind(
    question: str, label: str, missing: tuple[str, ...], other: bool
) -> None:
    asked = analyse(question)
    row = candidate(f"{label} | Amount | £125", missing=missing)
    stems = {t.stem for t in tokens(label) if t.lower not in STOPWORDS}
    assert other_kind(asked, stems, frozenset(t.stem for t in asked.tokens), row) is other
