"""The ``ask`` and ``threads`` commands: questions answered from the command line, on their own or
as a conversation (``--session``), and the conversations kept. Prints, like the rest of the CLI."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from rag_core.errors import RagCoreError
from rag_core.settings import Settings


def cmd_ask(args: argparse.Namespace, settings: Settings) -> int:
    """Answer questions; one JSON envelope per question. A refusal is not an error."""
    from rag_core.answer.engine import Engine
    from rag_core.library import Library

    if args.batch:
        path = Path(args.batch)
        if not path.is_file():
            raise RagCoreError(f"no such file {path}; --batch takes a file with one question per line")
        questions = [line.strip() for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    elif args.question:
        questions = [args.question]
    else:
        raise RagCoreError('give a question, e.g. python -m rag_core ask "What is X?" --json, or --batch FILE')
    from rag_core.conversations import Conversations, check_thread_id

    if args.session is not None:
        check_thread_id(args.session)  # before the library opens: a typo fails at once
    engine = Engine(Library(settings, args.embedder))
    conversations = Conversations(engine) if args.session is not None else None
    for question in questions:
        if conversations is not None:
            turn = conversations.ask(args.session, question, context=args.context or "", user=args.user)
            response = turn.response
        else:
            response = engine.ask(question, context=args.context or "", session_id="cli", user=args.user)
        if args.json:
            print(response.to_json(), flush=True)
        else:
            searched = f"Searched: {response.followup.searched}\n" if response.followup is not None else ""
            print(searched + _human(response), flush=True)
    return 0


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
    lines = [f"[{response.mode.value}] ({confidence.level} {confidence.score:.2f})" + (f" {confidence.reason}" if confidence.reason else "")]
    if response.answer:
        lines.append(response.answer)
    if response.no_direct_answer_reason:
        lines.append(response.no_direct_answer_reason)
    for item in response.related_highlights or []:
        lines.append(f'  > "{item.highlight}" ({item.source}, p. {item.page})')
    for question in response.clarify.questions if response.clarify else []:
        lines.append(f"  ? {question.prompt}")
    for conflict in response.evidence.conflicts:
        values = "; ".join(f"{v.value} ({v.source}, p. {v.page})" for v in conflict.values)
        lines.append(f"  ! conflicting values: {values}")
    for citation in response.citations:
        lines.append(f"  - {citation.source}, p. {citation.page} (score {citation.score:.2f})")
    return "\n".join(lines)
