"""Word, HTML and Excel uploads in the app: added on the Library page in one step, then a question
on the Ask page is answered from each with its quote and its locator (Word's section, the HTML
section, the sheet and rows), and Open source shows the text with the quote marked."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ui import state
from rag_core.conversations import Conversations
from rag_core.settings import Settings
from tests.app.conftest import ask, start
from tests.helpers.office import NORTHWIND, REVIEW, TRAVEL
from tests.helpers.uploads import upload

DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


def _plain(text: str) -> str:
    return re.sub(r"\\(.)", r"\1", text).replace("\u2060", "")


@pytest.mark.parametrize(
    ("question", "quote", "cited", "quoted"),
    [
        (
            "How many parcels does the Dayton warehouse handle a day?",
            "The Dayton warehouse handles 4,000 parcels a day.",
            "review.docx, section 2 · Dayton",
            "review.docx, section 2 · Dayton",
        ),
        (
            "What is the nightly hotel limit in London?",
            "The nightly hotel limit in London is 220 pounds.",
            "travel.html, section 2 · Hotels",
            "travel.html, section 2 · Hotels",
        ),
        (
            "What was Northwind's revenue in 2023?",
            "1,250",
            "northwind.xlsx, P&L, rows 1-6",
            "northwind.xlsx, P&L, row 4",
        ),
    ],
)
def test_each_office_upload_is_answered_with_its_quote_and_location_named_alike_everywhere(
    empty_app: Path, question: str, quote: str, cited: str, quoted: str
) -> None:
    """The citation, the quote's place in the Facts tab, the viewer's header and the Markdown export
    use one vocabulary (rag_core.locations): a section by its heading, a sheet cell by its row."""
    at = start("pages/library.py")
    upload(
        at, [("review.docx", REVIEW, DOCX), ("travel.html", TRAVEL, "text/html"), ("northwind.xlsx", NORTHWIND, XLSX)]
    )
    assert len([s for s in at.success if "Indexed" in s.value]) == 3, [s.value for s in at.success]
    at.switch_page("pages/ask.py").run()
    ask(at, question)
    card = _plain(" ".join(e.value for e in [*at.success, *at.warning]))
    assert quote in card
    sources = [_plain(m.value) for m in at.main.markdown if re.match(r"^1\. ", m.value)]
    assert sources and sources[0].endswith(cited), sources
    # The Facts tab cites the quote by the same vocabulary: a cell by its row, not the page number behind it.
    facts = [
        _plain(m.value).replace("*", "") for m in at.main.markdown if m.value.startswith("- ") and " — " in m.value
    ]
    assert facts and all(fact.endswith(quoted) for fact in facts), facts
    at.button(key=next(b.key for b in at.button if b.key and b.key.startswith("open-"))).click().run()
    assert not at.exception, at.exception
    name, place = cited.split(", ", 1)
    header = [_plain(m.value) for m in at.main.markdown if m.value.startswith("**") and " — " in m.value]
    assert f"**{name}** — {place} (2 of 2)" in header, header
    if quoted != cited:  # a cell: the viewer names the marked row as the card does
        assert f"Marked: {quoted.split(', ', 1)[1]}" in [_plain(c.value) for c in at.main.caption]
    page = next(_plain(m.value) for m in at.main.get("html") if "verbatim-page" in m.value)
    marked = re.findall(r"<mark>(.*?)</mark>", page)
    assert any(quote.replace(",", "") in m.replace(",", "") or quote in m for m in marked), marked
    thread_id = at.query_params[state.THREAD_PARAM]
    thread_id = thread_id[0] if isinstance(thread_id, list) else thread_id
    markdown = Conversations.without_engine(Settings(data_dir=empty_app)).export_markdown(thread_id)
    assert f">\n> — {quoted}\n" in markdown, markdown
