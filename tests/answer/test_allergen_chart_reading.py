"""A restaurant's allergen chart (a sheet of dishes by allergen, each cell "Yes" or "No") and its
allergy page, asked as diners ask (2026-12-05, seventy-first session; the questions and the cells
that answer them written before any answer was seen).

Before: "Does the pesto pasta contain nuts?" got passages (P 0.41) beside the very cell "Pesto
pasta | Nuts | Yes", and so did "Does the mushroom risotto contain gluten?" and "Does the brownie
contain eggs?": the cell says the dish contains its column's allergen, but not the word "contain".
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.cell_values import cell_amount, in_money, mark_says, table_scale
from rag_core.answer.understand.question import analyse
from rag_core.text.lexicon import tokens
from tests.helpers.answers import assert_answered, assert_not_answered_by, engine_on
from tests.helpers.office import make_xlsx

CHART = make_xlsx(
    {
        "Allergens": [
            ["Dish", "Gluten", "Milk", "Eggs", "Nuts", "Vegan"],
            ["Margherita pizza", "Yes", "Yes", "No", "No", "No"],
            ["Mushroom risotto", "No", "Yes", "No", "No", "No"],
            ["Falafel wrap", "Yes", "No", "No", "No", "Yes"],
            ["Pesto pasta", "Yes", "Yes", "No", "Yes", "No"],
            ["Chocolate brownie", "Yes", "Yes", "Yes", "Yes", "No"],
        ]
    },
    title="Olive Tree Kitchen allergen chart",
)
PAGE = b"""<html><head><title>Allergy information - Olive Tree Kitchen</title></head><body>
<h1>Allergy information</h1>
<p>Please tell your server about any allergies before you order.</p>
<p>Gluten-free pizza bases are available for an extra &pound;2.</p>
</body></html>"""


@pytest.fixture(scope="module")
def kitchen(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "kitchen", {"allergens.xlsx": CHART, "allergy-info.html": PAGE})


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("Does the pesto pasta contain nuts?", "Pesto pasta | Nuts | Yes"),
        ("Does the mushroom risotto contain gluten?", "Mushroom risotto | Gluten | No"),
        ("Does the brownie contain eggs?", "Chocolate brownie | Eggs | Yes"),
        ("Is the falafel wrap vegan?", "Falafel wrap | Vegan | Yes"),
        ("How much is a gluten-free base?", "extra £2"),
    ],
)
def test_the_diners_questions_are_answered(kitchen: Engine, question: str, quoted: str) -> None:
    assert_answered(kitchen, question, quoted)


def test_another_allergens_cell_is_no_answer(kitchen: Engine) -> None:
    assert_not_answered_by(kitchen, "Does the pesto pasta contain nuts?", "Pesto pasta | Eggs")


def test_a_mark_says_the_questions_verb_of_having() -> None:
    words = analyse("Does the pesto pasta contain nuts?", "").tokens
    assert mark_says(words, "Yes") == {"contain"}
    assert mark_says(words, " no ") == {"contain"}
    assert mark_says(words, "12.50") == set()  # a figure says no verb
    assert mark_says(tokens("Is the pasta vegan?"), "Yes") == set()  # no verb of having asked


def test_a_cells_amount_takes_its_tables_scale() -> None:
    assert table_scale("(Dollars in millions)") == 1e6
    assert cell_amount("(1,234)", "(in thousands)") == -1_234_000
    assert cell_amount("—", "") is None
    assert in_money("$ 1,330", "")
    assert in_money("30,276", "(in thousands of EUR)")
    assert not in_money("412", "(in thousands, except share and store data)")
