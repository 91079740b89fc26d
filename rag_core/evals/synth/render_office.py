"""Word and Excel rendering, byte for byte the same for the same document.

DOCX is written as minimal WordprocessingML (as ``tests/helpers/office.py`` does) in a zip whose
entries carry a fixed date; XLSX is written by openpyxl and then re-packed with fixed dates.
Pages are the reader's: a Word file without rendered page breaks is read in sections (a new one at
each Heading 1 or 2 and at an explicit page break); a sheet of under 40 rows is one page.
"""

from __future__ import annotations

import io
import re
import zipfile
from datetime import datetime
from xml.sax.saxutils import escape

from rag_core.evals.synth.model import Document, Heading, PageBreak, Para, Table

_W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
_STAMP = (2024, 3, 1, 9, 0, 0)
_CONTENT_TYPES = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    '<Default Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/word/document.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
    '<Override PartName="/word/styles.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>'
    '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>'
    "</Types>"
)
_RELS = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" '
    'Target="word/document.xml"/>'
    '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" '
    'Target="docProps/core.xml"/></Relationships>'
)
_DOC_RELS = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" '
    'Target="styles.xml"/></Relationships>'
)
_STYLES = (
    f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="{_W}">'
    '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>'
    + "".join(
        f'<w:style w:type="paragraph" w:styleId="Heading{n}"><w:name w:val="heading {n}"/>'
        f'<w:basedOn w:val="Normal"/><w:pPr><w:outlineLvl w:val="{n - 1}"/></w:pPr></w:style>'
        for n in (1, 2, 3)
    )
    + "</w:styles>"
)
_CORE = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" '
    'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" '
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">'
    "<dc:title>{title}</dc:title><dc:creator>{creator}</dc:creator>"
    '<dcterms:created xsi:type="dcterms:W3CDTF">2024-03-01T09:00:00Z</dcterms:created>'
    "</cp:coreProperties>"
)
_CORE_DATES = re.compile(rb"(<dcterms:(?:created|modified)[^>]*>)[^<]*(</dcterms:)")


def _zip(entries: list[tuple[str, bytes | str]]) -> bytes:
    """A zip archive whose entries all carry the same date, so equal input gives equal bytes."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in entries:
            info = zipfile.ZipInfo(name, date_time=_STAMP)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, data)
    return buffer.getvalue()


def _p(text: str, style: str = "") -> str:
    props = f'<w:pPr><w:pStyle w:val="{style}"/></w:pPr>' if style else ""
    return f'<w:p>{props}<w:r><w:t xml:space="preserve">{escape(text)}</w:t></w:r></w:p>'


def _table_xml(table: Table) -> str:
    rows = [[table.label_header, *table.header]] + [[r.label, *r.cells] for r in table.rows]
    width = max(len(r) for r in rows)
    xml = ['<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr>']
    for n, cells in enumerate(rows):
        cells = list(cells) + [""] * (width - len(cells))
        props = "<w:trPr><w:tblHeader/></w:trPr>" if n == 0 else ""
        xml.append(f"<w:tr>{props}" + "".join(f"<w:tc>{_p(c)}</w:tc>" for c in cells) + "</w:tr>")
    xml.append("</w:tbl>")
    return "".join(xml)


def render_docx(doc: Document) -> tuple[bytes, dict[str, set[int]]]:
    """The DOCX's bytes and the section (the reader's page) each fact or trap id is in."""
    body: list[str] = []
    pages: dict[str, set[int]] = {}
    section, started, only_headings, fresh = 1, False, True, False
    for block in doc.blocks:
        if isinstance(block, PageBreak):
            body.append('<w:p><w:r><w:br w:type="page"/></w:r></w:p>')
            fresh = True
            continue
        is_heading = isinstance(block, Heading)
        breaks = (is_heading and block.level <= 2) or fresh  # type: ignore[union-attr]
        if started and not only_headings and breaks:
            section += 1
            only_headings = True
        fresh, started = False, True
        if isinstance(block, Heading):
            body.append(_p(block.text, f"Heading{min(block.level, 3)}"))
        else:
            only_headings = False
            if isinstance(block, Para):
                body.append(_p(block.text))
                ids = block.ids
            else:
                assert isinstance(block, Table)
                body.append(_p(block.title))
                if block.unit:
                    body.append(_p(block.unit))
                body.append(_table_xml(block))
                ids = tuple(i for r in block.rows for i in r.ids if i)
            for fid in ids:
                pages.setdefault(fid, set()).add(section)
    document = (
        f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="{_W}"><w:body>'
        + "".join(body)
        + "<w:sectPr/></w:body></w:document>"
    )
    data = _zip(
        [
            ("[Content_Types].xml", _CONTENT_TYPES),
            ("_rels/.rels", _RELS),
            ("word/_rels/document.xml.rels", _DOC_RELS),
            ("word/document.xml", document),
            ("word/styles.xml", _STYLES),
            ("docProps/core.xml", _CORE.format(title=escape(doc.title), creator=escape(doc.org))),
        ]
    )
    return data, pages


def render_xlsx(doc: Document) -> tuple[bytes, dict[str, set[int]]]:
    """The XLSX's bytes (a sheet per table, notes first when the document has prose) and each id's page."""
    from openpyxl import Workbook

    workbook = Workbook()
    workbook.remove(workbook.active)
    workbook.properties.creator = doc.org
    workbook.properties.title = doc.title
    workbook.properties.created = datetime(2024, 3, 1, 9, 0)
    pages: dict[str, set[int]] = {}
    notes = [b.text for b in doc.blocks if isinstance(b, Para)]
    page = 0
    if notes:
        sheet = workbook.create_sheet("Notes")
        for text in notes:
            sheet.append([text])
        page += 1
        for block in doc.blocks:
            if isinstance(block, Para):
                for fid in block.ids:
                    pages.setdefault(fid, set()).add(page)
    for name, table in doc.sheets:
        page += 1
        sheet = workbook.create_sheet(name)
        sheet.append([table.title])
        if table.unit:
            sheet.append([table.unit])
        sheet.append([])
        sheet.append([table.label_header, *(_cell(h) for h in table.header)])
        for row in table.rows:
            sheet.append([row.label, *(_cell(c) for c in row.cells)])
            for cell, printed in zip(sheet[sheet.max_row][1:], row.cells):
                if "," in printed:  # shown as printed: "1,250" with a separator, a year as "2013"
                    cell.number_format = "#,##0"
            for fid in row.ids:
                if fid:
                    pages.setdefault(fid, set()).add(page)
        sheet.column_dimensions["A"].width = 28
    buffer = io.BytesIO()
    workbook.save(buffer)
    return _repack(buffer.getvalue()), pages


def _cell(text: str) -> object:
    """A printed figure as a number (so the sheet shows it in its number format); other text as it is."""
    plain = text.replace(",", "")
    return int(plain) if plain.isdigit() else text


def _repack(data: bytes) -> bytes:
    """openpyxl's archive with fixed entry dates and a fixed "modified" date."""
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        entries = []
        for info in archive.infolist():
            content = archive.read(info.filename)
            if info.filename == "docProps/core.xml":
                content = _CORE_DATES.sub(rb"\g<1>2024-03-01T09:00:00Z\g<2>", content)
            entries.append((info.filename, content))
    return _zip(entries)  # type: ignore[arg-type]
