"""Extractive answering: which retrieved sentences state the answer outright, and which only relate.

A sentence is a direct answer only when it carries the question's subject (its content words,
weighted by rarity, with every number and name the question mentions) *and* the asked-for thing:
a number for "how many", a date for "when", a name for "who", a definition for "what is". Anything
that would need inference is not a direct answer; it can still be shown, verbatim, as a highlight.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from rag_core.classify import AnswerType, Classification, QuestionKind
from rag_core.ingest.chunking import locator
from rag_core.lexicon import (
    ANTONYMS,
    MEANINGFUL_STOPWORDS,
    MONTHS,
    NUMBER_WORDS,
    PARAPHRASABLE,
    QUESTION_FRAME,
    STOPWORDS,
    Quantity,
    quantities,
    tokens,
    years,
)
from rag_core.frame import QuestionFrame, period_rank
from rag_core.measures import Lexicon
from rag_core.profile import DocumentProfile
from rag_core.retrieval import CorpusStats, RetrievedChunk
from rag_core.rows import ROW_SEPARATOR, parse_rows, row_parts, row_span
from rag_core.sentences import Sentence, split_sentences
from rag_core.settings import AnswerSettings
from rag_core.statement import StatementCheck, check_row, check_sentence
from rag_core.types import PageText

PageLookup = Callable[[str, int], PageText | None]
RowsLookup = Callable[[str, int], str | None]
_MAX_MEASURE_STATEMENTS = 2  # a measure's answer: its statement, and one other page that agrees
_STATEMENT_TITLE = re.compile(
    r"consolidated|statements?\s+of\s+(?:operations|earnings|income|cash\s+flows|financial\s+position)|balance\s+sheets?",
    re.IGNORECASE,
)
_STATEMENT_BONUS = 0.1
_HEADING_CHARS = 300  # the top of a page, where a statement's name stands  # a row of a primary statement outranks the same label in a segment table
NUMERIC_KINDS = frozenset({"money", "count", "percent", "per_share"})
_NUMERIC_TOKEN = re.compile(r"^[$(€£]*-?\d[\d,.]*\)?%?$|^[$€£]$|^[-—–]$")
_RUN_CELLS = 2  # a line ending in this many numeric cells is a table row

_QUESTION_WORDS = frozenset("what which who whom whose when where why how".split())
_DEFINITION_VERBS = re.compile(
    r"\b(?:is|are|was|were|means?|meant|refers?\s+to|is\s+defined\s+as|are\s+defined\s+as|stands?\s+for|"
    r"describes?|denotes?|comprises?|consists?\s+of|includes?)\b",
    re.IGNORECASE,
)
_DEFINIENDUM = re.compile(
    r"^(?:what\s+(?:is|are)\s+(?:(?:a|an|the)\s+)?(?P<a>.+)|what\s+(?:does|do)\s+(?P<b>.+?)\s+(?:mean|stand\s+for|refer\s+to)|"
    r"(?:define|meaning\s+of|what\s+is\s+meant\s+by|explain\s+the\s+term)\s+(?P<c>.+))$",
    re.IGNORECASE,
)
_CENTURY = re.compile(r"\b\d{1,2}(?:st|nd|rd|th)\s+(?:century|centuries)\b|\b(?:century|centuries|decade)\b", re.IGNORECASE)
_MONTH_SET = frozenset(MONTHS)
_TIME = re.compile(
    r"\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.|h|hrs)\b|\b\d{1,2}:\d{2}\b|\b(?:noon|midnight|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekdays?|weekends?|daily|weekly|monthly|"
    r"quarterly|annually|yearly)\b",
    re.IGNORECASE,
)
_PREFIX = 5  # "located"/"location", "governor"/"government": same first five letters count as a match
_NEGATION_WINDOW = 4
_MIN_HIGHLIGHT_CHARS = 20
_MIN_HIGHLIGHT_WORDS = 5
_TITLE_MAX_WORDS = 10
# "little or no storage" does not negate a definition; "was not founded" does.
_VERBAL_NEGATIONS = frozenset({"not", "never", "cannot"})


@dataclass(frozen=True, slots=True)
class QuestionWord:
    """A content word of the question."""

    lower: str
    stem: str
    capitalized: bool


@dataclass(frozen=True, slots=True)
class QuestionTerms:
    """The parts of a question a sentence is checked against."""

    words: tuple[QuestionWord, ...]
    names: tuple[tuple[str, ...], ...]  # runs of capitalised words ("Sir Galileo Galilei"), as stems
    weights: dict[str, float]  # content stem -> IDF weight
    negated: bool
    definiendum: frozenset[str]
    numbers: frozenset[float]
    years: frozenset[str]

    @property
    def total_weight(self) -> float:
        """Sum of all content weights."""
        return sum(self.weights.values())


def _is_question_word(token_lower: str, raw: str, index: int) -> bool:
    if token_lower in _QUESTION_WORDS:
        return False
    if token_lower in QUESTION_FRAME and not (raw[:1].isupper() and index > 0):
        return False
    if token_lower in STOPWORDS and token_lower not in MEANINGFUL_STOPWORDS:
        return False
    if len(token_lower) < 2:
        # Single letters matter when they are names ("B cells" vs "T cells"), digits always.
        return token_lower.isdigit() or (raw.isupper() and index > 0)
    return True


def question_terms(
    question: str,
    classification: Classification,
    stats: CorpusStats,
    ready: set[str],
    skip: frozenset[str] = frozenset(),
    names: frozenset[str] = frozenset(),
) -> QuestionTerms:
    """Analyse the question once; the result is checked against every candidate sentence.

    ``skip`` holds lower-case words the question frame checks itself (the measure's term, the
    period), so they are not required verbatim. ``names`` are words of a company the question
    names, however it is typed ("best buy"): like any name, a document about that company
    carries them even where its sentences say "we".
    """
    toks = [t for t in tokens(question) if t.lower.strip(".") not in skip]
    words: dict[str, QuestionWord] = {}
    for index, token in enumerate(toks):
        if _is_question_word(token.lower, token.text, index):
            is_name = (token.capitalized and index > 0) or token.lower.strip(".") in names
            words.setdefault(token.stem, QuestionWord(token.lower, token.stem, is_name))
    weights = stats.idf(list(words), ready) if words else {}
    names = []
    run: list[str] = []
    for index, token in enumerate(toks + [None]):  # type: ignore[list-item]
        is_name = token is not None and token.capitalized and token.lower not in _QUESTION_WORDS and (
            index > 0 or (index + 1 < len(toks) and toks[index + 1].capitalized)
        )
        if is_name:
            run.append(token.stem)
            continue
        if len(run) >= 2:
            names.append(tuple(run))
        run = []
    definiendum: frozenset[str] = frozenset()
    if classification.kind is QuestionKind.DEFINITION:
        match = _DEFINIENDUM.match(question.strip().rstrip(" ?.!"))
        if match:
            phrase = match.group("a") or match.group("b") or match.group("c") or ""
            definiendum = frozenset(t.stem for t in tokens(phrase) if t.lower not in STOPWORDS)
    return QuestionTerms(
        words=tuple(words.values()),
        names=tuple(names),
        weights=weights,
        negated=any(t.lower in _VERBAL_NEGATIONS or t.lower.endswith("n't") for t in toks),
        definiendum=definiendum,
        numbers=frozenset(q.value for q in quantities(question)),
        years=frozenset(years(question)),
    )


@dataclass(frozen=True, slots=True)
class Candidate:
    """A sentence from a retrieved page, judged against the question."""

    sentence: Sentence
    doc_id: str
    source: str
    page: int
    page_label: str
    provenance: str
    cosine: float
    fused: float
    coverage: float
    missing: tuple[str, ...]  # question words the sentence does not carry (nor paraphrase, nor name nearby)
    answer_value: str
    negation_mismatch: bool
    antonym: bool  # the sentence says the opposite of a question word ("first" for "last")
    score: float
    parts: tuple[str, ...] = ()  # a table row: label, column header(s), value, unit (each verbatim)
    measured: bool = False  # the question asks for a lexicon measure; ``stated`` is the verdict
    stated: bool = False  # states the asked measure for the asked period, with a value, unqualified
    explicit: bool = False  # ... and names the asked period itself (not only through its document)
    amount: float | None = None  # the value with its scale, for conflicts
    recency: str = ""  # the document's period end, for "the latest filing"
    primary_statement: bool = False  # a row of a consolidated statement (income, balance sheet, cash flows)

    @property
    def quote(self) -> str:
        """The verbatim sentence (whitespace collapsed), or a row's verbatim pieces joined."""
        return ROW_SEPARATOR.join(self.parts) if self.parts else self.sentence.text

    @property
    def is_row(self) -> bool:
        """True for a table cell read with its row label and column header."""
        return bool(self.parts)

    @property
    def locator(self) -> str:
        """Position of the sentence on its page."""
        return locator(self.page, self.sentence.start, self.sentence.end)


def _answer_value(answer_type: AnswerType, sentence: Sentence, terms: QuestionTerms, sentence_stems: set[str], question_stems: set[str]) -> str:
    """The token of the asked-for kind this sentence adds beyond the question ("" if none)."""
    text = sentence.text
    toks = tokens(text)
    if answer_type is AnswerType.NUMBER:
        for quantity in quantities(text):
            if quantity.value not in terms.numbers and not (quantity.is_year and not terms.years):
                return quantity.raw
        for token in toks:
            if token.lower in NUMBER_WORDS and token.stem not in question_stems:
                return token.text
        return ""
    if answer_type is AnswerType.DATE:
        for year in sorted(years(text)):
            if year not in terms.years:
                return year
        for token in toks:
            if token.lower.rstrip(".") in _MONTH_SET and token.stem not in question_stems:
                return token.text
        century = _CENTURY.search(text)
        if century and century.group(0).lower() not in {"century", "centuries", "decade"}:
            return century.group(0)
        moment = _TIME.search(text)
        if moment and moment.group(0).lower() not in question_stems:
            return moment.group(0)
        return ""
    if answer_type in (AnswerType.PERSON, AnswerType.PLACE):
        for index, token in enumerate(toks):
            if token.capitalized and token.lower not in STOPWORDS and token.stem not in question_stems and not token.lower.isdigit():
                if index == 0 and token.lower in QUESTION_FRAME:
                    continue
                return token.text
        return ""
    if answer_type is AnswerType.DEFINITION:
        verb = _DEFINITION_VERBS.search(text)
        if not terms.definiendum or verb is None:
            return ""
        # "X is ...": the defined term is the subject, before the verb.
        if not terms.definiendum <= {t.stem for t in tokens(text[: verb.start()])}:
            return ""
        rest = [t for t in tokens(text[verb.end():]) if t.lower not in STOPWORDS]
        return text[verb.start():].strip() if len(rest) >= 2 else ""
    # ENTITY: something the question does not already say.
    for token in toks:
        if token.lower not in STOPWORDS and token.stem not in question_stems and len(token.lower) > 1:
            return token.text
    return ""


def _is_heading(text: str) -> bool:
    """"Strategy and outlook": a title line, not a statement worth showing as a highlight."""
    if any(ch.isdigit() for ch in text) or text.rstrip().endswith((".", "!", "?", ":")):
        return False
    words = [w for w in text.split() if any(ch.isalpha() for ch in w)]
    capitalised = sum(1 for w in words if w[0].isupper())
    return len(words) < _MIN_HIGHLIGHT_WORDS or (len(words) <= _TITLE_MAX_WORDS and capitalised >= 0.6 * len(words))


def _contains_run(stems: list[str], run: tuple[str, ...]) -> bool:
    width = len(run)
    return any(tuple(stems[i : i + width]) == run for i in range(len(stems) - width + 1))


def _negates_question_word(sentence_tokens: list, question_stems: set[str]) -> bool:
    """A negation within a few words before a word the question uses: "was not captured"."""
    for index, token in enumerate(sentence_tokens):
        if token.lower in _VERBAL_NEGATIONS or token.lower.endswith("n't"):
            window = sentence_tokens[index + 1 : index + 1 + _NEGATION_WINDOW]
            if any(t.stem in question_stems for t in window):
                return True
    return False


@dataclass(frozen=True, slots=True)
class JudgeContext:
    """What the judge knows beyond the question's words: its frame and the documents' profiles."""

    frame: QuestionFrame
    lexicon: Lexicon
    profiles: dict[str, DocumentProfile]
    allowed: frozenset[str]  # lower-case words a qualifier may be without narrowing the question
    rows: RowsLookup | None = None

    @property
    def numeric(self) -> bool:
        """The question asks for a measure whose value is a number."""
        return self.frame.measure is not None and self.frame.measure.kind in NUMERIC_KINDS


def _is_numeric_run(text: str) -> bool:
    """A flattened table line ("Revenue $ 46,298 $ 51,761 $ 47,262"): never an answer sentence."""
    cells = 0
    for token in reversed(text.split()):
        if not _NUMERIC_TOKEN.match(token):
            break
        if any(ch.isdigit() for ch in token):
            cells += 1
    return cells >= _RUN_CELLS and sum(ch.isdigit() for ch in text) >= 6


class Judge:
    """Builds candidates from retrieved chunks and decides which, if any, answer directly."""

    def __init__(self, settings: AnswerSettings, min_score: float) -> None:
        self._settings = settings
        self._min_score = min_score

    def candidates(
        self,
        classification: Classification,
        terms: QuestionTerms,
        chunks: tuple[RetrievedChunk, ...],
        page: PageLookup,
        provenance: dict[str, str] | None = None,
        context: JudgeContext | None = None,
        extra: tuple[RetrievedChunk, ...] = (),
    ) -> list[Candidate]:
        """Every sentence of the top chunks (and, for a numeric measure, every table row on their
        pages), scored; best first, ties broken by position.

        ``provenance`` (doc_id -> primary/secondary/unknown) is the registry's current value,
        which the user may have edited since indexing.
        """
        by_sentence: dict[tuple[str, int, int], Candidate] = {}
        question_stems = set(terms.weights)
        total = terms.total_weight
        # Several retrieved chunks often share a page: read and split each page once.
        page_sentences: dict[tuple[str, int], list[Sentence] | None] = {}
        for retrieved in (*chunks[: self._settings.candidate_chunks], *extra):
            meta = retrieved.chunk.meta
            where = (meta.doc_id, meta.page)
            profile = context.profiles.get(meta.doc_id) if context else None
            first_visit = where not in page_sentences
            if first_visit:
                page_text = page(meta.doc_id, meta.page)
                page_sentences[where] = None if page_text is None else split_sentences(page_text.text)
                if page_text is not None and context is not None and context.numeric:
                    for row in self._row_candidates(terms, retrieved, page_text, context, profile):
                        by_sentence.setdefault((meta.doc_id, meta.page, -1 - len(by_sentence)), row)
            sentences = page_sentences[where]
            if sentences is None:
                continue
            source_stems = {t.stem for t in tokens(meta.source.rsplit(".", 1)[0].replace("_", " "))}
            if profile is not None:
                # "we", "our", "the Company" in a filing are its filer: the name counts as present.
                source_stems |= {t.stem for alias in profile.aliases for t in tokens(alias)}
            measure = context.frame.measure if context is not None else None
            for sentence in sentences:
                overlaps = sentence.end > meta.char_start and sentence.start < meta.char_end
                if not overlaps and first_visit and measure is not None and context is not None:
                    # For a measure, every sentence of a retrieved page that states it is read,
                    # not only those in the retrieved chunk: the statement is often a paragraph away.
                    overlaps = bool(context.lexicon.hits_of(sentence.text, measure))
                key = (meta.doc_id, meta.page, sentence.start)
                if overlaps and key not in by_sentence:
                    stems_here = {t.stem for t in tokens(sentence.text)}
                    judged = self._judge(
                        classification, terms, retrieved, sentence, stems_here,
                        source_stems, question_stems, total,
                    )
                    if context is not None and context.frame.measure is not None:
                        judged = self._measure(judged, classification, context, profile, total)
                    by_sentence[key] = judged
        ranked = []
        for candidate in by_sentence.values():
            if provenance and candidate.doc_id in provenance:
                candidate = replace(candidate, provenance=provenance[candidate.doc_id])
            ranked.append(candidate)
        ranked.sort(key=lambda c: (-c.score, c.source, c.page, c.sentence.start, c.quote))
        return ranked

    def _measure(
        self,
        judged: Candidate,
        classification: Classification,
        context: JudgeContext,
        profile: DocumentProfile | None,
        total: float,
    ) -> Candidate:
        """Apply the measure checks to a sentence candidate."""
        measure = context.frame.measure
        assert measure is not None
        check = check_sentence(context.frame, measure, context.lexicon, judged.quote, profile, set(context.allowed))
        if measure.kind in NUMERIC_KINDS or measure.kind in ("place", "name", "person"):
            value = check.value
            stated = check.passes and not _is_numeric_run(judged.quote)
        else:
            value = judged.answer_value if check.states_measure else ""
            stated = check.states_measure and not check.qualifier and check.period.ok and bool(value)
        coverage = judged.coverage if total else (1.0 if check.states_measure else 0.0)
        return replace(
            judged,
            coverage=coverage,
            answer_value=value,
            measured=True,
            stated=stated,
            explicit=stated and (check.period.explicit or not context.frame.has_period),
            amount=check.amount,
            recency=period_rank(profile),
            score=round(judged.score + (0.2 if stated else 0.0), 6),
        )

    def _row_candidates(
        self,
        terms: QuestionTerms,
        retrieved: RetrievedChunk,
        page_text: PageText,
        context: JudgeContext,
        profile: DocumentProfile | None,
    ) -> list[Candidate]:
        """Table cells on this page whose row label states the asked measure."""
        measure = context.frame.measure
        assert measure is not None
        meta = retrieved.chunk.meta
        stored = context.rows(meta.doc_id, meta.page) if context.rows else None
        # The statement's name heads its page ("CONSOLIDATED BALANCE SHEETS"), often not the table.
        statement_page = bool(_STATEMENT_TITLE.search(page_text.text[:_HEADING_CHARS]))
        # In a company's own filing its names count as present, as for its sentences.
        alias_stems = {t.stem for a in profile.aliases for t in tokens(a)} if profile is not None else set()
        out = []
        for row in parse_rows(stored, page_text.text):
            if not context.lexicon.hits_of(row.label, measure):
                continue
            cells = list(row.cells)
            if not context.frame.has_period:
                cells = cells[:1]  # no period asked: the first column, which statements keep for the latest
            for cell in cells:
                header = " ".join(cell.header)
                check: StatementCheck = check_row(
                    context.frame, measure, context.lexicon, row.label, header, row.title, cell.value,
                    row.unit, profile, set(context.allowed),
                )
                span = row_span(page_text.text, row.label, cell.value)
                if span is None:
                    continue
                parts = row_parts(row, cell.header, cell.value)
                row_text = " ".join(parts)
                stems_here = {t.stem for t in tokens(f"{row_text} {row.title}")} | alias_stems
                matched = sum(w for s, w in terms.weights.items() if s in stems_here)
                coverage = matched / terms.total_weight if terms.total_weight else 1.0
                missing = tuple(
                    word.lower for word in terms.words if word.stem not in stems_here and word.lower not in PARAPHRASABLE
                )
                stated = check.passes
                score = 0.6 * coverage + 0.3 * max(retrieved.cosine, 0.0) + (0.1 if check.value else 0.0) + (0.2 if stated else 0.0)
                if statement_page or _STATEMENT_TITLE.search(f"{row.title} {row.unit}"):
                    score += _STATEMENT_BONUS
                out.append(
                    Candidate(
                        sentence=Sentence(span[0], span[1], " ".join(page_text.text[span[0]:span[1]].split())),
                        doc_id=meta.doc_id,
                        source=meta.source,
                        page=meta.page,
                        page_label=meta.page_label,
                        provenance=meta.provenance,
                        cosine=retrieved.cosine,
                        fused=retrieved.fused,
                        coverage=round(coverage, 4),
                        missing=missing,
                        answer_value=check.value,
                        negation_mismatch=False,
                        antonym=False,
                        score=round(score, 6),
                        parts=parts,
                        measured=True,
                        stated=stated,
                        explicit=stated and (check.period.explicit or not context.frame.has_period),
                        amount=check.amount,
                        recency=period_rank(profile),
                        primary_statement=statement_page or bool(_STATEMENT_TITLE.search(f"{row.title} {row.unit}")),
                    )
                )
        return out

    def _judge(
        self,
        classification: Classification,
        terms: QuestionTerms,
        retrieved: RetrievedChunk,
        sentence: Sentence,
        stems_here: set[str],
        context_stems: set[str],
        question_stems: set[str],
        total: float,
    ) -> Candidate:
        meta = retrieved.chunk.meta
        sentence_tokens = tokens(sentence.text)
        sentence_stems = [t.stem for t in sentence_tokens]
        lowers = {t.lower for t in sentence_tokens}
        prefixes = {t.lower[:_PREFIX] for t in sentence_tokens if len(t.lower) > _PREFIX and t.lower.isalpha()}
        matched = 0.0
        missing = []
        for word in terms.words:
            found = (
                word.stem in stems_here
                or (not word.capitalized and word.lower.isalpha() and len(word.lower) > _PREFIX
                    and word.lower[:_PREFIX] in prefixes)
                or (word.capitalized and word.stem in context_stems)
            )
            if found:
                matched += terms.weights.get(word.stem, 0.0)
            elif word.lower not in PARAPHRASABLE:
                missing.append(word.lower)
        for name in terms.names:
            if not _contains_run(sentence_stems, name) and not set(name) <= context_stems:
                missing.append(" ".join(name))
        coverage = matched / total if total else 0.0
        antonym = any(
            word.lower not in lowers and lowers & ANTONYMS.get(word.lower, frozenset()) for word in terms.words
        )
        value = _answer_value(classification.answer_type, sentence, terms, stems_here, question_stems)
        has_negation = _negates_question_word(sentence_tokens, {w.stem for w in terms.words})
        score = 0.6 * coverage + 0.3 * max(retrieved.cosine, 0.0) + (0.1 if value else 0.0)
        return Candidate(
            sentence=sentence,
            doc_id=meta.doc_id,
            source=meta.source,
            page=meta.page,
            page_label=meta.page_label,
            provenance=meta.provenance,
            cosine=retrieved.cosine,
            fused=retrieved.fused,
            coverage=round(coverage, 4),
            missing=tuple(missing),
            answer_value=value,
            # A definition may itself contain a negation ("an event that did not cause injury").
            negation_mismatch=has_negation != terms.negated and classification.answer_type is not AnswerType.DEFINITION,
            antonym=bool(antonym),
            score=round(score, 6),
        )

    def is_direct(self, candidate: Candidate) -> bool:
        """True when the sentence states the answer outright."""
        if candidate.measured:
            # The measure, period and value were checked on the text itself; the question's
            # remaining words (a segment, a product) must all be there too.
            return (
                candidate.stated
                and len(candidate.missing) <= self._settings.max_missing_words
                and not candidate.negation_mismatch
                and not candidate.antonym
                and candidate.cosine >= self._min_score
            )
        return (
            candidate.coverage >= self._settings.min_coverage
            and (
                len(candidate.missing) <= self._settings.max_missing_words
                or candidate.coverage >= self._settings.coverage_despite_missing
            )
            and bool(candidate.answer_value)
            and not candidate.negation_mismatch
            and not candidate.antonym
            and candidate.cosine >= self._min_score
        )

    def direct(self, classification: Classification, candidates: list[Candidate]) -> list[Candidate]:
        """Sentences that answer directly (best first), or [] when none does.

        For a measure, the best statement leads: one that names the asked period itself, from the
        latest document, then by score. Only statements giving the same value join it; different
        values are conflicts (see :mod:`rag_core.evidence`), never silently resolved.
        """
        if not classification.direct_eligible:
            return []
        passing = [c for c in candidates if self.is_direct(c)]
        if not passing or not passing[0].measured:
            return passing[: self._settings.max_answer_sentences]
        # A sentence that says it outright reads better than a table cell giving the same figure.
        # A row of a primary statement (income statement, balance sheet, cash flows) is the most
        # reliable statement of a figure; then sentences; then other tables.
        passing.sort(
            key=lambda c: (not c.explicit, _negated(c.recency), not c.primary_statement, c.is_row,
                           # the main statements come before the notes' and guarantor groups' versions
                           c.page if c.primary_statement else 0, -c.score, c.source, c.page, c.sentence.start)
        )
        lead = passing[0]
        tolerance = self._settings.conflict_tolerance
        same: list[Candidate] = []
        seen = {(lead.doc_id, lead.page, lead.is_row)}
        for other in sorted(passing[1:], key=lambda c: c.is_row):
            # One agreeing statement per page and kind, a sentence before another row: the
            # sentence and the statement row that prove each other.
            key = (other.doc_id, other.page, other.is_row)
            if key in seen or not _same_value(other, lead, tolerance):
                continue
            seen.add(key)
            same.append(other)
        shown = [lead, *same][: min(_MAX_MEASURE_STATEMENTS, self._settings.max_answer_sentences)]
        # Read the sentence first when there is one ("In fiscal 2023, we generated $46.3 billion in
        # revenue"), then the row that proves it.
        return sorted(shown, key=lambda c: c.is_row)

    def highlights(self, candidates: list[Candidate], chunks: tuple[RetrievedChunk, ...]) -> list[Candidate]:
        """Related sentences for a guided fallback (``chunks``: the pages read, best first): the best
        sentence of each of the few best pages first, then the best remaining sentences (a few per
        page), at most N in all, best first."""
        relevant = [
            c for c in candidates
            if (c.coverage > 0 or c.cosine >= self._min_score)
            and len(c.quote) >= _MIN_HIGHLIGHT_CHARS
            and not _is_heading(c.quote)
        ]
        page_order: list[tuple[str, int]] = []
        for retrieved in chunks:
            key = (retrieved.chunk.meta.doc_id, retrieved.chunk.meta.page)
            if key not in page_order:
                page_order.append(key)
        best_on_page: dict[tuple[str, int], Candidate] = {}
        for candidate in relevant:  # already best first
            best_on_page.setdefault((candidate.doc_id, candidate.page), candidate)
        limit = self._settings.max_highlights
        chosen = [best_on_page[key] for key in page_order if key in best_on_page][: min(limit, self._settings.diverse_pages)]
        per_page = {(c.doc_id, c.page): 1 for c in chosen}
        for candidate in relevant:
            if len(chosen) >= limit:
                break
            key = (candidate.doc_id, candidate.page)
            if candidate in chosen or per_page.get(key, 0) >= self._settings.max_highlights_per_page:
                continue
            per_page[key] = per_page.get(key, 0) + 1
            chosen.append(candidate)
        return sorted(chosen, key=lambda c: (-c.score, c.source, c.page, c.sentence.start))


def _negated(text: str) -> tuple[int, ...]:
    """Sort key that puts later ISO dates first."""
    return tuple(-ord(ch) for ch in text)


def _same_value(a: Candidate, b: Candidate, tolerance: float) -> bool:
    return same_figure(a.amount, b.amount, a.answer_value, b.answer_value, tolerance)


_UNIT_STEPS = (1.0, 1e3, 1e6, 1e9)


def same_figure(a: float | None, b: float | None, text_a: str, text_b: str, tolerance: float) -> bool:
    """Two statements give the same figure: equal within ``tolerance``, also when one of them is a
    table cell whose unit line was not found ("46,298" in a table "in millions" = "$46.3 billion")."""
    if a is not None and b is not None:
        for step in _UNIT_STEPS:
            for x, y in ((a * step, b), (a, b * step)):
                scale = max(abs(x), abs(y))
                if not scale or abs(x - y) / scale <= tolerance:
                    return True
        return False
    return " ".join(text_a.lower().split()) == " ".join(text_b.lower().split())


def answer_quantity(candidate: Candidate) -> Quantity | None:
    """The quantity a direct-answer sentence gives (the one its answer value names)."""
    for quantity in quantities(candidate.quote):
        if quantity.raw == candidate.answer_value:
            return quantity
    return None
