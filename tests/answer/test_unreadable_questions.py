"""Questions the engine cannot read are declined saying what it reads, never "provide more context"."""

from __future__ import annotations

import time

from rag_core import messages
from rag_core.answer.engine import Engine
from rag_core.messages import Mode, RefusalReason

LONG = "What was Acme's revenue for 2023 and how did it change from the year before? " * 1300  # ~100 KB


def test_a_100_kb_question_is_declined_at_once_with_the_limit_and_its_length(acme: Engine) -> None:
    started = time.perf_counter()
    response = acme.ask(LONG)
    assert time.perf_counter() - started < 5
    assert response.mode is Mode.HARD_REFUSAL and response.refusal_reason is RefusalReason.TOO_LONG
    assert response.answer == messages.too_long(len(LONG.strip()), 2000)
    assert "up to 2,000 characters" in response.answer and f"{len(LONG.strip()):,}" in response.answer
    assert response.clarify is None and "more context" not in response.answer
    logged = acme.log.recent(1)[0]
    assert logged.refusal_reason == "too_long" and len(logged.question) == 2000


def test_a_question_in_chinese_is_asked_for_in_english(acme: Engine) -> None:
    response = acme.ask("Acme 公司2023年的收入是多少？")
    assert response.refusal_reason is RefusalReason.NOT_ENGLISH
    assert "questions in English" in response.answer and "more context" not in response.answer
    assert response.clarify is None


def test_an_english_question_naming_a_foreign_word_is_still_searched(acme: Engine) -> None:
    response = acme.ask("What was Acme's revenue for 2023 (营收)?")
    assert response.refusal_reason is None and response.mode in (Mode.DIRECT_ANSWER, Mode.GUIDED_FALLBACK)
