"""A judged sentence for tests of ranking, judging, confidence and replies, without a library.

:class:`~rag_core.answer.candidate.Candidate` has fourteen fields without a default; each test
names only the values it is about and gets neutral ones for the rest.
"""

from __future__ import annotations

from typing import Any

from rag_core.answer.candidate import Candidate
from rag_core.text.sentences import Sentence

_NEUTRAL: dict[str, Any] = {
    "doc_id": "d1",
    "source": "d1.txt",
    "page": 1,
    "page_label": "",
    "provenance": "unknown",
    "cosine": 0.5,
    "fused": 0.5,
    "coverage": 1.0,
    "missing": (),
    "answer_value": "",
    "negation_mismatch": False,
    "antonym": False,
    "score": 1.0,
}


def candidate(text: str, *, start: int = 0, **fields: Any) -> Candidate:
    """``text`` as a sentence starting at character ``start`` of its page; ``fields`` sets any other
    field of the candidate."""
    return Candidate(sentence=Sentence(start, start + len(text), text), **{**_NEUTRAL, **fields})


def row_cells(label: str, p: float, missing: tuple[str, ...] = (), **cells: str) -> list[Candidate]:
    """A sheet row's cells as the judge reads them, "<label> | <header> | <value>", one per keyword
    (header=value), each rated ``p`` and lacking the question words ``missing``."""
    return [
        candidate(f"{label} | {h} | {v}", parts=(label, h, v), answer_value=v, p=p, missing=missing)
        for h, v in cells.items()
    ]
