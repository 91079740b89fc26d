"""Ask the probe libraries (``evals/probes/*.py``) through the engine and score the direct answers.

A probe library is a Python file, written by a helper session that had not read the engine, that
builds a few realistic documents (PDF, Word, web page, Markdown, workbook) and lists questions a
reader would ask of them::

    PROVENANCE = "what it imitates; all content invented"
    def files() -> dict[str, bytes]: ...          # file name -> bytes
    EXPECT = [("How much is the rent?", ["£1,150 per calendar month"]),  # any one string in the quote
              ("Do you offer a student discount?", None)]                # not answerable

Each library is indexed once into its own data dir under ``--work`` (kept, so a second run only
asks) and every question is asked in a session of its own. A direct answer is right when its quotes
hold one of the expected strings (case and spacing ignored); any other direct answer is wrong, and a
direct answer to a non-answerable question is counted apart. Prints a line per question and the
totals; ``--json`` writes one record per question (compare two runs answer for answer).

Usage (from the repository)::

    .venv/bin/python scripts/probe.py evals/probes/*.py [--work results/probes] [--json OUT]

The libraries were asked before any mend made from them (2026-12-07): the first five 19 right, 4
wrong, 1 non-answerable answered of 70 answerable; the second five 23 / 1 / 0 of 75; the ten added
later that day 20 / 6 / 0 and 15 / 4 / 0 of 75 each; the twenty added in the eighty-ninth session 22 / 4 /
1 of 72, 26 / 1 / 0 of 69, 44 / 3 / 0 of 137, 21 / 3 / 1 of 68 and 29 / 4 / 0 of 69; the ten added
in the ninetieth session 28 / 2 / 0, 18 / 1 / 0, 22 / 5 / 0 and 31 / 1 / 0 of 75 each (see
``evals/probes/README.md``).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import logging
import re
import sys
from pathlib import Path

from rag_core.answer.engine import Engine
from rag_core.embedding import make_embedder
from rag_core.library import Library
from rag_core.settings import Settings

logger = logging.getLogger("probe")


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("\u00a0", " ")).strip().lower()


def _verdict(expected: list[str] | None, direct: bool, quotes: str, shown: str) -> str:
    if expected is None:
        return "NA_ANSWERED" if direct else "ok_na"
    if direct:
        return "RIGHT" if any(_norm(e) in _norm(quotes) for e in expected) else "WRONG"
    return "missed_vis" if any(_norm(e) in _norm(shown) for e in expected) else "missed"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("libraries", nargs="+", type=Path)
    parser.add_argument("--work", type=Path, default=Path("results/probes"), help="one data dir per library")
    parser.add_argument("--json", type=Path, help="one record per question")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    embedder = make_embedder(Settings().embedding)
    records, totals = [], {"RIGHT": 0, "WRONG": 0, "NA_ANSWERED": 0, "missed": 0, "missed_vis": 0, "ok_na": 0}
    for path in args.libraries:
        spec = importlib.util.spec_from_file_location(path.stem, path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        data_dir = args.work / path.stem
        fresh = not data_dir.exists()
        settings = Settings().model_copy(update={"data_dir": data_dir, "seed_samples": False})
        library = Library(settings, embedder)
        for name, data in module.files().items() if fresh else ():
            result = library.ingest_bytes(name, data, provenance="primary")
            if not result.ok:
                logger.warning("%s: %s not indexed: %s", path.stem, name, result.message)
        engine = Engine(library)
        for number, (question, expected) in enumerate(module.EXPECT):
            response = engine.ask(question, session_id=f"probe-{path.stem}-{number}")
            direct = response.mode.value == "direct_answer"
            quotes = " ".join(f.quote for f in response.evidence.facts) if direct else ""
            shown = " ".join(h.highlight for h in response.related_highlights or [])
            verdict = _verdict(expected, direct, quotes, shown)
            totals[verdict] += 1
            p = response.judge.p if response.judge else None
            records.append(
                {
                    "lib": path.stem,
                    "q": question,
                    "exp": expected,
                    "verdict": verdict,
                    "mode": response.mode.value,
                    "conf": str(response.confidence.level),
                    "p": p,
                    "answer": (response.answer or "")[:300],
                }
            )
            print(f"{verdict:12s} {response.confidence.level:12s} P={p} {path.stem}: {question}")
    print(json.dumps(totals))
    if args.json:
        args.json.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
