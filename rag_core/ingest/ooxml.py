"""Opening Office Open XML packages (DOCX, XLSX): zip archives of XML parts.

A password-protected Office file is not a zip at all but an OLE compound file holding an
``EncryptedPackage`` stream; so is a Word 97-2003 ``.doc`` or Excel ``.xls`` renamed. Both get a
message saying what to do. Every part of the package counts toward ``max_file_mb`` unpacked (the
styles, the properties and the theme as much as the text: a reader parses those too), so a small
archive that unpacks to gigabytes (a zip bomb) is refused before any part is parsed; the sizes
the archive declares bound what :mod:`zipfile` will ever unpack. A part that declares a DTD or
entities (XXE, "billion laughs") is refused in a plain sentence before it is parsed.
"""

from __future__ import annotations

import zipfile
from pathlib import Path

from defusedxml import DefusedXmlException
from defusedxml.ElementTree import fromstring

from rag_core.errors import IngestError
from rag_core.ingest.structured import iso_date
from rag_core.settings import IngestSettings
from rag_core.types import DocumentInfo

OLE_MAGIC = bytes.fromhex("d0cf11e0a1b11ae1")  # compound file: encrypted OOXML, or a legacy .doc/.xls
_ENCRYPTED = "EncryptedPackage".encode("utf-16-le")
_SNIFF_BYTES = 1 << 20  # the compound file's directory, which names its streams, is near the start
_MB = 1024 * 1024
_SCAN_BYTES = 1 << 20  # read at a time when a part is scanned for a DTD
# A DTD (<!DOCTYPE ...>, <!ENTITY ...>) in UTF-8 and in UTF-16: the only ways in for entity tricks.
_DTD_MARKS = tuple(
    mark.encode(codec) for mark in ("<!DOCTYPE", "<!ENTITY") for codec in ("ascii", "utf-16-le", "utf-16-be")
)
_XML_PARTS = (".xml", ".rels", ".vml")
CORE = "docProps/core.xml"  # the package's title, author, subject and dates


def open_package(path: Path, name: str, what: str, app: str, suffix: str, main_part: str) -> zipfile.ZipFile:
    """The zip archive at ``path`` holding ``main_part``; raises IngestError saying what to do.

    ``what`` names the kind of file ("Word document"), ``app`` the program that saves it
    ("Word"), ``suffix`` its extension (".docx").
    """
    article = "an" if what[:1].lower() in "aeiou" else "a"
    with path.open("rb") as handle:
        head = handle.read(_SNIFF_BYTES)
    if head.startswith(OLE_MAGIC):
        if _ENCRYPTED in head:
            raise IngestError(name, f"password-protected {what}; remove the password in {app} and upload again")
        raise IngestError(
            name,
            f"this is an older {app} 97-2003 file renamed {suffix}; open it in {app}, save it as {suffix} "
            "and upload that",
        )
    try:
        package = zipfile.ZipFile(path)
    except (zipfile.BadZipFile, OSError) as exc:
        raise IngestError(
            name,
            f"this is not {article} {what} (a {suffix} file is a zip archive, this one is not or is damaged); "
            f"open it in {app}, save it as {suffix} again and upload that",
        ) from exc
    try:
        package.getinfo(main_part)
    except KeyError:
        package.close()
        raise IngestError(
            name,
            f"this is not {article} {what} (the archive has no {main_part}); open it in {app}, save it as "
            f"{suffix} and upload that",
        ) from None
    return package


def check_package(
    package: zipfile.ZipFile, name: str, what: str, app: str, suffix: str, settings: IngestSettings
) -> None:
    """Refuse the package when all its parts together unpack past ``max_file_mb``, or when any XML
    part declares a DTD (see the module docstring)."""
    size = sum(info.file_size for info in package.infolist())
    limit = settings.max_file_mb
    if size > limit * _MB:
        raise IngestError(
            name,
            f"the {what} unpacks to {size / _MB:,.1f} MB (all its parts together), over the {limit:,g} MB limit "
            "(RAG_INGEST__MAX_FILE_MB); split it into smaller files, or raise RAG_INGEST__MAX_FILE_MB",
        )
    for info in package.infolist():
        if info.filename.lower().endswith(_XML_PARTS) and _declares_dtd(package, info):
            raise xml_features(name, what, app, suffix)


def _declares_dtd(package: zipfile.ZipFile, info: zipfile.ZipInfo) -> bool:
    """True when the part holds a DTD mark; streamed, so memory stays at one buffer."""
    overlap = max(len(mark) for mark in _DTD_MARKS)
    tail = b""
    try:
        with package.open(info) as stream:
            while chunk := stream.read(_SCAN_BYTES):
                window = tail + chunk
                if any(mark in window for mark in _DTD_MARKS):
                    return True
                tail = window[-overlap:]
    except (zipfile.BadZipFile, EOFError, OSError, NotImplementedError):
        return False  # a damaged part is reported as damaged when the reader reaches it
    return False


def xml_features(name: str, what: str, app: str, suffix: str) -> IngestError:
    """The refusal of a package whose XML declares a DTD or entities (XXE and expansion tricks)."""
    return IngestError(
        name,
        f"the {what} uses XML features that are not allowed (a document type declaration or entity "
        f"definitions, which could read files on the server or expand without end); open it in {app}, "
        f"save it as {suffix} again and upload that",
    )


def damaged(name: str, what: str, app: str, suffix: str, exc: BaseException, path: Path | None = None) -> IngestError:
    """The error for a package whose XML cannot be read; the reason never shows a server path."""
    cause: BaseException | None = exc
    while cause is not None:
        if isinstance(cause, DefusedXmlException):
            return xml_features(name, what, app, suffix)
        cause = cause.__cause__ or cause.__context__
    # openpyxl wraps the parser's error in "Unable to read workbook: could not read worksheets from
    # <path>. ... Please see the exception for more details.": report that exception instead.
    inner = exc.__cause__ or exc.__context__
    shown = inner if isinstance(exc, ValueError) and "Unable to read workbook" in str(exc) and inner else exc
    detail = " ".join(f"{type(shown).__name__}: {shown}".split())
    if path is not None:
        detail = detail.replace(str(path), "the file").replace(path.name, "the file")
    return IngestError(
        name,
        f"the {what} is damaged and cannot be read ({detail[:300]}); open it in {app}, save it as {suffix} again "
        "and upload that",
    )


def core_info(package: zipfile.ZipFile) -> DocumentInfo:
    """Title, author, subject and creation date from the package's ``docProps/core.xml`` (all "" when absent)."""
    if CORE not in package.namelist():
        return DocumentInfo(page_count=0, doc_date="")
    root = fromstring(package.read(CORE))
    found = {child.tag.rsplit("}", 1)[-1]: (child.text or "").strip() for child in root}
    return DocumentInfo(
        page_count=0,
        doc_date=iso_date(found.get("created", "")),
        title=found.get("title", ""),
        author=found.get("creator", ""),
        subject=found.get("subject", ""),
    )
