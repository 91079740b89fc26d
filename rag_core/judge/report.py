"""What ``eval judge`` prints per dev set: answers right and wrong, gold visible, non-answerable
answered, and how well the confidence P is calibrated."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

BINS = 5


@dataclass(frozen=True, slots=True)
class Scored:
    """One question's result in the numbers the report needs."""

    answerable: bool
    direct: bool
    right: bool
    visible: bool
    p: float | None  # the judge's P for the answer it would give (None when no candidate was judged)
    p_right: bool  # whether the candidate P is about states the answer
    level: str  # the confidence level shown ("" for no direct answer)
    category: str = ""
    violations: int = 0


def metrics(rows: Iterable[Scored]) -> dict[str, object]:
    """The per-set numbers: counts, shares, the reliability table and the calibration error."""
    rows = list(rows)
    counts: Counter[str] = Counter()
    by_level: dict[str, Counter[str]] = {}
    bins = [[0, 0, 0.0] for _ in range(BINS)]  # count, right, sum of P
    by_category: dict[str, Counter[str]] = {}
    for row in rows:
        kind = by_category.setdefault(row.category or "-", Counter())
        kind["questions"] += 1
        kind["direct"] += row.direct
        kind["direct_right"] += row.direct and row.right and row.answerable
        counts["n"] += 1
        counts["violations"] += row.violations
        if row.answerable:
            counts["answerable"] += 1
            counts["direct_right"] += row.right
            counts["visible"] += row.visible
        else:
            counts["non_answerable"] += 1
            counts["non_answerable_direct"] += row.direct
        if row.direct:
            counts["direct"] += 1
            counts["direct_wrong"] += not row.right
            level = by_level.setdefault(row.level, Counter())
            level["answers"] += 1
            level["right"] += row.right
        if row.p is not None:
            index = min(BINS - 1, int(row.p * BINS))
            bins[index][0] += 1
            bins[index][1] += row.p_right
            bins[index][2] += row.p
    judged = sum(b[0] for b in bins)
    ece = sum(abs(b[1] - b[2]) for b in bins) / judged if judged else None
    answerable = max(counts["answerable"], 1)
    return {
        "questions": counts["n"],
        "answerable": counts["answerable"],
        "non_answerable": counts["non_answerable"],
        "direct_right": counts["direct_right"],
        "direct_right_share": counts["direct_right"] / answerable,
        "direct_wrong": counts["direct_wrong"],
        "direct_precision": (counts["direct"] - counts["direct_wrong"]) / counts["direct"]
        if counts["direct"]
        else None,
        "gold_visible_share": counts["visible"] / answerable,
        "non_answerable_direct": counts["non_answerable_direct"],
        "non_answerable_direct_share": counts["non_answerable_direct"] / max(counts["non_answerable"], 1),
        "levels": {k: dict(v) for k, v in sorted(by_level.items())},
        "reliability": [
            {
                "p": f"{i / BINS:.1f}-{(i + 1) / BINS:.1f}",
                "count": b[0],
                "right": b[1],
                "share_right": (b[1] / b[0]) if b[0] else None,
            }
            for i, b in enumerate(bins)
        ],
        "calibration_error": ece,
        "verbatim_violations": counts["violations"],
        "categories": {k: dict(v) for k, v in sorted(by_category.items())},
    }


def render(name: str, m: dict[str, object]) -> str:
    """A markdown block for one set."""
    lines = [f"### {name}", "", "| metric | value |", "|---|---|"]
    precision = m["direct_precision"]
    lines += [
        f"| questions (answerable / not) | {m['questions']} ({m['answerable']} / {m['non_answerable']}) |",
        f"| direct and right | {m['direct_right']} ({m['direct_right_share']:.1%}) |",
        f"| direct and wrong (non-answerable included) | {m['direct_wrong']} |",
        f"| precision of direct answers | {'-' if precision is None else f'{precision:.1%}'} |",
        f"| gold visible (answer or passages) | {m['gold_visible_share']:.1%} |",
        f"| non-answerable answered directly | {m['non_answerable_direct']} ({m['non_answerable_direct_share']:.1%}) |",
        f"| verbatim violations | {m['verbatim_violations']} |",
    ]
    levels = m["levels"]
    if levels:
        lines.append(
            "| confidence levels (answers / right) | "
            + ", ".join(f"{k} {v.get('answers', 0)}/{v.get('right', 0)}" for k, v in levels.items())
            + " |"
        )  # type: ignore[union-attr]
    ece = m["calibration_error"]
    lines += ["", "| P | count | share right |", "|---|---|---|"]
    for row in m["reliability"]:  # type: ignore[union-attr]
        share = "-" if row["share_right"] is None else f"{row['share_right']:.1%}"
        lines.append(f"| {row['p']} | {row['count']} | {share} |")
    lines.append(f"\ncalibration error (expected |P - share right|): {'-' if ece is None else f'{ece:.3f}'}")
    categories = m.get("categories") or {}
    if len(categories) > 1:  # type: ignore[arg-type]
        lines += ["", "| kind of question | questions | direct | direct and right |", "|---|---|---|---|"]
        for kind, c in categories.items():  # type: ignore[union-attr]
            lines.append(f"| {kind} | {c.get('questions', 0)} | {c.get('direct', 0)} | {c.get('direct_right', 0)} |")
    return "\n".join(lines)
