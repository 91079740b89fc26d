"""A product's name taken for an organisation, everyday capitals read as names, an age one turns, and
a phrase the documents hyphenate (2026-12-08, ninetieth session, found by ten more documents written
blind for the probes: a software licence with its support policy, a student flat's contract with its
FAQ, an expenses policy, a GP's leaflet, a driving school's page, a health plan's summary).

A software company's licence page (Northgrove Software Ltd's, about "Quillstack Desktop") and its
Markdown "Quillstack Desktop - Release and Support Policy" were two organisations, so each of the
thirteen questions asked of them ("can I sell my licence to someone else?") got "Which company do you
mean?". So did a student residence's contract (Quayside Student Living Ltd's) beside its "Foundry Court"
FAQ. "Is the card machine slip OK as a receipt?" was refused with "No indexed document covers OK.", as
were "Do I need ID to register with you?" (ID), "Am I still covered under warranty if I use it in my
B&B?" and "how much does an ER visit cost me". "You can start lessons as soon as you turn 17, ..."
gave no age to "how old do i have to be to start lessons", which the licence line "... from the age of
15 years and 9 months" answered instead. "out of pocket max for in-network?" was refused as matching
nothing: the plan writes "out-of-pocket". A care home's "... stay away for 48 hours after any sickness"
answered "what are the visiting hours", read as a time of day.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.understand.brands import without_products
from rag_core.answer.understand.coverage import uncovered_organisations
from rag_core.answer.understand.slots import has_shape
from rag_core.ingest.profile import DocumentProfile, EntitySource
from rag_core.messages import Mode
from rag_core.text.hyphens import carried_by_hyphen, joined
from rag_core.text.lexicon import stem, tokens
from tests.helpers.answers import assert_answered, engine_on
from tests.helpers.pdfs import make_pdf

EULA = b"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>End User Licence Agreement | Quillstack Desktop | Northgrove Software</title></head>
<body>
<header><a class="logo" href="/">Northgrove Software</a>
<nav><ul><li><a href="/quillstack">Quillstack Desktop</a></li><li><a href="/support">Support</a></li></ul></nav>
</header>
<main>
<h1>Quillstack Desktop - End User Licence Agreement</h1>
<p>This End User Licence Agreement is a legal agreement between you and Northgrove Software Ltd, a company
registered in England and Wales, for the use of Quillstack Desktop (the "Software").</p>
<h2>1. Licence</h2>
<p>You may install and use the Software on up to three (3) devices that you own or control.</p>
<p>You may not sell, rent, lend or sublicense the Software or your licence key to anyone else.</p>
<h2>2. Refunds</h2>
<p>If you are not satisfied with the Software, you may ask for a full refund within 21 days of purchase.</p>
<h2>3. Governing law</h2>
<p>This agreement is governed by the law of England and Wales.</p>
</main>
<footer><p>&copy; 2025 Northgrove Software Ltd. All rights reserved.</p></footer>
</body></html>
"""

SUPPORT = b"""# Quillstack Desktop - Release and Support Policy

_Last reviewed: January 2025._

## How we release new versions

- **Major versions** (e.g. 6.0, 7.0) are released once a year, usually in October.
- Release notes for every version are published on the Northgrove blog on the day of release.

## How long each version is supported

Each major version receives full support for **24 months** after its release date.
"""

DRIVING = b"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Learner drivers | Roadwise Driving School</title></head>
<body><main>
<h1>Learning to drive with Roadwise</h1>
<h2>Getting started</h2>
<p>You can start lessons as soon as you turn 17, as long as you hold a valid provisional driving licence.</p>
<p>If you haven't applied for your provisional licence yet, you can do this online with the DVLA from the age
of 15 years and 9 months.</p>
<p>Standard lessons last 1 hour, and we pick you up from home, college or work.</p>
</main></body></html>
"""

EXPENSES = make_pdf(
    [
        "Staff travel and expenses policy\n\n"
        "4. Receipts\n"
        "An itemised VAT receipt must be provided for every expense of GBP 10 or more. "
        "Credit and debit card terminal slips are not accepted as receipts because they do not show what was "
        "bought or the VAT charged. Claims must be submitted within 30 days of the expense."
    ]
)


@pytest.fixture(scope="module")
def software(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(
        tmp_path_factory,
        embedder,
        "software",
        {"quillstack-eula.html": EULA, "release-and-support-policy.md": SUPPORT},
    )


@pytest.fixture(scope="module")
def driving(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "driving", {"learner-drivers.html": DRIVING})


@pytest.fixture(scope="module")
def expenses(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "expenses", {"staff-travel-and-expenses-policy.pdf": EXPENSES})


@pytest.mark.parametrize(
    "question",
    ["can I sell my licence to someone else?", "how long is each major version supported"],
)
def test_a_product_in_a_title_is_its_makers_and_no_one_is_asked_which_company(software: Engine, question: str) -> None:
    response = software.ask(question, session_id=question)
    assert response.clarify is None, response.clarify  # was "Which company do you mean?"
    assert response.mode is not Mode.HARD_REFUSAL, response.answer


def _profile(entity: str, source: EntitySource, aliases: tuple[str, ...] = ()) -> DocumentProfile:
    return DocumentProfile(entity=entity, aliases=aliases, doc_type="policy", source=source)


def test_only_a_titled_name_the_other_writes_out_and_that_names_it_back_is_a_product() -> None:
    profiles = {
        "eula": _profile("Northgrove Software Ltd", EntitySource.FIRST_PAGE, ("northgrove software", "northgrove")),
        "policy": _profile("Quillstack Desktop", EntitySource.TITLE, ("quillstack desktop",)),
    }
    text = {"eula": "Northgrove Software Ltd licenses Quillstack Desktop", "policy": "the Northgrove blog"}

    def phrase_docs(phrase: str, docs: set[str]) -> list[str]:
        return sorted(d for d in docs if phrase.lower() in text[d].lower())

    names = ["Northgrove Software Ltd", "Quillstack Desktop"]
    assert without_products(names, profiles, phrase_docs) == ["Northgrove Software Ltd"]
    # A policy that never names Northgrove is another organisation's: still asked which.
    text["policy"] = "the Quillstack blog"
    assert without_products(names, profiles, phrase_docs) == names
    # Nor is a name its cover gives (two filers that name each other) ever a product.
    text["policy"] = "the Northgrove blog"
    profiles["policy"] = _profile("Quillstack Desktop", EntitySource.COVER, ("quillstack desktop",))
    assert without_products(names, profiles, phrase_docs) == names


@pytest.mark.parametrize(
    "question",
    [
        "Is the card machine slip OK as a receipt?",
        "Do I need ID to register with you?",
        "Am I still covered under warranty if I use it in my B&B?",
        "how much does an ER visit cost me",
    ],
)
def test_everyday_capitals_name_no_organisation(question: str) -> None:
    assert uncovered_organisations(question, {}, lambda word: False) == ()


def test_a_slip_ok_as_a_receipt_gets_the_policys_line_not_a_refusal(expenses: Engine) -> None:
    question = "Is the card machine slip OK as a receipt?"
    response = expenses.ask(question, session_id=question)
    assert response.mode is not Mode.HARD_REFUSAL, response.answer  # was "No indexed document covers OK."
    shown = (response.answer or "") + " ".join(h.highlight for h in response.related_highlights or [])
    assert "terminal slips are not accepted" in shown


@pytest.mark.parametrize(
    ("text", "gives"),
    [
        ("You can start lessons as soon as you turn 17, as long as you hold a provisional licence.", True),
        ("Once your child reaches 5 years old they move up to the Oaks room.", True),
        ("When you turn 18 you can drive a minibus.", True),
        ("Prices turn 17% higher once you reach 5 lessons.", False),
        ("Once you reach 10 lessons you get one free.", False),
    ],
)
def test_an_age_one_turns_or_reaches_is_an_age_one_must_be(text: str, gives: bool) -> None:
    assert has_shape("min_age", text) is gives


def test_how_old_to_start_is_the_age_one_turns_not_when_to_apply_for_a_licence(driving: Engine) -> None:
    assert_answered(driving, "how old do i have to be to start lessons", "as soon as you turn 17")


def test_a_phrase_of_three_words_is_its_hyphenated_word() -> None:
    carried = carried_by_hyphen(tokens("out of pocket max for in-network?"), tokens("the out-of-pocket limit"))
    assert {stem("out"), stem("pocket")} <= carried
    assert stem("max") not in carried
    assert carried_by_hyphen(tokens("is it up to date"), tokens("keep it up-to-date")) >= {stem("date")}
    assert carried_by_hyphen(tokens("out of the pocket"), tokens("the out-of-pocket limit")) == set()
    assert joined("e-mail") == joined("email")


@pytest.mark.parametrize(
    ("text", "gives"),
    [
        ("Visitors are asked to stay away for 48 hours after any sickness or diarrhoea.", False),
        ("Report a leak within 2 hours after you find it.", False),
        ("Please arrive 30 minutes before your appointment time.", True),
        ("Friends and family are welcome every day between 9.00am and 8.00pm.", True),
    ],
)
def test_hours_one_stays_away_for_are_no_time_of_day(text: str, gives: bool) -> None:
    # "what are the visiting hours" was answered by the care home's sickness rule (P 0.82)
    assert has_shape("clock_time", text) is gives
