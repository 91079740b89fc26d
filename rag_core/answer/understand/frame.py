"""What a question is about: which company, which measure, which period.

Built once per question from the document profiles of the ready documents and the analyst
lexicon. The engine routes the question to the named company's documents (or asks which company,
when the library holds several and the question names none), and the judge requires a sentence or
table row to state the asked measure for the asked period before it may answer.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from datetime import date

from rag_core import datafiles
from rag_core.text.entities import core_name
from rag_core.answer.understand.classify import is_yes_no
from rag_core.text.lexicon import QUESTION_WORDS, lower_words
from rag_core.text.measures import Lexicon, Measure
from rag_core.ingest.profile import DocumentProfile, QuestionPeriod, period_of_question
from rag_core.ingest.profile_match import match_entities

_WORD = re.compile(r"[a-z0-9][a-z0-9&.'’\-]*")
NUMERIC_KINDS = frozenset({"money", "count", "percent", "per_share"})  # measures whose value is a number
_COST_NOUNS = frozenset(datafiles.load("english")["cost_nouns"])
_WORD_AFTER = re.compile(r"\s*(?:['’]s?\s*)?([A-Za-z]+)")


@dataclass(frozen=True, slots=True)
class QuestionFrame:
    """Entity, measure and period of one question."""

    docs: frozenset[str] | None  # documents of the companies the question names; None when it names none
    entities: tuple[str, ...]  # their display names, sorted
    entity_words: frozenset[str]  # lower-case words of the names as the question writes them
    measure: Measure | None
    measure_words: frozenset[str]  # lower-case words of the measure's term in the question
    period: QuestionPeriod
    period_words: frozenset[str]  # lower-case words of the period phrase

    @property
    def has_period(self) -> bool:
        """True when the question names a year, quarter or date."""
        return bool(self.period.years or self.period.quarter or self.period.as_of or self.period.months)

    @property
    def numeric(self) -> bool:
        """The question asks for a measure whose value is a number."""
        return self.measure is not None and self.measure.kind in NUMERIC_KINDS

    @property
    def skipped_words(self) -> frozenset[str]:
        """Question words the frame checks itself (measure, period): not required verbatim.

        The company's name is not among them: a document about that company carries it (its
        profile's names count as present), any other document must say it.
        """
        return self.measure_words | self.period_words | (MEASURE_FRAME if self.measure else frozenset())


def _words(text: str) -> set[str]:
    """Lower-case words as the judge tokenises them ("FY23" -> fy, 23), plus the whole words."""
    out = lower_words(text)
    for word in _WORD.findall(text.lower()):
        word = re.sub(r"['’]s$", "", word).strip(".'’-")
        if word:
            out.add(word)
    return out


# Verbs and nouns that only frame a question about a figure ("How much did X spend on capex").
MEASURE_FRAME = frozenset(datafiles.load("english")["measure_frame_words"])

# Words that only frame a period ("at the end of FY23", "for the year ended"): the period check covers them.
_PERIOD_FRAME = frozenset(datafiles.load("english")["period_frame_words"])


@lru_cache(maxsize=8192)
def _alias_in_question(alias: str) -> re.Pattern[str]:
    """The alias as a whole phrase, possessive allowed (compiled once; see profile._alias_regex)."""
    return re.compile(r"(?<![\w&])" + re.escape(alias) + r"(?:'s)?(?![\w&])")


def _alias_words(question: str, profiles: dict[str, DocumentProfile], docs: set[str]) -> set[str]:
    """Words of the aliases of the matched entities that the question actually uses."""
    lowered = question.lower().replace("’", "'")
    found: set[str] = set()
    for doc_id in docs:
        for alias in profiles[doc_id].aliases:
            if _alias_in_question(alias).search(lowered):
                found |= _words(alias)
    return found


# A question asking a count ("How many staff ...?", "the number of employees", "total headcount").
_FIRST_WORD = re.compile(r"\W*([a-z]+)")
_ASKS_COUNT = re.compile(r"\bhow\s+many\b|\bnumbers?\b|\btotal\b|\bcount\b|\bsize\b|\bhow\s+(?:big|large)\b", re.I)


def _names_the_counted(question: str, term: str, measure: Measure) -> bool:
    """Whether a count's term is the noun of what it counts ("staff", "stores"), in a question that
    asks something else of them: "What phone do field and sales staff get?", "Is there a staff
    canteen?" ask about staff, not how many there are ("How many staff ...?", "Staff in 2023?")."""
    first = _FIRST_WORD.match(question.lower())
    worded = first is not None and first.group(1) in QUESTION_WORDS or is_yes_no(question)  # not "Staff in 2023?"
    return measure.kind == "count" and term.lower() in measure.units and worded and not _ASKS_COUNT.search(question)


def _costed(question: str, end: int) -> bool:
    """Whether the word right after a measure's term is an amount spent ("staff costs")."""
    after = _WORD_AFTER.match(question, end)
    return after is not None and after.group(1).lower() in _COST_NOUNS


def frame_question(question: str, profiles: dict[str, DocumentProfile], lexicon: Lexicon) -> QuestionFrame:
    """The frame of ``question`` over the ready documents' ``profiles`` (doc_id -> profile)."""
    named = {d for d in match_entities(question, profiles.items()) if d in profiles}
    docs: frozenset[str] | None = None
    entities: tuple[str, ...] = ()
    entity_words: set[str] = set()
    if named:
        keys = {company_key(profiles[d].entity) for d in named}
        # The same organisation written short or in full ("Redfern" and "Redfern College").
        keys |= _written_short_or_in_full({_name_words(profiles[d].entity) for d in named}, profiles)
        # Every document of a named company, and documents about no company in particular (a
        # handbook may well speak of it); never another company's.
        docs = frozenset(d for d, p in profiles.items() if company_key(p.entity) in keys or not p.entity)
        entities = tuple(_one_per_organisation(_displays(profiles, keys)))
        entity_words = _alias_words(question, profiles, set(named))
    # "staff costs", "employee compensation": an amount spent on them, not how many there are; "CEO
    # pay ratio", "the CFO's salary": what they are paid, not who they are.
    hits = [
        h
        for h in lexicon.asked(question)
        if not (h.measure.kind in ("count", "person") and _costed(question, h.end))
        and not _names_the_counted(question, h.term, h.measure)
    ]
    measure = hits[0].measure if hits else None
    measure_words: set[str] = set()
    if hits:
        measure_words = _words(hits[0].term) | {w for unit in measure.units for w in _words(unit)} if measure else set()
        before = _words(question[: hits[0].start].split()[-1]) if question[: hits[0].start].split() else set()
        measure_words |= before & lexicon.neutral
    period = period_of_question(question)
    period_words = _words(period.text) if period.text else set()
    if period.text:
        period_words |= _words(question) & _PERIOD_FRAME
    # Every year the question names is the period check's, not only the first phrase's
    # ("between FY20 and FY21": "21" and "fy21" are checked as a period, not required as words).
    forms = {str(y) for y in period.years} | {f"{y % 100:02d}" for y in period.years}
    period_words |= {w for w in _words(question) if w.removeprefix("fy").lstrip("'") in forms}
    return QuestionFrame(
        docs=docs,
        entities=entities,
        entity_words=frozenset(entity_words),
        measure=measure,
        measure_words=frozenset(measure_words),
        period=period,
        period_words=frozenset(period_words),
    )


def period_rank(profile: DocumentProfile | None, doc_date: str = "") -> str:
    """Sortable key of how recent a document's period is (later is larger)."""
    if profile is not None and profile.period_end:
        return profile.period_end
    if profile is not None and profile.fiscal_year:
        return f"{profile.fiscal_year:04d}-12-31"
    return doc_date or date.min.isoformat()


@lru_cache(maxsize=4096)
def company_key(entity: str) -> str:
    """One key per company however a document writes it ("Amcor plc", "AMCOR" -> "amcor")."""
    return re.sub(r"[^a-z0-9]", "", core_name(entity)) if entity else ""


def _displays(profiles: dict[str, DocumentProfile], keys: set[str]) -> list[str]:
    """``_display`` for several companies in one pass over the profiles."""
    by_key: dict[str, set[str]] = {}
    for profile in profiles.values():
        key = company_key(profile.entity)
        if key in keys:
            by_key.setdefault(key, set()).add(profile.entity)
    return sorted(sorted(names, key=lambda n: (-len(n), n))[0] for names in by_key.values())


def companies(profiles: dict[str, DocumentProfile]) -> list[str]:
    """Distinct organisations the library holds documents *of* (display names, sorted).

    Only documents that are an organisation's own count (see :func:`_company_document`): a
    filing, an earnings release, an annual report, a policy or sheet whose title names it, a web
    page of its own site, or a profile the analyst set. An encyclopedia article that names "RAND
    Corporation" is not RAND's document, and two such articles must not make every question ask
    "which company?".
    """
    keys = {company_key(p.entity) for p in profiles.values() if _company_document(p)}
    return _one_per_organisation(_displays(profiles, {key for key in keys if key}))


@lru_cache(maxsize=4096)
def _name_words(entity: str) -> tuple[str, ...]:
    return tuple(re.findall(r"[a-z0-9]+", core_name(entity).lower())) if entity else ()


def _written_short_or_in_full(named: set[tuple[str, ...]], profiles: dict[str, DocumentProfile]) -> set[str]:
    """Keys of the organisations that are a named one written short or in full ("Redfern" and
    "Redfern College", see :func:`_one_per_organisation`), when the short name opens no other
    organisation's name ("Sable" beside "Sable Ales" and "Sable Brewery" is neither)."""
    words_of = {p.entity: _name_words(p.entity) for p in profiles.values() if p.entity}
    names = set(words_of.values())

    def opens_one(short: tuple[str, ...]) -> bool:
        return sum(1 for other in names if len(other) > len(short) and other[: len(short)] == short) == 1

    found = set()
    for entity, words in words_of.items():
        for name in named:
            short, full = (name, words) if len(name) < len(words) else (words, name)
            if short and short != full and full[: len(short)] == short and opens_one(short):
                found.add(company_key(entity))
    return found


def _one_per_organisation(names: list[str]) -> list[str]:
    """A name whose words open another's, or are its words with some left out after the first, is
    the same organisation written short: a handbook's "Redfern" and its annual report's "Redfern
    College" are one college, a site's "Larchmont Insurance" and its policy's "Larchmont Home
    Insurance" one insurer, and a question over both must not ask which of them is meant. The
    longer name stays."""
    words = {name: _name_words(name) for name in names}
    return [name for name in names if not any(_written_short(words[name], words[other]) for other in names)]


def _written_short(short: tuple[str, ...], full: tuple[str, ...]) -> bool:
    """Whether ``short`` is ``full`` with some of its words after the first left out."""
    if not (0 < len(short) < len(full)) or short[0] != full[0]:
        return False
    rest = iter(full[1:])
    return all(word in rest for word in short[1:])


# Kinds of document that look alike across organisations: one filer's 10-Q may answer what
# another's 10-K does, one site's privacy notice what another's privacy policy does.
_KIND_FAMILIES = {
    "10-k": "financial",
    "10-q": "financial",
    "8-k": "financial",
    "earnings release": "financial",
    "annual report": "financial",
    "report": "financial",
    "privacy policy": "policy",
    "policy": "policy",
    "terms": "policy",
    "handbook": "handbook",
    "manual": "handbook",
}


def _kind_family(doc_type: str) -> str:
    return _KIND_FAMILIES.get(doc_type.lower(), doc_type.lower())


def company_options(
    names: list[str],
    stems: frozenset[str],
    ready: set[str],
    profiles: dict[str, DocumentProfile],
    docs_with: Callable[[str, set[str]], list[str]],
) -> list[str]:
    """The organisations to offer (of ``names``, see :func:`companies`) when a question names
    none, or [] when there is no need to ask.

    There is none when the library holds fewer than two organisations, or when the question's
    words (``stems``) are all in some document but only in documents of no organisation: "What
    is the daily allowance for Asia?" in a library of two 10-Ks and a travel policy is the
    policy's question. Once an organisation's own document holds them, every organisation with a
    document of that kind is offered (20 websites' privacy policies: the 20 websites; two
    filers' 10-Ks: both filers, since another filing may say the same in other words), but not
    organisations whose documents are of another kind (a filer beside the policies).
    """
    if len(names) < 2:
        return []
    holders = set(ready) if stems else set()
    for stem_ in sorted(stems):
        holders &= set(docs_with(stem_, ready))
        if not holders:
            break
    if not holders:
        return names
    owned = [profiles[d] for d in holders if d in profiles and _company_document(profiles[d])]
    if not owned:
        return []
    kinds = {_kind_family(p.doc_type) for p in owned}
    keys = {
        company_key(p.entity) for p in profiles.values() if _company_document(p) and _kind_family(p.doc_type) in kinds
    }
    return [name for name in names if company_key(name) in keys]


def _company_document(profile: DocumentProfile) -> bool:
    """The document is its organisation's own, not merely about it (see ``DocumentProfile.own_document``)."""
    return profile.own_document


def sole_owner(holders: list[list[str]], profiles: dict[str, DocumentProfile]) -> str | None:
    """The one organisation (its display name) that alone holds the question's names: ``holders``
    lists, per name, the documents holding it. Names held by one organisation's own documents and
    by no other document ("Las Vegas Strip Resorts", only in MGM Resorts' 10-Q) tell which
    organisation is meant, as naming it would. None when there is no name, when a name is in no
    document (the question may be about something the library lacks), or in a document of no or
    of another organisation."""
    keys: set[str] = set()
    for docs in holders:
        if not docs:
            return None
        keys |= {
            company_key(profiles[d].entity) if d in profiles and _company_document(profiles[d]) else "" for d in docs
        }
    if len(keys) != 1 or "" in keys:
        return None
    return _displays(profiles, keys)[0]
