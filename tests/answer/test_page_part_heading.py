"""A page headed by a part's name in capitals narrows its table rows as a table's heading would:
JPMorgan's "CORPORATE" page gave its "Total net revenue" ($3,718 million) as the firm's ($41,307 million)."""

from __future__ import annotations

import pytest

from rag_core.answer.judging.headed import page_part_heading
from rag_core.answer.judging.rows import narrowing_word
from rag_core.ingest.profile import DocumentProfile
from rag_core.text.measures import load_lexicon

BANK = DocumentProfile(entity="JPMorgan Chase & Co.", aliases=("jpmorgan chase", "jpmorgan"), doc_type="10-Q")
RESORTS = DocumentProfile(entity="MGM Resorts International", aliases=("mgm resorts", "mgm"), doc_type="10-Q")


@pytest.mark.parametrize(
    ("page", "profile", "heading"),
    [
        (
            "CORPORATE\nRefer to pages 79-80 for a discussion of Corporate.\nSelected income statement data",
            BANK,
            "CORPORATE",
        ),
        ("COMMERCIAL BANKING\nSelected income statement and balance sheet data", BANK, "COMMERCIAL BANKING"),
        # a statement's name, the company's own name, a sentence or a long line head nothing
        ("CONSOLIDATED BALANCE SHEETS\nAssets", BANK, ""),
        ("MGM RESORTS INTERNATIONAL AND SUBSIDIARIES\nCONSOLIDATED STATEMENTS OF OPERATIONS", RESORTS, ""),
        ("Management's discussion and analysis\nResults", BANK, ""),
        ("THE FOLLOWING TABLE PRESENTS SELECTED DATA FOR EACH QUARTER\n", BANK, ""),
    ],
)
def test_a_page_is_headed_by_a_part_only_when_its_first_line_names_one(
    page: str, profile: DocumentProfile, heading: str
) -> None:
    assert page_part_heading(page, profile) == heading


def test_a_part_heading_narrows_a_measure_the_question_does_not_name_it_for() -> None:
    lexicon = load_lexicon()
    revenue = next(m for m in lexicon.measures if m.name == "revenue")
    assert narrowing_word("CORPORATE", revenue, lexicon, {"total", "net", "revenue"}) == "CORPORATE"
    assert narrowing_word("CORPORATE", revenue, lexicon, {"corporate", "net", "revenue"}) == ""
