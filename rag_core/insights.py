"""Query-log analytics for the Insights page: tables, chart data, CSV and regression-case exports.

Reads only the query log; importing or using this module never loads the embedding model or the
answer engine.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from datetime import date

import pandas as pd
from pydantic import BaseModel, ConfigDict, Field

from rag_core.messages import Mode
from rag_core.settings import Settings
from rag_core.storage.querylog import Feedback, QueryLog, QueryRecord
from rag_core.storage.registry import make_engine

COLUMNS = [
    "query_id", "created_at", "time", "day", "question", "mode", "refusal_reason", "confidence_level",
    "confidence_score", "latency_ms", "session_id", "user", "verdict", "comment", "cited_pages",
]
FRAME_LIMIT = 5000  # newest questions the Insights page loads; older ones stay in the log


class QueryHistory:
    """The Insights page's view of the query log; opens only the database in ``settings.data_dir``."""

    def __init__(self, settings: Settings) -> None:
        self._log = QueryLog(make_engine(settings.db_url))

    def frame(self, limit: int = FRAME_LIMIT, *, user: str | None = None) -> pd.DataFrame:
        """One row per logged question (newest first) with its latest verdict, if any.

        ``user``: only that user's questions and verdicts (a viewer's own history); None: everyone's.
        """
        records, feedback = self._log.recent(limit), self._log.all_feedback()
        if user is not None:
            records = [r for r in records if r.user == user]
            feedback = [f for f in feedback if f.user == user]
        return _frame(records, feedback)


def _frame(records: Iterable[QueryRecord], feedback: Iterable[Feedback]) -> pd.DataFrame:
    """Logged questions as a table; ``feedback`` oldest first, so the latest verdict wins."""
    verdicts = {f.query_id: (f.verdict, f.comment) for f in feedback}
    rows = []
    for record in records:
        try:
            envelope = json.loads(record.envelope)
        except json.JSONDecodeError:
            envelope = {}
        cited = [(c.get("source", ""), int(c.get("page", 0))) for c in envelope.get("citations", [])]
        verdict, comment = verdicts.get(record.query_id, ("", ""))
        rows.append(
            {
                "query_id": record.query_id,
                "created_at": record.created_at,
                "time": record.created_at[:19].replace("T", " "),
                "day": record.created_at[:10],
                "question": record.question,
                "mode": record.mode,
                "refusal_reason": record.refusal_reason,
                "confidence_level": record.confidence_level,
                "confidence_score": record.confidence_score,
                "latency_ms": record.latency_ms,
                "session_id": record.session_id,
                "user": record.user,
                "verdict": verdict,
                "comment": comment,
                "cited_pages": "; ".join(f"{s} p.{p}" for s, p in cited),
            }
        )
    return pd.DataFrame(rows, columns=COLUMNS)


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


# A spreadsheet runs a cell that starts with one of these as a formula ("=HYPERLINK(...)"); tab and
# carriage return are in OWASP's list too, since some spreadsheets strip them and read what follows.
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def _defuse(value: object) -> object:
    """A text cell a spreadsheet would run as a formula, prefixed with ' so it is shown as text."""
    return f"'{value}" if isinstance(value, str) and value.startswith(_FORMULA_START) else value


def to_csv(frame: pd.DataFrame) -> bytes:
    """CSV export of a (filtered) log; text cells that would start a formula are prefixed with '."""
    safe = frame.copy()
    for column in safe.select_dtypes(include=["object", "string"]).columns:
        safe[column] = safe[column].map(_defuse)
    return safe.to_csv(index=False).encode("utf-8")


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


class PageRef(BaseModel):
    """A page a regression case expects to be cited."""

    model_config = ConfigDict(extra="forbid")
    source: str
    page: int


class Case(BaseModel):
    """One regression case: a line of the JSON Lines file ``python -m rag_core eval cases`` replays."""

    model_config = ConfigDict(extra="ignore")
    question: str
    expected_mode: Mode
    expected_pages: list[PageRef] = Field(default_factory=list)
    context: str = ""
    comment: str = ""


def case_line(question: str, expected_mode: str, pages: list[tuple[str, int]], comment: str = "", context: str = "") -> str:
    """One JSON Lines entry of a regression-cases file."""
    case = Case(
        question=question,
        expected_mode=Mode(expected_mode),
        expected_pages=[PageRef(source=s, page=p) for s, p in pages],
        comment=comment,
        context=context,
    )
    return json.dumps(case.model_dump(mode="json"), ensure_ascii=False)


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
