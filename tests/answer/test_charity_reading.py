"""A wildlife charity's documents asked as its members, volunteers and trustees ask, each case one
the engine had missed on a fresh organisation's files (2026-12-02):

- a chair's statement signed on two lines ("Margaret Ellingham" over "Chair of Trustees"), which
  the page's text joins into one line, was read as a heading and never quoted;
- "The chief executive, Daniel Okonjo, is responsible ...": the name set off by commas after the
  title was read as the unit the chief executive heads ("Chief Executive Officer, Boeing Global
  Services"), so the sentence never stated who the chief executive is;
- a sentence ending in a telephone number ("... who can be reached on 01632 960 118.") was read
  as a table row flattened into a line (three trailing figures), which never answers;
- "What is the registered charity number?" asks for a number, not for a definition of one;
- "How much is parking?" was answered **wrong** with "The car park has 120 spaces": a figure that
  counts things the question does not name answers "how many", not "how much".
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.amounts import counts_instead
from rag_core.answer.judging.measure import is_table_text
from rag_core.answer.judging.named import named_value
from rag_core.answer.judging.sentences import is_heading, is_signature
from rag_core.answer.understand.classify import AnswerType, QuestionKind, classify
from rag_core.answer.understand.question import analyse
from rag_core.messages import Mode
from tests.helpers.builders import new_library
from tests.helpers.candidates import candidate
from tests.helpers.office import heading, make_docx, para
from tests.helpers.pdfs import make_pdf

REPORT = [
    "Hollowmere Wildlife Trust\nAnnual Report and Financial Statements\nfor the year ended 31 March 2025\n\n"
    "Registered charity number 1098432\nCompany number 04718827",
    "Chair's statement\n\nMembership reached 18,400 households, up from 16,950 a year earlier.\n\n"
    "I would like to thank our staff, our volunteers and our members for their support.\n\n"
    "Margaret Ellingham\nChair of Trustees\n14 July 2025",
    "Trustees' report\n\nThe board of trustees meets six times a year.\n"
    "The chief executive, Daniel Okonjo, is responsible for the day-to-day running of the Trust "
    "and leads a staff team of 64.",
]
HANDBOOK = make_docx(
    heading("Hollowmere Wildlife Trust Volunteer Handbook"),
    heading("Safety", 2),
    para("Every work party has a first aider, and the leader carries a first aid kit."),
    heading("Safeguarding", 2),
    para("Our safeguarding lead is Priya Raman, who can be reached on 01632 960 118."),
    title="Volunteer Handbook",
)


VISIT = b"""<html><head><title>Visit Brackenfold | Hollowmere Wildlife Trust</title></head><body><main>
<h1>Visit Brackenfold Nature Reserve</h1><h2>Parking</h2>
<p>The car park has 120 spaces, including 8 accessible bays. Parking costs &pound;4 a day for non-members.</p>
</main></body></html>"""


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {
        "hollowmere_annual_report_2025.pdf": make_pdf(REPORT, title="Hollowmere Wildlife Trust Annual Report 2025"),
        "volunteer_handbook.docx": HANDBOOK,
        "visit_brackenfold.html": VISIT,
    }
    yield Engine(new_library(tmp_path_factory.mktemp("charity") / "data", embedder, files))


@pytest.mark.parametrize(
    ("line", "signed"),
    [
        ("Margaret Ellingham Chair of Trustees", True),
        ("Margaret J. Ellingham Chief Executive Officer", True),
        ("Rowan Achterberg, Chair of the Board", True),
        ("Audit Committee Chair", False),
        ("Annual Report Chair", False),
        ("Hollowmere Wildlife Trust Chair", False),
        ("Group Chief Executive Review", False),
        ("Chair of Trustees", False),
    ],
)
def test_a_name_over_its_title_is_a_signature_and_a_title_heading_is_not(line: str, signed: bool) -> None:
    assert is_signature(line) is signed
    assert is_heading(line) is not signed


def test_the_two_line_signature_says_who_chairs_the_trustees(engine: Engine) -> None:
    response = engine.ask("Who is the chair of trustees?", session_id="chair")
    assert response.mode is Mode.DIRECT_ANSWER
    assert "Margaret Ellingham" in (response.answer or "")


def test_a_name_after_the_title_is_its_holder_and_a_unit_is_no_one() -> None:
    said = "The chief executive, Daniel Okonjo, is responsible for the day-to-day running of the Trust."
    start = said.index("chief")
    assert named_value("person", said, start, start + len("chief executive"))[0] == "Daniel Okonjo"
    unit = "Chief Executive Officer, Boeing Global Services"
    assert named_value("person", unit, 0, len("Chief Executive Officer")) == ("", None)


@pytest.mark.parametrize("question", ["Who is the CEO?", "Who is the chief executive of Hollowmere Wildlife Trust?"])
def test_the_chief_executive_named_after_the_title_answers(engine: Engine, question: str) -> None:
    response = engine.ask(question, session_id=question)
    assert response.mode is Mode.DIRECT_ANSWER, question
    assert "Daniel Okonjo" in (response.answer or ""), question


@pytest.mark.parametrize(
    ("text", "table"),
    [
        ("Our safeguarding lead is Priya Raman, who can be reached on 01632 960 118.", False),
        ("Call us on +44 20 7946 0958.", False),
        ("Revenue $ 46,298 $ 51,761 $ 47,262", True),
        ("Total income 7,910 6,800", True),
        ("Segment 2024 2023 2022", True),
    ],
)
def test_a_telephone_number_is_no_run_of_table_figures(text: str, table: bool) -> None:
    assert is_table_text(text) is table


def test_a_sentence_ending_in_a_telephone_number_answers(engine: Engine) -> None:
    response = engine.ask("Who is the safeguarding lead?", session_id="safeguarding")
    assert response.mode is Mode.DIRECT_ANSWER
    assert "Priya Raman" in (response.answer or "")


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("What is the registered charity number?", AnswerType.NUMBER),
        ("What is the company number?", AnswerType.NUMBER),
        ("What are the fees?", AnswerType.NUMBER),
        ("What is the reserves policy?", AnswerType.DEFINITION),
        ("What is an operating lease?", AnswerType.DEFINITION),
        # a phrase going on is a factoid already, as the judge was trained
        ("What is the mileage rate for volunteers?", AnswerType.ENTITY),
        ("What is the time rate of change of electric charge?", AnswerType.ENTITY),
    ],
)
def test_a_phrase_headed_by_a_value_s_noun_asks_for_the_value(question: str, kind: AnswerType) -> None:
    classification = classify(question)
    assert classification.answer_type is kind, question
    assert (classification.kind is QuestionKind.DEFINITION) is (kind is AnswerType.DEFINITION), question


def test_the_registered_charity_number_is_answered_from_the_title_page(engine: Engine) -> None:
    response = engine.ask("What is the registered charity number?", session_id="number")
    assert response.mode is Mode.DIRECT_ANSWER
    assert "1098432" in (response.answer or "")


@pytest.mark.parametrize(
    ("question", "text", "value", "instead"),
    [
        ("How much is parking?", "The car park has 120 spaces, including 8 accessible bays.", "120", True),
        ("How much is parking?", "Parking costs £4 a day for non-members.", "£4", False),
        ("How much annual leave do I get?", "You get 25 days of annual leave.", "25", False),
        ("How much land does the Trust own?", "The Trust owns 42 hectares.", "42", False),
        ("How much did the population grow?", "It grew by 1.2 million people.", "1.2", False),
        ("How many spaces are there?", "The car park has 120 spaces.", "120", False),
    ],
)
def test_a_count_of_things_the_question_does_not_name_answers_how_many(
    question: str, text: str, value: str, instead: bool
) -> None:
    assert counts_instead(analyse(question), candidate(text, answer_value=value)) is instead


def test_how_much_is_parking_is_not_answered_by_the_number_of_spaces(engine: Engine) -> None:
    response = engine.ask("How much is parking?", session_id="parking")
    assert "120 spaces" not in (response.answer or "")
