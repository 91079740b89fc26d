"""The one place where extracted text is normalised.

Everything later stages quote is a substring of the text produced here, so this runs exactly once
per page, at ingestion, and the result is stored as the page text.
"""

from __future__ import annotations

import re
import unicodedata

_SOFT_HYPHEN = "\u00ad"
# A word broken across lines: "inter-\nnational" -> "international". Only when a lowercase letter
# follows, so "COVID-\n19" or "Anglo-\nAmerican" keep their hyphen (joined without the break).
_HYPHEN_BREAK = re.compile(r"(?<=[^\W\d_])-\n[ \t]*(?=[a-zß-ÿ])")
_HYPHEN_BREAK_KEEP = re.compile(r"(?<=\w)-\n[ \t]*(?=\w)")
_SPACES = re.compile(r"[^\S\n]+")
_BLANK_LINES = re.compile(r"\n{3,}")
_BAD_CATEGORIES = frozenset({"Cc", "Cf", "Co", "Cs", "Cn"})


def normalize_text(raw: str) -> str:
    """Return ``raw`` with Unicode, ligatures, line-break hyphens and whitespace normalised.

    * NFKC (turns ligatures such as "ﬁ" into "fi", full-width forms and non-breaking spaces into
      their plain forms);
    * soft hyphens and control characters removed (newlines kept);
    * words hyphenated across a line break re-joined;
    * runs of spaces and tabs collapsed to one space, lines stripped, at most one blank line.
    """
    text = unicodedata.normalize("NFKC", raw)
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace(_SOFT_HYPHEN, "")
    text = "".join(ch if ch in "\n\t" or unicodedata.category(ch) not in _BAD_CATEGORIES else " " for ch in text)
    text = _HYPHEN_BREAK.sub("", text)
    text = _HYPHEN_BREAK_KEEP.sub("-", text)
    text = _SPACES.sub(" ", text)
    text = "\n".join(line.strip() for line in text.split("\n"))
    text = _BLANK_LINES.sub("\n\n", text)
    return text.strip()


def garbled_share(raw: str) -> float:
    """Share of non-space characters that cannot be real text (controls, private use, U+FFFD).

    A high share means a broken font encoding: the PDF has a text layer, but it is not the text
    a reader sees.
    """
    visible = [ch for ch in raw if not ch.isspace()]
    if not visible:
        return 0.0
    bad = sum(1 for ch in visible if ch == "\ufffd" or unicodedata.category(ch) in _BAD_CATEGORIES)
    return bad / len(visible)


def count_solid_chars(text: str) -> int:
    """Number of characters that are not white space (a page's "raw_chars", a span's weight)."""
    return len(text) - sum(map(str.isspace, text))


def count_word_chars(text: str) -> int:
    """Number of letters and digits, the measure of 'has extractable text'."""
    return sum(1 for ch in text if ch.isalnum())
