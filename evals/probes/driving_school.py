"""Library: a driving school's lessons web page (HTML) and its price list workbook (.xlsx)."""

import io

PROVENANCE = (
    "Imitates a small UK driving school's 'Lessons & Prices' web page and the "
    "downloadable price list spreadsheet (lesson packages, intensive courses, "
    "DVSA/DVLA test fees); all content invented"
)

LESSONS = [
    ("Single lesson", "Manual", "1 hour", "£38.00", ""),
    ("Single lesson", "Automatic", "1 hour", "£41.00", ""),
    ("Double lesson", "Manual", "2 hours", "£74.00", "Most popular"),
    ("Double lesson", "Automatic", "2 hours", "£80.00", ""),
    (
        "Introductory offer (first 2 hours)",
        "Manual or automatic",
        "2 hours",
        "£60.00",
        "New pupils only; one per pupil",
    ),
    ("Block of 10 hours", "Manual", "10 hours", "£355.00", "Pay in advance; save £25"),
    (
        "Block of 10 hours",
        "Automatic",
        "10 hours",
        "£385.00",
        "Pay in advance; save £25",
    ),
    ("Block of 20 hours", "Manual", "20 hours", "£690.00", "Pay in advance; save £70"),
    (
        "Block of 20 hours",
        "Automatic",
        "20 hours",
        "£750.00",
        "Pay in advance; save £70",
    ),
    (
        "Motorway lesson",
        "Manual or automatic",
        "2 hours",
        "£84.00",
        "Full licence holders only",
    ),
    (
        "Pass Plus course",
        "Manual or automatic",
        "6 hours",
        "£240.00",
        "Includes DVSA Pass Plus certificate",
    ),
    (
        "Refresher lesson",
        "Manual or automatic",
        "1.5 hours",
        "£57.00",
        "For full licence holders",
    ),
]

INTENSIVE = [
    (
        "Semi-intensive 20",
        "20 hours",
        "2 weeks",
        "£760.00",
        "Includes car hire for practical test; excludes DVSA test fee",
    ),
    (
        "Intensive 30",
        "30 hours",
        "1 week",
        "£1,095.00",
        "Includes car hire for practical test; excludes DVSA test fee",
    ),
    (
        "Intensive 40",
        "40 hours",
        "2 weeks",
        "£1,420.00",
        "Includes car hire for practical test; excludes DVSA test fee",
    ),
]

TEST_FEES = [
    ("Provisional driving licence (online application)", "DVLA", "£34.00", ""),
    ("Theory test", "DVSA", "£23.00", ""),
    ("Practical driving test (weekday daytime)", "DVSA", "£62.00", ""),
    (
        "Practical driving test (evenings, weekends and bank holidays)",
        "DVSA",
        "£75.00",
        "",
    ),
    (
        "Use of instructor's car for practical test",
        "Kerbside",
        "£95.00",
        "Includes 1-hour warm-up lesson before the test",
    ),
    (
        "Mock test (with a different instructor)",
        "Kerbside",
        "£45.00",
        "45 minutes plus debrief",
    ),
]


def _build_xlsx() -> bytes:
    from openpyxl import Workbook
    from openpyxl.styles import Font, PatternFill

    wb = Workbook()
    bold = Font(bold=True)
    head_fill = PatternFill("solid", fgColor="FFD966")

    ws = wb.active
    ws.title = "Lesson prices"
    ws.append(["Kerbside Driving School - Price List 2025"])
    ws["A1"].font = Font(bold=True, size=14)
    ws.append(["Prices valid from 1 February 2025 until further notice."])
    ws.append([])
    ws.append(["Package", "Transmission", "Duration", "Price", "Notes"])
    for c in ws[4]:
        c.font = bold
        c.fill = head_fill
    for r in LESSONS:
        ws.append(list(r))
    ws.append([])
    ws.append(["Block bookings must be paid in full before the first lesson of the block."])
    for col, width in zip("ABCDE", (36, 22, 12, 12, 40)):
        ws.column_dimensions[col].width = width

    ws2 = wb.create_sheet("Intensive courses")
    ws2.append(["Intensive and semi-intensive courses"])
    ws2["A1"].font = Font(bold=True, size=13)
    ws2.append([])
    ws2.append(["Course", "Total hours", "Spread over", "Price", "What's included"])
    for c in ws2[3]:
        c.font = bold
        c.fill = head_fill
    for r in INTENSIVE:
        ws2.append(list(r))
    ws2.append([])
    ws2.append(["You must have passed your theory test before booking an intensive course."])
    ws2.append(["A non-refundable booking deposit of £200 secures your course dates."])
    for col, width in zip("ABCDE", (22, 12, 12, 12, 60)):
        ws2.column_dimensions[col].width = width

    ws3 = wb.create_sheet("Test fees")
    ws3.append(["Test and licence fees"])
    ws3["A1"].font = Font(bold=True, size=13)
    ws3.append([])
    ws3.append(["Item", "Paid to", "Price", "Notes"])
    for c in ws3[3]:
        c.font = bold
        c.fill = head_fill
    for r in TEST_FEES:
        ws3.append(list(r))
    ws3.append([])
    ws3.append(["* DVSA and DVLA fees are set by the government and may change."])
    ws3.append(["* Kerbside does not charge a booking fee for booking your tests."])
    for col, width in zip("ABCD", (58, 10, 10, 44)):
        ws3.column_dimensions[col].width = width

    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


LESSONS_HTML = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Driving Lessons in Norwich - Manual &amp; Automatic | Kerbside Driving School</title>
<meta name="description" content="Friendly, patient driving lessons in Norwich. Manual and automatic, block bookings, intensive courses and Pass Plus.">
<link rel="stylesheet" href="/css/main.css?v=12">
<script async src="https://analytics.example/tag.js"></script>
</head>
<body>
<div class="topbar">Call or text <a href="tel:07700900871">07700 900871</a> | <a href="mailto:hello@kerbsidedriving.example">hello@kerbsidedriving.example</a></div>
<header>
  <a href="/" class="brand">Kerbside <span>Driving School</span></a>
  <button class="menu-toggle" aria-label="Open menu">&#9776;</button>
  <nav>
    <ul>
      <li><a href="/">Home</a></li>
      <li><a href="/lessons" aria-current="page">Lessons &amp; Prices</a></li>
      <li><a href="/intensive-courses">Intensive Courses</a></li>
      <li><a href="/reviews">Reviews</a></li>
      <li><a href="/faq">FAQ</a></li>
      <li><a href="/book" class="cta">Book now</a></li>
    </ul>
  </nav>
</header>

<main>
<section class="hero">
  <h1>Driving lessons in Norwich</h1>
  <p>Manual and automatic lessons with fully qualified, patient instructors. Learn at your pace, in a car you'll feel comfortable in.</p>
  <a class="cta" href="/downloads/kerbside-price-list-2025.xlsx">Download our full price list (Excel)</a>
</section>

<section id="about-lessons">
  <h2>How our lessons work</h2>
  <p>All of our instructors are DVSA Approved Driving Instructors (ADIs), and every lesson follows the DVSA's national standard for driving. You will get a free online progress log so you can see exactly what you've covered and what's next.</p>
  <p>Our tuition cars are modern, air-conditioned and fitted with dual controls, so you are always safe while you learn. Choose a manual Ford Fiesta or an automatic Toyota Yaris Hybrid.</p>
  <p>Standard lessons last 1 hour, but most of our pupils find 2-hour lessons better value and more productive, especially once you start going further afield.</p>
</section>

<section id="who-can-learn">
  <h2>Who can learn?</h2>
  <p>You can start lessons as soon as you turn 17, as long as you hold a valid provisional driving licence. Please bring your photocard licence to your first lesson - we cannot start the lesson without seeing it.</p>
  <p>If you haven't applied for your provisional licence yet, you can do this online with the DVLA from the age of 15 years and 9 months.</p>
</section>

<section id="lesson-types">
  <h2>Lesson types</h2>
  <ul>
    <li><strong>Manual or automatic lessons</strong> - pay as you go or save with a block booking.</li>
    <li><strong>Intensive courses</strong> - pass faster with 20, 30 or 40 hours over one or two weeks. See the <a href="/intensive-courses">intensive courses page</a>.</li>
    <li><strong>Motorway lessons</strong> - build confidence on the A11 and A47 after you've passed.</li>
    <li><strong>Pass Plus</strong> - six modules covering town, rural, night, all-weather, dual carriageway and motorway driving. Some insurers offer a discount once you have the certificate.</li>
    <li><strong>Refresher lessons</strong> - for full licence holders who haven't driven for a while or are nervous about driving again.</li>
  </ul>
</section>

<section id="pickup">
  <h2>Pick-up and drop-off</h2>
  <p>We'll pick you up from home, work, school or college anywhere within the Norwich outer ring road, and from surrounding villages within 8 miles of the city centre. You can be dropped off somewhere different from where you were collected, as long as it's within the same area.</p>
</section>

<section id="booking">
  <h2>Booking and payment</h2>
  <p>You can pay per lesson or buy a block of hours. Block bookings must be paid in full before the first lesson of the block. We accept card payments, bank transfer, and payments through the Kerbside app.</p>
  <p>Unused hours from a block booking are refundable within 12 months of purchase, less a £20 admin fee. After 12 months, unused hours can still be used but cannot be refunded.</p>
</section>

<section id="cancellations">
  <h2>Cancellations</h2>
  <p>We need at least 48 hours' notice to cancel or move a lesson. Lessons cancelled with less notice will be charged in full. If your instructor has to cancel, we'll rebook you at no cost and as soon as possible.</p>
</section>

<section id="tests">
  <h2>Theory and practical tests</h2>
  <p>We're happy to book your theory and practical tests for you, or you can book them yourself on the GOV.UK website. Your instructor will tell you when they think you're ready to book your practical test.</p>
  <p>Most pupils use their instructor's car for the test, because it's the car they know. The charge for this is shown on our price list and includes a warm-up lesson just before the test. Test fees are paid to DVSA, not to us.</p>
</section>

<section id="vouchers">
  <h2>Gift vouchers</h2>
  <p>Gift vouchers are available for any amount from £25 and are valid for 12 months. Perfect for a 17th birthday!</p>
</section>

<section class="reviews-strip">
  <h2>What our pupils say</h2>
  <blockquote>"Passed first time with only 2 minors. Patient, calm and always on time." - Ellie, Wymondham Road</blockquote>
  <blockquote>"The intensive course was hard work but totally worth it." - Marcus, Thorpe St Andrew</blockquote>
  <p><a href="/reviews">Read all reviews</a></p>
</section>
</main>

<footer>
  <div class="footer-cols">
    <div>
      <h3>Kerbside Driving School</h3>
      <p>Kerbside Driving School is a trading name of Kerbside Motoring Ltd, 14 Unthank Road, Norwich NR2 2PA.</p>
    </div>
    <div>
      <h3>Links</h3>
      <ul><li><a href="/privacy">Privacy</a></li><li><a href="/terms">Terms of business</a></li><li><a href="/careers">Become an instructor</a></li></ul>
    </div>
  </div>
  <p class="small">Prices correct as of 1 February 2025. &copy; 2025 Kerbside Motoring Ltd.</p>
</footer>
<div id="cookie-consent" role="dialog">This site uses cookies. <button>OK</button> <a href="/privacy#cookies">Find out more</a></div>
</body>
</html>
"""


def files() -> dict[str, bytes]:
    return {
        "kerbside-lessons-and-prices.html": LESSONS_HTML.encode("utf-8"),
        "kerbside-price-list-2025.xlsx": _build_xlsx(),
    }


EXPECT = [
    ("how much is a 1 hour manual lesson", ["£38.00"]),
    ("price of an automatic lesson?", ["£41.00", "£80.00"]),
    ("how much for a block of 10 hours manual", ["£355.00"]),
    ("is there a deal for new learners?", ["£60.00", "Introductory offer"]),
    ("theory test cost", ["£23.00"]),
    ("how much is the practical test on a saturday", ["£75.00"]),
    ("how much to use the instructors car for my test", ["£95.00"]),
    ("how much notice do i need to give to cancel a lesson", ["48 hours' notice"]),
    ("can you pick me up from college?", ["home, work, school or college"]),
    ("how old do i have to be to start lessons", ["turn 17"]),
    (
        "can I get a refund for unused hours on a block booking",
        ["within 12 months of purchase"],
    ),
    ("whats the price of the intensive 30 hour course", ["£1,095.00"]),
    (
        "does the intensive course price include the test fee?",
        ["excludes DVSA test fee"],
    ),
    ("how long is pass plus", ["6 hours"]),
    (
        "do I need to bring my provisional licence to the first lesson",
        ["photocard licence"],
    ),
    ("do you have any female instructors", None),
    ("what's your first time pass rate?", None),
    ("do you give a discount for students or NHS staff", None),
]
