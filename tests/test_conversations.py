"""Conversations: threads answered with their history, stored, reopened, exported, owner-checked.

A real engine over the Acme fixture library (real model, real SQLite); the store alone also runs
on PostgreSQL.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from rag_core.answer.engine import Engine
from rag_core.conversations import Conversations, title_for
from rag_core.errors import ConfigError, InvalidValueError, NotFoundError
from rag_core.storage.database import make_engine
from rag_core.storage.threads import ThreadStore
from tests.answer.conftest import build
from tests.helpers.builders import LibraryCache


@pytest.fixture(scope="module")
def acme_engine(tmp_path_factory: pytest.TempPathFactory, embedder, indexed: LibraryCache) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    """An engine over the Acme fixture library (a copy per module of the session's)."""
    yield Engine(build(tmp_path_factory.mktemp("acme") / "data", embedder, injection=False, indexed=indexed))


@pytest.fixture
def conversations(acme_engine: Engine) -> Conversations:
    """Conversations on the module's library; each test uses its own thread ids and owners."""
    return Conversations(acme_engine)


def test_a_follow_up_is_searched_as_a_standalone_question_from_the_thread(conversations: Conversations) -> None:
    first = conversations.ask("revenue-thread", "What was the revenue for 2023?", owner="fu")
    follow = conversations.ask("revenue-thread", "and in 2022?", owner="fu")
    assert first.searched == "What was the revenue for 2023?" and not first.resolved
    assert follow.resolved and follow.searched == "What was the revenue for 2022?"
    assert (
        follow.response.followup is not None and follow.response.followup.previous_query_id == first.response.query_id
    )
    assert follow.response.answer == "Revenue for 2022 was EUR 41.7 million."
    # The same words in a new thread have nothing to follow.
    alone = conversations.ask("other-thread", "and in 2022?", owner="fu")
    assert not alone.resolved and alone.response.answer != follow.response.answer


def test_a_reopened_thread_has_its_turns_and_continues_with_them(
    conversations: Conversations, acme_engine: Engine
) -> None:
    conversations.ask("reopen", "What was the revenue for 2023?", owner="ro")
    conversations.ask("reopen", "and in 2022?", owner="ro")
    reopened = Conversations(acme_engine)  # a new process on the same database
    turns = reopened.turns("reopen", "ro")
    assert [(t.seq, t.question, t.searched) for t in turns] == [
        (1, "What was the revenue for 2023?", "What was the revenue for 2023?"),
        (2, "and in 2022?", "What was the revenue for 2022?"),
    ]
    assert turns[1].response.answer == "Revenue for 2022 was EUR 41.7 million."
    third = reopened.ask("reopen", "and in 2023?", owner="ro")
    assert third.seq == 3 and third.searched == "What was the revenue for 2023?"
    [thread] = reopened.threads("ro")
    assert thread.title == "What was the revenue for 2023?"


def test_two_conversations_opened_with_the_same_question_get_titles_that_tell_them_apart(
    conversations: Conversations,
) -> None:
    for thread_id in ("same-1", "same-2", "same-3"):
        conversations.ask(thread_id, "What are Acme's core values?", owner="twins")
    titles = sorted(t.title for t in conversations.threads("twins"))
    assert titles == [
        "What are Acme's core values?",
        "What are Acme's core values? (2)",
        "What are Acme's core values? (3)",
    ]
    assert [t.title for t in conversations.threads("someone else")] == []


def test_an_edited_search_is_asked_without_the_history(conversations: Conversations) -> None:
    conversations.ask("edit", "What was the revenue for 2023?", owner="ed")
    turn = conversations.ask("edit", "and in 2022?", owner="ed", standalone=True)
    assert not turn.resolved and turn.searched == "and in 2022?"


def test_export_quotes_each_answer_with_its_citation_and_marks_the_rest(conversations: Conversations) -> None:
    for question in (
        "What was the revenue for 2023?",
        "and in 2022?",
        "How many people does Acme employ?",
        "How are robots calibrated?",
        "What is the capital of France?",
    ):
        conversations.ask("export", question, owner="ex")
    markdown = conversations.export_markdown("export", "ex")
    assert markdown.startswith("# What was the revenue for 2023?\n")
    assert "## 1. What was the revenue for 2023?" in markdown
    assert "> Revenue for 2023 was EUR 48.2 million.\n>\n> — acme_report_2023.pdf, page 2" in markdown
    assert "## 2. and in 2022?\n\n*Searched as:* What was the revenue for 2022?" in markdown
    assert "> Revenue for 2022 was EUR 41.7 million." in markdown
    # Conflicting values side by side, each with its source.
    assert (
        "| | acme_report_2023.pdf, page 2 | acme_handbook.pdf, page 1 |\n" in markdown
        and "| Value | 910 | 850 |" in markdown
    ) or (
        "| | acme_handbook.pdf, page 1 | acme_report_2023.pdf, page 2 |\n" in markdown
        and "| Value | 850 | 910 |" in markdown
    )
    # Fallback highlights are marked as not an answer; a refusal keeps its fixed message.
    fallback = markdown.split("## 4.")[1].split("## 5.")[0]
    assert "*Related passages, not an answer:*" in fallback
    assert (
        "> Robots are calibrated every morning before production starts.\n>\n> — acme_handbook.pdf, page 3" in fallback
    )
    assert "**Declined:** No indexed document covers France." in markdown.split("## 5.")[1]


def test_document_text_cannot_add_markup_to_the_export(conversations: Conversations, acme_engine: Engine) -> None:
    conversations.ask("markup", "What are Acme's core values?", owner="mk")
    conversations.rename("markup", "# [click](http://x) *now*", owner="mk")
    markdown = conversations.export_markdown("markup", "mk")
    assert markdown.startswith("# \\# \\[click\\](http://x) \\*now\\*\n")


def test_another_owners_thread_reads_as_not_found(conversations: Conversations) -> None:
    conversations.ask("ada-thread", "What are Acme's core values?", owner="ada")
    assert [t.id for t in conversations.threads("ada")] == ["ada-thread"]
    assert conversations.threads("bob") == []
    for attempt in (
        lambda: conversations.turns("ada-thread", "bob"),
        lambda: conversations.export_markdown("ada-thread", "bob"),
        lambda: conversations.rename("ada-thread", "mine now", "bob"),
        lambda: conversations.delete("ada-thread", "bob"),
        lambda: conversations.ask("ada-thread", "What are Acme's core values?", owner="bob"),
    ):
        with pytest.raises(NotFoundError, match="there is no conversation 'ada-thread'.*start a new one"):
            attempt()
    turns = conversations.turns("ada-thread", "ada")
    assert len(turns) == 1 and conversations.thread("ada-thread", "ada").title == "What are Acme's core values?"


def test_rename_delete_and_the_newest_first_list(conversations: Conversations) -> None:
    conversations.ask("older", "What are Acme's core values?", owner="rd")
    conversations.ask("newer", "How many people does Acme employ?", owner="rd")
    assert [t.id for t in conversations.threads("rd")] == ["newer", "older"]
    conversations.ask("older", "Who founded Acme?", owner="rd")  # asking again moves it to the top
    assert [t.id for t in conversations.threads("rd")] == ["older", "newer"]
    assert conversations.rename("older", "  Acme   basics ", "rd").title == "Acme basics"
    with pytest.raises(InvalidValueError, match="title needs 1 to 120 characters"):
        conversations.rename("older", "   ", "rd")
    conversations.delete("older", "rd")
    assert [t.id for t in conversations.threads("rd")] == ["newer"]
    with pytest.raises(NotFoundError):
        conversations.turns("older", "rd")
    assert conversations.store.turns("older") == []  # the turns went with it


def test_the_clarified_flag_is_stored(conversations: Conversations) -> None:
    turn = conversations.ask("vague", "Tell me more", owner="cl")
    assert turn.response.clarify is not None and not turn.clarified
    conversations.set_clarified("vague", turn.seq, "cl")
    assert [t.clarified for t in conversations.turns("vague", "cl")] == [True]


def test_a_malformed_thread_id_is_refused_with_what_to_use(conversations: Conversations) -> None:
    with pytest.raises(InvalidValueError, match="use 1 to 64 letters, digits"):
        conversations.ask("no spaces/please", "What are Acme's core values?")


def test_titles_are_the_first_question_cut_at_a_word() -> None:
    assert title_for("  What was   the revenue? ") == "What was the revenue?"
    long = title_for("What was the total revenue of the Lyon plant in the second half of 2023 compared with 2022?")
    assert long == "What was the total revenue of the Lyon plant in the second…"
    assert len(long) <= 61


@pytest.fixture(params=["sqlite", "postgresql"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> ThreadStore:
    """A thread store on a fresh SQLite file, or on a fresh database of the test PostgreSQL server."""
    url = f"sqlite:///{tmp_path / 'verbatim.db'}"
    if request.param == "postgresql":
        url = str(request.getfixturevalue("postgres_url"))
    return ThreadStore(make_engine(url))


def test_the_store_keeps_threads_and_turns_in_order(store: ThreadStore) -> None:
    first = store.create("ada", thread_id="t1")
    store.create("bob", thread_id="t2")
    for n in range(3):
        store.append(
            "t1",
            query_id=f"q{n}",
            question=f"question {n}\x00",
            searched=f"searched {n}",
            context="",
            envelope_json="{}",
            title=f"title {n}",
        )
    store.set_clarified("t1", 2)
    turns = store.turns("t1")
    assert [(t.seq, t.query_id, t.clarified) for t in turns] == [(1, "q0", False), (2, "q1", True), (3, "q2", False)]
    thread = store.get("t1")
    assert thread is not None and thread.title == "title 0" and thread.updated_at > first.updated_at
    assert [t.id for t in store.threads("ada")] == ["t1"]
    assert store.rename("t1", "x" * 300) and len(store.get("t1").title) == 255  # type: ignore[union-attr]
    assert store.ensure("carol", "t1").owner == "ada"  # an existing thread is never taken over
    assert store.delete("t1") and store.turns("t1") == [] and store.get("t1") is None
    assert not store.delete("t1")
    with pytest.raises(LookupError):
        store.append("t1", query_id="q", question="q", searched="q", context="", envelope_json="{}")


def test_conversations_opened_without_an_engine_read_what_the_app_stored(
    conversations: Conversations, acme_engine: Engine
) -> None:
    conversations.ask("reader", "What are Acme's core values?", owner="rw")
    reader = Conversations.without_engine(acme_engine.library.settings)
    assert [t.question for t in reader.turns("reader", "rw")] == ["What are Acme's core values?"]
    with pytest.raises(ConfigError, match="without an answer engine"):
        reader.ask("reader", "Who founded Acme?", owner="rw")


def test_export_cites_sheet_rows_by_their_place_not_a_page_number(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    from rag_core.library import Library
    from rag_core.settings import Settings

    library = Library(Settings(data_dir=tmp_path / "data", seed_samples=False), embedder)
    assert library.ingest_bytes("budget.csv", b"Line,2022,2023\nRevenue,1200,1350\nCost of sales,900,980\n").ok
    sheet = Conversations(Engine(library))
    turn = sheet.ask("sheet", "What was the revenue in 2023?")
    assert turn.response.mode.value == "direct_answer", turn.response.mode
    markdown = sheet.export_markdown("sheet")
    assert "> — budget.csv, row 2" in markdown, markdown  # the quoted cell's row, as the answer card says
    assert "budget.csv, p. 1" not in markdown and "budget.csv, page 1" not in markdown
