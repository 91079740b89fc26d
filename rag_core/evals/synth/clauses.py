"""What handbooks and policies say: clauses with their facts, traps, absent topics and filler.

The data is ``data/clauses.toml``; this module reads it into the values the generator uses. A
clause is one or more sentences stating facts; ``values`` name how each slot is drawn (see
``world.draw``). A fact is ``(category, gold, asks)``: the gold is a template that must occur
verbatim in every variant of the statement. A trap is a sentence that denies or narrows a fact,
with questions it does *not* answer (category "negated"). Questions are kept joined by "|", the
form ``phrases.parse_asks`` reads.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rag_core import datafiles


@dataclass(frozen=True, slots=True)
class Clause:
    """A rule, amount or count a handbook or policy states."""

    key: str
    home: str  # "handbook" or a policy name
    variants: tuple[str, ...]  # alternative wordings of the statement
    values: tuple[tuple[str, str], ...]  # (slot, how to draw it)
    facts: tuple[tuple[str, str, str], ...]  # (category, gold template, asks)
    extra: str = ""  # a distractor sentence stated after it
    trap: tuple[str, str] | None = None  # (denying or narrowing sentence, questions it does not answer)


DATA_FILE = Path(__file__).parent / "data" / "clauses.toml"
_ASKS = list[str]
SCHEMA = {
    "policies": list[str],
    "definition_forms": list[str],
    "definitions": dict[str, list[tuple[str, str]]],
    "filler": dict[str, list[str]],
    "clauses": datafiles.tables(
        {
            "key": str,
            "home": str,
            "variants": list[str],
            "extra": datafiles.optional(str),
            "values": dict[str, str],
            "facts": datafiles.tables({"category": str, "gold": str, "asks": _ASKS}),
            "trap": datafiles.optional({"sentence": str, "asks": _ASKS}),
        }
    ),
    "practices": datafiles.tables({"home": str, "statement": str, "gold": str, "narrower": str, "asks": _ASKS}),
    "statements": datafiles.tables({"statement": str, "gold": str, "narrower": str, "asks": _ASKS}),
    "denials": datafiles.tables({"key": str, "statement": str, "asks": _ASKS}),
    "absent": datafiles.tables({"terms": list[str], "asks": _ASKS}),
}


Practice = tuple[str, str, str, str]  # (statement, gold, narrower statement, questions joined by "|")


def practice_row(data: dict[str, Any]) -> Practice:
    """One practice as read from a data file (here or in ``sectors.toml``)."""
    return (data["statement"], data["gold"], data["narrower"], "|".join(data["asks"]))


_HOMES = ("privacy", "conduct")  # a privacy notice states the first kind, a handbook the second


def by_home(practices: list[dict[str, Any]]) -> tuple[tuple[Practice, ...], ...]:
    """The practices (statement, gold, narrower, questions) a privacy notice states and those a
    handbook states.

    Raises:
        ValueError: a practice's ``home`` is neither, naming the practice.
    """
    out: dict[str, list[Practice]] = {home: [] for home in _HOMES}
    for p in practices:
        if p["home"] not in out:
            raise ValueError(
                f"{DATA_FILE}: the practice {p['statement']!r} has home {p['home']!r}; use one of {_HOMES}"
            )
        out[p["home"]].append(practice_row(p))
    return tuple(tuple(out[home]) for home in _HOMES)


def _clause(data: dict[str, Any]) -> Clause:
    trap = data.get("trap")
    return Clause(
        key=data["key"],
        home=data["home"],
        variants=tuple(data["variants"]),
        values=tuple(data["values"].items()),
        facts=tuple((fact["category"], fact["gold"], "|".join(fact["asks"])) for fact in data["facts"]),
        extra=data.get("extra", ""),
        trap=(trap["sentence"], "|".join(trap["asks"])) if trap else None,
    )


_DATA = datafiles.read(DATA_FILE, SCHEMA)
POLICIES = tuple(_DATA["policies"])
CLAUSES: tuple[Clause, ...] = tuple(_clause(clause) for clause in _DATA["clauses"])
DEFINITIONS: dict[str, tuple[tuple[str, str], ...]] = {
    policy: tuple((term, body) for term, body in terms) for policy, terms in _DATA["definitions"].items()
}
DEFINITION_FORMS = tuple(_DATA["definition_forms"])
# (statement, gold, narrower statement, questions). See sectors.Sector.practices.
PRACTICES = tuple(practice_row(p) for p in _DATA["practices"])
PRIVACY_PRACTICES, CONDUCT_PRACTICES = by_home(_DATA["practices"])
# What a privacy notice states in answer to a wh-question (statement, gold, narrower, questions).
NOTICE_STATEMENTS = tuple(practice_row(p) for p in _DATA["statements"])
# (key, statement, questions it does not answer)
DENIALS = tuple((d["key"], d["statement"], "|".join(d["asks"])) for d in _DATA["denials"])
# (terms that must be absent, questions)
ABSENT = tuple((tuple(a["terms"]), "|".join(a["asks"])) for a in _DATA["absent"])
FILLER: dict[str, tuple[str, ...]] = {section: tuple(lines) for section, lines in _DATA["filler"].items()}
