"""A laptop maker's range sheet and quick start guide, asked as its customers ask (2026-12-05,
sixty-ninth session; the questions and the quotes that answer them written before any answer was
seen).

Before: "How much is the Aero 15?" was answered with the right row but proved by the wrong cell,
"Aero 15 | Battery life (hours) | 11" (high): a row line's value for "how much" was its first figure;
"What is the screen size of the Aero 15?" and "How long does the battery last on the Aero 13?" got
passages beside their cells ("size" and "last" frame a lookup, as "include" does).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.understand.classify import AnswerType
from rag_core.messages import Mode
from tests.helpers.answers import assert_answered, engine_on, value_of
from tests.helpers.office import heading, make_docx, make_xlsx, para, table

RANGE = make_xlsx(
    {
        "Models": [
            ["Model", "Battery life (hours)", "Weight (kg)", "Screen (inches)", "Price (GBP)"],
            ["Aero 13", "14", "1.1", "13.3", "899"],
            ["Aero 15", "11", "1.6", "15.6", "1,099"],
            ["Forge 17", "6", "2.7", "17.3", "1,649"],
        ]
    },
    title="Laptop range 2026",
)
GUIDE = make_docx(
    heading("Aero laptop quick start guide"),
    heading("Charging", 2),
    para("Use only the 65 W USB-C charger supplied with the laptop. A full charge takes about two hours."),
    heading("Troubleshooting", 2),
    para("To restore factory settings, hold F11 while the laptop starts."),
    table([["Light", "Meaning"], ["Green", "Fully charged"], ["Amber", "Charging"]], header_rows=1),
    title="Aero quick start guide",
)


@pytest.fixture(scope="module")
def aero(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "aero", {"range.xlsx": RANGE, "guide.docx": GUIDE})


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("How heavy is the Forge 17?", "2.7"),
        ("How long does it take to charge?", "about two hours"),
        ("How do I restore factory settings?", "hold F11"),
        ("What does amber mean?", "Charging"),
        ("What is the screen size of the Aero 15?", "15.6"),
        ("How long does the battery last on the Aero 13?", "14"),
    ],
)
def test_the_customers_questions_are_answered(aero: Engine, question: str, quoted: str) -> None:
    assert_answered(aero, question, quoted)


def test_a_price_asked_of_a_row_is_proved_by_its_price_cell(aero: Engine) -> None:
    response = aero.ask("How much is the Aero 15?", session_id="price")
    assert response.mode is Mode.DIRECT_ANSWER
    cells = [f.quote for f in response.evidence.facts if f.quote.startswith("Aero 15 |")]
    assert cells and all("Price (GBP)" in c for c in cells), cells


def test_how_much_reads_a_rows_money_cell_first() -> None:
    row = "Row 3: Aero 15 | Battery life (hours): 11 | Weight (kg): 1.6 | Price (GBP): 1,099"
    assert value_of("How much is the Aero 15?", row, AnswerType.NUMBER) == "1,099"
    assert value_of("How much does the Aero 15 cost?", row, AnswerType.NUMBER) == "1,099"
    assert value_of("How much does the Aero 15 weigh?", row, AnswerType.NUMBER) != "1,099"  # no price asked
