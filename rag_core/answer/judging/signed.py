"""A name on a line of its own over the title on the line below it, as in a signature block:
"Jennifer Piepszak" then "Executive Vice President and Chief Financial Officer" in a 10-Q's
certifications. Split into sentences, neither line says who holds the office; read together they
do, so "Who is JPMorgan's CFO?" can be answered with the name the title belongs to (the quote is
the page's own two lines)."""

from __future__ import annotations

from rag_core.answer.judging.extract import ROLE_WORDS
from rag_core.text.lexicon import ROLE_NOUNS, tokens
from rag_core.text.sentences import Sentence, display, split_sentences

_NAME_WORDS = (2, 4)  # "James Dimon", "Mary T. Barra"
_NAME_CHARS = 60
# A line of a company's name ("JPMorgan Chase & Co.") is no person's.
_LEGAL_FORMS = frozenset(
    {"inc", "co", "corp", "corporation", "company", "llc", "llp", "lp", "plc", "ltd", "limited", "sa", "ag", "nv"}
)
_TITLE_LINKS = frozenset({"and", "of", "the", "&"})


def _bare_name(text: str) -> bool:
    """A line of two to four capitalised words (initials included) and nothing else: no digit, no
    mark but a full stop, no role word, no legal form."""
    low, high = _NAME_WORDS
    if len(text) > _NAME_CHARS or not low - 1 <= text.count(" ") <= high - 1 or not text[:1].isupper():
        return False
    if any(ch.isdigit() or ch in "/:&" for ch in text):
        return False
    words = tokens(text)
    return (
        low <= len(words) <= high
        and all(w.text[:1].isupper() and w.text.isalpha() for w in words)
        and not any(w.lower in ROLE_WORDS or w.lower in _LEGAL_FORMS for w in words)
    )


def _titled(text: str) -> bool:
    """A line that opens with a title: capitalised role words (with "and", "of") naming a role
    ("Executive Vice President and Chief Financial Officer ..."), or a line that is one role
    noun and nothing else ("Chair" under a chair's statement)."""
    words = tokens(text)
    title = []
    for word in words:
        if word.lower in _TITLE_LINKS or (word.text[:1].isupper() and word.lower in ROLE_WORDS):
            title.append(word.lower)
            continue
        break
    return (len(title) >= 2 or len(words) == 1) and any(w in ROLE_NOUNS for w in title)


def _opens_with_role(text: str) -> bool:
    """The cheap test first: the line's first word is a capitalised role word."""
    first = text.split(" ", 1)[0]
    return first[:1].isupper() and first.lower() in ROLE_WORDS


def with_signatures(page: str, sentences: list[Sentence]) -> list[Sentence]:
    """``sentences`` of ``page`` with each bare name line over a title line read as one sentence
    from the name to the title's end (the title line stays a sentence of its own too, so the list
    keeps its length and order: the period headings of the page's sentences still line up)."""
    out = list(sentences)
    for index, (name, title) in enumerate(zip(sentences, sentences[1:])):
        if not _opens_with_role(title.text) or "\n" not in page[name.end : title.start]:
            continue
        if _bare_name(name.text) and _titled(title.text):
            out[index] = Sentence(name.start, title.end, display(page[name.start : title.end]))
    return out


def page_sentences_of(page: str) -> list[Sentence]:
    """The sentences the judge reads on ``page``: :func:`split_sentences`, signatures read whole."""
    return with_signatures(page, split_sentences(page))
