"""City museum visitor information page (HTML) plus ticket prices workbook (XLSX)."""

PROVENANCE = (
    "Imitates a UK city museum's 'Plan your visit' web page and a ticket price "
    "spreadsheet; museum, exhibitions, prices and all content invented"
)

_HTML = """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Plan your visit | Grangefield City Museum</title></head>
<body>
<nav><a href="/">Home</a> | <a href="/whats-on">What's on</a> | <a href="/visit">Plan your visit</a> | <a href="/membership">Membership</a> | <a href="/learning">Schools and groups</a></nav>
<main>
<h1>Plan your visit</h1>
<p>Grangefield City Museum, Corn Exchange Square, Grangefield GF1 3AB.</p>

<h2>Opening hours</h2>
<table>
  <thead><tr><th>Season</th><th>Days</th><th>Hours</th></tr></thead>
  <tbody>
    <tr><td>Summer (1 April to 31 October)</td><td>Open daily</td><td>10:00 - 17:30, late opening on Thursdays until 20:00</td></tr>
    <tr><td>Winter (1 November to 31 March)</td><td>Tuesday to Sunday (closed Mondays except bank holidays)</td><td>10:00 - 16:30</td></tr>
  </tbody>
</table>
<p>Last entry to the museum and to paid exhibitions is 30 minutes before closing. The museum is closed on 24, 25 and 26 December and on 1 January.</p>

<h2>Free and paid exhibitions</h2>
<p>Entry to the museum and its permanent galleries is free, including the Grangefield Story gallery, the Natural World hall and the Egyptian gallery. Donations are welcome.</p>
<p>We charge for some special exhibitions:</p>
<ul>
  <li><strong>Ice and Iron: The Arctic Voyages</strong> - ships, sledges and letters from two centuries of polar exploration. Until 4 January 2026, Gallery 9.</li>
  <li><strong>Dinosaurs After Dark</strong> - a touring family exhibition with life-size animatronic dinosaurs, in the Lower Hall.</li>
  <li><strong>Hokusai to Hiroshige: Japanese Prints</strong> - in the Print Room, Level 2.</li>
</ul>
<p>See our ticket price list for adult, concession, child, family and member prices. Booking online is recommended at weekends and during school holidays.</p>

<h2>Membership</h2>
<p>Members get free unlimited entry to Ice and Iron and the Hokusai to Hiroshige print exhibition, and half-price entry to Dinosaurs After Dark (a touring exhibition, so we cannot offer it free). Members also get 10% off in the cafe and the museum shop, and invitations to members' previews.</p>
<p>Membership costs £55 a year for an individual, £85 a year for joint membership (two adults at the same address) and £99 a year for family membership (two adults and up to four children).</p>

<h2>Cafe</h2>
<p>The Atrium Cafe on the ground floor serves hot meals, sandwiches and cakes. It is open 10:00 to 17:00 in summer and 10:00 to 16:00 in winter. You are welcome to eat your own food in the picnic room on Level -1 at weekends and in school holidays.</p>

<h2>Bags, coats and lockers</h2>
<p>Coin-operated lockers are on Level -1 next to the cloakroom. They take a £1 coin, which is returned when you unlock the locker. Bags larger than 40 x 30 x 20 cm are not allowed in the galleries. We cannot store suitcases or large luggage.</p>

<h2>Photography</h2>
<p>You are welcome to take photographs and short videos for personal use in the permanent galleries, without flash. Tripods and selfie sticks are not allowed. Photography of any kind is not permitted inside the Ice and Iron exhibition, as many objects are on loan from other collections.</p>

<h2>Group visits</h2>
<p>Groups of 10 or more adults get 15% off paid exhibition tickets when they book at least 2 weeks in advance. One group leader goes free with every group of 10 or more. Call our bookings team on 01632 960 551 to book.</p>
<p>School groups visit the permanent galleries free of charge and must be booked through our Learning team. We ask for at least one adult for every 10 pupils.</p>
</main>
</body>
</html>
"""


def _xlsx() -> bytes:
    import io
    from openpyxl import Workbook
    from openpyxl.styles import Font

    wb = Workbook()
    ws = wb.active
    ws.title = "Ticket prices 2025-26"
    ws.append(["Grangefield City Museum - exhibition ticket prices (from 1 April 2025)"])
    ws["A1"].font = Font(bold=True, size=13)
    ws.append([])
    ws.append(["Exhibition", "Adult", "Concession", "Child (5-15)", "Family", "Member"])
    for c in ws[3]:
        c.font = Font(bold=True)
    rows = [
        ("Ice and Iron: The Arctic Voyages", "£14.50", "£12.00", "£7.25", "£38.00", "Free"),
        ("Dinosaurs After Dark", "£11.00", "£9.50", "£6.00", "£30.00", "£5.50"),
        ("Hokusai to Hiroshige: Japanese Prints", "£9.00", "£7.50", "Free", "Not available", "Free"),
        ("Permanent galleries (free entry)", "Free", "Free", "Free", "Free", "Free"),
    ]
    for r in rows:
        ws.append(list(r))
    ws.column_dimensions["A"].width = 40
    for col in "BCDEF":
        ws.column_dimensions[col].width = 14

    notes = wb.create_sheet("Notes")
    for line in [
        ["Ticket notes"],
        [
            "Concession: aged 60 and over, full-time students, and people receiving Jobseeker's Allowance or Universal Credit (proof required)."
        ],
        ["Child: aged 5 to 15. Children under 5 go free to every exhibition."],
        ["Family ticket: 2 adults and up to 3 children, or 1 adult and up to 4 children."],
        ["Carers accompanying a disabled visitor go free; the disabled visitor pays the concession price."],
        ["Member prices apply to the member only, on showing a valid membership card."],
        ["Online booking fee: none."],
    ]:
        notes.append(line)
    notes.column_dimensions["A"].width = 110
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


def files() -> dict:
    return {
        "plan_your_visit.html": _HTML.encode("utf-8"),
        "ticket_prices_2025_26.xlsx": _xlsx(),
    }


EXPECT = [
    ("what time do you close in winter", ["16:30"]),
    ("Are you open on Mondays in January?", ["closed Mondays except bank holidays"]),
    ("is there a late night opening", ["until 20:00"]),
    ("how much is an adult ticket for ice and iron", ["£14.50"]),
    ("family ticket price for the dinosaur exhibition?", ["£30.00"]),
    (
        "I'm a member - do I get into Dinosaurs After Dark for free?",
        ["£5.50", "half-price entry to Dinosaurs After Dark"],
    ),
    ("concession price for Ice and Iron", ["£12.00"]),
    ("How much is family membership?", ["£99 a year"]),
    ("can I take photos in the Ice and Iron exhibition", ["not permitted inside the Ice and Iron"]),
    ("do the lockers cost anything", ["£1 coin"]),
    ("whats the discount for groups", ["15% off"]),
    ("is the permanant collection free", ["permanent galleries is free", "free entry"]),
    ("do members get a discount in the cafe?", ["10% off in the cafe"]),
    ("what age counts as a child for tickets", ["5-15", "aged 5 to 15"]),
    ("Is there a car park at the museum?", None),
    ("When does Dinosaurs After Dark finish?", None),
    ("can I bring my dog into the museum", None),
]
