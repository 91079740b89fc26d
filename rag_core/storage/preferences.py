"""What one user set for themselves and expects back after a reload or the next sign-in: their own
settings (the Settings page's saved changes) and, on a laptop, the name given for feedback.

One row per user, keyed by ``owner``: the signed-in subject in a shared deployment, the local user
(``rag_core.auth.LOCAL_SUBJECT``) on a laptop. This module only stores and reads; which values may
be stored, and re-checking them on the way back, is :mod:`rag_core.preferences`.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import String
from sqlalchemy.orm import Mapped, mapped_column

from rag_core.storage.base import Base, Tables, now_iso
from rag_core.storage.portable import FreeString, FreeText

logger = logging.getLogger(__name__)

MAX_NAME = 120  # the longest name kept (the column holds 255)


class PreferenceRow(Base):
    """One user's saved settings (JSON: section -> field -> value) and name."""

    __tablename__ = "user_preferences"

    owner: Mapped[str] = mapped_column(FreeString(255), primary_key=True)
    name: Mapped[str] = mapped_column(FreeString(255), default="")
    settings_json: Mapped[str] = mapped_column(FreeText, default="{}")
    updated_at: Mapped[str] = mapped_column(String(32))


@dataclass(frozen=True, slots=True)
class PreferenceRecord:
    """One user's stored preferences, as read back (``settings`` not yet re-checked)."""

    owner: str
    name: str = ""
    settings: dict[str, Any] = field(default_factory=dict)


def _record(row: PreferenceRow) -> PreferenceRecord:
    try:
        settings = json.loads(row.settings_json or "{}")
    except ValueError:
        logger.warning("the saved settings of %r are not JSON; they are ignored", row.owner)
        settings = {}
    return PreferenceRecord(row.owner, row.name or "", settings if isinstance(settings, dict) else {})


class PreferenceStore(Tables):
    """The ``user_preferences`` table of one database."""

    def get(self, owner: str) -> PreferenceRecord | None:
        """``owner``'s row, or None when they never saved anything."""
        with self.session() as session:
            row = session.get(PreferenceRow, owner)
            return _record(row) if row is not None else None

    def _update(self, owner: str, **values: str) -> None:
        with self.session() as session:
            row = session.get(PreferenceRow, owner)
            if row is None:
                row = PreferenceRow(owner=owner, name="", settings_json="{}")
                session.add(row)
            for key, value in values.items():
                setattr(row, key, value)
            row.updated_at = now_iso()

    def set_settings(self, owner: str, overrides: dict[str, dict[str, Any]]) -> None:
        """Replace ``owner``'s saved settings (``{}``: none, the defaults apply)."""
        self._update(owner, settings_json=json.dumps(overrides, sort_keys=True, default=str))

    def set_name(self, owner: str, name: str) -> None:
        """Keep ``owner``'s name (cut to :data:`MAX_NAME` characters)."""
        self._update(owner, name=name.strip()[:MAX_NAME])
