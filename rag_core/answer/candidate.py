"""The value objects of answering: the question's words, and a judged sentence or table row."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rag_core.ingest.rows import ROW_SEPARATOR
from rag_core.locations import row_words
from rag_core.text.lexicon import PEOPLE_NOUNS, tokens
from rag_core.text.sentences import Sentence, locator

if TYPE_CHECKING:
    from rag_core.text.lexicon import Token
    from rag_core.retrieved import RetrievedChunk


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
    tokens: tuple[Token, ...] = ()  # the question's words in order (an acronym is read across them)
    # The question names the documents' own organisation ("the company", "the site"): no word a
    # sentence must carry, but a topic every document covers.
    author: bool = False
    # Words of a document the question names by its kind ("the annual review"), or of the place it ends
    # in ("on the bus"): a sentence of a document whose name says them carries them
    # (``question.document_words``, ``question.ending_place``).
    document_words: frozenset[str] = frozenset()
    # Stems of the reader's own people ("my son") that no document uses: a sentence speaking of
    # students, pupils, patients... carries them (``reader_carried``, ``question.reader_words``).
    reader_words: frozenset[str] = frozenset()

    @property
    def total_weight(self) -> float:
        """Sum of all content weights."""
        return sum(self.weights.values())

    def reader_carried(self, lowers: Iterable[str]) -> frozenset[str]:
        """The reader's own people the question names ("my son") that a text carries by speaking of
        people of its own ("Students may bring a mobile phone"; ``lowers``: its lower-case words)."""
        if not self.reader_words or PEOPLE_NOUNS.isdisjoint(lowers):
            return frozenset()
        return self.reader_words


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
    # What the judge's features read beyond the verdicts above (see rag_core.judge.features).
    states_measure: bool = False  # names the asked measure (one of its lexicon terms)
    qualified: bool = False  # ... narrowed by a word the question lacks ("International revenue")
    period_ok: bool = True  # can be about the asked period (no other period named)
    dated_by_document: bool = False  # names the asked period only through its document (compared.dated_by_document)
    another_year: bool = False  # names no year, in a document of another year than asked (compared.of_another_year)
    headed: bool = False  # a question word only its section's heading says (sentences.heading_above)
    title: str = ""  # ... that heading's text, which the cross-encoder reads before the quote
    section: int = -1  # where the heading line above it starts on its page (-1: none; titles.section_start)
    rank: int = 0  # retrieval rank of the chunk it came from (0 = best)
    keyword: float = 0.0  # the chunk's keyword score (0-1)
    position: float = 0.0  # where on its page it starts (0 = top, 1 = bottom)
    label_coverage: float = 0.0  # a table cell: share of the question's words in its row label and section
    header_match: float = 0.0  # a table cell: share of the asked period's words in its column header
    column: int = 0  # a table cell: which value column (0 = first)
    columns: int = 0  # a table cell: how many value columns its row has
    furniture: bool = False  # running header or footer, page number, contents or exhibit list
    superseded: bool = False  # no period asked, and a later filing of the same company exists
    cross: float | None = None  # the cross-encoder's score of question and text together (the few best candidates only)
    p: float | None = None  # the judge's probability that it states the answer
    row: int | None = None  # on a spreadsheet page: the sheet row it stands on (rag_core.locations.sheet_row)
    row_money: bool = False  # a table cell: another cell of its row is a sum of money ("Price: £85")

    @property
    def quote(self) -> str:
        """The verbatim sentence (whitespace collapsed), or a row's verbatim pieces joined."""
        return ROW_SEPARATOR.join(self.parts) if self.parts else self.sentence.text

    @property
    def is_row(self) -> bool:
        """True for a table cell read with its row label and column header."""
        return bool(self.parts)

    @property
    def column_header(self) -> str:
        """A table cell's column header, its parts between the row label and the value ("" for a sentence)."""
        return " ".join(self.parts[1:-1])

    @property
    def locator(self) -> str:
        """Position of the sentence on its page."""
        return locator(self.page, self.sentence.start, self.sentence.end)


def row_cells(candidate: Candidate) -> list[str]:
    """A table row's pieces: a cell's parts, or a sheet's or web table's line cut at its separators."""
    if candidate.parts:
        return list(candidate.parts)
    if ROW_SEPARATOR not in candidate.quote:
        return []
    return row_words(candidate.quote).split(ROW_SEPARATOR)  # "Row 2: South | Employees: 210"


def figures_apart(a: Candidate, b: Candidate) -> tuple[str, str, str] | None:
    """Two table rows of one document read alike (row label, column headers, unit) but for one
    figure, which the reading cannot choose between (two columns of one row read under one header,
    "Accounts receivable, net | As reported | $51" and "... | $657"; two sheet rows alike): the row's
    label and each one's differing piece; None for any other pair."""
    if a.doc_id != b.doc_id or a.quote == b.quote:
        return None
    mine, theirs = row_cells(a), row_cells(b)
    if not mine or len(mine) != len(theirs):
        return None
    differ = [(x, y) for x, y in zip(mine, theirs) if x != y]
    if len(differ) != 1 or not any(ch.isdigit() for ch in differ[0][0]):
        return None
    return mine[0], *differ[0]


def candidate_at(
    retrieved: RetrievedChunk, sentence: Sentence, *, coverage: float, score: float, **judged: Any
) -> Candidate:
    """A candidate for ``sentence`` of the page of ``retrieved``: where it is and how the chunk was
    retrieved, from the chunk; ``judged`` holds the judge's verdict (value, missing words, ...)."""
    meta = retrieved.chunk.meta
    return Candidate(
        sentence=sentence,
        doc_id=meta.doc_id,
        source=meta.source,
        page=meta.page,
        page_label=meta.page_label,
        provenance=meta.provenance,
        cosine=retrieved.cosine,
        fused=retrieved.fused,
        keyword=retrieved.keyword,
        coverage=round(coverage, 4),
        score=round(score, 6),
        **judged,
    )


BESIDE = 200  # characters between two sentences beside each other: at most one short sentence


def beside(a: Candidate, b: Candidate, within: int = BESIDE) -> bool:
    """Whether two sentences stand on the same page of the same document with at most ``within``
    characters between them."""
    if (a.doc_id, a.page) != (b.doc_id, b.page):
        return False
    return max(0, b.sentence.start - a.sentence.end, a.sentence.start - b.sentence.end) <= within


def page_stems(candidate: Candidate, candidates: Sequence[Candidate]) -> set[str]:
    """The word stems the candidates on ``candidate``'s page say (its page as the judge read it)."""
    return {
        t.stem for c in candidates if (c.doc_id, c.page) == (candidate.doc_id, candidate.page) for t in tokens(c.quote)
    }
