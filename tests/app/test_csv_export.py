"""The Insights CSV export: cells a spreadsheet would run as formulas are exported as text."""

from __future__ import annotations

import csv
import io

import pandas as pd

from rag_core import insights


def test_csv_export_prefixes_formula_cells_with_a_quote() -> None:
    frame = pd.DataFrame(
        {
            "question": ['=HYPERLINK("http://127.0.0.1:9","x")', "+1+1", "-2+3", "@SUM(A1)", "What is 2+2?"],
            "latency_ms": [-5, 1, 2, 3, 4],
        }
    )
    rows = list(csv.DictReader(io.StringIO(insights.to_csv(frame).decode("utf-8"))))
    assert [r["question"] for r in rows] == [
        '\'=HYPERLINK("http://127.0.0.1:9","x")',
        "'+1+1",
        "'-2+3",
        "'@SUM(A1)",
        "What is 2+2?",
    ]
    assert [r["latency_ms"] for r in rows] == ["-5", "1", "2", "3", "4"]


def test_csv_export_leaves_the_frame_shown_on_the_page_unchanged() -> None:
    frame = pd.DataFrame({"question": ["=1+1"], "comment": ["@ana"]})
    insights.to_csv(frame)
    assert frame.loc[0, "question"] == "=1+1" and frame.loc[0, "comment"] == "@ana"
