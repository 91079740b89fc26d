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
answered "what are the visiting hours", read as a time of day. "what hygiene rating did the copper kettle
get" of an inspection report on "The Copper Kettle Cafe" was not answered: typed in lower case, the
business's name was two ordinary words that the rating's line does not say. "how much to hire the
boardroom per hour if I'm not a member" was answered with the members' price, "how much has the county
council gone up by" with the council's charge (not its "increase of 4.99%"), and "is the HT-1200 part
of this recall?" of a recall page and its FAQ asked back "Which recall do you mean?". "i live on my own,
do i get a discount?" was no question one can answer directly (a statement first), "what date codes are
included for the HT-1520R" asked for a date, and "what time is women only swimming on sunday" found no
row of a timetable whose rows are labelled by their day. An electrician's quote's "TOTAL (incl. VAT)
£2,532.00" was cut after "incl.".
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.understand.as_named import as_named
from rag_core.answer.judging.lookup import row_named_by_a_cell
from rag_core.answer.judging.other_rows import another_side
from rag_core.answer.understand.classify import AnswerType, classify
from rag_core.answer.understand.brands import one_named, without_products
from rag_core.answer.understand.question import analyse
from rag_core.answer.understand.coverage import uncovered_organisations
from rag_core.answer.understand.slots import asked_shape, has_shape
from rag_core.ingest.profile import DocumentProfile, EntitySource
from rag_core.messages import Mode
from rag_core.text.hyphens import carried_by_hyphen, joined
from rag_core.text.lexicon import stem, tokens
from rag_core.text.sentences import split_sentences
from tests.helpers.answers import assert_answered, assert_not_answered_by, engine_on
from tests.helpers.candidates import candidate
from tests.helpers.office import make_xlsx
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


INSPECTION = make_pdf(
    [
        "Food hygiene inspection report\n\n"
        "Business name: The Copper Kettle Cafe\n"
        "Address: 14 Market Street, Ashby\n"
        "Date of inspection: 4 February 2025\n\n"
        "Food hygiene rating awarded: 3 - Generally satisfactory\n"
        "Ratings range from 0 (urgent improvement necessary) to 5 (very good).\n\n"
        "Your rating is based on the three scores below; the lowest of them decides it.\n"
        "Hygiene of food handling: some improvement needed. Structure of the premises: good.\n"
        "Confidence in management: some improvement needed."
    ]
)


@pytest.fixture(scope="module")
def inspection(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "inspection", {"copper-kettle-inspection.pdf": INSPECTION})


def test_a_name_typed_in_lower_case_is_read_as_the_report_writes_it(inspection: Engine) -> None:
    assert_answered(inspection, "what hygiene rating did the copper kettle get", "Food hygiene rating awarded: 3")


def test_only_runs_written_nowhere_in_lower_case_and_only_questions_without_capitals_are_renamed() -> None:
    names = {("copper", "kettle"): "Copper Kettle", ("kettle", "cafe"): "Kettle Cafe"}

    def written(words: list[str]) -> str:
        return names.get(tuple(words), "")

    assert as_named("what rating did the copper kettle get", written) == "what rating did the Copper Kettle get"
    # "copper kettle" is taken first, so "kettle cafe" is not looked up across it
    assert as_named("is the copper kettle cafe open", written) == "is the Copper Kettle cafe open"
    assert as_named("what rating did the Copper kettle get", written) == "what rating did the Copper kettle get"
    assert as_named("what rating did the copper get", written) == "what rating did the copper get"


COWORKING = make_xlsx(
    {
        "Meeting rooms": [
            ["Room", "Capacity", "Members (per hour)", "Non-members (per hour)", "Full day (non-members)"],
            ["The Snug", "4 people", "£12.00", "£20.00", "£140.00"],
            ["The Boardroom", "16 people", "£32.00", "£50.00", "£360.00"],
        ]
    }
)

COUNCIL_TAX = make_pdf(
    [
        "Your council tax explained 2025/26\n\n"
        "The Westmoor County Council increase of 4.99% includes 2% for the adult social care precept, "
        "which the Government allows to be spent only on adult social care.\n"
        "Ashby Town Council has kept its charge the same as last year.\n"
        "Band D charges: Westmoor County Council GBP 1,659.24; Ashby Town Council GBP 212.40."
    ]
)


@pytest.fixture(scope="module")
def coworking(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "coworking", {"coworking-prices-2025.xlsx": COWORKING})


@pytest.fixture(scope="module")
def council_tax(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "council_tax", {"council-tax-explained.pdf": COUNCIL_TAX})


def test_a_members_price_is_no_answer_for_someone_not_a_member(coworking: Engine) -> None:
    # was answered "The Boardroom | Members (per hour) | £32.00"
    assert_not_answered_by(coworking, "how much to hire the boardroom per hour if I'm not a member", "£32.00")


def test_the_other_side_of_a_non_is_another_case() -> None:
    members = candidate(
        "The Boardroom | Members (per hour) | £32.00", parts=("The Boardroom", "Members (per hour)", "£32.00")
    )
    non_members = candidate(
        "The Boardroom | Non-members (per hour) | £50.00", parts=("The Boardroom", "Non-members (per hour)", "£50.00")
    )
    not_a_member = analyse("how much is the boardroom per hour if I'm not a member")
    assert another_side(not_a_member, members)
    assert not another_side(not_a_member, non_members)
    assert another_side(analyse("members' price for the boardroom per hour"), non_members)
    assert not another_side(analyse("members' price for the boardroom per hour"), members)


def test_gone_up_by_is_an_increase(council_tax: Engine) -> None:
    assert_answered(council_tax, "how much has the county council gone up by", "increase of 4.99%")


RECALL_PAGE = b"""<!DOCTYPE html><html><head><title>Hearthline Tower Heater Recall</title></head><body><main>
<h1>Hearthline Tower Heater Recall</h1>
<p>Hearthline is recalling about 48,200 HT-1500T tower heaters because the power cord can overheat.</p>
<p>Stop using the heater, cut the cord and send us a photo to claim a full refund.</p>
</main></body></html>
"""

RECALL_FAQ = b"""# Hearthline Tower Heater Recall - Frequently Asked Questions

*Recall No. 24-117 - last updated March 1, 2024*

## Which heaters are affected?

Only the HT-1500T tower heater sold from September 2023 through January 2024 is affected.
The HT-1200 compact heater is not included in this recall, and neither are our fan heaters.
"""


@pytest.fixture(scope="module")
def recall(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "recall", {"recall.html": RECALL_PAGE, "recall_FAQ.md": RECALL_FAQ})


def test_this_recall_of_one_recalls_page_and_faq_is_not_asked_back(recall: Engine) -> None:
    question = "is the HT-1200 part of this recall?"
    response = recall.ask(question, session_id=question)
    assert response.clarify is None, response.clarify  # was "Which recall do you mean?"
    shown = (response.answer or "") + " ".join(h.highlight for h in response.related_highlights or [])
    assert "HT-1200 compact heater is not included" in shown


def test_one_named_thing_only_when_one_name_says_the_noun() -> None:
    one = {"a": _profile("Hearthline Tower Heater Recall", EntitySource.TITLE), "b": _profile("", EntitySource.TITLE)}
    assert one_named("recall", one)
    two = {**one, "c": _profile("Kestrel Kettle Recall", EntitySource.TITLE)}
    assert not one_named("recall", two)
    assert not one_named("module", one)


@pytest.mark.parametrize(
    "question",
    [
        "i live on my own, do i get a discount?",
        "I live on my own. Do I get a discount?",
        "We have a spaniel - can we bring him?",
    ],
)
def test_a_yes_no_question_after_what_the_asker_tells_is_a_yes_no_question(question: str) -> None:
    classification = classify(question)  # was "needs interpretation", never a direct answer
    assert classification.answer_type is AnswerType.YES_NO and classification.direct_eligible


def test_living_alone_gets_the_single_person_discount(council_tax_discounts: Engine) -> None:
    assert_answered(council_tax_discounts, "i live on my own, do i get a discount?", "25% discount")


COUNCIL_TAX_DISCOUNTS = make_pdf(
    [
        "Discounts and exemptions\n\n"
        "- Single person discount: if only one adult (aged 18 or over) lives in your home, you can get a 25% "
        "discount.\n"
        "- Care leavers: young people who have left local authority care and are under 25 receive a 100% discount.\n"
        "- Empty homes: a home that has been empty for over a year pays a premium of 100%."
    ]
)


@pytest.fixture(scope="module")
def council_tax_discounts(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "discounts", {"council-tax-discounts.pdf": COUNCIL_TAX_DISCOUNTS})


def test_date_codes_are_asked_as_codes_not_as_a_date() -> None:
    assert asked_shape("what date codes are included for the HT-1520R") == ""
    assert asked_shape("what date is the payment due") == "date"


SUNDAY = [
    "Row 33: Sunday | Start: 10:00 | End: 13:00 | Session: Public Swim | Pool area: Whole pool",
    "Row 34: Sunday | Start: 16:00 | End: 17:30 | Session: Family Fun | Pool area: Learner pool",
    "Row 35: Sunday | Start: 18:10 | End: 19:40 | Session: Women Only | Pool area: Whole pool",
]


def test_a_day_that_labels_several_rows_leaves_the_row_to_its_named_cell() -> None:
    found = row_named_by_a_cell(
        analyse("what time is women only swimming on sunday"), [candidate(q, p=0.3) for q in SUNDAY], "clock_time"
    )
    assert [c.quote for c in found] == [SUNDAY[2]]  # was none: "Sunday" named the row, as if alone


@pytest.mark.parametrize(
    "question",
    [
        "weekly cost of a standard room, residential care?",
        "my connection keeps expiring after a month, why?",
        "If you do promotions, will you use my data for that?",  # a condition the answer must meet too
    ],
)
def test_a_comma_alone_makes_no_yes_no_question(question: str) -> None:
    assert classify(question).answer_type is not AnswerType.YES_NO


def test_incl_and_excl_end_no_sentence() -> None:
    text = "TOTAL (incl. VAT) £2,532.00. Prices excl. VAT are shown above."
    assert [s.text for s in split_sentences(text)] == [
        "TOTAL (incl. VAT) £2,532.00.",
        "Prices excl. VAT are shown above.",
    ]


def test_a_row_that_says_the_same_not_is_the_asked_case() -> None:
    row = candidate("Machine does not switch on | Cause: Plug not connected | What to do: Check the plug and the fuse")
    assert not another_side(analyse("What should I do if the machine does not switch on?"), row)
    assert not another_side(analyse("The machine won't switch on, what should I do?"), row)
