"""What a laptop's analyst set once and expects back after a reload: the name given for feedback.

Local mode has one user per data directory, so the preferences are a small JSON file there
(``preferences.json``, merged on write so that other preferences can join it); a shared deployment
knows its users by their sign-in instead.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

logger = logging.getLogger(__name__)

FILE = "preferences.json"
MAX_NAME = 120


def _read(data_dir: Path) -> dict[str, Any]:
    try:
        data = json.loads((data_dir / FILE).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, ValueError):
        logger.warning("could not read %s; starting from the defaults", data_dir / FILE)
        return {}
    return data if isinstance(data, dict) else {}


def _write(data_dir: Path, changes: dict[str, Any]) -> None:
    """Merge ``changes`` into the file (written atomically; failures are logged, not raised)."""
    path = data_dir / FILE
    try:
        data_dir.mkdir(parents=True, exist_ok=True)
        temporary = path.with_suffix(".tmp")
        temporary.write_text(json.dumps({**_read(data_dir), **changes}, sort_keys=True), encoding="utf-8")
        temporary.replace(path)
    except OSError:
        logger.warning("could not save preferences to %s", path)


def load_name(data_dir: Path) -> str:
    """The analyst's name as last saved ("" when none, or when the file cannot be read)."""
    name = _read(data_dir).get("analyst_name", "")
    return name[:MAX_NAME] if isinstance(name, str) else ""


def save_name(data_dir: Path, name: str) -> None:
    """Keep the analyst's name for the next session."""
    _write(data_dir, {"analyst_name": name.strip()[:MAX_NAME]})
