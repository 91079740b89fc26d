"""What a laptop's analyst set once and expects back after a reload: the name given for feedback.

Local mode has one user per data directory, so the preference is a small JSON file there
(``preferences.json``); a shared deployment knows its users by their sign-in instead.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

logger = logging.getLogger(__name__)

FILE = "preferences.json"
MAX_NAME = 120


def load_name(data_dir: Path) -> str:
    """The analyst's name as last saved ("" when none, or when the file cannot be read)."""
    try:
        data = json.loads((data_dir / FILE).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return ""
    except (OSError, ValueError):
        logger.warning("could not read %s; the analyst's name starts empty", data_dir / FILE)
        return ""
    name = data.get("analyst_name", "") if isinstance(data, dict) else ""
    return str(name)[:MAX_NAME] if isinstance(name, str) else ""


def save_name(data_dir: Path, name: str) -> None:
    """Keep the analyst's name for the next session (written atomically; failures are logged, not raised)."""
    path = data_dir / FILE
    try:
        data_dir.mkdir(parents=True, exist_ok=True)
        temporary = path.with_suffix(".tmp")
        temporary.write_text(json.dumps({"analyst_name": name.strip()[:MAX_NAME]}), encoding="utf-8")
        temporary.replace(path)
    except OSError:
        logger.warning("could not save the analyst's name to %s", path)
