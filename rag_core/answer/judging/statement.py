"""Does this sentence state the asked measure, for the asked period, with a value?

The checks a direct answer about a measure must pass, each explicit in the text itself:
the measure (one of its lexicon terms), no narrowing qualifier the question lacks ("International
revenue" is not revenue), the period (the asked year, quarter, three vs six months; else read with
the period heading above it, or the document's own, not explicit), and a value of its kind near
it. A table cell passes the same checks read from its row label, column header and unit
(:func:`rag_core.answer.judging.rows.check_row`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rag_core.answer.judging.figures import of_kind, printed, to_level
from rag_core.answer.judging.compared import base_figure, compared_only, dated_by_document, own_part
from rag_core.answer.judging.headed import under_heading
from rag_core.answer.judging.named import MAX_VALUE_DISTANCE, NAMED_KINDS, named_value
from rag_core.answer.judging.qualifier import measure_qualifier
from rag_core.answer.judging.respective import RESPECTIVELY, respective
from rag_core.answer.understand.frame import QuestionFrame
from rag_core.text.lexicon import Quantity, quantities
from rag_core.text.measures import Lexicon, Measure, MeasureHit
from rag_core.answer.understand.period import PeriodCheck, check_period
from rag_core.ingest.profile import DocumentProfile
from rag_core.text.periods import ENDS_WITH_MONTH

__all__ = ["StatementCheck", "check_sentence", "is_table_blob", "sentence_value"]

# "a decrease to backlog of $4,675 million", "The $6.9 billion improvement in cash provided by operating
# activities": the figure is a change of the measure, not its level.
_CHANGE_NOUN_BEFORE = re.compile(
    r"\b(?:increase|decrease|change|reduction|growth|decline|impact|adjustments?|reductions?|increases|decreases"
    r"|improvements?|deteriorations?)"
    r"\s+(?:\w+\s+){0,2}$",
    re.IGNORECASE,
)
_TITLE_OF = re.compile(r"\s*(?:,|of)\s+((?:[A-Z][\w&\-]*\s*){1,4})")
_MAX_WORDS_BEFORE = 5  # words between a figure and the term after it
_CHANGE_VERB = re.compile(
    r"\b(?:increased?|decreased?|declined?|grew|rose|fell|dropped|improved|up|down|higher|lower|hired|added|reduced)\b",
    re.IGNORECASE,
)
# Speaks for the filer, or of the document's own period ("net revenues ... in the current year" of a release).
_SPEAKS_FOR_FILER = re.compile(
    r"\b(?:we|our|us|the company|the company's|the corporation|in the current (?:fiscal )?year)\b", re.IGNORECASE
)
_YEAR_LIST = re.compile(r"\b(?:19|20)\d\d(?:,\s*(?:19|20)\d\d)*,?\s+and\s+(?:19|20)\d\d\b")
_YEAR_TOKEN = re.compile(r"^(?:19|20)\d\d[,.;]?$")
_NUMERIC_CELL = re.compile(r"^[$(€£]*-?\d[\d,.]*\)?%?[,;]?$")
_BLOB_MIN_NUMBERS, _BLOB_SHARE = 5, 0.4
# "Lease income recorded in Revenue": the sentence is about something inside the measure.
_LOCATIVE_BEFORE = re.compile(
    r"\b(?:recorded|included|reported|classified|presented|recognized|reflected|contained)\s+(?:in|within|as|on)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
_LINK = re.compile(  # ... and "a staff team of 23", "a staff complement of 40"
    r"\s*(?:(?:team|complement)\s+(?=of\b))?(?:is|was|were|of|totaled|totalled|stood at|reached|numbered|:|-|–|—)?\s*(?:approximately|about|around|roughly|nearly|over|more than|almost)?\s*"
)
_NUMBER_WORDS = {
    w: n for n, w in enumerate(("one two three four five six seven eight nine ten eleven twelve").split(), start=1)
}
# "decreased $5.5 billion, or 10.6%, to $46.3 billion", "impacted our reported Revenues by approximately
# $2,859 million": the change is not the measure's value.
_CHANGE_BEFORE = re.compile(
    r"(?:\bby|increased?|decreased?|declined?|grew|rose|fell|\bup|\bdown|growth\s+of|decline\s+of|change\s+of|"
    r"increase\s+of|decrease\s+of|compared\s+(?:to|with)|versus|vs\.?|from)"
    r"(?:\s+(?:approximately|about|roughly|nearly|almost|around|over|more\s+than|less\s+than))?\s*$",
    re.IGNORECASE,
)
# "Research and development expense included bid and proposal costs of $217": a part of the
# measure, not its value; "Revenue, including services, was $46.3 billion" is the measure's.
_INCLUDES = re.compile(r"\binclud(?:e|es|ed|ing)\b", re.IGNORECASE)
_STATES_AFTER = re.compile(r"\b(?:was|were|is|are|totaled|totalled|amounted|reached|stood)\b", re.IGNORECASE)
# "a specified percentage of net revenues at the respective domestic properties, and ... $50 million":
# the sentence speaks of a share of the measure, and no figure in it is the measure's.
_SHARE_OF_BEFORE = re.compile(
    r"\b(percentage|percent|portion|share|fraction|proportion)\s+of\s+(?:the\s+|our\s+|its\s+|their\s+)?$",
    re.IGNORECASE,
)
# "$34.0 billion, or 22.5%, of ... our total debt": a share of the measure, not its value.
_SHARE_AFTER = re.compile(r"\s*(?:million|billion|thousand|trillion)?,?\s+or\s+\d[\d.]*\s*%,?\s+of\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class StatementCheck:
    """The measure checks of one sentence or row."""

    states_measure: bool
    qualifier: str  # a narrowing word the question lacks ("" if none)
    period: PeriodCheck
    value: str  # the value as printed ("" if none of the measure's kind)
    amount: float | None  # the value with its scale, for comparing values across sources

    @property
    def passes(self) -> bool:
        """True when everything the question asks is stated."""
        return self.states_measure and not self.qualifier and self.period.ok and bool(self.value)


def _in_date(text: str, quantity: Quantity) -> bool:
    """ "December 31, 2022": the 31 is a day, not a count."""
    before = text[max(0, quantity.start - 12) : quantity.start].lower()
    return bool(ENDS_WITH_MONTH.search(before))


def _counts_units(text: str, quantity: Quantity, measure: Measure, term_end: int, asked: set[str]) -> bool:
    """A count is written with its noun ("156,000 employees"), right after its term ("headcount is
    150") or with the words the question counts ("50,000 union members" for "... union members?")."""
    after = text[quantity.end : quantity.end + 40].lower()
    nouns = measure.units or measure.terms
    # "156,000 employees", "90,000 full-time employees"; not "23,000 new employees", "50,000 union members".
    if any(
        re.match(r"\s*(?:(?:full-time|part-time|total|worldwide|global)\s+)?" + re.escape(noun) + r"\b", after)
        for noun in nouns
    ):
        return True
    following = re.findall(r"[a-z][a-z\-]*", after)[:2]
    if len(following) == 2 and all(re.sub(r"s$", "", w) in asked or w in asked for w in following):
        return True
    between = text[term_end : quantity.start].lower()
    return 0 <= quantity.start - term_end <= 40 and bool(_LINK.fullmatch(between))


def _attached(text: str, quantity: Quantity, term_start: int, term_end: int, others: list[tuple[int, int]]) -> bool:
    """The value belongs to this term: no other measure's term stands nearer to it, and after a
    change verb ("decreased $5.4 billion ... to $12.7 billion") only the level reached counts."""
    distance = quantity.start - term_end if quantity.start >= term_end else term_start - quantity.end
    for start, end in others:
        other = quantity.start - end if quantity.start >= end else start - quantity.end
        if 0 <= other < distance:
            return False
    between = text[term_end : quantity.start] if quantity.start >= term_end else text[quantity.end : term_start]
    if _CHANGE_VERB.search(between) and not to_level(text, quantity.start):
        return False
    # A figure before the term is its own a few words away: not "$211 million related to the ... of R&D".
    return quantity.start >= term_end or len(between.split()) <= _MAX_WORDS_BEFORE


def sentence_value(
    text: str,
    term_start: int,
    term_end: int,
    measure: Measure,
    others: list[tuple[int, int]] | None = None,
    asked: set[str] | None = None,
) -> tuple[str, float | None]:
    """The value of the measure's kind attached to its term in a sentence ("" when none is).
    ``others`` are the spans of other measures' terms in the sentence: a value nearer to one of
    them is that measure's ("BGS total backlog of $19,338 million ... revenue recognized")."""
    kind = measure.kind
    before = text[max(0, term_start - 40) : term_start]
    if _LOCATIVE_BEFORE.search(before):
        return "", None
    share = _SHARE_OF_BEFORE.search(before)
    if share and share.group(1).lower() not in (asked or set()):
        return "", None  # unless the question asks for that share ("What is the portion of ...?")
    if _CHANGE_NOUN_BEFORE.search(before):
        # "an increase in our dividend from $0.88 to $0.92": the figure after "to" is the level
        # reached; any other is the change.
        return _level_reached(text, term_end, kind)
    if kind in NAMED_KINDS:
        return named_value(kind, text, term_start, term_end)
    best: tuple[int, Quantity] | None = None
    for quantity in quantities(text):
        if not of_kind(quantity, text, kind):
            continue
        if _CHANGE_BEFORE.search(text[max(0, quantity.start - 32) : quantity.start]):
            continue
        if _share_of_measure(text, quantity, term_end, measure):
            continue
        if kind != "count" and quantity.start >= term_end and _a_part(text[term_end : quantity.start]):
            continue
        if not _attached(text, quantity, term_start, term_end, others or []):
            continue
        if kind == "count" and (
            _in_date(text, quantity) or not _counts_units(text, quantity, measure, term_end, asked or set())
        ):
            continue
        distance = quantity.start - term_end if quantity.start >= term_end else term_start - quantity.end
        if distance > MAX_VALUE_DISTANCE:
            continue
        if best is None or distance < best[0]:
            best = (distance, quantity)
    if best is None:
        return _number_word(text, measure) if kind == "count" else ("", None)
    return printed(text, best[1])


def _share_of_measure(text: str, quantity: Quantity, term_end: int, measure: Measure) -> bool:
    """ "$34.0 billion, or 22.5%, of ... our total debt": the figure is a share of the measure, not
    its value. A figure after its term with a share of something else is the measure's own:
    "Research and development expenses were $141 million, or 28% of net sales"."""
    share = _SHARE_AFTER.match(text, quantity.end)
    if share is None:
        return False
    if quantity.start < term_end:
        return True
    rest = text[share.end() :].lower()
    return any(re.search(rf"\b{re.escape(term)}\b", rest) for term in measure.terms)


def _a_part(between: str) -> bool:
    """The words between a measure's term and a figure after it make the figure a part of the
    measure: "included bid and proposal costs of", "included", not "including services, was".
    Not for counts, which are read by the noun they count: "our workforce included approximately
    50,000 union members" is the number of union members."""
    found = _INCLUDES.search(between)
    return found is not None and not _STATES_AFTER.search(between, found.end())


def _level_reached(text: str, term_end: int, kind: str) -> tuple[str, float | None]:
    """After a change noun, the first figure of the measure's kind that follows "to" after the term."""
    rest = text[term_end:]
    for quantity in quantities(rest):
        if quantity.start > MAX_VALUE_DISTANCE:
            break
        if of_kind(quantity, rest, kind) and to_level(rest, quantity.start):
            return printed(rest, quantity)
    return "", None


def check_sentence(
    frame: QuestionFrame,
    measure: Measure,
    lexicon: Lexicon,
    text: str,
    profile: DocumentProfile | None,
    allowed: set[str],
    heading: str = "",
    compared: bool = False,
) -> StatementCheck:
    """Measure checks of one sentence; ``allowed``: the question's and entity's words; ``heading``: see
    headed; ``compared``: ``text`` is a sentence's own part, before the dated base it compares with."""
    found = lexicon.find(text)
    hits = [h for h in found if h.measure.name == measure.name]
    period = under_heading(frame, text, heading, profile, check_period(frame, text, profile))
    based = base_figure(text, frozenset(str(y) for y in frame.period.years))
    if based:
        # the asked year's own figure in the base it compares with ("..., against 1,335 at the end of 2024")
        period = PeriodCheck(True, True)
    elif compared_only(frame, text):
        period = PeriodCheck(False, False)
    if not period.ok and dated_by_document(frame, text, profile):
        # Its own figure, before the dated base it is compared with, is its document's period's.
        return check_sentence(frame, measure, lexicon, own_part(text) or text, profile, allowed, heading, True)
    if not hits:
        return StatementCheck(False, "", period, "", None)
    if is_table_blob(text):
        # A flattened table is read as rows instead: a highlight at most.
        return StatementCheck(True, "", period, "", None)
    parallel = bool(RESPECTIVELY.search(text))
    if (
        not parallel
        and not compared
        and period.ok
        and not period.explicit
        and frame.has_period
        and not _SPEAKS_FOR_FILER.search(text)
    ):
        # The period comes only from the document: the sentence must at least speak for the filer.
        period = PeriodCheck(False, False)
    asked = {re.sub(r"s$", "", w) for w in allowed} | allowed
    best: StatementCheck | None = None
    for hit in hits:
        # A figure belongs to the nearest term, whichever measure (or other mention of this one) it is.
        others = [(h.start, h.end) for h in found if (h.start, h.end) != (hit.start, hit.end)]
        qualifier = measure_qualifier(lexicon, text, hit, allowed, measure)
        value, amount = sentence_value(text, hit.start, hit.end, measure, others, asked)
        if not qualifier and measure.kind == "person":
            # "Chief Executive Officer, Boeing Global Services": a unit's chief, not the company's;
            # "The chief executive, Daniel Okonjo, is ...": the holder's name, no unit (a name with
            # a word of the question, "Boeing Defense" for Boeing's CEO, is the company's unit).
            unit = _TITLE_OF.match(text, hit.end)
            words = {w.lower() for w in unit.group(1).split()} if unit else set()
            if unit and not words <= allowed and (unit.group(1).strip() != value or words & allowed):
                qualifier = unit.group(1)
        if parallel:
            own = _respective(frame, measure, text, profile, hit, amount)
            if own is not None:
                return StatementCheck(True, qualifier, *own)
            continue
        if value:
            value, amount = _paired(text, hit.end, measure, frame, value, amount)
        check = StatementCheck(True, qualifier, period, value, amount)
        if check.passes:
            return check
        if best is None or (not qualifier and best.qualifier):
            best = check
    if best is None:  # "respectively", and no figure of the list is the asked period's alone
        return StatementCheck(True, "", period, "", None)
    return best


def _respective(
    frame: QuestionFrame,
    measure: Measure,
    text: str,
    profile: DocumentProfile | None,
    hit: MeasureHit,
    attached: float | None,
) -> tuple[PeriodCheck, str, float | None] | None:
    """ "13.8% and 22.1% for the three and six months ended June 30, 2023, respectively": the
    period, figure and amount of the one figure whose own period is the asked one (see
    :mod:`respective`), and only when the list is the term's own: its first figure is the one
    :func:`sentence_value` attached to the term (``attached``; "Total capital expenditures exclude
    non-cash capital expenditures of $35 million, $46 million and $32 million ..." lists the
    non-cash ones)."""
    pairs = respective(text, hit.start, lambda q: of_kind(q, text, measure.kind))
    if not pairs or attached is None or attached != pairs[0].quantity.value:
        return None
    fitting = [(p, check) for p in pairs if (check := check_period(frame, p.period, profile)).ok]
    if len(fitting) != 1:
        return None
    pair, own = fitting[0]
    return (own, *printed(text, pair.quantity))


def _paired(
    text: str, term_end: int, measure: Measure, frame: QuestionFrame, value: str, amount: float | None
) -> tuple[str, float | None]:
    """ "As of December 31, 2022 and 2021, ... was 156,000 and 142,000": the n-th figure is the
    n-th year's. The asked year picks its figure; a year the list lacks gets none."""
    listed = _YEAR_LIST.search(text)
    if listed is None:
        return _bracketed_base(text, term_end, frame, value, amount)
    year_list = [int(y) for y in re.findall(r"(?:19|20)\d\d", listed.group(0))]
    figures = [q for q in quantities(text[term_end:]) if of_kind(q, text[term_end:], measure.kind)]
    if len(figures) < len(year_list):
        return value, amount
    wanted = next((y for y in frame.period.years if y in year_list), None) if frame.period.years else year_list[0]
    if wanted is None:
        return "", None
    chosen = figures[year_list.index(wanted)]
    return printed(text[term_end:], chosen)


# "Group revenue rose 6% to £412.3m (2024: £389.0m)": the figure in brackets is the named year's.
_YEAR_BASE = re.compile(r"(?:m|bn|k)?\s*\((?P<year>(?:19|20)\d\d)\s*:\s*(?P<figure>[^()]+)\)")


def _bracketed_base(
    text: str, term_end: int, frame: QuestionFrame, value: str, amount: float | None
) -> tuple[str, float | None]:
    """The figure of the asked year when it is the bracketed base right after the sentence's own
    figure (asked for 2024, "... rose 6% to £412.3m (2024: £389.0m)" gives £389.0m) or the base it
    is compared with ("Headcount at the end of 2025 was 1,597, against 1,335 at the end of 2024."
    gives 1,335; :func:`~rag_core.answer.judging.compared.base_figure`); else the sentence's own
    figure."""
    based = quantities(base_figure(text[term_end:], frozenset(str(y) for y in frame.period.years)))
    if based:
        return based[0].raw, based[0].value
    at = text.find(value, term_end)
    base = _YEAR_BASE.match(text, at + len(value)) if at >= 0 else None
    if base is None or base.group("year") not in {str(y) for y in frame.period.years}:
        return value, amount
    figures = quantities(base.group("figure"))
    return (figures[0].raw, figures[0].value) if figures else (value, amount)


def is_table_blob(text: str) -> bool:
    """Many figures and few words: a table pypdf flattened into one "sentence"."""
    tokens = text.split()
    numeric = sum(1 for t in tokens if _NUMERIC_CELL.match(t) and not _YEAR_TOKEN.match(t))
    return numeric >= _BLOB_MIN_NUMBERS and numeric >= _BLOB_SHARE * len(tokens)


def _number_word(text: str, measure: Measure) -> tuple[str, float | None]:
    """A count written as a word before its noun ("four reportable segments")."""
    nouns = "|".join(re.escape(n) for n in (measure.units or measure.terms))
    words = "|".join(_NUMBER_WORDS)
    match = re.search(rf"\b({words})\s+(?:[a-z\-]+\s+)?(?:{nouns})\b", text, re.IGNORECASE)
    if match is None:
        return "", None
    return match.group(0), float(_NUMBER_WORDS[match.group(1).lower()])
