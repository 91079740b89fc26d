"""A statement of the asked measure misses none of the question's words that name that measure
another way, and the board that declares a dividend does not narrow it."""

from __future__ import annotations

from rag_core.answer.judging.context import JudgeContext
from rag_core.answer.judging.measure import judge_measure
from rag_core.answer.judging.statement import check_sentence
from rag_core.answer.understand.frame import frame_question
from rag_core.ingest.profile import DocumentProfile
from rag_core.settings import AnswerSettings
from rag_core.text.measures import load_lexicon
from tests.helpers.candidates import candidate

LEXICON = load_lexicon()
RELEASE = DocumentProfile(
    entity="Harbour Resorts International", aliases=("harbour resorts",), doc_type="earnings release", fiscal_year=2022
)


def _judged(question: str, text: str, missing: tuple[str, ...]):  # type: ignore[no-untyped-def]
    frame = frame_question(question, {}, LEXICON)
    assert frame.measure is not None
    context = JudgeContext(frame, LEXICON, {}, frozenset(question.lower().split()))
    return judge_measure(candidate(text, missing=missing), context, RELEASE, 1.0, AnswerSettings())


def test_a_question_naming_the_measure_otherwise_misses_no_word_of_it() -> None:
    # The lexicon's buybacks are also "repurchases of common stock": the question's "stock" is there.
    judged = _judged(
        "How much stock did Harbour Resorts buy back in 2022?",
        "Share buybacks of $2.8 billion in 2022 and $352 million in 4Q22.",
        ("stock",),
    )
    assert judged.states_measure and judged.missing == ()
    # A word that is not the measure's stays missing: the sentence does not say where.
    judged = _judged(
        "How much stock did Harbour Resorts buy back in Macau in 2022?",
        "Share buybacks of $2.8 billion in 2022 and $352 million in 4Q22.",
        ("stock", "macau"),
    )
    assert judged.missing == ("macau",)


def test_a_sentence_without_the_measure_keeps_what_it_misses() -> None:
    judged = _judged(
        "How much stock did Harbour Resorts buy back in 2022?", "Hotel occupancy was 93% in 2022.", ("stock",)
    )
    assert not judged.states_measure and judged.missing == ("stock",)


def test_the_board_that_declares_a_dividend_does_not_narrow_it() -> None:
    question = "What quarterly dividend did Pfizer's board declare in June 2023?"
    frame = frame_question(question, {}, LEXICON)
    assert frame.measure is not None
    text = "In June 2023, our BOD declared a dividend of $0.41 per share, payable on September 5, 2023."
    check = check_sentence(frame, frame.measure, LEXICON, text, None, set(question.lower().split()))
    assert check.states_measure and not check.qualifier and check.value == "$0.41"
