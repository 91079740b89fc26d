"""An expenses FAQ asked in its own words (2026-12-02, fifty-ninth session): "When will I be paid?",
"What if I lose a receipt?" and "Can I claim for my partner's travel?" are the page's own headings,
and each got passages: the judge rates a question line low (it is never quoted; P 0.07-0.24) and
the paragraph under it, which need not repeat the question's words, under its threshold."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.faq import answered_below
from rag_core.answer.understand.question import analyse
from tests.helpers.builders import new_library
from tests.helpers.candidates import candidate

FAQ = """<html><head><title>Expenses FAQ | Tamsin Engineering intranet</title></head><body>
<main><h1>Expenses FAQ</h1>
<h2>When will I be paid?</h2>
<p>Approved claims are paid with the next monthly salary run, on the last working day of the month.</p>
<h2>What if I lose a receipt?</h2>
<p>Complete a missing receipt declaration in Concur. You can do this no more than twice a year.</p>
<h2>Can I claim for my partner's travel?</h2>
<p>No. Travel costs for partners or family members are never reimbursed.</p>
</main></body></html>"""


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield Engine(
        new_library(tmp_path_factory.mktemp("expenses") / "data", embedder, {"expenses_faq.html": FAQ.encode()})
    )


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("When will I be paid?", "Approved claims are paid with the next monthly salary run"),
        ("What if I lose a receipt?", "Complete a missing receipt declaration in Concur."),
        ("Can I claim for my partner's travel?", "Travel costs for partners or family members are never reimbursed."),
    ],
)
def test_the_faqs_own_question_asked_is_answered_by_the_paragraph_under_it(
    engine: Engine, question: str, answer: str
) -> None:
    response = engine.ask(question, session_id=question)
    assert response.mode.value == "direct_answer"
    assert answer in (response.answer or "")
    assert question not in (response.answer or "")  # the heading itself is never quoted
    # Changed 2026-12-06 (seventy-third session; it asserted never high): read under the FAQ's own
    # question, "Complete a missing receipt declaration ..." and "... never reimbursed." are rated
    # P 0.96-0.98 by the judge itself and shown high; one taken below the judge's threshold is not.
    assert response.confidence.level != "high" or response.confidence.score >= 0.9


def test_only_a_question_line_in_the_questions_own_words_stands_for_it() -> None:
    line = candidate("When will I be paid?", start=0, p=0.07)
    under = candidate("Approved claims are paid with the next monthly salary run.", start=22, p=0.3)
    assert answered_below(analyse("When will I be paid?", ""), [under, line], 0.8, "") == [under]
    assert answered_below(analyse("When are claims paid?", ""), [under, line], 0.8, "") == []  # other words
    low = candidate("When will I be paid?", start=0, p=0.01)
    assert answered_below(analyse("When will I be paid?", ""), [under, low], 0.8, "") == []
    # the sentence under it must read as a likely answer: the espresso blend does not say "all"
    faq = candidate("Is all your coffee organic?", start=0, p=0.07)
    espresso = candidate("Our espresso blend is certified organic.", start=29, p=0.07)
    assert answered_below(analyse("Is all your coffee organic?", ""), [espresso, faq], 0.8, "") == []
    # "all" is a word of the question: "Is your coffee organic?" is another question
    organic = candidate("Is your coffee organic?", start=0, p=0.07)
    yes = candidate("Yes. All our coffee is certified organic.", start=25, p=0.5)
    assert answered_below(analyse("Is all your coffee organic?", ""), [yes, organic], 0.8, "") == []
    assert answered_below(analyse("Is your coffee organic?", ""), [yes, organic], 0.8, "") == [yes]
