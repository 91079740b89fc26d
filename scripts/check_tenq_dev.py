"""Check evals/tenq_dev.jsonl against the pypdf text of the 10-Qs it was written on.

The file is in the realqa format (see ``rag_core.evals.realqa``) and is loaded with its ``load``,
which checks categories and ``also`` / ``answerable_in`` places. Then, for every stated/table
record and every place that states it (its own ``doc`` and ``pages``, and each ``also`` entry):

* every listed page (1-based, ``pypdf.PdfReader(path).pages[i - 1].extract_text()``) holds at
  least one of the place's gold strings, and
* every gold string occurs on at least one listed page of the record.

Matching is the scoring's own (case and spacing ignored, "$ 3.49" = "$3.49"). A non-answerable
record must have no gold and no pages. With ``--unlisted``, pages of the library that hold a gold
string but are not listed are printed for review (many are the same figure in another table or
an unrelated number; a page that states the answer as asked belongs in ``pages`` or ``also``).

Usage (from the worktree)::

    PYTHONPATH=$PWD /work/main/.venv/bin/python scripts/check_tenq_dev.py [--unlisted] \
        [--questions evals/tenq_dev.jsonl] [--pdfs /work/shared/data/financebench/pdfs_more]

Exits 1 when any record fails, listing each failure.
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections import Counter
from pathlib import Path

import pypdf

from rag_core.evals.realqa import ANSWERABLE, _squash, load

ROOT = Path(__file__).resolve().parents[1]
LIBRARY = (
    "AMCOR_2023Q2_10Q.pdf",
    "JPMORGAN_2021Q1_10Q.pdf",
    "JPMORGAN_2022Q2_10Q.pdf",
    "JPMORGAN_2023Q2_10Q.pdf",
    "MGMRESORTS_2023Q2_10Q.pdf",
)


def page_texts(path: Path) -> list[str]:
    """Each page's pypdf text, squashed as the scoring compares it (index 0 is page 1)."""
    return [_squash(page.extract_text() or "") for page in pypdf.PdfReader(path).pages]


def places(record: dict) -> list[tuple[str, list[int], list[str]]]:
    """(doc, pages, golds) for the record's own place and each of its ``also`` entries."""
    found = [(record["doc"], list(record["pages"]), list(record["gold"]))]
    for entry in record.get("also") or []:
        if isinstance(entry, dict):
            found.append((entry["doc"], list(entry["pages"]), list(entry.get("gold") or record["gold"])))
        else:
            found.append((entry[0], [int(entry[1])], list(record["gold"])))
    return found


def problems(record: dict, texts: dict[str, list[str]]) -> list[str]:
    """What is wrong with one record (empty when it passes)."""
    if record["category"] not in ANSWERABLE:
        return ["a non-answerable record has gold or pages"] if record["gold"] or record["pages"] else []
    if not record["gold"] or not record["pages"]:
        return ["a stated/table record needs gold and pages"]
    found: list[str] = []
    seen: set[str] = set()
    for doc, pages, golds in places(record):
        if doc not in texts:
            found.append(f"{doc} is not a document of the library")
            continue
        for page in pages:
            if not 1 <= page <= len(texts[doc]):
                found.append(f"{doc} has no page {page}")
                continue
            held = [g for g in golds if _squash(g) in texts[doc][page - 1]]
            seen.update(held)
            if not held:
                found.append(f"{doc} p{page} holds none of {golds}")
    found += [f"gold {g!r} is on none of the listed pages" for g in record["gold"] if g not in seen]
    return found


def unlisted(record: dict, texts: dict[str, list[str]]) -> list[str]:
    """Pages of the library holding a gold string that the record does not list."""
    listed = {(doc, page) for doc, pages, _ in places(record) for page in pages}
    extra = []
    for doc, pages in texts.items():
        for number, text in enumerate(pages, 1):
            if (doc, number) not in listed and any(_squash(g) in text for g in record["gold"]):
                extra.append(f"{doc} p{number}")
    return extra


def main() -> int:
    """Check the file; print counts and every failure; 0 when all records pass."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--questions", type=Path, default=ROOT / "evals" / "tenq_dev.jsonl")
    parser.add_argument("--pdfs", type=Path, default=Path("/work/shared/data/financebench/pdfs_more"))
    parser.add_argument("--unlisted", action="store_true", help="print unlisted pages that hold a gold string")
    args = parser.parse_args()
    logging.getLogger("pypdf").setLevel(logging.ERROR)

    records = load(args.questions)
    texts = {name: page_texts(args.pdfs / name) for name in LIBRARY}
    failures = [f"{rid}: id used {n} times" for rid, n in Counter(r.get("id") for r in records).items() if n > 1]
    for record in records:
        if record["doc"] and record["doc"] not in texts:
            failures.append(f"{record['id']}: doc {record['doc']} is not in the library")
            continue
        failures += [f"{record['id']}: {p}" for p in problems(record, texts)]

    answerable = [r for r in records if r["category"] in ANSWERABLE]
    print(f"{len(records)} records: {len(answerable)} answerable, {len(records) - len(answerable)} not")
    print("categories:", dict(Counter(r["category"] for r in records)))
    print("documents:", dict(Counter(r["doc"] or "(none)" for r in records)))
    checked = sum(len(pages) for r in answerable for _, pages, _ in places(r))
    print(
        f"pages checked: {checked}; records with also: {sum(1 for r in records if r.get('also'))}; failures: {len(failures)}"
    )
    for failure in failures:
        print("  FAIL", failure)
    if args.unlisted:
        for record in answerable:
            extra = unlisted(record, texts)
            if extra:
                print(f"  unlisted {record['id']} {record['gold']}: {', '.join(extra)}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
