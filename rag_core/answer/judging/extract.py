"""The asked-for value a sentence gives: a number, a date, a name, a place, a definition.

One function per answer type; each returns the verbatim token or phrase of that kind the sentence
adds beyond the question, or "" when it adds none (then it only relates, it does not answer).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from rag_core import datafiles
from rag_core.answer.candidate import Candidate, QuestionTerms
from rag_core.answer.judging.amounts import MONEY_COUNT_WORDS, asks_price_words, money_at
from rag_core.answer.judging.counted import counted as counted_of
from rag_core.answer.judging.counted import (
    counts_after,
    counted_cell,
    counts_a_group,
    counts_another,
    counts_unit,
    in_money_cell,
    is_ordinal,
)
from rag_core.answer.judging.figures import to_level
from rag_core.answer.judging.timing import deadlines
from rag_core.answer.judging.when_value import date_value
from rag_core.answer.understand.classify import AnswerType
from rag_core.text.lexicon import (
    CURRENCY_WORDS,
    DOCUMENT_PARTS,
    IRREGULAR_BASE,
    MONTH_NAMES,
    MONTH_SET,
    NUMBER_WORDS,
    PLACE_PREPOSITIONS,
    ROLE_NOUNS,
    QUESTION_FRAME,
    STOPWORDS,
    WEEKDAYS,
    Quantity,
    Token,
    change_sense,
    past_form,
    quantities,
    stem,
    tokens,
)
from rag_core.text.word_forms import free_of_charge

_DEFINITION_VERBS = re.compile(
    r"\b(?:is|are|was|were|means?|meant|refers?\s+to|is\s+defined\s+as|are\s+defined\s+as|stands?\s+for|"
    r"describes?|denotes?|comprises?|consists?\s+of|includes?)\b",
    re.IGNORECASE,
)
# "When must a concern be reported?", "How soon ...?": a deadline said without a figure.
_PROMPTLY = re.compile(
    r"\b(?:the\s+(?:same|next)\s+(?:working\s+|business\s+)?day|immediately|straight\s+away|without\s+delay|"
    r"as\s+soon\s+as\s+(?:possible|practicable|reasonably\s+practicable))\b",
    re.IGNORECASE,
)
# How many times, said in one word: "twice", "once a year" (not the "once" of "Once you join, ..."
# nor of "Once a book has been renewed, ...": a period follows "once a").
_MULTIPLE = re.compile(
    r"\b(?:twice|thrice|once(?=\s+(?:an?\s+(?:day|week|fortnight|month|quarter|term|semester|season|year|night"
    r"|lifetime|visit|stay|booking)|per|every|each|only)\b|\s*[.;]))\b",
    re.IGNORECASE,
)
_MIN_DEFINITION_WORDS = 2  # content words after the verb: "X is a Y" says something, "X is it" does not


def _number(text: str, terms: QuestionTerms, question_stems: set[str]) -> str:
    """A number the question does not already give (a year only when it asks about years; for
    "how many ...?" a count, never a sum of money or a day of a month; for a price asked, a row's
    money cell first, or "free")."""
    counting = _counts_things(terms)
    found = [q for q in quantities(text) if q.value not in terms.numbers and not (q.is_year and not terms.years)]
    fall = deadlines(text, terms)
    found = [q for q in found if not any(a <= q.start < b for a, b in fall)]
    if counting:
        # "How many hotels ...?": "seven hotels", "96 bedrooms" before a share or a sum; a share is no count.
        counted = counted_of(terms)
        found = [
            q
            for q in found
            if not (_no_count(text, q) or in_money_cell(text, q.start))
            and not (
                counted
                and (
                    q.unit == "%"
                    or counts_unit(text, q.start, q.end, terms)
                    or counts_a_group(text, q.start, q.end, terms)
                )
            )
        ]
        cell = counted_cell(text, counted)
        if cell is not None:  # "Speaker: Maya Lindqvist | Room: Room 2": the count is the speakers' cell's
            found = [q for q in found if cell[0] <= q.start < cell[1]]
            return found[0].raw if found else ""
        said = tokens(text)
        for quantity in found:  # "90,000 full-time employees": the noun within three words
            if counted and counts_after(text, quantity.end, counted):
                return quantity.raw
        for word, after in zip(said, said[1:]):
            if (
                counted
                and word.lower in NUMBER_WORDS
                and after.stem == counted
                and not (is_ordinal(word.text) or counts_a_group(text, word.start, word.end, terms))
            ):
                return word.text
        if (counted == "time" or any(t.stem == counted for t in said)) and (multiple := _MULTIPLE.search(text)):
            # "How many times can I renew a book?": "can be renewed twice"; "How many visits are
            # there?": "You will visit the sleep laboratory twice"
            return multiple.group()
        # "Wholesale customers rose from 31 cafés and restaurants to 38.": the count now is the level reached
        reached = [q for q in found if to_level(text, q.start)]
        if reached and any(_FROM.search(text[max(0, q.start - 6) : q.start]) for q in found):
            return reached[-1].raw
    if found and asks_price_words([t.lower for t in terms.tokens]):
        found.sort(key=lambda q: not in_money_cell(text, q.start))  # a row's "Price (GBP): 1,099" first
    if found:
        return found[0].raw
    said = tokens(text)
    for at, token in enumerate(said):
        if any(a <= token.start < b for a, b in fall):
            continue
        if token.lower in NUMBER_WORDS and token.stem not in question_stems:
            if counting and counts_another(text, said, at, terms):
                continue
            return token.text
        if not counting and (spelled := SPELLED_TIME.fullmatch(token.lower)) and spelled.group(1) in NUMBER_WORDS:
            return token.text  # "a two-year warranty"; never a count ("one four-hour shift")
    low = [t.lower for t in terms.tokens[:2]]
    if low[:1] == ["when"] or low == ["how", "soon"]:
        promptly = _PROMPTLY.search(text)
        return promptly.group(0) if promptly else ""
    return free_of_charge(terms.tokens, text)  # "How much does it cost to join?": "for free"


# A length of time in words: "a two-year warranty", "three years" (its number word checked by the reader).
SPELLED_TIME = re.compile(r"\b([a-z]+)[- ](?:second|minute|hour|day|week|month|year|decade)s?\b", re.IGNORECASE)


# Things a how-many question may count in money ("How many dollars ...?"): then a sum is a count.
_MONEY_COUNTS = MONEY_COUNT_WORDS | {"pence"}
_DAY_OF_MONTH = re.compile(r"\s*(?:st|nd|rd|th)?\s+(?:of\s+)?(?:" + "|".join(sorted(MONTH_SET)) + r")\b", re.IGNORECASE)


def _counts_things(terms: QuestionTerms) -> bool:
    """ "How many councillors ...?": a count of things that are not money."""
    low = [t.lower for t in terms.tokens]
    return any(
        a == "how" and b == "many" and (i + 2 >= len(low) or low[i + 2] not in _MONEY_COUNTS)
        for i, (a, b) in enumerate(zip(low, low[1:]))
    )


_FROM = re.compile(r"\bfrom\s+$", re.IGNORECASE)


def _no_count(text: str, quantity: Quantity) -> bool:
    """ "£5,850", "$3.2 million", the "26" of "26 February 2025", the "09" of "09:00": a sum of
    money, a day or a time of day, no count."""
    return (
        money_at(text, quantity)
        or bool(_DAY_OF_MONTH.match(text, quantity.end))
        or bool(_CLOCK.match(text, quantity.end))
        or bool(_CLOCK_BEFORE.search(text, 0, quantity.start))
    )


_CLOCK = re.compile(r"[:.]\d\d\b")
_CLOCK_BEFORE = re.compile(r"\b\d{1,2}:$")


def _name(
    text: str,
    terms: QuestionTerms,
    question_stems: set[str],
    skip: frozenset[str] = frozenset(),
    after_not: frozenset[str] = frozenset(),
    skip_at: frozenset[int] = frozenset(),
) -> str:
    """A capitalised word (a person's or a place's name) the question does not already give, not in
    ``skip`` nor at a token index in ``skip_at``, nor right after a word in ``after_not``, nor a
    currency's code."""
    words = tokens(text)
    for index, token in enumerate(words):
        if (
            token.capitalized
            and index not in skip_at
            and token.lower not in STOPWORDS
            and token.stem not in question_stems
            and not token.lower.isdigit()
            and token.lower not in skip
            and not (after_not and _listed_after(words, index, after_not))
            and not (token.text.isupper() and token.lower in CURRENCY_WORDS)  # "GBP 650,000" names no one
        ):
            if index == 0 and token.lower in QUESTION_FRAME:
                continue
            return token.text
    return ""


def _listed_after(words: Sequence[Token], index: int, after: frozenset[str]) -> bool:
    """Whether ``words[index]`` follows a word in ``after``, or is in a list of capitalised words
    that does ("in Newcastle, Ballarat, Bendigo and Darwin": each is a place)."""
    at = index - 1
    while at > 0 and (words[at].capitalized or words[at].lower in ("and", "or")):
        at -= 1
    return at >= 0 and words[at].lower in after


# Words of a role or title, capitalised in a signature block or an officers' table but naming no
# one: "Chief Financial Officer and Treasurer (Principal Financial Officer)" gives no person.
ROLE_WORDS = frozenset(datafiles.load("english")["role_title_words"])


DUTY_HOLDERS = frozenset(datafiles.load("english")["duty_holders"])

# Capitalised words that point into a document or a calendar, never at a person: "A signed
# original ... required by Section 906" names no signer; "On March 3, ..." no officer. Months by
# their full names only: "Jan" is also a first name.
_NOT_PERSON = (
    ROLE_WORDS | DOCUMENT_PARTS | MONTH_NAMES | WEEKDAYS | frozenset(datafiles.load("english")["not_person_words"])
)


def _person(text: str, terms: QuestionTerms, question_stems: set[str]) -> str:
    """A capitalised word the question does not give that is not part of a role or title, nor a
    part of a document or a date, nor a place ("in Savannah": "Upland Software was founded in 1972
    in Savannah." names no founder). A question naming no role ("Who can use the guillotine?", "Who
    is responsible for health and safety?") is also answered by who holds the duty: "Only trained
    staff may operate the guillotine.", "The managing director has overall responsibility ..."."""
    name = _name(text, terms, question_stems, _NOT_PERSON, after_not=PLACE_PREPOSITIONS)
    words = [t.lower for t in terms.tokens[:2]]
    if not name and words[:1] == ["who"] and words[1:] and past_form(words[1]):
        # a past deed's doer named in lower case: "... was established in 1961 by the three valley municipalities"
        return _doer(text, words[1])
    if name or not _asks_duty(terms):
        return name
    return next((t.text for t in tokens(text) if t.lower in DUTY_HOLDERS and t.stem not in question_stems), "")


def _asks_duty(terms: QuestionTerms) -> bool:
    """ "Who can ...?", "Who is responsible for ...?", "Who approves ...?": a duty, asked in the
    present and naming no role; not "Who signed the report?" or "Who founded Upland Software?" (a
    past deed is someone's), nor "Who is the managing director?" (a role's holder has a name)."""
    words = [t.lower for t in terms.tokens]
    if len(words) < 3 or words[0] != "who" or any(w in ROLE_NOUNS or w in DUTY_HOLDERS for w in words):
        return False
    verb = words[1]
    return verb in _PRESENT_AUXILIARIES or (verb.endswith("s") and not verb.endswith("ss"))


def _doer(text: str, deed: str) -> str:
    """ "by the board" after the asked deed ("founded": "established ... by the three valley
    municipalities"), not after another ("The report was approved by the board." for "signed")."""
    base = IRREGULAR_BASE.get(deed, deed)
    sense = change_sense(deed)
    for agent in _AGENT.finditer(text):
        before = tokens(text[: agent.start()])[-_DEED_WINDOW:]
        # the last verb before "by" is the deed ("signed in May, was approved by the board" is no signer)
        verb = next((t for t in reversed(before) if past_form(t.lower)), None)
        if verb is not None and (verb.stem == stem(base) or (sense is not None and change_sense(verb.lower) == sense)):
            return agent.group(0)
    return ""


_DEED_WINDOW = 5  # words before "by" the deed's verb stands in ("was established in 1961 by")
_AGENT = re.compile(
    r"\bby\s+(?!the\s+(?:end|start|beginning|middle|close|time)\b)(?:the|its|their|our|a|an)\s+"
    r"[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,4}"
)
_PRESENT_AUXILIARIES = frozenset({"can", "may", "must", "should", "will", "is", "are", "does", "do", "has", "needs"})


# Capitalised words that date or point into a document, never a place: "The standard working week is
# 39 hours, Monday to Friday." names no place where the works is.
_NOT_PLACE = DOCUMENT_PARTS | MONTH_NAMES | WEEKDAYS
_DETERMINERS = frozenset({"the", "your", "our", "their", "its", "this", "these", "any", "all"})
_PLACE_BEFORE = PLACE_PREPOSITIONS | {"to", "from", "on", "by", "through", "into", "of", "over"}


def _place(text: str, terms: QuestionTerms, question_stems: set[str]) -> str:
    """A capitalised word the question does not give that is no day, month or part of a document;
    not one of a capitalised run a determiner opens without a preposition of place before it ("We
    may store the Personally Identifiable Information ..." names a defined term, no place; "in the
    United States" does)."""
    words = tokens(text)
    defined: set[int] = set()
    for index, token in enumerate(words):
        opened = index >= 2 and words[index - 1].lower in _DETERMINERS  # not "The Museum of ..." opening it
        if token.capitalized and opened and words[index - 2].lower not in _PLACE_BEFORE:
            run = index
            while run < len(words) and words[run].capitalized:
                defined.add(run)
                run += 1
    return _name(text, terms, question_stems, _NOT_PLACE, skip_at=frozenset(defined))


def _definition(text: str, terms: QuestionTerms, question_stems: set[str]) -> str:
    """ "X is ...": the defined term is the subject, before the verb; the definition follows it."""
    verb = _DEFINITION_VERBS.search(text)
    if not terms.definiendum or verb is None:
        return ""
    if not terms.definiendum <= {t.stem for t in tokens(text[: verb.start()])}:
        return ""
    rest = [t for t in tokens(text[verb.end() :]) if t.lower not in STOPWORDS]
    if rest and rest[0].lower[:1].isdigit():
        return ""  # a figure says how much it was, not what it is: "... value ... was $4.9 million"
    return text[verb.start() :].strip() if len(rest) >= _MIN_DEFINITION_WORDS else ""


def _entity(text: str, terms: QuestionTerms, question_stems: set[str]) -> str:
    """Any content word the question does not already say."""
    for token in tokens(text):
        if token.lower not in STOPWORDS and token.stem not in question_stems and len(token.lower) > 1:
            return token.text
    return ""


_EXTRACTORS: dict[AnswerType, Callable[[str, QuestionTerms, set[str]], str]] = {
    AnswerType.NUMBER: _number,
    AnswerType.DATE: date_value,
    AnswerType.PERSON: _person,
    AnswerType.PLACE: _place,
    AnswerType.DEFINITION: _definition,
}


# A clause's number before its sentence ("3.1 The rent is £895 per calendar month.", "2. Rules"): no
# value the sentence gives; not a figure before its unit ("2.5 Mbps", "1.2 Million customers").
CLAUSE_NUMBER = re.compile(
    r"^\s*\d{1,2}(?:(?:\.\d{1,2}){1,3}\.?|\.)\s+(?=[A-Z])(?!(?:Million|Billion|Thousand|[KMGT]b(?:ps|it)|[KMGT]B)\b)"
)


def answer_value(answer_type: AnswerType, text: str, terms: QuestionTerms, question_stems: set[str]) -> str:
    """The token of the asked-for kind ``text`` adds beyond the question ("" if none): first of the
    clause that says most of the question's words, when one does (:func:`_asked_clause`); never the
    number of a numbered clause (blanked, so that every offset stays)."""
    extract = _EXTRACTORS.get(answer_type, _entity)
    text = CLAUSE_NUMBER.sub(lambda m: " " * len(m.group()), text, count=1)
    clause = _asked_clause(text, question_stems)
    return (extract(clause, terms, question_stems) if clause else "") or extract(text, terms, question_stems)


def _asked_clause(text: str, question_stems: set[str]) -> str:
    """Of a sentence's clauses between semicolons, the one that says more of the question's words
    than any other: "children may borrow up to 10" of "Adults may borrow up to 15 items at a time;
    children may borrow up to 10." for "How many books can children borrow?"; "" when there is one
    clause or no single one."""
    if ";" not in text:
        return ""
    clauses = text.split(";")
    said = [len({t.stem for t in tokens(clause)} & question_stems) for clause in clauses]
    best = max(said)
    return clauses[said.index(best)] if best and said.count(best) == 1 else ""


def answer_quantity(candidate: Candidate) -> Quantity | None:
    """The quantity a direct-answer sentence gives (the one its answer value names)."""
    for quantity in quantities(candidate.quote):
        if quantity.raw == candidate.answer_value:
            return quantity
    return None
