"""Word, HTML and Excel uploads in the app: added on the Library page in one step, then a question
on the Ask page is answered from each with its quote and its locator (Word's section, the HTML
section, the sheet and rows), and Open source shows the text with the quote marked."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.app.conftest import ask, start
from tests.helpers.office import NORTHWIND, REVIEW, TRAVEL
from tests.helpers.uploads import upload

DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


def _plain(text: str) -> str:
    return re.sub(r"\\(.)", r"\1", text).replace("\u2060", "")


@pytest.mark.parametrize(
    ("question", "quote", "source_line"),
    [
        ("How many parcels does the Dayton warehouse handle a day?", "The Dayton warehouse handles 4,000 parcels a day.",
         "review.docx, section 2"),
        ("What is the nightly hotel limit in London?", "The nightly hotel limit in London is 220 pounds.",
         "travel.html, section 2"),
        ("What was Northwind's revenue in 2023?", "1,250", "northwind.xlsx, P&L, rows 1-6"),
    ],
)
def test_each_office_upload_is_answered_with_its_quote_and_locator(
    empty_app: Path, question: str, quote: str, source_line: str
) -> None:
    at = start("pages/library.py")
    upload(at, [("review.docx", REVIEW, DOCX), ("travel.html", TRAVEL, "text/html"), ("northwind.xlsx", NORTHWIND, XLSX)])
    assert len([s for s in at.success if "Indexed" in s.value]) == 3, [s.value for s in at.success]
    at.switch_page("pages/ask.py").run()
    ask(at, question)
    card = _plain(" ".join(e.value for e in [*at.success, *at.warning]))
    assert quote in card
    sources = [_plain(m.value) for m in at.main.markdown if re.match(r"^1\. ", m.value)]
    assert sources and sources[0].endswith(source_line), sources
    # The Facts tab cites the quote by the same locator, not by the page number behind it.
    facts = [_plain(m.value).replace("*", "") for m in at.main.markdown if m.value.startswith("- ") and " — " in m.value]
    assert facts and all(fact.endswith(source_line) for fact in facts), facts
    at.button(key=next(b.key for b in at.button if b.key and b.key.startswith("open-"))).click().run()
    assert not at.exception, at.exception
    page = next(_plain(m.value) for m in at.main.get("html") if "verbatim-page" in m.value)
    marked = re.findall(r"<mark>(.*?)</mark>", page)
    assert any(quote.replace(",", "") in m.replace(",", "") or quote in m for m in marked), marked
