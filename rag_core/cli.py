"""Command line: ``python -m rag_core ingest|list|delete|bench``. The only module that prints."""

from __future__ import annotations

import argparse
import json
import logging
import sys
from collections.abc import Sequence
from pathlib import Path

from rag_core.errors import RagCoreError
from rag_core.settings import PROVENANCES, Settings


def _settings(args: argparse.Namespace) -> Settings:
    overrides = {}
    if getattr(args, "data_dir", None):
        overrides["data_dir"] = Path(args.data_dir)
    return Settings(**overrides)


def _setup_logging(args: argparse.Namespace, settings: Settings) -> None:
    level = logging.DEBUG if args.verbose > 1 else logging.INFO if args.verbose else logging.WARNING
    logging.basicConfig(level=level, format="%(levelname)s %(name)s: %(message)s", stream=sys.stderr)
    for noisy in ("httpx", "sentence_transformers", "transformers", "urllib3"):
        logging.getLogger(noisy).setLevel(max(level, logging.WARNING))


def cmd_ingest(args: argparse.Namespace, settings: Settings) -> int:
    """Index files and folders; exit 1 if any file failed (the others are still indexed)."""
    from rag_core.library import Library

    library = Library(settings)
    failed = 0

    def show(result) -> None:  # type: ignore[no-untyped-def]
        nonlocal failed
        if result.ok:
            detail = f"{result.pages} pages, {result.chunks} chunks" if result.pages else ""
            print(f"{result.outcome.value:<16} {result.name}" + (f"  ({detail})" if detail else "")
                  + (f"  - {result.message}" if result.outcome.value == "already_indexed" else ""))
        else:
            failed += 1
            print(f"FAILED           {result.name}: {result.message}", file=sys.stderr)

    paths = [Path(p) for p in args.paths]
    missing = [p for p in paths if not p.exists()]
    for path in missing:
        failed += 1
        print(f"FAILED           {path}: no such file or folder; check the path", file=sys.stderr)
    results = library.ingest_paths(
        [p for p in paths if p.exists()], provenance=args.provenance, on_result=show
    )
    if not results and not missing:
        print("no PDF, TXT or Markdown files found under the given paths", file=sys.stderr)
        return 1
    ok = sum(1 for r in results if r.ok)
    print(f"{ok} of {len(results) + len(missing)} files indexed or already indexed; {failed} failed")
    return 1 if failed else 0


def cmd_list(args: argparse.Namespace, settings: Settings) -> int:
    """Print the registry."""
    from rag_core.library import Library

    records = Library(settings).documents()
    if args.json:
        keys = ("name", "doc_id", "status", "pages", "chunks", "size_bytes", "file_type",
                "provenance", "doc_date", "ingested_at", "error")
        print(json.dumps([{k: getattr(r, k) for k in keys} for r in records], indent=2, ensure_ascii=False))
        return 0
    if not records:
        print("no documents; add some with: python -m rag_core ingest PATH")
        return 0
    print(f"{'status':<8} {'pages':>5} {'chunks':>6} {'size':>9}  {'doc_id':<12}  name")
    for r in records:
        size = f"{r.size_bytes / 1024:.0f} KB"
        print(f"{r.status:<8} {r.pages:>5} {r.chunks:>6} {size:>9}  {r.doc_id[:12]:<12}  {r.name}"
              + (f"  - {r.error}" if r.error else ""))
    return 0


def cmd_delete(args: argparse.Namespace, settings: Settings) -> int:
    """Delete one document by name or doc_id."""
    from rag_core.library import Library

    record = Library(settings).delete(args.target)
    print(f"deleted {record.name} ({record.doc_id[:12]})")
    return 0


def cmd_bench(args: argparse.Namespace, settings: Settings) -> int:
    """Benchmarks; see rag_core.bench."""
    from rag_core import bench

    if args.what == "ingest":
        report = bench.bench_ingest([Path(p) for p in args.paths], settings)
        print(report.table())
        return 0
    raise RagCoreError(f"unknown benchmark {args.what!r}")


def build_parser() -> argparse.ArgumentParser:
    """The argument parser (exposed for tests and --help)."""
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--data-dir", help="data folder (default: RAG_DATA_DIR or ./data)")
    common.add_argument("-v", "--verbose", action="count", default=0, help="more logging on stderr")

    parser = argparse.ArgumentParser(prog="python -m rag_core", description="Verbatim document library and answers.")
    sub = parser.add_subparsers(dest="command", required=True)

    ingest = sub.add_parser("ingest", parents=[common], help="index files or folders")
    ingest.add_argument("paths", nargs="+", help="PDF, TXT or Markdown files, or folders")
    ingest.add_argument("--provenance", choices=PROVENANCES, default="unknown",
                        help="mark the documents primary or secondary sources")
    ingest.set_defaults(func=cmd_ingest)

    lst = sub.add_parser("list", parents=[common], help="list indexed documents")
    lst.add_argument("--json", action="store_true", help="machine-readable output")
    lst.set_defaults(func=cmd_list)

    dele = sub.add_parser("delete", parents=[common], help="delete a document")
    dele.add_argument("target", help="file name or doc_id (or a unique doc_id prefix)")
    dele.set_defaults(func=cmd_delete)

    bench = sub.add_parser("bench", help="benchmarks")
    bench_sub = bench.add_subparsers(dest="what", required=True)
    bench_ingest = bench_sub.add_parser("ingest", parents=[common], help="ingestion speed and memory")
    bench_ingest.add_argument("paths", nargs="+", help="files or folders to ingest into a fresh temporary index")
    bench.set_defaults(func=cmd_bench)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the CLI; returns the process exit code."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        settings = _settings(args)
    except Exception as exc:  # noqa: BLE001 - pydantic validation errors name the bad value
        print(f"error: invalid settings: {exc}", file=sys.stderr)
        return 2
    _setup_logging(args, settings)
    try:
        return int(args.func(args, settings))
    except RagCoreError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
