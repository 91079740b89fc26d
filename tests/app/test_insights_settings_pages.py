"""Insights (log, labels, charts, filters, exports, regression cases), feedback wording, and
Settings (the three up front, Advanced, descriptions once, the deployment's fixed values)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from markdown_it import MarkdownIt
from streamlit.testing.v1 import AppTest

from rag_core import insights
from rag_core.answer.engine import Engine
from rag_core.cli import main
from rag_core.embedding import Embedder
from rag_core.answer.understand.followup import PriorTurn
from rag_core.feedback import Expected, FeedbackService
from rag_core.library import Library
from rag_core.messages import Mode
from rag_core.settings import Settings, session_fields
from tests.app.conftest import ask, start
from tests.helpers.net import free_port
from tests.helpers.pdfs import make_pdf
from ui import state

INSIGHTS = "pages/insights.py"
SETTINGS = "pages/settings.py"
QUESTIONS = (
    "How often is the gearbox of the turbine serviced?",
    "How is the turbine maintained?",
    "What is the capital of Peru?",
)
RAW_MODES = {m.value for m in Mode}


def _engine(data_dir: Path, embedder: Embedder) -> Engine:
    library = Library(Settings(data_dir=data_dir, seed_samples=False), embedder)
    library.ingest_bytes(
        "turbine.pdf",
        make_pdf(
            [
                "The Halvorsen turbine produces 4.2 megawatts at full load.",
                "The gearbox of the turbine is serviced every 18 months.",
            ]
        ),
    )
    return Engine(library)


def _shown(markdown: str) -> str:
    """What a reader sees of Streamlit markdown (CommonMark, escapes resolved, tags dropped)."""
    html = MarkdownIt("commonmark").render(markdown)
    return re.sub(r"<[^>]+>", "", html).replace("\u2060", "").strip()


# The tables of the Insights page by the columns they show (st.dataframe keys do not reach AppTest).
TABLES = {
    "query_log": [
        "time",
        "question",
        "outcome",
        "latency_s",
        "verdict",
        "confidence_level",
        "confidence_score",
        "cited_pages",
    ],
    "slowest": ["question", "outcome", "latency_s"],
    "cases": ["question", "outcome", "expected", "expected_page", "expected_quote", "comment"],
    "unexplained": ["time", "question", "outcome", "comment"],
}


def _table(at: AppTest, name: str):  # type: ignore[no-untyped-def]
    """The Insights table ``name`` (see TABLES); StopIteration when it is not shown."""
    return next(d for d in at.dataframe if list(d.value.columns) == TABLES[name])


def _columns(at: AppTest, name: str) -> dict[str, dict]:
    return json.loads(_table(at, name).proto.columns)


def test_insights_is_empty_until_questions_are_asked(empty_app: Path) -> None:
    at = start(INSIGHTS)
    assert "No questions yet" in " ".join(i.value for i in at.info)


def test_insights_shows_figures_charts_and_exports(empty_app: Path, embedder: Embedder) -> None:
    engine = _engine(empty_app, embedder)
    responses = [engine.ask(q, session_id="s", user="ana") for q in QUESTIONS]
    feedback = FeedbackService(Settings(data_dir=empty_app))
    feedback.record(responses[0].query_id, "correct", user="ana")
    feedback.record(
        responses[1].query_id,
        "incorrect",
        comment="should cite page 2",
        user="ana",
        expected=Expected("direct_answer", "turbine.pdf", 1),
    )
    at = start(INSIGHTS)
    metrics = {m.label: m.value for m in at.metric}
    assert metrics["Questions"] == "3"
    assert metrics["Declined or asked back"] == "33%"
    assert metrics["Marked correct / incorrect"] == "1 / 1"
    assert len(at.get("vega_lite_chart")) == 3
    labels = [b.label for b in at.get("download_button")]
    assert "Download CSV" in labels and "Download regression cases (JSON Lines)" in labels
    at.multiselect[0].set_value(["Declined"]).run()
    assert {m.label: m.value for m in at.metric}["Questions"] == "1"


def test_query_log_shows_outcomes_in_words_and_the_clarify_context(empty_app: Path, embedder: Embedder) -> None:
    engine = _engine(empty_app, embedder)
    engine.ask(QUESTIONS[0])
    engine.ask(QUESTIONS[2])
    engine.ask("Tell me more")
    engine.ask("Tell me more", context="turbine output")
    first = engine.ask(QUESTIONS[0])
    followup = engine.ask("tell me more", history=[PriorTurn(QUESTIONS[0], first)])
    assert followup.followup is not None
    at = start(INSIGHTS)
    log = _table(at, "query_log").value
    assert {"Answered", "Clarifying question"} <= set(log["outcome"])
    asked = set(log["question"])
    assert "Tell me more — context: turbine output" in asked and "Tell me more" in asked
    assert f"tell me more — searched as: {followup.followup.searched}" in asked
    shown = " ".join(str(v) for d in at.dataframe for v in d.value.to_numpy().ravel())
    assert not RAW_MODES & set(shown.split()), "a raw mode name is shown"
    assert at.multiselect[0].options == list(insights.OUTCOME_LABELS.values())


def test_latency_is_a_sized_number_column_in_seconds(empty_app: Path, embedder: Embedder) -> None:
    _engine(empty_app, embedder).ask(QUESTIONS[0])
    at = start(INSIGHTS)
    for key in ("query_log", "slowest"):
        columns = _columns(at, key)
        latency = columns["latency_s"]
        assert latency["type_config"]["type"] == "number" and latency["type_config"]["format"] == "%.2f s"
        assert latency["width"] and columns["question"]["width"]
    slow = _table(at, "slowest").value
    assert 0 < slow["latency_s"].iloc[0] < 60  # seconds, not milliseconds
    assert insights.format_latency(84) == "84 ms" and insights.format_latency(1234) == "1.2 s"


def test_incorrect_becomes_a_regression_case_only_with_a_stated_outcome(empty_app: Path, embedder: Embedder) -> None:
    engine = _engine(empty_app, embedder)
    said, unsaid = engine.ask(QUESTIONS[2]), engine.ask(QUESTIONS[1])
    settings = Settings(data_dir=empty_app)
    feedback = FeedbackService(settings)
    feedback.record(unsaid.query_id, "incorrect", comment="hmm")
    feedback.record(said.query_id, "incorrect", expected=Expected("direct_answer", "turbine.pdf", 1, "4.2 megawatts"))
    at = start(INSIGHTS)
    assert "Regression cases (1)" in [s.value for s in at.subheader]
    cases = _table(at, "cases").value
    assert list(cases["question"]) == [QUESTIONS[2]]
    assert list(cases["expected"]) == ["Answer it"] and list(cases["expected_page"]) == ["turbine.pdf, page 1"]
    unexplained = _table(at, "unexplained").value
    assert list(unexplained["question"]) == [QUESTIONS[1]]
    assert any(insights.NO_EXPECTED in m.value.lower() for m in at.markdown)
    exported = insights.regression_cases(insights.regression_rows(insights.QueryHistory(settings).frame()))
    (line,) = [json.loads(x) for x in exported.splitlines()]
    assert line["question"] == QUESTIONS[2] and line["expected_mode"] == "direct_answer"
    assert (
        line["expected_pages"] == [{"source": "turbine.pdf", "page": 1}] and line["expected_quote"] == "4.2 megawatts"
    )


def test_no_regression_cases_when_no_outcome_was_stated(empty_app: Path, embedder: Embedder) -> None:
    engine = _engine(empty_app, embedder)
    FeedbackService(Settings(data_dir=empty_app)).record(engine.ask(QUESTIONS[2]).query_id, "incorrect")
    at = start(INSIGHTS)
    assert "Regression cases (0)" in [s.value for s in at.subheader]
    assert not [b for b in at.get("download_button") if "regression" in b.label]
    assert "expected mode" not in " ".join(str(d.value.columns) for d in at.dataframe).lower()


def test_exported_regression_cases_replay_from_the_cli(
    empty_app: Path, embedder: Embedder, capsys: pytest.CaptureFixture[str]
) -> None:
    engine = _engine(empty_app, embedder)
    good = engine.ask(QUESTIONS[0])
    bad = engine.ask(QUESTIONS[2])
    vague = engine.ask("Tell me more", context="turbine output")
    settings = Settings(data_dir=empty_app)
    feedback = FeedbackService(settings)
    feedback.record(good.query_id, "incorrect", expected=Expected("guided_fallback"))
    feedback.record(bad.query_id, "incorrect", expected=Expected("hard_refusal"))
    feedback.record(vague.query_id, "incorrect")  # no outcome given: not a case
    cases = empty_app.parent / "cases.jsonl"
    cases.write_text(insights.regression_cases(insights.regression_rows(insights.QueryHistory(settings).frame())))
    lines = [json.loads(line) for line in cases.read_text().splitlines()]
    assert {line["question"] for line in lines} == {QUESTIONS[0], QUESTIONS[2]}
    capsys.readouterr()
    out = empty_app.parent / "cases-result.json"
    code = main(["eval", "cases", str(cases), "--data-dir", str(empty_app), "--out", str(out)], embedder=embedder)
    printed = capsys.readouterr()
    assert code == 0, printed.err
    assert "| cases | 2 |" in printed.out
    results = {r["question"]: r for r in json.loads(out.read_text())["results"]}
    assert results[QUESTIONS[2]]["mode_ok"] and not results[QUESTIONS[0]]["mode_ok"]


def test_refusal_feedback_asks_whether_it_should_have_been_answered(empty_app: Path, embedder: Embedder) -> None:
    _engine(empty_app, embedder)
    at = ask(start(), QUESTIONS[2])
    response = at.session_state[state.THREAD][-1].response
    assert response.mode is Mode.HARD_REFUSAL
    query_id = response.query_id
    assert "Should this have been answered?" in [c.value for c in at.caption]
    yes, no = at.button(key=f"incorrect-{query_id}"), at.button(key=f"correct-{query_id}")
    assert (yes.label, no.label) == ("Yes, it should have", "No, declining was right")
    feedback = FeedbackService(Settings(data_dir=empty_app))
    yes.click().run()
    assert [(f.verdict, f.expected) for f in feedback.for_query(query_id)] == [("incorrect", None)]
    choice = at.radio(key=f"expected-mode-{query_id}")
    assert choice.label == "What should it have done?" and choice.value == "direct_answer"
    at.text_input(key=f"expected-source-{query_id}").set_value("turbine.pdf")
    at.number_input(key=f"expected-page-{query_id}").set_value(1)
    next(b for b in at.form_submit_button if b.label == "Save what it should have done").click().run()
    assert not at.exception, at.exception
    (saved,) = feedback.for_query(query_id)
    assert saved.verdict == "incorrect" and saved.expected == Expected("direct_answer", "turbine.pdf", 1)
    at.button(key=f"correct-{query_id}").click().run()
    assert [(f.verdict, f.expected) for f in feedback.for_query(query_id)] == [("correct", None)]
    assert "You said: **No, declining was right**. Click the other button to change it." in [
        c.value for c in at.caption
    ]


def test_direct_answer_feedback_keeps_correct_and_incorrect(empty_app: Path, embedder: Embedder) -> None:
    _engine(empty_app, embedder)
    at = ask(start(), QUESTIONS[0])
    query_id = at.session_state[state.THREAD][-1].response.query_id
    assert "Was this answer right?" in [c.value for c in at.caption]
    assert at.button(key=f"correct-{query_id}").label == "Correct"
    at.button(key=f"incorrect-{query_id}").click().run()
    assert at.radio(key=f"expected-mode-{query_id}").value is None  # nothing assumed for the analyst


def test_settings_shows_the_three_up_front_and_the_rest_under_advanced(empty_app: Path) -> None:
    at = start(SETTINGS)
    (advanced,) = [e for e in at.expander if e.label == "Advanced"]
    inside = {
        w.key
        for w in list(advanced.number_input)
        + list(advanced.selectbox)
        + list(advanced.toggle)
        + list(advanced.text_input)
        + list(advanced.checkbox)
    }
    up_front = {
        "setting-retrieval-preset": "Strictness",
        "setting-answer-max_answer_sentences": "Answer length",
        "setting-generator": "Answer generator",
    }
    widgets = {w.key: w for w in list(at.number_input) + list(at.selectbox)}
    for key, label in up_front.items():
        assert widgets[key].label == label and key not in inside
    assert "setting-retrieval-top_k" in inside and "setting-llm-ollama_model" in inside
    assert all("_" not in w.label for w in widgets.values() if w.key and w.key.startswith("setting-"))


def test_settings_describes_each_setting_once(empty_app: Path) -> None:
    at = start(SETTINGS)
    widgets = [
        w
        for w in list(at.number_input) + list(at.selectbox) + list(at.toggle) + list(at.text_input)
        if w.key and w.key.startswith("setting-")
    ]
    texts = [c.value for c in at.caption] + [w.help or "" for w in widgets]
    for section, model in (("retrieval", Settings().retrieval), ("answer", Settings().answer), ("llm", Settings().llm)):
        for name, field in type(model).model_fields.items():
            if name not in session_fields(section):  # the key, and files and limits set by the deployment
                continue
            assert sum(field.description in t for t in texts) == 1, f"{section}.{name}"
    generator = Settings.model_fields["generator"].description
    assert sum(generator in t for t in texts) == 1


def test_fixed_panel_shows_the_deployments_values_after_a_session_change(empty_app: Path) -> None:
    at = start(SETTINGS)
    at.selectbox(key="setting-generator").set_value("ollama")
    next(b for b in at.form_submit_button if b.label == "Save my settings").click().run()
    assert at.session_state[state.OVERRIDES]["generator"] == {"generator": "ollama"}
    (table,) = at.table
    rows = dict(zip(table.value["setting"], table.value["value"], strict=True))
    assert rows["Answer generator (RAG_GENERATOR)"].startswith("extractive")
    assert "Answer generator: ollama" in " ".join(i.value for i in at.info)


def test_unreachable_ollama_shows_its_address_plainly(empty_app: Path, embedder: Embedder) -> None:
    _engine(empty_app, embedder)
    url = f"http://127.0.0.1:{free_port()}"  # nothing listens: "cannot reach Ollama at <url>"
    at = start(SETTINGS)
    at.selectbox(key="setting-generator").set_value("ollama")
    at.text_input(key="setting-llm-ollama_host").set_value(url)
    next(b for b in at.form_submit_button if b.label == "Save my settings").click().run()
    next(b for b in at.button if b.label.startswith("Test connection")).click().run()
    assert f"cannot reach Ollama at {url};" in _shown(at.error[0].value)
    at.switch_page("pages/ask.py").run()
    ask(at, QUESTIONS[0])
    notes = [_shown(c.value) for c in at.caption if "Ollama" in c.value]
    assert notes and f"cannot reach Ollama at {url};" in notes[0], notes


def test_a_clarified_question_reaches_insights_with_its_context(empty_app: Path, embedder: Embedder) -> None:
    _engine(empty_app, embedder)
    at = ask(start(), "Tell me more")
    at.text_input(key="clarify-0-0-text").set_value("turbine gearbox")
    at.form_submit_button[0].click().run()
    assert not at.exception, at.exception
    at.switch_page(INSIGHTS).run()
    log = _table(at, "query_log").value
    assert "Tell me more — context: turbine gearbox" in set(log["question"])
    assert "Clarifying question" in set(log["outcome"])
