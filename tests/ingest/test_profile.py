"""Document profiles: entity, aliases, type and period from a document's first pages, and the
companies and periods a question names. All texts are written here; no file is read."""

from __future__ import annotations

import json

import pytest

from rag_core.text.entities import aliases_for, parse_file_name
from rag_core.text.question_periods import period_of_question
from rag_core.ingest.profile import DocumentProfile, derive_profile
from rag_core.ingest.profile_match import match_entities

TEN_K_COVER = """UNITED STATES
SECURITIES AND EXCHANGE COMMISSION
Washington, D.C. 20549
FORM 10-K
(Mark One)
☒ ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934
For the fiscal year ended January 28, 2023
OR
☐ TRANSITION REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934
For the transition period from to
Commission file number 1-9595
BEST BUY CO., INC.
(Exact name of registrant as specified in its charter)
Minnesota 41-0907483
(State or other jurisdiction of incorporation or organization) (I.R.S. Employer Identification No.)
Securities registered pursuant to Section 12(b) of the Act:
Title of each class Trading Symbol Name of exchange on which registered
Common Stock, $0.10 par value per share BBY New York Stock Exchange
"""

TEN_Q_COVER = """UNITED STATES
SECURITIES AND EXCHANGE COMMISSION
WASHINGTON, D.C. 20549
FORM 10-Q
☒ QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934
For the quarterly period ended July 2, 2023
COMMISSION FILE NUMBER 1-3619
----
PFIZER INC.
(Exact name of registrant as specified in its charter)
Delaware 13-5315170
"""

RETAILER_TEN_Q_CONTENTS = """TABLE OF CONTENTS
Condensed Consolidated Statements of Earnings for the three and six months ended July 29, 2023
"""

EIGHT_K_COVER = """UNITED STATES
SECURITIES AND EXCHANGE COMMISSION
WASHINGTON, DC 20549
FORM 8-K
CURRENT REPORT
Date of report (Date of earliest event reported):
August 30, 2023
Johnson & Johnson
(Exact name of registrant as specified in its charter)
New Jersey 1-3215 22-1024240
Common Stock, Par Value $1.00 JNJ New York Stock Exchange
"""

EARNINGS_RELEASE = """Page 1 of 15
Exhibit 99.1
MGM RESORTS INTERNATIONAL REPORTS FOURTH QUARTER AND
FULL YEAR 2022 FINANCIAL AND OPERATING RESULTS
• Record Adjusted Property EBITDAR in 4Q and full year 2022
• Diluted earnings per share of $1.56
Las Vegas, Nevada, February 8, 2023 – MGM Resorts International (NYSE: MGM) ("MGM Resorts"
or the "Company") today reported financial results for the quarter and year ended December 31, 2022.
The results were filed with the Securities and Exchange Commission on Form 10-K.
"""

ARTICLE = """Normans
The Normans were a population arising in the medieval Duchy of Normandy from the intermingling
between Norse Viking settlers and indigenous West Franks and Gallo-Romans. The term is also used
to denote emigrants from the duchy who conquered other territories such as England and Sicily.
Today the Bayeux Tapestry is kept by a museum, and several books on it are published by
Penguin Books Ltd. and Oxford University Press.
"""

AIRWORTHINESS_NOTICE = """This section of the FEDERAL REGISTER contains notices to the public.
DEPARTMENT OF TRANSPORTATION
Federal Aviation Administration
Airworthiness Directives; The Boeing Company Airplanes
SUMMARY: The FAA proposes to supersede an Airworthiness Directive which applies to all The Boeing Company Model 737-8 airplanes.
"""

ANNUAL_REPORT = """Northwind Logistics - Annual Report 2023
This annual report covers the financial year from 1 January 2023 to 31 December 2023.
Prepared by the Board of Northwind Logistics B.V., Rotterdam.
Revenue for 2023 was EUR 182.4 million.
"""

EDGAR_META = {
    "title": "0000764478-23-000006",
    "author": "EDGAR Online, a division of Donnelley Financial Solutions",
    "subject": "Form 10-K filed on 2023-03-17 for the period ending 2023-01-28",
}


# --- derive_profile -----------------------------------------------------------------------------


def test_ten_k_cover_gives_registrant_type_and_fiscal_year() -> None:
    profile = derive_profile("annual.pdf", [TEN_K_COVER], {})
    assert profile.entity == "Best Buy Co., Inc."
    assert profile.source == "cover"
    assert profile.doc_type == "10-K"
    assert (profile.fiscal_year, profile.quarter, profile.period_end) == (2023, None, "2023-01-28")


def test_ten_k_aliases_include_short_and_run_together_forms() -> None:
    profile = derive_profile("annual.pdf", [TEN_K_COVER], {})
    assert profile.aliases[:3] == ("best buy co., inc.", "best buy", "bestbuy")
    assert "best" not in profile.aliases


def test_ten_q_cover_gives_quarter_of_the_period() -> None:
    profile = derive_profile("q.pdf", [TEN_Q_COVER], {})
    assert (profile.entity, profile.doc_type) == ("Pfizer Inc.", "10-Q")
    assert (profile.fiscal_year, profile.quarter, profile.period_end) == (2023, 2, "2023-07-02")


def test_ten_q_of_a_year_ending_in_january_counts_quarters_from_february() -> None:
    cover = TEN_Q_COVER.replace("July 2, 2023", "July 29, 2023").replace("PFIZER INC.", "BEST BUY CO., INC.")
    profile = derive_profile("q.pdf", [cover, RETAILER_TEN_Q_CONTENTS], {})
    assert (profile.fiscal_year, profile.quarter) == (2024, 2)


def test_year_ending_in_the_first_days_of_january_belongs_to_the_year_before() -> None:
    cover = TEN_K_COVER.replace("January 28, 2023", "January 1, 2023")
    assert derive_profile("k.pdf", [cover], {}).fiscal_year == 2022


def test_eight_k_cover_gives_report_date_and_ticker_alias() -> None:
    profile = derive_profile("current.pdf", [EIGHT_K_COVER], {})
    assert (profile.entity, profile.doc_type, profile.period_end) == ("Johnson & Johnson", "8-K", "2023-08-30")
    assert profile.aliases == ("johnson & johnson", "johnson and johnson", "j&j", "johnsonjohnson", "jnj")


def test_name_broken_into_small_capitals_is_rejoined() -> None:
    cover = TEN_K_COVER.replace("BEST BUY CO., INC.", "MGM\nR\nESORTS\nI\nNTERNATIONAL")
    profile = derive_profile("k.pdf", [cover], {})
    assert profile.entity == "MGM Resorts International"
    assert profile.aliases[:3] == ("mgm resorts international", "mgm resorts", "mgm")


def test_name_split_one_word_per_line_before_the_marker_is_read_whole() -> None:
    cover = TEN_K_COVER.replace("BEST BUY CO., INC.\n(Exact", "\nSQUARE,\nINC.(Exact")
    assert derive_profile("k.pdf", [cover], {}).entity == "Square, Inc."


def test_edgar_subject_gives_type_and_period_when_the_cover_has_no_date() -> None:
    text = "Annual report of Best Buy Co., Inc. with no cover page in the extracted text."
    profile = derive_profile("filing.pdf", [text], EDGAR_META)
    assert (profile.doc_type, profile.fiscal_year, profile.period_end) == ("10-K", 2023, "2023-01-28")


def test_filing_service_title_names_the_company_when_the_cover_does_not() -> None:
    meta = {"title": "Form 10-K for Microsoft Corp filed 07/27/2023", "subject": "10-K filed 07/27/2023"}
    profile = derive_profile("msft.pdf", ["Table of Contents"], meta)
    assert (profile.entity, profile.source, profile.doc_type) == ("Microsoft Corp", "metadata", "10-K")


def test_earnings_release_headline_gives_company_type_and_quarter() -> None:
    profile = derive_profile("release.pdf", [EARNINGS_RELEASE], {})
    assert profile.entity == "MGM Resorts International"
    assert profile.source == "first_page"
    assert profile.doc_type == "earnings release"
    assert (profile.fiscal_year, profile.quarter, profile.period_end) == (2022, 4, "2022-12-31")


def test_mixed_case_headline_with_legal_name_in_dateline() -> None:
    page = (
        "Ulta Beauty Announces Fourth Quarter\nFiscal 2022 Results\n"
        "BOLINGBROOK, Ill.--(BUSINESS WIRE)-- Ulta Beauty, Inc. (NASDAQ: ULTA) today\n"
        "announced financial results for the fifty-two-week period (\u201cfiscal year\u201d) ended January 28, 2023.\n"
    )
    profile = derive_profile("ulta.pdf", [page], {})
    assert (profile.entity, profile.fiscal_year, profile.quarter) == ("Ulta Beauty, Inc.", 2023, 4)
    assert "ulta" in profile.aliases


def test_results_headline_without_financial_figures_is_not_an_earnings_release() -> None:
    page = "The Committee Reports Survey Results for 2023\nMembers answered forty questions about the park.\n"
    profile = derive_profile("survey.pdf", [page], {})
    assert (profile.entity, profile.doc_type) == ("", "report")  # a survey's report, of no company


def test_article_about_no_organisation_gets_no_entity() -> None:
    profile = derive_profile("Normans.txt", [ARTICLE], {})
    assert profile == DocumentProfile()


def test_notice_that_only_mentions_a_company_gets_no_entity() -> None:
    assert derive_profile("federal-register.pdf", [AIRWORTHINESS_NOTICE], {}).entity == ""


def test_generic_file_name_gives_no_entity() -> None:
    assert derive_profile("report.txt", ["Quarterly notes on staffing."], {}).entity == ""
    assert parse_file_name("report.txt") is None


def test_legal_name_on_first_page_counts_when_the_title_names_it() -> None:
    profile = derive_profile("northwind_annual_report_2023.pdf", [ANNUAL_REPORT], {})
    assert (profile.entity, profile.source) == ("Northwind Logistics B.V.", "first_page")
    assert profile.aliases == ("northwind logistics b.v.", "northwind logistics", "northwind", "northwindlogistics")
    assert (profile.doc_type, profile.fiscal_year, profile.period_end) == ("annual report", 2023, "2023-12-31")


@pytest.mark.parametrize(
    ("first_line", "entity", "short"),
    [
        ("Morrow Freight AB", "Morrow Freight AB", "morrow"),
        ("Equinor ASA", "Equinor ASA", "equinor"),
        ("Vestas Wind Systems A/S", "Vestas Wind Systems A/S", "vestas wind"),
        ("Kesko Oyj", "Kesko Oyj", "kesko"),
    ],
)
def test_a_nordic_legal_name_on_the_first_page_is_the_company(first_line: str, entity: str, short: str) -> None:
    """Swedish "AB", Norwegian "ASA", Danish "A/S", Finnish "Oyj": "Morrow Freight AB" had been
    "Morrow", read from the file name, so "Morrow Freight's revenue" missed "Freight"."""
    name = first_line.split()[0].lower()
    page = f"{first_line}\nAnnual Report 2022\n\nNet revenue amounted to SEK 96 million (2021: SEK 88 million)."
    profile = derive_profile(f"{name}_annual_report_2022.pdf", [page], {"title": f"{first_line} Annual Report 2022"})
    assert (profile.entity, profile.source) == (entity, "first_page")
    assert short in profile.aliases


def test_financebench_file_name_is_the_last_resort() -> None:
    profile = derive_profile("AMCOR_2023Q4_EARNINGS.pdf", ["(scanned page without text)"], {})
    assert (profile.entity, profile.source) == ("Amcor", "file_name")
    assert (profile.doc_type, profile.fiscal_year, profile.quarter) == ("earnings release", 2023, 4)


def test_file_name_quarter_is_used_when_it_fits_the_period_end() -> None:
    cover = TEN_Q_COVER.replace("July 2, 2023", "December 31, 2022")
    profile = derive_profile("AMCOR_2023Q2_10Q.pdf", [cover], {})
    assert (profile.fiscal_year, profile.quarter) == (2023, 2)


def test_file_name_form_becomes_an_alias_only_for_the_same_company() -> None:
    assert "mgmresorts" in aliases_for("MGM Resorts International", file_company="MGMRESORTS")
    assert "amd" in aliases_for("Advanced Micro Devices, Inc.", file_company="AMD")
    assert "block" not in aliases_for("Square, Inc.", file_company="BLOCK")


def test_profile_round_trips_through_json() -> None:
    profile = derive_profile("annual.pdf", [TEN_K_COVER], {})
    assert DocumentProfile.from_dict(json.loads(json.dumps(profile.to_dict()))) == profile


def test_from_dict_tolerates_missing_and_unknown_keys() -> None:
    assert DocumentProfile.from_dict({"entity": "Pfizer Inc.", "extra": 1}) == DocumentProfile(entity="Pfizer Inc.")


def test_user_edit_recomputes_aliases() -> None:
    edited = derive_profile("Normans.txt", [ARTICLE], {}).with_entity("Johnson & Johnson")
    assert (edited.entity, edited.source) == ("Johnson & Johnson", "user")
    assert "j&j" in edited.aliases
    assert edited.with_entity("").aliases == ()


# --- aliases ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("entity", "expected"),
    [
        ("The Boeing Company", ("the boeing company", "boeing")),
        ("3M Company", ("3m company", "3m")),
        ("Pfizer Inc.", ("pfizer inc.", "pfizer")),
        ("Amcor plc", ("amcor plc", "amcor")),
    ],
)
def test_legal_suffixes_and_leading_the_are_dropped(entity: str, expected: tuple[str, ...]) -> None:
    assert aliases_for(entity) == expected


def test_ampersand_name_gets_and_variant_and_initials() -> None:
    aliases = aliases_for("Johnson & Johnson")
    assert {"johnson & johnson", "johnson and johnson", "j&j"} <= set(aliases)
    assert "johnson" not in aliases


def test_common_word_is_never_an_alias_alone() -> None:
    assert "general" not in aliases_for("General Mills, Inc.")
    assert "american" not in aliases_for("American Express Company")
    assert "international" not in aliases_for("MGM Resorts International")
    assert aliases_for("Square, Inc.") == ("square, inc.",)


def test_short_ticker_is_not_an_alias() -> None:
    assert "ba" not in aliases_for("The Boeing Company", tickers=("BA",))


# --- match_entities -----------------------------------------------------------------------------


@pytest.fixture
def library() -> list[tuple[str, DocumentProfile]]:
    """Profiles of a few filers, keyed by a made-up doc id."""
    names = {
        "bby": "Best Buy Co., Inc.",
        "ba": "The Boeing Company",
        "jnj": "Johnson & Johnson",
        "mgm": "MGM Resorts International",
        "sq": "Square, Inc.",
        "tgt": "Target Corporation",
    }
    tickers = {"jnj": ("JNJ",), "mgm": ("MGM",)}
    return [
        (key, DocumentProfile(entity=name, aliases=aliases_for(name, tickers=tickers.get(key, ()))))
        for key, name in names.items()
    ]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("What was Boeing's backlog in 2022?", {"ba"}),
        ("What was Boeing\u2019s backlog?", {"ba"}),
        ("How many stores does Best Buy operate?", {"bby"}),
        ("How many stores does BestBuy operate?", {"bby"}),
        ("What did J&J report for pharmaceuticals?", {"jnj"}),
        ("What did Johnson and Johnson pay in dividends?", {"jnj"}),
        ("Compare MGM and Boeing", {"mgm", "ba"}),
        ("mgm resorts revenue", {"mgm"}),
        ("Are JnJ's FY2022 financials those of a high growth company?", {"jnj"}),
        # a name that is one ordinary word, written as a name
        ("What was Square's revenue in 2020?", {"sq"}),
        ("Square\u2019s revenue in 2020?", {"sq"}),
        ("How many stores did Target open in 2023?", {"tgt"}),
    ],
)
def test_question_naming_a_company_matches_its_documents(
    library: list[tuple[str, DocumentProfile]], question: str, expected: set[str]
) -> None:
    assert match_entities(question, library) == expected


@pytest.mark.parametrize(
    "question",
    [
        "What are the best practices for inventory management?",
        "How did BetMGM perform?",
        "Which company has the highest margin?",
        "did jnj beat estimates",  # a ticker counts only when written like one
        "Jnj is not a ticker spelling",
        "How many square feet does the warehouse have?",
        "What is the target price?",
        "Target revenue for 2024?",  # a question's first word is capitalised anyway
    ],
)
def test_question_not_naming_a_company_matches_nothing(
    library: list[tuple[str, DocumentProfile]], question: str
) -> None:
    assert match_entities(question, library) == set()


def test_profile_without_entity_never_matches() -> None:
    assert match_entities("What did the company earn?", [("x", DocumentProfile())]) == set()


# --- period_of_question -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "years", "fiscal", "quarter", "months"),
    [
        ("What was revenue in FY23?", (2023,), True, None, 12),
        ("What was FY2023 capex?", (2023,), True, None, 12),
        ("What was revenue in fiscal 2023?", (2023,), True, None, 12),
        ("What was revenue in fiscal year 2023?", (2023,), True, None, 12),
        ("What was revenue in 2023?", (2023,), False, None, None),
        ("What was Q2 2023 revenue?", (2023,), False, 2, 3),
        ("What was Q2 FY2024 gross margin?", (2024,), True, 2, 3),
        ("What were 2Q 2023 sales?", (2023,), False, 2, 3),
        ("What was 2Q23 EPS?", (2023,), False, 2, 3),
        ("What was net income in the second quarter of 2023?", (2023,), False, 2, 3),
        ("What was revenue in the first six months of 2023?", (2023,), False, None, 6),
        ("What was H1 2023 revenue?", (2023,), False, None, 6),
        ("What was full year 2022 revenue?", (2022,), False, None, 12),
    ],
)
def test_question_period_is_parsed(
    question: str, years: tuple[int, ...], fiscal: bool, quarter: int | None, months: int | None
) -> None:
    period = period_of_question(question)
    assert (period.years, period.fiscal, period.quarter, period.months) == (years, fiscal, quarter, months)


def test_named_date_becomes_as_of() -> None:
    period = period_of_question("What was total debt as of December 31, 2022?")
    assert (period.as_of, period.text) == ("2022-12-31", "as of December 31, 2022")


def test_year_ended_phrase_is_kept_whole() -> None:
    period = period_of_question("What was revenue for the year ended December 31, 2022?")
    assert (period.months, period.as_of, period.text) == (12, "2022-12-31", "year ended December 31, 2022")


def test_end_of_year_names_the_year_without_a_date() -> None:
    period = period_of_question("How much cash was there at the end of 2022?")
    assert (period.years, period.as_of, period.text) == ((2022,), "", "end of 2022")


def test_matched_phrase_spans_joined_parts() -> None:
    assert period_of_question("Sales in the first six months of 2023?").text == "first six months of 2023"
    assert period_of_question("What was Q2 FY2024 gross margin?").text == "Q2 FY2024"


def test_question_without_period_gives_empty_period() -> None:
    assert period_of_question("What is Boeing's main product?") == period_of_question("")
    assert period_of_question("What was ended?").text == ""
