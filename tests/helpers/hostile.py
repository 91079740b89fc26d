"""Hostile and large-but-legal files, generated in a few seconds (no binary fixtures).

Each reproduces a probe from the "first ten minutes" issue: the shape that made the old readers
slow, recursive or memory-hungry, at about the probe's size.
"""

from __future__ import annotations

import io
import random
import re
import zipfile
from collections.abc import Callable

from tests.helpers.office import W_NS, make_docx, make_xlsx, para

FACT = "The emergency exit of the Brindle plant is behind the blue door."
_MB = 1 << 20


def unclosed_svg_html(size: int = 900_000) -> bytes:
    """A page with one fact, then ``size`` bytes of ``<svg`` tags that are never closed."""
    return f"<html><body><p>{FACT}</p>".encode() + b"<svg" * (size // 4)


def deep_html(depth: int = 200_000) -> bytes:
    """A fact inside ``depth`` nested ``<div>`` elements, and as many inside dropped ``<svg>``."""
    return (
        b"<html><body>"
        + b"<div>" * depth
        + FACT.encode()
        + b"</div>" * depth
        + b"<svg>" * depth
        + b"hidden"
        + b"</svg>" * depth
        + b"</body></html>"
    )


def _docx_with_document(document: bytes | str, compresslevel: int = 6) -> bytes:
    """A DOCX whose ``word/document.xml`` is ``document`` (the other parts from ``make_docx``)."""
    template = zipfile.ZipFile(io.BytesIO(make_docx(para("x"))))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=compresslevel) as package:
        for info in template.infolist():
            data = document if info.filename == "word/document.xml" else template.read(info.filename)
            package.writestr(info.filename, data)
    return out.getvalue()


def _document(body: str) -> str:
    return (
        f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="{W_NS}"><w:body>'
        f"{body}<w:sectPr/></w:body></w:document>"
    )


def empty_paragraphs_docx(paragraphs: int = 1_000_000) -> bytes:
    """A DOCX (~290 kB) of ``paragraphs`` empty paragraphs, each with Word's revision ids."""
    rng = random.Random(21)
    ids = [f"{rng.getrandbits(32):08X}" for _ in range(64)]
    body = "".join(f'<w:p w:rsidR="{ids[n % 64]}" w:rsidRDefault="{ids[(n * 7) % 64]}"/>' for n in range(paragraphs))
    return _docx_with_document(_document(body), compresslevel=9)


def huge_paragraph_docx(characters: int = 130 * _MB) -> bytes:
    """A DOCX (~380 kB) whose one paragraph holds ``characters`` characters (under the unpacked cap)."""
    sentence = "The pump runs at full pressure all day. "
    text = sentence * (characters // len(sentence))
    return _docx_with_document(_document(f'<w:p><w:r><w:t xml:space="preserve">{text}</w:t></w:r></w:p>'), 9)


def deep_docx(depth: int = 100_000) -> bytes:
    """A DOCX whose fact sits inside ``depth`` nested content controls and ``depth`` nested smart tags."""
    tags = "<w:smartTag>" * depth + f"<w:r><w:t>{FACT}</w:t></w:r>" + "</w:smartTag>" * depth
    body = "<w:sdt><w:sdtContent>" * depth + f"<w:p>{tags}</w:p>" + "</w:sdtContent></w:sdt>" * depth
    return _docx_with_document(_document(body))


def many_paragraphs_docx(paragraphs: int = 100_000) -> bytes:
    """A legal DOCX (~0.6 MB) of ``paragraphs`` short numbered paragraphs."""
    body = "".join(
        f"<w:p><w:r><w:t>Clause {n}: the tenant pays rent on day {n % 28 + 1}.</w:t></w:r></w:p>"
        for n in range(paragraphs)
    )
    return _docx_with_document(_document(body), compresslevel=9)


def many_rows_xlsx(rows: int = 100_000) -> bytes:
    """A legal XLSX (~1.9 MB) of ``rows`` data rows under one header row (sheet XML written directly:
    openpyxl takes seconds to write as many)."""

    def text(ref: str, value: str) -> str:
        return f'<c r="{ref}" t="inlineStr"><is><t>{value}</t></is></c>'

    lines = [
        '<row r="1">'
        + "".join(text(f"{c}1", v) for c, v in zip("ABCD", ("Order", "Region", "Units", "Price")))
        + "</row>"
    ]
    for n in range(rows):
        r = n + 2
        region = ("North", "South", "East", "West")[n % 4]
        lines.append(
            f'<row r="{r}">{text(f"A{r}", f"Order {n}")}{text(f"B{r}", region)}'
            f'<c r="C{r}"><v>{n % 97}</v></c><c r="D{r}"><v>{n % 1000}.5</v></c></row>'
        )
    template = make_xlsx({"Orders": [["Order"]]})
    return replace_part(
        template,
        "xl/worksheets/sheet1.xml",
        lambda data: re.sub(
            rb"<sheetData>.*</sheetData>",
            lambda _: ("<sheetData>" + "".join(lines) + "</sheetData>").encode(),
            data,
            flags=re.DOTALL,
        ).replace(b'<dimension ref="A1:A1" />', b""),
    )


def replace_part(package_bytes: bytes, part: str, change: Callable[[bytes], bytes]) -> bytes:
    """``package_bytes`` (a zip) with ``part`` replaced by ``change(part's bytes)``."""
    template = zipfile.ZipFile(io.BytesIO(package_bytes))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as package:
        for info in template.infolist():
            data = template.read(info.filename)
            package.writestr(info.filename, change(data) if info.filename == part else data)
    return out.getvalue()


def xlsx_with_bloated_part(part: str, size: int = 1024 * _MB) -> bytes:
    """A small workbook whose ``part`` (e.g. ``xl/styles.xml``, ``docProps/core.xml``) unpacks to
    ``size`` bytes: the part's own XML with white space padded in before its closing tag."""
    template = zipfile.ZipFile(io.BytesIO(make_xlsx({"Sheet1": [["Item", "Units"], ["Bolts", 40]]})))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as package:
        for info in template.infolist():
            data = template.read(info.filename)
            if info.filename != part:
                package.writestr(info.filename, data)
                continue
            cut = data.rindex(b"</")
            with package.open(part, "w", force_zip64=True) as stream:
                stream.write(data[:cut])
                padding = size - len(data)
                chunk = b" " * _MB
                while padding > 0:
                    stream.write(chunk[: min(_MB, padding)])
                    padding -= _MB
                stream.write(data[cut:])
    return out.getvalue()


def sparse_xlsx(rows: int = 1_500) -> bytes:
    """A workbook whose few filled cells sit in column A and in the sheet's last column (XFD)."""
    from openpyxl import Workbook

    workbook = Workbook()
    sheet = workbook.active
    sheet.append(["Item", "Units"])
    for n in range(rows):
        sheet.cell(row=n + 2, column=1, value=f"Bolt size {n}")
        sheet.cell(row=n + 2, column=16_384, value=n)
    buffer = io.BytesIO()
    workbook.save(buffer)
    return buffer.getvalue()


def entity_docx() -> bytes:
    """A DOCX whose document declares an external entity (an XXE attempt on a server file)."""
    dtd = '<?xml version="1.0"?><!DOCTYPE w:document [<!ENTITY secret SYSTEM "file:///etc/hostname">]>'
    body = f'<w:document xmlns:w="{W_NS}"><w:body><w:p><w:r><w:t>&secret;</w:t></w:r></w:p></w:body></w:document>'
    return _docx_with_document(dtd + body)


def entity_xlsx(part: str = "xl/worksheets/sheet1.xml") -> bytes:
    """A workbook whose ``part`` declares an entity expansion (a billion-laughs start)."""
    dtd = b'<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;">]>'

    def declare(data: bytes) -> bytes:
        return dtd + (data.split(b"?>", 1)[1] if data.startswith(b"<?xml") else data)

    return replace_part(make_xlsx({"Sheet1": [["Item", "Units"], ["Bolts", 40]]}), part, declare)
