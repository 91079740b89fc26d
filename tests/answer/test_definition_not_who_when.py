"""A question of who, when or where about a term is not answered by the sentence that defines the
term. On the shipped samples, "Who must a reportable incident be reported to?" had been answered,
with high confidence (P 0.98), by "A reportable incident is any collision, injury or spillage that
involves a Northwind vehicle.", and "When must ...?" by the same sentence: it says what the
incident is, not to whom or when it is reported. The definition still answers what the term is,
and a definition whose term is not the question's subject still names who ("Who is responsible for
the daily operation of a depot?": "A depot manager is the person responsible ...")."""

from __future__ import annotations


import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.gates import defines_subject
from rag_core.answer.understand.question import analyse
from rag_core.messages import Mode
from tests.helpers.builders import LibraryCache
from tests.helpers.candidates import candidate

DEFINITION = "A reportable incident is any collision, injury or spillage that involves a Northwind vehicle."
RULE = "Every reportable incident must be reported to the depot manager within 24 hours."


@pytest.fixture(scope="module")
def engine(indexed: LibraryCache, tmp_path_factory: pytest.TempPathFactory, embedder) -> Engine:  # type: ignore[no-untyped-def]
    return Engine(indexed.samples(tmp_path_factory.mktemp("who-when") / "data", embedder))


@pytest.mark.parametrize(
    "question",
    [
        "Who must a reportable incident be reported to?",
        "To whom must a reportable incident be reported?",
        "When must a reportable incident be reported?",
    ],
)
def test_a_definition_of_the_subject_is_no_answer_to_who_or_when(engine: Engine, question: str) -> None:
    response = engine.ask(question, session_id=f"who-when-{question}")
    assert response.answer != DEFINITION
    assert response.mode is not Mode.DIRECT_ANSWER or RULE in (response.answer or "")
    # The passages still show the rule that says it.
    shown = [f.quote for f in response.evidence.facts] + [h.highlight for h in response.related_highlights or []]
    assert any(RULE in text for text in shown), shown


def test_the_definition_still_says_what_the_term_is(engine: Engine) -> None:
    response = engine.ask("What is a reportable incident?", session_id="who-when-what")
    assert response.mode is Mode.DIRECT_ANSWER
    assert response.answer == DEFINITION


@pytest.mark.parametrize(
    ("question", "sentence", "vetoed"),
    [
        ("Who must a reportable incident be reported to?", DEFINITION, True),
        ("When should a near miss be reported?", "A near miss is an unplanned event that did no harm.", True),
        ("Where are consignment notes kept?", "A consignment note is the transport document of a shipment.", True),
        # The definition names the asked kind itself: a time, a role.
        (
            "When must a reportable incident be reported?",
            "A reportable incident is one reported within 24 hours.",
            False,
        ),
        (
            "Who must a reportable incident be reported to?",
            "A reportable incident is one the depot manager hears of.",
            False,
        ),
        # Conditions, not a time; the term is not the question's subject; no who, when or where asked.
        ("When is an incident reportable?", DEFINITION, False),
        ("Who is responsible for a depot?", "A depot manager is the person responsible for one depot.", False),
        ("What does a depot manager do?", "A depot manager is the person responsible for one depot.", False),
        ("Who must a reportable incident be reported to?", RULE, False),
        # "The ... is ..." identifies, it does not define.
        ("Where is the fire assembly point?", "The fire assembly point is the car park behind Building C.", False),
        ("Where is the Speak Up line?", "The Speak Up line refers to a free telephone service.", True),
    ],
)
def test_which_definitions_say_what_instead_of_who_when_or_where(question: str, sentence: str, vetoed: bool) -> None:
    assert defines_subject(analyse(question), candidate(sentence)) is vetoed
