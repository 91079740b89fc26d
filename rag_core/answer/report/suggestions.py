"""Questions offered instead of a summary ("Summarize the documents"): ones the documents answer."""

from __future__ import annotations

from collections.abc import Callable

from rag_core.answer.find.table_index import TableIndex
from rag_core.answer.understand.frame import period_rank
from rag_core.answer.understand.reading import Reading
from rag_core.text.measures import Lexicon

_SUGGESTIONS = 3  # questions offered instead of a summary
_DOCUMENTS = 3  # the latest documents they are taken from


def suggestions(reading: Reading, tables: TableIndex, lexicon: Lexicon, answered: Callable[[str], bool]) -> list[str]:
    """Up to three questions about the documents ``reading`` may read, one per document, the
    latest first: their statements' measures for the period of their first column. Each is asked
    (``answered``: whether a question gets a direct answer), so every one offered is answered."""
    profiles = reading.profiles
    offered: list[str] = []
    latest = sorted(reading.ready_docs, key=lambda d: (period_rank(profiles.get(d.doc_id)), d.name), reverse=True)
    for record in latest[:_DOCUMENTS]:
        profile = profiles.get(record.doc_id)
        owner = f"{profile.entity}'s " if profile is not None and profile.entity else ""
        for question in tables.questions(record.doc_id, lexicon, owner):
            if len(offered) >= _SUGGESTIONS or question in offered:
                break
            if answered(question):
                offered.append(question)
                break  # one per document
    return offered
