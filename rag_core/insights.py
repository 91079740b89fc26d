"""Query-log analytics for the Insights page: tables, chart data, CSV and regression-case exports."""

from __future__ import annotations

import json
from datetime import date

import pandas as pd

from rag_core.evals.cases import case_line
from rag_core.storage.querylog import QueryLog

COLUMNS = [
    "query_id", "created_at", "time", "day", "question", "mode", "refusal_reason", "confidence_level",
    "confidence_score", "latency_ms", "session_id", "user", "verdict", "comment", "cited_pages",
]


def query_frame(log: QueryLog, limit: int = 5000) -> pd.DataFrame:
    """One row per logged question (newest first) with its latest verdict, if any."""
    rows = log.recent(limit)
    verdicts: dict[str, tuple[str, str]] = {}
    for feedback in log.all_feedback():  # oldest first: the latest verdict wins
        verdicts[feedback.query_id] = (feedback.verdict, feedback.comment)
    records = []
    for row in rows:
        try:
            envelope = json.loads(row.envelope)
        except json.JSONDecodeError:
            envelope = {}
        cited = [(c.get("source", ""), int(c.get("page", 0))) for c in envelope.get("citations", [])]
        verdict, comment = verdicts.get(row.id, ("", ""))
        records.append(
            {
                "query_id": row.id,
                "created_at": row.created_at,
                "time": row.created_at[:19].replace("T", " "),
                "day": row.created_at[:10],
                "question": row.question,
                "mode": row.mode,
                "refusal_reason": row.refusal_reason,
                "confidence_level": row.confidence_level,
                "confidence_score": row.confidence_score,
                "latency_ms": row.latency_ms,
                "session_id": row.session_id,
                "user": row.user,
                "verdict": verdict,
                "comment": comment,
                "cited_pages": "; ".join(f"{s} p.{p}" for s, p in cited),
            }
        )
    return pd.DataFrame(records, columns=COLUMNS)


def filter_frame(
    frame: pd.DataFrame,
    *,
    modes: list[str] | None = None,
    start: date | None = None,
    end: date | None = None,
    verdict: str = "any",
) -> pd.DataFrame:
    """Rows matching the Insights filters (verdict: any, correct, incorrect, none)."""
    out = frame
    if modes:
        out = out[out["mode"].isin(modes)]
    if start is not None:
        out = out[out["day"] >= start.isoformat()]
    if end is not None:
        out = out[out["day"] <= end.isoformat()]
    if verdict in ("correct", "incorrect"):
        out = out[out["verdict"] == verdict]
    elif verdict == "none":
        out = out[out["verdict"] == ""]
    return out


def modes_by_day(frame: pd.DataFrame) -> pd.DataFrame:
    """Counts per day (rows) and mode (columns)."""
    if frame.empty:
        return pd.DataFrame()
    return frame.pivot_table(index="day", columns="mode", values="query_id", aggfunc="count", fill_value=0)


def refusal_rate(frame: pd.DataFrame) -> float:
    """Share of questions that ended in a hard refusal."""
    return float((frame["mode"] == "hard_refusal").mean()) if len(frame) else 0.0


def feedback_counts(frame: pd.DataFrame) -> pd.Series:
    """Correct / incorrect counts among questions with a verdict."""
    judged = frame[frame["verdict"] != ""]
    return judged["verdict"].value_counts().reindex(["correct", "incorrect"], fill_value=0)


def slowest(frame: pd.DataFrame, n: int = 10) -> pd.DataFrame:
    """The n slowest questions."""
    return frame.sort_values("latency_ms", ascending=False).head(n)[["question", "mode", "latency_ms"]]


def to_csv(frame: pd.DataFrame) -> bytes:
    """CSV export of a (filtered) log."""
    return frame.to_csv(index=False).encode("utf-8")


_SAFER = {"direct_answer": "guided_fallback", "guided_fallback": "hard_refusal", "hard_refusal": "guided_fallback", "system": "system"}


def default_expected_mode(mode: str) -> str:
    """For an answer marked incorrect, the mode it most likely should have had (editable in the UI)."""
    return _SAFER.get(mode, "guided_fallback")


def parse_pages(text: str) -> list[tuple[str, int]]:
    """"a.pdf p.3; b.pdf p.12" -> [("a.pdf", 3), ("b.pdf", 12)]; malformed parts are skipped."""
    pages = []
    for part in text.split(";"):
        part = part.strip()
        if " p." not in part:
            continue
        source, _, number = part.rpartition(" p.")
        if number.strip().isdigit():
            pages.append((source.strip(), int(number)))
    return pages


def regression_cases(rows: pd.DataFrame) -> str:
    """JSON Lines for ``python -m rag_core eval cases FILE`` from rows with question,
    expected_mode and expected_pages ("a.pdf p.3; ...") columns."""
    lines = [
        case_line(
            str(row["question"]),
            str(row["expected_mode"]),
            parse_pages(str(row.get("expected_pages", ""))),
            comment=str(row.get("comment", "") or ""),
        )
        for _, row in rows.iterrows()
    ]
    return "\n".join(lines) + ("\n" if lines else "")
