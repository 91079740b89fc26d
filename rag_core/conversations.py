"""Conversations: threads of questions and answers that are stored, reopened and exported.

``Conversations.ask`` answers a question inside a thread: the thread's earlier turns go to
:meth:`Engine.ask` as history, so a follow-up ("and in 2023?", "tell me more") is searched as the
standalone question it stands for, and the new turn is stored with what was searched. A thread
belongs to one owner (the signed-in subject in a shared deployment, "" on a laptop); another
owner's thread reads exactly like one that does not exist.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from pydantic import ValidationError

from rag_core.answer.understand.followup import PriorTurn
from rag_core.answer.understand.question import merge
from rag_core.envelope import Conflict, Response
from rag_core.errors import ConfigError, InvalidValueError, NotFoundError
from rag_core.messages import Mode
from rag_core.storage.database import make_engine
from rag_core.storage.threads import ThreadRecord, ThreadStore, TurnRecord

if TYPE_CHECKING:
    from rag_core.answer.engine import Engine
    from rag_core.settings import Settings

logger = logging.getLogger(__name__)

TITLE_CHARS = 60  # a new thread is titled with its first question, cut to about this many characters
MAX_TITLE = 120  # longest title a rename accepts
THREAD_ID = re.compile(r"[A-Za-z0-9_.-]{1,64}")  # what a thread id may look like (the CLI lets users choose one)
UNTITLED = "Untitled conversation"


@dataclass(frozen=True, slots=True)
class Turn:
    """One stored question of a thread and the envelope it got.

    ``question`` is as typed; ``searched`` is what was searched: the standalone question a follow-up
    was read as, else the question with its clarification (``context``) folded in.
    """

    thread_id: str
    seq: int
    question: str
    searched: str
    context: str
    response: Response
    clarified: bool
    created_at: str

    @property
    def resolved(self) -> bool:
        """True when the question was read as a follow-up of an earlier turn and rewritten (a vague
        "and?" that got a clarifying question was searched as typed)."""
        followup = self.response.followup
        if self.response.read_as:
            return True  # typos read as meant: the question searched differs from the one typed
        return followup is not None and " ".join(followup.searched.split()) != " ".join(followup.asked.split())


def title_for(question: str) -> str:
    """A thread title from its first question: whitespace collapsed, cut at a word near ``TITLE_CHARS``."""
    text = " ".join(question.split())
    if len(text) <= TITLE_CHARS:
        return text or UNTITLED
    cut = text[:TITLE_CHARS].rsplit(" ", 1)[0] or text[:TITLE_CHARS]
    return cut.rstrip(" ,;:") + "…"


def check_thread_id(thread_id: str) -> str:
    """``thread_id`` when it can name a thread.

    Raises:
        InvalidValueError: empty, longer than 64 characters, or other than letters, digits, ``.``, ``_``, ``-``.
    """
    if not THREAD_ID.fullmatch(thread_id):
        raise InvalidValueError(
            f"{thread_id[:80]!r} cannot name a conversation; use 1 to 64 letters, digits, '.', '_' or '-'"
        )
    return thread_id


class Conversations:
    """Threads of one library's database, answered by ``engine``."""

    def __init__(self, engine: Engine | None, *, store: ThreadStore | None = None) -> None:
        """``engine`` answers the questions and its library's database keeps the threads; without
        one (:meth:`without_engine`) threads can be listed, read, renamed, deleted and exported."""
        if store is None:
            if engine is None:
                raise ConfigError("Conversations needs an engine or a thread store")
            store = ThreadStore(engine.library.registry.engine)
        self.engine = engine
        self.store = store

    @classmethod
    def without_engine(cls, settings: Settings) -> Conversations:
        """Threads of the database ``settings`` name, for listing and exporting without loading the
        answer engine (``ask`` is not available)."""
        return cls(None, store=ThreadStore(make_engine(settings.db_url)))

    # -- threads ---------------------------------------------------------------------------
    def threads(self, owner: str = "") -> list[ThreadRecord]:
        """``owner``'s threads, the most recently changed first."""
        return self.store.threads(owner)

    def thread(self, thread_id: str, owner: str = "") -> ThreadRecord:
        """One of ``owner``'s threads.

        Raises:
            NotFoundError: no such thread, or another owner's.
        """
        found = self.store.get(thread_id) if THREAD_ID.fullmatch(thread_id) else None
        if found is None or found.owner != owner:
            raise NotFoundError(
                f"there is no conversation {thread_id[:80]!r} (it was deleted, or belongs to someone else); "
                "start a new one, or pick one from the list of your conversations"
            )
        return found

    def turns(self, thread_id: str, owner: str = "") -> list[Turn]:
        """A thread's turns, oldest first.

        Raises:
            NotFoundError: no such thread, or another owner's.
        """
        self.thread(thread_id, owner)
        return [turn for turn in map(_turn, self.store.turns(thread_id)) if turn is not None]

    def rename(self, thread_id: str, title: str, owner: str = "") -> ThreadRecord:
        """Give a thread a new title (whitespace collapsed).

        Raises:
            NotFoundError: no such thread, or another owner's.
            InvalidValueError: an empty or too long title.
        """
        self.thread(thread_id, owner)
        title = " ".join(title.split())
        if not title or len(title) > MAX_TITLE:
            raise InvalidValueError(f"a conversation title needs 1 to {MAX_TITLE} characters; type another title")
        self.store.rename(thread_id, title)
        return self.thread(thread_id, owner)

    def delete(self, thread_id: str, owner: str = "") -> None:
        """Delete a thread and its turns.

        Raises:
            NotFoundError: no such thread, or another owner's.
        """
        self.thread(thread_id, owner)
        self.store.delete(thread_id)

    def set_clarified(self, thread_id: str, seq: int, owner: str = "") -> None:
        """Record that a turn's clarify questions were answered, so its form is not shown again.

        Raises:
            NotFoundError: no such thread, or another owner's.
        """
        self.thread(thread_id, owner)
        self.store.set_clarified(thread_id, seq)

    # -- asking ----------------------------------------------------------------------------
    def ask(
        self,
        thread_id: str,
        question: str,
        *,
        context: str = "",
        owner: str = "",
        user: str = "",
        session_id: str | None = None,
        scope: frozenset[int] | None = None,
        standalone: bool = False,
    ) -> Turn:
        """Answer ``question`` as the next turn of a thread, which is started when it does not exist.

        The earlier turns are the engine's history, so a follow-up is searched as the standalone
        question it stands for; ``standalone`` asks without them (an edited searched question).
        ``session_id`` counts clarify rounds (default: the thread). Title: the first question.

        Raises:
            InvalidValueError: the id is malformed.
            NotFoundError: the id names another owner's thread.
        """
        if self.engine is None:
            raise ConfigError(
                "these conversations were opened without an answer engine; build Conversations(engine) to ask"
            )
        check_thread_id(thread_id)
        existing = self.store.get(thread_id)
        if existing is not None and existing.owner != owner:
            self.thread(thread_id, owner)  # raises: reads as not found
        history = () if standalone or existing is None else self._history(thread_id)
        response = self.engine.ask(
            question, context=context, session_id=session_id or thread_id, user=user, scope=scope, history=history
        )
        title = title_for(question)
        if existing is None:  # made only now, so a question that fails leaves no empty thread behind
            title = self._unique_title(owner, title)
            self._create(thread_id, owner)
        searched = (
            response.followup.searched
            if response.followup is not None
            else (response.read_as or merge(question, context))
        )
        try:
            record = self.store.append(
                thread_id,
                query_id=response.query_id,
                question=question.strip(),
                searched=searched,
                context=context,
                envelope_json=response.to_json(),
                title=title,
            )
        except LookupError:  # deleted while the question was answered
            raise NotFoundError(
                "this conversation was deleted while the question was answered; ask again in a new conversation"
            ) from None
        return Turn(thread_id, record.seq, record.question, searched, context, response, False, record.created_at)

    def _unique_title(self, owner: str, title: str) -> str:
        """``title``, or "title (2)", "(3)"... when another of the owner's conversations has it, so
        that two conversations opened with the same question can be told apart in the list."""
        taken = {t.title for t in self.store.threads(owner)}
        if title not in taken:
            return title
        number = 2
        while f"{title} ({number})" in taken:
            number += 1
        return f"{title} ({number})"

    def _history(self, thread_id: str) -> Sequence[PriorTurn]:
        turns = (_turn(record) for record in self.store.turns(thread_id))
        return [PriorTurn(turn.searched, turn.response) for turn in turns if turn is not None]

    def _create(self, thread_id: str, owner: str) -> None:
        if self.store.ensure(owner, thread_id).owner != owner:  # started meanwhile by someone else
            self.thread(thread_id, owner)  # raises: reads as not found

    # -- export ----------------------------------------------------------------------------
    def export_markdown(self, thread_id: str, owner: str = "") -> str:
        """The thread as a Markdown document: each question, and each answer as the verbatim quotes
        with their source and where each stands.

        Raises:
            NotFoundError: no such thread, or another owner's.
        """
        thread = self.thread(thread_id, owner)
        return render_markdown(thread, self.turns(thread_id, owner))


def _turn(record: TurnRecord) -> Turn | None:
    try:
        response = Response.model_validate_json(record.envelope_json)
    except ValidationError:
        # Written by a version whose answers had another shape; the rest of the thread still opens.
        logger.warning("turn %s of conversation %s cannot be read and is left out", record.seq, record.thread_id)
        return None
    return Turn(
        record.thread_id,
        record.seq,
        record.question,
        record.searched,
        record.context,
        response,
        record.clarified,
        record.created_at,
    )


# -- Markdown --------------------------------------------------------------------------------
# Underscores inside a word ("annual_report.pdf") never start emphasis, so only the others are escaped.
_INLINE_SPECIAL = re.compile(r"([\\`*\[\]<>|~]|(?<![A-Za-z0-9])_|_(?![A-Za-z0-9]))")
_LINE_START = re.compile(r"^([#+=-]|\d+[.)])")


def md(text: str) -> str:
    """Document or user text as Markdown that renders as exactly these characters, on one line.

    Only characters that could start markup are escaped, so the file still reads well as plain text.
    """
    escaped = _INLINE_SPECIAL.sub(r"\\\1", " ".join(text.split()))
    return _LINE_START.sub(lambda m: m.group(0)[:-1] + "\\" + m.group(0)[-1], escaped)


def _where(response: Response, source: str, page: int, row: int | None = None) -> str:
    """Where a quote is, as the answer card names it: "page 25", "section 3 · 2. Rules", "P&L, row 12"."""
    return md(response.location(source, page, row))


def _quote(response: Response, text: str, source: str, page: int, row: int | None = None) -> list[str]:
    return [f"> {md(text)}", ">", f"> — {md(source)}, {_where(response, source, page, row)}", ""]


def _conflict(response: Response, conflict: Conflict) -> list[str]:
    values = conflict.values
    lines = [f"**Different values for {md(conflict.key)}** ({md(conflict.delta)}), side by side:", ""]
    lines.append(
        "| | " + " | ".join(f"{md(v.source)}, {_where(response, v.source, v.page, v.row)}" for v in values) + " |"
    )
    lines.append("|---" * (len(values) + 1) + "|")
    lines.append("| Value | " + " | ".join(md(v.value) for v in values) + " |")
    lines.append("| Quote | " + " | ".join(md(v.quote) for v in values) + " |")
    return [*lines, ""]


def _answer(response: Response) -> list[str]:
    lines: list[str] = []
    generation = response.generation
    if response.mode is Mode.DIRECT_ANSWER:
        lines += [f"**Answer**, quoted verbatim (confidence {response.confidence.level}):", ""]
        if response.generated and generation is not None:
            lines = [
                f"**Answer**, phrased by {md(generation.model)} from the quotes below, every sentence "
                f"checked (confidence {response.confidence.level}):",
                "",
                md(response.answer or ""),
                "",
                "Quotes:",
                "",
            ]
        quotes = [(f.quote, f.source, f.page, f.row) for f in response.evidence.facts]
        quotes = quotes or [(c.quote, c.source, c.page, None) for c in response.citations if c.quote]
        for text, source, page, row in quotes:
            lines += _quote(response, text, source, page, row)
        if not quotes and response.answer:
            lines += [f"> {md(response.answer)}", ""]
        for conflict in response.evidence.conflicts:
            lines += _conflict(response, conflict)
    elif response.mode is Mode.GUIDED_FALLBACK:
        lines += [f"**No direct answer.** {md(response.no_direct_answer_reason or '')}", ""]
        if response.generated and generation is not None and generation.text:
            lines += [
                f"Summary, generated by {md(generation.model)} from the passages below, every sentence "
                f"checked: {md(generation.text)}",
                "",
            ]
        lines += ["*Related passages, not an answer:*", ""]
        for item in response.related_highlights or []:
            lines += _quote(response, item.highlight, item.source, item.page, item.row)
    elif response.mode is Mode.HARD_REFUSAL:
        lines += [f"**Declined:** {md(response.answer or '')}", ""]
        for question in response.clarify.questions if response.clarify else []:
            lines += [f"- Needed to answer: {md(question.prompt)}"]
        if response.clarify:
            lines.append("")
    else:
        lines += [md(response.answer or ""), ""]
    return lines


def render_markdown(thread: ThreadRecord, turns: Sequence[Turn]) -> str:
    """A thread as a Markdown document (what :meth:`Conversations.export_markdown` returns)."""
    stamp = datetime.now(UTC).strftime("%d %B %Y")
    lines = [
        f"# {md(thread.title or UNTITLED)}",
        "",
        f"*Exported from Verbatim on {stamp}. Answers are sentences quoted verbatim from the documents, "
        "each followed by its source and where it stands (page, section or rows).*",
        "",
    ]
    if not turns:
        lines += ["No questions yet.", ""]
    for n, turn in enumerate(turns, start=1):
        lines += [f"## {n}. {md(turn.question)}", ""]
        if turn.context:
            lines += [f"*Context added:* {md(turn.context)}", ""]
        if turn.resolved:
            lines += [f"*Searched as:* {md(turn.searched)}", ""]
        lines += _answer(turn.response)
    return "\n".join(lines).rstrip() + "\n"
