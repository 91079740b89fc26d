"""Restaurant allergen matrix + opening hours (.xlsx) and an about/bookings page (.md)."""

import io

from openpyxl import Workbook
from openpyxl.styles import Alignment, Font, PatternFill
from openpyxl.utils import get_column_letter

PROVENANCE = (
    "Imitates a seaside restaurant's allergen matrix / menu spreadsheet with opening hours, "
    "plus its 'about us, bookings and private dining' web text; all content invented"
)

ALLERGENS = [
    "Celery",
    "Cereals containing gluten",
    "Crustaceans",
    "Eggs",
    "Fish",
    "Lupin",
    "Milk",
    "Molluscs",
    "Mustard",
    "Tree nuts",
    "Peanuts",
    "Sesame",
    "Soya",
    "Sulphites",
]
_AB = {
    "cel": "Celery",
    "glu": "Cereals containing gluten",
    "cru": "Crustaceans",
    "egg": "Eggs",
    "fis": "Fish",
    "lup": "Lupin",
    "mil": "Milk",
    "mol": "Molluscs",
    "mus": "Mustard",
    "nut": "Tree nuts",
    "pea": "Peanuts",
    "ses": "Sesame",
    "soy": "Soya",
    "sul": "Sulphites",
}

# course, dish, description, price, diet, allergens (codes), notes
DISHES = [
    ("Snacks", "Sourdough and cultured butter", "Baked in-house each morning", 5.00, "V", "glu mil", ""),
    ("Snacks", "Gordal olives", "Marinated with orange zest and chilli", 4.50, "VG", "sul", ""),
    ("Snacks", "Whitstable rock oysters (each)", "Shallot vinegar, lemon", 3.50, "", "mol sul", "Served raw"),
    ("Snacks", "Smoked cod's roe", "Crispy potato skins, chives", 6.50, "", "fis egg mil", ""),
    ("Starters", "Crab on toast", "Brown crab mayonnaise, pickled cucumber, dill", 12.50, "", "cru glu egg mus", ""),
    ("Starters", "Burrata", "Blood orange, shaved fennel, pistachio, basil oil", 11.00, "V", "mil nut", ""),
    (
        "Starters",
        "Smoked mackerel pate",
        "Rye crackers, horseradish, pickled beetroot",
        9.50,
        "",
        "fis mil glu sul",
        "",
    ),
    ("Starters", "Ham hock terrine", "Piccalilli, toasted sourdough", 10.00, "", "cel glu mus sul", ""),
    (
        "Starters",
        "Roast squash soup",
        "Sage, toasted pumpkin seeds, sourdough",
        8.00,
        "VG",
        "cel glu",
        "Gluten free without bread",
    ),
    ("Mains", "Beer-battered haddock", "Chunky chips, mushy peas, tartare sauce", 19.50, "", "glu fis egg mus sul", ""),
    (
        "Mains",
        "Lamb rump",
        "Crushed new potatoes, hispi cabbage, anchovy salsa verde",
        26.00,
        "",
        "fis mus sul",
        "Cooked pink unless requested",
    ),
    ("Mains", "Roast hake", "Mussels, saffron and fennel broth, samphire", 24.50, "", "fis mol cel mil sul", ""),
    (
        "Mains",
        "Wild mushroom risotto",
        "Aged parmesan, truffle oil, crispy sage",
        17.50,
        "V",
        "mil cel sul",
        "Vegan option available",
    ),
    (
        "Mains",
        "8oz sirloin steak",
        "Peppercorn sauce, chunky chips, watercress",
        32.00,
        "",
        "mil sul cel",
        "Sauce contains brandy",
    ),
    (
        "Mains",
        "Cauliflower and chickpea tagine",
        "Herby couscous, harissa yoghurt, toasted almonds",
        16.00,
        "V",
        "glu mil ses nut",
        "",
    ),
    ("Mains", "Crispy pork belly", "Black pudding, apple puree, cider jus", 23.00, "", "cel glu mil sul", ""),
    ("Sides", "Chunky chips", "Sea salt", 4.50, "VG", "", "Fried in the same fryer as battered fish"),
    ("Sides", "Green beans", "Toasted almonds, lemon", 4.50, "VG", "nut", ""),
    ("Sides", "House salad", "Mustard dressing", 4.00, "VG", "mus sul", ""),
    ("Sides", "Buttered new potatoes", "Parsley", 4.50, "V", "mil", ""),
    ("Desserts", "Sticky toffee pudding", "Toffee sauce, clotted cream", 8.50, "V", "glu egg mil", ""),
    (
        "Desserts",
        "Dark chocolate torte",
        "Salted caramel, hazelnut praline, creme fraiche",
        9.00,
        "V",
        "egg mil nut",
        "Gluten free",
    ),
    ("Desserts", "Lemon posset", "Raspberries, shortbread", 8.00, "V", "mil glu", ""),
    (
        "Desserts",
        "Kentish cheeses",
        "Three local cheeses, apple chutney, oatcakes",
        11.50,
        "V",
        "mil glu cel sul",
        "Some cheeses unpasteurised",
    ),
    ("Desserts", "Sorbets", "Three scoops, changes daily", 6.00, "VG", "", ""),
    ("Desserts", "Affogato", "Vanilla ice cream, espresso", 6.00, "V", "egg mil", "Add Frangelico +£3.50"),
]

HOURS = [
    ("Monday", "Closed", "Closed", "Closed", "Closed all day, except bank holidays (see below)"),
    ("Tuesday", "Closed", "17:30 - 21:00", "17:00 - 23:00", ""),
    ("Wednesday", "12:00 - 14:30", "17:30 - 21:00", "12:00 - 23:00", ""),
    ("Thursday", "12:00 - 14:30", "17:30 - 21:00", "12:00 - 23:00", "Oyster night: half-price oysters from 17:30"),
    ("Friday", "12:00 - 14:30", "17:30 - 21:30", "12:00 - 00:00", ""),
    ("Saturday", "12:00 - 15:00", "17:30 - 21:30", "12:00 - 00:30", ""),
    ("Sunday", "12:00 - 16:00", "Closed", "12:00 - 18:00", "Sunday roast menu only at lunch"),
]


def _xlsx():
    wb = Workbook()
    ws = wb.active
    ws.title = "Menu & Allergens"
    bold = Font(bold=True)
    head_fill = PatternFill("solid", fgColor="DCE6F1")
    ws["A1"] = "Marram - Food Menu and Allergen Matrix (Spring menu, from 3 March 2025)"
    ws["A1"].font = Font(bold=True, size=14)
    ws["A2"] = (
        "Y = the dish contains this allergen as an ingredient. V = vegetarian, VG = vegan. "
        "All dishes are prepared in a kitchen that handles all 14 allergens, so we cannot guarantee "
        "any dish is free from traces. Please speak to your server before ordering."
    )
    ws["A3"] = "Last checked by: T. Haskell (Head Chef), 28/02/2025"
    header = ["Course", "Dish", "Description", "Price", "V / VG"] + ALLERGENS + ["Notes"]
    hr = 5
    for c, h in enumerate(header, 1):
        cell = ws.cell(row=hr, column=c, value=h)
        cell.font = bold
        cell.fill = head_fill
        cell.alignment = Alignment(
            wrap_text=True, vertical="top", text_rotation=90 if 6 <= c < 6 + len(ALLERGENS) else 0
        )
    r = hr + 1
    for course, dish, desc, price, diet, codes, notes in DISHES:
        contains = {_AB[c] for c in codes.split()}
        row = (
            [course, dish, desc, price, diet or None]
            + ["Y" if a in contains else None for a in ALLERGENS]
            + [notes or None]
        )
        for c, v in enumerate(row, 1):
            cell = ws.cell(row=r, column=c, value=v)
            if c == 4:
                cell.number_format = '"£"#,##0.00'
            if 6 <= c < 6 + len(ALLERGENS):
                cell.alignment = Alignment(horizontal="center")
        r += 1
    ws.cell(
        row=r + 1,
        column=1,
        value="Prices include VAT. A discretionary service charge applies to "
        "tables of six or more - see our website for details.",
    )
    ws.column_dimensions["A"].width = 10
    ws.column_dimensions["B"].width = 32
    ws.column_dimensions["C"].width = 46
    ws.column_dimensions["D"].width = 8
    ws.column_dimensions["E"].width = 7
    for i in range(len(ALLERGENS)):
        ws.column_dimensions[get_column_letter(6 + i)].width = 4.5
    ws.column_dimensions[get_column_letter(6 + len(ALLERGENS))].width = 36
    ws.row_dimensions[hr].height = 120
    ws.freeze_panes = ws.cell(row=hr + 1, column=3)

    ws2 = wb.create_sheet("Opening Hours")
    ws2["A1"] = "Opening hours (from 1 March 2025)"
    ws2["A1"].font = Font(bold=True, size=13)
    for c, h in enumerate(["Day", "Lunch (kitchen)", "Dinner (kitchen)", "Bar", "Notes"], 1):
        cell = ws2.cell(row=3, column=c, value=h)
        cell.font = bold
        cell.fill = head_fill
    for i, row in enumerate(HOURS, 4):
        for c, v in enumerate(row, 1):
            ws2.cell(row=i, column=c, value=v or None)
    n = 4 + len(HOURS) + 1
    ws2.cell(row=n, column=1, value="Exceptions").font = bold
    ws2.cell(row=n + 1, column=1, value="Christmas")
    ws2.cell(row=n + 1, column=2, value="Closed 24 to 27 December and on 1 January")
    ws2.cell(row=n + 2, column=1, value="Bank holiday Mondays")
    ws2.cell(
        row=n + 2, column=2, value="Open for lunch 12:00 - 15:30 and the bar until 18:00; closed the following Tuesday"
    )
    ws2.cell(row=n + 3, column=1, value="Last orders")
    ws2.cell(
        row=n + 3,
        column=2,
        value="The kitchen takes last orders at the closing time shown; the bar calls last orders 20 minutes before closing",
    )
    for col, w in zip("ABCDE", (22, 40, 18, 16, 44)):
        ws2.column_dimensions[col].width = w

    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


_MD = """# Marram

**12 Harbour Street, Whitstable, Kent CT5 1AQ** - 01227 287 440 - hello@marramwhitstable.example

## About us

Marram opened in a converted net store on Harbour Street in April 2019. Head chef Tom Haskell, who spent
six years at restaurants in London and Copenhagen, runs the kitchen; his partner Ana Ruiz looks after the
dining room and the wine list. The menu changes with the seasons and is built around what comes in from
the boats and the farms of east Kent: oysters from the Whitstable beds, fish landed at Folkestone and
Ramsgate, lamb from Romney Marsh and vegetables from Pett Bottom Farm.

Our wine list focuses on small producers, with around a dozen wines by the glass and a good choice of
English sparkling wine. We also have three Kentish beers on tap and a short cocktail list.

## Bookings

- Tables for up to **7** people can be booked online through the Book a Table button on our website.
- For **8 or more**, please email events@marramwhitstable.example. Groups of eight or more are asked for a deposit of £10 per person to secure the booking, which is taken off your final bill.
- We hold tables for 15 minutes after the booking time; if you are running late, please give us a call.
- If you need to cancel, please let us know at least 48 hours in advance. For group bookings, deposits
  are not refunded for cancellations made with less than 48 hours' notice.
- We always keep a few tables and the bar counter free for walk-ins.

A discretionary service charge of 12.5% is added to the bill for tables of six or more. All service charge
and tips go to the team in full.

### Dietary requirements and allergies

Please tell us about any allergies or dietary requirements when you book and again when you order. Our full
allergen matrix is available on request and on our website. Many dishes can be adapted; just ask.

### Bringing your own wine

You are welcome to bring your own wine from Sunday to Thursday, with a corkage charge of £15 per 75cl bottle.
We do not offer corkage on Fridays or Saturdays.

### Dogs

Dogs are welcome in the bar and on the terrace, but not in the main dining room (assistance dogs excepted).
We always have water bowls and a jar of biscuits behind the bar.

## Private dining: The Net Loft

Upstairs, The Net Loft is our private dining room, with exposed beams and a view over the harbour. It
seats up to 14 guests around a single long table, or takes up to 22 for a standing drinks reception.

| | Sunday to Thursday | Friday and Saturday |
|---|---|---|
| Minimum spend (lunch) | £250 | £350 |
| Minimum spend (dinner) | £300 | £450 |
| Room hire fee | None | None |

The minimum spend covers food and drink only and does not include the service charge. Private dining
guests choose from our set menus: three courses at £45 per person, or the six-course tasting menu at
£70 per person, with matching wines from £40 per person. We ask for the menu choices and any dietary
requirements a week before the event, and a deposit of 50% of the minimum spend to confirm the date.

The room has a wall-mounted screen with HDMI connection for presentations, and it is a popular choice
for birthdays, rehearsal dinners and small wedding receptions. To check availability, email
events@marramwhitstable.example with your preferred date and the number of guests.
"""


def files() -> dict[str, bytes]:
    return {
        "Marram_menu_allergens_spring_2025.xlsx": _xlsx(),
        "marram_about_bookings.md": _MD.encode("utf-8"),
    }


EXPECT: list[tuple[str, list[str] | None]] = [
    ("are you open on mondays?", ["Closed all day"]),
    ("what time do you stop serving food on a sunday", ["Sunday roast menu"]),
    ("does the sticky toffee pudding have nuts in it", ["Sticky toffee pudding"]),
    ("how much is the lamb", ["Lamb rump"]),
    ("can I bring my own bottle of wine?", ["corkage charge of £15"]),
    ("How many people can you fit in the private dining room?", ["up to 14 guests"]),
    ("is there a minimum spend for the private room on a saturday night", ["£450"]),
    ("can we bring our dog", ["Dogs are welcome in the bar"]),
    ("Do you add service charge?", ["12.5%"]),
    ("Do we need to pay a deposit for a table of 10?", ["£10 per person"]),
    ("is the fish and chips gluten free?", ["Beer-battered haddock"]),
    ("whats in the burrata starter", ["Blood orange, shaved fennel"]),
    ("How late is the bar open on a Friday?", ["12:00 - 00:00"]),
    ("are the chips safe for a coeliac", ["same fryer as battered fish"]),
    ("Who's the head chef?", ["Tom Haskell"]),
    ("Do you have a kids menu?", None),
    ("Is there parking near the restaurant?", None),
    ("Can I buy a gift voucher?", None),
]
