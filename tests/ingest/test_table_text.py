"""The text primitives of table recovery (rag_core.ingest.table_text): the numeric cells that end a
line, labels and titles verified against the page's own words."""

from __future__ import annotations

from rag_core.ingest.table_text import Verifier, chunks, continues, find_label, parse_line, title_and_unit


def test_the_figures_ending_a_row_are_its_cells_with_dollar_and_parentheses() -> None:
    line = parse_line("Net income (loss)   $ 1,250   (347)   12.5 %")
    assert [c.text for c in line.cells] == ["$ 1,250", "(347)", "12.5 %"]
    assert line.cells[0].number == "1,250" and line.data


def test_dates_ranges_and_header_years_are_not_cells() -> None:
    assert parse_line("Balance as of June 30").cells == ()
    assert parse_line("Margins are expected at 14.7% to 15.0%").cells == ()
    years = parse_line("Years Ended December 31,   2023   2022")
    assert [c.text for c in years.cells] == ["2023", "2022"] and not years.data  # a header, not a row


def test_a_maturity_tables_leading_year_is_the_rows_label() -> None:
    assert [c.text for c in parse_line("2024   $ 707").cells] == ["$ 707"]


def test_layout_text_splits_where_two_spaces_stand_and_years_apart() -> None:
    assert [text for _, _, text in chunks("Total revenues     1,250    1,100")] == ["Total revenues", "1,250", "1,100"]
    assert [text for _, _, text in chunks("        2023 2022")] == ["2023", "2022"]


def test_a_wrapped_label_is_joined_and_found_as_the_page_writes_it() -> None:
    page = Verifier.of(
        "Restructuring charges and\nasset impairments 125 98\nNet income attributable to common shareholders"
    )
    assert continues("Restructuring charges and") and not continues("Net income")
    assert find_label("asset impairments", "Restructuring charges and", page) == (
        "Restructuring charges and asset impairments"
    )
    assert page.find("commonshareholders") == "common shareholders"  # spacing-blind lookup
    assert find_label("Goodwill (1)", "", Verifier.of("Goodwill 10 20")) == "Goodwill"


def test_a_statement_title_beats_a_nearer_heading_and_the_unit_is_kept() -> None:
    texts = ["(In millions)", "Quarterly data", "Consolidated Statements of Cash Flows", "Table of Contents"]
    page = Verifier.of("\n".join(texts))
    assert title_and_unit(texts, page) == ("Consolidated Statements of Cash Flows", "(In millions)")
    assert title_and_unit(["Quarterly data", "(Unaudited)"], page) == ("Quarterly data", "")
