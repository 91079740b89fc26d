"""A hotel's documents asked as its guests ask (2026-12-02, fifty-seventh session): "How much is a
Swedish massage?" was answered **wrong, high** by the spa menu's length cell ("Swedish massage |
Length | 60 minutes") while the same row gives its price ("Price: £85").
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.amounts import is_money, price_elsewhere
from rag_core.answer.understand.question import analyse
from tests.helpers.builders import new_library
from tests.helpers.candidates import candidate
from tests.helpers.office import heading, make_docx, para, table

SPA = make_docx(
    heading("The Saltmarsh Spa"),
    para("The spa is open daily from 9am to 8pm."),
    heading("Treatments", 2),
    table(
        [
            ["Treatment", "Length", "Price"],
            ["Swedish massage", "60 minutes", "£85"],
            ["Hot stone massage", "75 minutes", "£105"],
        ],
        header_rows=1,
    ),
    title="Spa menu",
)


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield Engine(new_library(tmp_path_factory.mktemp("hotel") / "data", embedder, {"spa_menu.docx": SPA}))


def test_a_question_for_a_price_is_not_answered_by_another_cell_of_its_row(engine: Engine) -> None:
    response = engine.ask("How much is a Swedish massage?", session_id="price")
    assert "60 minutes" not in (response.answer or "")
    response = engine.ask("How long is the hot stone massage?", session_id="length")
    assert "75 minutes" in (response.answer or "")  # the length cell answers a question for the length


@pytest.mark.parametrize(
    ("question", "parts", "row_money", "instead"),
    [
        ("How much is a Swedish massage?", ("Swedish massage", "Length", "60 minutes"), True, True),
        ("How much is a Swedish massage?", ("Swedish massage", "Price", "£85"), True, False),
        ("How much is a Swedish massage?", ("Swedish massage", "Length", "60 minutes"), False, False),
        ("How much time is a Swedish massage?", ("Swedish massage", "Length", "60 minutes"), True, False),
        ("How much length is a Swedish massage?", ("Swedish massage", "Length", "60 minutes"), True, False),
    ],
)
def test_price_elsewhere(question: str, parts: tuple[str, ...], row_money: bool, instead: bool) -> None:
    cell = candidate(" | ".join(parts), parts=parts, answer_value=parts[-1], row_money=row_money)
    assert price_elsewhere(analyse(question), cell) is instead


def test_is_money() -> None:
    assert is_money("£85") and is_money("$1.2 million") and is_money("EUR 15")
    assert not is_money("60 minutes") and not is_money("12%")
