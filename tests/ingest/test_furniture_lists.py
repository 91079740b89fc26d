"""Tables of contents and exhibit indexes found line by line (rag_core.ingest.furniture_lists):
the list is furniture, the prose and figures around it are not."""

from __future__ import annotations

from rag_core.ingest.furniture_lists import (
    exhibit_index_spans,
    is_prose,
    line_spans,
    roman_value,
    states_figure,
    states_something,
    toc_spans,
)

CONTENTS = (
    "Table of Contents\n"
    "Item 1. Business 3\n"
    "Item 1A. Risk Factors 9\n"
    "Item 2. Properties 21\n"
    "Item 3. Legal Proceedings 22\n"
    "Item 7. Management's Discussion and Analysis 25\n"
    "The company was founded in 1984 and has grown in every decade since then.\n"
)
EXHIBITS = (
    "Exhibit Index\n"
    "Exhibit No. Description\n"
    "3.1 Amended and Restated Certificate of Incorporation\n"
    "10.1 Credit Agreement, incorporated by reference to Form 8-K\n"
    "21.1 Subsidiaries of the Registrant\n"
    "31.1 Certification of the Chief Executive Officer\n"
    "101.INS XBRL Instance Document\n"
)


def _listed(text: str, spans: list[tuple[int, int]]) -> list[str]:
    return [text[s:e] for s, e in spans]


def test_a_contents_heading_and_its_entries_are_listed_the_prose_after_is_not() -> None:
    (spans,) = toc_spans([CONTENTS], [line_spans(CONTENTS)], paged=False)
    listed = _listed(CONTENTS, spans)
    assert listed[0] == "Table of Contents" and listed[-1] == "Item 7. Management's Discussion and Analysis 25"
    assert len(listed) == 6 and not any("founded" in line for line in listed)


def test_contents_pointing_past_the_last_page_are_a_table_not_contents() -> None:
    pages = [CONTENTS] + [f"Page {n}" for n in range(2, 26)]  # a 25-page filing: entries up to page 25
    assert toc_spans(pages, [line_spans(p) for p in pages], paged=True)[0]
    counts = CONTENTS.replace(" 25\n", " 925\n").replace(" 22\n", " 822\n").replace(" 21\n", " 721\n")
    pages = [counts] + pages[1:]
    assert toc_spans(pages, [line_spans(p) for p in pages], paged=True)[0] == []


def test_an_exhibit_index_is_listed_with_its_column_headers() -> None:
    (spans,) = exhibit_index_spans([EXHIBITS], [line_spans(EXHIBITS)])
    listed = _listed(EXHIBITS, spans)
    assert "Exhibit No. Description" in listed and "101.INS XBRL Instance Document" in listed
    assert "3.1 Amended and Restated Certificate of Incorporation" in listed


def test_numbered_lines_without_a_heading_or_exhibit_words_are_no_exhibit_index() -> None:
    steps = "1.1 Open the valve\n1.2 Start the pump\n1.3 Check the gauge\n1.4 Close the valve\n"
    assert exhibit_index_spans([steps], [line_spans(steps)]) == [[]]


def test_lines_are_told_apart_as_figures_statements_and_prose() -> None:
    assert states_figure("Revenue grew to $46.3 million") and states_figure("up 5% on last year")
    assert not states_figure("4.450% Notes due 2028")  # a security's name
    assert states_something("The fleet grew.") and not states_something("Pfizer Inc.")
    assert is_prose("The company was founded in 1984 and has grown since then.")
    assert not is_prose("Item 1. Business 3")


def test_line_spans_skip_blank_lines_and_surrounding_spaces() -> None:
    text = "  Contents  \n\n\tItem 1 3\n"
    assert _listed(text, line_spans(text)) == ["Contents", "Item 1 3"]
    assert (roman_value("iv"), roman_value("xii"), roman_value("item")) == (4, 12, 0)
