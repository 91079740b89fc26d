"""A yes/no question ("Can I work from home?") is not answered by a sentence that says what a term
means ("'Home worker' means an employee whose contract names their home as their usual place of
work.", which the judge rated P 0.99, high): whether something is allowed is no definition. The
definition still answers what the term means."""

from __future__ import annotations

from pathlib import Path

from rag_core.answer.engine import Engine
from rag_core.messages import Mode
from rag_core.text.defining import defined_term
from tests.helpers.builders import new_library

HANDBOOK = """# Northgate Academy - Staff Handbook

## Definitions

'Home worker' means an employee whose contract names their home as their usual place of work.

## Remote work

Office staff may work remotely for up to three days a week.

Staff may not work remotely from outside Canada.
"""
DEFINITION = "'Home worker' means an employee whose contract names their home as their usual place of work."


def test_a_definition_answers_what_a_term_means_not_whether_something_is_allowed(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    engine = Engine(new_library(tmp_path / "data", embedder, {"northgate_handbook.md": HANDBOOK.encode()}))
    for question in ("Can I work from home?", "Can I work from home, please?"):
        response = engine.ask(question, session_id=f"d-{question}")
        assert response.answer != DEFINITION, question
        assert response.mode is not Mode.DIRECT_ANSWER or "three days a week" in (response.answer or "")
    meaning = engine.ask("What does home worker mean?", session_id="d-meaning")
    assert meaning.mode is Mode.DIRECT_ANSWER
    assert meaning.answer == DEFINITION


def test_a_sentence_that_defines_a_term_is_recognised() -> None:
    assert defined_term(DEFINITION) == ("", "Home worker", "means")
    assert defined_term("A near miss is an event that could have made a customer ill but did not.") == (
        "a",
        "near miss",
        "is",
    )
    assert defined_term("Office staff may work remotely for up to three days a week.") is None
