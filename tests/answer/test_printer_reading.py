"""A small printing company's annual report, staff handbook and safety policy asked as its staff and
readers ask (2026-12-04, sixty-third session; written before any answer was seen).

"What was turnover in 2025?" was answered, high, by "Staff turnover was 9% in 2025." because "Turnover
grew to GBP 6.2 million ..." gave no figure: a currency's code ("GBP") before the figure was read as a
word between "to" and the level reached. "Who is the managing director?" and "Where is the works?"
were held back although their sentences hold every word of the question: a short document's passage
holds several topics, so its cosine is diluted. "Who is responsible for health and safety?" is answered
by who holds the duty ("The managing director has overall responsibility ..."), "What are the shift
times?" by times of day, "How much notice ..." by "... in advance"; a weekday is no place; and "What
was profit in 2024?" is not answered by a sentence on turnover that only shares its year.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.topic import countless, topicless
from rag_core.answer.understand.question import analyse, question_terms
from rag_core.judge.features import QuestionView
from rag_core.messages import Mode
from rag_core.text.lexicon import change_sense
from tests.helpers.answers import assert_answered
from tests.helpers.builders import new_library
from tests.helpers.candidates import candidate
from tests.helpers.office import heading, make_docx, para
from tests.helpers.pdfs import make_pdf
from tests.helpers.stats import EvenStats

REPORT = make_pdf(
    [
        "Ferrow & Pike Printers Ltd\nAnnual Report 2025\n\nChair's statement\n\n"
        "2025 was our busiest year since the business was founded in 1987 by Agnes Ferrow and Tom Pike. "
        "Turnover grew to GBP 6.2 million, from GBP 5.7 million in 2024. "
        "Profit before tax was GBP 410,000. "
        "We printed 18.4 million pages for 1,150 customers.",
        "Our people\n\nWe employ 58 people at our works in Hunslet, Leeds. "
        "Staff turnover was 9% in 2025. "
        "Priya Mistry became managing director in March 2025, succeeding Tom Pike, who remains on the board.",
    ],
    title="Ferrow & Pike Annual Report 2025",
)
HANDBOOK = make_docx(
    heading("Ferrow & Pike staff handbook"),
    heading("Hours", 2),
    para("The standard working week is 39 hours, Monday to Friday."),
    para("Press operators work two shifts: 06:00 to 14:00 and 14:00 to 22:00."),
    heading("Holidays", 2),
    para("Full-time staff get 25 days of annual leave plus bank holidays."),
    para("Holiday requests must be made at least four weeks in advance."),
    title="Ferrow & Pike staff handbook",
)
SAFETY = b"""<html><head><title>Health and safety policy - Ferrow &amp; Pike</title></head><body>
<h1>Health and safety policy</h1>
<p>The managing director has overall responsibility for health and safety.</p>
<p>Hearing protection must be worn in the press hall at all times.</p>
<p>Only trained staff may operate the guillotine, and its guard must never be disabled.</p>
<p>Fire alarms are tested every Friday at 10:00.</p>
</body></html>"""


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {
        "ferrow_pike_annual_report_2025.pdf": REPORT,
        "staff_handbook.docx": HANDBOOK,
        "health_and_safety.html": SAFETY,
    }
    yield Engine(new_library(tmp_path_factory.mktemp("printer") / "data", embedder, files))


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("What was turnover in 2025?", "Turnover grew to GBP 6.2 million"),
        ("Who is the managing director?", "Priya Mistry became managing director"),
        ("Where is the works?", "at our works in Hunslet, Leeds"),
        ("Who is responsible for health and safety?", "The managing director has overall responsibility"),
        ("What are the shift times?", "06:00 to 14:00"),
        ("How much notice do I need to give for holiday?", "at least four weeks in advance"),
    ],
)
def test_the_printer_s_documents_answer_as_asked(engine: Engine, question: str, quoted: str) -> None:
    assert_answered(engine, question, quoted)


@pytest.mark.parametrize("question", ["What was profit in 2024?", "Who is the fire marshal?", "Can I work from home?"])
def test_what_the_documents_do_not_say_is_not_answered(engine: Engine, question: str) -> None:
    assert engine.ask(question, session_id=question).mode is not Mode.DIRECT_ANSWER


def _view(question: str, measure: bool = False) -> QuestionView:
    terms = question_terms(analyse(question), EvenStats(), set())  # type: ignore[arg-type]
    return QuestionView(analyse(question), terms, measure, measure, True, None)


@pytest.mark.parametrize(
    ("question", "missing", "topicless_"),
    [
        ("What was profit in 2024?", ("profit",), True),  # only the year is shared
        ("What was profit in 2024?", (), False),
        ("What was turnover in 2025?", ("2025",), False),  # the topic is there
        ("Who is the managing director of Halden Water?", ("managing", "director"), False),
    ],
)
def test_a_candidate_sharing_only_the_year_is_never_the_answer(
    question: str, missing: tuple[str, ...], topicless_: bool
) -> None:
    assert topicless(_view(question), candidate("Turnover was GBP 6.2 million in 2024.", missing=missing)) is topicless_


def test_a_row_of_years_and_a_measure_s_row_are_not_topicless() -> None:
    row = candidate("Total net sales | 2019: $2,380.2 | 2018: $2,157.7", missing=("table", "show"))
    assert not topicless(_view("Which years does the table show?"), row)
    question = "What is the cash provided by operating activities for fiscal years 2019 and 2018 respectively?"
    assert not topicless(
        _view(question, measure=True), candidate("Cash ... | 2019: $45,007", missing=("respectively",))
    )


def test_a_how_many_question_is_never_answered_without_a_count() -> None:
    view = _view("How many people work at the Alveston nursery?")
    nursery = "We grow around 60% of the bedding plants we sell at our own nursery in Alveston."
    assert countless(view, candidate(nursery, answer_value=""))
    assert not countless(view, candidate("Twelve people work at the nursery.", answer_value="Twelve"))
    assert not countless(_view("Where is the nursery?"), candidate(nursery, answer_value=""))
    # a number the measure checks did not take is still a number ("30 days" for a count of employees)
    meridian = "At the end of 2023 Meridian employed 1,648 people, down from 1,688 a year earlier."
    assert not countless(_view("How many employees did Meridian have at year end 2023?"), candidate(meridian))
    sweden = "Employees in Sweden receive 30 days of paid vacation a year."
    assert not countless(
        _view("How many vacation days do employees in Sweden get?"), candidate(sweden, answer_value="")
    )


def test_words_of_the_same_sense_are_read_as_one() -> None:
    assert change_sense("biggest") == change_sense("largest") is not None
    assert change_sense("big") == change_sense("large") is not None
    assert change_sense("biggest") != change_sense("smallest")
