"""Name pools for the synthetic organisations: people, name words, places and their locales.

Every string is Latin-1, so the PDFs can set it in a core font. The small company of
``small_company`` uses words that are in none of these pools.
"""

from __future__ import annotations

from dataclasses import dataclass

FIRST_NAMES = (
    "Marisol", "Dana", "Tobias", "Priya", "Kwame", "Ingrid", "Mateo", "Aoife", "Ravi", "Hannah",
    "Olumide", "Freya", "Jonas", "Leila", "Callum", "Sunita", "Emeka", "Greta", "Tomasz", "Nadia",
    "Declan", "Yusuf", "Beatriz", "Hamish", "Mei", "Anders", "Chiara", "Desmond", "Fatima", "Gideon",
    "Isla", "Joaquin", "Keziah", "Lorcan", "Mirela", "Niamh", "Osman", "Paloma", "Quentin", "Rosalind",
    "Soren", "Tamsin", "Ulrike", "Vikram", "Wanjiru", "Xavier", "Yara", "Zoltan", "Abena", "Bram",
    "Carys", "Dmitri", "Esther", "Florin", "Gwen", "Hiroshi", "Imogen", "Jarrah", "Kofi", "Lucia",
    "Magnus", "Nkechi", "Orla", "Pieter", "Rhiannon", "Sanjay", "Thea", "Ugo", "Valentina", "Wilhelmina",
    "Amara", "Bernard", "Cecilia", "Dario", "Elif", "Farid", "Gemma", "Hector", "Ines", "Jasper",
    "Kavita", "Linnea", "Malcolm", "Noor", "Oskar", "Petra", "Rafael", "Saoirse", "Tariq", "Una",
    "José", "Zoë", "Begoña", "Renée", "Björn", "Inés", "Mónica", "Ramón", "Léa", "Søren",
)
SURNAMES = (
    "Okafor", "Whitfield", "Brennan", "Nandakumar", "Asante", "Lindqvist", "Ferreira", "Gallagher",
    "Iyer", "Kowalczyk", "Mensah", "Halvorsen", "Delacroix", "Yamamoto", "Abernethy", "Castellano",
    "Dunmore", "Eriksen", "Fairbairn", "Grieve", "Hargreaves", "Ibekwe", "Jaramillo", "Kavanagh",
    "Lachance", "Mbeki", "Novak", "Oyelaran", "Pemberton", "Quartey", "Rasmussen", "Sutherland",
    "Tolliver", "Urquhart", "Vasquez", "Wainwright", "Xiong", "Yeboah", "Zielinski", "Achterberg",
    "Blackwood", "Carrick", "Devereux", "Ellison", "Fitzgerald", "Gunawardena", "Holloway", "Ingram",
    "Jovanovic", "Kaminski", "Lockhart", "Macaulay", "Nakamura", "Ostrowski", "Pradhan", "Quinlan",
    "Rahman", "Sandoval", "Thackeray", "Umarov", "Vance", "Winterbourne", "Yilmaz", "Zamora",
    "Adeyemi", "Bancroft", "Coyle", "Dijkstra", "Esposito", "Farrow", "Gutierrez", "Hendricks",
    "Ishikawa", "Jansen", "Kerrigan", "Lamont", "Moreau", "Nyberg", "Oduya", "Petrov", "Rooney",
    "Sharma", "Tremblay", "Underwood", "Varga", "Whelan", "Achebe", "Brandt", "Cunningham", "Dlamini",
    "Núñez", "Sørensen", "Gómez", "Müller", "Ó Briain", "Lefèvre", "Jiménez", "Björklund",
)
# Words organisation names are built from ("Kestrel Freight", "Corvid Coffee Roasters").
NAME_WORDS = (
    "Kestrel", "Corvid", "Ostrander", "Harbourline", "Brightwater", "Marlow", "Fenwick", "Ashgrove",
    "Calder", "Quillon", "Vantor", "Pellham", "Larkspur", "Redfern", "Stonebridge", "Alder", "Halcyon",
    "Juniper", "Meridian", "Northgate", "Oakhurst", "Pinecrest", "Quarry Hill", "Riverside", "Saltmarsh",
    "Thornbury", "Upland", "Wexford", "Yarrow", "Zephyr", "Bramble", "Cobalt", "Driftwood", "Elmstead",
    "Foxglove", "Granite", "Heron", "Ironbark", "Kingfisher", "Lanternfield", "Moorcroft", "Nettlebed",
    "Orchard", "Peregrine", "Rowan", "Sable", "Tamarind", "Umber", "Verity", "Willowmere", "Ashby",
    "Birchwood", "Cinder", "Dovecote", "Emberly", "Fairhaven", "Glenmore", "Hawthorn", "Inglewood",
    "Jasmine Lane", "Keswick", "Lowther", "Millbrook", "Newhaven", "Otterburn", "Parkside", "Ravensworth",
    "Silverdale", "Tidewell", "Underhill", "Vale", "Westbrook", "Amberley", "Bellwether", "Copperleaf",
)
# Extra names for "other_org" questions: organisations no document covers.
OTHER_ORG_WORDS = (
    "Harrow", "Gilmore", "Penhallow", "Wyvern", "Castleton", "Brackley", "Dunstan", "Ellesmere",
    "Farleigh", "Greystoke", "Hollowell", "Kilbride", "Lyndhurst", "Mortlake", "Nantwich", "Oldcastle",
)


@dataclass(frozen=True, slots=True)
class Locale:
    """Where an organisation is: its cities, currency and how it writes dates."""

    country: str
    cities: tuple[str, ...]
    currency: str  # printed before amounts: "£", "$", "EUR "
    currency_word: str  # in terse questions and sheet units: "GBP", "USD", "EUR"
    us_dates: bool  # "March 1, 2024" rather than "1 March 2024"
    distance: str  # "miles" or "kilometres"


LOCALES = (
    Locale("United Kingdom", ("Leeds", "Bristol", "York", "Norwich", "Derby", "Hull", "Exeter", "Preston",
                              "Carlisle", "Swindon", "Bath", "Durham"), "£", "GBP", False, "miles"),
    Locale("Ireland", ("Cork", "Galway", "Limerick", "Waterford", "Athlone", "Sligo", "Kilkenny", "Drogheda"),
           "EUR ", "EUR", False, "kilometres"),
    Locale("Netherlands", ("Utrecht", "Groningen", "Eindhoven", "Zwolle", "Leiden", "Breda", "Arnhem", "Delft"),
           "EUR ", "EUR", False, "kilometres"),
    Locale("United States", ("Denver", "Portland", "Omaha", "Tulsa", "Boise", "Raleigh", "Madison", "Spokane",
                             "Albany", "Tucson", "Savannah", "Dayton"), "$", "USD", True, "miles"),
    Locale("Canada", ("Halifax", "Calgary", "Winnipeg", "Regina", "Kingston", "Victoria", "Moncton", "Kelowna"),
           "$", "CAD", True, "kilometres"),
    Locale("Australia", ("Geelong", "Hobart", "Ballarat", "Cairns", "Darwin", "Wollongong", "Bendigo", "Newcastle"),
           "$", "AUD", False, "kilometres"),
)
STREETS = (
    "Quay Street", "Mill Lane", "Station Road", "Harbour Way", "Market Square", "Canal Walk", "Foundry Row",
    "Chapel Street", "Orchard Road", "Victoria Parade", "Wharf Street", "Kiln Lane", "Bridge Street",
    "Granary Yard", "Tannery Close", "Ropewalk", "Castle Hill", "Dock Road",
)
REGIONS = ("Europe", "Asia", "North America", "South America", "Africa", "the Middle East", "Oceania")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")
MONTH_DAYS = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def date_text(locale: Locale, day: int, month: int, year: int) -> str:
    """A date as the organisation writes it: "1 March 2024" or "March 1, 2024"."""
    name = MONTHS[month - 1]
    return f"{name} {day}, {year}" if locale.us_dates else f"{day} {name} {year}"


def month_end(locale: Locale, month: int, year: int) -> str:
    """The last day of a month as the organisation writes it ("30 September 2025")."""
    return date_text(locale, MONTH_DAYS[month - 1], month, year)
