"""Search context for a chunk: which company, document and period it is from, under which heading.

A 10-K page of numbers says nothing about whose numbers they are; the chunk's vector is computed
from this context plus the chunk text, so "Boeing workforce 2022" finds Boeing's page. The stored
chunk text, and everything quoted from it, stays the page's own words.
"""

from __future__ import annotations

import re

from rag_core.ingest.profile import DocumentProfile

_MAX_HEADING_WORDS = 12
_HEADING_LINES = 6  # a page's heading is among its first lines
_NOT_HEADINGS = re.compile(r"^(?:table\s+of\s+contents|index|page\s+\d+|\d+|[ivxlc]+)$", re.IGNORECASE)
_MAX_CONTEXT_CHARS = 160


def page_heading(text: str) -> str:
    """The first title-like line of a page ("Consolidated Statements of Earnings"), or ""."""
    for line in text.split("\n")[:_HEADING_LINES]:
        line = " ".join(line.split())
        words = line.split()
        if not words or len(words) > _MAX_HEADING_WORDS or _NOT_HEADINGS.match(line):
            continue
        letters = sum(ch.isalpha() for ch in line)
        if letters < 0.6 * len(line.replace(" ", "")) or line.endswith((".", ",", ";")):
            continue
        return line
    return ""


def describe_period(profile: DocumentProfile) -> str:
    """ "fiscal 2023", "Q2 2023" or "" for a profile."""
    if profile.quarter and profile.fiscal_year:
        return f"Q{profile.quarter} {profile.fiscal_year}"
    if profile.fiscal_year:
        return f"fiscal {profile.fiscal_year}"
    return ""


# Profiles read from filings say whose figures a page of numbers holds. The organisation a policy's
# or handbook's title names, and kinds such as "handbook" or "web page", are left out: those pages
# say in words what they are about, and the extra words only dilute a bare question's match
# ("what about cross-docking?" against a handbook's definitions page).
_CONTEXT_SOURCES = frozenset({"cover", "metadata", "first_page", "user"})
_CONTEXT_TYPES = frozenset({"10-K", "10-Q", "8-K", "earnings release", "annual report"})


def search_context(profile: DocumentProfile | None, heading: str) -> str:
    """The prefix a chunk is embedded with ("" when nothing is known), ending in a newline."""
    parts = []
    if profile is not None:
        doc_type = profile.doc_type if profile.doc_type in _CONTEXT_TYPES else ""
        # A FinanceBench-style file name ("BESTBUY_2023_10K.pdf") names a filer; other names do not count.
        filer_file = profile.source == "file_name" and bool(doc_type)
        entity = profile.entity if profile.source in _CONTEXT_SOURCES or filer_file else ""
        about = " ".join(p for p in (entity, doc_type, describe_period(profile)) if p)
        if about:
            parts.append(about)
    if heading:
        parts.append(heading)
    if not parts:
        return ""
    return ". ".join(parts)[:_MAX_CONTEXT_CHARS] + "\n"


def embedded_text(profile: DocumentProfile | None, heading: str, text: str) -> str:
    """What the model reads for a chunk: its search context, then its own words (the stored text)."""
    return search_context(profile, heading) + text
