"""The PDF worker's protocol and limits: the JSON lines it writes, the error that ends it, the
character budget a page is extracted within, and the process's peak memory.

Standard library only: :mod:`pdf_worker` (pypdf and pdfium reading) and :mod:`parse_worker` import
it in the sandboxed parser process. The protocol itself is described in :mod:`pdf_worker`.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from typing import Any

DIGEST = {"sha256": ""}  # the file's hash once read, sent with every message that ends the worker


def emit(message: dict[str, Any]) -> None:
    """Write one protocol message to stdout as a JSON line, flushed so the parent sees it at once."""
    sys.stdout.write(json.dumps(message, ensure_ascii=True) + "\n")
    sys.stdout.flush()


def fail(kind: str, detail: str, **extra: int) -> None:
    """Write an error message and end the worker; ``extra`` carries a limit's ``value`` and ``page``."""
    emit(
        {
            "type": "error",
            "kind": kind,
            "detail": detail,
            "sha256": DIGEST["sha256"],
            "peak_rss_mb": peak_rss_mb(),
            **extra,
        }
    )
    sys.exit(0)


@dataclass(frozen=True, slots=True)
class Limits:
    """The work one file may cause; ``None`` fields are unlimited (the worker run by hand)."""

    pages: int | None = None
    page_chars: int | None = None
    file_chars: int | None = None


class TooMuchText(Exception):
    """Raised from the extraction visitor to stop reading a page that passed a character limit."""

    def __init__(self, kind: str, value: int) -> None:
        super().__init__(kind)
        self.kind = kind
        self.value = value


class CharBudget:
    """Counts a page's text as pypdf extracts it and stops the extraction at a limit."""

    def __init__(self, limits: Limits, before: int) -> None:
        self._limits = limits
        self._before = before  # characters of the pages already read
        self.count = 0

    def visit(self, text: str, *_args: Any) -> None:
        """pypdf's ``visitor_text`` callback: called for every piece of text shown on the page."""
        self.count += len(text)
        self.check(self.count)

    def check(self, count: int) -> None:
        """Raise TooMuchText when ``count`` characters on this page pass a limit."""
        if self._limits.page_chars is not None and count > self._limits.page_chars:
            raise TooMuchText("page_chars", count)
        if self._limits.file_chars is not None and self._before + count > self._limits.file_chars:
            raise TooMuchText("file_chars", self._before + count)


def why(exc: BaseException) -> str:
    """A reader's failure in one line: ``LimitReachedError: Array size 120000 ...``."""
    return " ".join(f"{type(exc).__name__}: {exc}".split())[:300]


def peak_rss_mb() -> float:
    """This process's own peak resident memory (VmHWM; unlike ru_maxrss it starts at exec)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0
