"""A module handbook, a home insurance summary, an API's documentation, a council's bin collection
page and a school's travel policy, asked as their readers ask (2026-12-06, seventy-second session;
the questions and the quotes that answer them written before any answer was seen).

Before: "What are the prerequisites?" got passages led by the heading "## Prerequisites" while the
one sentence under it, "Students must have passed ECON1011 ...", states them (the cross-encoder read
that sentence without its heading, and the heading, which says nothing, as its rival); "What is the
limit for valuables?" missed "Valuables are covered up to £2,000 per item."; "What happens if I
exceed the rate limit?" missed "Requests over the limit receive HTTP status 429."; "What happens on
bank holidays?" was read as asking for an explanation; "What is not covered?" as asking what "not
covered" means; "When will Wexford High School review its travel policy?" was answered **wrong** by
"This travel policy takes effect on 21 August 2026." (the file name
"wexford_high_school_policy-travel.md" did not give "travel" to "The next review of this policy is due
on 15 March 2028.": a hyphen did not part its words).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.lent import cross_read, surroundings
from rag_core.answer.understand.classify import QuestionKind, classify
from rag_core.answer.understand.question import analyse
from rag_core.answer.judging.schedule import range_ends
from rag_core.answer.judging.sentences import ASKED_NEGATED, emphatic_stems
from rag_core.text.lexicon import name_stems, tokens
from rag_core.text.sentences import Sentence
from tests.helpers.answers import assert_answered, assert_not_answered_by, engine_on
from tests.helpers.candidates import candidate
from tests.helpers.office import heading, make_docx, make_xlsx, para

HANDBOOK = b"""# ECON2041 Intermediate Microeconomics - Module Handbook 2026/27

## Module leader
Dr Hannah Mercer (h.mercer@uni.example). Office hours are Tuesdays 2-4 pm in room E214.

## Attendance
Attendance at seminars is compulsory. Students who miss more than three seminars will be contacted by their personal tutor.

## Prerequisites
Students must have passed ECON1011 Principles of Economics.

## Late submission
Work submitted late without an approved extension receives a mark of zero.
"""
INSURANCE = make_docx(
    heading("Home Contents Insurance - Policy Summary", 1),
    para("Insurer: Calderbrook Mutual. Policy number: HC-20931-77."),
    heading("What is covered", 2),
    para("Your contents are covered up to £45,000 against fire, theft, flood, storm and escape of water."),
    para("Valuables are covered up to £2,000 per item."),
    heading("What is not covered", 2),
    para("We do not cover wear and tear, damage by pets or theft from an unlocked property."),
    title="Policy summary",
)
API = b"""# Parcelly API v2

The Parcelly API lets you create shipments and track parcels. All requests use HTTPS and return JSON.

## Rate limits
Each key may make 600 requests per minute. Requests over the limit receive HTTP status 429.

## Versioning
Version 1 of the API will be switched off on 30 June 2027.
"""
BINS = b"""# Bin collections - Ashford Vale District Council

## Collection days
General waste (black bin) is collected every other Tuesday. Food waste caddies are collected every week.

## Bank holidays
Collections due on a bank holiday take place on the following day.

## Missed collections
Report a missed bin within two working days of your collection day.
"""
TRAVEL = b"""# Wexford High School - Travel Policy

Plan trips early to keep costs down. This travel policy applies to everyone who works for Wexford High School.

This travel policy takes effect on 21 August 2026. It replaces the version issued on 27 January 2023.

## Rules

Every trip abroad needs the prior approval of the headteacher.

Business mileage in a private car is reimbursed at 52p per mile.

## Review

The next review of this policy is due on 15 March 2028.
"""
LEAFLET = """<html><head><title>Package leaflet: Loratin 10 mg tablets</title></head><body>
<h1>Loratin 10 mg tablets (loratadine)</h1>
<h2>4. Possible side effects</h2>
<p>The most common side effects in adults are headache, tiredness and nervousness.</p>
<h2>6. Contents of the pack</h2>
<p>Each pack contains 30 tablets. The inactive ingredients are lactose monohydrate, maize starch and magnesium stearate.</p>
</body></html>""".encode()
FERRIES = make_xlsx(
    {
        "Timetable": [
            ["Route", "Departs", "Arrives", "Days"],
            ["Oban - Craignure", "07:30", "08:20", "Daily"],
            ["Craignure - Oban", "08:45", "09:35", "Daily"],
            ["Oban - Colonsay", "11:00", "13:20", "Mon, Wed, Fri"],
        ]
    }
)
REMOTE = b"""Rowan Labs Inc. - Remote Working Policy

This remote working policy applies to everyone who works for Rowan Labs Inc.

Staff may work from home up to three days a week. Teams agree their own office days.

This remote working policy is owned by the head of people, Renee Devereux.
"""

RECALL = """<html><head><title>Product recall: BrewMax 1.7 litre kettle - Halden Appliances</title></head><body>
<h1>Safety recall: BrewMax 1.7 litre kettle (model HK-170)</h1>
<p>Halden Appliances is recalling the BrewMax 1.7 litre kettle, model HK-170, because the base can overheat.</p>
<h2>How many were sold</h2>
<p>About 38,000 affected kettles were sold in the UK and Ireland.</p>
<h2>Other models</h2>
<p>No other Halden kettles are affected.</p>
</body></html>""".encode()

RENTAL = b"""# Car hire terms - Dalesway Rentals

All rentals include unlimited mileage within the United Kingdom. A child seat costs GBP 9 per day, up to GBP 60 per rental.
"""
TREATIES = b"""The Treaties limit free trade, to prioritise other values such as public health, consumer protection and
labour rights. Treaties apply as soon as they enter into force, unless stated otherwise, and are generally
concluded for an unlimited period.
"""


@pytest.fixture(scope="module")
def libraries(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[dict[str, Engine]]:  # type: ignore[no-untyped-def]
    """One library per organisation, as each reader has it."""
    files = {
        "econ": {"econ2041-handbook.md": HANDBOOK},
        "calderbrook": {"contents-policy-summary.docx": INSURANCE},
        "parcelly": {"parcelly-api.md": API},
        "ashford": {"bin-collections.md": BINS},
        "wexford": {"wexford_high_school_policy-travel.md": TRAVEL},
        "loratin": {"loratin-leaflet.html": LEAFLET},
        "ferries": {"west-isles-ferries-winter-2026.xlsx": FERRIES},
        "rowan": {"policy-remote-working.txt": REMOTE},
        "halden": {"recall-hk170.html": RECALL},
        "dalesway": {"car-hire-terms.md": RENTAL},
        "eu": {"european-union-law.txt": TREATIES},
    }
    yield {name: engine_on(tmp_path_factory, embedder, name, its) for name, its in files.items()}


@pytest.mark.parametrize(
    ("library", "question", "quoted"),
    [
        ("econ", "What are the prerequisites?", "Students must have passed ECON1011"),
        ("calderbrook", "What is the limit for valuables?", "Valuables are covered up to £2,000 per item."),
        ("parcelly", "What happens if I exceed the rate limit?", "Requests over the limit receive HTTP status 429."),
        ("ashford", "What happens on bank holidays?", "take place on the following day"),
        ("loratin", "Does it contain lactose?", "The inactive ingredients are lactose monohydrate"),
        ("rowan", "Who owns the remote working policy?", "owned by the head of people, Renee Devereux"),
    ],
)
def test_the_readers_questions_are_answered(
    libraries: dict[str, Engine], library: str, question: str, quoted: str
) -> None:
    assert_answered(libraries[library], question, quoted)


def test_the_heading_is_no_answer_and_the_section_under_it_still_answers_what_it_says(
    libraries: dict[str, Engine],
) -> None:
    """Heard under its heading, the handbook's sentences keep answering their own questions."""
    econ = libraries["econ"]
    assert_not_answered_by(econ, "What are the prerequisites?", "## Prerequisites")
    assert_answered(econ, "Is attendance compulsory?", "Attendance at seminars is compulsory.")
    assert_answered(econ, "What happens if I submit late?", "receives a mark of zero")


def test_the_review_date_answers_when_the_policy_is_reviewed(libraries: dict[str, Engine]) -> None:
    """The file name's "travel" is carried by "this policy"; and "# Wexford High School - Travel
    Policy", which names the school every sentence of the policy is about, does not make the date
    the policy takes effect an answer when its first lines are read under it."""
    question = "When will Wexford High School review its travel policy?"
    assert_answered(libraries["wexford"], question, "The next review of this policy is due on 15 March 2028.")
    assert_not_answered_by(libraries["wexford"], question, "takes effect on 21 August")
    assert "travel" in name_stems("wexford_high_school_policy-travel.md")


def _page(*lines: str) -> tuple[list[Sentence], list[bool]]:
    """Sentences of one line each and which of them are headings (the lines opening with "#")."""
    sentences, at = [], 0
    for line in lines:
        sentences.append(Sentence(at, at + len(line), line))
        at += len(line) + 1
    return sentences, [line.startswith("#") for line in lines]


def test_a_sentence_is_read_under_the_heading_that_lends_it_the_questions_word() -> None:
    text = "## Prerequisites:\nStudents must have passed ECON1011 Principles of Economics."
    sentences, headings = _page(*text.split("\n"))
    around = surroundings(text, sentences, headings, 1, {"student", "pass"}, {"prerequisit"}, set())
    assert around.title == "Prerequisites" and around.headed == {"prerequisit"}
    # a heading that lends only a name the question gives (the document's organisation) titles nothing
    text = "# Wexford High School - Travel Policy\nPlan trips early to keep costs down."
    sentences, headings = _page(*text.split("\n"))
    names = {"wexford", "school"}
    assert surroundings(text, sentences, headings, 1, {"plan", "trip"}, names, names).title == ""


def test_a_faq_answer_answers_its_question_negated_and_is_read_under_it() -> None:
    """The paragraph under "What happens if my landlord does not protect it?" answers the negated
    question, and the cross-encoder reads it under that question, which lends it the question's
    words (changed 2026-12-06, seventy-third session: it was read alone; the FAQ's question now titles
    the answer under it as a heading does, see tests/answer/test_forms_and_faq_reading.py). Not
    when the FAQ asks of all and the answer speaks of a part: under "Is all your coffee organic?",
    "Our espresso blend is certified organic." answered "All coffee organic?" on the synthetic set."""
    text = (
        "What happens if my landlord does not protect it?\n\n"
        "You can apply to court, and your landlord may have to pay you up to three times the deposit."
    )
    asked = text.index("\n")
    sentences = [Sentence(0, asked, text[:asked]), Sentence(asked + 2, len(text), text[asked + 2 :])]
    around = surroundings(text, sentences, [False, False], 1, {"court"}, {"protect", "landlord"}, set())
    assert ASKED_NEGATED in around.stems and "protect" in around.stems
    assert around.title == "What happens if my landlord does not protect it?"
    text = "Is all your coffee organic?\n\nOur espresso blend is certified organic by the Soil Association."
    asked = text.index("\n")
    sentences = [Sentence(0, asked, text[:asked]), Sentence(asked + 2, len(text), text[asked + 2 :])]
    said = {"espresso", "blend", "certifi", "organ", "soil", "associ"}
    assert surroundings(text, sentences, [False, False], 1, said, {"coffe", "organ"}, set()).title == ""


def test_a_heading_of_the_other_ones_titles_nothing(libraries: dict[str, Engine]) -> None:
    """ "No other Halden kettles are affected." under "Other models" answered "Which model is affected?"."""
    text = "## Other models\nNo other Halden kettles are affected."
    sentences, headings = _page(*text.split("\n"))
    assert surroundings(text, sentences, headings, 1, {"halden", "kettl"}, {"model", "affect"}, set()).title == ""
    assert_not_answered_by(libraries["halden"], "Which model is affected?", "No other Halden kettles")


def test_the_cross_encoder_reads_a_titled_sentence_under_its_heading_and_not_the_heading() -> None:
    titled = candidate("Students must have passed ECON1011.", title="Prerequisites", answer_value="x")
    heading_line = candidate("## Prerequisites")
    other = candidate("The pass mark is 40%.")
    chosen, texts = cross_read([heading_line, titled, other], [0, 1, 2])
    assert chosen == [1, 2]
    assert texts == ["Prerequisites: Students must have passed ECON1011.", "The pass mark is 40%."]
    # a heading over a sentence it does not complete (a word of the question still missing) stays
    incomplete = candidate("Plan trips early.", title="Prerequisites", missing=("review",))
    assert cross_read([heading_line, incomplete], [0, 1])[0] == [0, 1]


def test_what_is_covered_asks_which_things_not_what_a_word_means() -> None:
    for question in ("What is not covered?", "What is covered?", "What is excluded?", "What are not allowed?"):
        assert classify(question).kind is not QuestionKind.DEFINITION, question
    for question in ("What is an operating lease?", "What is EBITDA?", "What is speed?"):
        assert classify(question).kind is QuestionKind.DEFINITION, question


def test_a_definition_question_with_the_asks_for_the_documents_own_thing() -> None:
    assert analyse("What are the prerequisites?", "").particular
    assert analyse("What is the dress code?", "").particular
    assert not analyse("What is an operating lease?", "").particular
    assert not analyse("What is EBITDA?", "").particular


def test_a_timetable_named_by_its_file_is_searched_for_its_rows(libraries: dict[str, Engine]) -> None:
    """ "ferry" is in the file's name, not its cells, and "leave" is said as "Departs": before, the
    question was refused as about things the documents never mention."""
    response = libraries["ferries"].ask("When does the first ferry leave Oban for Craignure?", session_id="ferry")
    assert response.mode.value != "hard_refusal"
    shown = (response.answer or "") + " ".join(h.highlight for h in response.related_highlights or [])
    assert "07:30" in shown


def test_a_range_of_two_dates_says_when_it_starts_and_ends() -> None:
    assert {"end", "start"} <= range_ends("Period of cover: 1 April 2026 to 31 March 2027.")
    assert range_ends("Paid on 1 April 2026 and again on 31 March 2027.") == frozenset()


def test_own_after_a_possessive_owns_nothing() -> None:
    """ "Teams agree their own office days." held every word of "Who owns the remote working policy?"
    once the file name policy-remote-working.txt gave it "remote working policy"."""
    assert emphatic_stems(tokens("Teams agree their own office days.")) == {"own"}
    assert emphatic_stems(tokens("Teams own their own budgets.")) == set()


def test_unlimited_says_a_limit_either_way_only_for_a_yes_no_question(libraries: dict[str, Engine]) -> None:
    assert_answered(libraries["dalesway"], "Is there a limit on mileage?", "unlimited mileage")
    response = libraries["eu"].ask("What do the Treaties generally limit?", session_id="treaties")
    first = response.answer or (response.related_highlights or [])[0].highlight
    assert first.startswith("The Treaties limit free trade"), first
