"""HTML, Markdown, plain text and CSV rendering, with the reader's page of each fact.

Pages follow the app's readers under the default ingest settings: an HTML page is read in sections
(a new one at each ``<h1>``/``<h2>``), a text file in sections of 40 lines, a Markdown file also at
each ``#``/``##`` heading (the reader's own :func:`text_sections`), a CSV of under 40 rows is one page.
"""

from __future__ import annotations

import csv
import io
from html import escape

from rag_core.evals.synth.model import Document, Heading, Para, Table
from rag_core.ingest.text import text_sections

TEXT_PAGE_LINES = 40  # rag_core.settings.IngestSettings.text_page_lines, default


def render_html(doc: Document, *, main: bool, year: int) -> tuple[bytes, dict[str, set[int]]]:
    """An HTML page with a title, a menu and a footer; ``main`` wraps the content in ``<main>``."""
    out = [
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">',
        f"<title>{escape(doc.title)}</title>",
        "<style>body{font-family:sans-serif;max-width:48em;margin:auto} td,th{padding:2px 8px}</style>",
        "</head>\n<body>",
        "<header><nav>"
        + " | ".join(f'<a href="/{escape(n.lower().replace(" ", "-"))}">{escape(n)}</a>' for n in doc.nav)
        + "</nav></header>",
    ]
    if main:
        out.append("<main>")
    pages: dict[str, set[int]] = {}
    section, started, only_headings = 1, False, True
    for block in doc.blocks:
        if isinstance(block, Heading):
            if started and not only_headings and block.level <= 2:
                section += 1
                only_headings = True
            level = min(block.level, 3)
            out.append(f"<h{level}>{escape(block.text)}</h{level}>")
            started = True
            continue
        if isinstance(block, Para):
            out.append(f"<p>{escape(block.text)}</p>")
            ids = block.ids
        elif isinstance(block, Table):
            out.append(_html_table(block))
            ids = tuple(i for r in block.rows for i in r.ids if i)
        else:
            continue
        started, only_headings = True, False
        for fid in ids:
            pages.setdefault(fid, set()).add(section)
    if main:
        out.append("</main>")
    out.append(f"<footer><p>&copy; {year} {escape(doc.org)}. All rights reserved.</p></footer>\n</body>\n</html>\n")
    return "\n".join(out).encode("utf-8"), pages


def _html_table(table: Table) -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in (table.label_header, *table.header))
    rows = "".join(
        "<tr>" + f"<td>{escape(r.label)}</td>" + "".join(f"<td>{escape(c)}</td>" for c in r.cells) + "</tr>"
        for r in table.rows
    )
    unit = f"<p>{escape(table.unit)}</p>" if table.unit else ""
    return f"<table><caption>{escape(table.title)}</caption><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>{unit}"


def render_lines(doc: Document, *, markdown: bool) -> tuple[bytes, dict[str, set[int]]]:
    """A Markdown or plain text file: one line per paragraph, tables as pipe tables or columns."""
    lines: list[str] = []
    at: dict[str, set[int]] = {}  # fact id -> the lines it is written on
    for block in doc.blocks:
        if isinstance(block, Heading):
            if markdown:
                lines.append("#" * min(block.level, 3) + " " + block.text)
            else:
                lines += [block.text, ("=" if block.level == 1 else "-") * len(block.text)]
            lines.append("")
        elif isinstance(block, Para):
            for fid in block.ids:
                at.setdefault(fid, set()).add(len(lines))
            lines += [block.text, ""]
        elif isinstance(block, Table):
            lines += [block.title] + ([block.unit] if block.unit else []) + [""]
            rows = [[block.label_header, *block.header]] + [[r.label, *r.cells] for r in block.rows]
            widths = [max(len(r[i]) if i < len(r) else 0 for r in rows) for i in range(len(rows[0]))]
            for n, cells in enumerate(rows):
                cells = cells + [""] * (len(widths) - len(cells))
                if n > 0:
                    for fid in block.rows[n - 1].ids:
                        if fid:
                            at.setdefault(fid, set()).add(len(lines))
                if markdown:
                    lines.append("| " + " | ".join(c.ljust(w) for c, w in zip(cells, widths)) + " |")
                    if n == 0:
                        lines.append("|" + "|".join("-" * (w + 2) for w in widths) + "|")
                else:
                    lines.append(
                        "   ".join(
                            c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths))
                        ).rstrip()
                    )
            lines.append("")
    text = "\n".join(lines).rstrip() + "\n"
    sections = text_sections(text.splitlines(), TEXT_PAGE_LINES, markdown)
    section_of = {line: n for n, (start, end, _) in enumerate(sections, start=1) for line in range(start, end)}
    pages = {fid: {section_of[line] for line in where} for fid, where in at.items()}
    return text.encode("utf-8"), pages


def render_csv(doc: Document) -> tuple[bytes, dict[str, set[int]]]:
    """A CSV file of the document's first sheet: title, unit, header row and rows."""
    _, table = doc.sheets[0]
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow([table.title])
    if table.unit:
        writer.writerow([table.unit])
    writer.writerow([table.label_header, *table.header])
    pages: dict[str, set[int]] = {}
    for row in table.rows:
        writer.writerow([row.label, *row.cells])
        for fid in row.ids:
            if fid:
                pages.setdefault(fid, set()).add(1)
    return buffer.getvalue().encode("utf-8"), pages
