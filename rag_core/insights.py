"""Query-log analytics for the Insights page: tables, chart data, CSV and regression-case exports.

Reads only the query log; importing or using this module never loads the embedding model or the
answer engine.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from datetime import date

import pandas as pd
from pydantic import BaseModel, ConfigDict, Field

from rag_core.locations import file_type_of, location
from rag_core.messages import Mode, RefusalReason
from rag_core.settings import Settings
from rag_core.storage.querylog import CLARIFY, Expected, Feedback, QueryLog, QueryRecord
from rag_core.storage.registry import make_engine

COLUMNS = [
    "query_id",
    "created_at",
    "time",
    "day",
    "question",
    "context",
    "asked",
    "mode",
    "outcome",
    "refusal_reason",
    "confidence_level",
    "confidence_score",
    "latency_ms",
    "session_id",
    "user",
    "verdict",
    "comment",
    "cited_pages",
    "expected",
    "expected_page",
    "expected_quote",
]
_PAGE_REF = re.compile(r"^(?P<source>.+?)(?:,\s*(?:page|section)\s+|\s+p\.\s*)(?P<number>\d+)\b")
FRAME_LIMIT = 5000  # newest questions the Insights page loads; older ones stay in the log

# How each outcome reads for an analyst: the one mapping the Insights page, its charts, filters and
# the feedback buttons use (keys: rag_core.messages.Mode values, plus CLARIFY).
OUTCOME_LABELS: dict[str, str] = {
    Mode.DIRECT_ANSWER.value: "Answered",
    Mode.GUIDED_FALLBACK.value: "Related passages only",
    Mode.HARD_REFUSAL.value: "Declined",
    CLARIFY: "Clarifying question",
    Mode.SYSTEM.value: "System message",
}
NO_EXPECTED = "marked incorrect, no expected outcome given"


def outcome(mode: str, refusal_reason: str = "") -> str:
    """The outcome key of a logged answer: its mode, or CLARIFY for a refusal that asked back."""
    return CLARIFY if mode == Mode.HARD_REFUSAL.value and refusal_reason == RefusalReason.VAGUE.value else mode


def outcome_label(key: str) -> str:
    """ "Answered", "Declined", ... for an outcome key (a mode value or CLARIFY)."""
    return OUTCOME_LABELS.get(key, key.replace("_", " ").capitalize())


def with_context(question: str, context: str, searched: str = "") -> str:
    """A question as the analyst asked it, with what a clarifying round added ("Revenue? — context:
    Northwind") and, for a follow-up, what was searched ("and in 2022? — searched as: What was ...")."""
    shown = f"{question} — context: {context}" if context.strip() else question
    return f"{shown} — searched as: {searched}" if searched.strip() and searched != question else shown


def format_latency(ms: float) -> str:
    """ "84 ms" under a second, "1.2 s" from one second on."""
    return f"{ms:.0f} ms" if ms < 1000 else f"{ms / 1000:.1f} s"


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


def _page_text(expected: Expected | None) -> str:
    """ "report.pdf, page 12" / "rules.docx, section 3" (what parse_pages reads), the document alone, or ""."""
    if expected is None or not expected.source:
        return ""
    return _where(expected.source, expected.page, None) if expected.page else expected.source


def _where(source: str, page: int, label: str | None) -> str:
    """A cited place as the answer card names it: "report.pdf, page 12", "rules.docx, section 3 · 2. Rules"."""
    return f"{source}, {location(file_type_of(source), page, label)}"


def _frame(records: Iterable[QueryRecord], feedback: Iterable[Feedback]) -> pd.DataFrame:
    """Logged questions as a table; ``feedback`` oldest first, so the latest verdict wins."""
    verdicts = {f.query_id: f for f in feedback}
    rows = []
    for record in records:
        try:
            envelope = json.loads(record.envelope)
        except json.JSONDecodeError:
            envelope = {}
        cited = [
            _where(c.get("source", ""), int(c.get("page", 0)), c.get("page_label"))
            for c in envelope.get("citations", [])
        ]
        given = verdicts.get(record.query_id)
        expected = given.expected if given is not None else None
        rows.append(
            {
                "query_id": record.query_id,
                "created_at": record.created_at,
                "time": record.created_at[:19].replace("T", " "),
                "day": record.created_at[:10],
                "question": record.question,
                "context": record.context,
                "asked": with_context(
                    record.question, record.context, (envelope.get("followup") or {}).get("searched", "")
                ),
                "mode": record.mode,
                "outcome": outcome_label(outcome(record.mode, record.refusal_reason)),
                "refusal_reason": record.refusal_reason,
                "confidence_level": record.confidence_level,
                "confidence_score": record.confidence_score,
                "latency_ms": record.latency_ms,
                "session_id": record.session_id,
                "user": record.user,
                "verdict": given.verdict if given is not None else "",
                "comment": given.comment if given is not None else "",
                "cited_pages": "; ".join(cited),
                "expected": expected.mode if expected is not None else "",
                "expected_page": _page_text(expected),
                "expected_quote": expected.quote if expected is not None else "",
            }
        )
    return pd.DataFrame(rows, columns=COLUMNS)


def filter_frame(
    frame: pd.DataFrame,
    *,
    outcomes: list[str] | None = None,
    start: date | None = None,
    end: date | None = None,
    verdict: str = "any",
) -> pd.DataFrame:
    """Rows matching the Insights filters: outcome labels ("Answered", "Declined"...), days, and
    verdict (any, correct, incorrect, none)."""
    out = frame
    if outcomes:
        out = out[out["outcome"].isin(outcomes)]
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
    """The n slowest questions: the question with its clarify context, outcome label, latency in seconds."""
    top = frame.sort_values("latency_ms", ascending=False).head(n)
    return pd.DataFrame({"question": top["asked"], "outcome": top["outcome"], "latency_s": top["latency_ms"] / 1000})


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


def parse_pages(text: str) -> list[tuple[str, int]]:
    """ "a.pdf, page 3; b.docx, section 12" (or the older "a.pdf p.3") -> [("a.pdf", 3), ("b.docx", 12)];
    malformed parts are skipped."""
    return [(m["source"].strip(), int(m["number"])) for part in text.split(";") if (m := _PAGE_REF.match(part.strip()))]


class PageRef(BaseModel):
    """A page a regression case expects to be cited."""

    model_config = ConfigDict(extra="forbid")
    source: str
    page: int


class Case(BaseModel):
    """One regression case: a line of the JSON Lines file ``python -m rag_core eval cases`` replays.

    ``expected_clarify``: the analyst asked for a clarifying question (a hard refusal that asks
    back); ``expected_quote``: the sentence the answer should quote, when they gave it.
    """

    model_config = ConfigDict(extra="ignore")
    question: str
    expected_mode: Mode
    expected_clarify: bool = False
    expected_pages: list[PageRef] = Field(default_factory=list)
    expected_quote: str = ""
    context: str = ""
    comment: str = ""


def case_line(
    question: str,
    expected: str,
    pages: list[tuple[str, int]],
    comment: str = "",
    context: str = "",
    quote: str = "",
) -> str:
    """One JSON Lines entry of a regression-cases file; ``expected`` is a Mode value or CLARIFY."""
    case = Case(
        question=question,
        expected_mode=Mode.HARD_REFUSAL if expected == CLARIFY else Mode(expected),
        expected_clarify=expected == CLARIFY,
        expected_pages=[PageRef(source=s, page=p) for s, p in pages],
        expected_quote=quote,
        comment=comment,
        context=context,
    )
    return json.dumps(case.model_dump(mode="json"), ensure_ascii=False)


def regression_rows(frame: pd.DataFrame) -> pd.DataFrame:
    """Answers marked incorrect whose analyst said what should have happened: the regression cases."""
    return frame[(frame["verdict"] == "incorrect") & (frame["expected"] != "")]


def unexplained_incorrect(frame: pd.DataFrame) -> pd.DataFrame:
    """Answers marked incorrect with no expected outcome: listed, never exported as cases."""
    return frame[(frame["verdict"] == "incorrect") & (frame["expected"] == "")]


def regression_cases(rows: pd.DataFrame) -> str:
    """JSON Lines for ``python -m rag_core eval cases FILE`` from :func:`regression_rows`: each case
    carries only what the analyst stated (expected outcome, page, quote) and the clarify context."""
    lines = [
        case_line(
            str(row["question"]),
            str(row["expected"]),
            parse_pages(str(row.get("expected_page", "") or "")),
            comment=str(row.get("comment", "") or ""),
            context=str(row.get("context", "") or ""),
            quote=str(row.get("expected_quote", "") or ""),
        )
        for _, row in rows.iterrows()
        if row.get("expected")
    ]
    return "\n".join(lines) + ("\n" if lines else "")
