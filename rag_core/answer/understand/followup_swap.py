"""Rewriting "what about X?": the previous question with its period, company or measure swapped
for the one X names (or a topic in place of a definition's term or a figure's measure)."""

from __future__ import annotations

import re

from rag_core.answer.understand.classify import QuestionKind, classify, defined_term
from rag_core.ingest.profile import DocumentProfile, period_of_question
from rag_core.ingest.profile_match import match_entities
from rag_core.text.lexicon import STOPWORDS
from rag_core.text.measures import Lexicon

END = "?.!… \t\n"  # what ends a question
WORD = re.compile(r"[A-Za-z0-9][\w&.'’-]*")
CONNECTORS = frozenset({"&", "and", "of", "the"})


# "how about last year?", "and the year before?": a period counted from the previous question's.
_RELATIVE_YEAR = re.compile(
    r"^(?:the\s+)?(?:(?P<back>last|previous|prior|preceding)\s+(?:fiscal\s+)?year|year\s+before|"
    r"(?:a|one)\s+year\s+(?:earlier|before)|(?P<fwd>next|following)\s+(?:fiscal\s+)?year|(?:a|one)\s+year\s+later)$",
    re.IGNORECASE,
)
# "what about the other depot?": which other one is not said; the question is asked back.
OTHER = re.compile(r"^(?:the\s+)?other\s+\w+", re.IGNORECASE)


def relative_period(x: str, prev: str) -> str | None:
    """The year "last year" / "the year before" / "next year" stands for after ``prev`` (None when
    ``x`` is not such a phrase or ``prev`` names no single year)."""
    match = _RELATIVE_YEAR.match(" ".join(x.split()).rstrip(END))
    if match is None:
        return None
    years = period_of_question(prev).years
    if len(years) != 1:
        return None
    year = years[0] + (1 if match.group("fwd") or "later" in match.group(0).lower() else -1)
    fiscal = re.search(r"\b(?:fiscal|fy)\b", prev, re.IGNORECASE)
    return f"fiscal {year}" if fiscal else str(year)


def _shared_head(topic: str, prev: str) -> str | None:
    """``prev`` with the phrase that ends in ``topic``'s last word replaced by ``topic`` ("the daily
    allowance for domestic travel" + "international travel" -> "... for international travel")."""
    words = [w for w in WORD.findall(topic) if w.lower() not in STOPWORDS]
    if not words:
        return None
    head = words[-1].lower()
    matches = [m for m in WORD.finditer(prev) if m.group().lower() == head]
    if not matches:
        return None
    end = matches[-1].end()
    start = matches[-1].start()
    before = list(WORD.finditer(prev[:start]))
    # one modifier before the shared word goes too ("domestic travel"), never a stopword
    if before and before[-1].group().lower() not in STOPWORDS and before[-1].group()[:1].islower():
        start = before[-1].start()
    return finish(prev[:start] + topic + prev[end:])


# "Who is the head of HR?": a question for whoever holds a role, which a follow-up's topic replaces.
_WHO_IS = re.compile(r"^(?P<lead>who\s+(?:is|are|was|were)\s+)(?:the\s+)?\S", re.IGNORECASE)


def _other_holder(topic: str, prev: str) -> str | None:
    """ "Who is the head of HR?" + "and the managing director?" -> "Who is the managing director?"."""
    match = _WHO_IS.match(prev)
    return finish(f"{match.group('lead')}the {topic}") if match else None


def substitute(
    x: str, prev: str, profiles: dict[str, DocumentProfile], lexicon: Lexicon, only_period: bool
) -> str | None:
    """``prev`` with its period, company or measure replaced by those ``x`` names."""
    x = x.rstrip(END)
    relative = relative_period(x, prev)
    if relative is not None:
        return finish(_replace_period(prev.strip().rstrip(END), relative))
    period = period_of_question(x)
    rest = _cut(x, x.find(period.text), len(period.text)) if period.text else x
    named = company_spans(rest, profiles)
    company = " ".join(rest[s:e] for s, e in named)
    for s, e in reversed(named):
        rest = _cut(rest, s, e - s)
    hits = lexicon.find(rest)
    measure = hits[0].term if hits else ""
    if measure:
        rest = _cut(rest, hits[0].start, hits[0].end - hits[0].start)
    leftover = [w for w in WORD.findall(rest) if w.lower() not in STOPWORDS and w.lower() not in CONNECTORS]
    if leftover and not company and not measure and _is_name(rest):
        company, leftover = " ".join(rest.split()).strip(" ,"), []
        company = re.sub(r"^(?:the\s+)", "", company, flags=re.IGNORECASE)
    if only_period and (company or measure or leftover or not period.text):
        return None  # "in Rotterdam?", "for safety reasons": not a period follow-up
    if leftover:
        # A topic: it takes the place of a definition question's term, or of the measure a question
        # about a figure asked for ("what about the operating margin?" after revenue), else it is
        # a question of its own.
        prev_bare = prev.strip().rstrip(END)
        term = defined_term(prev_bare)
        prev_hits = lexicon.find(prev_bare)
        if (
            prev_hits
            and not (company or measure or period.text)
            and classify(prev_bare).kind is not QuestionKind.DEFINITION
        ):
            topic = re.sub(r"^(?:the|a|an)\s+", "", " ".join(rest.split()).strip(" ,"), flags=re.IGNORECASE)
            hit = prev_hits[0]
            return finish(prev_bare[: hit.start] + topic + prev_bare[hit.end :])
        if not (company or measure or period.text) and classify(prev_bare).kind is not QuestionKind.DEFINITION:
            topic = re.sub(r"^(?:the|a|an)\s+", "", " ".join(rest.split()).strip(" ,"), flags=re.IGNORECASE)
            return _shared_head(topic, prev_bare) or _other_holder(topic, prev_bare)
        if company or measure or period.text or not term or classify(prev_bare).kind is not QuestionKind.DEFINITION:
            return None
        index = prev_bare.rfind(term)
        return finish(prev_bare[:index] + x.strip() + prev_bare[index + len(term) :])
    if not (period.text or company or measure):
        return None
    out = prev.strip().rstrip(END)
    if measure:
        prev_hits = lexicon.find(out)
        if not prev_hits:
            return None
        out = out[: prev_hits[0].start] + measure + out[prev_hits[0].end :]
    if company:
        out = _replace_company(out, company, profiles)
    if period.text:
        new = period.text
        old = period_of_question(out)
        if (period.quarter or period.months) and not period.years and len(old.years) == 1:
            new = f"{new} {old.years[0]}"  # "same for Q2?" after a question about Q1 2023: Q2 2023
        out = _replace_period(out, new)
    return finish(out)


def _cut(text: str, start: int, length: int) -> str:
    return (text[:start] + " " + text[start + length :]) if start >= 0 else text


def _is_name(text: str) -> bool:
    """A run of capitalised words ("Boeing", "3M", "Johnson & Johnson"), "the" allowed first."""
    words = text.split()
    if words and words[0].lower() == "the":
        words = words[1:]
    return (
        bool(words)
        and all(w[:1].isupper() or w[:1].isdigit() or w.lower() in CONNECTORS for w in words)
        and (words[0][:1].isupper() or words[0][:1].isdigit())
    )


def company_spans(text: str, profiles: dict[str, DocumentProfile]) -> list[tuple[int, int]]:
    """Where ``text`` names a company of the library, by any alias (whole words, longest first)."""
    named = match_entities(text, profiles.items())
    spans: list[tuple[int, int]] = []
    lowered = text.lower().replace("’", "'")
    for doc_id in sorted(named):
        for alias in sorted(profiles[doc_id].aliases, key=lambda a: (-len(a), a)):
            for match in re.finditer(r"(?<![\w&])" + re.escape(alias.lower()) + r"(?![\w&])", lowered):
                span = match.span()
                if not any(s < span[1] and span[0] < e for s, e in spans):
                    spans.append(span)
    return sorted(spans)


def _replace_company(prev: str, company: str, profiles: dict[str, DocumentProfile]) -> str:
    spans = company_spans(prev, profiles) or unknown_names(prev)
    if not spans:
        return f"{prev} for {company}"
    start, end = spans[0]
    out = prev[:start] + company + prev[end:]
    for s, e in reversed(spans[1:]):
        if prev[s:e].lower() == prev[start:end].lower():  # the same company named twice
            shift = len(company) - (end - start)
            out = out[: s + shift] + company + out[e + shift :]
    return out


def unknown_names(prev: str) -> list[tuple[int, int]]:
    """The first run of capitalised words after the question's first word that is not its period
    ("What was Boeing's revenue in FY2019?" -> "Boeing")."""
    period = period_of_question(prev).text
    run: list[tuple[int, int]] = []
    for index, match in enumerate(WORD.finditer(prev)):
        word = match.group()
        is_name = (
            index > 0
            and (word[:1].isupper() or word[:1].isdigit())
            and not (period and word in period)
            and word.lower() not in STOPWORDS
        )
        if is_name:
            end = match.start() + len(re.sub(r"['’]s$", "", word))
            run.append((match.start(), end))
            if end < match.end():
                break  # "Boeing's": the name ends at the possessive
        elif run:
            break
    return [(run[0][0], run[-1][1])] if run else []


def _replace_period(prev: str, period: str) -> str:
    old = period_of_question(prev).text
    if old and old in prev:
        index = prev.rfind(old)
        return prev[:index] + period + prev[index + len(old) :]
    return f"{prev} in {period}"


def finish(text: str) -> str:
    """A rewritten question as a sentence: one space between words, a capital first letter, "?"."""
    joined = " ".join(text.split()).rstrip(END)
    return joined[:1].upper() + joined[1:] + "?"
