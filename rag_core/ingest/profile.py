"""Document profile: which organisation a document is about and which period it covers.

Built once at ingest from the file name, the first pages and the file's own title strings (PDF
info, a Word or Excel title, an HTML page's title and site name, the first heading), so that "we"
in a document can be read as its organisation, questions naming an organisation go to its
documents, and the latest of several filings can be preferred. Standard library only, no I/O.

Signals, most trusted first: the SEC cover page, the PDF metadata, an earnings release's opening
lines, a company name with a legal suffix that the title also names, a FinanceBench-style file
name ``{COMPANY}_{PERIOD}_{TYPE}``, and last, for any other document, the organisation its title,
site name or web-domain file name presents it as (see ``rag_core.text.organisations``). A
document about no organisation gets entity "": a wrong entity is worse than none, because
questions naming another company would be routed away from it.

A filing's fiscal calendar (when its fiscal year ends, and whether it is a 52-53-week year) is
read too, so that fiscal quarters and period-end dates map both ways (``rag_core.text.fiscal``).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping
from dataclasses import asdict, dataclass, replace
from enum import StrEnum

from rag_core.text.entities import (
    legal_name_pattern,
    FileName,
    aliases_for,
    clean_name,
    core_name,
    display_name,
    earnings_name,
    parse_file_name,
    registrant_name,
    tickers,
)
from rag_core.text.fiscal import fiscal_naming, read_calendar
from rag_core.text.domains import domain_aliases, web_domain
from rag_core.text.organisations import find_organisation
from rag_core.text.titles import document_kind, period_parts, title_lines
from rag_core.text.periods import (
    ReportPeriod,
    cover_period,
    parse_iso,
    prose_period,
    release_period,
    subject_period,
    titled_period,
)
from rag_core.text.question_periods import QuestionPeriod, period_of_question

__all__ = [
    "DocumentProfile",
    "EntitySource",
    "QuestionPeriod",
    "derive_profile",
    "period_of_question",
]

logger = logging.getLogger(__name__)

# Characters at the top of page 1 that hold an SEC cover's "SECURITIES AND EXCHANGE COMMISSION ... FORM 10-K".
COVER_HEAD_CHARS = 1500
# Lines at the top of page 1 that may hold a title naming the company.
TITLE_LINES = 3


class EntitySource(StrEnum):
    """Where a profile's entity came from."""

    COVER = "cover"
    METADATA = "metadata"
    FIRST_PAGE = "first_page"
    FILE_NAME = "file_name"
    USER = "user"
    TITLE = "title"  # the document's title or first heading pairs the name with a kind of document
    SITE_NAME = "site_name"  # a web page's own site name
    DOMAIN = "domain"  # the web domain the file is named after


# Sources that say the document is the organisation's own (its policy, its sheet, its filing), not
# merely about it: an encyclopedia article titled "RAND Corporation" is about RAND, not RAND's.
OWN_DOCUMENT_SOURCES = frozenset(
    {
        EntitySource.COVER,
        EntitySource.METADATA,
        EntitySource.USER,
        EntitySource.TITLE,
        EntitySource.SITE_NAME,
        EntitySource.DOMAIN,
    }
)
# Document types that only say what format a file is in, not whose document it is.
FORMAT_TYPES = frozenset({"sheet", "web page"})


@dataclass(frozen=True, slots=True)
class DocumentProfile:
    """Who a document is about and which period it reports.

    Attributes:
        entity: display name as the document writes it ("Best Buy Co., Inc."), "" when not found.
        aliases: lower-case short forms a question may use ("best buy", "bestbuy").
        doc_type: "10-K", "10-Q", "8-K", "earnings release", "annual report" or "".
        fiscal_year: fiscal year reported, named by the calendar year it ends in (SEC convention).
        quarter: fiscal quarter 1-4 for quarterly documents, else None.
        period_end: ISO date the reported period ends (report date for an 8-K), "" if unknown.
        source: an ``EntitySource`` value, "" when there is no entity.
        fiscal_naming: the document's "fiscal Y" ends in calendar year Y + this (Ulta: 1).
        fiscal_year_end: "MM-DD" the filer's fiscal year (nominally) ends on, "" if unknown.
        fiscal_52_53: the fiscal year is a 52-53-week year (ends within days of ``fiscal_year_end``).
    """

    entity: str = ""
    aliases: tuple[str, ...] = ()
    doc_type: str = ""
    fiscal_year: int | None = None
    quarter: int | None = None
    period_end: str = ""
    source: str = ""
    fiscal_naming: int = 0
    fiscal_year_end: str = ""
    fiscal_52_53: bool = False

    def to_dict(self) -> dict[str, object]:
        """Plain JSON-ready dict (aliases as a list)."""
        data = asdict(self)
        data["aliases"] = list(self.aliases)
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> DocumentProfile:
        """Inverse of ``to_dict``; missing keys take defaults, unknown keys are ignored."""

        def optional_int(key: str) -> int | None:
            value = data.get(key)
            return int(value) if isinstance(value, int | str) and str(value).strip().isdigit() else None

        aliases = data.get("aliases") or ()
        return cls(
            entity=str(data.get("entity") or ""),
            aliases=tuple(str(a) for a in aliases) if isinstance(aliases, list | tuple) else (),
            doc_type=str(data.get("doc_type") or ""),
            fiscal_year=optional_int("fiscal_year"),
            quarter=optional_int("quarter"),
            period_end=str(data.get("period_end") or ""),
            source=str(data.get("source") or ""),
            fiscal_naming=int(data.get("fiscal_naming") or 0),  # type: ignore[call-overload]
            fiscal_year_end=str(data.get("fiscal_year_end") or ""),
            fiscal_52_53=bool(data.get("fiscal_52_53")),
        )

    @property
    def own_document(self) -> bool:
        """The document is its organisation's own (a filing, its policy, its sheet), not merely about it."""
        if not self.entity:
            return False
        return self.source in OWN_DOCUMENT_SOURCES or bool(self.doc_type and self.doc_type not in FORMAT_TYPES)

    def with_entity(self, name: str) -> DocumentProfile:
        """Copy with a user-given entity and aliases recomputed from it ("" clears the entity)."""
        entity = clean_name(name)
        return replace(
            self, entity=entity, aliases=aliases_for(entity), source=EntitySource.USER.value if entity else ""
        )


_LEGAL_NAME_RE = re.compile(legal_name_pattern(r"The\s+|THE\s+"))
_NOT_A_NAME_RE = re.compile(r"exchange|stock market|edgar|donnelley|kaleidoscope|commission", re.IGNORECASE)
_META_NAME_RES = (
    re.compile(r"^Form\s+(?:10-K|10-Q|8-K)\S*\s+for\s+(?P<name>.+?)\s+filed\b", re.IGNORECASE),
    re.compile(r"^(?:10-K|10-Q|8-K)\s+-\s+[\d/]+\s+-\s+(?P<name>.+)$", re.IGNORECASE),
)
_SEC_RE = re.compile(r"SECURITIES\s+AND\s+EXCHANGE\s+COMMISSION", re.IGNORECASE)
_FORM_RE = re.compile(r"^\s*FORM\s*(10-K|10-Q|8-K)", re.IGNORECASE | re.MULTILINE)
_RELEASE_RE = re.compile(r"\btoday\s+(?:reported|announced)\b[^.]{0,80}\bresults\b", re.IGNORECASE)
_QUARTERLY_DOCS = ("10-Q", "earnings release")
_REPORTS = ("10-K", "10-Q", "8-K", "earnings release", "annual report")
_DOC_TYPE_WORDS = {"10k": "10-K", "10q": "10-Q", "8k": "8-K", "earnings": "earnings release"}
_FORMAT_KINDS = (((".xlsx", ".csv"), "sheet"), ((".html", ".htm"), "web page"))


def _lines(text: str) -> list[str]:
    """Non-empty stripped lines."""
    return [line.strip() for line in text.splitlines() if line.strip()]


def _sec_form(pages: list[str]) -> str:
    """ "10-K", "10-Q" or "8-K" when one of the first pages opens as an SEC cover page, else "".

    Only "FORM 10-K" opening a line near the top of a page counts: a press release's safe-harbour
    paragraph also names the Securities and Exchange Commission and "Form 10-Q". Some filings put
    a title sheet before the cover.
    """
    for page in pages:
        head = page[:COVER_HEAD_CHARS]
        form = _FORM_RE.search(head)
        if form and _SEC_RE.search(head):
            return form.group(1).upper()
    return ""


def _is_earnings_release(first_page: str) -> bool:
    """Page 1 opens like an earnings release (a results headline, or "today reported ... results")."""
    return bool(earnings_name(first_page) or _RELEASE_RE.search(first_page))


def _standalone_legal_name(text: str) -> str:
    """First line that is nothing but a company name with a legal suffix ("3M COMPANY")."""
    for line in _lines(text):
        name = clean_name(line)
        if _LEGAL_NAME_RE.fullmatch(name) and not _NOT_A_NAME_RE.search(name):
            return name
    return ""


def _titled_legal_name(first_page: str, title: str) -> str:
    """A legal-suffix name on page 1 that the title also names, or that is a title line itself.

    "Prepared by the Board of Northwind Logistics B.V." counts when the title reads "Northwind
    Logistics - Annual Report 2023"; a rule that merely mentions "The Boeing Company" does not.
    Two different such names make the document ambiguous and give "".
    """
    head = _lines(first_page)[:TITLE_LINES]
    title_text = " ".join([title, *head[:1]]).lower()
    found: dict[str, str] = {}
    for match in _LEGAL_NAME_RE.finditer(first_page):
        words = match.group().split()
        for start in range(len(words)):
            candidate = clean_name(" ".join(words[start:]))
            core = core_name(candidate)
            if not words[start][0].isupper() or not aliases_for(candidate) or _NOT_A_NAME_RE.search(candidate):
                continue
            if candidate in head or re.search(rf"(?<!\w){re.escape(core)}(?!\w)", title_text):
                found.setdefault(core, candidate)
                break
    return next(iter(found.values())) if len(found) == 1 else ""


def _meta_name(meta: Mapping[str, str]) -> str:
    """Company named by a filing service's PDF title ("Form 10-K for Microsoft Corp filed ...")."""
    for pattern in _META_NAME_RES:
        match = pattern.search(meta.get("title", "").strip())
        if match:
            return match.group("name")
    return ""


def _titles(first: str, meta: Mapping[str, str]) -> list[str]:
    """The document's own title, its first heading and the title lines atop page 1, in that order."""
    return [t for t in (meta.get("title", ""), meta.get("heading", ""), *title_lines(first)) if t.strip()]


def _find_entity(
    name: str, first_pages: list[str], meta: Mapping[str, str], file: FileName | None, form: str
) -> tuple[str, str, tuple[str, ...]]:
    """(raw entity name, source, further aliases) from the most trusted signal that gives one."""
    text = "\n".join(first_pages)
    first = first_pages[0] if first_pages else ""
    candidates = (
        (registrant_name(text), EntitySource.COVER),
        (_standalone_legal_name(text) if form else "", EntitySource.COVER),
        (_meta_name(meta), EntitySource.METADATA),
        (earnings_name(first), EntitySource.FIRST_PAGE),
        (_titled_legal_name(first, meta.get("title", "")), EntitySource.FIRST_PAGE),
        (file.display if file else "", EntitySource.FILE_NAME),
    )
    titles = _titles(first, meta)
    for raw, source in candidates:
        if raw and aliases_for(raw):
            if form or file:
                return raw, source.value, ()
            return raw, source.value, domain_aliases(name, titles, text)
    if form:
        return "", "", ()
    found = find_organisation(titles, meta.get("site_name", ""), name, text)
    return (found.name, found.source, found.extra_aliases) if found else ("", "", ())


def _doc_type(name: str, first_pages: list[str], meta: Mapping[str, str], file: FileName | None, form: str) -> str:
    """Document type from the cover, the release's headline, the metadata, the title or the file
    name; for other documents the kind their titles name ("privacy policy", "handbook"), else the
    kind of file ("sheet", "web page")."""
    first = first_pages[0] if first_pages else ""
    if form:
        return form
    if _is_earnings_release(first):
        return "earnings release"
    subject = re.search(r"\b(10-K|10-Q|8-K)\b", meta.get("subject", "") + " " + meta.get("title", ""))
    if subject:
        return subject.group(1)
    if "annual report" in " ".join([meta.get("title", ""), *_lines(first)[:TITLE_LINES]]).lower():
        return "annual report"
    if file is not None:
        return _DOC_TYPE_WORDS.get(file.kind.lower(), "")
    kind = document_kind(_titles(first, meta), name)
    if kind:
        return kind
    return next((label for suffixes, label in _FORMAT_KINDS if name.lower().endswith(suffixes)), "")


def _find_period(
    pages: list[str], meta: Mapping[str, str], file: FileName | None, doc_type: str, doc_date: str
) -> ReportPeriod:
    """The reported period from the cover, the metadata, the release or the prose, else the file name."""
    text = "\n".join(pages)
    label = (file.year, file.quarter) if file else None
    if doc_type in ("10-K", "10-Q", "8-K"):
        period = cover_period(text, doc_type, label) or subject_period(meta.get("subject", ""), doc_type, label)
    elif doc_type == "earnings release":
        period = release_period(pages[0] if pages else "", meta.get("title", ""), label)
    else:
        period = prose_period(text, meta.get("title", ""))
        if period is None and file is None:
            titles = _titles(pages[0] if pages else "", meta)
            period = titled_period(titles, pages[0] if pages else "", period_parts(titles))
    if period is None and doc_type == "8-K" and (dated := parse_iso(file.dated if file else "") or parse_iso(doc_date)):
        period = ReportPeriod(dated.year, None, dated.isoformat())
    if period is None and file is not None:
        period = ReportPeriod(file.year, file.quarter, file.dated)
    return period or ReportPeriod()


def derive_profile(name: str, first_pages: list[str], meta: Mapping[str, str], doc_date: str = "") -> DocumentProfile:
    """Profile a document from its file name, the text of its first pages and its own title strings.

    Args:
        name: file name as uploaded ("BESTBUY_2023_10K.pdf", "1498_ticketmaster.com.html").
        first_pages: normalized text of the first (about three) pages.
        meta: the file's strings under "title", "author", "subject" (PDF info, a Word or Excel
            file's core properties, an HTML <title>), "site_name" (og:site_name) and "heading"
            (its first heading or title row); any may be missing.
        doc_date: ISO date of the document if known; the report date of last resort for an 8-K.
    """
    pages = [page or "" for page in first_pages]
    info = {key: str(meta.get(key) or "") for key in ("title", "author", "subject", "site_name", "heading")}
    file = parse_file_name(name)
    form = _sec_form(pages)
    doc_type = _doc_type(name, pages, info, file, form)
    raw, source, extra = _find_entity(name, pages, info, file, form)
    text = "\n".join(pages)
    entity = display_name(raw, text) if raw else ""
    period = _find_period(pages, info, file, doc_type, doc_date)
    quarter = period.quarter if doc_type in _QUARTERLY_DOCS else None
    found_tickers = tickers(text) if entity else ()
    calendar = read_calendar(text, doc_type, period.period_end, quarter) if doc_type in _REPORTS else None
    profile = DocumentProfile(
        entity=entity,
        aliases=_aliases(entity, source, file, found_tickers, extra) if entity else (),
        doc_type=doc_type,
        fiscal_year=period.fiscal_year,
        quarter=quarter,
        period_end=period.period_end,
        source=source,
        fiscal_naming=fiscal_naming(text, period.period_end),
        fiscal_year_end=calendar.month_day if calendar else "",
        fiscal_52_53=calendar.weeks if calendar else False,
    )
    logger.debug("profile of %s: %s", name, profile)
    return profile


def _aliases(
    entity: str, source: str, file: FileName | None, found_tickers: tuple[str, ...], extra: tuple[str, ...]
) -> tuple[str, ...]:
    """The entity's short forms, and the web domain the file is named after. A name that is a web
    domain ("style.com") is not also its bare word ("style") unless the text writes that as a name
    (``extra`` then holds it)."""
    forms = aliases_for(entity, file.company if file else "", found_tickers)
    if source == EntitySource.DOMAIN and web_domain(entity) == entity.lower():
        forms = (entity.lower(),)
    return tuple(dict.fromkeys((*forms, *extra)))
