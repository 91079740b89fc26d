"""File names and document text show literally: no links, images, HTML, emoji or icons from them."""

from __future__ import annotations

import html
import re
from pathlib import Path

from markdown_it import MarkdownIt
from streamlit.testing.v1 import AppTest

from tests.app.conftest import ask, start
from tests.helpers.uploads import upload
from ui import state
from ui.text import html_escape, md_escape

LIBRARY = "pages/library.py"
# Uploads keep only the part after the last "/" (as browsers send names), so the links have none.
NAME = "[x](http:127.0.0.1:9) ![b](http:127.0.0.1:9) :smile: **bold** <b>x.txt"
SENTENCE = (
    "A near miss is an unplanned event that did not cause injury :material/home: [link](http://example.com) :smile:."
)
TEXT = f"Safety terms\n\n{SENTENCE}\n\nThe canteen opens at eight in the morning.\n".encode()
# What Streamlit acts on: an unescaped link or image opener, a colon followed by a shortcode name.
_LINK = re.compile(r"(?<!\\)\]\(")
_IMAGE = re.compile(r"(?<!\\)!\[")
_SHORTCODE = re.compile(r":(material/|[\w+-]+:)")


def _assert_literal(value: str, text: str) -> None:
    assert md_escape(text) in value
    assert not _LINK.search(value) and not _IMAGE.search(value) and not _SHORTCODE.search(value)


def _upload(at: AppTest, name: str, data: bytes) -> AppTest:
    return upload(at, [(name, data, "text/plain")])


def test_escaped_text_renders_as_exactly_the_characters_given() -> None:
    nasty = NAME + " <img src=x> &copy; $x$ ~~s~~ | a | www.example.com # 1. > - \\"
    rendered = MarkdownIt("commonmark").enable(["table", "strikethrough"]).render(md_escape(nasty))
    assert "<a" not in rendered and "<img" not in rendered and "<del" not in rendered
    assert html.unescape(rendered).replace("\u2060", "").strip() == f"<p>{nasty}</p>"


def test_escaped_text_has_no_emoji_or_icon_shortcode_left() -> None:
    for text in (":smile:", ":material/home:", "a:b:c", ":streamlit:", "x :+1: y"):
        assert not _SHORTCODE.search(md_escape(text))
        assert not _SHORTCODE.search(html.unescape(html_escape(text)).replace(":", ":\u2060"))
        assert ":material/" not in html_escape(text)


def test_upload_result_delete_confirmation_and_toast_show_the_name_literally(empty_app: Path) -> None:
    at = _upload(start(LIBRARY), NAME, TEXT)
    (success,) = at.success
    _assert_literal(success.value, NAME)
    next(s for s in at.selectbox if s.label == "Delete a document").set_value(NAME).run()
    next(b for b in at.button if b.label == "Delete").click()
    at.run()
    _assert_literal(next(w.value for w in at.warning if w.value.startswith("Delete")), NAME)
    next(b for b in at.button if b.label == "Yes, delete").click()
    at.run()
    assert not at.exception, at.exception
    _assert_literal(" ".join(t.value for t in at.toast), NAME)


def test_failed_upload_shows_the_name_literally_in_the_result_and_the_failure_list(empty_app: Path) -> None:
    name = NAME.replace(".txt", ".pdf")
    at = start(LIBRARY)
    upload(at, [(name, b"%PDF-1.7 not really a pdf", "application/pdf")])
    assert at.error
    for error in at.error:
        _assert_literal(error.value, name)


def test_quoted_answer_and_source_viewer_show_document_text_literally(empty_app: Path) -> None:
    at = _upload(start(LIBRARY), NAME, TEXT)
    at.switch_page("pages/ask.py").run()
    ask(at, "What is a near miss?")
    response = at.session_state[state.THREAD][-1].response
    assert response.mode.value == "direct_answer", response.mode
    card = " ".join(e.value for e in [*at.success, *at.warning])
    _assert_literal(card, SENTENCE)
    quotes = " ".join(m.value for m in at.markdown)
    assert md_escape(SENTENCE) in quotes and md_escape(NAME) in quotes
    assert not _LINK.search(quotes) and not _IMAGE.search(quotes) and not _SHORTCODE.search(quotes)
    at.button(key=f"open-{response.query_id}-0").click().run()
    assert not at.exception, at.exception
    header = next(m.value for m in at.markdown if m.value.endswith("— section 1"))  # a text file: one section
    _assert_literal(header, NAME)
    page = next(m.value for m in at.html if "verbatim-page" in m.value)
    assert ":material/" not in page
    assert html.unescape(page.split("<mark>")[1].split("</mark>")[0]) == SENTENCE
