"""Analysts' verdicts on answers: the one way the app records feedback in the query log."""

from __future__ import annotations

from rag_core.errors import NotFoundError
from rag_core.settings import Settings
from rag_core.storage.querylog import EXPECTED_MODES, VERDICTS, Expected, Feedback, QueryLog
from rag_core.storage.registry import make_engine

__all__ = ["EXPECTED_CHOICES", "EXPECTED_MODES", "VERDICTS", "Expected", "Feedback", "FeedbackService"]

# "What should it have done?": each expected outcome as the analyst picks it.
EXPECTED_CHOICES: dict[str, str] = {
    "direct_answer": "Answer it",
    "guided_fallback": "Show related passages",
    "hard_refusal": "Decline it",
    "clarify": "Ask me to clarify",
}


class FeedbackService:
    """Records and reads verdicts ("correct" / "incorrect") on logged answers.

    Opens only the database in ``settings.data_dir``: no embedding model, no index.
    """

    def __init__(self, settings: Settings) -> None:
        self._log = QueryLog(make_engine(settings.db_url))

    def record(
        self, query_id: str, verdict: str, *, comment: str = "", user: str = "", expected: Expected | None = None
    ) -> Feedback:
        """Store ``user``'s verdict on one answer; a later verdict by the same user replaces it.

        ``expected``: with "incorrect", what the answer should have been (the analyst said so);
        only such verdicts become regression cases.

        Raises:
            NotFoundError: the answer is not in the query log (the data folder was reset since).
            ValueError: ``verdict`` is not one of ``VERDICTS``, or ``expected`` comes with
                "correct" (a programming error, not user input).
        """
        try:
            return self._log.set_feedback(query_id, verdict, comment=comment, user=user, expected=expected)
        except KeyError:
            raise NotFoundError(
                "this answer is no longer in the query log (the data folder was reset); "
                "ask the question again to give feedback on it"
            ) from None

    def for_query(self, query_id: str) -> list[Feedback]:
        """Every user's current verdict on one answer, oldest first."""
        return self._log.feedback_for(query_id)

    def mine(self, query_id: str, user: str) -> Feedback | None:
        """``user``'s current verdict on one answer, or None."""
        return next((f for f in self._log.feedback_for(query_id) if f.user == user), None)
