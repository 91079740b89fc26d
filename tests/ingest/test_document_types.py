"""Word, HTML, Excel and CSV files are read into pages with labels an analyst can follow, and
their tables into rows (label, column header, value) that all occur on the page text.

Fixtures are built here; nothing here measures retrieval, so libraries embed with the hash embedder.
"""

from __future__ import annotations

import json
from pathlib import Path

from rag_core.ingest.formats import format_of
from rag_core.ingest.rows import parts_on_page
from rag_core.ingest.tables import TableRow
from rag_core.library import Library
from rag_core.settings import IngestSettings, Settings
from rag_core.testing import HashEmbedder
from rag_core.types import FileType, PageText
from tests.helpers.office import heading, make_docx, make_xlsx, para, table


def _read(
    tmp_path: Path, kind: FileType, name: str, data: bytes, **settings: int
) -> tuple[list[PageText], dict[int, str]]:
    path = tmp_path / name
    path.write_bytes(data)
    with format_of(kind).loader(path, name, IngestSettings(**settings)) as source:
        pages = [page for page, _, _ in source]
        assert source.info.page_count == len(pages)
        return pages, dict(source.tables)


def _rows(tables: dict[int, str], page: int) -> list[TableRow]:
    return [TableRow.from_dict(item) for item in json.loads(tables[page])]


def test_docx_without_rendered_pages_is_cut_into_sections_at_headings(tmp_path: Path) -> None:
    docx = make_docx(
        heading("Warehouse review"),
        para("The Dayton warehouse handles 4,000 parcels a day."),
        heading("Staffing", level=2),
        para("The night shift has 42 pickers.", "<PAGE>", "Overtime is paid weekly."),
    )
    pages, _ = _read(tmp_path, FileType.DOCX, "review.docx", docx)
    # Each section is named by the heading it starts with; one cut at a page break starts with none.
    assert [(p.page, p.label) for p in pages] == [
        (1, "section 1 · Warehouse review"),
        (2, "section 2 · Staffing"),
        (3, "section 3"),
    ]
    assert pages[0].text == "Warehouse review\n\nThe Dayton warehouse handles 4,000 parcels a day."
    assert pages[1].text == "Staffing\n\nThe night shift has 42 pickers."
    assert pages[2].text == "Overtime is paid weekly."


def test_docx_with_rendered_page_breaks_keeps_words_page_numbers(tmp_path: Path) -> None:
    docx = make_docx(
        heading("Contract summary"),
        para("The lease runs for ten years."),
        heading("Rent"),  # a heading does not start a page when Word says where pages start
        para("Rent is reviewed every ", "<RENDERED>", "five years."),
        para("<RENDERED>", "The tenant insures the building."),
    )
    pages, _ = _read(tmp_path, FileType.DOCX, "lease.docx", docx)
    assert [(p.page, p.label) for p in pages] == [(1, "page 1 · Contract summary"), (2, ""), (3, "")]
    assert pages[0].text.endswith("Rent\n\nRent is reviewed every")
    assert pages[1].text == "five years."
    assert pages[2].text == "The tenant insures the building."


def test_docx_table_rows_carry_their_column_headers(tmp_path: Path) -> None:
    docx = make_docx(
        para("Northwind Traders Inc. key figures"),
        table([["Metric", "2023", "2022"], ["Revenue", "1,250", "1,100"], ["Net income", "95", "80"]], header_rows=1),
    )
    pages, tables = _read(tmp_path, FileType.DOCX, "figures.docx", docx)
    assert (
        "Metric | 2023 | 2022\n\nRevenue | 2023: 1,250 | 2022: 1,100\n\nNet income | 2023: 95 | 2022: 80"
        in pages[0].text
    )
    rows = _rows(tables, 1)
    assert [(r.label, [(c.header, c.value) for c in r.cells]) for r in rows] == [
        ("Revenue", [(("2023",), "1,250"), (("2022",), "1,100")]),
        ("Net income", [(("2023",), "95"), (("2022",), "80")]),
    ]
    assert all(parts_on_page([r.label, *c.header, c.value], pages[0].text) for r in rows for c in r.cells)


def test_html_keeps_readable_text_and_sections_at_h1_and_h2(tmp_path: Path) -> None:
    html = (
        "<!doctype html><html><head><title>Travel policy</title><style>p {color: red}</style></head><body>"
        "<nav><a href='/'>Home</a> | <a href='/hr'>HR</a></nav><script>track('visit');</script>"
        "<h1>Travel policy</h1><p>Economy class is required\n   for flights under six hours.</p>"
        "<ul><li>Book through the portal.</li><li>Keep receipts.</li></ul>"
        "<h2>Hotels</h2><p>The nightly limit is:<br>220 pounds in London.</p>"
        "<table><tr><th>City</th><th>Limit</th></tr><tr><td>London</td><td>220</td></tr>"
        "<tr><td>Paris</td><td>&euro;240</td></tr></table></body></html>"
    )
    pages, tables = _read(tmp_path, FileType.HTML, "travel.html", html.encode())
    assert [(p.page, p.label) for p in pages] == [(1, "section 1 · Travel policy"), (2, "section 2 · Hotels")]
    assert pages[0].text == (
        "Travel policy\n\nEconomy class is required for flights under six hours.\n\n"
        "Book through the portal.\n\nKeep receipts."
    )
    assert pages[1].text == (
        "Hotels\n\nThe nightly limit is:\n220 pounds in London.\n\nCity | Limit\n\nLondon | Limit: 220\n\nParis | Limit: €240"
    )
    assert [(r.label, r.cells[0].header, r.cells[0].value) for r in _rows(tables, 2)] == [
        ("London", ("Limit",), "220"),
        ("Paris", ("Limit",), "€240"),
    ]


def test_html_is_decoded_in_the_charset_it_declares(tmp_path: Path) -> None:
    html = '<html><head><meta charset="windows-1252"></head><body><p>Café prices rose – by 5%.</p></body></html>'
    pages, _ = _read(tmp_path, FileType.HTML, "cafe.html", html.encode("cp1252"))
    assert pages[0].text == "Café prices rose – by 5%."


def test_html_with_a_main_element_is_read_from_it_only(tmp_path: Path) -> None:
    # As sites, wikis and generated docs write pages: a menu, a pop-up hidden by CSS and a footer
    # in plain <div>s around <main>.
    html = (
        "<html><head><title>Expenses</title></head><body>"
        "<div class='menu'><a href='/'>Home</a> <a href='/hr'>HR</a></div>"
        "<div id='help-popup'><h2>Keyboard shortcuts</h2><p>Press S to search.</p></div>"
        "<main><h1>Expenses</h1><p>Receipts are submitted within 30 days.</p>"
        "<table><tr><th>Item</th><th>Limit</th></tr><tr><td>Taxi</td><td>EUR 50</td></tr></table></main>"
        "<div class='footer'><p>Copyright Northwind Intranet</p></div></body></html>"
    )
    pages, tables = _read(tmp_path, FileType.HTML, "expenses.html", html.encode())
    text = " ".join(p.text for p in pages)
    assert "Receipts are submitted within 30 days." in text and "EUR 50" in text
    assert "Keyboard shortcuts" not in text and "Home" not in text and "Copyright" not in text
    assert any("Taxi" in json.dumps(rows) for rows in tables.values())
    # A page whose <main> holds no text (filled in by a script) is read whole.
    empty_main = "<html><body><div><p>Parking is free for visitors.</p></div><main></main></body></html>"
    pages, _ = _read(tmp_path, FileType.HTML, "parking.html", empty_main.encode())
    assert "Parking is free for visitors." in " ".join(p.text for p in pages)


def test_the_statements_of_a_page_footer_outside_main_are_read_and_its_links_are_not(tmp_path: Path) -> None:
    # Who publishes the page is often said only in its <footer>, after <main>: a registered number,
    # a registered office. Its links, headings and menus stay out.
    html = (
        "<html><body><main><h1>Visit Brackenfold</h1><p>The reserve is open from dawn to dusk.</p></main>"
        "<footer><h2>Contact</h2><nav><a href='/privacy'>Privacy</a></nav>"
        "<p>Hollowmere Wildlife Trust is a registered charity in England and Wales, number 1098432.</p>"
        "<p>© 2025 Hollowmere Wildlife Trust. All rights reserved.</p>"
        "<p><a href='/cookies'>Cookies</a> <a href='/terms'>Terms of use</a></p></footer></body></html>"
    )
    pages, _ = _read(tmp_path, FileType.HTML, "visit.html", html.encode())
    text = " ".join(p.text for p in pages)
    assert "The reserve is open from dawn to dusk." in text
    assert "registered charity in England and Wales, number 1098432." in text
    assert "Contact" not in text and "Cookies" not in text and "Privacy" not in text
    assert "All rights reserved" not in text  # a copyright line is no statement worth indexing
    # A footer's statement does not stand in for an empty <main>: the page is then read whole.
    empty_main = (
        "<html><body><div><p>Parking is free for visitors.</p></div><main></main>"
        "<footer><p>Acme Widgets Ltd is registered in England, number 01234567.</p></footer></body></html>"
    )
    pages, _ = _read(tmp_path, FileType.HTML, "parking.html", empty_main.encode())
    assert "Parking is free for visitors." in " ".join(p.text for p in pages)


def test_xlsx_pages_are_blocks_of_rows_labelled_with_sheet_and_rows(tmp_path: Path) -> None:
    xlsx = make_xlsx(
        {
            "P&L": [
                ["Northwind Traders Inc. - Income statement"],
                [],
                ["Metric", 2023, 2022],
                ["Revenue", 1250, 1100],
                ["Costs", 900, 850],
                ["Net income", 350, 250],
            ],
            "Empty": [],
            "Staff": [["Site", "Headcount"], ["Dayton", 120]],
        }
    )
    pages, tables = _read(tmp_path, FileType.XLSX, "northwind.xlsx", xlsx, text_page_lines=4)
    assert [(p.page, p.label) for p in pages] == [(1, "P&L, rows 1-5"), (2, "P&L, row 6"), (3, "Staff, rows 1-2")]
    assert pages[0].text == (
        "Row 1: Northwind Traders Inc. - Income statement\n\nRow 3: Metric | 2023 | 2022\n\n"
        "Row 4: Revenue | 2023: 1250 | 2022: 1100\n\nRow 5: Costs | 2023: 900 | 2022: 850"
    )
    # A further page of a sheet repeats its title and header rows, as Excel prints them.
    assert pages[1].text == (
        "Row 1: Northwind Traders Inc. - Income statement\n\nRow 3: Metric | 2023 | 2022\n\n"
        "Row 6: Net income | 2023: 350 | 2022: 250"
    )
    revenue = _rows(tables, 1)[0]
    assert (revenue.label, revenue.cells[0].header, revenue.cells[0].value) == ("Revenue", ("2023",), "1250")
    assert revenue.title == "Northwind Traders Inc. - Income statement"
    assert [r.label for r in _rows(tables, 2)] == ["Net income"]


def test_xlsx_numbers_read_as_their_number_format_shows_them(tmp_path: Path) -> None:
    xlsx = make_xlsx(
        {
            "Figures": [
                ["Measure", "Value"],
                ["Revenue", 1250000],
                ["Margin", 0.125],
                ["Price", 4.5],
                ["Loss", -300],
                ["Ratio", 0.30000000000000004],
            ]
        },
        {"Figures!B2": "#,##0", "Figures!B3": "0.0%", "Figures!B4": '"$"#,##0.00', "Figures!B5": "#,##0;(#,##0)"},
    )
    pages, _ = _read(tmp_path, FileType.XLSX, "figures.xlsx", xlsx)
    assert pages[0].text.split("\n\n")[1:] == [
        "Row 2: Revenue | Value: 1,250,000",
        "Row 3: Margin | Value: 12.5%",
        "Row 4: Price | Value: $4.50",
        "Row 5: Loss | Value: (300)",
        "Row 6: Ratio | Value: 0.3",
    ]


def test_csv_rows_are_read_with_their_delimiter_and_quoted_values(tmp_path: Path) -> None:
    data = 'Region;Stores;Revenue\nNorth;12;"1,250"\n\nSouth;9;"980"\n'.encode()
    pages, tables = _read(tmp_path, FileType.CSV, "regions.csv", data)
    assert [(p.page, p.label) for p in pages] == [(1, "rows 1-4")]
    assert pages[0].text == (
        "Row 1: Region | Stores | Revenue\n\nRow 2: North | Stores: 12 | Revenue: 1,250\n\n"
        "Row 4: South | Stores: 9 | Revenue: 980"
    )
    assert [(r.label, [c.value for c in r.cells]) for r in _rows(tables, 1)] == [
        ("North", ["12", "1,250"]),
        ("South", ["9", "980"]),
    ]


def test_each_new_type_is_indexed_with_its_type_and_page_labels(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    library = Library(Settings(data_dir=tmp_path / "data", seed_samples=False), hash_embedder)
    files = {
        "review.docx": make_docx(heading("Review"), para("The Dayton warehouse handles 4,000 parcels a day.")),
        "travel.html": b"<h1>Travel</h1><p>Economy class is required for short flights.</p>",
        "northwind.xlsx": make_xlsx({"P&L": [["Metric", 2023], ["Revenue", 1250]]}),
        "regions.csv": b"Region,Stores\nNorth,12\n",
    }
    for name, data in files.items():
        result = library.ingest_bytes(name, data)
        assert result.ok and result.pages == 1, result.message
    ready = {d.name: d for d in library.ready_documents()}
    assert {n: d.file_type for n, d in ready.items()} == {
        "review.docx": "docx",
        "travel.html": "html",
        "northwind.xlsx": "xlsx",
        "regions.csv": "csv",
    }
    assert {n: d.stored_path.rsplit(".", 1)[-1] for n, d in ready.items()} == {
        "review.docx": "docx",
        "travel.html": "html",
        "northwind.xlsx": "xlsx",
        "regions.csv": "csv",
    }
    labels = {n: library.page(d.doc_id, 1).label for n, d in ready.items()}  # type: ignore[union-attr]
    assert labels == {
        "review.docx": "section 1 · Review",
        "travel.html": "section 1 · Travel",
        "northwind.xlsx": "P&L, rows 1-2",
        "regions.csv": "rows 1-2",
    }


def test_a_markdown_upload_is_cut_into_sections_named_by_their_headings(
    tmp_path: Path, hash_embedder: HashEmbedder
) -> None:
    library = Library(Settings(data_dir=tmp_path / "data", seed_samples=False), hash_embedder)
    text = "# Depot rules\n\nGates open at six.\n\n## 2. Rules\n\nNo smoking on the quay.\n"
    result = library.ingest_bytes("rules.md", text.encode())  # read in the parser worker, which is not told the name
    assert result.ok and result.pages == 2, result.message
    assert [library.page(result.doc_id, n).label for n in (1, 2)] == ["section 1 · Depot rules", "section 2 · 2. Rules"]  # type: ignore[union-attr]
