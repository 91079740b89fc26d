"""The analyst lexicon: measures, their other names, qualifiers, and a user's own additions."""

from __future__ import annotations

from pathlib import Path

import pytest

from rag_core.errors import RagCoreError
from rag_core.text.measures import load_lexicon


def test_synonyms_name_the_same_measure() -> None:
    lexicon = load_lexicon()
    for text in ("Total revenues were up", "net sales grew", "our revenue"):
        assert [h.measure.name for h in lexicon.find(text)] == ["revenue"]
    for text in ("Boeing total workforce", "headcount", "we had 156,000 employees"):
        assert lexicon.find(text)[0].measure.name == "employees"


def test_longest_term_wins_over_its_parts() -> None:
    hits = load_lexicon().find("Cost of sales and gross profit")
    assert [(h.measure.name, h.term) for h in hits] == [
        ("cost_of_sales", "Cost of sales"),
        ("gross_profit", "gross profit"),
    ]


def test_a_term_inside_another_measures_longer_term_does_not_state_its_own_measure() -> None:
    lexicon = load_lexicon()
    revenue, cash, net_income = (lexicon.get(name) for name in ("revenue", "cash", "net_income"))
    assert revenue is not None and cash is not None and net_income is not None
    assert lexicon.hits_of("Cost of revenue:", revenue) == []  # the section of a cost table
    assert lexicon.hits_of("Free cash flow was $1.2 billion.", cash) == []
    assert lexicon.hits_of("Net income per share, diluted", net_income) == []
    # The same words standing alone still state it, also beside the longer term.
    assert [h.term for h in lexicon.hits_of("Revenue rose; cost of revenue fell.", revenue)] == ["Revenue"]
    assert [h.term for h in lexicon.hits_of("Cash rose, free cash flow fell.", cash)] == ["Cash"]


def test_segment_word_before_the_term_narrows_it() -> None:
    lexicon = load_lexicon()
    for text, word in (
        ("Domestic segment revenue was $41.4 billion", "Domestic"),
        ("Our Biopharma revenues grew", "Biopharma"),
        ("BCA total backlog of $329,824 million", "BCA"),
    ):
        hit = lexicon.find(text)[0]
        assert lexicon.qualifier_before(text, hit, set()) == word
    text = "International revenue was $300 million"
    assert lexicon.qualifier_before(text, lexicon.find(text)[0], {"international"}) == ""


def test_neutral_words_do_not_narrow() -> None:
    lexicon = load_lexicon()
    text = "In fiscal 2023, our total revenue was $46.3 billion"
    assert lexicon.qualifier_before(text, lexicon.find(text)[0], set()) == ""


def test_a_verb_reporting_the_figure_does_not_narrow_the_term() -> None:
    lexicon = load_lexicon()
    for text in (
        "We made capital expenditures of $393 million in the six months ended June 30, 2023.",
        "The Company incurred capital expenditures of $12 million.",
        "We have paid dividends of $1.2 billion.",
    ):
        assert lexicon.qualifier_before(text, lexicon.find(text)[0], set()) == ""
    # a forecast is not the figure, and an adjective before the term still narrows it
    for text, word in (
        ("We forecasted revenues in 2023 of $67 billion to $70 billion.", "forecasted"),
        ("Committed capital expenditures were $40 million.", "Committed"),
    ):
        assert lexicon.qualifier_before(text, lexicon.find(text)[0], set()) == word


def test_user_lexicon_adds_terms_and_measures(tmp_path: Path) -> None:
    extra = tmp_path / "mine.toml"
    extra.write_text(
        '[measures.revenue]\nterms = ["takings"]\n\n[measures.fleet]\nkind = "count"\nterms = ["fleet size", "trucks"]\n',
        encoding="utf-8",
    )
    lexicon = load_lexicon(extra)
    assert lexicon.find("Takings rose")[0].measure.name == "revenue"
    assert lexicon.find("net sales")[0].measure.name == "revenue"  # ours are kept
    assert lexicon.find("What is the fleet size?")[0].measure.name == "fleet"


def test_words_a_measure_is_asked_with_are_said_by_its_statement(tmp_path: Path) -> None:
    employees = next(m for m in load_lexicon().measures if m.name == "employees")
    assert employees.unsaid(("work", "wisbech")) == ("wisbech",)
    extra = tmp_path / "mine.toml"
    extra.write_text('[measures.employees]\nterms = ["crew"]\nasked_with = ["serve"]\n', encoding="utf-8")
    mine = next(m for m in load_lexicon(extra).measures if m.name == "employees")
    assert mine.unsaid(("serve", "work", "crew", "depot")) == ("depot",)  # ours are kept
    bad = tmp_path / "bad.toml"
    bad.write_text('[measures.employees]\nterms = ["crew"]\nasked_with = "serve"\n', encoding="utf-8")
    with pytest.raises(RagCoreError, match="asked_with"):
        load_lexicon(bad)


def test_a_phrase_only_questions_use_names_the_measure_in_a_question_only(tmp_path: Path) -> None:
    lexicon = load_lexicon()
    asked = lexicon.asked("How many people work at Northwind?")
    assert [h.measure.name for h in asked] == ["employees"]
    # Never read as a statement of the measure in a document's sentence ...
    assert lexicon.find("Most people work from home on Fridays.") == []
    # ... and a question's own terms are still found.
    assert lexicon.asked("What was Best Buy's revenue?")[0].measure.name == "revenue"
    extra = tmp_path / "mine.toml"
    extra.write_text('[measures.employees]\nterms = ["crew"]\nasked_as = ["hands on deck"]\n', encoding="utf-8")
    mine = load_lexicon(extra)
    assert mine.asked("How many hands on deck are there?")[0].measure.name == "employees"
    assert mine.asked("How many people work here?")[0].measure.name == "employees"  # ours are kept
    bad = tmp_path / "bad.toml"
    bad.write_text('[measures.employees]\nterms = ["crew"]\nasked_as = "hands"\n', encoding="utf-8")
    with pytest.raises(RagCoreError, match="asked_as"):
        load_lexicon(bad)


def test_broken_user_lexicon_says_what_to_fix(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("[measures.revenue\nterms = [", encoding="utf-8")
    with pytest.raises(RagCoreError, match="not valid TOML"):
        load_lexicon(bad)
    wrong_kind = tmp_path / "kind.toml"
    wrong_kind.write_text('[measures.x]\nkind = "colour"\nterms = ["x"]\n', encoding="utf-8")
    with pytest.raises(RagCoreError, match="kind"):
        load_lexicon(wrong_kind)
