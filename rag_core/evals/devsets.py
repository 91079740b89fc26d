"""Labelled question sets over documents, in one shape for every evaluation and for training the judge.

A dev set is documents (bytes under a file name, each indexed into a named collection, exactly as a
user's upload) and questions asked in one collection. A question is *answerable* when a document of
its collection states the answer; ``golds`` are verbatim strings of that statement (a span, a figure
as printed, a table cell's value): a direct answer is right when one of its quotes contains one of
them (case and spacing ignored) and, when ``pages`` is given, it is cited to one of those pages of
``doc``. ``group`` is what cross-validation folds are grouped by (the document), so that no document
is ever both trained on and scored.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from html import escape as html_escape
from pathlib import Path


@dataclass(frozen=True, slots=True)
class DevDoc:
    """One document of a dev set."""

    name: str  # file name with its extension ("kestrel_freight_handbook.pdf"); unique in its collection
    data: bytes
    collection: str  # the collection (library) it is indexed into; questions are asked in one collection
    provenance: str = "unknown"


@dataclass(frozen=True, slots=True)
class DevItem:
    """One labelled question."""

    qid: str
    question: str
    collection: str
    answerable: bool
    category: str  # "factoid", "yesno", "table", "role", "not_stated", "other_period", "other_org", "arithmetic", ...
    golds: tuple[str, ...] = ()  # verbatim strings; an answer quote containing one is right
    doc: str = ""  # name of the document that states it ("" when not answerable)
    pages: tuple[int, ...] = ()  # 1-based pages of ``doc`` that state it (empty: any page)
    group: str = ""  # fold group (default: ``doc`` or the collection)
    extra: dict[str, object] = field(default_factory=dict, hash=False, compare=False)

    @property
    def fold_group(self) -> str:
        """What folds are grouped by: no group is in both training and scoring."""
        return self.group or self.doc or self.collection


@dataclass(frozen=True, slots=True)
class DevSet:
    """Documents and questions of one kind ("squad2", "policyqa", "tatqa", "synthetic", ...)."""

    name: str
    docs: tuple[DevDoc, ...]
    items: tuple[DevItem, ...]
    license: str = ""  # the source's license; only sets whose license allows it train the shipped model
    trainable: bool = False  # True only for data the shipped model may be trained on


# -- matching answers against golds ------------------------------------------------------------
_CURRENCY_SPACE = re.compile(r"([$€£])\s+")
_NUMERIC_GOLD = re.compile(r"^[\s$€£(-]*\d[\d,.]*\s*\)?\s*%?$")
# A figure as a whole token; it ends on a digit, so the comma after it in "$278,057, $365,859 and
# $378,217, respectively" is not part of it.
_NUMBER_TOKEN = re.compile(r"(?<![\w.,])\(?-?\d(?:[\d,]*\d)?(?:\.\d+)?\)?%?(?![\w]|[.,]\d)")
# A figure with its scale in words ("$55 million"), as a gold taken from a sentence is written.
_SCALED_GOLD = re.compile(r"^\s*([$€£(-]*\d[\d,.]*\)?)\s*(thousand|million|billion)\s*$", re.IGNORECASE)
_SCALE = {"thousand": 1e3, "million": 1e6, "billion": 1e9}
# The scale a table states for its figures: "$'000", "(In thousands)", "in millions".
_TABLE_SCALES = (
    (re.compile(r"['’]000\b|\bthousands\b", re.IGNORECASE), 1e3),
    (re.compile(r"\bmillions\b", re.IGNORECASE), 1e6),
    (re.compile(r"\bbillions\b", re.IGNORECASE), 1e9),
)
_CONVERTED_DIGITS = 2  # a gold compared at another scale gives at least this many significant digits


def squash(text: str) -> str:
    """Lower case, whitespace collapsed, no space after a currency sign ("$ 3.49" = "$3.49")."""
    return _CURRENCY_SPACE.sub(r"\1", " ".join(text.split()).lower())


def _bare_number(text: str) -> str:
    return re.sub(r"[\s$€£()]", "", text).rstrip("%")


def holds(text: str, gold: str) -> bool:
    """Whether ``text`` states ``gold``: the gold string inside it (case and spacing ignored), and a
    figure as a whole number token ("1,496.5" is in "Total sales | 2019 | $1,496.5", not in "11,496.5").
    A figure with its scale in words ("$55 million") is also held by a table row that gives the scale
    for its figures ("2017 (In millions): $55")."""
    if not gold.strip():
        return False
    if _NUMERIC_GOLD.match(gold):
        return _has_figure(text, gold)
    scaled = _SCALED_GOLD.match(gold)
    if scaled and re.search(rf"\b{scaled.group(2)}s\b", text, re.IGNORECASE) and _has_figure(text, scaled.group(1)):
        return True
    if scaled and _has_converted(text, scaled.group(1), _SCALE[scaled.group(2).lower()]):
        return True
    return squash(gold) in squash(text)


def _has_converted(text: str, figure: str, scale: float) -> bool:
    """A row at another scale than the gold's states it: "$85.1 million" is "$'000 | 85,123" (85,123
    thousand, rounded to the gold's one decimal). Not a gold of one significant digit ("$5 million"
    would be any figure from 4,500 to 5,499 thousand)."""
    wanted = _figure_value(figure)
    bare = _bare_number(figure).replace(",", "")
    if wanted is None or len(bare.replace(".", "").lstrip("0-")) < _CONVERTED_DIGITS:
        return False
    decimals = len(bare.partition(".")[2])
    scales = [s for pattern, s in _TABLE_SCALES if s != scale and pattern.search(text)]
    values = [v for m in _NUMBER_TOKEN.finditer(text) if (v := _figure_value(m.group())) is not None]
    return any(round(v * s / scale, decimals) == wanted for s in scales for v in values)


def _figure_value(figure: str) -> float | None:
    try:
        return float(_bare_number(figure).replace(",", ""))
    except ValueError:
        return None


def _has_figure(text: str, figure: str) -> bool:
    wanted = _bare_number(figure)
    return any(_bare_number(m.group()) == wanted for m in _NUMBER_TOKEN.finditer(text))


def right_quote(item: DevItem, quote: str, source: str, page: int) -> bool:
    """Whether one quoted sentence or row, cited to (source, page), states the item's answer."""
    if not item.answerable:
        return False
    places = [(item.doc, item.pages, item.golds)] + list(item.extra.get("places", ()))  # type: ignore[arg-type]
    for doc, pages, golds in places:
        if doc and source != doc:
            continue
        if pages and page not in pages:
            continue
        if any(holds(quote, g) for g in golds):
            return True
    return False


# -- loaders of the public sets (../shared/data) ------------------------------------------------
def squad2_set(path: Path) -> DevSet:
    """SQuAD 2.0 (CC BY-SA): each article a text file of its paragraphs, all in one library."""
    data = json.loads(path.read_text(encoding="utf-8"))
    docs, items = [], []
    for article in data["data"]:
        name = f"{_safe(article['title'])}.txt"
        paragraphs = [" ".join(p["context"].split()) for p in article["paragraphs"]]
        docs.append(DevDoc(name, "\n".join(paragraphs).encode("utf-8"), "squad2"))
        for paragraph in article["paragraphs"]:
            for qa in paragraph["qas"]:
                impossible = bool(qa.get("is_impossible"))
                items.append(
                    DevItem(
                        qid=qa["id"],
                        question=qa["question"].strip(),
                        collection="squad2",
                        answerable=not impossible,
                        category="unanswerable" if impossible else "span",
                        golds=tuple(dict.fromkeys(a["text"] for a in qa.get("answers", []))),
                        doc=name,
                        extra={"plausible": tuple(a["text"] for a in qa.get("plausible_answers", []))},
                    )
                )
    return DevSet("squad2", tuple(docs), tuple(items), license="CC BY-SA 4.0", trainable=True)


def policyqa_set(folder: Path) -> DevSet:
    """PolicyQA dev (OPP-115 policies, research use: evaluation only): each policy an HTML page in a
    collection of its own; the same question asked of one policy several times is one item whose
    golds are every annotated span."""
    data = json.loads((folder / "dev.json").read_text(encoding="utf-8"))
    docs, items = [], []
    for article in data["data"]:
        file_name = article.get("file_name") or _policy_file(folder, article["title"])
        html = (folder / "policies" / file_name).read_text(encoding="utf-8", errors="replace").replace("|||", "\n")
        collection = f"policy-{Path(file_name).stem}"
        docs.append(DevDoc(file_name, html.encode("utf-8"), collection))
        golds: dict[str, list[str]] = {}
        ids: dict[str, str] = {}
        for paragraph in article["paragraphs"]:
            for qa in paragraph["qas"]:
                question = " ".join(qa["question"].split())
                golds.setdefault(question, []).extend(a["text"] for a in qa["answers"])
                ids.setdefault(question, qa["id"])
        for question, spans in golds.items():
            items.append(
                DevItem(ids[question], question, collection, True, "span", tuple(dict.fromkeys(spans)), doc=file_name)
            )
    return DevSet("policyqa", tuple(docs), tuple(items), license="OPP-115 research use; PolicyQA MIT")


def policy_dev_set(folder: Path, questions: Path) -> DevSet:
    """The project's own questions on the PolicyQA policies (``evals/policy_dev.jsonl``): answerable
    and not, phrased as readers ask; evaluation only (the policies are OPP-115's)."""
    base = policyqa_set(folder)
    items = []
    for line in questions.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        stated = row["category"] == "stated"
        items.append(
            DevItem(
                qid=row["id"],
                question=row["question"],
                collection=f"policy-{Path(row['policy']).stem}",
                answerable=stated,
                category=row["category"],
                golds=tuple(row.get("gold") or ()),
                doc=row["policy"] if stated else "",
                group=row["policy"],
            )
        )
    return DevSet("policy_dev", base.docs, tuple(items), license=base.license)


def tatqa_set(path: Path) -> DevSet:
    """TAT-QA dev (CC BY): each context an HTML page (the table as a real table, then its paragraphs)
    in a collection of its own. Span answers are answerable; arithmetic, counting and comparison
    questions ("In which year was it largest?") need a computation: never a direct answer."""
    data = json.loads(path.read_text(encoding="utf-8"))
    docs, items = [], []
    for context in data:
        uid = context["table"]["uid"]
        name = f"tatqa-{uid[:8]}.html"
        collection = f"tatqa-{uid[:8]}"
        docs.append(DevDoc(name, tatqa_html(context).encode("utf-8"), collection))
        for q in context["questions"]:
            answer = q["answer"]
            spans = tuple(str(a) for a in answer) if isinstance(answer, list) else (str(answer),)
            kind = q["answer_type"]
            answerable = kind in ("span", "multi-span") and not q.get("derivation")
            category = (
                f"{kind}:{q['answer_from']}"
                if answerable
                else ("comparison" if kind in ("span", "multi-span") else kind)
            )
            items.append(
                DevItem(
                    qid=q["uid"],
                    question=q["question"].strip(),
                    collection=collection,
                    answerable=answerable,
                    category=category,
                    golds=spans if answerable else (),
                    doc=name,
                    extra={"all_golds": kind == "multi-span", "scale": q.get("scale", "")},
                )
            )
    return DevSet("tatqa", tuple(docs), tuple(items), license="CC BY 4.0", trainable=True)


def tatqa_html(context: dict) -> str:
    """A TAT-QA context as a web page: paragraphs that introduce the table ("The table below..."),
    the table (its leading rows without a row label as the header), then the other paragraphs."""
    rows = [[" ".join(str(c).split()) for c in row] for row in context["table"]["table"]]
    head = 0
    while head < len(rows) - 1 and not rows[head][0] and any(rows[head][1:]):
        head += 1
    before, after = [], []
    for paragraph in sorted(context["paragraphs"], key=lambda p: p.get("order", 0)):
        text = " ".join(paragraph["text"].split())
        (
            before if re.search(r"(?:table|following)\b[^.]*:\s*$|\btable below\b", text, re.IGNORECASE) else after
        ).append(text)
    out = ["<!DOCTYPE html><html><head><meta charset='utf-8'><title>Annual report excerpt</title></head><body>"]
    out += [f"<p>{html_escape(t)}</p>" for t in before]
    out.append("<table>")
    if head:
        out.append("<thead>")
        for row in rows[:head]:
            out.append("<tr>" + "".join(_header_cells(row)) + "</tr>")
        out.append("</thead>")
    out.append("<tbody>")
    for row in rows[head:]:
        out.append("<tr>" + "".join(f"<td>{html_escape(c)}</td>" for c in row) + "</tr>")
    out.append("</tbody></table>")
    out += [f"<p>{html_escape(t)}</p>" for t in after]
    out.append("</body></html>")
    return "\n".join(out)


def _header_cells(row: list[str]) -> list[str]:
    """A header row as the report printed it: a heading over several value columns spans them ("Years
    Ended September 30," over 2019, 2018 and 2017), up to the next heading; a lone heading spans them all."""
    cells = [f"<th>{html_escape(row[0])}</th>"]
    values = row[1:]
    filled = [i for i, c in enumerate(values) if c]
    if not filled:
        return cells + ["<th></th>" for _ in values]
    if len(filled) == 1:
        return cells + [f"<th colspan='{len(values)}'>{html_escape(values[filled[0]])}</th>"]
    if filled[0]:
        cells.append(f"<th colspan='{filled[0]}'></th>")
    for n, start in enumerate(filled):
        end = filled[n + 1] if n + 1 < len(filled) else len(values)
        span = f" colspan='{end - start}'" if end - start > 1 else ""
        cells.append(f"<th{span}>{html_escape(values[start])}</th>")
    return cells


def realqa_set(questions: Path, docs: Path | list[Path], name: str = "realqa") -> DevSet:
    """The project's analyst questions on real filings (``evals/realqa_dev.jsonl``, or the 10-Q set),
    every filing of ``docs`` (a folder, or the files) in one library; evaluation only (FinanceBench's
    filings)."""
    from rag_core.evals.realqa import load, scope

    if isinstance(docs, list):
        filings = sorted(docs)
    else:
        filings = sorted(docs.rglob("*.pdf")) if docs.is_dir() else [docs]
    dev_docs = tuple(DevDoc(p.name, p.read_bytes(), name, provenance="primary") for p in filings)
    indexed = {d.name for d in dev_docs}
    items = []
    for row in load(questions):
        scoped = scope(row, indexed)
        places = tuple((p.doc, tuple(p.pages), tuple(p.gold)) for p in scoped.places)
        first = places[0] if places else ("", (), ())
        items.append(
            DevItem(
                qid=str(row.get("id")),
                question=row["question"],
                collection=name,
                answerable=scoped.answerable,
                category=scoped.category,
                golds=first[2],
                doc=first[0],
                pages=first[1],
                group=row.get("doc", ""),
                extra={"places": places[1:]},
            )
        )
    return DevSet(name, dev_docs, tuple(items), license="FinanceBench CC BY-NC (evaluation only)")


def _policy_file(folder: Path, title: str) -> str:
    """The policy file of a site whose record names none ("style.com" -> "144_style.com.html")."""
    return next(p.name for p in sorted((folder / "policies").glob(f"*_{title}.html")))


def _safe(title: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", title).strip("_") or "article"
