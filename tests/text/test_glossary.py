"""Analyst vocabulary spelled out for the search (rag_core.text.glossary)."""

from __future__ import annotations

from rag_core.text.glossary import GLOSSARY, expand


def test_an_abbreviation_is_spelled_out_in_the_words_filings_use() -> None:
    assert "property plant and equipment" in expand("How much PP&E did they buy in 2023?")
    assert {"current", "assets", "liabilities", "inventories"} <= set(expand("What was the quick ratio?").split())


def test_several_terms_are_joined_without_repeating_a_word() -> None:
    words = expand("Compare the current ratio and working capital").split()
    assert {"current", "assets", "liabilities", "balance", "sheet"} == set(words)
    assert len(words) == len(set(words))


def test_a_term_inside_a_longer_word_is_not_expanded() -> None:
    assert "rent" in expand("What was EBITDAR?") and "earnings before interest and taxes" not in expand("EBITDAR")
    assert expand("Who is the CEO of Weebit Nano?") == ""  # "ebit" inside a name


def test_a_question_without_analyst_terms_adds_nothing() -> None:
    assert expand("When does the cafeteria open?") == ""


def test_every_term_is_lower_case_so_matching_ignores_case() -> None:
    assert all(term == term.lower() for term in GLOSSARY)
