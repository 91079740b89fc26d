"""Documents of figures: the annual report, the quarterly statement and the spreadsheet.

Statement figures are in thousands (see ``books``): every printed cell is a fact (category "table")
with the period it is printed for, so "other_period" questions only ask for periods no document prints.
"""

from __future__ import annotations

from rag_core.evals.synth.books import Books, figure, lower_first, money, quarter_end, statement, unit_line
from rag_core.evals.synth.compose_facts import about, denials, free_roles, role_sentence, site_managers
from rag_core.evals.synth.model import Table
from rag_core.evals.synth.phrases import Period
from rag_core.evals.synth.pools import MONTHS, date_text, month_end
from rag_core.evals.synth.world import Org, fill, fmt_int
from rag_core.evals.synth.writer import Writer, row

_SPAN = {"3M": "Three Months Ended", "6M": "Six Months Ended", "9M": "Nine Months Ended"}
_BUSINESS_TITLES = (
    "Consolidated Statements of Operations",
    "Condensed Consolidated Statements of Income",
    "Income Statement",
    "Statement of Profit or Loss",
)
_STAFF_ASSETS = ("engineers", "architects", "vets")
_PUBLIC_TITLES = ("Statement of Income and Expenditure", "Income and Expenditure Account")


def annual(w: Writer, b: Books) -> str:
    """The annual report for ``org.year``; returns its title."""
    org, rng, y = w.org, w.rng, w.org.year
    title = f"{org.name} Annual Report {y}"
    w.heading(title)
    start = date_text(org.locale, 1, org.fy_month % 12 + 1, y if org.fy_month == 12 else y - 1)
    w.para(
        f"This annual report covers the financial year from {start} to {month_end(org.locale, org.fy_month, y)}.",
        f"Prepared by the board of {org.legal}, {org.hq_city}.",
    )
    w.page_break()
    top = org.sector.roles[0]
    w.heading(rng.choice((f"Review by the {top.title}", "Chief executive's review", "Highlights of the year")))
    if f"role:{top.title}" not in org.keys:
        role_sentence(w, top)
    periods = [Period("FY", y - k) for k in range(rng.choice((2, 2, 3)))]
    w.para(*w.filler("finance", 2))
    page_title = rng.choice(_PUBLIC_TITLES if b.public else _BUSINESS_TITLES)
    headline = []
    if b.total_revenue:
        headline = [("revenue", f"{org.sector.revenue} for {y} was {{now}}, compared with {{before}} in {y - 1}.")]
    else:
        seg = rng.choice(b.segments)
        headline = [
            (
                f"seg:{seg}",
                f"{seg} {org.sector.revenue.lower()} {{moved}} to {{now}} in {y}, from {{before}} in {y - 1}.",
            )
        ]
    about(w, employees=rng.random() < 0.5)
    assets(w)
    w.page_break()
    w.heading(rng.choice(("Financial statements", "Financial review", "Accounts")))
    w.para(
        f"The figures below are taken from the audited accounts of {org.legal}."
        if rng.random() < 0.5
        else "All figures are unaudited and rounded to the nearest thousand."
    )
    years = tuple(str(p.year) for p in periods)
    fy_end = month_end(org.locale, org.fy_month, y).replace(f" {y}", "").replace(f", {y}", ",")
    ids = statement(
        w,
        b,
        periods,
        unit=unit_line(org),
        title=page_title,
        spans=((f"Year Ended {fy_end}", 0, len(periods)),),
        header_top=(),
        header=years,
    )
    for measure, template in headline:
        now, before = (figure(b, measure, p, org) for p in periods[:2])
        f_now = _fact_by_id(org, ids[(measure, periods[0].key)])
        f_before = _fact_by_id(org, ids[(measure, periods[1].key)])
        now_text, before_text = money(org, now), money(org, before)
        f_now.golds += (now_text,)
        f_before.golds += (before_text,)
        w.state(
            template.format(now=now_text, before=before_text, moved="rose" if now >= before else "fell"),
            f_now,
            f_before,
        )
    w.page_break()
    w.heading(rng.choice(("Operations", f"Our {org.sector.sites}", "The year in operations")))
    site_table(w)
    w.para(*w.filler("operations", 2))
    w.heading(rng.choice(("Governance", "The board", "Leadership")), 1)
    for role in free_roles(org, 2, top=False):
        role_sentence(w, role)
    w.heading(rng.choice(("Outlook", "Looking ahead")), 2)
    w.para(*w.filler("finance"))
    denials(w, ("dividend", "acquisitions", "bonus", "cfo", "unopened"), rng.randint(2, 3))
    return title


def _fact_by_id(org: Org, fid: str):  # type: ignore[no-untyped-def]
    return next(f for f in org.facts if f.fid == fid)


def assets(w: Writer) -> None:
    """The count of the sector's main asset at the last two year ends."""
    org, rng = w.org, w.rng
    if "assets" in org.keys:
        return
    lo, hi = org.sector.asset_range
    if org.sector.asset in _STAFF_ASSETS:  # engineers, architects, vets: fewer than the headcount
        hi = max(lo + 1, min(hi, org.headcount // 2))
    now = rng.randint(lo, hi)
    before = max(1, round(now * rng.uniform(0.8, 1.05)))
    s = org.slots(asset=org.sector.asset)
    f1 = org.fact(
        "count",
        str(now),
        "asset_count",
        s,
        key="assets",
        measure="assets",
        period=Period("YE", org.year),
        value=float(now),
        thing=f"the number of {org.sector.asset}",
    )
    f0 = org.fact(
        "count",
        str(before),
        "asset_count",
        s,
        key="assets0",
        measure="assets",
        period=Period("YE", org.year - 1),
        value=float(before),
        thing=f"the number of {org.sector.asset}",
    )
    w.state(
        fill(
            rng.choice(
                (
                    "At the end of {y} we had {n} {asset}, compared with {m} at the end of {y0}.",
                    "The number of {asset} {moved} to {n} at the end of {y}, from {m} a year earlier.",
                )
            ),
            {
                **s,
                "y": str(org.year),
                "y0": str(org.year - 1),
                "n": str(now),
                "m": str(before),
                "moved": "rose" if now >= before else "fell",
            },
        ),
        f1,
        f0,
    )


def site_table(w: Writer) -> None:
    """Staff and opening year per site, as a table (when no document gave them yet)."""
    org, rng = w.org, w.rng
    if "site_table" in org.keys:
        site_managers(w, 1)
        return
    org.keys.add("site_table")
    pool = tuple(org.other_cities)
    rows = []
    for city in org.sites:
        staff = max(3, round(org.headcount * rng.uniform(0.4, 0.9) / len(org.sites)))
        opened = rng.randint(org.founded, org.year)
        s = org.slots(site_name=city)
        f_staff = org.fact(
            "table",
            str(staff),
            "site_staff",
            s,
            key=f"site_staff:{city}",
            entity=city,
            entity_slot="site_name",
            entity_pool=pool,
            measure="site_staff",
            value=float(staff),
            thing="staff",
        )
        f_open = org.fact(
            "table",
            str(opened),
            "site_opened",
            s,
            key=f"site_opened:{city}",
            entity=city,
            entity_slot="site_name",
            entity_pool=pool,
        )
        rows.append(row(city, [str(staff), str(opened)], [f_staff.fid, f_open.fid]))
    w.table(
        Table(
            f"Our {org.sector.sites}", "", ("Staff", "Opened"), tuple(rows), label_header=org.sector.site.capitalize()
        )
    )


def quarterly(w: Writer, b: Books) -> str:
    """A quarterly statement for a quarter of the next fiscal year; returns its title."""
    org, rng = w.org, w.rng
    qy, qm = quarter_end(org)
    q = org.quarter
    ended = month_end(org.locale, qm, qy)
    title = f"{org.name} - Quarterly Statement for the {('three', 'six', 'nine')[q - 1]} months ended {ended}"
    w.heading(title)
    w.para(
        f"This statement reports the unaudited results of {org.legal} for the quarter ended {ended}.",
        *w.filler("finance"),
    )
    kinds = ["3M"] + ([f"{3 * q}M"] if q > 1 else [])
    periods = [Period(k, yy, qm) for k in kinds for yy in (qy, qy - 1)]
    spans = tuple((_SPAN[k], 2 * i, 2) for i, k in enumerate(kinds))
    day = month_end(org.locale, qm, qy).replace(f" {qy}", "").replace(f", {qy}", ",")
    w.page_break()
    ids = statement(
        w,
        b,
        periods,
        unit=unit_line(org),
        title=rng.choice(_PUBLIC_TITLES if b.public else _BUSINESS_TITLES),
        spans=spans,
        header_top=tuple(day for _ in periods),
        header=tuple(str(p.year) for p in periods),
    )
    w.page_break()
    w.heading("Segment information")
    for seg in b.segments:
        w.heading(seg, 2)
        if rng.random() < 0.5:
            fact = _fact_by_id(org, ids[(f"seg:{seg}", periods[0].key)])
            value = money(org, figure(b, f"seg:{seg}", periods[0], org))
            fact.golds += (value,)
            w.state(
                f"{seg} {org.sector.revenue.lower()} for the quarter was {value}.",
                fact,
                extra=tuple(w.filler("finance")),
            )
        else:
            w.para(*w.filler("operations"))
    return title


def sheet(w: Writer, *, years: int = 4) -> tuple[str, Table]:
    """The sector's spreadsheet table (rows by label, a column per year); returns (sheet name, table)."""
    org, rng = w.org, w.rng
    spec = org.sector.sheet
    labels = rng.sample(spec.rows, rng.randint(4, min(6, len(spec.rows))))
    pool = tuple(r for r in spec.rows if r not in labels)
    cols = [org.year - k for k in range(years)]
    if rng.random() < 0.5:
        cols.reverse()
    asks = tuple(("named" if "{org}" in a or "{short}" in a else "plain", a) for a in spec.asks) + tuple(
        ("terse", t) for t in spec.terse
    )
    rows = []
    for label in labels:
        value, values = rng.randint(spec.low, spec.high), {}
        for col in sorted(cols):
            values[col] = value
            value = max(1, round(value * rng.uniform(0.85, 1.2)))
        ids = []
        for col in cols:
            s = org.slots(row=label, row_l=lower_first(label), col=str(col))
            fact = org.fact(
                "table",
                fmt_int(values[col]),
                asks,
                s,
                key=f"sheet:{label}:{col}",
                measure=f"sheet:{spec.title}",
                entity=label,
                entity_slot="row",
                entity_pool=pool,
                period=Period("col", col, label=str(col)),
                thing=fill(spec.thing, s),
                value=float(values[col]),
            )
            ids.append(fact.fid)
        rows.append(row(label, [fmt_int(values[c]) for c in cols], ids))
    table = Table(
        f"{org.name} - {spec.title}",
        fill(spec.unit, org.base),
        tuple(str(c) for c in cols),
        tuple(rows),
        label_header=spec.label_header,
    )
    w.table(table)
    name = rng.choice((spec.title.split(" by ")[0], "Data", spec.label_header + "s"))[:31]
    return name, table


def quarter_label(org: Org) -> str:
    """ "sep2025": the month and year the quarterly statement's quarter ends (for file names)."""
    qy, qm = quarter_end(org)
    return f"{MONTHS[qm - 1][:3].lower()}{qy}"
