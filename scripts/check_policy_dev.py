"""Check evals/policy_dev.jsonl against the OPP-115 policies it was written on.

Every record needs ``id``, ``policy``, ``question``, ``category`` (stated or not_stated), ``gold``,
``sentence`` and ``why``. For a stated record each gold span must lie inside its ``sentence`` and the
sentence inside the policy's text; a not_stated record has no gold and no sentence. Whitespace is
ignored when comparing, case is not.

The policy's text is read twice, as a user's upload would be: (1) tags stripped and the ``|||``
segment markers removed (standard library only), and (2) with ``--reader``, by Verbatim's own HTML
reader (``rag_core.ingest.webpage.HtmlPages``) on a copy without the markers; a span must occur in
every text read.

Usage (from the worktree)::

    PYTHONPATH=$PWD /work/main/.venv/bin/python scripts/check_policy_dev.py [--reader] \
        [--questions evals/policy_dev.jsonl] [--policies /work/shared/data/policyqa/policies]

Exits 1 when any record fails, listing each failure.
"""

from __future__ import annotations

import argparse
import html
import json
import re
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FIELDS = ("id", "policy", "question", "category", "gold", "sentence", "why")
CATEGORIES = ("stated", "not_stated")


def squash(text: str) -> str:
    """The text with all whitespace removed (spans are compared whitespace-insensitively)."""
    return re.sub(r"\s+", "", text)


def stripped_text(raw: str) -> str:
    """A policy's text with its tags stripped, entities decoded and the ``|||`` markers removed."""
    text = re.sub(r"<[^>]+>", " ", raw.replace("|||", " "))
    return " ".join(html.unescape(text).split())


def reader_text(path: Path) -> str:
    """A policy's text as Verbatim's HTML reader reads it (the ``|||`` markers removed first)."""
    from rag_core.ingest.webpage import HtmlPages
    from rag_core.settings import Settings

    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / path.name
        copy.write_bytes(path.read_bytes().replace(b"|||", b" "))
        pages = HtmlPages(copy, copy.name, Settings().ingest)
        return "\n\n".join(page.text for page in pages.pages)


def problems(record: dict, texts: list[str]) -> list[str]:
    """What is wrong with one record, given its policy's texts (empty when it passes)."""
    missing = [name for name in FIELDS if name not in record]
    if missing:
        return [f"missing fields {missing}"]
    if record["category"] not in CATEGORIES:
        return [f"category {record['category']!r} is not one of {CATEGORIES}"]
    gold, sentence = record["gold"], record["sentence"]
    if record["category"] == "not_stated":
        return ["a not_stated record has gold or a sentence"] if gold or sentence else []
    if not gold or not sentence:
        return ["a stated record needs gold spans and a sentence"]
    found = []
    for span in gold:
        if squash(span) not in squash(sentence):
            found.append(f"gold {span!r} is not in its sentence")
    for number, text in enumerate(texts, 1):
        if squash(sentence) not in squash(text):
            found.append(f"sentence not verbatim in policy text #{number}: {sentence[:80]!r}")
        found += [
            f"gold {span!r} not verbatim in policy text #{number}" for span in gold if squash(span) not in squash(text)
        ]
    return found


def main() -> int:
    """Check the file; print the counts and every failure; 0 when all records pass."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--questions", type=Path, default=ROOT / "evals" / "policy_dev.jsonl")
    parser.add_argument("--policies", type=Path, default=Path("/work/shared/data/policyqa/policies"))
    parser.add_argument("--reader", action="store_true", help="also read each policy with rag_core's HTML reader")
    args = parser.parse_args()

    records = [json.loads(line) for line in args.questions.read_text(encoding="utf-8").splitlines() if line.strip()]
    texts: dict[str, list[str]] = {}
    failures: list[str] = []
    ids = Counter(r.get("id") for r in records)
    failures += [f"{rid}: id used {n} times" for rid, n in ids.items() if n > 1]
    for record in records:
        name = record.get("policy", "")
        path = args.policies / name
        if not path.is_file():
            failures.append(f"{record.get('id')}: no policy file {path}")
            continue
        if name not in texts:
            texts[name] = [stripped_text(path.read_text(encoding="utf-8"))]
            if args.reader:
                texts[name].append(reader_text(path))
        failures += [f"{record['id']}: {p}" for p in problems(record, texts[name])]

    per_policy = Counter((r.get("policy"), r.get("category")) for r in records)
    print(f"{len(records)} records, {len(texts)} policies, texts read per policy: {2 if args.reader else 1}")
    print("categories:", dict(Counter(r.get("category") for r in records)))
    for name in sorted(texts):
        print(f"  {name:32} stated {per_policy[(name, 'stated')]:2}  not_stated {per_policy[(name, 'not_stated')]:2}")
    golds = sum(len(r.get("gold") or []) for r in records)
    print(f"gold spans checked: {golds}; failures: {len(failures)}")
    for failure in failures:
        print("  FAIL", failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
