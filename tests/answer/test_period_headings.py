"""An earnings release gives the quarter's figures and the year's, each in a section under a heading
that names its period: a sentence that names no period itself is read with that heading
(rag_core.answer.judging.headed), and "in the current year" is the full year, never a quarter
(rag_core.answer.understand.period)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.headed import is_period_heading, period_headings
from rag_core.answer.understand.frame import frame_question
from rag_core.answer.understand.period import check_period
from rag_core.envelope import Mode
from rag_core.ingest.profile import DocumentProfile
from rag_core.library import Library
from rag_core.settings import Settings
from rag_core.text.measures import load_lexicon
from rag_core.text.sentences import split_sentences
from tests.helpers.pdfs import make_pdf

LEXICON = load_lexicon()
RELEASE = [
    "Exhibit 99.1\nKESTREL RESORTS INTERNATIONAL REPORTS FOURTH QUARTER AND FULL YEAR 2022 FINANCIAL RESULTS\n"
    "Las Vegas, Nevada, February 8, 2023 - Kestrel Resorts International today reported financial results "
    "for the quarter and year ended December 31, 2022.\n"
    "Fourth Quarter 2022 Financial Highlights:\n"
    "Consolidated net revenues of $3.6 billion, an increase of 18% compared to the prior year quarter.\n"
    "Operating income of $512 million compared to $498 million in the prior year quarter.",
    "Full Year 2022 Financial Highlights:\n"
    "Consolidated net revenues of $13.1 billion in the current year compared to $9.7 billion in the prior "
    "year, an increase of 36%.\n"
    "Operating income of $1.4 billion in the current year compared to $1.3 billion in the prior year.",
]


@pytest.fixture(scope="module")
def release(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    library = Library(Settings(data_dir=tmp_path_factory.mktemp("release") / "data", seed_samples=False), embedder)
    assert library.ingest_bytes("KESTREL_2022Q4_EARNINGS.pdf", make_pdf(RELEASE)).ok
    yield Engine(library)


def _profile(engine: Engine) -> DocumentProfile:
    return next(iter(engine.library.profiles().values()))


def test_the_current_year_is_no_quarter(release: Engine) -> None:
    profile = _profile(release)
    quarter = frame_question("What were Kestrel's net revenues in the fourth quarter of 2022?", {}, LEXICON)
    year = frame_question("What were Kestrel's net revenues in 2022?", {}, LEXICON)
    full_year = RELEASE[1].splitlines()[1]
    assert not check_period(quarter, full_year, profile).ok
    assert check_period(year, full_year, profile).ok
    assert check_period(quarter, "Net revenues of $991 million in the current year quarter.", profile).ok
    assert check_period(quarter, "Revenue rose in the fourth quarter of the current year.", profile).ok


def test_a_heading_names_one_period_in_a_short_title_line() -> None:
    assert is_period_heading("Fourth Quarter 2022 Financial Highlights:")
    assert is_period_heading("Full Year 2022 Results")
    assert is_period_heading("June 2023 quarter:")  # a short label ending in a colon
    assert not is_period_heading("Consolidated Results")  # names no period
    assert not is_period_heading("Net revenues rose in 2022.")  # a sentence
    assert not is_period_heading("Three Months Ended December 31, 2022 2021")  # a table's column dates
    assert not is_period_heading("Fiscal 2023 Compared to Fiscal 2022")  # two years


def test_a_heading_line_joined_to_the_sentence_before_it_heads_what_follows() -> None:
    page = (
        "June 2023 quarter:\nGAAP diluted EPS of 12.3 cents; Adjusted EPS of 19.3 cents\n"
        "Fiscal 2023 Full Year Highlights\n- Net sales of $14,694 million;\n- Adjusted EPS of 73.3 cents."
    )
    sentences = split_sentences(page)
    assert sentences[1].text.endswith("19.3 cents Fiscal 2023 Full Year Highlights")  # joined, no full stop
    assert period_headings(page) == (
        "",
        "June 2023 quarter:",
        "Fiscal 2023 Full Year Highlights",
        "Fiscal 2023 Full Year Highlights",
    )


def test_a_quarter_s_figure_is_read_with_its_heading(release: Engine) -> None:
    response = release.ask("What were Kestrel's net revenues in the fourth quarter of 2022?")
    assert response.mode is Mode.DIRECT_ANSWER
    assert "$3.6 billion" in response.answer
    assert "$13.1 billion" not in response.answer
    income = release.ask("What was Kestrel's operating income in the fourth quarter of 2022?")
    assert income.mode is Mode.DIRECT_ANSWER
    assert "$512 million" in income.answer and "$1.4 billion" not in income.answer


def test_the_year_s_question_is_not_answered_by_the_quarter_s_section(release: Engine) -> None:
    response = release.ask("What was Kestrel's operating income in 2022?")
    assert response.mode is Mode.DIRECT_ANSWER
    assert "$1.4 billion" in response.answer
    assert "$512 million" not in response.answer
