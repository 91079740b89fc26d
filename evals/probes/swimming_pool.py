"""Library: leisure centre swimming pool timetable (.xlsx) and prices/lessons/rules web page (HTML)."""

import io

PROVENANCE = (
    "Imitates a council-run leisure centre's weekly pool timetable spreadsheet and its "
    "'Swimming' information web page; all content invented"
)

_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

# Day, Start, End, Session, Lanes / area, Notes
_MAIN_POOL = [
    (
        "Monday",
        "06:30",
        "09:00",
        "Lane Swimming",
        "6 lanes (slow/medium/fast)",
        "Adults 16+",
    ),
    ("Monday", "09:00", "12:00", "Public Swim", "Half pool", ""),
    ("Monday", "12:00", "13:30", "Lunchtime Lanes", "4 lanes", "Adults 16+"),
    ("Monday", "16:00", "18:30", "Swim School", "Whole pool", "Lessons only"),
    ("Monday", "19:00", "21:00", "Public Swim", "Whole pool", ""),
    (
        "Tuesday",
        "06:30",
        "09:00",
        "Lane Swimming",
        "6 lanes (slow/medium/fast)",
        "Adults 16+",
    ),
    (
        "Tuesday",
        "09:15",
        "11:00",
        "Over 50s Swim",
        "Whole pool",
        "Free tea and coffee afterwards",
    ),
    ("Tuesday", "11:00", "14:00", "School Swimming", "Whole pool", "Closed to public"),
    ("Tuesday", "16:00", "19:00", "Swim School", "Whole pool", "Lessons only"),
    ("Tuesday", "20:15", "21:45", "Adults Only", "Whole pool", "18+ only"),
    (
        "Wednesday",
        "06:30",
        "09:00",
        "Lane Swimming",
        "6 lanes (slow/medium/fast)",
        "Adults 16+",
    ),
    ("Wednesday", "09:00", "12:00", "Public Swim", "Half pool", ""),
    ("Wednesday", "12:00", "13:30", "Lunchtime Lanes", "4 lanes", "Adults 16+"),
    ("Wednesday", "16:00", "18:30", "Swim School", "Whole pool", "Lessons only"),
    (
        "Wednesday",
        "18:45",
        "19:30",
        "Aqua Fit",
        "Shallow end",
        "Instructor-led, all abilities",
    ),
    ("Wednesday", "19:30", "21:00", "Club Training", "Whole pool", "Ashvale Otters SC"),
    (
        "Thursday",
        "06:30",
        "09:00",
        "Lane Swimming",
        "6 lanes (slow/medium/fast)",
        "Adults 16+",
    ),
    ("Thursday", "11:00", "14:00", "School Swimming", "Whole pool", "Closed to public"),
    ("Thursday", "16:00", "19:00", "Swim School", "Whole pool", "Lessons only"),
    ("Thursday", "19:00", "21:00", "Public Swim", "Whole pool", ""),
    (
        "Friday",
        "06:30",
        "09:00",
        "Lane Swimming",
        "6 lanes (slow/medium/fast)",
        "Adults 16+",
    ),
    ("Friday", "09:00", "12:00", "Public Swim", "Half pool", ""),
    ("Friday", "16:00", "18:00", "Swim School", "Whole pool", "Lessons only"),
    (
        "Friday",
        "18:20",
        "20:20",
        "Inflatable Fun Session",
        "Deep end",
        "Must be able to swim 25m",
    ),
    ("Saturday", "07:30", "09:00", "Early Bird Lanes", "4 lanes", "Adults 16+"),
    ("Saturday", "09:00", "13:00", "Swim School", "Whole pool", "Lessons only"),
    (
        "Saturday",
        "13:00",
        "16:30",
        "Family Fun Swim",
        "Whole pool",
        "Floats and toys out",
    ),
    ("Sunday", "08:00", "10:00", "Club Training", "Whole pool", "Ashvale Otters SC"),
    ("Sunday", "10:00", "13:00", "Public Swim", "Whole pool", ""),
    (
        "Sunday",
        "13:30",
        "16:00",
        "Family Fun Swim",
        "Whole pool",
        "Floats and toys out",
    ),
    (
        "Sunday",
        "18:10",
        "19:40",
        "Women Only",
        "Whole pool",
        "Female lifeguards, screened windows",
    ),
]

_LEARNER_POOL = [
    ("Monday", "09:45", "10:30", "Parent & Toddler", "Ages 6 months - 4 years"),
    ("Monday", "16:00", "18:30", "Swim School (Stages 1-3)", "Lessons only"),
    ("Tuesday", "13:00", "15:00", "Public Swim (Learner)", "Under 8s with an adult"),
    ("Wednesday", "10:00", "11:00", "Gentle Exercise", "Warm water, referral welcome"),
    ("Thursday", "16:00", "19:00", "Swim School (Stages 1-3)", "Lessons only"),
    ("Friday", "09:45", "10:30", "Parent & Toddler", "Ages 6 months - 4 years"),
    ("Saturday", "09:00", "13:00", "Swim School (Stages 1-3)", "Lessons only"),
    ("Sunday", "11:00", "12:30", "Family Splash", "Under 8s with an adult"),
]


def _xlsx():
    from openpyxl import Workbook
    from openpyxl.styles import Alignment, Font, PatternFill

    wb = Workbook()
    ws = wb.active
    ws.title = "Main Pool"
    ws["A1"] = "Ashvale Leisure Centre - Main Pool Timetable (25m, 6 lanes)"
    ws["A1"].font = Font(bold=True, size=14)
    ws["A2"] = "Valid from 6 January 2025 until further notice. Sessions may change during school holidays."
    ws["A2"].font = Font(italic=True, size=9)
    header = ["Day", "Start", "End", "Session", "Pool area", "Notes"]
    ws.append([])
    ws.append(header)
    for c in ws[4]:
        c.font = Font(bold=True, color="FFFFFF")
        c.fill = PatternFill("solid", fgColor="1F4E79")
        c.alignment = Alignment(horizontal="center")
    for row in _MAIN_POOL:
        ws.append(list(row))
    ws.append([])
    ws.append(["Last entry is 30 minutes before the end of each session. Timetable subject to change."])
    for col, width in zip("ABCDEF", [12, 8, 8, 24, 26, 36]):
        ws.column_dimensions[col].width = width
    ws.freeze_panes = "A5"

    ws2 = wb.create_sheet("Learner Pool")
    ws2["A1"] = "Ashvale Leisure Centre - Learner Pool Timetable (0.9m depth)"
    ws2["A1"].font = Font(bold=True, size=14)
    ws2.append([])
    ws2.append(["Day", "Start", "End", "Session", "Notes"])
    for c in ws2[3]:
        c.font = Font(bold=True)
    for row in _LEARNER_POOL:
        ws2.append(list(row))
    for col, width in zip("ABCDE", [12, 8, 8, 26, 32]):
        ws2.column_dimensions[col].width = width

    ws3 = wb.create_sheet("Holiday Closures")
    ws3.append(["Date", "Status"])
    ws3.append(["18 April 2025 (Good Friday)", "Open 09:00-16:00"])
    ws3.append(["21 April 2025 (Easter Monday)", "Open 09:00-16:00"])
    ws3.append(["5 May 2025 (Bank Holiday)", "Open 09:00-16:00"])
    ws3.append(["2-6 June 2025", "Pool closed for maintenance"])
    ws3.column_dimensions["A"].width = 30
    ws3.column_dimensions["B"].width = 30

    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


_HTML = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Swimming | Ashvale Leisure Centre | Ashvale District Council</title>
<link rel="stylesheet" href="/assets/css/main.min.css">
<script src="/assets/js/analytics.js" async></script>
</head>
<body>
<div class="cookie-banner" role="region" aria-label="Cookie notice">
  <p>We use cookies to make this website work and to understand how you use it.
  <a href="/cookies">Cookie settings</a> <button>Accept all</button> <button>Reject non-essential</button></p>
</div>
<header class="site-header">
  <a class="logo" href="/"><img src="/img/ashvale-leisure.svg" alt="Ashvale Leisure"></a>
  <nav aria-label="Main">
    <ul>
      <li><a href="/">Home</a></li>
      <li><a href="/gym">Gym</a></li>
      <li><a href="/swimming" aria-current="page">Swimming</a></li>
      <li><a href="/classes">Classes</a></li>
      <li><a href="/memberships">Memberships</a></li>
      <li><a href="/contact">Contact us</a></li>
      <li><a href="/login">My account</a></li>
    </ul>
  </nav>
  <form class="search" action="/search"><input type="search" name="q" placeholder="Search"><button>Go</button></form>
</header>
<div class="breadcrumb"><a href="/">Home</a> &gt; <a href="/centres">Centres</a> &gt; Ashvale Leisure Centre &gt; Swimming</div>
<main>
<h1>Swimming at Ashvale Leisure Centre</h1>
<p class="lead">Our 25 metre, six-lane main pool and warm learner pool are open seven days a week.
Download the latest <a href="/docs/ashvale-pool-timetable.xlsx">pool timetable (Excel, 18KB)</a>
to see what's on and when.</p>

<h2>Prices</h2>
<p>Pay as you go prices for a single swim session. Prices from 1 April 2025.</p>
<table class="prices">
  <thead><tr><th>Ticket</th><th>Price</th></tr></thead>
  <tbody>
    <tr><td>Adult (16-64)</td><td>£5.40</td></tr>
    <tr><td>Junior (3-15)</td><td>£2.90</td></tr>
    <tr><td>Under 3s</td><td>Free (with paying adult)</td></tr>
    <tr><td>Concession (65+, students, Ashvale Leisure Card holders)</td><td>£3.80</td></tr>
    <tr><td>Family ticket (up to 2 adults and 3 juniors)</td><td>£14.50</td></tr>
    <tr><td>Aqua Fit class</td><td>£6.75</td></tr>
    <tr><td>Spectator</td><td>£1.00</td></tr>
  </tbody>
</table>
<p><small>* Concession prices require proof of eligibility at reception. Swim-only membership is
£29.00 per month and includes unlimited public, lane and Adults Only sessions.</small></p>

<h2>Swimming lessons</h2>
<p>Our Swim School teaches children from age 4 upwards through Stages 1 to 7, following a
nationally recognised learn-to-swim framework. Lessons last 30 minutes and run weekly during
term time.</p>
<ul>
  <li>Lessons cost £27.50 per month, paid by Direct Debit.</li>
  <li>New swimmers need a free assessment before joining; book this at reception.</li>
  <li>Maximum class size is 10 for Stages 1-3 and 12 for Stages 4-7.</li>
  <li>Parents can watch from the spectator gallery free of charge during lessons.</li>
  <li>Adult lessons (beginner and improver) run on Wednesdays at 20:00 in the learner pool.</li>
</ul>
<p>To cancel lessons, please give one full calendar month's notice in writing.</p>

<h2>Lockers and changing</h2>
<p>We have a mixed "changing village" with private cubicles, plus separate group changing rooms
for schools and clubs. Lockers take a £1 coin, which is returned when you open the locker.
Please don't leave valuables in the cubicles. Hair dryers are free to use.</p>

<h2>Pool rules</h2>
<ol>
  <li>Children under 8 must be accompanied in the water by a responsible person aged 16 or over.
  One adult may supervise a maximum of two children under 8.</li>
  <li>Please shower before entering the pool.</li>
  <li>No outdoor shoes beyond the blue line on the poolside.</li>
  <li>Goggles are permitted; snorkels and diving masks are not.</li>
  <li>No diving in the shallow end, and no running, pushing or ducking.</li>
  <li>Swim nappies must be worn by all children who are not toilet trained.</li>
  <li>Last entry is 30 minutes before the end of a session.</li>
  <li>Follow the instructions of the lifeguards at all times.</li>
</ol>
<aside class="callout">
  <h3>Lane swimming etiquette</h3>
  <p>Choose the lane that matches your speed and swim clockwise. Let faster swimmers pass at the
  wall.</p>
</aside>
</main>
<footer class="site-footer">
  <div>
    <h4>Ashvale Leisure Centre</h4>
    <p>Mill Lane, Ashvale, AV3 8RP<br>Tel: 01632 960 225</p>
  </div>
  <div>
    <h4>Useful links</h4>
    <ul><li><a href="/accessibility">Accessibility</a></li><li><a href="/privacy">Privacy</a></li>
    <li><a href="/terms">Terms of use</a></li><li><a href="/jobs">Work for us</a></li></ul>
  </div>
  <p class="copyright">&copy; 2025 Ashvale District Council. Operated on behalf of the council by
  Ashvale Community Leisure Trust, registered charity no. 1172209.</p>
</footer>
</body>
</html>
"""


def files() -> dict[str, bytes]:
    return {
        "ashvale-pool-timetable.xlsx": _xlsx(),
        "swimming.html": _HTML.encode("utf-8"),
    }


EXPECT = [
    ("how much is an adult swim", ["£5.40"]),
    ("price for a junior swim?", ["£2.90"]),
    ("do toddlers under 3 go free", ["Free (with paying adult)"]),
    ("How much is a family ticket?", ["£14.50"]),
    ("how much are kids swimming lessons", ["£27.50 per month"]),
    ("how long are the lessons", ["Lessons last 30 minutes"]),
    ("do the lockers need a coin", ["£1 coin"]),
    ("how many under 8s can one adult take in", ["two children under 8"]),
    ("can my son wear a snorkel mask", ["diving masks are not"]),
    ("what time is the adults only swim on tuesday", ["20:15"]),
    ("when is aqua fit on?", ["18:45"]),
    ("whats the earliest i can swim on a saturday", ["07:30"]),
    ("what time is women only swimming on sunday", ["18:10"]),
    ("parent and toddler session times", ["09:45"]),
    (
        "what's the latest I can get in before a session ends",
        ["30 minutes before the end"],
    ),
    ("is there a sauna or steam room?", None),
    ("can I book a pool party for my daughter's birthday", None),
    ("how warm is the water in the pool", None),
]
