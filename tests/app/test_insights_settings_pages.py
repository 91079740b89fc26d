"""Insights (log, charts, filters, exports) and Settings (descriptions, presets) pages."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rag_core import insights
from rag_core.answer.engine import Engine
from rag_core.cli import main
from rag_core.embedding import Embedder
from rag_core.feedback import FeedbackService
from rag_core.library import Library
from rag_core.settings import Settings
from tests.app.conftest import start
from tests.helpers.pdfs import make_pdf

INSIGHTS = "pages/insights.py"
QUESTIONS = ("What is the turbine's output?", "How is the turbine maintained?", "What is the capital of Peru?")


def _engine(data_dir: Path, embedder: Embedder) -> Engine:
    library = Library(Settings(data_dir=data_dir, seed_samples=False), embedder)
    library.ingest_bytes("turbine.pdf", make_pdf(["The Halvorsen turbine produces 4.2 megawatts at full load.",
                                                  "The gearbox of the turbine is serviced every 18 months."]))
    return Engine(library)


def test_insights_is_empty_until_questions_are_asked(empty_app: Path) -> None:
    at = start(INSIGHTS)
    assert "No questions yet" in " ".join(i.value for i in at.info)


def test_insights_shows_figures_charts_and_exports(empty_app: Path, embedder: Embedder) -> None:
    engine = _engine(empty_app, embedder)
    responses = [engine.ask(q, session_id="s", user="ana") for q in QUESTIONS]
    feedback = FeedbackService(Settings(data_dir=empty_app))
    feedback.record(responses[0].query_id, "correct", user="ana")
    feedback.record(responses[1].query_id, "incorrect", comment="should cite page 2", user="ana")
    at = start(INSIGHTS)
    metrics = {m.label: m.value for m in at.metric}
    assert metrics["Questions"] == "3"
    assert metrics["Refusal rate"] == "33%"
    assert metrics["Marked correct / incorrect"] == "1 / 1"
    assert len(at.get("vega_lite_chart")) == 3
    labels = [b.label for b in at.get("download_button")]
    assert "Download CSV" in labels and "Download regression cases (JSON Lines)" in labels
    cases = at.data_editor(key="cases").value
    assert list(cases["question"]) == [QUESTIONS[1]]
    at.multiselect[0].set_value(["hard_refusal"]).run()
    assert {m.label: m.value for m in at.metric}["Questions"] == "1"


def test_exported_regression_cases_replay_from_the_cli(
    empty_app: Path, embedder: Embedder, capsys: pytest.CaptureFixture[str]
) -> None:
    engine = _engine(empty_app, embedder)
    good = engine.ask(QUESTIONS[0])
    bad = engine.ask(QUESTIONS[2])
    settings = Settings(data_dir=empty_app)
    feedback = FeedbackService(settings)
    feedback.record(good.query_id, "incorrect")
    feedback.record(bad.query_id, "incorrect")
    frame = insights.QueryHistory(settings).frame()
    wrong = frame[frame["verdict"] == "incorrect"].copy()
    wrong["expected_mode"] = [insights.default_expected_mode(m) for m in wrong["mode"]]
    wrong["expected_pages"] = wrong["cited_pages"]
    cases = empty_app.parent / "cases.jsonl"
    cases.write_text(insights.regression_cases(wrong), encoding="utf-8")
    lines = [json.loads(line) for line in cases.read_text().splitlines()]
    assert {line["question"] for line in lines} == {QUESTIONS[0], QUESTIONS[2]}
    capsys.readouterr()
    out = empty_app.parent / "cases-result.json"
    code = main(["eval", "cases", str(cases), "--data-dir", str(empty_app), "--out", str(out)], embedder=embedder)
    printed = capsys.readouterr()
    assert code == 0, printed.err
    assert "| cases | 2 |" in printed.out
    result = json.loads(out.read_text())
    assert result["metrics"]["cases"] == 2
    # Both were marked incorrect and re-asked unchanged, so their (safer) expected modes are not met.
    assert result["metrics"]["mode_correct"] == 0.0


def test_settings_page_explains_every_setting(empty_app: Path) -> None:
    at = start("pages/settings.py")
    helps = {w.key: w.help for w in list(at.number_input) + list(at.selectbox) + list(at.toggle) if w.key}
    assert helps["setting-retrieval-preset"].startswith("Gate preset")
    assert all(helps.values()), [k for k, v in helps.items() if not v]
    assert "extractive" in " ".join(str(t.value) for t in at.table)
