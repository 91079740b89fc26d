"""Every fixed sentence the app says, in one place (shared by code, prompts and tests)."""

from __future__ import annotations

from enum import StrEnum

from rag_core.ingest.formats import SUPPORTED_TYPES_TEXT


class Mode(StrEnum):
    """The three answer modes, plus system replies that need no documents."""

    DIRECT_ANSWER = "direct_answer"
    GUIDED_FALLBACK = "guided_fallback"
    HARD_REFUSAL = "hard_refusal"
    SYSTEM = "system"


class RefusalReason(StrEnum):
    """Why a question was refused."""

    VAGUE = "vague"
    NO_EVIDENCE = "no_evidence"
    EXTERNAL_COMPARISON = "external_comparison"
    OUT_OF_SCOPE = "out_of_scope"
    NO_DOCUMENTS = "no_documents"
    NOT_COVERED = "not_covered"
    TOO_LONG = "too_long"
    NOT_ENGLISH = "not_english"


CLARIFY = "Please provide more context so I can answer accurately."
NO_EVIDENCE = "No supporting documentation found in indexed sources."
CANNOT_ANSWER = "I cannot answer this based on the provided documents."
NO_DOCUMENTS = (
    f"No documents are indexed yet. Upload {SUPPORTED_TYPES_TEXT} files on the Library page "
    "(or run: python -m rag_core ingest PATH) and ask again."
)
NO_DIRECT_ANSWER = "No direct answer was found in the documents for this question."
GREETING = (
    "Hello. I answer questions strictly from the documents in the library: I quote the sentences "
    "that state the answer and cite their page, show related passages when nothing states it, and "
    "say so when the documents do not cover a question. Ask about anything in your documents."
)
META_PREFIX = "Indexed documents:"
SUMMARY_REPLY = (
    "I do not write summaries: I answer questions with the documents' own sentences and cite the page. "
    "Ask about something the documents state: a figure, a date, a name, a rule."
)
SUMMARY_EXAMPLES = "For example, these questions get a direct answer from them:"
LLM_NOT_FOUND = "The indexed documentation does not contain this information."

NOT_COVERED = "No indexed document covers {names}."
NOT_COVERED_OF = "No indexed document of {owners} mentions {names}."
TOO_LONG = (
    "This question is too long to search: Verbatim reads questions of up to {limit} characters and this one "
    "has {length}. Ask the question itself in fewer words, without pasted text."
)
NOT_ENGLISH = (
    "Verbatim reads questions in English: its search and its checks of quoted sentences work on English "
    "words. Please ask the question in English."
)

REFUSAL_MESSAGES: dict[RefusalReason, str] = {
    RefusalReason.VAGUE: CLARIFY,
    RefusalReason.NO_EVIDENCE: NO_EVIDENCE,
    RefusalReason.EXTERNAL_COMPARISON: CANNOT_ANSWER,
    RefusalReason.OUT_OF_SCOPE: CANNOT_ANSWER,
    RefusalReason.NO_DOCUMENTS: NO_DOCUMENTS,
    RefusalReason.NOT_COVERED: NOT_COVERED.format(names="the organisation the question names"),
    RefusalReason.TOO_LONG: TOO_LONG.format(limit="a limited number of", length="more"),
    RefusalReason.NOT_ENGLISH: NOT_ENGLISH,
}

CLARIFY_SUBJECT_PROMPT = "What exactly is the subject?"
CLARIFY_COMPANY_PROMPT = "Which company do you mean? The library holds documents of several."


def not_covered(names: tuple[str, ...] | list[str], owners: tuple[str, ...] | list[str] = ()) -> str:
    """ "No indexed document covers Tesla." / "... covers Tesla or Rivian." for the names a
    question uses that no document covers (see ``rag_core.answer.understand.coverage``); with the
    ``owners`` the question names, whose documents never mention them: "No indexed document of
    Best Buy Co., Inc. mentions Instagram." """
    joined = _either(list(names))
    if owners:
        return NOT_COVERED_OF.format(owners=" and ".join(owners), names=joined)
    return NOT_COVERED.format(names=joined)


def _either(listed: list[str]) -> str:
    return listed[0] if len(listed) == 1 else ", ".join(listed[:-1]) + " or " + listed[-1]


def too_long(length: int, limit: int) -> str:
    """The refusal of a question of ``length`` characters when ``limit`` are read."""
    return TOO_LONG.format(limit=f"{limit:,}", length=f"{length:,}")


def counted(number: int, noun: str) -> str:
    """ "1 page", "3 pages", "1,204 passages": a count with its noun in the right number."""
    return f"{number:,} {noun}" if number == 1 else f"{number:,} {noun}s"
