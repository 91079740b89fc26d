"""The one place where a table row becomes a candidate: every value read with its row label (and the
section above it), its column header and the table's unit, each piece verbatim on the page.

A row takes part when its label carries the question's words or names the asked measure, or, in a
sheet of things by row, when the question names the row and the asked measure heads a column ("How
many employees are in the South?" -> South | Employees: 210). Each of its cells is a candidate;
whether it answers is the judge's decision, from how much of the question its label carries,
whether its column header names the asked period, and, for a lexicon measure, the cell's measure
checks (:func:`check_row`: the label states the measure unqualified, the column the period, the
value is of the measure's kind, with the table's scale).
"""

from __future__ import annotations

import re
from dataclasses import replace

from rag_core import datafiles
from rag_core.answer.candidate import Candidate, QuestionTerms, candidate_at
from rag_core.answer.judging.ranges import fits_range, ranged_words
from rag_core.answer.judging.amounts import is_money
from rag_core.answer.judging.cell_values import cell_amount, in_money, mark_says
from rag_core.answer.judging.headed import page_part_heading
from rag_core.answer.judging.columns import HEADING_WORD, label_sections, part_name, percent_columns, two_years
from rag_core.answer.judging.context import JudgeContext
from rag_core.answer.judging.extract import CLAUSE_NUMBER
from rag_core.answer.judging.label_header import label_header
from rag_core.answer.judging.rank import row_score
from rag_core.answer.judging.statement import StatementCheck
from rag_core.answer.understand.frame import QuestionFrame, period_rank
from rag_core.answer.understand.period import PeriodCheck, check_period
from rag_core.ingest.profile import DocumentProfile
from rag_core.ingest.rows import STATEMENT_TITLE, cell_span, parse_rows, row_parts
from rag_core.locations import sheet_of, sheet_row
from rag_core.retrieved import RetrievedChunk
from rag_core.settings import AnswerSettings
from rag_core.text.lexicon import PARAPHRASABLE, lower_words, says_opposite, tokens, years
from rag_core.text.measures import Lexicon, Measure
from rag_core.text.sentences import Sentence, display
from rag_core.text.word_forms import carried_in_other_form
from rag_core.types import PageText

__all__ = ["cell_candidates", "check_row", "narrowing_word"]

_SHEET_SUFFIXES = (".xlsx", ".xlsm", ".csv")  # rows are things, columns may be measures
_HEADING_CHARS = 300  # the top of a page, where a statement's name stands
_MAX_ROWS = 8  # rows of one page taken as candidates: those carrying most of the question
_MIN_LABEL_COVERAGE = 0.15  # a row label must carry this share of the question's (weighted) words
_LABEL_LEAD = frozenset(datafiles.load("english")["row_label_lead_words"])
# "Research and development expense, net", "Accounts receivable, net", "..., net of tax": the figure
# the filer reports for the measure, not a narrower one.
_NET = re.compile(r",\s*net(?:\s+of\s+(?:income\s+)?tax(?:es)?)?\.?$", re.IGNORECASE)
_SEGMENT = re.compile(r"\b([A-Z][\w&\-]+)\s+(?:segment|business|division)\b")
_HEADING_WORDS = 8


def _is_heading(title: str) -> bool:
    """A table's own heading ("Domestic Segment Results"), not the sentence introducing it."""
    words = title.split()
    return 0 < len(words) <= _HEADING_WORDS and not re.search(r"[.;:]\s|[.;:]$", title)


_HEADER_WORDS = frozenset(datafiles.load("english")["table_header_words"])
# A column named by its period alone is no part of the whole: "FY2024", "FY24", "Q3", "H1", "Q3-2025".
_PERIOD_NAME = re.compile(r"^(?:FY|CY|[QH][1-4]|[1-4]Q)[\-\s']?(?:(?:19|20)?\d\d)?$", re.IGNORECASE)
_PER_SHARE = re.compile(r"per\s+share", re.IGNORECASE)
_SMALL_DECIMAL = re.compile(r"^\(?\$?\s?\(?-?\d{1,2}\.\d{2}\)?\s?\)?$")


def _named_row(label: str, allowed: frozenset[str]) -> bool:
    """Whether the question names the row: every word of its label is one of the question's."""
    words = lower_words(label)
    return bool(words) and words <= allowed


def _measure_above(row: object, measure: Measure, context: JudgeContext) -> bool:
    """Whether the row's group, table heading or a column header names the measure."""
    above = [getattr(row, "section", ""), getattr(row, "title", "")]
    above += [" ".join(c.header) for c in getattr(row, "cells", ())]
    return any(context.lexicon.hits_of(text, measure) for text in above if text)


def _header_match(header: str, asked_years: frozenset[str], period_words: frozenset[str]) -> float:
    """Share of the asked period's years (or, with none, its words) the column header names."""
    if asked_years:
        named = years(header)
        return sum(1 for y in asked_years if y in named) / len(asked_years)
    if period_words:
        words = lower_words(header)
        return sum(1 for w in period_words if w in words) / len(period_words)
    return 0.0


def cell_candidates(
    terms: QuestionTerms,
    retrieved: RetrievedChunk,
    page_text: PageText,
    context: JudgeContext,
    profile: DocumentProfile | None,
    settings: AnswerSettings,
    rank: int = 0,
) -> list[Candidate]:
    """The cells of the page's table rows that carry the question (see the module docstring)."""
    meta = retrieved.chunk.meta
    stored = context.rows(meta.doc_id, meta.page) if context.rows else None
    rows = parse_rows(stored, page_text.text)
    if not rows:
        return []
    frame = context.frame
    measure = frame.measure
    # The statement's name heads its page ("CONSOLIDATED BALANCE SHEETS"), often not the table.
    statement_page = bool(STATEMENT_TITLE.search(page_text.text[:_HEADING_CHARS]))
    heading = page_part_heading(page_text.text, profile)
    # In a company's own document its names count as present, as for its sentences.
    alias_stems = {t.stem for a in profile.aliases for t in tokens(a)} if profile is not None else set()
    sheet = meta.source.lower().endswith(_SHEET_SUFFIXES)
    sheet_title = sheet_of(page_text.label) if sheet else ""  # a sheet's name titles its rows ("Headcount")
    # A sheet named for the measure, its columns periods: "Headcount" with "Sales | 2023: 41 | 2024: 52".
    titled = bool(sheet_title and measure is not None and context.lexicon.hits_of(sheet_title, measure))
    total = terms.total_weight
    period_words = frame.period_words
    asked_years = frozenset(str(y) for y in frame.period.years)
    chosen: list[tuple[float, int, object, list, bool, bool, bool]] = []
    asked_text = " ".join(t.text for t in terms.tokens)
    gives_value = bool(ranged_words(asked_text))  # "my 9-month-old": only then are ranges read
    for index, row in enumerate(rows):
        section = getattr(row, "section", "")
        label_stems = {t.stem for t in tokens(f"{section} {row.label}")}
        label_coverage = sum(w for s, w in terms.weights.items() if s in label_stems) / total if total else 0.0
        states = bool(measure is not None and context.lexicon.hits_of(row.label, measure))
        # "6 to 11 months" (or a column's "Under 2 years") is named by "my 9-month-old" (see ranges)
        ranged = gives_value and any(
            fits_range(text, asked_text) for text in (row.label, *(" ".join(c.header) for c in row.cells))
        )
        in_header = by_title = False
        cells = list(row.cells)
        if states:
            pass
        elif sheet and measure is not None and _named_row(row.label, context.allowed):
            # A sheet of things by row: the measure heads a column (or names the sheet) and the
            # question names the row.
            cells = [c for c in row.cells if context.lexicon.hits_of(" ".join(c.header), measure)]
            by_title = titled and not cells
            cells = list(row.cells) if by_title else cells
            in_header = True
        elif measure is not None and _named_row(row.label, context.allowed) and _measure_above(row, measure, context):
            # A table's group or heading names the measure and the question the row: "Rooms" under
            # "Revenues" for "MGM rooms revenue Q4 2022".
            in_header = True
        elif label_coverage < _MIN_LABEL_COVERAGE and not ranged:
            continue
        if cells:
            named = 1.0 if states or in_header or ranged else 0.0
            chosen.append((label_coverage + named, index, row, cells, states, in_header, by_title))
    chosen.sort(key=lambda c: (-c[0], c[1]))
    sections, percent = label_sections(rows), percent_columns(rows)
    out: list[Candidate] = []
    for _, _, row, cells, states, in_header, by_title in chosen[:_MAX_ROWS]:
        section = getattr(row, "section", "")  # type: ignore[attr-defined]
        money = [is_money(c.value) for c in row.cells]  # type: ignore[attr-defined]
        # a section's number ("2. Our carbon footprint") is no word of the row's ("scope 2")
        title = CLAUSE_NUMBER.sub("", row.title, count=1)  # type: ignore[attr-defined]
        around = f"{section} {title} {sheet_title} {label_header(page_text.text, row)}"  # type: ignore[arg-type]
        for column, cell in enumerate(cells):
            header = " ".join(cell.header)
            span = cell_span(page_text.text, row, cell)  # type: ignore[arg-type]
            if span is None:
                continue
            if measure is not None and (states or in_header):
                check: StatementCheck = check_row(
                    frame,
                    measure,
                    context.lexicon,
                    # A sheet's header (or its name) is the measure's label; a statement's keeps its periods.
                    sheet_title if by_title else header if in_header and sheet else row.label,  # type: ignore[attr-defined]
                    header if by_title else "" if in_header and sheet else header,
                    f"{section} {row.title}".strip(),
                    cell.value,  # type: ignore[attr-defined]
                    row.unit,
                    profile,
                    set(context.allowed),  # type: ignore[attr-defined]
                )
                if section and check.states_measure and not check.qualifier:
                    # "Net income per share" under "Basic earnings per share" narrows as a word before its
                    # label would; so does one of several sections of a label ("Stores" under "Canada").
                    narrower = narrowing_word(section, measure, context.lexicon, context.allowed)
                    if not narrower and len(sections.get(row.label.lower(), ())) > 1:  # type: ignore[attr-defined]
                        narrower = part_name(section, measure, context.lexicon, context.allowed)
                    if narrower:
                        check = replace(check, qualifier=narrower)
                if heading and check.states_measure and not check.qualifier:
                    check = replace(check, qualifier=narrowing_word(heading, measure, context.lexicon, context.allowed))
                if two_years(cell):
                    check = replace(check, period=PeriodCheck(False, False))  # "2018 | 2017": which year?
                if measure.kind != "percent" and (list(row.cells).index(cell), cell.header) in percent:  # type: ignore[attr-defined]
                    check = replace(check, value="", amount=None)  # "Total net revenues ... 100" under "30 %"
            else:
                period = check_period(frame, f"{section} {header} {row.title}", profile)  # type: ignore[attr-defined]
                check = StatementCheck(False, "", period, cell.value, None)
            parts = row_parts(row, cell.header, cell.value)  # type: ignore[arg-type]
            text = " ".join(parts)
            row_text = f"{text} {around}"
            row_tokens = tokens(row_text)
            stems_here = (
                {t.stem for t in row_tokens}
                | alias_stems
                | carried_in_other_form(terms.tokens, row_tokens, row_text)
                | terms.reader_carried(t.lower for t in row_tokens)
                | mark_says(terms.words, cell.value)  # type: ignore[arg-type]
            )
            matched = sum(w for s, w in terms.weights.items() if s in stems_here)
            coverage = matched / total if total else 1.0
            missing = tuple(
                word.lower for word in terms.words if word.stem not in stems_here and word.lower not in PARAPHRASABLE
            )
            if measure is not None and check.states_measure:
                missing = measure.unsaid(missing)
            stated = check.passes
            primary = statement_page or bool(STATEMENT_TITLE.search(f"{row.title} {row.unit}"))  # type: ignore[attr-defined]
            score = row_score(settings, coverage, retrieved.cosine, bool(check.value), stated=stated, primary=primary)
            explicit = stated and (check.period.explicit or not frame.has_period)
            label_stems = {t.stem for t in tokens(f"{section} {row.label}")}  # type: ignore[attr-defined]
            out.append(
                candidate_at(
                    retrieved,
                    Sentence(span[0], span[1], display(page_text.text[span[0] : span[1]])),
                    coverage=coverage,
                    score=score,
                    missing=missing,
                    answer_value=check.value,
                    negation_mismatch=False,
                    # What the row shows, not the table's title: a statement of "Income and
                    # expenditure" names both, its "Expenditure:" group only one.
                    antonym=says_opposite(terms.words, tokens(text)),
                    parts=parts,
                    measured=measure is not None,
                    stated=stated,
                    explicit=explicit,
                    amount=check.amount,
                    recency=period_rank(profile),
                    primary_statement=primary,
                    states_measure=check.states_measure,
                    qualified=bool(check.qualifier),
                    period_ok=check.period.ok,
                    rank=rank,
                    position=span[0] / max(len(page_text.text), 1),
                    row=sheet_row(retrieved.chunk.meta.file_type, page_text.text, span[0]),
                    label_coverage=round(
                        sum(w for s, w in terms.weights.items() if s in label_stems) / total if total else 0.0, 4
                    ),
                    header_match=round(_header_match(f"{header} {row.title}", asked_years, period_words), 4),  # type: ignore[attr-defined]
                    column=column,
                    columns=len(row.cells),  # type: ignore[attr-defined]
                    row_money=any(m for c, m in zip(row.cells, money, strict=True) if c is not cell),  # type: ignore[attr-defined]
                )
            )
    return out


def narrowing_word(heading: str, measure: Measure, lexicon: Lexicon, allowed: set[str] | frozenset[str]) -> str:
    """The first lexicon qualifier in a heading over a row that the question does not use ("" if
    none); the measure's own words do not count ("per" in "Earnings per Share" above an EPS row),
    nor do those of a heading that names the results as a whole ("Summary Operating Results")."""
    rest = lexicon.without_whole_headings(heading)
    for found in reversed(lexicon.hits_of(rest, measure)):
        rest = rest[: found.start] + " " + rest[found.end :]
    return next(
        (w for w in HEADING_WORD.findall(rest) if w.lower() in lexicon.qualifiers and w.lower() not in allowed), ""
    )


# A year in a table's title, alone or in a fiscal label ("FY2024", "Q3 2025" keeps its quarter).
_TITLE_YEAR = re.compile(r"\b(?:FY|YE)?'?\s?(?:1[5-9]\d\d|20\d\d)s?\b", re.IGNORECASE)


def _title_undated(title: str) -> str:
    """A table's title without its years, for a column whose header names its own: "Sales summary
    FY2024 and FY2025" above an "FY2025" column is not about FY2024 (a title of one year is a
    section's period: a "Fiscal 2018" row restarting a table under "Fiscal 2019" headers)."""
    return _TITLE_YEAR.sub(" ", title)


def check_row(
    frame: QuestionFrame,
    measure: Measure,
    lexicon: Lexicon,
    label: str,
    header: str,
    title: str,
    value: str,
    unit: str,
    profile: DocumentProfile | None,
    allowed: set[str],
) -> StatementCheck:
    """Measure checks of one table cell: its row label states the measure, its column the period."""
    hits = lexicon.hits_of(label, measure)
    part = [
        w
        for w in HEADING_WORD.findall(header)
        if w.lower().strip(".") not in _HEADER_WORDS and w.lower() not in lexicon.neutral and not _PERIOD_NAME.match(w)
    ]
    # The period is read without the part's name, which may stand between a column's date and its
    # year ("Three months ended June 30, | Consumer & Community Banking | 2021").
    dated = re.sub(r"\s+", " ", re.sub(rf"&|\b(?:{'|'.join(map(re.escape, part))})\b", " ", header)) if part else header
    period = check_period(
        frame, f"{dated} {_title_undated(title) if years(dated) and len(years(title)) > 1 else title}", profile
    )
    if not hits:
        return _under_measure(frame, measure, lexicon, label, header, part, value, unit, title, period, allowed)
    hit = hits[0]
    qualifier = lexicon.qualifier_before(label, hit, allowed)
    lead = [
        w
        for w in re.findall(r"[A-Za-z][\w'’\-]*", label[: hit.start])
        if w.lower() not in _LABEL_LEAD and w.lower() not in lexicon.neutral  # "Worldwide employees"
    ]
    if not qualifier and lead and not set(w.lower() for w in lead) <= allowed:
        # A row is the measure only when its label starts with it ("Total revenues"), not when the
        # term comes late ("Effect of exchange rate changes on cash and cash equivalents").
        qualifier = lead[0]
    label_words = {w.lower() for w in HEADING_WORD.findall(label)}
    # The column is the part the question names ("Consumer & Community Banking" under "Segment
    # results"): the table's heading narrows it no further than the question does.
    part_named = any(w.lower() not in label_words for w in part) and all(w.lower() in allowed for w in part)
    if not qualifier and _is_heading(title) and not part_named:
        # "Domestic Segment Results" above a "Revenue" row narrows it as much as the label would.
        qualifier = narrowing_word(title, measure, lexicon, allowed)
    if not qualifier and not part_named:
        # "Selected financial data for the International segment was as follows".
        segment = _SEGMENT.search(f"{title} {unit}")
        if segment and segment.group(1).lower() not in allowed:
            qualifier = segment.group(1)
    if not qualifier:
        # A column headed "International" or "U.S." next to "Worldwide" is a part, not the whole.
        qualifier = next((w for w in part if w.lower() not in allowed), "")
    trailing = label[hit.end :].strip(" :")
    if trailing and not trailing.startswith("(") and not _NET.match(trailing) and re.search(r"[A-Za-z]{3,}", trailing):
        # "Revenue from contracts with customers": the label says more than the measure.
        words = [w for w in re.findall(r"[A-Za-z][\w\-]*", trailing) if w.lower() not in allowed]
        if words and not qualifier:
            qualifier = words[0]
    return _valued(frame, measure, qualifier, period, value, unit, title)


def _under_measure(
    frame: QuestionFrame,
    measure: Measure,
    lexicon: Lexicon,
    label: str,
    header: str,
    part: list[str],
    value: str,
    unit: str,
    title: str,
    period: PeriodCheck,
    allowed: set[str],
) -> StatementCheck:
    """A row the question names under the measure: "Rooms" in a "Revenues" group for "MGM rooms
    revenue Q4 2022", "Domestic" in a "Revenue by segment" table for "Domestic revenue in 2022".
    Another word of the column's header, or a word right before the measure, narrows it."""
    if not _named_row(label, frozenset(allowed)):
        return StatementCheck(False, "", period, "", None)
    for text, in_header in ((header, True), (title, False)):
        hits = lexicon.hits_of(text, measure)
        if not hits:
            continue
        # Any other word of the column's header (check_row's ``part``) narrows it: "Revenues |
        # International | 2022", "Revenue: | 2019 vs. 2018 | Variance in Dollars".
        named = {w.lower() for w in HEADING_WORD.findall(text[hits[0].start : hits[0].end])} if in_header else set()
        other = next((w for w in part if w.lower() not in allowed and w.lower() not in named), "")
        qualifier = other or lexicon.qualifier_before(text, hits[0], allowed)
        return _valued(frame, measure, qualifier, period, value, unit, title)
    return StatementCheck(False, "", period, "", None)


def _valued(
    frame: QuestionFrame, measure: Measure, qualifier: str, period: PeriodCheck, value: str, unit: str, title: str
) -> StatementCheck:
    """The check of a cell that states the measure: its value when of the measure's kind."""
    if frame.has_period and period.ok and not period.explicit:
        # A column without a period of its own (an equity statement's "Retained Earnings"): the
        # document's period is not enough to say which year the figure is.
        period = PeriodCheck(False, False)
    amount = cell_amount(value, unit)
    is_percent = value.strip().endswith("%")
    if measure.kind == "money" and _PER_SHARE.search(f"{unit} {title}") and _SMALL_DECIMAL.match(value.strip()):
        # "$ 0.41" on a "Net income attributable ..." line of an earnings-per-share block.
        return StatementCheck(True, qualifier, period, "", None)
    if measure.kind == "percent" and not is_percent:
        return StatementCheck(True, qualifier, period, "", None)
    if measure.kind != "percent" and is_percent:
        return StatementCheck(True, qualifier, period, "", None)
    if measure.kind == "count" and in_money(value, unit):
        # "Staff | Expenditure: | 2023 | 30,276 | (in thousands of EUR)": staff costs, not a headcount.
        return StatementCheck(True, qualifier, period, "", None)
    return StatementCheck(True, qualifier, period, value if amount is not None else "", amount)
