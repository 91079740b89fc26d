"""The ``ask`` and ``threads`` commands: questions answered from the command line, on their own or
as a conversation (``--session``), and the conversations kept. Prints, like the rest of the CLI."""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
import uuid
from dataclasses import dataclass
from pathlib import Path

from rag_core.errors import RagCoreError
from rag_core.settings import Settings

logger = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class _Line:
    """One question to answer: where it came from, its text, or why it cannot be read."""

    label: str  # "line 8" of a --batch file, or "the question" given as an argument
    text: str
    problem: str = ""


def _undecodable(raw: bytes, exc: UnicodeDecodeError) -> str:
    return (
        f"not valid UTF-8 text (byte 0x{raw[exc.start]:02x} at position {exc.start + 1}); "
        "save it as UTF-8 and ask again"
    )


def _batch_lines(path: Path) -> list[_Line]:
    """The questions of a --batch file, one a line; a line that is not UTF-8 is kept as a problem
    of its own, so that every other line is still answered."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise RagCoreError(
            f"cannot read {path} ({exc.strerror}); --batch takes a file with one question per line"
        ) from None
    lines = []
    for number, raw in enumerate(data.splitlines(), 1):
        try:
            text = raw.decode("utf-8-sig" if number == 1 else "utf-8").strip()
        except UnicodeDecodeError as exc:
            lines.append(_Line(f"line {number}", "", _undecodable(raw, exc)))
            continue
        if text:
            lines.append(_Line(f"line {number}", text))
    return lines


def _argument_line(question: str) -> _Line:
    """The question given on the command line; bytes that are not UTF-8 reach Python as lone
    surrogates, which are reported instead of failing later."""
    try:
        question.encode("utf-8")
    except UnicodeEncodeError:
        raw = os.fsencode(question)
        try:
            raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            return _Line("the question", "", _undecodable(raw, exc))
        return _Line("the question", "", "not valid text; type it again")
    return _Line("the question", question.strip())


def _failure(exc: Exception, settings: Settings) -> str:
    """One line saying why a question was not answered (never a traceback; -vv logs it)."""
    from rag_core.availability import unavailable, unreachable

    if isinstance(exc, RagCoreError):
        return str(exc)
    if unreachable(exc):
        return str(unavailable(exc, settings.db_url))
    logger.debug("question failed", exc_info=exc)
    return f"unexpected error ({type(exc).__name__}: {exc}); run with -vv for the details"


def cmd_ask(args: argparse.Namespace, settings: Settings) -> int:
    """Answer questions; one JSON envelope per question. A refusal is not an error.

    Without ``--session`` every question stands on its own (its own session: no clarifying round
    of an earlier question or run counts for it). A question that cannot be read or answered (not
    UTF-8, the database unreachable) is reported on stderr with its line, and the others are still
    answered; the exit code is 1 when any was not answered.
    """
    from rag_core.answer.engine import Engine
    from rag_core.library import Library

    if args.batch:
        path = Path(args.batch)
        if not path.is_file():
            raise RagCoreError(f"no such file {path}; --batch takes a file with one question per line")
        lines = _batch_lines(path)
    elif args.question:
        lines = [_argument_line(args.question)]
    else:
        raise RagCoreError('give a question, e.g. python -m rag_core ask "What is X?" --json, or --batch FILE')
    from rag_core.conversations import Conversations, check_thread_id

    if args.session is not None:
        check_thread_id(args.session)  # before the library opens: a typo fails at once
    engine = Engine(Library(settings, args.embedder))
    conversations = Conversations(engine) if args.session is not None else None
    failed: list[str] = []
    for line in lines:
        if line.problem:
            failed.append(line.label)
            print(f"{line.label}: not answered: {line.problem}", file=sys.stderr, flush=True)
            continue
        try:
            if conversations is not None:
                response = conversations.ask(
                    args.session, line.text, context=args.context or "", user=args.user
                ).response
            else:
                response = engine.ask(
                    line.text, context=args.context or "", session_id=f"cli-{uuid.uuid4().hex}", user=args.user
                )
        except Exception as exc:  # noqa: BLE001 - one question's failure never stops the others
            failed.append(line.label)
            print(f"{line.label}: not answered: {_failure(exc, settings)}", file=sys.stderr, flush=True)
            continue
        if args.json:
            print(response.to_json(), flush=True)
        else:
            searched = f"Searched: {response.followup.searched}\n" if response.followup is not None else ""
            print(searched + _human(response), flush=True)
    if failed and args.batch:
        print(
            f"{len(lines) - len(failed)} of {len(lines)} questions answered; not answered: {', '.join(failed)} "
            "(reasons above); ask those again",
            file=sys.stderr,
            flush=True,
        )
    return 1 if failed else 0


def cmd_threads(args: argparse.Namespace, settings: Settings) -> int:
    """Conversations kept by ``ask --session`` and the app: list, export as Markdown, delete."""
    from rag_core.conversations import Conversations

    conversations = Conversations.without_engine(settings)
    if args.action == "list":
        threads = conversations.threads()
        if args.json:
            keys = ("id", "title", "created_at", "updated_at")
            print(json.dumps([{k: getattr(t, k) for k in keys} for t in threads], indent=2, ensure_ascii=False))
            return 0
        if not threads:
            print('no conversations; start one with: python -m rag_core ask "..." --session NAME')
            return 0
        print(f"{'updated':<16}  {'id':<32}  title")
        for thread in threads:
            print(f"{thread.updated_at[:16].replace('T', ' '):<16}  {thread.id:<32}  {thread.title}")
        return 0
    if args.action == "export":
        markdown = conversations.export_markdown(args.id)
        if args.out:
            try:
                Path(args.out).write_text(markdown, encoding="utf-8")
            except OSError as exc:
                raise RagCoreError(f"cannot write {args.out} ({exc.strerror}); choose another --out path") from None
            print(f"written to {args.out}")
        else:
            print(markdown, end="")
        return 0
    thread = conversations.thread(args.id)
    conversations.delete(args.id)
    print(f"deleted conversation {thread.id} ({thread.title})")
    return 0


def _human(response) -> str:  # type: ignore[no-untyped-def]
    confidence = response.confidence
    lines = [
        f"[{response.mode.value}] ({confidence.level} {confidence.score:.2f})"
        + (f" {confidence.reason}" if confidence.reason else "")
    ]
    if response.answer:
        lines.append(response.answer)
    if response.no_direct_answer_reason:
        lines.append(response.no_direct_answer_reason)
    for fact in response.evidence.facts:
        lines.append(f'  > "{fact.quote}" ({fact.source}, {response.location(fact.source, fact.page, fact.row)})')
    for item in response.related_highlights or []:
        lines.append(f'  > "{item.highlight}" ({item.source}, {response.location(item.source, item.page, item.row)})')
    for question in response.clarify.questions if response.clarify else []:
        lines.append(f"  ? {question.prompt}")
    for conflict in response.evidence.conflicts:
        values = "; ".join(
            f"{v.value} ({v.source}, {response.location(v.source, v.page, v.row)})" for v in conflict.values
        )
        lines.append(f"  ! conflicting values: {values}")
    for citation in response.citations:
        lines.append(f"  - {citation.source}, {citation.location(detailed=True)} (score {citation.score:.2f})")
    return "\n".join(lines)
