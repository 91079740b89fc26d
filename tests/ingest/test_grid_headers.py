"""How many leading rows of a Word, web page or sheet table head its columns."""

from __future__ import annotations

from rag_core.ingest.grid_headers import column_headers, header_rows, is_value


def test_a_table_of_particulars_has_no_header_row() -> None:
    # a factsheet's key facts: the first row is a particular and its value, not the columns' names
    particulars = [["Launch date", "2 March 2011"], ["Fund size", "£642.3m"], ["Dealing", "Daily at 12 noon"]]
    assert header_rows(particulars) == 0
    # "Item | Details" heads its column; so does a year
    assert header_rows([["Item", "Details"], ["Probation period", "Six months"], ["Notice", "One month"]]) == 1
    assert header_rows([["Metric", "2023"], ["Revenue", "1,250"], ["Costs", "900"]]) == 1
    # a wider table whose header gives ranges keeps it ("Under 2 years" heads a column)
    fees = [["Session", "Under 2 years", "2 to 3 years"], ["Full day", "£79.00", "£74.50"]]
    assert header_rows(fees) == 1
    assert column_headers(fees, 1)[1] == ("Under 2 years",)
    assert is_value("$ 4,565.4") and not is_value("2023") and not is_value("2 March 2011")
