"""The policy questions asked of the policies as text and Word files (rag_core.evals.policy_formats):
each rendering reads back, through the app's own readers, as the page's paragraphs in order."""

from __future__ import annotations

from pathlib import Path

import pytest

from rag_core.evals.policy_formats import paragraphs, render
from rag_core.ingest.docx import DocxPages
from rag_core.ingest.text import TextPages
from rag_core.settings import IngestSettings

# As PolicyQA stores a policy: segments split by "|||", lines by <br>, entities escaped.
PAGE = (
    "Privacy Policy <br> <br> Acme Ltd is committed to protecting your privacy. <br> <br>|||"
    "Use of Cookies <br> <br> Acme uses cookies to remember your settings &amp; preferences. <br> <br>|||"
    "- details of your visits to our site; <br> <br>|||"
    "Contact <br> Write to privacy@acme.example with any question. <br>"
)
EXPECTED = [  # a blank line (two breaks) ends a paragraph too: the headings stand alone
    "Privacy Policy",
    "Acme Ltd is committed to protecting your privacy.",
    "Use of Cookies",
    "Acme uses cookies to remember your settings & preferences.",
    "- details of your visits to our site;",
    "Contact Write to privacy@acme.example with any question.",
]


def test_a_policy_page_becomes_its_blocks_as_paragraphs_with_entities_read() -> None:
    assert paragraphs(PAGE) == EXPECTED
    assert paragraphs("") == []


@pytest.mark.parametrize(("fmt", "reader"), [("txt", TextPages), ("docx", DocxPages)])
def test_each_rendering_reads_back_as_the_paragraphs_in_order(tmp_path: Path, fmt: str, reader: type) -> None:
    name, data = render("144_acme.example.html", PAGE, fmt)
    assert name == f"144_acme.example.{fmt}"
    path = tmp_path / name
    path.write_bytes(data)

    with reader(path, name, IngestSettings()) as pages:
        text = " ".join(" ".join(page.text.split()) for page, _, _ in pages)

    at = 0
    for paragraph in EXPECTED:
        found = text.find(paragraph, at)
        assert found >= 0, f"{paragraph!r} not read from the {fmt} file (after {text[at : at + 80]!r})"
        at = found + len(paragraph)


def test_an_unknown_format_is_refused_naming_the_ones_there_are() -> None:
    with pytest.raises(ValueError, match="txt, docx"):
        render("a.html", PAGE, "pdf")
