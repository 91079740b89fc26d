"""A primary school's admissions policy, a council's resident parking page and a dentist's price
list, asked as their readers ask (2026-12-05, sixty-ninth session; the questions and the quotes that
answer them written before any answer was seen).

Before: "What do I need to apply for a permit?" was answered **wrong** (medium, P 0.82) by
"Residents living in a controlled parking zone can apply for a permit to park in their zone.",
which says who may apply, not what is needed; "What is the fine for parking without a permit?" got
passages beside "... may be issued a penalty charge notice of £70 ..." (a fine said as a penalty).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.predicate import may_instead
from rag_core.answer.understand.question import analyse
from tests.helpers.answers import assert_answered, assert_not_answered_by, engine_on
from tests.helpers.candidates import candidate
from tests.helpers.office import heading, make_docx, make_xlsx, para

ADMISSIONS = make_docx(
    heading("Oakfield Primary School admissions policy 2026/27"),
    para("The local authority is the admissions authority for the school."),
    heading("How to apply", 2),
    para("Parents must apply online through the council's admissions portal by 15 January 2026."),
    heading("Appeals", 2),
    para("Parents who are refused a place may appeal to an independent panel within 20 school days of the decision."),
    title="Oakfield admissions policy",
)
PARKING = """<html><head><title>Resident parking permits - Westbridge Council</title></head><body>
<h1>Resident parking permits</h1>
<p>Residents living in a controlled parking zone can apply for a permit to park in their zone.</p>
<p>A first permit costs £60 a year and a second permit for the same address costs £120 a year.</p>
<h2>Enforcement</h2>
<p>Cars parked in a zone without a valid permit may be issued a penalty charge notice of £70, reduced to £35 if paid within 14 days.</p>
<p>Blue Badge holders may park in any resident bay without a permit.</p>
</body></html>""".encode()
DENTIST = make_xlsx(
    {"Fees": [["Treatment", "NHS (GBP)", "Private (GBP)"], ["Check-up", "27.40", "55"], ["Filling", "75.30", "120"]]},
    title="Brookside Dental price list",
)


@pytest.fixture(scope="module")
def westbridge(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(
        tmp_path_factory,
        embedder,
        "westbridge",
        {"admissions.docx": ADMISSIONS, "parking.html": PARKING, "dentist.xlsx": DENTIST},
    )


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("What is the fine for parking without a permit?", "penalty charge notice of £70"),
        ("How much is a second permit?", "£120 a year"),
        ("Can Blue Badge holders park in resident bays?", "Blue Badge holders may park in any resident bay"),
        ("How much is a private filling?", "120"),
        ("How long do I have to appeal?", "within 20 school days"),
    ],
)
def test_the_readers_questions_are_answered(westbridge: Engine, question: str, quoted: str) -> None:
    assert_answered(westbridge, question, quoted)


def test_who_may_apply_is_no_answer_to_what_is_needed(westbridge: Engine) -> None:
    assert_not_answered_by(westbridge, "What do I need to apply for a permit?", "can apply for a permit")


def test_may_instead_reads_the_verb_the_question_needs() -> None:
    needed = analyse("What do I need to apply for a permit?", "")
    assert may_instead(needed, candidate("Residents living in a zone can apply for a permit to park in their zone."))
    assert may_instead(needed, candidate("Members are eligible to apply for a second permit."))
    # a sentence that says what is needed answers, whoever it says may
    assert not may_instead(needed, candidate("Residents can apply for a permit and must show proof of address."))
    assert not may_instead(needed, candidate("Apply online with your vehicle registration and a proof of address."))
    # another question is not read this way
    assert not may_instead(analyse("Who can apply for a permit?", ""), candidate("Residents can apply for a permit."))
