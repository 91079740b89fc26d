"""Measure how each hostile or large file of issue 21 is handled: outcome, message, wall time, peaks.

Usage (from the project root; ``ROOT`` is the checkout to measure, this one by default)::

    python scripts/measure_hostile_ingest.py [--root ROOT] [--timeout S] [CASE ...]

Each case runs in a fresh process that builds a library (SQLite, LanceDB, the hash embedder: the
parse is measured, not the model) in a temporary directory and ingests one generated file. The
files come from this checkout's ``tests/helpers/hostile.py``, so an older checkout is measured on
the very same bytes. Printed per case: outcome, seconds, the app process's peak resident memory
(VmHWM), the parser worker's own peak as it reports it (VmHWM; 0 where no worker ran or it was
killed) and the message. A case is stopped
at ``--timeout`` seconds or when the app process passes ``--max-rss-mb``.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]

CASES = {
    "svg-html": ("unclosed_svg.html", "unclosed_svg_html()"),
    "empty-paragraphs-docx": ("empty_paragraphs.docx", "empty_paragraphs_docx()"),
    "huge-paragraph-docx": ("huge_paragraph.docx", "huge_paragraph_docx()"),
    "deep-html": ("deep.html", "deep_html()"),
    "deep-docx": ("deep.docx", "deep_docx()"),
    "styles-bomb-xlsx": ("styles_bomb.xlsx", "xlsx_with_bloated_part('xl/styles.xml')"),
    "core-bomb-xlsx": ("core_bomb.xlsx", "xlsx_with_bloated_part('docProps/core.xml')"),
    "100k-rows-xlsx": ("orders.xlsx", "many_rows_xlsx()"),
    "100k-paragraphs-docx": ("clauses.docx", "many_paragraphs_docx()"),
    "sparse-xlsx": ("sparse.xlsx", "sparse_xlsx()"),
    "entity-docx": ("entity.docx", "entity_docx()"),
    "entity-xlsx": ("entity.xlsx", "entity_xlsx()"),
    "big-array-pdf": ("tagged_10q.pdf", "big_array_pdf([FACT])"),
    "array-over-5m-pdf": ("huge_array.pdf", "raw_array_pdf(FACT, 5_100_000)"),
}

_CHILD = r"""
import importlib.util, json, sys, tempfile, time
from pathlib import Path
spec = importlib.util.spec_from_file_location("hostile", {hostile!r})
hostile = importlib.util.module_from_spec(spec); spec.loader.exec_module(hostile)
import tests.helpers.pdfs as pdfs
big_array_pdf = pdfs.big_array_pdf
if not hasattr(pdfs, "raw_array_pdf"):  # an older checkout: the same generator, from this one
    spec = importlib.util.spec_from_file_location("pdfs_here", {pdfs_helper!r})
    here = importlib.util.module_from_spec(spec); spec.loader.exec_module(here)
    pdfs.raw_array_pdf = here.raw_array_pdf
raw_array_pdf = pdfs.raw_array_pdf
from rag_core.library import Library
from rag_core.settings import Settings
from rag_core.testing import HashEmbedder
FACT = hostile.FACT
peaks = []  # each parser worker's own peak (VmHWM), as it reported it; the old code had none for non-PDF
try:
    from rag_core.ingest import worker_pages
    _close = worker_pages.WorkerPages.close
    def _recording_close(self):
        _close(self)
        peaks.append(self.peak_rss_mb)
    worker_pages.WorkerPages.close = _recording_close
except ImportError:
    from rag_core.ingest import pdf
    _close = pdf.PdfPages.close
    def _recording_close(self):
        _close(self)
        peaks.append(self.peak_rss_mb)
    pdf.PdfPages.close = _recording_close
for name in dir(hostile):
    if not name.startswith("_"):
        globals().setdefault(name, getattr(hostile, name))
data = {make}
def hwm():
    for line in open("/proc/self/status"):
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
with tempfile.TemporaryDirectory() as tmp:
    library = Library(Settings(data_dir=Path(tmp) / "data", seed_samples=False), HashEmbedder())
    assert library.ingest_bytes("warm.txt", b"A first small file loads what every ingest needs.").ok
    before = hwm()
    peaks.clear()
    start = time.monotonic()
    result = library.ingest_bytes({name!r}, data)
    seconds = time.monotonic() - start
    found = ""
    if result.ok:
        doc = next(d for d in library.ready_documents() if d.name == {name!r})
        first = library.page(doc.doc_id, 1)
        found = "fact on page 1" if first is not None and FACT[:30] in first.text else ""
    print(json.dumps({{
        "outcome": result.outcome.value, "message": result.message, "seconds": round(seconds, 1),
        "pages": result.pages, "chunks": result.chunks, "found": found,
        "app_peak_mb": round(hwm()), "app_before_mb": round(before),
        "worker_peak_mb": round(max(peaks, default=0)),
        "bytes": len(data),
    }}))
"""


def _status_mb(pid: int, field: str) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def run(root: Path, case: str, timeout: float, max_rss_mb: float) -> dict[str, object]:
    """Run one case in a fresh interpreter rooted at ``root``; the result as a dict."""
    name, make = CASES[case]
    code = _CHILD.format(
        hostile=str(HERE / "tests/helpers/hostile.py"),
        pdfs_helper=str(HERE / "tests/helpers/pdfs.py"),
        make=make,
        name=name,
    )
    env = {"PYTHONPATH": str(root), "PATH": "/usr/bin:/bin", "HOME": str(Path.home())}
    proc = subprocess.Popen(
        [sys.executable, "-c", code],
        cwd=root,
        env=env,
        stdout=subprocess.PIPE,  # noqa: S603
        stderr=subprocess.PIPE,
        text=True,
    )
    start = time.monotonic()
    peak = 0.0
    stopped = ""
    while proc.poll() is None:
        peak = max(peak, _status_mb(proc.pid, "VmRSS"))
        if time.monotonic() - start > timeout:
            stopped = f"stopped after {timeout:.0f} s"
        elif peak > max_rss_mb:
            stopped = f"stopped at {peak:.0f} MB resident"
        if stopped:
            proc.kill()
            break
        time.sleep(0.1)
    out, err = proc.communicate()
    if stopped:
        return {
            "outcome": "killed",
            "message": stopped,
            "seconds": round(time.monotonic() - start, 1),
            "app_peak_mb": round(peak),
        }
    lines = [line for line in out.splitlines() if line.startswith("{")]
    if not lines:
        return {"outcome": "crashed", "message": err.strip().splitlines()[-1:] or "", "app_peak_mb": round(peak)}
    return json.loads(lines[-1])


def main() -> int:
    """Measure the named cases (all by default) and print one JSON line each."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cases", nargs="*", default=list(CASES))
    parser.add_argument("--root", type=Path, default=HERE)
    parser.add_argument("--timeout", type=float, default=300.0)
    parser.add_argument("--max-rss-mb", type=float, default=9000.0)
    args = parser.parse_args()
    for case in args.cases:
        result = run(args.root.resolve(), case, args.timeout, args.max_rss_mb)
        print(json.dumps({"case": case, **result}, ensure_ascii=False), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
