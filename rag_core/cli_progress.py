"""Ingest progress for the command line, on stderr (stdout keeps one result line per file).

On a terminal it is one bar (tqdm) redrawn in place::

    [3/74] boeing-10k-2022.pdf  [########------------]  41%  page 80 of 196, 512 chunks  00:14

Written to a file or a pipe (CI logs, ``2> ingest.log``) it is a plain line when a file starts
and then at most every ``line_every_s`` seconds, so a log shows the ingest is alive without
thousands of lines.
"""

from __future__ import annotations

import time
from typing import TextIO

from tqdm import tqdm

from rag_core.types import IngestResult, ProgressEvent

BAR_WIDTH = 20
STEPS = 1000  # the bar's resolution: fractions are drawn in thousandths
REDRAW_EVERY_S = 0.1  # a terminal bar redraws at most this often
LINE_EVERY_S = 15.0  # a log gets a line per file at most this often
NAME_WIDTH = 40


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


class _Bar(tqdm):
    """tqdm with the file's state in words ("page 80 of 196, 512 chunks") after the percentage."""

    def __init__(self, *args: object, detail: str, **kwargs: object) -> None:
        self.detail = detail  # before tqdm's first draw in __init__
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]

    @property
    def format_dict(self) -> dict:  # type: ignore[override]
        return {**super().format_dict, "detail": self.detail}


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
        self._last_line = 0.0
        self._bar: _Bar | None = None

    def progress(self, event: ProgressEvent) -> None:
        """One progress event of the file being indexed."""
        now = time.monotonic()
        first = event.name != self._current
        if first:
            self._current = event.name
            self._file_started = now
        position = f"[{min(self._done + 1, self._total)}/{self._total}]"
        if self._terminal:
            self._draw(position, event)
            return
        if first or now - self._last_line >= self._line_every:
            took = tqdm.format_interval(now - self._file_started)
            self._stream.write(f"{position} {event.name}: {describe(event)} ({took})\n")
            self._stream.flush()
            self._last_line = now

    def result(self, result: IngestResult) -> None:
        """A file finished (indexed, skipped or failed): clear the bar before its result line."""
        self._done += 1
        self._current = ""
        self.clear()

    def clear(self) -> None:
        """Erase the bar (terminal only), so the next line starts clean."""
        if self._bar is not None:
            self._bar.close()  # leave=False: erased
            self._bar = None

    def _draw(self, position: str, event: ProgressEvent) -> None:
        desc, done = f"{position} {_short(event.name)}", round(event.fraction * STEPS)
        if self._bar is None:
            self._bar = _Bar(
                total=STEPS,
                detail=describe(event),
                initial=done,
                desc=desc,
                file=self._stream,
                leave=False,
                mininterval=REDRAW_EVERY_S,
                ascii=" #",
                bar_format="{desc}  [{bar:%d}] {percentage:3.0f}%%  {detail}  {elapsed}" % BAR_WIDTH,
            )
            return
        self._bar.detail = describe(event)
        self._bar.set_description_str(desc, refresh=False)
        self._bar.update(done - self._bar.n)  # redraws at most every REDRAW_EVERY_S
        if event.stage == "done":
            self._bar.refresh()
