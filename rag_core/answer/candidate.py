"""The value objects of answering: the question's words, and a judged sentence or table row."""

from __future__ import annotations

from dataclasses import dataclass

from rag_core.ingest.chunking import locator
from rag_core.ingest.rows import ROW_SEPARATOR
from rag_core.text.sentences import Sentence


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


def candidate_score(coverage: float, cosine: float, has_value: bool) -> float:
    """How well a sentence or table row fits the question, for ranking: its share of the question's
    words, the retrieval similarity of its chunk, and whether it gives a value of the asked kind."""
    return 0.6 * coverage + 0.3 * max(cosine, 0.0) + (0.1 if has_value else 0.0)
