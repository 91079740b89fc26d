"""The checks a sentence or table row must pass to answer a question about a measure."""

from __future__ import annotations

import pytest

from rag_core.answer.understand.frame import frame_question
from rag_core.text.measures import load_lexicon
from rag_core.ingest.profile import DocumentProfile
from rag_core.answer.judging.rows import check_row
from rag_core.answer.judging.statement import check_sentence

LEXICON = load_lexicon()
ANNUAL = DocumentProfile(
    entity="Best Buy Co., Inc.", aliases=("best buy",), doc_type="10-K", fiscal_year=2023, period_end="2023-01-28"
)
QUARTERLY = DocumentProfile(
    entity="Best Buy Co., Inc.",
    aliases=("best buy",),
    doc_type="10-Q",
    fiscal_year=2024,
    quarter=2,
    period_end="2023-07-29",
)
ULTA = DocumentProfile(
    entity="Ulta Beauty, Inc.",
    aliases=("ulta",),
    doc_type="earnings release",
    fiscal_year=2023,
    quarter=4,
    period_end="2023-01-28",
    fiscal_naming=1,
)


def _sentence(question: str, text: str, profile: DocumentProfile = ANNUAL):  # type: ignore[no-untyped-def]
    frame = frame_question(question, {}, LEXICON)
    assert frame.measure is not None
    return check_sentence(frame, frame.measure, LEXICON, text, profile, set(question.lower().split()))


def _row(question: str, label: str, header: str, value: str, profile: DocumentProfile, title: str = "", unit: str = ""):  # type: ignore[no-untyped-def]
    frame = frame_question(question, {}, LEXICON)
    assert frame.measure is not None
    return check_row(
        frame, frame.measure, LEXICON, label, header, title, value, unit, profile, set(question.lower().split())
    )


def test_we_sentence_with_the_asked_year_states_the_measure() -> None:
    check = _sentence("What was the revenue in fiscal 2023?", "In fiscal 2023, we generated $46.3 billion in revenue.")
    assert check.passes and check.value == "$46.3 billion" and check.period.explicit


def test_the_figure_made_by_we_is_the_measures_not_a_later_parts() -> None:
    # "made" is what we did, not a kind of capital expenditure; the $20 million is one unit's share.
    check = _sentence(
        "Capital expenditures in the six months ended July 29, 2023",
        "We made capital expenditures of $393 million in the six months ended July 29, 2023, of which $20 million"
        " related to Canada and is inclusive of capital expenditures relating to the new stores.",
        QUARTERLY,
    )
    assert check.passes and check.value == "$393 million"


@pytest.mark.parametrize(
    ("question", "text"),
    [
        ("What was the revenue in fiscal 2021?", "In fiscal 2023, we generated $46.3 billion in revenue."),
        ("What was total revenue in 2023?", "Domestic segment revenue was $41.4 billion in fiscal 2023."),
        ("What was cost of sales in 2023?", "Net sales decreased $5.5 billion in 2023, while cost of sales fell."),
        ("What was total backlog in 2022?", "BCA total backlog of $329,824 million at December 31, 2022 increased."),
        ("How many employees did Boeing have in 2022?", "In 2022 we hired approximately 23,000 new employees."),
        (
            "How many employees were there in 2022?",
            "As of December 31, 2022, our workforce included approximately 50,000 union members.",
        ),
        ("What was revenue in 2022?", "Lease income recorded in Revenue for 2022 included $69 from leases."),
        (
            "What was revenue in the first six months of 2023?",
            "During the first six months of 2023 and 2022, $1,026 million and $1,089 million of revenue was recognized, respectively.",
        ),
        # the term as part of another thing's name (Microsoft's 10-K for fiscal 2016)
        (
            "What was revenue in fiscal 2016?",
            "(a) Revenue reconciling amounts and other for fiscal year 2016 primarily consisted of a net $6.6 billion"
            " of revenue deferrals related to sales of Windows 10.",
        ),
        (
            "What was free cash flow in fiscal 2019?",
            "Adjusted diluted EPS are expected to increase 3 to 5 percent from the base of $3.22 earned in fiscal"
            " 2019. • Free cash flow conversion is expected to be at least 95 percent of adjusted after-tax earnings.",
        ),
        # a figure many words before the term is another thing's (Corning's 10-K: an impairment)
        (
            "What was research and development spending in 2020?",
            "For the year ended December 31, 2020, research, development and engineering expenses increased by"
            " $123 million, or 12%, when compared to the same period in the prior year, primarily driven by a"
            " pre-tax asset impairment loss of $211 million related to the reassessment and reprioritization of"
            " research and development programs.",
        ),
        # a year named only as the base of a comparison (Corning's 10-K: the figure is 2022's)
        (
            "What was net sales in 2021?",
            "Net sales for the year ended December 31, 2022 were $14.2 billion, a net increase of $107 million,"
            " or 1%, when compared to the year ended December 31, 2021.",
        ),
        # a change "by approximately" a figure, and a share "or 22.5%, of" the measure (Nike's and Verizon's 10-Ks)
        (
            "What was revenue in fiscal 2023?",
            "For fiscal 2023, fluctuations in foreign currency exchange rates negatively impacted our reported"
            " Revenues by approximately $2,859 million, reducing our revenue growth rate to 10%.",
        ),
        (
            "What was total debt at the end of 2022?",
            "At December 31, 2022, approximately $34.0 billion, or 22.5%, of the aggregate principal amount of our"
            " total debt portfolio consisted of foreign denominated debt.",
        ),
        # after the term, a figure that is a share of the same measure is not its value
        (
            "What was total debt at the end of 2022?",
            "At December 31, 2022, our foreign denominated debt was $34.0 billion, or 22.5% of total debt.",
        ),
    ],
)
def test_near_misses_are_not_statements_of_the_measure(question: str, text: str) -> None:
    assert not _sentence(question, text).passes


def test_paired_years_give_each_year_its_figure() -> None:
    text = "As of December 31, 2022 and 2021, the total workforce was approximately 156,000 and 142,000."
    assert _sentence("Total workforce at the end of 2021?", text).value == "142,000"
    assert _sentence("Total workforce at the end of 2022?", text).value == "156,000"
    assert not _sentence("Total workforce at the end of 2020?", text).passes


def test_quarter_and_half_year_columns_are_told_apart() -> None:
    q2 = "What was revenue in Q2 fiscal 2024?"
    assert _row(q2, "Revenue", "Three Months Ended July 29, 2023", "$ 9,583", QUARTERLY).passes
    assert not _row(q2, "Revenue", "Six Months Ended July 29, 2023", "$ 19,050", QUARTERLY).passes
    h1 = "What was revenue for the first six months of fiscal 2024?"
    assert _row(h1, "Revenue", "Six Months Ended July 29, 2023", "$ 19,050", QUARTERLY).passes
    assert not _row(h1, "Revenue", "Three Months Ended July 29, 2023", "$ 9,583", QUARTERLY).passes


def test_a_fiscal_year_named_by_its_start_picks_the_right_column() -> None:
    question = "Ulta net sales fiscal 2022"
    assert _row(question, "Net sales", "52 Weeks Ended January 28, 2023", "$ 10,208,580", ULTA).passes
    assert not _row(question, "Net sales", "52 Weeks Ended January 29, 2022", "$ 8,630,889", ULTA).passes


def test_a_date_picks_its_balance_sheet_column() -> None:
    question = "Cash and cash equivalents at July 29, 2023?"
    assert _row(question, "Cash and cash equivalents", "July 29, 2023", "$ 1,093", QUARTERLY).passes
    assert not _row(question, "Cash and cash equivalents", "January 28, 2023", "$ 1,874", QUARTERLY).passes


def test_a_row_of_the_whole_under_a_table_s_own_subheading_states_the_measure() -> None:
    # Adobe's five-year summary: "Additional data: Worldwide employees 15,706 13,893 ..."; the whole
    # company's headcount, named without "worldwide" in the question.
    question = "How many employees did Best Buy have at the end of fiscal 2023?"
    check = _row(question, "Worldwide employees", "Additional data: | Fiscal Years | 2023", "15,706", ANNUAL)
    assert check.passes and check.value == "15,706"
    assert not _row(question, "International employees", "Fiscal Years | 2023", "5,040", ANNUAL).passes


def test_rows_that_only_mention_the_measure_are_not_it() -> None:
    question = "Cash and cash equivalents at July 29, 2023?"
    assert not _row(
        question, "Effect of exchange rate changes on cash and cash equivalents", "July 29, 2023", "(2)", QUARTERLY
    ).passes
    assert not _row(
        "Total revenues Q2 2023?",
        "Total revenues",
        "Three Months Ended International July 2, 2023",
        "$ 6,548",
        QUARTERLY,
    ).passes
    per_share = _row(
        "Net income for the three months ended July 29, 2023?",
        "Net income",
        "Three Months Ended July 29, 2023",
        "$ 0.41",
        QUARTERLY,
        unit="(MILLIONS, EXCEPT PER SHARE DATA)",
    )
    assert not per_share.passes


def test_row_amount_takes_the_table_unit() -> None:
    check = _row(
        "Revenue fiscal 2023",
        "Revenue",
        "Fiscal Years Ended January 28, 2023",
        "$ 46,298",
        ANNUAL,
        unit="$ and shares in millions, except per share amounts",
    )
    assert check.passes and check.amount == pytest.approx(46_298e6)


def test_a_table_title_narrows_a_row_but_not_by_the_measure_s_own_words() -> None:
    question = "What was diluted EPS in fiscal 2023?"
    header = "Fiscal Years Ended January 28, 2023"
    # "Earnings per Share" over the row names the measure itself: its "per" narrows nothing.
    plain = _row(question, "Diluted earnings per share", header, "6.29", ANNUAL, title="Earnings per Share")
    assert plain.passes and not plain.qualifier
    # "Domestic Segment Earnings per Share": the segment's figure, not the company's.
    segment = _row(
        question, "Diluted earnings per share", header, "6.29", ANNUAL, title="Domestic Segment Earnings per Share"
    )
    assert not segment.passes and segment.qualifier.lower() == "domestic"


def test_a_heading_that_names_the_results_as_a_whole_does_not_narrow_its_rows() -> None:
    # MGM's 10-Q: "Net revenues" under "Summary Operating Results" is the company's figure, although
    # "operating" narrows "operating income" elsewhere; "Domestic Segment Results" still narrows.
    question = "What were net revenues for the three months ended July 29, 2023?"
    header = "Three Months Ended July 29, 2023"
    whole = _row(question, "Net revenues", header, "$ 3,942,207", QUARTERLY, title="Summary Operating Results")
    assert whole.passes and not whole.qualifier
    assert _row(question, "Net revenues", header, "$ 3,942,207", QUARTERLY, title="Results of Operations").passes
    segment = _row(question, "Net revenues", header, "$ 1,942,207", QUARTERLY, title="Domestic Segment Results")
    assert not segment.passes and segment.qualifier.lower() == "domestic"
    operating = _row(question, "Net revenues", header, "$ 942,207", QUARTERLY, title="Operating Segment Revenues")
    assert not operating.passes


BANK = DocumentProfile(
    entity="JPMorgan Chase & Co.",
    aliases=("jpmorgan",),
    doc_type="10-Q",
    fiscal_year=2021,
    quarter=1,
    period_end="2021-03-31",
)


def test_a_column_of_the_part_the_question_names_is_not_narrowed_by_its_table_s_heading() -> None:
    # JPMorgan's "Segment results" table, one column per segment: the question names the segment.
    question = "Consumer & Community Banking net income in the first quarter of 2021"
    title = "Segment results – managed basis"
    q1 = "Three months ended March 31, Consumer & Community Banking 2021"
    named = _row(question, "Net income", q1, "$ 6,728", BANK, title=title)
    assert named.passes and named.value == "$ 6,728"
    # Another segment's column is not the answer, nor the segment's second quarter: the period is
    # read around the segment's name, which stands between the column's date and its year.
    other = "Three months ended March 31, Commercial Banking 2021"
    assert not _row(question, "Net income", other, "$ 2,045", BANK, title=title).passes
    q2 = "Three months ended June 30, Consumer & Community Banking 2021"
    assert not _row(question, "Net income", q2, "$ 5,645", BANK, title=title).period.ok
    # Without the segment in the question, the table's heading still narrows the row.
    assert not _row("Net income in the first quarter of 2021", "Net income", q1, "$ 6,728", BANK, title=title).passes


def test_a_figure_a_few_words_before_the_term_is_the_term_s() -> None:
    check = _sentence(
        "What was research and development spending in 2020?",
        "In 2020 we spent $1.2 billion on research and development.",
    )
    assert check.passes and check.value == "$1.2 billion"


def test_the_year_a_sentence_compares_with_another_is_the_one_it_states() -> None:
    text = (
        "Net sales for the year ended December 31, 2022 were $14.2 billion, a net increase of $107 million,"
        " or 1%, when compared to the year ended December 31, 2021."
    )
    check = _sentence("What was net sales in 2022?", text)
    assert check.passes and check.value == "$14.2 billion"


def test_a_level_given_near_a_change_or_a_share_is_still_the_measure_s() -> None:
    check = _sentence(
        "What was total debt at the end of 2022?",
        "At December 31, 2022, our total debt was approximately $150.6 billion, of which $34.0 billion, or 22.5%,"
        " was foreign denominated.",
    )
    assert check.passes and check.value == "$150.6 billion"
    check = _sentence("What was revenue in fiscal 2023?", "In fiscal 2023, revenue grew by about 10% to $51.2 billion.")
    assert check.passes and check.value == "$51.2 billion"


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # after a change noun, the level reached ("to") is the figure; the change is not
        (
            "What quarterly dividend did Best Buy announce in March 2023?",
            "On March 2, 2023, we announced an increase in our regular quarterly dividend from $0.88 per share "
            "to $0.92 per share.",
            "$0.92",
        ),
        # cents are money, in hundredths
        (
            "What was the annual dividend for fiscal 2023?",
            "This increases the annual dividend for fiscal 2023 to 49.0 cents per share.",
            "49.0 cents",
        ),
        # a second title of the same person narrows nothing
        (
            "Who is Amcor's chief executive officer?",
            "Ronald Delia, Managing Director and Chief Executive Officer",
            "Ronald Delia",
        ),
        (
            "Who is Johnson & Johnson's chief executive officer?",
            "Joaquin Duato has served as our Chairman of the Board and Chief Executive Officer since 2022.",
            "Joaquin Duato",
        ),
        # a word holding a month's letters ("summary", "primary") does not make the count a day
        (
            "How many employees did Best Buy have at the end of fiscal 2023?",
            "Workforce summary 90,000 employees at the end of fiscal 2023.",
            "90,000",
        ),
        # nor does a cover page's label
        (
            "Where are the principal executive offices?",
            "One Johnson & Johnson Plaza, New Brunswick, New Jersey 08933 (Address of Principal Executive Offices)",
            "One Johnson & Johnson Plaza, New Brunswick, New Jersey 08933",
        ),
        # a share of another measure after the figure leaves the figure the measure's own
        (
            "How much did Corvane spend on research and development?",
            "Research and development expenses were SEK 141 million, or 28% of net sales.",
            "141 million",
        ),
        # a currency's code is the figure's currency, also after "to" of a change
        (
            "What was turnover in fiscal 2023?",
            "Turnover grew to GBP 6.2 million, from GBP 5.7 million in fiscal 2022.",
            "6.2 million",
        ),
        ("What was net profit in fiscal 2023?", "Our net profit was GBP 410,000 in fiscal 2023.", "410,000"),
        # an auditor's legal form beyond the Anglo-American ones (a Swedish aktiebolag, a plc)
        (
            "Who is the auditor?",
            "The company's auditor is Norstedt & Wahl Revision AB, with Sara Holm as auditor in charge.",
            "Norstedt & Wahl Revision AB",
        ),
        (
            "Who audits the company?",
            "Our auditors are Grant Thornton UK plc, appointed at the 2023 general meeting.",
            "Grant Thornton UK plc",
        ),
    ],
)
def test_a_stated_figure_is_read_as_the_sentence_means_it(question: str, text: str, value: str) -> None:
    check = _sentence(question, text)
    assert check.passes and check.value == value


def test_a_change_without_the_level_reached_gives_no_figure() -> None:
    check = _sentence(
        "What was the revenue in fiscal 2023?", "The increase in revenue of $5 million in fiscal 2023 came from volume."
    )
    assert not check.value


def test_cents_are_compared_in_units() -> None:
    check = _sentence(
        "What was the annual dividend for fiscal 2023?", "The annual dividend for fiscal 2023 was 49.0 cents per share."
    )
    assert check.amount == pytest.approx(0.49)


def test_a_hyphenated_quarter_names_that_quarter() -> None:
    pfizer = DocumentProfile(
        entity="Pfizer Inc.", aliases=("pfizer",), doc_type="10-K", fiscal_year=2021, period_end="2021-12-31"
    )
    question = "What first-quarter 2022 dividend did the board declare?"
    said = "In December 2021, our board declared a {} dividend of $0.40 per share, payable on March 4, 2022."
    assert _sentence(question, said.format("first-quarter"), pfizer).passes
    assert not _sentence(question, said.format("second-quarter"), pfizer).period.ok


def test_the_end_of_the_fourth_quarter_is_the_end_of_the_year() -> None:
    check = _sentence(
        "How many stores did Ulta Beauty operate at the end of fiscal 2022?",
        "At the end of the fourth quarter of fiscal 2022, the Company operated 1,355 stores.",
        ULTA,
    )
    assert check.passes and check.value == "1,355"


def test_the_current_year_of_a_years_release_is_its_year() -> None:
    release = DocumentProfile(
        entity="MGM Resorts International",
        aliases=("mgm",),
        doc_type="earnings release",
        fiscal_year=2022,
        quarter=4,
        period_end="2022-12-31",
    )
    said = "Consolidated net revenues of $13.1 billion in {} compared to $9.7 billion in the prior year."
    question = "What were MGM's consolidated net revenues in 2022?"
    check = _sentence(question, said.format("the current year"), release)
    assert check.passes and check.value == "$13.1 billion"
    # a figure with no period of its own that does not speak for the filer still does not pass
    assert not _sentence(question, said.format("a recent period"), release).passes


def test_a_former_title_still_narrows() -> None:
    check = _sentence(
        "Who is the chief executive officer?", "John Smith, our former President and Chief Executive Officer"
    )
    assert not check.passes


def test_a_row_the_question_names_under_the_measure_states_it_unless_its_column_narrows_it() -> None:
    question = "Best Buy domestic revenue in fiscal 2023"
    # "Domestic" in a "Revenue by segment" table, and under a "Revenue" column group
    assert _row(question, "Domestic", "2023", "46,298", ANNUAL, title="Revenue by segment").passes
    assert _row(question, "Domestic", "Revenue | 2023", "46,298", ANNUAL).passes
    # a column "Revenue | Services" is a part of the revenue; an "Expenses" group is another measure
    assert _row(question, "Domestic", "Revenue | Services | 2023", "4,100", ANNUAL).qualifier == "Services"
    # so is a change column under the heading
    change = _row(question, "Domestic", "2023 vs. 2022 | Variance in Dollars", "1,200", ANNUAL, title="Revenue:")
    assert change.qualifier
    assert not _row(question, "Domestic", "2023", "31,000", ANNUAL, title="Operating expenses").states_measure
    # a row the question does not name is not read under the heading
    assert not _row(question, "International", "2023", "3,700", ANNUAL, title="Revenue by segment").states_measure


def test_a_column_headed_as_of_or_for_a_period_narrows_nothing() -> None:
    bank = DocumentProfile(
        entity="JPMorgan Chase & Co.", aliases=("jpmorgan",), doc_type="10-Q", fiscal_year=2023, quarter=2
    )
    question = "Commercial Banking net revenue for the three months ended June 30, 2023"
    header = "As of or for the three months ended June 30, Commercial Banking 2023"
    check = _row(question, "Total net revenue", header, "3,988", bank)
    assert check.passes and check.value == "3,988"
    # another segment's column is still another part
    other = "As of or for the three months ended June 30, Corporate & Investment Bank 2023"
    assert _row(question, "Total net revenue", other, "12,488", bank).qualifier == "Corporate"


def test_a_staff_line_in_a_table_of_money_is_no_headcount() -> None:
    # "How many staff did you have at year end 2023?" was answered high with staff costs.
    costs = _row(
        "How many staff did you have at year end 2023?",
        "Staff",
        "Expenditure: | Year Ended 30 September | 2023",
        "30,276",
        ANNUAL,
        unit="(in thousands of EUR)",
    )
    assert costs.states_measure and not costs.value
    dollars = _row("How many employees in 2023?", "Employees", "2023", "$ 1,330", ANNUAL)
    assert not dollars.value
    count = _row("How many employees in 2023?", "Employees", "December 31, 2023", "1,330", ANNUAL)
    assert count.passes and count.value == "1,330"
    mixed = _row(
        "How many stores in 2023?",
        "Stores",
        "Fiscal 2023",
        "1,138",
        ANNUAL,
        unit="($ in millions, except per share amounts and store counts)",
    )
    assert mixed.value == "1,138"


@pytest.mark.parametrize(
    ("question", "measure"),
    [
        ("What were staff costs in 2024?", None),
        ("What was employee compensation in 2023?", None),
        ("What were the employees' salaries in 2023?", None),
        ("How many staff did you have at year end 2023?", "employees"),
        ("How many stores did Best Buy have in fiscal 2023?", "stores"),
    ],
)
def test_what_is_spent_on_staff_is_no_question_about_how_many_there_are(question: str, measure: str | None) -> None:
    # "What were staff costs in 2024?" had been read as a headcount question.
    frame = frame_question(question, {}, LEXICON)
    assert (frame.measure.name if frame.measure else None) == measure


def test_a_part_the_measure_includes_is_not_its_value() -> None:
    # Boeing's 10-K: "What was Boeing's research and development expense in 2022?" was answered by
    # the bid and proposal costs that R&D included
    question = "What was research and development expense in 2022?"
    part = "Research and development expense included bid and proposal costs of $217, $213 and $224 in 2022, 2021 and 2020, respectively."
    assert not _sentence(question, part).passes
    assert not _sentence(
        "What was revenue in fiscal 2023?", "Revenue in fiscal 2023 included $2.1 billion of services."
    ).passes
    # a count is read by the noun it counts: the union members a workforce includes are counted
    check = _sentence(
        "How many union members did the workforce include at the end of 2022?",
        "As of December 31, 2022, our workforce included approximately 50,000 union members.",
    )
    assert check.value == "50,000"
    # the measure's own figure after a clause naming what it includes
    check = _sentence(
        "What was revenue in fiscal 2023?", "Revenue, including services, was $46.3 billion in fiscal 2023."
    )
    assert check.passes and check.value == "$46.3 billion"


def test_a_row_label_ending_in_net_is_the_measure_as_reported() -> None:
    header, unit = "Fiscal Years Ended January 28, 2023", "$ in millions"
    question = "What was research and development expense in fiscal 2023?"
    check = _row(question, "Research and development expense, net", header, "(2,852)", ANNUAL, unit=unit)
    assert check.passes and check.amount == pytest.approx(-2_852e6)
    assert _row("What was revenue in fiscal 2023?", "Revenues, net", header, "46,298", ANNUAL, unit=unit).passes
    # a label that says more than the measure still narrows it
    assert not _row(
        question, "Research and development expense for hardware", header, "(852)", ANNUAL, unit=unit
    ).passes


def test_the_fair_value_of_a_measure_is_not_the_measure_unless_asked() -> None:
    # MGM Resorts' 10-Q: "What was MGM's long-term debt at June 30, 2023?" was answered by the debt's fair value
    text = (
        "The estimated fair value of the Company's long-term debt was $6.5 billion and $8.4 billion at June 30,"
        " 2023 and December 31, 2022, respectively."
    )
    assert not _sentence("What was long-term debt at June 30, 2023?", text, QUARTERLY).passes
    check = _sentence("What was the fair value of long-term debt at June 30, 2023?", text, QUARTERLY)
    assert check.passes and check.value == "$6.5 billion"


def test_an_improvement_is_a_change_and_net_cash_from_operations_is_the_operating_cash_flow() -> None:
    # Boeing's 10-K: "What was Boeing's operating cash flow in 2022?" was answered by the $6.9 billion
    # improvement, and the statement of the level failed on its "Net"
    question = "What was operating cash flow in fiscal 2023?"
    improvement = "The $6.9 billion improvement in cash provided by operating activities in fiscal 2023 came from working capital."
    assert not _sentence(question, improvement).passes
    check = _sentence(question, "Net cash provided by operating activities was $3.5 billion during fiscal 2023.")
    assert check.passes and check.value == "$3.5 billion"
    row = _row(
        question, "Net cash provided by operating activities", "Fiscal Years Ended January 28, 2023", "1,824", ANNUAL
    )
    assert row.passes


def test_a_run_in_heading_of_the_term_s_own_words_narrows_nothing() -> None:
    question = "What was operating cash flow in fiscal 2023?"
    text = "Operating Activities Net cash provided by operating activities was $3.5 billion during fiscal 2023."
    check = _sentence(question, text)
    assert check.passes and check.value == "$3.5 billion"
    # a heading of other words still does
    assert not _sentence(
        question, "Segment Results Net cash provided by operating activities was $1.1 billion in fiscal 2023."
    ).passes


def test_dividend_income_received_is_not_the_dividends_paid() -> None:
    # Pfizer's 10-K: "How much did Pfizer pay in dividends in 2021?" was answered by its dividend income from ViiV
    text = "2021 includes, among other things, (ii) dividend income of $166 million from our investment in ViiV."
    assert not _sentence("How much did the company pay in dividends in 2021?", text).passes
    check = _sentence("What was the dividend income in 2021?", "In 2021, dividend income was $166 million.")
    assert check.passes and check.value == "$166 million"


def test_a_share_of_the_measure_gives_no_value_of_it() -> None:
    # MGM Resorts' 10-Q: "What was MGM China's net revenue in the second quarter of 2023?" was answered
    # by a capital expenditure plan that mentions "a specified percentage of net revenues"
    text = (
        "Capital expenditures are required under the lease agreements, each of which requires us to spend a specified"
        " percentage of net revenues at the respective properties, and an estimate of $50 million at MGM China in 2023."
    )
    assert not _sentence("What was net revenue in 2023?", text).value
