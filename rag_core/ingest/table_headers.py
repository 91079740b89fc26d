"""Which header fragments head which column of a table in layout text (:mod:`rag_core.ingest.tables`).

Header lines sit above the values: the lowest one usually has a chunk per column; lines above it
hold spanning headers ("Three Months Ended" over two columns) or the first lines of wrapped ones
("Additional" over "Paid-In" over "Capital"). Standard library only, like the PDF worker needs.
"""

from __future__ import annotations

import re
import statistics

from rag_core.ingest.table_text import PERIOD_WORD, TITLE, UNIT, Cell, Chunk, Verifier, chunks

_UNAUDITED = re.compile(r"\(?unaudited\)?", re.I)
_MIN_HEADER_INDENT = 8  # a header fragment never starts at the label margin (that is prose or a section)
_HEADER_SLACK = 4  # characters a header may sit left of the first value column
_MAX_HEADER_WORDS = 8  # a longer chunk above the values is a wrapped label, not a column header
_MAX_PERIOD_WORDS = 12  # ... unless it names a period ("As of and for the Year Ended May 31,")
_LONE_COLUMN_REACH = 10  # how far a value or header may sit from a table's only column
CELL_REACH_SHARE = 0.5  # of the column pitch: a value further from every column is not in the table
_HEADER_REACH_SHARE = 0.75  # of the pitch: spanning headers sit off-centre over the columns they span


def column_reach(positions: list[float], share: float) -> float:
    """``share`` of the narrowest gap between column positions (a fixed reach for a lone column)."""
    gaps = [b - a for a, b in zip(positions, positions[1:])]
    return min(gaps) * share if gaps else _LONE_COLUMN_REACH


def column_chunk(chunk: Chunk, value_left: float, reaching: bool = False) -> bool:
    """Whether a chunk of a line above a table can head a column: right of the labels (by its centre,
    or, while looking for a header block, by reaching over the values at all), short, no title."""
    start, end, text = chunk
    edge = end if reaching else (start + end) / 2
    return (
        start >= _MIN_HEADER_INDENT
        and edge >= value_left - _HEADER_SLACK
        and len(text.split()) <= (_MAX_PERIOD_WORDS if PERIOD_WORD.search(text) else _MAX_HEADER_WORDS)
        and not TITLE.search(text)
        and not UNIT.search(text)
    )


def column_headers(
    block: list[str], placed: list[dict[int, Cell]], ends: list[float], page: Verifier
) -> tuple[list[tuple[str, ...]], list[str]]:
    """Header fragments of each column from the header block's lines, and the unit chunks found there."""
    kept, width = [(k, c) for cells in placed for k, c in cells.items()], len(ends)
    centers = [statistics.median([(c.start + c.end) / 2 for j, c in kept if j == k] or [ends[k]]) for k in range(width)]
    # Headers may start left of the numbers they head: the first column's zone, not its digits, bounds them.
    value_left = min(centers[0] - column_reach(centers, CELL_REACH_SHARE), min(c.left for _, c in kept))
    captions, units, lines = [], [], []
    for text in block:
        lines.append([c for c in chunks(text) if column_chunk(c, value_left) and not _UNAUDITED.fullmatch(c[2])])
        for chunk in (c for c in chunks(text) if c not in lines[-1]):
            if UNIT.search(chunk[2]):
                units.append(chunk[2])
            elif chunk[0] < value_left and PERIOD_WORD.search(chunk[2]):
                captions.append(chunk[2])  # "Fiscal Years Ended" left of the column headers heads them all
    # Header text sits shifted alike from the values: the lowest line with one chunk per column gives the places.
    pitch, base, anchors = 2 * column_reach(centers, CELL_REACH_SHARE), len(lines), centers
    for i in reversed(range(len(lines))):
        shifts = [(s + e) / 2 - c for (s, e, _), c in zip(lines[i], centers)]
        if len(lines[i]) == width and max(shifts) - min(shifts) <= pitch / 2 and max(map(abs, shifts)) < pitch:
            base, anchors = i, [(s + e) / 2 for s, e, _ in lines[i]]
            break
    if base == len(lines) and lines and lines[-1] and not all(PERIOD_WORD.search(t) for *_, t in lines[-1]):
        base = len(lines) - 1  # no line heads every column: the lowest still heads one column per chunk
    reach = column_reach(anchors, _HEADER_REACH_SHARE)
    covers: list[list[frozenset[int]]] = [[] for _ in lines]
    headed: frozenset[int] = frozenset()  # columns with a header on a lower line
    for i in reversed(range(len(lines))):  # bottom up: a line's chunks may read on into the line below
        owners = _owners(anchors, lines[i], reach, spanning=i < base)
        covers[i] = [frozenset(k for k, o in enumerate(owners) if o == j) for j in range(len(lines[i]))]
        # A header set higher than its neighbours ("Rigid Packaging Segment") heads the column they left open.
        covers[i] = [
            c - headed if c & headed and c - headed and not PERIOD_WORD.search(t) else c
            for c, (_, _, t) in zip(covers[i], lines[i])
        ]
        below = list(zip(lines[i + 1], covers[i + 1])) if i + 1 < len(lines) else []
        for j, chunk in enumerate(lines[i]):
            wrapped = next((c for lower, c in below if c and _wraps(chunk, lower, page)), None)
            if wrapped:  # "Additional" over "Paid-In": that column's own header, not one spanning its neighbours
                covers[i] = [c - wrapped for c in covers[i]]
                covers[i][j] = wrapped
        headed = headed.union(*covers[i])
    stacks: list[list[tuple[frozenset[int], str]]] = [[] for _ in range(width)]
    for heads, cover in zip(lines, covers):
        for (_, _, text), columns in zip(heads, cover):
            for k in columns:
                stacks[k].append((columns, text))
    top = tuple(found for found in map(page.find, captions) if found)
    return [top + _stack(stack, page) for stack in stacks], units


def _wraps(upper: Chunk, lower: Chunk, page: Verifier) -> bool:
    """Whether ``upper`` is the first line of header ``lower`` continues (periods span, never wrap)."""
    (s, e, text), (s2, e2, text2) = upper, lower
    return (
        (s <= (s2 + e2) / 2 <= e or s2 <= (s + e) / 2 <= e2)
        and not PERIOD_WORD.search(f"{text} {text2}")
        and bool(page.find(f"{text} {text2}"))
    )


def _owners(anchors: list[float], heads: list[Chunk], reach: float, spanning: bool) -> list[int | None]:
    """For each column, the index of the chunk of one header line that heads it (None: no header there).

    Above the line that heads every column, k chunks over a multiple of k columns are groups ("Three
    Months Ended", "Pension") when each sits over its group, and a lone period chunk between the outer
    columns spans them all; otherwise a chunk heads the columns it reaches to (at most ``reach`` past
    its ends, halfway to its neighbours). On or below that line, a chunk heads the column under it.
    """
    width, count = len(anchors), len(heads)
    period = count > 0 and all(PERIOD_WORD.search(text) for _, _, text in heads)
    if spanning and width % max(count, 1) == 0 and (count > 1 or period and width > 1):
        size, slack = width // count, (0 if count == 1 else 2 * reach)  # a lone one must sit inside
        groups = [anchors[j * size : (j + 1) * size] for j in range(count)]
        # Other words than periods must sit centred over their group.
        centres = [(s + e) / 2 for s, e, _ in heads]
        if all(
            g[0] - slack < c < g[-1] + slack and (period or abs(c - sum(g) / size) < reach / 3)
            for g, c in zip(groups, centres)
        ):
            return [k // size for k in range(width)]
    if spanning:
        bounds = [
            (
                max(s - reach, (heads[j - 1][1] + s) / 2 if j else s - reach),
                min(e + reach, (e + heads[j + 1][0]) / 2 if j + 1 < count else e + reach),
            )
            for j, (s, e, _) in enumerate(heads)
        ]
        return [next((j for j, (low, high) in enumerate(bounds) if low <= a <= high), None) for a in anchors]
    owners: list[int | None] = [None] * width
    for j, (s, e, _) in enumerate(heads):
        near = min(range(width), key=lambda k: min(abs(anchors[k] - x) for x in (s, e, (s + e) / 2)))
        if owners[near] is None and (s - reach <= anchors[near] <= e + reach):
            owners[near] = j
    return owners


def _stack(fragments: list[tuple[frozenset[int], str]], page: Verifier) -> tuple[str, ...]:
    """Join a column's fragments that wrap ("July 2," over "2023") when the plain text has them joined."""
    out: list[str] = []
    current, cover = "", frozenset()
    for covers, text in fragments:
        if current and covers == cover and page.find(f"{current} {text}"):
            current = page.find(f"{current} {text}")
        else:
            out.append(current)
            current, cover = text, covers
    return tuple(found for found in map(page.find, out + [current]) if found)
