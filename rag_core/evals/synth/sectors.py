"""What differs between kinds of organisation: names, roles, sites, segments, sheets, terms.

The data is ``data/sectors.toml`` (its header explains the templates); this module reads it into
the value objects the generator uses. Templates use ``{org}`` (full name), ``{short}`` (first
word(s)), ``{row}``, ``{col}`` and the like.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rag_core import datafiles
from rag_core.evals.synth.clauses import Practice, practice_row


@dataclass(frozen=True, slots=True)
class Role:
    """A position someone holds, as documents write it and as questions ask for it."""

    title: str  # "head roaster"
    asked: tuple[str, ...]  # how questions name it: "head roaster", "lead roaster"
    paraphrases: tuple[str, ...]  # whole questions without the title: "Who heads roasting at {short}?"
    duty: str  # "decides every roast profile"


@dataclass(frozen=True, slots=True)
class SheetSpec:
    """A sector's spreadsheet: rows by label, one column per year."""

    title: str  # "Fleet by vehicle type"
    label_header: str  # "Vehicle type"
    rows: tuple[str, ...]
    low: int
    high: int
    unit: str  # a title line under the title ("Number of vehicles"); "" for none
    asks: tuple[str, ...]  # question templates: {row}, {row_l}, {col}, {org}, {short}
    terse: tuple[str, ...]
    thing: str  # noun phrase for arithmetic questions: "the number of {row_l}"


@dataclass(frozen=True, slots=True)
class Sector:
    """One kind of organisation."""

    key: str
    patterns: tuple[str, ...]  # organisation names: "{w} Freight"
    activity: str  # "We have been {activity} since 1998."
    site: str  # "depot"
    sites: str  # "depots"
    customers: str
    roles: tuple[Role, ...]  # the first is the top executive
    site_role: str  # "depot manager": "Ana Ruiz manages the York depot."
    segments: tuple[str, ...]
    revenue: str  # the statement's top line: "Revenue", "Turnover", "Income"
    costs: tuple[str, ...]
    asset: str  # counted in prose: "trucks"
    asset_range: tuple[int, int]
    sheet: SheetSpec
    definitions: tuple[tuple[str, str], ...]  # (term, what it means)
    practices: tuple[Practice, ...]  # (statement, gold, narrower statement, questions)
    products: tuple[tuple[str, int, int], ...]  # (item as written, low, high price)


DATA_FILE = Path(__file__).parent / "data" / "sectors.toml"
_ROLE = {"title": str, "asked": list[str], "paraphrases": list[str], "duty": str}
_SHEET = {
    "title": str,
    "label_header": str,
    "rows": list[str],
    "low": int,
    "high": int,
    "unit": str,
    "asks": list[str],
    "terse": list[str],
    "thing": str,
}
_PRACTICE = {"statement": str, "gold": str, "narrower": str, "asks": list[str]}
SCHEMA = {
    "common_roles": list[str],
    "roles": dict[str, _ROLE],
    "sectors": datafiles.tables(
        {
            "key": str,
            "top": datafiles.optional(str),
            "patterns": list[str],
            "activity": str,
            "site": str,
            "sites": str,
            "customers": str,
            "site_role": str,
            "segments": list[str],
            "revenue": str,
            "costs": list[str],
            "asset": str,
            "asset_range": tuple[int, int],
            "definitions": list[tuple[str, str]],
            "products": list[tuple[str, int, int]],
            "sheet": _SHEET,
            "roles": datafiles.tables(_ROLE),
            "practices": datafiles.tables(_PRACTICE),
        }
    ),
}


def _role(data: dict[str, Any]) -> Role:
    return Role(data["title"], tuple(data["asked"]), tuple(data["paraphrases"]), data["duty"])


def _sector(data: dict[str, Any], shared: dict[str, Role]) -> Sector:
    top = (shared[data["top"]],) if "top" in data else ()
    sheet = data["sheet"]
    return Sector(
        key=data["key"],
        patterns=tuple(data["patterns"]),
        activity=data["activity"],
        site=data["site"],
        sites=data["sites"],
        customers=data["customers"],
        roles=(*top, *(_role(role) for role in data["roles"])),
        site_role=data["site_role"],
        segments=tuple(data["segments"]),
        revenue=data["revenue"],
        costs=tuple(data["costs"]),
        asset=data["asset"],
        asset_range=(data["asset_range"][0], data["asset_range"][1]),
        sheet=SheetSpec(**{key: tuple(value) if isinstance(value, list) else value for key, value in sheet.items()}),
        definitions=tuple((term, body) for term, body in data["definitions"]),
        # questions joined by "|", as the composer splits them
        practices=tuple(practice_row(p) for p in data["practices"]),
        products=tuple((item, low, high) for item, low, high in data["products"]),
    )


_DATA = datafiles.read(DATA_FILE, SCHEMA)
_SHARED = {key: _role(role) for key, role in _DATA["roles"].items()}
COMMON_ROLES = tuple(_SHARED[key] for key in _DATA["common_roles"])
SECTORS: tuple[Sector, ...] = tuple(_sector(sector, _SHARED) for sector in _DATA["sectors"])
