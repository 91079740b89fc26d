"""An airline's baggage page and fee sheet asked as its passengers ask (2026-12-02, fifty-eighth
session): "How many checked bags do I get on a Flex fare?" and "How much is an extra checked bag at
the airport?" got passages although one cell of a table answers each, named by its row ("Flex",
"Extra checked bag (23 kg)") and its column ("Checked bags included", "Airport fee (GBP)"): the judge
rated the cells 0.14-0.2. "How much does a name change cost?" was refused outright ("cost" is no
word of the sheet); both its fees are the answer, never one of them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from tests.helpers.builders import new_library
from tests.helpers.office import make_xlsx

BAGGAGE = """<html><head><title>Baggage allowance | Corvid Air</title></head><body>
<nav><a href="/">Book</a> <a href="/help">Help</a></nav>
<main><h1>Baggage allowance</h1>
<h2>Cabin bags</h2>
<p>Every passenger may bring one small bag on board, up to 40 x 30 x 20 cm, which must fit under the seat.</p>
<p>A large cabin bag of up to 10 kg and 55 x 40 x 23 cm is included with Flex and Plus fares.</p>
<h2>Checked bags</h2>
<table>
<tr><th>Fare</th><th>Checked bags included</th><th>Weight per bag</th></tr>
<tr><td>Basic</td><td>0</td><td>-</td></tr>
<tr><td>Flex</td><td>1</td><td>23 kg</td></tr>
<tr><td>Plus</td><td>2</td><td>23 kg</td></tr>
</table>
<p>Bags weighing more than 32 kg are not accepted as checked baggage.</p>
</main></body></html>"""
FEES = make_xlsx(
    {
        "Fees": [
            ["Service", "Online fee (GBP)", "Airport fee (GBP)"],
            ["Extra checked bag (23 kg)", 35, 55],
            ["Excess weight per kg", 12, 15],
            ["Name change", 40, 60],
        ]
    },
    title="Optional fees 2026",
)


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {"baggage.html": BAGGAGE.encode(), "optional_fees_2026.xlsx": FEES}
    yield Engine(new_library(tmp_path_factory.mktemp("airline") / "data", embedder, files))


@pytest.mark.parametrize(
    ("question", "cell"),
    [
        ("How many checked bags do I get on a Flex fare?", r"^Flex \| Checked bags included\W+1\b"),
        ("How many checked bags come with Plus?", r"^Plus \| Checked bags included\W+2\b"),
        ("How much is an extra checked bag at the airport?", r"Airport fee \(GBP\)\W+55$"),
    ],
)
def test_a_cell_named_by_its_row_and_column_answers(engine: Engine, question: str, cell: str) -> None:
    response = engine.ask(question, session_id=question)
    assert response.mode == "direct_answer"
    assert any(re.search(cell, fact.quote) for fact in response.evidence.facts), response.answer


def test_cells_named_alike_are_answered_by_their_rows_line(engine: Engine) -> None:
    response = engine.ask("How much does a name change cost?", session_id="name change")
    assert response.mode == "direct_answer"
    assert re.search(r"Online fee \(GBP\): 40 \| Airport fee \(GBP\): 60", response.answer or "")
