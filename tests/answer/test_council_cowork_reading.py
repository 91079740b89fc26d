"""A district council's waste guide, collection days sheet and recycling centre page, and a
coworking firm's membership agreement and FAQ, asked as their readers ask (2026-12-04,
sixty-seventh session; the questions and the quotes that answer them written before any answer was
seen).

Before: "When is the brown bin collected?" (no brown bin in the guide) was answered high by
"General waste is collected every two weeks in your grey bin."; "Is food waste collected weekly?"
lacked "weekly" beside "every week"; "How often is recycling collected?" saw no frequency in "on
alternate weeks"; "Do you accept asbestos?" got passages beside "Asbestos is not accepted at the
centre." (the page's five rules dilute its passage, and the judge's cross-encoder reads the "not"
as no answer); "When do I get my deposit back?" lacked "back" beside "is refunded within 14 days";
"How fast is the wifi?" was refused beside the FAQ's "What internet speed do you have?".
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.kinds import another_kind
from rag_core.answer.judging.stated import narrower
from rag_core.answer.understand.question import analyse
from rag_core.answer.understand.slots import has_shape
from rag_core.messages import Mode
from tests.helpers.answers import assert_answered, engine_on
from tests.helpers.candidates import candidate
from tests.helpers.office import heading, make_docx, make_xlsx, para
from tests.helpers.pdfs import make_pdf

GUIDE = make_pdf(
    [
        "Ashford Vale District Council\nWaste and recycling guide 2025\n\n"
        "General waste is collected every two weeks in your grey bin. "
        "Recycling is collected on alternate weeks in your blue bin. "
        "Food waste is collected every week in the small green caddy. "
        "Please put your bins out by 6:30am on your collection day.",
        "Garden waste\n\n"
        "The garden waste service costs £52 a year and runs from March to November. "
        "Bulky items such as sofas and fridges can be collected for a fee of £35 for up to three items.",
        "What goes in the blue bin\n\n"
        "Plastic bottles, tins, cans, paper and cardboard can go in the blue bin. "
        "Glass must not be put in the blue bin; take it to a bottle bank instead. "
        "Soft plastics such as carrier bags are not accepted.",
    ],
    title="Waste and recycling guide 2025",
)
DAYS = make_xlsx(
    {
        "Collection days": [
            ["Area", "Grey bin day", "Blue bin day"],
            ["Kennington", "Monday", "Tuesday"],
            ["Willesborough", "Wednesday", "Thursday"],
        ]
    },
    title="Collection days by area",
)
CENTRE = b"""<html><head><title>Household recycling centre - Ashford Vale</title></head><body>
<h1>Household recycling centre</h1>
<p>The recycling centre on Brunswick Road is open every day from 8am to 6pm, except Christmas Day.</p>
<p>Residents must book a slot online before visiting.</p>
<p>Vans and trailers need a permit, which is free for residents.</p>
<p>Asbestos is not accepted at the centre.</p>
<p>A replacement bin costs \xc2\xa328, including delivery.</p>
</body></html>"""
AGREEMENT = make_docx(
    heading("Hive Works membership agreement", 1),
    para("Hive Works operates three coworking spaces in Bristol, Bath and Cardiff."),
    para("Members have access to the building 24 hours a day using their key fob."),
    para("Either party may end the membership by giving one month's written notice."),
    para("A deposit equal to one month's fee is payable on joining and is refunded within 14 days of leaving."),
    title="Hive Works membership agreement",
)
FAQ = b"""# Hive Works FAQ

## Is there parking?

There are 12 parking spaces at the Bristol site, which cost 8 pounds a day.

## What internet speed do you have?

All sites have a 1 Gbps fibre connection.
"""


@pytest.fixture(scope="module")
def council(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(
        tmp_path_factory, embedder, "council", {"waste_guide.pdf": GUIDE, "days.xlsx": DAYS, "centre.html": CENTRE}
    )


@pytest.fixture(scope="module")
def cowork(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "cowork", {"agreement.docx": AGREEMENT, "faq.md": FAQ})


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("Is food waste collected weekly?", "every week"),
        ("How often is recycling collected?", "alternate weeks"),
        ("Do you accept asbestos?", "Asbestos is not accepted"),
    ],
)
def test_the_council_answers_its_residents(council: Engine, question: str, quoted: str) -> None:
    assert_answered(council, question, quoted)


def test_a_bin_of_another_colour_is_not_the_asked_one(council: Engine) -> None:
    response = council.ask("When is the brown bin collected?", session_id="brown")
    assert response.mode is not Mode.DIRECT_ANSWER or "grey bin" not in (response.answer or ""), response.answer
    assert_answered(council, "When is the grey bin collected?", "every two weeks in your grey bin")


def test_another_kind_is_named_by_another_word_of_the_same_group() -> None:
    grey = candidate("General waste is collected every two weeks in your grey bin.")
    assert another_kind(analyse("When is the brown bin collected?"), grey)
    assert not another_kind(analyse("When is the grey bin collected?"), grey)
    assert not another_kind(analyse("When is the gray bin collected?"), grey)  # one colour, two spellings
    # a word of the group the question says too is asked about, and a colour of another thing is not
    assert not another_kind(analyse("Is the blue bin collected on the same day as the grey bin?"), grey)
    assert not another_kind(analyse("When is the brown caddy collected?"), grey)
    # a list of the group's words names the thing after it with each of them
    both = candidate("Black and grey bins are collected on Mondays.")
    assert not another_kind(analyse("When is the black bin collected?"), both)
    assert another_kind(analyse("When is the brown bin collected?"), both)
    gold = candidate("Silver membership costs £30 a month.")
    assert another_kind(analyse("How much is gold membership?"), gold)
    assert not another_kind(analyse("How much is a new bin?"), candidate("A replacement bin costs £28."))


def test_a_yes_no_statement_of_fewer_things_than_asked_is_no_answer() -> None:
    question = analyse("Is a partner named on every Fenwick project?")
    assert narrower(question, "Every education project has a named partner.")
    assert not narrower(question, "Every project has a named partner.")
    data = analyse("Is all customer data encrypted at rest?")
    assert not narrower(data, "We encrypt all customer data at rest.")
    assert narrower(data, "We encrypt all payment card data at rest.")
    rooms = analyse("Do the rooms have wifi?")
    assert not narrower(rooms, "All our rooms have free wifi.")
    assert not narrower(rooms, "Every single room has free wifi.")
    assert narrower(rooms, "All superior rooms have free wifi.")


def test_alternate_weeks_say_how_often() -> None:
    assert has_shape("frequency", "Recycling is collected on alternate weeks in your blue bin.")
    assert not has_shape("frequency", "Please choose an alternate route.")


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("When do I get my deposit back?", "refunded within 14 days"),
    ],
)
def test_the_coworking_firm_answers_its_members(cowork: Engine, question: str, quoted: str) -> None:
    assert_answered(cowork, question, quoted)


def test_wifi_is_said_as_internet(cowork: Engine) -> None:
    response = cowork.ask("How fast is the wifi?", session_id="wifi")
    assert response.mode is not Mode.HARD_REFUSAL, response.answer
    shown = [h.highlight for h in response.related_highlights or []] or [response.answer or ""]
    assert any("internet speed" in h or "1 Gbps" in h for h in shown), shown
