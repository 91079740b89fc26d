"""Page furniture (running headers and footers, page numbers, contents, exhibit indexes) is found at
ingest and kept with each page, so the viewer still shows it and answers can leave it out.

PDFs are generated with fpdf2 and read by the real parser worker (pypdf); nothing here measures
retrieval, so the library embeds with the hash embedder.
"""

from __future__ import annotations

import hashlib


from rag_core.ingest.furniture import find_furniture, is_furniture, mark_furniture
from rag_core.library import Library
from rag_core.text.sentences import split_sentences
from rag_core.types import FileType, PageText
from tests.helpers.library_fixtures import hash_library  # noqa: F401 (the module's `library`)
from tests.helpers.pdfs import make_pdf

HEADER = "Kestrel Freight Annual Report 2024"
BODIES = [
    "Kestrel Freight carried 4.1 million tonnes of cargo in 2024.\nThe fleet grew to 212 trucks.",
    "Revenue was $46.3 billion, up from $41.0 billion in 2023.\nOperating margin held steady.",
    "The new depot in Leeds opened in March.\nIt serves customers across the north of England.",
    "Fuel costs fell as the electric fleet grew.\nDrivers completed the new safety course.",
    "The Board proposes a dividend of 12 pence per share.\nThe annual meeting is held in Hull.",
]


def _ingest(library: Library, name: str, pages: list[str]) -> list[PageText]:
    data = make_pdf(pages)
    result = library.ingest_bytes(name, data)
    assert result.ok, result.message
    doc_id = hashlib.sha256(data).hexdigest()
    stored = [library.page(doc_id, number) for number in range(1, len(pages) + 1)]
    assert all(page is not None for page in stored)
    return stored  # type: ignore[return-value]


def _marked(page: PageText) -> list[str]:
    return [page.text[start:end] for start, end in page.furniture]


def _annual_report(total: int = 5) -> list[str]:
    return [f"{HEADER}\n{body}\nPage {number} of {total}" for number, body in enumerate(BODIES[:total], start=1)]


def test_running_header_and_page_of_footer_are_furniture_on_every_page_and_the_body_is_not(library: Library) -> None:
    pages = _ingest(library, "kestrel.pdf", _annual_report())
    for number, page in enumerate(pages, start=1):
        assert _marked(page) == [HEADER, f"Page {number} of 5"]
        assert page.text.startswith(HEADER)  # the viewer still shows the page as it is
    for page, body in zip(pages, BODIES, strict=True):
        body_sentences = [s for s in split_sentences(page.text) if s.text in body.replace("\n", " ")]
        assert len(body_sentences) == 2
        assert not any(is_furniture(page, s.start, s.end) for s in body_sentences)


def test_contents_page_is_furniture_but_the_introduction_after_it_is_not(library: Library) -> None:
    contents = (
        "Contents\nChair's letter 3\nStrategy 4\nRisk factors 7\nFinancial statements 9\nNotes to the accounts 12\n"
        "This report describes the year to 31 December 2024 and was approved by the Board in March."
    )
    pages = _ingest(library, "report.pdf", ["Kestrel Freight 2024", contents, "The chair writes."])
    marked = _marked(pages[1])
    assert marked == [
        "Contents",
        "Chair's letter 3",
        "Strategy 4",
        "Risk factors 7",
        "Financial statements 9",
        "Notes to the accounts 12",
    ]
    last = split_sentences(pages[1].text)[-1]
    assert last.text.startswith("This report describes") and not is_furniture(pages[1], last.start, last.end)


def test_exhibit_index_of_a_filing_is_furniture_and_the_paragraph_before_it_is_not(library: Library) -> None:
    exhibits = "\n".join(
        [
            "Item 15. Exhibits and Financial Statement Schedules.",
            "The financial statements are filed as part of this report under Item 8.",
            "EXHIBIT INDEX",
            "3.1 Restated Certificate of Incorporation (incorporated by reference to Exhibit 3.1 to Form 8-K filed June 12, 2020)",
            "*10.29 Best Buy Severance Plan, as amended (incorporated by reference to Exhibit 10.1 to Form 10-Q filed June 9, 2022)",
            "21.1 Subsidiaries of the Registrant",
            "31.1 Certification of the Chief Executive Officer pursuant to Rule 13a-14(a)",
            "32.1 Certification of the Chief Executive Officer pursuant to 18 U.S.C. Section 1350",
            "101.INS Inline XBRL Instance Document",
            "* Management contract or compensatory plan or arrangement.",
        ]
    )
    pages = _ingest(library, "10k.pdf", ["Annual report on Form 10-K", "Revenue was $46.3 billion.", exhibits])
    page = pages[2]
    index_at = page.text.index("EXHIBIT INDEX")
    listed = [s for s in split_sentences(page.text) if s.start >= index_at]
    assert len(listed) >= 3 and any("Severance Plan" in s.text for s in listed)
    assert all(is_furniture(page, s.start, s.end) for s in listed)
    [prose] = [s for s in split_sentences(page.text) if s.text.startswith("The financial statements are filed")]
    assert not is_furniture(page, prose.start, prose.end)
    assert "The financial statements are filed" not in " ".join(_marked(page))


def test_one_page_document_has_no_running_header(library: Library) -> None:
    [page] = _ingest(library, "memo.pdf", [f"{HEADER}\nThe fleet grew to 212 trucks.\n{HEADER}"])
    assert page.furniture == ()


def test_two_page_document_has_no_running_header() -> None:
    texts = [f"{HEADER}\nThe fleet grew to 212 trucks.", f"{HEADER}\nThe depot opened in March."]
    assert find_furniture(texts) == [(), ()]


def test_a_repeated_line_that_states_a_fact_is_not_furniture(library: Library) -> None:
    fact_at_top = "Kestrel Freight moved 4.1 million tonnes in 2024."
    in_the_body = "Every depot is open around the clock."
    pages = _ingest(
        library,
        "facts.pdf",
        [
            f"{fact_at_top}\nThe fleet grew.\nDrivers trained.\n{in_the_body}\nDepots were audited.\nCosts fell.\n{number}"
            for number in range(1, 6)
        ],
    )
    for number, page in enumerate(pages, start=1):
        assert _marked(page) == [str(number)]  # the page number only


def test_page_numbers_are_furniture_only_where_they_continue_the_numbering() -> None:
    texts = [f"Body text of page {n}.\n{n + 10}" for n in range(1, 5)] + ["A table ends here\n97"]
    found = find_furniture(texts)
    assert [[text[s:e] for s, e in spans] for text, spans in zip(texts, found, strict=True)] == [
        ["11"],
        ["12"],
        ["13"],
        ["14"],
        [],
    ]


def test_page_numbers_in_roman_numerals_and_with_a_letter_prefix_are_found() -> None:
    texts = ["Preface text.\ni", "Contents text.\nii", "Statements.\nF-1", "More statements.\nF-2"]
    assert [[t[s:e] for s, e in spans] for t, spans in zip(texts, find_furniture(texts), strict=True)] == [
        ["i"],
        ["ii"],
        ["F-1"],
        ["F-2"],
    ]


def test_a_sentence_mostly_of_body_text_glued_to_a_footer_is_not_furniture() -> None:
    footer = "Northwind Logistics Annual Report 2023 - page {n}"
    texts = [
        f"Highlights\nRevenue grew in every region of the group this year.\n{footer.format(n=n)}" for n in (1, 2, 3)
    ]
    pages = mark_furniture([PageText(n, str(n), text) for n, text in enumerate(texts, start=1)], FileType.PDF.value)
    page = pages[1]
    body_start = page.text.index("Revenue")
    assert is_furniture(page, page.text.index("Northwind"), len(page.text))
    assert not is_furniture(page, body_start, len(page.text))  # the body and the footer as one "sentence"
    assert not is_furniture(page, 0, 0)


def test_spreadsheets_have_no_furniture_and_text_files_no_running_headers() -> None:
    texts = [f"{HEADER}\nRow {n} of the sheet" for n in range(1, 6)]
    pages = [PageText(n, f"rows {n}", text) for n, text in enumerate(texts, start=1)]
    assert all(page.furniture == () for page in mark_furniture(pages, FileType.XLSX.value))
    assert all(page.furniture == () for page in mark_furniture(pages, FileType.MARKDOWN.value))
    assert any(page.furniture for page in mark_furniture(pages, FileType.PDF.value))


def test_exhibit_numbers_on_lines_of_their_own_as_pypdf_reads_some_filings_are_found() -> None:
    listed = [
        "(31.1)",
        "Certification of the Chief Executive Officer pursuant to Section 302.",
        "(31.2)",
        "Certification of the Chief Financial Officer pursuant to Section 302.",
        "(32.1)",
        "Certification of the Chief Executive Officer pursuant to Section 906.",
        "(101.INS)",
        "Inline XBRL Instance Document",
    ]
    lines = ["Item 15. Exhibits.", "The exhibits below are filed herewith:", *listed]
    text = "\n".join(["Revenue was $46.3 billion in 2024.", *lines])
    [spans] = find_furniture([text], paged=False)
    assert [text[s:e] for s, e in spans] == lines
