"""A schedule dates no past event (rag_core.answer.judging.schedule, read by the date a sentence
gives): "When did the museum open?" is not answered by the museum's opening hours."""

from __future__ import annotations

from rag_core.answer.judging.schedule import asks_past_event, said_in_present
from rag_core.answer.understand.question import analyse, question_terms
from tests.helpers.stats import EvenStats


def _terms(question: str):  # type: ignore[no-untyped-def]
    return question_terms(analyse(question), EvenStats(), set())  # type: ignore[arg-type]


def test_when_did_asks_a_past_event_and_when_is_does_not() -> None:
    assert asks_past_event(_terms("When did the museum open?"))
    assert asks_past_event(_terms("When was the bridge built?"))
    assert not asks_past_event(_terms("When is the museum open?"))
    assert not asks_past_event(_terms("What did the museum open?"))


def test_a_schedule_is_said_in_the_present_and_a_history_is_not() -> None:
    assert said_in_present("The museum is open every day from 10:00 to 17:00, except 24 to 26 December.")
    assert said_in_present("Lessons run 09:00-15:30 on weekdays.")
    assert not said_in_present("The museum was opened in 1962 and is open every day.")  # a year
    assert not said_in_present("It has been open every day since 3 March.")  # said in the past
    assert not said_in_present("The museum stands on the river bank.")  # nothing recurs
