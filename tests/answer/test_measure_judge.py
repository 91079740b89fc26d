"""A measure's answer from the statements that pass (rag_core.answer.judging.measure): table text is
never an answer sentence, the lead is the latest explicit statement, only equal figures join it."""

from __future__ import annotations

from types import SimpleNamespace

from rag_core.answer.candidate import Candidate
from rag_core.answer.judging.measure import is_table_text, order_measured, same_figure
from rag_core.settings import AnswerSettings
from tests.helpers.candidates import candidate

TOLERANCE = 0.005


def _statement(text: str, amount: float, **more: object) -> Candidate:
    fields = {
        "doc_id": "d23",
        "source": "report_2023.pdf",
        "page": 4,
        "page_label": "4",
        "provenance": "primary",
        "measured": True,
        "stated": True,
        "explicit": True,
        "amount": amount,
        "recency": "2023-12-31",
    }
    return candidate(text, **{**fields, **more})


def _row(*parts: str, amount: float, **more: object) -> Candidate:
    """A primary statement's cell read as label | header(s) | value."""
    return _statement(" | ".join(parts), amount, parts=parts, primary_statement=True, **more)


def test_a_flattened_table_line_is_table_text_a_sentence_with_figures_is_not() -> None:
    assert is_table_text("Revenue $ 46,298 $ 51,761 $ 47,262")
    assert not is_table_text("In fiscal 2023, we generated $46.3 billion in revenue.")
    # a sentence ending in a date: "31," and "2022." are no figure cells
    assert not is_table_text("We paid a $0.1225 cash dividend per share in the quarter that ended December 31, 2022.")
    assert is_table_text("Balance at December 31, 2023 1,200 1,100")


def test_a_cell_in_millions_and_a_sentence_in_billions_are_the_same_figure() -> None:
    assert same_figure(46_298.0, 46.3e9, "", "", TOLERANCE)  # "46,298" of a table in millions = "$46.3 billion"
    assert not same_figure(46_298.0, 51_761.0, "", "", TOLERANCE)
    assert same_figure(None, None, "Lyon", " lyon ", TOLERANCE) and not same_figure(None, 1.0, "a", "b", TOLERANCE)


def test_a_table_s_figure_in_parentheses_and_a_sentence_s_loss_are_the_same_figure() -> None:
    # Boeing: "Net loss ... ($5,053)" in the statement, "Net loss for 2022 was $5.1 billion" in the MD&A.
    tolerance = AnswerSettings().conflict_tolerance
    assert same_figure(-5_053e6, 5.1e9, "($5,053)", "$5.1 billion", tolerance)
    assert not same_figure(-5_053e6, 4.3e9, "($5,053)", "$4.3 billion", tolerance)
    # Both printed alike: the signs are compared as they are.
    assert not same_figure(-5_053e6, 5_053e6, "(5,053)", "(5,053)", tolerance)


def test_the_latest_explicit_statement_leads_and_an_older_filings_figure_stays_out() -> None:
    latest = _statement("Revenue for 2023 was $48.2 million.", 48.2e6)
    older = _statement("Revenue for 2023 was $47.0 million.", 47.0e6, doc_id="d22", recency="2022-12-31", page=2)
    implicit = _statement("Revenue was $48.2 million.", 48.2e6, explicit=False, page=9)
    assert order_measured([implicit, older, latest], TOLERANCE, limit=3) == [latest, implicit]


def test_a_sentence_is_read_before_the_statement_row_that_proves_it() -> None:
    row = _statement(
        "Total revenues | 2023 | 48.2", 48.2, parts=("Total revenues", "2023", "48.2"), primary_statement=True
    )
    sentence = _statement("Revenue for 2023 was EUR 48.2 million.", 48.2e6, page=2)
    assert order_measured([row, sentence], TOLERANCE, limit=2) == [sentence, row]
    assert order_measured([row, sentence], TOLERANCE, limit=1) == [row]  # the primary statement leads


def test_without_an_asked_year_the_latest_column_of_a_statement_leads() -> None:
    # "Net income in the most recent quarter": both columns of the quarter pass; the prior year's
    # comes first on the page, and once led the answer with last year's figure.
    prior = _row("Net income", "Three months ended June 30,", "2022", "$ 8,649", amount=8_649.0)
    latest = _row("Net income", "Three months ended June 30,", "2023", "$ 14,472", amount=14_472.0)
    assert order_measured([prior, latest], TOLERANCE, limit=1) == [latest]
    assert order_measured([latest, prior], TOLERANCE, limit=1) == [latest]
    # A year in the row's label ("Notes due 2030") is not its period.
    note = _row("Notes due 2030", "2022", "500", amount=500.0)
    assert order_measured([note, latest], TOLERANCE, limit=1) == [latest]


def test_a_measure_statement_the_checks_pass_is_weighed_beside_one_above_the_threshold() -> None:
    # "What were Amcor's total assets as of June 30, 2023?": a guarantor note's row reached the
    # threshold, the consolidated balance sheet's row (earlier page) passed every check a little
    # below it; the balance sheet's figure is the answer, and the note's other figure never joins it.
    import numpy as np

    from rag_core.answer.judging.judge import Judge, Judged
    from rag_core.answer.understand.question import analyse
    from rag_core.judge.features import FEATURES, INDEX
    from rag_core.judge.model import load_model
    from rag_core.settings import Settings

    question = analyse("What were Amcor's total assets as of June 30, 2023?")
    balance_sheet = _row("Total assets", "As of June 30,", "2023", "$ 17,003", amount=17_003.0, page=52, p=0.77)
    note = _row("Total assets", "As of June 30,", "2023", "$ 13,952", amount=13_952.0, page=107, p=0.81)
    unchecked = _statement("Total assets were $12.0 billion.", 12.0e9, page=3, p=0.5)
    rows = np.zeros((3, len(FEATURES)), dtype=np.float32)
    rows[:2, INDEX["rules"]] = 1.0  # the two statement rows pass the checks; the sentence does not
    view = SimpleNamespace(question=question, asks_measure=True, asks_numeric_measure=True, asks_period=True)
    judge = Judge(Settings().answer, 0.3, model=load_model(), threshold=0.8)

    chosen = judge.direct(question, Judged(view, [note, balance_sheet, unchecked], rows))  # type: ignore[arg-type]
    assert [c.amount for c in chosen] == [17_003.0]
    rows[1, INDEX["rules"]] = 0.0  # without the checks, P alone decides
    chosen = judge.direct(question, Judged(view, [note, balance_sheet, unchecked], rows))  # type: ignore[arg-type]
    assert [c.amount for c in chosen] == [13_952.0]
