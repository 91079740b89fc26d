"""Text helpers for rendering file names and document text literally in Streamlit markdown."""

from __future__ import annotations

import html
import re
import string

# CommonMark lets any ASCII punctuation be backslash-escaped, and an escaped character is always
# literal: no emphasis, link, image, HTML, table, list or $...$ LaTeX can start from it.
_MARKDOWN_SPECIAL = re.compile("([" + re.escape(string.punctuation.replace(":", "")) + "])")
# Streamlit turns ":smile:" into an emoji and ":material/home:" into an icon, before and after
# parsing, so a backslash before the colon does not help. An invisible WORD JOINER after a colon
# that could open a shortcode (":name:", ":material/...") means none is followed by a name any more,
# while the text reads the same; other colons ("Time: 10:30") stay as they are, so copied quotes
# carry no invisible characters where there was no shortcode to break.
_WORD_JOINER = "\u2060"
_SHORTCODE_START = re.compile(r":(?=[\w\\/-]+:|material)")
# GitHub-flavoured markdown turns bare URLs, "www." names and e-mail addresses into links (and cuts
# "http://127.0.0.1:11434" to "http://127.0.0.1"). A WORD JOINER after the scheme or "www" and before
# "@" (of the escaped text) leaves them as text that reads the same.
_AUTOLINK_START = re.compile(r"(?i)\b(?:https?|ftp|mailto)(?=:)|\bwww(?=\\\.)|(?=\\@)")


def md_escape(text: str) -> str:
    """A file name or document text as Streamlit markdown that shows exactly these characters.

    Use it wherever such text reaches st.markdown, st.caption, st.success/info/warning/error,
    st.toast, st.progress text, st.metric, image captions or widget and expander labels.
    Whitespace runs become one space (quotes are shown on one line).
    """
    escaped = _MARKDOWN_SPECIAL.sub(r"\\\1", " ".join(text.split()))
    escaped = _AUTOLINK_START.sub(lambda m: m.group(0) + _WORD_JOINER, escaped)
    return _SHORTCODE_START.sub(":" + _WORD_JOINER, escaped)


def html_escape(text: str) -> str:
    """Escape for HTML blocks (``unsafe_allow_html``); colons too, so no shortcode becomes an icon."""
    return html.escape(text, quote=True).replace(":", "&#58;")
