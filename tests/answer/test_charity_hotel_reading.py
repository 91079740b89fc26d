"""A charity's trustees' report, volunteer handbook, safeguarding page and shop sheet, and a hotel
group's results, team handbook and guest page, asked as their readers ask (2026-12-04, sixty-fourth
session; the questions and the quotes that answer them written before any answer was seen).

Before: "What was the chief executive paid?" was answered, high, by "The chief executive, Martin
Lusk, leads a staff team of 23." (a person's title read as the measure asked, "paid" as its frame);
"How many hotels does the group have?" by "Our largest hotel ... has 96 bedrooms." once "the group"
was read as the documents' own; "a staff team of 23", "legacies contributed GBP 310,000" for "How
much came from legacies?", "aim to recruit" for "want to recruit", "45p per mile" for the mileage
rate, "on the same day" for when a concern must be reported, "was appointed chair of trustees",
"was succeeded by Fiona Ebdon", "Team members are paid monthly" for "When are staff paid?" and
"How are tips shared?" got passages. A primary school's documents: "What time does school finish?"
was answered by "The school gates open at 08:40 and the school day starts at 08:50." (a time of
day, its shape, at P 0.41; "starts" said the opposite of "finish", "ends" was not read as it);
"Why is the school closed on 1 September?" (P 0.96) and "What share of pupils met the expected
standard ...?" got passages.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.amounts import counts_other
from rag_core.answer.judging.extract import answer_value
from rag_core.answer.judging.named import named_value
from rag_core.answer.understand.classify import AnswerType, Asked, classify
from rag_core.answer.understand.measure_asked import measure_answers
from rag_core.answer.understand.question import amount_frame_words, analyse, question_terms
from rag_core.answer.understand.slots import has_shape
from rag_core.answer.judging.compared import of_another_year
from rag_core.answer.understand.frame import frame_question
from rag_core.ingest.profile import DocumentProfile
from rag_core.messages import Mode
from rag_core.text.measures import load_lexicon
from rag_core.text.lexicon import says_opposite, tokens
from rag_core.text.word_forms import carried_by_phrase, carried_in_other_form
from tests.helpers.answers import assert_answered, engine_on
from tests.helpers.candidates import candidate
from tests.helpers.office import heading, make_docx, para
from tests.helpers.pdfs import make_pdf
from tests.helpers.stats import EvenStats

REPORT = make_pdf(
    [
        "Harbourlight Trust\nTrustees' Report and Accounts for the year ended 31 March 2025\n\nChair's foreword\n\n"
        "Harbourlight Trust supports people leaving hospital who live alone in Plymouth and South Devon. "
        "Total income was GBP 1.84 million, of which legacies contributed GBP 310,000.",
        "Governance\n\nThe Trust is governed by a board of nine trustees, who meet quarterly. "
        "Dr Helen Okafor was appointed chair of trustees in September 2024. "
        "The chief executive, Martin Lusk, leads a staff team of 23.",
        "Looking ahead\n\nIn 2025/26 we plan to open a second hub in Torbay. "
        "We aim to recruit 80 new volunteers by March 2026.",
    ],
    title="Harbourlight Trust Annual Report 2024-25",
)
HANDBOOK = make_docx(
    heading("Volunteer handbook"),
    heading("Expenses", 2),
    para("Mileage is reimbursed at 45p per mile for journeys to and from clients."),
    para("Expense claims must be submitted within 30 days using the online form."),
    title="Harbourlight volunteer handbook",
)
SAFEGUARDING = b"""<html><head><title>Safeguarding policy - Harbourlight Trust</title></head><body>
<h1>Safeguarding adults policy</h1>
<p>Our designated safeguarding lead is Carol Pender, the volunteer services manager.</p>
<p>Any concern that an adult is at risk of abuse must be reported to the safeguarding lead on the same day.</p>
</body></html>"""
RESULTS = make_pdf(
    [
        "The Saltmarsh Hotel Group plc\nResults for the year ended 30 September 2025\n\nHighlights\n\n"
        "Revenue rose 8% to GBP 42.6 million. "
        "Average occupancy across our seven hotels was 81%, compared with 77% last year.",
        "Board and people\n\n"
        "Alastair Quayle stepped down as chief executive in June 2025 and was succeeded by Fiona Ebdon. "
        "Our largest hotel, The Saltmarsh Aldeburgh, has 96 bedrooms.",
    ],
    title="Saltmarsh Hotel Group results 2025",
)
TEAM = make_docx(
    heading("Saltmarsh team handbook"),
    heading("Pay", 2),
    para("Team members are paid monthly, on the last working day of the month."),
    para("Tips are shared equally among all team members on shift through the tronc scheme."),
    title="Saltmarsh team handbook",
)


SCHOOL = make_docx(
    heading("Parent handbook"),
    para("The school gates open at 08:40 and the school day starts at 08:50."),
    para("The school day ends at 15:15 for all year groups."),
    para("The school is closed to pupils on 1 September 2025 for staff training."),
    para("In the 2025 Key Stage 2 tests, 74% of pupils met the expected standard in reading, writing and maths."),
    title="Ashcombe parent handbook",
)


@pytest.fixture(scope="module")
def charity(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(
        tmp_path_factory,
        embedder,
        "charity",
        {"harbourlight_report.pdf": REPORT, "volunteer_handbook.docx": HANDBOOK, "safeguarding.html": SAFEGUARDING},
    )


@pytest.fixture(scope="module")
def hotel(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(
        tmp_path_factory, embedder, "hotel", {"saltmarsh_results_2025.pdf": RESULTS, "team_handbook.docx": TEAM}
    )


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("How much came from legacies?", "legacies contributed GBP 310,000"),
        ("Who is the chair of trustees?", "Dr Helen Okafor was appointed chair of trustees"),
        ("How many staff does the charity have?", "leads a staff team of 23"),
        ("How many volunteers do they want to recruit?", "We aim to recruit 80 new volunteers"),
        ("What is the mileage rate?", "Mileage is reimbursed at 45p per mile"),
        ("When must a safeguarding concern be reported?", "on the same day"),
    ],
)
def test_the_charity_s_documents_answer_as_asked(charity: Engine, question: str, quoted: str) -> None:
    assert_answered(charity, question, quoted)


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("Who is the chief executive?", "was succeeded by Fiona Ebdon"),
        ("When are staff paid?", "Team members are paid monthly"),
        ("How are tips shared?", "Tips are shared equally"),
    ],
)
def test_the_hotel_s_documents_answer_as_asked(hotel: Engine, question: str, quoted: str) -> None:
    assert_answered(hotel, question, quoted)


@pytest.fixture(scope="module")
def school(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "school", {"parent_handbook.docx": SCHOOL})


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("What time does school finish?", "The school day ends at 15:15"),
        ("Why is the school closed on 1 September?", "for staff training"),
        ("What share of pupils met the expected standard at Key Stage 2?", "74% of pupils met"),
    ],
)
def test_the_school_s_handbook_answers_as_asked(school: Engine, question: str, quoted: str) -> None:
    assert_answered(school, question, quoted)


def test_starting_is_the_opposite_of_finishing_unless_ending_is_said_too() -> None:
    finish = [t for t in tokens("When does the autumn term finish?") if t.lower == "finish"]
    assert says_opposite(finish, tokens("The school day starts at 08:50."))
    assert not says_opposite(finish, tokens("The term starts on 3 September and ends on 19 December."))
    assert has_shape("reason", "The school is closed to pupils on 1 September for staff training.")
    assert not has_shape("reason", "The pool is closed for two weeks in August.")


def test_what_the_chief_executive_is_paid_is_not_who_the_chief_executive_is(charity: Engine) -> None:
    for question in ("What was the chief executive paid?", "What did the chief executive earn?"):
        assert charity.ask(question, session_id=question).mode is not Mode.DIRECT_ANSWER, question


def test_a_count_of_bedrooms_is_no_count_of_hotels(hotel: Engine) -> None:
    response = hotel.ask("How many hotels does the group have?", session_id="hotels")
    assert "96 bedrooms" not in (response.answer or "") if response.mode is Mode.DIRECT_ANSWER else True
    largest = "Our largest hotel, The Saltmarsh Aldeburgh, has 96 bedrooms."
    assert counts_other(analyse("How many hotels does the group have?"), candidate(largest, answer_value="96"))
    assert not counts_other(analyse("How many bedrooms does it have?"), candidate(largest, answer_value="96"))
    # the counted thing after an adjective, or a figure followed by no plural, is left to the judge
    assert not counts_other(
        analyse("How many hotels are there?"),
        candidate("We run 7 coastal hotels; each hotel has a spa.", answer_value="7"),
    )


@pytest.mark.parametrize(
    "question",
    ["What was the chief executive paid?", "What did the chief executive earn in 2024?", "What does membership cost?"],
)
def test_what_a_sum_paid_earned_or_charged_was_asks_an_amount(question: str) -> None:
    assert classify(question).answer_type is AnswerType.NUMBER


@pytest.mark.parametrize(
    "question",
    [
        "What is paid for by the trust?",
        "What did they spend the money on?",
        "What do I get paid for overtime?",  # a rate ("twice the normal hourly rate")
        "What was the service cost in 2019?",  # a row's label
        "What were malt and hops costs for the year ended March 31, 2025",
    ],
)
def test_what_is_paid_for_asks_a_thing(question: str) -> None:
    assert classify(question).answer_type is not AnswerType.NUMBER


def test_a_figure_measure_never_answers_when_where_or_who() -> None:
    when = classify("When are staff paid?")
    assert not measure_answers(when, "count")
    assert not measure_answers(classify("Where do staff park?"), "count")
    assert measure_answers(classify("How many staff are there?"), "count")
    assert measure_answers(classify("When does the fiscal year end?"), "date")
    assert classify("How are tips shared?").asks is Asked.BASIS


def test_the_new_holder_of_a_title_is_its_successor() -> None:
    for text in (
        "Alastair Quayle stepped down as chief executive in June 2025 and was succeeded by Fiona Ebdon.",
        "Fiona Ebdon succeeded Alastair Quayle as chief executive in June 2025.",
    ):
        start = text.index("chief executive")
        assert named_value("person", text, start, start + len("chief executive"))[0] == "Fiona Ebdon"


def test_a_count_of_the_asked_days_is_not_another_thing_counted() -> None:
    sweden = (
        "Employees in Sweden receive 30 days of paid vacation a year; employees in the Netherlands receive 27 days."
    )
    question = analyse("How many vacation days do I get in the Netherlands?")
    assert not counts_other(question, candidate(sweden, answer_value="30"))


def test_a_share_of_is_said_as_a_percentage_of_but_a_dividend_per_share_is_not() -> None:
    pupils = "In the 2025 Key Stage 2 tests, 74% of pupils met the expected standard."
    assert carried_by_phrase(tokens("What share of pupils met the standard?"), pupils) == {"share"}
    assert not carried_by_phrase(
        tokens("What is the dividend per share?"), "Sales rose 5% of which 2% came from prices."
    )


CLUB_REPORT = make_pdf(
    [
        "Kingsmead Rowing Club\nAnnual Report 2025\n\nTreasurer's report\n\n"
        "Subscription income was GBP 96,400 and total income GBP 151,200. "
        "The club made a surplus of GBP 12,700. Our crews won 14 regatta events this season."
    ],
    title="Kingsmead Rowing Club Annual Report 2025",
)
COACHING = make_docx(
    heading("Coaching handbook"),
    para("Launch drivers must hold an RYA Powerboat Level 2 certificate."),
    title="Kingsmead coaching handbook",
)


@pytest.fixture(scope="module")
def club(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(
        tmp_path_factory,
        embedder,
        "club",
        {"kingsmead_annual_report_2025.pdf": CLUB_REPORT, "coaching_handbook.docx": COACHING},
    )


def test_a_club_s_handbook_is_no_second_company_to_ask_about(club: Engine) -> None:
    for question in ("How many regatta events did the club win?", "What qualification do launch drivers need?"):
        assert club.ask(question, session_id=question).clarify is None, question
    response = club.ask("How many regatta events did the club win?", session_id="regatta")
    assert response.mode is Mode.DIRECT_ANSWER and "won 14 regatta events" in (response.answer or "")


def test_a_sentence_naming_no_year_answers_for_its_report_s_year_only(club: Engine) -> None:
    assert "surplus of GBP 12,700" in (club.ask("What was the surplus in 2025?", session_id="s25").answer or "")
    assert club.ask("What was the surplus in 2024?", session_id="s24").mode is not Mode.DIRECT_ANSWER


def test_what_share_of_a_measure_came_from_somewhere_is_framed_by_came() -> None:
    assert amount_frame_words(analyse("What share of net sales came from Norway?")) == {"came"}
    assert amount_frame_words(analyse("What came from Norway?")) == frozenset()


def test_a_count_that_changed_is_the_level_it_reached() -> None:
    question = analyse("How many wholesale customers does Wrenhollow have now?")
    terms = question_terms(question, EvenStats(), set())  # type: ignore[arg-type]
    text = "Wholesale customers rose from 31 cafés and restaurants to 38."
    assert answer_value(AnswerType.NUMBER, text, terms, {w.stem for w in terms.words}) == "38"
    hotels = "Average occupancy across our seven hotels was 81%, compared with 77% last year."
    hotel_terms = question_terms(analyse("How many hotels does the group have?"), EvenStats(), set())  # type: ignore[arg-type]
    assert answer_value(AnswerType.NUMBER, hotels, hotel_terms, {w.stem for w in hotel_terms.words}) == "seven"


_REPORT_2025 = DocumentProfile(doc_type="annual report", fiscal_year=2025)
_REPORT_2024 = DocumentProfile(doc_type="annual report", fiscal_year=2024)
_HANDBOOK_2025 = DocumentProfile(doc_type="handbook", fiscal_year=2025)


@pytest.mark.parametrize(
    ("question", "text", "profile", "vetoed"),
    [
        ("What was the surplus in 2024?", "The club made a surplus of GBP 12,700.", _REPORT_2025, True),
        ("What was the surplus in 2025?", "The club made a surplus of GBP 12,700.", _REPORT_2025, False),
        ("What was the surplus in 2024?", "Last year's surplus was GBP 9,800.", _REPORT_2025, False),
        ("What was the surplus in 2024?", "The surplus was GBP 9,800 in 2024.", _REPORT_2025, False),
        # a "2024/25" report is 2024's by its first year: a later year asked is left to the judge
        ("When does the summer term end in 2025?", "The summer term ends on Friday 18 July.", _REPORT_2024, False),
        # a handbook reports no year of its own
        ("What was the surplus in 2024?", "The club made a surplus of GBP 12,700.", _HANDBOOK_2025, False),
    ],
)
def test_a_yearless_sentence_of_a_later_annual_report_is_not_about_an_earlier_year(
    question: str, text: str, profile: DocumentProfile, vetoed: bool
) -> None:
    assert of_another_year(frame_question(question, {}, load_lexicon()), text, profile) is vetoed


def test_review_findings_stay_mended() -> None:
    # a count of everyone the figure counts, the asked staff said after it
    school = "The school employs 46 teachers and support staff."
    assert not counts_other(analyse("How many staff does the school employ?"), candidate(school, answer_value="46"))
    # a deed before another: no signer
    terms = question_terms(analyse("Who signed the agreement?"), EvenStats(), set())  # type: ignore[arg-type]
    approved = "The agreement, signed in May, was approved by the board."
    assert answer_value(AnswerType.PERSON, approved, terms, {w.stem for w in terms.words}) == ""
    # open and close are no opposites (a surgery's hours answer when it closes); a row giving half of
    # a pair the question asks for is still the opposite of the other half
    words = tokens("How many stores were open at the close of fiscal 2023?")
    assert not says_opposite(words, tokens("Stores at close of fiscal 2023 | 1,138"))
    pair = tokens("What was the leasehold external and internal valuation in 2019?")
    assert says_opposite(pair, tokens("Leasehold | Year ended 30 June 2019 | Internal valuation % | 77%"))
    for question in ("What was the date the dividend was paid?", "What are the expenses charged to the fund?"):
        assert classify(question).answer_type is not AnswerType.NUMBER, question
    assert not measure_answers(classify("When are staff paid?"), "count")
    assert measure_answers(classify("Employees who work part-time?"), "count")


VET = b"""<html><head><title>Client information - Fenwick Lane Vets</title></head><body>
<h1>Client information</h1>
<p>Our surgeries are open from 08:00 to 19:00 on weekdays and from 09:00 to 13:00 on Saturdays.</p>
<p>A standard consultation costs GBP 52.</p>
<p>We treated 18,600 animals across our three surgeries in 2025.</p>
</body></html>"""


@pytest.fixture(scope="module")
def vet(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "vet", {"client_information.html": VET})


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("What are the opening hours?", "open from 08:00 to 19:00"),
        ("How many animals did you treat?", "18,600 animals"),
    ],
)
def test_the_vets_page_answers_as_asked(vet: Engine, question: str, quoted: str) -> None:
    assert_answered(vet, question, quoted)


def test_hours_are_said_as_a_range_of_times() -> None:
    open_ = "Our surgeries are open from 08:00 to 19:00 on weekdays."
    assert carried_in_other_form(tokens("What are the opening hours?"), tokens(open_), open_) == {"hour"}
    assert not carried_in_other_form(
        tokens("What are the opening hours?"), tokens("We open at 08:00."), "We open at 08:00."
    )
    assert classify("What are the opening hours?").answer_type is AnswerType.DATE
