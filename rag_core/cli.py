"""Command line: ``python -m rag_core ingest|list|profiles|delete|ask|threads|eval|bench|train|worker|schema``.

This module holds the entry point, the parser and the library commands; ``rag_core.cli_ask`` the
questions and conversations, ``rag_core.cli_evals`` the evaluations and benchmarks. With
``cli_progress`` they are the only modules that print.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from rag_core.cli_ask import cmd_ask, cmd_threads
from rag_core.cli_evals import add_parsers as add_eval_parsers
from rag_core.cli_evals import cmd_bench, cmd_eval, cmd_train
from rag_core.errors import RagCoreError
from rag_core.ingest.formats import SUPPORTED_TYPES_TEXT
from rag_core.messages import counted
from rag_core.settings import PROVENANCES, Settings

if TYPE_CHECKING:
    from rag_core.embedding import Embedder

__all__ = [
    "build_parser",
    "cmd_ask",
    "cmd_bench",
    "cmd_delete",
    "cmd_eval",
    "cmd_ingest",
    "cmd_list",
    "cmd_profiles",
    "cmd_schema",
    "cmd_threads",
    "cmd_train",
    "cmd_worker",
    "main",
]


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
    from rag_core.cli_progress import IngestProgress
    from rag_core.ingest.names import SUPPORTED_EXTENSIONS
    from rag_core.ingest.pipeline import iter_files
    from rag_core.library import Library

    library = Library(settings, args.embedder)
    collection = library.collections.create(args.collection) if args.collection else None
    failed = 0
    paths = [Path(p) for p in args.paths]
    bar = (
        None
        if args.quiet
        else IngestProgress(sys.stderr, len(list(iter_files([p for p in paths if p.exists()], SUPPORTED_EXTENSIONS))))
    )

    def show(result) -> None:  # type: ignore[no-untyped-def]
        nonlocal failed
        if bar is not None:
            bar.result(result)
        if result.ok:
            detail = f"{counted(result.pages, 'page')}, {counted(result.chunks, 'chunk')}" if result.pages else ""
            print(
                f"{result.outcome.value:<16} {result.name}"
                + (f"  ({detail})" if detail else "")
                + (f"  - {result.message}" if result.outcome.value == "already_indexed" else "")
            )
        else:
            failed += 1
            print(f"FAILED           {result.name}: {result.message}", file=sys.stderr)

    missing = [p for p in paths if not p.exists()]
    for path in missing:
        failed += 1
        print(f"FAILED           {path}: no such file or folder; check the path", file=sys.stderr)
    results = library.ingest_paths(
        [p for p in paths if p.exists()],
        provenance=args.provenance,
        on_result=show,
        progress=bar.progress if bar is not None else None,
        **({"collection_id": collection.id} if collection is not None else {}),
    )
    if not results and not missing:
        print(f"no {SUPPORTED_TYPES_TEXT} files found under the given paths", file=sys.stderr)
        return 1
    ok = sum(1 for r in results if r.ok)
    print(f"{ok} of {len(results) + len(missing)} files indexed or already indexed; {failed} failed")
    return 1 if failed else 0


def cmd_list(args: argparse.Namespace, settings: Settings) -> int:
    """Print the registry."""
    from rag_core.library import Library

    library = Library(settings, args.embedder)
    records = library.documents()
    collections = {c.id: c.name for c in library.collections.all()}
    if args.json:
        keys = (
            "name",
            "doc_id",
            "status",
            "pages",
            "chunks",
            "size_bytes",
            "file_type",
            "provenance",
            "doc_date",
            "ingested_at",
            "error",
        )
        rows = [
            {**{k: getattr(r, k) for k in keys}, "collection": collections.get(r.collection_id, "")} for r in records
        ]
        print(json.dumps(rows, indent=2, ensure_ascii=False))
        return 0
    if not records:
        print("no documents; add some with: python -m rag_core ingest PATH")
        return 0
    print(f"{'status':<8} {'pages':>5} {'chunks':>6} {'size':>9}  {'doc_id':<12}  name")
    for r in records:
        size = f"{r.size_bytes / 1024:.0f} KB"
        # The collection is shown once there is more than the default one.
        where = f"  [{collections.get(r.collection_id, '')}]" if len(collections) > 1 else ""
        print(
            f"{r.status:<8} {r.pages:>5} {r.chunks:>6} {size:>9}  {r.doc_id[:12]:<12}  {r.name}{where}"
            + (f"  - {r.error}" if r.error else "")
        )
    return 0


def cmd_delete(args: argparse.Namespace, settings: Settings) -> int:
    """Delete one document by name or doc_id."""
    from rag_core.library import Library

    record = Library(settings, args.embedder).delete(args.target)
    print(f"deleted {record.name} ({record.doc_id[:12]})")
    return 0


def cmd_profiles(args: argparse.Namespace, settings: Settings) -> int:
    """Who each document is about; --refresh derives them again (user edits are kept)."""
    from rag_core.library import Library

    library = Library(settings, args.embedder)
    if args.refresh:
        print(f"{library.refresh_profiles()} profiles derived again")
    names = {d.doc_id: d.name for d in library.ready_documents()}
    for doc_id, profile in sorted(library.profiles().items(), key=lambda item: names.get(item[0], "")):
        period = f"FY{profile.fiscal_year}" if profile.fiscal_year else ""
        if profile.quarter:
            period += f" Q{profile.quarter}"
        print(f"{names.get(doc_id, doc_id[:12])}\t{profile.entity or '-'}\t{profile.doc_type or '-'}\t{period or '-'}")
    return 0


def cmd_worker(args: argparse.Namespace, settings: Settings) -> int:
    """Run queued uploads (shared deployment) until Ctrl-C or SIGTERM, which stop it after the
    current job; with --once, until the queue is empty."""
    import signal
    import threading

    from rag_core.jobs import IngestJobs, work
    from rag_core.library import Library

    stop = threading.Event()

    def on_signal(signum: int, _frame: object) -> None:
        print("stopping after the current job (again to stop at once)", file=sys.stderr, flush=True)
        stop.set()
        signal.signal(signum, signal.SIG_DFL)

    previous = {sig: signal.signal(sig, on_signal) for sig in (signal.SIGINT, signal.SIGTERM)}

    def show(job) -> None:  # type: ignore[no-untyped-def]
        detail = f"{job.outcome or job.status}" + (
            f" ({counted(job.pages, 'page')}, {counted(job.chunks, 'chunk')})" if job.pages else ""
        )
        message = f": {job.message}" if job.message and job.outcome in ("", "failed", "already_indexed") else ""
        print(f"job {job.id:<6} {job.name}  {detail}{message}", flush=True)

    try:
        jobs = IngestJobs(Library(settings, args.embedder))
        ran = work(jobs, stop, poll_s=args.poll_s or settings.ingest.job_poll_s, once=args.once, on_job=show)
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    print(f"{ran} jobs run", flush=True)
    return 0


def cmd_schema(args: argparse.Namespace, settings: Settings) -> int:
    """Print the JSON schema of the response envelope."""
    from rag_core.envelope import response_schema

    print(json.dumps(response_schema(), indent=2))
    return 0


def build_parser() -> argparse.ArgumentParser:
    """The argument parser (exposed for tests and --help)."""
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--data-dir", help="data folder (default: RAG_DATA_DIR or ./data)")
    common.add_argument("-v", "--verbose", action="count", default=0, help="more logging on stderr")

    parser = argparse.ArgumentParser(prog="python -m rag_core", description="Verbatim document library and answers.")
    sub = parser.add_subparsers(dest="command", required=True)

    ingest = sub.add_parser("ingest", parents=[common], help="index files or folders")
    ingest.add_argument("paths", nargs="+", help=f"{SUPPORTED_TYPES_TEXT} files, or folders")
    ingest.add_argument(
        "--collection",
        help="collection to add the files to, created when missing (default: the default collection, Library)",
    )
    ingest.add_argument(
        "--provenance", choices=PROVENANCES, default="unknown", help="mark the documents primary or secondary sources"
    )
    ingest.add_argument(
        "-q", "--quiet", action="store_true", help="no progress on stderr (results and failures are still printed)"
    )
    ingest.set_defaults(func=cmd_ingest)

    lst = sub.add_parser("list", parents=[common], help="list indexed documents")
    lst.add_argument("--json", action="store_true", help="machine-readable output")
    lst.set_defaults(func=cmd_list)

    prof = sub.add_parser("profiles", parents=[common], help="who each document is about, and its period")
    prof.add_argument(
        "--refresh", action="store_true", help="derive the profiles again (documents indexed by an older version)"
    )
    prof.set_defaults(func=cmd_profiles)

    dele = sub.add_parser("delete", parents=[common], help="delete a document")
    dele.add_argument("target", help="file name or doc_id (or a unique doc_id prefix)")
    dele.set_defaults(func=cmd_delete)

    ask = sub.add_parser("ask", parents=[common], help="answer a question from the indexed documents")
    ask.add_argument("question", nargs="?", help="the question")
    ask.add_argument("--json", action="store_true", help="print the response envelope as JSON")
    ask.add_argument("--context", help="clarification the user gave (answers to clarify questions)")
    ask.add_argument(
        "--session",
        metavar="ID",
        help='continue the conversation ID, or start it: a follow-up ("and in 2022?") is read '
        "against its earlier questions (see: threads list). Without it every question stands on its own",
    )
    ask.add_argument("--user", default="", help="user name for the query log")
    ask.add_argument(
        "--batch",
        help="file with one question per line; one envelope per answered line, model loaded "
        "once; lines not answered are reported on stderr and the exit code is 1",
    )
    ask.set_defaults(func=cmd_ask)

    threads = sub.add_parser("threads", help="conversations kept by ask --session and the app")
    threads_sub = threads.add_subparsers(dest="action", required=True)
    threads_list = threads_sub.add_parser("list", parents=[common], help="list conversations, newest first")
    threads_list.add_argument("--json", action="store_true", help="machine-readable output")
    threads_export = threads_sub.add_parser("export", parents=[common], help="a conversation as Markdown")
    threads_export.add_argument("id", help="conversation id (see: threads list)")
    threads_export.add_argument("--out", help="write to this file instead of printing")
    threads_delete = threads_sub.add_parser("delete", parents=[common], help="delete a conversation")
    threads_delete.add_argument("id", help="conversation id (see: threads list)")
    threads.set_defaults(func=cmd_threads)

    add_eval_parsers(sub, common)

    worker = sub.add_parser("worker", parents=[common], help="run queued uploads (shared deployment) until stopped")
    worker.add_argument("--once", action="store_true", help="run what is queued, then exit")
    worker.add_argument(
        "--poll-s", type=float, help="seconds between looks at an empty queue (default: RAG_INGEST__JOB_POLL_S)"
    )
    worker.set_defaults(func=cmd_worker)

    schema = sub.add_parser("schema", parents=[common], help="print the response envelope's JSON schema")
    schema.set_defaults(func=cmd_schema)
    return parser


def main(argv: Sequence[str] | None = None, *, embedder: Embedder | None = None) -> int:
    """Run the CLI; returns the process exit code.

    ``embedder`` replaces the embedding model for the library commands (ingest, list, delete,
    profiles, ask); tests pass one in so that no command loads the model. Left out, the model
    the settings describe is loaded on first use, as for every user.
    """
    parser = build_parser()
    args = parser.parse_args(argv)
    args.embedder = embedder
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
    except Exception as exc:
        from rag_core.availability import unavailable, unreachable

        if not unreachable(exc):
            raise
        print(f"error: {unavailable(exc, settings.db_url)}", file=sys.stderr)
        return 1
