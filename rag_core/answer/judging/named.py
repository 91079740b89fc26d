"""The value of a measure that is a name: the person holding a title, the place an office is in,
the firm with its legal form (:func:`named_value`, read by
:func:`rag_core.answer.judging.statement.sentence_value`)."""

from __future__ import annotations

import re

from rag_core import datafiles
from rag_core.answer.judging.extract import ROLE_WORDS
from rag_core.text.entities import GENERIC_TRAILING, INDUSTRY_WORDS
from rag_core.text.lexicon import STOPWORDS

__all__ = ["MAX_VALUE_DISTANCE", "NAMED_KINDS", "named_value"]

NAMED_KINDS = frozenset({"name", "place", "person"})
MAX_VALUE_DISTANCE = 160  # characters between a term and the value it gives (a name or a figure)
_ORG = re.compile(
    r"\b[A-Z][A-Za-z&.'\-]*(?:\s+(?:&\s+)?[A-Z][A-Za-z&.'\-]*){0,4}\s+"
    r"(?:LLP|L\.L\.P\.|LLC|L\.P\.|LP|AG|SE|Ltd\.?|Limited|S\.A\.|GmbH|N\.V\.|B\.V\.|S\.p\.A\.|Inc\.?|plc|PLC|"
    r"AB|ASA|Oyj|A/S)(?![\w/])"
)
_PLACE = re.compile(
    r"\b(?:in|at)\s+(?P<place>(?:\d[\w-]*\s+)?[A-Z][\w.'’-]*(?:(?:\s+|,\s*)(?:[A-Z0-9][\w.'’-]*|of|de|la))*)"
)
_ADDRESS_OF = re.compile(r"\(?address\s+of\s+$", re.IGNORECASE)
_COVER_ADDRESS = re.compile(r"(?P<place>[A-Z0-9][^()\n]*?,\s*[A-Z][A-Za-z .]+(?:\s+\d{5}(?:-\d{4})?)?)\s*$")
# A name as written ("Björn Pemberton"), also in capitals in an officers' list ("ANDREW R. KAISER").
_UP, _LOW = "A-ZÀ-ÖØ-Þ", "a-zß-öø-ÿ"
_NOT_NAME_WORDS = ROLE_WORDS | STOPWORDS | frozenset(datafiles.load("english")["not_name_words"])
# Words of a unit's or company's name, never a person's ("Boeing Global Services").
_ORGANISATION_WORDS = frozenset(datafiles.load("english")["not_name_words"]) | GENERIC_TRAILING | INDUSTRY_WORDS
_NAME = (
    rf"(?P<name>(?:[{_UP}][{_LOW}]+|[{_UP}]{{2,}})(?:\s+[{_UP}]\.)?"
    rf"(?:\s+(?:[{_UP}][{_LOW}'’\-]+|[{_UP}]{{2,}}[{_UP}'’\-]*)){{1,2}})"
)
# "Corie Barry, Chief Executive Officer", "Corie S. Barry 47 Chief Executive Officer" (an officers' list),
# "Ronald Delia (52) Managing Director and Chief Executive Officer", "Corie S. Barry was appointed our
# Chief Executive Officer in 2019" (a verb that says the person holds the title now, never "served as").
_OTHER_TITLE = (
    r"(?:(?:Executive\s+|Senior\s+)?(?:Vice\s+)?President|Chairman(?:\s+of\s+the\s+Board)?|Managing\s+Director)"
)
_HOLDS = r"(?:is|has\s+been|has\s+served\s+as|serves\s+as|became|was\s+(?:appointed|named|elected)(?:\s+as)?)"
_PERSON_BEFORE = re.compile(
    _NAME
    + r"(?:\s+\(?\d{2}\)?)?,?\s+(?:"
    + _HOLDS
    + r"\s+)?(?:(?:our|the|its)\s+)?(?:"
    + _OTHER_TITLE
    + r",?\s+and\s+)?$"
)
# "CEO Ron Delia", "Chief Executive Officer, Corie Barry", "Our CEO is X", and after a second title of
# the same person: "The Chief Executive and Head of Paid Service is Tom Brierley".
_JOINED_TITLE = r"(?:\s+and\s+[A-Z][\w-]*(?:\s+(?:of|the|[A-Z][\w-]*)){0,5}(?=\s+(?:is|remains)\s))?"
_PERSON_AFTER = re.compile(_JOINED_TITLE + r"\s*(?:,\s*|\s+(?:is|remains)\s+)?" + _NAME)
# The title's new holder: "X stepped down as chief executive in June 2025 and was succeeded by Fiona
# Ebdon", "Fiona Ebdon succeeded X as chief executive".
_SUCCEEDED_BY = re.compile(r"^[^.;]*?\bsucceeded\s+by\s+" + _NAME)
_SUCCEEDED = re.compile(_NAME + r"\s+(?:succeeded|replaced)\s+[^.;]{1,60}?\s+as\s+(?:(?:our|the|its)\s+)?$")


def named_value(kind: str, text: str, term_start: int, term_end: int) -> tuple[str, float | None]:
    """The name of ``kind`` ("person", "place" or "name", a firm) attached to the term at
    ``term_start:term_end`` ("" when none is); the amount is always None."""
    if kind == "name":
        return _org_name(text, term_start, term_end)
    if kind == "place":
        return _place(text, term_start, term_end)
    return _person(text, term_start, term_end)


def _place(text: str, term_start: int, term_end: int) -> tuple[str, float | None]:
    """The place a term is located in or at ("... offices are located in Arlington, Virginia"),
    or, on a cover page, the address printed before "(Address of principal executive offices)"."""
    cover = _ADDRESS_OF.search(text[max(0, term_start - 20) : term_start])
    if cover is not None:
        before = text[max(0, term_start - 20 - MAX_VALUE_DISTANCE) : max(0, term_start - 20) + cover.start()]
        address = _COVER_ADDRESS.search(before)
        return (address.group("place").strip(" ,"), None) if address else ("", None)
    match = _PLACE.search(text, term_end, min(len(text), term_end + MAX_VALUE_DISTANCE))
    return (match.group("place").rstrip(" ,."), None) if match else ("", None)


def _person(text: str, term_start: int, term_end: int) -> tuple[str, float | None]:
    """A person's name with a title ("Corie Barry, Chief Executive Officer", "CEO Ron Delia", "Our CEO is X")."""
    window_before = text[max(0, term_start - 60) : term_start]
    for successor in (
        _SUCCEEDED_BY.match(text[term_end : term_end + MAX_VALUE_DISTANCE]),
        _SUCCEEDED.search(window_before),
    ):
        if successor is not None:
            return successor.group("name"), None
    before = list(_PERSON_BEFORE.finditer(window_before))
    # Words of a role are never the name ("Executive Vice President, President and CEO"), nor common
    # words ("THE COMPANY, ..."); after a name with no comma, a title's first word is the title's.
    name = before[-1].group("name").split() if before else []
    while len(name) > 2 and name[-1].lower() in ROLE_WORDS:
        name.pop()
    if name and not {w.lower() for w in name} & _NOT_NAME_WORDS:
        return " ".join(name), None
    after = _PERSON_AFTER.match(text, term_end)
    if after is None or {w.lower() for w in after.group("name").split()} & _ORGANISATION_WORDS:
        return "", None  # "Chief Executive Officer, Boeing Global Services": a unit, no one's name
    return after.group("name"), None


def _org_name(text: str, term_start: int, term_end: int) -> tuple[str, float | None]:
    """A firm's name with its legal form near the term ("Deloitte & Touche LLP", "KPMG AB"); not
    "Company" or "Corporation", which "The Company" ends with too."""
    for match in _ORG.finditer(text):
        if abs(match.start() - term_end) <= MAX_VALUE_DISTANCE or abs(term_start - match.end()) <= MAX_VALUE_DISTANCE:
            return match.group(0), None
    return "", None
