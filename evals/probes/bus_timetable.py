"""Library: a bus route timetable and fares workbook plus a passenger info page."""

PROVENANCE = (
    "Imitates a local bus operator's route timetable and fare table "
    "spreadsheet and its website page on concessions, lost property and "
    "accessibility; all content, names and figures invented"
)

OUT_STOPS = [
    ("Fenwick Cross (Church)", 0),
    ("Ashby Lane (Post Office)", 6),
    ("Bramley Market", 14),
    ("Hollins Hospital (Main Entrance)", 22),
    ("Cressford Bus Station (Stand C)", 31),
]
IN_STOPS = [
    ("Cressford Bus Station (Stand C)", 0),
    ("Hollins Hospital (Main Entrance)", 9),
    ("Bramley Market", 17),
    ("Ashby Lane (Post Office)", 25),
    ("Fenwick Cross (Church)", 31),
]

WEEKDAY_OUT = ["06:15", "07:05", "07:45", "08:25", "09:10", None, "15:40"]
WEEKDAY_OUT += ["16:20", "17:00", "17:45", "18:40", "19:50", "21:20"]
WEEKDAY_IN = ["06:55", "07:40", "08:20", "09:05", None, "16:10", "16:55"]
WEEKDAY_IN += ["17:40", "18:30", "19:20", "20:35", "22:40"]
SAT_OUT = ["07:15", "08:15", None, "17:15", "18:15"]
SAT_IN = ["07:55", "08:55", None, "17:55", "19:10"]

FARES_HEADER = ["Ticket", "Adult", "Child (5-15)", "Notes"]
FARES = [
    ["Single - short hop (up to 3 stops)", "£1.80", "£0.90", ""],
    ["Single - any distance", "£3.20", "£1.60", ""],
    ["Return (same day)", "£5.40", "£2.70", "Return by last bus of the day"],
    [
        "Day Rider",
        "£6.50",
        "£3.30",
        "Unlimited travel on all Kestrel routes until end of service",
    ],
    ["Weekly Rider", "£22.00", "£11.00", "7 consecutive days"],
    ["Monthly Rider", "£78.00", "£39.00", "1 calendar month from first use"],
    [
        "Group Day Rider",
        "£12.50",
        "n/a",
        "Up to 5 people travelling together, max 2 aged 16 or over",
    ],
]

INFO_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Concessions, lost property &amp; accessibility - Kestrel Buses</title>
<link rel="stylesheet" href="/css/kestrel.css">
</head>
<body>
<header>
  <div class="brand"><a href="/"><img src="/img/kestrel-logo.svg"
  alt="Kestrel Buses"></a></div>
  <nav>
    <a href="/timetables">Timetables</a> |
    <a href="/fares">Fares &amp; tickets</a> |
    <a href="/service-updates">Service updates</a> |
    <a href="/help" class="active">Help &amp; info</a> |
    <a href="/contact">Contact us</a>
  </nav>
  <div class="alert">Roadworks on Station Road, Cressford: Route 27 diverted
  until Friday. <a href="/service-updates">Read more</a></div>
</header>

<main id="content">
<h1>Help &amp; information</h1>
<p>Everything you need to know about travelling with Kestrel Buses on our
Fenwick Cross, Bramley and Cressford routes.</p>

<section id="concessions">
<h2>Concessionary travel</h2>
<h3>Older and disabled person's bus passes</h3>
<p>English National Concessionary Travel passes are valid from 09:30 to
23:00 Monday to Friday, and all day at weekends and on bank holidays. Before
09:30 on weekdays, the normal adult fare applies.</p>
<p>If your pass has a &ldquo;+C&rdquo; companion symbol, one companion
may travel with you free of charge at the same times.</p>
<h3>Young people and students</h3>
<ul>
  <li>Children under 5 travel free (up to 3 per fare-paying adult).</li>
  <li>Children aged 5 to 15 pay the child fare.</li>
  <li>Students aged 16 to 21 in full-time education get one third off adult
  single and return fares with a valid Kestrel Student Card. Apply online
  with proof of enrolment; the card costs &pound;5 and lasts one academic
  year.</li>
</ul>
</section>

<section id="lost-property">
<h2>Lost property</h2>
<p>Items found on our buses are handed in at the end of the day to the
Cressford Bus Station Travel Shop, which is open Monday to Saturday,
8.30am to 5.30pm.</p>
<p>We keep lost property for 28 days. After that, items are donated to
charity or disposed of. Food, drink and perishable items are thrown away at
the end of the day.</p>
<p>To reclaim an item, bring photo ID and describe the item and the journey.
A &pound;2 handling fee applies to each item returned, except for bus
passes, medication and mobility aids, which are returned free.</p>
<p>Phone the Travel Shop on 01632 960 812 to check whether your item has
been handed in.</p>
</section>

<section id="accessibility">
<h2>Accessibility</h2>
<ul>
  <li>All Kestrel buses are low-floor with a ramp at the front door.
  Just ask the driver to lower it.</li>
  <li>Each bus has one dedicated wheelchair space. Wheelchair users have
  priority over buggies and pushchairs in this space.</li>
  <li>Assistance dogs are welcome on all our services at no extra
  charge.</li>
  <li>Next-stop announcements are both audible and shown on screens
  throughout the bus.</li>
  <li>Mobility scooters can be carried only if they are Class 2, no longer
  than 1000mm, and the rider holds a Kestrel Mobility Scooter Permit. Ask at
  the Travel Shop for a free assessment.</li>
</ul>
<p>If you need help planning a journey, our team can talk it through with
you on 01632 960 800.</p>
</section>
</main>

<footer>
  <p>Kestrel Buses is a trading name of Kestrel Omnibus Company Ltd,
  Depot Road, Cressford CR2 5BE. Registered in England No. 04455667.</p>
  <p><a href="/privacy">Privacy</a> &middot; <a href="/cookies">Cookies</a>
  &middot; <a href="/accessibility-statement">Accessibility statement</a>
  &middot; <a href="/modern-slavery">Modern slavery statement</a></p>
  <p>&copy; 2025 Kestrel Buses</p>
</footer>
</body>
</html>
"""


def _add(hhmm: str, mins: int) -> str:
    h, m = map(int, hhmm.split(":"))
    t = h * 60 + m + mins
    return f"{t // 60:02d}:{t % 60:02d}"


def _block(ws, title, stops, departures, gap_text):
    ws.append([title])
    ws.append(["Stop"] + ["" for _ in departures])
    for name, offset in stops:
        row = [name]
        for dep in departures:
            row.append(gap_text if dep is None else _add(dep, offset))
        ws.append(row)
    ws.append([])


def _build_xlsx() -> bytes:
    import io

    from openpyxl import Workbook
    from openpyxl.styles import Font

    wb = Workbook()
    ws = wb.active
    ws.title = "Timetable"
    ws.append([("Kestrel Buses - Route 27: Fenwick Cross - Bramley Market - Hollins Hospital - Cressford")])
    ws["A1"].font = Font(bold=True, size=14)
    ws.append(["Timetable valid from 6 April 2025"])
    ws.append([])
    _block(
        ws,
        "Monday to Friday - towards Cressford",
        OUT_STOPS,
        WEEKDAY_OUT,
        "then every 30 mins",
    )
    _block(
        ws,
        "Monday to Friday - towards Fenwick Cross",
        IN_STOPS,
        WEEKDAY_IN,
        "then every 30 mins",
    )
    _block(ws, "Saturday - towards Cressford", OUT_STOPS, SAT_OUT, "then hourly")
    _block(ws, "Saturday - towards Fenwick Cross", IN_STOPS, SAT_IN, "then hourly")
    ws.append(["Notes"])
    ws.append(["No service on Sundays or Bank Holidays."])
    ws.append([("Hollins Hospital: buses wait at the Main Entrance stop for up to 2 minutes if running early.")])
    ws.append([("Times are approximate and may be affected by traffic. Please be at your stop a few minutes early.")])
    ws.column_dimensions["A"].width = 34

    fs = wb.create_sheet("Fares")
    fs.append(["Route 27 fares - from 6 April 2025"])
    fs["A1"].font = Font(bold=True, size=14)
    fs.append([])
    fs.append(FARES_HEADER)
    for cell in fs[3]:
        cell.font = Font(bold=True)
    for row in FARES:
        fs.append(row)
    fs.append([])
    fs.append(["Children under 5 travel free (up to 3 per fare-paying adult)."])
    fs.append(["Rider tickets are valid on all Kestrel routes. Fares include VAT where applicable."])
    fs.column_dimensions["A"].width = 36
    fs.column_dimensions["D"].width = 58

    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


def files() -> dict[str, bytes]:
    return {
        "Route27_timetable_and_fares.xlsx": _build_xlsx(),
        "help-and-information.html": INFO_HTML.encode("utf-8"),
    }


EXPECT = [
    ("what time is the first bus from fenwick cross on weekdays", ["06:15"]),
    ("last bus from cressford bus station mon-fri?", ["22:40"]),
    ("how much is an adult day rider", ["£6.50"]),
    ("child single fare, any distance", ["£1.60"]),
    ("do the buses run on a sunday", ["No service on Sundays"]),
    ("can i use my bus pass before half nine", ["valid from 09:30"]),
    ("where do i pick up lost property", ["Cressford Bus Station Travel Shop"]),
    ("how long do you keep lost items", ["28 days"]),
    ("is there a charge to get my lost stuff back", ["£2 handling fee"]),
    ("can I take my mobility scooter on the bus?", ["Mobility Scooter Permit"]),
    ("are the buses wheelchair accesible", ["low-floor", "wheelchair space"]),
    ("can my guide dog come on the bus", ["Assistance dogs"]),
    ("how much is the group ticket", ["£12.50"]),
    ("do students get a discount", ["one third off"]),
    ("does my 3 year old need a ticket", ["Children under 5 travel free"]),
    ("can I pay contactless on the bus", None),
    ("are bikes allowed on the buses", None),
    ("is there wifi on board", None),
]
