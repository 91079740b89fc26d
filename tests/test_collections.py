"""Collections with grants: what a user cannot read does not exist for them, in any reply.

Done-when 4 of issue 11 part 3 at the rag_core level (the page-level check is in
tests/app/test_collections_page.py) and Done-when 5: a readable document among 200 unreadable ones
gives the envelope it gives alone.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from rag_core.access import NO_SUCH_DOCUMENT, AccessService
from rag_core.answer.engine import Engine
from rag_core.answer.corpus import CorpusStats
from rag_core.answer.find.retrieve import Retriever
from rag_core.auth import Principal, Role
from rag_core.embedding import Embedder
from rag_core.errors import AccessDeniedError, InvalidValueError, NotFoundError
from rag_core.library import Library
from rag_core.settings import AuthSettings, Settings
from rag_core.storage.grants import DEFAULT_COLLECTION_ID
from rag_core.testing import HashEmbedder

ADMIN = Principal("adm", name="Ada", role=Role.ADMIN)
EDITOR = Principal("ed", name="Ed", role=Role.EDITOR)
VIEWER = Principal("vic", name="Vic", role=Role.VIEWER)
ACCOUNTANT = Principal("acc", name="Ann", role=Role.EDITOR, groups=frozenset({"accountants"}))

PUMP = (
    b"The P-40 pump is painted red and sits in hall 3.\n\n"
    b"Inspect the pump seals every 500 operating hours and replace a seal that weeps.\n"
)
# Words only the Finance document has: none of them may reach a reader without a Finance grant.
FINANCE_NAME = "zorblax_bonus_q3.txt"
FINANCE = (
    b"Zorblax Holdings quarterly bonus memo.\n\n"
    b"The Q3 bonus pool of Zorblax Holdings was 4.7 million euros, approved by Marguerite Okonkwo.\n"
)
FINANCE_WORDS = ("zorblax", "okonkwo", "marguerite", "4.7", "bonus_q3", "holdings")


def _shared(data_dir: Path) -> Settings:
    return Settings(data_dir=data_dir, seed_samples=False, auth=AuthSettings(mode="oidc", admin_groups=("admins",)))


@pytest.fixture(scope="module")
def finance_library(
    tmp_path_factory: pytest.TempPathFactory, embedder: Embedder
) -> Iterator[tuple[Engine, AccessService, str]]:
    """A shared library: the pump manual in the default collection, a Finance memo in "Finance"
    (no grant for anyone but admins); with its engine, access service and the memo's doc id."""
    settings = _shared(tmp_path_factory.mktemp("finance") / "data")
    library, access = Library(settings, embedder), AccessService(settings)
    finance = access.create_collection(ADMIN, "Finance")
    library.ingest_bytes("pump_manual.txt", PUMP)
    memo = library.ingest_bytes(FINANCE_NAME, FINANCE, collection_id=finance.id)
    assert memo.ok, memo
    yield Engine(library), access, memo.doc_id


@pytest.fixture(scope="module")
def pump_only(tmp_path_factory: pytest.TempPathFactory, embedder: Embedder) -> Engine:
    """The same deployment without any Finance document."""
    library = Library(_shared(tmp_path_factory.mktemp("pump") / "data"), embedder)
    library.ingest_bytes("pump_manual.txt", PUMP)
    return Engine(library)


def _envelope(engine: Engine, access: AccessService, principal: Principal, question: str) -> dict:
    return json.loads(engine.ask(question, scope=access.readable(principal)).content_json())


def _leaks(envelope: dict) -> list[str]:
    text = json.dumps(envelope).lower()
    return [word for word in FINANCE_WORDS if word in text]


def test_a_finance_question_of_a_reader_without_a_grant_is_refused_as_no_evidence(finance_library) -> None:  # type: ignore[no-untyped-def]
    engine, access, _ = finance_library
    envelope = _envelope(engine, access, VIEWER, "How large was the Q3 bonus pool, and who approved it?")
    assert (envelope["mode"], envelope["refusal_reason"]) == ("hard_refusal", "no_evidence")
    assert _leaks(envelope) == []
    # An admin reads Finance: the same question is answered from the memo.
    answered = _envelope(engine, access, ADMIN, "How large was the Q3 bonus pool, and who approved it?")
    assert answered["mode"] != "hard_refusal" and "okonkwo" in _leaks(answered)


@pytest.mark.parametrize(
    "question",
    [
        "How large was the Q3 bonus pool, and who approved it?",
        "What documents do you have?",
        "Compare Zorblax with the P-40 pump.",
        "What did Marguerite Okonkwo approve?",
        "What colour is the pump?",
    ],
)
def test_a_reader_without_a_grant_gets_what_a_library_without_finance_gives(
    finance_library, pump_only, question: str
) -> None:  # type: ignore[no-untyped-def]
    engine, access, _ = finance_library
    seen = _envelope(engine, access, VIEWER, question)
    assert seen == json.loads(pump_only.ask(question, scope=access.readable(VIEWER)).content_json())
    assert [w for w in _leaks(seen) if w not in question.lower()] == []


def test_what_documents_lists_only_readable_files(finance_library) -> None:  # type: ignore[no-untyped-def]
    engine, access, _ = finance_library
    assert _envelope(engine, access, VIEWER, "What documents do you have?")["answer"].endswith("pump_manual.txt.")
    assert FINANCE_NAME in _envelope(engine, access, ADMIN, "What documents do you have?")["answer"]


def test_the_library_list_and_failures_hold_no_unreadable_file(finance_library) -> None:  # type: ignore[no-untyped-def]
    engine, access, _ = finance_library
    actions = access.library(engine.library, VIEWER)
    assert [d.name for d in actions.documents()] == ["pump_manual.txt"]
    assert [d.name for d in access.library(engine.library, ADMIN).documents()] == ["pump_manual.txt", FINANCE_NAME]
    assert [c.name for c in access.collections(VIEWER)] == ["Library"]


def test_opening_or_downloading_an_unreadable_document_reads_as_a_missing_one(finance_library) -> None:  # type: ignore[no-untyped-def]
    engine, access, finance_id = finance_library
    actions = access.library(engine.library, VIEWER)
    messages = []
    for doc_id in (finance_id, "0" * 64):
        for attempt in (actions.document, actions.download):
            with pytest.raises(NotFoundError) as caught:
                attempt(doc_id)
            messages.append(str(caught.value))
    assert set(messages) == {NO_SUCH_DOCUMENT}
    assert not any(word in NO_SUCH_DOCUMENT.lower() for word in FINANCE_WORDS)
    with pytest.raises(NotFoundError, match="not in the library"):
        access.library(engine.library, EDITOR).delete(FINANCE_NAME)
    assert access.library(engine.library, ADMIN).download(finance_id) == FINANCE


# -- writing and managing ------------------------------------------------------------------


@pytest.fixture
def shared(tmp_path: Path, hash_embedder: HashEmbedder) -> tuple[Library, AccessService]:
    settings = _shared(tmp_path / "data")
    return Library(settings, hash_embedder), AccessService(settings)


def test_upload_and_delete_need_write_on_that_collection(shared: tuple[Library, AccessService]) -> None:
    library, access = shared
    finance = access.create_collection(ADMIN, "Finance")
    access.grant(ADMIN, finance.id, "user", EDITOR.subject, "read")
    editor = access.library(library, EDITOR)
    with pytest.raises(AccessDeniedError, match="write grant"):
        editor.ingest_bytes("memo.txt", FINANCE, collection_id=finance.id)
    assert editor.ingest_bytes("pump.txt", PUMP).ok  # the default collection: everyone may write
    access.grant(ADMIN, finance.id, "group", "accountants", "write")
    accountant = access.library(library, ACCOUNTANT)
    assert accountant.ingest_bytes("memo.txt", FINANCE, collection_id=finance.id).ok
    with pytest.raises(AccessDeniedError, match="write grant"):
        editor.delete("memo.txt")
    with pytest.raises(AccessDeniedError, match="write grant"):
        editor.set_provenance("memo.txt", "primary")
    viewer_in_group = access.library(library, Principal("v2", role=Role.VIEWER, groups=frozenset({"accountants"})))
    with pytest.raises(AccessDeniedError, match="editor or admin role"):
        viewer_in_group.delete("memo.txt")
    accountant.delete("memo.txt")
    assert [d.name for d in library.ready_documents()] == ["pump.txt"]


def test_the_same_name_in_two_collections_is_two_documents_and_replace_stays_in_its_collection(
    shared: tuple[Library, AccessService],
) -> None:
    library, access = shared
    finance = access.create_collection(ADMIN, "Finance")
    library.ingest_bytes("notes.txt", b"The pump is red.\n")
    library.ingest_bytes("notes.txt", b"The bonus pool was 4.7 million.\n", collection_id=finance.id)
    replaced = library.ingest_bytes("notes.txt", b"The bonus pool was 5.1 million.\n", collection_id=finance.id)
    assert replaced.outcome.value == "replaced"
    by_collection = {d.collection_id: d.doc_id for d in library.ready_documents()}
    assert by_collection[finance.id] == replaced.doc_id and len(by_collection) == 2
    # Identical bytes cannot sit in a second collection (ids are content hashes): refused, nothing named.
    copy = library.ingest_bytes("copy.txt", b"The pump is red.\n", collection_id=finance.id)
    assert not copy.ok and "another collection" in copy.message and "notes" not in copy.message


def test_grants_need_manage_and_each_change_is_audited_once(shared: tuple[Library, AccessService]) -> None:
    _, access = shared
    finance = access.create_collection(ADMIN, "Finance")
    with pytest.raises(AccessDeniedError, match="admin role"):
        access.create_collection(EDITOR, "Mine")
    with pytest.raises(NotFoundError, match="no such collection"):  # cannot read it: it does not exist for them
        access.grant(EDITOR, finance.id, "user", EDITOR.subject, "manage")
    access.grant(ADMIN, finance.id, "user", EDITOR.subject, "read")
    with pytest.raises(AccessDeniedError, match="manage grant"):
        access.grant(EDITOR, finance.id, "user", EDITOR.subject, "manage")
    access.grant(ADMIN, finance.id, "user", EDITOR.subject, "manage")
    access.grant(EDITOR, finance.id, "group", "accountants", "read")  # a manager grants
    assert access.revoke(EDITOR, finance.id, "group", "accountants") is True
    assert access.revoke(EDITOR, finance.id, "group", "accountants") is False  # nothing to revoke: no row
    rows = [(r.user, r.target, r.detail) for r in reversed(access.audit_log(ADMIN)) if r.action == "grant"]
    assert rows == [
        ("adm", "Finance", "collection created"),
        ("adm", "Finance", "user ed: read"),
        ("adm", "Finance", "user ed: manage"),
        ("ed", "Finance", "group accountants: read"),
        ("ed", "Finance", "group accountants: revoked"),
    ]
    with pytest.raises(InvalidValueError, match="read, write or manage, not 'owner'"):
        access.grant(ADMIN, finance.id, "user", "x", "owner")
    with pytest.raises(InvalidValueError, match="a user or a group by name"):
        access.grant(ADMIN, finance.id, "team", "x", "read")


def test_local_mode_has_one_collection_and_allows_everything(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    settings = Settings(data_dir=tmp_path / "data", seed_samples=False)
    access = AccessService(settings)
    assert access.readable(VIEWER) is None
    actions = access.library(Library(settings, hash_embedder), VIEWER.__class__("local", role=Role.ADMIN))
    assert actions.ingest_bytes("pump.txt", PUMP).ok
    assert [c.id for c in access.collections(VIEWER)] == [DEFAULT_COLLECTION_ID]


# -- Done-when 5 ---------------------------------------------------------------------------

READABLE = "\n\n".join(
    f"Section {n}. The {topic} of the cooling pump is checked by the {who} every {n + 2} weeks, "
    f"and the {topic} log records the pressure, the seal wear and the bearing temperature."
    for n, (topic, who) in enumerate(
        [
            ("impeller", "fitter"),
            ("seal", "operator"),
            ("bearing", "engineer"),
            ("motor", "electrician"),
            ("valve", "fitter"),
            ("filter", "operator"),
            ("gauge", "inspector"),
            ("coupling", "engineer"),
        ]
        * 3
    )
).encode()
QUESTIONS = (
    "How often is the seal of the cooling pump checked?",
    "Who checks the bearing temperature?",
    "What does the impeller log record?",
    "What documents do you have?",
    "What is the pump's warranty period?",
)


def _crowd(i: int) -> bytes:
    """An unreadable document that shares the readable one's words (so it would move BM25)."""
    return (
        f"Ledger {i}: the seal of the cooling pump was replaced after the bearing temperature log showed wear; "
        f"the operator checked the impeller pressure {i} times.\n"
    ).encode()


@pytest.fixture(scope="module")
def crowded(
    tmp_path_factory: pytest.TempPathFactory, hash_embedder: HashEmbedder
) -> tuple[Engine, Engine, AccessService]:
    """One readable document among 200 unreadable ones, and the same document alone."""
    alone_settings = _shared(tmp_path_factory.mktemp("alone") / "data")
    alone = Library(alone_settings, hash_embedder)
    assert alone.ingest_bytes("pump_log.txt", READABLE).chunks > 3
    settings = _shared(tmp_path_factory.mktemp("crowded") / "data")
    library, access = Library(settings, hash_embedder), AccessService(settings)
    restricted = access.create_collection(ADMIN, "Restricted")
    with library.batch():
        library.ingest_bytes("pump_log.txt", READABLE)
        for i in range(200):
            assert library.ingest_bytes(f"ledger_{i:03d}.txt", _crowd(i), collection_id=restricted.id).ok
    return Engine(library), Engine(alone), access


@pytest.mark.slow  # 200 documents indexed
@pytest.mark.parametrize("question", QUESTIONS)
def test_one_readable_document_among_200_unreadable_gives_the_envelope_it_gives_alone(crowded, question: str) -> None:  # type: ignore[no-untyped-def]
    among, alone, access = crowded
    scope = access.readable(VIEWER)
    seen = json.loads(among.ask(question, scope=scope).content_json())
    assert seen == json.loads(alone.ask(question, scope=scope).content_json())
    assert "ledger" not in json.dumps(seen).lower()


def _ranking(engine: Engine, question: str, ready: set[str], visible: set[str] | None) -> list[tuple]:
    library = engine.library
    retriever = Retriever(
        library.store, library.embedder, library.settings.retrieval, CorpusStats(library.store, library.registry)
    )
    found = retriever.retrieve(question, ready, visible=visible)
    return [(c.chunk.chunk_id, c.cosine, c.keyword, c.fused) for c in found.chunks]


@pytest.mark.slow  # 200 documents indexed
def test_keyword_weights_of_a_reader_come_from_their_documents_not_the_whole_table(crowded) -> None:  # type: ignore[no-untyped-def]
    among, alone, _ = crowded
    question = "What does the impeller log record?"
    ready = {d.doc_id for d in alone.library.ready_documents()}
    assert _ranking(among, question, ready, ready) == _ranking(alone, question, ready, ready)
    # LanceDB's own BM25 weighs words by the whole table: the 200 hidden ledgers move the ranking.
    assert _ranking(among, question, ready, None) != _ranking(alone, question, ready, None)
