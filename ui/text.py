"""Text helpers for rendering document text safely in Streamlit markdown."""

from __future__ import annotations

import html
import re

_MARKDOWN_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+\-.!$~>|<])")


def md_escape(text: str) -> str:
    """Escape markdown (and Streamlit's $...$ LaTeX) so document text shows exactly as written."""
    return _MARKDOWN_SPECIAL.sub(r"\\\1", " ".join(text.split()))


def html_escape(text: str) -> str:
    """Escape for HTML blocks."""
    return html.escape(text, quote=True)


def page_label(page: int, label: str | None) -> str:
    """"p. 4", or "p. 4 (labelled iv)" when the PDF numbers the page differently."""
    return f"p. {page}" + (f" (labelled {label})" if label and label != str(page) else "")
