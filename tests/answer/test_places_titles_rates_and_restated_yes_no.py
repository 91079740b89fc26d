"""The place a question ends in, a section's title, a rate that is no length, the reader's own number,
a season the document is not about and a yes/no question answered in its own words (2026-12-07,
eighty-sixth session, found by documents written blind for the probes: a bus company's passenger guide,
a council library's joining page, a water bill, a five-a-side league's rules and fixtures).

"Can I bring my dog on the bus?" was answered, high, by "We can carry no more than 2 dogs per bus"
(the only sentence saying "bus"; "Dogs are welcome free of charge" missed it, though the guide is
Ferncombe Buses'). "How long can I keep a book for?" was answered by "If you keep a DVD longer, you will
be charged another £1.50 for each extra week or part of a week." (a rate read as a length of time),
"I've lost my library card, what do I do?" by the heading "Lost or stolen library card", "What's my
account number?" by the water company's own bank account, and "When does the autumn season start?" by
the spring season's start in the league's Spring 2026 rules. "Are slide tackles allowed?" was shown
"Slide tackles are not allowed." only as a passage (P 0.41).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.kinds import in_condition_only
from rag_core.answer.judging.lent import heading_lines, section_title
from rag_core.answer.judging.stated import restates
from rag_core.answer.understand.question import analyse, ending_place
from rag_core.answer.understand.slots import has_shape
from rag_core.text.sentences import split_sentences
from tests.helpers.answers import assert_answered, assert_not_answered_by, engine_on
from tests.helpers.candidates import candidate
from tests.helpers.pdfs import make_pdf

GUIDE = b"""# Ferncombe Buses passenger guide

## Tickets

Buy your ticket from the driver with cash or a contactless card. A day ticket costs \xc2\xa35.20.

## Dogs and bikes

Dogs are welcome free of charge, at the driver's discretion. Dogs must be kept on a lead and must not sit
on seats. Assistance dogs are always welcome. We can carry no more than 2 dogs per bus, not including
assistance dogs.

We cannot carry full-size bicycles on any of our buses.
"""

LIBRARY = """<html><head><title>Join the library | Harbridge Council</title></head><body>
<h1>Join the library</h1>
<p>Joining Harbridge Libraries is free for everyone who lives, works or studies in Harbridge.</p>
<h2>Charges, overdue items and lost items</h2>
<p>Since 1 April 2024, we no longer charge overdue fines on books, audiobooks or reading group sets.</p>
<p>Adult DVDs cost \u00a31.50 to borrow for 1 week. If you keep a DVD longer, you will be charged another \u00a31.50
for each extra week or part of a week.</p>
<p>You will not be able to borrow or renew items if you owe us \u00a310 or more.</p>
<h3>Lost or stolen library card</h3>
<p>Tell us as soon as possible so we can stop anyone else using your card. Replacement cards cost \u00a32 for
adults. Replacement children's cards are free.</p>
</body></html>""".encode()

BILL = make_pdf(
    [
        "Hollinmoor Water\nhollinmoorwater.co.uk Billing enquiries 0345 600 4412\nMs J Petrakis\n8 Orchard Rise\n"
        "Fellbrook\nHM4 2RJ\nYour water and sewerage bill\nAccount number: 6014 2287 935 Bill date: 17 March 2026\n"
        "Billing period: 1 September 2025 to 10 March 2026 (191 days)\nAmount to pay: \u00a3312.89 by 7 April 2026\n"
        "Your meter readings\nYou used 63 cubic metres of water in this period. One cubic metre is 1,000 litres, so "
        "that is about 330 litres a day.\nWe will next read your meter in September 2026.\nWays to pay\n"
        "- Direct Debit: pay the full amount, or spread it over 6 monthly Direct Debit payments of \u00a352.15 starting "
        "on 1 May 2026. Set it up at hollinmoorwater.co.uk/directdebit or call 0345 600 4417.\n"
        "- Bank transfer: pay Hollinmoor Water Ltd, sort code 40-11-62, account number 71049263. Use your 11-digit "
        "account number as the reference.\n"
        "- By phone: call our automated payment line on 0345 600 4418, 24 hours a day, with your debit or credit card.\n"
        "- In person: pay with cash or card at any Post Office or PayPoint outlet, using the barcode below.\n"
        "Barcode reference: 9826 6014 2287 9350 0317\n"
    ],
    title="Water bill",
)

RULES = b"""# Ashvale Monday Night Five-a-Side League

## League rules and information - Spring 2026 season

## 1. Season and format

- The Spring 2026 season has **8 teams**. Every team plays every other team once, so each team plays
  7 league matches.
- The season starts on Monday 13 April 2026. The last round of league matches is on Monday 8 June 2026.
- There are **no matches on bank holidays**, so there are no games on 4 May or 25 May.
- Kick-off times are 19:00 and 19:45. Please arrive at least 10 minutes before your kick-off time.
- **Finals night is Monday 15 June 2026.** The top four teams in the final league table play semi-finals
  (1st v 4th and 2nd v 3rd) at 19:00, and the final is played at 19:45.
- The league champions receive the Ashvale Shield and medals for up to 10 players.

## 5. Match rules

- Matches are two halves of 18 minutes, with a 2-minute break at half time.
- The ball must not go above head height (about 2 metres). If it does, an indirect free kick is awarded
  where the ball went over head height.
- There is no offside.
- Slide tackles are not allowed. A slide tackle is a direct free kick, and a reckless one is a red card.
- When the ball goes out of play over the side line, the game restarts with a kick-in, not a throw-in.
- Only the goalkeeper is allowed in the goal area (the D). An outfield player who enters the D gives away
  a direct free kick (attacker) or a penalty (defender).
- The goalkeeper must stay in the D and may not pick up a deliberate pass from a team-mate.
- Penalties are taken from the penalty spot, 6 metres from goal.
- All free kicks are direct unless the rules say otherwise, and opponents must be at least 3 metres away.
- The referee's decision is final.
"""


@pytest.fixture(scope="module")
def buses(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "buses", {"Ferncombe_Buses_Passenger_Guide.md": GUIDE})


@pytest.fixture(scope="module")
def council(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {"harbridge.gov.uk_libraries_join-the-library.html": LIBRARY}
    yield engine_on(tmp_path_factory, embedder, "council", files)


@pytest.fixture(scope="module")
def water(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "water", {"Hollinmoor_Water_bill.pdf": BILL})


@pytest.fixture(scope="module")
def mixed(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {"harbridge.gov.uk_libraries_join-the-library.html": LIBRARY, "Hollinmoor_Water_bill.pdf": BILL}
    yield engine_on(tmp_path_factory, embedder, "mixed", files)


@pytest.fixture(scope="module")
def league(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "league", {"Ashvale_5s_League_Rules_Spring_2026.md": RULES})


def test_the_bus_a_question_ends_in_is_the_guides_own(buses: Engine) -> None:
    # every dog sentence is about Ferncombe Buses' buses: the one saying "bus" is no better answer
    assert_not_answered_by(buses, "Can I bring my dog on the bus?", "2 dogs per bus")


@pytest.mark.parametrize(
    ("question", "words"),
    [
        ("Can I bring my dog on the bus?", {"bus"}),
        ("Is there wifi at the library?", {"library"}),
        # another word after it: the bus station is no bus
        ("How much does it cost to park at the bus station?", set()),
        # what is asked about, not where: its sentences must say it
        ("How long is the contract?", set()),
        ("Who is the manager at Hartley Road?", set()),
    ],
)
def test_the_place_a_question_ends_in(question: str, words: set[str]) -> None:
    assert ending_place(analyse(question).tokens) == words


def test_a_rate_per_week_is_no_length_and_a_title_no_answer(council: Engine) -> None:
    assert_not_answered_by(council, "How long can I keep a book for?", "DVD")
    response = council.ask("I've lost my library card, what do I do?", session_id="lost")
    assert (response.answer or "").strip() != "Lost or stolen library card", response.answer


@pytest.mark.parametrize(
    ("text", "length"),
    [
        ("If you keep a DVD longer, you will be charged another £1.50 for each extra week or part of a week.", False),
        ("We charge £2 per day for a child seat.", False),
        ("Reservations are kept for a week.", True),
        ("Books can be borrowed for 3 weeks.", True),
    ],
)
def test_a_length_of_time_is_not_a_rate_per_unit(text: str, length: bool) -> None:
    assert has_shape("duration", text) is length


def test_a_heading_line_states_nothing_but_a_label_line_does() -> None:
    text = (
        "Lost or stolen library card\n\nTell us as soon as possible so we can stop anyone else using your card.\n\n"
        "Contact us\n\nHeadteacher: Mrs Anita Bhandari\n\nSchool office: 01536 287 400"
    )
    sentences = split_sentences(text)
    headings = heading_lines(text, sentences)
    titles = [s.text for s, h in zip(sentences, headings) if section_title(text, s, h)]
    assert "Lost or stolen library card" in titles
    assert not [t for t in titles if "Headteacher" in t or "Tell us" in t]


def test_the_readers_own_number_is_the_bills_labelled_one(water: Engine) -> None:
    assert_answered(water, "What's my account number?", "6014 2287 935")


def test_a_season_the_documents_name_is_not_another(league: Engine) -> None:
    assert_not_answered_by(league, "When does the autumn season start?", "13 April")
    assert_answered(league, "When does the season start?", "13 April 2026")


def test_a_yes_no_question_is_answered_in_its_own_words(league: Engine) -> None:
    assert_answered(league, "Are slide tackles allowed?", "Slide tackles are not allowed.")


@pytest.mark.parametrize(
    ("question", "quote", "restated"),
    [
        ("Are slide tackles allowed?", "Slide tackles are not allowed.", True),
        ("Is parking free?", "Parking is free.", True),
        # a condition or another thing added is more than the question asked
        ("Is parking free?", "Parking is free for customers.", False),
        ("Are slide tackles allowed?", "Slide tackles are allowed only in the under-12s.", False),
    ],
)
def test_a_sentence_restates_a_question_only_in_its_words(question: str, quote: str, restated: bool) -> None:
    assert restates(analyse(question), quote) is restated


def test_what_the_reader_owes_is_the_bills_amount_to_pay(water: Engine) -> None:
    # "owe" is said as "to pay": the bill's line answers, not "nothing in the documents"
    assert_answered(water, "How much do I owe?", "Amount to pay: £312.89")


def test_a_sum_only_in_a_condition_is_no_amount_owed(mixed: Engine) -> None:
    # "... if you owe us £10 or more" says when borrowing stops, not what the reader owes (was high)
    assert_not_answered_by(mixed, "How much do I owe?", "£10 or more")


@pytest.mark.parametrize(
    ("question", "quote", "conditional"),
    [
        ("How much do I owe?", "You will not be able to borrow or renew items if you owe us £10 or more.", True),
        ("How much is the card?", "If your balance exceeds £1,000, you can apply for a card.", True),
        # the sum is in the main clause
        ("How much is the late fee?", "You pay £5 if you are late.", False),
        ("How much is the late fee?", "The late fee is £5.", False),
    ],
)
def test_a_sum_in_the_condition_alone(question: str, quote: str, conditional: bool) -> None:
    assert in_condition_only(analyse(question), candidate(quote)) is conditional
