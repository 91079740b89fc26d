"""Legacy and OpenDocument spreadsheets (Excel 97-2003 ``.xls``, ``.ods``), read with python-calamine.

Read like an XLSX workbook (see :mod:`rag_core.ingest.sheets`): every sheet row by row, titles,
header rows and data rows, pages of ``text_page_lines`` rows labelled "<sheet>, rows 4-43".
Calamine gives a cell's value without its number format, so numbers read as General ("1250",
"0.125"); dates as ISO dates. Runs in the parser worker, under its memory and time caps.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from rag_core.errors import IngestError
from rag_core.ingest.sheets import sheet_pages, value_text
from rag_core.ingest.structured import Pager, StructuredPages
from rag_core.settings import IngestSettings
from rag_core.types import DocumentInfo


class _CalaminePages(StructuredPages):
    """A stored workbook of one calamine-read type as a page source (see ``rag_core.ingest.formats``)."""

    what = "workbook"  # "Excel 97-2003 workbook"
    app = "a spreadsheet app"
    suffix = ""

    def __init__(self, path: Path, name: str, settings: IngestSettings) -> None:
        """Read every sheet of ``path`` (its size was checked on upload); raises IngestError when it is
        not a readable workbook or passes a cell or text limit."""
        from python_calamine import CalamineError, CalamineWorkbook  # noqa: PLC0415 - only when one is read

        pager = Pager(name, settings, self.what)
        try:
            workbook = CalamineWorkbook.from_path(str(path))
            try:
                filled = 0
                for number, sheet_name in enumerate(workbook.sheet_names, start=1):
                    sheet = workbook.get_sheet_by_name(sheet_name)
                    filled += sheet_pages(pager, sheet_name, _rows(sheet), number)
            finally:
                workbook.close()
        except (CalamineError, ValueError, TypeError, OSError) as exc:
            detail = " ".join(str(exc).split())[:200] or type(exc).__name__
            raise IngestError(
                name,
                f"the {self.what} could not be read ({detail}); it may be damaged or password-protected: "
                f"open it in {self.app}, save it again (or as .xlsx) and upload that",
            ) from exc
        if not filled:
            raise IngestError(
                name,
                f"the {self.what} has no filled cells (every sheet is empty); fill it, or upload the file that holds "
                "the data",
            )
        super().__init__(path, pager.drafts, DocumentInfo(0, ""), titles_top_down=True)


def _rows(sheet) -> Iterator[tuple[int, list[str]]]:  # type: ignore[no-untyped-def]
    """(row number as the spreadsheet shows it, cell texts from column A)."""
    first_row, first_col = sheet.start or (0, 0)
    lead = [""] * first_col
    for offset, row in enumerate(sheet.iter_rows()):
        yield first_row + offset + 1, lead + [value_text(value) for value in row]


class XlsPages(_CalaminePages):
    """An Excel 97-2003 workbook (``.xls``)."""

    what = "Excel 97-2003 workbook"
    app = "Excel"
    suffix = ".xls"


class OdsPages(_CalaminePages):
    """An OpenDocument spreadsheet (``.ods``, LibreOffice Calc)."""

    what = "OpenDocument spreadsheet"
    app = "LibreOffice Calc"
    suffix = ".ods"
