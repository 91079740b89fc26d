"""A sentence a document prints on two pages (a filing's highlights and its notes) is quoted once in
the answer, with both pages cited. Found on Costco's 10-K: "How much did Costco pay in dividends in
fiscal 2021?" was answered "Cash dividends declared in 2021 totaled $12.98 per share, as compared
to $2.70 per share in 2020." twice in a row, once per page."""

from __future__ import annotations

from pathlib import Path

from rag_core.answer.engine import Engine
from rag_core.embedding import Embedder
from rag_core.evals.common import verbatim_violations
from rag_core.messages import Mode
from tests.helpers.builders import new_library

SENTENCE = "Cash dividends declared in 2021 totaled $12.98 per share, as compared to $2.70 per share in 2020."
PAGES = [
    "Harbor Pantry Inc. Annual Report 2021\nOverview\nHarbor Pantry operates 48 grocery stores in Oregon "
    "and Washington. Net sales rose 7% in 2021 to $1.9 billion.",
    "Highlights of the year\n" + SENTENCE + " The board also approved a new share repurchase program.",
    "Stores\nWe opened four stores in 2021 and closed one. Each store stocks about 21,000 products.",
    "Employees\nAt the end of 2021 we employed 6,200 people, 4,100 of them full time.",
    "Note 9 - Equity\nDividends. " + SENTENCE + " Dividends are paid quarterly in cash.",
    "Note 10 - Leases\nMost stores are leased for terms of 10 to 20 years with renewal options.",
]


def test_a_sentence_on_two_pages_is_quoted_once_and_both_pages_are_cited(tmp_path: Path, embedder: Embedder) -> None:
    library = new_library(tmp_path / "data", embedder, {"harbor-pantry-2021.pdf": PAGES})
    response = Engine(library).ask("How much were the cash dividends declared in 2021?")
    assert response.mode is Mode.DIRECT_ANSWER, response.to_json()
    assert response.answer is not None and response.answer.count(SENTENCE) == 1, response.answer
    assert {c.page for c in response.citations if c.quote == SENTENCE} == {2, 5}
    assert verbatim_violations(library, response) == []  # the answer is exactly its quoted facts
