"""Which pages hold a table row for the asked measure and period (rag_core.answer.find.table_index), from the
rows recovered at ingest: loaded once per document, a primary statement before a note."""

from __future__ import annotations

import json

from rag_core.answer.understand.frame import frame_question
from rag_core.answer.find.table_index import TableIndex
from rag_core.ingest.profile import DocumentProfile
from rag_core.text.measures import load_lexicon

LEXICON = load_lexicon()
PROFILES = {"nw": DocumentProfile(entity="Northwind Logistics, Inc.", aliases=("northwind",), fiscal_year=2023)}


def _row(label: str, headers: list[str], title: str, unit: str = "(Dollars in millions)") -> dict[str, object]:
    return {"label": label, "title": title, "unit": unit, "cells": [{"header": [h], "value": "1"} for h in headers]}


ROWS = {
    12: json.dumps([_row("Total revenues", ["2023", "2022"], "Consolidated Statements of Operations")]),
    30: json.dumps([_row("Revenues", ["2023", "2022"], "Segment information")]),
    31: json.dumps([_row("International revenues", ["2023", "2022"], "Segment information")]),
    40: json.dumps([_row("Total revenues", ["2021", "2020"], "Five-year summary")]),
}


def _index(loads: list[str]) -> TableIndex:
    def load(doc_id: str) -> dict[int, str]:
        loads.append(doc_id)
        return ROWS if doc_id == "nw" else {}

    return TableIndex(load)


def test_the_statement_page_comes_first_and_other_periods_and_narrower_rows_are_left_out() -> None:
    index = _index([])
    frame = frame_question("What were Northwind's total revenues in 2023?", PROFILES, LEXICON)
    pages = index.pages(frame, LEXICON, {"nw"}, PROFILES, {"northwind", "total", "revenues"}, limit=5)
    assert pages == [("nw", 12), ("nw", 30)]  # not page 31 (international), not page 40 (2021 and 2020)
    assert index.pages(frame, LEXICON, {"nw"}, PROFILES, set(), limit=1) == [("nw", 12)]


def test_a_question_without_a_measure_finds_no_page_and_rows_load_once_per_document() -> None:
    loads: list[str] = []
    index = _index(loads)
    index.preload(["nw", "empty"])
    assert (
        index.pages(frame_question("Who founded Northwind?", PROFILES, LEXICON), LEXICON, {"nw"}, PROFILES, set(), 5)
        == []
    )
    frame = frame_question("What were Northwind's total revenues in 2023?", PROFILES, LEXICON)
    index.pages(frame, LEXICON, {"nw", "empty"}, PROFILES, set(), 5)
    assert loads == ["nw", "empty"]


def test_a_statement_suggests_the_questions_it_can_answer() -> None:
    questions = _index([]).questions("nw", LEXICON, owner="Northwind's ")
    assert questions == ["What was Northwind's total revenues in 2023?"]
