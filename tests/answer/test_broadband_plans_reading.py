"""A broadband firm's plans page (an HTML table) and customer terms, asked as its customers ask
(2026-12-05, sixty-ninth session; the questions and the quotes that answer them written before any
answer was seen).

Before: "Which plan is the fastest?" was answered (medium, P 0.81) by the table's header line
"Plan | Average download speed | Monthly price | Contract", which names columns and states nothing.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.label_header import is_header_line
from tests.helpers.answers import assert_answered, engine_on
from tests.helpers.pdfs import make_pdf

PLANS = """<html><head><title>Fibre broadband plans - Lumen Broadband</title></head><body>
<h1>Our fibre plans</h1>
<table>
<tr><th>Plan</th><th>Average download speed</th><th>Monthly price</th><th>Contract</th></tr>
<tr><td>Fibre 100</td><td>100 Mbps</td><td>£24</td><td>12 months</td></tr>
<tr><td>Fibre 500</td><td>500 Mbps</td><td>£32</td><td>18 months</td></tr>
<tr><td>Fibre 900</td><td>900 Mbps</td><td>£45</td><td>18 months</td></tr>
</table>
<p>All plans include unlimited data and a Wi-Fi 6 router.</p>
<p>Installation is free for new customers and usually takes place within 10 working days of your order.</p>
</body></html>""".encode()
TERMS = make_pdf(
    [
        "Lumen Broadband customer terms\n\n1. Billing\nWe bill you monthly in advance by Direct Debit.\n\n"
        "2. Price changes\nEach April your monthly price rises by £3.\n\n"
        "3. Ending your contract\nYou can leave at any time by giving 30 days' notice.",
    ],
    title="Lumen customer terms",
)


@pytest.fixture(scope="module")
def lumen(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "lumen", {"plans.html": PLANS, "terms.pdf": TERMS})


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("How much is Fibre 900 a month?", "£45"),
        ("Is installation free?", "Installation is free for new customers"),
        ("How much does the price go up each April?", "rises by £3"),
        ("How much notice do I need to give to leave?", "30 days' notice"),
    ],
)
def test_the_customers_questions_are_answered(lumen: Engine, question: str, quoted: str) -> None:
    assert_answered(lumen, question, quoted)


def test_a_tables_header_line_is_never_the_answer(lumen: Engine) -> None:
    response = lumen.ask("Which plan is the fastest?", session_id="fastest")
    quoted = [f.quote for f in response.evidence.facts]
    assert not any(q.startswith("Plan | Average download speed") for q in quoted), quoted


def test_is_header_line() -> None:
    page = (
        "Plan | Average download speed | Monthly price\n"
        "Fibre 100 | Average download speed: 100 Mbps | Monthly price: £24\n"
        "Fibre 500 | Average download speed: 500 Mbps | Monthly price: £32"
    )
    assert is_header_line(page, "Plan | Average download speed | Monthly price")
    assert not is_header_line(page, "Fibre 100 | Average download speed: 100 Mbps | Monthly price: £24")
    # a table of plain rows (no header line over them): each row is data
    plain = "Green | Fully charged\nAmber | Charging"
    assert not is_header_line(plain, "Green | Fully charged")
    assert not is_header_line(page, "All plans include unlimited data.")
    # a line of periods says which periods the table gives ("In which years ...?")
    years = "2019 | 2018 | 2017\nInterest cost | 2019: 12 | 2018: 11 | 2017: 10"
    assert not is_header_line(years, "2019 | 2018 | 2017")
