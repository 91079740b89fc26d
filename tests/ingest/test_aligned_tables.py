"""Tables of words in a PDF (an offer letter's benefits summary, a policy schedule's cover table) read
as rows from pypdf's layout text, and set apart in the stored text so that no sentence runs two rows
together (2026-12-06, seventy-eighth session).

Before: the rows of such a table were not read (the table recovery read only tables of figures), and
the plain text ran them together into one "sentence": "Pension - employer contribution 6% of
qualifying earnings Pension - your contribution 4% ... Annual leave 25 days ...", which was quoted
as the answer to "Is there a bonus?".
"""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from rag_core.ingest.aligned_tables import looks_aligned, rows_from_aligned, set_apart
from rag_core.ingest.normalize import normalize_text
from rag_core.text.sentences import split_sentences
from tests.helpers.pdfs import make_pdf, make_table_pdf

pytestmark = pytest.mark.unit

BENEFITS = [
    ["Item", "Details"],
    ["Base salary", "£34,500 per annum, paid monthly in arrears"],
    ["Probation period", "Six months"],
    ["Notice period after probation", "One month by either party"],
    ["Annual bonus", "Discretionary, up to 8% of base salary"],
]
COVER = [
    ["Section of cover", "Cover", "Sum insured", "Excess"],
    ["Buildings", "Included", "£450,000", "£250"],
    ["Contents", "Included", "£60,000", "£150"],
    ["Home emergency", "Not included", "Add for £29.99 a year", "-"],
]


def _page(data: bytes) -> tuple[str, str]:
    """(plain text as stored, layout text) of a PDF's first page."""
    page = PdfReader(io.BytesIO(data)).pages[0]
    return normalize_text(page.extract_text()), page.extract_text(extraction_mode="layout")


def test_a_two_column_table_of_words_is_read_as_rows_under_its_title() -> None:
    plain, layout = _page(make_table_pdf(["Dear Samuel,"], "Summary of salary and benefits", BENEFITS, []))
    assert looks_aligned(plain)
    rows = rows_from_aligned(layout, plain)
    assert [(r.label, r.cells[0].value) for r in rows] == [(label, value) for label, value in BENEFITS[1:]]
    assert {r.title for r in rows} == {"Summary of salary and benefits"}
    assert {r.cells[0].header for r in rows} == {("Details",)}


def test_each_column_keeps_its_header() -> None:
    plain, layout = _page(make_table_pdf(["Your cover is shown below."], "Your cover", COVER, []))
    rows = {r.label: {c.header[0]: c.value for c in r.cells} for r in rows_from_aligned(layout, plain)}
    assert rows["Contents"] == {"Cover": "Included", "Sum insured": "£60,000", "Excess": "£150"}
    assert rows["Home emergency"]["Sum insured"] == "Add for £29.99 a year"


def test_prose_is_no_table() -> None:
    text = (
        "Following your recent interview, I am delighted to offer you the position of Senior Accounts "
        "Assistant in our Finance team at Forbury House, Reading. Your start date will be Monday 2 February "
        "2026, and on your first day please report to reception at 9am. " * 4
    )
    plain, layout = _page(make_pdf([text]))
    assert rows_from_aligned(layout, plain) == []


def test_rows_are_set_apart_so_no_sentence_runs_two_together() -> None:
    after = ["Once you have passed your probation, you may work from home for up to two days a week."]
    plain, layout = _page(make_table_pdf(["Dear Samuel,"], "Summary of salary and benefits", BENEFITS, after))
    before = [s.text for s in split_sentences(plain)]
    assert any("by either party Annual bonus" in s for s in before)  # the plain text runs them together
    apart = set_apart(plain, rows_from_aligned(layout, plain))
    assert apart.split() == plain.split()  # only whitespace added
    sentences = [s.text for s in split_sentences(apart)]
    assert "Probation period Six months" in sentences
    assert "Notice period after probation One month by either party" in sentences
    assert "Annual bonus Discretionary, up to 8% of base salary" in sentences
    assert after[0] in sentences


def test_a_list_laid_out_with_its_marks_apart_is_no_table() -> None:
    items = ["lower asset impairment charges;", "higher income from collaborations;", "the impact of new products."]
    layout = "\n".join(f"  •      {item}" for item in items)
    plain = "\n".join(f"• {item}" for item in items)
    assert rows_from_aligned(layout, plain) == []
    numbered = "\n".join(f"  {n}.      {item}" for n, item in enumerate(items, start=1))
    assert rows_from_aligned(numbered, plain.replace("•", "1.")) == []
