"""Office files built in the tests: DOCX from minimal WordprocessingML, XLSX with openpyxl."""

from __future__ import annotations

import io
import zipfile
from collections.abc import Sequence
from xml.sax.saxutils import escape

W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"

_CONTENT_TYPES = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    '<Default Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/word/document.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
    "</Types>"
)
_RELS = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" '
    'Target="word/document.xml"/></Relationships>'
)
_STYLES = (
    f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="{W_NS}">'
    '<w:style w:type="paragraph" w:styleId="Kop1"><w:name w:val="heading 1"/></w:style>'
    '<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/></w:style>'
    '<w:style w:type="paragraph" w:styleId="Normal"><w:name w:val="Normal"/></w:style>'
    "</w:styles>"
)
_CORE = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" '
    'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" '
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">'
    "<dc:title>{title}</dc:title><dc:creator>Analyst</dc:creator>"
    '<dcterms:created xsi:type="dcterms:W3CDTF">2024-03-05T09:00:00Z</dcterms:created>'
    "</cp:coreProperties>"
)


def heading(text: str, level: int = 1) -> str:
    """A heading paragraph ("Kop1" is Heading 1 under a localised style id, as Dutch Word saves it)."""
    style = "Kop1" if level == 1 else f"Heading{level}"
    return f'<w:p><w:pPr><w:pStyle w:val="{style}"/></w:pPr><w:r><w:t>{escape(text)}</w:t></w:r></w:p>'


def para(*runs: str) -> str:
    """A paragraph of runs; a run "<PAGE>" is an explicit page break, "<RENDERED>" a rendered one."""
    xml = []
    for run in runs:
        if run == "<PAGE>":
            xml.append('<w:r><w:br w:type="page"/></w:r>')
        elif run == "<RENDERED>":
            xml.append("<w:r><w:lastRenderedPageBreak/></w:r>")
        else:
            xml.append(f'<w:r><w:t xml:space="preserve">{escape(run)}</w:t></w:r>')
    return "<w:p>" + "".join(xml) + "</w:p>"


def table(rows: Sequence[Sequence[str]], header_rows: int = 0) -> str:
    """A table; the first ``header_rows`` rows are marked as repeating header rows."""
    xml = ["<w:tbl>"]
    for n, row in enumerate(rows):
        props = "<w:trPr><w:tblHeader/></w:trPr>" if n < header_rows else ""
        cells = "".join(f"<w:tc><w:p><w:r><w:t>{escape(c)}</w:t></w:r></w:p></w:tc>" for c in row)
        xml.append(f"<w:tr>{props}{cells}</w:tr>")
    xml.append("</w:tbl>")
    return "".join(xml)


def make_docx(*body: str, title: str = "Test document", styles: bool = True) -> bytes:
    """A DOCX file whose body is the given paragraph and table XML."""
    document = (
        f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="{W_NS}"><w:body>'
        + "".join(body)
        + "<w:sectPr/></w:body></w:document>"
    )
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as package:
        package.writestr("[Content_Types].xml", _CONTENT_TYPES)
        package.writestr("_rels/.rels", _RELS)
        package.writestr("word/document.xml", document)
        if styles:
            package.writestr("word/styles.xml", _STYLES)
        package.writestr("docProps/core.xml", _CORE.format(title=escape(title)))
    return buffer.getvalue()


def make_xlsx(
    sheets: dict[str, Sequence[Sequence[object]]], formats: dict[str, str] | None = None, *, title: str = ""
) -> bytes:
    """An XLSX workbook with one sheet per entry; ``formats`` maps cell ("Sheet!B4") to number format;
    ``title`` is the workbook's document title property (none when empty)."""
    from openpyxl import Workbook

    workbook = Workbook()
    workbook.remove(workbook.active)
    for name, rows in sheets.items():
        sheet = workbook.create_sheet(name)
        for row in rows:
            sheet.append(list(row))
    for where, number_format in (formats or {}).items():
        name, cell = where.split("!")
        workbook[name][cell].number_format = number_format
    workbook.properties.title = title or None
    buffer = io.BytesIO()
    workbook.save(buffer)
    return buffer.getvalue()


# A small document of each office type, with one fact each, used by the answer tests and the app's.
REVIEW = make_docx(
    heading("Warehouse review"),
    para("The review covers the Ohio sites."),
    heading("Dayton"),
    para("The Dayton warehouse handles 4,000 parcels a day. It opened in March 2022."),
    table([["Shift", "Pickers"], ["Day", "60"], ["Night", "42"]]),
)
TRAVEL = (
    b"<html><head><title>Travel policy</title></head><body><nav>Home | HR | IT</nav>"
    b"<h1>Travel policy</h1><p>Economy class is required for flights under six hours.</p>"
    b"<h2>Hotels</h2><p>The nightly hotel limit in London is 220 pounds.</p></body></html>"
)
NORTHWIND = make_xlsx(
    {
        "Notes": [["Prepared by the finance team."]],
        "P&L": [
            ["Northwind Traders Inc. - Income statement"],
            [],
            ["Metric", 2023, 2022],
            ["Revenue", 1250, 1100],
            ["Operating costs", 900, 850],
            ["Net income", 350, 250],
        ],
    },
    {f"P&L!{col}{row}": "#,##0" for col in "BC" for row in (4, 5, 6)},
)
CONTOSO = (
    b'Contoso Pharma Corporation - key figures\nMetric,2023,2022\nNet income,"4,100","3,900"\nResearch sites,14,12\n'
)


def make_xls(sheets: dict[str, Sequence[Sequence[object]]]) -> bytes:
    """An Excel 97-2003 workbook (BIFF8, written by xlwt) with ``sheets`` of rows from A1."""
    import xlwt

    book = xlwt.Workbook()
    for name, rows in sheets.items():
        sheet = book.add_sheet(name)
        for r, row in enumerate(rows):
            for c, value in enumerate(row):
                if value is not None:
                    sheet.write(r, c, value)
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


_ODS_MANIFEST = (
    '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest '
    'xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">'
    '<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/>'
    '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>'
)


def make_ods(sheets: dict[str, Sequence[Sequence[object]]]) -> bytes:
    """An OpenDocument spreadsheet (the package LibreOffice Calc writes, minimal) with ``sheets``."""

    def cell(value: object) -> str:
        if value is None or value == "":
            return "<table:table-cell/>"
        if isinstance(value, (int, float)):
            return f'<table:table-cell office:value-type="float" office:value="{value}"><text:p>{value}</text:p></table:table-cell>'
        return f'<table:table-cell office:value-type="string"><text:p>{escape(str(value))}</text:p></table:table-cell>'

    tables = "".join(
        f'<table:table table:name="{escape(name)}">'
        + "".join("<table:table-row>" + "".join(cell(v) for v in row) + "</table:table-row>" for row in rows)
        + "</table:table>"
        for name, rows in sheets.items()
    )
    content = (
        '<?xml version="1.0" encoding="UTF-8"?><office:document-content '
        'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
        'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
        'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2">'
        f"<office:body><office:spreadsheet>{tables}</office:spreadsheet></office:body></office:document-content>"
    )
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as package:
        package.writestr(zipfile.ZipInfo("mimetype"), "application/vnd.oasis.opendocument.spreadsheet")
        package.writestr("META-INF/manifest.xml", _ODS_MANIFEST, zipfile.ZIP_DEFLATED)
        package.writestr("content.xml", content, zipfile.ZIP_DEFLATED)
    return out.getvalue()
