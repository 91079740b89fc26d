"""User file names are shown as given but never used as paths."""

from __future__ import annotations

import pytest

from rag_core.errors import IngestError
from rag_core.ingest.names import display_name, file_type_for
from rag_core.types import FileType


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("../../x.pdf", "x.pdf"),
        ("C:\\Users\\me\\report.pdf", "report.pdf"),
        ('O\'Brien "draft".pdf', 'O\'Brien "draft".pdf'),
        ("Überblick – 2024.md", "Überblick – 2024.md"),
        ("bad\x00na\nme.txt", "badname.txt"),
    ],
)
def test_display_name(raw: str, expected: str) -> None:
    assert display_name(raw) == expected


def test_overlong_names_keep_their_extension() -> None:
    name = display_name("a" * 500 + ".pdf")
    assert len(name) == 200 and name.endswith(".pdf")


def test_types_come_from_extensions() -> None:
    assert file_type_for("A.PDF") is FileType.PDF
    assert file_type_for("notes.markdown") is FileType.MARKDOWN
    with pytest.raises(IngestError, match="unsupported file type .odt"):
        file_type_for("x.odt")
