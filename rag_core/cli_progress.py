"""Ingest progress for the command line, on stderr (stdout keeps one result line per file).

On a terminal it is one bar redrawn in place::

    [3/74] boeing-10k-2022.pdf  [########------------]  41%  page 80 of 196, 512 chunks  0:14

Written to a file or a pipe (CI logs, ``2> ingest.log``) it is a plain line when a file starts
and then at most every ``line_every_s`` seconds, so a log shows the ingest is alive without
thousands of lines.
"""

from __future__ import annotations

import time
from typing import TextIO

from rag_core.types import IngestResult, ProgressEvent

BAR_WIDTH = 20
REDRAW_EVERY_S = 0.1  # a terminal bar redraws at most this often
LINE_EVERY_S = 15.0  # a log gets a line per file at most this often
NAME_WIDTH = 40


def _elapsed(seconds: float) -> str:
    minutes, secs = divmod(int(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def _short(name: str) -> str:
    return name if len(name) <= NAME_WIDTH else "…" + name[-(NAME_WIDTH - 1) :]


def describe(event: ProgressEvent) -> str:
    """What is happening to the file, in words: "page 80 of 196, 512 chunks"."""
    pages = f"page {event.pages_done:,} of {event.pages_total:,}" if event.pages_total else f"page {event.pages_done:,}"
    if event.stage == "parsing":
        return f"reading {pages}, {event.chunks_done:,} chunks embedded"
    if event.stage == "embedding":
        total = f" of {event.chunks_total:,}" if event.chunks_total else ""
        return f"{pages}, {event.chunks_done:,}{total} chunks embedded"
    if event.stage in ("writing", "committed"):
        return f"saving {event.pages_total:,} pages, {event.chunks_total:,} chunks"
    return f"{event.pages_total:,} pages, {event.chunks_total:,} chunks"


class IngestProgress:
    """Draws :class:`ProgressEvent` s of an ingest on ``stream``; pass ``progress`` and ``result``
    to ``Library.ingest_paths`` as its ``progress`` and ``on_result`` callbacks."""

    def __init__(
        self,
        stream: TextIO,
        files_total: int,
        *,
        terminal: bool | None = None,
        line_every_s: float = LINE_EVERY_S,
    ) -> None:
        self._stream = stream
        self._total = files_total
        self._terminal = stream.isatty() if terminal is None else terminal
        self._line_every = line_every_s
        self._done = 0
        self._current = ""
        self._file_started = 0.0
        self._last_drawn = 0.0
        self._drawn_width = 0

    def progress(self, event: ProgressEvent) -> None:
        """One progress event of the file being indexed."""
        now = time.monotonic()
        first = event.name != self._current
        if first:
            self._current = event.name
            self._file_started = now
        position = f"[{min(self._done + 1, self._total)}/{self._total}]"
        detail = describe(event)
        took = _elapsed(now - self._file_started)
        if self._terminal:
            if not first and now - self._last_drawn < REDRAW_EVERY_S and event.stage != "done":
                return
            filled = round(event.fraction * BAR_WIDTH)
            bar = "#" * filled + "-" * (BAR_WIDTH - filled)
            line = f"{position} {_short(event.name)}  [{bar}] {event.fraction:4.0%}  {detail}  {took}"
            self._draw(line)
        else:
            if not first and now - self._last_drawn < self._line_every:
                return
            self._stream.write(f"{position} {event.name}: {detail} ({took})\n")
            self._stream.flush()
        self._last_drawn = now

    def result(self, result: IngestResult) -> None:
        """A file finished (indexed, skipped or failed): clear the bar before its result line."""
        self._done += 1
        self._current = ""
        self.clear()

    def clear(self) -> None:
        """Erase the bar (terminal only), so the next line starts clean."""
        if self._terminal and self._drawn_width:
            self._stream.write("\r" + " " * self._drawn_width + "\r")
            self._stream.flush()
            self._drawn_width = 0

    def _draw(self, line: str) -> None:
        pad = max(0, self._drawn_width - len(line))
        self._stream.write("\r" + line + " " * pad)
        self._stream.flush()
        self._drawn_width = len(line)
