"""A medical practice's documents asked as its patients ask, each case one the engine had missed on
a fresh organisation's files (2026-12-02):

- "Are you open on Saturdays?" was refused with "No indexed document covers Saturdays.": a
  weekday in the plural was read as an organisation's name the documents never mention;
- "Who is eligible for a COVID booster?" was refused with "No indexed document covers COVID.":
  the documents write it numbered ("COVID-19"), which is counted as one word, so neither the
  coverage check nor the evidence gate found "COVID" in them;
- "What is the practice address?", "What is the closing date?": a phrase ending in "address" or
  "date" asks for a place or a date, not for a definition.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.understand.classify import AnswerType, classify
from rag_core.answer.understand.coverage import uncovered_organisations
from rag_core.messages import Mode
from rag_core.text.lexicon import tokens
from rag_core.text.word_forms import carried_by_hyphen
from tests.helpers.builders import new_library

VACCINATIONS = b"""<html><head><title>Flu and COVID vaccinations | Millbrook Medical Practice</title></head><body>
<main><h1>Flu and COVID-19 vaccinations</h1>
<p>Flu vaccinations are available from 1 October for patients aged 65 and over.</p>
<p>COVID-19 autumn boosters are offered to people aged 75 and over and to care home residents.</p>
<p>The surgery is open from 8am to 6.30pm, Monday to Friday, and on Saturday mornings from 8am to 12 noon.</p>
</main></body></html>"""


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {"vaccinations.html": VACCINATIONS}
    yield Engine(new_library(tmp_path_factory.mktemp("practice") / "data", embedder, files))


def test_a_weekday_in_the_plural_is_no_organisation() -> None:
    assert uncovered_organisations("Are you open on Saturdays?", {}, lambda word: False) == ()
    assert uncovered_organisations("Is Acme open on Saturdays?", {}, lambda word: False) == ("Acme",)


@pytest.mark.parametrize(
    ("question", "text", "carried"),
    [
        ("Who is eligible for a COVID booster?", "COVID-19 autumn boosters are offered to people aged 75.", {"covid"}),
        ("Does it run on Windows?", "It runs on Windows-11 only.", {"window"}),
        ("Is there a party?", "We share data with third-party advertisers.", set()),  # a part, but not numbered
    ],
)
def test_a_name_numbered_after_a_hyphen_carries_the_name(question: str, text: str, carried: set[str]) -> None:
    assert carried_by_hyphen(tokens(question), tokens(text)) == carried


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        ("Who is eligible for a COVID booster?", "COVID-19 autumn boosters are offered"),
        ("Are you open on Saturdays?", "Saturday mornings"),
    ],
)
def test_a_name_the_documents_write_otherwise_is_no_reason_to_refuse(
    engine: Engine, question: str, sentence: str
) -> None:
    response = engine.ask(question, session_id=question)
    assert response.mode is not Mode.HARD_REFUSAL, response.answer
    shown = (response.answer or "") + " ".join(h.highlight for h in response.related_highlights or [])
    assert sentence in shown, question


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("What is the practice address?", AnswerType.PLACE),
        ("What is the registered office address?", AnswerType.PLACE),
        ("What is the closing date?", AnswerType.DATE),
        ("What is the closing date for applications?", AnswerType.ENTITY),  # a factoid already
        ("What is the email address of the data protection officer?", AnswerType.ENTITY),
    ],
)
def test_a_phrase_headed_by_address_or_date_asks_for_a_place_or_a_date(question: str, kind: AnswerType) -> None:
    assert classify(question).answer_type is kind
