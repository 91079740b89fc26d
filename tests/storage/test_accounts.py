"""Users and the append-only audit log."""

from __future__ import annotations

from pathlib import Path

import pytest

from rag_core.storage.accounts import Accounts
from rag_core.storage.database import make_engine


@pytest.fixture
def accounts(tmp_path: Path) -> Accounts:
    return Accounts(make_engine(tmp_path / "verbatim.db"))


def test_sign_in_stores_the_user_and_a_later_one_updates_role_and_last_seen(accounts: Accounts) -> None:
    first = accounts.upsert_user(subject="a1", email="ana@example.org", name="Ana", role="viewer")
    again = accounts.upsert_user(subject="a1", email="ana@example.org", name="Ana B.", role="admin")
    assert (again.role, again.name, again.first_seen) == ("admin", "Ana B.", first.first_seen)
    assert again.last_seen >= first.last_seen
    assert [u.subject for u in accounts.users()] == ["a1"]


def test_audit_entries_read_back_newest_first(accounts: Accounts) -> None:
    for action in ("sign-in", "upload", "delete"):
        accounts.append(user="a1", action=action, target="x.pdf")
    assert [r.action for r in accounts.audit_log()] == ["delete", "upload", "sign-in"]


def test_unknown_audit_action_is_a_programming_error(accounts: Accounts) -> None:
    with pytest.raises(ValueError, match="audit action"):
        accounts.append(user="a1", action="teleport")


def test_audit_log_offers_no_way_to_change_or_remove_entries() -> None:
    verbs = ("delete", "remove", "update", "clear", "purge", "truncate", "edit", "set_")
    assert not [name for name in dir(Accounts) if name.startswith(verbs)]


def test_nothing_in_the_app_deletes_from_the_audit_log() -> None:
    root = Path(__file__).resolve().parents[2]
    offenders = [
        str(path.relative_to(root))
        for folder in ("rag_core", "ui", "pages")
        for path in (root / folder).rglob("*.py")
        if "migrations" not in path.parts
        and any(
            token in path.read_text(encoding="utf-8")
            for token in ("delete(AuditRow", "DELETE FROM audit_log", "update(AuditRow")
        )
    ]
    offenders += [p for p in ("app.py",) if "AuditRow" in (root / p).read_text(encoding="utf-8")]
    assert offenders == []
