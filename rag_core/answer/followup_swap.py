"""Rewriting "what about X?": the previous question with its period, company or measure swapped
for the one X names (or a topic in place of a definition's term or a figure's measure)."""

from __future__ import annotations

import re

from rag_core.answer.classify import QuestionKind, classify, defined_term
from rag_core.ingest.profile import DocumentProfile, match_entities, period_of_question
from rag_core.text.lexicon import STOPWORDS
from rag_core.text.measures import Lexicon

END = "?.!… \t\n"  # what ends a question
WORD = re.compile(r"[A-Za-z0-9][\w&.'’-]*")
CONNECTORS = frozenset({"&", "and", "of", "the"})


def substitute(x: str, prev: str, profiles: dict[str, DocumentProfile], lexicon: Lexicon, only_period: bool) -> str | None:
    """``prev`` with its period, company or measure replaced by those ``x`` names."""
    x = x.rstrip(END)
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
        if prev_hits and not (company or measure or period.text) and classify(prev_bare).kind is not QuestionKind.DEFINITION:
            topic = re.sub(r"^(?:the|a|an)\s+", "", " ".join(rest.split()).strip(" ,"), flags=re.IGNORECASE)
            hit = prev_hits[0]
            return finish(prev_bare[: hit.start] + topic + prev_bare[hit.end :])
        if company or measure or period.text or not term or classify(prev_bare).kind is not QuestionKind.DEFINITION:
            return None
        index = prev_bare.rfind(term)
        return finish(prev_bare[:index] + x.strip() + prev_bare[index + len(term):])
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
        out = _replace_period(out, period.text)
    return finish(out)


def _cut(text: str, start: int, length: int) -> str:
    return (text[:start] + " " + text[start + length :]) if start >= 0 else text


def _is_name(text: str) -> bool:
    """A run of capitalised words ("Boeing", "3M", "Johnson & Johnson"), "the" allowed first."""
    words = text.split()
    if words and words[0].lower() == "the":
        words = words[1:]
    return bool(words) and all(w[:1].isupper() or w[:1].isdigit() or w.lower() in CONNECTORS for w in words) and (
        words[0][:1].isupper() or words[0][:1].isdigit()
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
