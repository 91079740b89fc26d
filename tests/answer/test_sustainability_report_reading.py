"""A food maker's sustainability report (PDF) and its board's minutes (Word), asked as an analyst
asks (2026-12-05, seventieth session; the questions and the quotes that answer them written before
any answer was seen).

Before: "Were there any fatalities?" was refused as if the report never spoke of them ("any"
weighed as much as "fatalities" in the evidence gate, and no passage says "any"), while "There were
no fatalities." is on page 2; "When will packaging be 100% recyclable?" was answered by "In 2025,
78% of our packaging was recyclable ..." (another share, reached in another year); "What percentage
of senior managers are women?" showed a conflict beside its right answer with "Renewable
electricity made up 86% of the electricity ...", which shares only "percentage" with it. "Who is
the CFO?" and "Who is the chief executive of Harlow Foods?" got passages beside the minutes' "Present:
Ruth Okafor (Chair), Daniel Pryce (Chief Executive), Meera Shah (Chief Financial Officer), ...".
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.forecast import other_figure_reached
from rag_core.answer.judging.holder import holder_named
from rag_core.answer.understand.question import analyse, content_stems
from rag_core.messages import Mode
from tests.helpers.answers import assert_answered, assert_not_answered_by, engine_on
from tests.helpers.candidates import candidate
from tests.helpers.office import heading, make_docx, para
from tests.helpers.pdfs import make_pdf

REPORT = make_pdf(
    [
        "Harlow Foods plc Sustainability Report 2025\n\n"
        "Climate\nRenewable electricity made up 86% of the electricity we used in 2025, up from 71% in 2024.\n\n"
        "Packaging\nIn 2025, 78% of our packaging was recyclable, reusable or compostable. We aim to reach 100% "
        "by the end of 2027.",
        "People\nWe employed 6,420 people at the end of 2025. Women held 41% of senior management roles "
        "(2024: 37%).\n\n"
        "Health and safety\nThe lost time injury frequency rate was 0.42 per 100,000 hours worked. There were no "
        "fatalities.",
    ],
    title="Harlow Foods Sustainability Report 2025",
)
MINUTES = make_docx(
    heading("Harlow Foods plc - Minutes of the Board meeting held on 12 March 2026"),
    para(
        "Present: Ruth Okafor (Chair), Daniel Pryce (Chief Executive), Meera Shah (Chief Financial Officer), "
        "Tom Adeyemi, Claire Lindqvist."
    ),
    heading("1. Dividend", 2),
    para("The Board recommended a final dividend of 8.2 pence per share, to be paid on 3 June 2026."),
    title="Board minutes March 2026",
)


@pytest.fixture(scope="module")
def harlow(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(
        tmp_path_factory, embedder, "harlow", {"sustainability-2025.pdf": REPORT, "board-minutes.docx": MINUTES}
    )


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("Were there any fatalities?", "There were no fatalities."),
        ("How many people did Harlow Foods employ?", "6,420 people"),
        ("Who is the CFO?", "Meera Shah (Chief Financial Officer)"),
        ("Who is the chief executive of Harlow Foods?", "Daniel Pryce (Chief Executive)"),
    ],
)
def test_the_analysts_questions_are_answered(harlow: Engine, question: str, quoted: str) -> None:
    assert_answered(harlow, question, quoted)


def test_another_share_reached_is_no_answer_to_when_the_asked_one_is(harlow: Engine) -> None:
    assert_not_answered_by(harlow, "When will packaging be 100% recyclable?", "78%")


def test_a_figure_of_another_subject_is_no_conflict(harlow: Engine) -> None:
    question = "What percentage of senior managers are women?"
    response = harlow.ask(question, session_id=question)
    assert response.mode is Mode.DIRECT_ANSWER and "41%" in (response.answer or "")
    assert response.evidence is not None and not response.evidence.conflicts, response.evidence.conflicts


def test_any_after_there_asks_whether_and_names_nothing() -> None:
    assert "ani" not in content_stems(analyse("Were there any fatalities?", ""))
    assert "ani" not in content_stems(analyse("Will there be any charges?", ""))
    assert "ani" in content_stems(analyse("Can I park in any bay?", ""))  # any bay at all: it is asked


def test_other_figure_reached() -> None:
    when = analyse("When will packaging be 100% recyclable?", "")
    assert other_figure_reached(when, candidate("In 2025, 78% of our packaging was recyclable."))
    assert not other_figure_reached(when, candidate("We aim to reach 100% by the end of 2027."))
    assert not other_figure_reached(when, candidate("We aim to reach 100 per cent by the end of 2027."))
    assert not other_figure_reached(when, candidate("All packaging will be recyclable by 2027."))  # no figure
    # a question of what share is not read this way
    assert not other_figure_reached(analyse("What share of packaging is 100% recyclable?", ""), candidate("78%."))


def test_holder_named_reads_a_list_of_names_with_their_roles() -> None:
    present = candidate("Present: Ruth Okafor (Chair), Daniel Pryce (Chief Executive), Meera Shah (CFO).", p=0.3)
    assert holder_named(analyse("Who is the chief executive?", ""), [present]) == [present]
    assert holder_named(analyse("Who is the chief executive of Harlow Foods?", ""), [present]) == [present]
    assert holder_named(analyse("Who is the company secretary?", ""), [present]) == []
    # another organisation's holder (synthetic: "Who is the operations director of Brackley Medical Practice?")
    elsewhere = candidate("Present: Daniel Pryce (Chief Executive).", p=0.3, missing=("brackley",))
    assert holder_named(analyse("Who is the chief executive of Brackley Foods?", ""), [elsewhere]) == []
    spelled = candidate("Present: Meera Shah (Chief Financial Officer), Tom Adeyemi.", p=0.3)
    assert holder_named(analyse("Who is the CFO?", ""), [spelled]) == [spelled]
    # a role narrowed inside the brackets is another role
    narrowed = candidate("Present: Ruth Okafor (Chair of the Audit Committee), Tom Adeyemi.", p=0.3)
    assert holder_named(analyse("Who is the chair?", ""), [narrowed]) == []
