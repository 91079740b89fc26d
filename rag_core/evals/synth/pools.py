"""Name pools for the synthetic organisations: people, name words, places and their locales.

The pools are ``data/pools.toml``. Every string is Latin-1, so the PDFs can set it in a core font.
The small company of ``small_company`` uses words that are in none of these pools.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rag_core import datafiles


@dataclass(frozen=True, slots=True)
class Locale:
    """Where an organisation is: its cities, currency and how it writes dates."""

    country: str
    cities: tuple[str, ...]
    currency: str  # printed before amounts: "£", "$", "EUR "
    currency_word: str  # in terse questions and sheet units: "GBP", "USD", "EUR"
    us_dates: bool  # "March 1, 2024" rather than "1 March 2024"
    distance: str  # "miles" or "kilometres"


DATA_FILE = Path(__file__).parent / "data" / "pools.toml"
SCHEMA = {
    "first_names": list[str],
    "surnames": list[str],
    "name_words": list[str],
    "other_org_words": list[str],
    "streets": list[str],
    "regions": list[str],
    "locales": datafiles.tables(
        {
            "country": str,
            "cities": list[str],
            "currency": str,
            "currency_word": str,
            "us_dates": bool,
            "distance": str,
        }
    ),
}
_DATA = datafiles.read(DATA_FILE, SCHEMA)
FIRST_NAMES = tuple(_DATA["first_names"])
SURNAMES = tuple(_DATA["surnames"])
NAME_WORDS = tuple(_DATA["name_words"])
OTHER_ORG_WORDS = tuple(_DATA["other_org_words"])  # organisations no document covers ("other_org" questions)
LOCALES = tuple(Locale(**{**locale, "cities": tuple(locale["cities"])}) for locale in _DATA["locales"])
STREETS = tuple(_DATA["streets"])
REGIONS = tuple(_DATA["regions"])
MONTHS = tuple("January February March April May June July August September October November December".split())
MONTH_DAYS = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)  # February: the generator writes no leap years


def date_text(locale: Locale, day: int, month: int, year: int) -> str:
    """A date as the organisation writes it: "1 March 2024" or "March 1, 2024"."""
    name = MONTHS[month - 1]
    return f"{name} {day}, {year}" if locale.us_dates else f"{day} {name} {year}"


def month_end(locale: Locale, month: int, year: int) -> str:
    """The last day of a month as the organisation writes it ("30 September 2025")."""
    return date_text(locale, MONTH_DAYS[month - 1], month, year)
