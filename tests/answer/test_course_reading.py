"""A master's course handbook and module sheet asked as its students ask (2026-12-04, sixty-second
session).

"How can disabled students get exam adjustments?" was read as an explanation to infer, so the
sentence stating it (P 0.98) was shown as a passage: only "users", "customers", "members" and a few
other groups asked for a step. "How is Environmental Law assessed?" was an explanation too, and
once read as asking the basis, the module sheet's row line was vetoed for not saying "assessed by".
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.understand.classify import Asked, classify
from tests.helpers.builders import new_library
from tests.helpers.office import heading, make_docx, make_xlsx, para

HANDBOOK = make_docx(
    heading("MSc Environmental Management handbook 2026/27"),
    para("The pass mark for every module is 50%."),
    para("Students with a disability can get exam adjustments through the Disability Service."),
    para("Every student is given a personal tutor, whom they meet at least twice a term."),
    title="MSc Environmental Management handbook 2026/27",
)
MODULES = make_xlsx(
    {
        "Modules": [
            ["Code", "Module", "Credits", "Term", "Assessment", "Module leader"],
            ["GEO7001", "Environmental Law", 15, "Autumn", "Essay 100%", "Dr Ana Ruiz"],
            ["GEO7003", "Climate Policy", 15, "Spring", "Exam 100%", "Dr Mei Chen"],
        ]
    },
    title="MSc Environmental Management modules 2026/27",
)


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {"handbook.docx": HANDBOOK, "modules.xlsx": MODULES}
    yield Engine(new_library(tmp_path_factory.mktemp("course") / "data", embedder, files))


@pytest.mark.parametrize(
    ("question", "step"),
    [
        ("How can disabled students get exam adjustments?", True),
        ("How do new part-time employees book leave?", True),
        ("How can customers close their account?", True),
        ("How do I delete my account?", True),
        # "you" is the author, whose ways are explained; a comparison or an effect is no step
        ("How do you collect my data?", False),
        ("How do you share customer information?", False),
        ("How can we help students succeed?", False),
        ("How do students perform in exams?", False),
        ("How do students compare?", False),
        ("How do interest rates affect members?", False),
    ],
)
def test_a_named_group_of_people_asks_for_a_step(question: str, step: bool) -> None:
    assert classify(question).procedural is step


def test_a_step_a_group_of_people_takes_is_answered(engine: Engine) -> None:
    response = engine.ask("How can disabled students get exam adjustments?", session_id="adjust")
    assert response.mode.value == "direct_answer"
    assert "Disability Service" in (response.answer or "")


def test_how_a_module_is_assessed_asks_its_basis() -> None:
    classification = classify("How is Environmental Law assessed?")
    assert classification.asks is Asked.BASIS and classification.basis == "assessed"
    assert classify("How is the weather assessed to affect sales, and why?").asks is not Asked.BASIS


def test_a_sheet_rows_line_gives_the_basis_under_its_column(engine: Engine) -> None:
    response = engine.ask("How is Environmental Law assessed?", session_id="assessed")
    assert response.mode.value == "direct_answer"
    assert "Essay 100%" in (response.answer or "")
    assert "Exam 100%" not in (response.answer or "")  # Climate Policy's row
