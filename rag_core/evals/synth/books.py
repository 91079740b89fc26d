"""An organisation's books: its statement lines, their figures per period, and how they are printed.

Figures are in thousands. ``statement`` prints a table over some periods and registers every
printed cell as a fact (category "table") with its period, so "other_period" questions only ask
for periods no document prints. The documents that print them are in ``compose_figures``.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass, field

from rag_core.evals.synth.model import Row, Table
from rag_core.evals.synth.phrases import MEASURE_SYNONYMS, Period
from rag_core.evals.synth.world import Org, fmt_int
from rag_core.evals.synth.writer import Writer, row


_COST_WORDS = ("costs", "sold", "wages", "salaries", "fees", "duty", "tolls", "expenses", "commissions")


def cost_phrase(label: str) -> str:
    """A cost line as a question names it: "Fuel" -> "fuel costs", "Driver wages" -> "driver wages"."""
    name = lower_first(label)
    return name if name.endswith(_COST_WORDS) else f"{name} costs"


def lower_first(text: str) -> str:
    """ "Tractor units" -> "tractor units"; "IPA" and "Year 7" keep their capitals where they are names."""
    return text[0].lower() + text[1:] if len(text) > 1 and text[1].islower() and not text.startswith("Year") else text


@dataclass(slots=True)
class Books:
    """An organisation's statement lines and figures (thousands) per period key."""

    segments: list[str]
    costs: list[str]
    total_revenue: bool
    total_costs: bool
    public: bool
    growth: float
    values: dict[tuple[str, str], float] = field(default_factory=dict)

    def lines(self, org: Org) -> list[tuple[str, str, str, tuple[str, ...], str]]:
        """(label, measure, thing, entity pool, entity) per figure line, in statement order."""
        s = org.sector
        rev = s.revenue.lower()
        out = [
            (seg, f"seg:{seg}", f"{{segment}} {rev}", tuple(x for x in s.segments if x not in self.segments), seg)
            for seg in self.segments
        ]
        if self.total_revenue:
            out.append((f"Total {rev}", "revenue", f"total {rev}", (), ""))
        out += [(c, f"cost:{c}", "{segment}", tuple(x for x in s.costs if x not in self.costs), c) for c in self.costs]
        if self.total_costs:
            out.append(
                (
                    "Total expenditure" if self.public else "Total operating expenses",
                    "costs",
                    "total expenditure" if self.public else "total operating expenses",
                    (),
                    "",
                )
            )
        out += (
            [("Net surplus", "surplus", "net surplus", (), "")]
            if self.public
            else [
                ("Operating income", "operating income", "operating income", (), ""),
                ("Net income", "net income", "net income", (), ""),
            ]
        )
        return out


def books(org: Org) -> Books:
    """Draw the organisation's statement lines and their figures for every period it may print."""
    rng, s = org.rng, org.sector
    public = s.revenue == "Income" and s.key in ("council", "school", "charity")
    b = Books(
        rng.sample(s.segments, 3),
        rng.sample(s.costs, rng.randint(3, 4)),
        rng.random() < 0.75,
        rng.random() < 0.5,
        public,
        rng.uniform(0.95, 1.15),
    )
    scale = rng.choice((900, 3000, 12000, 45000))
    for seg in b.segments:
        base = scale * rng.uniform(0.3, 1.6)
        for offset in (3, 2, 1, 0):
            b.values[(f"seg:{seg}", str(org.year - offset))] = base
            base *= rng.uniform(0.92, 1.22)
    for offset in range(4):
        y = str(org.year - offset)
        revenue = sum(b.values[(f"seg:{seg}", y)] for seg in b.segments)
        costs = revenue * rng.uniform(0.74, 0.93)
        weights = [rng.uniform(0.5, 2.0) for _ in b.costs]
        for c, wgt in zip(b.costs, weights):
            b.values[(f"cost:{c}", y)] = costs * wgt / sum(weights)
        b.values[("revenue", y)] = revenue
        b.values[("costs", y)] = costs
        b.values[("operating income", y)] = revenue - costs
        b.values[("net income", y)] = (revenue - costs) * rng.uniform(0.72, 0.8)
        b.values[("surplus", y)] = revenue - costs
    return b


def figure(b: Books, measure: str, period: Period, org: Org) -> float:
    """A line's figure for a printed period: a fiscal year's, or a share of a year for a quarter's columns,
    with totals and results that add up."""
    if period.kind == "FY":
        return b.values[(measure, str(period.year))]
    if (measure, period.key) not in b.values:
        qy, _ = quarter_end(org)
        scale = int(period.kind[0]) / 12 * (b.growth if period.year == qy else 1.0)
        y = str(org.year)
        figures = {}
        for line in [f"seg:{x}" for x in b.segments] + [f"cost:{x}" for x in b.costs]:
            wobble = 1 + (zlib.crc32(f"{line}:{period.key}".encode()) % 120) / 1000
            figures[line] = b.values[(line, y)] * scale * wobble
        revenue = sum(v for k, v in figures.items() if k.startswith("seg:"))
        costs = sum(v for k, v in figures.items() if k.startswith("cost:"))
        ratio = b.values[("net income", y)] / b.values[("operating income", y)]
        figures.update(
            {
                "revenue": revenue,
                "costs": costs,
                "operating income": revenue - costs,
                "net income": (revenue - costs) * ratio,
                "surplus": revenue - costs,
            }
        )
        for line, value in figures.items():
            b.values[(line, period.key)] = value
    return b.values[(measure, period.key)]


def quarter_end(org: Org) -> tuple[int, int]:
    """(year, month) the quarterly statement's quarter ends in: quarter ``org.quarter`` of the fiscal year after
    ``org.year``."""
    idx = org.fy_month + 3 * org.quarter
    return org.year + (idx - 1) // 12, (idx - 1) % 12 + 1


def statement(
    w: Writer,
    b: Books,
    periods: list[Period],
    *,
    unit: str,
    title: str,
    spans: tuple[tuple[str, int, int], ...],
    header_top: tuple[str, ...],
    header: tuple[str, ...],
) -> dict[tuple[str, str], str]:
    """A statement table over ``periods``: one fact per printed figure. Returns fact ids by (measure, period key)."""
    org = w.org
    s = org.sector
    rows: list[Row] = [row(f"{s.revenue}:", [], heading=True)]
    ids: dict[tuple[str, str], str] = {}
    first_cost = True
    for label, measure, thing, pool, entity in b.lines(org):
        if measure.startswith("cost:") and first_cost:
            rows.append(row("Expenditure:" if b.public else "Operating expenses:", [], heading=True))
            first_cost = False
        cells, cell_ids = [], []
        for period in periods:
            value = figure(b, measure, period, org)
            text = fmt_int(value) if value >= 0 else f"({fmt_int(-value)})"  # a loss, as statements print it
            name = cost_phrase(entity) if measure.startswith("cost:") else entity
            base_thing = thing.replace("{segment}", name)
            syn = MEASURE_SYNONYMS.get(base_thing.removeprefix("total "), base_thing)
            if entity:
                syn = "{segment} sales|sales of {segment}" if measure.startswith("seg:") else "spending on {segment}"
            slots = org.slots(thing=thing, thing_syn=syn, segment=name)
            fact = org.fact(
                "table",
                text,
                "cell",
                slots,
                key=f"cell:{measure}:{period.key}",
                measure=measure,
                entity=entity,
                entity_slot="segment" if entity else "",
                entity_pool=pool,
                period=period,
                thing=base_thing,
                value=round(value),
            )
            cells.append(text)
            cell_ids.append(fact.fid)
            ids[(measure, period.key)] = fact.fid
        rows.append(row(label, cells, cell_ids))
    w.table(Table(title, unit, header, tuple(rows), spans=spans, header_top=header_top))
    return ids


def unit_line(org: Org) -> str:
    cur = org.locale.currency_word
    options = ["(in thousands)", f"(in thousands of {cur})", f"({cur} thousands)"]
    if org.locale.currency == "$":
        options.append("(Dollars in thousands)")
    if org.locale.currency == "£":
        options.append("(£000)")
    return org.rng.choice(options)


def money(org: Org, thousands: float) -> str:
    """A figure in thousands as prose writes it: "£48.2 million" or "£850,000"."""
    cur = org.locale.currency
    if thousands >= 1000:
        return f"{cur}{thousands / 1000:.1f} million"
    return f"{cur}{fmt_int(thousands * 1000)}"
