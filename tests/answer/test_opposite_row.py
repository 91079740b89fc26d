"""A table row that says the opposite of a question word is never the answer: "Catering |
Expenditure: | 2024 | 1,597" was the answer, high, to a question about catering income."""

from __future__ import annotations

from rag_core.answer.judging.gates import opposite_row
from rag_core.text.lexicon import says_opposite, tokens
from tests.helpers.candidates import candidate


def _says_opposite(question: str, text: str) -> bool:
    return says_opposite(tokens(question), tokens(text))


def test_money_going_out_is_the_opposite_of_money_coming_in() -> None:
    row = "Catering | Expenditure: | Six Months Ended | 30 September 2024 | 1,597"
    assert _says_opposite("What was Wexford College's Catering income in the six months ended 30 September 2024?", row)
    assert _says_opposite("What were operating expenses in 2023?", "Operating income | 2023 | 4,120")
    # A row that says the asked word as well says no opposite: a revenue row under "Expenses and revenues".
    assert not _says_opposite("Catering revenue in 2024", "Catering | Revenue: | 2024 | 3,120")
    assert not _says_opposite("Catering revenue in 2024", "Catering | Revenue and expenses: | 2024 | 3,120")


def test_a_row_saying_the_opposite_is_never_the_answer_a_sentence_may_still_be() -> None:
    parts = ("Catering", "Expenditure:", "Six Months Ended", "30 September 2024", "1,597")
    row = candidate(" | ".join(parts), parts=parts, answer_value="1,597", antonym=True)
    assert row.is_row and opposite_row(row)
    line = candidate("Catering | Expenditure: 2024: 1,597 | 2023: 1,402", antonym=True)  # a web table's line
    assert opposite_row(line)
    sentence = candidate("Catering income rose while its expenses fell.", antonym=True)
    assert not opposite_row(sentence)  # a sentence's antonym is weighed by the judge, not vetoed


def test_one_term_season_or_day_is_not_another(tmp_path, embedder) -> None:  # type: ignore[no-untyped-def]
    """ "When does the autumn term 2026 start?" over a term-dates sheet that lists Autumn 2025,
    Spring 2026 and Summer 2026 had been answered, medium, by "Row 3: Spring 2026 | Starts: 5 January
    2026": one of a closed set (a term's season, a weekday) is not another."""
    from rag_core.answer.engine import Engine
    from rag_core.messages import Mode
    from tests.helpers.builders import new_library

    assert _says_opposite("When does the autumn term 2026 start?", "Row 3: Spring 2026 | Starts: 5 January 2026")
    assert _says_opposite("Is the office open on Friday?", "Monday | Opens: 09:00")
    assert not _says_opposite("When does the spring term end?", "Row 3: Spring 2026 | Ends: 27 March 2026")
    dates = (
        "Term,Starts,Ends\nAutumn 2025,3 September 2025,19 December 2025\n"
        "Spring 2026,5 January 2026,27 March 2026\nSummer 2026,13 April 2026,21 July 2026\n"
    )
    engine = Engine(new_library(tmp_path / "data", embedder, {"term_dates.csv": dates.encode()}))
    asked = engine.ask("When does the autumn term 2026 start?", session_id="autumn-2026")
    assert asked.mode is not Mode.DIRECT_ANSWER
    assert "January" not in (asked.answer or "")
    answered = engine.ask("When does the autumn term 2025 start?", session_id="autumn-2025")
    assert answered.mode is Mode.DIRECT_ANSWER and "3 September 2025" in (answered.answer or "")
