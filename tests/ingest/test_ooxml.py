"""Opening Office packages (rag_core.ingest.ooxml): what is not a package, a package whose parts
unpack past the limit, and XML declaring a DTD are each refused in a sentence saying what to do,
before any part is parsed."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest

from rag_core.errors import IngestError
from rag_core.ingest.ooxml import OLE_MAGIC, check_package, damaged, open_package
from rag_core.settings import IngestSettings
from tests.helpers.hostile import entity_docx
from tests.helpers.office import make_docx, para

WORD = ("Word document", "Word", ".docx", "word/document.xml")


def _open(tmp_path: Path, data: bytes) -> zipfile.ZipFile:
    path = tmp_path / "upload.docx"
    path.write_bytes(data)
    return open_package(path, "report.docx", *WORD)


def test_a_real_package_opens_with_its_main_part(tmp_path: Path) -> None:
    with _open(tmp_path, make_docx(para("The pump is red."))) as package:
        assert "word/document.xml" in package.namelist()


@pytest.mark.parametrize(
    ("data", "says"),
    [
        (OLE_MAGIC + "EncryptedPackage".encode("utf-16-le") + bytes(512), "password-protected Word document"),
        (OLE_MAGIC + bytes(512), "older Word 97-2003 file renamed .docx"),
        (b"PK\x03\x04 not really a zip", "a .docx file is a zip archive, this one is not or is damaged"),
    ],
)
def test_what_is_not_a_word_package_is_refused_saying_what_to_do(tmp_path: Path, data: bytes, says: str) -> None:
    with pytest.raises(IngestError, match="report.docx") as caught:
        _open(tmp_path, data)
    assert says in caught.value.reason and "upload" in caught.value.reason


def test_a_zip_without_the_main_part_is_not_a_word_document(tmp_path: Path) -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("notes.txt", "hello")
    with pytest.raises(IngestError, match="the archive has no word/document.xml"):
        _open(tmp_path, buffer.getvalue())


def test_parts_unpacking_past_the_limit_are_refused_before_parsing(tmp_path: Path) -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("word/document.xml", "<w:document/>")
        archive.writestr("word/theme/theme1.xml", b" " * (2 * 1024 * 1024))  # compresses to a few kB
    with _open(tmp_path, buffer.getvalue()) as package, pytest.raises(IngestError) as caught:
        check_package(package, "report.docx", *WORD[:3], IngestSettings(max_file_mb=1))
    assert "unpacks to 2.0 MB (all its parts together), over the 1 MB limit" in caught.value.reason
    assert "RAG_INGEST__MAX_FILE_MB" in caught.value.reason


def test_xml_declaring_entities_is_refused_in_a_plain_sentence(tmp_path: Path) -> None:
    with _open(tmp_path, entity_docx()) as package, pytest.raises(IngestError) as caught:
        check_package(package, "report.docx", *WORD[:3], IngestSettings())
    assert "XML features that are not allowed" in caught.value.reason


def test_a_damaged_part_is_reported_without_the_server_path(tmp_path: Path) -> None:
    path = tmp_path / "secret-folder" / "upload-1234.docx"
    error = damaged("report.docx", *WORD[:3], ValueError(f"cannot parse {path}"), path)
    assert str(tmp_path) not in error.reason and "upload-1234" not in error.reason
    assert error.reason.startswith(
        "the Word document is damaged and cannot be read (ValueError: cannot parse the file)"
    )
