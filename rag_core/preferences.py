"""Each user's own settings and name, kept in the app database and re-checked on the way back.

Only what a session may set is ever stored (:func:`rag_core.settings.with_overrides` refuses the
rest before :meth:`Preferences.save_settings` runs). A stored value is checked again when it is
read: a value the current version or deployment no longer accepts (a field renamed, a range
narrowed, a setting now fixed by the deployment, an admin-only setting of a user who is no longer
an admin) is dropped with a log line, never raised, and the row is rewritten without it.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Collection
from typing import Any

from sqlalchemy.engine import Engine

from rag_core.settings import Settings, with_overrides
from rag_core.storage.preferences import MAX_NAME, PreferenceStore

logger = logging.getLogger(__name__)

__all__ = ["LEGACY_FILE", "Preferences"]

LEGACY_FILE = "preferences.json"  # where a laptop kept the analyst's name before this table existed


class Preferences:
    """Saved settings and names of the users of one database."""

    def __init__(self, engine: Engine, settings: Settings) -> None:
        self._store = PreferenceStore(engine)
        self._settings = settings

    def settings(self, owner: str, *, refused: Collection[tuple[str, str]] = ()) -> dict[str, dict[str, Any]]:
        """``owner``'s saved settings that are still valid, as overrides for ``with_overrides``.

        ``refused``: (section, field) pairs this user may not set (admin-only ones for a non-admin);
        a stored one is dropped like any other value that no longer passes.
        """
        record = self._store.get(owner)
        if record is None or not record.settings:
            return {}
        kept: dict[str, dict[str, Any]] = {}
        for section, fields in record.settings.items():
            if not isinstance(fields, dict):
                self._drop(owner, str(section), "(the whole section)", "not a set of fields")
                continue
            for name, value in fields.items():
                reason = self._problem(section, name, value, refused)
                if reason:
                    self._drop(owner, section, name, reason)
                else:
                    kept.setdefault(section, {})[name] = value
        try:
            with_overrides(self._settings, kept)
        except ValueError as exc:  # fields valid one by one may still clash together
            logger.warning("dropping every saved setting of %r: together they are refused (%s)", owner, exc)
            kept = {}
        if kept != record.settings:
            self._store.set_settings(owner, kept)
        return kept

    def _problem(self, section: str, name: str, value: Any, refused: Collection[tuple[str, str]]) -> str:
        if (section, name) in refused:
            return "this user may not change it"
        try:
            with_overrides(self._settings, {section: {name: value}})
        except ValueError as exc:
            return str(exc)
        if section != "generator" and name not in type(getattr(self._settings, section)).model_fields:
            return "no such setting"
        return ""

    @staticmethod
    def _drop(owner: str, section: str, name: str, reason: str) -> None:
        logger.warning("dropping the saved setting %s.%s of %r: %s", section, name, owner, reason)

    def save_settings(self, owner: str, overrides: dict[str, dict[str, Any]]) -> None:
        """Keep ``owner``'s settings (checked already: only call with what ``with_overrides`` accepted)."""
        self._store.set_settings(owner, {section: dict(fields) for section, fields in overrides.items() if fields})

    def reset_settings(self, owner: str) -> None:
        """Forget ``owner``'s settings: the deployment's defaults apply again."""
        self._store.set_settings(owner, {})

    def name(self, owner: str) -> str:
        """``owner``'s saved name ("" when none). A laptop's name from before this table existed
        (``preferences.json`` in the data dir) is taken over once."""
        record = self._store.get(owner)
        if record is not None:
            return record.name
        legacy = self._legacy_name()
        if legacy:
            self._store.set_name(owner, legacy)
        return legacy

    def save_name(self, owner: str, name: str) -> None:
        """Keep ``owner``'s name for the next session."""
        self._store.set_name(owner, name)

    def _legacy_name(self) -> str:
        path = self._settings.data_dir / LEGACY_FILE
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return ""
        except (OSError, ValueError):
            logger.warning("could not read %s; the name given before is not taken over", path)
            return ""
        name = data.get("analyst_name", "") if isinstance(data, dict) else ""
        return name.strip()[:MAX_NAME] if isinstance(name, str) else ""
