"""A sheet whose title names both years, who did a deed, clipped words and contacts in a booklet's
contact section (2026-12-07, eighty-fourth session, found by six documents written blind for the
probes: a 10-K extract, an encyclopedia article in Markdown, a sales workbook, a streaming service's
terms, a pension booklet and a lab's safety procedure).

A workbook's summary sheet titled "Sales summary FY2024 and FY2025" read its "FY2024" column as a part
of the whole (so no cell was a stated figure), and, once it was not, its title's years let either
column answer either year. "Which country is Vandermeer Horeca based in?" failed the evidence gate on
"based". "Who designed the bridge?" and "Who founded Wardenau?" were shown as passages beside the
sentences naming them. "Who is the lab manager?" did not find "Laboratory Manager: Dr Ana Ferreira
(ext. 4417) ..." (nor did the sentence end at "ext."). "pension helpline number" was not answered by
"Helpline 0345 600 2718, ..." in the booklet's contact section. "What are the core hours?" was
answered by "We operate flexitime around core hours.", "How much does Premier cover cost per month?"
by a limit a year, "How long before I can claim for an illness?" by the 12 months before a dental
problem, and "How many shares did Crestline buy back?" was passed over for the sum paid.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.find.gate import keyword_coverage
from rag_core.answer.judging.agents import agent_named
from rag_core.answer.judging.amounts import part_instead
from rag_core.answer.judging.deeds import doers_deed
from rag_core.answer.judging.forecast import past_instead
from rag_core.answer.understand.classify import AnswerType, defined_term
from rag_core.answer.understand.question import analyse
from rag_core.answer.understand.slots import asked_shape, has_shape
from rag_core.retrieved import RetrievedChunk
from rag_core.storage.chunks import StoredChunk
from rag_core.text.lexicon import stem, tokens
from rag_core.text.sentences import split_sentences
from rag_core.text.word_forms import names_other_rate
from rag_core.types import ChunkMeta
from tests.helpers.answers import assert_answered, assert_not_answered_by, engine_on
from tests.helpers.candidates import candidate
from tests.helpers.office import heading, make_docx, make_xlsx, para

SALES = make_xlsx(
    {
        "Summary": [
            ["Brackwater Catering Supply Ltd - Sales summary FY2024 and FY2025"],
            [],
            ["Metric", "FY2024", "FY2025", "Change"],
            ["Total revenue (GBP)", 3872940, 4198605, "+8.4%"],
            ["Active customers", 412, 438, "+6.3%"],
            ["Gross margin", "27.8%", "28.6%", "+0.8 pts"],
        ],
        "Top customers": [
            ["Top customers by revenue, FY2025"],
            [],
            ["Rank", "Customer", "Country", "Account manager", "Orders FY2025"],
            [1, "Greystone Hospitality Group", "United Kingdom", "Priya Natarajan", 212],
            [2, "Halvorsen Hotels AS", "Norway", "Marta Lindqvist", 67],
            [3, "Vandermeer Horeca BV", "Netherlands", "Marta Lindqvist", 41],
        ],
        "Notes": [
            ["Notes and definitions"],
            ["Currency: all amounts are in pounds sterling (GBP) and exclude VAT."],
            ["Regions are based on the customer's delivery address."],
        ],
    },
    {f"Summary!{col}4": "#,##0" for col in "BC"},
)

ARTICLE = b"""# Wardenau

**Wardenau** is a town in Lower Saxony, Germany, on the right bank of the river Weser.

## History

The village of Wardenowe is first mentioned in 1096 in a charter of Corvey Abbey.
Bernhard of Wardenberg is regarded as the founder of the town: in 1243 he granted Wardenau town rights.
As part of the local government reform of 1974, the villages of Espe, Hollen and Rode were merged into the town.
The figures for 1987 and later years include the villages merged in 1974.

## Transport

The first fixed bridge, a steel arch bridge with a span of 118 metres, was designed by the engineer August
Rehbein and opened on 2 October 1898.
A cable ferry at Espe carries cyclists and cars across the river from April to October.
"""

BOOKLET = make_docx(
    heading("Working hours"),
    para("We operate flexitime around core hours. You record your hours on the staff portal each week."),
    heading("Laboratories"),
    para(
        "- Laboratory Manager: Dr Ana Ferreira (ext. 4417) is responsible for the day-to-day running of the "
        "laboratories, access and equipment."
    ),
    para("- School Safety Officer: Kieran Dobbs (ext. 4452) advises on safety and investigates incidents."),
    para(
        "A minor spill is less than 500 mL of a low-hazard substance that you have been trained to clean up. "
        "Any other spill is a major spill."
    ),
    heading("Pet cover"),
    para(
        "Dental illness, such as gum disease, is covered on Premier only, up to £1,000 a year, as long as your pet "
        "had a dental check with a vet in the 12 months before the problem started."
    ),
    heading("Who cannot apply"),
    para("Individual artists cannot apply directly."),
    para("Schools may not apply."),
    para(
        "A community group may run a project in partnership with a school, as long as the activity takes place "
        "outside school hours."
    ),
    heading("Your pension: contact us"),
    para("If you have a question about your pension, our administrators are here to help."),
    para("Helpline 0345 600 2718, Monday to Friday, 8:30am to 5:30pm."),
)

FILING = (
    b"Crestline Packaging Corporation\nAnnual report for fiscal 2025\n\nShare repurchases\n\n"
    b"During fiscal 2025, we repurchased 412,000 shares for $27.8 million, at an average price of $67.48 per "
    b"share. As of September 27, 2025, $152.2 million remained available under the authorization.\n\n"
    b"Raw materials\n\nOur principal raw materials are polyethylene, polypropylene and PET resins, nylon and "
    b"aluminum foil.\n\nMarket for our stock\n\nOur common stock is traded on the New York Stock Exchange under "
    b"the symbol CRPK.\n"
)


@pytest.fixture(scope="module")
def sales(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "sales", {"Brackwater_Sales_FY2025.xlsx": SALES})


@pytest.fixture(scope="module")
def article(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "article", {"Wardenau.md": ARTICLE})


@pytest.fixture(scope="module")
def booklet(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {"staff_booklet.docx": BOOKLET, "crestline_10k.txt": FILING}
    yield engine_on(tmp_path_factory, embedder, "booklet", files)


def test_a_sheet_column_named_by_its_year_answers_that_year_only(sales: Engine) -> None:
    assert_answered(sales, "What was total revenue in FY2024?", "3,872,940")
    assert_not_answered_by(sales, "What was total revenue in FY2024?", "4,198,605")
    assert_answered(sales, "What was our revenue in FY2025?", "4,198,605")
    assert_not_answered_by(sales, "What was our revenue in FY2025?", "3,872,940")


def test_a_word_a_row_may_phrase_otherwise_is_no_missing_evidence(sales: Engine) -> None:
    assert_answered(sales, "Which country is Vandermeer Horeca based in?", "Netherlands")


def _passage(text: str) -> RetrievedChunk:
    meta = ChunkMeta("sales.xlsx", "d1", 1, "1", 0, 0, len(text), "p.1", "", "", "unknown", "xlsx")
    return RetrievedChunk(StoredChunk("d1:1:0", text, meta), 0.2, 0.0, 0.2)


def test_a_word_a_passage_may_phrase_otherwise_counts_as_no_missing_evidence() -> None:
    row = _passage("Row 13: Customer: Vandermeer Horeca BV | Country: Netherlands | Orders FY2025: 41")
    weights = {stem("country"): 1.0, stem("vandermeer"): 2.0, stem("horeca"): 2.0, stem("based"): 3.0}
    assert keyword_coverage(weights, (row,), 5) == 1.0
    # a word that is no such phrasing still counts as missing
    weights[stem("placed")] = 3.0
    assert keyword_coverage(weights, (row,), 5) < 0.7


def test_who_did_a_deed_is_answered_by_the_sentence_naming_the_doer(article: Engine) -> None:
    assert_answered(article, "Who designed the bridge?", "August")
    assert_answered(article, "Who founded Wardenau?", "Bernhard of Wardenberg")


@pytest.mark.parametrize(
    ("question", "text", "named"),
    [
        ("Who designed the bridge?", "The bridge was designed by the engineer August Rehbein in 1898.", True),
        ("Who defeated Montcalm at Quebec?", "In 1759 James Wolfe defeated Montcalm at Quebec.", True),
        ("Who founded the town?", "Bernhard of Wardenberg is regarded as the founder of the town.", True),
        # the deed done to another: the Venetians betrayed the castle, not the Normans
        ("Who betrayed the Normans?", "The castle was betrayed to the Normans by the Venetians.", False),
        # the name before the deed is the object of a preposition, not its doer
        ("Who fled from the city?", "Several monks of Saint-Evroul fled the city.", False),
        ("Who designed the bridge?", "The bridge was designed to carry trains.", False),
        ("Who is the engineer?", "The bridge was designed by the engineer August Rehbein.", False),
        # an agent noun of another thing, and no name
        ("Who started the company?", "Every new starter attends a 10-day induction.", False),
    ],
)
def test_the_doer_of_a_deed_is_named_beside_it(question: str, text: str, named: bool) -> None:
    found = agent_named(analyse(question), [candidate(text, p=0.5)], min_p=0.15)
    assert bool(found) is named


def test_which_villages_asks_for_their_names(article: Engine) -> None:
    assert_not_answered_by(article, "Which villages were merged into the town in 1974?", "figures for 1987")
    assert asked_shape("Which villages were merged into the town in 1974?") == "names"


def test_a_clipped_word_is_said_by_its_whole_one(booklet: Engine) -> None:
    assert_answered(booklet, "Who is the lab manager?", "Dr Ana Ferreira")


def test_a_sentence_goes_on_after_an_extension_number() -> None:
    text = "Laboratory Manager: Dr Ana Ferreira (ext. 4417) is responsible for the laboratories."
    assert len(split_sentences(text)) == 1


def test_a_contact_line_answers_for_a_word_its_section_says(booklet: Engine) -> None:
    assert_answered(booklet, "pension helpline number", "0345 600 2718")


@pytest.mark.parametrize(
    ("question", "shape"),
    [
        ("What are the core hours?", "clock_time"),
        ("What are your opening hours?", "clock_time"),
        ("What are the normal lab hours?", "clock_time"),
        ("How many hours do I work?", ""),
    ],
)
def test_what_hours_asks_from_when_to_when(question: str, shape: str) -> None:
    assert asked_shape(question) == shape


def test_hours_are_given_by_times_or_hours_a_week() -> None:
    assert has_shape("clock_time", "Everyone should be working between 10am and 4pm.")
    assert has_shape("clock_time", "Our normal working week is 37.5 hours per week.")
    assert has_shape("clock_time", "The helpline is open 24 hours a day.")
    assert not has_shape("clock_time", "We operate flexitime around core hours.")


def test_naming_the_hours_gives_none_of_them(booklet: Engine) -> None:
    assert_not_answered_by(booklet, "What are the core hours?", "flexitime")


@pytest.mark.parametrize(
    ("question", "text", "other"),
    [
        ("How much does Premier cover cost per month?", "up to £1,000 a year, as long as ...", True),
        ("How much does Premier cover cost per month?", "£12.50 a month or £140 a year", False),
        ("How much does Premier cover cost per month?", "in the 12 months before the problem started", False),
        ("How much is it?", "up to £1,000 a year", False),
    ],
)
def test_a_rate_asked_is_not_given_by_another(question: str, text: str, other: bool) -> None:
    assert names_other_rate(tokens(question), tokens(text)) is other


def test_a_limit_a_year_is_no_price_a_month(booklet: Engine) -> None:
    assert_not_answered_by(booklet, "How much does Premier cover cost per month?", "Dental illness")


def test_a_wait_before_another_thing_is_not_how_long_before_the_asked_deed(booklet: Engine) -> None:
    assert_not_answered_by(booklet, "How long before I can claim for an illness?", "Dental illness")


def test_a_count_of_the_asked_thing_is_not_passed_over_for_the_sum_paid(booklet: Engine) -> None:
    assert_answered(booklet, "How many shares did Crestline buy back in fiscal 2025?", "412,000 shares")


@pytest.mark.parametrize(
    ("question", "term"),
    [
        ("What counts as a minor spill?", "minor spill"),
        ("What is classed as overtime?", "overtime"),
        ("What qualifies as a near miss?", "near miss"),
    ],
)
def test_what_counts_as_asks_what_a_term_means(question: str, term: str) -> None:
    assert analyse(question).classification.answer_type is AnswerType.DEFINITION
    assert defined_term(question) == term


def test_what_counts_as_is_answered_by_the_terms_definition(booklet: Engine) -> None:
    assert_answered(booklet, "What counts as a minor spill?", "less than 500 mL")


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("What are the main raw materials?", "principal raw materials"),
        ("Which stock exchange is Crestline listed on?", "New York Stock Exchange"),
    ],
)
def test_a_word_is_said_by_the_one_a_filing_uses_for_it(booklet: Engine, question: str, quoted: str) -> None:
    assert_answered(booklet, question, quoted)


_DRAWN = (
    "At September 27, 2025, $85.0 million was outstanding under the revolving credit facility and $6.3 million of "
    "letters of credit had been issued."
)


@pytest.mark.parametrize(
    ("question", "part"),
    [
        ("How big is the revolving credit facility?", True),
        ("How much was outstanding under the revolving credit facility?", False),
        ("How big is the term loan?", False),
    ],
)
def test_a_figure_outstanding_under_a_facility_is_no_size_of_it(question: str, part: bool) -> None:
    drawn = candidate(_DRAWN, answer_value="$85.0 million")
    assert part_instead(analyse(question), drawn) is part


@pytest.mark.parametrize(
    ("question", "text", "past"),
    [
        (
            "How many new stores will they open this year?",
            "During the second quarter we opened 9 new stores, including our first locations in Utah.",
            True,
        ),
        ("How many new stores will they open this year?", "We plan to open 24 new stores in fiscal 2025.", False),
        ("How many stores did they open this year?", "During the second quarter we opened 9 new stores.", False),
        # no time ahead asked: left to the judge
        ("How many people will the stadium hold?", "The stadium held 50,000 people in 1990.", False),
    ],
)
def test_what_was_done_is_not_what_is_planned_for_the_year_ahead(question: str, text: str, past: bool) -> None:
    assert past_instead(analyse(question), candidate(text)) is past


@pytest.mark.parametrize(
    ("question", "deed"),
    [
        ("Can schools apply?", "apply"),
        ("Do charities pay VAT on tickets?", "pay"),
        ("Does the site use cookies?", "use"),
        ("Can I apply?", None),
        ("Are schools eligible?", None),
    ],
)
def test_a_kind_of_doer_named_by_its_plural_asks_its_deed(question: str, deed: str | None) -> None:
    found = doers_deed(analyse(question))
    assert (found.lower if found else None) == deed


def test_a_yes_no_question_of_a_kind_of_doer_is_answered_by_the_sentence_saying_its_deed(booklet: Engine) -> None:
    assert_answered(booklet, "Can schools apply?", "Schools may not apply.")
