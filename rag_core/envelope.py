"""The response envelope: the one contract the UI, the CLI and every test use.

Defined once here with pydantic; ``response_schema()`` exports its JSON schema. Serialise with
:meth:`Response.to_json`, which drops empty optional fields and is byte-stable for equal content.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from rag_core.messages import Mode, RefusalReason
from rag_core.locations import file_type_of, location

ConfidenceLevel = Literal["high", "medium", "low", "insufficient"]
GapReason = Literal["no_quote_found", "low_coverage", "clarify_timeout"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Citation(_Model):
    """A cited page: deduplicated by (source, page)."""

    source: str
    page: int
    score: float = Field(description="Cosine similarity of the best retrieved chunk on this page.")
    quote: str | None = Field(None, description="Verbatim sentence shown from this page, if any.")
    locator: str | None = Field(None, description="p.<page>:<start>-<end> of the quote on the page text.")
    page_label: str | None = Field(
        None,
        description="The page's label as stored: a PDF's own page label ('iv'), a section with its heading "
        "('section 3 · 2. Rules'), a sheet's rows ('P&L, rows 4-43'); read it with location().",
    )
    doc_id: str = Field(description="sha256 of the cited file.")
    parts: list[str] | None = Field(
        None, description="For a table row: its verbatim pieces (row label, column header(s), value, unit)."
    )

    def location(self, *, detailed: bool = False) -> str:
        """Where the cited page is, in words ("page 4", "section 3 · 2. Rules", "P&L, rows 4-43");
        ``detailed`` adds a PDF's own page label (see :func:`rag_core.locations.location`)."""
        return location(file_type_of(self.source), self.page, self.page_label, detailed=detailed)


class Highlight(_Model):
    """A verbatim sentence (or table row) shown in a guided fallback. Not an answer."""

    highlight: str
    source: str
    page: int
    locator: str
    doc_id: str
    parts: list[str] | None = Field(None, description="For a table row: its verbatim pieces.")
    row: int | None = Field(None, description="For a spreadsheet quote: the sheet row it stands on.")


class Fact(_Model):
    """A statement with its supporting verbatim quote.

    A sentence's quote is the text at ``locator``. A table row's quote joins its verbatim pieces
    (``parts``: row label, column header(s), value, unit) with " | "; ``locator`` spans the row's
    line on the page.
    """

    text: str
    quote: str
    source: str
    page: int
    locator: str
    doc_id: str
    parts: list[str] | None = Field(None, description="For a table row: its verbatim pieces.")
    row: int | None = Field(None, description="For a spreadsheet quote: the sheet row it stands on.")


class Scope(_Model):
    """What the engine understood the question to be about (shown to the analyst)."""

    entities: list[str] = Field(default_factory=list, description="Companies or organisations the question names.")
    measure: str | None = Field(None, description="The measure asked for (from the analyst lexicon).")
    period: str | None = Field(None, description="The period asked for, as the question says it.")
    documents: list[str] = Field(default_factory=list, description="Documents the answer was looked for in.")


class Gap(_Model):
    """Something the question asks for that the documents do not state."""

    need: str
    why: GapReason


class ConflictValue(_Model):
    """One of several values the documents give for the same thing."""

    value: str
    quote: str
    source: str
    page: int
    locator: str
    doc_id: str
    parts: list[str] | None = Field(None, description="For a table row: its verbatim pieces.")
    row: int | None = Field(None, description="For a spreadsheet quote: the sheet row it stands on.")


class Conflict(_Model):
    """Different values for the same thing in different sources or pages; never resolved silently."""

    key: str
    values: list[ConflictValue]
    delta: str


def within_one_document(conflicts: list[Conflict]) -> bool:
    """Whether every value of ``conflicts`` comes from one document (two of its table rows read alike)."""
    return len({value.doc_id for conflict in conflicts for value in conflict.values}) == 1


def quoted_answer(quotes: Iterable[str]) -> str:
    """A direct answer's text: its facts' quotes joined, each once (a sentence a document prints on
    two pages is two facts, both cited, and one quote). The answer is built, shown line by line and
    checked as verbatim by this one rule."""
    return " ".join(dict.fromkeys(quotes))


class Evidence(_Model):
    """Facts / gaps / conflicts behind an answer."""

    facts: list[Fact] = Field(default_factory=list)
    gaps: list[Gap] = Field(default_factory=list)
    conflicts: list[Conflict] = Field(default_factory=list)


class Confidence(_Model):
    """Deterministic confidence in [0, 1] and its level."""

    level: ConfidenceLevel
    score: float
    reason: str = Field("", description="One plain sentence saying why the level is what it is.")


class ClarifyQuestion(_Model):
    """One input the UI renders for a clarification."""

    field: str
    prompt: str
    options: list[str] = Field(default_factory=list)
    allow_free_text: bool = True


class Clarify(_Model):
    """Questions that would make a vague question answerable."""

    questions: list[ClarifyQuestion]


class GateReport(_Model):
    """The retrieval gate's figures, shown in the UI's "why" panel. Never contains document text."""

    passed: bool
    best_score: float
    min_score: float
    chunks_passing: int
    min_chunks: int
    keyword_coverage: float | None = Field(
        None,
        description=(
            "Largest share of the question's words one passage holds, word for word (one word that no document "
            "uses is set aside as a phrasing when at least two others remain)."
        ),
    )
    unmentioned_share: float | None = Field(
        None, description="Share of the question's words that no indexed document uses."
    )


class JudgeWeight(_Model):
    """One feature's share in the judge's score (positive raised P, negative lowered it)."""

    feature: str
    weight: float


class JudgeReport(_Model):
    """What the answer judge made of the candidate an answer rests on (or the best one it saw)."""

    p: float = Field(
        description="Probability that this sentence or cell states the answer, calibrated on held-out folds."
    )
    threshold: float = Field(description="P a candidate needs to be a direct answer at the strictness in use.")
    weights: list[JudgeWeight] = Field(
        default_factory=list, description="The features that weighed most, largest first."
    )


class GeneratedSupport(_Model):
    """A verbatim quote supporting one generated sentence."""

    sid: str
    source: str
    page: int
    locator: str
    quote: str
    doc_id: str


class GeneratedCalc(_Model):
    """Arithmetic in a generated sentence, recomputed by the validator."""

    expr: str
    result: str


class GeneratedSentence(_Model):
    """One generated sentence that passed validation, with its support."""

    text: str
    support: list[GeneratedSupport]
    calcs: list[GeneratedCalc] = Field(default_factory=list)


class Generation(_Model):
    """What the language model did for this answer (present only when a generator is configured)."""

    generator: str
    model: str
    applied: bool = Field(description="True when validated generated text is shown.")
    target: Literal["answer", "summary"] = Field(
        description="answer: replaces a direct answer's text; summary: shown beside a fallback's highlights."
    )
    text: str | None = None
    sentences: list[GeneratedSentence] = Field(default_factory=list)
    coverage: float = 0.0
    dropped_sentences: int = 0
    repair_rounds: int = 0
    tokens: int = 0
    latency_ms: int = 0
    message: str | None = Field(None, description="Why generated text is not shown, or what was dropped.")


class FollowUp(_Model):
    """How a follow-up question ("and in 2022?") was read against the conversation's earlier turns."""

    asked: str = Field(description="The question as typed.")
    searched: str = Field(description="The standalone question actually searched.")
    previous_query_id: str = Field(description="Query id of the earlier turn it was resolved against.")


class Response(_Model):
    """The answer envelope for one question."""

    mode: Mode
    answer: str | None = None
    no_direct_answer_reason: str | None = None
    related_highlights: list[Highlight] | None = None
    refusal_reason: RefusalReason | None = None
    clarify: Clarify | None = None
    citations: list[Citation] = Field(default_factory=list)
    evidence: Evidence = Field(default_factory=Evidence)
    confidence: Confidence
    question_kind: str = ""
    scope: Scope | None = None
    gate: GateReport | None = None
    judge: JudgeReport | None = None
    generated: bool = False
    generation: Generation | None = None
    suggestions: list[str] | None = Field(
        None, description="Questions the documents answer directly, offered instead of a summary."
    )
    read_as: str | None = Field(
        None, description="The question as it was read when obvious typos were corrected (absent otherwise)."
    )
    followup: FollowUp | None = Field(
        None, description="Present only when the question was read as a follow-up of an earlier turn."
    )
    query_id: str = ""
    latency_ms: int = 0

    def location(self, source: str, page: int, row: int | None = None) -> str:
        """Where a quote of that page is, in words, named as its citation names the page ("page 4",
        "section 3 · 2. Rules"; "P&L, row 12" for a spreadsheet quote on row 12)."""
        label = next((c.page_label for c in self.citations if c.source == source and c.page == page), None)
        return location(file_type_of(source), page, label, row=row)

    def to_dict(self) -> dict[str, Any]:
        """Plain dict without empty optional fields."""
        return self.model_dump(mode="json", exclude_none=True)

    def to_json(self) -> str:
        """Compact JSON, stable for equal content."""
        return json.dumps(self.to_dict(), ensure_ascii=False, separators=(",", ":"))

    def content_json(self) -> str:
        """JSON without the per-call fields (query id, latency): equal for equal input and index."""
        data = self.to_dict()
        data.pop("query_id", None)
        data.pop("latency_ms", None)
        if "generation" in data:
            data["generation"].pop("latency_ms", None)
        return json.dumps(data, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def response_schema() -> dict[str, Any]:
    """JSON schema of the envelope."""
    return Response.model_json_schema()
