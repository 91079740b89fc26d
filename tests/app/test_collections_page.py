"""Collections in the app (Done-when 4 of issue 11 part 3, page level): a viewer without a grant on
"Finance" sees no trace of it on the Ask page, the Library page or an opened source; an admin
creates collections and grants from the Library page, one audit row each."""

from __future__ import annotations

from pathlib import Path

import pytest

from rag_core.access import NO_SUCH_DOCUMENT, AccessService
from rag_core.answer.engine import Engine
from rag_core.auth import Principal, Role
from rag_core.embedding import Embedder
from rag_core.library import Library
from rag_core.settings import Settings
from tests.app.test_roles import ADMIN, LIBRARY, VIEWER, _run, _texts, shared_app  # noqa: F401 - a fixture
from ui import state

MEMO_NAME = "zorblax_bonus_q3.txt"
MEMO = b"Zorblax Holdings quarterly bonus memo.\n\nThe Q3 bonus pool was 4.7 million euros, approved by Marguerite Okonkwo.\n"
FINANCE_WORDS = ("zorblax", "okonkwo", "marguerite", "4.7")


@pytest.fixture
def finance_app(shared_app: Path, embedder: Embedder) -> tuple[Path, str]:
    """The shared app with the pump manual in the default collection and a memo in "Finance"."""
    settings = Settings(data_dir=shared_app, seed_samples=False)
    library = Library(settings, embedder)
    library.ingest_bytes("pump_manual.txt", b"The P-40 pump is painted red and sits in hall 3.\n")
    admin = Principal("boss", role=Role.ADMIN)
    finance = AccessService(settings).create_collection(admin, "Finance")
    return shared_app, library.ingest_bytes(MEMO_NAME, MEMO, collection_id=finance.id).doc_id


def _finance_words(text: str) -> list[str]:
    return [word for word in FINANCE_WORDS if word in text.lower()]


def test_a_viewer_without_a_grant_never_sees_a_finance_word(finance_app: tuple[Path, str]) -> None:
    at = _run(VIEWER)
    for question in ("How large was the Q3 bonus pool?", "What documents do you have?"):
        at.chat_input[0].set_value(question).run()
        assert not at.exception, at.exception
    refused, listed = (turn.response for turn in at.session_state[state.THREAD])
    assert (refused.mode.value, refused.refusal_reason.value) == ("hard_refusal", "no_evidence")
    assert listed.answer == "Indexed documents: pump_manual.txt."
    shown = (_texts(at) + "\n".join(m.value for m in at.markdown)).replace("\\", "")
    assert "pump_manual.txt" in shown and _finance_words(shown) == []
    at.switch_page(LIBRARY).run()
    assert not at.exception, at.exception
    assert list(at.dataframe[0].value["Name"]) == ["pump_manual.txt"]
    assert _finance_words(_texts(at)) == [] and "Finance" not in _texts(at)


def test_opening_a_finance_source_reads_as_a_missing_document(
    finance_app: tuple[Path, str], embedder: Embedder
) -> None:
    data_dir, _ = finance_app
    # An answer an admin got from the memo, replayed in a viewer's session (a crafted request).
    response = Engine(Library(Settings(data_dir=data_dir, seed_samples=False), embedder)).ask(
        "Who approved the Q3 bonus pool?"
    )
    assert any(c.source == MEMO_NAME for c in response.citations)
    at = _run(VIEWER)
    at.session_state[state.THREAD] = [state.Turn(question="Who approved it?", response=response)]
    index = next(n for n, c in enumerate(response.citations) if c.source == MEMO_NAME)
    at.session_state[state.OPEN_SOURCE] = {"query_id": response.query_id, "index": index, "page": 1}
    at.run()
    assert not at.exception, at.exception
    assert [e.value for e in at.error] == [NO_SUCH_DOCUMENT]
    assert "Download original" not in [b.label for b in at.get("download_button")]
    assert not at.get("imgs")


def test_an_admin_creates_a_collection_and_grants_a_group_read_audited_once_each(finance_app: tuple[Path, str]) -> None:
    data_dir, _ = finance_app
    at = _run(ADMIN, LIBRARY)
    next(t for t in at.text_input if t.label == "New collection").set_value("Legal")
    next(b for b in at.button if b.label == "Create collection").click()
    at.run()
    assert not at.exception, at.exception
    settings = Settings(data_dir=data_dir, seed_samples=False)
    access = AccessService(settings)
    admin = Principal("ada", role=Role.ADMIN)
    legal = next(c for c in access.collections(admin) if c.name == "Legal")
    at.selectbox(key="grant-collection").set_value(legal).run()
    next(t for t in at.text_input if t.label == "User (subject) or group").set_value("lawyers")
    next(s for s in at.selectbox if s.label == "Kind").set_value("group")
    next(b for b in at.button if b.label == "Grant").click()
    at.run()
    assert not at.exception, at.exception
    assert [(g.kind, g.name, g.level) for g in access.grants(admin, legal.id)] == [("group", "lawyers", "read")]
    rows = [(r.user, r.target, r.detail) for r in access.audit_log(admin) if r.action == "grant" and r.user == "ada"]
    assert sorted(rows) == [("ada", "Legal", "collection created"), ("ada", "Legal", "group lawyers: read")]
    # A lawyer (a viewer in that group) now reads Legal, still not Finance.
    lawyer = Principal("law", role=Role.VIEWER, groups=frozenset({"lawyers"}))
    assert [c.name for c in access.collections(lawyer)] == ["Legal", "Library"]
