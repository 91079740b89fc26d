"""Opening Office Open XML packages (DOCX, XLSX): zip archives of XML parts.

A password-protected Office file is not a zip at all but an OLE compound file holding an
``EncryptedPackage`` stream; so is a Word 97-2003 ``.doc`` or Excel ``.xls`` renamed. Both get a
message saying what to do. The parts read are held to ``max_file_mb`` unpacked, so a small
archive that unpacks to gigabytes (a zip bomb) is refused before it is read.
"""

from __future__ import annotations

import zipfile
from pathlib import Path

from rag_core.errors import IngestError
from rag_core.settings import IngestSettings

OLE_MAGIC = bytes.fromhex("d0cf11e0a1b11ae1")  # compound file: encrypted OOXML, or a legacy .doc/.xls
_ENCRYPTED = "EncryptedPackage".encode("utf-16-le")
_SNIFF_BYTES = 1 << 20  # the compound file's directory, which names its streams, is near the start


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


def check_unpacked(package: zipfile.ZipFile, name: str, parts: list[str], settings: IngestSettings) -> None:
    """Refuse the file when the parts to be read unpack to more than ``max_file_mb`` together."""
    size = sum(info.file_size for info in package.infolist() if info.filename in parts)
    limit = settings.max_file_mb
    if size > limit * 1024 * 1024:
        raise IngestError(
            name,
            f"the file unpacks to {size / 1024 / 1024:,.1f} MB of XML, over the {limit:,g} MB limit "
            "(RAG_INGEST__MAX_FILE_MB); split it into smaller files, or raise RAG_INGEST__MAX_FILE_MB",
        )


def damaged(name: str, what: str, app: str, suffix: str, exc: Exception) -> IngestError:
    """The error for a package whose XML cannot be read."""
    return IngestError(
        name,
        f"the {what} is damaged and cannot be read ({type(exc).__name__}: {exc}); open it in {app}, "
        f"save it as {suffix} again and upload that",
    )
