"""A library's opening-hours page, asked as its readers ask (2026-12-05, sixty-eighth session; the
questions and the quotes that answer them written before any answer was seen).

Before: "How late is the library open?" and "How early does the pool open?" asked no time of day,
and "The library is open from 9am until 8pm ..." (which never says "late") was shown as a passage.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.understand.slots import asked_shape
from rag_core.messages import Mode
from tests.helpers.answers import assert_answered, engine_on

PAGE = b"""<html><head><title>Opening hours - Millbrook Library</title></head><body>
<h1>Opening hours</h1>
<p>The library is open from 9am until 8pm on weekdays and from 10am to 4pm on Saturdays.</p>
<p>The library is closed on Sundays.</p>
<p>Books are lent for three weeks.</p>
<p>The pool at the leisure centre opens at 6:30am.</p>
</body></html>"""


@pytest.fixture(scope="module")
def hours(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "hours", {"hours.html": PAGE})


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("How late is the library open?", "until 8pm"),
        ("How early does the pool open?", "6:30am"),
    ],
)
def test_how_late_or_early_asks_a_time_of_day(hours: Engine, question: str, quoted: str) -> None:
    assert_answered(hours, question, quoted)


def test_a_place_the_page_does_not_name_is_not_answered(hours: Engine) -> None:
    response = hours.ask("How late is the museum open?", session_id="museum")
    assert response.mode is not Mode.DIRECT_ANSWER, response.answer


def test_late_and_early_ask_a_time_only_of_opening_and_closing() -> None:
    assert asked_shape("How late is the library open?") == "clock_time"
    assert asked_shape("How early can I check in?") == "clock_time"
    assert asked_shape("How late can I return a book?") != "clock_time"
    assert asked_shape("How early should I book?") != "clock_time"
