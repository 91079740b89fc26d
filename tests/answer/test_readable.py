"""The input gate: questions too long or written in another script are refused with their reason."""

from __future__ import annotations

from rag_core.answer.understand.readable import foreign_share, unreadable
from rag_core.messages import RefusalReason


def test_a_question_over_the_limit_is_too_long() -> None:
    assert unreadable("How many people? " * 20, max_chars=100) is RefusalReason.TOO_LONG
    assert unreadable("How many people?", max_chars=100) is None


def test_a_question_mostly_in_another_script_is_not_read_as_english() -> None:
    assert unreadable("公司在2023年的收入是多少？", max_chars=500) is RefusalReason.NOT_ENGLISH
    assert unreadable("Какова выручка компании?", max_chars=500) is RefusalReason.NOT_ENGLISH


def test_an_english_question_naming_a_foreign_company_is_read() -> None:
    assert unreadable("What did 腾讯 earn in 2023?", max_chars=500) is None


def test_text_without_letters_has_no_foreign_share() -> None:
    assert foreign_share("2023 / 2024 - 42%") == 0.0
    assert foreign_share("Crème brûlée") == 0.0  # accented Latin letters are Latin
