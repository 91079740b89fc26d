"""An offer letter with a benefits table (PDF), a gym's terms with a membership table, a school's
timings table and a policy schedule's cover table, asked as their readers ask (2026-12-06,
seventy-eighth session; the questions and the quotes that answer them written before any answer was
seen).

Before: "How long is my probation?" was answered by "After you have passed your probation, you will
receive full pay for up to 4 weeks of sickness absence ..." (the letter's "Probation period | Six
months" row was not read: its table has words, not figures); "How much notice do I have to give once
I've passed probation?" by "... 5 days' paid study leave per year, once you have passed your
probation."; "Which membership lets me use other gyms?" by "We may end your membership immediately if
you ... let someone else use your membership." (high); "When can I use the gym on an Off-Peak
membership?" by "Off-Peak | Joining fee | £10"; "How much is a day pass for a friend?" by "... two
free guest passes each calendar month"; "What time does my Reception child finish school?" by the
"Lunch" row's "11:45am to 12:45pm".
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.amounts import count_for_price, money_for_when
from rag_core.answer.judging.deeds import spans_another
from rag_core.answer.judging.defines import defines_mine
from rag_core.answer.judging.kinds import names_none_of_which
from rag_core.answer.understand.question import analyse
from tests.helpers.answers import assert_answered, assert_not_answered_by, engine_on
from tests.helpers.candidates import candidate
from tests.helpers.pdfs import make_table_pdf

LETTER = make_table_pdf(
    [
        "Dear Samuel,",
        "I am delighted to offer you the position of Senior Accounts Assistant in our Finance team.",
        "The main terms of your employment are summarised in the table below.",
    ],
    "Summary of salary and benefits",
    [
        ["Item", "Details"],
        ["Base salary", "£34,500 per annum, paid monthly in arrears"],
        ["Annual leave", "25 days plus bank holidays"],
        ["Probation period", "Six months"],
        ["Notice period during probation", "One week by either party"],
        ["Notice period after probation", "One month by either party"],
        ["Life assurance", "4 x base salary"],
    ],
    [
        "Once you have passed your probation, you may work from home for up to two days a week.",
        "After you have passed your probation, you will receive full pay for up to 4 weeks of sickness "
        "absence in any 12-month period, and Statutory Sick Pay after that.",
        "We will pay your ACCA exam fees, and give you 5 days' paid study leave per year, once you have "
        "passed your probation.",
    ],
)
SCHEDULE = make_table_pdf(
    [
        "Thank you for choosing Hearthstone Home Insurance. This schedule shows the cover you have chosen.",
        "Policy number: HHI-7730418-02",
        "Annual premium: £384.60 including Insurance Premium Tax",
    ],
    "Your cover",
    [
        ["Section of cover", "Cover", "Sum insured", "Excess"],
        ["Buildings", "Included", "£450,000", "£250"],
        ["Contents", "Included", "£60,000", "£150"],
        ["Home emergency", "Not included", "Add for £29.99 a year", "-"],
    ],
    [
        "The excess is the amount you pay towards each claim.",
        "To make a claim, call our 24-hour claims line on 0345 072 6610 or use the claims page on our website.",
    ],
)
HANDBOOK = make_table_pdf(
    ["ECN2041 Applied Econometrics - Module Handbook 2025/26", "The module is assessed as follows."],
    "Assessment",
    [
        ["Component", "Weight", "Deadline or date"],
        ["Problem set", "15%", "Friday 13 February 2026, 12:00 noon"],
        ["Empirical project", "35%", "Monday 23 March 2026, 12:00 noon"],
        ["Final exam", "50%", "University exam period, May 2026"],
    ],
    ["You must also achieve a mark of at least 35% in the final exam to pass the module."],
)
MANUAL = """HALDEN WM8614 WASHING MACHINE - USER MANUAL (EXTRACT)

2. Programmes

+------------------+----------+--------------+----------+--------------+
| Programme        | Max load | Default temp | Max spin | Approx. time |
+------------------+----------+--------------+----------+--------------+
| Cotton           | 8 kg     | 40°C         | 1400 rpm | 3 h 29 min   |
| Synthetics       | 4 kg     | 40°C         | 1200 rpm | 1 h 55 min   |
| Delicates        | 2 kg     | 30°C         | 600 rpm  | 1 h 04 min   |
+------------------+----------+--------------+----------+--------------+

4. Error codes

| Code | Meaning               | What to do                                                           |
|------|-----------------------|----------------------------------------------------------------------|
| E20  | Water is not draining | Clean the drain pump filter and check the drain hose is not blocked. |
| E30  | Door lock fault       | Close the door firmly and restart; if the code returns, call Halden. |
""".encode()
GYM = (
    "<html><head><title>FlexFit membership terms</title></head><body><main><h1>Membership terms</h1>"
    "<h2>1. Membership options and prices</h2>"
    "<table><tr><th>Membership</th><th>Monthly fee</th><th>Joining fee</th><th>When you can visit</th></tr>"
    "<tr><td>Off-Peak</td><td>\u00a321.99</td><td>\u00a310</td><td>Weekdays 10am to 4pm</td></tr>"
    "<tr><td>Standard</td><td>\u00a329.99</td><td>\u00a320</td><td>Any time, home club only</td></tr>"
    "<tr><td>Multi-Club</td><td>\u00a337.99</td><td>\u00a325</td><td>Any time, at all FlexFit clubs</td></tr>"
    "</table><h2>4. Ending your membership</h2>"
    "<p>4.4 We may end your membership immediately if you break the gym rules, behave abusively towards "
    "staff or other members, or let someone else use your membership.</p>"
    "<h2>5. Guests and day passes</h2>"
    "<p>5.1 Standard and Multi-Club members receive two free guest passes each calendar month; other "
    "membership types do not include guest passes.</p>"
    "<p>5.4 Non-members can buy a day pass for \u00a38.50 at reception or in the app.</p>"
    "</main></body></html>"
).encode()
SCHOOL = (
    "<html><head><title>Hollybrook Primary - information for parents</title></head><body><main>"
    "<h1>Information for parents</h1><h2>The school day</h2>"
    "<table><tr><th></th><th>Reception</th><th>Years 1 and 2</th><th>Years 3 to 6</th></tr>"
    "<tr><td>Gates open</td><td>8:40am</td><td>8:40am</td><td>8:40am</td></tr>"
    "<tr><td>Lunch</td><td>11:45am to 12:45pm</td><td>12:00pm to 1:00pm</td><td>12:15pm to 1:15pm</td></tr>"
    "<tr><td>End of day</td><td>3:10pm</td><td>3:15pm</td><td>3:20pm</td></tr>"
    "</table><p>Reception children are collected from their classroom door.</p></main></body></html>"
).encode()


@pytest.fixture(scope="module")
def libraries(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[dict[str, Engine]]:  # type: ignore[no-untyped-def]
    """One library per reader, as each has it."""
    files = {
        "letter": {"Offer_Letter_Samuel_Okoro.pdf": LETTER},
        "schedule": {"Hearthstone_Policy_Schedule.pdf": SCHEDULE},
        "gym": {"flexfit-membership-terms.html": GYM},
        "school": {"hollybrook-parents.html": SCHOOL},
        "handbook": {"ECN2041_Module_Handbook.pdf": HANDBOOK},
        "manual": {"Halden_WM8614_manual.txt": MANUAL},
    }
    yield {name: engine_on(tmp_path_factory, embedder, name, its) for name, its in files.items()}


def test_a_pdf_table_of_words_answers_by_its_row(libraries: dict[str, Engine]) -> None:
    assert_answered(libraries["letter"], "How long is my probation?", "Six months")
    assert_answered(libraries["schedule"], "How much are my buildings insured for?", "\u00a3450,000")
    assert_answered(libraries["schedule"], "What's my excess if I claim on contents?", "\u00a3150")


def test_a_length_of_another_thing_is_no_answer(libraries: dict[str, Engine]) -> None:
    assert_not_answered_by(libraries["letter"], "How long is my probation?", "4 weeks of sickness absence")
    assert_not_answered_by(
        libraries["letter"], "How much notice do I have to give once I've passed probation?", "study leave"
    )
    question = analyse("How long is my probation?")
    sick = "After you have passed your probation, you will receive full pay for up to 4 weeks of sickness absence."
    assert spans_another(question, candidate(sick, answer_value="4 weeks"))
    assert spans_another(question, candidate("You may work from home, once you have passed your probation."))
    assert not spans_another(question, candidate("Your probation lasts six months from your start date."))


def test_a_which_question_needs_the_one_it_asks_for(libraries: dict[str, Engine]) -> None:
    question = "Which membership lets me use other FlexFit gyms?"
    assert_not_answered_by(libraries["gym"], question, "let someone else use your membership")
    ends = "4.4 We may end your membership immediately if you let someone else use your membership."
    assert names_none_of_which(analyse(question), candidate(ends))
    assert not names_none_of_which(analyse(question), candidate("The Multi-Club membership covers every club."))


def test_a_when_or_a_price_is_not_answered_by_another_kind_of_figure(libraries: dict[str, Engine]) -> None:
    when = "When can I use the gym on an Off-Peak membership?"
    assert_not_answered_by(libraries["gym"], when, "\u00a310")
    price = "How much is a day pass for a friend who isn't a member?"
    assert_not_answered_by(libraries["gym"], price, "two free guest passes")
    guests = "5.1 Standard members receive two free guest passes each calendar month."
    assert count_for_price(analyse(price), candidate(guests, answer_value="two"))
    deposit = "The deposit is two months' rent."
    assert not count_for_price(analyse("How much is the deposit?"), candidate(deposit, answer_value="two"))
    assert money_for_when(analyse(when), candidate("Off-Peak | Joining fee: \u00a310", answer_value="\u00a310"))


def test_a_row_whose_label_says_none_of_the_question_is_no_time_of_it(libraries: dict[str, Engine]) -> None:
    assert_not_answered_by(libraries["school"], "What time does my Reception child finish school?", "11:45am")


def test_a_row_of_one_value_answers_whatever_its_columns(libraries: dict[str, Engine]) -> None:
    assert_answered(libraries["school"], "What time do the gates open?", "8:40am")


def test_the_number_to_ring_is_the_line_that_gives_one(libraries: dict[str, Engine]) -> None:
    assert_answered(libraries["schedule"], "What number do I ring to make a claim?", "0345 072 6610")


def test_a_deadline_column_answers_when_a_thing_is_due(libraries: dict[str, Engine]) -> None:
    assert_answered(libraries["handbook"], "When is the empirical project due?", "Monday 23 March 2026")


def test_a_text_file_s_tables_are_read_as_tables(libraries: dict[str, Engine]) -> None:
    assert_answered(libraries["manual"], "What does error code E30 mean?", "Door lock fault")
    assert_answered(libraries["manual"], "What's the maximum load for Synthetics?", "4 kg")


def test_a_price_for_a_thing_each_span_is_its_labelled_price(libraries: dict[str, Engine]) -> None:
    assert_answered(libraries["schedule"], "How much do I pay for this policy each year?", "\u00a3384.60")


def test_what_my_thing_is_is_not_what_such_a_thing_is(libraries: dict[str, Engine]) -> None:
    question = "What's my excess if I claim on contents?"
    assert_answered(libraries["schedule"], question, "\u00a3150")
    general = candidate("The excess is the amount you pay towards each claim.")
    assert defines_mine(analyse(question), general)
    assert not defines_mine(analyse(question), candidate("The excess is \u00a3150 for each contents claim."))
    assert not defines_mine(analyse("What is an excess?"), general)
