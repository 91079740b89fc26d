"""Conversations on the Ask page in AppTest: follow-ups show what was searched, a reload (the same
``thread`` in the URL) reopens the thread, and the sidebar lists, opens, renames, exports and
deletes conversations."""

from __future__ import annotations

import re
from pathlib import Path

from streamlit.runtime.memory_media_file_storage import _calculate_file_id
from streamlit.testing.v1 import AppTest

from rag_core.conversations import Conversations
from rag_core.feedback import FeedbackService
from rag_core.settings import Settings
from tests.app.conftest import TIMEOUT, ask, start
from tests.conftest import PROJECT_ROOT
from ui import state
from ui.threads_view import file_name


def _plain(elements) -> str:  # type: ignore[no-untyped-def]
    """Element texts with markdown escapes removed (the page escapes user and document text)."""
    return re.sub(r"\\(.)", r"\1", " ".join(str(e.value) for e in elements))


def _reload(thread_id: str | None) -> AppTest:
    """A new browser session opening the app's URL, with ``?thread=...`` when given."""
    at = AppTest.from_file(str(PROJECT_ROOT / "app.py"), default_timeout=TIMEOUT)
    if thread_id:
        at.query_params[state.THREAD_PARAM] = thread_id
    at.run()
    assert not at.exception, at.exception
    return at


def _sidebar_threads(at: AppTest) -> dict[str, str]:
    """Conversation id -> title, as the sidebar lists them."""
    return {
        b.key.removeprefix("thread-"): re.sub(r"\\(.)", r"\1", b.label)
        for b in at.sidebar.button
        if b.key and b.key.startswith("thread-") and b.key not in ("thread-new", "thread-delete")
    }


def test_a_follow_up_shows_the_searched_question_and_a_reload_reopens_the_thread(sample_app: Path) -> None:
    at = ask(ask(start(), "What was the revenue for 2022?"), "and in 2023?")
    assert "Searched as: What was the revenue for 2023?" in _plain(at.caption)
    assert "Revenue for 2023 was EUR 182.4 million" in _plain(at.success) + _plain(at.warning)
    thread_id = at.query_params[state.THREAD_PARAM]

    reloaded = _reload(thread_id)
    questions = _plain(reloaded.markdown)
    assert "What was the revenue for 2022?" in questions and "and in 2023?" in questions
    assert "Searched as: What was the revenue for 2023?" in _plain(reloaded.caption)
    assert "Revenue for 2023 was EUR 182.4 million" in _plain(reloaded.success) + _plain(reloaded.warning)
    # The reopened thread goes on: its history is read from the database.
    ask(reloaded, "and in 2022?")
    assert "Searched as: What was the revenue for 2022?" in _plain(reloaded.caption)

    fresh = _reload(None)
    assert "What was the revenue for 2022?" not in _plain(fresh.markdown)
    assert not fresh.chat_message and not fresh.session_state[state.THREAD]


def test_editing_the_searched_question_asks_it_on_its_own(sample_app: Path) -> None:
    at = ask(ask(start(), "What are Northwind's core values?"), "tell me more")
    assert at.session_state[state.THREAD][1].resolved
    at.button(key="edit-searched-1").click().run()
    at.text_input(key="searched-1").set_value("What is cross-docking?")
    next(b for b in at.form_submit_button if b.label == "Ask this instead").click().run()
    assert not at.exception, at.exception
    last = at.session_state[state.THREAD][-1]
    assert (last.question, last.resolved) == ("What is cross-docking?", False)
    assert "Cross-docking means unloading goods" in _plain(at.success) + _plain(at.warning)


def test_a_clarified_question_does_not_ask_again_after_a_reload(sample_app: Path) -> None:
    at = ask(start(), "Tell me more")
    at.text_input(key="clarify-0-0-text").set_value("Northwind core values")
    at.form_submit_button[0].click().run()
    assert not at.exception, at.exception
    reloaded = _reload(at.query_params[state.THREAD_PARAM])
    assert len(reloaded.session_state[state.THREAD]) == 2
    assert "clarify-0-0-text" not in [t.key for t in reloaded.text_input]


def test_the_sidebar_opens_renames_exports_and_deletes_conversations(sample_app: Path) -> None:
    at = ask(start(), "What are Northwind's core values?")
    values_id = at.query_params[state.THREAD_PARAM]
    at.sidebar.button(key="thread-new").click().run()
    assert state.THREAD_PARAM not in at.query_params and not at.session_state[state.THREAD]
    ask(at, "What is cross-docking?")
    docking_id = at.query_params[state.THREAD_PARAM]
    listed = _sidebar_threads(at)
    # Titled by the first question ("(2)" when an earlier conversation of this app's data began the same way).
    assert re.fullmatch(r"What are Northwind's core values\?( \(\d+\))?", listed[values_id])
    assert re.fullmatch(r"What is cross-docking\?( \(\d+\))?", listed[docking_id])
    assert list(listed).index(docking_id) < list(listed).index(values_id)  # newest first

    at.sidebar.button(key=f"thread-{values_id}").click().run()
    assert at.query_params[state.THREAD_PARAM] == values_id
    assert [t.question for t in at.session_state[state.THREAD]] == ["What are Northwind's core values?"]

    at.sidebar.text_input(key=f"thread-title-{values_id}").set_value("Values *briefing*")
    next(b for b in at.sidebar.form_submit_button if b.label == "Rename").click().run()
    assert not at.exception, at.exception
    assert _sidebar_threads(at)[values_id] == "Values *briefing*"

    conversations = Conversations.without_engine(Settings(data_dir=sample_app))
    markdown = conversations.export_markdown(values_id)
    assert "> Northwind's core values are safety, reliability and transparency." in markdown
    assert "— northwind_handbook.pdf, page 1" in markdown
    [export] = [b for b in at.sidebar.get("download_button") if b.label == "Export as Markdown"]
    offered = _calculate_file_id(markdown.encode(), "text/markdown", file_name("Values *briefing*"))
    assert export.proto.url.endswith(f"/{offered}.md")  # the button offers exactly this document

    at.sidebar.button(key="thread-delete").click().run()
    assert "cannot be undone" in _plain(at.sidebar.warning)
    at.sidebar.button(key="thread-delete-confirm").click().run()
    assert not at.exception, at.exception
    assert values_id not in _sidebar_threads(at) and docking_id in _sidebar_threads(at)
    assert state.THREAD_PARAM not in at.query_params and not at.session_state[state.THREAD]
    gone = _reload(values_id)
    assert "there is no conversation" in _plain(gone.warning) and not gone.session_state[state.THREAD]


def test_a_vague_follow_up_offers_the_previous_turns_subjects_and_asks_again_with_the_choice(sample_app: Path) -> None:
    at = ask(ask(start(), "How does Northwind compare to DHL?"), "and?")
    assert "Searched as" not in _plain(at.caption)  # nothing was rewritten
    (choice,) = [s for s in at.selectbox if s.key and s.key.startswith("clarify-")]
    assert {"Northwind", "DHL"} <= set(choice.options) and choice.value is None  # nothing chosen for the analyst
    choice.set_value("Northwind")
    next(b for b in at.get("form_submit_button") if "Ask again" in b.label).click().run()
    assert not at.exception, at.exception
    last = at.session_state[state.THREAD][-1]
    assert (last.question, last.context) == ("and?", "Northwind")


def test_a_reload_brings_back_the_conversation_with_its_feedback_marks(sample_app: Path) -> None:
    at = ask(start(), "What is cross-docking?")
    thread_id = at.query_params[state.THREAD_PARAM]
    query_id = at.session_state[state.THREAD][-1].response.query_id
    at.button(key=f"correct-{query_id}").click().run()
    reloaded = _reload(thread_id)
    assert [t.response.query_id for t in reloaded.session_state[state.THREAD]] == [query_id]
    assert "You marked this answer **correct**" in " ".join(c.value for c in reloaded.caption)


def test_the_analyst_s_name_comes_back_after_a_reload(sample_app: Path) -> None:
    at = _reload(None)
    at.sidebar.text_input(key=state.USER_BOX).set_value("Dana Whitfield").run()
    assert not at.exception, at.exception
    again = _reload(None)
    assert again.sidebar.text_input(key=state.USER_BOX).value == "Dana Whitfield"
    ask(again, "What is cross-docking?")
    query_id = again.session_state[state.THREAD][-1].response.query_id
    again.button(key=f"correct-{query_id}").click().run()
    feedback = FeedbackService(Settings(data_dir=sample_app))
    assert [f.user for f in feedback.for_query(query_id)] == ["Dana Whitfield"]
    _reload(None).sidebar.text_input(key=state.USER_BOX).set_value("").run()  # leave the shared app data as found
