"""The project's policy questions (``policy_dev``) asked of the same policies as a text file and as a
Word file: a document must be judged by what it says, not by its format.

The PolicyQA policies are web pages of segments (``|||``) and lines (``<br>``); each block (a segment,
or its part up to a blank line: two breaks in a row) becomes a paragraph of the text file (a blank
line between) or of the Word file (one ``w:p`` each, as :mod:`rag_core.evals.synth.render_office`
writes them); the lines of a block are joined by spaces. Evaluation only, as the policies are
OPP-115's.
"""

from __future__ import annotations

import html
import re
from dataclasses import replace
from pathlib import Path

from rag_core.evals.devsets import DevSet, policy_dev_set

FORMATS = ("txt", "docx")
_BREAK = re.compile(r"<br\s*/?>", re.IGNORECASE)
_TAG = re.compile(r"<[^>]+>")
_BLANK = re.compile(r"\n\s*\n")


def paragraphs(page: str) -> list[str]:
    """A PolicyQA policy page's paragraphs (see the module docstring)."""
    text = _TAG.sub(" ", _BREAK.sub("\n", page.replace("|||", "\n\n")))
    found = []
    for block in _BLANK.split(html.unescape(text)):
        line = " ".join(block.split())
        if line:
            found.append(line)
    return found


def render(name: str, page: str, fmt: str) -> tuple[str, bytes]:
    """A policy page as a file of format ``fmt`` ("txt" or "docx"): its new name and bytes."""
    blocks = paragraphs(page)
    stem = Path(name).stem
    if fmt == "txt":
        return f"{stem}.txt", ("\n\n".join(blocks) + "\n").encode("utf-8")
    if fmt == "docx":
        from rag_core.evals.synth.model import Document, Para
        from rag_core.evals.synth.render_office import render_docx

        title = blocks[0][:80] if blocks else stem
        data, _ = render_docx(Document(f"{stem}.docx", "policy", "docx", title, "", tuple(Para((b,)) for b in blocks)))
        return f"{stem}.docx", data
    raise ValueError(f"no policy rendering as {fmt!r}; use one of {', '.join(FORMATS)}")


def policy_dev_as(folder: Path, questions: Path, fmt: str) -> DevSet:
    """``policy_dev`` with every policy as a ``fmt`` file (its questions cite the renamed files)."""
    base = policy_dev_set(folder, questions)
    docs, names = [], {}
    for doc in base.docs:
        name, data = render(doc.name, doc.data.decode("utf-8"), fmt)
        names[doc.name] = name
        docs.append(replace(doc, name=name, data=data))
    items = tuple(replace(i, doc=names.get(i.doc, i.doc), group=names.get(i.group, i.group)) for i in base.items)
    return DevSet(f"policy_dev_{fmt}", tuple(docs), items, license=base.license)
