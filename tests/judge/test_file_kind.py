"""The document's format as the judge reads it follows the one registry of file types."""

from __future__ import annotations

import pytest

from rag_core.ingest.formats import FORMATS
from rag_core.judge.features import FEATURES, file_kind


@pytest.mark.parametrize("name", ["budget.xls", "Depots.ODS", "fleet.xlsx", "rows.csv"])
def test_every_sheet_format_reads_as_a_sheet(name: str) -> None:
    # an Excel 97-2003 or OpenDocument workbook is a table like .xlsx, not prose
    assert file_kind(name) == "sheet"


@pytest.mark.parametrize(
    ("name", "kind"),
    [("10-K.PDF", "pdf"), ("policy.htm", "html"), ("policy.html", "html"), ("handbook.docx", "docx")],
)
def test_prose_formats_keep_their_kind(name: str, kind: str) -> None:
    assert file_kind(name) == kind


@pytest.mark.parametrize("name", ["notes.md", "notes.markdown", "notes.txt", "notes.text", "no-suffix", "x.zip"])
def test_plain_text_and_unknown_names_read_as_text(name: str) -> None:
    assert file_kind(name) == "text"


def test_every_registered_suffix_has_a_kind_the_model_knows() -> None:
    for fmt in FORMATS:
        for suffix in fmt.suffixes:
            kind = file_kind(f"file{suffix}")
            assert f"file_{kind}" in FEATURES
            assert (kind == "sheet") == (fmt.layout == "rows"), suffix
