"""A district council's documents asked as its residents and councillors ask, each case one the
engine had missed on a fresh organisation's files (2026-12-02):

- "How many councillors does the council have?": a count is never a sum of money ("a basic
  allowance of £5,850") nor the day of a date ("adopted on 26 February 2025"); those sentences
  counted as giving the asked kind of value, outranked "The Council has 39 elected councillors
  representing 18 wards." and kept it from the judge's closer reading;
- "The Chief Executive and Head of Paid Service is Tom Brierley.": a second title of the same
  person between the title and "is" hid the name;
- a signature whose title runs to seven words ("Chair of the Audit and Governance Committee") is
  still a signature;
- the council's address is said only in its web page's footer.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.extract import answer_value
from rag_core.answer.judging.named import named_value
from rag_core.answer.judging.sentences import is_signature
from rag_core.answer.understand.classify import AnswerType
from rag_core.answer.understand.question import analyse, question_terms
from rag_core.messages import Mode
from tests.helpers.builders import new_library
from tests.helpers.office import heading, make_docx, para
from tests.helpers.pdfs import make_pdf
from tests.helpers.stats import EvenStats

STATEMENT = [
    "Arnsby District Council\nAnnual Governance Statement 2024/25",
    "Scope of responsibility\n\nThe Council has 39 elected councillors representing 18 wards. "
    "The Leader of the Council is Councillor Harriet Osei.\n\n"
    "The Chief Executive and Head of Paid Service is Tom Brierley.\n\n"
    "Significant governance issues\n\nAn action plan was agreed by the Audit and Governance Committee "
    "in March 2025.\n\nGareth Pryce\nChair of the Audit and Governance Committee",
]
ALLOWANCES = make_docx(
    heading("Members' Allowances Scheme 2025/26"),
    para("Arnsby District Council adopted this scheme on 26 February 2025."),
    para("Every councillor receives a basic allowance of £5,850 a year."),
    para("The Leader of the Council receives a special responsibility allowance of £11,700 a year."),
    title="Members' Allowances Scheme",
)
BINS = b"""<html><head><title>Bin collections | Arnsby District Council</title></head><body>
<main><h1>Bin collections</h1><p>General waste is collected every two weeks.</p></main>
<footer><p>Arnsby District Council, Market Hall, Arnsby AB1 2CD.</p><p><a href="/privacy">Privacy</a></p></footer>
</body></html>"""


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {
        "annual_governance_statement_2024_25.pdf": make_pdf(STATEMENT, title="Annual Governance Statement"),
        "members_allowances_2025_26.docx": ALLOWANCES,
        "bin_collections.html": BINS,
    }
    yield Engine(new_library(tmp_path_factory.mktemp("council") / "data", embedder, files))


def _value(question: str, text: str) -> str:
    terms = question_terms(analyse(question), EvenStats(), set())  # type: ignore[arg-type]
    return answer_value(AnswerType.NUMBER, text, terms, {w.stem for w in terms.words})


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        ("How many councillors are there?", "Every councillor receives a basic allowance of £5,850 a year.", ""),
        ("How many councillors are there?", "Arnsby District Council adopted this scheme on 26 February 2025.", ""),
        ("How many councillors are there?", "The Council has 39 elected councillors representing 18 wards.", "39"),
        ("How many stores were opened?", "On 3 March we opened 12 stores.", "12"),
        ("How many dollars did it cost?", "It cost $5 million.", "$5"),
        ("How much is the allowance?", "Every councillor receives a basic allowance of £5,850 a year.", "£5,850"),
    ],
)
def test_a_count_is_no_sum_of_money_nor_the_day_of_a_date(question: str, text: str, value: str) -> None:
    assert _value(question, text) == value


def test_how_many_councillors_is_answered_by_the_count(engine: Engine) -> None:
    response = engine.ask("How many councillors does the council have?", session_id="councillors")
    assert response.mode is Mode.DIRECT_ANSWER
    assert "39 elected councillors" in (response.answer or "")


def test_a_second_title_before_is_does_not_hide_the_holder() -> None:
    said = "The Chief Executive and Head of Paid Service is Tom Brierley."
    end = said.index(" and")
    assert named_value("person", said, 4, end) == ("Tom Brierley", None)
    board = "The Chief Executive and the Board are responsible for strategy."
    assert named_value("person", board, 4, board.index(" and")) == ("", None)


def test_the_chief_executive_with_a_second_title_answers(engine: Engine) -> None:
    response = engine.ask("Who is the chief executive?", session_id="chief")
    assert response.mode is Mode.DIRECT_ANSWER
    assert "Tom Brierley" in (response.answer or "")


def test_a_signature_with_a_long_title_names_the_committee_s_chair(engine: Engine) -> None:
    assert is_signature("Gareth Pryce Chair of the Audit and Governance Committee")
    response = engine.ask("Who chairs the audit committee?", session_id="audit")
    assert response.mode is Mode.DIRECT_ANSWER
    assert "Gareth Pryce" in (response.answer or "")


def test_the_address_in_the_page_footer_answers(engine: Engine) -> None:
    response = engine.ask("What is the address of Arnsby District Council?", session_id="address")
    assert response.mode is Mode.DIRECT_ANSWER
    assert "Market Hall, Arnsby AB1 2CD" in (response.answer or "")
