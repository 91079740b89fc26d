"""A museum's visitor page and exhibitions sheet, asked as its visitors ask (2026-12-05,
sixty-eighth session; the questions and the quotes that answer them written before any answer was
seen).

Before: "How much is a child ticket for Pharaohs of the Nile?" got passages beside the sheet's
"Pharaohs of the Nile | Child (GBP) | 9": the sheet never says "ticket", the thing a price is for,
which a lookup now may lack as it may "cost" (english.toml lookup_framing_words).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from tests.helpers.answers import assert_answered, engine_on
from tests.helpers.office import make_xlsx

VISIT = b"""<html><head><title>Plan your visit - Thameside Museum</title></head><body>
<h1>Plan your visit</h1>
<h2>Opening times</h2>
<p>The museum is open daily from 10am to 5pm, with late opening until 9pm on Fridays.</p>
<p>Last entry is 45 minutes before closing.</p>
<h2>Tickets</h2>
<p>Entry to the permanent collection is free.</p>
<p>Special exhibitions are ticketed and should be booked online in advance.</p>
<h2>Getting here</h2>
<p>The nearest station is Thameside Central, a five-minute walk away.</p>
<p>There is no visitor car park; the nearest public car park is on Wharf Street.</p>
<h2>Facilities</h2>
<p>The cafe on the ground floor serves hot food until 4pm.</p>
<p>Lockers are available for bags; large suitcases cannot be brought into the galleries.</p>
<p>All galleries are step-free and wheelchairs can be borrowed from the front desk.</p>
<p>Photography without flash is welcome in the permanent collection but not in special exhibitions.</p>
</body></html>"""
EXHIB = make_xlsx(
    {
        "Exhibitions": [
            ["Exhibition", "Dates", "Adult (GBP)", "Child (GBP)"],
            ["Pharaohs of the Nile", "1 March - 31 August 2026", "18", "9"],
            ["Victorian London", "10 October 2026 - 15 February 2027", "14", "7"],
        ]
    },
    title="Thameside exhibitions 2026",
)


@pytest.fixture(scope="module")
def museum(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "thameside", {"visit.html": VISIT, "exhibitions.xlsx": EXHIB})


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("How much is a child ticket for Pharaohs of the Nile?", "9"),
        ("How much is an adult ticket for Victorian London?", "14"),
        ("When is last entry?", "45 minutes before closing"),
        ("Is there parking?", "no visitor car park"),
        ("Can I bring a suitcase?", "large suitcases cannot be brought"),
    ],
)
def test_the_museum_answers_its_visitors(museum: Engine, question: str, quoted: str) -> None:
    assert_answered(museum, question, quoted)
