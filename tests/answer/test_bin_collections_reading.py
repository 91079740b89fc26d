"""A council's bin collections page (HTML with a list), asked as its residents ask (2026-12-05,
seventieth session; the questions and the quotes that answer them written before any answer was
seen).

Before: "Can I put glass in the blue bin?" was answered (P 0.82) by "Please do not put plastic
bags, nappies or textiles in the blue bin.": the list item above it, "Glass bottles and jars", was
read as its section's heading and lent it "glass". "What goes in the blue bin?" was answered by
the page's heading "What goes in the blue bin", which says the question again.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.lent import heading_lines
from rag_core.answer.judging.signpost import restates
from rag_core.answer.understand.question import analyse
from rag_core.text.sentences import split_sentences
from tests.helpers.answers import assert_answered, assert_not_answered_by, engine_on

PAGE = """<html><head><title>Bins and recycling - Ashford Vale District Council</title></head><body>
<h1>Bin collections</h1>
<p>Your general waste (black bin) is collected every two weeks, and your recycling (blue bin) on the alternate week.</p>
<p>Food waste (green caddy) is collected every week.</p>
<h2>What goes in the blue bin</h2>
<ul><li>Paper and cardboard</li><li>Plastic bottles, pots, tubs and trays</li><li>Tins and cans</li>
<li>Glass bottles and jars</li></ul>
<p>Please do not put plastic bags, nappies or textiles in the blue bin.</p>
<h2>Bulky waste</h2>
<p>We collect up to three bulky items for £35. Fridges and freezers cost £20 each.</p>
<p>The recycling centre at Mill Lane is open 8am to 4pm, Thursday to Monday.</p>
</body></html>""".encode()


@pytest.fixture(scope="module")
def council(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "council", {"bins.html": PAGE})


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("How often is food waste collected?", "every week"),
        ("Can plastic bags go in the blue bin?", "do not put plastic bags"),
        ("How many bulky items can you collect?", "up to three bulky items"),
        ("When is the recycling centre open?", "8am to 4pm, Thursday to Monday"),
    ],
)
def test_the_residents_questions_are_answered(council: Engine, question: str, quoted: str) -> None:
    assert_answered(council, question, quoted)


@pytest.mark.parametrize(
    ("question", "unsaid"),
    [
        ("Can I put glass in the blue bin?", "plastic bags, nappies or textiles"),
        ("What goes in the blue bin?", "What goes in the blue bin"),
    ],
)
def test_a_list_item_lends_no_words_and_a_heading_is_no_answer(council: Engine, question: str, unsaid: str) -> None:
    assert_not_answered_by(council, question, unsaid)


def test_the_items_of_a_list_are_no_headings() -> None:
    text = (
        "Recycling\n\nPaper and cardboard\n\nTins and cans\n\nGlass Bottles And Jars\n\n"
        "Please do not put plastic bags in the blue bin.\n\nGarden Waste\n\nCollections stop in December."
    )
    sentences = split_sentences(text)
    heads = {s.text for s, head in zip(sentences, heading_lines(text, sentences), strict=True) if head}
    assert "Glass Bottles And Jars" not in heads  # the last item of a list titles nothing below it
    assert "Garden Waste" in heads  # a heading over a sentence still is one
    assert "Recycling" in heads  # ... and so is the line that opens the list


def test_restates_reads_a_line_that_only_says_the_question() -> None:
    asked = analyse("What goes in the blue bin?", "")
    assert restates(asked, "What goes in the blue bin")
    assert not restates(asked, "Paper and cardboard")
    assert not restates(analyse("Is there free parking for all guests?", ""), "Free parking for all guests")
    assert not restates(asked, "What goes in the blue bin.")  # a sentence, which the judge reads
    assert not restates(analyse("What goes in the black bin?", ""), "What goes in the blue bin")
