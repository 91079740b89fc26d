"""The evaluation commands of ``python -m rag_core``: ``eval``, ``bench`` and ``train``.

They read public data sets that are not part of Verbatim. A path given on the command line is
used as is; without one, the data set is looked up under the data folder in effect:
``RAG_EVALS__DATA_DIR``, else ``../shared/data`` when that folder exists (the development layout).
With neither, the command stops and says which flag or variable to set.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from rag_core.errors import ConfigError, RagCoreError
from rag_core.judge.parallel import default_processes
from rag_core.settings import Settings

# Data sets under the data folder, where a command falls back to them.
FINANCEBENCH = "financebench"
FINANCEBENCH_PDFS = "financebench/pdfs"
BUSY_FILE = "financebench/pdfs/BESTBUY_2023_10K.pdf"
SHARED_BENCH_DOCS = (
    "real_pdfs/public_domain_us_gov",
    "real_pdfs/cc_by_sa",
    "real_pdfs/mit_repo_fixture",
    "real_pdfs/public_records_other",
)
_FALLBACK = "under RAG_EVALS__DATA_DIR, else ../shared/data"


def data_path(settings: Settings, given: str | None, flag: str, part: str = "") -> Path:
    """``given`` when the command line names it, else ``part`` under the data folder in effect.

    Raises:
        ConfigError: nothing given and no data folder (``RAG_EVALS__DATA_DIR`` unset and no
            ../shared/data); the message names ``flag`` and the variable.
    """
    if given:
        return Path(given)
    root = settings.evals.root()
    if root is None:
        what = f"the folder holding {part.split('/')[0]}/" if part else "the folder of the public data sets"
        raise ConfigError(
            f"no data folder: give {flag}, or set RAG_EVALS__DATA_DIR to {what} (../shared/data is used when it exists)"
        )
    return root / part if part else root


def cmd_bench(args: argparse.Namespace, settings: Settings) -> int:
    """Benchmarks; see rag_core.evals.bench."""
    from rag_core.evals import bench

    if args.what == "ingest":
        report = bench.bench_ingest([Path(p) for p in args.paths], settings, rounds=args.rounds)
        print(report.table())
        return 0
    if args.what == "query":
        corpus = data_path(settings, args.corpus, "--corpus FOLDER", FINANCEBENCH)
        query_report = bench.bench_query(
            settings, corpus, Path(args.index_dir), everything=args.all, rounds=args.rounds
        )
        print(query_report.table())
        return 0
    if args.what == "shared":
        from rag_core.evals.bench_shared import bench_shared

        docs = (
            [Path(p) for p in args.docs]
            if args.docs
            else [data_path(settings, None, "--docs FOLDER ...", part) for part in SHARED_BENCH_DOCS]
        )
        shared_report = bench_shared(settings, docs, files=args.files, sessions=args.sessions, think_s=args.think_s)
        print(shared_report.table())
        return 0
    if args.what == "busy":
        from rag_core.evals.bench_busy import bench_busy

        print(bench_busy(settings, data_path(settings, args.file, "the FILE to index", BUSY_FILE)).table())
        return 0
    raise RagCoreError(f"unknown benchmark {args.what!r}")


def cmd_train(args: argparse.Namespace, settings: Settings) -> int:
    """Train the answer judge; see rag_core.judge.run."""
    from rag_core.judge.model import MODEL_DIR
    from rag_core.judge.run import card_text, train_judge

    data = data_path(settings, args.data, "--data FOLDER (holding squad2/ and tatqa/)")
    if not data.exists():
        raise RagCoreError(f"no data folder {data}; point --data at the folder holding squad2/ and tatqa/")
    out = Path(args.out) if args.out else MODEL_DIR
    card = train_judge(data, Path(args.work), out, refresh=args.refresh, processes=args.processes)
    print(card_text(card))
    return 0


def cmd_eval(args: argparse.Namespace, settings: Settings) -> int:
    """Evaluations on public datasets."""
    if args.dataset == "judge":
        from rag_core.judge.run import eval_judge, print_eval

        data = data_path(settings, args.path, "the data folder as PATH")
        if not data.exists():
            raise RagCoreError(
                f"no data folder {data}; give the folder holding squad2/, tatqa/, policyqa/, financebench/"
            )
        results = eval_judge(data, Path(args.work), args.sets.split(",") if args.sets else None, args.processes)
        out = Path(args.out) if args.out else Path("results") / "eval" / "judge.json"
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(results, indent=1), encoding="utf-8")
        print(print_eval(results))
        print(f"\nwritten to {out}")
        return 0
    if args.dataset == "conflicts":
        return _eval_conflicts(args, settings)
    if not args.path or not Path(args.path).exists():
        raise RagCoreError(
            f"no such file or folder {args.path} (relative paths are read from {Path.cwd()}); give the "
            f"{args.dataset} data set as PATH, e.g. squad2/dev-v2.0.cs224n-half.json in the folder of the public data sets"
        )
    out = Path(args.out) if args.out else Path("results") / "eval" / f"{args.dataset}.json"
    if args.dataset == "squad2":
        from rag_core.evals import squad2

        data_dir = Path(args.data_dir) if args.data_dir else Path("results/eval/squad2-data")
        payload = squad2.run(
            Path(args.path), data_dir=data_dir, out=out, limit=args.limit, stride=args.stride, base=settings
        )
        print(squad2.report(payload["metrics"]))
    elif args.dataset == "financebench":
        from rag_core.evals import financebench

        data_dir = Path(args.data_dir) if args.data_dir else Path("results/eval/financebench-data")
        payload = financebench.run(Path(args.path), data_dir=data_dir, out=out, base=settings, everything=args.all)
        print(financebench.report(payload["metrics"]))
    elif args.dataset == "realqa":
        from rag_core.evals import realqa

        docs = data_path(settings, args.docs, "--docs FOLDER", FINANCEBENCH_PDFS)
        data_dir = Path(args.data_dir) if args.data_dir else Path("results/eval/realqa-data")
        payload = realqa.run(Path(args.path), docs=docs, data_dir=data_dir, out=out, base=settings)
        print(realqa.report(payload["metrics"]))
    elif args.dataset == "cases":
        from rag_core.evals import cases

        payload = cases.run(Path(args.path), settings=settings, out=out, embedder=args.embedder)
        print(cases.report(payload["metrics"]))
    else:
        raise RagCoreError(f"unknown dataset {args.dataset!r}")
    print(f"\nwritten to {out}")
    return 0


def _eval_conflicts(args: argparse.Namespace, settings: Settings) -> int:
    """Sources that disagree (RGB, RAMDocs): both values side by side, or one chosen silently."""
    from rag_core.evals import conflicts

    data = data_path(settings, args.path, "the data folder as PATH")
    sets = tuple(args.sets.split(",")) if args.sets else conflicts.SETS
    missing = [name for name in sets if name not in conflicts.SETS or not (data / conflicts.FILES[name]).exists()]
    if missing:
        raise RagCoreError(
            f"no {', '.join(missing)} data under {data}; give the folder holding "
            + " and ".join(str(conflicts.FILES[n]) for n in conflicts.SETS)
            + f" as PATH, and --sets from {', '.join(conflicts.SETS)}"
        )
    work = Path(args.data_dir) if args.data_dir else Path("results/eval/conflicts-data")
    out = Path(args.out) if args.out else Path("results") / "eval" / "conflicts.json"
    payload = conflicts.run(data, work=work, sets=sets, limit=args.limit, out=out, base=settings)
    print(conflicts.report(payload["metrics"]))
    print(f"\nwritten to {out}")
    return 0


def add_parsers(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:  # type: ignore[type-arg]
    """The ``bench``, ``eval`` and ``train`` subcommands."""
    bench = sub.add_parser("bench", help="benchmarks")
    bench_sub = bench.add_subparsers(dest="what", required=True)
    bench_ingest = bench_sub.add_parser("ingest", parents=[common], help="ingestion speed and memory")
    bench_ingest.add_argument("paths", nargs="+", help="files or folders to ingest into a fresh temporary index")
    bench_ingest.add_argument(
        "--rounds", type=int, default=3, help="ingest + embed-only rounds; the median is reported"
    )
    bench_query = bench_sub.add_parser("query", parents=[common], help="warm question latency on FinanceBench")
    bench_query.add_argument("--corpus", help=f"FinanceBench folder (default: {FINANCEBENCH}/ {_FALLBACK})")
    bench_query.add_argument(
        "--index-dir",
        default="results/eval/financebench-data",
        help="data dir for the FinanceBench index (built when missing)",
    )
    bench_query.add_argument("--all", action="store_true", help="all 74 filings (pdfs/ and pdfs_more/) in one library")
    bench_query.add_argument(
        "--rounds", type=int, default=3, help="times each question is asked (a session each round); figures over all"
    )
    bench_shared = bench_sub.add_parser(
        "shared", parents=[common], help="sessions asking while an ingest runs, on the store the settings name"
    )
    bench_shared.add_argument(
        "--docs",
        nargs="+",
        help=f"folders or PDFs to index meanwhile (default: the four real_pdfs/ folders {_FALLBACK})",
    )
    bench_shared.add_argument("--files", type=int, default=10, help="how many PDFs to index")
    bench_shared.add_argument("--sessions", type=int, default=20, help="sessions asking at once")
    bench_shared.add_argument(
        "--think-s", type=float, default=0.0, help="seconds each session waits between its questions (0: back to back)"
    )
    bench_busy = bench_sub.add_parser(
        "busy", parents=[common], help="question latency idle and while a large file indexes (the samples as library)"
    )
    bench_busy.add_argument("file", nargs="?", help=f"the file indexed meanwhile (default: {BUSY_FILE} {_FALLBACK})")
    bench.set_defaults(func=cmd_bench)

    ev = sub.add_parser(
        "eval",
        parents=[common],
        help="evaluate on squad2, financebench, realqa, regression cases, the judge or conflicting sources",
    )
    ev.add_argument("dataset", choices=["squad2", "financebench", "realqa", "cases", "judge", "conflicts"])
    ev.add_argument(
        "path",
        nargs="?",
        help="dataset file or folder (realqa, cases: a JSON Lines file; judge, conflicts: the data "
        "folder, default RAG_EVALS__DATA_DIR, else ../shared/data)",
    )
    ev.add_argument("--work", default="results/judge", help="judge: where dev sets are indexed and candidates cached")
    ev.add_argument(
        "--sets", help="judge: comma-separated dev sets (default: every set present); conflicts: rgb, ramdocs"
    )
    ev.add_argument(
        "--processes",
        type=int,
        default=default_processes(),
        help="judge: evaluate the sets side by side in this many processes (default one per core)",
    )
    ev.add_argument(
        "--docs",
        help="realqa: folder of the filings the questions are about (indexed together; "
        f"default: {FINANCEBENCH_PDFS}/ {_FALLBACK})",
    )
    ev.add_argument("--out", help="results JSON (default results/eval/<dataset>.json)")
    ev.add_argument(
        "--all",
        action="store_true",
        help="financebench: all 74 filings (pdfs/ and pdfs_more/) in one library, all 129 questions",
    )
    ev.add_argument("--limit", type=int, help="squad2: at most this many questions; conflicts: per set")
    ev.add_argument("--stride", type=int, default=1, help="squad2: every n-th question")
    ev.set_defaults(func=cmd_eval)

    tr = sub.add_parser("train", parents=[common], help="train the answer judge from labelled dev sets")
    tr.add_argument("model", choices=["judge"])
    tr.add_argument(
        "--data",
        help="folder holding squad2/, tatqa/ (and evaluation sets); default RAG_EVALS__DATA_DIR, else ../shared/data",
    )
    tr.add_argument("--work", default="results/judge", help="where dev sets are indexed and candidates cached")
    tr.add_argument("--out", help="model folder (default: the package's rag_core/data/judge)")
    tr.add_argument("--refresh", action="store_true", help="collect candidates again even when cached")
    tr.add_argument(
        "--processes",
        type=int,
        default=default_processes(),
        help="collect the sets and fine-tune the cross-encoders side by side in this many processes; "
        "default one per core. 1 gives the files one process always gave",
    )
    tr.set_defaults(func=cmd_train)
