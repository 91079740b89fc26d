"""What the judge knows beyond the question's words: its frame, the lexicon, the documents' profiles."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rag_core.answer.understand.frame import QuestionFrame
from rag_core.ingest.profile import DocumentProfile
from rag_core.text.measures import Lexicon

RowsLookup = Callable[[str, int], str | None]


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
        return self.frame.numeric
